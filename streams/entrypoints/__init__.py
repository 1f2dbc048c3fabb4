"""The entrypoints: CLI, worker bootstrap, HTTP API, demo — the only code that builds adapters
(`wiring`, the composition root) and hands them to the stages. They sit above the stages and may
import everything; nothing in `streams`, `agents`, `projections` or `connectors` imports them."""
