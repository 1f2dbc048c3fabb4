"""Consolidation plan time for one user with 10,000 memories (384-dim), median of 3 runs.

Run: `.venv/bin/python -m tests.bench.plan_bench [n] [lean]`. Target: under 1 s on the 2-core
dev box. `lean` (default 0) makes the vectors anisotropic like e5's (0.75: unrelated cos ~0.75).
"""

from __future__ import annotations

import statistics
import sys
import time
from datetime import UTC, datetime, timedelta

import numpy as np

from agents.govern_memories.planning import ConsolidationConfig, MemoryItem, plan_consolidation

NOW = datetime(2026, 6, 1, tzinfo=UTC)
KNOWN_KEYS = ("home_city", "preference", "allergy", "employer", "pet", "diet", "language",
              "timezone", "partner", "birthday", "hobby", "job_title")
CATEGORIES = ("identity", "preference", "fact", "episodic", "tool_failure", "policy", "general")


def synthetic_items(
    n: int, *, seed: int = 7, dim: int = 384, planted: float = 0.02, lean: float = 0.0,
) -> tuple[list[MemoryItem], list[tuple[int, int]]]:
    """One user's memories: random unit vectors, 70% known keys (values from small pools, so
    structural duplicates occur), 30% free-form keys. A `planted` share of the free-form rows
    are near-copies of an earlier row (cosine 0.971-0.999); as many again sit just below the
    band (0.93-0.965). `lean` > 0 makes the vectors anisotropic like a real embedding model's:
    unrelated pairs then have cosine ~lean instead of ~0. Returns the items and the planted
    duplicate pairs (earlier, copy)."""
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((n, dim))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    common = rng.standard_normal(dim)
    vectors = np.sqrt(lean) * common / np.linalg.norm(common) + np.sqrt(1 - lean) * vectors
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    free = rng.random(n) < 0.3
    free_rows = np.flatnonzero(free[1:]) + 1
    copies = rng.choice(free_rows, size=min(len(free_rows), int(2 * planted * n)), replace=False)
    pairs: list[tuple[int, int]] = []
    for c, row in enumerate(copies.tolist()):
        source = int(rng.integers(0, row))
        inside = c % 2 == 0
        cosine = rng.uniform(0.971, 0.999) if inside else rng.uniform(0.93, 0.965)
        noise = rng.standard_normal(dim)
        noise -= noise @ vectors[source] * vectors[source]
        noise /= np.linalg.norm(noise)
        vectors[row] = cosine * vectors[source] + np.sqrt(1 - cosine**2) * noise
        if inside:
            pairs.append((source, row))
    items = []
    for i in range(n):
        created = NOW - timedelta(days=float(rng.uniform(0, 400)))
        key = KNOWN_KEYS[i % len(KNOWN_KEYS)] if not free[i] else f"note_{i}"
        hit = created + timedelta(days=float(rng.uniform(0, 30))) if rng.random() < 0.5 else None
        items.append(MemoryItem(
            memory_id=f"m{i:06d}", user_id="u1", version=1, canonical_key=key,
            canonical_value=f"v{rng.integers(0, 2000)}" if not free[i] else f"text {i}",
            polarity=1 if rng.random() < 0.9 else -1, known_key=not free[i],
            category=CATEGORIES[int(rng.integers(0, len(CATEGORIES)))],
            importance=float(rng.uniform(0.1, 0.95)), hit_count=int(rng.integers(0, 5)),
            created_at=created, decayed_at=created, last_hit_at=hit,
            embedding=tuple(vectors[i].tolist()),
        ))
    return items, pairs


def main(n: int = 10_000, lean: float = 0.0) -> None:
    items, planted = synthetic_items(n, lean=lean)
    config = ConsolidationConfig()
    timings = []
    for _ in range(3):
        started = time.perf_counter()
        plan = plan_consolidation(items, config, NOW)
        timings.append(time.perf_counter() - started)
    brute = sum(1 for m in items if not m.known_key) * n  # what a free-form x all scan costs
    runs = ", ".join(f"{t:.3f}" for t in timings)
    print(f"plan_consolidation n={n:,} dim=384 lean={lean}: "
          f"median {statistics.median(timings):.3f} s (runs {runs})")
    print(f"pairs_compared {plan.pairs_compared:,} (free-form x all would be ~{brute:,}); "
          f"planted duplicates {len(planted)}; updates {len(plan.updates):,}: "
          f"decayed {plan.decayed:,}, merged {plan.merged:,}, evicted {plan.evicted:,}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000,
         float(sys.argv[2]) if len(sys.argv) > 2 else 0.0)
