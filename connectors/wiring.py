"""Composition root: one lazily-built adapter per external system, from settings, per process."""

from __future__ import annotations

import asyncio
from typing import Any

from agents.extract_facts.pipeline import Extractor, OfflineExtractor
from connectors.embedder import Embedder, build_embedder
from connectors.milvus import MilvusVectorIndex
from connectors.neo4j import Neo4jGraphWriter
from connectors.postgres.migrate import migrate
from connectors.postgres.pool import create_pool
from connectors.postgres.repository import PostgresMemoryRepository
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


async def memory_repository() -> PostgresMemoryRepository:
    e = settings().embedder
    return PostgresMemoryRepository(await pg_pool(), similar_window=e.similar_window,
                                    similar_threshold=e.similar_threshold,
                                    similar_limit=e.similar_limit)


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
                                  conf.embedder.dimension, conf.milvus.token.get_secret_value())
        await until_done(index.ensure_collection, what="milvus")
        _cache["milvus"] = index
    result: MilvusVectorIndex = _cache["milvus"]
    return result


async def graph_writer() -> Neo4jGraphWriter:
    """The Neo4j writer, its constraints ensured (retrying until Neo4j answers)."""
    if "neo4j" not in _cache:
        n = settings().neo4j
        graph = Neo4jGraphWriter(n.uri, n.user, n.password.get_secret_value(), n.database)
        await until_done(graph.ensure_schema, what="neo4j")
        _cache["neo4j"] = graph
    result: Neo4jGraphWriter = _cache["neo4j"]
    return result
