"""Every screen at 390×844, in English and German, in the light and the dark theme (each
language in one theme; ``--long``: each in both): no two text or button nodes of the
accessibility tree overlap (the Add button once lay as an empty oval over the header of New
game and Players), and no node is narrower than its text (a label cut off or ellipsised, a
chip cut at the screen's edge, a number field that scrolled "100" to "ꞁ00").

One page walks the whole app: screens change inside the app (a route change, as the app's
own links make), the language and the theme by taps in Settings, forms open by taps.

The data folder holds a game of each kind with rows (one of them impossible, so a fault
shows too), a finished game for History and Statistics, and known players."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.kit.focus import RING
from companion.games.kit.stepper import NUMBER_PADDING, NUMBER_SIZE
from companion.models import GAME_IDS, Seat
from companion.store import Repository, Settings
from tests.e2e.browser import (
    WAIT_MS,
    app_server,
    by_id,
    present,
    tap,
    tap_redrawn,
    type_into,
    visit,
)
from tests.e2e.spitzer_sheet import open_hand, type_number
from tests.e2e.test_german import store

pytestmark = pytest.mark.e2e

PHONE: ViewportSize = {"width": 390, "height": 844}
LOOKS = (("en", "light"), ("de", "dark"), ("en", "dark"), ("de", "light"))
"""Language and theme. The first two hold both languages and both themes; `make test` walks
those, ``--long`` (`make soak`) all four. The theme changes colours only, so a text drawn
over another or cut shows in either theme; the language changes every text's length."""
QUICK_LOOKS = 2
SLACK = 2
"""CSS pixels two boxes may share (anti-aliased edges, a focus ring), and a text may lack."""

FONTS = """async () => {
    // The app's own font (its assets), to measure a text as the app draws it.
    for (const [file, weight] of [['DejaVuSans.ttf', 'normal'], ['DejaVuSans-Bold.ttf', 'bold']]) {
        const face = new FontFace('TCMeasure', `url(/fonts/${file})`, {weight});
        document.fonts.add(await face.load());
    }
    return document.fonts.check('12px TCMeasure') && document.fonts.check('bold 12px TCMeasure');
}"""

PROBLEMS = r"""([slack, field]) => {
    const canvas = window.__measure || (window.__measure = document.createElement('canvas'));
    const pen = canvas.getContext('2d');
    const wide = (text, px, bold) => {
        pen.font = `${bold ? 'bold ' : ''}${px}px TCMeasure`;
        return pen.measureText(text).width;
    };
    const said = e => e.getAttribute('aria-label') || e.textContent || '';
    const words = e => said(e).replace(/\s+/g, ' ').trim();
    const name = e => (words(e) || e.getAttribute('role') || '').slice(0, 40);
    // What a node shows of itself: its box cut by every scrolling box around it (Flutter
    // keeps the nodes scrolled out of view in the tree, and cuts the boxes of those half in).
    const shown = e => {
        const r = e.getBoundingClientRect();
        let [top, left, bottom, right] = [0, 0, innerHeight, innerWidth];
        for (let up = e.parentElement; up; up = up.parentElement) {
            if (!/scroll|auto|hidden/.test(getComputedStyle(up).overflow)) continue;
            const c = up.getBoundingClientRect();
            [top, left] = [Math.max(top, c.top), Math.max(left, c.left)];
            [bottom, right] = [Math.min(bottom, c.bottom), Math.min(right, c.right)];
        }
        const box = {top: Math.max(r.top, top), left: Math.max(r.left, left),
                     bottom: Math.min(r.bottom, bottom), right: Math.min(r.right, right)};
        box.edge = r.top <= top + 1 || r.bottom >= bottom - 1;  // half scrolled out
        box.seen = box.bottom - box.top >= 1 && box.right - box.left >= 1;
        return box;
    };
    // Leaf nodes that show text or are buttons: their own words, no labelled node inside.
    const nodes = [...document.querySelectorAll('flt-semantics')].filter(e => {
        if (!words(e) && e.getAttribute('role') !== 'button') return false;
        if ([...e.querySelectorAll('flt-semantics')].some(c => words(c))) return false;
        return shown(e).seen;
    });
    const found = [];
    for (let i = 0; i < nodes.length; i++) {
        const a = shown(nodes[i]);
        for (let j = i + 1; j < nodes.length; j++) {
            if (nodes[i].contains(nodes[j]) || nodes[j].contains(nodes[i])) continue;
            const b = shown(nodes[j]);
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > slack && h > slack) found.push(`"${name(nodes[i])}" on "${name(nodes[j])}"`);
        }
    }
    // A text fits its node if at some number of lines, at the smallest font size that
    // line height allows (a line is 1.15 to 1.5 times the size), it fits those lines and
    // its longest word fits one. The app writes at 9 px or more. A button's label of one
    // line is written at 14 px (the theme's label size); a Material button (32 px high or
    // more) keeps 12 px or more on either side. A label of several lines is texts merged
    // into one node: they share its height.
    const fits = (text, w, h, least, pad, fixed) => {
        const most = Math.max(1, Math.floor(h / (least * 1.15)));
        const word = Math.max(0, ...text.split(/\s+/).map(part => wide(part, least, false)));
        for (let lines = 1; lines <= most; lines++) {
            const px = fixed ? least : Math.max(least, h / (lines * 1.5));
            const room = lines === 1 ? w - pad : w;  // a label on lines: a text, not a button's
            if (wide(text, px, false) <= lines * room + slack
                    && word * px / least <= w - pad + slack) return true;
        }
        return false;
    };
    // A number field holds its digits in bold beside the caret (3 px), within its padding
    // and the focus ring it draws while typed in.
    // Not drawn as their label says: Flutter's length counter (it draws "0/40"), a switch,
    // check box or group (its words name what it holds, drawn beside it in a node of their
    // own), an icon button (its label is a tooltip).
    const COUNTER = /^(\d+ characters? remaining|Noch \d+ Zeichen)$/;
    for (const e of nodes) {
        const r = e.getBoundingClientRect(), box = shown(e), text = words(e);
        const role = e.getAttribute('role');
        const input = e.querySelector('input, textarea');
        if (input) {
            const holder = e.closest('[flt-semantics-identifier]');
            const number = holder
                && /-value$/.test(holder.getAttribute('flt-semantics-identifier'));
            const need = wide(input.value, field.size, true) + 3
                + 2 * (field.padding + field.ring);
            if (number && input.value && need > r.width + 0.5)
                found.push(`number field "${input.value}" needs ${need.toFixed(1)} px, `
                           + `has ${r.width}`);
            continue;
        }
        if (!text || COUNTER.test(text) || /switch|checkbox|radio|group/.test(role || '')) continue;
        if (r.left < -slack || r.right > innerWidth + slack)  // a table scrolled sideways too
            found.push(`"${name(e)}" cut at the screen's edge`);
        const icon = !e.querySelector('span') && r.width <= 48;
        if (box.edge || icon) continue;
        const lines = [...new Set(said(e).split('\n').map(l => l.trim()).filter(l => l))];
        const ok = role === 'button' && lines.length === 1
            ? fits(lines[0], r.width, r.height, 14, r.height >= 32 ? 24 : 0, true)
            : lines.every(line => fits(line, r.width, r.height / lines.length, 9, 0, false));
        if (!ok) found.push(`"${name(e)}" cut: ${Math.round(r.width)}×${Math.round(r.height)} px`);
    }
    return found;
}"""

STILL = """([source, arg]) => {
    const now = JSON.stringify(eval(source)(arg));
    const same = window.__lastProblems === now;
    window.__lastProblems = now;
    return same;
}"""
"""True once two readings of the screen's problems a moment apart agree (it stands still)."""

GO = """route => {
    document.querySelectorAll('[flt-semantics-identifier="screen-title"]')
        .forEach(e => { e.dataset.left = '1'; });
    history.pushState(null, '', route);
    dispatchEvent(new PopStateEvent('popstate', {state: null}));
}"""
"""A route change inside the app (as its links and the browser's Back make): the page
stays, the app draws the screen. The old screen's title is marked, to wait for the new."""


@dataclass
class Table:
    page: Page
    routes: list[str]
    sheet: str
    """A Spitzer sheet with no hand yet: its hand form opens on it."""


@pytest.fixture(scope="module")
def table(browser: Browser, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Table]:
    folder: Path = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        repo.save_settings(Settings(language="en", theme="light"))
        sessions = {game: store(repo, game, finish=False) for game in GAME_IDS}
        done = store(repo, "spandau", finish=True)  # History, Statistics, a read-only sheet
        players = [repo.add_player(name).id for name in ("Anna", "Ben", "Carl", "Dora")]
        seats = tuple(Seat(player_id=pid, name=name)
                      for pid, name in zip(players, ("Anna", "Ben", "Carl", "Dora"), strict=True))
        sheet = repo.create_session("spitzer", seats).id
    routes = ["/"]
    for game in GAME_IDS:
        routes += [f"/new/{game}", f"/session/{sessions[game]}", f"/referee/{game}"]
    routes += [f"/session/{done}", "/history", "/stats", f"/player/{players[0]}", "/players",
               "/settings", "/live", "/league", "/tables", "/standings", "/about"]
    with app_server(folder) as (url, _process):
        context = browser.new_context(viewport=PHONE)
        context.set_default_timeout(WAIT_MS)
        page = context.new_page()
        visit(page, url)
        assert page.evaluate(FONTS)
        yield Table(page, routes, sheet)


def go(page: Page, route: str) -> None:
    page.evaluate(GO, route)
    expect(page.locator('[flt-semantics-identifier="screen-title"]:not([data-left])').last
           ).to_be_visible(timeout=30_000)


def problems(page: Page) -> list[str]:
    """The screen's problems once it stands still."""
    arg = [SLACK, {"size": NUMBER_SIZE, "padding": NUMBER_PADDING, "ring": RING}]
    page.wait_for_function(STILL, arg=[PROBLEMS, arg], polling=250, timeout=15_000)
    found: list[str] = page.evaluate(PROBLEMS, arg)
    return found


def look(page: Page, lang: str, theme: str) -> None:
    """Language and theme as a person sets them, by taps in Settings."""
    go(page, "/settings")
    for chip in (f"lang-{lang}", f"theme-{theme}"):
        # The chosen chip is read as current (on the node below its id's node).
        current = present(page, chip).locator('[aria-current="true"]')
        if current.count() == 0:  # as a person would: tap only what is not chosen yet
            tap_redrawn(page, chip, chip)
        expect(by_id(page, chip).first.locator('[aria-current="true"]')).to_have_count(1)


def forms(page: Page, sheet: str) -> dict[str, list[str]]:
    """Screens only a tap shows: New game with seats taken, a Spitzer hand form with 100
    trick points (the three digits that once showed as "ꞁ00"), a new player's form."""
    found = {}
    go(page, "/new/spitzer")
    for index, name in enumerate(("Anna", "Ben")):
        type_into(page, "new-player-name", name)  # typed once the field has the keyboard
        page.keyboard.press("Enter")
        present(page, f"seat-remove-{index}")
    found["/new/spitzer + seats"] = problems(page)
    go(page, f"/session/{sheet}")
    open_hand(page, "normal", (1,))
    type_number(page, "spitzer-form-points", 100)
    found["/session (hand form, 100)"] = problems(page)
    tap(page, "spitzer-form-cancel")
    return {where: what for where, what in found.items() if what}


def test_no_text_or_button_is_drawn_over_another_or_cut(table: Table, long_run: bool) -> None:
    page = table.page
    report: dict[str, dict[str, list[str]]] = {}
    for lang, theme in LOOKS if long_run else LOOKS[:QUICK_LOOKS]:
        look(page, lang, theme)
        seen: dict[str, list[str]] = {}
        for route in table.routes:
            go(page, route)
            if found := problems(page):
                seen[route] = found
        seen.update(forms(page, table.sheet))
        if seen:
            report[f"{lang}, {theme}"] = seen
    assert not report, f"texts or buttons drawn over each other or cut: {report}"
