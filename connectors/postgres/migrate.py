"""Versioned SQL migrations, applied in order, once, under an advisory lock."""

from __future__ import annotations

import re
from importlib import resources
from typing import Any

from connectors.postgres.pool import translated

_LOCK_KEY = 0x6D656D73  # "mems": serialises concurrent migrators (workers starting together)
_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


def migration_files() -> list[tuple[int, str, str]]:
    """(version, file name, SQL) of every bundled migration, in version order."""
    found = []
    for entry in resources.files("connectors.postgres.migrations").iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    return sorted(found)


async def migrate(pool: Any) -> list[str]:
    """Apply the migrations not yet applied; returns their names (empty when up to date)."""
    applied: list[str] = []
    async with translated("migrate"), pool.acquire() as conn, conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _LOCK_KEY)
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version integer PRIMARY KEY, name text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        done = {r["version"] for r in await conn.fetch("SELECT version FROM schema_migrations")}
        for version, name, sql in migration_files():
            if version in done:
                continue
            await conn.execute(sql)
            await conn.execute(
                "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", version, name
            )
            applied.append(name)
    return applied
