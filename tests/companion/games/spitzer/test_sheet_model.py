"""The Spitzer sheet view-model: every table cell through the sheet, pegs, winner, tie,
payout, misdeals, new games and the league, with the rules file's test vectors."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games.spitzer import PLUGIN
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.i18n import Translator, say
from tests.companion.games.spitzer.conftest import PLAYERS, FakeContext, hand, make_session
from tests.rows import as_row

TABLE = {  # §6, SPZ-TV-04: the calling side's view, None = cannot happen
    "NORMAL_OR_CALL": (None, -9, -6, 3, 6, 9),
    "SCHNEIDER_PARTNER": (-18, -15, -12, -9, 9, 12),
    "STEALER": (None, -9, -6, 9, 12, 15),
    "ZOLA": (-15, -12, -9, 18, 27, 36),
    "ZOLA_SCHNEIDER": (-42, -36, -24, -18, 36, 39),
    "ZOLA_SCHNEIDER_SCHWARTZ": (-42, -42, -39, -33, -27, 54),
}
TYPES = {"NORMAL_OR_CALL": ("normal", "call"), "SCHNEIDER_PARTNER": ("schneider",),
         "STEALER": ("stealer",), "ZOLA": ("zola",), "ZOLA_SCHNEIDER": ("zola_schneider",),
         "ZOLA_SCHNEIDER_SCHWARTZ": ("zola_schneider_schwartz",)}
COUNTS = ((0, 0), (2, 20), (3, 45), (5, 72), (6, 95), (8, 120))
"""One (side tricks, side points) that falls in each column, in table order."""
COLUMNS = ("NO_TRICKS", "P0_30", "P31_60", "P61_89", "P90_120", "ALL_TRICKS")
CELLS = [(kind, index) for row, values in TABLE.items() for kind in TYPES[row]
         for index, value in enumerate(values) if value is not None]


def sheet_of(*entries: tuple[str, dict[str, Any]], options: dict[str, Any] | None = None
             ) -> SpitzerSheet:
    ctx = FakeContext(make_session(options))
    for kind, data in entries:
        ctx.add_entry(as_row(kind, data))
    assert ctx.session is not None
    return SpitzerSheet(ctx.session, ctx.t)


def side_of(kind: str) -> tuple[str, ...]:
    return ("p0", "p2") if kind in ("normal", "call", "schneider") else ("p0",)


@pytest.mark.parametrize(("kind", "index"), CELLS)
def test_every_table_cell_is_scored_through_the_sheet(kind: str, index: int) -> None:
    tricks, points = COUNTS[index]
    side = side_of(kind)
    sheet = sheet_of(("hand", hand("p3", kind, side, tricks, points)))
    (row,) = sheet.game.rows
    assert row.valid and row.scored is not None
    row_name = next(name for name, kinds in TYPES.items() if kind in kinds)
    value = TABLE[row_name][index]
    assert value is not None
    assert (row.scored.column, row.scored.value) == (COLUMNS[index], value)
    receivers = set(side) if value > 0 else set(PLAYERS) - set(side)
    assert row.scored.points == {pid: abs(value) if pid in receivers else 0
                                 for pid in PLAYERS}
    assert row.totals == row.scored.points
    explained = sheet.explain.result(row)
    assert "SPZ-SCORE-2" in explained.rules and explained.lines


@pytest.mark.parametrize(("options", "column", "value"), [
    ({}, "P90_120", 6), ({"brush_at_30": True}, "P61_89", 3)])
def test_brush_at_30_moves_90_points_down_a_column(options: dict[str, Any], column: str,
                                                   value: int) -> None:
    """SPZ-TV-33 and SPZ-TV-44: Normal, 6 tricks / 90 points."""
    sheet = sheet_of(("hand", hand("p3", "normal", ("p0", "p2"), 6, 90)), options=options)
    scored = sheet.game.rows[0].scored
    assert scored is not None and (scored.column, scored.value) == (column, value)
    assert sheet.explain.column_label(scored) == ("61–90" if options else "90–120")


def test_an_impossible_hand_is_marked_and_counts_for_nobody() -> None:
    """SPZ-TV-08: a Normal side with no tricks; and a stored entry that lost its shape."""
    sheet = sheet_of(("hand", hand("p3", "normal", ("p0", "p2"), 0, 0)),
                     ("hand", {"dealer": "p0", "type": "zola"}), ("bid", {}),
                     ("hand", hand("p9", "zola", ("p0",), 5, 72)))
    rules = [row.violations[0].rule for row in sheet.game.rows]
    assert rules[0] == "SPZ-VAL-5" and rules[2] == "SPZ-VAL" and rules[3] == "SPZ-DEAL-1"
    assert rules[1].startswith("SPZ-VAL")
    assert sheet.game.score.totals == dict.fromkeys(PLAYERS, 0)


def test_pegs_move_hole_by_hole_after_each_hand() -> None:
    hands = [hand("p3", "zola", ("p0",), 6, 95),             # +27 -> p0 27
             hand("p0", "normal", ("p1", "p2"), 5, 72),      # +3  -> p1 3, p2 3
             hand("p1", "normal", ("p1", "p3"), 3, 45),      # -6  -> p0 33, p2 9
             hand("p2", "zola", ("p0",), 5, 72)]             # +18 -> p0 51 wins
    expected = [{"p0": 9, "p1": 0, "p2": 0, "p3": 0}, {"p0": 9, "p1": 1, "p2": 1, "p3": 0},
                {"p0": 11, "p1": 1, "p2": 3, "p3": 0}, {"p0": 15, "p1": 1, "p2": 3, "p3": 0}]
    for count, pegs in enumerate(expected, start=1):
        sheet = sheet_of(*[("hand", data) for data in hands[:count]])
        assert sheet.game.score.pegs == pegs
    assert sheet.game.winner == "p0" and sheet.game.score.totals["p0"] == 51
    assert sheet.explain.peg(sheet.game, "p0").rules == ("SPZ-GAME-1", "SPZ-A-14")


def test_a_tie_at_42_asks_for_another_hand_then_a_sole_leader_wins() -> None:
    """SPZ-TV-62 then SPZ-GAME-2: 42/42 deals again; a stealer breaks the tie."""
    start = ("new_game", {"start": {"p0": 39, "p1": 39, "p2": 30, "p3": 12}})
    tie = ("hand", hand("p3", "normal", ("p0", "p1"), 5, 72))
    sheet = sheet_of(start, tie)
    assert sheet.game.score.another_hand and sheet.game.winner is None
    assert sheet.game.score.totals == {"p0": 42, "p1": 42, "p2": 30, "p3": 12}
    assert sheet.game.score.pegs["p0"] == sheet.game.score.pegs["p1"] == 14
    sheet = sheet_of(start, tie, ("hand", hand("p0", "stealer", ("p1",), 5, 61)))
    assert sheet.game.winner == "p1" and not sheet.game.score.another_hand
    assert sheet.game.score.pegs == {"p0": 14, "p1": 15, "p2": 10, "p3": 4}


def test_payout_in_the_players_currency() -> None:
    """SPZ-TV-63: the winner has 45; the others 30, 12, 0; 100 ct stake and 5 ct a point."""
    sheet = sheet_of(("new_game", {"start": {"p0": 36, "p1": 30, "p2": 12, "p3": 0}}),
                     ("hand", hand("p3", "stealer", ("p0",), 5, 61)),
                     options={"currency": "$"})
    assert sheet.game.score.payout == {"p0": 765, "p1": -175, "p2": -265, "p3": -325}
    assert sheet.money(765) == "+$7.65" and sheet.money(-175) == "−$1.75"
    lines = sheet.explain.payout(sheet.game).lines
    assert lines[0] == "Ben pays $1.00 + $0.05 × 15 = $1.75"
    assert lines[-1] == "Anna receives $7.65"
    custom = sheet_of(("new_game", {"start": {"p0": 36, "p1": 30, "p2": 12, "p3": 0}}),
                      ("hand", hand("p3", "stealer", ("p0",), 5, 61)),
                      options={"stake_cents": 50, "per_point_cents": 10})
    assert custom.game.score.payout == {"p0": 200 + 380 + 500, "p1": -(50 + 10 * 15),
                                        "p2": -(50 + 10 * 33), "p3": -(50 + 10 * 45)}


def test_hands_after_the_winner_need_a_new_game_and_games_won_are_counted() -> None:
    win = [("new_game", {"start": {"p0": 36, "p1": 0, "p2": 0, "p3": 0}}),
           ("hand", hand("p3", "zola", ("p0",), 5, 72))]
    late = ("hand", hand("p0", "normal", ("p1", "p2"), 5, 72))
    sheet = sheet_of(*win, late)
    assert sheet.game.rows[-1].violations[0].rule == "SPZ-VAL-10"
    assert sheet.game.score.totals["p1"] == 0
    sheet = sheet_of(*win, ("new_game", {"start": None}), late)
    assert len(sheet.games) == 2 and sheet.game.number == 2
    assert sheet.game.score.totals == {"p0": 0, "p1": 3, "p2": 3, "p3": 0}
    assert sheet.games_won() == {"p0": 1, "p1": 0, "p2": 0, "p3": 0}
    assert sheet.league_points() == {"p0": 54, "p1": 3, "p2": 3, "p3": 0}
    first, second = session_outcome(sheet.session).games  # each game on its own
    assert first.winners == ("p0",) and first.complete and first.totals["p0"] == 54
    assert second.winners == () and not second.complete
    assert second.totals == sheet.game.score.totals


def test_a_new_game_before_the_winner_is_refused() -> None:
    sheet = sheet_of(("hand", hand("p3", "normal", ("p1", "p2"), 5, 72)),
                     ("new_game", {"start": None}))
    assert len(sheet.games) == 1
    assert sheet.game.rows[-1].violations[0].rule == "SPZ-GAME-1"


def test_the_deal_passes_left_after_hands_and_misdeals() -> None:
    """SPZ-DEAL-1/3: Anna deals, then Ben misdeals, so Carl deals."""
    assert sheet_of().next_dealer() == "p0"
    sheet = sheet_of(("hand", hand("p0", "normal", ("p1", "p2"), 5, 72)),
                     ("misdeal", {"dealer": "p1"}))
    assert sheet.next_dealer() == "p2"
    assert [row.kind for row in sheet.game.rows] == ["hand", "misdeal"]
    sheet = sheet_of(("misdeal", {"dealer": "p3"}))
    assert sheet.next_dealer() == "p0"


def test_describe_entry_names_the_hand() -> None:
    ctx = FakeContext(make_session())
    ctx.add_entry(as_row("hand", hand("p3", "call", ("p0", "p1"), 5, 72)))
    ctx.add_entry(as_row("misdeal", {"dealer": "p0"}))
    assert ctx.session is not None
    first, second = ctx.session.entries
    english = Translator("en").t
    assert say(PLUGIN.describe_entry(first, ctx.session), english) == \
        "Hand 1: Call partner, Anna + Ben, 5 tricks / 72, 61–89, +3"
    assert say(PLUGIN.describe_entry(second, ctx.session), english) == "Misdeal: Anna"
