"""Extraction constants and the deterministic candidate id."""

from __future__ import annotations

from streams.records import Source, derive_id

USER_IMPORTANCE = 0.7
EXCHANGE_IMPORTANCE = 0.5


def candidate_id(turn_id: str, source: Source, fact_key: str) -> str:
    """Deterministic: a re-delivered turn yields the same candidate ids."""
    return derive_id("candidate", turn_id, source, fact_key)
