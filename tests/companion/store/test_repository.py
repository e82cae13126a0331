"""The repository against real files: every method, and that it all survives reopening."""

from __future__ import annotations

import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from companion.models import Seat
from companion.store import Repository, Settings, StorageError
from tests.companion.store.helpers import points_outcome, seats
from tests.rows import as_row, house_rules


def reopen(repo: Repository) -> Repository:
    repo.close()
    return Repository(repo.folder, points_outcome)


def test_folder_is_private_and_holds_the_layout(repo: Repository, folder: Path) -> None:
    repo.create_session("spitzer", seats(repo.add_player("Anna")))
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert (folder / "sessions").is_dir() and (folder / ".lock").exists()
    assert (folder / "players.json").exists()


def test_second_app_on_the_folder_is_refused(repo: Repository, folder: Path) -> None:
    with pytest.raises(StorageError, match="in use by another"):
        Repository(folder)


def test_players_add_rename_merge(repo: Repository) -> None:
    anna = repo.add_player("Anna")
    assert repo.add_player("  anna ") == anna
    ben = repo.add_player("Ben")
    dup = repo.add_player("Benn")
    assert [p.name for p in repo.players()] == ["Anna", "Ben", "Benn"]
    assert repo.rename_player(anna.id, "Anna M.").name == "Anna M."
    session = repo.create_session("spitzer", seats(anna, dup))
    repo.add_entry(session.id, as_row("points", {"points": {anna.id: 1, dup.id: 4}}))
    repo.finish(session.id)
    assert repo.merge_players(ben.id, dup.id) == ben
    assert [p.name for p in repo.players()] == ["Anna M.", "Ben"]
    merged = repo.session(session.id)
    assert [s.player_id for s in merged.seats] == [anna.id, ben.id]
    assert merged.outcome.last.totals == {anna.id: 1, ben.id: 4}
    assert repo.list_sessions(player_id=ben.id)[0].id == session.id
    assert repo.list_sessions(player_id=dup.id) == []
    with pytest.raises(KeyError):
        repo.rename_player("nobody", "X")


def test_entries_undo_redo_history_and_outcome(repo: Repository) -> None:
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    rules = house_rules("spitzer", brush_at_30=True)
    sid = repo.create_session("spitzer", seats(anna, ben), rules).id
    assert not repo.can_undo(sid) and not repo.can_redo(sid)
    first = repo.add_entry(sid, as_row("points", {"points": {anna.id: 2}}), "Anna").entries[0]
    repo.add_entry(sid, as_row("points", {"points": {ben.id: 5}}), "Ben")
    session = repo.update_entry(sid, first.id, as_row("points", {"points": {anna.id: 7}}), "Ben")
    assert session.outcome.last.totals == {anna.id: 7, ben.id: 5}
    session = repo.delete_entry(sid, first.id, "Anna")
    assert [e.data for e in session.entries] == [{"points": {ben.id: 5}}]
    session = repo.undo(sid, "Anna")
    assert next(e.id for e in session.entries) == first.id  # back in its old place
    assert session.entries[0].data == {"points": {anna.id: 7}}
    session = repo.undo(sid, "Anna")
    assert session.entries[0].data == {"points": {anna.id: 2}}
    assert repo.can_redo(sid)
    session = repo.redo(sid, "Ben")
    assert session.entries[0].data == {"points": {anna.id: 7}}
    repo.add_entry(sid, as_row("points", {"points": {ben.id: 1}}))
    assert not repo.can_redo(sid)  # a new edit clears redo
    actions = [(r.action, r.author) for r in repo.edit_history(sid)]
    assert actions == [("add", "Anna"), ("add", "Ben"), ("edit", "Ben"), ("delete", "Anna"),
                       ("undo", "Anna"), ("undo", "Anna"), ("redo", "Ben"), ("add", "")]
    assert repo.edit_history(sid)[0].summary == "row points"
    repo = reopen(repo)
    assert repo.can_undo(sid) and repo.session(sid).outcome.last.totals == {anna.id: 7, ben.id: 6}
    assert len(repo.edit_history(sid)) == 8
    repo.close()


def test_undo_depth_is_one_hundred(repo: Repository) -> None:
    sid = repo.create_session("spitzer", seats(repo.add_player("Anna"))).id
    for n in range(105):
        repo.add_entry(sid, as_row("points", {"points": {"x": n}}))
    for _ in range(100):
        repo.undo(sid)
    assert not repo.can_undo(sid)
    assert len(repo.session(sid).entries) == 5
    assert repo.undo(sid) == repo.session(sid)  # nothing left: unchanged


def test_notes_options_elapsed_finish_reopen(repo: Repository) -> None:
    sid = repo.create_session("spandau", seats(repo.add_player("Anna"))).id
    repo.set_notes(sid, "Gasthaus", "Anna")
    repo.set_options(sid, house_rules("spandau", zero_bid=True), "Cleo")
    repo.set_elapsed(sid, 125)
    finished = repo.finish(sid, "Anna")
    assert finished.finished_at is not None
    assert repo.count_sessions(finished=True) == 1
    repo.reopen(sid, "Ben")
    repo = reopen(repo)
    session = repo.session(sid)
    assert (session.notes, session.options, session.elapsed_seconds) == (
        "Gasthaus", {"zero_bid": True}, 125)
    assert session.finished_at is None and repo.count_sessions(finished=False) == 1
    assert [(r.action, r.author) for r in repo.edit_history(sid)] == [
        ("notes", "Anna"), ("options", "Cleo"), ("finish", "Anna"), ("reopen", "Ben")]
    repo.close()


def test_list_and_count_filters_and_paging(repo: Repository) -> None:
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    ids = [repo.create_session(game, seats(*who)).id for game, who in [
        ("spitzer", (anna, ben)), ("spitzweg", (anna,)), ("spitzer", (ben,))]]
    repo.finish(ids[0])
    assert [s.id for s in repo.list_sessions()] == ids[::-1]
    assert repo.count_sessions(game="spitzer") == 2
    assert [s.id for s in repo.list_sessions(player_id=anna.id)] == [ids[1], ids[0]]
    assert [s.id for s in repo.list_sessions(finished=False)] == [ids[2], ids[1]]
    assert [s.id for s in repo.list_sessions(offset=1, limit=1)] == [ids[1]]
    later = datetime.now(UTC) + timedelta(hours=1)
    assert repo.count_sessions(since=later) == 0
    assert repo.count_sessions(until=later.replace(tzinfo=None)) == 3  # naive = local time
    repo.delete_session(ids[1])
    assert repo.count_sessions() == 2
    with pytest.raises(KeyError):
        repo.session(ids[1])
    repo = reopen(repo)
    assert sorted(s.id for s in repo.list_sessions()) == sorted([ids[0], ids[2]])
    assert repo.list_sessions(game="spitzer")[0].rounds == 0
    repo.close()


def test_statistics_per_player_and_game(repo: Repository) -> None:
    anna, ben, _cleo = (repo.add_player(n) for n in ("Anna", "Ben", "Cleo"))
    for a, b in [(10, 4), (3, 8), (6, 6)]:
        sid = repo.create_session("spitzer", seats(anna, ben)).id
        repo.add_entry(sid, as_row("points", {"points": {anna.id: a, ben.id: b}}))
        repo.finish(sid)
    open_game = repo.create_session("spitzer", seats(anna, ben)).id
    # unfinished: not counted
    repo.add_entry(open_game, as_row("points", {"points": {anna.id: 50}}))
    stats = {s.name: s for s in repo.statistics()}
    assert (stats["Anna"].games, stats["Anna"].wins) == (3, 2)
    assert stats["Anna"].win_rate == pytest.approx(2 / 3)
    assert stats["Anna"].by_game["spitzer"].average == pytest.approx(19 / 3)
    assert stats["Anna"].by_game["spitzer"].best == 10
    assert (stats["Ben"].wins, stats["Ben"].by_game["spitzer"].best) == (2, 8)
    assert (stats["Cleo"].games, stats["Cleo"].win_rate, stats["Cleo"].by_game) == (0, 0.0, {})


def test_saved_items_and_settings(repo: Repository) -> None:
    item = repo.save_item("spitzweg", "layout", "Streit", {"cells": [[1, 2]]})
    repo.save_item("spitzweg", "other", "x", {})
    assert repo.saved_items("spitzweg", "layout") == [item]
    assert repo.settings() == Settings()
    repo.save_settings(Settings(language="de", theme="dark", author="Anna"))
    repo = reopen(repo)
    assert repo.settings().language == "de" and repo.settings().author == "Anna"
    assert repo.saved_items("spitzweg", "layout") == [item]
    repo.delete_item(item.id)
    assert repo.saved_items("spitzweg", "layout") == []
    repo.close()


def test_each_save_keeps_the_previous_file_as_backup(repo: Repository, folder: Path) -> None:
    sid = repo.create_session("spitzer", [Seat(player_id="a", name="A")]).id
    path = folder / "sessions" / f"{sid}.json"
    repo.add_entry(sid, as_row("points", {"points": {"a": 1}}))
    before = path.read_bytes()
    repo.add_entry(sid, as_row("points", {"points": {"a": 2}}))
    assert (folder / "sessions" / f"{sid}.json.bak").read_bytes() == before
    assert not list(folder.rglob("*.tmp"))


def test_a_round_save_does_not_rewrite_the_index(repo: Repository, folder: Path) -> None:
    sid = repo.create_session("spitzer", [Seat(player_id="a", name="A")]).id
    repo.close()
    repo = Repository(folder, points_outcome)
    index = (folder / "index.json").read_bytes()
    repo.add_entry(sid, as_row("points", {"points": {"a": 1}}))
    assert (folder / "index.json").read_bytes() == index
    assert repo.list_sessions()[0].rounds == 1  # the in-memory index is current
    repo.close()
    assert (folder / "index.json").read_bytes() != index


def test_unknown_session_is_a_key_error(repo: Repository) -> None:
    with pytest.raises(KeyError):
        repo.session("0123abc")
    with pytest.raises(KeyError):
        repo.session("../players")


def test_the_players_are_read_once_per_write_and_every_write_is_seen(
        repo: Repository, tmp_path: Path) -> None:
    anna = repo.add_player("Anna")
    first = repo.players()
    assert repo.players()[0] is first[0]  # no write between: the same objects, not read again
    ben = repo.add_player("Ben")
    assert [p.name for p in repo.players()] == ["Anna", "Ben"]
    repo.rename_player(anna.id, "Anna M.")
    assert [p.name for p in repo.players()] == ["Anna M.", "Ben"]
    repo.set_player_colour(ben.id, "#123456")
    assert {p.id: p.colour for p in repo.players()}[ben.id] == "#123456"
    other = Repository(tmp_path / "other", points_outcome)
    cleo = other.add_player("Cleo")
    backup = other.export_bytes()
    other.close()
    repo.import_bytes(backup)
    assert [p.name for p in repo.players()] == ["Anna M.", "Ben", "Cleo"]
    repo.merge_players(ben.id, cleo.id)
    assert [p.name for p in repo.players()] == ["Anna M.", "Ben"]
    repo = reopen(repo)
    assert [(p.name, p.colour) for p in repo.players()][1] == ("Ben", "#123456")
    repo.close()
