"""The folder lock: one app process per data folder (two would overwrite each other's saves)."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from companion.store.errors import StorageError


class FolderLock:
    """An exclusive ``flock`` on ``<folder>/.lock``, released when the process ends or dies."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / ".lock"
        self._fd: int | None = None

    def acquire(self) -> None:
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as error:
            raise StorageError(f"Cannot open the data folder {self.path.parent}: "
                               f"{error.strerror}.") from error
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            os.close(fd)
            raise StorageError(f"The data folder {self.path.parent} is in use by another "
                               "Table Companion. Close it first, or start this one with "
                               "another --data-dir.") from error
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None
