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
                                  args.repair)
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
