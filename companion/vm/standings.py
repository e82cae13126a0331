"""The evening's standings: every table's games and winners, and per player across tables.

Each number is an answer of the rules core: every table's games, their winners and, where
the game has stakes, each game's payout come from its game's ``results``
(`companion.games.session_results`). Here they are only added up per player. Players are
listed by table and seat: an evening has no ranking rule, so none is made up here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from companion.games import session_results
from companion.models import GameId, Session
from companion.share.reasons import money
from companion.store.protocols import SessionListing
from companion.vm.league import Evening, find_evening

Translate = Callable[..., str]
CACHE_SIZE = 512


@dataclass(frozen=True)
class GameLine:
    """One game at a table: its winners' names (empty while it is being played)."""

    number: int
    winners: tuple[str, ...]
    over: bool


@dataclass(frozen=True)
class TableStanding:
    table: int
    session_id: str
    game: GameId
    players: str
    rounds: int
    games: tuple[GameLine, ...]
    won: dict[str, int]
    """player_id -> games won at this table (the core's answer)."""
    payout: dict[str, int] | None
    """player_id -> cents, summed over this table's decided games; None for a game without
    stakes."""
    currency: str = ""


@dataclass(frozen=True)
class PlayerStanding:
    player_id: str
    name: str
    tables: tuple[int, ...]
    games_won: int
    payout: int | None
    """Cents received (+) or paid (−) over the evening's games with stakes; None without."""


_cache: dict[tuple[str, datetime], TableStanding] = {}


def _standing(session: Session, table: int) -> TableStanding:
    """The table's games as its game's ``results`` answers them: winners, games won and
    the payouts summed where the game has stakes."""
    found = session_results(session)
    names = {seat.player_id: seat.name for seat in session.seats}
    finished = session.finished_at is not None
    over = [game.result.complete or finished for game in found.games]
    games = tuple(GameLine(game.number, tuple(names.get(p, p) for p in game.winners)
                           if done else (), done)
                  for game, done in zip(found.games, over, strict=True))
    won = {seat.player_id: 0 for seat in session.seats}
    paid = dict.fromkeys(won, 0) if found.currency else None  # a game with stakes
    for game, done in zip(found.games, over, strict=True):
        for pid in game.winners if done else ():
            won[pid] = won.get(pid, 0) + 1
        if paid is not None and game.result.payout is not None and game.winners:
            for pid, cents in game.result.payout.items():
                paid[pid] = paid.get(pid, 0) + cents
    return TableStanding(table, session.id, session.game, _names(session), len(session.entries),
                         games, won, paid, found.currency)


def _names(session: Session) -> str:
    return ", ".join(seat.name for seat in session.seats)


def table_standing(session: Session, table: int, t: Translate) -> TableStanding:
    """One table's games and winners; kept until the session changes."""
    key = (session.id, session.updated_at)
    found = _cache.get(key)
    if found is not None and found.table == table:
        return found
    standing = _standing(session, table)
    if len(_cache) >= CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    _cache[key] = standing
    return standing


class StandingsVM:
    def __init__(self, repo: SessionListing, evening_id: str | None, t: Translate) -> None:
        self.repo = repo
        self.evening_id = evening_id
        self.t = t
        self.evening: Evening | None = None
        self.tables: list[TableStanding] = []
        self.players: list[PlayerStanding] = []
        self.load()

    def load(self) -> None:
        self.evening = find_evening(self.repo, self.evening_id)
        self.tables, self.players = [], []
        if self.evening is None:
            return
        for row in self.evening.tables:
            try:
                session = self.repo.session(row.session_id)
            except KeyError:  # deleted meanwhile
                continue
            self.tables.append(table_standing(session, row.table, self.t))
        self.players = self._players()

    def _players(self) -> list[PlayerStanding]:
        names: dict[str, str] = {}
        tables: dict[str, list[int]] = {}
        won: dict[str, int] = {}
        paid: dict[str, int] = {}
        stakes = any(table.payout is not None for table in self.tables)
        for table in self.tables:
            session = self.repo.session(table.session_id)
            for seat in session.seats:
                names.setdefault(seat.player_id, seat.name)
                tables.setdefault(seat.player_id, []).append(table.table)
                won[seat.player_id] = won.get(seat.player_id, 0) + table.won.get(seat.player_id, 0)
                if table.payout is not None:
                    paid[seat.player_id] = (paid.get(seat.player_id, 0)
                                            + table.payout.get(seat.player_id, 0))
        return [PlayerStanding(pid, names[pid], tuple(tables[pid]), won[pid],
                               paid.get(pid, 0) if stakes else None) for pid in names]

    @property
    def currency(self) -> str:
        return next((table.currency for table in self.tables if table.currency), "")

    def money(self, cents: int) -> str:
        return money(cents, self.currency, self.t)
