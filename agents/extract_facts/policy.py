"""Extraction policy: which candidates a valid turn yields (walking skeleton: the whole message)."""

from __future__ import annotations

from streams.records import MemoryCandidate, Source, Turn, derive_id

USER_IMPORTANCE = 0.7
EXCHANGE_IMPORTANCE = 0.5


def candidate_id(turn_id: str, source: Source, fact_key: str) -> str:
    """Deterministic: a re-delivered turn yields the same candidate ids."""
    return derive_id("candidate", turn_id, source, fact_key)


def candidates_for(turn: Turn) -> list[MemoryCandidate]:
    """The candidates of one turn. Skeleton rule: the user's whole message is one fact."""
    text = turn.user_message.strip()
    if not text:
        return []
    key = "message"
    return [
        MemoryCandidate(
            candidate_id=candidate_id(turn.turn_id, "user", key),
            turn_id=turn.turn_id, user_id=turn.user_id, session_id=turn.session_id, ts=turn.ts,
            source="user", fact_key=key, fact_value=text, content=text,
            importance=USER_IMPORTANCE, category="general", tags=("src:user",),
            slot_hint="recall_memory", locale=turn.locale,
        )
    ]
