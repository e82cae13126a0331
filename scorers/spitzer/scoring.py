"""The result of one hand (§5, §6): column, table value, game points per player."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from scorers.spitzer.data import (
    BRUSH,
    COLUMNS,
    DECK_POINTS,
    HALF,
    HAND_SIZE,
    HYPOTHETICAL,
    ROW_OF_TYPE,
    ROWS,
    SCHNEIDER,
)
from scorers.spitzer.models import (
    Explanation,
    HandResult,
    Options,
    ScoreHandRequest,
    ScoreHandResponse,
)


def point_bounds(options: Options) -> tuple[tuple[int, int], ...]:
    """Trick-point ranges of the columns P0_30..P90_120 under the options (SPZ-VAR-2/3)."""
    return _bounds(options.brush_at_30_symmetric, options.brush_at_30)


@cache
def _bounds(brush_symmetric: bool, brush_at_30: bool) -> tuple[tuple[int, int], ...]:
    # Four option combinations at most, looked up for every hand of a score sheet.
    brush = BRUSH - 1 if brush_symmetric else BRUSH
    schneider = SCHNEIDER + 1 if brush_at_30 else SCHNEIDER
    return ((0, brush), (brush + 1, HALF), (HALF + 1, schneider), (schneider + 1, DECK_POINTS))


def column(side_tricks: int, side_points: int, options: Options) -> int:
    """Index into `COLUMNS` (§5): 0 and 8 tricks by count, everything else by points.

    A side that won only point-less tricks is in 0–30, not "no tricks" (SPZ-SCORE-1, A-12).

    >>> COLUMNS[column(1, 0, Options())]
    'P0_30'
    """
    if side_tricks == 0:
        return 0
    if side_tricks == HAND_SIZE:
        return len(COLUMNS) - 1
    if not 0 <= side_points <= DECK_POINTS:
        raise AssertionError("side points above 120 are rejected by SPZ-VAL-1")
    return _point_columns(options.brush_at_30_symmetric, options.brush_at_30)[side_points]


@cache
def _point_columns(brush_symmetric: bool, brush_at_30: bool) -> tuple[int, ...]:
    """The column of every trick-point total 0..120 under the options: one lookup a hand."""
    bounds = _bounds(brush_symmetric, brush_at_30)
    return tuple(next(index for index, (_, high) in enumerate(bounds, start=1) if points <= high)
                 for points in range(DECK_POINTS + 1))


def game_points(hand: HandResult, players: Sequence[str]) -> tuple[int, int, dict[str, int]]:
    """SPZ-SCORE-1..3: (column index, table value, points per player, never negative)."""
    index = column(hand.side_tricks, hand.side_points, hand.options)
    value = ROWS[ROW_OF_TYPE[hand.type]][index]
    if value is None:
        raise AssertionError("a '—' cell is rejected by SPZ-VAL-5")
    # The calling side wins a positive value, the opponents a negative one.
    if value > 0:
        points, gain = dict.fromkeys(players, 0), value
    else:
        points, gain = dict.fromkeys(players, -value), 0
    for name in hand.calling_side:
        if name in points:
            points[name] = gain
    return index, value, points


def result(hand: HandResult, players: Sequence[str]) -> ScoreHandResponse:
    """The scored hand with the explanation a score sheet shows (§5, §6)."""
    index, value, points = game_points(hand, players)
    row = ROW_OF_TYPE[hand.type]
    by_tricks = index in (0, len(COLUMNS) - 1)
    bounds = (hand.side_tricks, hand.side_tricks) if by_tricks else \
        point_bounds(hand.options)[index - 1]
    explanation = Explanation(
        row=row, column=COLUMNS[index], bounds=bounds,
        decided_by="tricks" if by_tricks else "points",
        receives="calling_side" if value > 0 else "opponents",
        hypothetical=index in HYPOTHETICAL.get(row, ()),
        rules=("SPZ-SCORE-1", "SPZ-SCORE-2", "SPZ-SCORE-3"))
    return ScoreHandResponse(column=COLUMNS[index],
                             value=value, points=points, row=row, explanation=explanation)


def score_hand(request: ScoreHandRequest) -> ScoreHandResponse:
    return result(request, request.players)
