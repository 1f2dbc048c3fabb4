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
