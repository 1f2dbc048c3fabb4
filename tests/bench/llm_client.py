"""`python -m tests.bench.llm_client`: CPU per extraction request, the worker's LLM adapter
against a bare aiohttp POST, on the same turns and the same instant server.

The server (`tests.support.fake_openai`) runs in its own process, so the CPU time of this
process is the client's alone. Each round sends the bench load's extraction prompts (one per
turn, `--turns` of them) with 20 requests in flight, first through `OpenAILlm.turn_facts` (the
`openai` client's own `post`, as the worker sends them) and then as the same JSON body through a
plain `aiohttp` session, and prints microseconds of CPU per request. Rounds alternate so a busy
neighbour on a shared machine slows both; the best round of each is the figure that repeats.
The difference is what the SDK's request pipeline costs per request on this machine.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from collections.abc import Awaitable, Callable, Sequence

import aiohttp
import orjson
from pydantic import SecretStr

from agents.extract_facts import prompts
from connectors.llm import OpenAILlm
from streams.records import Turn
from streams.settings import OpenAISettings
from tests.bench.load import generate_with_kinds
from tests.bench.pipeline import _start_server as start_server
from tests.support.ports import free_port

IN_FLIGHT = 20


async def _cpu_per_request(turns: Sequence[Turn],
                           send: Callable[[Turn], Awaitable[object]]) -> float:
    async def lane(chunk: Sequence[Turn]) -> None:
        for turn in chunk:
            await send(turn)

    started = time.process_time()
    await asyncio.gather(*(lane(turns[i::IN_FLIGHT]) for i in range(IN_FLIGHT)))
    return (time.process_time() - started) * 1e6 / len(turns)


def _body(turn: Turn) -> bytes:
    messages = (prompts.turn_messages(turn.user_message, turn.assistant_reply)
                if turn.assistant_reply else prompts.user_messages(turn.user_message))
    return orjson.dumps({"model": "bench", "messages": messages, "temperature": 0,
                         "response_format": {"type": "json_object"}})


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    port = free_port()
    server = start_server(port)
    base_url = f"http://127.0.0.1:{port}/v1"
    turns = [t.turn for t in generate_with_kinds(args.turns // 20 + 1, 20, 3, prefix="llm")]
    turns = turns[: args.turns]
    llm = OpenAILlm(OpenAISettings(base_url=base_url, api_key=SecretStr("bench")))
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=IN_FLIGHT))
    headers = {"Content-Type": "application/json", "Authorization": "Bearer bench"}

    async def adapter(turn: Turn) -> object:
        return await llm.turn_facts(turn.user_message, turn.assistant_reply, "en")

    async def bare(turn: Turn) -> object:
        async with session.post(f"{base_url}/chat/completions", data=_body(turn),
                                headers=headers) as reply:
            return orjson.loads(await reply.read())

    try:
        for _ in range(50):  # the server is up when it answers
            try:
                await bare(turns[0])
                break
            except aiohttp.ClientError:
                await asyncio.sleep(0.2)
        await adapter(turns[0])
        best = {"adapter": float("inf"), "bare": float("inf")}
        for n in range(args.rounds):
            figures = {"adapter": await _cpu_per_request(turns, adapter),
                       "bare": await _cpu_per_request(turns, bare)}
            print(f"round {n + 1}: " + ", ".join(f"{k} {v:.0f} µs" for k, v in figures.items()),
                  flush=True)
            best = {k: min(best[k], figures[k]) for k in best}
        print(f"{len(turns)} requests a round, {IN_FLIGHT} in flight, best of {args.rounds}: "
              f"OpenAILlm {best['adapter']:.0f} µs CPU per request, bare aiohttp "
              f"{best['bare']:.0f} µs; the SDK's pipeline costs "
              f"{best['adapter'] - best['bare']:.0f} µs a request "
              f"({best['adapter'] / best['bare']:.1f}×)")
    finally:
        await llm.aclose()
        await session.close()
        os.killpg(server.pid, 15)
        server.wait(10)


if __name__ == "__main__":
    asyncio.run(main())
