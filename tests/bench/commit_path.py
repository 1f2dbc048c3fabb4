"""`python -m tests.bench.commit_path`: the commit path alone on the real PostgreSQL, for users
whose recent window is full (docs/BENCHMARKS.md, session 42).

The pipeline bench's users are young: a run gives each about 15 memories, so every batch
reads short windows. In a deployment that has run for a while each user has at least
`similar_window` (50) memories, and every batch reads and compares 50 per user. Here one
repository (one worker's) first fills the window of `--users` users, then commits
`--rounds` batches of `--batch` new facts spread over them, each with a random unit vector.
The figures are per 1,000 candidates: this process's CPU (planning and the asyncpg client)
and the CPU of its PostgreSQL backend, read from /proc.

`--cache N` sets the repository's memory cache (`MEMSTREAM_COMMIT_CACHE_MEMORIES`; 0 = none).
Everything goes into a scratch schema (`scratch_commit_<run>`, migrated like the real one and
dropped at the end), so nothing reaches Debezium or the sinks.
"""

from __future__ import annotations

import argparse
import asyncio
import time
import uuid
from datetime import UTC, datetime

import numpy as np

from agents.commit_memories.calibration import Bands
from agents.commit_memories.planning import CommitPolicy
from connectors.postgres.migrate import migrate
from connectors.postgres.pool import create_pool
from connectors.postgres.repository import PostgresMemoryRepository
from streams import metrics
from streams.records import MemoryCandidate
from streams.settings import settings
from tests.bench.pg_storage import _cpu

DIMENSION = 384


def candidates(rng: np.random.Generator, users: list[str], n: int,
               serial: list[int]) -> list[tuple[MemoryCandidate, list[float]]]:
    """`n` new facts (each its own key, so each is an insert) of random users."""
    out = []
    now = datetime.now(UTC)
    vectors = rng.standard_normal((n, DIMENSION))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    for user, vector in zip(rng.choice(users, n), vectors.astype(np.float32), strict=True):
        serial[0] += 1
        key, value = f"fact {serial[0]}", f"value {serial[0]}"
        out.append((MemoryCandidate(
            candidate_id=str(uuid.uuid4()), turn_id=f"t{serial[0]}", user_id=str(user),
            session_id="s", ts=now, source="user", fact_key=key, fact_value=value,
            content=f"User {key}: {value}", importance=0.7, tags=("src:user",)),
            vector.tolist()))
    return out


async def run(args: argparse.Namespace) -> None:
    from devstack import stack

    await asyncio.to_thread(stack.up)  # healthy services are left alone
    schema = f"scratch_commit_{uuid.uuid4().hex[:8]}"
    dsn = settings().postgres.dsn.get_secret_value()
    admin = await create_pool(dsn, 1, 1)
    await admin.execute(f"CREATE SCHEMA {schema}")
    pool = await create_pool(dsn + ("&" if "?" in dsn else "?") + f"search_path={schema}", 1, 1)
    try:
        await migrate(pool)
        policy = CommitPolicy(Bands(duplicate=0.97, conflict_low=0.9))
        repo = PostgresMemoryRepository(pool, policy, cache_size=args.cache)
        rng = np.random.default_rng(args.seed)
        users = [f"bench-user-{i}" for i in range(args.users)]
        serial = [0]
        for user in users:  # fill each window: 50 new memories per user
            await repo.commit(candidates(rng, [user], policy.window, serial), "m", "r")
        async with pool.acquire() as conn:
            backend = await conn.fetchval("SELECT pg_backend_pid()")
        hits, misses = (metrics.value(f"commit_cache_{k}_total") for k in ("hits", "misses"))
        client = server = wall = 0.0
        for _ in range(args.rounds):
            batch = candidates(rng, users, args.batch, serial)
            c0, s0, w0 = time.process_time(), _cpu(backend), time.perf_counter()
            result = await repo.commit(batch, "m", "r")
            client += time.process_time() - c0
            server += _cpu(backend) - s0
            wall += time.perf_counter() - w0
            assert result.stats["inserted"] == len(batch), result.stats
        n = args.rounds * args.batch
        hits = metrics.value("commit_cache_hits_total") - hits
        misses = metrics.value("commit_cache_misses_total") - misses
        print(f"{args.rounds} batches of {args.batch} new facts over {args.users} users with"
              f" full windows, cache {args.cache}: per 1,000 candidates, client CPU"
              f" {1000 * client / n:.3f} s, PostgreSQL backend CPU {1000 * server / n:.3f} s,"
              f" wall {1000 * wall / n:.3f} s; cache rows {hits} hit, {misses} missed")
    finally:
        await pool.close()
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument("--batch", type=int, default=150)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--cache", type=int, default=settings().pipeline.commit_cache_memories)
    parser.add_argument("--seed", type=int, default=7)
    asyncio.run(run(parser.parse_args(argv)))


if __name__ == "__main__":
    main()
