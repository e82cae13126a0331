"""The player page's figures: counts over stored outcomes of finished games."""

from __future__ import annotations

from pathlib import Path

from companion.store import Repository
from companion.vm.player_page import PlayerPageVM
from tests.companion.store.helpers import points_outcome, seats
from tests.rows import as_row


def play(repo: Repository, game: str, points: dict[str, int], finish: bool = True) -> None:
    players = {p.name: p for p in repo.players()}
    session = repo.create_session(game, seats(*(players[n] for n in points)))
    repo.add_entry(session.id, as_row("points",
                   {"points": {players[n].id: v for n, v in points.items()}}))
    if finish:
        repo.finish(session.id)


def test_record_rival_nemesis_and_head_to_head(tmp_path: Path) -> None:
    with Repository(tmp_path, points_outcome) as repo:
        for name in ("Anna", "Ben", "Cleo", "Dora"):
            repo.add_player(name)
        play(repo, "spitzer", {"Anna": 30, "Ben": 44, "Cleo": 10})   # Ben wins
        play(repo, "spitzer", {"Anna": 50, "Ben": 20})               # Anna wins
        play(repo, "spandau", {"Anna": 4, "Ben": 6, "Dora": 6})      # Ben and Dora share
        play(repo, "spandau", {"Anna": 7, "Cleo": 2})                # Anna wins
        play(repo, "spandau", {"Anna": 1, "Ben": 9}, finish=False)   # still being played
        anna = next(p for p in repo.players() if p.name == "Anna")
        vm = PlayerPageVM(repo, anna.id)
    stats = vm.stats()
    assert stats is not None
    assert (stats.games, stats.wins) == (4, 2)
    assert (stats.by_game["spitzer"].games, stats.by_game["spitzer"].wins) == (2, 1)
    assert stats.by_game["spitzer"].best == 50
    assert stats.by_game["spandau"].average == 5.5
    assert [(r.game, r.total, r.won) for r in vm.results()] == [
        ("spitzer", 30, False), ("spitzer", 50, True), ("spandau", 4, False),
        ("spandau", 7, True)]
    assert [round(r.rate, 2) for r in vm.results()] == [0.0, 0.5, 0.33, 0.5]
    opponents = {o.name: (o.games, o.wins, o.losses) for o in vm.opponents()}
    assert opponents == {"Ben": (3, 1, 2), "Cleo": (2, 1, 0), "Dora": (1, 0, 1)}
    rival, nemesis = vm.rival(), vm.nemesis()
    assert rival is not None and rival.name == "Ben"
    assert nemesis is not None and nemesis.name == "Ben"


def test_a_player_nobody_beat_has_no_nemesis(tmp_path: Path) -> None:
    with Repository(tmp_path, points_outcome) as repo:
        repo.add_player("Anna")
        repo.add_player("Ben")
        play(repo, "spitzer", {"Anna": 50, "Ben": 20})
        anna = next(p for p in repo.players() if p.name == "Anna")
        vm = PlayerPageVM(repo, anna.id)
    assert vm.nemesis() is None
    rival = vm.rival()
    assert rival is not None and (rival.name, rival.wins) == ("Ben", 1)


def test_an_unknown_player_has_no_page(tmp_path: Path) -> None:
    with Repository(tmp_path, points_outcome) as repo:
        assert PlayerPageVM(repo, "nobody").stats() is None
