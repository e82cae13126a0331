"""Store files: checksummed atomic writes, damaged or newer files set aside, backups restored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.i18n import Translator, say
from companion.models import Words
from companion.store import Repository
from companion.store.atomic import SCHEMA, encode
from companion.store.files import open_file
from tests.companion.store.helpers import points_outcome, seats
from tests.rows import as_row


def test_encoded_file_is_tinydb_json_with_schema_first() -> None:
    payload = encode("players", {"players": {"1": {"id": "a", "name": "Anna"}}})
    data = json.loads(payload)
    assert data["_meta"]["1"]["schema"] == SCHEMA and data["_meta"]["1"]["kind"] == "players"
    assert payload.startswith(b'{"_meta":') and data["players"]["1"]["name"] == "Anna"


def test_flipped_letter_that_stays_valid_json_is_caught(tmp_path: Path) -> None:
    path = tmp_path / "players.json"
    path.write_bytes(encode("players", {"players": {"1": {"id": "a", "name": "Anna"}}}))
    path.write_bytes(path.read_bytes().replace(b"Anna", b"Anno"))
    notices: list[Words] = []
    _db, found = open_file(path, "players", lambda t: None, notices,
                           Words(key="store.file.players"))
    assert not found and "checksum" in english(notices[0]) and not path.exists()
    assert len(list(tmp_path.glob("players.json.unreadable-*"))) == 1


def test_damaged_players_file_is_restored_from_backup(folder: Path) -> None:
    with Repository(folder) as repo:
        repo.add_player("Anna")
        repo.add_player("Ben")
    (folder / "players.json").write_bytes(b'{"_meta": tru')
    with Repository(folder) as repo:
        assert [p.name for p in repo.players()] == ["Anna"]  # the backup: one save earlier
        assert "backup" in english(repo.notices[0]) and "set aside" in english(repo.notices[0])
    assert len(list(folder.glob("players.json.unreadable-*"))) == 1


def test_newer_schema_is_refused_and_kept(folder: Path) -> None:
    with Repository(folder) as repo:
        repo.add_player("Anna")
    path = folder / "players.json"
    newer = json.loads(path.read_bytes())
    newer["_meta"]["1"]["schema"] = SCHEMA + 1
    path.write_text(json.dumps(newer))
    with Repository(folder) as repo:
        assert repo.players() == []  # no backup of a one-save file: nothing invented
        assert "newer version" in english(repo.notices[0])
    aside = next(folder.glob("players.json.unreadable-*"))
    assert json.loads(aside.read_text())["_meta"]["1"]["schema"] == SCHEMA + 1


def test_damaged_index_is_rebuilt_from_the_session_files(folder: Path) -> None:
    with Repository(folder, points_outcome) as repo:
        sid = repo.create_session("spitzer", seats(repo.add_player("Anna"))).id
        repo.finish(sid)
    (folder / "index.json").write_bytes(b"garbage")
    (folder / "index.json.bak").unlink(missing_ok=True)
    with Repository(folder, points_outcome) as repo:
        assert [s.id for s in repo.list_sessions(finished=True)] == [sid]
        assert "list of games" in english(repo.notices[0])


@pytest.mark.parametrize("keep_backup", [True, False])
def test_damaged_session_file(folder: Path, keep_backup: bool) -> None:
    with Repository(folder, points_outcome) as repo:
        sid = repo.create_session("spitzer", seats(repo.add_player("Anna"))).id
        repo.add_entry(sid, as_row("points", {"points": {}}))
        repo.add_entry(sid, as_row("points", {"points": {}}))
    path = folder / "sessions" / f"{sid}.json"
    path.write_bytes(path.read_bytes()[:-10])
    if not keep_backup:
        (folder / "sessions" / f"{sid}.json.bak").unlink()
    with Repository(folder, points_outcome) as repo:
        if keep_backup:
            assert len(repo.session(sid).entries) == 1
        else:
            with pytest.raises(KeyError):
                repo.session(sid)
            assert repo.count_sessions() == 0
        assert "could not be read" in english(repo.notices[0])
    assert list((folder / "sessions").glob("*.unreadable-*"))


def test_index_row_that_fails_validation_is_rebuilt_from_its_file(folder: Path) -> None:
    from companion.store.atomic import encode

    with Repository(folder, points_outcome) as repo:
        sid = repo.create_session("spitzer", seats(repo.add_player("Anna"))).id
        repo.add_entry(sid, as_row("points", {"points": {}}))
    index = folder / "index.json"
    tables = json.loads(index.read_bytes())
    tables["sessions"]["1"]["summary"]["rounds"] = "many"  # written well, wrong inside
    index.write_bytes(encode("index", tables))
    with Repository(folder, points_outcome) as repo:
        assert repo.list_sessions()[0].rounds == 1


def english(words: Words) -> str:
    return say(words, Translator("en").t)
