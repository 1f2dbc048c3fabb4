"""MilvusVectorIndex: the `memories` collection (milvus-lite locally, a Milvus server in prod)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, TypeVar

from projections.rule import Stamp
from streams.errors import PoisonError, TransientError

T = TypeVar("T")

_SCALARS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("user_id", "VARCHAR", {"max_length": 256}),
    ("version", "INT64", {}),
    ("content_hash", "VARCHAR", {"max_length": 64}),
    ("category", "VARCHAR", {"max_length": 32}),
    ("slot_hint", "VARCHAR", {"max_length": 32}),
    ("importance", "FLOAT", {}),
    ("superseded", "BOOL", {}),
    ("content", "VARCHAR", {"max_length": 8192}),
    ("created_at", "VARCHAR", {"max_length": 40}),
    ("updated_at", "VARCHAR", {"max_length": 40}),
)
FIELDS = ("memory_id", *(name for name, _, _ in _SCALARS))


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def user_filter(keys: Sequence[tuple[str, str]]) -> str:
    """A flat expression covering (user_id, memory_id) pairs, user-scoped in the query itself.

    It may also match a pair that was not asked for (an id of user A listed for user B), so
    readers keep only the exact pairs (`stamps` does). One flat `in` per field on purpose: a
    per-user OR chain grows with the batch and milvus-lite refuses deep expressions.
    """
    users = sorted({u for u, _ in keys if u})
    ids = sorted({m for u, m in keys if u})
    if not users:
        return ""
    return (f"user_id in [{', '.join(_quote(u) for u in users)}] and "
            f"memory_id in [{', '.join(_quote(i) for i in ids)}]")


class MilvusVectorIndex:
    """The vector read model.

    Contract: the primary key is the memory id (never auto-generated), so an upsert of the same
    id replaces the row; every read carries a `user_id` filter; an empty user id reads nothing.
    Raises TransientError when Milvus is unreachable (the caller keeps its batch and retries)
    and PoisonError when Milvus answers but refuses the request (the caller isolates the event).
    """

    def __init__(self, uri: str, collection: str, dimension: int, token: str = "") -> None:
        self._uri, self._token = uri, token
        self.collection, self.dimension = collection, dimension
        self._client: Any = None
        self._lock = threading.Lock()

    def _connect(self) -> Any:
        with self._lock:
            if self._client is None:
                from pymilvus import MilvusClient

                client = MilvusClient(uri=self._uri, token=self._token, timeout=10)
                # after a Milvus restart the collection exists but is not loaded: load it
                # again on every new connection, or reads fail as if the request were bad
                if client.has_collection(self.collection):
                    client.load_collection(self.collection)
                self._client = client
            return self._client

    async def _call(self, what: str, fn: Callable[[Any], T]) -> T:
        def run() -> T:
            return fn(self._connect())

        try:
            return await asyncio.to_thread(run)
        except Exception as exc:  # pymilvus raises MilvusException, grpc errors, OSError alike
            # pymilvus does not sort its errors into "down" and "refused", so ask the server:
            # if a trivial call succeeds, Milvus is up and it refused this request.
            if await asyncio.to_thread(self._answers):
                raise PoisonError(f"milvus refused {what}: {exc!r}") from exc
            self._client = None  # reconnect next time
            raise TransientError(f"milvus {what}: {exc!r}") from exc

    def _answers(self) -> bool:
        try:
            self._connect().list_collections()
        except Exception:
            return False
        return True

    async def ensure_collection(self) -> None:
        """Create the collection and its index if missing, and load it. Idempotent."""

        def create(client: Any) -> None:
            from pymilvus import DataType, MilvusClient

            if not client.has_collection(self.collection):
                schema = MilvusClient.create_schema(auto_id=False, enable_dynamic_field=False)
                schema.add_field("memory_id", DataType.VARCHAR, is_primary=True, max_length=64)
                for name, kind, extra in _SCALARS:
                    schema.add_field(name, getattr(DataType, kind), **extra)
                schema.add_field("vector", DataType.FLOAT_VECTOR, dim=self.dimension)
                index = client.prepare_index_params()
                index.add_index(field_name="vector", index_type="FLAT", metric_type="COSINE")
                client.create_collection(self.collection, schema=schema, index_params=index,
                                         consistency_level="Strong")
            client.load_collection(self.collection)

        await self._call("ensure_collection", create)

    async def stamps(self, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], Stamp]:
        """(user_id, memory_id) -> stored Stamp, for the keys present."""
        expr = user_filter(keys)
        if not expr:
            return {}
        rows = await self._call("stamps", lambda c: c.query(
            self.collection, filter=expr, output_fields=["user_id", "version", "content_hash"]))
        wanted = set(keys)
        return {(r["user_id"], r["memory_id"]): Stamp(int(r["version"]), r["content_hash"])
                for r in rows if (r["user_id"], r["memory_id"]) in wanted}

    async def upsert(self, rows: Sequence[Mapping[str, Any]]) -> None:
        if rows:
            await self._call("upsert", lambda c: c.upsert(self.collection, data=list(rows)))

    async def delete(self, keys: Sequence[tuple[str, str]]) -> None:
        """Delete exactly these pairs: one call per user (deletes are rare)."""
        by_user: dict[str, list[tuple[str, str]]] = {}
        for user_id, memory_id in keys:
            if user_id:
                by_user.setdefault(user_id, []).append((user_id, memory_id))
        for pairs in by_user.values():
            expr = user_filter(pairs)
            await self._call("delete", partial(self._delete, expr))

    def _delete(self, expr: str, client: Any) -> None:
        client.delete(self.collection, filter=expr)

    def _query(self, expr: str, client: Any) -> list[dict[str, Any]]:
        rows = client.query(self.collection, filter=expr, output_fields=list(FIELDS), limit=16384)
        return [dict(r) for r in rows]

    async def dump(self, user_ids: Sequence[str]) -> list[dict[str, Any]]:
        """Every row of these users (without vectors), for checks and rebuild comparisons."""
        users = sorted({u for u in user_ids if u})
        out: list[dict[str, Any]] = []
        for i in range(0, len(users), 20):  # a query returns at most 16,384 rows
            expr = f"user_id in [{', '.join(_quote(u) for u in users[i : i + 20])}]"
            out.extend(dict(r) for r in await self._call("dump", partial(self._query, expr)))
        return sorted(out, key=lambda r: str(r["memory_id"]))
