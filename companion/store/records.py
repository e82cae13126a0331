"""What the store hands out besides the stored models: summaries, statistics, settings, reports."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from companion.models import EveningTag, GameId, Outcome, Seat, Stored


class SessionSummary(Stored):
    """One row of History: enough to list, filter and count a session without loading it."""

    id: str
    game: GameId
    seats: tuple[Seat, ...]
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None
    rounds: int = 0
    """Number of entries on the sheet."""
    elapsed_seconds: int = 0
    outcome: Outcome = Outcome()
    evening: EveningTag | None = None

    @property
    def player_ids(self) -> tuple[str, ...]:
        return tuple(seat.player_id for seat in self.seats)


class GameStats(Stored):
    """One player's record in one game (finished sessions only)."""

    games: int = 0
    wins: int = 0
    average: float = 0.0
    """Mean of the player's totals in this game."""
    best: int | None = None
    """Highest total in this game."""


class PlayerStats(Stored):
    """Statistics of one player over all finished sessions."""

    player_id: str
    name: str
    games: int = 0
    wins: int = 0
    win_rate: float = 0.0
    """wins / games, 0.0 without games; a shared win counts as a win for each winner."""
    by_game: dict[GameId, GameStats] = Field(default_factory=dict)


class Settings(Stored):
    """The app's preferences, stored in ``settings.json``."""

    language: Literal["en", "de"] | None = None
    """None: follow the system locale."""
    theme: Literal["light", "dark", "system"] = "system"
    author: str = Field(default="", max_length=40)
    """The name written into the edit history for edits made on this device."""


class ImportReport(Stored):
    """What an import did. Records whose id already exists are kept as they are (never replaced)."""

    players_added: int = 0
    sessions_added: int = 0
    items_added: int = 0
    already_present: int = 0
    """Players, sessions and saved items skipped because their id was already stored."""
