"""PostgresMemoryRepository: load -> plan -> persist memories with their outbox, one transaction."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol, runtime_checkable

from agents.commit_memories import planning
from agents.commit_memories.bands import FALLBACK_BANDS
from agents.commit_memories.canonical import canonicalize
from agents.commit_memories.planning import (
    CommitPlan,
    CommitPolicy,
    Question,
    plan_commit,
    plan_delete,
)
from connectors.postgres.memory_cache import MemoryCache
from connectors.postgres.memory_rows import COLUMNS, load_commit_state, persist, stored
from connectors.postgres.pool import translated
from streams import metrics
from streams.errors import RequestFailedError, TransientError
from streams.records import MemoryCandidate

log = logging.getLogger("memstream.commit")



@runtime_checkable
class ConflictJudge(Protocol):
    """Answers the questions write-time governance could not settle by structure or similarity
    (see agents.commit_memories.judge). Contract: returns a verdict for the questions it could
    decide (True = contradicts); raises nothing for bad model output (no verdict instead)."""

    async def judge(self, questions: Sequence[Question]) -> dict[tuple[str, str], bool]: ...


@dataclass
class CommitResult:
    """What one batch commit did, and the users whose consolidation is now due."""

    stats: Counter[str] = field(default_factory=Counter)
    due_users: list[str] = field(default_factory=list)


class PostgresMemoryRepository:
    """The write side of the source of truth.

    Contract: `commit` loads (and locks) the batch users' relevant memories, plans the batch
    with `plan_commit`, and writes every new version with its content hash, outbox events,
    edge sets and audit rows in ONE transaction, or nothing. A candidate seen before (same
    candidate id) is skipped, so redelivery and replay change nothing. Raises TransientError
    when PostgreSQL is unreachable or a row changed underneath (the caller retries the whole
    batch) and PoisonError when the data is refused.
    """

    def __init__(self, pool: Any, policy: CommitPolicy | None = None,
                 actor: str = "commit_memories", *, judge: ConflictJudge | None = None,
                 governance_every: int = 5, cache_size: int = 20_000) -> None:
        self._pool = pool
        self._cache = MemoryCache(cache_size)
        self._policy = policy or CommitPolicy(FALLBACK_BANDS)
        self._actor = actor
        self._judge = judge
        self._every = governance_every

    async def _verdicts(self, questions: Sequence[Question]) -> dict[tuple[str, str], bool]:
        """The judge's answers; a failing judge degrades to "not contradictory"."""
        if self._judge is None or not questions:
            return {}
        metrics.inc("governance_judge_calls_total", len(questions))
        try:
            return await self._judge.judge(questions)
        except (TransientError, RequestFailedError) as exc:
            metrics.inc("governance_judge_failures_total")
            log.warning("conflict judge failed, deciding 'not contradictory': %s", exc)
            return {}

    async def commit(
        self, items: Sequence[tuple[MemoryCandidate, Sequence[float]]],
        embedding_model: str, embedding_revision: str, now: datetime | None = None,
    ) -> CommitResult:
        now = now or datetime.now(UTC)
        uids = [planning.memory_uid(c, self._policy.id_secret) for c, _ in items]
        keys = [canonicalize(c.fact_key, c.fact_value).key for c, _ in items]
        result = CommitResult()
        async with translated("commit"), self._pool.acquire() as conn, conn.transaction():
            state = await load_commit_state(
                conn, [c.user_id for c, _ in items], uids, keys,
                [c.candidate_id for c, _ in items], self._policy.window, self._cache)

            def plan(verdicts: dict[tuple[str, str], bool]) -> CommitPlan:
                return plan_commit(state, items, self._policy, now, model=embedding_model,
                                   revision=embedding_revision, verdicts=verdicts)

            draft = plan({})
            verdicts = await self._verdicts(draft.questions)
            final = plan(verdicts) if verdicts else draft
            await persist(conn, final, self._actor, now)
            result.stats = final.stats
            result.due_users = await self._count_commits(conn, final, now)
        for name, value in final.stats.items():
            metrics.inc(f"governance_{name}_total", value)
        return result

    async def _count_commits(self, conn: Any, plan: CommitPlan, now: datetime) -> list[str]:
        """Add the batch's new memories to each user's governance counter; the users at or
        past `governance_every` are due for consolidation."""
        per_user = Counter(w.memory.snapshot.user_id for w in plan.writes.values()
                           if w.expected_version == 0)
        if not per_user:
            return []
        rows = await conn.fetch(
            "INSERT INTO memory_governance (user_id, commits_since, last_write_at)"
            " SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[])"
            " ON CONFLICT (user_id) DO UPDATE SET commits_since ="
            " memory_governance.commits_since + EXCLUDED.commits_since,"
            " last_write_at = EXCLUDED.last_write_at RETURNING user_id, commits_since",
            list(per_user), list(per_user.values()), [now] * len(per_user))
        return sorted(r["user_id"] for r in rows if r["commits_since"] >= self._every)

    async def delete(self, user_id: str, memory_id: str, actor: str,
                     now: datetime | None = None) -> bool:
        """Delete one memory: a new version with `deleted_at` set, tombstone events for both
        sinks (no content on the wire), an audit row. False when there is no live memory."""
        now = now or datetime.now(UTC)
        if not user_id:
            return False
        async with translated("delete"), self._pool.acquire() as conn, conn.transaction():
            row = await conn.fetchrow(
                f"SELECT {COLUMNS} FROM long_term_memory WHERE user_id = $1 AND memory_uid = $2"
                " AND deleted_at IS NULL FOR UPDATE", user_id, memory_id)
            if row is None:
                return False
            await persist(conn, plan_delete(stored(row), now, actor), actor, now)
        metrics.inc("governance_deletes_total")
        return True

    async def stamps(self, user_ids: Sequence[str]) -> dict[str, tuple[int, str]]:
        """memory_uid -> (version, content_hash) of the live memories of these users."""
        async with translated("stamps"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                "SELECT memory_uid, version, content_hash FROM long_term_memory"
                " WHERE user_id = ANY($1::text[]) AND deleted_at IS NULL",
                [u for u in user_ids if u],
            )
        return {str(r["memory_uid"]): (r["version"], r["content_hash"]) for r in rows}

    async def memories(self, user_id: str, limit: int = 20) -> list[dict[str, Any]]:
        """A user's live memories, newest first (content, category, slot, importance)."""
        if not user_id:
            return []
        async with translated("memories"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                "SELECT content, category, slot_hint, importance, source FROM long_term_memory"
                " WHERE user_id = $1 AND deleted_at IS NULL AND NOT superseded"
                " ORDER BY id DESC LIMIT $2", user_id, limit)
        return [dict(r) for r in rows]

    async def outbox_count(self, user_ids: Sequence[str]) -> int:
        """How many outbox events these users' memories produced."""
        async with translated("outbox_count"), self._pool.acquire() as conn:
            count: int = await conn.fetchval(
                "SELECT count(*) FROM memory_outbox WHERE user_id = ANY($1::text[])",
                [u for u in user_ids if u],
            )
        return count
