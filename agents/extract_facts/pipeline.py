"""One turn through stage 1: prefilter -> gate 0 -> extraction -> gate 1 -> compose -> gate 2
-> classify -> candidates. The LLM sits behind the `Extractor` port; everything else is pure."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from agents.commit_memories.canonical import clean_value
from agents.extract_facts import offline
from agents.extract_facts.classify import Classification, classify, with_source_tag
from agents.extract_facts.compose import anchored, compose, normalize_time
from agents.extract_facts.facts import Fact, lang_of, merge_same_key
from agents.extract_facts.gate_judge import Screener, judged
from agents.extract_facts.gates import Verdict
from agents.extract_facts.policy import EXCHANGE_IMPORTANCE, USER_IMPORTANCE, candidate_id
from agents.extract_facts.prefilter import chitchat_reason
from streams import metrics
from streams.records import Category, MemoryCandidate, SlotHint, Turn

A = TypeVar("A")
B = TypeVar("B")

#: where a category lands in the prompt when only the LLM could classify it
SLOT_BY_CATEGORY: dict[Category, SlotHint] = {
    "identity": "profile", "preference": "profile", "policy": "constraints",
    "tool_failure": "tool_state", "episodic": "planner", "fact": "recall_memory",
    "general": "recall_memory",
}


class Extractor(Protocol):
    """Fact extraction and fallback classification (offline rules or an LLM).

    Contract: returns flat facts, never raises for bad model output (no facts instead);
    raises TransientError when unreachable and RequestFailedError when one request failed.
    """

    async def user_facts(self, message: str, lang: str) -> list[Fact]: ...
    async def exchange_facts(self, question: str, answer: str, lang: str) -> list[Fact]: ...
    async def classify(self, fact: Fact) -> Category: ...


class OfflineExtractor:
    """The deterministic rule-based provider: no LLM, no network (the demo's default)."""

    async def user_facts(self, message: str, lang: str) -> list[Fact]:
        return offline.extract_user_facts(message, lang)

    async def exchange_facts(self, question: str, answer: str, lang: str) -> list[Fact]:
        return offline.extract_exchange_facts(question, answer, lang)

    async def classify(self, fact: Fact) -> Category:
        return "general"


@dataclass
class TurnResult:
    """The candidates of a turn, or why it yields none; rejections as (gate, reasons)."""

    candidates: list[MemoryCandidate] = field(default_factory=list)
    skipped: str | None = None
    rejections: list[tuple[int, tuple[str, ...]]] = field(default_factory=list)


def _reject(result: TurnResult, gate: int, reasons: tuple[str, ...]) -> None:
    # only the gate and the reason codes are kept: rejected text goes nowhere
    result.rejections.append((gate, reasons))
    for reason in reasons:
        metrics.inc("gate_rejections_total", gate=str(gate), reason=reason)


async def _gate1(fact: Fact, screener: Screener | None) -> tuple[str, ...]:
    reasons = set((await judged(fact.key, screener)).reasons) \
        | set((await judged(fact.value, screener)).reasons)
    return tuple(sorted(reasons))


async def _exchange_facts(turn: Turn, lang: str, extractor: Extractor,
                          screener: Screener | None) -> list[Fact] | Verdict:
    """The exchange's facts, or gate 0's verdict on a reply it refuses (no reply: none)."""
    if not (turn.assistant_reply and turn.assistant_reply.strip()):
        return []
    reply = await judged(turn.assistant_reply, screener)
    if not reply.allowed:
        return reply
    return await extractor.exchange_facts(turn.user_message, turn.assistant_reply, lang)


async def _together(first: Awaitable[A], second: Awaitable[B]) -> tuple[A, B]:
    """Both results, awaited concurrently; the first failure is raised as it is (no exception
    group), after both finished, so nothing is left running."""
    a, b = await asyncio.gather(first, second, return_exceptions=True)
    if isinstance(a, BaseException):
        raise a
    if isinstance(b, BaseException):
        raise b
    return a, b


async def extract_turn(turn: Turn, extractor: Extractor) -> TurnResult:
    """Run one valid turn through the stage. Raises what the extractor raises (see Extractor)."""
    result = TurnResult()
    skip = chitchat_reason(turn.user_message)
    if skip is not None:
        metrics.inc("prefilter_skipped_total", reason=skip)
        result.skipped = skip
        return result
    # an extractor that can also screen (the LLM) checks what the rules find borderline
    screener = extractor if isinstance(extractor, Screener) else None
    verdict = await judged(turn.user_message, screener)
    if not verdict.allowed:  # the question is poisoned: neither source may use it
        _reject(result, 0, verdict.reasons)
        return result
    lang = lang_of(turn.user_message, turn.locale)
    # the two sources are independent requests: in flight together, merged in a fixed order
    user_facts, exchange = await _together(extractor.user_facts(turn.user_message, lang),
                                           _exchange_facts(turn, lang, extractor, screener))
    facts = list(user_facts)
    if isinstance(exchange, Verdict):
        _reject(result, 0, exchange.reasons)
    else:
        for fact in exchange:
            if anchored(fact.key, turn.user_message):
                facts.append(fact)
            else:
                metrics.inc("exchange_unanchored_total")
    joiner = "、" if lang == "zh" else ", "
    merged = merge_same_key([f for f in facts if f.source == "user"], joiner) + merge_same_key(
        [f for f in facts if f.source == "exchange"], joiner)
    for raw in merged:
        fact = Fact(raw.key, clean_value(normalize_time(raw.value, turn.ts, lang)), raw.source)
        if reasons := await _gate1(fact, screener):
            _reject(result, 1, reasons)
            continue
        content = compose(fact, lang)
        if not (composed := await judged(content, screener)).allowed:
            _reject(result, 2, composed.reasons)
            continue
        ruled = classify(fact)
        if ruled is None:
            category = await extractor.classify(fact)
            ruled = Classification(category, (category,), SLOT_BY_CATEGORY[category])
        label = with_source_tag(ruled, fact.source)
        result.candidates.append(MemoryCandidate(
            candidate_id=candidate_id(turn.turn_id, fact.source, fact.key),
            turn_id=turn.turn_id, user_id=turn.user_id, session_id=turn.session_id, ts=turn.ts,
            source=fact.source, fact_key=fact.key, fact_value=fact.value, content=content,
            importance=USER_IMPORTANCE if fact.source == "user" else EXCHANGE_IMPORTANCE,
            category=label.category, tags=label.tags, slot_hint=label.slot_hint,
            locale=turn.locale,
        ))
    return result
