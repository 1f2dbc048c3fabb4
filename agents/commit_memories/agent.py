"""The `commit_memories` agent: memory.candidates.v1 -> PostgreSQL (memory + outbox, one txn).

Ports: the embedder, the memory repository and the consolidator, each behind a Protocol this
stage owns. The worker bootstrap (`streams.entrypoints.worker`) calls `bind(CommitPorts(...))`
before the worker starts; `handle_candidates` reads what was bound. The ports are getters, not
adapters: an adapter connects (and waits for its store) on first use, inside the worker's loop,
and only when the batch needs it — the consolidator only when a user's governance is due.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

from agents.commit_memories.due import Consolidator, DueUsers
from streams.app import app, candidates_dlq_topic, candidates_topic
from streams.batching import dead_letter_event, parse_each, run_batches
from streams.binding import Binding
from streams.errors import PoisonError
from streams.records import MemoryCandidate
from streams.retry import until_done
from streams.settings import settings


class CandidateEmbedder(Protocol):
    """Embeds composed memory sentences (see connectors.embedder): one vector per text, in order;
    raises TransientError while a remote model is unreachable."""

    @property
    def model(self) -> str: ...
    @property
    def revision(self) -> str: ...
    async def embed(self, texts: Sequence[str]) -> list[list[float]]: ...


class CommitOutcome(Protocol):
    """What one commit reports back: the users whose consolidation is now due."""

    @property
    def due_users(self) -> Sequence[str]: ...


class MemoryRepository(Protocol):
    """The source of truth (see connectors.postgres.repository): commits a batch of embedded
    candidates, memory rows and their outbox events in one transaction. Raises TransientError
    while PostgreSQL is down and PoisonError for data it refuses; replaying a batch is a no-op."""

    async def commit(self, items: Sequence[tuple[MemoryCandidate, Sequence[float]]],
                     embedding_model: str, embedding_revision: str) -> CommitOutcome: ...


@dataclass(frozen=True)
class CommitPorts:
    """What committing needs: getters for the embedder, the repository and the consolidator."""

    embedder: Callable[[], CandidateEmbedder]
    repository: Callable[[], Awaitable[MemoryRepository]]
    consolidator: Callable[[], Awaitable[Consolidator]]


_ports: Binding[CommitPorts] = Binding("commit_memories")
#: the users this worker's commits made due, consolidated in the background (see due.py)
due_users = DueUsers()


def bind(ports: CommitPorts) -> None:
    """Install the stage's ports; the worker bootstrap calls this before the worker starts."""
    _ports.bind(ports)


async def handle_candidates(events: Sequence[Any]) -> None:
    """Embed the batch, then commit it in one transaction, retrying while PostgreSQL is down;
    then hand the users whose governance trigger is due to the background consolidation.

    A batch PostgreSQL refuses as data (PoisonError) is retried record by record, so one bad
    candidate is dead-lettered and the others still commit.
    """
    valid = await parse_each(events, MemoryCandidate, candidates_dlq_topic, "invalid_candidate")
    if not valid:
        return
    ports = _ports.get()
    embedder = ports.embedder()
    vectors = await until_done(lambda: embedder.embed([c.content for _, c in valid]),
                               what="embedder")
    repo = await ports.repository()
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
    if due:  # every N new memories of a user: consolidate them, after the commit, off its path
        due_users.add(sorted(due), ports.consolidator)


@app.agent(candidates_topic, name="commit_memories")
async def commit_memories(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_candidates,
                      size=conf.commit_batch_size, within=conf.commit_batch_seconds)
