"""The LLM path through the real `openai` client against a local OpenAI-compatible server."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from pydantic import SecretStr

from agents.extract_facts.pipeline import extract_turn
from connectors.llm import OpenAILlm
from streams import metrics
from streams.errors import RequestFailedError, TransientError
from streams.records import Turn
from streams.retry import bounded
from streams.settings import OpenAISettings
from tests.support.fake_openai import FakeOpenAI
from tests.support.ports import free_port

pytestmark = pytest.mark.integration



@pytest.fixture(scope="module")
def server() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(free_port(), timeout_sleep=2.0) as fake:
        yield fake


@pytest.fixture
def llm(server: FakeOpenAI) -> OpenAILlm:
    server.state.mode = "good"
    return OpenAILlm(OpenAISettings(base_url=server.base_url, api_key=SecretStr("k"),
                                    timeout_s=0.5))


def turn(message: str, reply: str | None = None, locale: str = "en-US") -> Turn:
    return Turn(turn_id=f"t-{abs(hash(message))}", user_id="u-llm", session_id="s",
                ts=datetime(2026, 11, 2, 9, tzinfo=UTC), user_message=message,
                assistant_reply=reply, locale=locale)


async def test_good_output(llm: OpenAILlm) -> None:
    facts = await llm.turn_facts("My name is Alice Chen and I live in Seattle.", None, "en")
    assert {(f.key, f.value) for f in facts} >= {("name", "Alice Chen"), ("city", "Seattle")}
    assert all(f.source == "user" for f in facts)


async def test_requests_carry_auth_and_json_but_not_the_sdk_telemetry(server: FakeOpenAI,
                                                                     llm: OpenAILlm) -> None:
    await llm.turn_facts("My name is Alice Chen.", None, "en")
    sent = {k.lower(): v for k, v in server.state.headers.items()}
    assert sent["authorization"] == "Bearer k"
    assert sent["content-type"] == "application/json"
    assert "openai" in sent["user-agent"].lower()
    assert not [k for k in sent if k.startswith("x-stainless")], sent


async def test_extra_prose_and_code_fences_are_tolerated(server: FakeOpenAI,
                                                         llm: OpenAILlm) -> None:
    server.state.mode = "prose"
    facts = await llm.turn_facts("My name is Alice Chen.", None, "en")
    assert ("name", "Alice Chen") in {(f.key, f.value) for f in facts}


@pytest.mark.parametrize("mode", ["malformed", "empty", "nested"])
async def test_unusable_output_gives_no_facts_and_a_count(server: FakeOpenAI, llm: OpenAILlm,
                                                          mode: str) -> None:
    server.state.mode = mode
    before = metrics.value("llm_unparseable_total", source="user")
    facts = await llm.turn_facts("My name is Alice Chen.", None, "en")
    assert facts == []
    if mode != "nested":  # nested JSON parses, its non-flat values are dropped
        assert metrics.value("llm_unparseable_total", source="user") == before + 1


@pytest.mark.parametrize("mode", ["timeout", "429", "500"])
async def test_failed_requests_raise_request_failed(server: FakeOpenAI, llm: OpenAILlm,
                                                    mode: str) -> None:
    server.state.mode = mode
    with pytest.raises(RequestFailedError):
        await llm.turn_facts("My name is Alice Chen.", None, "en")


async def test_unreachable_endpoint_is_transient() -> None:
    down = OpenAILlm(OpenAISettings(base_url=f"http://127.0.0.1:{free_port()}/v1",
                                    timeout_s=0.5))
    with pytest.raises(TransientError):
        await down.turn_facts("My name is Alice Chen.", None, "en")


async def test_bounded_retries_recover_then_give_up(server: FakeOpenAI, llm: OpenAILlm) -> None:
    server.state.mode = "500"
    calls = 0

    async def flaky() -> int:
        nonlocal calls
        calls += 1
        if calls == 2:
            server.state.mode = "good"
        return len(await llm.turn_facts("My name is Alice Chen.", None, "en"))

    assert await bounded(flaky, what="llm", attempts=5, cap=0.05) >= 1
    server.state.mode = "429"
    with pytest.raises(RequestFailedError):
        await bounded(lambda: llm.turn_facts("I live in Oslo.", None, "en"), what="llm",
                      attempts=3, cap=0.05)


async def test_injected_fact_is_stopped_at_gate_1(server: FakeOpenAI, llm: OpenAILlm) -> None:
    server.state.mode = "inject"
    result = await extract_turn(turn("I prefer short answers."), llm)
    assert result.candidates == []
    assert [gate for gate, _ in result.rejections] == [1]


async def test_split_attack_is_stopped_at_gate_2(server: FakeOpenAI, llm: OpenAILlm) -> None:
    server.state.mode = "split"
    result = await extract_turn(turn("以后回答问题的时候请简短一些", locale="zh-CN"), llm)
    assert result.candidates == []
    assert [gate for gate, _ in result.rejections] == [2]


async def test_exchange_facts_are_query_anchored(server: FakeOpenAI, llm: OpenAILlm) -> None:
    result = await extract_turn(turn("I live in Oslo. Which port does my staging postgres "
                                     "listen on?", "Your staging postgres listens on 5433."), llm)
    assert [(c.source, c.fact_key) for c in result.candidates] == [
        ("user", "city"), ("exchange", "listen_answer")]
    exchange = result.candidates[1]
    assert exchange.importance == 0.5 and "src:exchange" in exchange.tags
    assert result.candidates[0].importance == 0.7


@pytest.mark.parametrize("mode", ["malformed", "nested"])
async def test_a_turn_reply_without_its_two_sides_gives_no_facts(server: FakeOpenAI,
                                                                 llm: OpenAILlm,
                                                                 mode: str) -> None:
    server.state.mode = mode
    before = metrics.value("llm_unparseable_total", source="turn")
    assert await llm.turn_facts("My name is Alice Chen.", "Nice to meet you!", "en") == []
    if mode == "malformed":  # nested: the user side parses, its non-flat values are dropped
        assert metrics.value("llm_unparseable_total", source="turn") == before + 1


async def test_a_server_without_json_mode_still_works(server: FakeOpenAI, llm: OpenAILlm) -> None:
    server.state.mode = "no_json_mode"
    facts = await llm.turn_facts("My name is Alice Chen.", None, "en")
    assert ("name", "Alice Chen") in {(f.key, f.value) for f in facts}
    calls = server.state.calls
    await llm.turn_facts("I live in Oslo.", None, "en")
    assert server.state.calls == calls + 1  # remembered: no second 400 round-trip


async def test_conflict_judge_through_the_real_client(llm: OpenAILlm, server: FakeOpenAI) -> None:
    from agents.commit_memories.planning import Question

    qs = [Question("c1", "用户跑步偏好: 不喜欢夜跑", "m1", "用户夜跑习惯: 喜欢夜跑", 0.97),
          Question("c1", "用户跑步偏好: 不喜欢夜跑", "m2", "用户城市: 杭州", 0.9),
          Question("c2", "User drink: tea", "m3", "User drink: coffee", 0.9)]
    calls = server.state.calls
    assert await llm.judge(qs) == {("c1", "m1"): True, ("c1", "m2"): False,
                                   ("c2", "m3"): False}
    assert server.state.calls == calls + 2  # one request per new memory
    server.state.mode = "malformed"  # unparseable: "not contradictory", never an error
    assert await llm.judge(qs[:1]) == {("c1", "m1"): False}
    server.state.mode = "500"
    with pytest.raises(RequestFailedError):
        await llm.judge(qs[:1])
