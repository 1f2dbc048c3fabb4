"""The `memstream` command line: one function per command, each importing its adapters lazily."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import orjson

from streams.entrypoints import detach
from streams.entrypoints.detach import Detached
from streams.entrypoints.worker import AGENTS, ensure_topics, run_worker

WORKER = Detached("worker")
API = Detached("api")


def _print(value: object) -> None:
    sys.stdout.write(orjson.dumps(value, option=orjson.OPT_INDENT_2).decode() + "\n")


# ---- stack -------------------------------------------------------------------------------------

def cmd_stack(args: argparse.Namespace) -> int:
    from devstack import stack

    if args.action == "build":
        stack.build()
        print("stack built")
        return 0
    if args.action == "up":
        stack.up(args.services or None)
    elif args.action == "down":
        if not args.services:
            stop_worker()
            stop_api()
        stack.down(args.services or None)
    elif args.action == "reset":
        stop_worker()
        stack.reset()
    statuses = stack.status()
    print(stack.format_status(statuses))
    return 0 if args.action in ("down", "reset") or all(s.healthy for s in statuses) else 1


# ---- worker ------------------------------------------------------------------------------------

def worker_pid() -> int | None:
    """The detached worker's pid while it runs (it holds its lock), else None."""
    return detach.running(WORKER)


def start_worker_detached(agents: str = "") -> int:
    """Start `memstream worker` in the background (own process group), logging to .devstack;
    the pid of the one already running if there is one."""
    return detach.start(WORKER, ["worker"] + (["--agents", agents] if agents else []))[0]


def stop_worker(timeout_s: float = 30.0) -> bool:
    """Stop the background worker started by `worker --detach`."""
    return detach.stop(WORKER, timeout_s)


def stop_api(timeout_s: float = 30.0) -> bool:
    """Stop the background API started by `api --detach`."""
    return detach.stop(API, timeout_s)


def cmd_api(args: argparse.Namespace) -> int:
    """Serve the read path over HTTP (OpenAPI at /openapi.json)."""
    if args.stop:
        print("api stopped" if stop_api() else "no api running")
        return 0
    if args.detach:
        print(f"api running, pid {detach.start(API, ['api'])[0]}, log {API.log_file}")
        return 0
    import logging

    import uvicorn

    from streams.entrypoints.api import (
        check_binding,
        create_app,
        observer_for,
        services_from_settings,
    )
    from streams.settings import settings

    conf = settings().api
    logging.basicConfig(level=settings().pipeline.log_level.upper())
    print(check_binding(conf), flush=True)
    uvicorn.run(create_app(conf, services_from_settings, observer_for), host=conf.host,
                port=conf.port, log_level=settings().pipeline.log_level, access_log=False)
    return 0


def cmd_worker(args: argparse.Namespace) -> int:
    if args.stop:
        print("worker stopped" if stop_worker() else "no worker running")
        return 0
    names = [n for n in (args.agents or "").split(",") if n]
    if args.status:
        pid = worker_pid()
        print(f"worker running, pid {pid}" if pid else "no worker running")
        return 0 if pid else 1
    if args.detach:
        pid, started = detach.start(WORKER, ["worker"] + (["--agents", ",".join(names)]
                                                          if names else []))
        print(f"worker {'started' if started else 'already running'}, pid {pid}, "
              f"log {WORKER.log_file}")
        return 0
    run_worker(names)
    return 0


# ---- topics, db ---------------------------------------------------------------------

def cmd_topics(_: argparse.Namespace) -> int:
    created = ensure_topics()
    print(f"created: {', '.join(created)}" if created else "all topics exist")
    return 0


def cmd_db(args: argparse.Namespace) -> int:
    from streams.entrypoints.cli_ops import migrate

    applied = migrate()
    print(f"applied: {', '.join(applied)}" if applied else "schema up to date")
    return 0


def _ops(name: str) -> Callable[[argparse.Namespace], int]:
    """An operator command from streams.entrypoints.cli_ops, imported only when it runs."""

    def run(args: argparse.Namespace) -> int:
        from streams.entrypoints import cli_ops

        code: int = getattr(cli_ops, name)(args)
        return code

    return run


def _projections(name: str) -> Callable[[argparse.Namespace], int]:
    """A projection command from streams.entrypoints.cli_projections, imported when it runs."""

    def run(args: argparse.Namespace) -> int:
        from streams.entrypoints import cli_projections

        code: int = getattr(cli_projections, name)(args)
        return code

    return run


def _memory(name: str) -> Callable[[argparse.Namespace], int]:
    """A governance command from streams.entrypoints.cli_memory, imported only when it runs."""

    def run(args: argparse.Namespace) -> int:
        from streams.entrypoints import cli_memory

        code: int = getattr(cli_memory, name)(args)
        return code

    return run


cmd_connector = _ops("cmd_connector")


# ---- probes ------------------------------------------------------------------------------------

def cmd_gate(_: argparse.Namespace) -> int:
    """Read text on stdin, print the detector's verdict as JSON (every reason, and whether an
    allowed text is borderline for the optional model check)."""
    from agents.extract_facts.gates import assess

    judged = assess(sys.stdin.read())
    _print({"allowed": judged.verdict.allowed, "reasons": list(judged.verdict.reasons),
            "borderline": judged.borderline})
    return 0


def cmd_extract(_: argparse.Namespace) -> int:
    """Read one turn JSON on stdin, print its candidates with the configured provider."""
    from agents.extract_facts.intake import Rejected, parse_turn
    from agents.extract_facts.pipeline import extract_turn
    from streams.entrypoints import wiring
    from streams.errors import RequestFailedError, TransientError
    from streams.settings import settings

    parsed = parse_turn(sys.stdin.buffer.read(), settings().pipeline.max_message_bytes)
    if isinstance(parsed, Rejected):
        _print({"rejected": parsed.reason, "detail": parsed.detail})
        return 2
    try:
        result = asyncio.run(extract_turn(parsed, wiring.extractor()))
    except (TransientError, RequestFailedError) as exc:
        print(f"extract failed: {exc}", file=sys.stderr)
        return 3
    _print({"skipped": result.skipped,
            "rejections": [{"gate": g, "reasons": list(r)} for g, r in result.rejections],
            "candidates": [c.model_dump(mode="json") for c in result.candidates]})
    return 0


# ---- produce, demo -----------------------------------------------------------------------------

def cmd_produce(args: argparse.Namespace) -> int:
    from streams.entrypoints.demo import produce_turns
    from streams.records import Turn

    text = Path(args.file).read_text("utf-8")
    turns = [Turn.model_validate_json(line) for line in text.splitlines() if line.strip()]
    print(f"produced {asyncio.run(produce_turns(turns))} turns")
    return 0


async def _demo(timeout_s: float) -> bool:
    """Produce the sample conversations, wait until every store agrees, print what landed.
    One event loop for all of it: the adapters' connections belong to the loop that made them."""
    from streams.entrypoints import wiring
    from streams.entrypoints.demo import (
        expected_memory_ids,
        produce_turns,
        sample_turns,
        wait_until_landed,
    )

    turns = sample_turns()
    users = sorted({t.user_id for t in turns})
    expected = await expected_memory_ids(turns)
    started = time.monotonic()
    produced = await produce_turns(turns)
    ok, report = await wait_until_landed(users, expected, timeout_s)
    print(f"demo: {produced} turns from {len(users)} users -> {len(expected)} memories "
          f"expected ({time.monotonic() - started:.1f}s)")
    for line in report.lines():
        print("  " + line)
    repo = await wiring.memory_repository()
    for user in users:
        print(f"  {user}:")
        for m in reversed(await repo.memories(user, 8)):
            print(f"    [{m['category']}/{m['slot_hint']} {m['importance']:.1f}] {m['content']}")
    return ok


def cmd_demo(args: argparse.Namespace) -> int:
    from devstack import stack

    stack.up()
    ensure_topics()
    if cmd_connector(argparse.Namespace(action="apply", failed_only=False)) != 0:
        return 1
    own_worker = worker_pid() is None
    start_worker_detached()
    try:
        ok = asyncio.run(_demo(args.timeout))
        print("demo: OK, every hop landed" if ok else "demo: FAILED, a hop did not land in time")
        return 0 if ok else 1
    finally:
        if own_worker:
            stop_worker()


def cmd_bench(args: argparse.Namespace) -> int:
    """The end-to-end benchmark (issue 12, docs/BENCHMARKS.md): `python -m tests.bench.harness`
    with the same arguments. The harness lives in tests/bench, not in the package: it needs the
    instant LLM server of tests/support, the load templates and a separate virtualenv for the
    mem0 peer, none of which an installed memstream ships; so it runs from a source checkout."""
    import subprocess

    if not Path("tests/bench/harness.py").is_file():
        print("memstream bench: run it from a memstream source checkout (tests/bench is not "
              "installed with the package)", file=sys.stderr)
        return 2
    return subprocess.call([sys.executable, "-m", "tests.bench.harness", *args.rest])


# ---- parser ------------------------------------------------------------------------------------

def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="memstream", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("stack", help="the native local services")
    s.add_argument("action", choices=["build", "up", "down", "status", "reset"])
    s.add_argument("services", nargs="*")
    s.set_defaults(fn=cmd_stack)

    w = sub.add_parser("worker", help="run the Faust worker")
    w.add_argument("--agents", default="", help=f"comma list of {', '.join(AGENTS)}")
    w.add_argument("--detach", action="store_true", help="run in the background")
    w.add_argument("--stop", action="store_true", help="stop the background worker")
    w.add_argument("--status", action="store_true",
                   help="say whether the background worker runs (exit 1 if not)")
    w.set_defaults(fn=cmd_worker)

    a = sub.add_parser("api", help="serve recall, context and user rights over HTTP")
    a.add_argument("--detach", action="store_true", help="run in the background")
    a.add_argument("--stop", action="store_true", help="stop the background API")
    a.set_defaults(fn=cmd_api)

    sub.add_parser("topics", help="create memstream's topics").set_defaults(fn=cmd_topics)

    d = sub.add_parser("db", help="PostgreSQL schema")
    d.add_argument("action", choices=["migrate"])
    d.set_defaults(fn=cmd_db)

    c = sub.add_parser("connector", help="the Debezium outbox connector")
    c.add_argument("action", choices=["apply", "status", "restart", "pause", "resume", "delete",
                                      "offsets"])
    c.add_argument("--failed-only", action="store_true")
    c.set_defaults(fn=cmd_connector)

    rl = sub.add_parser("relay", help="publish the outbox without Kafka Connect (fallback)")
    rl.add_argument("--once", action="store_true", help="drain what is due, then exit")
    rl.add_argument("--batch", type=int, default=100)
    rl.add_argument("--lease", type=float, default=30.0, help="seconds a claim is held")
    rl.add_argument("--max-attempts", type=int, default=10)
    rl.set_defaults(fn=_ops("cmd_relay"))

    ob = sub.add_parser("outbox", help="prune delivered outbox rows (and committed candidate ids"
                        " past their retention); show the backlog")
    ob.add_argument("action", choices=["prune", "backlog"])
    ob.add_argument("--retention-hours", type=float, default=None,
                    help="override MEMSTREAM_OUTBOX_RETENTION_HOURS")
    ob.set_defaults(fn=_ops("cmd_outbox"))

    dl = sub.add_parser("dlq", help="inspect and redrive dead letters")
    dl.add_argument("action", choices=["list", "redrive"])
    dl.add_argument("--topic", default="", help="one DLQ topic (default: all)")
    dl.add_argument("--reason", default="", help="redrive only this reason code")
    dl.add_argument("--limit", type=int, default=10, help="records to show per topic")
    dl.set_defaults(fn=_ops("cmd_dlq"))

    rp = sub.add_parser("replay", help="replay outbox topics into the projections")
    rp.add_argument("--target", choices=["milvus", "neo4j", "all"], default="all")
    rp.add_argument("--from", dest="from_", default="", metavar="earliest|RFC3339",
                    help="reset the projection group's offsets to this time (workers stopped);"
                         " without it: read the topics from offset 0 straight into the sinks")
    rp.set_defaults(fn=_projections("cmd_replay"))

    rc = sub.add_parser("reconcile", help="compare PostgreSQL with Milvus and Neo4j (JSON)")
    rc.add_argument("--user", default="", help="one user (default: every user, in batches)")
    rc.add_argument("--target", choices=["milvus", "neo4j", "all"], default="all")
    rc.add_argument("--repair", action="store_true",
                    help="enqueue repair events (deduplicated) and clear erased users")
    rc.set_defaults(fn=_projections("cmd_reconcile"))

    rb = sub.add_parser("rebuild", help="re-emit PostgreSQL's snapshot into a projection")
    rb.add_argument("--target", choices=["milvus", "neo4j"], required=True)
    rb.add_argument("--blue-green", action="store_true",
                    help="into a new generation; switch readers once it caught up")
    rb.add_argument("--user", action="append", default=[],
                    help="only this user (repeatable; targeted rebuilds and tests)")
    rb.set_defaults(fn=_projections("cmd_rebuild"))

    lg = sub.add_parser("lag", help="consumer lag per group and partition (exit 1 above "
                                    "--max-lag)")
    lg.add_argument("--group", action="append", default=[],
                    help="a consumer group (repeatable; default METRICS_LAG_GROUPS or the app id)")
    lg.add_argument("--all-groups", action="store_true", help="every group of the cluster")
    lg.add_argument("--max-lag", type=int, default=None,
                    help="exit 1 when any partition lags by more records than this")
    lg.add_argument("--json", action="store_true", help="one JSON object per partition")
    lg.set_defaults(fn=_ops("cmd_lag"))

    sub.add_parser("calibrate", help="suggest similarity bands for the embedding model"
                   ).set_defaults(fn=_memory("cmd_calibrate"))

    gv = sub.add_parser("govern", help="consolidate memories now (decay, merge, evict)")
    gv.add_argument("--user", default="", help="one user (default: the users due)")
    gv.add_argument("--all", action="store_true", help="every user, due or not")
    gv.set_defaults(fn=_memory("cmd_govern"))

    fg = sub.add_parser("forget", help="delete one memory (a versioned tombstone)")
    fg.add_argument("--user", required=True)
    fg.add_argument("--memory", required=True, help="the memory id")
    fg.add_argument("--actor", default="operator")
    fg.set_defaults(fn=_memory("cmd_forget"))

    sub.add_parser("gate", help="check stdin text for PII and injection").set_defaults(
        fn=cmd_gate)
    sub.add_parser("extract", help="extract candidates from one turn JSON on stdin").set_defaults(
        fn=cmd_extract)

    pr = sub.add_parser("produce", help="produce turns from a JSON-lines file")
    pr.add_argument("file")
    pr.set_defaults(fn=cmd_produce)

    dm = sub.add_parser("demo", help="run the sample conversations through the whole pipeline")
    dm.add_argument("--timeout", type=float, default=240.0)
    dm.set_defaults(fn=cmd_demo)

    # its own flags (and --help) are the harness's: `memstream bench --help`
    sub.add_parser("bench", help="end-to-end benchmark and report data (docs/BENCHMARKS.md)",
                   add_help=False).set_defaults(fn=cmd_bench)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    p = parser()
    args, rest = p.parse_known_args(argv)
    if rest and args.command != "bench":
        p.error(f"unrecognized arguments: {' '.join(rest)}")
    args.rest = rest
    code: int = args.fn(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
