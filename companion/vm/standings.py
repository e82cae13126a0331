"""The evening's standings: every table's games and winners, and per player across tables
the tables played, the games won and, per game, the points or (a game with stakes) the
payouts.

Each number is an answer of the rules core: every table's games, their winners, each
player's score and, where the game has stakes, each game's payout come from its game's
``results`` (`companion.games.session_results`). Here they are only added up per player.
Players are listed by table and seat: an evening has no ranking rule, so none is made up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from companion.games import session_results
from companion.i18n import Translate
from companion.models import GameId, Session
from companion.share.reasons import money
from companion.store.protocols import SessionListing
from companion.vm.league import Evening, find_evening

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
    points: dict[str, int] = field(default_factory=dict)
    seats: tuple[tuple[str, str], ...] = ()
    """(player_id, name) in seating order."""
    """player_id -> the scores of this table's games added up (the core's scores, the game
    being played included)."""


@dataclass(frozen=True)
class GameFigure:
    """A player's figure in one game of the evening: payout in cents for a game with stakes,
    else points."""

    game: GameId
    points: int = 0
    payout: int | None = None


@dataclass(frozen=True)
class PlayerStanding:
    player_id: str
    name: str
    tables: tuple[int, ...]
    games_won: int
    payout: int | None
    """Cents received (+) or paid (−) over the evening's games with stakes; None without."""
    by_game: tuple[GameFigure, ...] = ()
    """Per game played (in the evening's order of games): points or payout."""


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
    points = dict.fromkeys(won, 0)
    for game in found.games:
        for pid, score in game.totals().items():
            points[pid] = points.get(pid, 0) + score
    for game, done in zip(found.games, over, strict=True):
        for pid in game.winners if done else ():
            won[pid] = won.get(pid, 0) + 1
        if paid is not None and game.result.payout is not None and game.winners:
            for pid, cents in game.result.payout.items():
                paid[pid] = paid.get(pid, 0) + cents
    return TableStanding(table, session.id, session.game, _names(session), len(session.entries),
                         games, won, paid, found.currency, points,
                         tuple((seat.player_id, seat.name) for seat in session.seats))


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
        figures: dict[str, dict[GameId, GameFigure]] = {}
        stakes = any(table.payout is not None for table in self.tables)
        for table in self.tables:
            for pid, name in table.seats:
                names.setdefault(pid, name)
                tables.setdefault(pid, []).append(table.table)
                won[pid] = won.get(pid, 0) + table.won.get(pid, 0)
                mine = figures.setdefault(pid, {})
                before = mine.get(table.game, GameFigure(table.game))
                payout = before.payout
                if table.payout is not None:
                    paid[pid] = paid.get(pid, 0) + table.payout.get(pid, 0)
                    payout = (payout or 0) + table.payout.get(pid, 0)
                mine[table.game] = GameFigure(table.game, before.points
                                              + table.points.get(pid, 0), payout)
        order = list(dict.fromkeys(table.game for table in self.tables))
        return [PlayerStanding(pid, names[pid], tuple(tables[pid]), won[pid],
                               paid.get(pid, 0) if stakes else None,
                               tuple(sorted(figures[pid].values(),
                                            key=lambda f: order.index(f.game))))
                for pid in names]

    @property
    def currency(self) -> str:
        return next((table.currency for table in self.tables if table.currency), "")

    def money(self, cents: int) -> str:
        return money(cents, self.currency, self.t)
