"""The gates compiled with mypyc (agents/extract_facts/compiled.py): used only while the build
matches the sources, and what these tests run unless MEMSTREAM_PURE_GATES says otherwise."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import agents.extract_facts
from agents.extract_facts import compiled, gate_pii, gates

pytestmark = pytest.mark.timeout(60)


def test_a_build_is_current_only_while_every_hash_matches() -> None:
    now = compiled.fingerprint()
    assert compiled.stale(dict(now), now) == []
    edited = {**now, "gate_pii.py": "0" * 64}
    assert compiled.stale(edited, now) == ["gate_pii.py"]
    assert compiled.stale({k: v for k, v in now.items() if k != "gates.py"}, now) == ["gates.py"]
    assert compiled.stale({**now, "python": "cpython-310"}, now) == ["python"]
    assert compiled.stale(["not", "a", "manifest"], now) == sorted(now)


def test_every_gate_module_is_fingerprinted_and_the_model_is_left_as_python() -> None:
    now = compiled.fingerprint()
    names = {p.name for p in compiled.sources()}
    assert "gates.py" in names and "gate_pii.py" in names
    assert not names & compiled.LEFT_OUT
    assert names | compiled.LEFT_OUT <= now.keys()


def test_the_gates_under_test_are_the_compiled_ones() -> None:
    # what the worker runs after `make install`; a gate module edited since the build runs as
    # Python (the next test), so these tests would not be testing what runs
    if os.environ.get(compiled.PURE):
        pytest.skip(f"{compiled.PURE} is set: the gates run as Python")
    assert agents.extract_facts.COMPILED, (
        "the compiled gates are missing or out of date: run `make install`, "
        f"or set {compiled.PURE}=1 to test them as Python")
    for module in (gates, gate_pii):
        assert Path(module.__file__ or "").suffix == ".so"
        assert Path(module.__file__ or "").is_relative_to(compiled.NATIVE)


def test_an_out_of_date_build_is_not_used(tmp_path: Path) -> None:
    native = tmp_path / ".native"
    native.mkdir()
    (native / "manifest.json").write_text(json.dumps({**compiled.fingerprint(),
                                                      "gates.py": "0" * 64}))
    probe = ("import agents.extract_facts.compiled as c, pathlib, sys; "
             f"c.NATIVE = pathlib.Path({str(native)!r}); c.MANIFEST = c.NATIVE / 'manifest.json'; "
             "path = []; print(c.use_compiled(path), path)")
    env = {k: v for k, v in os.environ.items() if k != compiled.PURE}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         env=env, cwd=compiled.ROOT, check=True, timeout=50)
    assert out.stdout.strip() == "False []"
    assert "out of date (gates.py)" in out.stderr
