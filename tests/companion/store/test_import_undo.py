"""Issue 31: a failed import's undo that fails itself still reaches the person in words.

A real folder (TinyDB files in a temp folder): the import's last write fails, and then the
restore of the folder fails too (an OSError from writing a file back), once or every time.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.i18n import Translator, say
from companion.models import Words
from companion.store import Repository, StorageError
from companion.store import backups as backups_module
from companion.store import files as files_module
from companion.table.access import ClientAccess, TableLock
from companion.table.editor import Editor
from companion.vm.settings import SettingsVM
from tests.companion.store.helpers import points_outcome, seats
from tests.rows import as_row


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != ".lock" and not p.name.endswith("tmp")}


def _backup(tmp_path: Path) -> bytes:
    with Repository(tmp_path / "source", points_outcome) as source:
        anna, ben = source.add_player("Anna"), source.add_player("Ben")
        sid = source.create_session("spitzer", seats(anna, ben)).id
        source.add_entry(sid, as_row("points", {"points": {anna.id: 3, ben.id: 1}}), "Anna")
        return source.export_bytes()


@pytest.fixture
def failing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The backup, the repo (one player of its own), and a switch for how often the undo's
    file writes fail."""
    backup = _backup(tmp_path)
    repo = Repository(tmp_path / "data", points_outcome)
    repo.add_player("Carla")
    monkeypatch.setattr(backups_module, "UNDO_PAUSE", 0.0, raising=False)

    def broken_flush(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(repo, "_flush_index", broken_flush)  # the import's last write fails
    real_write = files_module.write_bytes_atomic
    undo_failures = {"left": 0, "made": 0}

    def flaky_write(*args: Any, **kwargs: Any) -> None:
        if undo_failures["left"] > 0:
            undo_failures["left"] -= 1
            undo_failures["made"] += 1
            raise OSError(28, "No space left on device")
        real_write(*args, **kwargs)

    monkeypatch.setattr(files_module, "write_bytes_atomic", flaky_write)
    yield backup, repo, undo_failures
    monkeypatch.undo()
    repo.close()


def test_an_undo_that_fails_once_is_tried_again_and_leaves_the_store_as_it_was(
        failing: Any) -> None:
    backup, repo, undo_failures = failing
    before, players = _files(repo.folder), [p.name for p in repo.players()]
    undo_failures["left"] = 1
    with pytest.raises(ValueError, match="could not be stored"):
        repo.import_bytes(backup)
    assert undo_failures["made"] == 1  # the restore really failed once
    assert _files(repo.folder) == before
    assert [p.name for p in repo.players()] == players == ["Carla"]


def test_an_undo_that_keeps_failing_is_told_in_words(failing: Any) -> None:
    backup, repo, undo_failures = failing
    undo_failures["left"] = 10 ** 6
    with pytest.raises(StorageError) as raised:
        repo.import_bytes(backup)
    words = raised.value.words
    assert isinstance(words, Words) and words.key == "store.import_undo_failed"
    english = say(words, Translator("en").t)
    german = say(words, Translator("de").t)
    assert "putting the data folder back as it was failed too" in english
    assert "OSError" in english and "No space left on device" in english
    assert "Zurücksetzen des Datenordners" in german


def test_the_settings_screen_gets_every_import_failure_as_words(failing: Any) -> None:
    """What the host's screen shows (`SettingsScreen.refuse`): never nothing."""
    backup, repo, undo_failures = failing
    editor = Editor(repo, ClientAccess(TableLock(pin=None), "127.0.0.1"), "", lambda _m: None)
    vm = SettingsVM(repo)
    undo_failures["left"] = 10 ** 6
    result = vm.import_backup(editor, backup)
    assert isinstance(result, Words) and result.key == "store.import_undo_failed"
    undo_failures["left"] = 0
    again = vm.import_backup(editor, backup)
    assert isinstance(again, str) and "nothing was imported" in again
