"""Small things a newcomer met on the first evening: undo names what it takes back, History
opens a game so that back returns to it and takes its dates from a calendar, German
statistics write 30,0, and a Kardinal game ends only through the session's Finish."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from companion.app import came_from, parse_route
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.i18n import Translator
from companion.models import EditRecord, Seat
from companion.store import GameStats, PlayerStats, Repository
from companion.vm.history import day_text, picked_day
from companion.vm.session import (
    FinishRefused,
    SessionVM,
    entry_label,
    redo_target,
    undo_target,
)
from companion.vm.stats import StatsVM
from tests.companion.helpers import editor, new_repo, seated_session
from tests.rows import as_row

AT = datetime(2026, 1, 31, 20, 0)
NAMES = ("Anna", "Ben", "Cleo", "Dora")


def record(action: str, summary: str = "") -> EditRecord:
    return EditRecord(at=AT, author="Anna", action=action, summary=summary)


def test_undo_target_follows_undo_and_redo_through_the_history() -> None:
    lines = [record("add", "Hand 1: call"), record("add", "Hand 2: zola"), record("notes")]
    assert undo_target(lines).summary == "Hand 2: zola"  # type: ignore[union-attr]
    lines.append(record("undo", "Hand 2: zola"))
    assert undo_target(lines).summary == "Hand 1: call"  # type: ignore[union-attr]
    lines.append(record("redo", "Hand 2: zola"))
    assert undo_target(lines).summary == "Hand 2: zola"  # type: ignore[union-attr]
    lines += [record("undo"), record("undo")]
    assert undo_target(lines) is None


@pytest.mark.parametrize(("summary", "lang", "label"), [
    ("Hand 5: call, Anna + Ben, 5 tricks / 72, 61–89, +3", "en", "Hand 5"),
    ("Hand 5: call, Anna + Ben, 5 tricks / 72, 61–89, +3", "de", "Runde 5"),
    ("Exhibition 2 (15): Anna 60 x2, Ben 30", "de", "Ausstellung 2 (15)"),
    ("Anna: 14 cards, 3 ships, 5 coaches", "de", "Anna"),
])
def test_entry_label_in_the_users_words(summary: str, lang: str, label: str) -> None:
    assert entry_label(summary, Translator(lang).t) == label


def test_the_session_says_what_undo_takes_back(tmp_path: Path) -> None:
    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        session = repo.create_session("spitzer", tuple(
            Seat(player_id=f"p{i}", name=name) for i, name in enumerate(NAMES)))
        vm = SessionVM(repo, session.id)
        assert vm.undo_label(Translator("en").t) == "Undo"
        for _ in range(2):
            repo.add_entry(session.id, as_row("hand", {
                "dealer": "p3", "type": "normal", "calling_side": ["p0", "p1"],
                "side_tricks": 5, "side_points": 72}))
        assert vm.undo_label(Translator("en").t) == "Undo: Hand 2"
        assert vm.undo_label(Translator("de").t, "session.undone") == \
            "Rückgängig gemacht: Runde 2"
        repo.undo(session.id)
        assert vm.undo_label(Translator("en").t) == "Undo: Hand 1"


def test_a_kardinal_game_ends_only_when_the_core_accepts_the_counts() -> None:
    repo = new_repo()
    session = seated_session(repo, "kardinal", ("Anna", "Ben", "Cleo"))
    ed = editor(repo)
    vm = SessionVM(repo, session.id)
    ed.add_entry(session.id, as_row("collection", {"player_id": session.seats[0].player_id,
                                            "cards": {"france": 8}}))
    vm.reload()
    assert {v.rule for v in vm.finish_faults()} == {"KK-VAL-4"}
    with pytest.raises(FinishRefused) as refused:
        vm.finish(ed)
    assert refused.value.faults and not vm.finished
    counts = ({"france": 8, "saxony": 7, "hungary": 6},
              {"castile": 7, "franconia": 7, "bavaria": 6},
              {"italy": 6, "england": 5, "denmark": 4})
    for seat, cards in zip(session.seats, counts, strict=True):
        ed.add_entry(session.id, as_row("collection", {"player_id": seat.player_id,
                                                       "cards": cards}))
    vm.reload()
    assert vm.finish_faults() == ()
    vm.finish(ed)
    assert vm.finished
    outcome = session_outcome(vm.session)
    assert outcome.last.complete and outcome.last.winners


def test_other_games_finish_without_a_check() -> None:
    repo = new_repo()
    vm = SessionVM(repo, seated_session(repo, "spitzer").id)
    assert vm.finish_faults() == ()


@pytest.mark.parametrize(("route", "origin"), [
    ("/session/abc?from=history", "history"), ("/session/abc", None),
    ("/session/abc?from=nowhere", None), ("/session/abc?x=1&from=history", "history")])
def test_a_game_opened_from_history_goes_back_there(route: str, origin: str | None) -> None:
    assert came_from(route) == origin
    assert parse_route(route) == ("session", "abc")


@pytest.mark.parametrize("value", [
    datetime(2026, 1, 30), datetime(2026, 1, 30, 23, 0, tzinfo=UTC), date(2026, 1, 30),
    "2026-01-30T00:00:00.000", "2026-01-30T00:00:00Z"])
def test_the_picked_day_is_the_day_shown_in_the_calendar(value: object) -> None:
    assert picked_day(value) == date(2026, 1, 30)
    assert picked_day(None) is None
    assert day_text(date(2026, 1, 30), "de") == "30.01.2026"


def test_german_statistics_write_a_decimal_comma() -> None:
    stats = PlayerStats(player_id="p1", name="Anna", games=2, wins=1, win_rate=0.5,
                        by_game={"spitzer": GameStats(games=2, wins=1, average=30.0,
                                                      best=42)})
    assert StatsVM.games_of(stats, "de")[0].average == "30,0"
    assert StatsVM.games_of(stats, "en")[0].average == "30.0"


def test_redo_target_is_the_last_edit_undone() -> None:
    lines = [record("add", "Hand 1: call"), record("add", "Hand 2: zola")]
    assert redo_target(lines) is None
    lines += [record("undo"), record("undo")]
    assert redo_target(lines).summary == "Hand 1: call"  # type: ignore[union-attr]
    lines.append(record("redo"))
    assert redo_target(lines).summary == "Hand 2: zola"  # type: ignore[union-attr]
    lines.append(record("add", "Hand 2: call"))
    assert redo_target(lines) is None  # a new edit ends what could be redone


def test_undo_and_redo_say_the_whole_row_they_change() -> None:
    repo = new_repo()
    session = seated_session(repo, "kardinal", ("Emil", "Anna", "Ben"))
    ed = editor(repo)
    vm = SessionVM(repo, session.id)
    t = Translator("en").t
    assert vm.undone_text(t) == "Undone: the last change"
    ed.add_entry(session.id, as_row("collection", {"player_id": session.seats[0].player_id,
                                            "cards": {"france": 4, "saxony": 4, "italy": 4}}))
    assert vm.undone_text(t) == "Undone: Emil: 12 cards, 0 ships, 0 coaches (added)"
    vm.undo(ed)
    assert vm.redone_text(Translator("de").t) == \
        "Wiederhergestellt: Emil: 12 Karten, 0 Schiffe, 0 Kutschen (eingetragen)"
