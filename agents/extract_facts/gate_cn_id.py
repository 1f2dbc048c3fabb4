"""Gate mainland China's resident ID (pure): GB 11643's province code, birth date and check
character, and the first-generation 15-digit form."""

from __future__ import annotations

import re
from datetime import date

_RESIDENT_ID = re.compile(r"(\d{2})\d{4}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dx]")
# First-generation IDs (before 1999): 15 digits, two-digit year of the 1900s, no check digit.
_RESIDENT_ID_15 = re.compile(r"(\d{2})\d{4}(\d{2})(\d{2})(\d{2})\d{3}")
_PROVINCES = frozenset({11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43,
                        44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82})
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def real_date(year: int, month: str, day: str) -> bool:
    try:
        date(year, int(month), int(day))
    except ValueError:
        return False
    return True


def resident_id_ok(chars: str) -> bool:
    """GB 11643: a province code, a real birth date and, for 18 characters, the ISO 7064
    MOD 11-2 check character; 15 digits is the first-generation form (19YYMMDD, no check)."""
    if (m := _RESIDENT_ID_15.fullmatch(chars)) is not None:
        return int(m[1]) in _PROVINCES and real_date(1900 + int(m[2]), m[3], m[4])
    m = _RESIDENT_ID.fullmatch(chars)
    if m is None or int(m[1]) not in _PROVINCES or not real_date(int(m[2]), m[3], m[4]):
        return False
    total = sum(int(c) * w for c, w in zip(chars, _ID_WEIGHTS, strict=False))
    return "10x98765432"[total % 11] == chars[17]
