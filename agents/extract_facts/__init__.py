"""Stage 1: turn -> memory candidates (intake validation, then extraction)."""

from agents.extract_facts.compiled import use_compiled

# the gate modules compiled with mypyc, when `make install` built them from these sources
# (compiled.py)
COMPILED = use_compiled(__path__)
