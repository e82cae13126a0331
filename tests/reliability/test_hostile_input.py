"""Issue 20: input that cannot break a game or a backup.

Typed numbers go through one parser with bounds; the store refuses what it could not save,
export and import again; names and notes lose hidden characters; an import is checked first
and written all or nothing (the folder byte for byte unchanged on failure); data files are
0600 whatever the folder's mode.
"""

from __future__ import annotations

import json
import os
import stat
import time
import tracemalloc
from pathlib import Path
from typing import Any

import flet as ft
import pytest

from companion.games.kit import number_stepper
from companion.numbers import SCORE, STORABLE, Bounds, NumberError, parse_int
from companion.store import Repository
from tests.companion.store.helpers import points_outcome, seats
from tests.conftest import RecordFigure
from tests.rows import as_row, house_rules

REFUSED = ["99999999999999999999", "9" * 4300, "9" * 5000, "²", "--5", "NaN", "nan", "inf",
           "-inf", "Infinity", "1e309", "1e3", "12abc", "٣", "３", "", "   ", "-", "+", "1.5",
           "0x10", "1_000", "1 000", "\x00", "5\u202e", "⁵"]


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != ".lock"}


@pytest.mark.parametrize("typed", REFUSED)
def test_every_bad_number_is_refused_with_a_message(typed: str) -> None:
    with pytest.raises(NumberError) as refused:
        parse_int(typed, SCORE)
    assert str(refused.value).startswith("Type a")


def test_good_numbers_and_the_bounds() -> None:
    assert [parse_int(t, Bounds(-5, 40)) for t in ("0", " 12 ", "-5", "+40", "007")] == [
        0, 12, -5, 40, 7]
    for outside in ("41", "-6"):
        with pytest.raises(NumberError, match="from -5 to 40"):
            parse_int(outside, Bounds(-5, 40))


def _typed_field(on_set: list[int]) -> ft.TextField:
    row = number_stepper("spw-form-score-0", 3, lambda delta: 3 + delta, on_set=on_set.append,
                         live=True)
    assert isinstance(row, ft.Row)
    field = row.controls[1].content  # type: ignore[attr-defined]
    assert isinstance(field, ft.TextField)
    return field


def test_the_spitzweg_score_field_refuses_at_the_field() -> None:
    """The one typed number field of the game screens: a refused value is shown as the
    field's error and never reaches the row (it used to raise or store 0 / 3)."""
    stored: list[int] = []
    field = _typed_field(stored)
    for typed in REFUSED:
        field.value = typed
        field.on_change(ft.Event(name="change", control=field))  # type: ignore[call-arg, misc]
        assert field.error, typed
    assert stored == []
    field.value = "-12"
    field.on_change(ft.Event(name="change", control=field))  # type: ignore[call-arg, misc]
    assert stored == [-12] and field.error is None


@pytest.fixture
def repo(tmp_path: Path) -> Any:
    store = Repository(tmp_path / "data", points_outcome)
    yield store
    store.close()


@pytest.mark.parametrize("bad", [10 ** 20, -(10 ** 4300 // 10 ** 4299) * 10 ** 16,
                                 float("nan"), float("inf"), 1e308 * 10, "x\ud800y"])
def test_the_store_refuses_what_it_could_not_export(repo: Repository, bad: Any) -> None:
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    sid = repo.create_session("spitzer", seats(anna, ben)).id
    repo.add_entry(sid, as_row("points", {"points": {anna.id: 1}}))
    before = snapshot(repo.folder)
    with pytest.raises(ValueError, match="nothing was saved"):
        repo.add_entry(sid, as_row("points", {"points": {anna.id: bad}}))
    with pytest.raises(ValueError, match=r"stake_cents|nothing was saved"):
        repo.set_options(sid, house_rules("spitzer", stake_cents=bad))
    assert snapshot(repo.folder) == before
    assert len(repo.session(sid).entries) == 1


def test_extreme_allowed_values_survive_save_export_and_import(tmp_path: Path) -> None:
    first = Repository(tmp_path / "a", points_outcome)
    anna, ben = first.add_player("Ä" * 40), first.add_player("Ben")
    sid = first.create_session("spitzer", seats(anna, ben),
                               house_rules("spitzer", stake_cents=STORABLE[1])).id
    for points in (STORABLE[1], STORABLE[0], STORABLE[1], 0):
        first.add_entry(sid, as_row("points", {"points": {anna.id: points, ben.id: points}}))
    first.set_notes(sid, "ü\n" * 9_000)
    first.finish(sid)
    backup = first.export_bytes()
    stored = first.session(sid)
    first.close()
    again = Repository(tmp_path / "a", points_outcome)  # and after a restart
    assert again.session(sid) == stored
    again.close()
    second = Repository(tmp_path / "b", points_outcome)
    report = second.import_bytes(backup)
    assert report.sessions_added == 1 and second.session(sid) == stored
    third = Repository(tmp_path / "c", points_outcome)  # the restored copy's backup too
    assert third.import_bytes(second.export_bytes()).sessions_added == 1
    assert third.session(sid) == stored
    second.close()
    third.close()
    print(f"\ninput: a {len(backup):,}-byte backup with ±{STORABLE[1]:,} per row and a total "
          f"of {stored.outcome.last.totals[anna.id]:,} restored")


def test_names_and_notes_lose_hidden_characters(repo: Repository) -> None:
    evil = "Ma\x00l\u202eory\x1b[31m\u2066\t"
    player = repo.add_player(evil)
    assert player.name == "Ma l ory [31m"
    assert repo.rename_player(player.id, "\u202dEve\x07").name == "Eve"
    seat = seats(player)[0].model_copy(update={"name": "Seat\x00\u202e1"})
    other = repo.add_player("Bob")
    session = repo.create_session("spitzer", [seat, *seats(other)])
    assert session.seats[0].name == "Seat 1"
    notes = repo.set_notes(session.id, "line 1\nline\x00 2\u202e\ttab").notes
    assert notes == "line 1\nline 2\ttab"
    assert repo.save_item("spitzer", "k", "\x00name\u2067", {}).name == "name"


def _backup_with_a_game(tmp_path: Path) -> dict[str, Any]:
    source = Repository(tmp_path / "source", points_outcome)
    anna, ben = source.add_player("Anna"), source.add_player("Ben")
    sid = source.create_session("spitzer", seats(anna, ben)).id
    source.add_entry(sid, as_row("points", {"points": {anna.id: 3}}))
    source.finish(sid)
    empty = source.create_session("spitzer", seats(anna, ben)).id
    source.finish(empty)
    data: dict[str, Any] = json.loads(source.export_bytes())
    source.close()
    return data


def _forge(kind: str, backup: dict[str, Any]) -> None:
    game = backup["sessions"][0]["session"]
    first = game["seats"][0]["player_id"]
    if kind == "surrogate in notes":
        game["notes"] = "a\ud800b"
    elif kind == "surrogate in a seat name":
        game["seats"][0]["name"] = "\udfff"
    elif kind == "year 1":
        game["entries"][0]["at"] = "0001-01-01T00:00:00Z"
    elif kind == "schema_version true":
        backup["schema_version"] = True
    elif kind == "1 MB seat name":
        game["seats"][1]["name"] = "x" * 1_000_000
    elif kind == "forged win":
        game["outcome"] = {"totals": {first: 999_999}, "winners": [first], "complete": True}
    elif kind == "forged win without rows":
        empty = backup["sessions"][1]["session"]
        empty["outcome"] = {"totals": {first: 999_999}, "winners": [first], "complete": True}
    elif kind == "winner not at the table":
        game["outcome"]["winners"] = ["someoneelse"]


FORGED = ["surrogate in notes", "surrogate in a seat name", "year 1", "schema_version true",
          "1 MB seat name", "forged win", "forged win without rows", "winner not at the table"]


@pytest.mark.parametrize("kind", FORGED)
def test_a_refused_import_leaves_the_folder_byte_for_byte(tmp_path: Path, kind: str) -> None:
    backup = _backup_with_a_game(tmp_path)
    _forge(kind, backup)
    payload = json.dumps(backup).encode("utf-8", "surrogatepass")
    target = Repository(tmp_path / "target", points_outcome)
    target.add_player("Cleo")
    before = snapshot(target.folder)
    with pytest.raises(ValueError) as refused:
        target.import_bytes(payload)
    message = str(refused.value)
    assert "Traceback" not in message and len(message) < 300
    assert snapshot(target.folder) == before, message
    assert [p.name for p in target.players()] == ["Cleo"]
    target.close()


def test_a_write_failing_midway_is_rolled_back(tmp_path: Path, monkeypatch: Any) -> None:
    """Whatever slips past the checks and fails while writing: the folder is put back."""
    backup = _backup_with_a_game(tmp_path)
    target = Repository(tmp_path / "target", points_outcome)
    target.add_player("Cleo")
    before = snapshot(target.folder)
    real_write = Repository._write
    calls = [0]

    def failing(self: Repository, *args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if calls[0] == 2:
            raise UnicodeEncodeError("utf-8", "x", 0, 1, "surrogates not allowed")
        return real_write(self, *args, **kwargs)

    monkeypatch.setattr(Repository, "_write", failing)
    with pytest.raises(ValueError, match="nothing was imported"):
        target.import_bytes(json.dumps(backup).encode())
    assert calls[0] == 2  # the first game was written, then undone
    assert snapshot(target.folder) == before
    monkeypatch.setattr(Repository, "_write", real_write)
    assert target.import_bytes(json.dumps(backup).encode()).sessions_added == 2
    target.close()


def test_a_bomb_of_empty_lists_is_refused_in_bounded_memory(
        repo: Repository, record_figure: RecordFigure) -> None:
    bomb = b'{"format": "table-companion-backup", "x": [' + b"[]," * 4_900_000 + b"[]]}"
    before = snapshot(repo.folder)
    tracemalloc.start()
    started = time.perf_counter()
    with pytest.raises(ValueError, match="more lists and objects"):
        repo.import_bytes(bomb)
    seconds = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 20 * 1024 * 1024  # bounded: the lists are counted, never built
    assert snapshot(repo.folder) == before
    # How fast is the machine's figure, not this test's verdict (a busy host is slower).
    record_figure("import bomb", f"a {len(bomb) / 2**20:.1f} MB file of 4.9 million empty "
                  f"lists refused in {seconds * 1000:.0f} ms, peak {peak / 2**20:.1f} MB")


def test_data_files_are_private_in_an_open_folder(tmp_path: Path) -> None:
    folder = tmp_path / "scores"
    folder.mkdir(mode=0o755)
    os.chmod(folder, 0o755)
    old = folder / "players.json.unreadable-x"
    old.write_bytes(b"left by an older version")
    os.chmod(old, 0o644)
    store = Repository(folder, points_outcome)
    anna, ben = store.add_player("Anna"), store.add_player("Ben")
    sid = store.create_session("spitzer", seats(anna, ben)).id
    store.add_entry(sid, as_row("points", {"points": {anna.id: 1}}))
    store.save_item("spitzer", "k", "n", {})
    store.close()
    files = [p for p in folder.rglob("*") if p.is_file()]
    modes = {str(p.relative_to(folder)): stat.S_IMODE(p.stat().st_mode) for p in files}
    assert len(modes) >= 6 and set(modes.values()) == {0o600}, modes


def test_an_existing_open_folder_is_made_private_even_through_a_symlink(tmp_path: Path) -> None:
    """Issue 31: a 0755 folder the person made, reached through a symlink, becomes 0700."""
    real = tmp_path / "real-scores"
    real.mkdir(mode=0o755)
    os.chmod(real, 0o755)
    (real / "sessions").mkdir(mode=0o755)
    os.chmod(real / "sessions", 0o755)
    link = tmp_path / "scores"
    link.symlink_to(real)
    store = Repository(link, points_outcome)
    store.close()
    assert stat.S_IMODE(real.stat().st_mode) == 0o700
    assert stat.S_IMODE((real / "sessions").stat().st_mode) == 0o700
    assert store.notices == []


def test_a_shared_folder_is_left_alone_and_the_host_is_told(tmp_path: Path) -> None:
    """A sticky folder (like /tmp) is not made private: the store says so in words."""
    from companion.i18n import Translator, say

    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    store = Repository(shared, points_outcome)
    store.close()
    assert stat.S_IMODE(shared.stat().st_mode) == 0o1777
    told = [say(n, Translator("en").t) for n in store.notices]
    assert any("can be read by other users" in t and str(shared) in t for t in told), told
