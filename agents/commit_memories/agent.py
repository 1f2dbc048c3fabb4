"""The `commit_memories` agent: memory.candidates.v1 -> PostgreSQL (memory + outbox, one txn)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from functools import partial
from typing import Any

from streams.app import app, candidates_dlq_topic, candidates_topic
from streams.batching import dead_letter_event, parse_each, run_batches
from streams.entrypoints import wiring
from streams.errors import PoisonError
from streams.records import MemoryCandidate
from streams.retry import until_done
from streams.settings import settings


async def handle_candidates(events: Sequence[Any]) -> None:
    """Embed the batch, then commit it in one transaction, retrying while PostgreSQL is down;
    then consolidate the users whose governance trigger is due.

    A batch PostgreSQL refuses as data (PoisonError) is retried record by record, so one bad
    candidate is dead-lettered and the others still commit.
    """
    valid = await parse_each(events, MemoryCandidate, candidates_dlq_topic, "invalid_candidate")
    if not valid:
        return
    embedder = wiring.embedder()
    vectors = await until_done(lambda: embedder.embed([c.content for _, c in valid]),
                               what="embedder")
    repo = await wiring.memory_repository()
    items = [(c, v) for (_, c), v in zip(valid, vectors, strict=True)]
    due: set[str] = set()
    try:
        due.update((await until_done(lambda: repo.commit(items, embedder.model,
                                                         embedder.revision),
                                     what="postgres")).due_users)
    except PoisonError:
        for (event, _), item in zip(valid, items, strict=True):
            try:
                due.update((await until_done(partial(repo.commit, [item], embedder.model,
                                                     embedder.revision),
                                             what="postgres")).due_users)
            except PoisonError as exc:
                await dead_letter_event(candidates_dlq_topic, event, "rejected_by_store", str(exc))
    if due:  # every N new memories of a user: consolidate them (after the commit, same order)
        await (await wiring.governor()).run(sorted(due), datetime.now(UTC))


@app.agent(candidates_topic, name="commit_memories")
async def commit_memories(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_candidates, candidates_dlq_topic,
                      size=conf.commit_batch_size, within=conf.commit_batch_seconds)
