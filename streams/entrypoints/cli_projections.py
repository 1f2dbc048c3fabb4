"""Projection operator commands of the CLI: reconcile, rebuild from PostgreSQL, replay by time.
Imported lazily by `streams.entrypoints.cli`, like every adapter."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import orjson

from projections.reconcile import SinkName

if TYPE_CHECKING:
    from projections.rebuild import RebuildReport


def _targets(target: str) -> list[SinkName]:
    return ["milvus", "neo4j"] if target == "all" else ["milvus" if target == "milvus"
                                                        else "neo4j"]


def cmd_reconcile(args: argparse.Namespace) -> int:
    """Compare PostgreSQL with the sinks; one JSON report per target on stdout. Exit 0 when
    every target is clean, 1 when something was found (repaired or not), 2 on an outage."""
    from projections.reconciler import all_users, reconcile
    from streams.entrypoints import wiring
    from streams.errors import TransientError
    from streams.settings import settings

    async def run() -> list[dict[str, object]]:
        source = await wiring.snapshot()
        everything = await wiring.inventories()
        sinks = {name: everything[name] for name in _targets(args.target)}
        batch = settings().pipeline.reconcile_batch_users
        batches = [[args.user]] if args.user else await all_users(source, batch)
        reports = await reconcile(source, sinks, batches, datetime.now(UTC).isoformat(),
                                  args.repair, settings().pipeline.reconcile_repair_retry_s)
        return [r.as_dict() for r in reports]

    try:
        reports = asyncio.run(run())
    except TransientError as exc:
        print(f"reconcile: {exc}", file=sys.stderr)
        return 2
    for report in reports:
        sys.stdout.write(orjson.dumps(report).decode() + "\n")
    clean = all(not (r["missing"] or r["stale"] or r["orphan"] or r["conflict"])
                for r in reports)
    return 0 if clean else 1


def parse_from(value: str) -> int | None:
    """`earliest` -> None; an RFC 3339 time (with an offset or Z) -> epoch milliseconds."""
    if value == "earliest":
        return None
    at = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if at.tzinfo is None:
        raise ValueError(f"{value!r} has no UTC offset (write e.g. 2026-12-01T09:00:00Z)")
    return int(at.timestamp() * 1000)


def cmd_replay(args: argparse.Namespace) -> int:
    """Without --from: read the outbox topics directly into the sinks (cli_ops, no group).
    With --from: reset the projection group's offsets on the target's outbox topic to that
    time (or the earliest kept), refusing while the group has live members; the workers
    re-project from there once started."""
    if not args.from_:
        from streams.entrypoints import cli_ops

        return cli_ops.cmd_replay(args)
    from connectors.kafka_offsets import group_members, offsets_at, reset_group
    from streams.settings import settings
    from streams.topics import outbox_topic

    bootstrap, group = settings().kafka.bootstrap_servers, settings().pipeline.app_id
    try:
        at_ms = parse_from(args.from_)
    except ValueError as exc:
        print(f"replay: --from {exc}", file=sys.stderr)
        return 2
    topics = [outbox_topic(t) for t in _targets(args.target)]
    members = asyncio.run(group_members(bootstrap, group))
    if members:
        alive = ", ".join(f"{m.client_id}@{m.host}" for m in members)
        print(f"replay: consumer group {group!r} has {len(members)} live member(s): {alive}.\n"
              "Stop every worker of this group first (`memstream worker --stop` on each host,"
              " or SIGTERM the `memstream worker` processes), wait until they have left the"
              f" group (a killed one holds it for MEMSTREAM_SESSION_TIMEOUT_S), then run this"
              " again and restart the workers.", file=sys.stderr)
        return 3
    offsets = asyncio.run(offsets_at(bootstrap, topics, at_ms))
    asyncio.run(reset_group(bootstrap, group, offsets))
    sys.stdout.write(orjson.dumps({"group": group, "from": args.from_, "offsets": {
        f"{t}:{p}": o for (t, p), o in sorted(offsets.items())}}).decode() + "\n")
    return 0


def cmd_rebuild(args: argparse.Namespace) -> int:
    """Re-emit PostgreSQL's snapshot into a projection: in place (through the versioned rule:
    missing and stale memories come back), or with --blue-green into a new generation (a
    Milvus collection, a set of Neo4j labels) that readers switch to once it caught up."""
    report = asyncio.run(_rebuild(args))
    sys.stdout.write(orjson.dumps({
        "target": report.target, "loaded": report.loaded, "tailed": report.tailed,
        "lag_at_switch": report.lag_at_switch, "switched_from": report.switched_from,
        "switched_to": report.switched_to, "applied": report.outcome.applied,
        "conflicts": len(report.outcome.conflicts),
        "rejected": len(report.outcome.rejected)}).decode() + "\n")
    return 0


def _progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


async def _rebuild(args: argparse.Namespace) -> RebuildReport:
    import time

    from connectors.kafka_offsets import committed, end_offsets, group_members, read_range
    from connectors.milvus import MilvusVectorIndex
    from connectors.neo4j import Neo4jGraphWriter
    from projections.handlers import Apply, project_graph, project_vectors
    from projections.rebuild import (
        Progress,
        RebuildReport,
        TopicTail,
        blue_green,
        load_snapshot,
        only,
    )
    from projections.reconciler import all_users
    from streams.entrypoints import wiring
    from streams.settings import settings
    from streams.topics import outbox_topic

    conf = settings()
    target: SinkName = "milvus" if args.target == "milvus" else "neo4j"
    source = await wiring.snapshot()
    users = list(args.user or [])
    batches = [[u] for u in users] or await all_users(source,
                                                      conf.pipeline.reconcile_batch_users)
    total = await source.count(users)
    at = datetime.now(UTC).isoformat()
    stamp = f"g{int(time.time() * 1000)}"
    apply: Apply
    closers: list[Callable[[], Awaitable[None]]] = []
    if target == "milvus":
        index = await wiring.vector_index()
        if args.blue_green:
            new = MilvusVectorIndex(conf.milvus.uri, f"{index.name}__{stamp}", index.dimension,
                                    conf.milvus.token.get_secret_value(),
                                    tombstones=index.tombstones, pinned=True,
                                    timeout_s=conf.milvus.timeout_s)
            await new.ensure_collection()
            apply, switched_to = (lambda b: project_vectors(b, new)), new.collection
            switch, drop, ttl = index.switch_alias, index.drop, conf.milvus.alias_ttl_s
        else:
            apply = lambda b: project_vectors(b, index)  # noqa: E731
    else:
        graph, n = await wiring.graph_writer(), conf.neo4j
        if args.blue_green:
            tag = f"{graph.name}__{stamp}" if graph.name else stamp
            fresh = Neo4jGraphWriter(n.uri, n.user, n.password.get_secret_value(), n.database,
                                     pinned=tag)
            await fresh.ensure_schema()
            closers.append(fresh.close)
            apply, switched_to = (lambda b: project_graph(b, fresh)), tag
            switch, drop, ttl = graph.switch_alias, graph.drop, n.alias_ttl_s
        else:
            apply = lambda b: project_graph(b, graph)  # noqa: E731
    apply = only(users, apply)
    if not args.blue_green:
        report = RebuildReport(target)
        progress = Progress(target, total, time.monotonic())
        report.outcome = await load_snapshot(target, source, batches, apply, at, progress,
                                             _progress)
        report.loaded = progress.done
        return report

    bootstrap, topic = conf.kafka.bootstrap_servers, outbox_topic(target)

    async def members() -> int:
        return len(await group_members(bootstrap, conf.pipeline.app_id))

    tail = TopicTail(ends=lambda: end_offsets(bootstrap, [topic]),
                     read=lambda start, stop: read_range(bootstrap, start, stop),
                     committed=lambda: committed(bootstrap, conf.pipeline.app_id, [topic]),
                     members=members)
    erased = (await wiring.erasure()).erased
    try:
        report = await blue_green(target, source, batches, apply, tail, erased,
                                  lambda: switch(switched_to), drop, settle_s=ttl + 1.0, at=at,
                                  total=total, report=_progress)
    finally:
        for close in closers:
            await close()
    report.switched_to = switched_to
    return report
