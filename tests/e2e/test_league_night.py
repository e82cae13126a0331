"""A club's league night in a real browser, moving through the app: the host opens a mixed
evening (a Spitzer, a Kardinal and a Spitzweg table) beside last week's; two phones (from
127.0.0.2 and 127.0.0.3, through `phone_url`) join with two tables' codes and each edits
only its own table; a phone with a table's code never sees the hall PIN; a Standings screen
(a third phone) follows both tables and leads to the season table and a player's ratings."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import EveningTag, Seat
from companion.store import Repository
from tests.companion.multi_game import KARDINAL_DONE, SPITZER_SHEET, Sheet, _ids, _seat_ids
from tests.e2e.browser import (
    app_server,
    chosen,
    go_to,
    gone,
    kept_page,
    label_of,
    open_app,
    phone_url,
    present,
    tap,
    type_into,
    wait_label,
    wait_text,
)
from tests.e2e.spitzer_sheet import open_hand, save_hand
from tests.e2e.spitzweg_sheet import PIN
from tests.rows import as_row
from tests.texts import alone, stands_alone

pytestmark = pytest.mark.e2e



def seed(repo: Repository, sheets: tuple[Sheet, ...]) -> None:
    """Last week's evening, entered through the real store and closed."""
    known: dict[str, str] = {}
    for number, sheet in enumerate(sheets, start=1):
        for name in sheet.names:
            known.setdefault(name, repo.add_player(name).id)
        ids = _seat_ids(sheet.rows, sheet.names, known)
        sid = repo.create_session(sheet.game, [Seat(player_id=known[n], name=n)
                                               for n in sheet.names],
                                  evening=EveningTag(id="last-week", name="Last week",
                                                     table=number)).id
        for kind, data in sheet.rows:
            repo.add_entry(sid, as_row(kind, _ids(data, ids)), "Host")
        repo.finish(sid, "Host")


@pytest.fixture(scope="module")
def hall(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A shared hall holding last week's evening (its phones come from 127.0.0.2 and up:
    `phone_url`)."""
    folder = tmp_path_factory.mktemp("hall")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda game: plugin(game).rows) as repo:
        seed(repo, (SPITZER_SHEET, KARDINAL_DONE))
    with app_server(folder, "--host", "0.0.0.0", "--pin", PIN) as (url, _process):
        yield url


@pytest.fixture(scope="module")
def host(browser: Browser, hall: str) -> Iterator[Page]:
    """The computer serving the hall, loaded once for the module."""
    with kept_page(browser, hall) as page:
        yield page


@pytest.fixture(scope="module")
def standings(browser: Browser, hall: str) -> Iterator[Page]:
    """A phone (127.0.0.4) showing the Standings, loaded once for the module."""
    with kept_page(browser, phone_url(f"{hall}/standings", 4)) as page:
        yield page


def as_phone(host_url: str, link: str, n: int) -> str:
    """A link the app shows (on the network's address) as phone ``n`` opens it: on loopback,
    from 127.0.0.``n``."""
    return phone_url(f"{host_url}/{link.partition('://')[2].partition('/')[2]}", n)


def back(page: Page, then: str) -> None:
    """The app bar's back arrow, until ``then`` is on the screen."""
    page.get_by_role("button", name="Back").first.click()
    present(page, then)


def open_tables(host: Page, game: str, players: str, number: int) -> None:
    tap(host, f"league-game-{game}")
    chosen(host, f"league-game-{game}")
    type_into(host, "league-players", players)
    tap(host, "league-create")
    present(host, f"table-qr-{number}")


def test_a_mixed_league_night(browser: Browser, hall: str, host: Page, standings: Page
                              ) -> None:
    host_url = hall
    tap(host, "nav-league")
    type_into(host, "league-name", "Club night", replace=True)
    open_tables(host, "spitzer", "Anna, Ben, Carl, Dora", 1)
    open_tables(host, "kardinal", "Eva, Finn, Gus", 2)
    open_tables(host, "spitzweg", "Ida, Jon", 3)
    evening = label_of(host, "league-evening")
    assert all(game in evening for game in ("Spitzer", "Kardinal", "Spitzweg")), evening
    # Both evenings are listed, tonight's (open) and last week's (closed).
    assert "Club night" in label_of(host, "evening-1") or "Club night" in label_of(
        host, "evening-2")
    assert {"being played", "closed"} <= {label_of(host, "evening-1").rsplit(" · ", 1)[1],
                                          label_of(host, "evening-2").rsplit(" · ", 1)[1]}
    link_one, link_two = label_of(host, "table-link-1"), label_of(host, "table-link-2")
    assert link_one.split("?join=")[1] != link_two.split("?join=")[1]

    wait_label(standings, "standing-table-2", re.compile(r"rows on the sheet: 0"))

    spitzer = open_app(browser, as_phone(host_url, link_one, 2))  # table 1's code
    present(spitzer, "spitzer-board")
    assert label_of(spitzer, "live-status") == "You can edit"
    open_hand(spitzer, "normal", (0, 1))
    save_hand(spitzer)
    wait_label(standings, "standing-table-1", re.compile(r"Table 1: .*rows on the sheet: 1"))

    kardinal = open_app(browser, as_phone(host_url, link_two, 3))  # table 2's code
    tap(kardinal, "kk-cards-0-france-plus")
    wait_label(kardinal, "kk-cards-0-france-value", re.compile(r"^1$"))
    tap(kardinal, "kk-player-1")  # saves Eva's counts
    present(kardinal, "kk-cards-1-france-plus")
    wait_label(standings, "standing-table-2", re.compile(r"rows on the sheet: 1"))
    anna = label_of(standings, "standing-Anna")
    assert "Spitzer" in anna and "won" in anna, anna
    assert "Kardinal" in label_of(standings, "standing-Eva")

    # Table 1's phone: Live table says what its code does, and never shows the hall PIN.
    tap(spitzer, "live-status")
    present(spitzer, "live-table-key-1")
    assert "that table only" in label_of(spitzer, "live-codes")
    expect(spitzer.get_by_text(alone(PIN))).to_have_count(0)
    assert not stands_alone(PIN, spitzer.locator("body").aria_snapshot())
    # ... and table 2's sheet is view only on it.
    back(spitzer, "nav-tables")
    tap(spitzer, "nav-tables")
    tap(spitzer, "table-open-2")
    present(spitzer, "kk-player-0")
    gone(spitzer, "kk-cards-0-france-plus")
    # Table 2's phone cannot edit table 1 either.
    back(kardinal, "nav-tables")
    tap(kardinal, "nav-tables")
    tap(kardinal, "table-open-1")
    present(kardinal, "spitzer-board")
    gone(kardinal, "spitzer-add-hand")

    # The season table (from Standings) and a player's ratings.
    tap(standings, "standings-season")
    present(standings, "season-Andreas")  # last week's Kardinal winner
    tap(standings, "season-game-spitzer")
    present(standings, "season-Hans")
    tap(standings, "season-Hans")
    assert "history:" in label_of(standings, "player-season-spitzer")



def test_a_lost_phone_s_table_code_is_renewed(browser: Browser, hall: str, host: Page,
                                              standings: Page) -> None:
    """The host gives table 1 a new code (a phone was lost): the phone that joined with the
    old code shows the sheet view only at once; a phone that scans the new code edits table
    1. On the evening the test above opened."""
    go_to(host, "/league", ready="table-link-1")
    old = label_of(host, "table-link-1")
    go_to(standings, "/standings", ready="standing-table-1")
    wait_label(standings, "standing-table-1", re.compile(r"rows on the sheet: 1\b"))
    lost = open_app(browser, as_phone(hall, old, 5))
    present(lost, "spitzer-add-hand")
    assert label_of(lost, "live-status") == "You can edit"

    tap(host, "table-new-code-1")
    wait_text(host, "Table 1 has a new code")
    new = label_of(host, "table-link-1")
    assert new.split("?join=")[1] != old.split("?join=")[1]
    gone(lost, "spitzer-add-hand")  # drawn again view only, without a tap
    wait_label(lost, "live-status", "View only")

    found = open_app(browser, as_phone(hall, new, 6))
    present(found, "spitzer-board")
    assert label_of(found, "live-status") == "You can edit"
    open_hand(found, "normal", (0, 1))
    save_hand(found)
    wait_label(standings, "standing-table-1", re.compile(r"rows on the sheet: 2\b"))
