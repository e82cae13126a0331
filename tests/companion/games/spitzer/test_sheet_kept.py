"""The sheet remembers its last answer per session: an edit, a delete, an undo or other
house rules are answered anew, and the same session version is not scored twice."""

from __future__ import annotations

from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.i18n import Translator
from companion.models import Entry, Session
from tests.companion.games.fakes import NOW
from tests.companion.games.spitzer.conftest import hand, make_session

T = Translator("en").t


def entry(number: int, points: int, dealer: str = "p0") -> Entry:
    return Entry(id=f"e{number}", kind="hand", at=NOW,
                 data=hand(dealer, "normal", ("p0", "p2"), 5, points))


def with_entries(session: Session, *entries: Entry, **update: object) -> Session:
    return session.model_copy(update={"entries": entries, **update})


def fresh(session: Session) -> SpitzerSheet:
    """The sheet computed from copies of every entry: nothing remembered applies."""
    return SpitzerSheet(with_entries(session, *(e.model_copy() for e in session.entries)), T)


def shown(sheet: SpitzerSheet) -> list[tuple[str, int, dict[str, int], bool]]:
    return [(row.entry.id, row.number, row.totals, row.valid)
            for game in sheet.games for row in game.rows]


def test_an_edited_row_is_scored_anew_and_undo_gives_the_first_answer() -> None:
    first = (entry(1, 70), entry(2, 100, "p1"), entry(3, 40, "p2"))
    session = with_entries(make_session(), *first)
    before = SpitzerSheet(session, T)
    edited = with_entries(session, first[0], entry(2, 20, "p1"), first[2])
    after = SpitzerSheet(edited, T)
    assert shown(after) == shown(fresh(edited))
    assert after.game.score.totals == fresh(edited).game.score.totals
    assert after.game.score.totals != before.game.score.totals
    undone = SpitzerSheet(with_entries(session, *first), T)
    assert shown(undone) == shown(before)
    assert undone.game.score.totals == before.game.score.totals


def test_a_deleted_or_added_row_changes_the_sheet() -> None:
    rows = (entry(1, 70), entry(2, 100, "p1"), entry(3, 40, "p2"))
    session = with_entries(make_session(), *rows)
    SpitzerSheet(session, T)
    shorter = with_entries(session, rows[0], rows[2])
    assert shown(SpitzerSheet(shorter, T)) == shown(fresh(shorter))
    longer = with_entries(session, *rows, entry(4, 95, "p3"))
    sheet = SpitzerSheet(longer, T)
    assert [row.number for row in sheet.game.rows] == [1, 2, 3, 4]
    assert shown(sheet) == shown(fresh(longer))


def test_other_house_rules_are_answered_anew() -> None:
    rows = (entry(1, 70), entry(2, 90, "p1"))  # 90: a schneider, unless brushed at 30
    session = with_entries(make_session(), *rows)
    plain = SpitzerSheet(session, T)
    brushed = with_entries(session, *rows, options={"brush_at_30": True})
    house = SpitzerSheet(brushed, T)
    assert house.game.score.totals != plain.game.score.totals
    assert house.answer == fresh(brushed).answer
    assert shown(house) == shown(fresh(brushed))


def test_the_same_session_version_shares_one_answer() -> None:
    session = with_entries(make_session(), entry(1, 70), entry(2, 100, "p1"))
    first = SpitzerSheet(session, T)
    again = SpitzerSheet(session.model_copy(update={"notes": "later"}), lambda k, **p: k)
    assert again.answer is first.answer
    assert shown(again) == shown(first)
