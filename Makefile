# memstream: the same targets locally and in CI.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
MS := $(BIN)/memstream
STAMP := $(VENV)/.installed
# the gate modules compiled with mypyc (agents/extract_facts/compiled.py), built again when one
# changes; MEMSTREAM_PURE_GATES=1 skips the build and runs them as Python
NATIVE := .native/manifest.json
GATE_SOURCES := $(wildcard agents/extract_facts/gate*.py)

.PHONY: install build up down status lint unit test demo eval gate-model bench bench-stages clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

$(NATIVE): $(STAMP) $(GATE_SOURCES) agents/extract_facts/compiled.py
	@if [ -n "$$MEMSTREAM_PURE_GATES" ]; then \
	  echo "MEMSTREAM_PURE_GATES is set: the gates run as Python"; \
	elif ! $(BIN)/python -c "from agents.extract_facts import compiled; compiled.main()"; then \
	  echo "compiling the gates failed (a C compiler and Python's headers are needed);" \
	    "MEMSTREAM_PURE_GATES=1 runs them as Python"; exit 1; \
	fi

install: $(STAMP) $(NATIVE)

## build: fetch the native services (PostgreSQL from Debian, JVM services from Maven Central)
build: install
	$(MS) stack build

## up: start the local stack, create topics, apply the Debezium connector, start one worker and the API
up: install
	$(MS) stack up
	$(MS) topics
	$(MS) db migrate
	$(MS) connector apply
	$(MS) worker --detach
	$(MS) api --detach

## down: stop the worker and every service the stack started
down:
	@if [ -x $(MS) ]; then $(MS) stack down; fi

status: install
	$(MS) stack status

lint: install
	$(BIN)/ruff check .
	$(BIN)/mypy

unit: install
	$(BIN)/pytest -q tests/unit

## test: lint + types + unit + integration + e2e, on the real local stack
test: lint
	$(MS) stack up
	$(BIN)/pytest -q tests

## demo: the sample conversations through the whole pipeline, counts from every store
demo: install
	$(MS) demo

## eval: offline extraction precision/recall and gate FP/FN rates (docs/QUALITY.md);
## `python -m tests.bench.recall_quality` measures recall hit@k on the running stack
eval: install
	$(BIN)/python -m agents.extract_facts.quality

## gate-model: refit the learned gate (agents/extract_facts/gate_learned.npz) on the labelled
## gate data in tests/data, leaving out the round `make eval` prints as held out
gate-model: install
	$(BIN)/python -m agents.extract_facts.gate_train

## bench: end to end in pipeline mode (instant local LLM + hash embedder) and model mode (offline
## provider + local e5; again with the embedder's cache off, model_uncached): max turns/s,
## latency at half of it, per-stage rates, lag, CPU per process,
## 1/2/4 workers, Debezium vs relay, mem0 on the same turns; plots + results.json in docs/bench
## (docs/BENCHMARKS.md; ~10 min on 2 cores, plus a 2,000-turn warm-up before each measured run)
bench: install
	$(MS) bench --mode both --mem0 --workers 1,2,4 --cdc

## bench-stages: in-process stage and governance figures, the commit path for users with full
## windows, then recall and context latency with 100,000 memories across 1,000 users (the
## recall part takes ~15 min)
bench-stages: install
	$(BIN)/python -m tests.bench.run
	$(BIN)/python -m tests.bench.gate_cost
	$(BIN)/python -m tests.bench.commit_path
	$(BIN)/python -m tests.bench.recall_bench

clean: down
	rm -rf .devstack .native $(VENV) devstack/*/target
