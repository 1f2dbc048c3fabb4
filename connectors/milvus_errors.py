"""Milvus driver errors sorted into memstream's kinds, by exception type and status code.

Only a refusal of the request's data is poison (dead-letter the event); a timeout, an outage,
overload or a rate limit is transient (hold the batch and retry): a slow Milvus must never send
good events to the DLQ. What this table does not know stays untranslated only when it is not a
driver error at all (a bug in our code): the agent stops on it instead of guessing.
"""

from __future__ import annotations

import concurrent.futures
from typing import Literal

import grpc
from pymilvus import exceptions as milvus

Kind = Literal["transient", "poison", "unknown"]

#: gRPC codes that answer about the request's data; every other code (deadline exceeded,
#: unavailable, resource exhausted, unauthenticated ...) says nothing about the event
_GRPC_POISON = frozenset({grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.OUT_OF_RANGE})

#: pymilvus checks a request against the schema before sending it: these are the event's data
_CLIENT_DATA_ERRORS: tuple[type[Exception], ...] = (
    milvus.ParamError, milvus.DataNotMatchException, milvus.DataTypeNotMatchException,
    milvus.DataTypeNotSupportException, milvus.PrimaryKeyException, milvus.FieldTypeException,
    milvus.FieldsTypeException, milvus.AutoIDException,
)
_CLIENT_TRANSIENT: tuple[type[Exception], ...] = (
    milvus.ConnectError, milvus.MilvusUnavailableException, milvus.ConnectionNotExistException,
    milvus.CollectionNotExistException, milvus.SchemaNotReadyException,
)

#: Milvus server codes (pkg/util/merr) that refuse the request's content: parameter (11xx),
#: field (17xx) errors, and milvus-lite's generic refusal 65535 (e.g. a vector of the wrong
#: dimension). The DLQ cap (streams.batching) stops the agent if they ever hit a whole batch.
_POISON_CODES = frozenset({65535})
_POISON_RANGES = (range(1100, 1200), range(1700, 1800))


def _code_kind(code: int) -> Kind:
    if code in _POISON_CODES or any(code in r for r in _POISON_RANGES):
        return "poison"
    # 1-99 service (not ready, memory/disk/rate limits, quota, overload), 100-199 collection
    # (not loaded yet after a restart), and every other code: the server, not the event
    return "transient"


def classify(exc: BaseException) -> Kind:
    """transient / poison for a driver error (following `__cause__` through pymilvus's
    wrappers); unknown for anything that is not a Milvus, gRPC or network error."""
    if isinstance(exc, grpc.RpcError):
        code = exc.code() if callable(getattr(exc, "code", None)) else None
        return "poison" if code in _GRPC_POISON else "transient"
    if isinstance(exc, (TimeoutError, concurrent.futures.TimeoutError, grpc.FutureTimeoutError,
                        OSError)):
        return "transient"
    if isinstance(exc, _CLIENT_DATA_ERRORS):
        return "poison"
    if isinstance(exc, _CLIENT_TRANSIENT):
        return "transient"
    if isinstance(exc, milvus.MilvusException):
        # pymilvus puts a gRPC error's (bound) code method here and chains the gRPC error
        if isinstance(exc.__cause__, grpc.RpcError):
            return classify(exc.__cause__)
        code = exc.code
        return _code_kind(int(code)) if isinstance(code, int) else "transient"
    return "unknown"
