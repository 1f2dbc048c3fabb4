"""The OpenAI-compatible embedder through the real `openai` client against a local server."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from pydantic import SecretStr

from connectors.embedder import OpenAIEmbedder, build_embedder
from streams.errors import TransientError
from streams.settings import EmbedderSettings
from tests.support.fake_openai import FakeOpenAI, hash_embedding
from tests.support.ports import free_port

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def server() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(free_port()) as fake:
        yield fake


def _embedder(base_url: str, batch_size: int = 64) -> OpenAIEmbedder:
    return OpenAIEmbedder(EmbedderSettings(provider="openai", base_url=base_url,
                                           api_key=SecretStr("k"), model="bench-hash-384",
                                           batch_size=batch_size))


async def test_vectors_come_back_in_order_and_exact(server: FakeOpenAI) -> None:
    texts = [f"User likes topic {n}" for n in range(5)]
    vectors = await _embedder(server.base_url, batch_size=2).embed(texts)  # three requests
    assert len(vectors) == len(texts)
    for text, vector in zip(texts, vectors, strict=True):
        assert (np.asarray(vector, dtype=np.float32) == hash_embedding(text, 384)).all()
    assert await _embedder(server.base_url).embed_query(texts[0]) == vectors[0]
    sent = {k.lower(): v for k, v in server.state.headers.items()}
    assert sent["authorization"] == "Bearer k"
    assert not [k for k in sent if k.startswith("x-stainless")], sent


async def test_the_cache_sends_each_distinct_text_once(server: FakeOpenAI) -> None:
    embedder = build_embedder(EmbedderSettings(provider="openai", base_url=server.base_url,
                                               api_key=SecretStr("k"), model="bench-hash-384"))
    texts = ["User city: Lyon", "User likes: tea", "User city: Lyon"]
    before = server.state.embedded
    first = await embedder.embed(texts)
    assert server.state.embedded - before == 2
    assert await embedder.embed(texts[::-1]) == first[::-1]
    assert server.state.embedded - before == 2
    for text, vector in zip(texts, first, strict=True):
        assert (np.asarray(vector, dtype=np.float32) == hash_embedding(text, 384)).all()


async def test_unreachable_endpoint_is_transient() -> None:
    with pytest.raises(TransientError):
        await _embedder(f"http://127.0.0.1:{free_port()}/v1").embed(["x"])
