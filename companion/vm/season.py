"""A season: the club's evenings of one year and, per game, every player's rating from the
finishes of the games played at them (`companion.rating`).

The finishes are the games' own answers: each table's games, their winners and places come
from its game's ``results`` (`companion.games.session_results`); only decided games count
(the game reached its end, or its table was finished)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from companion.games import session_results
from companion.models import GameId
from companion.rating import Finish, Rating, finish_ranks, season, table
from companion.store.protocols import SessionListing
from companion.vm.league import evenings


@dataclass(frozen=True)
class SeasonRow:
    place: int
    player_id: str
    name: str
    rating: Rating
    games: int


def finishes(repo: SessionListing, year: int) -> tuple[list[Finish], dict[str, str]]:
    """The decided games of the year's evenings, and the players' names (id -> name)."""
    found: list[Finish] = []
    names: dict[str, str] = {}
    for evening in evenings(repo):
        if evening.created.year != year:
            continue
        for row in evening.tables:
            try:
                session = repo.session(row.session_id)
            except KeyError:  # deleted meanwhile
                continue
            seats = [seat.player_id for seat in session.seats]
            names.update({seat.player_id: seat.name for seat in session.seats})
            finished = session.finished_at is not None
            for game in session_results(session).games:
                if not game.winners or not (game.result.complete or finished):
                    continue
                places = {seat.player: seat.place for seat in game.result.seats}
                found.append(Finish(session.game, game.played_at or session.updated_at,
                                    finish_ranks(seats, game.winners, places), session.id))
    return found, names


class SeasonVM:
    def __init__(self, repo: SessionListing, year: int | None = None) -> None:
        self.year = year or datetime.now(UTC).year
        found, self.names = finishes(repo, self.year)
        self.history = season(found)
        """game -> player id -> the rating after each of their finishes."""

    @property
    def games(self) -> list[GameId]:
        return sorted(self.history)  # type: ignore[arg-type]

    def rows(self, game: str) -> list[SeasonRow]:
        """The season table of ``game``: best rating first."""
        return [SeasonRow(place, pid, self.names.get(pid, "?"), rating, count)
                for place, (pid, rating, count) in enumerate(
                    table(self.history.get(game, {})), start=1)]

    def of_player(self, player_id: str) -> dict[str, list[Rating]]:
        """game -> the player's ratings, oldest first (games they have a finish in)."""
        return {game: players[player_id] for game, players in sorted(self.history.items())
                if player_id in players}
