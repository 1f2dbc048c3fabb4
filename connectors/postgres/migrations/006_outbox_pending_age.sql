-- memstream schema v6: pending outbox rows by age.
--
-- With Debezium every outbox row stays `pending` until retention prunes it, so the only partial
-- index on pending rows (`memory_outbox_due`) holds the whole table. The backlog gauge, which
-- every worker and the API sample every 15 s, counts the pending rows written since a Debezium
-- watermark: without an index on `occurred_at` that was a parallel scan of the whole outbox,
-- about 0.45 s of both cores at a million rows (docs/BENCHMARKS.md, session 42). `target` is
-- included so the count by target reads the index alone. Building it takes a lock that holds
-- writes to the outbox for its duration: 0.5 s at a million rows here (docs/OPERATIONS.md).
CREATE INDEX IF NOT EXISTS memory_outbox_pending_age
    ON memory_outbox (occurred_at) INCLUDE (target) WHERE status = 'pending';
