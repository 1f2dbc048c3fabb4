"""Projection operator commands of the CLI: reconcile, rebuild from PostgreSQL, replay by time.
Imported lazily by `streams.entrypoints.cli`, like every adapter."""

from __future__ import annotations

import argparse
import asyncio
import sys
from datetime import UTC, datetime

import orjson

from projections.reconcile import SinkName


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
