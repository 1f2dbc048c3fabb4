"""Fault-injection helpers: a private milvus-lite server to stall, consumer groups started at
the end of their topics, and a worker whose Milvus port raises an unexpected error."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.structs import OffsetAndMetadata

from tests.support.ports import free_port


class PrivateMilvus:
    """A milvus-lite server of this test alone (the shared one must never be stopped): started
    on a free port, paused with SIGSTOP and resumed with SIGCONT, killed at the end."""

    def __init__(self, root: Path) -> None:
        from devstack.launch import _milvus_lib

        lib = _milvus_lib()
        self.port = free_port()
        self.uri = f"http://127.0.0.1:{self.port}"
        root.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "LD_LIBRARY_PATH": f"{lib}:{os.environ.get('LD_LIBRARY_PATH', '')}"}
        with (root / "milvus.log").open("ab") as log:
            self.proc = subprocess.Popen(
                [str(lib / "milvus"), str(root / "milvus.db"), f"127.0.0.1:{self.port}",
                 "ERROR"], cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL, start_new_session=True)
        self._wait_ready(60)

    def _wait_ready(self, timeout_s: float) -> None:
        from pymilvus import MilvusClient

        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            try:
                MilvusClient(uri=self.uri, timeout=2).list_collections(timeout=2)
                return
            except Exception:  # not up yet
                time.sleep(0.3)
        raise AssertionError(f"private milvus on {self.uri} did not answer in {timeout_s}s")

    def pause(self) -> None:
        os.kill(self.proc.pid, signal.SIGSTOP)

    def resume(self) -> None:
        os.kill(self.proc.pid, signal.SIGCONT)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.resume()
            self.proc.kill()
            self.proc.wait(10)


async def start_group_at_end(bootstrap: str, group: str, topics: Sequence[str]) -> None:
    """Commit the current end offsets of `topics` for `group`: a worker of this (new) group
    then reads exactly what is produced from now on, without replaying the topics' history
    and without the race of `auto_offset_reset=latest`."""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, group_id=group,
                                enable_auto_commit=False)
    await consumer.start()
    try:
        parts = await _topic_parts(consumer, topics)
        consumer.assign(parts)
        ends = await consumer.end_offsets(parts)
        await consumer.commit({tp: OffsetAndMetadata(end, "") for tp, end in ends.items()})
    finally:
        await consumer.stop()


async def _topic_parts(consumer: Any, topics: Sequence[str]) -> list[TopicPartition]:
    """Every partition of `topics`, refreshing metadata once if it is stale."""
    if any(not consumer.partitions_for_topic(t) for t in topics):
        await consumer._client.force_metadata_update()  # the topics exist; metadata may lag
    return [TopicPartition(t, p) for t in topics
            for p in sorted(consumer.partitions_for_topic(t) or ())]


def env_for(app_id: str, milvus_uri: str, **extra: str) -> dict[str, str]:
    """Settings of a test worker: its own consumer group and its own Milvus."""
    return {"MEMSTREAM_APP_ID": app_id, "MILVUS_URI": milvus_uri, "MILVUS_TIMEOUT_S": "2",
            **extra}


async def group_caught_up(bootstrap: str, group: str, topics: Sequence[str]) -> bool:
    """Has `group` committed offsets at the current end of every partition of `topics`? (The
    evidence that this group's worker, not another one, consumed what was produced.)"""
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, group_id=group,
                                enable_auto_commit=False)
    await consumer.start()
    try:
        parts = await _topic_parts(consumer, topics)
        ends = await consumer.end_offsets(parts)
        for tp in parts:
            if (await consumer.committed(tp) or 0) < ends[tp]:
                return False
        return True
    finally:
        await consumer.stop()
