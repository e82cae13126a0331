"""The club's season rating: one rating per player and game from the finishes of the games
played at the club's evenings (OpenSkill's Plackett-Luce model, a maintained library for
rankings of several players).

It is the club's ranking, not a rule of any game: which game a finish belongs to is only a
key here, and the finish itself (who won, the places) is what each game's results answered.
Pure: no store, no screen.

* A finish ranks the players of one decided game: the winners first, level with each other
  (a shared win is a tie); then the others by the place their game gave them.
* Ratings start at the model's defaults (mu 25, sigma 25/3) and are updated finish by
  finish, in the order the games were played.
* The rating shown is the model's ordinal, mu − 3·sigma: a new player starts at 0 and
  climbs as the finishes show their skill with more certainty.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from openskill.models import PlackettLuce

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Finish:
    """One decided game: ``key`` (which ranking it counts for: the game), when it was
    played and each player's rank (1 best; equal ranks are a tie)."""

    key: str
    at: datetime
    ranks: Mapping[str, int]
    origin: str = ""
    """Where it comes from (a session id), for a person who checks it."""


@dataclass(frozen=True)
class Rating:
    """A player's rating after a finish."""

    at: datetime
    mu: float
    sigma: float

    @property
    def shown(self) -> float:
        """The ordinal: mu − 3·sigma."""
        return self.mu - 3 * self.sigma


def finish_ranks(seats: Sequence[str], winners: Iterable[str],
                 places: Mapping[str, int | None]) -> dict[str, int]:
    """Each seat's rank in a decided game: 1 for every winner (a shared win is a tie),
    then 1 + the game's place for the others (a seat without a place comes last)."""
    won = set(winners)
    last = max((p for p in places.values() if p is not None), default=1)
    return {seat: 1 if seat in won else 1 + (places.get(seat) or last + 1) for seat in seats}


def season(finishes: Iterable[Finish]) -> dict[str, dict[str, list[Rating]]]:
    """key -> player -> the player's rating after each of their finishes, oldest first.
    Finishes are taken in the order they were played; one with fewer than two players
    ranks nobody and is left out."""
    history: dict[str, dict[str, list[Rating]]] = {}
    for finish in sorted(finishes, key=lambda f: f.at):
        if len(finish.ranks) < 2:
            continue
        ratings = history.setdefault(finish.key, {})
        players = list(finish.ranks)
        teams = []
        for player in players:
            before = ratings.get(player)
            last = before[-1] if before else None
            teams.append([MODEL.rating() if last is None
                          else MODEL.rating(mu=last.mu, sigma=last.sigma)])
        rated = MODEL.rate(teams, ranks=[float(finish.ranks[p]) for p in players])
        for player, [after] in zip(players, rated, strict=True):
            ratings.setdefault(player, []).append(Rating(finish.at, after.mu, after.sigma))
    return history


def table(history: Mapping[str, list[Rating]]) -> list[tuple[str, Rating, int]]:
    """One key's players by their current rating, best first: (player, rating, finishes)."""
    rows = [(player, found[-1], len(found)) for player, found in history.items() if found]
    return sorted(rows, key=lambda row: (-row[1].shown, row[0]))
