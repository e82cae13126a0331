"""``results``: the games of a Spitzweg pad and who won each (rules §10, SPW-SCORE-7).

Read off ``score_game``'s ``games`` answer: the 2-player pad holds two games, each with its
own totals and winners; no rule makes a winner of the pad as a whole, so none is given.
"""

from __future__ import annotations

from typing import Literal

from scorers.common.results import DecidedBy, GameResult, ResultsResponse, open_game, seats
from scorers.spitzweg.game import score_game
from scorers.spitzweg.game_models import GameAnswer, ScoreGameRequest


class ResultsRequest(ScoreGameRequest):
    """The same pad as `ScoreGameRequest`; answers its games and their winners."""

    op: Literal["results"] = "results"  # type: ignore[assignment]


def _decided(game: GameAnswer) -> DecidedBy | None:
    if not game.winners or game.decided_by == "none":
        return None
    best = game.totals[game.winners[0]]
    tied = tuple(p for p, total in game.totals.items() if total == best)
    by_penalty = {p: game.hand_penalty.get(p, 0) for p in tied} \
        if game.decided_by == "hand_penalty" else {}
    return DecidedBy(rule="SPW-SCORE-7", reason=game.decided_by,
                     players=tied if by_penalty else game.winners,
                     numbers={"points": best}, by_player=by_penalty)


def _game(request: ScoreGameRequest, game: GameAnswer, rows: tuple[int, ...]) -> GameResult:
    fewer = request.options.tie_break == "fewer_hand_points"
    keys = {p: (total, -game.hand_penalty.get(p, 0) if fewer else 0)
            for p, total in game.totals.items()}
    return GameResult(number=game.number, seats=seats(request.players, game.totals, keys),
                      winners=game.winners, complete=game.complete,
                      decided_by=_decided(game), rows=rows)


def results(request: ScoreGameRequest) -> ResultsResponse:
    """Each started game of the pad (game 1 always): totals, places, winners, the rule."""
    answer = score_game(request)
    found = []
    for game in answer.games:
        rows = tuple(i for i, row in enumerate(answer.rows) if row.pad_game == game.number)
        if rows or game.number == 1:
            found.append(_game(request, game, rows) if rows else open_game(request.players))
    return ResultsResponse(games=tuple(found))
