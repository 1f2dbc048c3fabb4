"""The one Faust app of memstream and its topic handles (raw bytes in, our codecs decide)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import faust

from streams import topics
from streams.settings import settings


def create_app() -> faust.App:
    """Build the app from settings. Values and keys are raw bytes: parsing is ours, so a bad
    record becomes a dead-letter with a reason instead of a serializer crash."""
    conf = settings()
    brokers = [f"kafka://{h.strip()}" for h in conf.kafka.bootstrap_servers.split(",") if h]
    return faust.App(
        conf.pipeline.app_id,
        broker=brokers,
        key_serializer="raw",
        value_serializer="raw",
        topic_partitions=conf.kafka.partitions,
        topic_replication_factor=conf.kafka.replication_factor,
        consumer_auto_offset_reset=conf.pipeline.auto_offset_reset,
        # topics are created by `memstream topics` (connectors.kafka_admin) with our counts
        topic_allow_declare=False,
        autodiscover=False,
        web_enabled=False,
        datadir=str(Path(".devstack") / "faust"),
        # unacked events are redelivered after a restart, so shutdown need not wait for them
        stream_wait_empty=False,
        broker_commit_interval=1.0,
        broker_session_timeout=conf.pipeline.session_timeout_s,
        broker_heartbeat_interval=min(3.0, conf.pipeline.session_timeout_s / 5),
        producer_acks=-1,
        producer_linger=conf.pipeline.producer_linger_s,
        broker_max_poll_records=conf.pipeline.max_poll_records or None,
    )


app = create_app()


def topic(name: str) -> Any:
    """A raw-bytes topic handle."""
    return app.topic(name, key_type=bytes, value_type=bytes, key_serializer="raw",
                     value_serializer="raw")


turns_topic = topic(topics.TURNS)
turns_dlq_topic = topic(topics.TURNS_DLQ)
candidates_topic = topic(topics.CANDIDATES)
candidates_dlq_topic = topic(topics.CANDIDATES_DLQ)
outbox_milvus_topic = topic(topics.OUTBOX_MILVUS)
outbox_neo4j_topic = topic(topics.OUTBOX_NEO4J)
projection_dlq_topic = topic(topics.PROJECTION_DLQ)


@app.timer(interval=60.0)  # type: ignore[untyped-decorator]
async def report_counters() -> None:
    """Log the in-process counters (gate rejections, skips, dead letters) once a minute."""
    import logging

    from streams import metrics

    counters = metrics.snapshot()
    if counters:
        logging.getLogger("memstream.metrics").info("counters %s", counters)
