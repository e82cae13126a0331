"""Home: the four games with their player counts, and the sessions still being played."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from companion.games import plugin
from companion.models import GAME_IDS, GameId
from companion.store.protocols import ListingStore

CONTINUE_LIMIT = 10


def player_range(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


@dataclass(frozen=True)
class GameCard:
    game: GameId
    players: str
    has_referee: bool


@dataclass(frozen=True)
class Unfinished:
    session_id: str
    game: GameId
    players: str
    updated: datetime


class HomeVM:
    def __init__(self, repo: ListingStore) -> None:
        self.repo = repo

    def games(self) -> list[GameCard]:
        cards = []
        for game in GAME_IDS:
            info = plugin(game).info
            cards.append(GameCard(game, player_range(info.min_players, info.max_players),
                                  bool(plugin(game).referee_tools())))
        return cards

    def unfinished(self) -> list[Unfinished]:
        rows = self.repo.list_sessions(finished=False, limit=CONTINUE_LIMIT)
        return [Unfinished(s.id, s.game, ", ".join(seat.name for seat in s.seats),
                           s.updated_at) for s in rows]
