"""What the app stores: players, game sessions as entered, edit history, saved referee items.

Entries are stored exactly as entered at the table (a game's own ``data`` dict); totals are
always recomputed by the game's rules core, never stored as the truth. The only derived value
kept is `Session.outcome`, a cache for History and Statistics refreshed on every save.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

GameId = Literal["spitzweg", "kardinal", "spitzer", "spandau"]
"""The one list of the app's games: every registry (plugins, translations, rule texts,
colours, exports) derives its games from it; docs/adding-a-game.md says where to add one."""
GAME_IDS: tuple[GameId, ...] = get_args(GameId)


class Stored(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Words(Stored):
    """A sentence for people, stored as its translation key and values and translated when
    shown (`companion.i18n.say`), so a German table reads German whoever wrote the line.

    A value that is itself a word of the app (a kind of row, a game type) is a `Words` too;
    a sequence of values is shown joined by commas; names and numbers are stored as they are.
    """

    key: str
    values: dict[str, Words | str | int | tuple[Words | str | int, ...]] = {}


class Player(Stored):
    """A person who plays at this table (kept across sessions for statistics)."""

    id: str
    name: str = Field(min_length=1, max_length=40)
    colour: str | None = Field(default=None, pattern=r"^#[0-9A-Fa-f]{6}$")
    """``#RRGGBB`` of the avatar, chosen at first use (`companion.colours`); None in files
    from before colours, filled in when the store opens them."""


class Seat(Stored):
    """A player's place in one session, in seating order; ``colour`` where the game has them."""

    player_id: str
    name: str
    colour: str | None = None


class Entry(Stored):
    """One row of a score sheet as entered: ``kind`` and ``data`` belong to the game plugin."""

    id: str
    kind: str
    data: dict[str, Any]
    author: str = ""
    at: datetime


class GameOutcome(Stored):
    """One game of a session as History, Statistics and the player page count it (the
    game plugin's ``results``, `companion.results`): a Spitzweg 2-player pad holds two,
    a Spitzer sheet one per game to 42."""

    number: int = 1
    totals: dict[str, int] = {}
    """player_id -> points (the game's own score: points, genuine artworks, ...)."""
    winners: tuple[str, ...] = ()
    """player_ids; empty while undecided or when the game has no winner."""
    complete: bool = False
    """The game reached its end by its rules (e.g. someone at 42+ in Spitzer)."""
    payout: dict[str, int] | None = None
    """player_id -> cents received (+) or paid (−), where the game has stakes."""
    played_at: datetime | None = None
    """When its last row was entered."""


class Outcome(Stored):
    """What History and Statistics show of a session: each of its games, in order."""

    games: tuple[GameOutcome, ...] = ()
    legacy: bool = Field(default=False, exclude=True)
    """Read from a file written before every game was listed (never written): the store
    answers such a session's games again from its rows when it has any."""

    @model_validator(mode="before")
    @classmethod
    def _one_shape(cls, data: Any) -> Any:
        """Index and session files written before every game was listed kept the sheet's
        ``totals``/``winners``/``complete`` at the top (and ``games`` only for a sheet of
        several): read as that one game, or as the games listed."""
        if not isinstance(data, dict) or not {"totals", "winners", "complete"} <= data.keys():
            return data  # (those files always wrote all three; a part of them is refused)
        data = dict(data)
        sheet = {key: data.pop(key) for key in ("totals", "winners", "complete") if key in data}
        games = [dict(game) if isinstance(game, dict) else game
                 for game in data.get("games") or ()] or [sheet]
        for number, game in enumerate(games, start=1):
            if isinstance(game, dict):
                game.setdefault("number", number)
        data["games"] = games
        data["legacy"] = True
        return data

    @property
    def last(self) -> GameOutcome:
        """The sheet's last game (the one being played); an empty one for no game."""
        return self.games[-1] if self.games else GameOutcome()


class StartDraw(Stored):
    """Who starts (Spitzer: deals first), drawn at random when the game was set up.

    The seats keep the order around the table, turned so that the drawn player sits first;
    ``table_order`` is the order as it was entered, for the edit history.
    """

    player_id: str
    name: str
    table_order: tuple[str, ...]
    """player_ids in the order they were entered, before the turn."""
    drawn_at: datetime


class EveningTag(Stored):
    """A session that is one table of a league night (several tables opened at once)."""

    id: str
    name: str = Field(max_length=60)
    table: int = Field(ge=1)
    """The table's number in the hall, 1, 2, ..."""


class Session(Stored):
    """One game played at the table."""

    id: str
    game: GameId
    seats: tuple[Seat, ...]
    options: dict[str, Any] = {}
    entries: tuple[Entry, ...] = ()
    notes: str = ""
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None
    elapsed_seconds: int = 0
    outcome: Outcome = Outcome()
    start: StartDraw | None = None
    """The random draw of who starts, when the players asked for one."""
    evening: EveningTag | None = None
    """The league night this session is a table of (None: an ordinary game)."""


class EditRecord(Stored):
    """One line of a session's edit history: who changed which row when."""

    at: datetime
    author: str
    action: Literal["add", "edit", "delete", "undo", "redo", "finish", "reopen", "notes",
                    "draw", "options"]
    entry_id: str | None = None
    summary: Words | str = ""
    """What changed, as `Words`; a plain string in files written before summaries were
    translated when shown (shown as it was written)."""


class SavedItem(Stored):
    """Something a referee screen keeps, e.g. a disputed Spitzweg layout."""

    id: str
    game: GameId
    kind: str
    name: str
    data: dict[str, Any]
    at: datetime
