"""Dead-letter topics: where each one's records came from and how to summarise them (pure)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from streams import topics

DLQS = (topics.TURNS_DLQ, topics.CANDIDATES_DLQ, topics.PROJECTION_DLQ)
_DEFAULT_SOURCE = {topics.TURNS_DLQ: topics.TURNS, topics.CANDIDATES_DLQ: topics.CANDIDATES}

Headers = Sequence[tuple[str, bytes]]


def header(headers: Headers, name: str) -> str:
    """A header's value as text ('' when absent)."""
    for key, value in headers:
        if key == name:
            return value.decode("utf-8", "replace")
    return ""


def redrive_topic(dlq: str, headers: Headers) -> str | None:
    """Where a dead letter goes back to: its recorded source topic, else the topic of its sink
    (projection DLQ), else the DLQ's usual source. None when it cannot be known."""
    source = header(headers, "source_topic")
    if source:
        return source
    sink = header(headers, "sink")
    if dlq == topics.PROJECTION_DLQ and sink in topics.OUTBOX_TOPIC_BY_TARGET:
        return topics.OUTBOX_TOPIC_BY_TARGET[sink]
    return _DEFAULT_SOURCE.get(dlq)


def summarize(records: Iterable[Headers]) -> dict[str, int]:
    """Dead letters counted by reason code, most frequent first."""
    counts = Counter(header(h, "reason") or "unknown" for h in records)
    return dict(counts.most_common())
