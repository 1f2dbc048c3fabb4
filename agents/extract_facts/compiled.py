"""The gates compiled to C with mypyc: the same source, a quarter less time a call.

The detector is some forty modules of pure, strictly typed Python, and its time is spread over
a few hundred small calls a text (no function above a few per cent: docs/BENCHMARKS.md), so no
single change makes it cheaper; compiled, each of those calls costs less. `make install` builds
the modules into `.native/` (`main`), beside the source, never over it, with a manifest of the
sources' hashes. The package's `__init__` puts them first on its path only while every hash
matches: a gate module edited since the build is read as Python, all of them with it (they
are compiled as one unit), and a warning says so.
`MEMSTREAM_PURE_GATES=1` reads them as Python regardless. Left out: the learned model (numpy
does its work; it finds its weights beside its own file), its trainer, the evaluation and the
model check (the `openai` client).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parents[1]
NATIVE = ROOT / ".native"
MANIFEST = NATIVE / "manifest.json"
PURE = "MEMSTREAM_PURE_GATES"
LEFT_OUT = frozenset({"gate_learned.py", "gate_train.py", "gate_eval.py", "gate_judge.py"})
_log = logging.getLogger(__name__)


def sources() -> list[Path]:
    """The modules compiled: every gate module but those `LEFT_OUT`."""
    return sorted(p for p in PACKAGE.glob("gate*.py") if p.name not in LEFT_OUT)


def fingerprint() -> dict[str, str]:
    """What a build is valid for: the interpreter and the SHA-256 of every gate module, those
    left out too (the compiled ones call them, and were type-checked against them)."""
    found = {"python": sys.implementation.cache_tag}
    for path in sorted(PACKAGE.glob("gate*.py")):
        found[path.name] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def stale(manifest: object, now: dict[str, str]) -> list[str]:
    """What differs between a build's manifest and the sources `now` (empty: the build is
    current); a manifest that is no mapping differs in everything."""
    if not isinstance(manifest, dict):
        return sorted(now)
    return sorted(k for k in manifest.keys() | now.keys() if manifest.get(k) != now.get(k))


def use_compiled(path: list[str]) -> bool:
    """Put the compiled modules first on the package's `path` if they are current; whether
    they were."""
    if os.environ.get(PURE) or not MANIFEST.exists():
        return False
    try:
        differs = stale(json.loads(MANIFEST.read_bytes()), fingerprint())
    except (OSError, ValueError) as exc:
        differs = [str(exc)]
    if differs:
        _log.warning("compiled gates are out of date (%s): the gates run as Python; "
                     "`make install` builds them again", ", ".join(differs[:3]))
        return False
    sys.path.append(str(NATIVE / "lib"))  # mypyc's shared runtime, a top-level module
    path.insert(0, str(NATIVE / "agents" / "extract_facts"))
    return True


def build() -> None:
    """Compile `sources()` with mypyc in a scratch folder, then replace `.native/` whole."""
    paths = sources()
    manifest = fingerprint()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "src"
        (work / "agents" / "extract_facts").mkdir(parents=True)
        shutil.copy(ROOT / "pyproject.toml", work)  # (the project's mypy settings)
        shutil.copy(ROOT / "agents" / "__init__.py", work / "agents")
        for path in PACKAGE.glob("*.py"):  # (mypy reads what the compiled modules import)
            shutil.copy(path, work / "agents" / "extract_facts")
        names = [f"agents/extract_facts/{p.name}" for p in paths]
        done = subprocess.run([sys.executable, "-m", "mypyc", *names], cwd=work, text=True,
                              capture_output=True, env={**os.environ, PURE: "1"})
        if done.returncode:  # (its output, a line a file, is shown only when it fails)
            sys.stderr.write(done.stdout + done.stderr)
            raise SystemExit(f"mypyc failed (exit {done.returncode})")
        out = Path(tmp) / "native"
        (out / "lib").mkdir(parents=True)
        (out / "agents" / "extract_facts").mkdir(parents=True)
        for lib in work.glob("*.so"):
            shutil.move(lib, out / "lib")
        for module in (work / "agents" / "extract_facts").glob("*.so"):
            shutil.move(module, out / "agents" / "extract_facts")
        (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True))
        shutil.rmtree(NATIVE, ignore_errors=True)
        shutil.move(out, NATIVE)


def main() -> None:
    build()
    print(f"compiled {len(sources())} gate modules into {NATIVE}")
