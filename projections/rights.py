"""The user's rights over what is kept: see it, export it, erase it everywhere."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from streams.topics import OUTBOX_MILVUS, OUTBOX_NEO4J

log = logging.getLogger("memstream.rights")


class Erased(Protocol):
    @property
    def counts(self) -> dict[str, int]: ...
    @property
    def memory_ids(self) -> tuple[str, ...]: ...
    @property
    def lsn(self) -> int: ...


class SourceErasure(Protocol):
    """The source of truth's part (see connectors.postgres.erase)."""

    async def erase(self, user_id: str, now: datetime) -> Erased: ...
    async def wait_for_capture(self, lsn: int, slot: str, timeout_s: float) -> bool: ...
    async def complete(self, user_id: str) -> None: ...


class SinkErasure(Protocol):
    async def erase_user(self, user_id: str) -> dict[str, int]: ...


class TopicTombstones(Protocol):
    async def __call__(self, topic: str, keys: Sequence[bytes]) -> int: ...


@dataclass
class Receipt:
    """What an erase removed, per store; a second erase of the same user returns zeros."""

    user_id: str
    erased_at: datetime
    postgres: dict[str, int] = field(default_factory=dict)
    milvus: dict[str, int] = field(default_factory=dict)
    neo4j: dict[str, int] = field(default_factory=dict)
    kafka: dict[str, Any] = field(default_factory=dict)


def topic_keys(memory_ids: Sequence[str]) -> dict[str, list[bytes]]:
    """Every key an erased user's memories can hold in the compacted outbox topics."""
    return {OUTBOX_MILVUS: [f"{m}:vector".encode() for m in memory_ids],
            OUTBOX_NEO4J: [f"{m}:{family}".encode() for m in memory_ids
                           for family in ("node", "edges")]}


async def erase_user(user_id: str, now: datetime, source: SourceErasure, milvus: SinkErasure,
                     neo4j: SinkErasure, tombstones: TopicTombstones, slot: str,
                     capture_wait_s: float = 30.0) -> Receipt:
    """Erase a user everywhere, in an order that leaves nothing behind:

    1. PostgreSQL, one transaction: every row of every table, the user on the deny-list (so
       candidates and outbox events made before now never bring them back), one audit record
       without content, and the memory ids still to clear kept as pending;
    2. wait until CDC has captured the WAL up to that commit, so no outbox event of the user
       can reach the topics after step 4;
    3. Milvus and Neo4j: every row, node, edge and tombstone of the user;
    4. the compacted outbox topics: a tombstone (null value) for every key of those memories;
    5. nothing pending any more.

    Idempotent: a repeat finds nothing to remove and returns zero counts; an erase that failed
    after step 1 (a sink down) is finished by the next one. Raises TransientError while a store
    is unreachable (the caller retries)."""
    receipt = Receipt(user_id, now)
    erased = await source.erase(user_id, now)
    receipt.postgres = dict(erased.counts)
    # only outbox rows can be in flight; without any there is nothing to wait for
    caught_up = erased.counts.get("outbox_events", 0) == 0 or \
        await source.wait_for_capture(erased.lsn, slot, capture_wait_s)
    receipt.milvus = await milvus.erase_user(user_id)
    receipt.neo4j = await neo4j.erase_user(user_id)
    written = 0
    for topic, keys in topic_keys(erased.memory_ids).items():
        written += await tombstones(topic, keys)
    receipt.kafka = {"tombstones": written, "cdc_caught_up": caught_up}
    await source.complete(user_id)
    log.info("erased user: %s", {k: v for k, v in receipt.__dict__.items() if k != "user_id"})
    return receipt


class Kept(Protocol):
    @property
    def memory_id(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def category(self) -> str: ...
    @property
    def superseded(self) -> bool: ...
    @property
    def created_at(self) -> datetime: ...
    @property
    def updated_at(self) -> datetime: ...


CATEGORY_TITLES = {"identity": "Identity", "preference": "Preferences", "policy": "Constraints",
                   "fact": "Facts", "episodic": "Plans and events", "tool_failure": "Tool issues",
                   "general": "Other"}


def export_markdown(user_id: str, rows: Sequence[Kept], now: datetime) -> str:
    """Human-auditable dated lines grouped by category; superseded lines marked as such."""
    lines = [f"# Memories kept about {user_id}", "",
             f"Exported {now:%Y-%m-%d %H:%M} UTC: {len(rows)} memories "
             f"({sum(r.superseded for r in rows)} superseded, kept as history).", ""]
    for category, title in CATEGORY_TITLES.items():
        group = [r for r in rows if r.category == category]
        if not group:
            continue
        lines += [f"## {title}", ""]
        for r in sorted(group, key=lambda r: (r.created_at, r.memory_id)):
            state = f" (superseded {r.updated_at:%Y-%m-%d})" if r.superseded else ""
            lines.append(f"- {r.created_at:%Y-%m-%d} {r.content}{state}")
        lines.append("")
    return "\n".join(lines)
