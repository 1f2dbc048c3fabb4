"""Context assembly: fill the chosen schema's slots concurrently from memories, the fused
recall and what the caller passes, then budget and render them (projections.context)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from projections.context import SCHEMAS, AssembledContext, SchemaName, SlotItem, SlotSpec, assemble
from projections.recall import Recall, RecallQuery, RecallResult, Row


class CategoryReader(Protocol):
    async def by_category(self, user_id: str, categories: Sequence[str], limit: int,
                          include_superseded: bool = False) -> Sequence[Row]: ...


@dataclass(frozen=True)
class CallerItem:
    text: str
    at: datetime | None = None


@dataclass(frozen=True)
class ContextRequest:
    user_id: str
    query: str
    schema: SchemaName = "chat"
    planner: str | None = None
    task_memory: tuple[CallerItem, ...] = ()
    tool_state: tuple[CallerItem, ...] = ()


@dataclass
class ContextResult:
    context: AssembledContext
    degraded: bool = False
    unavailable: list[str] = field(default_factory=list)


#: memories a slot lists by category; how many at most before the slot's own budget
CATEGORY_LIMIT = 20


def _memories(rows: Sequence[Row]) -> list[SlotItem]:
    return [SlotItem(text=r.content, score=r.importance, memory_id=r.memory_id) for r in rows]


async def _fill(spec: SlotSpec, req: ContextRequest, reader: CategoryReader, recall: Recall,
                recalled: list[RecallResult]) -> list[SlotItem]:
    caller = {"planner": [CallerItem(req.planner)] if req.planner else [],
              "task_memory": list(req.task_memory), "tool_state": list(req.tool_state)}
    items = [SlotItem(text=c.text, source="caller", at=c.at) for c in caller.get(spec.name, [])]
    if spec.name == "recall":
        result = await recall.recall(RecallQuery(req.user_id, req.query, spec.top_k or 3,
                                                 spec.min_score))
        recalled.append(result)
        return [SlotItem(text=i.row.content, score=i.ranked.score, memory_id=i.row.memory_id)
                for i in result.items]
    if spec.categories:
        items += _memories(await reader.by_category(req.user_id, spec.categories,
                                                    spec.top_k or CATEGORY_LIMIT))
    return items


async def build_context(req: ContextRequest, reader: CategoryReader, recall: Recall,
                        now: datetime) -> ContextResult:
    """The slots of `req.schema`, filled concurrently (the answer takes as long as the slowest
    source, not their sum), deduplicated, trimmed to the budgets and rendered."""
    specs = SCHEMAS[req.schema]
    recalled: list[RecallResult] = []
    lists = await asyncio.gather(*(_fill(s, req, reader, recall, recalled) for s in specs))
    # a memory in two slots (a policy that recall also finds) is shown once, in the
    # higher-priority slot: `assemble` drops the repeat
    filled = {s.name: items for s, items in zip(specs, lists, strict=True)}
    down = sorted({u for r in recalled for u in r.unavailable})
    return ContextResult(assemble(req.schema, filled, now), bool(down), down)
