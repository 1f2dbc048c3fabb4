"""The optional model check behind the rules: a borderline text goes to a Screener (fail-closed)."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from agents.extract_facts.gates import Verdict, assess, inspect

#: the reason a text gets when the model check rejects it (or cannot say it is safe)
MODEL_REASON = "injection:model"


@runtime_checkable
class Screener(Protocol):
    """A model that tells a fact about the user from an instruction to the assistant.

    Contract: True only when the model clearly answered "a fact, safe to store"; any other
    answer (unparseable, empty, unsure) is False. Results are cached by the SHA-256 of the
    text, so a retried turn asks again only for texts not yet judged. Raises TransientError
    when unreachable and RequestFailedError when one request failed, like the Extractor.
    """

    async def screen(self, text: str) -> bool: ...


async def judged(text: str, screener: Screener | None) -> Verdict:
    """The rules' verdict; for a borderline text (one signal of a standing order) also the
    screener's, when there is one. Offline (no screener) the rules decide alone."""
    if screener is None:
        return inspect(text)
    assessment = assess(text)
    if not assessment.borderline or await screener.screen(text):
        return assessment.verdict
    return Verdict(allowed=False, reasons=(MODEL_REASON,))
