"""One player's page: record per game, results over time, rival, nemesis, head-to-head.

Counts over the games of finished sessions as the store keeps them (each game of a sheet on
its own, from the game's ``results``: who sat at the table, who won); no game rule is
applied here. A shared win counts as a win for each winner.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from companion.models import GameId
from companion.store import PlayerStats
from companion.store.protocols import PlayerListing
from companion.store.stats import player_statistics


@dataclass(frozen=True)
class Result:
    """One game of a finished session, oldest first; ``rate`` is the win rate after it
    (0..1)."""

    session_id: str
    number: int
    """The game's number on its sheet (1, 2, ...)."""
    game: GameId
    when: datetime
    total: int | None
    won: bool
    rate: float


@dataclass(frozen=True)
class Opponent:
    """Games with another player: ``wins`` this player won and the other did not,
    ``losses`` the other won and this player did not."""

    player_id: str
    name: str
    games: int
    wins: int
    losses: int


class PlayerPageVM:
    def __init__(self, repo: PlayerListing, player_id: str) -> None:
        players = {p.id: p for p in repo.players()}
        self.player = players.get(player_id)
        self.player_id = player_id
        found = repo.list_sessions(player_id=player_id, finished=True, limit=1_000_000)
        self.sessions = sorted(found, key=lambda s: (s.finished_at or s.created_at, s.created_at))
        self.names = {s.player_id: s.name for summary in self.sessions for s in summary.seats}
        self.names.update({pid: p.name for pid, p in players.items()})
        self.colours = {pid: p.colour for pid, p in players.items()}

    @property
    def name(self) -> str:
        return self.names.get(self.player_id, "?")

    def stats(self) -> PlayerStats | None:
        if self.player is None:
            return None
        return player_statistics([self.player], self.sessions)[0]

    def results(self) -> list[Result]:
        me, won = self.player_id, 0
        out: list[Result] = []
        for summary in self.sessions:
            for game in summary.outcome.games:
                win = me in game.winners
                won += win
                out.append(Result(summary.id, game.number, summary.game,
                                  game.played_at or summary.finished_at or summary.created_at,
                                  game.totals.get(me), win, won / (len(out) + 1)))
        return out

    def opponents(self) -> list[Opponent]:
        """Everyone this player met, most games first (then by name)."""
        me = self.player_id
        counts: dict[str, list[int]] = {}
        for summary in self.sessions:
            for game in summary.outcome.games:
                winners = game.winners
                for pid in set(summary.player_ids) - {me}:
                    games, wins, losses = counts.setdefault(pid, [0, 0, 0])
                    counts[pid] = [games + 1, wins + (me in winners and pid not in winners),
                                   losses + (pid in winners and me not in winners)]
        found = [Opponent(pid, self.names.get(pid, "?"), *c) for pid, c in counts.items()]
        return sorted(found, key=lambda o: (-o.games, o.name.casefold()))

    def rival(self) -> Opponent | None:
        """The player met most often."""
        found = self.opponents()
        return found[0] if found else None

    def nemesis(self) -> Opponent | None:
        """Who beat this player most often (ties: the higher share of games together)."""
        beaten = [o for o in self.opponents() if o.losses > 0]
        if not beaten:
            return None
        return min(beaten, key=lambda o: (-o.losses, -o.losses / o.games, o.name.casefold()))

