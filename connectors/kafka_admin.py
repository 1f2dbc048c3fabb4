"""Kafka administration and plain producing/consuming with aiokafka (topics, probes, tools)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterable, Sequence

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.errors import KafkaConnectionError, KafkaError, TopicAlreadyExistsError

from streams.errors import TransientError

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
        remaining = {tp for tp in parts if ends[tp] > 0}
        while remaining:
            batch = await consumer.getmany(*remaining, timeout_ms=int(timeout_s * 1000))
            if not batch:
                break
            out: list[Record] = []
            for tp, messages in batch.items():
                out.extend((m.key, m.value, list(m.headers)) for m in messages
                           if m.offset < ends[tp])
                if await consumer.position(tp) >= ends[tp]:
                    remaining.discard(tp)
            yield out
    finally:
        await consumer.stop()


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
