"""The fallback outbox relay on the real PostgreSQL + Kafka: claims, leases, marks, records.

Isolation: the stack is shared. Every test writes fresh users and confines the relay to them
(`user_ids`), so it never publishes or marks another test's rows. The Debezium connector runs
on the same database and publishes these rows as well; its records carry Debezium 3's
`__debezium.context.*` headers and the relay's do not, so the relay's records are counted
exactly without pausing the shared connector. Were those headers ever turned off, the
exactly-once assertions would fail (two records per event), not pass vacuously.
"""

from __future__ import annotations

import asyncio
import uuid
from collections import defaultdict
from datetime import UTC, datetime
from typing import Any

import orjson
import pytest
from aiokafka.errors import KafkaConnectionError

from connectors import relay as relay_module
from connectors.kafka_admin import ensure_topics, read_all
from connectors.postgres.outbox_relay import PostgresOutboxSource
from connectors.postgres.repository import PostgresMemoryRepository
from connectors.relay import RelayStats, run_relay
from streams.records import MemoryCandidate
from streams.settings import settings
from streams.topics import CATALOGUE, OUTBOX_MILVUS, OUTBOX_NEO4J

pytestmark = pytest.mark.integration

Message = tuple[str, bytes | None, bytes | None, list[tuple[str, bytes]]]


def dsn() -> str:
    return settings().postgres.dsn.get_secret_value()


def bootstrap() -> str:
    return settings().kafka.bootstrap_servers


@pytest.fixture(scope="module")
async def topics(stack: None) -> None:
    k = settings().kafka
    await ensure_topics(k.bootstrap_servers, [t.name for t in CATALOGUE], k.partitions,
                        k.replication_factor)


def fresh_user() -> str:
    return f"test-relay-{uuid.uuid4().hex[:12]}"


async def commit(pg_pool: Any, user: str, memories: int) -> list[Any]:
    """Commit `memories` memories for `user`; returns the user's outbox rows (2 events for the
    first memory, 3 for each next one: vector, node, FOLLOWS edges)."""
    items = [(MemoryCandidate(
        candidate_id=str(uuid.uuid4()), turn_id=f"{user}-{n}", user_id=user, session_id="s",
        ts=datetime.now(UTC), source="user", fact_key="message", fact_value=f"relay fact {n}",
        content=f"relay fact {n}", importance=0.7), [0.1 + n / 1000] * 384)
        for n in range(memories)]
    await PostgresMemoryRepository(pg_pool).commit(items, "m", "r")
    rows: list[Any] = await pg_pool.fetch(
        "SELECT * FROM memory_outbox WHERE user_id = $1 ORDER BY occurred_at", user)
    assert len(rows) == 3 * memories - 1
    return rows


async def relay_messages(event_ids: set[str]) -> dict[str, list[Message]]:
    """The relay-published records (not Debezium's copies) of these events, by event id."""
    found: dict[str, list[Message]] = defaultdict(list)
    for topic in (OUTBOX_MILVUS, OUTBOX_NEO4J):
        for key, value, headers in await read_all(bootstrap(), topic):
            if any(name.startswith("__debezium.") for name, _ in headers):
                continue
            event_id = dict(headers).get("id", b"").decode()
            if event_id in event_ids:
                found[event_id].append((topic, key, value, headers))
    return found


async def test_relay_publishes_what_debezium_would_and_marks_it(
    pg_pool: Any, topics: None
) -> None:
    user = fresh_user()
    rows = await commit(pg_pool, user, 3)
    ids = {str(r["event_id"]) for r in rows}
    stats = await run_relay(dsn=dsn(), bootstrap=bootstrap(), relay_id=f"a-{user}", once=True,
                            user_ids=[user])
    assert stats == RelayStats(published=len(rows))
    found = await relay_messages(ids)
    assert set(found) == ids
    for r in rows:
        [(topic, key, value, headers)] = found[str(r["event_id"])]
        assert topic == f"memory.outbox.{r['target']}.v1"
        assert key == r["event_key"].encode()
        assert headers == [("id", str(r["event_id"]).encode()),
                           ("version", str(r["aggregate_version"]).encode()),
                           ("eventType", r["event_type"].encode())]
        assert value is not None and orjson.loads(value) == r["payload"]
    marks = await pg_pool.fetch(
        "SELECT status, locked_at, locked_by, processed_at, attempts FROM memory_outbox"
        " WHERE user_id = $1", user)
    assert all(m["status"] == "published" and m["locked_at"] is None and m["attempts"] == 0
               and m["locked_by"] == f"a-{user}" and m["processed_at"] for m in marks)

    again = await run_relay(dsn=dsn(), bootstrap=bootstrap(), once=True, user_ids=[user])
    assert again == RelayStats()
    assert {e: len(m) for e, m in (await relay_messages(ids)).items()} == dict.fromkeys(ids, 1)


async def test_three_relays_in_parallel_publish_every_row_exactly_once(
    pg_pool: Any, topics: None
) -> None:
    users = [fresh_user() for _ in range(4)]
    rows = [r for u in users for r in await commit(pg_pool, u, 25)]
    assert len(rows) == 296
    ids = {str(r["event_id"]) for r in rows}
    relays = [f"b{i}-{users[0]}" for i in range(3)]
    # small batches: a dozen claims for three relays to contend over
    results = await asyncio.gather(*(run_relay(
        dsn=dsn(), bootstrap=bootstrap(), relay_id=relay, batch=25, once=True, user_ids=users)
        for relay in relays))
    assert sum(s.published for s in results) == len(rows)
    counts = {e: len(m) for e, m in (await relay_messages(ids)).items()}
    assert counts == dict.fromkeys(ids, 1)
    marks = await pg_pool.fetch(
        "SELECT status, locked_by FROM memory_outbox WHERE user_id = ANY($1::text[])", users)
    assert {m["status"] for m in marks} == {"published"}
    assert len({m["locked_by"] for m in marks}) >= 2, "the relays did not run concurrently"


async def test_failed_publishes_back_off_then_the_row_is_dead(pg_pool: Any) -> None:
    user = fresh_user()
    await commit(pg_pool, user, 1)
    source = PostgresOutboxSource(pg_pool)
    for attempt in range(1, 11):
        claimed = await source.claim("c", 100, 30.0, [user])
        assert len(claimed) == 2 and {r.attempts for r in claimed} == {attempt - 1}
        retried, dead = await source.mark_failed(
            "c", [r.event_id for r in claimed], f"kafka refused: try {attempt}", 10)
        assert (retried, dead) == ((2, 0) if attempt < 10 else (0, 2))
        state = await pg_pool.fetch(
            "SELECT status, attempts, last_error, locked_at,"
            " extract(epoch FROM available_at - now())::float8 AS due_in"
            " FROM memory_outbox WHERE user_id = $1", user)
        for s in state:
            assert (s["attempts"], s["last_error"], s["locked_at"]) == (
                attempt, f"kafka refused: try {attempt}", None)
            assert s["status"] == ("pending" if attempt < 10 else "dead")
            assert 2**attempt - 1 < s["due_in"] <= 2**attempt  # 2, 4 ... 1024 s
        # not due during the backoff; then make it due to fail it again without waiting
        assert await source.claim("c", 100, 30.0, [user]) == []
        await pg_pool.execute(
            "UPDATE memory_outbox SET available_at = now() WHERE user_id = $1", user)
    assert await source.claim("c", 100, 30.0, [user]) == []  # dead rows are never claimed


async def test_a_claim_takes_the_oldest_due_rows_in_publish_order(pg_pool: Any) -> None:
    user = fresh_user()
    rows = await commit(pg_pool, user, 3)
    # every row its own due time, in an order unrelated to insertion (and to UPDATE's order)
    due = {str(r["event_id"]): (n * 7) % len(rows) + 1 for n, r in enumerate(rows)}
    await pg_pool.executemany(
        "UPDATE memory_outbox SET available_at = now() - make_interval(secs => $2)"
        " WHERE event_id = $1", [(e, float(s)) for e, s in due.items()])
    oldest_first = sorted(due, key=lambda e: -due[e])
    source = PostgresOutboxSource(pg_pool)
    first = await source.claim("o", 3, 30.0, [user])
    rest = await source.claim("o", 100, 30.0, [user])
    assert [r.event_id for r in first + rest] == oldest_first


async def test_an_expired_lease_moves_to_another_relay_and_late_marks_change_nothing(
    pg_pool: Any,
) -> None:
    user = fresh_user()
    await commit(pg_pool, user, 1)
    source = PostgresOutboxSource(pg_pool)
    ids = [r.event_id for r in await source.claim("A", 100, 30.0, [user])]
    assert len(ids) == 2
    assert await source.claim("B", 100, 30.0, [user]) == []  # A's lease holds
    await asyncio.sleep(0.3)
    taken = await source.claim("B", 100, 0.2, [user])  # for B, leases of 0.2 s have expired
    assert sorted(r.event_id for r in taken) == sorted(ids)
    assert await source.mark_published("A", ids) == 0
    assert await source.mark_failed("A", ids, "late", 10) == (0, 0)
    assert await source.release("A", ids) == 0
    state = await pg_pool.fetch("SELECT status, locked_by, attempts, last_error, locked_at"
                                " FROM memory_outbox WHERE user_id = $1", user)
    assert all((s["status"], s["locked_by"], s["attempts"], s["last_error"]) ==
               ("pending", "B", 0, None) and s["locked_at"] for s in state)
    assert await source.mark_published("B", ids) == 2
    assert await source.mark_published("B", ids) == 0  # replaying a mark is harmless


async def test_the_polling_relay_publishes_new_rows_and_stops_on_request(
    pg_pool: Any, topics: None
) -> None:
    user = fresh_user()
    stop = asyncio.Event()
    task = asyncio.create_task(run_relay(dsn=dsn(), bootstrap=bootstrap(), poll_s=0.1,
                                         stop=stop, user_ids=[user]))
    rows = await commit(pg_pool, user, 2)
    for _ in range(200):  # up to 20 s
        if not await pg_pool.fetchval("SELECT count(*) FROM memory_outbox"
                                      " WHERE user_id = $1 AND status = 'pending'", user):
            break
        await asyncio.sleep(0.1)
    stop.set()
    stats = await asyncio.wait_for(task, 10)
    assert stats == RelayStats(published=len(rows))


@pytest.mark.parametrize("outage", ["kafka", "postgres"])
async def test_an_outage_pauses_the_relay_and_marks_nothing(
    pg_pool: Any, outage: str
) -> None:
    user = fresh_user()
    rows = await commit(pg_pool, user, 1)
    closed_port = "127.0.0.1:1"
    stop = asyncio.Event()
    task = asyncio.create_task(run_relay(
        dsn="postgresql://memstream:x@127.0.0.1:1/memstream" if outage == "postgres" else dsn(),
        bootstrap=closed_port if outage == "kafka" else bootstrap(), once=True, stop=stop,
        user_ids=[user]))
    await asyncio.sleep(1.5)
    assert not task.done(), "once=True must wait an outage out, not return or crash"
    stop.set()
    assert await asyncio.wait_for(task, 10) == RelayStats()
    state = await pg_pool.fetch("SELECT status, attempts, locked_at FROM memory_outbox"
                                " WHERE user_id = $1", user)
    assert [(s["status"], s["attempts"], s["locked_at"]) for s in state] == [
        ("pending", 0, None)] * len(rows)


class BrokerDyingAfter:
    """Producers whose broker acks `n` records in all, then is gone (every later send fails,
    also from the fresh producer the relay starts after its pause)."""

    n = 0
    sent = 0

    def __init__(self, **_: Any) -> None: ...

    async def start(self) -> None: ...

    async def stop(self) -> None: ...

    async def send(self, topic: str, **_: Any) -> asyncio.Future[None]:
        if self.sent >= self.n:
            raise KafkaConnectionError("broker gone")
        BrokerDyingAfter.sent += 1
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        fut.set_result(None)
        return fut


async def test_kafka_dying_mid_batch_marks_the_acked_and_releases_the_rest(
    pg_pool: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = fresh_user()
    rows = await commit(pg_pool, user, 2)
    monkeypatch.setattr(BrokerDyingAfter, "n", 2)
    monkeypatch.setattr(BrokerDyingAfter, "sent", 0)
    monkeypatch.setattr(relay_module, "AIOKafkaProducer", BrokerDyingAfter)
    stop = asyncio.Event()
    task = asyncio.create_task(run_relay(dsn=dsn(), bootstrap=bootstrap(), relay_id=f"m-{user}",
                                         once=True, stop=stop, user_ids=[user]))
    await asyncio.sleep(0.5)
    assert not task.done(), "an outage must pause the relay"
    stop.set()
    assert await asyncio.wait_for(task, 10) == RelayStats(published=2)
    state = await pg_pool.fetch(
        "SELECT status, attempts, locked_at FROM memory_outbox WHERE user_id = $1"
        " ORDER BY available_at, occurred_at, aggregate_version, event_id", user)
    assert [(s["status"], s["attempts"], s["locked_at"]) for s in state] == (
        [("published", 0, None)] * 2 + [("pending", 0, None)] * (len(rows) - 2))
