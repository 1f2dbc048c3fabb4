-- memstream schema v5: the embedding as packed float32 (connectors/postgres/vectors.py).
--
-- Each element of a `real[]` crosses the wire with its own length word and is sent and decoded
-- one by one; the commit path reads up to 50 of a user's embeddings for every batch the user is
-- in, and the read path scores with them. Packed big-endian float32, which is what `float4send`
-- of each element gives, the value is one copy on either side. The rewrite takes the table's
-- exclusive lock for its duration (docs/OPERATIONS.md).
CREATE FUNCTION pg_temp.float4_bytes(vector real[]) RETURNS bytea
    LANGUAGE sql IMMUTABLE STRICT
    AS $$ SELECT coalesce(string_agg(float4send(x), ''::bytea ORDER BY i), ''::bytea)
          FROM unnest(vector) WITH ORDINALITY AS u(x, i) $$;
ALTER TABLE long_term_memory
    ALTER COLUMN embedding TYPE bytea USING pg_temp.float4_bytes(embedding);
DO $$
BEGIN
    ALTER TABLE long_term_memory ALTER COLUMN embedding SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'lz4 is not available on this server; the column keeps pglz';
END
$$;
