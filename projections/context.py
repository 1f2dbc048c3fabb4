"""Context assembly for the read path: six budgeted slots, four schemas, one rendered block."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from types import MappingProxyType
from typing import Literal

SlotName = Literal["constraints", "planner", "task_memory", "tool_state", "profile", "recall"]
SchemaName = Literal["chat", "tool", "react", "rag"]

#: slot priority, highest first: the global budget trims from the end (recall first) and never
#: touches constraints
PRIORITY: tuple[SlotName, ...] = (
    "constraints", "planner", "task_memory", "tool_state", "profile", "recall",
)

GLOBAL_BUDGET = 2400

OPEN_TAG = "<user_memory>"
CLOSE_TAG = "</user_memory>"
#: what the wrapper adds to a non-empty block: the opening tag and its newline, the closing tag
WRAPPER_CHARS = len(OPEN_TAG) + 1 + len(CLOSE_TAG)
ELLIPSIS = "…"
_BULLET = "- "
_TAG_IN_TEXT = re.compile(r"<(/?user_memory)", re.IGNORECASE)


@dataclass(frozen=True)
class SlotItem:
    """One candidate line: a memory's content or text the caller supplies."""

    text: str                      # what goes into the prompt
    score: float | None = None     # ranking score when the item came from a search
    memory_id: str | None = None   # None for caller-provided items
    source: str = "memory"         # "memory" | "caller"
    at: datetime | None = None     # when it happened (the task-memory age window)


@dataclass(frozen=True)
class SlotSpec:
    """How one slot of a schema is filled. `budget` bounds the slot's whole rendered section
    (`FilledSlot.chars`: header line included). Invalid values fail at construction, so the
    functions below are total over every spec that exists."""

    name: SlotName
    budget: int                    # characters
    top_k: int | None = None
    min_score: float | None = None
    required: bool = False         # an empty required slot is reported (`missing`)
    max_age_hours: float | None = None
    categories: tuple[str, ...] = ()  # memory categories that feed it (for the caller)

    def __post_init__(self) -> None:
        if self.name not in PRIORITY:
            raise ValueError(f"unknown slot {self.name!r}")
        if self.budget < 0:
            raise ValueError("budget must be >= 0")
        if self.top_k is not None and self.top_k < 0:
            raise ValueError("top_k must be >= 0")
        if self.min_score is not None and math.isnan(self.min_score):
            raise ValueError("min_score must be a number")
        if self.max_age_hours is not None and not (
            math.isfinite(self.max_age_hours) and self.max_age_hours >= 0
        ):
            raise ValueError("max_age_hours must be finite and >= 0")


_POLICY = ("policy",)
_PROFILE = ("identity", "preference")
_TOOLS = ("tool_failure",)

#: the design note's four schemas, slots in rendering order; each schema's budgets plus the
#: wrapper fit GLOBAL_BUDGET, so with the default budget the global trim is a guard only
SCHEMAS: Mapping[SchemaName, tuple[SlotSpec, ...]] = MappingProxyType({
    "chat": (
        SlotSpec("constraints", 200, categories=_POLICY),
        SlotSpec("profile", 300, top_k=10, categories=_PROFILE),
        SlotSpec("recall", 400, top_k=3, min_score=0.4),
    ),
    "tool": (
        SlotSpec("constraints", 200, categories=_POLICY),
        SlotSpec("profile", 250, categories=_PROFILE),
        SlotSpec("tool_state", 350, required=True, categories=_TOOLS),
        SlotSpec("recall", 250, top_k=2, min_score=0.5),
    ),
    "react": (
        SlotSpec("constraints", 280, categories=_POLICY),
        SlotSpec("planner", 300),
        SlotSpec("task_memory", 350, max_age_hours=24),
        SlotSpec("tool_state", 350, categories=_TOOLS),
        SlotSpec("profile", 250, categories=_PROFILE),
        SlotSpec("recall", 200, top_k=2),
    ),
    "rag": (
        SlotSpec("constraints", 200, categories=_POLICY),
        SlotSpec("profile", 300, categories=_PROFILE),
        SlotSpec("recall", 400, top_k=3),
    ),
})


@dataclass(frozen=True)
class FilledSlot:
    """A slot after filling (and after the global trim, in `AssembledContext`).

    `chars` is exactly what the slot adds to the rendered block: its header line `[name]\\n` plus
    one `- text\\n` line per item, 0 when empty (an empty slot is not rendered). `dropped` counts
    candidates left out for any reason: blank text, a repeated memory id, min_score, age, top_k,
    the slot budget or the global budget. `truncated` says the one item was cut to the budget.
    """

    name: SlotName
    items: tuple[SlotItem, ...]
    chars: int
    dropped: int
    missing: bool = False          # required and empty
    truncated: bool = False


@dataclass(frozen=True)
class AssembledContext:
    """The assembled block for one request; `rendered` is "" when every slot is empty."""

    schema: SchemaName
    slots: tuple[FilledSlot, ...]  # in the schema's order
    total_chars: int               # len(rendered)
    rendered: str


def clean_text(text: str) -> str:
    """An item's text as rendered: whitespace runs (newlines included) become one space, so one
    item is one line, and the block's own tags inside a memory are defanged (`<` -> `‹`), so
    stored text cannot close the block early."""
    return _TAG_IN_TEXT.sub(r"‹\1", " ".join(text.split()))


def section_chars(name: str, items: Sequence[SlotItem]) -> int:
    """Characters a slot's section takes in the rendered block (0 when it has no items)."""
    if not items:
        return 0
    return _header_chars(name) + sum(_line_chars(i.text) for i in items)


def fill_slot(spec: SlotSpec, candidates: Sequence[SlotItem], now: datetime) -> FilledSlot:
    """Fill one slot from its candidates; total, deterministic, never exceeds `spec.budget`.

    In order: text is cleaned (`clean_text`) and blank items dropped; items are ranked by score,
    descending and stable, where unscored items (caller text, category fetches: explicit picks,
    not search hits) rank first in arrival order and a NaN score ranks last; a repeated memory id
    keeps its best-ranked copy; `min_score` drops scored items below it (unscored items pass);
    `max_age_hours` drops items whose `at` is older than that (no `at`: kept; naive datetimes
    are read as UTC); `top_k` keeps the best k; then items are packed whole, in rank order, into
    the budget — an item that does not fit is skipped and packing goes on with the next.

    Truncation: the best-ranked item alone is cut when it cannot fit even in the empty slot; it
    is shortened to fill the budget exactly and ends with "…" (`truncated=True`), and nothing
    else fits after it. No other item is ever cut. A budget too small for the header plus "- …"
    leaves the slot empty.
    """
    ranked = sorted((_cleaned(c) for c in candidates if c.text.strip()), key=_rank)
    seen: set[str] = set()
    kept: list[SlotItem] = []
    now_utc = _utc(now)
    for item in ranked:
        if item.memory_id is not None:
            if item.memory_id in seen:
                continue
            seen.add(item.memory_id)
        if not _passes_score(spec, item) or _too_old(spec, item, now_utc):
            continue
        kept.append(item)
    if spec.top_k is not None:
        kept = kept[: spec.top_k]

    packed: list[SlotItem] = []
    used = _header_chars(spec.name)
    truncated = False
    for item in kept:
        line = _line_chars(item.text)
        if used + line <= spec.budget:
            packed.append(item)
            used += line
        elif not packed:
            room = spec.budget - used - _line_chars("")  # characters left for the text itself
            if room >= len(ELLIPSIS):
                text = item.text[: room - len(ELLIPSIS)].rstrip() + ELLIPSIS
                packed.append(replace(item, text=text))
                used += _line_chars(text)
                truncated = True
            break  # either the slot is now full or nothing at all fits
    return _filled(spec, tuple(packed), dropped=len(candidates) - len(packed), truncated=truncated)


def assemble(
    schema: SchemaName,
    candidates: Mapping[SlotName, Sequence[SlotItem]],
    now: datetime,
    budget: int = GLOBAL_BUDGET,
) -> AssembledContext:
    """Fill every slot of `schema`, trim to the global budget, render. Total and deterministic.

    Slots are filled in PRIORITY order so that a memory already placed in a higher-priority slot
    is dropped from the lower ones (a profile memory found again by recall appears once, under
    profile). Candidates for slots the schema lacks are ignored.

    Global trim: while `len(rendered) > budget`, drop the last (worst-ranked) item of the
    lowest-priority non-empty slot — recall first, then profile, tool_state, task_memory,
    planner. Constraints are never trimmed by the global budget: when they alone exceed it they
    are kept anyway, every other slot is emptied, and `total_chars > budget` (the only case; a
    budget <= 0 thus renders the constraints alone, or "").
    Each slot's own budget still applies to constraints in `fill_slot`.
    """
    specs = SCHEMAS[schema]
    filled: dict[SlotName, FilledSlot] = {}
    placed: set[str] = set()
    for spec in sorted(specs, key=lambda s: PRIORITY.index(s.name)):
        pool = candidates.get(spec.name, ())
        fresh = [c for c in pool if c.memory_id is None or c.memory_id not in placed]
        slot = fill_slot(spec, fresh, now)
        filled[spec.name] = replace(slot, dropped=slot.dropped + len(pool) - len(fresh))
        placed.update(i.memory_id for i in slot.items if i.memory_id is not None)

    by_name = {s.name: s for s in specs}
    while _total(filled.values()) > budget:
        victim = next(
            (n for n in reversed(PRIORITY) if n != "constraints" and n in filled
             and filled[n].items),
            None,
        )
        if victim is None:
            break  # only constraints left: kept even over the budget
        slot = filled[victim]
        filled[victim] = _filled(
            by_name[victim], slot.items[:-1], dropped=slot.dropped + 1,
            truncated=slot.truncated and len(slot.items) > 1,
        )

    ordered = tuple(filled[s.name] for s in specs)
    rendered = render(ordered)
    return AssembledContext(schema, ordered, len(rendered), rendered)


def render(slots: Sequence[FilledSlot]) -> str:
    """The block, slots in the given order, empty slots omitted; "" when all are empty:

        <user_memory>
        [constraints]
        - Never share the home address.
        [profile]
        - Name is Mei.
        </user_memory>

    Items are one line each (`clean_text` again, idempotent). No trailing newline: the caller
    joins it to the prompt. Its length is `WRAPPER_CHARS + sum(slot.chars)` for slots built here.
    """
    body = "".join(
        f"[{s.name}]\n" + "".join(f"{_BULLET}{clean_text(i.text)}\n" for i in s.items)
        for s in slots if s.items
    )
    return f"{OPEN_TAG}\n{body}{CLOSE_TAG}" if body else ""


def _filled(
    spec: SlotSpec, items: tuple[SlotItem, ...], *, dropped: int, truncated: bool,
) -> FilledSlot:
    return FilledSlot(
        name=spec.name, items=items, chars=section_chars(spec.name, items), dropped=dropped,
        missing=spec.required and not items, truncated=truncated,
    )


def _total(slots: Iterable[FilledSlot]) -> int:
    chars = sum(s.chars for s in slots)
    return WRAPPER_CHARS + chars if chars else 0


def _header_chars(name: str) -> int:
    return len(name) + 3  # "[name]\n"


def _line_chars(text: str) -> int:
    return len(_BULLET) + len(text) + 1  # "- text\n"


def _cleaned(item: SlotItem) -> SlotItem:
    text = clean_text(item.text)
    return item if text == item.text else replace(item, text=text)


def _rank(item: SlotItem) -> tuple[int, float]:
    if item.score is None:
        return (0, 0.0)
    if math.isnan(item.score):
        return (2, 0.0)
    return (1, -item.score)


def _passes_score(spec: SlotSpec, item: SlotItem) -> bool:
    if spec.min_score is None or item.score is None:
        return True
    return item.score >= spec.min_score  # False for NaN


def _too_old(spec: SlotSpec, item: SlotItem, now: datetime) -> bool:
    if spec.max_age_hours is None or item.at is None:
        return False
    return (now - _utc(item.at)).total_seconds() > spec.max_age_hours * 3600


def _utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment
