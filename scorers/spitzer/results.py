"""``results``: the games of a Spitzer score sheet and who won each (SPZ-GAME-1..3, SPZ-PAY-1).

Read off ``score_game``'s ``games``: one game per race to 42 on the sheet. A sheet of
several games has its own result as well: the games each player won and, with stakes, the
payouts added up over the decided games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from scorers.common.results import (
    DecidedBy,
    GameResult,
    ResultsResponse,
    SheetSummary,
    seats,
)
from scorers.spitzer.data import WIN_POINTS
from scorers.spitzer.game import score_game
from scorers.spitzer.sheet_models import (
    GameScore,
    ScoreGameRequest,
    ScoreGameResponse,
)


class ResultsRequest(ScoreGameRequest):
    """The same sheet as `ScoreGameRequest`; answers its games and their winners."""

    op: Literal["results"] = "results"  # type: ignore[assignment]


def _tied(answer: ScoreGameResponse, game: GameScore) -> tuple[str, ...]:
    """The players level at the top on 42 or more after some hand of ``game`` (SPZ-GAME-2),
    the last such tie; empty when there was none."""
    found: tuple[str, ...] = ()
    for row in answer.hands:
        if row.game != game.number:
            continue
        best = max(row.totals.values())
        level = tuple(p for p, total in row.totals.items() if total == best)
        if best >= WIN_POINTS and len(level) > 1:
            found = level
    return found


def _decided(answer: ScoreGameResponse, game: GameScore) -> DecidedBy | None:
    if game.winner is None:
        return None
    tied = _tied(answer, game)
    numbers = {"points": game.totals[game.winner]}
    if tied:
        return DecidedBy(rule="SPZ-GAME-2", reason="after_tie", players=tied, numbers=numbers)
    return DecidedBy(rule="SPZ-GAME-1", reason="42", players=(game.winner,), numbers=numbers)


def results(request: ScoreGameRequest) -> ResultsResponse:
    """Each game on the sheet that has a hand (game 1 always): totals, places, the winner,
    the rule and the payout; for several games, games won and the payouts summed."""
    return from_answer(request.players, score_game(request))


def from_answer(players: Sequence[str], answer: ScoreGameResponse) -> ResultsResponse:
    """The results of a sheet ``score_game`` answered (a sheet passes its own answer)."""
    games = tuple(
        GameResult(number=game.number, seats=seats(players, game.totals),
                   winners=(game.winner,) if game.winner else (),
                   complete=game.winner is not None, decided_by=_decided(answer, game),
                   payout=game.payout, rows=game.hands)
        for game in answer.games if game.hands or game.number == 1)
    summary = None
    if len(games) > 1:
        paid = [game.payout for game in games if game.payout is not None]
        summary = SheetSummary(
            rule="SPZ-GAME-1", games_won=dict(answer.games_won),
            payout={p: sum(pay.get(p, 0) for pay in paid) for p in players}
            if paid else None)
    return ResultsResponse(games=games, summary=summary)
