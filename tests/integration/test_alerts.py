"""The shipped Prometheus rules and the Grafana dashboard's queries pass promtool (Debian's
`prometheus` package; .ci/run installs it)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

pytestmark = pytest.mark.timeout(60)
DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


def promtool(*args: str) -> subprocess.CompletedProcess[str]:
    binary = shutil.which("promtool")
    assert binary, "promtool is missing: apt-get install prometheus (.ci/run does)"
    return subprocess.run([binary, *args], capture_output=True, text=True, timeout=30,
                          check=False)


def test_alert_rules_check() -> None:
    done = promtool("check", "rules", str(DEPLOY / "prometheus" / "alerts.yml"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "SUCCESS: 7 rules found" in done.stdout


def test_alert_rules_fire_on_their_series() -> None:
    done = promtool("test", "rules", str(DEPLOY / "prometheus" / "alerts_test.yml"))
    assert done.returncode == 0, done.stdout + done.stderr


def test_dashboard_queries_parse(tmp_path: Path) -> None:
    board = json.loads((DEPLOY / "grafana" / "memstream.json").read_text())
    exprs = [t["expr"] for p in board["panels"] for t in p["targets"]]
    assert len(exprs) >= 16
    # Grafana's variables, replaced by what Grafana would put there
    rules = [{"record": f"dashboard:query_{i}",
              "expr": e.replace("$__rate_interval", "1m").replace("$group", ".*")}
             for i, e in enumerate(exprs)]
    path = tmp_path / "dashboard_rules.yml"
    path.write_text(yaml.safe_dump({"groups": [{"name": "dashboard", "rules": rules}]}))
    done = promtool("check", "rules", str(path))
    assert done.returncode == 0, done.stdout + done.stderr
