"""Kafka Connect REST client and the Debezium outbox connector's configuration."""

from __future__ import annotations

import time
from importlib import resources
from typing import Any
from urllib.parse import unquote, urlsplit

import orjson
import requests

from streams.errors import ConfigError, TransientError

CONNECTOR_CLASS = "io.debezium.connector.postgresql.PostgresConnector"
_RETRY_STATUSES = {409, 500, 502, 503, 504}  # 409: the worker group is rebalancing


def connector_config(
    dsn: str, *, hostname: str = "", slot: str = "memstream_outbox",
    publication: str = "memstream_outbox_pub", poll_interval_ms: int = 100,
) -> dict[str, str]:
    """The outbox connector config (connectors/debezium/outbox-connector.json) with the database
    coordinates from the PostgreSQL DSN filled in."""
    parts = urlsplit(dsn)
    if not parts.hostname or not parts.path.strip("/"):
        raise ConfigError("POSTGRES_DSN must name a host and a database")
    values = {
        "database.hostname": hostname or parts.hostname,
        "database.port": str(parts.port or 5432),
        "database.user": unquote(parts.username or "postgres"),
        "database.password": unquote(parts.password or ""),
        "database.dbname": parts.path.strip("/"),
        "slot.name": slot,
        "publication.name": publication,
        "poll.interval.ms": str(poll_interval_ms),
    }
    text = resources.files("connectors.debezium").joinpath("outbox-connector.json").read_text()
    template: dict[str, str] = orjson.loads(text)
    return {k: _fill(v, values) for k, v in template.items()}


def _fill(value: str, values: dict[str, str]) -> str:
    for name, replacement in values.items():
        value = value.replace("${" + name + "}", replacement)
    return value


class ConnectError(Exception):
    """Kafka Connect answered with an error that retrying will not fix."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status = status
        self.message = message


class KafkaConnectClient:
    """Kafka Connect's REST API. Retries 409 (rebalance) and 5xx with backoff; raises
    TransientError when the worker is unreachable, ConnectError on a definite refusal."""

    def __init__(self, base_url: str, timeout_s: float = 10.0, attempts: int = 8) -> None:
        self._base = base_url.rstrip("/")
        self._timeout = timeout_s
        self._attempts = attempts
        self._http = requests.Session()

    def request(self, method: str, path: str, body: Any = None) -> Any:
        last = ""
        for attempt in range(self._attempts):
            try:
                resp = self._http.request(method, self._base + path, json=body,
                                          timeout=self._timeout)
            except requests.RequestException as exc:
                last = repr(exc)
            else:
                if resp.status_code < 400:
                    return resp.json() if resp.content else None
                message = _message(resp)
                if resp.status_code not in _RETRY_STATUSES:
                    raise ConnectError(resp.status_code, message)
                last = f"HTTP {resp.status_code}: {message}"
            time.sleep(min(5.0, 0.25 * 2**attempt))
        raise TransientError(f"kafka connect {method} {path}: {last}")

    def plugins(self) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = self.request(
            "GET", "/connector-plugins?connectorsOnly=false")
        return result

    def validate(self, name: str, config: dict[str, str]) -> list[str]:
        """Field errors of a config, as "field: message" lines (empty = valid)."""
        cls = config.get("connector.class", CONNECTOR_CLASS)
        reply = self.request("PUT", f"/connector-plugins/{cls}/config/validate",
                             {**config, "name": name})
        errors: list[str] = []
        for item in reply.get("configs", []):
            value = item.get("value") or {}
            errors.extend(f"{value.get('name')}: {e}" for e in value.get("errors", []))
        return errors

    def get_config(self, name: str) -> dict[str, str] | None:
        try:
            result: dict[str, str] = self.request("GET", f"/connectors/{name}/config")
            return result
        except ConnectError as exc:
            if exc.status == 404:
                return None
            raise

    def put_config(self, name: str, config: dict[str, str]) -> None:
        self.request("PUT", f"/connectors/{name}/config", config)

    def status(self, name: str) -> dict[str, Any]:
        result: dict[str, Any] = self.request("GET", f"/connectors/{name}/status")
        return result

    def restart(self, name: str, failed_only: bool = False) -> None:
        only = "true" if failed_only else "false"
        self.request("POST", f"/connectors/{name}/restart?includeTasks=true&onlyFailed={only}")

    def pause(self, name: str) -> None:
        self.request("PUT", f"/connectors/{name}/pause")

    def resume(self, name: str) -> None:
        self.request("PUT", f"/connectors/{name}/resume")

    def delete(self, name: str) -> None:
        self.request("DELETE", f"/connectors/{name}")

    def offsets(self, name: str) -> dict[str, Any]:
        result: dict[str, Any] = self.request("GET", f"/connectors/{name}/offsets")
        return result

    def wait_running(self, name: str, timeout_s: float, grace_s: float = 5.0) -> dict[str, Any]:
        """Poll until the connector and all its tasks are RUNNING; raise with the trace if one
        is still FAILED after `grace_s` (a restart takes a moment to show) or at the deadline."""
        started = time.monotonic()
        deadline = started + timeout_s
        state: dict[str, Any] = {}
        while time.monotonic() < deadline:
            try:
                state = self.status(name)
            except ConnectError as exc:
                if exc.status != 404:
                    raise
                time.sleep(0.5)
                continue
            tasks = state.get("tasks", [])
            states = [state.get("connector", {}).get("state")] + [t.get("state") for t in tasks]
            if _failed(state) and time.monotonic() - started > grace_s:
                failed = [t for t in [state.get("connector", {}), *tasks]
                          if t.get("state") == "FAILED"]
                trace = failed[0].get("trace", "")[:2000]
                raise ConnectError(500, f"connector {name} FAILED: {trace}")
            if tasks and all(s == "RUNNING" for s in states):
                return state
            time.sleep(0.5)
        raise TransientError(f"connector {name} not RUNNING after {timeout_s}s: {state}")


def _failed(state: dict[str, Any]) -> bool:
    parts = [state.get("connector", {}), *state.get("tasks", [])]
    return any(p.get("state") == "FAILED" for p in parts)


def _message(resp: requests.Response) -> str:
    try:
        return str(resp.json().get("message", resp.text))
    except ValueError:
        return resp.text[:500]


def apply_connector(
    client: KafkaConnectClient, name: str, config: dict[str, str], timeout_s: float
) -> str:
    """Validate, create-or-update (idempotent PUT) and wait until RUNNING.

    Returns "unchanged" when the deployed config already equals this one and runs, "restarted"
    when it equals but had failed, else "applied".
    Raises ConfigError listing the field errors when validation fails.
    """
    errors = client.validate(name, config)
    if errors:
        raise ConfigError("connector config is invalid:\n  " + "\n  ".join(errors))
    deployed = client.get_config(name)
    if deployed is not None and {k: v for k, v in deployed.items() if k != "name"} == config:
        if _failed(client.status(name)):
            client.restart(name, failed_only=True)  # same config, but a task died: revive it
            client.wait_running(name, timeout_s)
            return "restarted"
        client.wait_running(name, timeout_s)
        return "unchanged"
    client.put_config(name, config)
    client.wait_running(name, timeout_s)
    return "applied"
