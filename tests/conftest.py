"""Shared fixtures: the real local stack and one adapter per external system (nothing mocked)."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def stack() -> Iterator[None]:
    """The native stack, started if it is not (idempotent); left running for the next run.

    MEMSTREAM_TEST_STACK=external runs the tests against services started elsewhere (the
    endpoints come from the usual settings) without touching the local stack.
    """
    if os.environ.get("MEMSTREAM_TEST_STACK") != "external":
        from devstack import stack as devstack

        devstack.up()
    yield


@pytest.fixture(scope="session")
async def pg_pool(stack: None) -> AsyncIterator[Any]:
    from connectors.postgres.migrate import migrate
    from connectors.postgres.pool import create_pool
    from streams.settings import settings

    pool = await create_pool(settings().postgres.dsn.get_secret_value())
    await migrate(pool)
    yield pool
    await pool.close()


@pytest.fixture(scope="session")
async def vector_index(stack: None) -> Any:
    from streams.entrypoints import wiring

    return await wiring.vector_index()


@pytest.fixture(scope="session")
async def graph(stack: None) -> Any:
    from streams.entrypoints import wiring

    return await wiring.graph_writer()


@pytest.fixture
def user_id() -> str:
    """A fresh user per test: the stores persist across runs, users never collide."""
    return f"test-{uuid.uuid4().hex[:12]}"
