"""The versioned projection rule, exhaustively."""

import pytest

from projections.rule import Decision, Stamp, decide, plan_batch


@pytest.mark.parametrize(
    ("incoming", "stored", "expected"),
    [
        (Stamp(1, "a"), None, Decision.APPLY),
        (Stamp(2, "b"), Stamp(1, "a"), Decision.APPLY),
        (Stamp(9, "a"), Stamp(1, "a"), Decision.APPLY),
        (Stamp(1, "a"), Stamp(2, "b"), Decision.STALE),
        (Stamp(1, "b"), Stamp(2, "b"), Decision.STALE),
        (Stamp(2, "b"), Stamp(2, "b"), Decision.DUPLICATE),
        (Stamp(2, "c"), Stamp(2, "b"), Decision.CONFLICT),
    ],
)
def test_decide(incoming: Stamp, stored: Stamp | None, expected: Decision) -> None:
    assert decide(incoming, stored) is expected


def _plan(events: list[tuple[str, int, str]], stored: dict[str, Stamp]):  # type: ignore[no-untyped-def]
    return plan_batch(events, stored, key=lambda e: e[0], stamp=lambda e: Stamp(e[1], e[2]))


def test_out_of_order_in_one_batch_keeps_the_newest() -> None:
    plan = _plan([("m", 2, "h2"), ("m", 1, "h1")], {})
    assert plan.apply == [("m", 2, "h2")]
    assert plan.stale == 1


def test_in_order_versions_in_one_batch_write_only_the_last() -> None:
    plan = _plan([("m", 1, "h1"), ("n", 1, "x"), ("m", 2, "h2")], {})
    assert plan.apply == [("n", 1, "x"), ("m", 2, "h2")]


def test_replay_of_a_batch_is_all_duplicates_or_stale() -> None:
    stored = {"m": Stamp(2, "h2"), "n": Stamp(1, "x")}
    plan = _plan([("m", 1, "h1"), ("n", 1, "x"), ("m", 2, "h2")], stored)
    assert plan.apply == []
    assert (plan.stale, plan.duplicates) == (1, 2)


def test_conflict_reports_the_stored_stamp_and_never_applies() -> None:
    plan = _plan([("m", 2, "other")], {"m": Stamp(2, "h2")})
    assert plan.apply == []
    assert plan.conflicts == [(("m", 2, "other"), Stamp(2, "h2"))]


async def test_a_refused_event_is_retried_then_rejected_alone() -> None:
    from projections.handlers import Outcome, apply_isolating
    from streams.errors import PoisonError
    from streams.records import OutboxEvent

    def event(n: int) -> OutboxEvent:
        return OutboxEvent(event_id=str(n), event_type="upsert_node", target="neo4j",
                           aggregate_id=f"m{n}", user_id="u", version=1, content_hash="h")

    calls: list[list[str]] = []
    flaky = {"m2": 1}  # refused once, then accepted: a flapping sink, not bad data

    async def apply(batch: list[OutboxEvent]) -> Outcome:
        calls.append([e.aggregate_id for e in batch])
        ids = [e.aggregate_id for e in batch]
        if "m3" in ids or (len(ids) == 1 and flaky.get(ids[0], 0) > 0):
            if len(ids) == 1 and ids[0] in flaky:
                flaky[ids[0]] -= 1
            raise PoisonError("refused")
        if len(ids) > 1:
            raise PoisonError("batch refused")
        return Outcome(applied=1)

    outcome = await apply_isolating([event(1), event(2), event(3)], "neo4j", apply,
                                    attempts=3, backoff_s=0)
    assert outcome.applied == 2
    assert [e.aggregate_id for e, _ in outcome.rejected] == ["m3"]
    assert calls.count(["m3"]) == 3 and calls.count(["m2"]) == 2
