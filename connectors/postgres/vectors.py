"""The `embedding` column's format (migration 005): IEEE float32, big-endian, packed one after
another in a `bytea`, exactly what PostgreSQL's own `float4send` writes for each element.

As `real[]`, every element crossed the wire with its own length word and was encoded and decoded
one by one on both sides: ~100 µs of CPU (client and server) to write a 384-float vector and ~32
µs to read one. Packed, numpy does it in one call: 23 and 13 µs (`python -m
tests.bench.pg_storage`; docs/BENCHMARKS.md, session 40). Vectors are float32 either way.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, overload

import numpy as np
import numpy.typing as npt

_FLOAT32 = np.dtype(">f4")


class Vector(Sequence[float]):
    """A stored embedding: the column's floats kept as one read-only float32 array.

    It reads as a sequence of floats (and equals the tuple of them), while numpy takes the
    array itself: a commit compares each new memory with up to 50 of the user's, and building
    that matrix from tuples of Python floats cost about 4.5 times more than from these
    (docs/BENCHMARKS.md, session 42). It takes ~1.6 KB at 384 dimensions, a tuple ~12 KB.
    """

    __slots__ = ("_array",)

    def __init__(self, array: npt.NDArray[np.float32]) -> None:
        array.flags.writeable = False
        self._array = array

    def __len__(self) -> int:
        return len(self._array)

    @overload
    def __getitem__(self, index: int) -> float: ...
    @overload
    def __getitem__(self, index: slice) -> list[float]: ...
    def __getitem__(self, index: int | slice) -> float | list[float]:
        found: float | list[float] = self._array[index].tolist()
        return found

    def __iter__(self) -> Iterator[float]:
        return iter(self._array.tolist())

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> npt.NDArray[Any]:
        if copy:
            return np.array(self._array, dtype=dtype)
        return np.asarray(self._array, dtype=dtype)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Vector):
            return bool(np.array_equal(self._array, other._array))
        return isinstance(other, (tuple, list)) and tuple(self) == tuple(other)

    def __hash__(self) -> int:
        return hash(tuple(self))  # equal to the tuple of its floats, so hashed like it

    def __repr__(self) -> str:
        return f"Vector({len(self)} floats)"


def pack(vector: Sequence[float]) -> bytes:
    """A vector as the column stores it (an empty vector as empty bytes)."""
    return np.asarray(vector, dtype=_FLOAT32).tobytes()


def unpack(data: bytes | None) -> Sequence[float]:
    """The column's value as a `Vector` (NULL and empty bytes as no vector)."""
    if not data:
        return ()
    return Vector(np.frombuffer(data, dtype=_FLOAT32).astype(np.float32))
