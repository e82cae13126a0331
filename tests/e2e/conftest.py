"""Real-browser fixtures: one Chromium and one app server (with its own data folder) per test
module (sync Playwright owns the main loop); every browser context a test opened is closed
after it, whatever its outcome.

The module's tests run in one pytest-xdist worker (``--dist loadfile``), so they share its
server and browser, and the page of ``app_page`` (or of `browser.module_page`): loaded once,
the tests move through the app with `browser.go_to` and taps (docs/tap-speed.md)."""

from __future__ import annotations

import tempfile
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.e2e.browser import (
    KEPT_CONTEXTS,
    PHONE,
    RUNNING_LOGS,
    WAIT_MS,
    app_server,
    close_module_page,
    launch,
    log_tail,
    module_page,
)
from tests.e2e.spitzweg_sheet import PIN

expect.set_options(timeout=WAIT_MS)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failed browser test shows the end of each running app server's log, and what each
    of its pages showed: its address, how many accessibility nodes it had (none: Flutter's
    accessibility tree was off), the test ids on it, and a screenshot."""
    report: pytest.TestReport = yield
    if report.failed:
        for path in RUNNING_LOGS:
            report.sections.append((f"app server log {path.name} (end)", log_tail(path)))
        browser = item.funcargs.get("browser") if call.when == "call" else None  # type: ignore[attr-defined]
        if isinstance(browser, Browser):
            report.sections.append(("browser pages", pages_shown(browser, item.name)))
    return report


def pages_shown(browser: Browser, name: str) -> str:
    folder = Path(tempfile.gettempdir()) / "tc-e2e-failures"
    folder.mkdir(exist_ok=True)
    lines = []
    for number, page in enumerate(p for context in browser.contexts for p in context.pages):
        try:
            shot = folder / f"{name}-{number}.png"
            page.screenshot(path=str(shot))
            ids = page.eval_on_selector_all(
                "[flt-semantics-identifier]",
                "nodes => nodes.map(n => n.getAttribute('flt-semantics-identifier'))")
            lines.append(f"page {number}: {page.url}; {page.locator('flt-semantics').count()} "
                         f"accessibility nodes, placeholder "
                         f"{page.locator('flt-semantics-placeholder').count()}; screenshot "
                         f"{shot}; ids: {', '.join(ids[:40])}")
        except Exception as fault:  # what the page showed is a help, not a second failure
            lines.append(f"page {number}: not readable ({fault})")
    return "\n".join(lines) or "no pages open"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(autouse=True)
def _close_contexts(browser: Browser) -> Iterator[None]:
    """Each test leaves no page of its own behind; the module's shared page (``app_page``,
    `module_page`) stays open for the module's next test."""
    yield
    for context in browser.contexts:
        if id(context) not in KEPT_CONTEXTS:
            context.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with app_server(tmp_path_factory.mktemp("data")) as (url, _process):
        yield url


@pytest.fixture(scope="module")
def pin_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The module's table shared on the network (``--host 0.0.0.0``) with the PIN the
    browser tests type (`tests.e2e.spitzweg_sheet.PIN`): the computer serving it
    (127.0.0.1) edits, a phone (`phone_url`, 127.0.0.2 and up) enters the PIN first."""
    with app_server(tmp_path_factory.mktemp("shared"), "--host", "0.0.0.0", "--pin", PIN
                    ) as (url, _process):
        yield url


@pytest.fixture
def own_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server with a data folder of its own, for a test that changes app-wide settings."""
    with app_server(tmp_path_factory.mktemp("own")) as (url, _process):
        yield url


@pytest.fixture(scope="module")
def app_page(browser: Browser, server: str) -> Iterator[Page]:
    """One phone-sized page on the module's server, loaded once and shared by the module's
    tests: each test moves through the app from where the last one left it (`go_to` a
    route, then taps), instead of loading the page anew (a page load costs seconds of CPU)."""
    page = module_page(browser, server, PHONE)
    yield page
    close_module_page(page)
