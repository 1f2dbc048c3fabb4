"""Failures that never drain good data: Milvus error classification and the dead-letter cap."""

from __future__ import annotations

import concurrent.futures
from typing import Any

import grpc
import pytest
from pymilvus import exceptions as milvus

from connectors.milvus_errors import classify
from streams.batching import DeadLetterCap


class FakeRpcError(grpc.RpcError):  # type: ignore[misc]
    """A gRPC error as the channel raises it (only its status code matters here)."""

    def __init__(self, code: grpc.StatusCode) -> None:
        super().__init__()
        self._code = code

    def code(self) -> grpc.StatusCode:
        return self._code


def wrapped(cause: BaseException, **kwargs: Any) -> milvus.MilvusException:
    """pymilvus's wrapping of a gRPC error: its bound code method as the code, the cause chained."""
    exc = milvus.MilvusException(**kwargs)
    exc.__cause__ = cause
    return exc


@pytest.mark.parametrize(("exc", "kind"), [
    # slow, down, overloaded: never the event's fault
    (FakeRpcError(grpc.StatusCode.DEADLINE_EXCEEDED), "transient"),
    (FakeRpcError(grpc.StatusCode.UNAVAILABLE), "transient"),
    (FakeRpcError(grpc.StatusCode.RESOURCE_EXHAUSTED), "transient"),
    (FakeRpcError(grpc.StatusCode.UNAUTHENTICATED), "transient"),
    (wrapped(FakeRpcError(grpc.StatusCode.UNAVAILABLE), message="fail"), "transient"),
    (TimeoutError(), "transient"),
    (concurrent.futures.TimeoutError(), "transient"),
    (ConnectionRefusedError(), "transient"),
    (milvus.ConnectError(message="Fail connecting to server"), "transient"),
    (milvus.MilvusUnavailableException(message="down"), "transient"),
    (milvus.MilvusException(code=milvus.ErrorCode.RATE_LIMIT, message="rate limit"), "transient"),
    (milvus.MilvusException(code=9, message="quota exceeded / force deny"), "transient"),
    (milvus.MilvusException(code=3, message="memory limit exceeded"), "transient"),
    (milvus.MilvusException(code=101, message="collection not loaded"), "transient"),
    (milvus.MilvusException(code=1, message="Unexpected error"), "transient"),
    # the request's data
    (FakeRpcError(grpc.StatusCode.INVALID_ARGUMENT), "poison"),
    (wrapped(FakeRpcError(grpc.StatusCode.INVALID_ARGUMENT)), "poison"),
    (milvus.MilvusException(code=1100, message="invalid parameter"), "poison"),
    (milvus.MilvusException(code=1701, message="field invalid"), "poison"),
    (milvus.MilvusException(code=65535, message="the length(3) of float data should divide "
                                                 "the dim(2)"), "poison"),
    (milvus.DataNotMatchException(message="field should be a varchar"), "poison"),
    (milvus.ParamError(message="bad param"), "poison"),
    # not a driver error: a bug, left to stop the agent
    (TypeError("'NoneType' object is not subscriptable"), "unknown"),
    (KeyError("vector"), "unknown"),
])
def test_milvus_errors_are_classified_by_type_and_code(exc: BaseException, kind: str) -> None:
    assert classify(exc) == kind


@pytest.mark.parametrize(("batch", "letters", "allowed"), [
    (1, 1, True),      # a lone bad record in a small batch is still set aside
    (4, 4, True),      # ... up to min_allowed
    (200, 5, True),
    (200, 100, True),  # half of a batch
    (200, 101, False),  # more than half: stop instead
    (10, 6, False),
    (200, 200, False),  # a whole batch never goes to the DLQ
    (0, 0, True),
])
def test_dead_letter_cap(batch: int, letters: int, allowed: bool) -> None:
    assert DeadLetterCap(max_share=0.5, min_allowed=5).allows(batch, letters) is allowed


def test_dead_letter_cap_can_be_opened_deliberately() -> None:
    assert DeadLetterCap(max_share=1.0, min_allowed=0).allows(200, 200)
    assert not DeadLetterCap(max_share=0.0, min_allowed=0).allows(200, 1)
