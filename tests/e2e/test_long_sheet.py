"""A long Spitzweg pad in a real browser: a sheet changes in place (its rows are kept in
blocks of 16), so the rows must stay right on the screen as a save fills a block, as a new
one starts, and when a row in the middle of a full block is edited or deleted.

The window is tall enough for every row to be in the accessibility tree at once (Flutter
leaves out what lies far outside the window), so the test reads them all in order."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.kit.kept import BLOCK
from companion.models import Seat
from companion.store import Repository
from tests.e2e.browser import (
    app_server,
    by_id,
    gone,
    open_app,
    present,
    tap,
    type_into,
    wait_label,
)
from tests.e2e.spitzweg_sheet import add_row, wait_total
from tests.rows import as_row

pytestmark = pytest.mark.e2e

TALL: ViewportSize = {"width": 600, "height": 4800}
"""Tall enough that the rows that count for nobody show their rule."""
STORED = BLOCK - 2
"""Rows stored before the test: two saves fill the first block, a third starts the next."""
PLAYERS = ("p0", "p1", "p2", "p3")
COLOURS = ("yellow", "white", "grey", "purple")


COUNTED = (0, BLOCK // 2)
"""The stored rows a real pad holds. A 4-player game closes 5 exhibitions at most (86
cards, SPW-VAL-5): the test adds 3 more, so the other stored rows are ones the pad cannot
hold (shown with their rule, counted for nobody), as a long pad of real rows does not exist."""


def stored_row(n: int) -> dict[str, object]:
    """Row ``n``: small even scores; a row not in `COUNTED` has a negative entry besides the
    closer's (SPW-SCORE-8)."""
    closer = PLAYERS[n % 4]
    scores = {p: 2 * ((n + i) % 3) for i, p in enumerate(PLAYERS)}
    if n not in COUNTED:
        scores[PLAYERS[(n + 1) % 4]] = -1
    return {"source": "sums", "pad_game": 1, "closer": closer, "overflow": None,
            "final": False, "scores": scores}


def shown_score(page: Page, row: int, rows: list[str], seat: int) -> None:
    """Stored row ``row``'s score of ``seat``: its number, or a dash when it counts for
    nobody."""
    if row in COUNTED:
        score(page, rows[row], seat, stored_row(row)["scores"][PLAYERS[seat]])  # type: ignore[index]
    else:
        wait_label(page, f"spw-score-{rows[row]}-{seat}", "–")


@pytest.fixture(scope="module")
def pad(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, list[str]]]:
    folder: Path = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        seats = tuple(Seat(player_id=p, name=f"Player {i + 1}", colour=COLOURS[i])
                      for i, p in enumerate(PLAYERS))
        sid = repo.create_session("spitzweg", seats).id
        for n in range(STORED):
            repo.add_entry(sid, as_row("exhibition", stored_row(n)))
        rows = [entry.id for entry in repo.session(sid).entries]
    with app_server(folder) as (url, _process):
        yield url, sid, rows


def to_top(page: Page) -> None:
    """Scroll the sheet to its top as a thumb would (rows off the screen are not in the
    accessibility tree)."""
    page.mouse.move(200, 400)
    page.mouse.wheel(0, -20_000)


def score(page: Page, row: str, seat: int, points: int) -> None:
    wait_label(page, f"spw-score-{row}-{seat}", re.compile(rf"^\s*{points}(\s|×|$)"))


def test_rows_stay_right_as_blocks_fill_and_a_middle_row_changes(
        browser: Browser, pad: tuple[str, str, list[str]]) -> None:
    url, sid, rows = pad
    page = open_app(browser, f"{url}/session/{sid}", viewport=TALL)
    present(page, f"spw-target-{rows[0]}", timeout=30_000)
    for n in range(3):  # fills the first block, then starts the second
        add_row(page, (10 + 2 * n, 0, 0, 0), closer=0)
        wait_total(page, 0, sum(stored_row(k)["scores"]["p0"] for k in COUNTED)  # type: ignore[index]
                   + sum(10 + 2 * k for k in range(n + 1)))
    # The three rows added, the last in a block of its own, each with its score, in the
    # order they were written (the accessibility tree keeps the screen's order).
    targets = page.locator('[flt-semantics-identifier^="spw-target-"]')
    shown = [(target.get_attribute("flt-semantics-identifier") or "").removeprefix(
        "spw-target-") for target in targets.all()]
    assert shown[:STORED] == rows, "the stored rows first, in order"
    added = shown[STORED:]
    assert len(added) == 3, shown
    for n, row in enumerate(added):
        score(page, row, 0, 10 + 2 * n)
    # The rows stored before, in the full first block, are all there with their numbers,
    # and one of them opens its own explanation.
    to_top(page)
    middle = rows[BLOCK // 2]
    for n in range(BLOCK // 2 + 1):
        shown_score(page, n, rows, 1)
    tap(page, f"spw-score-{middle}-1")
    dialog = page.get_by_role("alertdialog")
    expect(dialog).to_contain_text(f"Exhibition {len(COUNTED)}")  # the rows that count
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    # A row in the middle of the full block is edited: it changes, its neighbours stay.
    tap(page, f"spw-edit-{middle}")
    type_into(page, "spw-form-score-1-value", "29", replace=True)
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")
    to_top(page)
    score(page, middle, 1, 29)
    shown_score(page, BLOCK // 2 - 1, rows, 1)
    # Deleted: its neighbours stand together, every row after it moves up a place.
    tap(page, f"spw-edit-{middle}")
    tap(page, "spw-form-delete")
    gone(page, "spw-form-delete")
    to_top(page)
    present(page, f"spw-target-{rows[BLOCK // 2 + 1]}")
    present(page, f"spw-target-{rows[BLOCK // 2 - 1]}")
    expect(by_id(page, f"spw-target-{middle}")).to_have_count(0)
    # The first added row moved up from the second block into the first (drawn anew
    # there): every row is on the screen once, in order, with its score.
    expect(targets).to_have_count(STORED + len(added) - 1)
    after = [(target.get_attribute("flt-semantics-identifier") or "").removeprefix(
        "spw-target-") for target in targets.all()]
    assert after == [row for row in rows if row != middle] + added, after
    for n, row in enumerate(added):
        score(page, row, 0, 10 + 2 * n)
    page.context.close()
