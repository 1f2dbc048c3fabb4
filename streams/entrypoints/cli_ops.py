"""Operator commands of the CLI: the Debezium connector, the fallback relay, dead letters and
replay. Imported lazily by `streams.entrypoints.cli`, like every adapter."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import orjson


def _print(value: object) -> None:
    sys.stdout.write(orjson.dumps(value, option=orjson.OPT_INDENT_2).decode() + "\n")


T = TypeVar("T")


def with_pool(fn: Callable[[Any], Awaitable[T]]) -> T:
    """Run one PostgreSQL operation from the command line on a short-lived pool."""
    from connectors.postgres.pool import create_pool
    from streams.settings import settings

    async def run() -> T:
        pool = await create_pool(settings().postgres.dsn.get_secret_value())
        try:
            return await fn(pool)
        finally:
            await pool.close()

    return asyncio.run(run())


def migrate() -> list[str]:
    """Apply pending migrations; the names applied (empty when up to date)."""
    from connectors.postgres.migrate import migrate as apply

    return with_pool(apply)


def _slot(slot_name: str) -> object:
    from connectors.postgres.slots import slot_status

    return with_pool(lambda pool: slot_status(pool, slot_name))


def cmd_connector(args: argparse.Namespace) -> int:
    from connectors.kafka_connect import (
        ConnectError,
        KafkaConnectClient,
        apply_connector,
        connector_config,
    )
    from streams.errors import ConfigError, TransientError
    from streams.settings import settings

    conf = settings()
    client = KafkaConnectClient(conf.kafka.connect_url)
    name = conf.debezium.connector_name
    actions: dict[str, Callable[[], object]] = {
        "status": lambda: {**client.status(name), "slot": _slot(conf.debezium.slot_name)},
        "restart": lambda: client.restart(name, args.failed_only),
        "pause": lambda: client.pause(name),
        "resume": lambda: client.resume(name),
        "delete": lambda: client.delete(name),
        "offsets": lambda: client.offsets(name),
    }
    try:
        if args.action == "apply":
            migrate()  # the publication needs the tables
            config = connector_config(
                conf.postgres.dsn.get_secret_value(), hostname=conf.debezium.database_hostname,
                slot=conf.debezium.slot_name, publication=conf.debezium.publication_name,
                poll_interval_ms=conf.debezium.poll_interval_ms)
            result = apply_connector(client, name, config, conf.debezium.apply_timeout_s)
            print(f"connector {name}: {result} (RUNNING)")
            return 0
        result_value = actions[args.action]()
        if result_value is not None:
            _print(result_value)
        else:
            print(f"connector {name}: {args.action} ok")
        return 0
    except (ConfigError, ConnectError, TransientError) as exc:
        print(f"connector {name}: {args.action} failed: {exc}", file=sys.stderr)
        return 2


def cmd_relay(args: argparse.Namespace) -> int:
    """The fallback outbox relay (deployments without Kafka Connect); see docs/OPERATIONS.md."""
    from connectors.relay import install_stop_signals, run_relay
    from streams.settings import settings

    async def run() -> object:
        stop = asyncio.Event()
        install_stop_signals(stop)
        return await run_relay(
            dsn=settings().postgres.dsn.get_secret_value(),
            bootstrap=settings().kafka.bootstrap_servers, batch=args.batch,
            lease_s=args.lease, max_attempts=args.max_attempts, once=args.once, stop=stop)

    print(f"relay stopped: {asyncio.run(run())}")
    return 0


# ---- dead letters, replay ----------------------------------------------------------------------

async def redrive(bootstrap: str, dlq: str, reason: str = "") -> tuple[int, int]:
    """Send a DLQ's records (of one reason, or all) back to their source topics.

    Progress is the consumer group `memstream-dlq-redrive[-<reason>]`: each record is redriven
    once per reason filter, and a record of another reason stays available to its own filter.
    Returns (sent, left).
    """
    from connectors.kafka_admin import drain_group, produce
    from streams.dlq import header, redrive_topic

    sent = left = 0
    group = "memstream-dlq-redrive" + (f"-{reason}" if reason else "")
    async for batch in drain_group(bootstrap, dlq, group):
        by_topic: dict[str, list[tuple[bytes | None, bytes]]] = {}
        for key, value, headers in batch:
            target = redrive_topic(dlq, headers)
            if target is None or value is None or (reason and header(headers, "reason") != reason):
                left += 1
                continue
            by_topic.setdefault(target, []).append((key, value))
        for target, records in by_topic.items():
            sent += await produce(bootstrap, target, records)
    return sent, left


def cmd_dlq(args: argparse.Namespace) -> int:
    """`list`: dead letters by topic and reason; `redrive`: send them back where they came from
    (each record once: progress is the consumer group `memstream-dlq-redrive`)."""
    from connectors.kafka_admin import read_all
    from streams.dlq import DLQS, header, summarize
    from streams.settings import settings

    bootstrap = settings().kafka.bootstrap_servers
    chosen = [args.topic] if args.topic else list(DLQS)
    if args.action == "list":
        for name in chosen:
            records = asyncio.run(read_all(bootstrap, name))
            print(f"{name}: {len(records)} dead letters {summarize(h for _, _, h in records)}")
            for key, _, headers in records[-args.limit:] if args.limit else []:
                shown = key.decode(errors="replace") if key else ""
                print(f"  key={shown} reason={header(headers, 'reason')} "
                      f"detail={header(headers, 'detail')[:120]}")
        return 0

    for name in chosen:
        sent, skipped = asyncio.run(redrive(bootstrap, name, args.reason))
        print(f"{name}: redriven {sent}, left {skipped}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay the outbox topics from offset 0 into the projections (idempotent)."""
    from connectors.kafka_admin import iter_topic
    from projections.handlers import project_graph, project_vectors
    from projections.replay import replay
    from streams.entrypoints import wiring
    from streams.settings import settings
    from streams.topics import OUTBOX_MILVUS, OUTBOX_NEO4J

    bootstrap = settings().kafka.bootstrap_servers

    async def run(target: str) -> str:
        erased = (await wiring.erasure()).erased
        if target == "milvus":
            index = await wiring.vector_index()
            report = await replay(iter_topic(bootstrap, OUTBOX_MILVUS), "milvus",
                                  lambda batch: project_vectors(batch, index), erased)
        else:
            graph = await wiring.graph_writer()
            report = await replay(iter_topic(bootstrap, OUTBOX_NEO4J), "neo4j",
                                  lambda batch: project_graph(batch, graph), erased)
        o = report.outcome
        return (f"{target}: read={report.read} invalid={report.invalid} applied={o.applied} "
                f"duplicates={o.duplicates} stale={o.stale} conflicts={len(o.conflicts)} "
                f"rejected={len(o.rejected)}")

    targets = ["milvus", "neo4j"] if args.target == "all" else [args.target]
    for target in targets:
        print(asyncio.run(run(target)))
    return 0


def cmd_lag(args: argparse.Namespace) -> int:
    """`memstream lag`: committed, end, lag and time lag per group and partition; exit 1 when a
    partition lags by more than --max-lag records, 2 when Kafka cannot be reached."""
    from dataclasses import asdict

    from connectors.kafka_admin import group_offsets
    from streams import lag
    from streams.errors import TransientError
    from streams.settings import settings

    conf = settings()
    groups: list[str] | None = list(args.group) or [
        g.strip() for g in conf.metrics.lag_groups.split(",") if g.strip()] or [
        conf.pipeline.app_id]
    if args.all_groups:
        groups = None
    try:
        offsets = asyncio.run(group_offsets(conf.kafka.bootstrap_servers, groups))
    except TransientError as exc:
        print(f"kafka unreachable: {exc}", file=sys.stderr)
        return 2
    import time

    rows = lag.lags(offsets, int(time.time() * 1000))
    if args.json:
        for r in rows:
            sys.stdout.write(orjson.dumps(asdict(r)).decode() + "\n")
    else:
        sys.stdout.write(lag.table(rows))
    if args.max_lag is not None:
        above = lag.over(rows, args.max_lag)
        if above:
            print(f"{len(above)} partition(s) lag by more than {args.max_lag} records",
                  file=sys.stderr)
            return 1
    return 0


def cmd_outbox(args: argparse.Namespace) -> int:
    """`outbox prune`: delete delivered rows past the retention now (and committed candidate
    ids past theirs); `outbox backlog`: the rows not known to be delivered and the oldest one's
    age."""
    from datetime import timedelta

    from connectors.postgres.outbox_prune import outbox_backlog, prune_outbox, prune_processed
    from streams.settings import settings

    conf = settings()
    slot = conf.debezium.slot_name
    if args.action == "backlog":
        _print(with_pool(lambda pool: outbox_backlog(pool, slot, wait_s=30.0)))
        return 0
    hours = conf.pipeline.outbox_retention_hours if args.retention_hours is None \
        else args.retention_hours
    result = with_pool(lambda pool: prune_outbox(
        pool, slot, timedelta(hours=hours), batch=conf.pipeline.outbox_prune_batch))
    keep = conf.pipeline.candidate_retention_hours
    forgotten = with_pool(lambda pool: prune_processed(
        pool, timedelta(hours=keep), batch=conf.pipeline.outbox_prune_batch))
    _print({"deleted": result.deleted, "slot_caught_up": result.slot_caught_up,
            "retention_hours": hours, "candidate_ids_deleted": forgotten,
            "candidate_retention_hours": keep})
    return 0
