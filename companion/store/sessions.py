"""Sessions on disk (``sessions/<id>.json``): rows with undo/redo, notes, options, the end,
and the edit history that names who changed what."""

from __future__ import annotations

import contextlib

from companion.models import EditRecord, Entry, EveningTag, Seat, Session, StartDraw, Words
from companion.options import HouseRules, options_data
from companion.rows import Row, row_data
from companion.store import edits
from companion.store.atomic import reason
from companion.store.checks import check_same_kind, check_storable
from companion.store.edits import Change, SessionRecord, now
from companion.store.errors import StorageError
from companion.store.folder import DataFolder, new_id
from companion.text import NAME_LENGTH, clean_name, clean_notes


class FolderSessions(DataFolder):
    """`protocols.SessionStore` on the data folder."""

    def create_session(self, game: str, seats: list[Seat] | tuple[Seat, ...],
                       options: HouseRules | None = None, start: StartDraw | None = None,
                       author: str = "", draw_summary: Words | str = "",
                       evening: EveningTag | None = None) -> Session:
        """A new session; a drawn start player is kept with it and logged as a "draw";
        ``evening``: the league night it is a table of; ``options``: the game's house
        rules (none: each at its default)."""
        moment = now()
        seats = tuple(s.model_copy(update={"name": clean_name(s.name)[:NAME_LENGTH]})
                      for s in seats)
        chosen = options_data(options, game)
        check_storable(chosen, "The game's options")
        session = Session.model_validate({
            "id": new_id(), "game": game, "seats": seats, "options": chosen,
            "created_at": moment, "updated_at": moment, "start": start,
            "evening": evening})
        history = () if start is None else (EditRecord(
            at=start.drawn_at, author=author, action="draw", summary=draw_summary),)
        with self._lock:
            session = self._write(SessionRecord(session=session, history=history), touch=False)
            self._flush_soon()
            return session

    def session(self, session_id: str) -> Session:
        """The stored session; KeyError when there is none."""
        return self._stored_session(session_id)

    def delete_session(self, session_id: str) -> None:
        with self._lock:
            path = self._path(session_id)
            cached = self._records.pop(session_id, None)
            if cached is not None:
                cached[0].close()
            try:  # the backup first: a crash in between leaves the session whole
                for target in (path.with_name(path.name + ".bak"), path):
                    with contextlib.suppress(FileNotFoundError):
                        target.unlink()
            except OSError as error:
                raise StorageError(Words(key="store.delete_failed",
                                         values={"reason": reason(error)})) from error
            self._catalog.drop(session_id)
            self._flush_soon()

    def add_entry(self, session_id: str, row: Row, author: str = "") -> Session:
        """A new row at the end of the sheet, stored as its kind and its data (`row_data`)."""
        data = row_data(row)

        def change(record: SessionRecord) -> SessionRecord:
            self._check_row(record.session.game, row.kind, data)
            entry = Entry(id=new_id(), kind=row.kind, data=data, author=author, at=now())
            step = Change(action="add", position=len(record.session.entries), after=entry)
            # Described in the sheet it joins: "Hand 5: …", not a row the sheet lacks.
            return edits.record_change(record, step, author, self._summary(
                entry, edits.applied(record.session, step)))
        return self._edit(session_id, change)

    def update_entry(self, session_id: str, entry_id: str, row: Row,
                     author: str = "") -> Session:
        """The row ``entry_id`` as ``row`` now (a row of the same kind)."""
        data = row_data(row)

        def change(record: SessionRecord) -> SessionRecord:
            position = edits.position_of(record.session, entry_id)
            before = record.session.entries[position]
            check_same_kind(before.kind, row.kind)
            self._check_row(record.session.game, before.kind, data)
            after = before.model_copy(update={"data": data, "author": author, "at": now()})
            step = Change(action="edit", position=position, before=before, after=after)
            return edits.record_change(record, step, author, self._summary(
                after, edits.applied(record.session, step)))
        return self._edit(session_id, change)

    def delete_entry(self, session_id: str, entry_id: str, author: str = "") -> Session:
        def change(record: SessionRecord) -> SessionRecord:
            position = edits.position_of(record.session, entry_id)
            before = record.session.entries[position]
            step = Change(action="delete", position=position, before=before)
            return edits.record_change(record, step, author,
                                       self._summary(before, record.session))
        return self._edit(session_id, change)

    def _step(self, session_id: str, backward: bool, author: str) -> Session:
        def change(record: SessionRecord) -> SessionRecord:
            stack = record.undo if backward else record.redo
            if not stack:
                return record
            entry = stack[-1].after or stack[-1].before
            assert entry is not None
            return edits.step(record, backward, author, self._summary(entry, record.session))
        return self._edit(session_id, change)

    def undo(self, session_id: str, author: str = "") -> Session:
        """Take back the last entry edit (add, edit, delete); no-op when there is none."""
        return self._step(session_id, True, author)

    def redo(self, session_id: str, author: str = "") -> Session:
        return self._step(session_id, False, author)

    def can_undo(self, session_id: str) -> bool:
        with self._lock:
            record = self._record(session_id)
            return bool(record and record.undo)

    def can_redo(self, session_id: str) -> bool:
        with self._lock:
            record = self._record(session_id)
            return bool(record and record.redo)

    def set_notes(self, session_id: str, text: str, author: str = "") -> Session:
        text = clean_notes(text)
        check_storable(text, "The notes")
        return self._edit(session_id, lambda r: edits.log(r.model_copy(update={
            "session": r.session.model_copy(update={"notes": text})}), "notes", author))

    def set_options(self, session_id: str, options: HouseRules, author: str = "") -> Session:
        """The house rules chosen for this session (its game's model); logged with their
        author."""
        def change(record: SessionRecord) -> SessionRecord:
            chosen = options_data(options, record.session.game)
            check_storable(chosen, "The game's options")
            return edits.log(record.model_copy(update={
                "session": record.session.model_copy(update={"options": chosen})}),
                "options", author)
        return self._edit(session_id, change)

    def set_elapsed(self, session_id: str, seconds: int) -> Session:
        return self._edit(session_id, lambda r: r.model_copy(update={
            "session": r.session.model_copy(update={"elapsed_seconds": max(0, int(seconds))})}),
            touch=False)

    def finish(self, session_id: str, author: str = "") -> Session:
        with self._lock:
            session = self._edit(session_id, lambda r: edits.log(r.model_copy(update={
                "session": r.session.model_copy(update={"finished_at": now()})}),
                "finish", author))
            self._flush_soon()
            return session

    def reopen(self, session_id: str, author: str = "") -> Session:
        with self._lock:
            session = self._edit(session_id, lambda r: edits.log(r.model_copy(update={
                "session": r.session.model_copy(update={"finished_at": None})}),
                "reopen", author))
            self._flush_soon()
            return session

    def edit_history(self, session_id: str) -> list[EditRecord]:
        """Oldest first."""
        with self._lock:
            record = self._record(session_id)
            return list(record.history) if record else []
