"""Governance commands of the CLI: calibrate similarity bands, consolidate users, delete one
memory. Imported lazily by `streams.entrypoints.cli`, like every adapter."""

from __future__ import annotations

import argparse
import asyncio
from datetime import UTC, datetime

from streams.entrypoints.cli_ops import _print


def cmd_calibrate(_: argparse.Namespace) -> int:
    """Embed the shipped labelled pairs with the configured embedder; print suggested bands."""
    from agents.commit_memories.bands import bands_for
    from agents.commit_memories.calibration import calibrate, render
    from streams.entrypoints import wiring
    from streams.settings import settings

    embedder = wiring.embedder()
    bands, report = asyncio.run(calibrate(embedder))
    current = bands_for(embedder.model, settings().governance.duplicate_threshold,
                        settings().governance.conflict_low)
    print(f"embedding model: {embedder.model} ({embedder.revision})")
    print(render(report))
    print(f"in use now:   duplicate={current.duplicate} conflict_low={current.conflict_low}")
    print(f"to use these: GOVERNANCE_DUPLICATE_THRESHOLD={bands.duplicate} "
          f"GOVERNANCE_CONFLICT_LOW={bands.conflict_low}")
    return 0


def cmd_govern(args: argparse.Namespace) -> int:
    """Consolidate one user (or every due user) now; print what each plan did."""
    from streams.entrypoints import wiring
    from streams.settings import settings

    async def run() -> list[dict[str, object]]:
        governor = await wiring.governor()
        now = datetime.now(UTC)
        if args.user:
            outcomes = [await governor.consolidate(args.user, now)]
        else:
            g = settings().governance
            outcomes = await governor.sweep(now, 0.0 if args.all else g.sweep_interval_s,
                                            g.sweep_users, g.eviction_silence_days)
        return [{"user_id": o.user_id, "applied": o.applied, "hub_protection": o.protection,
                 "decayed": o.plan.decayed, "merged": o.plan.merged,
                 "evicted": o.plan.evicted, "protected": o.plan.protected,
                 "pairs_compared": o.plan.pairs_compared} for o in outcomes]

    _print(asyncio.run(run()))
    return 0


def cmd_forget(args: argparse.Namespace) -> int:
    """Delete one memory of one user: a versioned tombstone through the outbox."""
    from streams.entrypoints import wiring

    async def run() -> bool:
        repo = await wiring.memory_repository()
        return await repo.delete(args.user, args.memory, actor=args.actor)

    deleted = asyncio.run(run())
    print("deleted" if deleted else "no live memory with that id for that user")
    return 0 if deleted else 1
