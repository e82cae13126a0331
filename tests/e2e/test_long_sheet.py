"""A long Spitzweg pad in a real browser: a sheet changes in place (its rows are kept in
blocks of 16), so the rows must stay right on the screen as a save fills a block, as a new
one starts, and when a row in the middle of a full block is edited or deleted."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from companion.games import plugin
from companion.games.kit.kept import BLOCK
from companion.models import Seat
from companion.store import Repository
from tests.e2e.browser import app_server, by_id, gone, open_app, tap, type_into, wait_label
from tests.e2e.spitzweg_sheet import add_row

pytestmark = pytest.mark.e2e

STORED = BLOCK - 2
"""Rows stored before the test: two saves fill the first block, a third starts the next."""
PLAYERS = ("p0", "p1", "p2", "p3")
COLOURS = ("yellow", "white", "grey", "purple")


def stored_row(n: int) -> dict[str, object]:
    """Row ``n``: small scores nobody reaches a target with (the pad keeps going)."""
    return {"source": "sums", "pad_game": 1, "closer": PLAYERS[n % 4], "overflow": None,
            "final": False, "scores": {p: (n + i) % 3 for i, p in enumerate(PLAYERS)}}


@pytest.fixture(scope="module")
def pad(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    folder: Path = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=lambda s: plugin(s.game).outcome(s),
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        seats = tuple(Seat(player_id=p, name=f"Player {i + 1}", colour=COLOURS[i])
                      for i, p in enumerate(PLAYERS))
        sid = repo.create_session("spitzweg", seats).id
        for n in range(STORED):
            repo.add_entry(sid, "exhibition", stored_row(n))
    with app_server(folder) as (url, _process):
        yield url, sid


def test_rows_stay_right_as_blocks_fill_and_a_middle_row_changes(
        browser: Browser, pad: tuple[str, str]) -> None:
    url, sid = pad
    page = open_app(browser, f"{url}/session/{sid}")
    targets = page.locator('[flt-semantics-identifier^="spw-target-"]')
    expect(targets).to_have_count(STORED, timeout=30_000)
    for n in range(3):  # fills the first block, then starts the second
        add_row(page, (10 + n, 0, 0, 0), closer=0)
        expect(targets).to_have_count(STORED + n + 1)
    ids = [targets.nth(i).get_attribute("flt-semantics-identifier") for i in range(BLOCK + 1)]
    first, middle, last = ids[0], ids[BLOCK // 2], ids[BLOCK]
    assert first and middle and last
    # Every row still shows its own numbers: the last saved one ...
    wait_label(page, last.replace("target", "score") + "-0", re.compile(r"^\s*12"))
    # ... and one stored before, now in a full block, opens its own explanation.
    tap(page, middle.replace("target", "score") + "-1")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("Exhibition")
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    # A row in the middle of a full block is edited: that row changes, its neighbours stay.
    row = middle.removeprefix("spw-target-")
    tap(page, f"spw-edit-{row}")
    type_into(page, "spw-form-score-1-value", "29", replace=True)
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")
    wait_label(page, f"spw-score-{row}-1", re.compile(r"^\s*29"))
    expect(targets).to_have_count(STORED + 3)
    expect(by_id(page, first)).to_be_attached()
    # Deleted: every row after it moves up a place, and the count is right.
    tap(page, f"spw-edit-{row}")
    tap(page, "spw-form-delete")
    gone(page, "spw-form-delete")
    expect(targets).to_have_count(STORED + 2)
    expect(by_id(page, middle)).to_have_count(0)
    expect(by_id(page, last)).to_be_attached()
    page.context.close()
