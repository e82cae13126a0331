"""The games of a session and who won each: the one answer every screen, card and export reads.

Each game plugin answers ``results(session)`` from its rules core's ``results`` (see
`scorers.common.results`), with player ids for the rules core's names of the players and
the time each game was played. `outcome_of` is what the store keeps of it for History,
Statistics and the player page; the result card, BG Stats, Standings and the exports read
`session_results` itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from companion.models import Entry, GameOutcome, Outcome, Session
from scorers.common.results import (
    DecidedBy,
    GameResult,
    ResultsResponse,
    SeatResult,
    SheetSummary,
    open_game,
)


@dataclass(frozen=True)
class PlayedGame:
    """One game of a session: the rules core's result (player ids) and when it was played
    (its last row; None for a game without rows)."""

    result: GameResult
    played_at: datetime | None = None

    @property
    def number(self) -> int:
        return self.result.number

    @property
    def winners(self) -> tuple[str, ...]:
        return self.result.winners

    def totals(self) -> dict[str, int]:
        """player_id -> score, for the players the game could count."""
        return {seat.player: seat.score for seat in self.result.seats if seat.score is not None}


@dataclass(frozen=True)
class SessionResults:
    """Every game of a session, and the sheet's own result where a rule defines one."""

    games: tuple[PlayedGame, ...]
    summary: SheetSummary | None = None
    currency: str = ""
    """The players' currency, where the game has stakes (empty: a game without)."""

    @property
    def several(self) -> bool:
        return len(self.games) > 1


def renamed(found: ResultsResponse, pid_of: Mapping[str, str]) -> ResultsResponse:
    """The rules core's answer with each player named by ``pid_of`` (its names -> ids)."""
    if all(key == value for key, value in pid_of.items()):
        return found

    def one(name: str) -> str:
        return pid_of.get(name, name)

    def keyed(values: Mapping[str, int] | None) -> dict[str, int] | None:
        return None if values is None else {one(k): v for k, v in values.items()}

    def decided(why: DecidedBy | None) -> DecidedBy | None:
        return None if why is None else why.model_copy(update={
            "players": tuple(map(one, why.players)), "by_player": keyed(why.by_player)})

    games = tuple(game.model_copy(update={
        "seats": tuple(SeatResult(player=one(s.player), score=s.score, place=s.place)
                       for s in game.seats),
        "winners": tuple(map(one, game.winners)), "decided_by": decided(game.decided_by),
        "payout": keyed(game.payout)}) for game in found.games)
    summary = found.summary
    if summary is not None:
        summary = summary.model_copy(update={"games_won": keyed(summary.games_won),
                                             "payout": keyed(summary.payout)})
    return ResultsResponse(games=games, summary=summary)


def played(found: ResultsResponse, rows: Sequence[Iterable[Entry]], currency: str = ""
           ) -> SessionResults:
    """``found`` with the time of each game: ``rows[i]`` are the entries of the request's
    row ``i`` (a game was played when its last row was entered)."""
    games = []
    for game in found.games:
        times = [entry.at for index in game.rows if index < len(rows) for entry in rows[index]]
        games.append(PlayedGame(game, max(times) if times else None))
    return SessionResults(tuple(games), found.summary, currency)


def unscored(session: Session) -> SessionResults:
    """A session whose rows cannot be counted at all: one open game."""
    return SessionResults((PlayedGame(open_game(seat.player_id for seat in session.seats)),))


def outcome_of(results: SessionResults) -> Outcome:
    """What the store keeps for History, Statistics and the player page: each game."""
    return Outcome(games=tuple(
        GameOutcome(number=game.number, totals=game.totals(), winners=game.winners,
                    complete=game.result.complete, payout=game.result.payout,
                    played_at=game.played_at)
        for game in results.games))
