"""Statistics: per player games, wins, win rate, and average and best score per game."""

from __future__ import annotations

from dataclasses import dataclass

from companion.i18n import decimal
from companion.models import GameId
from companion.store import PlayerStats
from companion.store.protocols import ListingStore


@dataclass(frozen=True)
class Bar:
    """One bar of the win-rate chart: ``fraction`` of the full width, 0..1."""

    name: str
    fraction: float
    label: str


@dataclass(frozen=True)
class GameLine:
    game: GameId
    games: int
    wins: int
    average: str
    best: str


def percent(rate: float) -> str:
    return f"{round(rate * 100)} %"


class StatsVM:
    def __init__(self, repo: ListingStore) -> None:
        self.repo = repo
        self.rows: list[PlayerStats] = [s for s in repo.statistics() if s.games > 0]

    def chart(self) -> list[Bar]:
        """Players by win rate, best first (ties: more games first)."""
        ranked = sorted(self.rows, key=lambda s: (-s.win_rate, -s.games, s.name.casefold()))
        return [Bar(s.name, max(0.0, min(1.0, s.win_rate)),
                    f"{percent(s.win_rate)} ({s.wins}/{s.games})") for s in ranked]

    @staticmethod
    def games_of(stats: PlayerStats, lang: str = "en") -> list[GameLine]:
        """Per game; the average written as the language writes decimals (30.0 / 30,0)."""
        return [GameLine(game, g.games, g.wins, decimal(g.average, lang),
                         "–" if g.best is None else str(g.best))
                for game, g in sorted(stats.by_game.items())]
