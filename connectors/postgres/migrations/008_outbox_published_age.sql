-- memstream schema v8: relay-published outbox rows by age.
--
-- Outbox retention deletes the rows the relay published before the retention cut-off. With no
-- index on `processed_at` that statement (and with Debezium, where hardly a row is ever
-- `published`, it alone) scanned the whole outbox on every prune run, every 10 minutes in every
-- worker (docs/BENCHMARKS.md, session 43). With Debezium the index stays nearly empty; with the
-- relay it holds the published rows of the retention window.
CREATE INDEX IF NOT EXISTS memory_outbox_published_age
    ON memory_outbox (processed_at) WHERE status = 'published';
