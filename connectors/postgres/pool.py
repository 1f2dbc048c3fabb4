"""asyncpg pool creation and driver-error translation for every PostgreSQL adapter."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import asyncpg
import orjson

from streams.errors import PoisonError, TransientError

_TRANSIENT = (
    OSError,
    TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.CannotConnectNowError,
    asyncpg.TooManyConnectionsError,
    asyncpg.SerializationError,
    asyncpg.DeadlockDetectedError,
    asyncpg.AdminShutdownError,
)


@contextlib.asynccontextmanager
async def translated(what: str) -> AsyncIterator[None]:
    """Translate driver errors at the adapter edge: lost connections are transient, data errors
    (constraint, type, value) are poison."""
    try:
        yield
    except _TRANSIENT as exc:
        raise TransientError(f"postgres {what}: {exc!r}") from exc
    except (asyncpg.DataError, asyncpg.IntegrityConstraintViolationError) as exc:
        raise PoisonError(f"postgres {what}: {exc!r}") from exc


async def _init(conn: Any) -> None:
    for kind in ("jsonb", "json"):  # json: the outbox payload (migration 004)
        await conn.set_type_codec(
            kind, encoder=lambda v: orjson.dumps(v).decode(), decoder=orjson.loads,
            schema="pg_catalog",
        )


async def create_pool(dsn: str, min_size: int = 1, max_size: int = 4) -> Any:
    """A pool whose json and jsonb columns speak Python dicts (orjson)."""
    async with translated("connect"):
        return await asyncpg.create_pool(
            dsn, min_size=min_size, max_size=max_size, init=_init, command_timeout=60,
        )
