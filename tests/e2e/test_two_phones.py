"""Issue 19, item 1: a row typed on one phone survives the rows another phone saves
meanwhile. Phone A has the Spitzweg row form open with part of a row typed; phone B saves
three rows; A's form stays open with what was typed, A finishes the row and saves it, and it
is stored exactly once. No tap and no typed value is repeated."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, expect

from companion.models import Seat
from companion.shell import Table
from tests.e2e.browser import (
    chosen,
    field_of,
    gone,
    open_app,
    present,
    tap,
    type_into,
    visit,
    wait_text,
)
from tests.e2e.live_table import serve_table
from tests.e2e.spitzweg_sheet import PIN, add_row, unlock, wait_total

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Table]]:
    with serve_table(tmp_path_factory.mktemp("two-phones"), PIN) as served:
        yield served


def test_a_row_typed_on_one_phone_survives_three_rows_from_another(
        browser: Browser, live: tuple[str, Table]) -> None:
    url, table = live
    repo = table.repo
    seats = tuple(Seat(player_id=repo.add_player(n).id, name=n) for n in ("Jo", "Kai"))
    session = repo.create_session("spitzweg", seats, {})
    jo, kai = (s.player_id for s in seats)
    a, b = open_app(browser, url), open_app(browser, url)
    for phone in (a, b):
        unlock(phone, PIN)
        visit(phone, f"{url}/session/{session.id}")

    # Phone A opens the row form and types part of a row: who closed it and Jo's score.
    tap(a, "spw-add-row")
    wait_text(a, "SPW-CLOSE-1")
    tap(a, "spw-form-closer-0")
    chosen(a, "spw-form-closer-0")
    wait_text(a, "SPW-CLOSE-1", shown=False)
    type_into(a, "spw-form-score-0-value", "41", replace=True)

    # Phone B saves three rows meanwhile; each reaches phone A's sheet.
    for n in range(1, 4):
        add_row(b, (n, 10 * n))
        wait_total(a, 1, 10 * sum(range(1, n + 1)))
    stored = repo.session(session.id).entries
    assert len(stored) == 3

    # A's form is still open with what was typed; A finishes the row and saves it.
    expect(field_of(a, "spw-form-score-0-value")).to_have_value("41")
    chosen(a, "spw-form-closer-0")
    type_into(a, "spw-form-score-1-value", "7", replace=True)
    tap(a, "spw-form-save")
    gone(a, "spw-form-save")

    entries = repo.session(session.id).entries
    mine = [e for e in entries if e.data["scores"] == {jo: 41, kai: 7}]
    assert len(entries) == 4 and len(mine) == 1, "A's row is stored exactly once"
    assert mine[0].data["closer"] == jo
    for phone in (a, b):  # both sheets show all four rows
        for entry in entries:
            present(phone, f"spw-score-{entry.id}-0")
        wait_total(phone, 1, 60 + 7)
