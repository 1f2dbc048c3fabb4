"""`python -m tests.bench.profile_top FILE [N]`: the top of a py-spy profile in collapsed form.

Record with `py-spy record --format raw -o FILE --pid <worker> --duration 30`; this prints the
functions with the most samples on the stack (inclusive) and at the top of the stack (self),
as a share of all samples, so a benchmark page can say what bounds a process.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path


def stacks(lines: list[str]) -> Iterator[tuple[list[str], int]]:
    """(frames, samples) of each collapsed stack (`frame;frame;... count` per line)."""
    for line in lines:
        stack, _, count = line.rstrip().rpartition(" ")
        if stack and count.isdigit():
            yield stack.split(";"), int(count)


def top(lines: list[str], n: int = 25) -> tuple[int, list[tuple[str, int]], list[tuple[str, int]]]:
    """(total samples, top inclusive frames, top self frames) of collapsed stacks."""
    inclusive: Counter[str] = Counter()
    own: Counter[str] = Counter()
    total = 0
    for frames, samples in stacks(lines):
        total += samples
        for frame in set(frames):
            inclusive[frame] += samples
        own[frames[-1]] += samples
    return total, inclusive.most_common(n), own.most_common(n)


#: the worker's parts, in the order a stack is put in the first whose frame it holds (a frame
#: matches when it contains one of the part's strings); the rest is Faust, the loop and idle
WORKER_PARTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("gates", ("gate_judge.py", "extract_facts/gate")),
    ("LLM client", ("openai/", "aiohttp/", "httpx2/", "connectors/llm.py")),
    ("commit path", ("commit_memories/agent.py", "govern_memories/", "connectors/postgres/")),
    ("Neo4j projection", ("handle_neo4j", "neo4j/")),
    ("Milvus projection", ("handle_milvus", "pymilvus/", "grpc/", "connectors/milvus.py")),
    ("rest of extraction", ("extract_facts/",)),
    ("aiokafka", ("aiokafka/",)),
)


def parts(lines: list[str],
          rules: tuple[tuple[str, tuple[str, ...]], ...] = WORKER_PARTS) -> dict[str, float]:
    """Share of all samples per part (`rules`, first match wins), the rest as "other"."""
    shares: Counter[str] = Counter()
    total = 0
    for frames, samples in stacks(lines):
        total += samples
        shares[next((name for name, keys in rules
                     if any(k in f for f in frames for k in keys)), "other")] += samples
    return {name: shares[name] / max(total, 1) for name in [*(n for n, _ in rules), "other"]}


def main() -> None:
    path = Path(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    total, inclusive, own = top(path.read_text("utf-8", "replace").splitlines(), n)
    print(f"{total} samples")
    for title, rows in (("inclusive", inclusive), ("self", own)):
        print(f"-- {title}")
        for frame, samples in rows:
            print(f"{100 * samples / max(total, 1):5.1f}%  {frame}")
    print("-- the worker's parts (first match wins; other = Faust, the event loop and idle)")
    for name, share in parts(path.read_text("utf-8", "replace").splitlines()).items():
        print(f"{100 * share:5.1f}%  {name}")


if __name__ == "__main__":
    main()
