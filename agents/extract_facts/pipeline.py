"""One turn through stage 1: prefilter -> gate 0 -> extraction -> gate 1 -> compose -> gate 2
-> classify -> candidates. The LLM sits behind the `Extractor` port; everything else is pure."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from agents.commit_memories.canonical import clean_value
from agents.extract_facts import offline
from agents.extract_facts.classify import Classification, classify, with_source_tag
from agents.extract_facts.compose import anchored, compose, normalize_time
from agents.extract_facts.facts import Fact, lang_of, merge_same_key
from agents.extract_facts.gate_judge import Screener, judged
from agents.extract_facts.policy import EXCHANGE_IMPORTANCE, USER_IMPORTANCE, candidate_id
from agents.extract_facts.prefilter import chitchat_reason
from streams import metrics
from streams.records import Category, MemoryCandidate, SlotHint, Turn

#: where a category lands in the prompt when only the LLM could classify it
SLOT_BY_CATEGORY: dict[Category, SlotHint] = {
    "identity": "profile", "preference": "profile", "policy": "constraints",
    "tool_failure": "tool_state", "episodic": "planner", "fact": "recall_memory",
    "general": "recall_memory",
}


class Extractor(Protocol):
    """Fact extraction and fallback classification (offline rules or an LLM).

    Contract: `turn_facts` returns the flat facts of both sources, the user's own (source
    "user") and, when an answer is given, the question-and-answer exchange's (source
    "exchange"); it never raises for bad model output (no facts instead), raises
    TransientError when unreachable and RequestFailedError when the request failed.
    """

    async def turn_facts(self, message: str, answer: str | None, lang: str) -> list[Fact]: ...
    async def classify(self, fact: Fact) -> Category: ...


class OfflineExtractor:
    """The deterministic rule-based provider: no LLM, no network (the demo's default)."""

    async def turn_facts(self, message: str, answer: str | None, lang: str) -> list[Fact]:
        return offline.extract_turn_facts(message, answer, lang)

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


async def _answer(turn: Turn, result: TurnResult, screener: Screener | None) -> str | None:
    """The reply the exchange may use: None without one, or when gate 0 refuses it."""
    if not (turn.assistant_reply and turn.assistant_reply.strip()):
        return None
    verdict = await judged(turn.assistant_reply, screener)
    if not verdict.allowed:
        _reject(result, 0, verdict.reasons)
        return None
    return turn.assistant_reply


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
    # both sources in one extraction request (issue 12: half the requests of one per source)
    answer = await _answer(turn, result, screener)
    facts = []
    for fact in await extractor.turn_facts(turn.user_message, answer, lang):
        if fact.source == "user" or anchored(fact.key, turn.user_message):
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
