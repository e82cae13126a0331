"""``results``: the games of a Spitzweg pad and who won each (rules §10, SPW-SCORE-7).

Read off ``score_game``'s ``games`` answer: the 2-player pad holds two games, each with its
own totals and winners; no rule makes a winner of the pad as a whole, so none is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from scorers.common.results import DecidedBy, GameResult, ResultsResponse, seats
from scorers.spitzweg.game import score_game
from scorers.spitzweg.game_models import (
    GameAnswer,
    GameOptions,
    ScoreGameRequest,
    ScoreGameResponse,
)


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


def _game(players: Sequence[str], fewer: bool, game: GameAnswer, rows: tuple[int, ...]
          ) -> GameResult:
    keys = {p: (total, -game.hand_penalty.get(p, 0) if fewer else 0)
            for p, total in game.totals.items()}
    return GameResult(number=game.number, seats=seats(players, game.totals, keys),
                      winners=game.winners, complete=game.complete,
                      decided_by=_decided(game), rows=rows)


def from_answer(players: Sequence[str], options: GameOptions, answer: ScoreGameResponse,
                pad_games: Sequence[int]) -> ResultsResponse:
    """The results of a pad ``score_game`` answered; ``pad_games``: the game of each of the
    pad's rows, in order (a sheet that answered its rows one by one passes them here)."""
    fewer = options.tie_break == "fewer_hand_points"
    found = []
    for game in answer.games:
        rows = tuple(i for i, number in enumerate(pad_games) if number == game.number)
        if rows or game.number == 1:
            found.append(_game(players, fewer, game, rows))
    return ResultsResponse(games=tuple(found))


def results(request: ScoreGameRequest) -> ResultsResponse:
    """Each started game of the pad (game 1 always): totals, places, winners, the rule."""
    answer = score_game(request)
    return from_answer(request.players, request.options, answer,
                       tuple(row.pad_game for row in answer.rows))
