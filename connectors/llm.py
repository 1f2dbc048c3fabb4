"""OpenAILlm: fact extraction and classification through any OpenAI-compatible endpoint."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import cached_property
from typing import Any
from urllib.parse import urlsplit

import aiohttp
import httpx2
import openai
import orjson

from agents.commit_memories import judge as judging
from agents.commit_memories.planning import Question
from agents.extract_facts import prompts
from agents.extract_facts.facts import Fact
from streams import metrics
from streams.errors import RequestFailedError, TransientError
from streams.lru import LruCache
from streams.records import Category
from streams.settings import OpenAISettings

_SCREEN_CACHE_SIZE = 10_000  # gate screening verdicts kept per client
#: the pool for a loopback endpoint when OPENAI_MAX_CONNECTIONS is 0 (docs/TUNING.md)
LOOPBACK_POOL = 16


def pool_size(base_url: str, max_connections: int) -> int | None:
    """Pure: the HTTP pool bound for this endpoint, None = the SDK's pool (1,000).

    A set `max_connections` wins. Otherwise a loopback endpoint answers in microseconds, so a
    few connections carry every request (with the httpx2 transport, the per-request expiry
    scan of a large pool cost CPU; kept for the aiohttp one, not measured again); a remote one
    keeps the SDK's pool (a turn in flight per connection).
    """
    if max_connections > 0:
        return max_connections
    host = urlsplit(base_url).hostname or ""
    return LOOPBACK_POOL if host in ("localhost", "::1") or host.startswith("127.") else None


def http_client(base_url: str, max_connections: int) -> httpx2.AsyncClient:
    """The SDK's aiohttp transport (`openai.DefaultAioHttpClient`, the `aiohttp` extra), with
    the pool bound of `pool_size`. It is the SDK's own client with a cheaper HTTP/1.1 stack:
    against the instant bench server it cost about a third less CPU per request than the
    default httpx2 transport (docs/BENCHMARKS.md, session 9)."""
    n = pool_size(base_url, max_connections)
    if n is None:
        return openai.DefaultAioHttpClient()
    return openai.DefaultAioHttpClient(
        limits=httpx2.Limits(max_connections=n, max_keepalive_connections=n))


#: the SDK's platform headers (its vendor's telemetry; no server needs them) and its per-request
#: retry and timeout headers (the SDK does not retry here: `max_retries=0`), left off: httpx2
#: rebuilds a request's header map several times and scans every header each time, so fewer
#: headers cost less CPU (with an orjson body, 15 % less CPU a request against the bench server:
#: `python -m tests.bench.llm_client`, docs/BENCHMARKS.md, session 39)
_CLIENT_HEADERS_OFF = ("X-Stainless-Lang", "X-Stainless-Package-Version", "X-Stainless-OS",
                       "X-Stainless-Arch", "X-Stainless-Runtime", "X-Stainless-Runtime-Version",
                       "X-Stainless-Async")
_REQUEST_HEADERS_OFF: dict[str, Any] = {h: openai.Omit() for h in ("x-stainless-retry-count",
                                                                     "x-stainless-read-timeout")}


def lean_client(**kwargs: Any) -> openai.AsyncOpenAI:
    """`openai.AsyncOpenAI(**kwargs)` without the SDK's telemetry headers."""
    off: dict[str, Any] = {h: openai.Omit() for h in _CLIENT_HEADERS_OFF}  # the SDK's removal
    return openai.AsyncOpenAI(default_headers=off, **kwargs)


async def post_json(client: openai.AsyncOpenAI, path: str, body: dict[str, Any]) -> httpx2.Response:
    """POST `body` through the client's own `post` (its error mapping, auth and timeouts) as a
    raw response: the body serialised once by orjson, no response models, no retry headers."""
    return await client.post(path, content=orjson.dumps(body), cast_to=httpx2.Response,
                             options={"headers": _REQUEST_HEADERS_OFF})


def unreachable(exc: BaseException) -> bool:
    """Pure: whether a timeout the SDK reports is really a connection that failed.

    The aiohttp transport maps every aiohttp connection error, a refused or dropped
    connection included, to a connect *timeout*; only aiohttp's own timeouts are timeouts.
    """
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, aiohttp.ClientConnectionError):
            return not isinstance(seen, aiohttp.ServerTimeoutError)
        seen = seen.__cause__ or seen.__context__
    return False


class OpenAILlm:
    """The LLM port over the real `openai` client.

    Contract: an unreachable endpoint raises TransientError (the turn waits, without limit);
    a timeout, 429 or 5xx raises RequestFailedError (bounded retries, then dead letter); a reply
    that is not a flat JSON object yields no facts and counts `llm_unparseable_total`.
    """

    def __init__(self, settings: OpenAISettings) -> None:
        self._client = lean_client(
            base_url=settings.base_url, api_key=settings.api_key.get_secret_value() or "unused",
            timeout=settings.timeout_s, max_retries=0,  # retries are the pipeline's decision
            http_client=http_client(settings.base_url, settings.max_connections),
        )
        self._extract_model = settings.extract_model or settings.model
        self._classify_model = settings.classify_model or settings.model
        self._judge_model = settings.judge_model or settings.model
        # JSON mode helps, but not every OpenAI-compatible server accepts it: a 400 that names
        # response_format switches it off for this client (the prompt still asks for JSON)
        self._json_mode = True

    async def aclose(self) -> None:
        """Close the HTTP session (an open aiohttp session is reported when it is collected)."""
        await self._client.close()

    async def _create(self, model: str, messages: list[dict[str, str]]) -> Any:
        """One chat completion as a plain dict. The client's own `post` keeps its error
        mapping, headers and timeouts, but skips the typed params transform and the response
        models, which cost more CPU than the request itself against a fast server."""
        body: dict[str, Any] = {"model": model, "messages": messages, "temperature": 0}
        if self._json_mode:
            body["response_format"] = {"type": "json_object"}
        response = await post_json(self._client, "/chat/completions", body)
        try:
            return orjson.loads(response.content)
        except orjson.JSONDecodeError:
            return {}  # not a completion: no content, so no facts (counted by the caller)

    async def _complete(self, model: str, messages: list[dict[str, str]]) -> str:
        try:
            try:
                reply = await self._create(model, messages)
            except openai.BadRequestError as exc:
                if not self._json_mode or "response_format" not in str(exc):
                    raise
                self._json_mode = False
                reply = await self._create(model, messages)
        except openai.APITimeoutError as exc:  # subclass of APIConnectionError: check first
            if unreachable(exc):
                raise TransientError(f"llm unreachable: {exc.__cause__ or exc}") from exc
            raise RequestFailedError(f"llm timeout: {exc}") from exc
        except openai.APIConnectionError as exc:
            raise TransientError(f"llm unreachable: {exc}") from exc
        except openai.RateLimitError as exc:
            raise RequestFailedError(f"llm rate limited (429): {exc}") from exc
        except openai.InternalServerError as exc:
            raise RequestFailedError(f"llm server error ({exc.status_code}): {exc}") from exc
        except openai.APIStatusError as exc:
            raise RequestFailedError(f"llm refused ({exc.status_code}): {exc}") from exc
        return _content(reply)

    async def turn_facts(self, message: str, answer: str | None, lang: str) -> list[Fact]:
        """One request per turn: the user's own facts, and with an answer the exchange's too
        (one prompt for both sources costs half the requests and sends the message once)."""
        if answer is None:
            text = await self._complete(self._extract_model, prompts.user_messages(message))
            facts = prompts.parse_facts(text, "user")
        else:
            text = await self._complete(self._extract_model,
                                        prompts.turn_messages(message, answer))
            facts = prompts.parse_turn_facts(text)
        if facts is None:
            metrics.inc("llm_unparseable_total", source="user" if answer is None else "turn")
            return []
        return facts

    async def classify(self, fact: Fact) -> Category:
        return prompts.parse_category(
            await self._complete(self._classify_model, prompts.classify_messages(fact)))

    async def judge(self, questions: Sequence[Question]) -> dict[tuple[str, str], bool]:
        """Conflict verdicts, one request per new memory; an unparseable reply decides
        "not contradictory" for its questions (counted `llm_unparseable_total`)."""
        verdicts: dict[tuple[str, str], bool] = {}
        for candidate_id, group in judging.by_candidate(questions).items():
            text = await self._complete(self._judge_model, judging.judge_messages(
                group[0].new_content, [q.old_content for q in group]))
            if "{" not in text:
                metrics.inc("llm_unparseable_total", source="judge")
            chosen = judging.parse_verdict(text, len(group))
            for i, q in enumerate(group, 1):
                verdicts[(candidate_id, q.memory_id)] = i in chosen
        return verdicts

    # --- gate screening (issue 9): the Screener port of agents.extract_facts.gate_judge -----
    @cached_property
    def _screened(self) -> LruCache[str, bool]:
        return LruCache(_SCREEN_CACHE_SIZE)

    async def screen(self, text: str) -> bool:
        """True when the judge model calls `text` a fact about the user; fails closed (False)
        on any other reply. Cached by SHA-256 (bounded, least recently used dropped first), so
        a retried turn costs nothing for texts already judged; errors are not cached."""
        key = hashlib.sha256(text.encode("utf-8")).hexdigest()
        known = self._screened.get(key)
        if known is not None:
            return known
        reply = await self._complete(self._judge_model, prompts.screen_messages(text))
        safe = prompts.parse_screen(reply)
        if not safe:
            metrics.inc("gate_screen_rejected_total")
        self._screened.put(key, safe)
        return safe


def _content(reply: Any) -> str:
    """The first choice's message text of a completion body; "" for anything else."""
    try:
        return str(reply["choices"][0]["message"]["content"] or "")
    except (KeyError, IndexError, TypeError):
        return ""
