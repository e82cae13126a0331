"""A session's file content and the entry edits with their undo/redo stacks (pure functions).

Undo and redo store the change itself (the entry before and after and its row position), not
snapshots of the sheet, so a long game's file stays small.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

from companion.models import EditRecord, Entry, Session, Stored, Words

UNDO_DEPTH = 100
"""Entry edits per session that undo can take back (persisted with the session)."""


class Change(Stored):
    """One entry edit as undo needs it: ``before`` is None for an add, ``after`` for a delete."""

    action: Literal["add", "edit", "delete"]
    position: int
    before: Entry | None = None
    after: Entry | None = None


class SessionRecord(Stored):
    """Everything in ``sessions/<id>.json``."""

    session: Session
    history: tuple[EditRecord, ...] = ()
    undo: tuple[Change, ...] = ()
    redo: tuple[Change, ...] = ()


def now() -> datetime:
    return datetime.now(UTC)


def position_of(session: Session, entry_id: str) -> int:
    for index, entry in enumerate(session.entries):
        if entry.id == entry_id:
            return index
    raise KeyError(f"no entry {entry_id} in session {session.id}")


def applied(session: Session, change: Change) -> Session:
    """The session as it is once ``change`` is made."""
    return _apply(session, change, forward=True)


def _apply(session: Session, change: Change, forward: bool) -> Session:
    """Apply a change (forward) or take it back (not forward)."""
    entries = list(session.entries)
    new = change.after if forward else change.before
    old = change.before if forward else change.after
    if old is not None:
        del entries[position_of(session, old.id)]
    if new is not None:
        entries.insert(min(change.position, len(entries)), new)
    return session.model_copy(update={"entries": tuple(entries)})


def record_change(record: SessionRecord, change: Change, author: str,
                  summary: Words | str) -> SessionRecord:
    """A new edit: applied, pushed on the undo stack, the redo stack cleared, logged."""
    entry = change.after or change.before
    assert entry is not None
    log = EditRecord(at=now(), author=author, action=change.action, entry_id=entry.id,
                     summary=summary)
    return record.model_copy(update={
        "session": _apply(record.session, change, forward=True),
        "undo": (*record.undo, change)[-UNDO_DEPTH:],
        "redo": (),
        "history": (*record.history, log),
    })


def step(record: SessionRecord, backward: bool, author: str,
         describe: Words | str) -> SessionRecord:
    """Undo (backward) or redo the last change; the record unchanged when there is none."""
    source = record.undo if backward else record.redo
    if not source:
        return record
    change = source[-1]
    entry = change.after or change.before
    assert entry is not None
    log = EditRecord(at=now(), author=author, action="undo" if backward else "redo",
                     entry_id=entry.id, summary=describe)
    rest = source[:-1]
    target = record.redo if backward else record.undo
    moved = (*target, change)[-UNDO_DEPTH:]
    return record.model_copy(update={
        "session": _apply(record.session, change, forward=not backward),
        "undo": rest if backward else moved,
        "redo": moved if backward else rest,
        "history": (*record.history, log),
    })


def log(record: SessionRecord, action: Literal["finish", "reopen", "notes", "options"],
        author: str, summary: Words | str = "") -> SessionRecord:
    entry = EditRecord(at=now(), author=author, action=action, summary=summary)
    return record.model_copy(update={"history": (*record.history, entry)})
