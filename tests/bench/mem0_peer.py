"""mem0 `add()` on the bench turns; runs in its own virtualenv (`.bench/mem0-venv`), never in
memstream's. Imports nothing of memstream.

mem0 2.2.1 in its default local configuration (local Qdrant in a directory, SQLite history),
its LLM and embedder pointed at the bench's instant OpenAI-compatible server. One `add()` per turn
(user message + assistant reply, scoped by `user_id`), in the order the turns were produced.
Prints one JSON line: turns, elapsed_s, turns_per_s, add latency p50/p95/p99 in ms, memories
added, CPU seconds of this process per 1,000 turns.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", required=True)
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--dim", type=int, default=384)
    args = parser.parse_args()
    os.environ.setdefault("MEM0_TELEMETRY", "False")
    from mem0 import Memory

    workdir = Path(args.dir)
    workdir.mkdir(parents=True, exist_ok=True)
    memory = Memory.from_config({
        "llm": {"provider": "openai", "config": {
            "model": "gpt-4o-mini", "api_key": "bench", "openai_base_url": args.base_url}},
        "embedder": {"provider": "openai", "config": {
            "model": "bench-hash-384", "api_key": "bench", "openai_base_url": args.base_url,
            "embedding_dims": args.dim}},
        "vector_store": {"provider": "qdrant", "config": {
            "collection_name": "bench", "embedding_model_dims": args.dim,
            "path": str(workdir / "qdrant")}},
        "history_db_path": str(workdir / "history.db"),
    })
    turns = [json.loads(line) for line in Path(args.turns).read_text("utf-8").splitlines()]
    latencies: list[float] = []
    added = 0
    cpu0 = time.process_time()
    started = time.perf_counter()
    for turn in turns:
        messages = [{"role": "user", "content": turn["user_message"]}]
        if turn.get("assistant_reply"):
            messages.append({"role": "assistant", "content": turn["assistant_reply"]})
        t0 = time.perf_counter()
        result = memory.add(messages, user_id=turn["user_id"])
        latencies.append(time.perf_counter() - t0)
        added += len(result.get("results", [])) if isinstance(result, dict) else 0
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu0
    latencies.sort()

    def q(p: float) -> float:
        return latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1000

    print(json.dumps({"turns": len(turns), "elapsed_s": elapsed,
                      "turns_per_s": len(turns) / elapsed, "add_p50_ms": q(0.5),
                      "add_p95_ms": q(0.95), "add_p99_ms": q(0.99), "memories_added": added,
                      "cpu_mem0_per_1k": cpu * 1000 / len(turns)}))


if __name__ == "__main__":
    main()
