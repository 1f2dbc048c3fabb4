"""Where a fixed-rate run's end-to-end latency goes: per timed turn, from its send to three
points on the write path, read after the run from what the pipeline left behind.

- *extracted*: the Kafka timestamp (the worker producer's create time) of the last candidate
  of the turn on `memory.candidates.v1`;
- *commit*: the earliest `occurred_at` of the outbox rows of each memory the turn creates
  (the start of the PostgreSQL transaction that wrote it), the latest over its memories;
- *in_milvus*, *in_neo4j*: the first polling round that saw each memory agree in that sink;
- *visible*: the first polling round that saw each memory agree in both sinks (`SinkWatch`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from datetime import UTC
from typing import Any

import orjson

from tests.bench import measure


async def extracted_at(users: Collection[str], since_s: float) -> dict[str, float]:
    """turn id -> unix time of its last candidate on memory.candidates.v1 (records of
    `users` written since `since_s`)."""
    from aiokafka import AIOKafkaConsumer, TopicPartition

    from connectors.kafka_admin import partition_count
    from streams.settings import settings
    from streams.topics import CANDIDATES

    bootstrap = settings().kafka.bootstrap_servers
    keys = {u.encode() for u in users}
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False)
    out: dict[str, float] = {}
    await consumer.start()
    try:
        parts = [TopicPartition(CANDIDATES, p)
                 for p in range(await partition_count(bootstrap, CANDIDATES))]
        consumer.assign(parts)
        starts = await consumer.offsets_for_times({tp: int(since_s * 1000) for tp in parts})
        ends = await consumer.end_offsets(parts)
        todo = set()
        for tp in parts:
            found = starts.get(tp)
            if found is not None and found.offset < ends[tp]:
                consumer.seek(tp, found.offset)
                todo.add(tp)
        while todo:
            batch = await consumer.getmany(*todo, timeout_ms=5000)
            if not batch:
                break
            for tp, messages in batch.items():
                for m in messages:
                    if m.offset < ends[tp] and m.key in keys and m.value:
                        turn = str(orjson.loads(m.value)["turn_id"])
                        out[turn] = max(out.get(turn, 0.0), m.timestamp / 1000)
                if await consumer.position(tp) >= ends[tp]:
                    todo.discard(tp)
    finally:
        await consumer.stop()
    return out


async def committed_at(users: Collection[str]) -> dict[str, float]:
    """memory id -> unix time of its first outbox row (its first transaction's start)."""
    from streams.entrypoints import wiring

    pool = await wiring.pg_pool()
    async with pool.acquire() as conn:
        rows = await conn.fetch("SELECT aggregate_id, min(occurred_at) AS at FROM memory_outbox"
                                " WHERE user_id = ANY($1::text[]) GROUP BY aggregate_id",
                                list(users))
    return {r["aggregate_id"]: r["at"].replace(tzinfo=UTC).timestamp() for r in rows}


async def hops(users: Collection[str], sent: Mapping[str, float],
               fresh: Mapping[str, set[str]], first_seen: Mapping[str, float], since_s: float,
               first_in: Mapping[str, Mapping[str, float]]) -> dict[str, Any]:
    """p50/p95/p99 from send to each point, over the turns `fresh` maps to new memories."""
    extracted = await extracted_at(users, since_s)
    committed = await committed_at(users)
    points = {"extracted": measure.turn_latencies(sent, {t: {t} for t in fresh}, extracted),
              "commit": measure.turn_latencies(sent, fresh, committed),
              **{f"in_{sink}": measure.turn_latencies(sent, fresh, seen)
                 for sink, seen in first_in.items()},
              "visible": measure.turn_latencies(sent, fresh, first_seen)}
    return {name: measure.summary(list(found.values())) | {"missing": float(len(missing))}
            for name, (found, missing) in points.items()}
