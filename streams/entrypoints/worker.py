"""The worker bootstrap: create the topics, import the chosen stages, bind their ports from the
composition root (`wiring`), then run the Faust worker in the foreground.

This is where adapters reach the stages. Each stage module declares a frozen ports object of
getters and a `bind` function; the binders below fill those getters from `wiring` (whose
adapters are built lazily, once per process, inside the worker's event loop) and bind them
before the worker starts. Importing a stage registers its agents (and timers) with the app, so
only the chosen stages are imported; stdlib only at the top, so the CLI stays fast to start.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Callable, Sequence
from typing import Any


def _bind_extract_facts() -> None:
    from agents.extract_facts import agent
    from streams.entrypoints import wiring

    agent.bind(agent.ExtractPorts(extractor=wiring.extractor))


def _bind_commit_memories() -> None:
    from agents.commit_memories import agent
    from streams.entrypoints import wiring

    agent.bind(agent.CommitPorts(embedder=wiring.embedder, repository=wiring.memory_repository,
                                 consolidator=wiring.governor))


def _bind_projections() -> None:
    from projections import agents
    from streams.entrypoints import wiring

    agents.bind(agents.ProjectionPorts(vector_index=wiring.vector_index,
                                       graph=wiring.graph_writer, erasure=wiring.erasure))


def _bind_govern_memories() -> None:
    from agents.govern_memories import agent
    from streams.entrypoints import wiring

    agent.bind(agent.GovernPorts(governor=wiring.governor))


def _bind_reconcile() -> None:
    from projections import reconcile_agent
    from streams.entrypoints import wiring

    reconcile_agent.bind(reconcile_agent.ReconcilePorts(source=wiring.snapshot,
                                                        sinks=wiring.inventories))


#: agent name -> the binder that imports its stage module and binds the stage's ports
AGENTS: dict[str, Callable[[], None]] = {
    "extract_facts": _bind_extract_facts,
    "commit_memories": _bind_commit_memories,
    "project_to_milvus": _bind_projections,
    "project_to_neo4j": _bind_projections,
    "govern_memories": _bind_govern_memories,
    "reconcile_projections": _bind_reconcile,
}


def ensure_topics() -> list[str]:
    """Create every topic of the catalogue that is missing (waiting for Kafka); the new names."""
    from connectors.kafka_admin import ensure_topics as create
    from streams.retry import until_done
    from streams.settings import settings
    from streams.topics import CATALOGUE, COMPACTED

    k = settings().kafka
    names = [t.name for t in CATALOGUE]
    return asyncio.run(until_done(
        lambda: create(k.bootstrap_servers, names, k.partitions, k.replication_factor,
                       COMPACTED), what="kafka"))


def bind_stages(names: Sequence[str]) -> None:
    """Import the named stages and bind their ports; SystemExit on an unknown name."""
    unknown = [n for n in names if n not in AGENTS]
    if unknown:
        raise SystemExit(f"unknown agents {unknown}; choose from {sorted(AGENTS)}")
    for binder in dict.fromkeys(AGENTS[n] for n in names):
        binder()


def _observe(app: Any) -> None:
    """Serve the worker's /metrics (METRICS_WORKER_PORT) and sample the systems around the
    pipeline on a Faust timer, inside the worker's event loop."""
    from streams.entrypoints import wiring
    from streams.entrypoints.observe import Observer, serve_worker_metrics
    from streams.settings import settings

    conf = settings()
    if not serve_worker_metrics(conf.metrics.worker_host, conf.metrics.worker_port):
        return
    observer = Observer(conf, wiring.pg_pool)

    async def sample_systems() -> None:
        try:
            await observer.sample()
        except Exception:  # a sampling bug must not stop the worker
            logging.getLogger("memstream.observe").exception("sampling failed")

    app.timer(interval=conf.metrics.sample_s, name="sample_systems")(sample_systems)


async def _close_clients(sender: Any, **_: Any) -> None:
    """on_before_shutdown: after the consumer stopped, the consolidation in flight lands (see
    agents/commit_memories/due.py), then the adapters' clients close."""
    from agents.commit_memories import due
    from streams.entrypoints import wiring

    await due.stop_all()
    await wiring.close_clients()


def _tune_gc() -> None:
    """Fewer, cheaper cyclic collections (docs/BENCHMARKS.md, session 12). Everything alive
    now (modules, compiled patterns, the gates' model) lives as long as the process: frozen,
    full collections no longer walk it. A turn allocates thousands of short-lived containers,
    so at the default threshold (700) a young collection ran every few turns; at 10,000 the
    collector's share of the worker's CPU in the pipeline bench fell from about 8 % to 2 %."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)


def run_worker(names: Sequence[str],
               bind: Callable[[Sequence[str]], None] = bind_stages) -> None:
    """Run the Faust worker in the foreground with the named agents (all when empty), their
    ports bound by `bind` (a fault-injection test binds a faulty adapter the same way)."""
    from faust import Worker

    from streams.app import app
    from streams.entrypoints import housekeeping  # noqa: F401  (registers its timer)
    from streams.settings import settings

    wanted = list(names) or list(AGENTS)
    bind(wanted)
    for registered in list(app.agents):  # a stage module may register more than was asked
        if registered.rsplit(".", 1)[-1] not in wanted:
            app.agents.pop(registered)
    ensure_topics()
    _observe(app)
    # mode types the handler as a union of callables, which an async def does not match
    app.on_before_shutdown.connect(_close_clients)  # type: ignore[arg-type]
    logging.getLogger("memstream").setLevel(settings().pipeline.log_level.upper())
    # one INFO line per LLM and embedding request (the HTTP clients' default) is CPU spent on
    # every turn for a log nobody reads; their warnings and errors still show
    for client in ("httpx", "httpx2"):
        logging.getLogger(client).setLevel(logging.WARNING)
    if not settings().pipeline.id_secret.get_secret_value():
        logging.getLogger("memstream").warning(
            "MEMSTREAM_ID_SECRET is not set: memory ids are salted by the user id alone; set a "
            "stable secret in production so ids in logs cannot be matched to guessed facts")
    _tune_gc()
    Worker(app, loglevel=settings().pipeline.log_level).execute_from_commandline()
