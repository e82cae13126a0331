"""Every game on a sheet is a game in History and Statistics (a Spitzer sheet of two games to
42 is two games, each with its own totals and winner); an index row written before games were
kept apart still reads, as one game, and a stored sheet of that time is answered again."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from companion.games import outcome as session_outcome
from companion.models import Entry, GameOutcome, Player
from companion.store.catalog import IndexRow
from companion.store.records import SessionSummary
from companion.store.stats import player_statistics
from companion.vm.history import game_winners
from tests.companion.games.fakes import NOW
from tests.companion.games.spitzer.conftest import hand, make_session

PLAYERS = [Player(id=pid, name=name) for pid, name in
           zip(("p0", "p1", "p2", "p3"), ("Anna", "Ben", "Carl", "Dora"), strict=True)]


def two_games() -> SessionSummary:
    """Ben (p1) wins game 1 at 42, Dora (p3) game 2 at 42."""
    rows = [("new_game", {"start": {"p0": 30, "p1": 39, "p2": 30, "p3": 36}}),
            ("hand", hand("p0", "normal", ("p1", "p3"), 5, 70)),
            ("new_game", {"start": {"p0": 30, "p1": 30, "p2": 30, "p3": 39}}),
            ("hand", hand("p1", "normal", ("p1", "p3"), 5, 70))]
    session = make_session().model_copy(update={"entries": tuple(
        Entry(id=f"e{n}", kind=kind, data=data, at=NOW) for n, (kind, data) in enumerate(rows))})
    outcome = session_outcome(session)
    return SessionSummary(id="s1", game="spitzer", seats=session.seats, created_at=NOW,
                          updated_at=NOW, finished_at=NOW, rounds=4, outcome=outcome)


def test_the_spitzer_outcome_lists_each_game_with_its_own_totals_and_winner() -> None:
    games = two_games().outcome.games
    assert [g.winners for g in games] == [("p1",), ("p3",)]
    assert [g.totals["p3"] for g in games] == [39, 42]
    assert all(g.complete for g in games)


def test_statistics_count_each_game_its_win_and_its_own_total() -> None:
    stats = {s.name: s for s in player_statistics(PLAYERS, [two_games()])}
    assert (stats["Ben"].games, stats["Ben"].wins) == (2, 1)
    assert (stats["Dora"].games, stats["Dora"].wins) == (2, 1)
    assert (stats["Anna"].games, stats["Anna"].wins) == (2, 0)
    dora = stats["Dora"].by_game["spitzer"]
    assert dora.best == 42 and dora.average == (39 + 42) / 2


def test_history_names_each_games_winner() -> None:
    assert game_winners(two_games()) == [(1, "Ben"), (2, "Dora")]


def test_an_old_index_row_without_games_reads_as_one_game() -> None:
    old = {"summary": {"id": "s9", "game": "kardinal", "seats": [
        {"player_id": "p0", "name": "Anna"}, {"player_id": "p1", "name": "Ben"}],
        "created_at": "2026-01-01T20:00:00", "updated_at": "2026-01-01T22:00:00",
        "finished_at": "2026-01-01T22:00:00", "rounds": 3,
        "outcome": {"totals": {"p0": 30, "p1": 20}, "winners": ["p0"], "complete": True}},
        "stamp": None}
    summary = IndexRow.model_validate(old).summary
    assert summary.outcome.games == (GameOutcome(
        number=1, totals={"p0": 30, "p1": 20}, winners=("p0",), complete=True),)
    assert summary.outcome.legacy
    assert game_winners(summary) == []
    stats = {s.name: s for s in player_statistics(PLAYERS, [summary])}
    assert (stats["Anna"].games, stats["Anna"].wins) == (1, 1)
    assert stats["Anna"].by_game["kardinal"].best == 30
    assert isinstance(summary.created_at, datetime)


@pytest.mark.parametrize("written", [("session", "index"), ("index",)])
def test_a_pad_stored_before_games_were_kept_apart_is_answered_again(
        tmp_path: Path, written: tuple[str, ...]) -> None:
    """A 2-player Spitzweg pad whose file and index row (or its index row alone) still
    hold the pad's sums as one result: the store answers its two games from its rows."""
    from companion.games import plugin
    from companion.store import Repository
    from companion.store.atomic import META, encode
    from tests.companion.multi_game import SPITZWEG_PAD, store

    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        sid = store(repo, SPITZWEG_PAD)
    old = {"totals": {}, "winners": [], "complete": True}  # as the first releases wrote it
    paths = {"session": tmp_path / "sessions" / f"{sid}.json", "index": tmp_path / "index.json"}
    for kind, path in ((kind, paths[kind]) for kind in written):
        data = json.loads(path.read_text(encoding="utf-8"))
        table = data["session"]["1"]["session"] if kind == "session" else next(
            row["summary"] for row in data["sessions"].values())
        seats = [seat["player_id"] for seat in table["seats"]]
        old["totals"] = dict(zip(seats, (613, 523), strict=True))
        old["winners"] = [seats[0]]
        table["outcome"] = old
        path.write_bytes(encode(kind, {k: v for k, v in data.items() if k != META}))
    with Repository(tmp_path, outcome=session_outcome) as repo:
        (row,) = repo.list_sessions()
        assert [game.winners for game in row.outcome.games] == [
            (seats[1],), (seats[0],)], "Beate won game 1, Andreas game 2"
        assert len(repo.session(sid).outcome.games) == 2
