"""Outbox insert → topic latency, for Debezium and for the fallback relay, in one trickle.

A worker must be running. Turns trickle in (a few a second, so nothing queues); the worker
commits their memories with outbox rows, which Debezium publishes. The relay cannot share that
database fairly: Debezium never marks a row, so it holds every row ever written as `pending`
(570,000 here), and a relay confined to some users scans them all on each claim (~0.45 s idle,
more under load). So each new Milvus outbox row of the trickle is also copied, as it appears,
into a scratch database's `memory_outbox` (same schema, `memstream_relay_bench`, emptied first;
no connector watches it) and a relay (`connectors.relay.run_relay`, in this process, defaults)
publishes it from there: the same event a second time, which the projections skip as a
duplicate (docs/OPERATIONS.md: running both is harmless). The bench tails
`memory.outbox.milvus.v1`, tells the two copies apart by Debezium's `__debezium.*` headers, and
takes each copy's latency from its row's `occurred_at` (its transaction's start, PostgreSQL's
`now()`; the copy's in the scratch database) to the moment this consumer received it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

from streams.records import Turn

SCRATCH_DB = "memstream_relay_bench"
_COLUMNS = ("event_id, aggregate_id, user_id, aggregate_version, event_type, target, payload,"
            " repair_dedupe_key, event_key")


async def _occurred_at(pool: Any, event_ids: Sequence[str]) -> dict[str, float]:
    """event id -> the outbox row's occurred_at (naive UTC) as a unix time."""
    async with pool.acquire() as conn:
        rows = await conn.fetch("SELECT event_id::text AS id, occurred_at FROM memory_outbox"
                                " WHERE event_id = ANY($1::uuid[])", list(event_ids))
    return {r["id"]: r["occurred_at"].replace(tzinfo=UTC).timestamp() for r in rows}


async def scratch_outbox(main: Any, dsn: str) -> tuple[Any, str]:
    """A pool on the scratch database (created and migrated if needed, its outbox emptied)."""
    from connectors.postgres.migrate import migrate
    from connectors.postgres.pool import create_pool

    async with main.acquire() as conn:
        if not await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", SCRATCH_DB):
            await conn.execute(f"CREATE DATABASE {SCRATCH_DB}")
    scratch_dsn = urlsplit(dsn)._replace(path=f"/{SCRATCH_DB}").geturl()
    pool = await create_pool(scratch_dsn, max_size=2)
    await migrate(pool)
    async with pool.acquire() as conn:
        await conn.execute("DELETE FROM memory_outbox")
    return pool, scratch_dsn


async def copy_new_rows(main: Any, scratch: Any, users: Sequence[str], since: datetime,
                        stop: asyncio.Event, every_s: float = 0.02) -> None:
    """Copy each new Milvus outbox row of `users` into the scratch outbox, one insert (one
    transaction) per row as it appears; the main outbox is read through its `pending` index."""
    copied: set[str] = set()
    while not stop.is_set():
        async with main.acquire() as conn:
            rows = await conn.fetch(
                f"SELECT {_COLUMNS} FROM memory_outbox WHERE status = 'pending'"
                " AND available_at >= $1 AND user_id = ANY($2::text[]) AND target = 'milvus'",
                since, list(users))
        for r in rows:
            if str(r["event_id"]) in copied:
                continue
            async with scratch.acquire() as conn:
                await conn.execute(f"INSERT INTO memory_outbox ({_COLUMNS}) VALUES"
                                   " ($1, $2, $3, $4, $5, $6, $7, $8, $9)", *r.values())
            copied.add(str(r["event_id"]))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every_s)


async def outbox_latency(turns: Sequence[Turn], every_s: float = 0.25, relay_poll_s: float = 0.5,
                         relay: bool = True) -> dict[str, list[float]]:
    """Seconds from outbox insert to receipt, per publisher ("debezium", "relay"), for the
    Milvus outbox events of `turns` (sent one by one, `every_s` apart); Debezium alone when
    not `relay`."""
    from aiokafka import AIOKafkaConsumer, TopicPartition

    from connectors.kafka_admin import partition_count
    from connectors.relay import run_relay
    from streams.entrypoints import wiring
    from streams.entrypoints.demo import produce_turns
    from streams.settings import settings
    from streams.topics import OUTBOX_MILVUS

    conf = settings()
    dsn = conf.postgres.dsn.get_secret_value()
    users = sorted({t.user_id for t in turns})
    main = await wiring.pg_pool()
    scratch, scratch_dsn = await scratch_outbox(main, dsn)
    consumer = AIOKafkaConsumer(bootstrap_servers=conf.kafka.bootstrap_servers,
                                enable_auto_commit=False)
    stop = asyncio.Event()
    received: dict[tuple[str, str], float] = {}  # (publisher, event id) -> receipt time
    await consumer.start()
    try:
        count = await partition_count(conf.kafka.bootstrap_servers, OUTBOX_MILVUS)
        parts = [TopicPartition(OUTBOX_MILVUS, p) for p in range(count)]
        consumer.assign(parts)
        await consumer.seek_to_end(*parts)
        for tp in parts:  # resolve the end positions now, before any trickle record lands
            await consumer.position(tp)
        since = datetime.now(UTC)
        helpers = [
            asyncio.create_task(run_relay(dsn=scratch_dsn, bootstrap=conf.kafka.bootstrap_servers,
                                          poll_s=relay_poll_s, stop=stop)),
            asyncio.create_task(copy_new_rows(main, scratch, users, since, stop))] if relay else []

        async def trickle() -> None:
            for turn in turns:
                await produce_turns([turn])
                await asyncio.sleep(every_s)

        producer = asyncio.create_task(trickle())
        marks = [u.encode() for u in users]
        deadline = time.monotonic() + len(turns) * every_s + 30
        quiet_since = time.time()
        while time.monotonic() < deadline:
            batch = await consumer.getmany(timeout_ms=200)
            now = time.time()
            for messages in batch.values():
                for m in messages:
                    if not any(u in (m.value or b"") for u in marks):
                        continue
                    headers = dict(m.headers)
                    who = "debezium" if any(k.startswith("__debezium") for k in headers) \
                        else "relay"
                    received.setdefault((who, headers["id"].decode()), now)
                    quiet_since = now
            if producer.done() and time.time() - quiet_since > 5:
                break  # everything the trickle made has come through (both publishers)
        await producer
    finally:
        stop.set()
        await consumer.stop()
    try:
        await asyncio.gather(*helpers)
        ids = sorted({e for _, e in received})
        born = {"debezium": await _occurred_at(main, ids),
                "relay": await _occurred_at(scratch, ids)}
    finally:
        await scratch.close()
    out: dict[str, list[float]] = {"debezium": [], "relay": []}
    for (who, event_id), at in received.items():
        if event_id in born[who]:
            out[who].append(at - born[who][event_id])
    return out
