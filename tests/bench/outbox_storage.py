"""`python -m tests.bench.outbox_storage`: what PostgreSQL spends on one outbox row, by the
payload column's type and TOAST compression (docs/BENCHMARKS.md, session 40; migration 004).

The rows are the commit path's own (`events.upsert_rows` and `edge_rows`: a vector event with a
384-float embedding, a node event and an edge set per memory). Each variant gets a scratch
table (`scratch_outbox_*`, dropped at the end). Per round, the same 150 rows go into every
variant in one transaction through the worker's pool codecs. Then every variant is read back as
text, as Debezium's pgoutput decodes it. The figure is the server backend's CPU (from
/proc/<pid>/stat), per row.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path
from typing import Any

import numpy as np

from agents.commit_memories import events
from connectors.embedder import as_float32_lists
from connectors.postgres.pool import create_pool
from streams.records import MemorySnapshot
from streams.settings import settings

VARIANTS = {"jsonb, pglz (schema v3)": ("jsonb", "pglz"), "jsonb, lz4": ("jsonb", "lz4"),
            "json, pglz": ("json", "pglz"), "json, lz4 (schema v4)": ("json", "lz4")}
_TICK = os.sysconf("SC_CLK_TCK")


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICK


def payloads(memories: int, seed: int = 7) -> list[dict[str, Any]]:
    """The outbox payloads of `memories` new memories, as the commit path writes them."""
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((memories, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    out: list[dict[str, Any]] = []
    for i, vector in enumerate(as_float32_lists(vectors)):
        snapshot = MemorySnapshot(
            memory_id=str(uuid.uuid4()), user_id=f"bench-user-{i % 40}", fact_key="home_city",
            fact_value="Hangzhou", canonical_key="home_city",
            content="The user lives in Hangzhou and moved there in 2021.", source="user",
            importance=0.7, category="fact", tags=("src:user",), embedding_model="e5",
            embedding_revision="1", source_turn_id=f"turn-{i}", session_id="s-1",
            created_at="2026-12-06T16:00:00+00:00", updated_at="2026-12-06T16:00:00+00:00")
        rows = events.upsert_rows(snapshot, 1, vector, at="2026-12-06T16:00:00+00:00")
        rows += events.edge_rows(snapshot.memory_id, snapshot.user_id, 1,
                                 [events.edge("FOLLOWS", str(uuid.uuid4()))])
        out.extend(r.payload for r in rows)
    return out


async def main(rounds: int = 20, per_round: int = 150) -> None:
    pool = await create_pool(settings().postgres.dsn.get_secret_value(), 1, 1)
    tables = {name: f"scratch_outbox_{i}" for i, name in enumerate(VARIANTS)}
    spent = dict.fromkeys(VARIANTS, 0.0)
    try:
        async with pool.acquire() as conn:
            pid = await conn.fetchval("SELECT pg_backend_pid()")
            for name, (kind, method) in VARIANTS.items():
                await conn.execute(f"DROP TABLE IF EXISTS {tables[name]}")
                await conn.execute(f"CREATE TABLE {tables[name]} (id uuid PRIMARY KEY,"
                                   f" payload {kind} COMPRESSION {method})")
            for r in range(rounds):
                batch = payloads(per_round // 3, seed=r)
                for name in VARIANTS:
                    before = _cpu(pid)
                    async with conn.transaction():
                        await conn.executemany(f"INSERT INTO {tables[name]} VALUES ($1, $2)",
                                               [(uuid.uuid4(), p) for p in batch])
                    spent[name] += _cpu(pid) - before
            count = await conn.fetchval(f"SELECT count(*) FROM {tables[next(iter(VARIANTS))]}")
            print(f"{count} outbox rows per variant ({count // 3} memories: vector, node and"
                  " edge events), PostgreSQL backend CPU per row:")
            for name in VARIANTS:
                before = _cpu(pid)
                size = await conn.fetchval(
                    f"SELECT sum(length(payload::text)) FROM {tables[name]}")
                read = _cpu(pid) - before
                print(f"  {name:24s} insert {1e6 * spent[name] / count:6.1f} µs, read as text"
                      f" {1e6 * read / count:5.1f} µs ({size // count} characters a row)")
    finally:
        async with pool.acquire() as conn:
            for table in tables.values():
                await conn.execute(f"DROP TABLE IF EXISTS {table}")
        await pool.close()


if __name__ == "__main__":
    asyncio.run(main())
