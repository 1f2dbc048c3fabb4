"""Gate national numbers with no check digit (pure): their shape, named, is all there is."""

from __future__ import annotations

import re

from agents.extract_facts.gate_cn_id import real_date

# Azerbaijan's personal code (FİN, on the identity card): seven letters and digits, no check
# (round 114: "Şəxsiyyət vəsiqəmin FİN kodu 5KT7R2M-dir"; "İ" case-folds with a dot above)
_AZ_FIN = re.compile(r"\bfi\u0307?n kod\w*\W{0,4}(?<![0-9a-z])(?=[a-z]*\d)(?=\d*[a-z])[0-9a-z]{7}"
                     r"(?![0-9a-z])")
# Malta's identity card number: up to seven digits and a letter, no check (round 118: "In-numru
# tal-karta tal-identità tiegħi huwa 0458792M")
_MT_ID = re.compile(r"\bkarta tal-identità\b[^.\n]{0,30}?(?<![0-9a-z])\d{3,7}[mgaplhbz]"
                    r"(?![0-9a-z])")
# Kyrgyzstan's personal identification number (ПИН, ИНН): fourteen digits, the sex (1 or 2),
# the date of birth as DDMMYYYY and five more (round 163: "Менин ПИНим 21503199500427"); a
# card's PIN has four
_KG_PIN = re.compile(r"(?:\bпин|\bинн|жеке номер)\w*\W{0,4}(?:[^\W\d]+\W{1,3}){0,2}?(?<!\d)"
                     r"[12](\d\d)(\d\d)((?:19|20)\d\d)\d{5}(?!\d)")


def unchecked_id(flat: str) -> bool:
    """Azerbaijan's FİN, Malta's identity card number or Kyrgyzstan's personal number, named."""
    return ("kod" in flat and _AZ_FIN.search(flat) is not None) \
        or ("identità" in flat and _MT_ID.search(flat) is not None) \
        or (("пин" in flat or "инн" in flat or "жеке" in flat)
            and any(real_date(int(m[3]), m[2], m[1]) for m in _KG_PIN.finditer(flat)))
