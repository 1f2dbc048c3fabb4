"""Milvus and Neo4j adapters with the versioned rule, on the real services."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from projections.handlers import project_graph, project_vectors
from projections.rule import Stamp
from streams.records import OutboxEvent

pytestmark = pytest.mark.integration
DIM = 384


def vector_event(user: str, mid: str, version: int, digest: str, x: float = 0.1) -> OutboxEvent:
    return OutboxEvent(
        event_id=str(uuid.uuid4()), event_type="upsert_vector", target="milvus", aggregate_id=mid,
        user_id=user, version=version, content_hash=digest,
        memory={"content": f"v{version}", "category": "general", "slot_hint": "recall_memory",
                "importance": 0.7, "embedding": [x] * DIM},
    )


def node_event(user: str, mid: str, version: int, digest: str, kind: str = "upsert_node",
               edges: tuple[dict[str, Any], ...] = ()) -> OutboxEvent:
    return OutboxEvent(
        event_id=str(uuid.uuid4()), event_type=kind, target="neo4j",  # type: ignore[arg-type]
        aggregate_id=mid, user_id=user, version=version, content_hash=digest,
        memory=None if kind == "upsert_edges" else {"content": f"v{version}", "tags": ["src:user"]},
        edges=edges,
    )


async def test_milvus_out_of_order_ends_at_the_newest(vector_index: Any, user_id: str) -> None:
    mid = str(uuid.uuid4())
    await project_vectors([vector_event(user_id, mid, 2, "h2")], vector_index)
    outcome = await project_vectors([vector_event(user_id, mid, 1, "h1")], vector_index)
    assert outcome.stale == 1
    assert await vector_index.stamps([(user_id, mid)]) == {(user_id, mid): Stamp(2, "h2")}


async def test_milvus_conflict_never_overwrites(vector_index: Any, user_id: str) -> None:
    mid = str(uuid.uuid4())
    await project_vectors([vector_event(user_id, mid, 1, "h1")], vector_index)
    outcome = await project_vectors([vector_event(user_id, mid, 1, "other")], vector_index)
    assert [(e.content_hash, s) for e, s in outcome.conflicts] == [("other", Stamp(1, "h1"))]
    assert (await vector_index.stamps([(user_id, mid)]))[(user_id, mid)] == Stamp(1, "h1")


async def test_milvus_reads_are_user_scoped(vector_index: Any, user_id: str) -> None:
    mid = str(uuid.uuid4())
    await project_vectors([vector_event(user_id, mid, 1, "h1")], vector_index)
    assert await vector_index.stamps([("someone-else", mid)]) == {}
    assert await vector_index.stamps([("", mid)]) == {}
    assert [r["memory_id"] for r in await vector_index.dump([user_id])] == [mid]


async def test_milvus_replay_changes_nothing(vector_index: Any, user_id: str) -> None:
    events = [vector_event(user_id, str(uuid.uuid4()), v, f"h{v}") for v in (1, 1, 1)]
    await project_vectors(events, vector_index)
    before = await vector_index.dump([user_id])
    outcome = await project_vectors(events, vector_index)
    assert outcome.applied == 0 and outcome.duplicates == 3
    assert await vector_index.dump([user_id]) == before


async def test_milvus_delete_is_versioned(vector_index: Any, user_id: str) -> None:
    mid = str(uuid.uuid4())
    await project_vectors([vector_event(user_id, mid, 1, "h1")], vector_index)
    delete = vector_event(user_id, mid, 2, "gone").model_copy(
        update={"event_type": "delete_vector"})
    await project_vectors([delete], vector_index)
    assert await vector_index.dump([user_id]) == []


async def test_neo4j_nodes_edges_placeholders_and_guard(graph: Any, user_id: str) -> None:
    a, b = str(uuid.uuid4()), str(uuid.uuid4())
    follows = ({"type": "FOLLOWS", "to": a, "score": None},)
    # the edge event arrives before the node it points to: a placeholder, filled later
    await project_graph([node_event(user_id, b, 1, "hb"),
                         node_event(user_id, b, 1, "eb", "upsert_edges", follows)], graph)
    dump = await graph.dump([user_id])
    assert {n["memory_id"]: n["placeholder"] for n in dump["nodes"]} == {a: True, b: False}
    await project_graph([node_event(user_id, a, 1, "ha")], graph)
    dump = await graph.dump([user_id])
    assert all(not n["placeholder"] for n in dump["nodes"])
    assert [(e["src"], e["type"], e["dst"]) for e in dump["edges"]] == [(b, "FOLLOWS", a)]
    # the Cypher guard holds even when the rule is bypassed: version never decreases
    await graph.apply([{"memory_id": a, "user_id": user_id, "version": 0, "content_hash": "x",
                        "props": {}}], [], [])
    nodes, _ = await graph.stamps([(user_id, a)])
    assert nodes[(user_id, a)] == Stamp(1, "ha")


async def test_neo4j_replay_and_out_of_order(graph: Any, user_id: str) -> None:
    mid = str(uuid.uuid4())
    events = [node_event(user_id, mid, 2, "h2"), node_event(user_id, mid, 1, "h1")]
    await project_graph(events, graph)
    before = await graph.dump([user_id])
    outcome = await project_graph(events, graph)
    assert outcome.applied == 0
    assert await graph.dump([user_id]) == before
    assert before["nodes"][0]["version"] == 2


async def test_neo4j_writes_are_user_scoped(graph: Any, user_id: str) -> None:
    mid = str(uuid.uuid4())
    await project_graph([node_event(user_id, mid, 1, "h1")], graph)
    # another user's event for the same id cannot touch this node
    await project_graph([node_event("intruder-" + user_id, mid, 5, "evil")], graph)
    nodes, _ = await graph.stamps([(user_id, mid)])
    assert nodes[(user_id, mid)] == Stamp(1, "h1")


async def test_milvus_refuses_a_bad_vector_without_blocking_the_batch(
    vector_index: Any, user_id: str
) -> None:
    good = vector_event(user_id, str(uuid.uuid4()), 1, "h")
    bad = vector_event(user_id, str(uuid.uuid4()), 1, "h").model_copy(
        update={"memory": {"content": "x", "embedding": [0.1] * 4}})
    outcome = await project_vectors([bad, good], vector_index)
    assert [e.aggregate_id for e, _ in outcome.rejected] == [bad.aggregate_id]
    assert set(await vector_index.stamps([(user_id, good.aggregate_id),
                                          (user_id, bad.aggregate_id)])) == {
        (user_id, good.aggregate_id)}


async def test_milvus_answering_but_refusing_is_poison_not_an_outage(
    vector_index: Any, user_id: str
) -> None:
    from streams.errors import PoisonError

    with pytest.raises(PoisonError):
        await vector_index.upsert([{"memory_id": "x", "user_id": user_id, "vector": [1.0]}])


async def test_neo4j_writes_every_edge_type_with_scores(graph: Any, user_id: str) -> None:
    a, b, c, d, e = (str(uuid.uuid4()) for _ in range(5))
    edges = ({"type": "FOLLOWS", "to": b, "score": None},
             {"type": "SIMILAR_TO", "to": c, "score": 0.93},
             {"type": "CAUSES", "to": d, "score": None},
             {"type": "BELONGS_TO", "to": e, "score": 1.0})
    await project_graph([node_event(user_id, a, 1, "ha"),
                         node_event(user_id, a, 1, "ea", "upsert_edges", edges)], graph)
    got = {(r["type"], r["dst"], r["score"]) for r in (await graph.dump([user_id]))["edges"]}
    assert got == {("FOLLOWS", b, None), ("SIMILAR_TO", c, 0.93), ("CAUSES", d, None),
                   ("BELONGS_TO", e, 1.0)}
    # a newer edge set replaces the old one; an older one is ignored
    newer = ({"type": "CAUSES", "to": d, "score": None},)
    await project_graph([node_event(user_id, a, 2, "ea2", "upsert_edges", newer),
                         node_event(user_id, a, 1, "ea", "upsert_edges", edges)], graph)
    got = {(r["type"], r["dst"]) for r in (await graph.dump([user_id]))["edges"]}
    assert got == {("CAUSES", d)}
