"""An in-memory stand-in for `companion.store.Repository` for fast view-model tests.

It keeps the same method names and return types; the store's own tests prove the real one.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

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
from companion.store import GameStats, ImportReport, PlayerStats, SessionSummary, Settings


def _naive(moment: datetime) -> datetime:
    """Stored times are UTC; a filter may come with or without its zone."""
    return moment.replace(tzinfo=None)


class MemoryRepo:
    def __init__(self, outcome: Callable[[Session], Outcome] | None = None) -> None:
        self.notices: list[Words] = []
        self._outcome = outcome
        self._ids = itertools.count(1)
        self._players: dict[str, Player] = {}
        self._sessions: dict[str, Session] = {}
        self._history: dict[str, list[EditRecord]] = {}
        self._undo: dict[str, list[Session]] = {}
        self._redo: dict[str, list[Session]] = {}
        self._items: dict[str, SavedItem] = {}
        self._settings = Settings()
        self.writes = 0

    def _id(self) -> str:
        return f"id{next(self._ids)}"

    def players(self) -> list[Player]:
        return sorted(self._players.values(), key=lambda p: p.name.casefold())

    def add_player(self, name: str) -> Player:
        for player in self._players.values():
            if player.name.casefold() == name.casefold():
                return player
        player = Player(id=self._id(), name=name)
        self._players[player.id] = player
        self.writes += 1
        return player

    def rename_player(self, player_id: str, name: str) -> Player:
        player = self._players[player_id].model_copy(update={"name": name})
        self._players[player_id] = player
        self.writes += 1
        return player

    def merge_players(self, keep_id: str, drop_id: str) -> Player:
        keep = self._players[keep_id]
        del self._players[drop_id]
        for sid, session in self._sessions.items():
            seats = tuple(s.model_copy(update={"player_id": keep_id, "name": keep.name})
                          if s.player_id == drop_id else s for s in session.seats)
            self._sessions[sid] = session.model_copy(update={"seats": seats})
        self.writes += 1
        return keep

    def _save(self, session: Session, author: str, action: str, entry_id: str | None = None,
              undoable: bool = True) -> Session:
        if self._outcome is not None:
            session = session.model_copy(update={"outcome": self._outcome(session)})
        session = session.model_copy(update={"updated_at": datetime.now(UTC)})
        if undoable:
            self._undo.setdefault(session.id, []).append(self._sessions[session.id])
            self._redo[session.id] = []
        self._sessions[session.id] = session
        self._history.setdefault(session.id, []).append(EditRecord(
            at=datetime.now(UTC), author=author, action=action, entry_id=entry_id))  # type: ignore[arg-type]
        self.writes += 1
        return session

    def create_session(self, game: str, seats: tuple[Seat, ...] | list[Seat],
                       options: dict[str, Any] | None = None, start: StartDraw | None = None,
                       author: str = "", draw_summary: Words | str = "",
                       evening: EveningTag | None = None) -> Session:
        now = datetime.now(UTC)
        session = Session(id=self._id(), game=game, seats=tuple(seats),  # type: ignore[arg-type]
                          options=options or {}, created_at=now, updated_at=now, start=start,
                          evening=evening)
        self._sessions[session.id] = session
        if start is not None:
            self._history.setdefault(session.id, []).append(EditRecord(
                at=start.drawn_at, author=author, action="draw", summary=draw_summary))
        self.writes += 1
        return session

    def session(self, session_id: str) -> Session:
        return self._sessions[session_id]

    def delete_session(self, session_id: str) -> None:
        del self._sessions[session_id]
        self.writes += 1

    def add_entry(self, sid: str, kind: str, data: dict[str, Any], author: str = "") -> Session:
        entry = Entry(id=self._id(), kind=kind, data=data, author=author, at=datetime.now(UTC))
        session = self._sessions[sid]
        return self._save(session.model_copy(update={"entries": (*session.entries, entry)}),
                          author, "add", entry.id)

    def update_entry(self, sid: str, eid: str, data: dict[str, Any], author: str = "") -> Session:
        session = self._sessions[sid]
        entries = tuple(e.model_copy(update={"data": data}) if e.id == eid else e
                        for e in session.entries)
        return self._save(session.model_copy(update={"entries": entries}), author, "edit", eid)

    def delete_entry(self, sid: str, eid: str, author: str = "") -> Session:
        session = self._sessions[sid]
        entries = tuple(e for e in session.entries if e.id != eid)
        return self._save(session.model_copy(update={"entries": entries}), author, "delete", eid)

    def undo(self, sid: str, author: str = "") -> Session:
        previous = self._undo[sid].pop()
        self._redo.setdefault(sid, []).append(self._sessions[sid])
        self._sessions[sid] = previous
        return previous

    def redo(self, sid: str, author: str = "") -> Session:
        following = self._redo[sid].pop()
        self._undo[sid].append(self._sessions[sid])
        self._sessions[sid] = following
        return following

    def can_undo(self, sid: str) -> bool:
        return bool(self._undo.get(sid))

    def can_redo(self, sid: str) -> bool:
        return bool(self._redo.get(sid))

    def set_notes(self, sid: str, text: str, author: str = "") -> Session:
        session = self._sessions[sid].model_copy(update={"notes": text})
        return self._save(session, author, "notes", undoable=False)

    def set_options(self, sid: str, options: dict[str, Any], author: str = "") -> Session:
        session = self._sessions[sid].model_copy(update={"options": options})
        return self._save(session, author, "edit", undoable=False)

    def set_elapsed(self, sid: str, seconds: int) -> Session:
        session = self._sessions[sid].model_copy(update={"elapsed_seconds": seconds})
        self._sessions[sid] = session
        return session

    def finish(self, sid: str, author: str = "") -> Session:
        session = self._sessions[sid].model_copy(update={"finished_at": datetime.now(UTC)})
        return self._save(session, author, "finish", undoable=False)

    def reopen(self, sid: str, author: str = "") -> Session:
        session = self._sessions[sid].model_copy(update={"finished_at": None})
        return self._save(session, author, "reopen", undoable=False)

    def edit_history(self, sid: str) -> list[EditRecord]:
        return list(self._history.get(sid, []))

    def _matching(self, game: str | None = None, player_id: str | None = None,
                  since: datetime | None = None, until: datetime | None = None,
                  finished: bool | None = None) -> list[Session]:
        found = [s for s in self._sessions.values()
                 if (game is None or s.game == game)
                 and (player_id is None or any(x.player_id == player_id for x in s.seats))
                 and (since is None or _naive(s.created_at) >= _naive(since))
                 and (until is None or _naive(s.created_at) <= _naive(until))
                 and (finished is None or (s.finished_at is not None) == finished)]
        return sorted(found, key=lambda s: s.created_at, reverse=True)

    def list_sessions(self, offset: int = 0, limit: int = 50,
                      **filters: Any) -> list[SessionSummary]:
        return [SessionSummary(id=s.id, game=s.game, seats=s.seats, created_at=s.created_at,
                               updated_at=s.updated_at, finished_at=s.finished_at,
                               rounds=len(s.entries), outcome=s.outcome,
                               evening=s.evening)
                for s in self._matching(**filters)[offset:offset + limit]]

    def count_sessions(self, **filters: Any) -> int:
        return len(self._matching(**filters))

    def statistics(self) -> list[PlayerStats]:
        rows = []
        for player in self.players():
            done = [s for s in self._sessions.values() if s.finished_at is not None
                    and any(x.player_id == player.id for x in s.seats)]
            wins = sum(player.id in s.outcome.winners for s in done)
            by_game: dict[str, GameStats] = {}
            for game in {s.game for s in done}:
                totals = [s.outcome.totals.get(player.id, 0) for s in done if s.game == game]
                by_game[game] = GameStats(games=len(totals), average=sum(totals) / len(totals),
                                          best=max(totals), wins=sum(
                    player.id in s.outcome.winners for s in done if s.game == game))
            rows.append(PlayerStats(player_id=player.id, name=player.name, games=len(done),
                                    wins=wins, win_rate=wins / len(done) if done else 0.0,
                                    by_game=by_game))  # type: ignore[arg-type]
        return rows

    def saved_items(self, game: str, kind: str) -> list[SavedItem]:
        return [i for i in self._items.values() if i.game == game and i.kind == kind]

    def save_item(self, game: str, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        item = SavedItem(id=self._id(), game=game, kind=kind, name=name, data=data,  # type: ignore[arg-type]
                         at=datetime.now(UTC))
        self._items[item.id] = item
        self.writes += 1
        return item

    def delete_item(self, item_id: str) -> None:
        del self._items[item_id]
        self.writes += 1

    def settings(self) -> Settings:
        return self._settings

    def save_settings(self, settings: Settings) -> None:
        self._settings = settings
        self.writes += 1

    def export_bytes(self) -> bytes:
        return json.dumps({"players": [p.model_dump() for p in self.players()]}).encode()

    def import_bytes(self, data: bytes) -> ImportReport:
        document = json.loads(data)
        if not isinstance(document, dict) or "players" not in document:
            raise ValueError("not a Table Companion backup")
        added = 0
        for raw in document["players"]:
            if raw["id"] not in self._players:
                self._players[raw["id"]] = Player(**raw)
                added += 1
        self.writes += 1
        return ImportReport(players_added=added)

    def export_csv(self, session_id: str | None = None) -> str:
        return "session,entry\n"
