"""League night: opening an evening's tables, and the standings summed from the core's answers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.i18n import Translator
from companion.models import Session
from companion.store import Repository
from companion.table.access import ClientAccess, EditRefused, TableLock
from companion.table.editor import Changed, Editor
from companion.vm.league import EveningVM, close_evening, evenings, find_evening, split_tables
from companion.vm.standings import StandingsVM
from tests.companion.games.spitzer.conftest import hand
from tests.rows import as_row

T = Translator("en").t


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as opened:
        yield opened


def host_editor(repo: Repository, sent: list[Changed] | None = None) -> Editor:
    return Editor(repo, ClientAccess(TableLock(pin=None), client="127.0.0.1"), "Host",
                  sent.append if sent is not None else None, "host")


def open_evening(repo: Repository, text: str, name: str = "Club night") -> list[Session]:
    vm = EveningVM(repo, "spitzer", name)
    vm.tables_text = text
    return vm.create(host_editor(repo))


def test_split_tables_one_line_per_table() -> None:
    assert split_tables(" Anna, Ben ;Carl,Dora\n\n  \nEva,  Finn Gray ,Gus,Hal\n") == [
        ["Anna", "Ben", "Carl", "Dora"], ["Eva", "Finn Gray", "Gus", "Hal"]]


def test_creating_an_evening_opens_one_tagged_session_per_table(repo: Repository) -> None:
    sent: list[Changed] = []
    vm = EveningVM(repo, "spitzer", "Club night")
    vm.tables_text = "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal\nIda, Jon, Kim, Lou"
    created = vm.create(host_editor(repo, sent))
    assert [s.evening.table for s in created if s.evening] == [1, 2, 3]
    assert len({s.evening.id for s in created if s.evening}) == 1
    assert [seat.name for seat in created[1].seats] == ["Eva", "Finn", "Gus", "Hal"]
    assert {s.session_id for s in sent if s.session_id} == {s.id for s in created}
    [evening] = evenings(repo)
    assert evening.name == "Club night" and evening.games == ("spitzer",)
    assert [(t.table, t.players) for t in evening.tables] == [
        (1, "Anna, Ben, Carl, Dora"), (2, "Eva, Finn, Gus, Hal"), (3, "Ida, Jon, Kim, Lou")]


def test_every_wrong_line_is_reported_and_nothing_is_created(repo: Repository) -> None:
    vm = EveningVM(repo, "spitzer", "")
    vm.tables_text = "Anna, Ben, Carl\nEva, Finn, Gus, Hal, Ivo\nAnna, Jon, Kim, Lou"
    faults = [(f.table, f.key) for f in vm.faults()]
    assert faults == [(0, "league.error.name_empty"), (1, "league.error.seats"),
                      (2, "league.error.seats"), (3, "league.error.two_tables")]
    with pytest.raises(ValueError, match=r"league\.error\.name_empty"):
        vm.create(host_editor(repo))
    assert evenings(repo) == [] and repo.players() == []


def test_a_viewer_cannot_open_tables(repo: Repository) -> None:
    vm = EveningVM(repo, "spitzer", "Club night")
    vm.tables_text = "Anna, Ben, Carl, Dora"
    viewer = Editor(repo, ClientAccess(TableLock(pin="4711"), client="10.0.0.9"), "Guest")
    with pytest.raises(EditRefused):
        vm.create(viewer)
    assert evenings(repo) == []


def add(repo: Repository, session: Session, kind: str, data: dict[str, Any]) -> None:
    repo.add_entry(session.id, as_row(kind, data))


def seat_ids(session: Session) -> list[str]:
    return [seat.player_id for seat in session.seats]


def test_spitzer_standings_sum_the_cores_games_won_and_payouts(repo: Repository) -> None:
    one, two = open_evening(repo, "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal")
    a, b, c, d = seat_ids(one)
    e, f, g, h = seat_ids(two)
    # Table 1: Anna wins a game (SPZ-TV-63's payout), then a second game is being played.
    add(repo, one, "new_game", {"start": {a: 36, b: 30, c: 12, d: 0}})
    add(repo, one, "hand", hand(d, "stealer", (a,), 5, 61))
    add(repo, one, "new_game", {"start": None})
    add(repo, one, "hand", hand(a, "normal", (b, c), 5, 72))
    # Table 2: Finn wins with a zola; then a hand of a game still in progress.
    add(repo, two, "new_game", {"start": {e: 0, f: 36, g: 0, h: 0}})
    add(repo, two, "hand", hand(h, "zola", (f,), 5, 72))
    add(repo, two, "new_game", {"start": {e: 39, f: 0, g: 0, h: 0}})
    vm = StandingsVM(repo, None, T)
    assert [t.table for t in vm.tables] == [1, 2]
    table_one = vm.tables[0]
    assert [(line.number, line.winners, line.over) for line in table_one.games] == [
        (1, ("Anna",), True), (2, (), False)]  # the game in progress has no winner yet
    assert table_one.payout == {a: 765, b: -175, c: -265, d: -325}
    by_name = {p.name: p for p in vm.players}
    assert by_name["Anna"].games_won == 1 and by_name["Eva"].games_won == 0
    assert by_name["Finn"].games_won == 1 and by_name["Finn"].tables == (2,)
    # Every payout is the core's answer for that table's decided game, summed per player.

    for session in (repo.session(one.id), repo.session(two.id)):
        decided = [game for game in SpitzerSheet(session, T).answer.games if game.winner]
        for seat in session.seats:
            assert by_name[seat.name].payout == sum(
                (game.payout or {}).get(seat.player_id, 0) for game in decided)
    assert by_name["Anna"].payout == 765
    assert by_name["Eva"].payout is not None and by_name["Eva"].payout < 0
    assert vm.money(765) == "+€7.65" and vm.money(-175) == "−€1.75"


def test_a_game_in_progress_counts_as_won_for_nobody(repo: Repository) -> None:
    [one] = open_evening(repo, "Anna, Ben, Carl, Dora")
    a, b, c, d = seat_ids(one)
    add(repo, one, "new_game", {"start": {a: 39, b: 0, c: 0, d: 0}})
    add(repo, one, "hand", hand(d, "normal", (b, c), 5, 72))  # Anna still at 39
    vm = StandingsVM(repo, None, T)
    assert [p.games_won for p in vm.players] == [0, 0, 0, 0]
    assert [p.payout for p in vm.players] == [0, 0, 0, 0]
    assert vm.tables[0].games[0].over is False


def test_standings_follow_each_change(repo: Repository) -> None:
    [one] = open_evening(repo, "Anna, Ben, Carl, Dora")
    a, b, c, d = seat_ids(one)
    assert StandingsVM(repo, None, T).players[0].games_won == 0
    add(repo, one, "new_game", {"start": {a: 36, b: 0, c: 0, d: 0}})
    add(repo, one, "hand", hand(d, "zola", (a,), 5, 72))
    assert StandingsVM(repo, None, T).players[0].games_won == 1


def test_another_games_winners_come_from_its_outcome(repo: Repository) -> None:
    vm = EveningVM(repo, "kardinal", "Club night")
    vm.tables_text = "Anna, Ben, Carl"
    [table] = vm.create(host_editor(repo))
    standings = StandingsVM(repo, None, T)
    assert standings.tables[0].games[0].over is False
    assert all(p.payout is None and p.games_won == 0 for p in standings.players)
    assert standings.tables[0].session_id == table.id


def test_old_sessions_without_an_evening_still_load(repo: Repository) -> None:
    stored = Session.model_validate({
        "id": "x1", "game": "spitzer", "seats": [], "created_at": "2026-01-01T00:00:00Z",
        "updated_at": "2026-01-01T00:00:00Z"})
    assert stored.evening is None


def league_app(repo: Repository, route: str, peer: str) -> Any:
    from companion.app import App
    from companion.shell import Table
    from tests.companion.fake_page import FakePage

    table = Table(repo=repo, data_dir=Path("."), lock=TableLock(pin="4711"),
                  share_url="http://192.0.2.2:8550")
    app = App(table, FakePage(route=route), peer)  # type: ignore[arg-type]
    app.start()
    return app


def test_only_the_host_gets_the_tables_screen(repo: Repository) -> None:
    from companion.app import parse_route
    from companion.views.tables import TablesListScreen, TablesScreen

    assert parse_route("/league") == ("league", None)
    assert parse_route("/standings/abc") == ("standings", "abc")
    assert parse_route("/tables") == ("tables", None)
    host = league_app(repo, "/league", "127.0.0.1")
    assert host.client.is_host and isinstance(host.screen, TablesScreen)
    phone = league_app(repo, "/league", "192.0.2.9")
    assert not phone.client.is_host
    assert isinstance(phone.screen, TablesListScreen) and phone.screen.note


def test_each_tables_code_opens_its_sheet_with_its_own_key(repo: Repository) -> None:
    [one] = open_evening(repo, "Anna, Ben, Carl, Dora")
    app = league_app(repo, "/league", "127.0.0.1")
    link = app.table_link(one.id)
    assert link == (f"http://192.0.2.2:8550/session/{one.id}"
                    f"?join={app.client.table.lock.keys.key(one.id)}")
    assert app.client.table.lock.token not in link


@pytest.mark.parametrize(("peer", "host"), [
    ("127.0.0.1", True), ("::1", True), ("::ffff:127.0.0.1", True),
    ("127.0.0.2", False), ("127.0.1.7", False), ("192.0.2.9", False), ("", False),
    ("desktop window", True), ("localhost", False)])
def test_the_host_edits_a_shared_table_without_the_pin(repo: Repository, peer: str,
                                                        host: bool) -> None:
    """The browser on the serving computer (localhost) may always edit and sees the PIN; a
    phone, or a script on another loopback address, needs the PIN or the join link."""
    app = league_app(repo, "/live", peer)
    assert app.client.is_host is host
    assert app.client.access.can_edit is host
    assert app.client.table.lock.shared
    drawn = repr(app.page.views)
    assert (repr(app.client.t("live.pin_is", pin="4711")) in drawn) is host
    assert ("'pin-field'" in drawn) is not host


def test_the_projector_view_is_one_tap_from_standings_and_follows_the_evening(
        repo: Repository) -> None:
    import flet as ft

    from companion.views.projector import ProjectorScreen
    from tests.companion.games.fakes import walk

    def label(app: Any, identifier: str) -> str:
        return next(c.label for c in walk(app.screen.body)  # type: ignore[return-value]
                    if isinstance(c, ft.Semantics) and c.identifier == identifier)

    [one] = open_evening(repo, "Anna, Ben, Carl, Dora")
    standings = league_app(repo, "/standings", "192.0.2.9")
    assert any(isinstance(c, ft.Semantics) and c.identifier == "standings-projector"
               for c in walk(standings.screen.body))
    app = league_app(repo, "/projector", "192.0.2.9")  # a phone may show it too
    assert isinstance(app.screen, ProjectorScreen)
    assert "0 won" in label(app, "projector-Anna")
    a, b, c, d = seat_ids(one)
    add(repo, one, "new_game", {"start": {a: 36, b: 0, c: 0, d: 0}})
    add(repo, one, "hand", hand(d, "zola", (a,), 5, 72))
    app.refresh()  # what a change on the lists' topic does (companion.app.on_message)
    assert "1 won" in label(app, "projector-Anna")
    assert label(app, "projector-table-1") == "Table 1: Game 1: Anna won"


@pytest.mark.parametrize("peer", ["192.0.2.9", "127.0.0.2", ""])
def test_no_page_property_makes_a_phone_the_host(repo: Repository, peer: str) -> None:
    """``web`` false (what the desktop window's page says) and a forged ``client_ip``, set
    before the app starts or afterwards: the connection's address alone decides."""
    app = league_app(repo, "/live", peer)
    app.page.web = False
    app.page.client_ip = "127.0.0.1"
    app.page.navigate("/league")
    assert not app.client.is_host and not app.client.access.can_edit
    assert "'league-name'" not in repr(app.page.views)


def test_one_evening_holds_tables_of_different_games(repo: Repository) -> None:
    """Tables of another game join the evening under the next numbers: nothing of the
    evening is hidden, its Standings list every table."""
    spitzer = open_evening(repo, "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal")
    [evening] = evenings(repo)
    vm = EveningVM(repo, "kardinal", "", evening)
    vm.tables_text = "Ida, Jon, Kim"
    assert vm.first_number == 3 and vm.faults() == []
    [kardinal] = vm.create(host_editor(repo))
    [mixed] = evenings(repo)
    assert mixed.id == evening.id and mixed.games == ("spitzer", "kardinal")
    assert [(t.table, t.game) for t in mixed.tables] == [
        (1, "spitzer"), (2, "spitzer"), (3, "kardinal")]
    standings = StandingsVM(repo, evening.id, T)
    assert [t.session_id for t in standings.tables] == [*(s.id for s in spitzer), kardinal.id]


def test_a_second_evening_hides_none_of_the_first(repo: Repository) -> None:
    open_evening(repo, "Anna, Ben, Carl, Dora", name="Tuesday club")
    open_evening(repo, "Eva, Finn, Gus, Hal", name="Avalanche cup")
    found = evenings(repo, open_only=True)
    assert [e.name for e in found] == ["Avalanche cup", "Tuesday club"]  # same date: by name
    assert all(len(e.tables) == 1 for e in found)


def test_closing_an_evening_finishes_its_open_tables(repo: Repository) -> None:
    open_evening(repo, "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal")
    evening = find_evening(repo, None)
    assert evening is not None and not evening.closed
    viewer = Editor(repo, ClientAccess(TableLock(pin="4711"), client="192.0.2.9"), "Guest")
    with pytest.raises(EditRefused):
        close_evening(viewer, evening)
    assert close_evening(host_editor(repo), evening) == 2
    [closed] = evenings(repo)
    assert closed.closed and all(t.finished for t in closed.tables)
    assert evenings(repo, open_only=True) == []


def test_standings_across_games_read_each_games_results(repo: Repository) -> None:
    """A mixed evening: per player the tables played, the games won and, per game, the
    payout (a game with stakes) or the points, each summed from that game's results."""
    from companion.games import session_results

    [one] = open_evening(repo, "Anna, Ben, Carl, Dora")
    [evening] = evenings(repo)
    vm = EveningVM(repo, "kardinal", "", evening)
    vm.tables_text = "Anna, Eva, Finn"
    [two] = vm.create(host_editor(repo))
    a, b, c, d = seat_ids(one)
    add(repo, one, "new_game", {"start": {a: 36, b: 30, c: 12, d: 0}})
    add(repo, one, "hand", hand(d, "stealer", (a,), 5, 61))
    standings = StandingsVM(repo, evening.id, T)
    by_name = {p.name: p for p in standings.players}
    anna = by_name["Anna"]
    assert anna.tables == (1, 2) and anna.games_won == 1
    assert [f.game for f in anna.by_game] == ["spitzer", "kardinal"]
    spitzer, kardinal = anna.by_game
    assert spitzer.payout == 765 and kardinal.payout is None
    found = session_results(repo.session(two.id))
    anna_id = one.seats[0].player_id
    assert kardinal.points == sum(game.totals().get(anna_id, 0) for game in found.games)
    assert [f.game for f in by_name["Eva"].by_game] == ["kardinal"]
    from companion.views.standings import player_parts
    parts = player_parts(standings, anna, lambda game: T(f"game.{game}"))
    assert parts["game:spitzer"] == "Spitzer: +€7.65"
    assert parts["game:kardinal"] == f"Kardinal & König: {kardinal.points} points"
