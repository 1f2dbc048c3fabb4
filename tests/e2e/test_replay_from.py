"""`memstream replay --from <time>`: the projection group's offsets move to that time (only
later records are consumed again), and never while a member of the group is alive."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import uuid
from datetime import UTC, datetime

import pytest
from aiokafka import AIOKafkaConsumer, TopicPartition

from connectors.kafka_offsets import committed, group_members
from streams.settings import settings
from streams.topics import OUTBOX_MILVUS

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(300)]
TAIL = 300


def cli_replay(group: str, since: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "streams.entrypoints.cli", "replay", "--target", "milvus",
         "--from", since], capture_output=True, timeout=120, check=False,
        env={**os.environ, "MEMSTREAM_APP_ID": group})


async def tails() -> dict[int, list[tuple[int, int]]]:
    """The last TAIL records of each partition of the Milvus outbox topic: (offset, timestamp)."""
    consumer = AIOKafkaConsumer(bootstrap_servers=settings().kafka.bootstrap_servers,
                                enable_auto_commit=False)
    await consumer.start()
    try:
        parts = [TopicPartition(OUTBOX_MILVUS, p) for p in range(settings().kafka.partitions)]
        ends = await consumer.end_offsets(parts)
        consumer.assign(parts)
        out: dict[int, list[tuple[int, int]]] = {}
        for tp in parts:
            consumer.seek(tp, max(0, ends[tp] - TAIL))
            records: list[tuple[int, int]] = []
            while len(records) < min(TAIL, ends[tp]):
                batch = await consumer.getmany(tp, timeout_ms=5000)
                records += [(m.offset, m.timestamp) for m in batch.get(tp, [])
                            if m.offset < ends[tp]]
            out[tp.partition] = records
        return out
    finally:
        await consumer.stop()


async def wait_empty(group: str, timeout_s: float = 60) -> None:
    bootstrap = settings().kafka.bootstrap_servers
    deadline = asyncio.get_running_loop().time() + timeout_s
    while await group_members(bootstrap, group):
        assert asyncio.get_running_loop().time() < deadline, "the group never emptied"
        await asyncio.sleep(0.5)


async def test_replay_from_time_resets_only_after_it(pipeline: None) -> None:
    bootstrap = settings().kafka.bootstrap_servers
    group = f"memstream-test-replay-{uuid.uuid4().hex[:8]}"
    tail = await tails()
    assert all(len(r) >= 2 for r in tail.values()), "the outbox topic needs history"
    # a time inside every partition's tail: records before it exist in each partition
    since_ms = max(records[len(records) // 2][1] for records in tail.values())
    since = datetime.fromtimestamp(since_ms / 1000, UTC).isoformat()
    since_ms = int(datetime.fromisoformat(since).timestamp() * 1000)
    expected = {p: next((o for o, ts in records if ts >= since_ms), records[-1][0] + 1)
                for p, records in tail.items()}
    assert any(o > records[0][0] for p, records in tail.items() for o in [expected[p]])

    # a live member: refused, with the way out
    member = AIOKafkaConsumer(OUTBOX_MILVUS, bootstrap_servers=bootstrap, group_id=group,
                              enable_auto_commit=False, auto_offset_reset="latest")
    await member.start()
    try:
        deadline = asyncio.get_running_loop().time() + 60
        while not await group_members(bootstrap, group):
            await member.getmany(timeout_ms=500)
            assert asyncio.get_running_loop().time() < deadline, "the member never joined"
        refused = cli_replay(group, since)
        assert refused.returncode == 3, refused
        assert b"live member" in refused.stderr and b"memstream worker --stop" in refused.stderr
    finally:
        await member.stop()
    await wait_empty(group)

    done = cli_replay(group, since)
    assert done.returncode == 0, done.stderr.decode()
    offsets = await committed(bootstrap, group, [OUTBOX_MILVUS])
    assert {p: offsets[(OUTBOX_MILVUS, p)] for p in tail} == expected

    # the group now consumes exactly the records at or after that time
    reader = AIOKafkaConsumer(OUTBOX_MILVUS, bootstrap_servers=bootstrap, group_id=group,
                              enable_auto_commit=False, auto_offset_reset="earliest")
    await reader.start()
    try:
        first: dict[int, tuple[int, int]] = {}
        deadline = asyncio.get_running_loop().time() + 60
        while len(first) < len(tail):
            for tp, messages in (await reader.getmany(timeout_ms=1000)).items():
                if messages and tp.partition not in first:
                    first[tp.partition] = (messages[0].offset, messages[0].timestamp)
            if len(first) < len(tail):  # a partition with nothing after the time reads nothing
                ends = await reader.end_offsets([TopicPartition(OUTBOX_MILVUS, p)
                                                 for p in tail])
                for tp, end in ends.items():
                    if expected[tp.partition] == end:
                        first.setdefault(tp.partition, (end, since_ms))
            assert asyncio.get_running_loop().time() < deadline, first
    finally:
        await reader.stop()
    assert {p: o for p, (o, _) in first.items()} == expected
    assert all(ts >= since_ms for _, ts in first.values())
