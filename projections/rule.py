"""The versioned projection rule, shared by every sink: pure, total and table-tested."""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar


class Decision(enum.Enum):
    """What a sink does with an incoming versioned event."""

    APPLY = "apply"
    STALE = "stale"          # incoming version < stored: drop
    DUPLICATE = "duplicate"  # same version, same hash: idempotent skip
    CONFLICT = "conflict"    # same version, different hash: dead-letter, never overwrite


@dataclass(frozen=True)
class Stamp:
    """What a store holds for one aggregate: its version and content hash."""

    version: int
    content_hash: str


def decide(incoming: Stamp, stored: Stamp | None) -> Decision:
    """The rule: lower -> stale; equal + same hash -> duplicate; equal + other hash -> conflict;
    higher (or nothing stored) -> apply."""
    if stored is None or incoming.version > stored.version:
        return Decision.APPLY
    if incoming.version < stored.version:
        return Decision.STALE
    if incoming.content_hash == stored.content_hash:
        return Decision.DUPLICATE
    return Decision.CONFLICT


E = TypeVar("E")
K = TypeVar("K", bound=Hashable)


@dataclass
class Plan(Generic[E]):
    """A batch sorted by decision; `apply` holds, per aggregate, the last event to write.

    Events are full snapshots, so only the newest applicable one of each key needs writing.
    """

    apply: list[E] = field(default_factory=list)
    conflicts: list[tuple[E, Stamp]] = field(default_factory=list)
    stale: int = 0
    duplicates: int = 0


def plan_batch(
    events: Iterable[E], stored: Mapping[K, Stamp],
    key: Callable[[E], K], stamp: Callable[[E], Stamp],
) -> Plan[E]:
    """Apply the rule to a batch in order; an applied event becomes the stored stamp of its key,
    so two versions of one aggregate in the same batch are judged against each other."""
    current: dict[K, Stamp] = dict(stored)
    winners: dict[K, E] = {}
    plan: Plan[E] = Plan()
    for event in events:
        k, s = key(event), stamp(event)
        held = current.get(k)
        match decide(s, held):
            case Decision.APPLY:
                winners.pop(k, None)  # re-insert: keep arrival order of the final writes
                winners[k] = event
                current[k] = s
            case Decision.STALE:
                plan.stale += 1
            case Decision.DUPLICATE:
                plan.duplicates += 1
            case Decision.CONFLICT:
                assert held is not None
                plan.conflicts.append((event, held))
    plan.apply = list(winners.values())
    return plan
