"""The HTTP API on the real stores: recall, context, the user's rights, auth and input rules."""

from __future__ import annotations

import httpx
import pytest

from tests.api.conftest import new_user, seed

pytestmark = pytest.mark.integration

PROFILE = [("city", "Hangzhou", "identity"), ("employer", "ByteDance", "identity"),
           ("likes", "jazz", "preference"), ("allergy", "peanuts", "policy"),
           ("reply_style", "concise", "preference"), ("plan", "trip to Tokyo in May", "episodic"),
           ("search_tool", "timed out twice", "tool_failure")]


async def test_recall_finds_the_users_memories_with_their_sources(
    client: httpx.AsyncClient
) -> None:
    user = new_user()
    ids = await seed(user, PROFILE)
    r = await client.get("/v1/recall", params={"user_id": user, "query": "Where do I live?"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["degraded"] is False and body["items"]
    top = body["items"][0]
    assert top["memory_id"] == ids["city=Hangzhou"]
    assert "vector" in top["sources"]
    assert abs(top["score"] - (0.7 * top["similarity"] + 0.3 * top["importance"])) < 1e-3
    assert all(i["memory_id"] in ids.values() for i in body["items"])


async def test_recall_keyword_source_finds_exact_terms_in_chinese(
    client: httpx.AsyncClient
) -> None:
    user = new_user()
    ids = await seed(user, [("城市", "杭州", "identity"), ("过敏", "花生", "policy"),
                            ("工具", "飞书文档", "fact")], lang="zh")
    r = await client.get("/v1/recall", params={"user_id": user, "query": "飞书文档怎么用"})
    items = r.json()["items"]
    hit = next(i for i in items if i["memory_id"] == ids["工具=飞书文档"])
    assert "keyword" in hit["sources"]


async def test_superseded_memories_are_left_out_unless_asked(client: httpx.AsyncClient) -> None:
    user = new_user()
    ids = await seed(user, [("city", "Hangzhou", "identity"), ("city", "Shenzhen", "identity")])
    found = await client.get("/v1/recall", params={"user_id": user, "query": "city I live in",
                                                   "top_k": 5})
    assert [i["memory_id"] for i in found.json()["items"]] == [ids["city=Shenzhen"]]
    both = await client.get("/v1/recall", params={"user_id": user, "query": "city I live in",
                                                  "include_superseded": "true"})
    assert {i["memory_id"] for i in both.json()["items"]} == set(ids.values())


async def test_context_fills_the_chat_schema_and_renders_the_block(
    client: httpx.AsyncClient
) -> None:
    user = new_user()
    await seed(user, PROFILE)
    r = await client.post("/v1/context", json={"user_id": user, "query": "plan my weekend",
                                               "schema": "chat"})
    assert r.status_code == 200, r.text
    body = r.json()
    names = [s["name"] for s in body["slots"]]
    assert names == ["constraints", "profile", "recall"]
    slots = {s["name"]: s for s in body["slots"]}
    assert [i["text"] for i in slots["constraints"]["items"]] == ["User allergy: peanuts"]
    assert body["rendered"].startswith("<user_memory>") and len(body["rendered"]) <= 2400
    assert body["total_chars"] == len(body["rendered"])
    shown = [i["memory_id"] for s in body["slots"] for i in s["items"] if i["memory_id"]]
    assert len(shown) == len(set(shown))  # one memory, one slot


async def test_tool_schema_takes_the_callers_tool_state(client: httpx.AsyncClient) -> None:
    user = new_user()
    await seed(user, PROFILE)
    r = await client.post("/v1/context", json={
        "user_id": user, "query": "search the web", "schema": "tool",
        "tool_state": [{"text": "web_search: available"}]})
    slots = {s["name"]: s for s in r.json()["slots"]}
    texts = [i["text"] for i in slots["tool_state"]["items"]]
    assert "web_search: available" in texts and "User search tool: timed out twice" in texts


async def test_list_delete_and_export(client: httpx.AsyncClient) -> None:
    user = new_user()
    ids = await seed(user, PROFILE[:3])
    listed = (await client.get(f"/v1/users/{user}/memories")).json()["memories"]
    assert {m["memory_id"] for m in listed} == set(ids.values())
    assert all(m["source_turn_id"].startswith(user) for m in listed)
    target = ids["likes=jazz"]
    assert (await client.delete(f"/v1/users/{user}/memories/{target}")).status_code == 204
    again = await client.delete(f"/v1/users/{user}/memories/{target}")
    assert again.status_code == 404 and again.json()["error"] == "not_found"
    listed = (await client.get(f"/v1/users/{user}/memories")).json()["memories"]
    assert target not in {m["memory_id"] for m in listed}
    md = await client.get(f"/v1/users/{user}/export", params={"format": "markdown"})
    assert md.headers["content-type"].startswith("text/markdown")
    assert "## Identity" in md.text and "User city: Hangzhou" in md.text
    assert "jazz" not in md.text
    js = (await client.get(f"/v1/users/{user}/export")).json()
    assert len(js["memories"]) == 2


async def test_another_users_memory_cannot_be_deleted(client: httpx.AsyncClient) -> None:
    owner, other = new_user(), new_user()
    ids = await seed(owner, PROFILE[:1])
    r = await client.delete(f"/v1/users/{other}/memories/{ids['city=Hangzhou']}")
    assert r.status_code == 404
    listed = (await client.get(f"/v1/users/{owner}/memories")).json()["memories"]
    assert [m["memory_id"] for m in listed] == [ids["city=Hangzhou"]]


@pytest.mark.parametrize(("path", "params"), [
    ("/v1/recall", {"user_id": "", "query": "x"}),
    ("/v1/recall", {"user_id": "*", "query": "x"}),
    ("/v1/recall", {"user_id": "u%", "query": "x"}),
    ("/v1/recall", {"query": "x"}),
    ("/v1/recall", {"user_id": "u1", "query": ""}),
    ("/v1/recall", {"user_id": "u1", "query": "x", "top_k": 51}),
    ("/v1/recall", {"user_id": "u1", "query": "x", "top_k": 0}),
    ("/v1/users/%2A/memories", {}),
    ("/v1/recall", {"user_id": "u1", "query": "x", "categories": "no-such-category"}),
    # found by the schema fuzz: a NUL byte reached PostgreSQL and came back as a 500
    ("/v1/recall", {"user_id": "u1", "query": "x", "categories": ["identity", "x\x00"]}),
])
async def test_bad_input_is_a_json_422(client: httpx.AsyncClient, path: str,
                                       params: dict[str, object]) -> None:
    r = await client.get(path, params=params)
    assert r.status_code in (404, 422)
    assert set(r.json()) == {"error", "reason"}


async def test_oversized_body_is_refused(client: httpx.AsyncClient) -> None:
    r = await client.post("/v1/context", content=b"{" + b" " * 70_000 + b"}",
                          headers={"content-type": "application/json"})
    assert r.status_code == 413 and r.json()["error"] == "too_large"


ROUTES = [("GET", "/v1/recall?user_id=u1&query=x", "recall"),
          ("POST", "/v1/context", "recall"),
          ("GET", "/v1/users/u1/memories", "recall"),
          ("DELETE", "/v1/users/u1/memories/00000000-0000-0000-0000-000000000000", "admin"),
          ("GET", "/v1/users/u1/export", "admin"),
          ("DELETE", "/v1/users/u1", "admin")]


@pytest.mark.parametrize(("method", "path", "scope"), ROUTES)
async def test_every_route_needs_a_token_of_its_scope(
    secured: httpx.AsyncClient, method: str, path: str, scope: str
) -> None:
    body = {"user_id": "u1", "query": "x"} if method == "POST" else None
    none = await secured.request(method, path, json=body)
    assert none.status_code == 401 and none.json()["error"] == "unauthorized"
    wrong = await secured.request(method, path, json=body,
                                  headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401
    recall = await secured.request(method, path, json=body,
                                   headers={"Authorization": "Bearer r-token"})
    assert recall.status_code == (403 if scope == "admin" else 200), recall.text
    admin = await secured.request(method, path, json=body,
                                  headers={"Authorization": "Bearer a2"})
    assert admin.status_code in (200, 204, 404), admin.text


async def test_healthz_reports_each_dependency(client: httpx.AsyncClient) -> None:
    body = (await client.get("/healthz")).json()
    assert body == {"status": "ok", "dependencies": {"postgres": "ok", "milvus": "ok",
                                                     "neo4j": "ok"}}


async def test_openapi_is_generated_from_the_routes(client: httpx.AsyncClient) -> None:
    doc = (await client.get("/openapi.json")).json()
    assert {"/v1/recall", "/v1/context", "/v1/users/{user_id}/memories",
            "/v1/users/{user_id}/memories/{memory_id}", "/v1/users/{user_id}/export",
            "/v1/users/{user_id}", "/healthz"} <= set(doc["paths"])


async def test_categories_are_searched_not_cut_from_a_pool(client: httpx.AsyncClient) -> None:
    user = new_user()
    facts = [(f"note_{i}", f"flight BA{100 + i} to Tokyo", "episodic") for i in range(30)]
    ids = await seed(user, [*facts, ("allergy", "shellfish", "policy")])
    r = await client.get("/v1/recall", params={"user_id": user, "query": "remind me of the flight",
                                               "categories": ["policy"], "top_k": 3})
    assert [i["memory_id"] for i in r.json()["items"]] == [ids["allergy=shellfish"]]
