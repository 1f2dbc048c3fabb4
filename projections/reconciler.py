"""The reconciler's loop: users in batches, sink read first, then PostgreSQL, then the pure
comparison (projections.reconcile); repairs go to the outbox, erased users' residue is cleared.

Reading the sink before PostgreSQL matters: a memory committed in between then looks missing
(its repair duplicates an event already on its way, which the version rule skips), never
orphaned (which would enqueue a delete of a live memory).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from agents.commit_memories.events import OutboxRow
from projections.reconcile import Held, Report, SinkName, Truth, reconcile_user


class Source(Protocol):
    """The source of truth as the reconciler reads it (connectors.postgres.snapshot)."""

    async def users(self, after: str, limit: int) -> list[str]: ...
    async def erased(self, user_ids: Sequence[str] = ()) -> list[str]: ...
    async def truth(self, user_ids: Sequence[str]) -> Mapping[str, Mapping[str, Truth]]: ...
    async def enqueue(self, rows: Sequence[OutboxRow], retry_after_s: float) -> int: ...


class Inventory(Protocol):
    """What the reconciler needs of a sink: what it holds per user, and the erase path."""

    async def held(self, user_ids: Sequence[str]) -> Mapping[str, Mapping[str, Held]]: ...
    async def erase_user(self, user_id: str) -> Mapping[str, int]: ...


async def all_users(source: Source, batch: int) -> list[list[str]]:
    """Every user with memories, then every erased user, in batches of `batch`."""
    out: list[list[str]] = []
    after = ""
    while page := await source.users(after, batch):
        out.append(page)
        after = page[-1]
    erased = await source.erased()
    out += [erased[i : i + batch] for i in range(0, len(erased), batch)]
    return out


async def reconcile(source: Source, sinks: Mapping[SinkName, Inventory],
                    batches: Sequence[Sequence[str]], at: str, repair: bool,
                    retry_after_s: float = 600.0) -> list[Report]:
    """One Report per sink over these user batches. With `repair`, the repair rows are
    enqueued (new ones counted in `repair_enqueued`; one older than `retry_after_s` is sent
    again) and erased users' residue is erased."""
    reports = {name: Report(name) for name in sinks}
    for batch in batches:
        users = sorted(set(batch))
        held = {name: await sink.held(users) for name, sink in sinks.items()}
        truth = await source.truth(users)
        erased = set(await source.erased(users))
        for name, sink in sinks.items():
            repairs: list[OutboxRow] = []
            for user in users:
                found = reconcile_user(name, user, truth.get(user, {}),
                                       held[name].get(user, {}), at, user in erased)
                reports[name].add(found.report)
                repairs += found.repairs
                if repair and found.purge:
                    await sink.erase_user(user)
                    reports[name].purged += 1
            if repair:
                reports[name].repair_enqueued += await source.enqueue(repairs, retry_after_s)
    return list(reports.values())
