"""Gate placeholders (pure): a secret's value that is not one, as documentation and code
write it ("ghp_XXXX…", "<password>", "${DB_PASSWORD}", "os.environ['DB_PASSWORD']", jwt.io's
sample token, AWS's "AKIAIOSFODNN7EXAMPLE" next to words of documentation). Split from
gate_secrets, whose checks call `placeholder` on every value they find."""

from __future__ import annotations

import re

from agents.extract_facts.gate_ids import documented

# Documentation placeholders: a token of one repeated character after its vendor prefix
# ("ghp_XXXX…", "sk-xxxx…"), or a password field that names itself ("USER:PASSWORD@HOST");
# also a password's value left for the reader to fill in ("${DB_PASSWORD}", "<password>").
PLACEHOLDER = re.compile(
    r"x+|\*+|\.+|0+|<[^>]*>\W*|\{[^}]*\}|\$\{[^}]*\}|\$\w+|%\w|your[\w\-]*|example\w*|placeholder"
    r"|changeme|redacted|dummy|sample|secret|password|passwd|pass|pwd|pw|用户名|密码|口令|yes"
    # read from the environment in code: "password = os.environ['DB_PASSWORD']"
    r"|(?:os\.environ|os\.getenv|process\.env|getenv|env|getpass)\b.*",
    re.IGNORECASE)
_ONE_CHAR_RUN = re.compile(r"([x*0.])\1{7,}", re.IGNORECASE)
_VENDOR_PREFIX = re.compile(r"^(?:[a-z]{1,8}[_\-])+", re.IGNORECASE)


def documented_placeholder(cased: str, value: str) -> bool:
    """A placeholder value ("AKIAIOSFODNN7EXAMPLE") in a text that names documentation or an
    example around it (round 73); "aws key AKIAIOSFODNN7EXAMPLE" alone is a key given."""
    return placeholder(value) and documented(cased.replace(value, " ").lower())


def placeholder(token: str) -> bool:
    body = _VENDOR_PREFIX.sub("", token)
    return len(set(body.lower())) <= 2 or PLACEHOLDER.fullmatch(body) is not None \
        or "example" in body.lower() or _ONE_CHAR_RUN.search(body) is not None \
        or JWT_IO_SAMPLE in body.lower()


# the payload of jwt.io's sample token ("1234567890", "John Doe"), the one tutorials paste
JWT_IO_SAMPLE = "eyjzdwiioiixmjm0nty3odkwiiwibmftzsi6ikpvag4grg9liiwiawf0ijoxnte2mjm5mdiyfq"
