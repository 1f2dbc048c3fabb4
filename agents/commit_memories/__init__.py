"""Stage 2: commit candidates to PostgreSQL with their outbox events, in one transaction."""
