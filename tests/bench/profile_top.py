"""`python -m tests.bench.profile_top FILE [N]`: the top of a py-spy profile in collapsed form.

Record with `py-spy record --format raw -o FILE --pid <worker> --duration 30`; this prints the
functions with the most samples on the stack (inclusive) and at the top of the stack (self),
as a share of all samples, so a benchmark page can say what bounds a process.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path


def top(lines: list[str], n: int = 25) -> tuple[int, list[tuple[str, int]], list[tuple[str, int]]]:
    """(total samples, top inclusive frames, top self frames) of collapsed stacks
    (`frame;frame;... count` per line)."""
    inclusive: Counter[str] = Counter()
    own: Counter[str] = Counter()
    total = 0
    for line in lines:
        stack, _, count = line.rstrip().rpartition(" ")
        if not stack or not count.isdigit():
            continue
        samples = int(count)
        total += samples
        frames = stack.split(";")
        for frame in set(frames):
            inclusive[frame] += samples
        own[frames[-1]] += samples
    return total, inclusive.most_common(n), own.most_common(n)


def main() -> None:
    path = Path(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    total, inclusive, own = top(path.read_text("utf-8", "replace").splitlines(), n)
    print(f"{total} samples")
    for title, rows in (("inclusive", inclusive), ("self", own)):
        print(f"-- {title}")
        for frame, samples in rows:
            print(f"{100 * samples / max(total, 1):5.1f}%  {frame}")


if __name__ == "__main__":
    main()
