"""Shared pytest options and the figures summary.

``--long`` runs the soak variants of the reliability tests, and the clean-screen walk in
every language and theme. A test that measures something a reader should see (saves made and
lost, cases refused, rows stored) records it with the
``record_figure`` fixture; the figures are shown in a short block at the end of the run, without
``-s``. They travel on the test report (``user_properties``), so they also arrive from
pytest-xdist workers.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.durations import SECONDS

TESTS = Path(__file__).resolve().parent
RecordFigure = Callable[[str, str], None]
"""``record_figure(name, value)``: one line of the figures summary."""

FIGURE = "figure"
_collected: list[tuple[str, str, str]] = []
"""(test id, name, value) of every figure of this run, in the order the reports arrived."""


BROWSER_FOLDER = "e2e"
"""Test modules in ``tests/e2e`` drive the app in a real Chromium."""
RELIABILITY_FOLDER = "reliability"
"""Test modules in ``tests/reliability``: runs of many saves, kills, damaged files, hostile
input (long variants with ``--long``)."""
SERVER_NAMES = ("app_server", "RawClient", "FletClient")
"""A test module that imports one of these starts the real app server (a subprocess)."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark what needs more than Python or runs long: ``browser`` (a real Chromium, every
    test in ``tests/e2e``), ``server`` (a real app server process with raw clients) and
    ``reliability`` (every test in ``tests/reliability``). ``make check`` leaves them out;
    ``make test`` runs everything."""
    for item in items:
        module = getattr(item, "module", None)
        if RELIABILITY_FOLDER in item.path.parts[-3:-1]:
            item.add_marker(pytest.mark.reliability)
        if BROWSER_FOLDER in item.path.parts[-3:-1]:
            item.add_marker(pytest.mark.browser)
        elif module is not None and any(name in vars(module) for name in SERVER_NAMES):
            item.add_marker(pytest.mark.server)
    items.sort(key=_run_order(items).__getitem__)


def _run_order(items: list[pytest.Item]) -> dict[pytest.Item, tuple[int, int]]:
    """The order of the run, by module (a sort by it is stable: a module's tests stay
    together and in their order). First the modules with a browser, interleaved with those
    that start a server or run long (tests/reliability: mostly waiting, for a sweep, a
    lockout, a shut-out, a killed process), then the quick unit, property and doctest modules.

    Within each part the longest modules come first (`tests.durations`), so that no long
    module starts last and holds up the end. With pytest-xdist workers each taking a module
    at a time, a worker that waits is mostly beside one that draws pages in Chromium, and the
    quick modules at the end fill the gap while another worker finishes its last long one.
    pytest-xdist's own order (most tests first; ``--no-loadscope-reorder`` in pyproject.toml
    turns it off) left the long one-test modules for the end, and the run waited minutes on
    one worker."""
    kinds: dict[Path, int] = {}
    for item in items:
        kind = 0 if item.get_closest_marker("browser") else 1 if any(
            item.get_closest_marker(name) for name in ("server", "reliability")) else 2
        kinds[item.path] = min(kind, kinds.get(item.path, 2))
    groups: list[list[Path]] = [[], [], []]
    for path, kind in kinds.items():
        groups[kind].append(path)
    for group in groups:  # the longest first (a stable sort: the others as collected)
        group.sort(key=lambda path: -_seconds(path))
    browsers, waiting, quick = groups
    place: dict[Path, tuple[int, int]] = {}
    for index, path in enumerate(browsers):  # spread both kinds evenly over the first part
        place[path] = (0, index * len(waiting))
    for index, path in enumerate(waiting):
        place[path] = (0, index * len(browsers) + 1)
    for index, path in enumerate(quick):
        place[path] = (1, index)
    return {item: place[item.path] for item in items}


def _seconds(path: Path) -> int:
    """What the module took on a worker last time it was measured (`tests.durations`)."""
    try:
        return SECONDS.get(path.relative_to(TESTS).as_posix(), 0)
    except ValueError:  # the doctests of scorers/ and companion/
        return 0


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", default=False,
                     help="run the long (soak) variants of the reliability tests, "
                          "and the clean-screen walk in every language and theme")


@pytest.fixture(scope="session")
def long_run(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--long"))


@pytest.fixture
def record_figure(request: pytest.FixtureRequest) -> RecordFigure:
    """Record a figure of this test (e.g. "crash safety", "872 saves, 0 lost")."""
    def record(name: str, value: str) -> None:
        request.node.user_properties.append((FIGURE, (name, value)))
    return record


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when != "call":
        return
    for key, value in report.user_properties:
        if key == FIGURE:
            figure = tuple(value) if isinstance(value, tuple) else (value, "")
            _collected.append((report.nodeid, str(figure[0]), str(figure[1])))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _collected:
        return
    terminalreporter.section("figures")
    for nodeid, name, text in sorted(_collected, key=lambda figure: figure[0]):
        test = nodeid.split("::")[-1]
        terminalreporter.write_line(f"{name}: {text}  [{test}]")
