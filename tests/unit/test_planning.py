"""Commit planning: deterministic ids, the content hash, the outbox rows."""

from datetime import UTC, datetime

from agents.commit_memories import planning
from streams.records import MemoryCandidate


def candidate(value: str = "Lives in Hangzhou", user: str = "u1") -> MemoryCandidate:
    return MemoryCandidate(
        candidate_id="c1", turn_id="t1", user_id=user, session_id="s1",
        ts=datetime(2026, 1, 1, tzinfo=UTC), source="user", fact_key="city",
        fact_value=value, content=f"User city: {value}", importance=0.7,
    )


def snapshot(**over: object) -> dict[str, object]:
    base: dict[str, object] = {
        "memory_id": "m1", "user_id": "u1", "fact_key": "city", "fact_value": "Hangzhou",
        "content": "User city: Hangzhou", "source": "user", "importance": 0.7,
        "category": "general", "tags": ["src:user"], "slot_hint": "recall_memory",
        "superseded": False, "superseded_by": None, "supersedes": None, "quarantined": False,
        "embedding_model": "e5", "embedding_revision": "r1", "created_at": "t0",
    }
    base.update(over)
    return base


def test_memory_uid_is_deterministic_and_normalised() -> None:
    assert planning.memory_uid(candidate("Lives in  Hangzhou")) == planning.memory_uid(
        candidate("lives in hangzhou"))
    assert planning.memory_uid(candidate("Shenzhen")) != planning.memory_uid(candidate())
    assert planning.memory_uid(candidate(user="u2")) != planning.memory_uid(candidate())


def test_content_hash_ignores_timestamps_but_not_projected_fields() -> None:
    assert planning.content_hash(snapshot()) == planning.content_hash(snapshot(created_at="t9"))
    assert planning.content_hash(snapshot()) != planning.content_hash(snapshot(superseded=True))
    assert planning.content_hash(snapshot()) != planning.content_hash(
        snapshot(fact_value="Shenzhen"))


def test_outbox_rows_for_first_memory_have_no_edges_event() -> None:
    rows = planning.outbox_rows(snapshot(), 1, "h", [0.1, 0.2], follows=None)
    assert [(r.target, r.event_type) for r in rows] == [
        ("milvus", "upsert_vector"), ("neo4j", "upsert_node")]
    assert rows[0].payload["memory"]["embedding"] == [0.1, 0.2]
    assert "embedding" not in rows[1].payload["memory"]


def test_outbox_rows_chain_follows_and_are_deterministic() -> None:
    a = planning.outbox_rows(snapshot(), 3, "h", [0.0], follows="m0")
    b = planning.outbox_rows(snapshot(), 3, "h", [0.0], follows="m0")
    assert [r.event_id for r in a] == [r.event_id for r in b]
    edges = a[2]
    assert edges.event_type == "upsert_edges"
    assert edges.payload["edges"] == [{"type": "FOLLOWS", "to": "m0", "score": None}]
    assert edges.repair_dedupe_key == "neo4j:m1:3:upsert_edges:0"
    assert len({r.event_id for r in a}) == 3


def test_edges_hash_is_order_independent() -> None:
    e1 = {"type": "FOLLOWS", "to": "a", "score": None}
    e2 = {"type": "SIMILAR_TO", "to": "b", "score": 0.9}
    assert planning.edges_hash([e1, e2]) == planning.edges_hash([e2, e1])
    assert planning.edges_hash([e1]) != planning.edges_hash([e2])


def test_similar_edges_rank_threshold_and_limit() -> None:
    recent = [("a", [1.0, 0.0]), ("b", [0.9, 0.1]), ("c", [0.0, 1.0]), ("d", [1.0, 0.0, 0.0])]
    edges = planning.similar_edges([1.0, 0.0], recent, threshold=0.5, limit=5)
    assert [(e["to"], e["score"]) for e in edges] == [("a", 1.0), ("b", 0.9939)]
    assert planning.similar_edges([1.0, 0.0], recent, threshold=0.5, limit=1)[0]["to"] == "a"
    assert planning.similar_edges([1.0, 0.0], [], threshold=0.5, limit=3) == []


def test_outbox_rows_carry_similar_edges_after_follows() -> None:
    similar = [{"type": "SIMILAR_TO", "to": "m7", "score": 0.95}]
    rows = planning.outbox_rows(snapshot(), 1, "h", [0.0], follows="m0", similar=similar)
    assert [e["type"] for e in rows[2].payload["edges"]] == ["FOLLOWS", "SIMILAR_TO"]
