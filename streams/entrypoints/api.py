"""`memstream api`: the read path over HTTP — recall, context assembly and the user's rights.

The OpenAPI document is generated from the typed routes (`/openapi.json`). Every error is JSON
with a reason, never a stack trace. Adapters are built here (the composition root) and handed to
the read-path services; tests hand in the same services built on the real stores.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, HTTPException, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from projections.assembly import CallerItem, ContextRequest, build_context
from projections.recall import HitBuffer, Recall, RecallQuery
from projections.rights import Receipt, TopicTombstones, erase_user, export_markdown
from streams import metrics
from streams.entrypoints import status_page
from streams.entrypoints.observe import Observer
from streams.entrypoints.observe import stop as stop_sampling
from streams.errors import PoisonError, TransientError
from streams.records import Category
from streams.settings import ApiSettings, settings

log = logging.getLogger("memstream.api")

USER_ID = r"^[A-Za-z0-9][A-Za-z0-9._:@-]{0,199}$"
UserId = Annotated[str, Path(pattern=USER_ID, description="the user; never a wildcard")]
MemoryId = Annotated[str, Path(pattern=r"^[0-9a-fA-F-]{36}$")]
Scope = Literal["recall", "admin"]
MAX_TOP_K = 50
HEALTH_TIMEOUT_S = 3.0


@dataclass
class Services:
    """Everything the routes need, built by `services_from_settings` or by a test."""

    recall: Recall
    reader: Any            # connectors.postgres.reader.PostgresMemoryReader
    repository: Any        # connectors.postgres.repository.PostgresMemoryRepository (delete)
    erasure: Any           # connectors.postgres.erase.PostgresErasure
    milvus: Any            # connectors.milvus.MilvusVectorIndex
    neo4j: Any             # connectors.neo4j.Neo4jGraphWriter
    tombstones: TopicTombstones
    slot: str
    hits: HitBuffer


# --- wire models ------------------------------------------------------------------------------

class Error(BaseModel):
    error: str
    reason: str


class RecallItem(BaseModel):
    memory_id: str
    content: str
    category: str
    fact_key: str
    fact_value: str
    score: float = Field(description="0.7 x similarity + 0.3 x importance")
    similarity: float
    importance: float
    sources: list[str] = Field(description="which sources found it: vector, keyword, graph")
    created_at: datetime
    superseded: bool


class RecallResponse(BaseModel):
    user_id: str
    query: str
    items: list[RecallItem]
    degraded: bool = Field(description="a source was down; the answer comes from the others")
    unavailable: list[str]


class CallerItemIn(BaseModel):
    text: str = Field(max_length=2000)
    at: datetime | None = None


class ContextIn(BaseModel):
    user_id: str = Field(pattern=USER_ID)
    query: str = Field(min_length=1, max_length=2000)
    schema_: Literal["chat", "tool", "react", "rag"] = Field("chat", alias="schema")
    planner: str | None = Field(None, max_length=2000)
    task_memory: list[CallerItemIn] = Field(default_factory=list, max_length=20)
    tool_state: list[CallerItemIn] = Field(default_factory=list, max_length=20)


class SlotItemOut(BaseModel):
    text: str
    score: float | None
    memory_id: str | None
    source: str


class SlotOut(BaseModel):
    name: str
    items: list[SlotItemOut]
    chars: int
    dropped: int
    missing: bool


class ContextResponse(BaseModel):
    user_id: str
    schema_: str = Field(alias="schema")
    slots: list[SlotOut]
    total_chars: int
    rendered: str = Field(description="the <user_memory> block, ready to prepend")
    degraded: bool
    unavailable: list[str]


class MemoryOut(BaseModel):
    memory_id: str
    content: str
    category: str
    fact_key: str
    fact_value: str
    source: str
    source_turn_id: str
    session_id: str
    importance: float
    hit_count: int
    created_at: datetime
    updated_at: datetime
    superseded: bool
    superseded_by: str | None


class MemoriesResponse(BaseModel):
    user_id: str
    memories: list[MemoryOut]


class ReceiptOut(BaseModel):
    user_id: str
    erased_at: datetime
    postgres: dict[str, int]
    milvus: dict[str, int]
    neo4j: dict[str, int]
    kafka: dict[str, Any]


class Health(BaseModel):
    status: Literal["ok", "degraded", "down"]
    dependencies: dict[str, str]


# --- auth --------------------------------------------------------------------------------------

def _tokens(raw: str) -> list[str]:
    return [t.strip() for t in raw.split(",") if t.strip()]


def authorizer(conf: ApiSettings) -> Callable[[Scope], Callable[[Request], None]]:
    """Bearer tokens by scope; admin tokens carry the recall scope too. No token configured:
    everything is open (the API then only binds to loopback, see `check_binding`)."""
    admin = _tokens(conf.admin_tokens.get_secret_value())
    recall = _tokens(conf.recall_tokens.get_secret_value()) + admin

    def require(scope: Scope) -> Callable[[Request], None]:
        allowed = admin if scope == "admin" else recall

        def check(request: Request) -> None:
            if not recall:
                return
            header = request.headers.get("authorization", "")
            token = header[7:].strip() if header.lower().startswith("bearer ") else ""
            if not token or not any(hmac.compare_digest(token, t) for t in recall):
                raise HTTPException(401, "a valid bearer token is required",
                                    headers={"WWW-Authenticate": "Bearer"})
            if not any(hmac.compare_digest(token, t) for t in allowed):
                raise HTTPException(403, f"this token lacks the {scope!r} scope")

        return check

    return require


def check_binding(conf: ApiSettings) -> str:
    """Refuse to serve unauthenticated beyond loopback; the line to print at start."""
    if _tokens(conf.recall_tokens.get_secret_value() + "," +
               conf.admin_tokens.get_secret_value()):
        return f"memstream api on {conf.host}:{conf.port}, bearer tokens required"
    if conf.host not in ("127.0.0.1", "localhost", "::1"):
        from streams.errors import ConfigError

        raise ConfigError("no API token configured: set MEMSTREAM_API_RECALL_TOKENS / "
                          "MEMSTREAM_API_ADMIN_TOKENS or bind to 127.0.0.1")
    return (f"memstream api on {conf.host}:{conf.port}: no token configured, serving loopback "
            "only without authentication")


# --- the app -----------------------------------------------------------------------------------

def _error(status: int, error: str, reason: str, headers: dict[str, str] | None = None
           ) -> JSONResponse:
    return JSONResponse({"error": error, "reason": reason}, status_code=status, headers=headers)


def _services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


Svc = Annotated[Services, Depends(_services)]


def create_app(conf: ApiSettings, build: Callable[[], Awaitable[Services]],
               observe: Callable[[Services], Observer] | None = None) -> FastAPI:
    """The FastAPI app; `build` makes the services once at start-up (the lifespan), `observe`
    the sampler behind /metrics' system gauges and /status (none: those show no samples)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        services = app.state.services = await build()
        flusher = asyncio.create_task(_flush_hits(services, conf.hit_flush_s))
        observer = app.state.observer = observe(services) if observe else None
        sampler = asyncio.create_task(observer.run()) if observer else None
        try:
            yield
        finally:
            await stop_sampling(sampler)
            flusher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await flusher
            with contextlib.suppress(TransientError):
                await services.hits.flush(services.reader, datetime.now(UTC))

    app = FastAPI(title="memstream", version="0.1.0", lifespan=lifespan,
                  description="Recall, context assembly and the user's rights over long-term "
                              "memory. Every request is scoped to one user.",
                  responses={401: {"model": Error}, 403: {"model": Error},
                             422: {"model": Error}, 503: {"model": Error}})
    require = authorizer(conf)

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Callable[[Request], Awaitable[Response]]
                         ) -> Response:
        length = request.headers.get("content-length", "")
        if length.isdigit() and int(length) > conf.max_body_bytes:
            return _error(413, "too_large", f"request body over {conf.max_body_bytes} bytes")
        return await call_next(request)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        reasons = "; ".join(f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg')}"
                            for e in exc.errors())
        return _error(422, "invalid_request", reasons[:1000])

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        names = {401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "not_allowed"}
        return _error(exc.status_code, names.get(exc.status_code, "http_error"),
                      str(exc.detail), getattr(exc, "headers", None))

    @app.exception_handler(TransientError)
    async def unavailable(_: Request, exc: TransientError) -> JSONResponse:
        log.warning("dependency unavailable: %s", exc)
        return _error(503, "unavailable", "a required store is unavailable; retry later",
                      {"Retry-After": "5"})

    @app.exception_handler(PoisonError)
    async def rejected(_: Request, exc: PoisonError) -> JSONResponse:
        # a store refused the input itself (e.g. a NUL byte PostgreSQL cannot hold): the
        # caller's fault, said as such, never a 500
        log.info("input refused by a store: %s", exc)
        return _error(422, "invalid_request", "a store refused this input: " + str(exc)[:300])

    @app.exception_handler(Exception)
    async def internal(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error")
        return _error(500, "internal", "internal error")

    @app.get("/healthz", response_model=Health, tags=["operations"])
    async def healthz(s: Svc) -> Health:
        checks = {"postgres": s.reader.healthy(), "milvus": s.milvus.healthy(),
                  "neo4j": s.neo4j.healthy()}
        results = await asyncio.gather(*(asyncio.wait_for(c, HEALTH_TIMEOUT_S)
                                         for c in checks.values()), return_exceptions=True)
        deps = {name: "ok" if r is True else "down" for name, r in zip(checks, results,
                                                                        strict=True)}
        status: Literal["ok", "degraded", "down"] = "ok" if all(
            v == "ok" for v in deps.values()) else "down" if deps["postgres"] != "ok" else \
            "degraded"
        return Health(status=status, dependencies=deps)

    @app.get("/metrics", tags=["operations"], response_class=PlainTextResponse)
    async def prometheus() -> Response:
        return Response(metrics.render(), media_type=metrics.CONTENT_TYPE)

    @app.get("/status", tags=["operations"], response_class=HTMLResponse)
    async def status(request: Request) -> HTMLResponse:
        observer: Observer | None = getattr(request.app.state, "observer", None)
        samples = list(observer.history) if observer else []
        m = settings().metrics
        return HTMLResponse(status_page.page(samples, time.time(), m.history_s, m.sample_s))

    @app.get("/status.json", tags=["operations"])
    async def status_json(request: Request) -> dict[str, Any]:
        observer: Observer | None = getattr(request.app.state, "observer", None)
        samples = list(observer.history) if observer else []
        return status_page.data(samples, time.time(), settings().metrics.history_s)

    @app.get("/v1/recall", response_model=RecallResponse, tags=["recall"],
             dependencies=[Depends(require("recall"))])
    async def recall(
        s: Svc,
        user_id: Annotated[str, Query(pattern=USER_ID)],
        query: Annotated[str, Query(min_length=1, max_length=2000)],
        top_k: Annotated[int, Query(ge=1, le=MAX_TOP_K)] = 5,
        min_score: Annotated[float | None, Query(ge=-1.0, le=2.0)] = None,
        categories: Annotated[list[Category] | None, Query(max_length=7)] = None,
        include_superseded: bool = False,
    ) -> RecallResponse:
        result = await s.recall.recall(RecallQuery(
            user_id, query, top_k, min_score, tuple(categories or ()), include_superseded))
        return RecallResponse(user_id=user_id, query=query, degraded=result.degraded,
                              unavailable=result.unavailable, items=[RecallItem(
                                  memory_id=i.row.memory_id, content=i.row.content,
                                  category=i.row.category, fact_key=i.row.fact_key,
                                  fact_value=i.row.fact_value,
                                  score=round(i.ranked.score, 4),
                                  similarity=round(i.ranked.similarity, 4),
                                  importance=round(i.ranked.importance, 4),
                                  sources=list(i.ranked.sources),
                                  created_at=i.row.created_at,
                                  superseded=i.row.superseded)
                                  for i in result.items])

    @app.post("/v1/context", response_model=ContextResponse, response_model_by_alias=True,
              tags=["recall"], dependencies=[Depends(require("recall"))])
    async def context(s: Svc, body: ContextIn) -> ContextResponse:
        req = ContextRequest(
            body.user_id, body.query, body.schema_, body.planner,
            tuple(CallerItem(i.text, i.at) for i in body.task_memory),
            tuple(CallerItem(i.text, i.at) for i in body.tool_state))
        result = await build_context(req, s.reader, s.recall, datetime.now(UTC))
        ctx = result.context
        return ContextResponse.model_validate({
            "user_id": body.user_id, "schema": ctx.schema, "total_chars": ctx.total_chars,
            "rendered": ctx.rendered, "degraded": result.degraded,
            "unavailable": result.unavailable,
            "slots": [{"name": f.name, "chars": f.chars, "dropped": f.dropped,
                       "missing": f.missing,
                       "items": [{"text": i.text, "score": i.score, "memory_id": i.memory_id,
                                  "source": i.source} for i in f.items]} for f in ctx.slots]})

    @app.get("/v1/users/{user_id}/memories", response_model=MemoriesResponse,
             tags=["user rights"], dependencies=[Depends(require("recall"))])
    async def memories(s: Svc, user_id: UserId) -> MemoriesResponse:
        rows = await s.reader.kept(user_id)
        return MemoriesResponse(user_id=user_id, memories=[_memory(r) for r in rows])

    @app.delete("/v1/users/{user_id}/memories/{memory_id}", status_code=204,
                tags=["user rights"], dependencies=[Depends(require("admin"))],
                responses={404: {"model": Error}})
    async def delete_memory(s: Svc, user_id: UserId, memory_id: MemoryId) -> Response:
        try:
            deleted = await s.repository.delete(user_id, memory_id.lower(), actor="api")
        except PoisonError as exc:
            raise HTTPException(404, "no such memory") from exc
        if not deleted:
            raise HTTPException(404, "no live memory with that id for that user")
        return Response(status_code=204)

    @app.get("/v1/users/{user_id}/export", tags=["user rights"],
             dependencies=[Depends(require("admin"))],
             responses={200: {"content": {"application/json": {}, "text/markdown": {}}}})
    async def export(s: Svc, user_id: UserId,
                     format: Literal["json", "markdown"] = "json") -> Response:
        rows = await s.reader.kept(user_id)
        if format == "markdown":
            return PlainTextResponse(export_markdown(user_id, rows, datetime.now(UTC)),
                                     media_type="text/markdown; charset=utf-8")
        return JSONResponse(MemoriesResponse(
            user_id=user_id, memories=[_memory(r) for r in rows]).model_dump(mode="json"))

    @app.delete("/v1/users/{user_id}", response_model=ReceiptOut, tags=["user rights"],
                dependencies=[Depends(require("admin"))])
    async def erase(s: Svc, user_id: UserId) -> ReceiptOut:
        receipt: Receipt = await erase_user(
            user_id, datetime.now(UTC), s.erasure, s.milvus, s.neo4j, s.tombstones, s.slot,
            conf.erase_capture_wait_s)
        return ReceiptOut(**receipt.__dict__)

    return app


def _memory(r: Any) -> MemoryOut:
    return MemoryOut(
        memory_id=r.memory_id, content=r.content, category=r.category, fact_key=r.fact_key,
        fact_value=r.fact_value, source=r.source, source_turn_id=r.source_turn_id,
        session_id=r.session_id, importance=round(r.importance, 4), hit_count=r.hit_count,
        created_at=r.created_at, updated_at=r.updated_at, superseded=r.superseded,
        superseded_by=r.superseded_by)


async def _flush_hits(s: Services, every_s: float) -> None:
    while True:
        await asyncio.sleep(every_s)
        try:
            await s.hits.flush(s.reader, datetime.now(UTC))
        except TransientError as exc:
            log.warning("recall hits kept for the next flush: %s", exc)


async def services_from_settings() -> Services:
    """The composition root of the API process: one adapter per store, from settings."""
    from connectors.kafka_admin import produce_tombstones
    from connectors.postgres.erase import PostgresErasure
    from connectors.postgres.reader import PostgresMemoryReader
    from streams.entrypoints import wiring
    from streams.settings import settings

    conf = settings()
    pool = await wiring.pg_pool()
    reader = PostgresMemoryReader(pool)
    hits = HitBuffer()
    milvus, neo4j = await wiring.vector_index(), await wiring.graph_writer()
    recall = Recall(reader, milvus, neo4j, wiring.embedder(), hits)

    async def tombstones(topic: str, keys: Sequence[bytes]) -> int:
        return await produce_tombstones(conf.kafka.bootstrap_servers, topic, keys)

    return Services(recall, reader, await wiring.memory_repository(), PostgresErasure(pool),
                    milvus, neo4j, tombstones, conf.debezium.slot_name, hits)


def observer_for(services: Services) -> Observer:
    """The API's sampler: the systems of the settings, plus the health of the API's stores and
    the worker's /metrics (for end-to-end latency)."""
    from streams.entrypoints import wiring
    from streams.entrypoints.observe import worker_metrics_url

    conf = settings()
    return Observer(conf, wiring.pg_pool,
                    {"milvus": services.milvus.healthy, "neo4j": services.neo4j.healthy},
                    worker_url=worker_metrics_url(conf))
