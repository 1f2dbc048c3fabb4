"""MilvusVectorIndex: the `memories` collection (milvus-lite locally, a Milvus server in prod)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, TypeVar

from connectors.milvus_errors import classify
from projections.reconcile import Held
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
#: memstream's alias table: name -> the physical collection readers and writers use
ALIASES = "memstream_aliases"
FIELDS = ("memory_id", *(name for name, _, _ in _SCALARS))


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _live_rows(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The schema's fields of each row, content cut to the field's size."""
    return [{**{name: r[name] for name in FIELDS}, "content": str(r["content"])[:8000],
             "vector": list(r["vector"])} for r in rows]


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
    # primary key first: milvus-lite 2.5.1 answered `user_id in [..] and memory_id in [..]`
    # with nothing once the collection held ~130k rows, while this order stays right
    return (f"memory_id in [{', '.join(_quote(i) for i in ids)}] and "
            f"user_id in [{', '.join(_quote(u) for u in users)}]")


class MilvusVectorIndex:
    """The vector read model.

    Contract: the primary key is the memory id (never auto-generated), so an upsert of the same
    id replaces the row; every read carries a `user_id` filter; an empty user id reads nothing.
    Raises TransientError when Milvus is unreachable, slower than `timeout_s`, overloaded or
    rate-limiting (the caller keeps its batch and retries) and PoisonError only when Milvus
    refuses the request's data (the caller isolates the event); see connectors.milvus_errors.
    Any other exception is a bug and propagates untranslated.
    """

    def __init__(self, uri: str, collection: str, dimension: int, token: str = "",
                 tombstones: str = "", pinned: bool = False, alias_ttl_s: float = 1.0,
                 timeout_s: float = 10.0) -> None:
        self._uri, self._token = uri, token
        #: every call's gRPC deadline: without one a stalled server hangs the agent for good
        self.timeout_s = timeout_s
        #: `name` is what readers and writers ask for; `collection` the physical collection it
        #: resolves to through memstream's alias table (milvus-lite has no server aliases);
        #: a `pinned` index (a rebuild's new generation) never resolves
        self.name, self.collection, self.dimension = collection, collection, dimension
        self._pinned, self._alias_ttl_s, self._resolved_at = pinned, alias_ttl_s, -1e18
        #: deleted aggregates' last stamps (no content): Milvus needs a vector field in every
        #: collection, so tombstones carry a constant 2-d one. Shared by every generation:
        #: a stamp stays true whichever collection is live
        self.tombstones = tombstones or f"{collection}_tombstones"
        self._client: Any = None
        self._lock = threading.Lock()

    def _connect(self) -> Any:
        with self._lock:
            if self._client is None:
                from pymilvus import MilvusClient

                t = self.timeout_s
                client = MilvusClient(uri=self._uri, token=self._token, timeout=t)
                # after a Milvus restart the collection exists but is not loaded: load it
                # again on every new connection, or reads fail as if the request were bad
                for name in (self.collection, self.tombstones):
                    if client.has_collection(name, timeout=t):
                        client.load_collection(name, timeout=t)
                self._client = client
            return self._client

    async def _call(self, what: str, fn: Callable[[Any], T]) -> T:
        def run() -> T:
            client = self._connect()
            self._resolve(client)
            return fn(client)

        try:
            return await asyncio.to_thread(run)
        except Exception as exc:
            kind = classify(exc)
            if kind == "poison":
                raise PoisonError(f"milvus refused {what}: {exc!r}") from exc
            if kind == "transient":
                self._client = None  # reconnect (and reload the collections) next time
                raise TransientError(f"milvus {what}: {exc!r}") from exc
            raise

    def _resolve(self, client: Any) -> None:
        """Follow the alias (at most once per `alias_ttl_s`): readers and the projection agent
        move to a new generation within that time after a switch."""
        if self._pinned or time.monotonic() - self._resolved_at < self._alias_ttl_s:
            return
        target = self.name
        t = self.timeout_s
        if client.has_collection(ALIASES, timeout=t):
            rows = client.query(ALIASES, filter=f"name == {_quote(self.name)}",
                                output_fields=["target"], timeout=t)
            target = str(rows[0]["target"]) if rows else self.name
        if target != self.collection and client.has_collection(target, timeout=t):
            client.load_collection(target, timeout=t)
        self.collection, self._resolved_at = target, time.monotonic()

    async def switch_alias(self, generation: str) -> str:
        """Point this index's name at the collection `generation`; returns the one it pointed at.
        Every process follows within its alias TTL."""

        def run(client: Any) -> str:
            from pymilvus import DataType, MilvusClient

            t = self.timeout_s
            if not client.has_collection(ALIASES, timeout=t):
                schema = MilvusClient.create_schema(auto_id=False, enable_dynamic_field=False)
                schema.add_field("name", DataType.VARCHAR, is_primary=True, max_length=256)
                schema.add_field("target", DataType.VARCHAR, max_length=256)
                schema.add_field("vector", DataType.FLOAT_VECTOR, dim=2)
                index = client.prepare_index_params()
                index.add_index(field_name="vector", index_type="FLAT", metric_type="L2")
                client.create_collection(ALIASES, schema=schema, index_params=index,
                                         consistency_level="Strong", timeout=t)
            client.load_collection(ALIASES, timeout=t)
            before = self.collection
            client.upsert(ALIASES, data=[{"name": self.name, "target": generation,
                                          "vector": [1.0, 0.0]}], timeout=t)
            self.collection, self._resolved_at = generation, time.monotonic()
            return before

        return await self._call("switch alias", run)

    async def resolved(self) -> str:
        """The physical collection this index's name points at now."""
        return await self._call("resolve", lambda client: self.collection)

    async def drop(self, generation: str) -> None:
        """Drop a collection (an old generation after a switch); never the live one."""
        if generation in (await self.resolved(), self.tombstones, ALIASES):
            raise ValueError(f"refusing to drop {generation}: it is in use")
        await self._call("drop", lambda client: client.drop_collection(
            generation, timeout=self.timeout_s))

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
            if not client.has_collection(self.tombstones):
                schema = MilvusClient.create_schema(auto_id=False, enable_dynamic_field=False)
                schema.add_field("memory_id", DataType.VARCHAR, is_primary=True, max_length=64)
                for name, kind, extra in _SCALARS[:3]:  # user_id, version, content_hash
                    schema.add_field(name, getattr(DataType, kind), **extra)
                schema.add_field("vector", DataType.FLOAT_VECTOR, dim=2)
                index = client.prepare_index_params()
                index.add_index(field_name="vector", index_type="FLAT", metric_type="L2")
                client.create_collection(self.tombstones, schema=schema, index_params=index,
                                         consistency_level="Strong")
            client.load_collection(self.collection)
            client.load_collection(self.tombstones)

        await self._call("ensure_collection", create)

    async def stamps(self, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], Stamp]:
        """(user_id, memory_id) -> stored Stamp, for the keys present: the live row's or the
        tombstone's, whichever is newer."""
        expr = user_filter(keys)
        if not expr:
            return {}
        fields = ["user_id", "version", "content_hash"]

        def read(client: Any) -> list[dict[str, Any]]:
            return [*client.query(self.collection, filter=expr, output_fields=fields,
                                  timeout=self.timeout_s),
                    *client.query(self.tombstones, filter=expr, output_fields=fields,
                                  timeout=self.timeout_s)]

        wanted, out = set(keys), dict[tuple[str, str], Stamp]()
        for r in await self._call("stamps", read):
            key, stamp = (r["user_id"], r["memory_id"]), Stamp(int(r["version"]),
                                                                r["content_hash"])
            if key in wanted and (key not in out or out[key].version < stamp.version):
                out[key] = stamp
        return out

    async def upsert(self, rows: Sequence[Mapping[str, Any]]) -> None:
        """Write live rows (the schema's fields of each, content cut to the field's size)."""
        if data := _live_rows(rows):
            await self._call("upsert", lambda c: c.upsert(self.collection, data=data,
                                                             timeout=self.timeout_s))

    async def insert(self, rows: Sequence[Mapping[str, Any]]) -> None:
        """Write rows whose keys the collection has never held (no row, no tombstone): an
        insert skips the delete inside every upsert, which milvus-lite pays for by scanning
        the collection (docs/BENCHMARKS.md, session 5). Milvus does not enforce unique
        primary keys, so a key two projectors insert at once during a rebalance is held
        twice until its next version's upsert replaces both; `search` returns it once."""
        if data := _live_rows(rows):
            await self._call("insert", lambda c: c.insert(self.collection, data=data,
                                                             timeout=self.timeout_s))

    async def delete(self, tombstones: Sequence[Mapping[str, Any]]) -> None:
        """Remove these rows and keep their tombstones. The row goes first: a crash in between
        leaves no tombstone, so the redelivered delete applies again (never the reverse, which
        would skip it as a duplicate and keep the row)."""
        rows = [dict(t) for t in tombstones if t["user_id"]]
        if not rows:
            return
        for user_id in sorted({r["user_id"] for r in rows}):
            pairs = [(user_id, str(r["memory_id"])) for r in rows if r["user_id"] == user_id]
            await self._call("delete", partial(self._delete, user_filter(pairs)))
        data = [{"memory_id": r["memory_id"], "user_id": r["user_id"], "version": r["version"],
                 "content_hash": r["content_hash"], "vector": [1.0, 0.0]} for r in rows]
        await self._call("tombstone", lambda c: c.upsert(self.tombstones, data=data,
                                                                   timeout=self.timeout_s))

    def _delete(self, expr: str, client: Any) -> None:
        client.delete(self.collection, filter=expr, timeout=self.timeout_s)

    async def search(self, user_id: str, vector: Sequence[float], limit: int,
                     include_superseded: bool = False,
                     categories: Sequence[str] = ()) -> list[tuple[str, float]]:
        """The user's nearest live memories as (memory_id, cosine), best first, of these
        categories (all when empty). Superseded memories stay in the collection (flagged) and
        are left out unless asked for."""
        if not user_id:
            return []
        expr = f"user_id == {_quote(user_id)}" + ("" if include_superseded
                                                    else " and superseded == false")
        if categories:
            expr += f" and category in [{', '.join(_quote(c) for c in categories)}]"

        def run(client: Any) -> list[tuple[str, float]]:
            hits = client.search(self.collection, data=[list(vector)], filter=expr, limit=limit,
                                 output_fields=["memory_id"],
                                 search_params={"metric_type": "COSINE"},
                                 timeout=self.timeout_s)
            best = dict[str, float]()  # best first: a key held twice (see `insert`) once
            for h in hits[0] if hits else []:
                best.setdefault(str(h["id"]), float(h["distance"]))
            return list(best.items())

        return await self._call("search", run)

    async def healthy(self) -> bool:
        return bool(await self._call("health", lambda c: c.list_collections(
            timeout=self.timeout_s)) is not None)

    async def erase_user(self, user_id: str) -> dict[str, int]:
        """Remove every row and tombstone of the user; returns how many of each were there."""
        if not user_id:
            return {"rows": 0, "tombstones": 0}
        expr = f"user_id == {_quote(user_id)}"

        def run(client: Any) -> dict[str, int]:
            counts = {}
            for name, collection in (("rows", self.collection), ("tombstones", self.tombstones)):
                found = client.query(collection, filter=expr, output_fields=["memory_id"],
                                     limit=16384, timeout=self.timeout_s)
                counts[name] = len(found)
                if found:
                    client.delete(collection, filter=expr, timeout=self.timeout_s)
            return counts

        return await self._call("erase", run)

    async def tombstone_ids(self, user_ids: Sequence[str]) -> dict[str, int]:
        """memory_id -> tombstone version, for these users (checks and tests)."""
        users = sorted({u for u in user_ids if u})
        if not users:
            return {}
        expr = f"user_id in [{', '.join(_quote(u) for u in users)}]"
        rows = await self._call("tombstones", lambda c: c.query(
            self.tombstones, filter=expr, output_fields=["version"], limit=16384,
            timeout=self.timeout_s))
        return {str(r["memory_id"]): int(r["version"]) for r in rows}

    async def held(self, user_ids: Sequence[str]) -> dict[str, dict[str, Held]]:
        """user -> memory id -> what this index holds (live row and tombstone stamps), for the
        reconciler. Every query carries the users' filter."""
        users = sorted({u for u in user_ids if u})
        out: dict[str, dict[str, Held]] = {u: {} for u in users}
        fields = ["user_id", "version", "content_hash"]
        for i in range(0, len(users), 20):  # a query returns at most 16,384 rows
            expr = f"user_id in [{', '.join(_quote(u) for u in users[i : i + 20])}]"

            def read(client: Any, expr: str = expr) -> tuple[list[Any], list[Any]]:
                return (client.query(self.collection, filter=expr, output_fields=fields,
                                     limit=16384, timeout=self.timeout_s),
                        client.query(self.tombstones, filter=expr, output_fields=fields,
                                     limit=16384, timeout=self.timeout_s))

            live, dead = await self._call("held", read)
            for r in live:
                out[r["user_id"]][str(r["memory_id"])] = Held(
                    live=Stamp(int(r["version"]), r["content_hash"]))
            for r in dead:
                key = str(r["memory_id"])
                out[r["user_id"]][key] = Held(
                    live=out[r["user_id"]].get(key, Held()).live,
                    tombstone=Stamp(int(r["version"]), r["content_hash"]))
        return out

    def _query(self, expr: str, client: Any) -> list[dict[str, Any]]:
        rows = client.query(self.collection, filter=expr, output_fields=list(FIELDS), limit=16384,
                            timeout=self.timeout_s)
        return [dict(r) for r in rows]

    async def dump(self, user_ids: Sequence[str]) -> list[dict[str, Any]]:
        """Every row of these users (without vectors), for checks and rebuild comparisons."""
        users = sorted({u for u in user_ids if u})
        out: list[dict[str, Any]] = []
        for i in range(0, len(users), 20):  # a query returns at most 16,384 rows
            expr = f"user_id in [{', '.join(_quote(u) for u in users[i : i + 20])}]"
            out.extend(dict(r) for r in await self._call("dump", partial(self._query, expr)))
        return sorted(out, key=lambda r: str(r["memory_id"]))
