"""A stage's ports, bound once by the entrypoint that builds the adapters, read by its handlers.

A stage module never fetches an adapter: it declares what it needs as a small frozen ports
object (typed by Protocols the stage owns) and holds one `Binding` of it. The worker bootstrap
(`streams.entrypoints.worker`) builds the ports from the composition root and binds them before
the worker starts; a test binds fakes the same way. Reading before binding is a wiring bug, so
it raises instead of guessing.
"""

from __future__ import annotations

from typing import Generic, TypeVar

P = TypeVar("P")


class Binding(Generic[P]):
    """The ports of one stage: `bind` them once before the worker starts, `get` them after."""

    def __init__(self, stage: str) -> None:
        self._stage = stage
        self._ports: P | None = None

    def bind(self, ports: P) -> None:
        """Install the ports (rebinding replaces them: a test binds its own fakes)."""
        self._ports = ports

    def get(self) -> P:
        """The bound ports; RuntimeError naming the stage when nothing was bound."""
        if self._ports is None:
            raise RuntimeError(f"{self._stage}: no ports bound (the worker bootstrap binds them)")
        return self._ports
