-- memstream schema v3: the read path (keyword search), compactable outbox keys, user erasure.

-- keyword search that works for Chinese as well as English: terms are computed in Python
-- (projections.keywords: words + CJK bigrams) and indexed with the `simple` configuration
ALTER TABLE long_term_memory ADD COLUMN IF NOT EXISTS search_text text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS long_term_memory_search
    ON long_term_memory USING gin (to_tsvector('simple', search_text))
    WHERE deleted_at IS NULL;

-- one Kafka key per aggregate and event family (`<id>:vector`, `<id>:node`, `<id>:edges`), so
-- the outbox topics can be compacted without a node event hiding its edge set or vice versa
ALTER TABLE memory_outbox ADD COLUMN IF NOT EXISTS event_key text;
UPDATE memory_outbox SET event_key = aggregate_id || ':' || CASE
    WHEN event_type LIKE '%_vector' THEN 'vector'
    WHEN event_type = 'upsert_edges' THEN 'edges' ELSE 'node' END
    WHERE event_key IS NULL;
ALTER TABLE memory_outbox ALTER COLUMN event_key SET NOT NULL;

-- erased users: candidates and outbox events made before the erase never bring them back
CREATE TABLE IF NOT EXISTS erased_users (
    user_id      text        PRIMARY KEY CHECK (user_id <> ''),
    erased_at    timestamptz NOT NULL,
    -- memory ids whose sink data and topic keys are still to be cleared (an erase that failed
    -- half-way is finished by the next one); empty once the erase completed
    pending_ids  text[]      NOT NULL DEFAULT '{}'
);
