"""The running score (§7, §8): totals, the 42-point board, the winner, the payout."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorers.common.errors import ImpossibleInput
from scorers.spitzer.data import (
    BOARD_LAST,
    BOARD_WIN,
    COLUMNS,
    PER_POINT_CENTS,
    POINTS_PER_HOLE,
    STAKE_CENTS,
    WIN_POINTS,
)
from scorers.spitzer.models import ScoreGameRequest, ScoreGameResponse
from scorers.spitzer.scoring import game_points


def standing(totals: Mapping[str, int]) -> tuple[str | None, bool]:
    """SPZ-GAME-1/2: (sole leader at 42+, or None; whether a tie at the top needs a hand)."""
    best = max(totals.values())
    if best < WIN_POINTS:
        return None, False
    leaders = [name for name, total in totals.items() if total == best]
    return (leaders[0], False) if len(leaders) == 1 else (None, True)


def peg(total: int, winner: bool = False) -> int:
    """The board hole: 0 start, k for 3k points, 14 for 42 and above, 15 = ``win`` (A-14)."""
    return BOARD_WIN if winner else min(total // POINTS_PER_HOLE, BOARD_LAST)


def payout(totals: Mapping[str, int], winner: str, stake: int, per_point: int
           ) -> dict[str, int]:
    """SPZ-PAY-1: each other player pays stake + per_point × the difference, in cents."""
    paid = {name: -(stake + per_point * (totals[winner] - total))
            for name, total in totals.items() if name != winner}
    return {name: paid.get(name, -sum(paid.values())) for name in totals}


def score_game(request: ScoreGameRequest) -> ScoreGameResponse:
    """Add each hand to the running totals; no hand may follow a sole winner (SPZ-VAL-10)."""
    players: Sequence[str] = request.players
    start = request.start or {}
    totals = {name: start.get(name, 0) for name in players}
    sheet = [totals]
    rows: list[dict[str, Any]] = []
    for hand in request.hands:
        index, value, points = game_points(hand, players)
        totals = {name: totals[name] + points[name] for name in players}
        sheet.append(totals)
        rows.append({"column": COLUMNS[index], "value": value, "points": points,
                     "totals": totals})
    # Points are never negative, so totals only grow: the standing can change only once
    # some total has reached 42, and is read only from there on.
    winner, another = None, False
    for played, running in enumerate(sheet):
        if winner is not None:
            raise ImpossibleInput("SPZ-VAL-10", f"Game over: {winner[:40]} won with "
                                  f"{sheet[played - 1][winner]}.", [{"hand": played - 1}])
        if max(running.values()) >= WIN_POINTS:
            winner, another = standing(running)
    pays = None
    if winner is not None and (request.stake_cents, request.per_point_cents) != (None, None):
        stake = STAKE_CENTS if request.stake_cents is None else request.stake_cents
        per_point = PER_POINT_CENTS if request.per_point_cents is None \
            else request.per_point_cents
        pays = payout(totals, winner, stake, per_point)
    # One validation of the whole sheet costs less than building each row as a model.
    return ScoreGameResponse.model_validate({
        "totals": totals, "pegs": {name: peg(totals[name], name == winner) for name in players},
        "winner": winner, "another_hand": another, "payout": pays, "hands": tuple(rows)},
        strict=True)
