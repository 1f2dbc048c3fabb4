"""Byte codecs for Kafka records: orjson on the wire, never the stdlib json on the hot path."""

from __future__ import annotations

from typing import Any

import orjson
from pydantic import BaseModel


def dumps(value: Any) -> bytes:
    """Encode a JSON-able value or a pydantic model to compact UTF-8 JSON bytes."""
    if isinstance(value, BaseModel):
        return orjson.dumps(value.model_dump(mode="json"))
    return orjson.dumps(value)


def loads(raw: bytes | str) -> Any:
    """Decode JSON bytes; raises orjson.JSONDecodeError (a ValueError) on bad input."""
    return orjson.loads(raw)
