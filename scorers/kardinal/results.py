"""``results``: the one game of a Kardinal & König sheet and who won it (KK-SCORE-5).

A sheet is one game. It is decided once the position is the final scoring (``final``:
every card assigned); scored as a preview, it has totals and places but no winner yet.
"""

from __future__ import annotations

from typing import Literal

from scorers.common.results import DecidedBy, GameResult, ResultsResponse, seats
from scorers.kardinal.models import ScoreGameRequest, ScoreGameResponse
from scorers.kardinal.scoring import score_game


class ResultsRequest(ScoreGameRequest):
    """The same position as `ScoreGameRequest`; answers the game and its winners."""

    op: Literal["results"] = "results"  # type: ignore[assignment]


def _decided(answer: ScoreGameResponse) -> DecidedBy:
    totals = {p.name: p.total for p in answer.players}
    best = max(totals.values())
    tied = tuple(name for name, total in totals.items() if total == best)
    cards = {p.name: p.cards for p in answer.players if p.name in tied} if len(tied) > 1 \
        else {}
    return DecidedBy(rule="KK-SCORE-5", reason=answer.decided_by,
                     players=tied if len(tied) > 1 else answer.winners,
                     numbers={"points": best}, by_player=cards)


def results(request: ScoreGameRequest) -> ResultsResponse:
    """The game: each player's total and place (total, then cards), winners once final."""
    return from_answer(score_game(request), request.final)


def from_answer(answer: ScoreGameResponse, final: bool) -> ResultsResponse:
    """The result of a position ``score_game`` answered; ``final``: as the final scoring."""
    totals = {p.name: p.total for p in answer.players}
    keys = {p.name: (p.total, p.cards) for p in answer.players}
    return ResultsResponse(games=(GameResult(
        number=1, seats=seats(totals, totals, keys),
        winners=answer.winners if final else (), complete=final,
        decided_by=_decided(answer) if final else None,
        rows=tuple(range(len(answer.players)))),))
