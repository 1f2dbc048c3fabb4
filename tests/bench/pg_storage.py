"""`python -m tests.bench.pg_storage`: what PostgreSQL and the worker spend on the commit path's
two large values, by how they are stored (docs/BENCHMARKS.md, session 40; migrations 004, 005).

Outbox payloads: the rows are the commit path's own (`events.upsert_rows` and `edge_rows`: a
vector event with a 384-float embedding, a node event and an edge set per memory). Each variant
gets a scratch table (`scratch_outbox_*`). Per round, the same 150 rows go into every variant in
one transaction through the worker's pool codecs. Then every variant is read back as text, as
Debezium's pgoutput decodes it. The figure is the server backend's CPU (from /proc), per row.

Embeddings: 2,000 unit vectors written and read back 20 times as `real[]` (schema v4) and as
packed float32 `bytea` (`connectors.postgres.vectors`, schema v5), both into the tuples of
floats planning uses; the client's and the server's CPU per row. Scratch tables are dropped.
"""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from agents.commit_memories import events
from connectors.embedder import as_float32_lists
from connectors.postgres.pool import create_pool
from connectors.postgres.vectors import pack, unpack
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


async def outbox(rounds: int = 60, per_round: int = 150) -> None:
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


async def embeddings(count: int = 2000, reads: int = 20) -> None:
    rng = np.random.default_rng(3)
    vectors = rng.standard_normal((count, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    lists = as_float32_lists(vectors)

    def as_array(v: Sequence[float]) -> Any:
        return list(v)

    def from_array(v: Any) -> tuple[float, ...]:
        return tuple(v or ())

    variants: dict[str, tuple[str, Callable[[Sequence[float]], Any], Callable[[Any], Any]]] = {
        "real[] (schema v4)": ("real[]", as_array, from_array),
        "packed bytea (schema v5)": ("bytea", pack, unpack)}
    pool = await create_pool(settings().postgres.dsn.get_secret_value(), 1, 1)
    print(f"{count} embeddings of 384 floats, CPU per row (client / PostgreSQL backend):")
    try:
        async with pool.acquire() as conn:
            pid = await conn.fetchval("SELECT pg_backend_pid()")
            for i, (name, (kind, write, read)) in enumerate(variants.items()):
                table = f"scratch_embedding_{i}"  # one per type: the driver caches statements
                await conn.execute(f"DROP TABLE IF EXISTS {table}")
                await conn.execute(f"CREATE TABLE {table} (id int PRIMARY KEY, embedding {kind})")
                client, server = time.process_time(), _cpu(pid)
                await conn.executemany(f"INSERT INTO {table} VALUES ($1, $2)",
                                       [(n, write(v)) for n, v in enumerate(lists)])
                wrote = (time.process_time() - client, _cpu(pid) - server)
                client, server = time.process_time(), _cpu(pid)
                for _ in range(reads):
                    rows = await conn.fetch(f"SELECT id, embedding FROM {table}")
                    got = [read(r["embedding"]) for r in rows]
                read_cost = (time.process_time() - client, _cpu(pid) - server)
                # both read back the float32 values as Python floats
                assert got[0] == tuple(vectors[rows[0]["id"]].tolist())
                per_read = count * reads
                print(f"  {name:26s} write {1e6 * wrote[0] / count:5.1f} / "
                      f"{1e6 * wrote[1] / count:4.1f} µs, read {1e6 * read_cost[0] / per_read:5.1f}"
                      f" / {1e6 * read_cost[1] / per_read:4.1f} µs")
    finally:
        async with pool.acquire() as conn:
            for i in range(len(variants)):
                await conn.execute(f"DROP TABLE IF EXISTS scratch_embedding_{i}")
        await pool.close()


async def main() -> None:
    await outbox()
    await embeddings()


if __name__ == "__main__":
    asyncio.run(main())
