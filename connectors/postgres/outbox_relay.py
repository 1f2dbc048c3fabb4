"""PostgresOutboxSource: the fallback relay's claims on memory_outbox, and its pure rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import orjson

from connectors.postgres.pool import translated
from streams.topics import event_key, outbox_topic

Status = Literal["pending", "dead"]
KafkaRecord = tuple[str, bytes, bytes, list[tuple[str, bytes]]]

#: longest `last_error` kept: enough for a driver message, not for a runaway traceback
MAX_ERROR_CHARS = 2000


@dataclass(frozen=True)
class OutboxRecord:
    """One claimed `memory_outbox` row, as the relay publishes it."""

    event_id: str
    aggregate_id: str
    user_id: str
    aggregate_version: int
    event_type: str
    target: str
    payload: dict[str, Any]
    attempts: int


def backoff_seconds(attempts: int) -> int:
    """Seconds a row waits after its `attempts`-th failed publish: 2, 4, 8 ... capped at 1024."""
    return 1 << min(attempts, 10)


def after_failure(attempts: int, max_attempts: int) -> tuple[int, Status, int]:
    """A row that had failed `attempts` times fails once more: its new attempt count, its status
    (`dead` once the count reaches `max_attempts`) and the seconds until it is due again."""
    done = attempts + 1
    return done, ("dead" if done >= max_attempts else "pending"), backoff_seconds(done)


def kafka_record(rec: OutboxRecord) -> KafkaRecord:
    """(topic, key, value, headers) exactly as Debezium's EventRouter routes the row: topic by
    `target`, key = the event key (`<aggregate_id>:<family>`, see `topics.event_key`), value =
    the payload JSON, headers id / version / eventType.

    The value's bytes differ from Debezium's (PostgreSQL prints jsonb with spaces), its JSON does
    not; consumers parse the value, so they cannot tell a relay record from a Debezium one."""
    headers = [
        ("id", rec.event_id.encode()),
        ("version", str(rec.aggregate_version).encode()),
        ("eventType", rec.event_type.encode()),
    ]
    key = event_key(rec.aggregate_id, rec.event_type)
    return (outbox_topic(rec.target), key.encode(), orjson.dumps(rec.payload), headers)


# Claim order = publish order: a relay sends one batch in this order and batches one after the
# other, so one aggregate's rows (same target = same topic, same key = same partition) leave a
# relay in version order. available_at first: it is the index, and equals occurred_at until a
# row has failed.
_ORDER = "available_at, occurred_at, aggregate_version, event_id"
_CLAIM = f"""
WITH due AS (
    SELECT event_id FROM memory_outbox
    WHERE status = 'pending' AND available_at <= now()
      AND (locked_at IS NULL OR locked_at < now() - make_interval(secs => $3))
      AND ($4::text[] IS NULL OR user_id = ANY($4::text[]))
    ORDER BY {_ORDER}
    LIMIT $2
    FOR UPDATE SKIP LOCKED
), claimed AS (
    UPDATE memory_outbox o SET locked_at = now(), locked_by = $1
    FROM due WHERE o.event_id = due.event_id
    RETURNING o.event_id, o.aggregate_id, o.user_id, o.aggregate_version, o.event_type,
              o.target, o.payload, o.attempts, o.available_at, o.occurred_at
)
SELECT * FROM claimed ORDER BY {_ORDER}
"""
# every write below is guarded by `locked_by = $me`: a relay whose lease expired and whose rows
# another relay claimed since must not overwrite that claim
_PUBLISHED = """
UPDATE memory_outbox SET status = 'published', processed_at = now(), locked_at = NULL
WHERE event_id = ANY($2::uuid[]) AND locked_by = $1 AND status = 'pending'
  AND locked_at IS NOT NULL
"""
_LOCK_MINE = """
SELECT event_id, attempts FROM memory_outbox
WHERE event_id = ANY($2::uuid[]) AND locked_by = $1 AND status = 'pending'
  AND locked_at IS NOT NULL
FOR UPDATE
"""
_FAILED = """
UPDATE memory_outbox o
SET attempts = f.attempts, status = f.status, last_error = $2, locked_at = NULL,
    available_at = now() + make_interval(secs => f.delay)
FROM unnest($3::uuid[], $4::int[], $5::text[], $6::int[]) AS f(event_id, attempts, status, delay)
WHERE o.event_id = f.event_id AND o.locked_by = $1
"""
_RELEASE = """
UPDATE memory_outbox SET locked_at = NULL
WHERE event_id = ANY($2::uuid[]) AND locked_by = $1 AND status = 'pending'
"""


def _count(status: str) -> int:
    return int(status.rsplit(" ", 1)[-1])


class PostgresOutboxSource:
    """The relay's side of `memory_outbox`: claim due rows, then mark them published or failed.

    Contract: a claim is a lease (`locked_at`, `locked_by`) taken in ONE statement with
    `FOR UPDATE SKIP LOCKED`, so relays running in parallel never hold the same row in the same
    lease. Every mark applies only to rows the caller still holds; a mark that comes too late
    (the lease expired and another relay claimed the row) changes nothing and is not counted.
    Replaying a mark is harmless: a published row is never claimed or marked again.
    Raises TransientError while PostgreSQL is unreachable (nothing was changed: the statements
    are single transactions), PoisonError if the database refuses the data.
    """

    def __init__(self, pool: Any) -> None:
        self._pool = pool

    async def claim(
        self, relay_id: str, batch: int, lease_s: float,
        user_ids: Sequence[str] | None = None,
    ) -> list[OutboxRecord]:
        """Lease up to `batch` due pending rows (unclaimed, or whose lease of `lease_s` expired)
        to `relay_id`, oldest first, and return them in publish order.

        `user_ids` restricts the claim to these users' rows. Production relays leave it None
        (the relay owns the whole table); it lets tests and targeted drains run next to other
        writers without publishing or marking rows that are not theirs."""
        users = list(user_ids) if user_ids is not None else None
        async with translated("outbox claim"), self._pool.acquire() as conn:
            rows = await conn.fetch(_CLAIM, relay_id, batch, float(lease_s), users)
        return [OutboxRecord(
            event_id=str(r["event_id"]), aggregate_id=r["aggregate_id"], user_id=r["user_id"],
            aggregate_version=r["aggregate_version"], event_type=r["event_type"],
            target=r["target"], payload=r["payload"], attempts=r["attempts"],
        ) for r in rows]

    async def mark_published(self, relay_id: str, event_ids: Sequence[str]) -> int:
        """Mark rows the broker acked as published; returns how many this relay still held."""
        if not event_ids:
            return 0
        async with translated("outbox mark_published"), self._pool.acquire() as conn:
            return _count(await conn.execute(_PUBLISHED, relay_id, list(event_ids)))

    async def mark_failed(
        self, relay_id: str, event_ids: Sequence[str], error: str, max_attempts: int,
    ) -> tuple[int, int]:
        """Record a failed publish of rows this relay holds: attempts + 1, `last_error`, due
        again after `backoff_seconds(attempts)`, lease released; a row reaching `max_attempts`
        becomes `dead` (never claimed again). Returns (retried later, dead)."""
        if not event_ids:
            return 0, 0
        async with (translated("outbox mark_failed"), self._pool.acquire() as conn,
                    conn.transaction()):
            # lock and read first so the one pure rule (`after_failure`) decides, not SQL
            held = await conn.fetch(_LOCK_MINE, relay_id, list(event_ids))
            plans = [after_failure(r["attempts"], max_attempts) for r in held]
            if not plans:
                return 0, 0
            await conn.execute(
                _FAILED, relay_id, error[:MAX_ERROR_CHARS], [r["event_id"] for r in held],
                [p[0] for p in plans], [p[1] for p in plans], [p[2] for p in plans])
        dead = sum(1 for p in plans if p[1] == "dead")
        return len(plans) - dead, dead

    async def release(self, relay_id: str, event_ids: Sequence[str]) -> int:
        """Give back rows this relay holds but did not publish (Kafka went away mid-batch), so
        the next claim, by any relay, takes them at once instead of after the lease. Touches
        neither attempts nor status: an outage is not the row's fault."""
        if not event_ids:
            return 0
        async with translated("outbox release"), self._pool.acquire() as conn:
            return _count(await conn.execute(_RELEASE, relay_id, list(event_ids)))
