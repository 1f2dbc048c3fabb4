-- memstream schema v2: governance (canonical keys, decay clock), persisted edge sets, triggers.

ALTER TABLE long_term_memory
    ADD COLUMN IF NOT EXISTS canonical_key   text        NOT NULL DEFAULT '',
    ADD COLUMN IF NOT EXISTS canonical_value text        NOT NULL DEFAULT '',
    ADD COLUMN IF NOT EXISTS polarity        smallint    NOT NULL DEFAULT 1
        CHECK (polarity IN (-1, 1)),
    -- when `importance` was last decayed and written (the decay clock starts at birth)
    ADD COLUMN IF NOT EXISTS decayed_at      timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN IF NOT EXISTS last_hit_at     timestamptz;

-- conflicts are decided on the canonical key: the user's current holders of a key
DROP INDEX IF EXISTS long_term_memory_user_key;
CREATE INDEX IF NOT EXISTS long_term_memory_user_canonical
    ON long_term_memory (user_id, canonical_key) WHERE deleted_at IS NULL AND NOT superseded;

-- each memory's outgoing edge set at its edges version: edges can be re-emitted and rebuilt
-- without the outbox rows (which get pruned)
CREATE TABLE IF NOT EXISTS memory_edge (
    user_id    text    NOT NULL CHECK (user_id <> ''),
    src        uuid    NOT NULL,
    edge_type  text    NOT NULL CHECK (edge_type IN
                 ('FOLLOWS', 'SIMILAR_TO', 'CAUSES', 'BELONGS_TO', 'SUPERSEDES')),
    dst        uuid    NOT NULL,
    score      real,
    version    bigint  NOT NULL,
    PRIMARY KEY (user_id, src, edge_type, dst)
);
CREATE INDEX IF NOT EXISTS memory_edge_dst ON memory_edge (user_id, dst);

-- per-user governance clock: consolidation runs every N committed memories and on a sweep
CREATE TABLE IF NOT EXISTS memory_governance (
    user_id           text        PRIMARY KEY CHECK (user_id <> ''),
    commits_since     integer     NOT NULL DEFAULT 0,
    last_run_at       timestamptz,
    last_eviction_at  timestamptz,
    last_write_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS memory_governance_due ON memory_governance (last_run_at NULLS FIRST);
