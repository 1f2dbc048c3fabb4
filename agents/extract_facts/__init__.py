"""Stage 1: turn -> memory candidates (intake validation, then extraction)."""
