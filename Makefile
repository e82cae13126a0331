# Table Companion: two commands. `make run` starts the app, `make test` runs every test.
# Both set up .venv themselves; `make test` also installs Debian's chromium when missing.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
ARGS   ?=
PYTEST_ARGS ?=

.PHONY: install run test check lint typecheck browser bench soak clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $@

install: $(STAMP)

run: install
	$(BIN)/companion $(ARGS)

browser:
	bash scripts/ensure-chromium.sh

lint: install
	$(BIN)/ruff check .

# The app under --strict (pyproject.toml), then the tests with the looser mypy-tests.ini.
typecheck: install
	$(BIN)/mypy scorers companion bench
	$(BIN)/mypy --config-file mypy-tests.ini tests

# Two workers (pytest-xdist), each test module on one of them (--dist loadfile), so that a
# module's app server and browser are started once and shared by its tests.
test: install browser lint typecheck
	$(BIN)/python -m pytest -q -n 2 --dist loadfile $(PYTEST_ARGS)

# The inner loop (target: 90 s on a 2-core machine): lint, types, the unit, property and doctest
# tests; no browser, no app server process, no reliability runs (markers `browser`, `server`,
# `reliability`: tests/conftest.py). `make test` runs them all.
check: install lint typecheck
	$(BIN)/python -m pytest -q -n 2 -m "not browser and not server and not reliability" $(PYTEST_ARGS)

bench: install
	$(BIN)/python -m bench $(if $(QUICK),--quick,)

# The long variants of the reliability runs (`--long`), over the whole suite.
soak: install browser
	$(BIN)/python -m pytest -q --long --timeout=0 $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis
