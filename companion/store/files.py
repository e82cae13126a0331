"""Opening a store file: schema check, full validation, and recovery from damage.

A file that cannot be read (torn, corrupt, invalid, or written by a newer version) is never
deleted and never silently replaced by an empty one: it is renamed aside, the last good backup
is restored when there is one, and a notice for the user says what happened.
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


class NewerSchema(ValueError):
    pass


def parse(payload: bytes, kind: str, validate: Validator) -> tuple[dict[str, Any], object]:
    """The file's tables and what ``validate`` made of them; ValueError says why not."""
    try:
        data = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise ValueError(f"not valid JSON ({type(error).__name__})") from error
    if not isinstance(data, dict):
        raise ValueError("not a store file")
    meta = data.get(META)
    header = meta.get("1") if isinstance(meta, dict) else None
    if not isinstance(header, dict) or header.get("kind") != kind:
        raise ValueError("not a store file of this kind")
    schema = header.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise ValueError("no schema version")
    if schema > SCHEMA:
        raise NewerSchema(f"written by a newer version of the app (schema {schema})")
    if schema != SCHEMA:
        raise ValueError(f"unknown schema {schema}")
    digest = header.get("sha256")
    if not isinstance(digest, str) or not checksum_ok(payload, kind, digest):
        raise ValueError("damaged (checksum mismatch)")
    try:
        checked = validate(data)
    except (ValidationError, ValueError, TypeError, KeyError, AttributeError) as error:
        raise ValueError(f"invalid content ({type(error).__name__})") from error
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


def open_file(path: Path, kind: str, validate: Validator, notices: list[str],
              label: str) -> tuple[TinyDB, object]:
    """Open (or create) one store file: the database and what ``validate`` returned for its
    content (None when there is none).

    ``label`` names the file for the user ("the list of players").
    """
    data: dict[str, Any] | None = None
    checked: object = None
    backup = backup_path(path)
    if path.exists():
        try:
            data, checked = parse(path.read_bytes(), kind, validate)
        except ValueError as error:
            aside = set_aside(path)
            data, checked = _restore(backup, kind, validate)
            if data is not None:
                write_bytes_atomic(path, backup.read_bytes(), keep_backup=False)
                when = datetime.fromtimestamp(backup.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
                notices.append(f"{label.capitalize()} could not be read ({error}). It was set "
                               f"aside as {aside.name} and the backup of {when} was restored.")
            else:
                notices.append(f"{label.capitalize()} could not be read ({error}) and there is "
                               f"no usable backup. It was set aside as {aside.name}; "
                               "nothing was deleted.")
    elif backup.exists():
        data, checked = _restore(backup, kind, validate)
        if data is not None:
            write_bytes_atomic(path, backup.read_bytes(), keep_backup=False)
            notices.append(f"{label.capitalize()} was missing and was restored from its backup.")
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
    """Files an older version left readable by others become owner-only (0600)."""
    for path in [*folder.iterdir(), *(folder / "sessions").glob("*")]:
        with contextlib.suppress(OSError):
            if path.is_file() and path.stat().st_mode & 0o077:
                path.chmod(0o600)
