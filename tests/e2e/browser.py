"""Driving the real web app: start a server, open pages, find controls by their identifiers."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, Playwright, expect

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 412, "height": 915}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for(url: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2) as answer:
            if answer.status == 200:
                return
        time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer within {seconds} s")


@contextlib.contextmanager
def app_server(data_dir: Path, *extra: str) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """`python -m companion --web` on a free port with its own data folder."""
    port = free_port()
    env = {**os.environ, "TABLE_COMPANION_DATA": str(data_dir), "LANG": "en_US.UTF-8"}
    env.pop("DISPLAY", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "companion", "--web", "--port", str(port), *extra],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True)
    try:
        wait_for(f"http://127.0.0.1:{port}/")
        yield f"http://127.0.0.1:{port}", process
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def launch(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(
        executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--disable-quic"])


def visit(page: Page, url: str) -> None:
    """Load ``url`` (a full page load) and switch the accessibility tree on."""
    page.goto(url)
    page.wait_for_selector("#loading", state="detached", timeout=30_000)
    page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=30_000)
    page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
    page.wait_for_selector("flt-semantics", state="attached")


def open_app(browser: Browser, url: str) -> Page:
    """A new phone-sized browser context on ``url`` with the accessibility tree switched on."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    visit(page, url)
    return page


def by_id(page: Page, identifier: str) -> Locator:
    return page.locator(f'[flt-semantics-identifier="{identifier}"]')


def start_session(page: Page, game: str, names: tuple[str, ...], ready: str = "sheet",
                  timeout: float = 15_000) -> str:
    """From the home screen: a new ``game`` session with these players, open once the
    control ``ready`` stands on its screen. Returns the session's id (the end of its URL)."""
    tap(page, f"new-{game}")
    for index, name in enumerate(names):
        type_into(page, "new-player-name", name)
        page.keyboard.press("Enter")
        by_id(page, f"seat-remove-{index}").wait_for(state="attached")
    tap(page, "start-session")
    by_id(page, ready).wait_for(state="attached", timeout=timeout)
    return page.url.rstrip("/").split("/")[-1]


def reveal(page: Page, target: Locator) -> None:
    """Scroll a control near the bottom edge into view with the mouse wheel.

    Flutter scrolls its views itself and moves the accessibility nodes only afterwards, so
    Playwright's own scrolling can click where a half-hidden button was a moment ago.
    """
    height = (page.viewport_size or PHONE)["height"]
    for _ in range(8):
        box = target.bounding_box()
        if box is None or box["y"] + max(box["height"], 40) <= height:
            return
        page.mouse.move(PHONE["width"] / 2, height / 2)
        page.mouse.wheel(0, max(box["y"] - height / 2, 120))
        page.wait_for_timeout(300)


def tap(page: Page, identifier: str, timeout: float = 15_000) -> None:
    target = by_id(page, identifier).first
    target.wait_for(state="attached", timeout=timeout)
    reveal(page, target)
    target.click()


def type_into(page: Page, identifier: str, text: str, replace: bool = False) -> None:
    """Focus the text field wrapped in ``identifier`` and type like a person.

    ``replace`` first selects what is there (a field refilled after a live update). A redraw
    that lands between the tap and the typing replaces the field and swallows the keys, so
    the field's value is checked afterwards and the typing done once more if it is wrong.
    """
    field = by_id(page, identifier).first.locator("input, textarea").first
    field.wait_for(state="attached", timeout=15_000)
    expected = text if replace else field.input_value() + text
    for attempt in range(2):
        field.click()
        with contextlib.suppress(AssertionError):
            expect(field).to_be_focused(timeout=5_000)
        page.wait_for_timeout(200)  # Flutter attaches its key handling just after the focus
        if replace or attempt:
            page.keyboard.press("Control+A")
        page.keyboard.type(expected if attempt and not replace else text)
        with contextlib.suppress(AssertionError):
            expect(field).to_have_value(expected, timeout=3_000)
            return
    expect(field).to_have_value(expected, timeout=1_000)


def label_of(page: Page, identifier: str, timeout: float = 15_000) -> str:
    target = by_id(page, identifier).first
    target.wait_for(state="attached", timeout=timeout)
    # A chip or button keeps its label on a child node below the identifier's node.
    text: str = target.evaluate("""e => e.getAttribute('aria-label') || e.querySelector(
        '[aria-label]')?.getAttribute('aria-label') || e.innerText""")
    return text.strip()


def wait_label(page: Page, identifier: str, expected: str, timeout: float = 15.0) -> str:
    """Wait until the control's label contains ``expected``; returns the last label seen."""
    deadline = time.monotonic() + timeout
    seen = ""
    while time.monotonic() < deadline:
        with contextlib.suppress(Exception):
            seen = label_of(page, identifier, timeout=1_000)
            if expected in seen:
                return seen
        time.sleep(0.2)
    raise AssertionError(f"{identifier}: expected {expected!r}, saw {seen!r}")


SHOWN = """t => document.body.innerText.includes(t) || Array.from(
    document.querySelectorAll('[aria-label]')).some(e => e.getAttribute('aria-label')
    .includes(t))"""


def wait_text(page: Page, text: str, timeout: float = 10.0, shown: bool = True) -> None:
    """Wait until ``text`` is shown anywhere (text content or accessibility labels), or with
    ``shown`` False until it is gone."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if page.evaluate(SHOWN, text) == shown:
            return
        time.sleep(0.2)
    raise AssertionError(f"{text!r} was {'not ' if shown else ''}shown within {timeout} s")
