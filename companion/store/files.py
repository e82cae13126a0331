"""Opening a store file: schema check, full validation, and recovery from damage.

A file that cannot be read (torn, corrupt, invalid, or written by a newer version) is never
deleted and never silently replaced by an empty one: it is renamed aside, the last good backup
is restored when there is one, and a notice for the user says what happened (as `Words`,
translated when shown).
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from tinydb import TinyDB

from companion.models import Words
from companion.store.atomic import (
    META,
    SCHEMA,
    AtomicStorage,
    backup_path,
    checksum_ok,
    write_bytes_atomic,
)

Validator = Callable[[dict[str, Any]], object]
"""Raises ValueError (pydantic's ValidationError is one) when the tables are not valid."""


class Unreadable(ValueError):
    """Why a file cannot be read, as words for the user (``store.why.<reason>``)."""

    def __init__(self, reason: str, **values: str | int) -> None:
        super().__init__(reason)
        self.words = Words(key=f"store.why.{reason}", values=values)


class NewerSchema(Unreadable):
    pass


def parse(payload: bytes, kind: str, validate: Validator) -> tuple[dict[str, Any], object]:
    """The file's tables and what ``validate`` made of them; `Unreadable` says why not."""
    try:
        data = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise Unreadable("not_json", error=type(error).__name__) from error
    if not isinstance(data, dict):
        raise Unreadable("not_a_store_file")
    meta = data.get(META)
    header = meta.get("1") if isinstance(meta, dict) else None
    if not isinstance(header, dict) or header.get("kind") != kind:
        raise Unreadable("other_kind")
    schema = header.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise Unreadable("no_schema")
    if schema > SCHEMA:
        raise NewerSchema("newer", schema=schema)
    if schema != SCHEMA:
        raise Unreadable("unknown_schema", schema=schema)
    digest = header.get("sha256")
    if not isinstance(digest, str) or not checksum_ok(payload, kind, digest):
        raise Unreadable("checksum")
    try:
        checked = validate(data)
    except (ValidationError, ValueError, TypeError, KeyError, AttributeError) as error:
        raise Unreadable("invalid", error=type(error).__name__) from error
    return data, checked


def set_aside(path: Path) -> Path:
    """Rename a damaged file out of the way (never deleted) and return its new name."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{counter}")
    os.replace(path, target)
    return target


def open_file(path: Path, kind: str, validate: Validator, notices: list[Words],
              label: Words) -> tuple[TinyDB, object]:
    """Open (or create) one store file: the database and what ``validate`` returned for its
    content (None when there is none).

    ``label`` names the file for the user (``store.file.players``: "The list of players")
    at the start of a notice.
    """
    data: dict[str, Any] | None = None
    checked: object = None
    backup = backup_path(path)
    if path.exists():
        try:
            data, checked = parse(path.read_bytes(), kind, validate)
        except ValueError as error:
            why = error.words if isinstance(error, Unreadable) else Words(
                key="store.why.invalid", values={"error": type(error).__name__})
            aside = set_aside(path)
            data, checked = _restore(backup, kind, validate)
            if data is not None:
                write_bytes_atomic(path, backup.read_bytes(), keep_backup=False)
                when = datetime.fromtimestamp(backup.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
                notices.append(Words(key="store.notice.restored_backup", values={
                    "label": label, "why": why, "aside": aside.name, "when": when}))
            else:
                notices.append(Words(key="store.notice.set_aside", values={
                    "label": label, "why": why, "aside": aside.name}))
    elif backup.exists():
        data, checked = _restore(backup, kind, validate)
        if data is not None:
            write_bytes_atomic(path, backup.read_bytes(), keep_backup=False)
            notices.append(Words(key="store.notice.missing_restored", values={"label": label}))
    db = TinyDB(str(path), storage=AtomicStorage, kind=kind, initial=data)
    return db, checked


def _restore(backup: Path, kind: str,
             validate: Validator) -> tuple[dict[str, Any] | None, object]:
    if not backup.exists():
        return None, None
    try:
        return parse(backup.read_bytes(), kind, validate)
    except ValueError:
        with contextlib.suppress(OSError):
            set_aside(backup)
        return None, None


def folder_snapshot(folder: Path) -> dict[Path, bytes]:
    """Every file of the data folder (and its sessions folder) with its bytes; the lock
    file and temp files aside."""
    taken: dict[Path, bytes] = {}
    for path in [*folder.iterdir(), *(folder / "sessions").glob("*")]:
        if path.is_file() and path.name != ".lock" and not path.name.endswith("tmp"):
            taken[path] = path.read_bytes()
    return taken


def restore_snapshot(folder: Path, snapshot: dict[Path, bytes]) -> None:
    """Put the folder back as ``snapshot`` had it: new files removed, changed ones rewritten
    (atomically), so the folder is byte for byte as before."""
    for path in [*folder.iterdir(), *(folder / "sessions").glob("*")]:
        if path.is_file() and path.name != ".lock" and path not in snapshot:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
    for path, payload in snapshot.items():
        if not path.exists() or path.read_bytes() != payload:
            write_bytes_atomic(path, payload, keep_backup=False)


def make_private(folder: Path) -> None:
    """Files an older version left readable by others become owner-only (0600). One look
    at each file (a folder of 10,000 games is opened at every start)."""
    for where in (folder, folder / "sessions"):
        try:
            entries = os.scandir(where)
        except OSError:
            continue
        with entries:
            for entry in entries:
                with contextlib.suppress(OSError):
                    if entry.is_file() and entry.stat().st_mode & 0o077:
                        os.chmod(entry.path, 0o600)
