"""Issue 9.5, disk trouble: a read-only data folder and a full disk while saving. The save
raises StorageError with a clear message, the session keeps the change in memory, nothing
stored is damaged, and saving works again (with the kept change) once the disk is writable."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.store import Repository, StorageError
from tests.companion.store.helpers import points_outcome, seats
from tests.conftest import RecordFigure
from tests.rows import as_row

ROOT_USER = os.geteuid() == 0


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != ".lock"}


def trouble_then_recovery(folder: Path, trouble: contextlib.AbstractContextManager[object],
                          message: str) -> str:
    repo = Repository(folder, points_outcome)
    anna = repo.add_player("Anna")
    sid = repo.create_session("spitzer", seats(anna)).id
    for n in range(2):
        repo.add_entry(sid, as_row("points", {"points": {anna.id: n}}))
    before = snapshot(folder)
    with trouble:
        with pytest.raises(StorageError, match=message) as failed:
            repo.add_entry(sid, as_row("points", {"points": {anna.id: 7}}))
        assert len(repo.session(sid).entries) == 3  # kept in memory
        assert repo.session(sid).outcome.last.totals == {anna.id: 8}
        with pytest.raises(StorageError):
            repo.add_player("Ben")
        assert [p.name for p in repo.players()] == ["Anna", "Ben"]
        assert snapshot(folder) == before  # nothing stored was touched
    repo.add_entry(sid, as_row("points", {"points": {anna.id: 1}}))  # writable again
    repo.rename_player(anna.id, "Anna")  # and the players file catches up
    repo.close()
    with Repository(folder, points_outcome) as again:
        assert [e.data["points"][anna.id] for e in again.session(sid).entries] == [0, 1, 7, 1]
        assert [p.name for p in again.players()] == ["Anna", "Ben"]
        assert again.notices == []
    return str(failed.value)


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """chmod for a normal user; root ignores modes, so ``chattr +i`` (immutable) for root."""
    targets = [folder, folder / "sessions"]
    if ROOT_USER:
        subprocess.run(["chattr", "+i", *map(str, targets)], check=True)
    else:
        for target in targets:
            target.chmod(0o500)
    try:
        yield
    finally:
        if ROOT_USER:
            subprocess.run(["chattr", "-i", *map(str, targets)], check=True)
        else:
            for target in targets:
                target.chmod(0o700)


def test_read_only_data_folder(tmp_path: Path, record_figure: RecordFigure) -> None:
    message = trouble_then_recovery(tmp_path / "data", read_only(tmp_path / "data"),
                                    "read-only")
    how = "chattr +i" if ROOT_USER else "chmod 0500"
    record_figure(f"disk trouble, read-only folder ({how})",
                  f"StorageError {message!r}; change kept in memory, stored files unchanged, "
                  "saved once writable")


def mount_problem(point: Path) -> str | None:
    """Mount a 1 MB tmpfs on ``point``; why it could not be mounted, or None."""
    if not ROOT_USER:
        return "mounting a tmpfs needs root"
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(point)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return f"mount -t tmpfs failed: {(done.stderr or done.stdout).strip()}"
    return None


@contextlib.contextmanager
def filled(point: Path) -> Iterator[None]:
    filler = point / "filler"
    with contextlib.suppress(OSError), open(filler, "wb") as handle:
        while True:
            handle.write(b"\0" * 4096)
            handle.flush()
    try:
        yield
    finally:
        filler.unlink()


@contextlib.contextmanager
def enospc_at_write(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The write call fails with ENOSPC as a full disk makes it fail."""
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with monkeypatch.context() as patch:
        patch.setattr("companion.store.atomic.os.fsync", full)
        yield


def test_full_disk_tmpfs(tmp_path: Path, record_figure: RecordFigure) -> None:
    """A real full disk: a 1 MB tmpfs filled up (needs root and a mountable tmpfs)."""
    point = tmp_path / "small-disk"
    point.mkdir()
    problem = mount_problem(point)
    if problem is not None:
        pytest.skip(f"no small disk to fill ({problem}); "
                    "test_full_disk_injected covers ENOSPC at the write call")
    try:
        message = trouble_then_recovery(point / "data", filled(point), "disk is full")
    finally:
        subprocess.run(["umount", "-l", str(point)], check=True)
    record_figure("disk trouble, full disk (a 1 MB tmpfs filled up)",
                  f"StorageError {message!r}; change kept in memory, stored files unchanged, "
                  "saved once space is back")


def test_full_disk_injected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                            record_figure: RecordFigure) -> None:
    """The write call fails with ENOSPC as a full disk makes it fail."""
    message = trouble_then_recovery(tmp_path / "data", enospc_at_write(monkeypatch),
                                    "disk is full")
    record_figure("disk trouble, full disk (ENOSPC injected at the write call)",
                  f"StorageError {message!r}; change kept in memory, stored files unchanged, "
                  "saved once space is back")
