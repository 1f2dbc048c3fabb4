"""Agreement check between the source of truth and the projections, by (version, content_hash)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

Stamps = Mapping[str, tuple[int, str]]


@dataclass(frozen=True)
class Agreement:
    """How one projection compares to PostgreSQL for a set of users."""

    store: str
    count: int
    missing: tuple[str, ...] = ()
    mismatched: tuple[str, ...] = ()
    extra: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not (self.missing or self.mismatched or self.extra)


def compare(store: str, truth: Stamps, seen: Stamps) -> Agreement:
    """Pure: which memory ids a projection lacks, holds at another version/hash, or holds extra."""
    missing = tuple(sorted(k for k in truth if k not in seen))
    mismatched = tuple(sorted(k for k in truth if k in seen and seen[k] != truth[k]))
    extra = tuple(sorted(k for k in seen if k not in truth))
    return Agreement(store, len(seen), missing, mismatched, extra)


@dataclass
class Report:
    """PostgreSQL's count and each projection's agreement."""

    postgres: int
    outbox: int
    projections: list[Agreement] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(a.ok for a in self.projections)

    def lines(self) -> list[str]:
        out = [f"postgres  memories={self.postgres} outbox_events={self.outbox}"]
        for a in self.projections:
            state = "ok" if a.ok else (f"missing={len(a.missing)} mismatched={len(a.mismatched)}"
                                       f" extra={len(a.extra)}")
            out.append(f"{a.store:<9} memories={a.count} agreement={state}")
        return out


def stamps_from_rows(rows: Sequence[Mapping[str, object]]) -> dict[str, tuple[int, str]]:
    """memory_id -> (version, content_hash) from projection dump rows (placeholders skipped)."""
    return {str(r["memory_id"]): (int(str(r["version"])), str(r["content_hash"]))
            for r in rows if r.get("version") is not None and not r.get("placeholder")}
