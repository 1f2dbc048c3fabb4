"""CachedEmbedder on the bundled local model: each distinct stored text is embedded once, and a
vector comes back the same whether it was cached or not."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from connectors.embedder import CachedEmbedder, LocalE5Embedder, build_embedder
from streams.errors import TransientError
from streams.settings import EmbedderSettings

pytestmark = pytest.mark.timeout(120)


class Counted:
    """The real local model, counting the texts it was asked to embed."""

    def __init__(self) -> None:
        self.model_ = LocalE5Embedder()
        self.model, self.revision = self.model_.model, self.model_.revision
        self.dimension = self.model_.dimension
        self.asked: list[str] = []

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.asked.extend(texts)
        return await self.model_.embed(texts)

    async def embed_query(self, text: str) -> list[float]:
        self.asked.append(text)
        return await self.model_.embed_query(text)


@pytest.fixture(scope="module")
def model() -> Counted:
    return Counted()


async def test_a_text_is_embedded_once_and_comes_back_exactly(model: Counted) -> None:
    cached = CachedEmbedder(model, size=100)
    first = ["User city: London", "用户过敏: 海鲜", "User city: London", "User likes: jazz"]
    model.asked.clear()
    got = await cached.embed(first)
    assert model.asked == ["User city: London", "用户过敏: 海鲜", "User likes: jazz"]
    direct = await model.model_.embed(first)
    assert got == direct  # in order, one vector per text, the model's exact floats
    assert got[0] == got[2]
    model.asked.clear()
    again = await cached.embed(["User likes: jazz", "User city: Paris", "用户过敏: 海鲜"])
    assert model.asked == ["User city: Paris"]
    assert again == [direct[3], *(await model.model_.embed(["User city: Paris"])), direct[1]]
    assert await cached.embed([]) == []


async def test_the_least_recently_used_vector_is_embedded_again(model: Counted) -> None:
    cached = CachedEmbedder(model, size=2)
    await cached.embed(["a: 1", "b: 2"])
    await cached.embed(["a: 1", "c: 3"])  # b is the least recently used: it goes
    model.asked.clear()
    await cached.embed(["a: 1", "b: 2", "c: 3"])
    assert model.asked == ["b: 2"]


async def test_queries_go_to_the_model_and_the_cache_is_off_at_size_zero(model: Counted,
                                                                       ) -> None:
    cached = CachedEmbedder(model, size=100)
    model.asked.clear()
    assert await cached.embed_query("where do I live") == await cached.embed_query(
        "where do I live")
    assert model.asked == ["where do I live"] * 2
    assert isinstance(build_embedder(EmbedderSettings()), CachedEmbedder)
    assert isinstance(build_embedder(EmbedderSettings(cache_size=0)), LocalE5Embedder)


class Down:
    """An embedder whose endpoint is unreachable."""

    model, revision, dimension = "m", "r", 384

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        raise TransientError("embeddings endpoint: connection refused")

    async def embed_query(self, text: str) -> list[float]:
        raise TransientError("embeddings endpoint: connection refused")


async def test_a_failing_model_raises_through_and_caches_nothing() -> None:
    cached = CachedEmbedder(Down(), size=100)
    with pytest.raises(TransientError):
        await cached.embed(["User city: Oslo"])
    assert len(cached._vectors) == 0
