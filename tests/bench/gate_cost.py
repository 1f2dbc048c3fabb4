"""`python -m tests.bench.gate_cost`: the gate's cost per call against the detector issue 9
started from, timed back to back.

The base commit's `agents`, `streams` and `connectors` are unpacked with `git archive` into a
temporary folder. Two worker processes, one per tree, time `inspect` over the gold messages and
`gate_cases.jsonl` in short alternating batches (CPU time of the process, so waiting for a busy
core is not counted), and the best batch of each is kept: on a shared 2-core machine the best
of many interleaved batches is the figure that repeats.

This tree's gates run as `make install` left them: compiled with mypyc when the build in
`.native/` matches the sources, as Python otherwise or with MEMSTREAM_PURE_GATES=1 (the base
runs as Python: it has no build). Each line says which.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[2]
BASE = "f982dff"  # the detector before issue 9
# (MEMSTREAM_PURE_GATES=1 times this tree's gates as Python, not compiled)
_PURE = {k: v for k, v in os.environ.items() if k == "MEMSTREAM_PURE_GATES"}
_WORKER = r"""
import sys, time, orjson
import agents.extract_facts
from agents.extract_facts.gates import inspect
print("compiled" if getattr(agents.extract_facts, "COMPILED", False) else "Python", flush=True)
data = sys.argv[1]
def rows(name, field):
    return [orjson.loads(l)[field] for l in open(f"{data}/{name}") if l.strip()]
sets = {"gold": rows("gold_turns.jsonl", "user_message"), "cases": rows("gate_cases.jsonl", "text")}
for texts in sets.values():
    for text in texts:
        inspect(text)
for _ in sys.stdin:
    out = {}
    for name, texts in sets.items():
        started = time.process_time()
        for _ in range(3):
            for text in texts:
                inspect(text)
        out[name] = (time.process_time() - started) / (3 * len(texts)) * 1e6
    print(orjson.dumps(out).decode(), flush=True)
"""


def best_of(trees: list[Path], batches: int) -> tuple[list[dict[str, float]], list[str]]:
    """The best µs per call of each tree over `batches` alternating batches, and how each
    tree's gates ran ("compiled" with mypyc or "Python": agents/extract_facts/compiled.py)."""
    data = str(ROOT / "tests" / "data")
    workers = [subprocess.Popen([sys.executable, "-c", _WORKER, data], cwd=tree,
                                env={"PYTHONPATH": str(tree), **_PURE}, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True) for tree in trees]
    best = [{"gold": float("inf"), "cases": float("inf")} for _ in trees]
    try:
        modes = [worker.stdout.readline().strip() for worker in workers if worker.stdout]
        for _ in range(batches):
            for i, worker in enumerate(workers):
                assert worker.stdin is not None and worker.stdout is not None
                worker.stdin.write("go\n")
                worker.stdin.flush()
                for name, us in orjson.loads(worker.stdout.readline()).items():
                    best[i][name] = min(best[i][name], us)
    finally:
        for worker in workers:
            worker.kill()
    return best, modes


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=BASE, help="commit of the detector to compare with")
    parser.add_argument("--batches", type=int, default=25)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "archive", args.base, "agents", "streams", "connectors"],
                                 cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        (base, now), (base_mode, now_mode) = best_of([Path(tmp), ROOT], args.batches)
    for name in ("gold", "cases"):
        label = "gold messages" if name == "gold" else "gate_cases.jsonl"
        print(f"gate inspect on {label}: {now[name]:.1f} us/call ({now_mode}), {args.base}: "
              f"{base[name]:.1f} us/call ({base_mode}), ratio {now[name] / base[name]:.2f}x "
              "(budget 2x)")


if __name__ == "__main__":
    main()
