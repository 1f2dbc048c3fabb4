"""The reconciler's decision (pure): PostgreSQL rows vs what a sink holds -> report + repairs.

For one user and one sink, every memory is `checked` and found in one state:

- ok: the sink holds PostgreSQL's (version, content_hash) (a deleted memory: no live row);
- missing: PostgreSQL has a live memory the sink does not hold (or holds only as an edge
  placeholder) -> its upsert events again;
- stale: the sink holds a lower version (of the node, the vector or the Neo4j edge set) -> the
  current version's events again;
- orphan: the sink holds a live row or node that PostgreSQL does not (deleted there, or no row
  at all) -> a delete event, at PostgreSQL's delete version or one above what the sink holds;
- conflict: the sink holds the same version with another hash, or a newer one, or buries a live
  memory under a newer tombstone: no event can fix it (the rule never overwrites), so it is
  only reported (rebuild the projection).

Repairs are ordinary outbox rows whose dedupe key ends in `:repair`; inserted with ON CONFLICT
DO NOTHING, a second run enqueues nothing twice. An erased user must have nothing at all in a
sink: every row, node or tombstone of theirs is an orphan, cleared through the erase path
(never an outbox row, which would put the user's ids back into PostgreSQL).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from agents.commit_memories.events import (
    OutboxRow,
    delete_rows,
    edge_rows,
    edges_hash,
    upsert_rows,
)
from agents.commit_memories.planning import StoredMemory
from projections.rule import Stamp

SinkName = Literal["milvus", "neo4j"]
REPAIR = "repair"


@dataclass(frozen=True)
class Truth:
    """One `long_term_memory` row as the reconciler sees it: the loaded memory (snapshot,
    embedding, edge set, deleted flag), its stored content hash and its edge set's version."""

    memory: StoredMemory
    content_hash: str
    edges_version: int = 0


@dataclass(frozen=True)
class Held:
    """What a sink holds for one memory id: the live row or node's stamp (None: none, or a
    Neo4j edge placeholder), its tombstone's stamp, and (Neo4j) the edge set's stamp."""

    live: Stamp | None = None
    tombstone: Stamp | None = None
    edges: Stamp | None = None
    placeholder: bool = False


@dataclass
class Report:
    """One target's counts over the users checked; `repair_enqueued` counts outbox rows that
    were new (a repeated run finds them there already), `purged` erased users cleared."""

    target: str
    users: int = 0
    checked: int = 0
    missing: int = 0
    stale: int = 0
    orphan: int = 0
    conflict: int = 0
    repair_enqueued: int = 0
    purged: int = 0

    def add(self, other: Report) -> None:
        for name in ("users", "checked", "missing", "stale", "orphan", "conflict",
                     "repair_enqueued", "purged"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def as_dict(self) -> dict[str, Any]:
        return {"target": self.target, "users": self.users, "checked": self.checked,
                "missing": self.missing, "stale": self.stale, "orphan": self.orphan,
                "conflict": self.conflict, "repair_enqueued": self.repair_enqueued,
                "purged": self.purged}

    @property
    def clean(self) -> bool:
        return not (self.missing or self.stale or self.orphan or self.conflict)


@dataclass
class Findings:
    """A user's report for one target, the repair rows to enqueue, and whether the sink must
    be cleared of the user (an erased user with residue)."""

    report: Report
    repairs: list[OutboxRow] = field(default_factory=list)
    purge: bool = False


_Verdict = Literal["ok", "missing", "stale", "conflict"]


def _verdict(want: Stamp, held: Stamp | None) -> _Verdict:
    if held is None:
        return "missing"
    if held.version < want.version:
        return "stale"
    return "ok" if held == want else "conflict"


def _upserts(target: SinkName, truth: Truth, at: str) -> list[OutboxRow]:
    m = truth.memory
    rows = upsert_rows(m.snapshot, m.version, m.embedding, at, REPAIR, truth.content_hash)
    return [r for r in rows if r.target == target]


def _deletes(target: SinkName, memory_id: str, user_id: str, version: int,
             at: str) -> list[OutboxRow]:
    return [r for r in delete_rows(memory_id, user_id, version, at, REPAIR)
            if r.target == target]


def _live(target: SinkName, truth: Truth, held: Held | None, at: str,
          report: Report) -> list[OutboxRow]:
    """A live memory: its vector / node (and, for Neo4j, its edge set) at PostgreSQL's stamp."""
    m = truth.memory
    want = Stamp(m.version, truth.content_hash)
    held = held or Held()
    if held.live is None and held.tombstone is not None and held.tombstone.version >= m.version:
        report.conflict += 1  # buried under a newer tombstone: an upsert would be stale
        return []
    states = [_verdict(want, held.live)]
    repairs = _upserts(target, truth, at) if states[0] in ("missing", "stale") else []
    if target == "neo4j" and m.edges and truth.edges_version:
        edges = _verdict(Stamp(truth.edges_version, edges_hash(m.edges)), held.edges)
        states.append(edges)
        if edges in ("missing", "stale"):
            repairs += edge_rows(m.snapshot.memory_id, m.snapshot.user_id, truth.edges_version,
                                 m.edges, at, REPAIR)
    for state in ("conflict", "missing", "stale"):  # one state per memory, the worst
        if state in states:
            setattr(report, state, getattr(report, state) + 1)
            break
    return repairs


def snapshot_rows(target: SinkName, truth: Truth, at: str) -> list[OutboxRow]:
    """Every event that puts one memory into a fresh sink as PostgreSQL holds it (a rebuild):
    its upsert (and Neo4j edge set) when live, its tombstone when deleted."""
    m = truth.memory
    if m.deleted:
        return _deletes(target, m.snapshot.memory_id, m.snapshot.user_id, m.version, at)
    rows = _upserts(target, truth, at)
    if target == "neo4j" and m.edges and truth.edges_version:
        rows += edge_rows(m.snapshot.memory_id, m.snapshot.user_id, truth.edges_version,
                          m.edges, at, REPAIR)
    return rows


def reconcile_user(target: SinkName, user_id: str, truths: Mapping[str, Truth],
                   held: Mapping[str, Held], at: str, erased: bool = False) -> Findings:
    """Compare one user's rows (memory id -> Truth, deleted ones included) with what one sink
    holds of that user (memory id -> Held). `at` stamps the repair events (after any erase of
    the user, so the deny-list lets them through). Total: never raises on odd input."""
    report = Report(target, users=1)
    if erased:
        report.checked = len(held)
        report.orphan = len(held)
        return Findings(report, purge=bool(held))
    findings = Findings(report)
    for memory_id, truth in truths.items():
        report.checked += 1
        h = held.get(memory_id)
        if not truth.memory.deleted:
            findings.repairs += _live(target, truth, h, at, report)
        elif h is not None and h.live is not None:
            if h.live.version < truth.memory.version:
                report.orphan += 1
                findings.repairs += _deletes(target, memory_id, user_id, truth.memory.version,
                                             at)
            else:
                report.conflict += 1
    for memory_id, h in held.items():
        if memory_id in truths or not (h.live or h.edges or h.placeholder):
            continue  # a bare tombstone of a memory PostgreSQL no longer has is harmless
        report.checked += 1
        report.orphan += 1
        above = max((s.version for s in (h.live, h.tombstone, h.edges) if s is not None),
                    default=0)
        findings.repairs += _deletes(target, memory_id, user_id, above + 1, at)
    return findings
