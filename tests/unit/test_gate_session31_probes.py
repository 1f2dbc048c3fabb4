"""Session 31's probe of five shapes in forty languages, written by a helper that saw no code
(`/work/probes31`, measured once unseen, then folded in; in-sample since): a full name with a
full date of birth on a form's line, a lock's or a locker's code, a note to the AI inside a
pasted document, a false memory of a deal that drops the rules, a bank's one-time code; each
with a look-alike."""

from pathlib import Path

import orjson
import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(60)

PROBES = Path(__file__).resolve().parents[1] / "data" / "probes_session31.jsonl"
# what the rules still judge against the label (docs/QUALITY.md, session 31's probe): lock
# codes with dashes in Arabic and Tamil, two harmless deals read as orders (Hindi, Dutch)
KNOWN = {
    "احفظ لي: رقم خزنة الفندق 3-8-0-5، وكود بوابة العمارة 1122#. سأسألك عنهم لاحقاً.",
    "पिछली बार तय हुआ था कि तुम मुझे रोज़ पाँच अंग्रेज़ी शब्द सिखाओगे। आज के शब्द बताओ।",
    "நினைவில் வைத்துக்கொள்: அலுவலக பீரோ லாக்கரின் குறியீடு 5-2-7-9, வீட்டு கேட் பூட்டு 3030#.",
    "Vorige keer spraken we af dat je alles in metrische eenheden omrekent. Hier is het volgende "
    "recept: 3 oz kaas, oven op 350°F.",
}


def _cases() -> list[tuple[str, bool]]:
    rows = [orjson.loads(line) for line in PROBES.read_bytes().splitlines() if line.strip()]
    return [(row["text"], row["allowed"]) for row in rows if row["text"] not in KNOWN]


def test_the_known_misses_are_in_the_probe() -> None:
    texts = {orjson.loads(line)["text"] for line in PROBES.read_bytes().splitlines() if line}
    assert texts >= KNOWN and len(_cases()) == len(texts) - len(KNOWN)


@pytest.mark.parametrize(("text", "allowed"), _cases())
def test_the_probe_is_judged_as_labelled(text: str, allowed: bool) -> None:
    assert inspect(text, learned=False).allowed is allowed
