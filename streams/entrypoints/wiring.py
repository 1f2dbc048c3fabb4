"""Composition root: one lazily-built adapter per external system, from settings, per process.

Used by the entrypoints only (the worker bootstrap binds these getters into the stages' ports;
the CLI, the API and the demo call them directly); nothing below the entrypoints imports it."""

from __future__ import annotations

import asyncio
from typing import Any

from agents.commit_memories.bands import bands_for
from agents.commit_memories.judge import RuleJudge
from agents.commit_memories.planning import CommitPolicy
from agents.extract_facts.pipeline import Extractor, OfflineExtractor
from agents.govern_memories.handler import Governor
from agents.govern_memories.planning import ConsolidationConfig
from connectors.embedder import Embedder, build_embedder
from connectors.milvus import MilvusVectorIndex
from connectors.neo4j import Neo4jGraphWriter
from connectors.postgres.erase import PostgresErasure
from connectors.postgres.governance import PostgresGovernance
from connectors.postgres.migrate import migrate
from connectors.postgres.pool import create_pool
from connectors.postgres.repository import ConflictJudge, PostgresMemoryRepository
from connectors.postgres.snapshot import PostgresSnapshot
from projections.reconcile import SinkName
from projections.reconciler import Inventory
from streams.retry import until_done
from streams.settings import settings

_cache: dict[str, Any] = {}
_lock = asyncio.Lock()


async def pg_pool() -> Any:
    """The process's asyncpg pool; waits (retrying) until PostgreSQL answers, then migrates."""
    async with _lock:
        if "pool" not in _cache:
            pg = settings().postgres

            async def connect() -> Any:
                pool = await create_pool(pg.dsn.get_secret_value(), pg.pool_min, pg.pool_max)
                await migrate(pool)
                return pool

            _cache["pool"] = await until_done(connect, what="postgres")
        return _cache["pool"]


def commit_policy(model: str) -> CommitPolicy:
    """Write-time governance knobs; the similarity bands belong to the embedding model."""
    conf = settings()
    e, g = conf.embedder, conf.governance
    return CommitPolicy(bands_for(model, g.duplicate_threshold, g.conflict_low),
                        similar_threshold=e.similar_threshold, similar_limit=e.similar_limit,
                        window=e.similar_window,
                        id_secret=conf.pipeline.id_secret.get_secret_value())


def judge() -> ConflictJudge | None:
    """The conflict judge: the LLM when configured (and not turned off), else the rule judge."""
    conf = settings()
    if conf.governance.judge == "off":
        return None
    extractor_ = extractor()
    if conf.governance.judge == "auto" and isinstance(extractor_, ConflictJudge):
        return extractor_
    return RuleJudge()


async def memory_repository() -> PostgresMemoryRepository:
    """The process's one repository: its memory cache must outlive a batch to serve the next
    (the commit agent asks for the repository on every batch)."""
    if "repository" not in _cache:
        _cache["repository"] = PostgresMemoryRepository(
            await pg_pool(), commit_policy(settings().embedder.model), judge=judge(),
            governance_every=settings().governance.trigger_every,
            cache_size=settings().pipeline.commit_cache_memories)
    result: PostgresMemoryRepository = _cache["repository"]
    return result


def extractor() -> Extractor:
    """The LLM extractor when OPENAI_BASE_URL is set, else the offline rule-based provider."""
    if "extractor" not in _cache:
        conf = settings().openai
        if conf.base_url:
            from connectors.llm import OpenAILlm

            _cache["extractor"] = OpenAILlm(conf)
        else:
            _cache["extractor"] = OfflineExtractor()
    result: Extractor = _cache["extractor"]
    return result


async def close_clients() -> None:
    """Close the HTTP clients the LLM and embedding adapters opened, if any: a stopping worker
    leaves no session behind (aiohttp logs an open one as an error when it is collected)."""
    for name in ("extractor", "embedder"):
        close = getattr(_cache.get(name), "aclose", None)
        if close is not None:
            await close()


def embedder() -> Embedder:
    if "embedder" not in _cache:
        _cache["embedder"] = build_embedder(settings().embedder)
    result: Embedder = _cache["embedder"]
    return result


async def vector_index() -> MilvusVectorIndex:
    """The Milvus index, its collection ensured (retrying until Milvus answers)."""
    if "milvus" not in _cache:
        conf = settings()
        index = MilvusVectorIndex(conf.milvus.uri, conf.milvus.collection,
                                  conf.embedder.dimension, conf.milvus.token.get_secret_value(),
                                  alias_ttl_s=conf.milvus.alias_ttl_s,
                                  timeout_s=conf.milvus.timeout_s)
        await until_done(index.ensure_collection, what="milvus")
        _cache["milvus"] = index
    result: MilvusVectorIndex = _cache["milvus"]
    return result


async def graph_writer() -> Neo4jGraphWriter:
    """The Neo4j writer, its constraints ensured (retrying until Neo4j answers)."""
    if "neo4j" not in _cache:
        n = settings().neo4j
        graph = Neo4jGraphWriter(n.uri, n.user, n.password.get_secret_value(), n.database,
                                 graph=n.graph, alias_ttl_s=n.alias_ttl_s)
        await until_done(graph.ensure_schema, what="neo4j")
        _cache["neo4j"] = graph
    result: Neo4jGraphWriter = _cache["neo4j"]
    return result


def consolidation_config() -> ConsolidationConfig:
    """Consolidation knobs; its duplicate threshold is the embedding model's band."""
    conf = settings()
    g = conf.governance
    bands = bands_for(conf.embedder.model, g.duplicate_threshold, g.conflict_low)
    return ConsolidationConfig(
        decay_rate=g.decay_rate, ttl_days=g.ttl_days, min_importance=g.min_importance,
        duplicate_threshold=bands.duplicate, episodic_idle_days=g.episodic_idle_days,
        episodic_min_hits=g.episodic_min_hits)


async def governor() -> Governor:
    """Consolidation over PostgreSQL, with Neo4j for hub protection (optional at run time)."""
    if "governor" not in _cache:
        n = settings().neo4j
        graph = Neo4jGraphWriter(n.uri, n.user, n.password.get_secret_value(), n.database,
                                 graph=n.graph, alias_ttl_s=n.alias_ttl_s)
        _cache["governor"] = Governor(PostgresGovernance(await pg_pool()), graph,
                                      consolidation_config())
    result: Governor = _cache["governor"]
    return result


async def snapshot() -> PostgresSnapshot:
    """The source of truth read user by user (reconciler, rebuild)."""
    return PostgresSnapshot(await pg_pool())


async def inventories() -> dict[SinkName, Inventory]:
    """Every sink the reconciler checks, by target name."""
    return {"milvus": await vector_index(), "neo4j": await graph_writer()}


async def erasure() -> PostgresErasure:
    """The erased-user deny-list (and the PostgreSQL side of an erase)."""
    if "erasure" not in _cache:
        _cache["erasure"] = PostgresErasure(await pg_pool())
    result: PostgresErasure = _cache["erasure"]
    return result
