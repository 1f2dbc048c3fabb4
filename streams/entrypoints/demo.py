"""The demo and the e2e harness: produce turns, then wait until every store agrees."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from importlib import resources
from typing import TYPE_CHECKING

from streams import codecs
from streams.errors import TransientError
from streams.records import Turn
from streams.topics import TURNS

if TYPE_CHECKING:
    from projections.verify import Report


def sample_turns() -> list[Turn]:
    """The bundled sample conversation set (5 users, Chinese and English)."""
    text = resources.files("streams.samples").joinpath("conversations.jsonl").read_text("utf-8")
    return [Turn.model_validate_json(line) for line in text.splitlines() if line.strip()]


async def expected_memory_ids(turns: Sequence[Turn]) -> set[str]:
    """The memory ids the write path must produce for these turns with the offline provider
    (the same pipeline function the agent runs, so the same ids)."""
    from agents.commit_memories.planning import memory_uid
    from agents.extract_facts.pipeline import OfflineExtractor, extract_turn
    from streams.settings import settings

    extractor = OfflineExtractor()
    secret = settings().pipeline.id_secret.get_secret_value()
    return {memory_uid(c, secret) for t in turns
            for c in (await extract_turn(t, extractor)).candidates}


async def produce_turns(turns: Sequence[Turn]) -> int:
    """Publish turns to chat.turns.v1, keyed by user id."""
    from connectors.kafka_admin import produce
    from streams.settings import settings

    records = [(t.user_id.encode(), codecs.dumps(t)) for t in turns]
    return await produce(settings().kafka.bootstrap_servers, TURNS, records)


async def gather_report(user_ids: Sequence[str]) -> Report:
    """Compare PostgreSQL with Milvus and Neo4j for these users (see projections.verify)."""
    from projections.verify import Report, compare, stamps_from_rows
    from streams.entrypoints import wiring

    repo = await wiring.memory_repository()
    truth = await repo.stamps(user_ids)
    index = await wiring.vector_index()
    graph = await wiring.graph_writer()
    vectors = stamps_from_rows(await index.dump(user_ids))
    nodes = stamps_from_rows((await graph.dump(user_ids))["nodes"])
    return Report(len(truth), await repo.outbox_count(user_ids),
                  [compare("milvus", truth, vectors), compare("neo4j", truth, nodes)])


async def wait_until_landed(
    user_ids: Sequence[str], expected: set[str], timeout_s: float
) -> tuple[bool, Report]:
    """Poll until PostgreSQL holds every expected memory and both projections agree with it."""
    from streams.entrypoints import wiring
    deadline = time.monotonic() + timeout_s
    report: Report | None = None
    while time.monotonic() < deadline:
        try:
            repo = await wiring.memory_repository()
            if expected <= set(await repo.stamps(user_ids)):
                report = await gather_report(user_ids)
                if report.ok:
                    return True, report
        except TransientError:
            pass  # a store is (still) coming back: keep polling until the deadline
        await asyncio.sleep(1.0)
    return False, report if report is not None else await gather_report(user_ids)
