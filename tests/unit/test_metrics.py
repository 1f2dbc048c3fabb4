"""`metrics.inc` keeps its signature on prometheus_client, and the exposition parses."""

from __future__ import annotations

import uuid

from prometheus_client.parser import text_string_to_metric_families

from streams import metrics


def test_inc_value_and_exposition() -> None:
    name = f"test_{uuid.uuid4().hex[:8]}_total"
    metrics.inc(name, 2, gate="1", reason="pii")
    metrics.inc(name, gate="1", reason="pii")
    metrics.inc(name, 0, gate="2", reason="x")  # zero: nothing recorded, nothing raised
    assert metrics.value(name, gate="1", reason="pii") == 3
    assert metrics.value(name, gate="2", reason="x") == 0
    assert metrics.snapshot()[f'{name}{{gate="1",reason="pii"}}'] == 3
    found = {f.name: f for f in text_string_to_metric_families(metrics.render().decode())}
    family = found["memstream_" + name.removesuffix("_total")]
    assert family.type == "counter"
    assert [(s.labels, s.value) for s in family.samples if s.name.endswith("_total")] == \
        [({"gate": "1", "reason": "pii"}, 3.0)]


def test_label_names_are_fixed_by_first_use() -> None:
    name = f"test_{uuid.uuid4().hex[:8]}_total"
    metrics.inc(name, gate="0", reason="a")
    metrics.inc(name, gate="0", other="dropped")  # missing reason -> "", unknown label dropped
    assert metrics.value(name, gate="0", reason="") == 1
    assert metrics.value(name, gate="0", reason="a") == 1


def test_every_known_counter_is_exported_before_use() -> None:
    names = {f.name for f in text_string_to_metric_families(metrics.render().decode())}
    assert {"memstream_" + n.removesuffix("_total") for n in metrics.KNOWN} <= names


def test_end_to_end_seconds_from_the_turn_ts() -> None:
    from datetime import UTC, datetime

    from projections.agents import since_turn
    from streams.records import MemorySnapshot, OutboxEvent

    def event(turn_ts: str, memory: bool = True) -> OutboxEvent:
        snap = MemorySnapshot(memory_id="m", user_id="u", fact_key="k", fact_value="v",
                              content="c", source="user", importance=0.7, turn_ts=turn_ts)
        return OutboxEvent(event_id="e", event_type="upsert_vector", target="milvus",
                           aggregate_id="m", user_id="u", version=1, content_hash="h",
                           memory=snap if memory else None)

    now = datetime(2026, 12, 1, 10, 0, 5, tzinfo=UTC)
    assert since_turn([event("2026-12-01T10:00:00+00:00"), event("2026-12-01T10:00:03"),
                       event(""), event("2026-12-01T10:00:00+00:00", memory=False),
                       event("2026-12-01T10:00:09+00:00")], now) == [5.0, 2.0, 0.0]
