"""Driving the real web app: start a server, open pages, find controls by their identifiers."""

from __future__ import annotations

import contextlib
import os
import random
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

from playwright.sync_api import (
    Browser,
    FloatRect,
    Locator,
    Page,
    Playwright,
    ViewportSize,
    expect,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.e2e.phones import phone_url as phone_url  # the phones of the e2e tests

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
PHONE: ViewportSize = {"width": 412, "height": 915}
WAIT_MS = 20_000
"""How long an action waits for the app (a busy 2-core machine); see conftest.py for the
expectations."""


SERVER_PORTS = range(20_000, 32_768)
"""Where the tests' app servers listen: below the kernel's ephemeral ports (32768 and up),
which every outgoing connection (a phone's forwarder, a raw client) takes its own port from;
a server port picked there could be taken by one of them before the server binds it."""


def free_port() -> int:
    """A port in `SERVER_PORTS` that nothing uses on any address now."""
    while True:
        port = random.choice(SERVER_PORTS)
        with socket.socket() as probe:
            try:
                probe.bind(("0.0.0.0", port))  # the widest a test's server binds
            except OSError:
                continue  # in use: another one
            return port


def wait_for(url: str, running: Callable[[float], bool], seconds: float = 60) -> None:
    """Wait until ``url`` answers 200. Between two looks the server process (or thread) is
    waited on: ``running(timeout)`` returns False as soon as it ended, so a server that
    could not start fails the test at once, with no fixed pause."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2) as answer:
            if answer.status == 200:
                return
        if not running(0.25):
            raise RuntimeError(f"the server for {url} ended before it answered")
    raise TimeoutError(f"{url} did not answer within {seconds} s")


def process_running(process: subprocess.Popen[str]) -> Callable[[float], bool]:
    def running(timeout: float) -> bool:
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return True
        return False
    return running


LOG_FAULTS = re.compile(r"Warning:|Traceback|ERROR|never awaited")
"""What must not stand in the app server's output: a Python warning, a traceback, a logged
error, a coroutine never awaited."""


GONE = re.compile(r"(?m)^\S*(ClientDisconnected|WebSocketDisconnect(?:ed)?)\b.*$")
"""The last line of the web server's own report of a browser that went away while it was
sending to it (uvicorn and Starlette log it as an ASGI error, with its traceback)."""


def without_gone_browsers(log: str) -> str:
    """``log`` less the web server's reports of a browser that closed mid-send: not the app's
    fault, and nothing the app can catch (they happen below Flet's session). A report is a
    chain of tracebacks ("During handling of the above exception…") that ends in a
    disconnect."""
    chains: list[list[str]] = [[]]
    for line in log.splitlines(keepends=True):
        starts = line.startswith(("ERROR:    Exception in ASGI application", "Traceback ("))
        linked = chains[-1] and (
            chains[-1][-1].startswith("ERROR:    Exception in ASGI application")
            or "During handling of the above exception" in "".join(chains[-1][-3:]))
        ended = bool(chains[-1]) and GONE.search(chains[-1][-1]) is not None \
            and not line.startswith((" ", "\n", "During handling"))
        if (starts and not linked) or ended:
            chains.append([])
        chains[-1].append(line)
    return "".join("".join(chain) for chain in chains
                   if not (chain and GONE.search("".join(chain))
                           and chain[0].startswith(("ERROR:    Exception", "Traceback ("))))


def log_faults(log: str, expected: tuple[str, ...] = ()) -> list[str]:
    """The lines of ``log`` that show a fault, except those matching an ``expected`` pattern
    (a test that provokes an error on purpose names the lines it expects) and the web
    server's reports of a browser gone mid-send."""
    log = without_gone_browsers(log)
    allowed = [re.compile(pattern) for pattern in expected]
    return [line for line in log.splitlines() if LOG_FAULTS.search(line)
            and not any(pattern.search(line) for pattern in allowed)]


RUNNING_LOGS: list[Path] = []
"""The logs of the app servers running now (a failed test shows their ends)."""


def log_tail(path: Path, lines: int = 40) -> str:
    return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])


@contextlib.contextmanager
def app_server(data_dir: Path, *extra: str, expected: tuple[str, ...] = ()
               ) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """`python -m companion --web` on a free port with its own data folder.

    The server's output goes to a log file beside the data folder (``process.stdout`` reads
    it); when the server is stopped, a warning, traceback, error or never-awaited coroutine in
    it fails the test, unless the line matches one of the ``expected`` patterns."""
    port = free_port()
    env = {**os.environ, "TABLE_COMPANION_DATA": str(data_dir), "LANG": "en_US.UTF-8",
           "PYTHONUNBUFFERED": "1"}
    env.pop("DISPLAY", None)
    log_path = data_dir.with_name(f"{data_dir.name}-server.log")
    with log_path.open("w", encoding="utf-8") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "companion", "--web", "--port", str(port), *extra],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, text=True,
            start_new_session=True)
    process.stdout = log_path.open(encoding="utf-8")
    RUNNING_LOGS.append(log_path)
    try:
        try:
            wait_for(f"http://127.0.0.1:{port}/", process_running(process))
        except RuntimeError:
            raise RuntimeError(f"the app server ended: {log_path.read_text()}") from None
        yield f"http://127.0.0.1:{port}", process
    finally:
        RUNNING_LOGS.remove(log_path)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        process.stdout.close()
    faults = log_faults(log_path.read_text(encoding="utf-8", errors="replace"), expected)
    assert not faults, f"the app server's log ({log_path}) shows:\n" + "\n".join(faults[:20])


def launch(playwright: Playwright) -> Browser:
    """Debian's Chromium, headless. ``TC_CHROMIUM_ARGS`` adds switches (e.g.
    ``--remote-debugging-port=9333`` to look into a page that stopped answering)."""
    extra = os.environ.get("TC_CHROMIUM_ARGS", "").split()
    return playwright.chromium.launch(
        executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--disable-quic",
                                        *extra])


def visit(page: Page, url: str) -> None:
    """Load ``url`` (a full page load) and switch the accessibility tree on."""
    page.goto(url)
    expect(page.locator("#loading")).to_have_count(0, timeout=30_000)  # the first frame
    placeholder = page.locator("flt-semantics-placeholder")
    expect(placeholder).to_be_attached(timeout=30_000)
    placeholder.evaluate("e => e.click()")
    expect(page.locator("flt-semantics").first).to_be_attached()


def open_app(browser: Browser, url: str, viewport: ViewportSize | None = None) -> Page:
    """A new phone-sized (or ``viewport``-sized) browser context on ``url`` with the
    accessibility tree switched on. Its context is closed by the ``browser`` fixture at the
    end of the test."""
    context = browser.new_context(viewport=viewport or PHONE)
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    visit(page, url)
    return page


KEPT_CONTEXTS: set[int] = set()
"""Browser contexts a module shares among its tests (by ``id``): the per-test clean-up in
conftest.py leaves them open; the module fixture that made them closes them."""


def module_page(browser: Browser, url: str, viewport: ViewportSize | None = None) -> Page:
    """Like `open_app`, but the page is kept for the whole test module (one page load per
    module): its tests move through the app with `go_to` and taps. Close it with
    `close_module_page` (the ``app_page`` fixture in conftest.py does both)."""
    page = open_app(browser, url, viewport)
    KEPT_CONTEXTS.add(id(page.context))
    return page


def close_module_page(page: Page) -> None:
    KEPT_CONTEXTS.discard(id(page.context))
    page.context.close()


@contextlib.contextmanager
def kept_page(browser: Browser, url: str, viewport: ViewportSize | None = None
              ) -> Iterator[Page]:
    """`module_page` for a module fixture of its own (a server with prepared data, another
    window size): ``with kept_page(browser, url) as page: yield page``."""
    page = module_page(browser, url, viewport)
    try:
        yield page
    finally:
        close_module_page(page)


APP_ROUTE = """route => {
    history.pushState(history.state, '', route);
    dispatchEvent(new PopStateEvent('popstate', {state: history.state}));
}"""
"""A route change inside the running app, as its own links make it (no page load): the
address changes and Flutter's router hears of it, and the app draws that screen."""


MARK_TITLE = """() => { const titles = document.querySelectorAll(
    '[flt-semantics-identifier="screen-title"]');
    window.__shownTitle = titles.length ? titles[titles.length - 1] : null; }"""
TITLE_LEFT = """() => { const titles = document.querySelectorAll(
    '[flt-semantics-identifier="screen-title"]');
    const old = window.__shownTitle;
    return !old || !old.isConnected || titles[titles.length - 1] !== old;
}"""
"""The screen shown before a route change (its top-bar title, the last one of the view stack)
has left the top: a control found afterwards is one of the new screen, not of the old one."""


def go_to(page: Page, route: str, ready: str | None = None,
          viewport: ViewportSize | None = None) -> None:
    """Move the open app to ``route`` (a path such as ``/history``, or a full address of the
    same server) without loading the page again, and wait until the control ``ready`` is
    on the screen. ``viewport`` resizes the window first (the app lays itself out anew)."""
    if viewport is not None and viewport != page.viewport_size:
        page.set_viewport_size(viewport)
    if "://" in route:
        route = "/" + route.split("://", 1)[1].partition("/")[2]
    current = "/" + page.url.split("://", 1)[1].partition("/")[2]
    if current != route:
        page.evaluate(MARK_TITLE)
        page.evaluate(APP_ROUTE, route)
        page.wait_for_function(TITLE_LEFT, polling="raf")
    if ready is not None:
        present(page, ready)


def by_id(page: Page, identifier: str) -> Locator:
    return page.locator(f'[flt-semantics-identifier="{identifier}"]')


def present(page: Page, identifier: str, timeout: float | None = None) -> Locator:
    """The control, once it is on the screen."""
    target = by_id(page, identifier).first
    expect(target).to_be_attached(timeout=timeout)
    return target


def stands_above(page: Page, moving: str, still: str, rise: float) -> None:
    """Wait until the control ``moving`` stands ``rise`` CSS pixels above ``still`` (a peg
    that slides to its hole has arrived): a tap on a control still sliding may land where
    it was a frame before."""
    page.wait_for_function(
        """([moving, still, rise]) => {
            const box = id => document.querySelector(`[flt-semantics-identifier="${id}"]`)
                ?.getBoundingClientRect();
            const a = box(moving), b = box(still);
            return a && b && Math.abs(b.top - a.top - rise) < 1;
        }""", arg=[moving, still, rise], polling="raf")


def gone(page: Page, identifier: str, timeout: float | None = None) -> None:
    """Wait until no control ``identifier`` is on the screen; a failed wait shows the
    screen."""
    try:
        expect(by_id(page, identifier)).to_have_count(0, timeout=timeout)
    except AssertionError as still:
        raise AssertionError(f"{still}\n{screen_report(page)}") from None


def chosen(page: Page, identifier: str) -> None:
    """Wait until the chip or switch ``identifier`` shows as chosen (on)."""
    node = f'[flt-semantics-identifier="{identifier}"]'
    expect(page.locator(f'{node}[aria-checked="true"], {node} [aria-checked="true"]').first
           ).to_be_attached()


def start_session(page: Page, game: str, names: tuple[str, ...], ready: str = "sheet",
                  timeout: float | None = None) -> str:
    """From the home screen: a new ``game`` session with these players, open once the
    control ``ready`` stands on its screen. Returns the session's id (the end of its URL)."""
    tap(page, f"new-{game}")
    for index, name in enumerate(names):
        type_into(page, "new-player-name", name)
        page.keyboard.press("Enter")
        present(page, f"seat-remove-{index}")  # the seat is taken, the screen redrawn
    tap(page, "start-session")
    present(page, ready, timeout)
    return page.url.rstrip("/").split("/")[-1]


def reveal(page: Page, target: Locator) -> None:
    """Bring a control outside the window into it, and wait until it stands fully inside.

    Flutter scrolls its views itself and moves the accessibility nodes only afterwards, so
    the tap waits for the node to stand in the window (and, in Playwright's click, to stand
    still) rather than clicking where a half-hidden button was a moment ago. A node found
    outside the window, or not at all, may be one the screen is drawing anew: the screen is
    let stand `still` and the node looked at again before anything is scrolled, and the
    scroll is asked of the node in one script call (a node let go of meanwhile cannot be
    half scrolled to)."""
    if _in_window(page, target.bounding_box()):
        return
    still(page)
    if _in_window(page, target.bounding_box()):
        return
    target.evaluate("e => e.scrollIntoView({block: 'center', inline: 'center'})")
    expect(target).to_be_in_viewport(ratio=0.99)


def _in_window(page: Page, box: FloatRect | None) -> bool:
    """Whether a node's box stands within the window's height (a node of a table scrolled
    sideways is clicked where it is: Playwright's click brings it in)."""
    height = (page.viewport_size or PHONE)["height"]
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def scroll_to(page: Page, identifier: str, down: bool = True, steps: int = 12) -> Locator:
    """Scroll as a thumb would (a wheel step at a time, down or up) until the control is in
    the accessibility tree: Flutter leaves out what lies far outside the window. Each step
    waits for the page to draw the scrolled frame before looking again."""
    target = by_id(page, identifier)
    page.mouse.move(200, 420)
    for _ in range(steps):
        if target.count():
            break
        page.mouse.wheel(0, 300 if down else -300)
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => "
                      "requestAnimationFrame(r)))")
    return present(page, identifier)


def tap(page: Page, identifier: str, timeout: float | None = None) -> None:
    """Tap the control once it is on the screen, enabled, and in the window. Playwright's
    click waits until it stands still (two frames in the same place) and takes the tap.
    Then the finger is lifted (`leave`): a phone's tap leaves no pointer resting on the
    control."""
    target = present(page, identifier, timeout)
    reveal(page, target)
    target.click(timeout=timeout)
    leave(page)


def leave(page: Page, x: float = 2, y: float | None = None) -> None:
    """Move the mouse pointer off the control it tapped, to (``x``, ``y``): by default the
    window's bottom left corner, a place without a control. A pointer resting on an icon
    button shows the button's tooltip some moments later, and in Flutter's accessibility
    tree the tooltip takes the keyboard: the button's node lets go of the focus as the
    tooltip appears, and a text field focused in between loses it as the tooltip goes (a
    hand's Edit tapped, then its points typed: the field lost the focus 120–200 ms after it
    got it, in 3 of 6 tries with the pointer resting, 0 of 6 with it moved off)."""
    height = (page.viewport_size or PHONE)["height"]
    page.mouse.move(x, height - 2 if y is None else y)


def tap_redrawn(page: Page, identifier: str, witness: str) -> None:
    """Tap a control whose screen the server draws anew in answer, and wait for that new
    frame: the control ``witness`` (a control on the same screen) is a new node.

    For a switch: Flutter flips it on the spot, before the server has drawn the screen
    again, so its own state does not tell that the next tap is safe."""
    node = present(page, witness).get_attribute("id")
    tap(page, identifier)
    expect(by_id(page, witness).first).not_to_have_id(node or "")


def field_of(page: Page, identifier: str) -> Locator:
    return by_id(page, identifier).first.locator("input, textarea").first


STILL = """() => new Promise(done => {
    const host = document.querySelector('flt-semantics') || document.body;
    let quiet = 0;
    const watcher = new MutationObserver(() => { quiet = 0; });
    watcher.observe(host, {subtree: true, childList: true, characterData: true,
                           attributes: true});
    const frame = () => {
        if (++quiet >= 3) { watcher.disconnect(); done(); } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
})"""
"""Resolves once the accessibility tree has stood unchanged for three frames in a row."""


def still(page: Page) -> None:
    """Wait until the accessibility tree stands still (`STILL`): a focus given to a text
    field in the frame its node was redrawn never reached Flutter (no focus event went to
    the server, and the keyboard stayed with the field before)."""
    page.evaluate(STILL)


FORGET_EDITING = """e => {
    if (document.activeElement === e) return false;
    e.removeAttribute('autocorrect');
    return true;
}"""
"""Take a field's ``autocorrect`` attribute off unless it has the keyboard (True then): Flutter
sets it again when it attaches its text editing to the field, which `take_keyboard` waits
for."""


FOCUS_LOG = """() => {
    window.__focusSeen = [];
    const name = e => e && e.getAttribute ? (e.tagName + ' ' + (e.getAttribute('aria-label')
        || e.closest('[flt-semantics-identifier]')?.getAttribute('flt-semantics-identifier')
        || '')).slice(0, 60) : String(e);
    const seen = kind => event => window.__focusSeen.push(
        `${Math.round(performance.now())} ${kind} ${name(event.target)}`);
    if (!window.__focusWatched) {
        window.__focusWatched = true;
        document.addEventListener('focusin', seen('in'), true);
        document.addEventListener('focusout', seen('out'), true);
    }
}"""
"""Start a fresh record of where the keyboard goes (focus in and out, by node): a field
that did not keep the focus `take_keyboard` gave it says in its failure what took it."""
FOCUS_SEEN = """() => [...(window.__focusSeen || []).slice(-12),
    `now ${Math.round(performance.now())} on ${document.activeElement?.tagName}`].join('; ')"""


EDITING_STILL = """e => new Promise(done => {
    const state = () => [e.value, e.selectionStart, e.selectionEnd].join('|');
    let last = state(), quiet = 0;
    const written = () => { quiet = 0; };
    document.addEventListener('selectionchange', written);
    const frame = () => {
        const now = state();
        if (now === last) quiet += 1; else { quiet = 0; last = now; }
        if (quiet >= 3) { document.removeEventListener('selectionchange', written); done(); }
        else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
})"""
"""Resolves once Flutter has stopped writing into a field it attached its text editing to:
its text and selection unchanged for three frames in a row. Twice a text typed right after
the attach was overwritten (a new player's name went missing, a PIN came out empty) while
the field had the focus and the attach's mark; Flutter's framework may write its own state
into the field once more after attaching (where the caret goes on focus)."""


def take_keyboard(page: Page, field: Locator) -> None:
    """Give ``field`` (an input of the accessibility tree) the keyboard, as a screen reader
    does, and wait until Flutter's text editing is attached to it and stands still.

    The field is focused once the accessibility tree stands `still` (a focus given in the
    frame its node was redrawn never reached Flutter). Focused, Flutter attaches its text
    editing to the field and writes the field's text into it, which is when it sets the
    field's ``autocorrect`` attribute (password fields keep it off); Flutter leaves the
    attribute on the field when it lets go of it, so a field focused before would seem
    attached at once: unless it has the keyboard already, the attribute is taken off first
    (`FORGET_EDITING`). Then Flutter's own writes into the field are waited out
    (`EDITING_STILL`). A field that did not keep the focus says where it went (`FOCUS_LOG`)."""
    still(page)
    fresh = field.evaluate(FORGET_EDITING)
    page.evaluate(FOCUS_LOG)
    field.focus()
    try:
        expect(field).to_be_focused()
    except AssertionError as lost:
        raise AssertionError(f"{lost}\nwhere the keyboard went: {page.evaluate(FOCUS_SEEN)}"
                             ) from None
    if fresh and field.get_attribute("type") != "password":
        expect(field).to_have_attribute("autocorrect", "on")
    field.evaluate(EDITING_STILL)


def type_into(page: Page, identifier: str, text: str, replace: bool = False) -> None:
    """Type ``text`` into the text field wrapped in ``identifier`` (after what is there, or
    instead of it with ``replace``), and wait until the field holds it.

    The field is focused through its accessibility node (`take_keyboard`). A click lands
    where Flutter draws: right after a typed number came back from the server, a click on
    the next field's node landed on a chip above it (the server got the chip's tap), while
    the node had stood still for six frames. The caller waits for the screen's state before
    (a redraw that replaces the field takes what was typed with it)."""
    reveal(page, present(page, identifier))  # Playwright's own scroll moves Flutter's nodes only
    field = field_of(page, identifier)
    take_keyboard(page, field)
    expected = text if replace else field.input_value() + text
    field.fill(expected)
    expect(field).to_have_value(expected)


LABEL = r"""e => (e.getAttribute('aria-label') || e.querySelector('[aria-label]')
    ?.getAttribute('aria-label') || e.innerText || '').replace(/\s+/g, ' ').trim()"""
"""A control's label as a person reads it: a chip or button keeps its label on a child node
below the identifier's node, a text has it as its text (white space read as one space)."""

IDS = """() => [...document.querySelectorAll('[flt-semantics-identifier]')]
    .map(e => e.getAttribute('flt-semantics-identifier')).join(' ')"""
"""The test ids on the screen (a failed wait shows them)."""

LABEL_HAS = """([identifier, source, flags]) => {
    const e = document.querySelector(`[flt-semantics-identifier="${identifier}"]`);
    const label = e ? (""" + LABEL + """)(e) : null;
    return label !== null && new RegExp(source, flags).test(label) ? label : null;
}"""
"""The control's label once it matches (null until then): the label that matched is the
one handed back, not a second reading that a redraw in between could empty."""


def screen_report(page: Page) -> str:
    """What the screen shows, for a failed wait: its accessibility tree's end and its ids."""
    return (f"the screen:\n{page.locator('body').aria_snapshot()[-2500:]}\nids: "
            f"{page.evaluate(IDS)}")


def label_of(page: Page, identifier: str, timeout: float | None = None) -> str:
    text: str = present(page, identifier, timeout).evaluate(LABEL)
    return text


def wait_label(page: Page, identifier: str, expected: str | re.Pattern[str],
               timeout: float | None = None) -> str:
    """Wait until the control's label contains ``expected`` (a text, case-sensitive, or a
    pattern); returns the label. Playwright checks on every frame of the page."""
    pattern = expected if isinstance(expected, re.Pattern) else re.compile(re.escape(expected))
    flags = "s" if pattern.flags & re.DOTALL else ""
    try:
        found = page.wait_for_function(LABEL_HAS, arg=[identifier, pattern.pattern, flags],
                                       polling="raf", timeout=timeout or WAIT_MS)
    except PlaywrightTimeout:
        seen = by_id(page, identifier).first.evaluate(LABEL) if by_id(
            page, identifier).count() else "(not shown)"
        raise AssertionError(f"{identifier}: expected {pattern.pattern!r}, saw {seen!r}; "
                             f"{screen_report(page)}") from None
    label: str = found.json_value()
    return label


def shown_text(page: Page, text: str) -> Locator:
    """Whatever shows ``text`` (case-sensitive): text on the screen or an accessibility
    label."""
    pattern = re.compile(re.escape(text))
    return page.get_by_text(pattern).or_(page.get_by_label(pattern))


def wait_text(page: Page, text: str, timeout: float | None = None, shown: bool = True) -> None:
    """Wait until ``text`` is shown anywhere (text content or accessibility labels), or with
    ``shown`` False until it is gone."""
    if shown:
        expect(shown_text(page, text).first).to_be_attached(timeout=timeout)
    else:
        expect(shown_text(page, text)).to_have_count(0, timeout=timeout)


WATCH = """() => {
    window.__seenTexts = [];
    const note = () => window.__seenTexts.push(document.body.innerText + " " + Array.from(
        document.querySelectorAll('[aria-label]'), e => e.getAttribute('aria-label')).join(" "));
    new MutationObserver(note).observe(document.body,
        {subtree: true, childList: true, characterData: true, attributes: true});
}"""


def watch_texts(page: Page) -> None:
    """Record every text the page shows from now on, so a message that shows for a few
    seconds (a snack bar) is seen even when the test looks after it has gone."""
    page.evaluate(WATCH)


def saw_text(page: Page, text: str, timeout: float | None = None) -> None:
    """Wait until the page has shown ``text`` since `watch_texts` (it may be gone again)."""
    page.wait_for_function("t => window.__seenTexts.some(s => s.includes(t))", arg=text,
                           timeout=timeout)
