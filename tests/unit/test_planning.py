"""Commit planning: ids, the content hash, outbox rows, and the write-time governance decisions."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest

from agents.commit_memories import events, planning
from agents.commit_memories.calibration import Bands
from agents.commit_memories.planning import CommitPolicy, CommitState, StoredMemory, plan_commit
from streams.records import Category, MemoryCandidate, MemorySnapshot

NOW = datetime(2026, 11, 20, 12, tzinfo=UTC)
POLICY = CommitPolicy(Bands(duplicate=0.95, conflict_low=0.85))


def candidate(key: str, value: str, n: int = 1, user: str = "u1", source: str = "user",
              category: Category = "identity", content: str | None = None) -> MemoryCandidate:
    return MemoryCandidate(
        candidate_id=f"00000000-0000-0000-0000-{n:012d}", turn_id=f"t{n}", user_id=user,
        session_id="s1", ts=NOW, source=source, fact_key=key,  # type: ignore[arg-type]
        fact_value=value, content=content or f"User {key}: {value}", importance=0.7,
        category=category)


def snapshot(**over: object) -> MemorySnapshot:
    base: dict[str, object] = {
        "memory_id": "m1", "user_id": "u1", "fact_key": "city", "fact_value": "Hangzhou",
        "canonical_key": "home_city", "content": "User city: Hangzhou", "source": "user",
        "importance": 0.7, "tags": ["src:user"], "embedding_model": "e5",
        "embedding_revision": "r1", "created_at": "t0",
    }
    base.update(over)
    return MemorySnapshot.model_validate(base)


def run(items: Sequence[tuple[MemoryCandidate, Sequence[float]]],
        state: CommitState | None = None, **kw: object) -> tuple[planning.CommitPlan, CommitState]:
    """Plan, then fold the plan's final writes into the state (as persisting would)."""
    state = state or CommitState()
    plan = plan_commit(state, items, POLICY, NOW, model="e5", revision="r1", **kw)  # type: ignore[arg-type]
    return plan, planning.fold(state, plan)


def current(state: CommitState, user: str = "u1") -> list[str]:
    return sorted(m.snapshot.fact_value for m in state.memories.values()
                  if m.current and m.snapshot.user_id == user)


V1, V2, V3 = [1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]


# --- ids, hashes, outbox rows ---------------------------------------------------------------

def test_memory_uid_is_deterministic_and_canonical() -> None:
    uid = planning.memory_uid
    assert uid(candidate("city", "Hangzhou ")) == uid(candidate("城市", "hangzhou"))
    assert uid(candidate("公司", "字节跳动")) == uid(candidate("工作单位", "字节跳动"))
    assert uid(candidate("city", "Shenzhen")) != uid(candidate("city", "Hangzhou"))
    assert uid(candidate("city", "Hangzhou", user="u2")) != uid(candidate("city", "Hangzhou"))
    assert uid(candidate("likes", "cats")) != uid(candidate("dislikes", "cats"))


def test_content_hash_ignores_provenance_and_timestamps_but_not_projected_fields() -> None:
    h = events.content_hash
    assert h(snapshot()) == h(snapshot(created_at="t9", source_turn_id="t2", session_id="x"))
    assert h(snapshot()) != h(snapshot(superseded=True))
    assert h(snapshot()) != h(snapshot(fact_value="Shenzhen"))
    assert h(snapshot()) != h(snapshot(importance=0.6))


def test_tombstone_hash_differs_per_version_and_from_the_live_hash() -> None:
    assert events.tombstone_hash("m1", "u1", 2) != events.tombstone_hash("m1", "u1", 3)
    assert events.tombstone_hash("m1", "u1", 2) != events.content_hash(snapshot())


def test_upsert_rows_carry_the_snapshot_and_only_the_vector_event_the_embedding() -> None:
    rows = events.upsert_rows(snapshot(), 1, [0.1, 0.2])
    assert [(r.target, r.event_type) for r in rows] == [
        ("milvus", "upsert_vector"), ("neo4j", "upsert_node")]
    assert rows[0].payload["embedding"] == [0.1, 0.2] and rows[1].payload["embedding"] == []
    assert rows[1].payload["memory"]["canonical_key"] == "home_city"
    assert rows[0].repair_dedupe_key == "milvus:m1:1:upsert_vector:0"


def test_delete_rows_strip_the_content() -> None:
    rows = events.delete_rows("m1", "u1", 4)
    assert [r.event_type for r in rows] == ["delete_vector", "delete_node"]
    assert all(r.payload["memory"] is None and r.payload["embedding"] == [] for r in rows)
    assert rows[0].payload["content_hash"] == events.tombstone_hash("m1", "u1", 4)


def test_edges_hash_is_order_independent() -> None:
    e1, e2 = events.edge("FOLLOWS", "a"), events.edge("SIMILAR_TO", "b", 0.9)
    assert events.edges_hash([e1, e2]) == events.edges_hash([e2, e1])
    assert events.edges_hash([e1]) != events.edges_hash([e2])


def test_similar_edges_rank_threshold_and_limit() -> None:
    recent = [("a", [1.0, 0.0]), ("b", [0.9, 0.1]), ("c", [0.0, 1.0]), ("d", [1.0, 0.0, 0.0])]
    edges = events.similar_edges([1.0, 0.0], recent, threshold=0.5, limit=5)
    assert [(e["to"], e["score"]) for e in edges] == [("a", 1.0), ("b", 0.9939)]
    assert events.similar_edges([1.0, 0.0], recent, threshold=0.5, limit=1)[0]["to"] == "a"
    assert events.similar_edges([1.0, 0.0], [], threshold=0.5, limit=3) == []


# --- write-time decisions ---------------------------------------------------------------------

def test_first_fact_inserts_and_the_second_follows_it() -> None:
    plan, _ = run([(candidate("city", "Hangzhou", 1), V1),
                       (candidate("employer", "ByteDance", 2), V2)])
    assert plan.stats["inserted"] == 2
    second = plan.writes[planning.memory_uid(candidate("employer", "ByteDance"))]
    assert second.edges == (events.edge("FOLLOWS", planning.memory_uid(
        candidate("city", "Hangzhou"))),)
    assert [r.event_type for r in second.outbox()] == [
        "upsert_vector", "upsert_node", "upsert_edges"]


def test_redelivered_candidate_changes_nothing() -> None:
    _, state = run([(candidate("city", "Hangzhou", 1), V1)])
    plan, _ = run([(candidate("city", "Hangzhou", 1), V1)], state)
    assert plan.stats == {"redelivered": 1} and not plan.writes and not plan.hits


def test_exact_duplicate_is_a_hit_without_a_new_version() -> None:
    _, state = run([(candidate("city", "Hangzhou", 1), V1)])
    plan, state = run([(candidate("城市", "hangzhou", 2), V2)], state)
    assert not plan.writes and sum(plan.hits.values()) == 1 and plan.stats["hits"] == 1
    (memory,) = state.memories.values()
    assert (memory.version, memory.hit_count) == (1, 2)


@pytest.mark.parametrize(("first", "second"), [
    (("城市", "杭州"), ("城市", "深圳")),
    (("city", "Hangzhou"), ("location", "Shenzhen")),
    (("city", "Berlin"), ("城市", "深圳")),
    (("公司", "字节跳动"), ("employer", "Tencent")),
    (("likes", "cats"), ("dislikes", "cats anymore")),
    (("喜欢", "猫"), ("不喜欢", "猫")),
])
def test_a_new_value_supersedes_the_current_one_in_the_same_plan(
        first: tuple[str, str], second: tuple[str, str]) -> None:
    _, state = run([(candidate(*first, 1), V1)])
    old_id, new_id = planning.memory_uid(candidate(*first)), planning.memory_uid(candidate(*second))
    before = state.memories[old_id].snapshot
    plan, state = run([(candidate(*second, 2), V1)], state)  # even at cosine 1.0
    old, new = plan.writes[old_id], plan.writes[new_id]
    assert (old.version, old.expected_version) == (2, 1)
    assert old.memory.snapshot.superseded and old.memory.snapshot.superseded_by == new_id
    assert new.memory.snapshot.supersedes == old_id and new.version == 1
    assert events.edge("SUPERSEDES", old_id) in (new.edges or ())
    assert plan.stats["supersedes"] == 1
    assert current(state) == [second[1]]
    assert old.content_hash != events.content_hash(before)
    assert old.outbox()[0].payload["memory"]["superseded"] is True


def test_a_b_a_makes_a_current_again_as_a_new_version() -> None:
    _, state = run([(candidate("city", "Hangzhou", 1), V1)])
    _, state = run([(candidate("city", "Shenzhen", 2), V2)], state)
    plan, state = run([(candidate("city", "Hangzhou", 3), V1)], state)
    a, b = planning.memory_uid(candidate("city", "Hangzhou")), planning.memory_uid(
        candidate("city", "Shenzhen"))
    assert plan.writes[a].action == "revive" and plan.writes[a].version == 3
    assert plan.writes[b].memory.snapshot.superseded_by == a and plan.writes[b].version == 2
    assert plan.writes[a].memory.snapshot.supersedes == b
    assert plan.stats["revived"] == 1 and current(state) == ["Hangzhou"]


def test_two_changes_of_one_memory_in_one_batch_persist_as_one_write() -> None:
    plan, state = run([(candidate("city", "Hangzhou", 1), V1),
                       (candidate("city", "Shenzhen", 2), V2),
                       (candidate("city", "Hangzhou", 3), V1)])
    a = plan.writes[planning.memory_uid(candidate("city", "Hangzhou"))]
    assert a.expected_version == 0 and a.version == 3 and not a.memory.snapshot.superseded
    assert current(state) == ["Hangzhou"]


def test_paraphrases_of_one_preference_collapse_into_one_memory() -> None:
    turns = [("reply_style", "short answers"), ("reply_style", "concise"),
             ("回答风格", "简洁"), ("回答风格", "简短"), ("reply_style", "brief")]
    plan, state = run([(candidate(k, v, i, category="preference"), [1.0, 0.1 * i, 0.0])
                       for i, (k, v) in enumerate(turns, 1)])
    assert plan.stats["inserted"] == 1 and plan.stats["hits"] == 4
    assert len(current(state)) == 1


def test_distinct_values_of_a_multi_valued_key_never_merge_even_at_cosine_one() -> None:
    facts = [("allergy", "peanuts"), ("allergy", "shellfish"), ("过敏", "花生"),
             ("家庭", "妈妈住在杭州"), ("家庭", "爸爸住在深圳"), ("pets", "a cat"),
             ("pets", "a dog"), ("skills", "Go"), ("skills", "Rust"), ("hobby", "chess")]
    plan, state = run([(candidate(k, v, i, category="fact"), V1)
                       for i, (k, v) in enumerate(facts, 1)])
    assert plan.stats["inserted"] == 10 and not plan.hits and not plan.stats["supersedes"]
    assert len(current(state)) == 10


def test_free_form_keys_merge_only_at_or_above_the_duplicate_band() -> None:
    _, state = run([(candidate("coffee_order", "flat white", 1, category="preference"), V1)])
    near = [1.0, 0.2, 0.0]  # cosine 0.98 >= 0.95
    plan, _ = run([(candidate("usual_coffee", "a flat white", 2, category="preference"),
                    near)], state)
    assert plan.stats["duplicates"] == 1 and not plan.writes
    far = [1.0, 1.0, 0.0]  # cosine 0.71 < 0.85: a new memory, no question
    plan, _ = run([(candidate("favourite_tea", "oolong", 3, category="preference"), far)], state)
    assert plan.stats["inserted"] == 1 and not plan.questions


def test_the_conflict_band_asks_the_judge_and_follows_its_verdict() -> None:
    _, state = run([(candidate("diet_style", "vegetarian", 1, category="preference"), V1)])
    band = [1.0, 0.5, 0.0]  # cosine 0.894: in [0.85, 0.95)
    new = candidate("eating_habit", "eats meat again", 2, category="preference")
    draft, _ = run([(new, band)], state)
    old_id = planning.memory_uid(candidate("diet_style", "vegetarian"))
    assert [(q.memory_id, q.score) for q in draft.questions] == [(old_id, 0.8944)]
    assert draft.stats["supersedes"] == 0  # unanswered: "not contradictory"
    judged, after = run([(new, band)], state, verdicts={(new.candidate_id, old_id): True})
    assert judged.stats["supersedes"] == 1 and not judged.questions
    assert current(after) == ["eats meat again"]


def test_the_judge_is_not_asked_outside_identity_preference_fact() -> None:
    _, state = run([(candidate("tool_x", "timed out", 1, category="tool_failure"), V1)])
    plan, _ = run([(candidate("tool_y", "crashed", 2, category="tool_failure"),
                    [1.0, 0.5, 0.0])], state)
    assert not plan.questions and plan.stats["inserted"] == 1


def test_users_never_affect_each_other() -> None:
    plan, state = run([(candidate("city", "Hangzhou", 1, user="a"), V1),
                       (candidate("city", "Shenzhen", 2, user="b"), V1)])
    assert plan.stats["inserted"] == 2 and not plan.stats["supersedes"]
    assert current(state, "a") == ["Hangzhou"] and current(state, "b") == ["Shenzhen"]


def test_delete_is_a_new_version_with_a_tombstone() -> None:
    _, state = run([(candidate("city", "Hangzhou", 1), V1)])
    memory = next(iter(state.memories.values()))
    plan = planning.plan_delete(memory, NOW, actor="user")
    (write,) = plan.writes.values()
    assert write.memory.deleted and write.version == 2 and write.expected_version == 1
    assert [r.event_type for r in write.outbox()] == ["delete_vector", "delete_node"]
    assert write.content_hash == events.tombstone_hash(memory.memory_id, "u1", 2)


def test_stored_memory_current_means_live_and_not_superseded() -> None:
    m = StoredMemory(snapshot(), 1, 1, "hangzhou", 1)
    assert m.current
    assert not StoredMemory(snapshot(superseded=True), 2, 1, "hangzhou", 1).current
    assert not StoredMemory(snapshot(), 2, 1, "hangzhou", 1, deleted=True).current


def test_candidates_from_before_an_erase_are_dropped_without_a_trace() -> None:
    state = CommitState(erased={"u1": NOW})
    early = candidate("city", "Hangzhou", 1)  # ts == NOW: made before (or at) the erase
    later = candidate("city", "Shenzhen", 2).model_copy(update={"ts": NOW.replace(hour=13)})
    plan, after = run([(early, V1), (later, V1)], state)
    assert plan.stats["erased_dropped"] == 1 and plan.stats["inserted"] == 1
    assert [p[0] for p in plan.processed] == [later.candidate_id]
    assert current(after) == ["Shenzhen"]


def test_ids_are_salted_per_user_by_the_deployment_secret() -> None:
    c = candidate("city", "Hangzhou")
    assert planning.memory_uid(c, "s1") == planning.memory_uid(c, "s1")
    assert planning.memory_uid(c, "s1") != planning.memory_uid(c, "s2")
    assert planning.memory_uid(c, "s1") != planning.memory_uid(c)
    assert planning.user_salt("s1", "u1") != planning.user_salt("s1", "u2")


# --- late candidates: event time decides, not arrival ------------------------------------------


def said(key: str, value: str, n: int, hour: int) -> MemoryCandidate:
    """A candidate from a turn `hour` hours after NOW."""
    return candidate(key, value, n).model_copy(update={"ts": NOW + timedelta(hours=hour)})


def test_a_late_conflicting_fact_is_kept_as_history_and_the_truth_is_untouched() -> None:
    _, state = run([(said("city", "Hangzhou", 1, 0), V1), (said("city", "Shenzhen", 3, 3), V2)])
    truth = planning.memory_uid(candidate("city", "Shenzhen"))
    plan, state = run([(said("城市", "北京", 2, 1), V3)], state)  # redriven: said at hour 1
    late = planning.memory_uid(candidate("城市", "北京"))
    assert list(plan.writes) == [late] and plan.stats == {"late": 1}
    written = plan.writes[late].memory
    assert written.snapshot.superseded and written.snapshot.superseded_by == truth
    assert written.decided_at == NOW + timedelta(hours=1) and plan.writes[late].edges == ()
    assert current(state) == ["Shenzhen"] and state.memories[truth].version == 1


def test_a_late_reassertion_does_not_revive_what_a_later_turn_retired() -> None:
    _, state = run([(said("city", "Hangzhou", 1, 0), V1), (said("city", "Shenzhen", 2, 3), V2)])
    plan, state = run([(said("city", "Hangzhou", 3, 2), V1)], state)
    assert not plan.writes and not plan.hits and plan.stats == {"late": 1}
    assert [a.action for a in plan.audit] == ["late"]
    assert current(state) == ["Shenzhen"]
    plan, state = run([(said("city", "Hangzhou", 4, 4), V1)], state)  # said after: revived
    assert plan.stats["revived"] == 1 and current(state) == ["Hangzhou"]


def test_a_delete_stands_against_candidates_from_before_it() -> None:
    _, state = run([(said("city", "Hangzhou", 1, 0), V1)])
    (memory,) = state.memories.values()
    deleted = planning.plan_delete(memory, NOW + timedelta(hours=2), actor="user")
    state = planning.fold(state, deleted)
    plan, state = run([(said("city", "Hangzhou", 2, 1), V1)], state)
    assert not plan.writes and plan.stats == {"late": 1} and current(state) == []
    plan, state = run([(said("city", "Hangzhou", 3, 3), V1)], state)
    assert plan.stats["revived"] == 1 and current(state) == ["Hangzhou"]


def test_a_hit_is_a_decision_a_fact_said_between_does_not_overturn_it() -> None:
    _, state = run([(said("city", "Shenzhen", 1, 0), V1)])
    plan, state = run([(said("location", "shenzhen", 3, 3), V1)], state)
    truth = planning.memory_uid(candidate("city", "Shenzhen"))
    assert plan.hit_at == {("u1", truth): NOW + timedelta(hours=3)}
    assert state.memories[truth].decided_at == NOW + timedelta(hours=3)
    plan, state = run([(said("city", "Beijing", 2, 2), V2)], state)  # said before the hit
    assert plan.stats == {"late": 1} and current(state) == ["Shenzhen"]


def test_a_late_hit_does_not_move_the_decision_back() -> None:
    _, state = run([(said("city", "Shenzhen", 1, 3), V1)])
    plan, state = run([(said("city", "Shenzhen", 2, 1), V1)], state)
    assert plan.stats == {"hits": 1} and plan.hit_at == {}
    assert next(iter(state.memories.values())).decided_at == NOW + timedelta(hours=3)


def test_an_unknown_decision_time_and_the_same_turn_decide_in_commit_order() -> None:
    legacy = StoredMemory(snapshot(memory_id=planning.memory_uid(candidate("city", "Hangzhou"))),
                          1, 1, "hangzhou", 1, V1)  # decided_at None: before migration 009
    plan, state = run([(said("city", "Shenzhen", 2, -5), V2)],
                      CommitState({legacy.memory_id: legacy}))
    assert plan.stats["supersedes"] == 1 and current(state) == ["Shenzhen"]
    plan, state = run([(said("city", "Beijing", 3, -5), V3)], state)  # the same ts: in order
    assert plan.stats["supersedes"] == 1 and current(state) == ["Beijing"]


def test_history_then_a_newer_turn_in_one_batch_revives_the_history() -> None:
    _, state = run([(said("city", "Shenzhen", 1, 2), V1)])
    plan, state = run([(said("city", "Beijing", 2, 1), V2), (said("city", "Beijing", 3, 3), V2)],
                      state)
    assert plan.stats["late"] == 1 and plan.stats["revived"] == 1
    assert current(state) == ["Beijing"]
    beijing = plan.writes[planning.memory_uid(candidate("city", "Beijing"))]
    assert beijing.expected_version == 0 and beijing.version == 2


def test_a_late_fact_the_judge_finds_contradicted_by_a_later_one_is_history() -> None:
    new = candidate("eating_habit", "eats meat again", 1, category="preference").model_copy(
        update={"ts": NOW + timedelta(hours=3)})
    _, state = run([(new, V1)])
    late = candidate("diet_style", "vegetarian", 2, category="preference").model_copy(
        update={"ts": NOW + timedelta(hours=1)})
    band = [1.0, 0.5, 0.0]
    truth = planning.memory_uid(new)
    plan, after = run([(late, band)], state, verdicts={(late.candidate_id, truth): True})
    assert plan.stats == {"late": 1} and current(after) == ["eats meat again"]
    assert plan.writes[planning.memory_uid(late)].memory.snapshot.superseded_by == truth
