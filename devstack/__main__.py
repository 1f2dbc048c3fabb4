"""`python -m devstack build|up|down|status|reset [service ...]` (CI and manual use)."""

from __future__ import annotations

import argparse
import logging
import sys

from devstack import stack


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devstack", description=__doc__)
    parser.add_argument("command", choices=("build", "up", "down", "status", "reset"))
    parser.add_argument("services", nargs="*", help=f"subset of {', '.join(stack.SERVICES)}")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="devstack: %(message)s")
    try:
        if args.command == "build":
            stack.build()
        elif args.command == "up":
            stack.up(args.services or None)
        elif args.command == "down":
            stack.down()
        elif args.command == "reset":
            stack.reset()
        statuses = stack.status()
    except stack.StackError as exc:
        print(f"devstack: {exc}", file=sys.stderr)
        return 1
    print(stack.format_status(statuses))
    unhealthy = args.command == "up" and any(
        not s.healthy for s in statuses if not args.services or s.name in args.services
    )
    return 1 if unhealthy else 0


if __name__ == "__main__":
    sys.exit(main())
