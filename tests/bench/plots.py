"""PNG plots of a `memstream bench` run (matplotlib, headless): per mode, throughput, latency
and lag over time; the worker scaling curve. Reads the harness's results dict only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # after use(): the backend must be chosen first

from tests.bench.measure import MODES

SHORT = {"chat.turns.v1": "turns (extract_facts)", "memory.candidates.v1":
         "candidates (commit_memories)", "memory.outbox.milvus.v1": "outbox.milvus (projection)",
         "memory.outbox.neo4j.v1": "outbox.neo4j (projection)"}


def _xy(points: list[Any]) -> tuple[list[float], list[float]]:
    return [float(p[0]) for p in points], [float(p[1]) for p in points]


def plot_mode(name: str, result: dict[str, Any], out: Path) -> Path:
    """Four panels: records each stage has consumed during the max-rate burst; lag per
    stage during it; sent and landed turns/s at the fixed rate; per-turn latency at that rate."""
    top, half = result["max"], result["half"]
    fig, axes = plt.subplots(2, 2, figsize=(13, 8.5))
    a = axes[0][0]
    for topic, points in top["progress"].items():
        a.plot(*_xy(points), label=SHORT.get(topic, topic))
    a.set(title=f"{name}: max rate, records each stage has committed ({top['turns_per_s']:.0f} "
                f"turns/s end to end)", xlabel="s since the burst started",
          ylabel="records consumed (committed offsets)")
    a.legend(fontsize=8)
    a = axes[0][1]
    for topic, points in top["lag"].items():
        a.plot(*_xy(points), label=SHORT.get(topic, topic))
    a.set(title=f"{name}: max rate, consumer lag (sampled every 0.5 s)",
          xlabel="s since the burst started", ylabel="records not yet committed")
    a.legend(fontsize=8)
    a = axes[1][0]
    a.step(*_xy(half["sent_per_s"]), where="post", label="turns sent")
    a.step(*_xy(half.get("sent_creating_per_s", [])), where="post",
           label="turns sent that create a memory")
    a.step(*_xy(half["landed_per_s"]), where="post",
           label="those turns once their memories agree in Milvus and Neo4j")
    a.set(title=f"{name}: fixed rate {half['rate']:.0f} turns/s, throughput over time",
          xlabel="s since the first send", ylabel="turns/s (1-s bins)")
    a.legend(fontsize=8)
    a = axes[1][1]
    x, y = _xy(half["points"])
    a.scatter(x, y, s=4, alpha=0.5)
    lat = half["latency_s"]
    for key, style in (("p50", "--"), ("p99", ":")):
        a.axhline(lat[key], linestyle=style, color="black",
                  label=f"{key} {lat[key]:.2f} s")
    a.set(title=f"{name}: end-to-end latency per turn at {half['rate']:.0f} turns/s "
                f"(poll ~{half['poll_round_s']['p50'] + half['poll_interval_s']:.2f} s)",
          xlabel="send time, s since the first send", ylabel="s until visible in both sinks")
    a.legend(fontsize=8)
    fig.tight_layout()
    path = out / f"{name}.png"
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return path


def plot_scaling(rows: list[dict[str, Any]], out: Path) -> Path:
    fig, a = plt.subplots(figsize=(6, 4))
    workers = [r["workers"] for r in rows]
    a.plot(workers, [r["turns_per_s"] for r in rows], marker="o")
    for r in rows:
        a.annotate(f"{r['turns_per_s']:.0f}", (r["workers"], r["turns_per_s"]),
                   textcoords="offset points", xytext=(0, 6), ha="center")
    a.set(title=f"pipeline mode: workers on a {rows[0]['partitions']}-partition topic",
          xlabel="workers", ylabel="turns/s end to end (max rate)", xticks=workers)
    a.set_ylim(0, max(r["turns_per_s"] for r in rows) * 1.25)
    fig.tight_layout()
    path = out / "scaling.png"
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return path


def plot_all(results: dict[str, Any], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = [plot_mode(name, results[name], out) for name in MODES
             if name in results]
    if results.get("scaling"):
        paths.append(plot_scaling(results["scaling"], out))
    return paths


if __name__ == "__main__":
    import json
    import sys

    source = Path(sys.argv[1])  # a run's results.json; the plots go beside it
    for png in plot_all(json.loads(source.read_text("utf-8")), source.parent):
        print(png)
