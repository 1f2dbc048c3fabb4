"""`python -m tests.bench.milvus_calls`: the time of one Milvus upsert of existing keys as the
collection grows (docs/BENCHMARKS.md, session 5; docs/TUNING.md).

A scratch collection (`scratch_milvus_calls`, dropped at the end) on the configured Milvus is
filled with random vectors in steps; at each step 10 fresh keys are inserted and then upserted
three times, and the fastest and slowest upsert are printed. milvus-lite finds the rows an
upsert replaces by scanning, so its time grows with the rows; a Milvus server's should not.
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
import uuid
from typing import Any

from connectors.milvus import MilvusVectorIndex
from streams.settings import settings

NAME = "scratch_milvus_calls"


def _rows(count: int, user: str, dimension: int) -> list[dict[str, Any]]:
    return [{"memory_id": str(uuid.uuid4()), "user_id": user, "version": 1,
             "content_hash": "h", "content": "x", "category": "other", "slot_hint": "",
             "importance": 0.5, "superseded": False, "created_at": "2026-12-01T00:00:00",
             "updated_at": "2026-12-01T00:00:00",
             "vector": [random.random() for _ in range(dimension)]} for _ in range(count)]


async def main(steps: tuple[int, ...]) -> None:
    conf = settings()
    dimension = conf.embedder.dimension
    index = MilvusVectorIndex(conf.milvus.uri, NAME, dimension)
    await index.ensure_collection()
    try:
        held = 0
        for target in steps:
            while held < target:
                await index.insert(_rows(1000, f"filler-{held}", dimension))
                held += 1000
            probe = _rows(10, "probe", dimension)
            await index.insert(probe)
            times = []
            for _ in range(3):
                started = time.perf_counter()
                await index.upsert(probe)
                times.append(time.perf_counter() - started)
            print(f"{held:>7} rows: upsert of 10 existing keys {min(times) * 1000:.0f}-"
                  f"{max(times) * 1000:.0f} ms", flush=True)
    finally:
        for name in (NAME, index.tombstones):
            await index._call("drop", lambda c, n=name: c.drop_collection(n))


if __name__ == "__main__":
    asyncio.run(main(tuple(int(a) for a in sys.argv[1:]) or (1000, 10000, 50000)))
