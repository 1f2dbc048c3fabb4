"""API fixtures: the FastAPI app over the real stores, and users seeded through the real write
path (commit -> outbox rows -> projection handlers), without waiting for CDC."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from pydantic import SecretStr

from agents.commit_memories.planning import memory_uid
from agents.extract_facts.policy import candidate_id
from projections.handlers import project_graph, project_vectors
from streams.entrypoints import wiring
from streams.entrypoints.api import Services, create_app, services_from_settings
from streams.records import Category, MemoryCandidate, OutboxEvent
from streams.settings import ApiSettings

Fact = tuple[str, str, Category]  # (key, value, category)


@pytest.fixture(scope="session")
async def services(stack: None) -> Services:
    from streams.entrypoints.worker import ensure_topics

    await asyncio.to_thread(ensure_topics)  # the erase writes topic tombstones
    return await services_from_settings()


def app_for(services: Services, **conf: Any) -> Any:
    async def build() -> Services:
        return services

    app = create_app(ApiSettings(**conf), build)
    app.state.services = services  # the transport runs no lifespan
    return app


@pytest.fixture
async def client(services: Services) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app_for(services), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://api") as c:
        yield c


@pytest.fixture
async def secured(services: Services) -> AsyncIterator[httpx.AsyncClient]:
    app = app_for(services, recall_tokens=SecretStr("r-token"),
                  admin_tokens=SecretStr("a-token,a2"))
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://api") as c:
        yield c


def new_user(prefix: str = "api") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}"


def fact_candidate(user: str, n: int, key: str, value: str, category: Category,
                   lang: str = "en") -> MemoryCandidate:
    content = f"用户{key}: {value}" if lang == "zh" else f"User {key.replace('_', ' ')}: {value}"
    return MemoryCandidate(
        candidate_id=candidate_id(f"{user}-{n}", "user", key), turn_id=f"{user}-{n}",
        user_id=user, session_id=f"{user}-s", ts=datetime.now(UTC), source="user",
        fact_key=key, fact_value=value, content=content, importance=0.7, category=category,
        tags=(category, "src:user"))


async def project_outbox(users: Sequence[str]) -> None:
    """Apply the users' outbox rows to both sinks through the projection handlers (what the
    projection agents do after CDC), in version order."""
    pool = await wiring.pg_pool()
    rows = await pool.fetch("SELECT payload FROM memory_outbox WHERE user_id = ANY($1::text[])"
                            " ORDER BY occurred_at, aggregate_version", list(users))
    events = [OutboxEvent.model_validate(r["payload"]) for r in rows]
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    await project_vectors([e for e in events if e.target == "milvus"], index)
    await project_graph([e for e in events if e.target == "neo4j"], graph)


async def seed(user: str, facts: Sequence[Fact], lang: str = "en") -> dict[str, str]:
    """Commit the facts in order (one batch each, as turns would), project them, return
    "key=value" -> memory id."""
    repo = await wiring.memory_repository()
    embedder = wiring.embedder()
    ids: dict[str, str] = {}
    for n, (key, value, category) in enumerate(facts):
        c = fact_candidate(user, n, key, value, category, lang)
        [vector] = await embedder.embed([c.content])
        await repo.commit([(c, vector)], embedder.model, embedder.revision)
        ids[f"{key}={value}"] = memory_uid(c)
    await project_outbox([user])
    return ids
