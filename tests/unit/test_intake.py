"""Intake validation: every bad record is a Rejected with a reason, never an exception."""

import orjson
import pytest

from agents.extract_facts.intake import Rejected, parse_turn
from streams.records import Turn

GOOD = {"turn_id": "t1", "user_id": "u1", "session_id": "s1", "ts": "2026-11-02T09:00:00Z",
        "user_message": "I live in Seattle."}


def raw(**over: object) -> bytes:
    return orjson.dumps({**GOOD, **over})


@pytest.mark.parametrize(
    ("record", "reason"),
    [
        (None, "empty"),
        (b"", "empty"),
        (b"{not json", "malformed_json"),
        (b"\xff\xfe{}", "invalid_utf8"),
        (b"[1, 2]", "not_an_object"),
        (orjson.dumps({k: v for k, v in GOOD.items() if k != "user_id"}), "invalid_field:user_id"),
        (orjson.dumps({k: v for k, v in GOOD.items() if k != "turn_id"}), "invalid_field:turn_id"),
        (raw(user_id=""), "invalid_field:user_id"),
        (raw(user_id="   "), "invalid_field:user_id"),
        (raw(user_id=42), "invalid_field:user_id"),
        (raw(ts="yesterday"), "invalid_field:ts"),
        (raw(ts="2026-11-02T09:00:00"), "invalid_field:ts"),
        (raw(user_message=["a"]), "invalid_field:user_message"),
        (raw(user_message="x" * 70_000), "too_large"),
    ],
)
def test_bad_records_are_rejected_with_a_reason(record: bytes | None, reason: str) -> None:
    result = parse_turn(record, 64 * 1024)
    assert isinstance(result, Rejected)
    assert result.reason == reason
    assert result.detail


def test_good_record_parses() -> None:
    turn = parse_turn(raw(assistant_reply="ok", locale="en-US"), 64 * 1024)
    assert isinstance(turn, Turn)
    assert turn.user_id == "u1"
    assert turn.ts.utcoffset() is not None
