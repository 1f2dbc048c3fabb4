"""Typed settings: one frozen class per external system, read once from the environment / .env."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


def _config(prefix: str) -> SettingsConfigDict:
    return SettingsConfigDict(env_prefix=prefix, env_file=".env", extra="ignore", frozen=True)


class KafkaSettings(BaseSettings):
    """Kafka brokers and the Kafka Connect REST endpoint (env prefix KAFKA_)."""

    model_config = _config("KAFKA_")
    bootstrap_servers: str = "127.0.0.1:9092"
    connect_url: str = "http://127.0.0.1:8083"
    #: partitions of every memstream topic: the unit of parallelism
    partitions: int = 4
    replication_factor: int = 1


class DebeziumSettings(BaseSettings):
    """The Debezium outbox connector (env prefix DEBEZIUM_).

    `database_hostname` overrides the host taken from POSTGRES_DSN, for deployments where the
    Connect worker reaches PostgreSQL under another name (docker-compose: `postgres`).
    """

    model_config = _config("DEBEZIUM_")
    connector_name: str = "memstream-outbox"
    database_hostname: str = ""
    slot_name: str = "memstream_outbox"
    publication_name: str = "memstream_outbox_pub"
    apply_timeout_s: float = 120.0
    #: how long the connector waits for more changes before it hands a batch on (Debezium's
    #: default is 500 ms, which alone puts the outbox → topic p50 near 570 ms; docs/TUNING.md)
    poll_interval_ms: int = 100


class PostgresSettings(BaseSettings):
    """PostgreSQL, the single source of truth (env prefix POSTGRES_)."""

    model_config = _config("POSTGRES_")
    dsn: SecretStr = SecretStr("postgresql://memstream:memstream@127.0.0.1:5432/memstream")
    pool_min: int = 1
    pool_max: int = 4


class MilvusSettings(BaseSettings):
    """Milvus (milvus-lite locally, a Milvus server in production) (env prefix MILVUS_)."""

    model_config = _config("MILVUS_")
    uri: str = "http://127.0.0.1:19530"
    token: SecretStr = SecretStr("")
    collection: str = "memories"
    #: how long a process keeps the collection an alias resolved to (a blue/green rebuild
    #: waits this long after switching before it trusts that everyone moved)
    alias_ttl_s: float = 1.0
    #: deadline of every call; a slower answer is a transient failure (retried, never poison)
    timeout_s: float = 10.0


class Neo4jSettings(BaseSettings):
    """Neo4j memory graph (env prefix NEO4J_); an empty password means no auth."""

    model_config = _config("NEO4J_")
    uri: str = "bolt://127.0.0.1:7687"
    user: str = "neo4j"
    password: SecretStr = SecretStr("")
    database: str = "neo4j"
    #: the graph's name: empty = the plain labels (Memory, MemoryTombstone, User); after a
    #: blue/green rebuild it resolves, through an alias node, to the live generation's labels
    graph: str = ""
    alias_ttl_s: float = 1.0


class OpenAISettings(BaseSettings):
    """An OpenAI-compatible LLM endpoint (env prefix OPENAI_); no base URL = offline provider."""

    model_config = _config("OPENAI_")
    base_url: str = ""
    api_key: SecretStr = SecretStr("")
    model: str = "gpt-4o-mini"
    #: per-task models (empty = `model`): extraction, classification and judging may use a
    #: small fast model
    extract_model: str = ""
    classify_model: str = ""
    judge_model: str = ""
    timeout_s: float = 20.0
    #: attempts for one turn when requests fail (timeout, 429, 5xx) before it is dead-lettered;
    #: an unreachable endpoint is waited for without limit
    max_attempts: int = 5
    #: HTTP connections the client keeps to the endpoint; 0 = automatic: 16 for a loopback
    #: endpoint (a small pool costs less CPU per request, docs/TUNING.md), the SDK's pool of
    #: 1,000 for any other
    max_connections: int = 0


class EmbedderSettings(BaseSettings):
    """The embedder (env prefix EMBEDDER_): the bundled local model or an OpenAI-compatible API."""

    model_config = _config("EMBEDDER_")
    provider: Literal["local", "openai"] = "local"
    model: str = "multilingual-e5-small-q4"
    base_url: str = ""
    api_key: SecretStr = SecretStr("")
    dimension: int = 384
    batch_size: int = 64
    #: distinct texts whose vectors a worker keeps, ~1.8 KB each at 384 dimensions; 0 = none
    #: (docs/TUNING.md)
    cache_size: int = 20_000
    #: cosine at or above which two memories get a SIMILAR_TO edge: calibrated per model
    similar_threshold: float = 0.9
    #: how many of the user's latest memories a new one is compared with, and edges kept
    similar_window: int = 50
    similar_limit: int = 3


class GovernanceSettings(BaseSettings):
    """Keeping the store small and true (env prefix GOVERNANCE_): write-time dedup and
    supersede, and consolidation (decay, merge, eviction). Defaults from the design notes."""

    model_config = _config("GOVERNANCE_")
    #: similarity bands; empty = the embedding model's calibrated bands (`memstream calibrate`)
    duplicate_threshold: float | None = None
    conflict_low: float | None = None
    #: the conflict judge: "auto" = the LLM when OPENAI_BASE_URL is set, else the rule judge
    judge: Literal["auto", "rules", "off"] = "auto"
    #: consolidation runs after this many new memories of a user, and on the periodic sweep
    trigger_every: int = 5
    sweep_interval_s: float = 3600.0
    sweep_users: int = 500
    decay_rate: float = 0.995
    ttl_days: float = 30.0
    min_importance: float = 0.3
    episodic_idle_days: float = 90.0
    episodic_min_hits: int = 2
    #: warn when no eviction happened for this long while writes continue
    eviction_silence_days: float = 7.0


class ApiSettings(BaseSettings):
    """The HTTP read path, `memstream api` (env prefix MEMSTREAM_API_).

    Tokens are comma-separated bearer tokens: `recall` ones may recall, assemble context and
    list a user's memories; `admin` ones may also export, delete and erase. Without any token
    the API serves loopback only, unauthenticated (a local tool), and refuses another host.
    """

    model_config = _config("MEMSTREAM_API_")
    host: str = "127.0.0.1"
    port: int = 8080
    recall_tokens: SecretStr = SecretStr("")
    admin_tokens: SecretStr = SecretStr("")
    max_body_bytes: int = 64 * 1024
    #: how often recall hits are written to PostgreSQL (off the request path)
    hit_flush_s: float = 1.0
    #: how long an erase waits for CDC to capture the erase before writing topic tombstones
    erase_capture_wait_s: float = 30.0


class MetricsSettings(BaseSettings):
    """Prometheus metrics and the status page (env prefix METRICS_).

    The worker serves `/metrics` on its own port; the API serves it as a route of its app.
    Both sample the systems around them (lag, DLQ depth, outbox backlog, slot, connector)
    every `sample_s` seconds; the API keeps `history_s` of samples for `GET /status`.
    """

    model_config = _config("METRICS_")
    #: the worker's /metrics address (port 0 = no metrics server)
    worker_host: str = "127.0.0.1"
    worker_port: int = 9464
    #: where the API finds the worker's /metrics (empty = 127.0.0.1:worker_port)
    worker_url: str = ""
    sample_s: float = 15.0
    history_s: float = 3600.0
    #: comma-separated consumer groups whose lag is exported (empty = the app id's group)
    lag_groups: str = ""
    #: seconds one sample may take before a system is reported down
    probe_timeout_s: float = 5.0


class PipelineSettings(BaseSettings):
    """Knobs of the write path (env prefix MEMSTREAM_)."""

    model_config = _config("MEMSTREAM_")
    app_id: str = "memstream"
    #: where a new consumer group starts: "earliest" replays the topics, "latest" skips history
    auto_offset_reset: Literal["earliest", "latest"] = "earliest"
    max_message_bytes: int = 64 * 1024
    commit_batch_size: int = 200
    commit_batch_seconds: float = 0.05
    #: memories the commit keeps between batches to plan with (its users' recent windows),
    #: each valid for the row version it was read at (0 = none; docs/TUNING.md)
    commit_cache_memories: int = 20_000
    #: records one poll may return (faust/aiokafka; 0 = the client's default, 500)
    max_poll_records: int = 0
    #: how long the worker's producer waits to fill a batch (docs/TUNING.md)
    producer_linger_s: float = 0.005
    projection_batch_size: int = 200
    projection_batch_seconds: float = 0.05
    #: times a sink may refuse one event before it is dead-lettered (unreachable: no limit)
    projection_max_attempts: int = 3
    #: the share of a batch that may be dead-lettered; past it (and past `dlq_min_allowed`)
    #: the agent stops instead, unacked, so a broken dependency cannot empty a topic into a DLQ
    dlq_max_share: float = 0.5
    #: dead letters a batch may always send, however small the batch
    dlq_min_allowed: int = 5
    retry_max_seconds: float = 30.0
    #: a worker that dies without leaving (SIGKILL, lost host) holds its partitions this long
    session_timeout_s: float = 15.0
    log_level: str = "info"
    #: the worker's reconciler: how often it compares PostgreSQL with Milvus and Neo4j (0 =
    #: never), how many users it reads per batch, and whether it enqueues repairs
    reconcile_interval_s: float = 3600.0
    reconcile_batch_users: int = 100
    reconcile_repair: bool = True
    #: a repair enqueued longer ago than this whose version the sink lacks again is re-sent
    reconcile_repair_retry_s: float = 600.0
    #: salts every memory id per user (HMAC of the user id): set it in production, keep it
    #: stable (ids derive from it) and secret; empty = salted by the user id alone
    id_secret: SecretStr = SecretStr("")
    #: outbox rows older than this are pruned once delivered (see docs/OPERATIONS.md)
    outbox_retention_hours: float = 168.0
    #: committed candidate ids are remembered this long, to recognise a redelivered candidate
    #: (0: forever); keep it at least the turns' and candidates' topic retention (OPERATIONS.md)
    candidate_retention_hours: float = 168.0
    #: rows deleted per statement, and how often the worker prunes (outbox and candidate ids)
    outbox_prune_batch: int = 1000
    outbox_prune_interval_s: float = 600.0


class Settings:
    """All settings, one attribute per external system; build with `settings()`."""

    def __init__(self) -> None:
        self.kafka = KafkaSettings()
        self.postgres = PostgresSettings()
        self.debezium = DebeziumSettings()
        self.milvus = MilvusSettings()
        self.neo4j = Neo4jSettings()
        self.openai = OpenAISettings()
        self.embedder = EmbedderSettings()
        self.governance = GovernanceSettings()
        self.api = ApiSettings()
        self.pipeline = PipelineSettings()
        self.metrics = MetricsSettings()


@lru_cache(maxsize=1)
def settings() -> Settings:
    """The process-wide settings, read once."""
    return Settings()
