"""A long evening's sheet answers a save from the current game on (the core's marks), and
shows exactly what the whole sheet answered afresh shows, whatever was edited, deleted or
added anywhere on it (SPZ-GAME-1: a game closed by a new game after its winner stays)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.spitzer import sheet_model
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.i18n import Translator
from companion.models import Entry, Session
from tests.companion.games.fakes import NOW
from tests.companion.games.spitzer.conftest import PLAYERS, hand, make_session

T = Translator("en").t
HANDS = (hand("p0", "stealer", ("p0",), 8, 120), hand("p1", "normal", ("p0", "p2"), 5, 72),
         hand("p2", "stealer", ("p2",), 3, 45), hand("p3", "zola_schneider", ("p1",), 6, 90))
"""Stealer slam (P0 +15), §8's normal (+3 each), a lost stealer, a zola schneider (+36)."""


def row(kind: str, value: Any, number: int) -> Entry:
    data = value if kind == "hand" else {"dealer": value} if kind == "misdeal" else \
        {"start": value}
    return Entry(id=f"e{number}", kind=kind, data=data, at=NOW)


def evening(games: int) -> list[Entry]:
    """``games`` games each won by P0 with three slams, "new game" after each."""
    entries: list[Entry] = []
    for _ in range(games):
        entries += [row("hand", HANDS[0], len(entries) + n) for n in range(3)]
        entries.append(row("new_game", None, len(entries)))
    return entries


def shown(sheet: SpitzerSheet) -> list[Any]:
    return [(game.number, game.score, [(r.entry.id, r.number, r.totals, r.violations)
                                       for r in game.rows]) for game in sheet.games]


def fresh(session: Session) -> SpitzerSheet:
    """The sheet answered whole: copies of every entry, so nothing remembered applies."""
    return SpitzerSheet(session.model_copy(update={"entries": tuple(
        e.model_copy() for e in session.entries)}), T)


def test_a_save_on_a_long_evening_asks_the_core_about_the_current_game_only(
        monkeypatch: Any) -> None:
    session = make_session().model_copy(update={"entries": tuple(evening(40))})
    SpitzerSheet(session, T)
    asked: list[int] = []
    real = sheet_model.score_sheet

    def counting(request: Any, settled: Any = None) -> Any:
        asked.append(len(request.hands))
        return real(request, settled)

    monkeypatch.setattr(sheet_model, "score_sheet", counting)
    more = session.model_copy(update={"entries": (
        *session.entries, row("hand", HANDS[1], 999))})
    sheet = SpitzerSheet(more, T)
    assert asked == [1], "only the hand of the current game was asked"
    assert len(sheet.games) == 41 and sheet.game.rows[-1].totals["p0"] == 3
    monkeypatch.setattr(sheet_model, "score_sheet", real)
    assert shown(sheet) == shown(fresh(more))
    assert sheet.answer == fresh(more).answer


edits = st.lists(st.tuples(
    st.sampled_from(("add_hand", "add_hand", "add_hand", "new_game", "misdeal", "delete",
                     "change")),
    st.integers(0, 10_000), st.sampled_from(HANDS), st.sampled_from(PLAYERS),
    st.one_of(st.none(), st.just({"p1": 30}))), min_size=1, max_size=25)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 4), edits)
def test_every_edit_shows_what_the_whole_sheet_shows(games: int, steps: list[Any]) -> None:
    entries = evening(games)
    session = make_session().model_copy(update={"id": f"carry-{games}-{len(steps)}"})
    SpitzerSheet(session.model_copy(update={"entries": tuple(entries)}), T)
    for number, (what, where, result, dealer, start) in enumerate(steps, start=100):
        place = where % (len(entries) + 1)
        if what == "add_hand":
            entries.append(row("hand", result, number))
        elif what == "new_game":
            entries.append(row("new_game", start, number))
        elif what == "misdeal":
            entries.append(row("misdeal", dealer, number))
        elif what == "delete" and place < len(entries):
            del entries[place]
        elif what == "change" and place < len(entries):
            entries[place] = row("hand", result, number)
        now = session.model_copy(update={"entries": tuple(entries)})
        sheet = SpitzerSheet(now, T)
        whole = fresh(now)
        assert shown(sheet) == shown(whole)
        assert sheet.answer == whole.answer
