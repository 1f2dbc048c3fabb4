"""Pure planning of a commit: each candidate inserts, hits, supersedes or revives a memory.

The repository loads the batch users' relevant state, calls `plan_commit`, and persists the
plan in one transaction; nothing here does I/O or reads a clock. Decisions, per user in commit
order: structure first (canonical key, value and polarity), then similarity in the embedding
model's calibrated bands, then — for what is still ambiguous — the verdicts of a judge.
"""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from typing import Any, Literal

from agents.commit_memories import events
from agents.commit_memories.calibration import Bands
from agents.commit_memories.canonical import CanonicalFact, canonicalize
from streams.records import MemoryCandidate, MemorySnapshot, derive_id

Relation = Literal["same", "conflict", "distinct"] | None
Action = Literal["insert", "supersede", "revive", "delete", "update"]
JUDGED_CATEGORIES = frozenset({"identity", "preference", "fact"})


def user_salt(secret: str, user_id: str) -> str:
    """The user's id salt: HMAC-SHA256 of the user id under the deployment's secret, so an id
    seen in a log cannot be matched by hashing a guessed fact (MEMSTREAM_ID_SECRET)."""
    return hmac.new(secret.encode(), user_id.encode(), hashlib.sha256).hexdigest()[:32]


def memory_id_for(user_id: str, source: str, canon: CanonicalFact, secret: str = "") -> str:
    """The deterministic id of a fact: same user, source, canonical key, polarity and value
    give the same id (with the same secret), so replays and re-assertions find it again."""
    return derive_id("memory", user_id, user_salt(secret, user_id), source, canon.key,
                     str(canon.polarity), canon.value)


def memory_uid(candidate: MemoryCandidate, secret: str = "") -> str:
    """The id of the memory a candidate states (see `memory_id_for`)."""
    canon = canonicalize(candidate.fact_key, candidate.fact_value)
    return memory_id_for(candidate.user_id, candidate.source, canon, secret)


@dataclass(frozen=True)
class StoredMemory:
    """One memory as loaded from the source of truth, with what planning compares."""

    snapshot: MemorySnapshot
    version: int
    hit_count: int
    canonical_value: str
    polarity: int
    embedding: Sequence[float] = ()
    edges: tuple[dict[str, Any], ...] = ()
    deleted: bool = False
    #: the event time of the present state: the `ts` of the turn that asserted, re-asserted or
    #: superseded it, or the time of its delete (None: unknown, a row older than migration 009)
    decided_at: datetime | None = None

    @property
    def memory_id(self) -> str:
        return self.snapshot.memory_id

    @property
    def current(self) -> bool:
        """Live and not superseded: the user's present truth."""
        return not self.deleted and not self.snapshot.superseded

    def decided_after(self, ts: datetime) -> bool:
        """Whether a turn later than `ts` decided this memory's present state: a candidate from
        `ts` arrived late (a redriven dead letter, a client that published late) for it."""
        return self.decided_at is not None and ts < self.decided_at


@dataclass
class CommitState:
    """The batch users' relevant memories by id (same ids, same canonical keys, each user's
    recent window), the candidate ids already committed, and each user's window newest first."""

    memories: dict[str, StoredMemory] = field(default_factory=dict)
    processed: set[str] = field(default_factory=set)
    recent: dict[str, list[str]] = field(default_factory=dict)
    #: erased users and when: their candidates from before the erase are dropped
    erased: dict[str, datetime] = field(default_factory=dict)


@dataclass(frozen=True)
class CommitPolicy:
    """The knobs of write-time governance; `bands` belong to the embedding model."""

    bands: Bands
    similar_threshold: float = 0.9
    similar_limit: int = 3
    window: int = 50
    judge_limit: int = 3
    #: the deployment's id secret (see `user_salt`); empty = ids salted by the user id only
    id_secret: str = ""


@dataclass(frozen=True)
class Question:
    """Ask the judge: does the candidate contradict this memory? (default: no)"""

    candidate_id: str
    new_content: str
    memory_id: str
    old_content: str
    score: float


Verdicts = Mapping[tuple[str, str], bool]


@dataclass(frozen=True)
class Write:
    """The final version of one memory this plan writes: an insert when `expected_version` is
    0, else an update checked against it. `edges` is the new outgoing set, None if unchanged."""

    memory: StoredMemory
    version: int
    expected_version: int
    action: Action
    edges: tuple[dict[str, Any], ...] | None = None
    at: str = ""

    def outbox(self) -> list[events.OutboxRow]:
        s = self.memory.snapshot
        if self.memory.deleted:
            return events.delete_rows(s.memory_id, s.user_id, self.version, self.at)
        rows = events.upsert_rows(s, self.version, self.memory.embedding, self.at)
        if self.edges is not None:
            rows += events.edge_rows(s.memory_id, s.user_id, self.version, self.edges, self.at)
        return rows

    @property
    def content_hash(self) -> str:
        s = self.memory.snapshot
        if self.memory.deleted:
            return events.tombstone_hash(s.memory_id, s.user_id, self.version)
        return events.content_hash(s)


@dataclass(frozen=True)
class AuditRow:
    """One `memory_audit` row: what happened to which memory version, and why (no content)."""

    user_id: str
    memory_id: str
    action: str
    version: int
    diff: dict[str, Any]


@dataclass
class CommitPlan:
    """Everything one batch commit writes, in order."""

    writes: dict[str, Write] = field(default_factory=dict)
    hits: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: (user, memory) -> the latest turn `ts` among its hits (its `decided_at` moves to it)
    hit_at: dict[tuple[str, str], datetime] = field(default_factory=dict)
    processed: list[tuple[str, str, str]] = field(default_factory=list)
    audit: list[AuditRow] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)
    stats: Counter[str] = field(default_factory=Counter)

    def outbox(self) -> list[events.OutboxRow]:
        return [row for w in self.writes.values() for row in w.outbox()]


@lru_cache(maxsize=4096)
def known_key(canonical_key: str) -> bool:
    """Whether a stored canonical key comes from the shipped table (structure can decide)."""
    return canonicalize(canonical_key, "").known


def relation(new: CanonicalFact, old: StoredMemory) -> Relation:
    """What structure alone says of two facts: the same fact, a conflict (only one can be
    true now), two distinct facts, or nothing (None: similarity and the judge decide)."""
    key = old.snapshot.canonical_key
    if key == new.key:
        if old.canonical_value == new.value:
            return "same" if old.polarity == new.polarity else "conflict"
        return "conflict" if new.cardinality == "single" else "distinct"
    if new.known and known_key(key):
        return "distinct"
    return None


class PlanBuilder:
    """Accumulates the writes of a plan against a state: each change of a memory is one new
    version; several changes of one memory in one plan persist as one write of the last."""

    def __init__(self, state: CommitState, now: datetime) -> None:
        self.state = state
        self.now = now.isoformat()
        self.plan = CommitPlan()

    def write(self, memory: StoredMemory, action: Action,
              edges: tuple[dict[str, Any], ...] | None = None,
              diff: Mapping[str, Any] | None = None) -> None:
        """Record a new version of `memory` (already carrying its new state) and its audit."""
        mid = memory.memory_id
        earlier = self.plan.writes.get(mid)
        old = self.state.memories.get(mid)
        expected = earlier.expected_version if earlier else (old.version if old else 0)
        version = (earlier.version if earlier else expected) + 1
        if earlier is not None and edges is None:
            edges = earlier.edges
        self.plan.writes[mid] = Write(replace(memory, version=version), version, expected,
                                      "insert" if expected == 0 else action, edges, self.now)
        self.state.memories[mid] = replace(memory, version=version,
                                           edges=edges if edges is not None else memory.edges)
        self.plan.audit.append(AuditRow(memory.snapshot.user_id, mid, action, version, dict(
            diff or {"superseded_by": memory.snapshot.superseded_by,
                     "supersedes": memory.snapshot.supersedes})))


class _Planner(PlanBuilder):
    def __init__(self, state: CommitState, policy: CommitPolicy, now: datetime,
                 verdicts: Verdicts, model: str, revision: str) -> None:
        super().__init__(state, now)
        self.policy, self.verdicts = policy, verdicts
        self.model, self.revision = model, revision
        # each user's memory ids in the state's order: a candidate looks at its user's
        # memories only, not at every memory the batch loaded
        self._ids: dict[str, list[str]] = {}
        for mid, m in state.memories.items():
            self._ids.setdefault(m.snapshot.user_id, []).append(mid)

    def write(self, memory: StoredMemory, action: Action,
              edges: tuple[dict[str, Any], ...] | None = None,
              diff: Mapping[str, Any] | None = None) -> None:
        if memory.memory_id not in self.state.memories:
            self._ids.setdefault(memory.snapshot.user_id, []).append(memory.memory_id)
        super().write(memory, action, edges, diff)

    def _hit(self, c: MemoryCandidate, target: StoredMemory, why: str) -> None:
        key = (c.user_id, target.memory_id)
        self.plan.hits[key] += 1
        self.plan.stats[why] += 1
        if not target.decided_after(c.ts):  # a re-assertion is a decision too
            self.plan.hit_at[key] = c.ts
            self.state.memories[target.memory_id] = replace(target, decided_at=c.ts)
        self.plan.audit.append(AuditRow(c.user_id, target.memory_id, "hit", target.version,
                                        {"candidate_id": c.candidate_id, "why": why}))

    def _current(self, user_id: str, exclude: str) -> list[StoredMemory]:
        memories = (self.state.memories[mid] for mid in self._ids.get(user_id, ()))
        return [m for m in memories if m.current and m.memory_id != exclude]

    def _ambiguous(self, c: MemoryCandidate, vector: Sequence[float],
                   undecided: list[StoredMemory]) -> tuple[StoredMemory | None, list[StoredMemory]]:
        """(a semantic duplicate, or the memories the judge found contradicted)."""
        bands = self.policy.bands
        scores = events.cosines(vector, [m.embedding for m in undecided])
        ranked = sorted(zip(scores, undecided, strict=True), key=lambda p: (-p[0], p[1].memory_id))
        if ranked and ranked[0][0] >= bands.duplicate:
            return ranked[0][1], []
        if c.category not in JUDGED_CATEGORIES:
            return None, []
        contradicted = []
        band = [(s, m) for s, m in ranked if bands.conflict_low <= s < bands.duplicate
                and m.snapshot.category in JUDGED_CATEGORIES][: self.policy.judge_limit]
        for score, m in band:
            verdict = self.verdicts.get((c.candidate_id, m.memory_id))
            if verdict is None:
                self.plan.questions.append(Question(c.candidate_id, c.content, m.memory_id,
                                                    m.snapshot.content, round(score, 4)))
            elif verdict:
                contradicted.append(m)
        return None, contradicted

    def candidate(self, c: MemoryCandidate, vector: Sequence[float]) -> None:
        if c.candidate_id in self.state.processed:
            self.plan.stats["redelivered"] += 1
            return
        erased_at = self.state.erased.get(c.user_id)
        if erased_at is not None and c.ts <= erased_at:  # in flight when the user was erased
            self.plan.stats["erased_dropped"] += 1
            return
        canon = canonicalize(c.fact_key, c.fact_value)
        mid = memory_id_for(c.user_id, c.source, canon, self.policy.id_secret)
        self.state.processed.add(c.candidate_id)
        self.plan.processed.append((c.candidate_id, c.user_id, mid))
        existing = self.state.memories.get(mid)
        if existing is not None and existing.current:
            self._hit(c, existing, "hits")
            return
        if existing is not None and existing.decided_after(c.ts):  # retired since c was said
            self._late(c, existing)
            return
        related = [(m, relation(canon, m)) for m in self._current(c.user_id, mid)]
        conflicts = [m for m, r in related if r == "conflict"]
        same = [m for m, r in related if r == "same"]
        if existing is None and same:
            self._hit(c, same[0], "duplicates")
            return
        if existing is None and not conflicts:
            duplicate, conflicts = self._ambiguous(c, vector, [m for m, r in related if r is None])
            if duplicate is not None:
                self._hit(c, duplicate, "duplicates")
                return
        newer = [m for m in conflicts if m.decided_after(c.ts)]
        if newer:  # the user has said something else since: c is history, not the truth
            if existing is not None:
                self._late(c, existing)
            else:
                truth = max(newer, key=lambda m: (m.decided_at, m.memory_id))
                self._history(c, vector, canon, mid, truth)
            return
        self._assert(c, vector, canon, mid, existing, conflicts)

    def _late(self, c: MemoryCandidate, memory: StoredMemory) -> None:
        """A candidate for a retired memory, from before it was retired: nothing changes."""
        self.plan.stats["late"] += 1
        self.plan.audit.append(AuditRow(c.user_id, memory.memory_id, "late", memory.version,
                                        {"candidate_id": c.candidate_id}))

    def _fields(self, c: MemoryCandidate, canon: CanonicalFact) -> dict[str, Any]:
        """The snapshot fields a candidate sets on the memory it asserts."""
        return {
            "fact_key": c.fact_key, "fact_value": c.fact_value, "canonical_key": canon.key,
            "content": c.content, "category": c.category, "tags": c.tags,
            "slot_hint": c.slot_hint, "superseded": False, "superseded_by": None,
            "embedding_model": self.model, "embedding_revision": self.revision,
            "source_turn_id": c.turn_id, "session_id": c.session_id, "updated_at": self.now,
            "turn_ts": c.ts.isoformat(),
        }

    def _history(self, c: MemoryCandidate, vector: Sequence[float], canon: CanonicalFact,
                 mid: str, truth: StoredMemory) -> None:
        """A new fact from before the user's present truth `truth` was decided: kept as history,
        born superseded by it. The present truth is not rewritten (no version, no edge): what
        was current stays exactly as it was, in every store."""
        snapshot = MemorySnapshot.model_validate({
            **self._fields(c, canon), "superseded": True, "superseded_by": truth.memory_id,
            "memory_id": mid, "user_id": c.user_id, "source": c.source,
            "importance": c.importance, "supersedes": None, "created_at": self.now})
        self.write(StoredMemory(snapshot, 0, 1, canon.value, canon.polarity, tuple(vector),
                                decided_at=c.ts), "insert", ())
        self.plan.stats["late"] += 1

    def _assert(self, c: MemoryCandidate, vector: Sequence[float], canon: CanonicalFact,
                mid: str, existing: StoredMemory | None, conflicts: list[StoredMemory]) -> None:
        supersedes = conflicts[0].memory_id if conflicts else None
        superseding = tuple(events.edge("SUPERSEDES", m.memory_id) for m in conflicts)
        fields = self._fields(c, canon)
        recent = self.state.recent.setdefault(c.user_id, [])
        if existing is not None:  # A -> B -> A: A is the present truth again
            snapshot = existing.snapshot.model_copy(update={
                **fields, "importance": max(existing.snapshot.importance, c.importance),
                "supersedes": supersedes or existing.snapshot.supersedes})
            kept = tuple(e for e in existing.edges if e["type"] != "SUPERSEDES")
            edges = kept + superseding if superseding or kept != existing.edges else None
            self.write(replace(existing, snapshot=snapshot, hit_count=existing.hit_count + 1,
                                embedding=tuple(vector), deleted=False, decided_at=c.ts),
                       "revive", edges)
            self.plan.stats["revived"] += 1
        else:
            snapshot = MemorySnapshot.model_validate({
                **fields, "memory_id": mid, "user_id": c.user_id, "source": c.source,
                "importance": c.importance, "supersedes": supersedes, "created_at": self.now})
            window = [(m, self.state.memories[m].embedding) for m in recent
                      if m in self.state.memories]
            new_edges = ([events.edge("FOLLOWS", recent[0])] if recent else []) + \
                events.similar_edges(vector, window, self.policy.similar_threshold,
                                     self.policy.similar_limit)
            self.write(StoredMemory(snapshot, 0, 1, canon.value, canon.polarity, tuple(vector),
                                    decided_at=c.ts), "insert", tuple(new_edges) + superseding)
            recent.insert(0, mid)
            del recent[self.policy.window:]
            self.plan.stats["inserted"] += 1
        for old in conflicts:
            self._supersede(old, mid, c.ts)

    def _supersede(self, old: StoredMemory, by: str, ts: datetime) -> None:
        snapshot = old.snapshot.model_copy(update={
            "superseded": True, "superseded_by": by, "updated_at": self.now})
        self.write(replace(old, snapshot=snapshot, decided_at=ts), "supersede")
        self.plan.stats["supersedes"] += 1


def plan_commit(
    state: CommitState, items: Sequence[tuple[MemoryCandidate, Sequence[float]]],
    policy: CommitPolicy, now: datetime, *, model: str, revision: str,
    verdicts: Verdicts | None = None,
) -> CommitPlan:
    """Decide every candidate of a batch, in order, against (a copy of) `state`, updated as it
    goes so two candidates of one user in one batch are judged against each other.

    - a candidate id already committed: skipped (redelivery);
    - a candidate of an erased user made before the erase: dropped, nothing written;
    - the same fact, current: a hit (`hit_count` + 1), no new version;
    - the same fact from another source, or a semantic duplicate (cosine at or above the
      model's duplicate band, where structure gives no answer): a hit on that memory;
    - a conflict by structure (a single-valued key with another value; the same object with
      the opposite polarity), or by the judge's verdict (at most `judge_limit` memories in the
      conflict band, identity/preference/fact only): the candidate's memory supersedes them;
    - a fact that was superseded or deleted and is asserted again: revived (a new version);
    - otherwise: a new memory (FOLLOWS the user's latest, SIMILAR_TO its nearest).

    Late candidates (event time, `StoredMemory.decided_at`): a candidate whose turn is older
    than the decision that retired its memory changes nothing; one that conflicts with a
    present truth decided by a later turn does not supersede it — a new fact is kept as
    history, born superseded by that truth (`_history`). Both count as `late`. Hits move a
    memory's `decided_at` forward (a re-assertion is a decision).

    A judge question without a verdict in `verdicts` is listed in `plan.questions` and decided
    "not contradictory"; the caller may ask the judge and plan again with the answers.
    """
    own = CommitState(dict(state.memories), set(state.processed),
                      {user: list(ids) for user, ids in state.recent.items()}, state.erased)
    planner = _Planner(own, policy, now, verdicts or {}, model, revision)
    for candidate, vector in items:
        planner.candidate(candidate, vector)
    return planner.plan


def fold(state: CommitState, plan: CommitPlan) -> CommitState:
    """The state after `plan` is persisted (pure): what the next plan of these users sees."""
    after = CommitState(dict(state.memories), state.processed | {p[0] for p in plan.processed},
                        {user: list(ids) for user, ids in state.recent.items()}, state.erased)
    for memory_id, write in plan.writes.items():
        after.memories[memory_id] = write.memory
        if write.expected_version == 0:
            after.recent.setdefault(write.memory.snapshot.user_id, []).insert(0, memory_id)
    for key, count in plan.hits.items():  # persisted after the writes, likewise
        hit = after.memories[key[1]]
        at = plan.hit_at.get(key)
        after.memories[key[1]] = replace(hit, hit_count=hit.hit_count + count, decided_at=(
            hit.decided_at if at is None or hit.decided_after(at) else at))
    return after


def plan_delete(memory: StoredMemory, now: datetime, actor: str) -> CommitPlan:
    """A delete is a new version with no content on the wire (a tombstone), never a removal."""
    builder = PlanBuilder(CommitState({memory.memory_id: memory}), now)
    snapshot = memory.snapshot.model_copy(update={"updated_at": now.isoformat()})
    builder.write(replace(memory, snapshot=snapshot, deleted=True, decided_at=now), "delete",
                  diff={"actor": actor})
    builder.plan.stats["deleted"] += 1
    return builder.plan
