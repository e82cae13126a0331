"""``results``: the one game of a Spandau 1780 sheet and who won it (SP80-SCORE-1..3).

The reveal is the final scoring: once the game has ended (``ended``), its winners are the
game's; before, the reveal so far has scores and places but no winner yet.
"""

from __future__ import annotations

from typing import Literal

from scorers.common.results import DecidedBy, GameResult, ResultsResponse, seats
from scorers.spandau.artwork_models import ScoreGameRequest, ScoreGameResponse
from scorers.spandau.scoring import score_game


class ResultsRequest(ScoreGameRequest):
    """The same reveal as `ScoreGameRequest`; answers the game and its winners."""

    op: Literal["results"] = "results"  # type: ignore[assignment]
    ended: bool = False
    """The game is over (an end condition, SP80-END-*, or the table ended it) and every
    player's reveal is in."""


def _decided(answer: ScoreGameResponse) -> DecidedBy:
    scores = {p.name: p for p in answer.players}
    best = scores[answer.winners[0]]
    by_types = {name: scores[name].types for name in answer.tied}
    reason = {"SP80-SCORE-1": "genuine", "SP80-SCORE-2": "types",
              "SP80-SCORE-3": "shared"}[answer.decided_by]
    return DecidedBy(rule=answer.decided_by, reason=reason,
                     players=answer.tied or answer.winners,
                     numbers={"genuine": best.genuine, "types": best.types},
                     by_player=by_types)


def results(request: ScoreGameRequest) -> ResultsResponse:
    """The game: genuine artworks and rank per player, the winners and what decided it."""
    return from_answer(score_game(request), request.ended if isinstance(
        request, ResultsRequest) else False)


def from_answer(answer: ScoreGameResponse, ended: bool) -> ResultsResponse:
    """The result of a reveal ``score_game`` answered; ``ended``: see `ResultsRequest`."""
    genuine = {p.name: p.genuine for p in answer.players}
    keys = {p.name: (-p.rank,) for p in answer.players}
    return ResultsResponse(games=(GameResult(
        number=1, seats=seats(genuine, genuine, keys),
        winners=answer.winners if ended else (), complete=ended,
        decided_by=_decided(answer) if ended else None,
        rows=tuple(range(len(answer.players)))),))
