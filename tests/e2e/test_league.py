"""League night in a real browser: the host opens three Spitzer tables; a phone scans table 2's
code and adds a hand there; the Standings page, open in another browser, follows live; a
phone that is not the host sees tonight's tables but cannot open the Tables screen."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from tests.e2e.browser import (
    app_server,
    by_id,
    gone,
    label_of,
    open_app,
    present,
    tap,
    type_into,
    visit,
)
from tests.e2e.phones import phone_url
from tests.e2e.spitzer_sheet import open_hand, save_hand
from tests.e2e.spitzweg_sheet import PIN

pytestmark = pytest.mark.e2e

TABLES = ("Anna, Ben, Carl, Dora", "Eva, Finn, Gus, Hal", "Ida, Jon, Kim, Lou")
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SHOT_SIZE: ViewportSize = {"width": 390, "height": 844}
SHOTS_ENV = "TABLE_COMPANION_SCREENSHOTS"
"""Set (to 1) to write the README's Tables and Standings screenshots into docs/screenshots."""


@pytest.fixture(scope="module")
def hall(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A shared hall: the host's own address (loopback) and the address phones open."""
    with app_server(tmp_path_factory.mktemp("hall"), "--host", "0.0.0.0", "--pin", PIN) as (
            url, process):
        assert process.stdout is not None
        banner = ""
        while "Players' link:" not in banner:  # the server prints its hall address
            banner = process.stdout.readline()
        phones = banner.split("Players' link:")[1].strip().split("/?")[0]
        yield url, phones


def on_loopback(link: str, hall: tuple[str, str], n: int) -> str:
    """A hall address (``link``, as the host's screen prints it for the phones) as phone
    ``n`` opens it here: through the loopback forwarder from 127.0.0.``n``, never the
    machine's network address."""
    host_url, hall_url = hall
    assert link.startswith(hall_url), link
    return phone_url(host_url + link[len(hall_url):], n)


def table_label(page: Page, number: int) -> Locator:
    return by_id(page, f"standing-table-{number}").first


@pytest.fixture(scope="module")
def evening(browser: Browser, hall: tuple[str, str]) -> Page:
    """The host (this computer) opens three Spitzer tables on its Tables screen; its page
    stays on that screen."""
    host_url, _hall_url = hall
    host = phone_at_shot_size(browser, host_url)  # this computer: it edits without the PIN
    tap(host, "nav-league")
    type_into(host, "league-players", "\n".join(TABLES))
    tap(host, "league-create")
    for number in (1, 2, 3):
        present(host, f"table-qr-{number}")
    return host


def test_league_night(browser: Browser, hall: tuple[str, str], evening: Page,
                      tmp_path: Path) -> None:
    _host_url, hall_url = hall
    host = evening
    expect(by_id(host, "league-pin").first).to_be_attached()
    assert PIN in label_of(host, "league-pin")
    link = label_of(host, "table-link-2")
    assert link.startswith(hall_url + "/session/") and "?join=" in link

    standings = phone_at_shot_size(browser, on_loopback(f"{hall_url}/standings", hall, 2))
    expect(table_label(standings, 2)).to_have_attribute(
        "aria-label", re.compile(r"Table 2: Game 1: being played \(rows on the sheet: 0\)"))
    present(standings, "standing-Finn")

    phone = open_app(browser, on_loopback(link, hall, 3))  # table 2's code: its sheet
    present(phone, "spitzer-board")
    expect(by_id(phone, "spitzer-total-1").first).to_be_attached()
    open_hand(phone, "normal", (0, 1))
    save_hand(phone)

    expect(table_label(standings, 2)).to_have_attribute(
        "aria-label", re.compile(r"Table 2: Game 1: being played \(rows on the sheet: 1\)"))
    expect(table_label(standings, 1)).to_have_attribute(
        "aria-label", re.compile(r"rows on the sheet: 0"))
    eva = label_of(standings, "standing-Eva")  # drawn in the same update
    assert "table 2" in eva and "0 won" in eva and "€0.00" in eva, eva

    expect(host.get_by_role("group", name="3 tables opened.")).to_have_count(0)  # its note
    folder = SHOTS if os.environ.get(SHOTS_ENV) else tmp_path
    shoot(host, folder / "tables.png", "league-standings")
    shoot(standings, folder / "standings.png", "standings-tables")


def phone_at_shot_size(browser: Browser, url: str) -> Page:
    """A phone of the README's screenshot size (390 × 844) on ``url``."""
    return open_app(browser, url, SHOT_SIZE)


def shoot(page: Page, path: Path, ready: str) -> None:
    """The README's screenshot of the screen shown, once ``ready`` is on it and two more
    frames were drawn (a frame right after an update can be blank)."""
    present(page, ready)
    page.wait_for_function("() => new Promise(r => requestAnimationFrame(() => "
                           "requestAnimationFrame(() => r(true))))")
    page.screenshot(path=str(path))


def test_a_phone_that_is_not_the_host_picks_its_table(browser: Browser,
                                                      hall: tuple[str, str],
                                                      evening: Page) -> None:
    host_url, hall_url = hall
    host = open_app(browser, host_url)
    present(host, "nav-league")  # the host's own Home entry
    phone = open_app(browser, on_loopback(hall_url, hall, 4))
    present(phone, "nav-tables")
    gone(phone, "nav-league")
    tap(phone, "nav-tables")
    for number in (1, 2, 3):
        present(phone, f"table-open-{number}")
    visit(phone, on_loopback(f"{hall_url}/league", hall, 4))
    present(phone, "league-host-only")
    gone(phone, "league-create")
    tap(phone, "table-open-2")
    present(phone, "spitzer-board")
