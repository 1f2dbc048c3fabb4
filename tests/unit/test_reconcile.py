"""The reconciler's pure decision, table-tested: PostgreSQL rows vs sink stamps -> counts and
repair rows; and the rebuild's progress line."""

from __future__ import annotations

import pytest

from agents.commit_memories.planning import StoredMemory
from projections.rebuild import Progress, lag
from projections.reconcile import Held, Truth, reconcile_user, snapshot_rows
from projections.rule import Stamp
from streams.records import MemorySnapshot

USER, AT = "u1", "2026-12-01T00:00:00+00:00"
EDGES = ({"type": "FOLLOWS", "to": "m0", "score": None},)


def truth(memory_id: str = "m1", version: int = 2, deleted: bool = False,
          edges: tuple[dict[str, object], ...] = (), edges_version: int = 0) -> Truth:
    snap = MemorySnapshot(memory_id=memory_id, user_id=USER, fact_key="k", fact_value="v",
                          content="User k: v", source="user", importance=0.7,
                          category="fact", slot_hint="recall_memory")
    return Truth(StoredMemory(snap, version, 1, "v", 1, (0.1, 0.2), edges, deleted),
                 "h2", edges_version)


def counts(target: str, truths: dict[str, Truth], held: dict[str, Held],
           erased: bool = False) -> tuple[int, int, int, int, int, list[str]]:
    found = reconcile_user(target, USER, truths, held, AT, erased)  # type: ignore[arg-type]
    r = found.report
    return (r.checked, r.missing, r.stale, r.orphan, r.conflict,
            [f"{row.event_type}@{row.aggregate_version}" for row in found.repairs])


@pytest.mark.parametrize(("target", "truths", "held", "expected"), [
    ("milvus", {"m1": truth()}, {"m1": Held(Stamp(2, "h2"))}, (1, 0, 0, 0, 0, [])),
    ("milvus", {"m1": truth()}, {}, (1, 1, 0, 0, 0, ["upsert_vector@2"])),
    ("neo4j", {"m1": truth()}, {"m1": Held(placeholder=True)},
     (1, 1, 0, 0, 0, ["upsert_node@2"])),
    ("milvus", {"m1": truth()}, {"m1": Held(Stamp(1, "h1"))},
     (1, 0, 1, 0, 0, ["upsert_vector@2"])),
    ("milvus", {"m1": truth()}, {"m1": Held(Stamp(2, "other"))}, (1, 0, 0, 0, 1, [])),
    ("milvus", {"m1": truth()}, {"m1": Held(tombstone=Stamp(3, "t"))}, (1, 0, 0, 0, 1, [])),
    ("milvus", {"m1": truth(version=3, deleted=True)}, {"m1": Held(Stamp(2, "h2"))},
     (1, 0, 0, 1, 0, ["delete_vector@3"])),
    ("milvus", {"m1": truth(version=3, deleted=True)}, {"m1": Held(tombstone=Stamp(3, "t"))},
     (1, 0, 0, 0, 0, [])),
    ("milvus", {}, {"m9": Held(Stamp(4, "x"))}, (1, 0, 0, 1, 0, ["delete_vector@5"])),
    ("neo4j", {}, {"m9": Held(placeholder=True)}, (1, 0, 0, 1, 0, ["delete_node@1"])),
    ("milvus", {}, {"m9": Held(tombstone=Stamp(4, "t"))}, (0, 0, 0, 0, 0, [])),
    ("neo4j", {"m1": truth(edges=EDGES, edges_version=2)}, {"m1": Held(Stamp(2, "h2"))},
     (1, 1, 0, 0, 0, ["upsert_edges@2"])),
    ("neo4j", {"m1": truth(edges=EDGES, edges_version=2)},
     {"m1": Held(Stamp(2, "h2"), edges=Stamp(1, "e"))}, (1, 0, 1, 0, 0, ["upsert_edges@2"])),
])
def test_reconcile_user(target: str, truths: dict[str, Truth], held: dict[str, Held],
                        expected: tuple[int, int, int, int, int, list[str]]) -> None:
    assert counts(target, truths, held) == expected


def test_repairs_use_the_repair_key_and_the_stored_hash() -> None:
    found = reconcile_user("milvus", USER, {"m1": truth()}, {}, AT)
    (row,) = found.repairs
    assert row.repair_dedupe_key == "milvus:m1:2:upsert_vector:repair"
    assert row.payload["content_hash"] == "h2" and row.payload["at"] == AT
    assert row.target == "milvus" and row.payload["embedding"] == [0.1, 0.2]


def test_an_erased_users_residue_is_orphan_and_purged() -> None:
    held = {"m1": Held(Stamp(1, "h")), "m2": Held(tombstone=Stamp(2, "t"))}
    found = reconcile_user("neo4j", USER, {}, held, AT, erased=True)
    assert (found.report.orphan, found.purge, found.repairs) == (2, True, [])
    assert not reconcile_user("neo4j", USER, {}, {}, AT, erased=True).purge


def test_snapshot_rows_cover_live_deleted_and_edges() -> None:
    live = snapshot_rows("neo4j", truth(edges=EDGES, edges_version=2), AT)
    assert [r.event_type for r in live] == ["upsert_node", "upsert_edges"]
    assert [r.event_type for r in snapshot_rows("milvus", truth(deleted=True), AT)] \
        == ["delete_vector"]


def test_progress_line_and_lag() -> None:
    p = Progress("milvus", 1000, started=0.0, done=250)
    assert p.line(10.0) == "rebuild milvus: 250/1000 memories, 25/s, ETA 30 s"
    assert Progress("milvus", 10, started=0.0).line(1.0).endswith("ETA ?")
    assert lag({("t", 0): 5}, {("t", 0): 8, ("t", 1): 2}) == 5
