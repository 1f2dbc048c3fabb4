"""Neo4jGraphWriter: the memory graph, written with batched UNWIND ... MERGE, version-guarded."""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any

import neo4j
from neo4j import exceptions as neo4j_errors

from projections.reconcile import Held
from projections.rule import Stamp
from streams.errors import PoisonError, TransientError
from streams.records import EDGE_TYPES

_SCHEMA = (
    "CREATE CONSTRAINT memory_id_unique IF NOT EXISTS "
    "FOR (m:Memory) REQUIRE m.memory_id IS UNIQUE",
    "CREATE CONSTRAINT user_id_unique IF NOT EXISTS FOR (u:User) REQUIRE u.user_id IS UNIQUE",
    "CREATE INDEX memory_user IF NOT EXISTS FOR (m:Memory) ON (m.user_id)",
    "CREATE CONSTRAINT tombstone_id_unique IF NOT EXISTS "
    "FOR (t:MemoryTombstone) REQUIRE t.memory_id IS UNIQUE",
)
_SCHEMA_NAMES = ("memory_id_unique", "user_id_unique", "memory_user", "tombstone_id_unique")
#: a generation's labels and schema names carry its tag (see Neo4jGraphWriter._q)
_LABELS = re.compile(r":(MemoryTombstone|Memory|User)\b")
_NAMED = re.compile(r"(CONSTRAINT|INDEX) (" + "|".join(_SCHEMA_NAMES) + r") ")
_ALIAS_READ = "MATCH (a:MemstreamAlias {name: $name}) RETURN a.target AS target"
_ANY_EDGE = "|".join(EDGE_TYPES)
# a deleted memory's last stamp: an event at or below it is a replay, never a resurrection
_NOT_BURIED = ("NOT EXISTS {{ MATCH (dead:MemoryTombstone {{memory_id: {id}}}) "
               "WHERE dead.version >= {version} }}")

# The version may only grow: the WHERE guards against stale writes even if a caller skips the
# rule. A node first created as an edge placeholder is filled here.
_UPSERT_NODES = """
UNWIND $rows AS row
MERGE (m:Memory {memory_id: row.memory_id})
  ON CREATE SET m.user_id = row.user_id
WITH m, row WHERE m.user_id = row.user_id AND coalesce(m.version, 0) < row.version
  AND """ + _NOT_BURIED.format(id="row.memory_id", version="row.version") + """
SET m += row.props, m.version = row.version, m.content_hash = row.content_hash,
    m.placeholder = false
MERGE (u:User {user_id: row.user_id})
MERGE (u)-[:HAS_MEMORY]->(m)
"""

_MERGE_EDGE = "FOREACH (_ IN CASE WHEN e.type = '{t}' THEN [1] ELSE [] END | " \
              "MERGE (m)-[r:{t}]->(t) SET r.score = e.score)"

# An upsert_edges event carries the memory's whole outgoing edge set at that version: replace.
_UPSERT_EDGES = """
UNWIND $rows AS row
MERGE (m:Memory {memory_id: row.memory_id})
  ON CREATE SET m.user_id = row.user_id, m.placeholder = true
WITH m, row WHERE m.user_id = row.user_id AND coalesce(m.edges_version, 0) < row.version
  AND """ + _NOT_BURIED.format(id="row.memory_id", version="row.version") + """
SET m.edges_version = row.version, m.edges_hash = row.content_hash
WITH m, row
OPTIONAL MATCH (m)-[old:""" + _ANY_EDGE + """]->()
DELETE old
WITH DISTINCT m, row
UNWIND row.edges AS e
WITH m, row, e WHERE EXISTS { MATCH (:Memory {memory_id: e.to}) }
  OR NOT EXISTS { MATCH (:MemoryTombstone {memory_id: e.to}) }
MERGE (t:Memory {memory_id: e.to})
  ON CREATE SET t.user_id = row.user_id, t.placeholder = true
WITH m, t, e WHERE t.user_id = m.user_id
""" + "\n".join(_MERGE_EDGE.format(t=t) for t in EDGE_TYPES)

# remove the node and keep its tombstone, in one statement (one transaction with the batch)
_DELETE_NODES = """
UNWIND $rows AS row
OPTIONAL MATCH (m:Memory {memory_id: row.memory_id})
  WHERE m.user_id = row.user_id AND coalesce(m.version, 0) < row.version
DETACH DELETE m
WITH DISTINCT row
MERGE (t:MemoryTombstone {memory_id: row.memory_id})
  ON CREATE SET t.user_id = row.user_id
WITH t, row WHERE t.user_id = row.user_id AND coalesce(t.version, 0) < row.version
SET t.version = row.version, t.content_hash = row.content_hash
"""

_STAMPS = """
UNWIND $keys AS k
OPTIONAL MATCH (m:Memory {memory_id: k.memory_id}) WHERE m.user_id = k.user_id
OPTIONAL MATCH (t:MemoryTombstone {memory_id: k.memory_id}) WHERE t.user_id = k.user_id
WITH k, m, t WHERE m IS NOT NULL OR t IS NOT NULL
RETURN k.user_id AS user_id, k.memory_id AS memory_id, m.version AS version,
       m.content_hash AS content_hash, m.edges_version AS edges_version,
       m.edges_hash AS edges_hash, t.version AS tomb_version, t.content_hash AS tomb_hash
"""

_TRANSIENT = (
    neo4j_errors.ServiceUnavailable, neo4j_errors.SessionExpired, neo4j_errors.TransientError,
    neo4j_errors.DatabaseUnavailable, OSError,
)


class Neo4jGraphWriter:
    """The graph read model.

    Contract: nodes are `(:Memory {memory_id})` owned by `(:User {user_id})` through HAS_MEMORY;
    every node carries `user_id` and every query matches on it; a batch is one write
    transaction; node versions only grow. Raises TransientError when Neo4j is unreachable and
    PoisonError when it refuses the data.
    """

    def __init__(self, uri: str, user: str = "", password: str = "", database: str = "neo4j",
                 graph: str = "", pinned: str | None = None, alias_ttl_s: float = 1.0):
        auth = (user, password) if password else None
        # notifications (e.g. "property does not exist yet") are not errors: keep logs clean
        # the driver's own retry loop (30 s by default) would hide an outage from the
        # pipeline's backoff and logs; keep it short and let the caller pause instead
        self._driver = neo4j.AsyncGraphDatabase.driver(
            uri, auth=auth, notifications_min_severity="OFF", max_transaction_retry_time=2.0)
        self._database = database
        #: `name` is the graph readers and writers ask for; `tag` the generation it resolves
        #: to through the alias node (labels `Memory_<tag>` …; the empty tag = the plain
        #: labels); a `pinned` writer (a rebuild's new generation) never resolves
        self.name = graph
        self.tag = pinned if pinned is not None else graph
        self._pinned, self._alias_ttl_s, self._resolved_at = pinned is not None, alias_ttl_s, -1e18

    async def close(self) -> None:
        await self._driver.close()

    @contextlib.asynccontextmanager
    async def _translated(self, what: str) -> AsyncIterator[None]:
        try:
            yield
        except _TRANSIENT as exc:
            raise TransientError(f"neo4j {what}: {exc!r}") from exc
        except neo4j_errors.ClientError as exc:  # bad data or query: retrying cannot help
            raise PoisonError(f"neo4j refused {what}: {exc!r}") from exc

    def _q(self, query: str) -> str:
        """The query for this generation: its labels, constraint and index names suffixed."""
        if not self.tag:
            return query
        suffix = f"_{self.tag}"
        query = _LABELS.sub(lambda m: f":{m.group(1)}{suffix}", query)
        return _NAMED.sub(lambda m: f"{m.group(1)} {m.group(2)}{suffix} ", query)

    async def _resolve(self) -> None:
        """Follow the alias node (at most once per `alias_ttl_s`)."""
        if self._pinned or time.monotonic() - self._resolved_at < self._alias_ttl_s:
            return
        rows = await self._run_read("resolve", _ALIAS_READ, {"name": self.name})
        self.tag = str(rows[0]["target"]) if rows else self.name
        self._resolved_at = time.monotonic()

    async def _write(self, what: str, statements: Sequence[tuple[str, dict[str, Any]]]) -> None:
        await self._resolve()

        async def work(tx: Any) -> None:
            for query, params in statements:
                await (await tx.run(self._q(query), params)).consume()

        async with self._translated(what), self._driver.session(database=self._database) as s:
            await s.execute_write(work)

    async def _read(self, what: str, query: str, params: dict[str, Any]) -> list[dict[str, Any]]:
        await self._resolve()
        return await self._run_read(what, self._q(query), params)

    async def _run_read(self, what: str, query: str,
                        params: dict[str, Any]) -> list[dict[str, Any]]:
        async def work(tx: Any) -> list[dict[str, Any]]:
            return [r.data() async for r in await tx.run(query, params)]

        async with self._translated(what), self._driver.session(database=self._database) as s:
            result: list[dict[str, Any]] = await s.execute_read(work)
            return result

    async def switch_alias(self, generation: str) -> str:
        """Point this graph's name at the generation `tag`; returns the one it pointed at.
        Every process follows within its alias TTL."""
        await self._resolve()
        before = self.tag
        async with self._translated("switch"), self._driver.session(
                database=self._database) as s:
            await s.run("MERGE (a:MemstreamAlias {name: $name}) SET a.target = $tag",
                        {"name": self.name, "tag": generation})
        self.tag, self._resolved_at = generation, time.monotonic()
        return before

    async def resolved(self) -> str:
        await self._resolve()
        return self.tag

    async def drop(self, generation: str) -> None:
        """Delete a generation (its nodes in batches, its constraints and indexes); never the
        live one."""
        if generation == await self.resolved():
            raise ValueError(f"refusing to drop generation {generation!r}: it is live")
        suffix = f"_{generation}" if generation else ""
        labels = " OR ".join(f"n:{label}{suffix}" for label in ("Memory", "MemoryTombstone",
                                                                "User"))
        async with self._translated("drop"), self._driver.session(
                database=self._database) as s:
            while True:
                result = await s.run(f"MATCH (n) WHERE {labels} WITH n LIMIT 5000"
                                     " DETACH DELETE n RETURN count(n) AS n")
                record = await result.single()
                if not record or not record["n"]:
                    break
            for kind in ("CONSTRAINTS", "INDEXES"):
                rows = await (await s.run(f"SHOW {kind} YIELD name RETURN name")).data()
                for name in [r["name"] for r in rows]:
                    if any(name == f"{base}{suffix}" for base in _SCHEMA_NAMES):
                        await s.run(f"DROP {kind[:-1] if kind == 'CONSTRAINTS' else 'INDEX'}"
                                    f" {name} IF EXISTS")

    async def ensure_schema(self) -> None:
        """Uniqueness constraints on Memory.memory_id and User.user_id. Idempotent."""
        for statement in _SCHEMA:
            await self._write("schema", [(statement, {})])

    async def stamps(
        self, keys: Sequence[tuple[str, str]]
    ) -> tuple[dict[tuple[str, str], Stamp], dict[tuple[str, str], Stamp]]:
        """(node stamps, edge-set stamps) by (user_id, memory_id), for the keys present."""
        params = {"keys": [{"user_id": u, "memory_id": m} for u, m in keys if u]}
        rows = await self._read("stamps", _STAMPS, params)
        nodes, edges = {}, {}
        for r in rows:
            key = (r["user_id"], r["memory_id"])
            if r["version"] is not None:
                nodes[key] = Stamp(int(r["version"]), r["content_hash"])
            if r["edges_version"] is not None:
                edges[key] = Stamp(int(r["edges_version"]), r["edges_hash"])
            if r["tomb_version"] is not None:  # a tombstone outranks every older event
                tomb = Stamp(int(r["tomb_version"]), r["tomb_hash"])
                for stamps in (nodes, edges):
                    if key not in stamps or stamps[key].version < tomb.version:
                        stamps[key] = tomb
        return nodes, edges

    async def apply(
        self, nodes: Sequence[Mapping[str, Any]], edges: Sequence[Mapping[str, Any]],
        deletes: Sequence[Mapping[str, Any]],
    ) -> None:
        """Write one batch in one transaction: node upserts, then edge sets, then deletes."""
        statements = [(q, {"rows": list(rows)}) for q, rows in
                      ((_UPSERT_NODES, nodes), (_UPSERT_EDGES, edges), (_DELETE_NODES, deletes))
                      if rows]
        if statements:
            await self._write("apply", statements)

    async def erase_user(self, user_id: str) -> dict[str, int]:
        """Remove the user's memory nodes (and their edges), tombstones and user node."""
        if not user_id:
            return {"nodes": 0, "tombstones": 0}
        counts = {}
        for name, label in (("nodes", "Memory"), ("tombstones", "MemoryTombstone"),
                            ("users", "User")):
            rows = await self._read("erase count", (
                f"MATCH (n:{label} {{user_id: $user}}) RETURN count(n) AS n"), {"user": user_id})
            counts[name] = int(rows[0]["n"]) if rows else 0
            await self._write("erase", [(f"MATCH (n:{label} {{user_id: $user}}) DETACH DELETE n",
                                         {"user": user_id})])
        return counts

    async def expand(self, user_id: str, seeds: Sequence[str], hops: int,
                     limit: int) -> list[tuple[str, int]]:
        """Memories of the user within `hops` edges (FOLLOWS|SIMILAR_TO|CAUSES|BELONGS_TO, any
        direction) of the seeds, as (memory_id, distance), nearest first; seeds excluded,
        superseded memories and edge placeholders left out."""
        if not user_id or not seeds:
            return []
        rows = await self._read("expand", (
            "MATCH (s:Memory) WHERE s.memory_id IN $seeds AND s.user_id = $user"
            f" MATCH p = (s)-[:FOLLOWS|SIMILAR_TO|CAUSES|BELONGS_TO*1..{int(hops)}]-(m:Memory)"
            " WHERE m.user_id = $user AND NOT m.memory_id IN $seeds"
            " AND NOT coalesce(m.placeholder, false) AND NOT coalesce(m.superseded, false)"
            " WITH m, min(length(p)) AS distance"
            " RETURN m.memory_id AS id, distance ORDER BY distance, id LIMIT $limit"),
            {"user": user_id, "seeds": list(seeds), "limit": limit})
        return [(str(r["id"]), int(r["distance"])) for r in rows]

    async def healthy(self) -> bool:
        rows = await self._read("health", "RETURN 1 AS ok", {})
        return bool(rows)

    async def most_connected(self, user_id: str, limit: int) -> list[str]:
        """The user's memories with the most edges to other memories (governance protects
        them from eviction: deleting a hub cuts the graph apart)."""
        if not user_id:
            return []
        rows = await self._read("most_connected", (
            "MATCH (m:Memory {user_id: $user}) WHERE NOT coalesce(m.placeholder, false)"
            " RETURN m.memory_id AS id, COUNT { (m)--(:Memory) } AS degree"
            " ORDER BY degree DESC, id LIMIT $limit"), {"user": user_id, "limit": limit})
        return [str(r["id"]) for r in rows if r["degree"] > 0]

    async def tombstone_ids(self, user_ids: Sequence[str]) -> dict[str, int]:
        """memory_id -> tombstone version, for these users (checks and tests)."""
        rows = await self._read("tombstones", (
            "MATCH (t:MemoryTombstone) WHERE t.user_id IN $users RETURN t.memory_id AS id,"
            " t.version AS version"), {"users": [u for u in user_ids if u]})
        return {str(r["id"]): int(r["version"]) for r in rows}

    async def held(self, user_ids: Sequence[str]) -> dict[str, dict[str, Held]]:
        """user -> memory id -> what the graph holds (node, edge-set and tombstone stamps,
        edge placeholders flagged), for the reconciler."""
        users = sorted({u for u in user_ids if u})
        out: dict[str, dict[str, Held]] = {u: {} for u in users}
        if not users:
            return out
        nodes = await self._read("held", (
            "MATCH (m:Memory) WHERE m.user_id IN $users RETURN m.user_id AS user_id,"
            " m.memory_id AS memory_id, m.version AS version, m.content_hash AS content_hash,"
            " m.edges_version AS edges_version, m.edges_hash AS edges_hash"), {"users": users})
        tombs = await self._read("held", (
            "MATCH (t:MemoryTombstone) WHERE t.user_id IN $users RETURN t.user_id AS user_id,"
            " t.memory_id AS memory_id, t.version AS version, t.content_hash AS content_hash"),
            {"users": users})
        for r in nodes:
            live = None if r["version"] is None else Stamp(int(r["version"]), r["content_hash"])
            edges = None if r["edges_version"] is None else Stamp(int(r["edges_version"]),
                                                                  r["edges_hash"])
            out[r["user_id"]][r["memory_id"]] = Held(live=live, edges=edges,
                                                     placeholder=live is None)
        for r in tombs:
            h = out[r["user_id"]].get(r["memory_id"], Held())
            out[r["user_id"]][r["memory_id"]] = Held(
                h.live, Stamp(int(r["version"]), r["content_hash"]), h.edges, h.placeholder)
        return out

    async def dump(self, user_ids: Sequence[str]) -> dict[str, Any]:
        """Nodes (id, version, hash, placeholder) and edges of these users, for checks."""
        users = [u for u in user_ids if u]
        nodes = await self._read("dump", (
            "MATCH (m:Memory) WHERE m.user_id IN $users RETURN m.memory_id AS memory_id, "
            "m.user_id AS user_id, m.version AS version, m.content_hash AS content_hash, "
            "coalesce(m.placeholder, false) AS placeholder ORDER BY memory_id"), {"users": users})
        rels = await self._read("dump", (
            "MATCH (a:Memory)-[r]->(b:Memory) WHERE a.user_id IN $users RETURN a.memory_id AS "
            "src, type(r) AS type, b.memory_id AS dst, r.score AS score "
            "ORDER BY src, type, dst"), {"users": users})
        return {"nodes": nodes, "edges": rels}
