-- memstream schema v4: cheaper storage for what the commit path writes on every memory.
--
-- The outbox payload is written once and read back only as text (Debezium's pgoutput, the relay),
-- never queried inside: as `json` PostgreSQL keeps the writer's text as it is, where `jsonb`
-- parsed every float of an `upsert_vector` event into a numeric on insert and printed it back on
-- decoding (docs/BENCHMARKS.md, session 40). The payload (about 4 KB with its vector) and the
-- memory's embedding sit at or above the TOAST threshold; lz4 compresses them, or gives up on an
-- incompressible vector, for a fraction of pglz's CPU. A server built without lz4 keeps pglz.
ALTER TABLE memory_outbox ALTER COLUMN payload TYPE json USING payload::json;
DO $$
BEGIN
    ALTER TABLE memory_outbox ALTER COLUMN payload SET COMPRESSION lz4;
    ALTER TABLE long_term_memory ALTER COLUMN embedding SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'lz4 is not available on this server; the columns keep pglz';
END
$$;
