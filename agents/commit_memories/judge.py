"""The conflict judge's prompt, reply parsing and the offline rule judge (all pure).

The judge sees only what structure and similarity could not settle: a new memory and at most
three stored ones in the embedding model's conflict band. Its default is "not contradictory":
a missed contradiction leaves two memories current (recoverable); a false one retires a
correct fact (Graphiti's failure mode).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

import orjson

from agents.commit_memories.planning import Question

JUDGE_SYSTEM = """You judge whether a NEW memory about a user contradicts STORED memories about
the same user. Two memories contradict only when both cannot be true of the user now: a move to
another city, a changed preference, a new employer, a corrected name. Different facts that can
both be true (two allergies, two hobbies, relatives living in different cities) do NOT
contradict. Think first, then decide. Reply ONLY with a JSON object:
{"reasoning": "<one or two sentences>", "contradicted": [<numbers of the stored memories the new
one contradicts>]}. When unsure, list none."""


def judge_messages(new_content: str, stored: Sequence[str]) -> list[dict[str, str]]:
    """The chat messages for one new memory and its stored candidates, numbered from 1 (small
    integers, never ids: a model copies numbers more reliably than UUIDs)."""
    listing = "\n".join(f"{i}. {text}" for i, text in enumerate(stored, 1))
    return [{"role": "system", "content": JUDGE_SYSTEM},
            {"role": "user", "content": f"NEW: {new_content}\nSTORED:\n{listing}"}]


def parse_verdict(text: str, count: int) -> set[int]:
    """The 1-based numbers the reply says are contradicted; empty for anything unparseable."""
    start, end = text.find("{"), text.rfind("}")
    if start == -1 or end <= start:
        return set()
    try:
        obj = orjson.loads(text[start : end + 1])
    except orjson.JSONDecodeError:
        return set()
    listed = obj.get("contradicted") if isinstance(obj, dict) else None
    if not isinstance(listed, list):
        return set()
    return {n for n in listed if isinstance(n, int) and not isinstance(n, bool)
            and 1 <= n <= count}


def by_candidate(questions: Sequence[Question]) -> dict[str, list[Question]]:
    """Questions grouped per new memory, in order: one judge call each."""
    groups: dict[str, list[Question]] = {}
    for q in questions:
        groups.setdefault(q.candidate_id, []).append(q)
    return groups


# --- the offline rule judge ----------------------------------------------------------------

_NEGATION = re.compile(
    r"\b(?:no longer|not any ?more|anymore|any more|don't|doesn't|do not|does not|not|never"
    r"|no)\b|再也不|不再|没有|不|没|别", re.IGNORECASE)
_PREFIX = re.compile(r"^(?:用户|user\b)", re.IGNORECASE)
_NOISE = re.compile(r"[\s\W_]+")


def _core(content: str) -> tuple[str, bool]:
    """The statement of a composed memory (`User {key}: {value}` -> the value), without its
    negation words, and whether it had any."""
    text = unicodedata.normalize("NFKC", content).casefold().strip()
    text = _PREFIX.sub("", text).partition(":")[2] or text
    negated = bool(_NEGATION.search(text))
    return _NOISE.sub("", _NEGATION.sub("", text)), negated


def rule_contradicts(new_content: str, old_content: str) -> bool:
    """Contradiction by negation alone: the two statements (the values of composed memories,
    whatever their keys) say the same once negation words are removed, and exactly one of
    them is negated ("User jogging: enjoys running at night" / "User running preference: does
    not enjoy running at night"). Anything else is left "not contradictory"."""
    new_core, new_neg = _core(new_content)
    old_core, old_neg = _core(old_content)
    return bool(new_core) and new_core == old_core and new_neg != old_neg


class RuleJudge:
    """The offline provider's judge (no model): negation-only contradictions."""

    async def judge(self, questions: Sequence[Question]) -> dict[tuple[str, str], bool]:
        return {(q.candidate_id, q.memory_id): rule_contradicts(q.new_content, q.old_content)
                for q in questions}
