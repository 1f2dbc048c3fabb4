"""`python -m tests.bench.report DIR/results.json`: the tables of a `memstream bench` run as
Markdown, for docs/BENCHMARKS.md (the prose around them is written by hand)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tests.bench.measure import MODES, goal, ratio

STAGE_NAMES = ("extract_facts", "commit_memories", "project_to_milvus", "project_to_neo4j")


def _row(*cells: object) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


def mode_table(results: dict[str, Any]) -> list[str]:
    modes = [m for m in MODES if m in results]
    out = [_row("", *modes), _row(*["---"] * (len(modes) + 1))]

    def line(label: str, fn: Any) -> None:
        out.append(_row(label, *(fn(results[m]) for m in modes)))

    line("**max rate**, turns/s end to end (1 worker)",
         lambda r: f"**{r['max']['turns_per_s']:.1f}** ({r['max']['turns']} turns, "
                   f"{r['max']['elapsed_s']:.1f} s)")
    line("memories expected / present in all three stores",
         lambda r: f"{r['max']['expected']} / {r['max']['present']}")
    line("texts the embedder served from its cache, max rate",
         lambda r: (f"{r['max']['embedder_cache_hit_share']:.1%}"
                    if "embedder_cache_hit_share" in r["max"] else "not recorded"))
    line("fixed rate for latency (half the max), turns/s",
         lambda r: f"{r['half']['rate']:.1f} (sent at {r['half']['achieved_rate']:.1f})")
    line("**end-to-end latency p50 / p95 / p99**, s",
         lambda r: "**{p50:.2f} / {p95:.2f} / {p99:.2f}**".format(**r["half"]["latency_s"]))
    line("turns timed (those creating a memory) / never seen",
         lambda r: f"{r['half']['latency_s']['count']:.0f} of {r['half']['turns']} / "
                   f"{r['half']['missing']}")
    line("polling round p50 / max, s (+ interval)",
         lambda r: f"{r['half']['poll_round_s']['p50']:.2f} / "
                   f"{r['half']['poll_round_s']['max']:.2f} (+{r['half']['poll_interval_s']})")
    for stage in STAGE_NAMES:
        line(f"{stage}: records in; records/s over its middle 80 % / over the whole run",
             lambda r, s=stage: f"{r['max']['stages'][s]['records']:.0f}; "
                                f"{r['max']['stages'][s]['span_per_s']:.0f} / "
                                f"{r['max']['stages'][s]['mean_per_s']:.0f}")
    return out


def hops_table(results: dict[str, Any]) -> list[str]:
    modes = [m for m in MODES if "hops" in results.get(m, {}).get("half", {})]
    out = [_row("fixed rate: s from send to …, p50 / p95 / p99", *modes),
           _row(*["---"] * (len(modes) + 1))]
    labels = {"extracted": "the turn's last candidate on memory.candidates.v1",
              "commit": "its memories' PostgreSQL transaction (start)",
              "in_milvus": "its memories agreeing in Milvus",
              "in_neo4j": "its memories agreeing in Neo4j",
              "visible": "its memories agreeing in Milvus and Neo4j"}
    for key, label in labels.items():
        if not all(key in results[m]["half"]["hops"] for m in modes):
            continue
        out.append(_row(label, *("{p50:.2f} / {p95:.2f} / {p99:.2f}".format(
            **results[m]["half"]["hops"][key]) for m in modes)))
    return out


def cpu_table(results: dict[str, Any]) -> list[str]:
    modes = [m for m in MODES if m in results]
    names: list[str] = []
    for m in modes:
        names += [n for n in results[m]["max"]["cpu_s_per_1k_turns"] if n not in names]
    out = [_row("CPU s per 1,000 turns", *modes, *(["mem0"] if "mem0" in results else [])),
           _row(*["---"] * (len(modes) + 1 + ("mem0" in results)))]
    for name in names:
        cells = [f"{results[m]['max']['cpu_s_per_1k_turns'].get(name, float('nan')):.2f}"
                 for m in modes]
        out.append(_row(name, *cells, *([""] if "mem0" in results else [])))
    if "mem0" in results:
        out.append(_row("mem0 `add()` process (its own run)", *[""] * len(modes),
                        f"{results['mem0']['cpu_mem0_per_1k']:.2f}"))
    return out


def scaling_table(results: dict[str, Any]) -> list[str]:
    out = [_row("workers", "partitions", "turns/s", "worker CPU s / 1k turns",
                "all processes CPU s / 1k turns", "largest single process"), _row(*["---"] * 6)]
    out += [_row(r["workers"], r["partitions"], f"{r['turns_per_s']:.1f}",
                 f"{r['worker_cpu_s_per_1k']:.2f}", f"{r['all_cpu_s_per_1k']:.2f}",
                 f"{big['name']} {big['cpu_s_per_1k']:.2f}" if (big := r.get("largest_process"))
                 else "(not recorded)")
            for r in results.get("scaling", [])]
    return out


def cdc_table(results: dict[str, Any]) -> list[str]:
    cdc = results.get("pipeline", {}).get("cdc", {})
    out = [_row("publisher", "events", "p50 ms", "p95 ms", "p99 ms", "max ms"),
           _row(*["---"] * 6)]
    out += [_row(who, f"{s['count']:.0f}", *(f"{s[k] * 1000:.0f}" for k in
                                              ("p50", "p95", "p99", "max")))
            for who, s in cdc.items()]
    return out


def goals(results: dict[str, Any]) -> list[str]:
    p = results.get("pipeline", {})
    out = []
    if p:
        out.append(f"- 1,000 turns/s (pipeline mode, max rate): {p['max']['turns_per_s']:.1f} — "
                   f"{goal(p['max']['turns_per_s'], 1000)}")
    for mode in (m for m in MODES if m in results):
        lat = results[mode]["half"]["latency_s"]["p99"]
        out.append(f"- p99 < 2 s at half rate ({mode} mode): {lat:.2f} s — "
                   f"{goal(lat, 2.0, higher_is_better=False)}")
    if "mem0" in results and p:
        r = p["max"]["turns_per_s"] / results["mem0"]["turns_per_s"]
        out.append(f"- 20× mem0: {ratio(p['max']['turns_per_s'], results['mem0']['turns_per_s'])}"
                   f" — {goal(r, 20)}")
    if p.get("cdc"):
        d = p["cdc"]["debezium"]["p50"]
        out.append(f"- Debezium outbox → topic p50 < 200 ms: {d * 1000:.0f} ms — "
                   f"{goal(d, 0.2, higher_is_better=False)}")
    return out


def main() -> None:
    path = Path(sys.argv[1])
    results = json.loads(path.read_text("utf-8"))
    m = results["machine"]
    print(f"run {results['run']}, {results['started']} – {results['finished']}; {m['cores']} "
          f"cores ({m['cpu']}), {m['memory_gib']} GiB; `{results['command']}`")
    print("versions: " + ", ".join(f"{k} {v}" for k, v in m["versions"].items()))
    if "mem0" in results:
        r = results["mem0"]
        print(f"\nmem0: {r['turns_per_s']:.1f} turns/s, add p50/p95/p99 {r['add_p50_ms']:.1f} / "
              f"{r['add_p95_ms']:.1f} / {r['add_p99_ms']:.1f} ms, {r['memories_added']} "
              f"memories added")
    for table in (mode_table, hops_table, cpu_table, scaling_table, cdc_table):
        print()
        print("\n".join(table(results)))
    print()
    print("\n".join(goals(results)))


if __name__ == "__main__":
    main()
