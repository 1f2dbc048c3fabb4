"""The fallback outbox relay: memory_outbox -> Kafka for deployments without Kafka Connect."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from aiokafka import AIOKafkaProducer
from aiokafka.errors import KafkaError, MessageSizeTooLargeError, RecordTooLargeError

from connectors.postgres.outbox_relay import OutboxRecord, PostgresOutboxSource, kafka_record
from connectors.postgres.pool import create_pool
from streams.errors import TransientError
from streams.retry import backoff_seconds as pause_seconds

log = logging.getLogger("memstream.relay")

#: longest pause between two tries while PostgreSQL or Kafka is down
PAUSE_CAP_S = 30.0
#: what the broker refuses because of the record itself: the row is retried with backoff, then
#: dead. Every other Kafka error is an outage (a missing topic or ACL too): pause, mark nothing.
RECORD_ERRORS = (MessageSizeTooLargeError, RecordTooLargeError)


@dataclass
class RelayStats:
    """What a relay did: rows the broker acked, publishes it refused (attempts bumped), and the
    rows among those that reached max_attempts and are now dead."""

    published: int = 0
    failed: int = 0
    dead: int = 0


@dataclass
class Published:
    """The outcome of publishing one claimed batch, by event id."""

    acked: list[str] = field(default_factory=list)
    refused: dict[str, list[str]] = field(default_factory=dict)  # error -> event ids
    unsent: list[str] = field(default_factory=list)  # not acked because Kafka is unreachable
    outage: str | None = None


def default_relay_id() -> str:
    """host:pid:random: unique per process, readable in `locked_by`."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def install_stop_signals(stop: asyncio.Event) -> None:
    """Make SIGTERM / SIGINT set `stop` (call inside the running loop), so `run_relay` finishes
    the batch in flight, publish, ack and mark, before it returns."""
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)


async def publish_batch(producer: Any, records: Sequence[OutboxRecord]) -> Published:
    """Send a batch in claim order and wait for every ack (the producer has acks=all).

    A record error (too large) refuses that row only; the first outage stops sending, and the
    rows not acked are `unsent`. Never raises for Kafka errors: the caller marks what is known.
    """
    out = Published()
    sent: list[tuple[str, asyncio.Future[Any]]] = []
    for i, rec in enumerate(records):
        topic, key, value, headers = kafka_record(rec)
        try:
            sent.append((rec.event_id, await producer.send(
                topic, value=value, key=key, headers=headers)))
        except RECORD_ERRORS as exc:
            out.refused.setdefault(f"kafka refused: {exc!r}", []).append(rec.event_id)
        except (KafkaError, OSError) as exc:
            out.outage = f"kafka send: {exc!r}"
            out.unsent = [r.event_id for r in records[i:]]
            break
    if sent:
        # asyncio.wait, not gather: if we are cancelled, the producer's futures must live on
        await asyncio.wait([fut for _, fut in sent])
    for event_id, fut in sent:
        error = fut.exception()
        if error is None:
            out.acked.append(event_id)
        elif isinstance(error, RECORD_ERRORS):
            out.refused.setdefault(f"kafka refused: {error!r}", []).append(event_id)
        elif isinstance(error, (KafkaError, OSError)):
            out.outage = out.outage or f"kafka ack: {error!r}"
            out.unsent.append(event_id)
        else:
            raise error
    return out


class _Relay:
    """One relay's connections, opened lazily (an outage at start is a pause like any other),
    and its unfinished business: rows acked whose mark PostgreSQL has not taken yet."""

    def __init__(self, dsn: str, bootstrap: str, relay_id: str, batch: int, lease_s: float,
                 max_attempts: int, user_ids: Sequence[str] | None) -> None:
        self.id, self.stats = relay_id, RelayStats()
        self._dsn, self._bootstrap = dsn, bootstrap
        self._batch, self._lease_s, self._max_attempts = batch, lease_s, max_attempts
        self._user_ids = user_ids
        self._pool: Any = None
        self._producer: Any = None
        self._unmarked: list[str] = []

    async def _source(self) -> PostgresOutboxSource:
        if self._pool is None:
            self._pool = await create_pool(self._dsn, min_size=1, max_size=2)
        return PostgresOutboxSource(self._pool)

    async def _started_producer(self) -> Any:
        if self._producer is None:
            producer = AIOKafkaProducer(
                bootstrap_servers=self._bootstrap, acks="all", enable_idempotence=True,
                linger_ms=5, client_id=f"memstream-relay-{self.id}")
            try:
                await producer.start()
            except (KafkaError, OSError) as exc:
                with contextlib.suppress(KafkaError, OSError):
                    await producer.stop()
                raise TransientError(f"kafka producer start: {exc!r}") from exc
            self._producer = producer
        return self._producer

    async def step(self) -> int:
        """One claim -> publish -> mark round; returns the rows claimed (0 = nothing due).
        Raises TransientError on an outage, after marking whatever is already known."""
        source = await self._source()
        if self._unmarked:
            await source.mark_published(self.id, self._unmarked)
            self._unmarked = []
        producer = await self._started_producer()
        records = await source.claim(self.id, self._batch, self._lease_s, self._user_ids)
        if not records:
            return 0
        out = await publish_batch(producer, records)
        if out.outage is not None:
            # a producer that lost batches may be out of sequence: start afresh after the pause
            await self._stop_producer()
        self.stats.published += len(out.acked)
        # kept until PostgreSQL takes the mark: a blip here must not cost a republish
        self._unmarked = out.acked
        await source.mark_published(self.id, out.acked)
        self._unmarked = []
        for error, ids in out.refused.items():
            retried, dead = await source.mark_failed(self.id, ids, error, self._max_attempts)
            self.stats.failed += retried + dead
            self.stats.dead += dead
        if out.outage is not None:
            with contextlib.suppress(TransientError):
                await source.release(self.id, out.unsent)
            raise TransientError(out.outage)
        log.debug("relay %s: claimed %d, acked %d", self.id, len(records), len(out.acked))
        return len(records)

    async def _stop_producer(self) -> None:
        producer, self._producer = self._producer, None
        if producer is not None:
            with contextlib.suppress(KafkaError, OSError):
                await producer.stop()  # flushes what was sent; unacked rows are not marked

    async def close(self) -> None:
        await self._stop_producer()
        pool, self._pool = self._pool, None
        if pool is not None and self._unmarked:
            # last chance for acked rows; failing that they are republished after the lease
            with contextlib.suppress(TransientError):
                await PostgresOutboxSource(pool).mark_published(self.id, self._unmarked)
        if pool is not None:
            try:
                await asyncio.wait_for(pool.close(), timeout=5.0)
            except (TimeoutError, OSError):
                pool.terminate()


async def _wait(stop: asyncio.Event, seconds: float) -> None:
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), seconds)


async def run_relay(
    *, dsn: str, bootstrap: str, relay_id: str | None = None, batch: int = 100,
    lease_s: float = 30.0, max_attempts: int = 10, poll_s: float = 0.5, once: bool = False,
    stop: asyncio.Event | None = None, user_ids: Sequence[str] | None = None,
) -> RelayStats:
    """Publish pending outbox rows to `memory.outbox.<target>.v1` until `stop` is set.

    Each round claims up to `batch` due rows (a lease of `lease_s`), publishes them as Debezium
    would (see `kafka_record`) with acks=all and an idempotent producer, waits for every ack,
    then marks the acked rows published. A row the broker refuses (too large) is retried after
    `1 << min(attempts, 10)` s and is `dead` after `max_attempts`. A PostgreSQL or Kafka outage
    pauses the loop with capped backoff (it never crashes and marks nothing it does not know);
    unacked rows are released to be claimed again.

    Delivery is at least once: a row is marked published only after its ack, so a crash, a hard
    cancel or a lost mark between ack and mark republishes it after the lease. Setting `stop`
    (see `install_stop_signals`) is the graceful path: the batch in flight completes first.

    Order: one relay publishes an aggregate's rows in version order (the claim order, batches
    in sequence, one key = one partition). Relays running in parallel may interleave two
    versions of one aggregate held in different batches, as may a retry after backoff; both
    are safe because every event is a full versioned snapshot and the projections drop a
    version lower than the stored one (stale) and skip an equal one (duplicate).

    `once=True` drains what is due and returns (tests, cron); it still waits out outages.
    `user_ids` confines the relay to these users' rows (tests, targeted drains); None = all.
    """
    stop = stop if stop is not None else asyncio.Event()
    relay = _Relay(dsn, bootstrap, relay_id or default_relay_id(), batch, lease_s,
                   max_attempts, user_ids)
    outages = 0
    try:
        while not stop.is_set():
            try:
                claimed = await relay.step()
            except TransientError as exc:
                outages += 1
                delay = pause_seconds(outages, PAUSE_CAP_S)
                log.warning("relay %s paused %.1fs (outage %d): %s", relay.id, delay, outages,
                            exc)
                await _wait(stop, delay)
                continue
            outages = 0
            if claimed == 0:
                if once:
                    break
                await _wait(stop, poll_s)
    finally:
        await relay.close()
    log.info("relay %s stopped: %s", relay.id, relay.stats)
    return relay.stats
