-- memstream schema v10: committed candidate ids by user and by age.
--
-- `processed_candidates` gains one row per committed candidate and had no index but its key:
-- an erase deleted the user's rows by a scan of the whole table (52 ms at 638,000 rows on the
-- bench machine, inside the user's lock, and growing), and nothing ever deleted a row. Its
-- rows are now pruned past MEMSTREAM_CANDIDATE_RETENTION_HOURS (connectors/postgres/
-- outbox_prune.py), a range of `processed_candidates_age`. A B-tree, not BRIN: pruned pages
-- are refilled by new rows, which would widen every BRIN range until it selects nothing.
CREATE INDEX IF NOT EXISTS processed_candidates_user ON processed_candidates (user_id);
CREATE INDEX IF NOT EXISTS processed_candidates_age ON processed_candidates (committed_at);
