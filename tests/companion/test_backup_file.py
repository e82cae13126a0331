"""Read backup file: the size is judged before any byte is sent, a browser's file comes
through a private upload folder and is deleted there after reading."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from companion import __main__ as start
from companion.vm.settings import (
    MAX_IMPORT,
    UPLOAD_ENV,
    read_limited,
    take_upload,
    too_large,
    upload_folder,
    upload_name,
)


def test_size_over_the_limit_is_too_large() -> None:
    assert not too_large(MAX_IMPORT)
    assert too_large(MAX_IMPORT + 1)
    assert too_large(17 * 1024 * 1024)  # over the websocket's 16 MiB frame
    assert not too_large(None)  # unknown: read with the limit, refused after reading


def test_upload_is_read_with_the_limit_and_deleted(tmp_path: Path) -> None:
    name = upload_name()
    (tmp_path / name).write_bytes(b"x" * (MAX_IMPORT + 100))
    assert len(take_upload(tmp_path, name)) == MAX_IMPORT + 1  # enough to refuse it
    assert not (tmp_path / name).exists()


def test_missing_upload_raises_and_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        take_upload(tmp_path, "backup-missing.json")
    assert list(tmp_path.iterdir()) == []


def test_read_limited_reads_a_small_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "b.json"
    path.write_bytes(b'{"players": []}')
    assert read_limited(path) == b'{"players": []}'


def test_upload_names_are_unguessable_and_distinct() -> None:
    names = {upload_name() for _ in range(100)}
    assert len(names) == 100
    assert all(len(n) > 32 and "/" not in n for n in names)


def test_web_start_makes_a_private_upload_folder_and_a_key(
        monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (UPLOAD_ENV, "FLET_SECRET_KEY", "FLET_MAX_UPLOAD_SIZE"):
        monkeypatch.setenv(name, "")  # recorded, so the test's changes are undone
        monkeypatch.delenv(name)
    folder = start.upload_folder()
    try:
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
        assert upload_folder() == folder
        assert len(os.environ["FLET_SECRET_KEY"]) >= 40
        assert os.environ["FLET_MAX_UPLOAD_SIZE"] == str(MAX_IMPORT)
    finally:
        folder.rmdir()


def test_a_given_secret_key_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FLET_SECRET_KEY", "chosen-by-the-host")
    monkeypatch.setenv(UPLOAD_ENV, "")
    monkeypatch.setenv("FLET_MAX_UPLOAD_SIZE", str(MAX_IMPORT))
    folder = start.upload_folder()
    folder.rmdir()
    assert os.environ["FLET_SECRET_KEY"] == "chosen-by-the-host"
