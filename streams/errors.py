"""The one exception tree. Adapters translate driver errors into these at their edge.

- TransientError: the dependency may come back (connection refused, timeout): retry, never skip.
- PoisonError: this record can never succeed: dead-letter it with the reason, go on.
- ConfigError: the deployment is wrong: fail loudly at start.
"""

from __future__ import annotations


class MemstreamError(Exception):
    """Root of every error memstream raises on purpose."""


class TransientError(MemstreamError):
    """A dependency is unavailable or timed out; the same call may succeed later."""


class PoisonError(MemstreamError):
    """The input itself is bad; retrying cannot help."""


class ConfigError(MemstreamError):
    """Settings or deployment are wrong."""
