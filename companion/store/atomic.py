"""Crash-safe file writes and the TinyDB storage built on them.

TinyDB's own JSONStorage rewrites its file in place, so a crash mid-write leaves half a file.
Here every write goes to a temp file in the same folder, is fsynced, and replaces the file with
``os.replace`` (atomic on POSIX); the folder is fsynced so the rename itself survives a power
cut. The previous version is kept as ``<name>.bak`` (a hard link, so there is always a complete
main file on disk).

Each file starts with its ``_meta`` table: schema version, kind, and the SHA-256 of the bytes
after it, so a flipped byte is caught even where it would still be valid JSON.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

from tinydb.storages import Storage

from companion.models import Words
from companion.store.errors import StorageError

SCHEMA = 1
"""The data folder's schema version; every file carries it in its ``_meta`` table."""

META = "_meta"
FILE_MODE = 0o600
"""Every data file is readable by its owner only, whatever the folder's mode."""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def fsync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def reason(error: OSError) -> Words | str:
    """Why a write failed, in the user's words where the app knows them."""
    if error.errno == errno.ENOSPC:
        return Words(key="store.reason.disk_full")
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return Words(key="store.reason.read_only")
    return error.strerror or str(error)


def write_bytes_atomic(path: Path, payload: bytes, keep_backup: bool = True) -> None:
    """Replace ``path`` with ``payload`` all at once, keeping the old file as ``.bak``.

    Raises StorageError with a message for the user; the old file is untouched then.
    """
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
        os.fchmod(fd, FILE_MODE)  # an old temp file of another mode is made private too
        with open(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            _keep_backup(path)
        os.replace(tmp, path)
        fsync_folder(path.parent)
    except OSError as error:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise StorageError(Words(key="store.save_failed",
                                 values={"reason": reason(error)})) from error


def _keep_backup(path: Path) -> None:
    bak_tmp = path.with_name(f".{path.name}.{os.getpid()}.baktmp")
    with contextlib.suppress(FileNotFoundError):
        bak_tmp.unlink()
    try:
        os.link(path, bak_tmp)
    except OSError:  # a file system without hard links: copy instead
        shutil.copyfile(path, bak_tmp)
        os.chmod(bak_tmp, FILE_MODE)
    os.replace(bak_tmp, backup_path(path))


def dump(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class Fragments:
    """The JSON bytes of values that never change once made (a stored row's dump), kept by
    identity, holding the value so that no other object can take its ``id``.

    A long game's file is mostly rows saved before: `encode` joins their bytes as they were
    encoded the first time instead of encoding every row again on every save. Whoever keeps
    a value (`keep`) promises not to change it; `drop` forgets it."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[Any, bytes | None]] = {}

    def keep(self, value: Any) -> None:
        self._kept.setdefault(id(value), (value, None))

    def drop(self, value: Any) -> None:
        found = self._kept.get(id(value))
        if found is not None and found[0] is value:
            del self._kept[id(value)]

    def bytes_of(self, value: Any) -> bytes | None:
        """``dump(value)`` for a kept value (encoded once), else None."""
        found = self._kept.get(id(value))
        if found is None or found[0] is not value:
            return None
        encoded = found[1]
        if encoded is None:
            encoded = dump(value)
            self._kept[id(value)] = (value, encoded)
        return encoded

    def each_joined(self, items: list[Any]) -> list[bytes]:
        """`dump_joined` of each of ``items``, the kept ones' bytes looked up in one go (a
        long game's rows)."""
        kept, out = self._kept, []
        for item in items:
            found = kept.get(id(item))
            if found is not None and found[0] is item and found[1] is not None:
                out.append(found[1])
            else:
                out.append(dump_joined(item))
        return out

    def __len__(self) -> int:
        return len(self._kept)


FRAGMENTS = Fragments()
"""The kept values of every session file (`companion.store.dumps` keeps the rows)."""


def dump_joined(data: Any) -> bytes:
    """``dump(data)``, byte for byte, with the kept `FRAGMENTS` joined as they are: a dict is
    gone through key by key, a list holding a kept value item by item; anything else (a list
    of plain values, a number, a string) is encoded whole."""
    known = FRAGMENTS.bytes_of(data)
    if known is not None:
        return known
    if isinstance(data, dict) and all(isinstance(key, str) for key in data):
        return b"{" + b",".join(dump(key) + b":" + dump_joined(value)
                                for key, value in data.items()) + b"}"
    if isinstance(data, list) and data and (FRAGMENTS.bytes_of(data[0]) is not None
                                            or FRAGMENTS.bytes_of(data[-1]) is not None):
        return b"[" + b",".join(FRAGMENTS.each_joined(data)) + b"]"
    return dump(data)


def header(kind: str, digest: str) -> bytes:
    return dump({META: {"1": {"schema": SCHEMA, "kind": kind, "sha256": digest}}})[:-1]


def encode(kind: str, tables: dict[str, Any]) -> bytes:
    """The file's bytes: the ``_meta`` table first, then the other tables (a session file's
    rows saved before joined as they were encoded, `dump_joined`)."""
    body = (dump_joined if kind == "session" else dump)(
        {name: table for name, table in tables.items() if name != META})
    rest = b"}" if body == b"{}" else b"," + body[1:]
    return header(kind, hashlib.sha256(rest).hexdigest()) + rest


def checksum_ok(payload: bytes, kind: str, digest: str) -> bool:
    """Whether the bytes after the header hash to ``digest``."""
    head = header(kind, digest)
    return payload.startswith(head) and hashlib.sha256(payload[len(head):]).hexdigest() == digest


class AtomicStorage(Storage):
    """A TinyDB storage over `write_bytes_atomic`, stamping the schema into every write.

    It keeps the last data read or written in memory: the folder lock makes this process the
    only writer, and TinyDB would otherwise reparse the whole file on every query. A write that
    fails keeps the new data in memory, so the next write carries the change again.
    """

    def __init__(self, path: str, kind: str, initial: dict[str, Any] | None = None) -> None:
        self.path = Path(path)
        self.kind = kind
        self._data: dict[str, Any] | None = initial
        self.generation = 0
        """Counts the writes (and closes): what was read from it is current while this
        number is the same (a cache of what it holds, such as `DataFolder._all_players`)."""

    def read(self) -> dict[str, Any] | None:
        if self._data is None and self.path.exists():
            self._data = json.loads(self.path.read_bytes())
        return self._data

    def write(self, data: dict[str, Any]) -> None:
        self._data = data
        self.generation += 1
        write_bytes_atomic(self.path, encode(self.kind, data))

    def close(self) -> None:
        self._data = None
        self.generation += 1
