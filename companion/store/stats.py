"""Statistics per player from the index's summaries of finished sessions."""

from __future__ import annotations

from collections import defaultdict

from companion.models import Player
from companion.store.records import GameStats, PlayerStats, SessionSummary


def player_statistics(players: list[Player],
                      finished: list[SessionSummary]) -> list[PlayerStats]:
    """Games, wins and win rate per player; per game the average and best total.

    Every game on a sheet counts on its own (the game's ``results``: a Spitzer sheet of two
    games to 42 is two games, a Spitzweg 2-player pad too, each with its own totals and
    winners). A shared win counts as a win for each
    winner; a player without a total in a game (the game gives none) counts for games and
    wins, not for average and best.
    """
    totals: dict[tuple[str, str], list[int]] = defaultdict(list)
    games: dict[tuple[str, str], int] = defaultdict(int)
    wins: dict[tuple[str, str], int] = defaultdict(int)
    for summary in finished:
        for one in summary.outcome.games:
            for player_id in set(summary.player_ids):
                key = (player_id, summary.game)
                games[key] += 1
                wins[key] += player_id in one.winners
                if player_id in one.totals:
                    totals[key].append(one.totals[player_id])
    result = []
    for player in players:
        by_game = {}
        for (player_id, game), count in games.items():
            if player_id != player.id:
                continue
            scores = totals[(player_id, game)]
            by_game[game] = GameStats(
                games=count, wins=wins[(player_id, game)],
                average=sum(scores) / len(scores) if scores else 0.0,
                best=max(scores) if scores else None)
        played = sum(s.games for s in by_game.values())
        won = sum(s.wins for s in by_game.values())
        result.append(PlayerStats.model_validate({
            "player_id": player.id, "name": player.name, "games": played, "wins": won,
            "win_rate": won / played if played else 0.0, "by_game": by_game}))
    return result
