"""Governance scenarios for the e2e tests: turns (and candidates) per user, what must be current
after them, and the checks on PostgreSQL, Milvus and Neo4j."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from agents.commit_memories.planning import memory_uid
from agents.extract_facts.policy import candidate_id
from connectors.kafka_admin import produce
from connectors.postgres.vectors import unpack
from streams import codecs
from streams.entrypoints import wiring
from streams.entrypoints.demo import produce_turns, wait_until_landed
from streams.records import MemoryCandidate, Turn
from streams.settings import settings
from streams.topics import CANDIDATES

Fact = tuple[str, str]  # (fact_key, fact_value) as stored


@dataclass(frozen=True)
class Scenario:
    """Messages one user sends in order, the facts current afterwards (None: only count them),
    and the facts that must have been superseded."""

    name: str
    messages: tuple[str, ...]
    current: frozenset[Fact] | None
    superseded: frozenset[Fact] = frozenset()
    current_count: int = 0
    candidates: tuple[tuple[str, str, str], ...] = field(default=())  # (key, value, content)


def f(*pairs: Fact) -> frozenset[Fact]:
    return frozenset(pairs)


SCENARIOS = (
    Scenario("zh-move", ("我住在杭州", "我搬到深圳了"), f(("城市", "深圳")), f(("城市", "杭州"))),
    Scenario("en-move", ("I live in Hangzhou", "I moved to Shenzhen"),
             f(("city", "Shenzhen")), f(("city", "Hangzhou"))),
    Scenario("cross-language", ("I live in Berlin", "我搬到深圳了"),
             f(("城市", "深圳")), f(("city", "Berlin"))),
    Scenario("zh-cats", ("我喜欢猫", "我不喜欢猫了"), f(("不喜欢", "猫")), f(("喜欢", "猫"))),
    Scenario("en-cats", ("I love cats", "I don't like cats anymore"),
             f(("dislikes", "cats")), f(("likes", "cats"))),
    Scenario("a-b-a", ("I live in Hangzhou", "I moved to Shenzhen", "I moved to Hangzhou"),
             f(("city", "Hangzhou")), f(("city", "Shenzhen"))),
    Scenario("paraphrases", ("I prefer short answers", "Keep replies concise", "回答简洁点",
                             "我更喜欢简短的回复", "Please keep your answers brief"),
             None, current_count=1),
    Scenario("look-alikes", (
        "我对花生过敏", "I'm allergic to shellfish", "I'm allergic to penicillin", "我对芒果过敏",
        "我妈妈住在杭州", "我爸爸住在深圳", "我哥哥住在上海", "I have a cat", "I have a dog",
        "I'm allergic to peanuts"), None, current_count=10),
    # free-form keys: structure says nothing, e5 puts them at 0.97 (in the conflict band), the
    # judge reads the negation
    Scenario("judge", (), f(("跑步偏好", "不喜欢夜跑")), f(("夜跑习惯", "喜欢夜跑")), candidates=(
        ("夜跑习惯", "喜欢夜跑", "用户夜跑习惯: 喜欢夜跑"),
        ("跑步偏好", "不喜欢夜跑", "用户跑步偏好: 不喜欢夜跑"))),
)


async def produce_scenarios(run: str, scenarios: tuple[Scenario, ...] = SCENARIOS,
                            ) -> dict[str, Scenario]:
    """Produce every scenario for its own user; returns user_id -> scenario."""
    t0 = datetime(2026, 11, 10, tzinfo=UTC)
    users = {f"gov-{run}-{s.name}": s for s in scenarios}
    turns = [Turn(turn_id=f"{u}-{i}", user_id=u, session_id=f"{u}-s",
                  ts=t0 + timedelta(minutes=i), user_message=m)
             for u, s in users.items() for i, m in enumerate(s.messages)]
    await produce_turns(turns)
    candidates = [MemoryCandidate(
        candidate_id=candidate_id(f"{u}-{i}", "user", key), turn_id=f"{u}-{i}", user_id=u,
        session_id=f"{u}-s", ts=t0 + timedelta(minutes=i), source="user", fact_key=key,
        fact_value=value, content=content, importance=0.7, category="preference",
        tags=("preference", "src:user"), slot_hint="profile")
        for u, s in users.items() for i, (key, value, content) in enumerate(s.candidates)]
    if candidates:
        await produce(settings().kafka.bootstrap_servers, CANDIDATES,
                      [(c.user_id.encode(), codecs.dumps(c)) for c in candidates])
    return users


async def rows(user_ids: list[str]) -> list[Any]:
    pool = await wiring.pg_pool()
    return list(await pool.fetch(
        "SELECT memory_uid, user_id, fact_key, fact_value, superseded, superseded_by, version,"
        " embedding FROM long_term_memory WHERE user_id = ANY($1::text[])"
        " AND deleted_at IS NULL", user_ids))


def satisfied(scenario: Scenario, user_rows: list[Any]) -> bool:
    current = {(r["fact_key"], r["fact_value"]) for r in user_rows if not r["superseded"]}
    retired = {(r["fact_key"], r["fact_value"]) for r in user_rows if r["superseded"]}
    if scenario.current is None:
        return len(current) == scenario.current_count and not retired
    return current == scenario.current and retired == scenario.superseded


async def wait_for_scenarios(users: dict[str, Scenario], timeout_s: float) -> list[Any]:
    """Poll PostgreSQL until every user's current and superseded facts are as expected, then
    until Milvus and Neo4j agree with it; returns the rows."""
    deadline = time.monotonic() + timeout_s
    found: list[Any] = []
    while time.monotonic() < deadline:
        found = await rows(list(users))
        by_user = {u: [r for r in found if r["user_id"] == u] for u in users}
        if all(satisfied(s, by_user[u]) for u, s in users.items()):
            break
        await asyncio.sleep(1)
    else:
        raise AssertionError({u: sorted((r["fact_key"], r["fact_value"], r["superseded"])
                                        for r in found if r["user_id"] == u) for u in users})
    ok, report = await wait_until_landed(list(users), {str(r["memory_uid"]) for r in found},
                                         max(deadline - time.monotonic(), 30))
    assert ok, report.lines()
    return found


async def check_projections(found: list[Any]) -> int:
    """Every superseded memory: absent from Milvus search (present when asked for), and a
    SUPERSEDES edge from its successor in Neo4j. Returns how many were checked."""
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    retired = [r for r in found if r["superseded"]]
    users = sorted({r["user_id"] for r in found})
    edges = {(e["src"], e["type"], e["dst"]) for e in (await graph.dump(users))["edges"]}
    for r in retired:
        old, user = str(r["memory_uid"]), r["user_id"]
        vector = list(unpack(r["embedding"]))
        assert old not in {m for m, _ in await index.search(user, vector, 20)}
        assert old in {m for m, _ in await index.search(user, vector, 20,
                                                        include_superseded=True)}
        assert (str(r["superseded_by"]), "SUPERSEDES", old) in edges
    return len(retired)


async def check_audit(found: list[Any]) -> None:
    """A superseded memory is auditable: its insert and its supersede, in order."""
    pool = await wiring.pg_pool()
    for r in (r for r in found if r["superseded"]):
        actions = [a["action"] for a in await pool.fetch(
            "SELECT action FROM memory_audit WHERE user_id = $1 AND memory_uid = $2 ORDER BY id",
            r["user_id"], r["memory_uid"])]
        assert actions[0] == "insert" and actions[-1] == "supersede", actions


def uid_of(user: str, key: str, value: str) -> str:
    return memory_uid(MemoryCandidate(
        candidate_id="00000000-0000-0000-0000-000000000000", turn_id="t", user_id=user,
        session_id="s", ts=datetime.now(UTC), source="user", fact_key=key, fact_value=value,
        content="", importance=0.7))
