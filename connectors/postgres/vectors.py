"""The `embedding` column's format (migration 005): IEEE float32, big-endian, packed one after
another in a `bytea`, exactly what PostgreSQL's own `float4send` writes for each element.

As `real[]`, every element crossed the wire with its own length word and was encoded and decoded
one by one on both sides: ~100 µs of CPU (client and server) to write a 384-float vector and ~32
µs to read one. Packed, numpy does it in one call: 23 and 13 µs (`python -m
tests.bench.pg_storage`; docs/BENCHMARKS.md, session 40). Vectors are float32 either way.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

_FLOAT32 = np.dtype(">f4")


def pack(vector: Sequence[float]) -> bytes:
    """A vector as the column stores it (an empty vector as empty bytes)."""
    return np.asarray(vector, dtype=_FLOAT32).tobytes()


def unpack(data: bytes | None) -> tuple[float, ...]:
    """The column's value as floats (NULL and empty bytes as no vector)."""
    if not data:
        return ()
    values: list[float] = np.frombuffer(data, dtype=_FLOAT32).tolist()
    return tuple(values)
