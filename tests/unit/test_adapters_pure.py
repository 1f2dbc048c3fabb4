"""Pure helpers of the adapters: filters, connector config, agreement check."""

import aiohttp
import numpy as np
import orjson
import pytest

from connectors.embedder import as_float32_lists
from connectors.kafka_connect import connector_config
from connectors.llm import LOOPBACK_POOL, pool_size, unreachable
from connectors.milvus import user_filter
from projections.verify import compare
from streams.errors import ConfigError


def test_user_filter_scopes_every_id_by_its_user() -> None:
    expr = user_filter([("u1", "a"), ("u2", "b"), ("u1", "c"), ("", "x")])
    assert expr == 'memory_id in ["a", "b", "c"] and user_id in ["u1", "u2"]'


def test_user_filter_reads_nothing_without_a_user() -> None:
    assert user_filter([("", "a")]) == ""


def test_user_filter_escapes_quotes() -> None:
    assert user_filter([('u"1', "a")]) == 'memory_id in ["a"] and user_id in ["u\\"1"]'


def test_connector_config_fills_the_database_from_the_dsn() -> None:
    config = connector_config("postgresql://me:p%40ss@db.local:6543/mem", hostname="")
    assert config["database.hostname"] == "db.local"
    assert config["database.port"] == "6543"
    assert config["database.user"] == "me"
    assert config["database.password"] == "p@ss"
    assert config["database.dbname"] == "mem"
    assert config["plugin.name"] == "pgoutput"
    assert config["transforms.outbox.route.by.field"] == "target"
    replacement = config["transforms.outbox.route.topic.replacement"]
    assert replacement == "memory.outbox.${routedByValue}.v1"
    assert not any("${database" in v for v in config.values())
    assert config["poll.interval.ms"] == "100"
    assert connector_config("postgresql://me:x@h/mem", poll_interval_ms=25)["poll.interval.ms"] \
        == "25"


def test_connector_config_hostname_override() -> None:
    config = connector_config("postgresql://me:x@127.0.0.1/mem", hostname="postgres")
    assert config["database.hostname"] == "postgres"


def test_connector_config_rejects_a_dsn_without_database() -> None:
    with pytest.raises(ConfigError):
        connector_config("postgresql://me:x@host")


def test_compare_sorts_missing_mismatched_extra() -> None:
    truth = {"a": (1, "h"), "b": (2, "h"), "c": (1, "h")}
    seen = {"a": (1, "h"), "b": (1, "h"), "z": (1, "h")}
    agreement = compare("milvus", truth, seen)
    assert (agreement.missing, agreement.mismatched, agreement.extra) == (("c",), ("b",), ("z",))
    assert not agreement.ok
    assert compare("neo4j", truth, dict(truth)).ok


@pytest.mark.parametrize(("base_url", "configured", "expected"), [
    ("http://127.0.0.1:8080/v1", 0, LOOPBACK_POOL),
    ("http://localhost:8080/v1", 0, LOOPBACK_POOL),
    ("http://[::1]:8080/v1", 0, LOOPBACK_POOL),
    ("https://api.openai.com/v1", 0, None),  # remote: the SDK's pool, a turn per connection
    ("http://10.0.0.7:8000/v1", 0, None),
    ("https://api.openai.com/v1", 64, 64),  # a set bound wins either way
    ("http://127.0.0.1:8080/v1", 200, 200),
])
def test_llm_pool_is_bounded_for_loopback_unless_set(base_url: str, configured: int,
                                                     expected: int | None) -> None:
    assert pool_size(base_url, configured) == expected


def _chained(inner: BaseException) -> BaseException:
    """inner as the SDK hands it on: wrapped twice, as the transport and the client do."""
    try:
        try:
            raise inner
        except BaseException as exc:
            raise TimeoutError("mapped by the transport") from exc
    except TimeoutError as mapped:
        outer = RuntimeError("the SDK's APITimeoutError")
        outer.__cause__ = mapped
        return outer


@pytest.mark.parametrize(("inner", "expected"), [
    (aiohttp.ServerDisconnectedError(), True),  # dropped mid-request: unreachable
    (aiohttp.ClientConnectionError("refused"), True),
    (aiohttp.SocketTimeoutError("read"), False),  # aiohttp's own timeouts stay timeouts
    (aiohttp.ConnectionTimeoutError("connect"), False),
    (TimeoutError("plain"), False),
])
def test_llm_timeouts_that_are_failed_connections_count_as_unreachable(
        inner: BaseException, expected: bool) -> None:
    assert unreachable(_chained(inner)) is expected


def test_vectors_keep_their_float32_values_in_shorter_json() -> None:
    matrix = np.random.default_rng(7).standard_normal((3, 384)).astype(np.float32)
    rows = as_float32_lists(matrix)
    assert all(isinstance(x, float) for row in rows for x in row)
    assert (np.asarray(rows, dtype=np.float32) == matrix).all()  # what real[] and Milvus keep
    assert len(orjson.dumps(rows)) < 0.7 * len(orjson.dumps(matrix.astype(float).tolist()))


def test_packed_vectors_round_trip_as_float32() -> None:
    from connectors.postgres.vectors import pack, unpack

    vector = [0.1, -2.5, 3.0e-8, 1.0]
    data = pack(vector)
    assert len(data) == 16 and data[4:8] == bytes.fromhex("c0200000")  # -2.5, big-endian
    assert unpack(data) == tuple(np.asarray(vector, dtype=np.float32).tolist())
    assert unpack(pack(unpack(data))) == unpack(data)
    assert pack([]) == b"" and unpack(b"") == () and unpack(None) == ()


def test_an_unpacked_vector_reads_as_floats_and_numpy_takes_its_array() -> None:
    """`Vector` stands in for the tuple of its floats everywhere (payloads, equality, hashing),
    and numpy builds a matrix from it without converting each float."""
    from agents.commit_memories.events import cosines
    from connectors.postgres.vectors import Vector, pack, unpack

    rng = np.random.default_rng(3)
    floats = [tuple(rng.standard_normal(384).astype(np.float32).tolist()) for _ in range(5)]
    vectors = [unpack(pack(v)) for v in floats]
    v = vectors[0]
    assert isinstance(v, Vector) and len(v) == 384
    assert v == floats[0] and floats[0] == v and v == list(floats[0]) and v != floats[1]
    assert v == unpack(pack(floats[0])) and hash(v) == hash(floats[0])
    assert isinstance(v[0], float) and v[0] == floats[0][0] and v[-2:] == list(floats[0][-2:])
    assert orjson.loads(orjson.dumps(list(v))) == list(floats[0])
    array = np.asarray(v)
    assert array.dtype == np.float32 and not array.flags.writeable
    assert (np.asarray(vectors, dtype=np.float64) == np.asarray(floats, dtype=np.float64)).all()
    assert cosines(floats[0], vectors) == cosines(floats[0], floats)
