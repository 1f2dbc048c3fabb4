"""Validation of raw `chat.turns.v1` records: a Turn, or a rejection with a dead-letter reason."""

from __future__ import annotations

from dataclasses import dataclass

import orjson
from pydantic import ValidationError

from streams.records import Turn


@dataclass(frozen=True)
class Rejected:
    """Why a record cannot be processed; `reason` is a stable code, `detail` is for humans."""

    reason: str
    detail: str


def parse_turn(raw: bytes | None, max_bytes: int) -> Turn | Rejected:
    """Parse one raw record. Never raises: every bad input becomes a Rejected."""
    if not raw:
        return Rejected("empty", "record has no value")
    if len(raw) > max_bytes:
        return Rejected("too_large", f"{len(raw)} bytes > limit {max_bytes}")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return Rejected("invalid_utf8", str(exc))
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        return Rejected("malformed_json", str(exc))
    if not isinstance(data, dict):
        return Rejected("not_an_object", f"top-level JSON is {type(data).__name__}")
    try:
        return Turn.model_validate_json(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "record"
        return Rejected(f"invalid_field:{field}", first["msg"])
