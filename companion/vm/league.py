"""League night: several tables opened at once (an "evening"), and the evening's standings.

An evening is a group of ordinary sessions, each tagged with the evening's id, name and its
table number (`companion.models.EveningTag`); its tables may play different games. The
organiser types one line per table, the names of its players separated by commas, in seating
order: pasting the draw of a tournament sheet opens every table in one step. More tables,
of the same game or another, join the evening later under the next numbers. An evening is
over when every table is finished: closing it finishes the tables still being played.

Standings only add up what the rules core answered for each table: its game's ``results``
(each game, its winners, whether it is over, its payout where the game has stakes). The
sums per player across tables are bookkeeping, not rules.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from companion.games import plugin
from companion.models import GAME_IDS, EveningTag, GameId, Seat, Session
from companion.store.protocols import ListingStore, PlayerListing
from companion.table.editor import Editor
from companion.vm.new_session import NewSessionVM

MAX_TABLES = 60
LIST_LIMIT = 5000
"""Sessions looked at when the evenings are listed (a club's seasons of evenings)."""



@dataclass(frozen=True)
class Fault:
    """What is wrong with one table's line (``table`` 0: the evening as a whole)."""

    table: int
    key: str
    params: dict[str, Any] = field(default_factory=dict)


def league_game() -> GameId:
    """The game a league night opens its tables with (its plugin's ``league_night``)."""
    return next((game for game in GAME_IDS if plugin(game).info.league_night), GAME_IDS[0])


def split_tables(text: str) -> list[list[str]]:
    """One table per non-empty line; names separated by commas (or semicolons)."""
    tables = []
    for line in text.splitlines():
        names = [" ".join(n.split()) for n in line.replace(";", ",").split(",")]
        names = [n for n in names if n]
        if names:
            tables.append(names)
    return tables


class EveningVM:
    """The Tables screen's form: the game, the evening's name, the players of each table."""

    def __init__(self, repo: PlayerListing, game: GameId | None = None, name: str = "",
                 evening: Evening | None = None) -> None:
        """``evening``: the evening the tables join (None: a new evening named ``name``)."""
        self.repo = repo
        self.game: GameId = game or league_game()
        self.name = evening.name if evening is not None else name
        self.evening = evening
        self.tables_text = ""

    @property
    def first_number(self) -> int:
        """The number of the first table typed: the next one of the evening."""
        if self.evening is None or not self.evening.tables:
            return 1
        return max(row.table for row in self.evening.tables) + 1

    def tables(self) -> list[list[str]]:
        return split_tables(self.tables_text)

    def faults(self) -> list[Fault]:
        """Every problem of every table at once (nothing is created while there is one)."""
        tables = self.tables()
        faults: list[Fault] = []
        if not " ".join(self.name.split()):
            faults.append(Fault(0, "league.error.name_empty"))
        if not tables:
            faults.append(Fault(0, "league.error.no_tables"))
        if self.first_number - 1 + len(tables) > MAX_TABLES:
            faults.append(Fault(0, "league.error.too_many", {"count": MAX_TABLES}))
        seen: dict[str, int] = {}
        for number, names in enumerate(tables, start=self.first_number):
            seats = NewSessionVM(self.repo, self.game)
            for name in names:
                problem = seats.add_new(name)
                if problem is not None and problem != "new.error.full":
                    faults.append(Fault(number, problem, {"name": name}))
                other = seen.setdefault(name.casefold(), number)
                if other != number:
                    faults.append(Fault(number, "league.error.two_tables",
                                        {"name": name, "other": other}))
            low, high = seats.info.min_players, seats.info.max_players
            if not low <= len(names) <= high:
                faults.append(Fault(number, "league.error.seats", {
                    "low": low, "high": high, "count": len(names)}))
        return faults

    def create(self, editor: Editor) -> list[Session]:
        """Open every table; ValueError (the first fault's key) when a line is wrong."""
        editor.access.require_edit()
        faults = self.faults()
        if faults:
            raise ValueError(faults[0].key)
        evening_id = self.evening.id if self.evening is not None else uuid.uuid4().hex
        name = " ".join(self.name.split())[:60]
        created = []
        for number, names in enumerate(self.tables(), start=self.first_number):
            chosen = NewSessionVM(self.repo, self.game)
            for person in names:
                chosen.add_new(person)
            seats = []
            for seat in chosen.seats:
                if seat.player_id is None:
                    seat.player_id = editor.add_player(seat.name).id
                seats.append(Seat(player_id=seat.player_id, name=seat.name, colour=seat.colour))
            created.append(editor.create_session(
                self.game, tuple(seats), chosen.house_rules(),
                evening=EveningTag(id=evening_id, name=name, table=number)))
        return created


@dataclass(frozen=True)
class TableRow:
    session_id: str
    table: int
    game: GameId
    players: str
    rounds: int
    finished: bool


@dataclass(frozen=True)
class Evening:
    id: str
    name: str
    created: datetime
    tables: tuple[TableRow, ...]

    @property
    def games(self) -> tuple[GameId, ...]:
        """The games played at its tables, in the order their first table opened."""
        return tuple(dict.fromkeys(row.game for row in self.tables))

    @property
    def closed(self) -> bool:
        """Over: every table is finished."""
        return all(row.finished for row in self.tables)


def evenings(repo: ListingStore, open_only: bool = False) -> list[Evening]:
    """The evenings, by date (newest first) and then by name, each with its tables in table
    order; ``open_only``: those with a table still being played."""
    grouped: dict[str, list[Any]] = {}
    for row in repo.list_sessions(limit=LIST_LIMIT):
        if row.evening is not None:
            grouped.setdefault(row.evening.id, []).append(row)
    found = []
    for evening_id, rows in grouped.items():
        rows.sort(key=lambda r: r.evening.table)
        tables = tuple(TableRow(r.id, r.evening.table, r.game,
                                ", ".join(seat.name for seat in r.seats), r.rounds,
                                r.finished_at is not None) for r in rows)
        found.append(Evening(evening_id, rows[0].evening.name,
                             min(r.created_at for r in rows), tables))
    found.sort(key=lambda e: e.name.casefold())
    found.sort(key=lambda e: e.created.date(), reverse=True)
    return [e for e in found if not (open_only and e.closed)]


def find_evening(repo: ListingStore, evening_id: str | None) -> Evening | None:
    """The evening with this id, or the newest open one (else the newest) when
    ``evening_id`` is None."""
    found = evenings(repo)
    if evening_id is None:
        return next((e for e in found if not e.closed), found[0] if found else None)
    return next((e for e in found if e.id == evening_id), None)


def close_evening(editor: Editor, evening: Evening) -> int:
    """Finish every table still being played; the number of tables finished."""
    editor.access.require_edit()
    closed = 0
    for row in evening.tables:
        if not row.finished:
            editor.finish(row.session_id)
            closed += 1
    return closed
