"""An in-memory stand-in for `companion.store.Repository` for fast view-model tests.

It satisfies the same protocols (`companion.store.protocols.Store`) and passes the same
contract tests as the real store (tests/companion/store/test_contract.py); it keeps each
session as the same `SessionRecord` and edits it with the same pure functions
(`companion.store.edits`), so only the files are missing.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import datetime
from typing import Any

from companion.colours import least_used
from companion.models import (
    EditRecord,
    Entry,
    EveningTag,
    Outcome,
    Player,
    SavedItem,
    Seat,
    Session,
    StartDraw,
    Words,
)
from companion.options import HouseRules, options_data
from companion.rows import Row, row_data
from companion.store import ImportReport, PlayerStats, SessionSummary, Settings, edits, transfer
from companion.store.backups import check_outcome
from companion.store.catalog import summarize
from companion.store.checks import Rows, check_row, check_same_kind, check_storable
from companion.store.edits import Change, SessionRecord, now
from companion.store.folder import sheet_changed
from companion.store.stats import player_statistics
from companion.text import clean_name, clean_notes


def _moment(moment: datetime) -> float:
    """A filter's bound as the store reads it: a naive time is local time."""
    return (moment.astimezone() if moment.tzinfo is None else moment).timestamp()


class MemoryRepo:
    def __init__(self, outcome: Callable[[Session], Outcome] | None = None,
                 describe: Callable[[Entry, Session], Words | str] | None = None,
                 rows: Rows | None = None) -> None:
        self.notices: list[Words] = []
        self._outcome = outcome
        self._describe = describe
        self._rows = rows
        self._ids = itertools.count(1)
        self._players: dict[str, Player] = {}
        self._records: dict[str, SessionRecord] = {}
        self._items: dict[str, SavedItem] = {}
        self._settings = Settings()
        self.writes = 0
        """Changes stored so far (a refused edit must not add one)."""

    def _id(self) -> str:
        return f"id{next(self._ids)}"

    # players
    def players(self) -> list[Player]:
        return sorted(self._players.values(), key=lambda p: p.name.casefold())

    def add_player(self, name: str) -> Player:
        name = clean_name(name)
        for player in self._players.values():
            if player.name.casefold() == name.casefold():
                return player
        colour = least_used([p.colour for p in self._players.values()])
        player = Player(id=self._id(), name=name, colour=colour)
        self._players[player.id] = player
        self.writes += 1
        return player

    def rename_player(self, player_id: str, name: str) -> Player:
        player = self._players[player_id].model_copy(update={"name": clean_name(name)})
        self._players[player_id] = player
        self.writes += 1
        return player

    def set_player_colour(self, player_id: str, colour: str) -> Player:
        player = Player.model_validate(self._players[player_id].model_dump() | {"colour": colour})
        self._players[player_id] = player
        self.writes += 1
        return player

    def merge_players(self, keep_id: str, drop_id: str) -> Player:
        keep = self._players[keep_id]
        if drop_id not in self._players or keep_id == drop_id:
            raise KeyError(drop_id)
        for record in list(self._records.values()):
            if any(seat.player_id == drop_id for seat in record.session.seats):
                self._write(transfer.replace_player(record, drop_id, keep_id), touch=False,
                            before=record.session)
        del self._players[drop_id]
        self.writes += 1
        return keep

    # sessions
    def _write(self, record: SessionRecord, touch: bool = True,
               before: Session | None = None) -> Session:
        session = record.session
        if touch:
            session = session.model_copy(update={"updated_at": now()})
        if self._outcome is not None and sheet_changed(before, session):
            session = session.model_copy(update={"outcome": self._outcome(session)})
        self._records[session.id] = record.model_copy(update={"session": session})
        self.writes += 1
        return session

    def _edit(self, session_id: str, change: Callable[[SessionRecord], SessionRecord],
              touch: bool = True) -> Session:
        record = self._records[session_id]
        return self._write(change(record), touch, record.session)

    def _summary(self, entry: Entry, session: Session) -> Words | str:
        if self._describe is None:
            return entry.kind
        try:
            return self._describe(entry, session)
        except Exception:  # as the real store: a plugin's bug must not cost the save
            return entry.kind

    def create_session(self, game: str, seats: list[Seat] | tuple[Seat, ...],
                       options: HouseRules | None = None, start: StartDraw | None = None,
                       author: str = "", draw_summary: Words | str = "",
                       evening: EveningTag | None = None) -> Session:
        moment = now()
        seated = tuple(s.model_copy(update={"name": clean_name(s.name)[:40]}) for s in seats)
        chosen = options_data(options, game)
        check_storable(chosen, "The game's options")
        session = Session.model_validate({
            "id": self._id(), "game": game, "seats": seated, "options": chosen,
            "created_at": moment, "updated_at": moment, "start": start, "evening": evening})
        history = () if start is None else (EditRecord(
            at=start.drawn_at, author=author, action="draw", summary=draw_summary),)
        return self._write(SessionRecord(session=session, history=history), touch=False)

    def session(self, session_id: str) -> Session:
        return self._records[session_id].session

    def put(self, session: Session) -> None:
        """A session stored exactly as given (a test's ready-made game, outcome included)."""
        self._records[session.id] = SessionRecord(session=session)

    def delete_session(self, session_id: str) -> None:
        self._records.pop(session_id, None)
        self.writes += 1

    def add_entry(self, session_id: str, row: Row, author: str = "") -> Session:
        data = row_data(row)

        def change(record: SessionRecord) -> SessionRecord:
            check_row(self._rows, record.session.game, row.kind, data)
            entry = Entry(id=self._id(), kind=row.kind, data=data, author=author, at=now())
            step = Change(action="add", position=len(record.session.entries), after=entry)
            return edits.record_change(record, step, author, self._summary(
                entry, edits.applied(record.session, step)))
        return self._edit(session_id, change)

    def update_entry(self, session_id: str, entry_id: str, row: Row,
                     author: str = "") -> Session:
        data = row_data(row)

        def change(record: SessionRecord) -> SessionRecord:
            position = edits.position_of(record.session, entry_id)
            before = record.session.entries[position]
            check_same_kind(before.kind, row.kind)
            check_row(self._rows, record.session.game, before.kind, data)
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
        return self._step(session_id, True, author)

    def redo(self, session_id: str, author: str = "") -> Session:
        return self._step(session_id, False, author)

    def can_undo(self, session_id: str) -> bool:
        return bool(self._records[session_id].undo)

    def can_redo(self, session_id: str) -> bool:
        return bool(self._records[session_id].redo)

    def set_notes(self, session_id: str, text: str, author: str = "") -> Session:
        text = clean_notes(text)
        check_storable(text, "The notes")
        return self._edit(session_id, lambda r: edits.log(r.model_copy(update={
            "session": r.session.model_copy(update={"notes": text})}), "notes", author))

    def set_options(self, session_id: str, options: HouseRules, author: str = "") -> Session:
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
        return self._edit(session_id, lambda r: edits.log(r.model_copy(update={
            "session": r.session.model_copy(update={"finished_at": now()})}), "finish", author))

    def reopen(self, session_id: str, author: str = "") -> Session:
        return self._edit(session_id, lambda r: edits.log(r.model_copy(update={
            "session": r.session.model_copy(update={"finished_at": None})}), "reopen", author))

    def edit_history(self, session_id: str) -> list[EditRecord]:
        return list(self._records[session_id].history)

    # listing
    def _matching(self, *, game: str | None = None, player_id: str | None = None,
                  since: datetime | None = None, until: datetime | None = None,
                  finished: bool | None = None) -> list[Session]:
        found = [s for s in (r.session for r in self._records.values())
                 if (game is None or s.game == game)
                 and (player_id is None or any(x.player_id == player_id for x in s.seats))
                 and (since is None or s.created_at.timestamp() >= _moment(since))
                 and (until is None or s.created_at.timestamp() <= _moment(until))
                 and (finished is None or (s.finished_at is not None) == finished)]
        return sorted(found, key=lambda s: s.created_at, reverse=True)

    def list_sessions(self, *, game: str | None = None, player_id: str | None = None,
                      since: datetime | None = None, until: datetime | None = None,
                      finished: bool | None = None, offset: int = 0,
                      limit: int = 50) -> list[SessionSummary]:
        found = self._matching(game=game, player_id=player_id, since=since, until=until,
                               finished=finished)
        return [summarize(s) for s in found[offset:offset + limit]]

    def count_sessions(self, *, game: str | None = None, player_id: str | None = None,
                       since: datetime | None = None, until: datetime | None = None,
                       finished: bool | None = None) -> int:
        return len(self._matching(game=game, player_id=player_id, since=since, until=until,
                                  finished=finished))

    def statistics(self) -> list[PlayerStats]:
        finished = [summarize(s) for s in self._matching(finished=True)]
        return player_statistics(self.players(), finished)

    # saved items, settings
    def saved_items(self, game: str, kind: str) -> list[SavedItem]:
        found = [i for i in self._items.values() if i.game == game and i.kind == kind]
        return sorted(found, key=lambda i: i.at, reverse=True)

    def save_item(self, game: str, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        check_storable(data, "The saved item")
        item = SavedItem.model_validate({"id": self._id(), "game": game, "kind": kind,
                                         "name": clean_name(name)[:80], "data": data,
                                         "at": now()})
        self._items[item.id] = item
        self.writes += 1
        return item

    def delete_item(self, item_id: str) -> None:
        self._items.pop(item_id, None)
        self.writes += 1

    def settings(self) -> Settings:
        return self._settings

    def save_settings(self, settings: Settings) -> None:
        self._settings = settings
        self.writes += 1

    # backups
    def export_bytes(self) -> bytes:
        return transfer.export_backup(self.players(), list(self._records.values()),
                                      list(self._items.values()), self._settings)

    def import_bytes(self, data: bytes) -> ImportReport:
        backup = transfer.read_backup(data)
        players = [p for p in backup.players if p.id not in self._players]
        sessions = [r for r in backup.sessions if r.session.id not in self._records]
        items = [i for i in backup.saved if i.id not in self._items]
        for record in sessions:
            check_outcome(record.session, self._outcome)
        self._players.update((p.id, p) for p in players)
        self._items.update((i.id, i) for i in items)
        for record in sessions:
            self._write(record, touch=False, before=record.session)
        self.writes += 1
        skipped = (len(backup.players) - len(players) + len(backup.sessions)
                   - len(sessions) + len(backup.saved) - len(items))
        return ImportReport(players_added=len(players), sessions_added=len(sessions),
                            items_added=len(items), already_present=skipped)

    def export_csv(self, session_id: str | None = None) -> str:
        ids = [session_id] if session_id else [s.id for s in self._matching()]
        return transfer.sessions_csv([self.session(sid) for sid in ids])
