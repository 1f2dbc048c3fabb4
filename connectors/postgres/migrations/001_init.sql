-- memstream schema v1: the source of truth, its outbox, its audit trail.

CREATE TABLE IF NOT EXISTS long_term_memory (
    id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    memory_uid          uuid        NOT NULL,
    user_id             text        NOT NULL CHECK (user_id <> ''),
    fact_key            text        NOT NULL,
    fact_value          text        NOT NULL,
    content             text        NOT NULL,
    source              text        NOT NULL CHECK (source IN ('user', 'exchange')),
    importance          real        NOT NULL CHECK (importance >= 0 AND importance <= 1),
    category            text        NOT NULL CHECK (category IN
                          ('identity', 'preference', 'fact', 'episodic', 'tool_failure', 'policy', 'general')),
    tags                text[]      NOT NULL DEFAULT '{}',
    slot_hint           text        NOT NULL CHECK (slot_hint IN
                          ('profile', 'constraints', 'tool_state', 'planner', 'task_memory', 'recall_memory')),
    embedding           real[],
    embedding_model     text,
    embedding_revision  text,
    source_turn_id      text,
    session_id          text,
    hit_count           integer     NOT NULL DEFAULT 1,
    version             bigint      NOT NULL DEFAULT 1 CHECK (version >= 1),
    content_hash        text        NOT NULL DEFAULT '',
    superseded          boolean     NOT NULL DEFAULT false,
    superseded_by       uuid,
    supersedes          uuid,
    quarantined         boolean     NOT NULL DEFAULT false,
    deleted_at          timestamptz,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT long_term_memory_user_uid UNIQUE (user_id, memory_uid)
);
-- the hot read: a user's live memories, newest first (FOLLOWS chain, recall, export)
CREATE INDEX IF NOT EXISTS long_term_memory_user_recent
    ON long_term_memory (user_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS long_term_memory_user_key
    ON long_term_memory (user_id, fact_key) WHERE deleted_at IS NULL AND NOT superseded;

CREATE TABLE IF NOT EXISTS memory_outbox (
    event_id           uuid        PRIMARY KEY,
    aggregate_id       text        NOT NULL,
    user_id            text        NOT NULL CHECK (user_id <> ''),
    aggregate_version  bigint      NOT NULL,
    event_type         text        NOT NULL,
    target             text        NOT NULL CHECK (target IN ('milvus', 'neo4j')),
    payload            jsonb       NOT NULL,
    status             text        NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'published', 'dead')),
    attempts           integer     NOT NULL DEFAULT 0,
    available_at       timestamptz NOT NULL DEFAULT now(),
    locked_at          timestamptz,
    locked_by          text,
    last_error         text,
    processed_at       timestamptz,
    repair_dedupe_key  text        NOT NULL UNIQUE,
    -- timestamp WITHOUT time zone: Debezium's EventRouter requires it for the event timestamp
    occurred_at        timestamp   NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
-- the fallback relay's poll: due pending rows in order
CREATE INDEX IF NOT EXISTS memory_outbox_due
    ON memory_outbox (available_at) WHERE status = 'pending';

CREATE TABLE IF NOT EXISTS memory_audit (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id     text        NOT NULL,
    memory_uid  uuid,
    action      text        NOT NULL,
    actor       text        NOT NULL,
    version     bigint,
    diff        jsonb       NOT NULL DEFAULT '{}'::jsonb,
    at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS memory_audit_user ON memory_audit (user_id, at);

-- one row per candidate ever committed: a re-delivered candidate is recognised and skipped
CREATE TABLE IF NOT EXISTS processed_candidates (
    candidate_id  uuid        PRIMARY KEY,
    user_id       text        NOT NULL,
    memory_uid    uuid        NOT NULL,
    committed_at  timestamptz NOT NULL DEFAULT now()
);

-- Debezium's heartbeat.action.query writes here so an idle slot still advances
CREATE TABLE IF NOT EXISTS debezium_heartbeat (
    id  integer     PRIMARY KEY,
    ts  timestamptz NOT NULL
);
