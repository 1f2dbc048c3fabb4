"""Kafka administration and plain producing/consuming with aiokafka (topics, probes, tools)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from dataclasses import replace

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.errors import KafkaConnectionError, KafkaError, TopicAlreadyExistsError

from streams.errors import TransientError
from streams.lag import PartitionOffsets

COMPACT = {"cleanup.policy": "compact"}


async def ensure_topics(
    bootstrap: str, names: Iterable[str], partitions: int, replication: int,
    compacted: Iterable[str] = (),
) -> list[str]:
    """Create the topics that do not exist yet (the `compacted` ones with cleanup.policy
    compact, and existing ones switched to it); returns the ones created. Idempotent."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    compact = set(compacted)
    try:
        await admin.start()
        existing = set(await admin.list_topics())
        wanted = [n for n in names if n not in existing]
        if wanted:
            # a concurrent creator may win; the topic exists, which is all we need
            with contextlib.suppress(TopicAlreadyExistsError):
                await admin.create_topics(
                    [NewTopic(n, num_partitions=partitions, replication_factor=replication,
                              topic_configs=COMPACT if n in compact else {})
                     for n in wanted])
        older = sorted(compact & existing)
        if older:
            await admin.alter_configs([ConfigResource(ConfigResourceType.TOPIC, n, COMPACT)
                                       for n in older])
        return wanted
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka admin: {exc!r}") from exc
    finally:
        await admin.close()


async def produce(
    bootstrap: str, topic: str, records: Sequence[tuple[bytes | None, bytes | None]]
) -> int:
    """Produce (key, value) records with acks=all and wait for every ack; returns the count.
    A None value is a tombstone."""
    producer = AIOKafkaProducer(bootstrap_servers=bootstrap, acks="all", linger_ms=5)
    try:
        await producer.start()
        futures = [await producer.send(topic, value=v, key=k) for k, v in records]
        for fut in futures:
            await fut
        return len(futures)
    except KafkaError as exc:
        raise TransientError(f"kafka produce: {exc!r}") from exc
    finally:
        await producer.stop()


async def partition_count(bootstrap: str, topic: str) -> int:
    """How many partitions a topic has (0 when it does not exist)."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    try:
        await admin.start()
        described = await admin.describe_topics([topic])
        return sum(len(t.get("partitions", [])) for t in described if not t.get("error_code"))
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka admin: {exc!r}") from exc
    finally:
        await admin.close()


Record = tuple[bytes | None, bytes | None, list[tuple[str, bytes]]]


async def iter_topic(
    bootstrap: str, topic: str, timeout_s: float = 5.0
) -> AsyncIterator[list[Record]]:
    """Batches of a topic from offset 0 up to the end it had when reading began (no group,
    nothing committed). Each partition is read in order, so one key's records stay in order."""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False,
                                auto_offset_reset="earliest")
    try:
        await consumer.start()
        parts = [TopicPartition(topic, p) for p in range(await partition_count(bootstrap, topic))]
        if not parts:
            return
        consumer.assign(parts)
        await consumer.seek_to_beginning(*parts)
        ends = await consumer.end_offsets(parts)
        async for out in read_until(consumer, {tp: ends[tp] for tp in parts if ends[tp] > 0},
                                    timeout_s, strict=False):
            yield out
    finally:
        await consumer.stop()


async def read_until(consumer: AIOKafkaConsumer, stops: Mapping[TopicPartition, int],
                     timeout_s: float, *, strict: bool) -> AsyncIterator[list[Record]]:
    """Batches of the assigned, positioned partitions up to (not including) their `stops`.
    A partition that answers nothing for `timeout_s` ends the read: quietly, or with `strict`
    as a TransientError (a caller promised the whole range must not skip a gap)."""
    remaining = set(stops)
    while remaining:
        batch = await consumer.getmany(*remaining, timeout_ms=int(timeout_s * 1000))
        if not batch:
            break
        out: list[Record] = []
        for tp, messages in batch.items():
            out.extend((m.key, m.value, list(m.headers)) for m in messages
                       if m.offset < stops[tp])
            if await consumer.position(tp) >= stops[tp]:
                remaining.discard(tp)
        yield out
    if remaining and strict:
        raise TransientError(f"kafka read stopped before the end of {sorted(remaining)}")


async def read_all(bootstrap: str, topic: str, timeout_s: float = 5.0) -> list[Record]:
    """Every record of a topic from offset 0 to its current end."""
    return [r async for batch in iter_topic(bootstrap, topic, timeout_s) for r in batch]


async def drain_group(
    bootstrap: str, topic: str, group: str, timeout_s: float = 3.0
) -> AsyncIterator[list[Record]]:
    """Batches of what a consumer group has not consumed yet on a topic; each batch's offsets
    are committed when the caller asks for the next batch (so a record is handed out once per
    group, and again only if the caller failed before asking for more)."""
    consumer = AIOKafkaConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                                enable_auto_commit=False, auto_offset_reset="earliest")
    try:
        await consumer.start()
        while True:
            batch = await consumer.getmany(timeout_ms=int(timeout_s * 1000))
            if not batch:
                return
            yield [(m.key, m.value, list(m.headers)) for ms in batch.values() for m in ms]
            await consumer.commit()
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka consume: {exc!r}") from exc
    finally:
        await consumer.stop()


async def topic_config(bootstrap: str, topic: str) -> dict[str, str]:
    """A topic's configuration as the broker reports it (name -> value)."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    try:
        await admin.start()
        described = await admin.describe_configs(
            [ConfigResource(ConfigResourceType.TOPIC, topic)])
        return {str(name): str(value) for response in described
                for resource in response.resources for name, value, *_ in resource[4]}
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka admin: {exc!r}") from exc
    finally:
        await admin.close()


async def produce_tombstones(bootstrap: str, topic: str, keys: Sequence[bytes]) -> int:
    """A null value for each key (compaction then forgets the key); returns the count."""
    return await produce(bootstrap, topic, [(k, None) for k in keys])


async def group_offsets(
    bootstrap: str, groups: Sequence[str] | None = None, head_timeout_s: float = 1.0,
) -> list[PartitionOffsets]:
    """Committed, log-start and end offsets of every partition of every topic the groups have
    committed on (all groups when None), and the timestamp of each lagging partition's first
    unconsumed record (read without a group, nothing committed)."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False,
                                auto_offset_reset="earliest")
    try:
        await admin.start()
        if groups is None:
            groups = sorted(str(g[0]) for g in await admin.list_consumer_groups())
        committed: dict[str, dict[TopicPartition, int]] = {}
        for group in groups:
            found = await admin.list_consumer_group_offsets(group)
            committed[group] = {tp: m.offset for tp, m in found.items() if m.offset >= 0}
        topics = sorted({tp.topic for c in committed.values() for tp in c})
        parts = ([TopicPartition(t["topic"], p["partition"])
                  for t in await admin.describe_topics(topics) if not t.get("error_code")
                  for p in t.get("partitions", [])] if topics else [])
        await consumer.start()
        ends = await consumer.end_offsets(parts) if parts else {}
        starts = await consumer.beginning_offsets(parts) if parts else {}
        rows = [PartitionOffsets(g, tp.topic, tp.partition, c.get(tp), starts[tp], ends[tp])
                for g, c in committed.items() for tp in parts
                if tp.topic in {x.topic for x in c}]
        return await _with_heads(consumer, rows, head_timeout_s)
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka admin: {exc!r}") from exc
    finally:
        await consumer.stop()
        await admin.close()


async def _with_heads(consumer: AIOKafkaConsumer, rows: list[PartitionOffsets],
                      timeout_s: float) -> list[PartitionOffsets]:
    """Each lagging row with the timestamp of the record at its committed offset."""
    def start(r: PartitionOffsets) -> int:
        return max(r.committed if r.committed is not None else r.beginning, r.beginning)

    wanted = {(r.topic, r.partition, start(r)) for r in rows if r.end > start(r)}
    if not wanted:
        return rows
    tps = sorted({TopicPartition(t, p) for t, p, _ in wanted})
    consumer.assign(tps)
    heads: dict[tuple[str, int, int], int] = {}
    for topic, partition, offset in sorted(wanted):
        tp = TopicPartition(topic, partition)
        consumer.seek(tp, offset)
        batch = await consumer.getmany(tp, timeout_ms=int(timeout_s * 1000), max_records=1)
        for message in batch.get(tp, []):
            heads[(topic, partition, offset)] = int(message.timestamp)
    return [replace(r, head_ts_ms=heads.get((r.topic, r.partition, start(r)))) for r in rows]


async def read_headers_from(
    bootstrap: str, topic: str, positions: Mapping[int, int], timeout_s: float = 2.0,
) -> tuple[list[list[tuple[str, bytes]]], dict[int, int]]:
    """The headers of every record of `topic` from `positions` (partition -> next offset; a
    missing partition starts at its log start) up to the current end, and the new positions.
    Used to tally dead letters incrementally instead of rereading a whole topic."""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False,
                                auto_offset_reset="earliest")
    try:
        await consumer.start()
        parts = [TopicPartition(topic, p)
                 for p in sorted(consumer.partitions_for_topic(topic) or
                                 range(await partition_count(bootstrap, topic)))]
        if not parts:
            return [], dict(positions)
        ends = await consumer.end_offsets(parts)
        starts = await consumer.beginning_offsets(parts)
        nxt = {tp.partition: max(positions.get(tp.partition, 0), starts[tp]) for tp in parts}
        todo = [tp for tp in parts if nxt[tp.partition] < ends[tp]]
        out: list[list[tuple[str, bytes]]] = []
        if todo:
            consumer.assign(todo)
            for tp in todo:
                consumer.seek(tp, nxt[tp.partition])
        while todo:
            batch = await consumer.getmany(*todo, timeout_ms=int(timeout_s * 1000))
            if not batch:
                break
            for tp, messages in batch.items():
                for m in messages:
                    if m.offset < ends[tp]:
                        out.append(list(m.headers))
                        nxt[tp.partition] = m.offset + 1
                # past compaction gaps and control records too
                nxt[tp.partition] = min(ends[tp], max(nxt[tp.partition],
                                                      await consumer.position(tp)))
            todo = [tp for tp in todo if nxt[tp.partition] < ends[tp]]
        return out, nxt
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka consume: {exc!r}") from exc
    finally:
        await consumer.stop()
