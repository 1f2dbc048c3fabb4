-- memstream schema v7: outbox rows by user.
--
-- An erase deletes the user's outbox rows (their payloads carry the memory's content) and
-- reads their memory ids first; the demo's and the benchmark's report counts a set of users'
-- rows. Without an index on `user_id` each of these was a scan of the whole outbox, which with
-- Debezium holds every event of the retention window (7 days by default): 0.2–0.5 s of both
-- cores per statement at 1.26 million rows here, and an erase made two while holding the
-- user's lock (docs/BENCHMARKS.md, session 43). Building it takes a lock that holds writes to
-- the outbox for its duration: about 1 s at 1.26 million rows here (docs/OPERATIONS.md).
CREATE INDEX IF NOT EXISTS memory_outbox_user ON memory_outbox (user_id);
