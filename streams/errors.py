"""The one exception tree. Adapters translate driver errors into these at their edge.

- TransientError: the dependency is unreachable and may come back: pause and retry, never skip.
- RequestFailedError: this one request failed (timeout, rate limit, 5xx) though the dependency is
  up: retry a bounded number of times, then dead-letter the record with the reason.
- PoisonError: this record can never succeed: dead-letter it with the reason, go on.
- ConfigError: the deployment is wrong: fail loudly at start.
"""

from __future__ import annotations


class MemstreamError(Exception):
    """Root of every error memstream raises on purpose."""


class TransientError(MemstreamError):
    """A dependency is unavailable or timed out; the same call may succeed later."""


class RequestFailedError(MemstreamError):
    """One request failed while the dependency itself answers; retry a bounded number of times."""


class PoisonError(MemstreamError):
    """The input itself is bad; retrying cannot help."""


class ConfigError(MemstreamError):
    """Settings or deployment are wrong."""
