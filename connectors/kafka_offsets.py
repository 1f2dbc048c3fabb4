"""Consumer-group offsets through the Kafka admin API: who is alive in a group, the offsets of a
point in time (offsets_for_times), the group's committed offsets, and resetting them."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.errors import KafkaConnectionError, KafkaError

from connectors.kafka_admin import partition_count, read_until
from streams.errors import TransientError

Offsets = dict[tuple[str, int], int]


@dataclass(frozen=True)
class Member:
    """One live member of a consumer group, as the broker describes it."""

    member_id: str
    client_id: str
    host: str


async def group_members(bootstrap: str, group: str) -> list[Member]:
    """The group's live members (empty when the group is empty, dead or unknown)."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    try:
        await admin.start()
        responses = await admin.describe_consumer_groups([group])
    except KafkaError as exc:
        raise TransientError(f"kafka describe group: {exc!r}") from exc
    finally:
        await admin.close()
    out: list[Member] = []
    for response in responses:
        described: dict[str, Any] = response.to_object()
        for g in described.get("groups", []):
            if g.get("group") == group:
                out += [Member(str(m.get("member_id", "")), str(m.get("client_id", "")),
                               str(m.get("client_host", ""))) for m in g.get("members", [])]
    return out


async def _partitions(bootstrap: str, topics: Sequence[str]) -> list[TopicPartition]:
    return [TopicPartition(t, p) for t in topics for p in range(await partition_count(bootstrap,
                                                                                        t))]


async def offsets_at(bootstrap: str, topics: Sequence[str], at_ms: int | None) -> Offsets:
    """Per partition, the first offset whose record timestamp is >= `at_ms` (the end offset
    when there is none); `None` = the beginning (the earliest offset still kept)."""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False)
    try:
        await consumer.start()
        parts = await _partitions(bootstrap, topics)
        ends = await consumer.end_offsets(parts)
        if at_ms is None:
            starts = await consumer.beginning_offsets(parts)
            return {(tp.topic, tp.partition): starts[tp] for tp in parts}
        found = await consumer.offsets_for_times({tp: at_ms for tp in parts})
        return {(tp.topic, tp.partition): (found[tp].offset if found.get(tp) else ends[tp])
                for tp in parts}
    except KafkaError as exc:
        raise TransientError(f"kafka offsets: {exc!r}") from exc
    finally:
        await consumer.stop()


async def committed(bootstrap: str, group: str, topics: Sequence[str]) -> Offsets:
    """The group's committed offset per partition of these topics (-1 when none)."""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, group_id=group,
                                enable_auto_commit=False)
    try:
        await consumer.start()
        out: Offsets = {}
        for tp in await _partitions(bootstrap, topics):
            value = await consumer.committed(tp)
            out[(tp.topic, tp.partition)] = -1 if value is None else int(value)
        return out
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka committed: {exc!r}") from exc
    finally:
        await consumer.stop()


async def reset_group(bootstrap: str, group: str, offsets: Offsets) -> None:
    """Commit these offsets for the group without joining it (generation -1, the way the
    admin tools do). The broker refuses while the group has live members, so a reset can
    never race a running consumer; callers check `group_members` first to say so clearly."""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, group_id=group,
                                enable_auto_commit=False)
    try:
        await consumer.start()
        parts = {TopicPartition(t, p): o for (t, p), o in offsets.items()}
        consumer.assign(list(parts))
        await consumer.commit(parts)
    except KafkaConnectionError as exc:
        raise TransientError(f"kafka reset offsets: {exc!r}") from exc
    finally:
        await consumer.stop()


async def end_offsets(bootstrap: str, topics: Sequence[str]) -> Offsets:
    """The current end offset of every partition of these topics."""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False)
    try:
        await consumer.start()
        parts = await _partitions(bootstrap, topics)
        ends = await consumer.end_offsets(parts)
        return {(tp.topic, tp.partition): o for tp, o in ends.items()}
    except KafkaError as exc:
        raise TransientError(f"kafka end offsets: {exc!r}") from exc
    finally:
        await consumer.stop()


Record = tuple[bytes | None, bytes | None, list[tuple[str, bytes]]]


async def read_range(bootstrap: str, start: Offsets, stop: Offsets,
                     timeout_s: float = 10.0) -> AsyncIterator[list[Record]]:
    """Batches of the records in [start, stop) of each partition (no group, nothing
    committed); each partition in order. TransientError when a partition stops answering
    before `stop` (the caller must not believe it read the whole range)."""
    parts = {TopicPartition(t, p): (o, stop[(t, p)]) for (t, p), o in start.items()
             if stop.get((t, p), o) > o}
    if not parts:
        return
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False)
    try:
        await consumer.start()
        consumer.assign(list(parts))
        for tp, (first, _) in parts.items():
            consumer.seek(tp, first)
        async for out in read_until(consumer, {tp: end for tp, (_, end) in parts.items()},
                                    timeout_s, strict=True):
            yield out
    except KafkaError as exc:
        raise TransientError(f"kafka read: {exc!r}") from exc
    finally:
        await consumer.stop()
