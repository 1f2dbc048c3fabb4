"""Milvus and Neo4j adapters with the versioned rule, on the real services."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from projections.handlers import project_graph, project_vectors, vector_row
from projections.rule import Stamp
from streams.records import MemorySnapshot, OutboxEvent

pytestmark = pytest.mark.integration
DIM = 384


def snap(user: str, mid: str, version: int, **over: Any) -> MemorySnapshot:
    return MemorySnapshot.model_validate({
        "memory_id": mid, "user_id": user, "fact_key": "k", "fact_value": f"v{version}",
        "content": f"v{version}", "source": "user", "importance": 0.7, "tags": ["src:user"],
        **over})


def vector_event(user: str, mid: str, version: int, digest: str, x: float = 0.1,
                 dim: int = DIM) -> OutboxEvent:
    return OutboxEvent(
        event_id=str(uuid.uuid4()), event_type="upsert_vector", target="milvus", aggregate_id=mid,
        user_id=user, version=version, content_hash=digest, memory=snap(user, mid, version),
        embedding=(x,) * dim,
    )


def node_event(user: str, mid: str, version: int, digest: str, kind: str = "upsert_node",
               edges: tuple[dict[str, Any], ...] = ()) -> OutboxEvent:
    return OutboxEvent(
        event_id=str(uuid.uuid4()), event_type=kind, target="neo4j",  # type: ignore[arg-type]
        aggregate_id=mid, user_id=user, version=version, content_hash=digest,
        memory=snap(user, mid, version) if kind == "upsert_node" else None, edges=edges,
    )


def delete_event(event: OutboxEvent, version: int) -> OutboxEvent:
    kind = "delete_vector" if event.target == "milvus" else "delete_node"
    return event.model_copy(update={"event_type": kind, "version": version, "memory": None,
                                    "embedding": (), "content_hash": f"tomb{version}",
                                    "event_id": str(uuid.uuid4())})


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


async def test_milvus_delete_leaves_a_tombstone_no_replay_can_undo(
    vector_index: Any, user_id: str
) -> None:
    mid = str(uuid.uuid4())
    v1 = vector_event(user_id, mid, 1, "h1")
    await project_vectors([v1], vector_index)
    delete = delete_event(v1, 2)
    await project_vectors([delete], vector_index)
    assert await vector_index.dump([user_id]) == []
    assert await vector_index.tombstone_ids([user_id]) == {mid: 2}
    # a replay from offset 0: the old upsert is stale, the delete a duplicate
    outcome = await project_vectors([v1, delete], vector_index)
    assert (outcome.applied, outcome.stale, outcome.duplicates) == (0, 1, 1)
    assert await vector_index.dump([user_id]) == []
    # a newer version (the fact asserted again) comes back
    await project_vectors([vector_event(user_id, mid, 3, "h3")], vector_index)
    assert [r["version"] for r in await vector_index.dump([user_id])] == [3]


async def test_milvus_search_leaves_superseded_memories_out(
    vector_index: Any, user_id: str
) -> None:
    live, old = str(uuid.uuid4()), str(uuid.uuid4())
    gone = vector_event(user_id, old, 2, "h2", x=0.3).model_copy(
        update={"memory": snap(user_id, old, 2, superseded=True, superseded_by=live)})
    await project_vectors([vector_event(user_id, live, 1, "h1", x=0.2), gone], vector_index)
    hits = await vector_index.search(user_id, [0.3] * DIM, 5)
    assert [m for m, _ in hits] == [live]
    assert {m for m, _ in await vector_index.search(user_id, [0.3] * DIM, 5,
                                                    include_superseded=True)} == {live, old}
    assert await vector_index.search("someone-else", [0.3] * DIM, 5) == []


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
    bad = vector_event(user_id, str(uuid.uuid4()), 1, "h", dim=4)
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
        await vector_index.upsert([vector_row(vector_event(user_id, "x", 1, "h", dim=1))])


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


async def test_neo4j_delete_leaves_a_tombstone_no_replay_can_undo(graph: Any, user_id: str) -> None:
    a, b = str(uuid.uuid4()), str(uuid.uuid4())
    node_a, node_b = node_event(user_id, a, 1, "ha"), node_event(user_id, b, 1, "hb")
    edges_b = node_event(user_id, b, 1, "eb", "upsert_edges", (
        {"type": "FOLLOWS", "to": a, "score": None},))
    edges_a = node_event(user_id, a, 1, "ea", "upsert_edges", (
        {"type": "SUPERSEDES", "to": b, "score": None},))
    await project_graph([node_a, node_b, edges_b, edges_a], graph)
    delete = delete_event(node_a, 2)
    await project_graph([delete], graph)
    dump = await graph.dump([user_id])
    assert [n["memory_id"] for n in dump["nodes"]] == [b] and dump["edges"] == []
    assert await graph.tombstone_ids([user_id]) == {a: 2}
    # replay from offset 0: nothing of `a` comes back, not even as an edge placeholder
    outcome = await project_graph([node_a, node_b, edges_b, edges_a, delete], graph)
    assert outcome.applied == 0
    assert await graph.dump([user_id]) == dump
    # the fact asserted again, at a newer version
    await project_graph([node_event(user_id, a, 3, "ha3")], graph)
    assert {n["memory_id"]: n["version"] for n in (await graph.dump([user_id]))["nodes"]} == {
        a: 3, b: 1}


async def test_neo4j_supersedes_edge_and_a_revival_clears_superseded_by(
    graph: Any, user_id: str
) -> None:
    old, new = str(uuid.uuid4()), str(uuid.uuid4())
    retired = node_event(user_id, old, 2, "h2").model_copy(update={"memory": snap(
        user_id, old, 2, superseded=True, superseded_by=new)})
    await project_graph([node_event(user_id, new, 1, "hn"), retired,
                         node_event(user_id, new, 1, "en", "upsert_edges", (
                             {"type": "SUPERSEDES", "to": old, "score": None},))], graph)
    assert [(e["src"], e["type"], e["dst"]) for e in (await graph.dump([user_id]))["edges"]] == [
        (new, "SUPERSEDES", old)]
    revived = node_event(user_id, old, 3, "h3")
    await project_graph([revived], graph)
    rows = await graph._read("t", "MATCH (m:Memory {memory_id: $id}) RETURN m.superseded AS s,"
                             " m.superseded_by AS by", {"id": old})
    assert rows == [{"s": False, "by": None}]


async def test_milvus_new_keys_are_inserted_once_and_later_versions_replace_them(
        vector_index: Any, user_id: str) -> None:
    """A key the store never held goes in by insert (no delete scan); a redelivered batch finds
    it and skips it, and the next version's upsert leaves exactly one row."""
    mid = str(uuid.uuid4())
    first = [vector_event(user_id, mid, 1, "h1")]
    assert (await project_vectors(first, vector_index)).applied == 1
    assert (await project_vectors(first, vector_index)).duplicates == 1  # redelivered
    await project_vectors([vector_event(user_id, mid, 2, "h2", x=0.3)], vector_index)
    rows = [r for r in await vector_index.dump([user_id]) if r["memory_id"] == mid]
    assert [(r["version"], r["content_hash"]) for r in rows] == [(2, "h2")]


async def test_milvus_search_returns_a_key_held_twice_once(vector_index: Any, user_id: str) -> None:
    """Two projectors inserting one new key during a rebalance leave it twice (Milvus keeps no
    unique primary key); recall still sees it once, and its next version replaces both."""
    mid = str(uuid.uuid4())
    row = vector_row(vector_event(user_id, mid, 1, "h1"))
    await vector_index.insert([row])
    await vector_index.insert([row])
    hits = await vector_index.search(user_id, (0.1,) * DIM, 10)
    assert [m for m, _ in hits] == [mid]
    await project_vectors([vector_event(user_id, mid, 2, "h2")], vector_index)
    rows = [r for r in await vector_index.dump([user_id]) if r["memory_id"] == mid]
    assert [r["version"] for r in rows] == [2]
