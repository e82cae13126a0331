"""Hand scoring (§5, §6): SPZ-TV-04, 06..08, 30..46, 50..54."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from scorers.spitzer.models import ScoreHandRequest
from scorers.spitzer.scoring import score_hand

PLAYERS = ["P1", "P2", "P3", "P4"]
TABLE = {  # the rules file's machine-readable table, copied as the test vector (TV-04)
    "NORMAL_OR_CALL": [None, -9, -6, 3, 6, 9],
    "SCHNEIDER_PARTNER": [-18, -15, -12, -9, 9, 12],
    "STEALER": [None, -9, -6, 9, 12, 15],
    "ZOLA": [-15, -12, -9, 18, 27, 36],
    "ZOLA_SCHNEIDER": [-42, -36, -24, -18, 36, 39],
    "ZOLA_SCHNEIDER_SCHWARTZ": [-42, -42, -39, -33, -27, 54],
}
TYPE_OF_ROW = {"NORMAL_OR_CALL": "normal", "SCHNEIDER_PARTNER": "schneider",
               "STEALER": "stealer", "ZOLA": "zola", "ZOLA_SCHNEIDER": "zola_schneider",
               "ZOLA_SCHNEIDER_SCHWARTZ": "zola_schneider_schwartz"}
COLUMNS = ["NO_TRICKS", "P0_30", "P31_60", "P61_89", "P90_120", "ALL_TRICKS"]
MAX_PTS = [0, 44, 84, 100, 112, 120, 120, 120, 120]


def side_of(kind: str) -> list[str]:
    return ["P1", "P3"] if kind in ("normal", "call", "schneider") else ["P1"]


def score(kind: str, tricks: int, points: int, side: list[str] | None = None,
          **more: Any) -> Any:
    return score_hand(ScoreHandRequest.model_validate({
        "players": PLAYERS, "type": kind, "calling_side": side or side_of(kind),
        "side_tricks": tricks, "side_points": points, **more}))


def tricks_for(points: int) -> int:
    """Some trick count between 1 and 7 that can hold these points (SPZ-VAL-4)."""
    return next(k for k in range(1, 8) if 120 - MAX_PTS[8 - k] <= points <= MAX_PTS[k])


def cases() -> list[tuple[str, int, bool, int, int]]:
    found = []
    for row, values in TABLE.items():
        for brush in (False, True):
            high = 90 if brush else 89
            bounds = [(0, 0), (0, 30), (31, 60), (61, high), (high + 1, 120), (120, 120)]
            for index, (low, top) in enumerate(bounds):
                if values[index] is None:  # type: ignore[index]
                    continue
                for points in (low, top):
                    # The club queen's side holds its 3 points (SPZ-VAL-5).
                    queen_side = row in ("NORMAL_OR_CALL", "STEALER")
                    points = max(points, 3) if queen_side and index else points
                    found.append((row, index, brush, points,
                                  {0: 0, 5: 8}.get(index, tricks_for(points))))
    return found


@pytest.mark.parametrize(("row", "index", "brush", "points", "tricks"), cases())
def test_tv04_every_cell_at_both_boundaries(row: str, index: int, brush: bool, points: int,
                                            tricks: int) -> None:
    answer = score(TYPE_OF_ROW[row], tricks, points, options={"brush_at_30": brush})
    value = TABLE[row][index]  # type: ignore[index]
    assert (answer.row, answer.column, answer.value) == (row, COLUMNS[index], value)
    assert value is not None
    side = side_of(TYPE_OF_ROW[row])
    for name in PLAYERS:
        on_side = name in side
        assert answer.points[name] == (abs(value) if on_side == (value > 0) else 0)


@pytest.mark.parametrize(("tv", "kind", "tricks", "points", "column", "value", "more"), [
    ("TV-06", "zola", 1, 0, "P0_30", -12, {"club_queen": "P2"}),
    ("TV-07", "zola", 7, 120, "P90_120", 27, {"club_queen": "P1"}),
    ("TV-30", "normal", 4, 61, "P61_89", 3, {}),
    ("TV-31", "normal", 3, 60, "P31_60", -6, {}),
    ("TV-32", "normal", 2, 30, "P0_30", -9, {}),
    ("TV-33", "normal", 6, 90, "P90_120", 6, {}),
    ("TV-34", "call", 8, 120, "ALL_TRICKS", 9, {}),
    ("TV-35", "stealer", 5, 61, "P61_89", 9, {}),
    ("TV-36", "stealer", 3, 45, "P31_60", -6, {}),
    ("TV-37", "zola", 0, 0, "NO_TRICKS", -15, {}),
    ("TV-38", "zola_schneider", 6, 89, "P61_89", -18, {}),
    ("TV-39", "zola_schneider", 6, 90, "P90_120", 36, {}),
    ("TV-40", "zola_schneider_schwartz", 7, 120, "P90_120", -27, {}),
    ("TV-41", "zola_schneider_schwartz", 8, 120, "ALL_TRICKS", 54, {}),
    ("TV-42", "schneider", 0, 0, "NO_TRICKS", -18, {"calling_side": ["P2", "P4"]}),
    ("TV-43", "schneider", 6, 89, "P61_89", -9, {}),
    ("TV-44", "normal", 6, 90, "P61_89", 3, {"options": {"brush_at_30": True}}),
    ("TV-45", "schneider", 6, 90, "P61_89", -9, {"options": {"brush_at_30": True}}),
    ("TV-46", "call", 8, 120, "ALL_TRICKS", 9, {"calling_side": ["P1"]}),
    ("SPZ-VAR-3 low", "normal", 2, 30, "P31_60", -6, {"options": {
        "brush_at_30": True, "brush_at_30_symmetric": True}}),
    ("SPZ-VAR-3 high", "normal", 2, 29, "P0_30", -9, {"options": {
        "brush_at_30_symmetric": True}}),
])
def test_hand_results(tv: str, kind: str, tricks: int, points: int, column: str, value: int,
                      more: dict[str, Any]) -> None:
    side = more.pop("calling_side", None)
    answer = score(kind, tricks, points, side, **more)
    assert (answer.column, answer.value) == (column, value), tv
    winners = set(side or side_of(kind)) if value > 0 else set(PLAYERS) - set(
        side or side_of(kind))
    assert answer.points == {name: abs(value) if name in winners else 0 for name in PLAYERS}


def test_explanation_says_why() -> None:
    answer = score("zola", 1, 0, club_queen="P2")
    assert answer.explanation.model_dump() == {
        "row": "ZOLA", "column": "P0_30", "bounds": (0, 30), "decided_by": "points",
        "receives": "opponents", "hypothetical": False,
        "rules": ("SPZ-SCORE-1", "SPZ-SCORE-2", "SPZ-SCORE-3")}
    assert score("schneider", 0, 0, ["P2", "P4"]).explanation.hypothetical
    assert score("call", 8, 120).explanation.decided_by == "tricks"


@pytest.mark.parametrize(("tv", "kind", "tricks", "points", "more", "rule"), [
    ("TV-08", "normal", 0, 0, {}, "SPZ-VAL-5"),
    ("TV-50", "normal", 4, 70, {"opponent_points": 55}, "SPZ-VAL-1"),
    ("TV-51", "normal", 7, 119, {}, "SPZ-VAL-2"),
    ("TV-52", "normal", 1, 50, {}, "SPZ-VAL-4"),
    ("TV-53", "normal", 7, 70, {}, "SPZ-VAL-4"),
    ("TV-54", "zola", 8, 120, {"club_queen": "P2"}, "SPZ-VAL-5"),
    ("121 points", "normal", 7, 121, {}, "SPZ-VAL-1"),
    ("1 point", "zola", 1, 1, {}, "SPZ-VAL-2"),
    ("9 tricks", "zola", 9, 120, {}, "SPZ-VAL-3"),
    ("0 tricks with points", "zola", 0, 10, {}, "SPZ-VAL-3"),
    ("8 tricks short", "zola", 8, 110, {}, "SPZ-VAL-3"),
    ("queen side below 3", "stealer", 1, 0, {}, "SPZ-VAL-5"),
    ("opponents' queen", "zola", 7, 118, {"club_queen": "P4"}, "SPZ-VAL-5"),
    ("normal without QC", "normal", 4, 70, {"club_queen": "P2"}, "SPZ-VAL-5"),
    ("side of 3", "normal", 4, 70, {"calling_side": ["P1", "P2", "P3"]}, "SPZ-VAL-6"),
    ("lone caller short", "call", 7, 120, {"calling_side": ["P1"]}, "SPZ-VAL-6"),
    ("stranger", "zola", 4, 70, {"calling_side": ["Zed"]}, "SPZ-VAL-6"),
    ("SPZ-VAR-1", "schneider", 4, 70, {"options": {"no_schneider_with_partner": True}},
     "SPZ-VAL-6"),
    ("5 players", "zola", 4, 70, {"players": [*PLAYERS, "P5"]}, "SPZ-VAL-7"),
])
def test_impossible_results(tv: str, kind: str, tricks: int, points: int,
                            more: dict[str, Any], rule: str) -> None:
    body = {"players": PLAYERS, "type": kind, "calling_side": side_of(kind),
            "side_tricks": tricks, "side_points": points} | more
    with pytest.raises(ValidationError) as caught:
        ScoreHandRequest.model_validate(body)
    assert caught.value.errors()[0]["ctx"]["error"].rule == rule, tv
