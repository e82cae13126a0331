"""Sharing in a real browser: the result card PNG downloaded and decoded, the BG Stats link
decoded field by field, History's BG Stats export, and the first player drawn at random."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import Session
from companion.share.bgstats import read_export, read_link
from companion.share.result_png import WIDTH, layout, read_png
from companion.store import Repository
from tests.companion.share.finished import spandau, spitzer
from tests.companion.share.test_result_png import ink
from tests.e2e.browser import (
    app_server,
    by_id,
    go_to,
    kept_page,
    label_of,
    tap,
    type_into,
    visit,
    wait_label,
    wait_text,
)
from tests.rows import as_row, house_rules

pytestmark = pytest.mark.e2e


def store(repo: Repository, finished: Session) -> str:
    """A finished game stored as the sheet would have stored it."""
    sid = repo.create_session(finished.game, finished.seats,
                               house_rules(finished.game, **finished.options)).id
    for entry in finished.entries:
        repo.add_entry(sid, as_row(entry.kind, entry.data), "Host")
    repo.set_elapsed(sid, finished.elapsed_seconds)
    repo.finish(sid, "Host")
    return sid


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    """A server whose data folder already holds a finished Spandau and Spitzer game."""
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        ids = {"spandau": store(repo, spandau()), "spitzer": store(repo, spitzer())}
    with app_server(folder) as (url, _process):
        yield url, ids


@pytest.fixture(scope="module")
def phone(browser: Browser, table: tuple[str, dict[str, str]]) -> Iterator[Page]:
    """The module's phone on the server with the finished games, kept for its tests."""
    with kept_page(browser, table[0]) as page:
        yield page


def download(page: Page, identifier: str) -> bytes:
    with page.expect_download(timeout=20_000) as found:
        tap(page, identifier)
    path = found.value.path()
    assert path is not None
    return Path(path).read_bytes()


def test_result_card_png_is_downloaded_and_decoded(phone: Page,
                                                   table: tuple[str, dict[str, str]]) -> None:
    url, ids = table
    page = phone
    go_to(page, f"{url}/session/{ids['spandau']}")
    wait_label(page, "result-card", "Anna wins!")
    shown = label_of(page, "result-card")
    reason = "Anna, Ben tie on 5 genuine artworks; Anna has the most different types (5)."
    assert reason in shown
    data = download(page, "share-png")
    image, card = read_png(data)
    assert card.headline == "Anna wins!" and card.reasons == (reason,)
    assert [(p.name, p.total, p.winner) for p in card.players] == [
        ("Anna", 5, True), ("Ben", 5, False)]
    assert card.minutes == 92 and card.title == "Spandau 1780"
    height, placed = layout(card)
    assert image.size == (WIDTH, height)
    for _line, parts in placed:
        for part in parts:
            assert ink(image, part.box) > 0, f"line not drawn: {part.text!r}"


def test_send_to_bg_stats_opens_the_push_link(phone: Page,
                                              table: tuple[str, dict[str, str]]) -> None:
    url, ids = table
    page = phone
    go_to(page, f"{url}/session/{ids['spitzer']}")
    opened: list[str] = []

    def answer(route: Route) -> None:  # offline: BG Stats' page is answered here
        opened.append(route.request.url)
        route.fulfill(status=200, content_type="text/html", body="<p>BG Stats</p>")

    page.context.route("https://app.bgstatsapp.com/**", answer)
    wait_label(page, "result-card", "Anna wins!")
    with page.context.expect_page(timeout=20_000) as popup:
        tap(page, "share-bgstats")
    expect(popup.value.locator("p")).to_have_text("BG Stats")
    popup.value.close()
    assert opened and opened[0].startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    play = read_link(opened[0])
    assert (play.sourceName, play.sourcePlayId, play.durationMin) == (
        "Table Companion", ids["spitzer"], 92)
    assert len(play.playDate) == 19 and play.playDate[4] == "-" and play.playDate[13] == ":"
    assert (play.game.name, play.game.sourceGameId, play.game.highestWins,
            play.game.noPoints) == ("Spitzer", "spitzer", True, False)
    assert [(p.name, p.sourcePlayerId, p.score, p.winner, p.startPlayer)
            for p in play.players] == [
        ("Anna", "p0", 45, True, True), ("Ben", "p1", 30, False, False),
        ("Carl", "p2", 12, False, False), ("Dora", "p3", 0, False, False)]


def test_history_exports_the_finished_games_for_bg_stats(
        phone: Page, table: tuple[str, dict[str, str]]) -> None:
    url, ids = table
    page = phone
    go_to(page, f"{url}/history")
    by_id(page, f"history-{ids['spandau']}").wait_for(state="attached", timeout=15_000)
    plays = read_export(download(page, "export-bgstats"))
    assert sorted(p.sourcePlayId for p in plays) == sorted(ids.values())
    by_game = {p.game.sourceGameId: p for p in plays}
    assert [p.winner for p in by_game["spandau"].players] == [True, False]
    assert by_game["spandau"].comments.startswith("Anna, Ben tie on 5 genuine artworks")


def test_the_first_dealer_is_drawn_and_recorded(phone: Page,
                                                table: tuple[str, dict[str, str]]) -> None:
    url, _ids = table
    page = phone
    go_to(page, url, "new-spitzer")
    tap(page, "new-spitzer")
    names = ("Anna", "Ben", "Carl", "Dora")
    for index, name in enumerate(names):
        type_into(page, "new-player-name", name)
        page.keyboard.press("Enter")
        by_id(page, f"seat-remove-{index}").wait_for(state="attached")
    tap(page, "draw-start")  # the switch alone changes: the screen is not drawn again
    switched_on = page.locator('[flt-semantics-identifier="draw-start"][aria-checked="true"], '
                               '[flt-semantics-identifier="draw-start"] [aria-checked="true"]')
    expect(switched_on).to_have_count(1)
    tap(page, "start-session")
    shown = wait_label(page, "session-start", "(drawn at random)")
    drawn = shown.removeprefix("First dealer: ").removesuffix(" (drawn at random)")
    assert drawn in names, shown
    turned = names[names.index(drawn):] + names[:names.index(drawn)]
    for seat, name in enumerate(turned):  # the seat chips in the drawn order
        expect(page.locator(f'[flt-semantics-identifier^="seat-chip-{seat}-"]')
               ).to_contain_text(name)
    tap(page, "edit-history")
    wait_text(page, f"First dealer drawn at random: {drawn} (seat order: Anna, Ben, Carl, Dora)")
    page.get_by_role("button", name="Close").click()
    wait_text(page, "First dealer drawn at random", shown=False)
    # After a reload the draw is still there: it is stored with the game.
    visit(page, page.url)
    wait_label(page, "session-start", f"First dealer: {drawn} (drawn at random)")
