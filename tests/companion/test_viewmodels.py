"""Each screen's logic without a browser, over the in-memory repository."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from companion.app import parse_route
from companion.games import outcome as session_outcome
from companion.games import plugin, plugins, session_results
from companion.i18n import Translator, say
from companion.models import GAME_IDS, Session
from companion.table.host import HostRefereeContext
from companion.vm.history import PAGE_SIZE, HistoryVM, parse_day, player_names, winner_names
from companion.vm.home import HomeVM, player_range
from companion.vm.new_session import NewSessionVM
from companion.vm.players import PlayersVM, likely_duplicates
from companion.vm.session import SAVE_TIMER_EVERY, SessionTimer, SessionVM, clock_text
from companion.vm.settings import SettingsVM, backup_name
from companion.vm.stats import StatsVM
from tests.companion.games.fakes import FakeContext, ids
from tests.companion.helpers import FakeShell, editor, new_repo, seated_session
from tests.companion.memory_repo import MemoryRepo
from tests.rows import as_row


def exhibition(session: Session, *scores: int, closer: int | None = 0) -> dict[str, object]:
    """A Spitzweg sheet row as entered: each seat's score; ``closer`` None is the final one."""
    ids = [seat.player_id for seat in session.seats]
    return {"source": "sums", "pad_game": 1, "scores": dict(zip(ids, scores, strict=True)),
            "closer": None if closer is None else ids[closer], "overflow": None,
            "final": closer is None}


def hand(session: Session, *lost: int) -> dict[str, object]:
    """The Spitzweg cards-in-hand row that ends a game."""
    return {"pad_game": 1, "penalty": {s.player_id: v
                                       for s, v in zip(session.seats, lost, strict=True)}}


def played(repo: MemoryRepo, names: tuple[str, ...], *scores: int) -> Session:
    """A finished Spitzweg game: one final exhibition with ``scores``, nothing in hand."""
    session = seated_session(repo, "spitzweg", names)
    repo.add_entry(session.id, as_row("exhibition", exhibition(session, *scores, closer=None)))
    repo.add_entry(session.id, as_row("hand", hand(session, *(0 for _ in names))))
    return repo.finish(session.id)


@pytest.mark.parametrize(("route", "expected"), [
    ("/", ("home", None)), ("/new/spitzer", ("new", "spitzer")), ("/new/chess", ("home", None)),
    ("/session/abc", ("session", "abc")), ("/session", ("home", None)),
    ("/referee/spandau", ("referee", "spandau")), ("/history?x=1", ("history", None)),
    ("/nowhere", ("home", None)), ("/live", ("live", None)),
])
def test_routes(route: str, expected: tuple[str, str | None]) -> None:
    assert parse_route(route) == expected


def test_home_lists_every_game_and_unfinished_sessions() -> None:
    repo = new_repo()
    vm = HomeVM(repo)
    games = vm.games()
    assert [g.game for g in games] == list(GAME_IDS)
    assert [g.players for g in games] == [
        player_range(p.info.min_players, p.info.max_players) for p in plugins()]
    assert player_range(2, 4) == "2–4"
    running = seated_session(repo)
    done = seated_session(repo)
    repo.finish(done.id)
    assert [u.session_id for u in vm.unfinished()] == [running.id]
    assert vm.unfinished()[0].players == "Anna, Ben, Cleo, Dora"
    assert player_range(4, 4) == "4"


def test_new_session_seats_colours_and_creation() -> None:
    repo = new_repo()
    known = repo.add_player("Anna")
    vm = NewSessionVM(repo, "spitzweg")
    assert vm.problem() == "new.error.too_few"
    vm.add_known(known)
    assert vm.add_new("  ") == "new.error.name_empty"
    assert vm.add_new("anna") == "new.error.name_twice"
    assert vm.add_new("Ben") is None
    assert [c.colour for c in vm.seats] == ["yellow", "white"]
    vm.set_colour(1, "yellow")  # swaps with Anna
    assert [c.colour for c in vm.seats] == ["white", "yellow"]
    vm.move(1, -1)
    assert [c.name for c in vm.seats] == ["Ben", "Anna"]
    assert vm.known_players() == []
    assert vm.problem() is None
    session = vm.create(editor(repo))
    assert [s.name for s in session.seats] == ["Ben", "Anna"]
    assert session.seats[1].player_id == known.id
    assert session.seats[0].colour == "yellow"
    assert {p.name for p in repo.players()} == {"Anna", "Ben"}


def test_new_session_respects_the_seat_limit() -> None:
    vm = NewSessionVM(new_repo(), "spitzer")
    for name in "ABCD":
        assert vm.add_new(name) is None
    assert vm.full and vm.add_new("E") == "new.error.full"


SHEET_PREFIX = {game: plugin(game).examples.sheet_prefix for game in GAME_IDS}
"""The test ids of each game's own score sheet."""


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_is_played_on_its_own_sheet(game: str) -> None:
    found = plugin(game)
    assert found.info.game == game
    context = type("Context", (FakeContext,), {"game": game})
    session = seated_session(new_repo(), game)
    shown = ids(found.build_sheet(context(session)))
    own = {i for i in shown if i.startswith(SHEET_PREFIX[game])}
    assert len(own) >= 3, f"{game}: its sheet shows its own controls, saw {sorted(shown)}"
    others = {i for i in shown for other, prefix in SHEET_PREFIX.items()
              if other != game and i.startswith(prefix)
              and not i.startswith(SHEET_PREFIX[game])}
    assert others == set(), f"{game}: another game's controls on its sheet"


def test_outcome_comes_from_the_game() -> None:
    repo = new_repo()
    session = seated_session(repo, "spitzweg")
    session = repo.add_entry(session.id, as_row("exhibition", exhibition(session, 4, 1, 0, 3)))
    spitzweg = plugin("spitzweg")
    assert say(spitzweg.describe_entry(session.entries[0], session), Translator("en").t) == \
        "Exhibition 1 (14): Anna 4 x2, Ben 1, Cleo 0, Dora 3"
    session = repo.add_entry(session.id, as_row("exhibition", exhibition(session, 1, 1, 0, 0,
                                                                  closer=None)))
    outcome = session_outcome(session)
    assert list(outcome.last.totals.values()) == [5, 2, 0, 3]
    # nobody wins before the hand row
    assert outcome.last.winners == () and not outcome.last.complete
    session = repo.add_entry(session.id, as_row("hand", hand(session, 0, 2, 0, 0)))
    assert repo.session(session.id).outcome == session_outcome(session)
    assert session.outcome is not None and session.outcome.last.winners == (
        session.seats[0].player_id,)


def totals(vm: SessionVM) -> list[tuple[str, int, bool]]:
    """(name, points, is winner) per seat in the sheet's last game, as its results say."""
    game = session_results(vm.session).games[-1]
    return [(seat.name, game.totals().get(seat.player_id, 0), seat.player_id in game.winners)
            for seat in vm.session.seats]


def test_session_undo_redo_finish_notes_history() -> None:
    repo = new_repo()
    session = seated_session(repo, "spitzweg")
    ed = editor(repo)
    vm = SessionVM(repo, session.id)
    assert not vm.can_undo()
    ed.add_entry(session.id, as_row("exhibition", exhibition(session, 6, 0, 0, 0)))
    vm.reload()
    assert [t[1] for t in totals(vm)] == [6, 0, 0, 0]
    vm.undo(ed)
    assert [t[1] for t in totals(vm)] == [0, 0, 0, 0] and vm.can_redo()
    vm.redo(ed)
    assert totals(vm)[0] == ("Anna", 6, False)  # leading; the game is not over
    vm.save_notes(ed, "Ben dealt twice")
    vm.finish(ed)
    assert vm.finished and not vm.timer.running
    vm.reopen(ed)
    assert not vm.finished and vm.timer.running
    actions = [line.action for line in vm.history(Translator("en").t)]
    assert actions[0] == "reopen" and "add" in actions and "notes" in actions


def test_timer_counts_and_saves_every_half_minute() -> None:
    now = [0.0]
    timer = SessionTimer(stored=100, running=True, now=lambda: now[0])
    now[0] = 10
    assert timer.seconds() == 110 and not timer.due()
    now[0] = SAVE_TIMER_EVERY
    assert timer.due()
    timer.saved(timer.seconds())
    assert not timer.due()
    assert timer.stop() == 100 + SAVE_TIMER_EVERY
    now[0] = 1000
    assert timer.seconds() == 100 + SAVE_TIMER_EVERY
    assert clock_text(65) == "01:05" and clock_text(3725) == "1:02:05"


def test_of_the_phones_at_a_table_the_first_due_stores_the_play_time() -> None:
    """Every phone at the table runs the clock; one write per interval, not one a phone."""
    repo = new_repo()
    sid = seated_session(repo, "spitzer").id
    now = [0.0]
    phones = [SessionVM(repo, sid) for _ in range(4)]
    for phone in phones:
        phone.timer = SessionTimer(0, running=True, now=lambda: now[0])
    ed = editor(repo)
    now[0] = SAVE_TIMER_EVERY
    assert [phone.save_timer(ed) for phone in phones] == [True, False, False, False]
    assert repo.session(sid).elapsed_seconds == SAVE_TIMER_EVERY
    now[0] = 2 * SAVE_TIMER_EVERY  # the first phone has left: the next one due stores it
    assert [phone.save_timer(ed) for phone in phones[1:]] == [True, False, False]
    assert repo.session(sid).elapsed_seconds == 2 * SAVE_TIMER_EVERY
    assert phones[3].save_timer(ed, force=True)  # leaving the screen always stores it


def test_history_filters_and_pages() -> None:
    repo = new_repo()
    sessions = [seated_session(repo, "spitzer") for _ in range(PAGE_SIZE + 3)]
    other = seated_session(repo, "spandau", ("Eve", "Finn"))
    vm = HistoryVM(repo)
    assert vm.total() == len(sessions) + 1 and vm.has_next() and not vm.has_previous()
    vm.next_page()
    assert len(vm.rows()) == 4 and vm.page_label() == (2, 2)
    vm.set_game("spandau")
    assert [r.id for r in vm.rows()] == [other.id] and vm.offset == 0
    assert player_names(vm.rows()[0]) == "Eve, Finn"
    vm.set_game(None)
    vm.set_player(other.seats[0].player_id)
    assert vm.total() == 1
    vm.set_player(None)
    vm.set_dates(date(2000, 1, 1), date(2000, 12, 31))
    assert vm.total() == 0
    vm.set_dates(None, None)
    vm.delete(editor(repo), other.id)
    assert vm.total() == len(sessions)
    assert parse_day("2025-03-01") == date(2025, 3, 1) == parse_day("01.03.2025")
    assert parse_day("soon") is None


def test_winner_names_in_history() -> None:
    repo = new_repo()
    played(repo, ("Eve", "Finn"), 1, 4)
    assert winner_names(HistoryVM(repo).rows()[0]) == "Finn"


def test_statistics_chart_ranks_by_win_rate() -> None:
    repo = new_repo()
    for first, second in ((5, 1), (5, 1), (0, 2)):
        played(repo, ("Eve", "Finn"), first, second)
    vm = StatsVM(repo)
    bars = vm.chart()
    assert [b.name for b in bars] == ["Eve", "Finn"]
    assert bars[0].label == "67 % (2/3)" and 0 < bars[1].fraction < bars[0].fraction
    eve = next(r for r in vm.rows if r.name == "Eve")
    line = vm.games_of(eve)[0]
    assert (line.game, line.games, line.wins, line.best) == ("spitzweg", 3, 2, "5")


def test_players_rename_and_merge() -> None:
    repo = new_repo()
    anna = repo.add_player("Anna")
    vm = PlayersVM(repo)
    ed = editor(repo)
    assert vm.rename(ed, anna.id, "   ") == "new.error.name_empty"
    assert vm.rename(ed, anna.id, "Anna  Maria") is None
    assert [p.name for p in vm.players()] == ["Anna Maria"]
    ben, ben2 = repo.add_player("Ben"), repo.add_player("B.E.N")
    assert likely_duplicates(vm.players()) == [(ben2, ben)] or \
        likely_duplicates(vm.players()) == [(ben, ben2)]
    assert vm.merge(ed, ben.id, ben.id) == "players.error.same"
    assert vm.merge(ed, ben.id, ben2.id) is None
    assert ben2.id not in {p.id for p in vm.players()}


def test_settings_language_theme_and_import() -> None:
    repo = new_repo()
    vm = SettingsVM(repo)
    ed = editor(repo)
    assert vm.set_language(ed, "de") == "de" and repo.settings().language == "de"
    assert vm.set_language(ed, "fr") == "en"
    assert vm.set_theme(ed, "dark") == "dark" and repo.settings().theme == "dark"
    assert backup_name(date(2025, 1, 2)) == "table-companion-2025-01-02.json"
    assert vm.import_backup(ed, b"not json at all") != ""
    assert isinstance(vm.import_backup(ed, b"x" * (15 * 1024 * 1024 + 1)), str)
    repo.add_player("Anna")
    name, data = vm.export()
    assert name.endswith(".json") and b"Anna" in data


def test_house_rules_read_yes_and_no() -> None:
    from companion.views.common import option_value

    shell = FakeShell("de")
    shown = [option_value(shell.t, "spitzer", "brush_at_30", value) for value in (True, False, 3)]
    assert shown == ["Ja", "Nein", "3"]


def test_a_sheet_that_cannot_draw_its_rows_leaves_the_screen_usable() -> None:
    """A first-release Spitzer game kept with 3 seats: its sheet refuses, the screen stays."""
    from types import SimpleNamespace

    import flet as ft

    from companion.views.session import SessionScreen

    repo = new_repo()
    session = seated_session(repo, "spitzer", ("Anna", "Ben", "Cleo"))
    shell = FakeShell("en")
    screen = SimpleNamespace(vm=SimpleNamespace(plugin=plugin("spitzer")), t=shell.t)
    ctx = SimpleNamespace(session=session, can_edit=True, t=shell.t, lang="en")
    shown = SessionScreen._sheet(screen, ctx)  # type: ignore[arg-type]
    held: Any = shown  # the sheet's Container
    texts = [c.value for c in held.content.controls if isinstance(c, ft.Text)]
    assert texts[0] == shell.t("session.sheet_unreadable") != "session.sheet_unreadable"
    assert texts[1]  # the reason, in one line


def test_a_referee_without_a_session_knows_the_games_newest_table() -> None:
    repo = new_repo()
    context = HostRefereeContext(FakeShell(), editor(repo), "spandau", None)
    assert context.last_table() == ()
    seated_session(repo, "spandau", ("Anna", "Ben"))
    seated_session(repo, "spitzer")
    seated_session(repo, "spandau", ("Cleo", "Dora", "Eva"))
    assert context.last_table() == ("Cleo", "Dora", "Eva")
