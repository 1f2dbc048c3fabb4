"""A real worker (`python -m tests.support.faulty_worker FLAG AGENTS`) whose Milvus port raises
an unexpected error (a bug, not a driver error) on every write (insert or upsert) while the file
FLAG exists."""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from projections import agents
from projections.handlers import Key, VectorIndex
from projections.rule import Stamp
from streams.entrypoints import wiring
from streams.entrypoints.worker import bind_stages, run_worker


class BuggyIndex:
    """The real index, except that a write raises RuntimeError while `flag` exists."""

    def __init__(self, real: VectorIndex, flag: Path) -> None:
        self._real, self._flag = real, flag
        self.dimension = real.dimension

    async def stamps(self, keys: Sequence[Key]) -> dict[Key, Stamp]:
        return await self._real.stamps(keys)

    async def upsert(self, rows: Sequence[Mapping[str, Any]]) -> None:
        if self._flag.exists():
            raise RuntimeError(f"injected bug: upsert of {len(rows)} rows")
        await self._real.upsert(rows)

    async def insert(self, rows: Sequence[Mapping[str, Any]]) -> None:
        if self._flag.exists():
            raise RuntimeError(f"injected bug: insert of {len(rows)} rows")
        await self._real.insert(rows)

    async def delete(self, tombstones: Sequence[Mapping[str, Any]]) -> None:
        await self._real.delete(tombstones)


def main() -> None:
    flag, names = Path(sys.argv[1]), sys.argv[2].split(",")

    async def buggy_index() -> VectorIndex:
        return BuggyIndex(await wiring.vector_index(), flag)

    def bind(wanted: Sequence[str]) -> None:
        bind_stages(wanted)
        agents.bind(agents.ProjectionPorts(vector_index=buggy_index, graph=wiring.graph_writer,
                                           erasure=wiring.erasure))

    run_worker(names, bind)


if __name__ == "__main__":
    main()
