"""Every total, peg, winner, payout, game won and dealer the Spitzer sheet shows is
``score_game``'s answer: the sheet's numbers are compared with the op's answer to the same
sheet, sent as a JSON caller would (§8's worked row, SPZ-TV-61..63, SPZ-DEAL-1/3)."""

from __future__ import annotations

from typing import Any

from companion.games.spitzer.sheet_model import SpitzerSheet
from scorers.registry import answer
from tests.companion.games.spitzer.conftest import FakeContext, hand, make_session
from tests.rows import as_row

SECTION_8 = ("hand", hand("p3", "normal", ("p0", "p2"), 5, 72))
"""§8's first row: P4 deals, Normal, P1+P3, 5 tricks / 72 → 61–89, +3 each."""
ENTRIES: list[tuple[str, dict[str, Any]]] = [
    ("new_game", {"start": {"p0": 39, "p1": 39, "p2": 30, "p3": 12}}),
    ("hand", hand("p0", "normal", ("p0", "p1"), 5, 72)),   # 42, 42: SPZ-TV-62, deal again
    ("misdeal", {"dealer": "p1"}),                         # SPZ-DEAL-3: p2 deals next
    ("hand", hand("p2", "normal", ("p0", "p3"), 5, 72)),   # 45, 42: p0 wins (SPZ-TV-61)
    ("new_game", {"start": None}),
    SECTION_8,
]
REQUEST = {  # the same sheet as a JSON caller sends it
    "game": "spitzer", "op": "score_game", "players": ["p0", "p1", "p2", "p3"],
    "stake_cents": 100, "per_point_cents": 5,
    "start": {"p0": 39, "p1": 39, "p2": 30, "p3": 12},
    "hands": [
        {"type": "normal", "calling_side": ["p0", "p1"], "side_tricks": 5, "side_points": 72,
         "dealer": "p0"},
        {"type": "normal", "calling_side": ["p0", "p3"], "side_tricks": 5, "side_points": 72,
         "dealer": "p2"},
        {"type": "normal", "calling_side": ["p0", "p2"], "side_tricks": 5, "side_points": 72,
         "dealer": "p3"}],
    "misdeals": [{"before": 1, "dealer": "p1"}],
    "new_games": [{"before": 2}],
}


def sheet_of(entries: list[tuple[str, dict[str, Any]]]) -> SpitzerSheet:
    ctx = FakeContext(make_session())
    for kind, data in entries:
        ctx.add_entry(as_row(kind, data))
    assert ctx.session is not None
    return SpitzerSheet(ctx.session, ctx.t)


def test_every_number_shown_is_the_ops_answer() -> None:
    sheet = sheet_of(ENTRIES)
    op = answer(REQUEST)
    assert "error" not in op
    assert len(sheet.games) == len(op["games"]) == 2
    shown_rows = [row.totals for game in sheet.games for row in game.rows if row.counted]
    assert shown_rows == [row["totals"] for row in op["hands"]]
    for game, answered in zip(sheet.games, op["games"], strict=True):
        score = game.score.model_dump(mode="json")
        for field in ("totals", "pegs", "winner", "another_hand", "start", "hands"):
            assert score[field] == answered[field], field
        assert score.get("payout") == answered.get("payout")
        assert game.number == answered["number"]
    first = sheet.games[0]
    assert (first.winner, first.score.totals) == ("p0", {"p0": 45, "p1": 42, "p2": 30,
                                                         "p3": 15})
    assert first.score.payout == {"p0": 100 * 3 + 5 * (3 + 15 + 30),
                                  "p1": -115, "p2": -175, "p3": -250}  # SPZ-PAY-1
    assert sheet.game.score.totals == op["totals"] == {"p0": 3, "p1": 0, "p2": 3, "p3": 0}
    assert sheet.games_won() == op["games_won"] == {"p0": 1, "p1": 0, "p2": 0, "p3": 0}
    assert sheet.league_points() == op["sheet_totals"]
    assert sheet.next_dealer() == op["next_dealer"] == "p0"


def test_the_tie_shown_is_the_ops_answer() -> None:
    """SPZ-TV-62 / SPZ-GAME-2: after hand 1 the sheet shows "another hand", as the op does."""
    sheet = sheet_of(ENTRIES[:3])
    op = answer(REQUEST | {"hands": REQUEST["hands"][:1], "new_games": []})  # type: ignore[index]
    assert (sheet.game.winner, sheet.game.score.another_hand) == (None, True)
    assert (op["winner"], op["another_hand"]) == (None, True)
    assert sheet.game.score.totals == op["totals"] == {"p0": 42, "p1": 42, "p2": 30, "p3": 12}
    assert sheet.next_dealer() == op["next_dealer"] == "p2"


def test_the_sheet_takes_no_game_end_of_its_own() -> None:
    """A new game before the winner and a hand after it are refused with the op's rules."""
    sheet = sheet_of([ENTRIES[0], ENTRIES[1], ("new_game", {"start": None}), ENTRIES[3],
                      SECTION_8])
    rules = [row.violations[0].rule if row.violations else None for row in sheet.game.rows]
    assert rules == [None, None, "SPZ-GAME-1", None, "SPZ-VAL-10"]
    op = answer(REQUEST | {"new_games": [{"before": 1}]})
    assert [d["rule"] for d in op["error"]["details"]] == ["SPZ-GAME-1", "SPZ-VAL-10"]
    assert sheet.game.score.totals == {"p0": 45, "p1": 42, "p2": 30, "p3": 15}
