"""Upgrading older data folders to the current schema (1).

Schema 0 is the first release's single TinyDB file ``table-companion.json`` (TinyDB's own
JSONStorage, no schema marker)::

    {"players":  {"1": {"id": "<alnum>", "name": "Anna"}, ...},
     "sessions": {"1": {"id": "<alnum>", "game": "spitzer", "players": ["<player id>", ...],
                        "rounds": [{"points": {"<player id>": 3, ...}}, ...],
                        "notes": "", "created": "<ISO time>", "finished": false}, ...}}

Each round becomes a "points" entry (the built-in sheet's kind). The session files are written
first and the original is renamed to ``table-companion.v0.json`` last, so a crash in between
simply migrates again (same ids, whole files replaced).
"""

from __future__ import annotations

import json
import os
import re
import uuid
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import Field

from companion.models import Entry, GameId, Outcome, Player, Seat, Session, Stored
from companion.store.atomic import AtomicStorage
from companion.store.edits import SessionRecord
from companion.store.files import set_aside

V0_FILE = "table-companion.json"
V0_KEPT = "table-companion.v0.json"


class V0Session(Stored):
    id: str
    game: GameId
    players: tuple[str, ...]
    rounds: tuple[dict[str, Any], ...] = ()
    notes: str = ""
    created: datetime
    finished: bool = False


class V0File(Stored):
    players: dict[str, Player] = Field(default_factory=dict)
    sessions: dict[str, V0Session] = Field(default_factory=dict)


def _id(old: str) -> str:
    return old if re.fullmatch(r"[A-Za-z0-9]{1,64}", old) else uuid.uuid5(
        uuid.NAMESPACE_URL, old).hex


def migrate_v0(folder: Path, outcome: Callable[[Session], Outcome] | None = None) -> list[str]:
    """Migrate a schema-0 file in ``folder`` if there is one; the notices for the user."""
    source = folder / V0_FILE
    if not source.exists():
        return []
    try:
        old = V0File.model_validate(json.loads(source.read_bytes()))
    except (ValueError, RecursionError) as error:  # JSON or validation
        aside = set_aside(source)
        return [f"The data of an older version could not be read ({type(error).__name__}); "
                f"it was set aside as {aside.name}, nothing was deleted."]
    players = {p.id: p.model_copy(update={"id": _id(p.id)}) for p in old.players.values()}
    for v0 in old.sessions.values():
        session = _session(v0, players)
        if outcome is not None:
            session = session.model_copy(update={"outcome": outcome(session)})
        AtomicStorage(str(folder / "sessions" / f"{session.id}.json"), "session").write(
            {"session": {"1": SessionRecord(session=session).model_dump(mode="json")}})
    AtomicStorage(str(folder / "players.json"), "players").write(
        {"players": {str(n): p.model_dump() for n, p in enumerate(players.values(), 1)}})
    os.replace(source, folder / V0_KEPT)
    return [f"Your data was moved to the new storage format ({len(old.sessions)} games, "
            f"{len(players)} players); the original file is kept as {V0_KEPT}."]


def _session(v0: V0Session, players: dict[str, Player]) -> Session:
    def new(pid: str) -> str:
        return players[pid].id if pid in players else _id(pid)

    seats = tuple(Seat(player_id=new(pid), name=players[pid].name if pid in players else pid)
                  for pid in v0.players)
    entries = tuple(
        Entry(id=f"{_id(v0.id)[:20]}r{n}", kind="points", at=v0.created,
              data={"points": {new(pid): points
                               for pid, points in round_.get("points", {}).items()}})
        for n, round_ in enumerate(v0.rounds, start=1))
    return Session(id=_id(v0.id), game=v0.game, seats=seats, entries=entries, notes=v0.notes,
                   created_at=v0.created, updated_at=v0.created,
                   finished_at=v0.created if v0.finished else None)
