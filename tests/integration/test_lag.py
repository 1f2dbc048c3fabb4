"""`memstream lag` on the real broker: a deliberately paused consumer group shows exactly the
records it has not committed, and `--max-lag` turns that into an exit code."""

from __future__ import annotations

import subprocess
import sys
import time
import uuid

import orjson
import pytest
from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.structs import OffsetAndMetadata

from connectors.kafka_admin import ensure_topics, produce
from streams.settings import settings

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]

N, COMMITTED = 30, 12


def lag_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "streams.entrypoints.cli", "lag", *args],
                          capture_output=True, text=True, timeout=60, check=False)


async def test_lag_of_a_paused_consumer(stack: None) -> None:
    bootstrap = settings().kafka.bootstrap_servers
    run = uuid.uuid4().hex[:10]
    topic, group = f"test.lag.{run}.v1", f"test-lag-{run}"
    await ensure_topics(bootstrap, [topic], 1, 1)
    before = int(time.time() * 1000)
    assert await produce(bootstrap, topic, [(b"k", b"%d" % i) for i in range(N)]) == N
    # the "paused" consumer: it read COMMITTED records, committed, and stopped
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, group_id=group,
                                enable_auto_commit=False)
    await consumer.start()
    try:
        consumer.assign([TopicPartition(topic, 0)])
        await consumer.commit({TopicPartition(topic, 0): OffsetAndMetadata(COMMITTED, "")})
    finally:
        await consumer.stop()

    done = lag_cli("--group", group, "--json")
    assert done.returncode == 0, done.stderr
    rows = [orjson.loads(line) for line in done.stdout.splitlines()]
    assert [(r["topic"], r["partition"], r["committed"], r["end"], r["lag"]) for r in rows] == \
        [(topic, 0, COMMITTED, N, N - COMMITTED)]
    # time lag: the age of record COMMITTED, produced during this test
    assert 0 <= rows[0]["time_lag_s"] <= (time.time() * 1000 - before) / 1000 + 1

    table = lag_cli("--group", group)
    assert table.returncode == 0, table.stderr
    line = next(x for x in table.stdout.splitlines() if x.startswith(topic))
    assert line.split()[:5] == [topic, "0", str(COMMITTED), str(N), str(N - COMMITTED)]

    assert lag_cli("--group", group, "--max-lag", str(N - COMMITTED)).returncode == 0
    over = lag_cli("--group", group, "--max-lag", str(N - COMMITTED - 1))
    assert over.returncode == 1
    assert "lag by more than" in over.stderr
