"""docker-compose.yml stays in step with the native stack and the settings the code reads."""

from pathlib import Path

import yaml

from streams.settings import (
    DebeziumSettings,
    EmbedderSettings,
    KafkaSettings,
    MilvusSettings,
    Neo4jSettings,
    OpenAISettings,
    PipelineSettings,
    PostgresSettings,
)

COMPOSE = yaml.safe_load((Path(__file__).parents[2] / "docker-compose.yml").read_text())
SETTINGS = (KafkaSettings, PostgresSettings, DebeziumSettings, MilvusSettings, Neo4jSettings,
            OpenAISettings, EmbedderSettings, PipelineSettings)


def env_names() -> set[str]:
    names = set()
    for cls in SETTINGS:
        prefix = cls.model_config.get("env_prefix", "")
        names |= {f"{prefix}{field}".upper() for field in cls.model_fields}
    return names


def host_ports(service: str) -> set[int]:
    return {int(str(p).split(":")[-2]) for p in COMPOSE["services"][service].get("ports", [])}


def test_the_five_services_are_there_on_the_native_ports() -> None:
    expected = {"postgres": 5432, "kafka": 9092, "connect": 8083, "neo4j": 7687, "milvus": 19530}
    for service, port in expected.items():
        assert port in host_ports(service), service


def test_ports_bind_loopback_only() -> None:
    for name, service in COMPOSE["services"].items():
        for port in service.get("ports", []):
            assert str(port).startswith("127.0.0.1:"), name


def test_worker_environment_uses_only_settings_the_code_reads() -> None:
    worker_env = set(COMPOSE["services"]["worker"]["environment"])
    assert worker_env <= env_names(), worker_env - env_names()
    for required in ("KAFKA_BOOTSTRAP_SERVERS", "KAFKA_CONNECT_URL", "POSTGRES_DSN",
                     "MILVUS_URI", "NEO4J_URI"):
        assert required in worker_env


def test_postgres_is_configured_for_logical_decoding() -> None:
    assert "wal_level=logical" in COMPOSE["services"]["postgres"]["command"]
