"""Upgrading older data folders to the current schema (1).

Schema 0 is the first release's single TinyDB file ``table-companion.json`` (TinyDB's own
JSONStorage, no schema marker)::

    {"players":  {"1": {"id": "<alnum>", "name": "Anna"}, ...},
     "sessions": {"1": {"id": "<alnum>", "game": "spitzer", "players": ["<player id>", ...],
                        "rounds": [{"points": {"<player id>": 3, ...}}, ...],
                        "notes": "", "created": "<ISO time>", "finished": false}, ...}}

Each game's rounds go where its own sheet can show them, so nothing entered is lost:

* spitzweg (2-4 players): each round becomes an ``exhibition`` sums row (pad game 1, not
  final, ``closer_unknown``: the first release did not note the closer);
* spitzer (4 players, every sum a multiple of 3 and not negative, SPZ-VAL-8): the sums become
  one ``new_game`` entry with ``start`` = the summed points, so totals and pegs go on from there;
* kardinal, spandau (no per-round points on their sheets) and any game above that its sheet
  cannot hold: every round is appended to the notes as one line ("Round 2: Anna 3, Ben 0"),
  and `Session.outcome` is computed from the sums (the highest sum wins a finished game).

A finished game keeps the winner the first release gave it (the highest sum) when its sheet
names none. The Repository keeps a stored outcome until the sheet's entries change (see
``Repository._write``), so History and Statistics show the old results until the game is
edited. The session files are written first and the original is renamed to
``table-companion.v0.json`` last, so a crash in between simply migrates again (same ids, whole
files replaced).
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

from companion.models import (
    Entry,
    GameId,
    GameOutcome,
    Outcome,
    Player,
    Seat,
    Session,
    Stored,
    Words,
)
from companion.store.atomic import AtomicStorage
from companion.store.edits import SessionRecord
from companion.store.files import set_aside
from scorers.common.errors import ImpossibleInput
from scorers.spitzer.sheet_models import ScoreGameRequest
from scorers.spitzweg.setup import target

V0_FILE = "table-companion.json"
V0_KEPT = "table-companion.v0.json"
EXHIBITION = "exhibition"
"""Spitzweg's exhibition row (companion/games/spitzweg/sheet_entries.py)."""
NEW_GAME = "new_game"
"""Spitzer's new-game entry (companion/games/spitzer/sheet_entries.py)."""


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


def migrate_v0(folder: Path,
               outcome: Callable[[Session], Outcome] | None = None) -> list[Words]:
    """Migrate a schema-0 file in ``folder`` if there is one; the notices for the user."""
    source = folder / V0_FILE
    if not source.exists():
        return []
    try:
        old = V0File.model_validate(json.loads(source.read_bytes()))
    except (ValueError, RecursionError) as error:  # JSON or validation
        aside = set_aside(source)
        return [Words(key="store.notice.old_unreadable",
                      values={"error": type(error).__name__, "aside": aside.name})]
    players = {p.id: p.model_copy(update={"id": _id(p.id)}) for p in old.players.values()}
    in_notes = 0
    for v0 in old.sessions.values():
        session = _session(v0, players, outcome)
        in_notes += not session.entries and bool(v0.rounds)
        AtomicStorage(str(folder / "sessions" / f"{session.id}.json"), "session").write(
            {"session": {"1": SessionRecord(session=session).model_dump(mode="json")}})
    AtomicStorage(str(folder / "players.json"), "players").write(
        {"players": {str(n): p.model_dump() for n, p in enumerate(players.values(), 1)}})
    os.replace(source, folder / V0_KEPT)
    moved = {"games": len(old.sessions), "players": len(players), "kept": V0_KEPT}
    if in_notes:
        return [Words(key="store.notice.migrated_notes", values={**moved, "in_notes": in_notes})]
    return [Words(key="store.notice.migrated", values=moved)]


def _session(v0: V0Session, players: dict[str, Player],
             outcome: Callable[[Session], Outcome] | None) -> Session:
    def new(pid: str) -> str:
        return players[pid].id if pid in players else _id(pid)

    seats = tuple(Seat(player_id=new(pid), name=players[pid].name if pid in players else pid)
                  for pid in v0.players)
    rounds = [{new(pid): points for pid, points in _points(round_).items()}
              for round_ in v0.rounds]
    sums = {seat.player_id: 0 for seat in seats}
    for points in rounds:
        for pid, value in points.items():
            sums[pid] = sums.get(pid, 0) + value
    session = Session(id=_id(v0.id), game=v0.game, seats=seats, notes=v0.notes,
                      created_at=v0.created, updated_at=v0.created,
                      finished_at=v0.created if v0.finished else None)
    kind_data = _sheet_rows(v0.game, [s.player_id for s in seats], rounds, sums)
    if kind_data is None:
        names = {seat.player_id: seat.name for seat in seats}
        # "#2: Anna 5, Ben 3": a round in the notes in no one language (the notes are stored)
        lines = [f"#{n}: " + ", ".join(f"{names.get(pid, pid)} {points}"
                                       for pid, points in round_.items())
                 for n, round_ in enumerate(rounds, start=1)]
        notes = "\n".join(part for part in (v0.notes, *lines) if part)
        return session.model_copy(update={"notes": notes, "outcome": _sums_outcome(
            sums, v0.finished)})
    entries = tuple(Entry(id=f"{_id(v0.id)[:20]}r{n}", kind=kind, at=v0.created, data=data)
                    for n, (kind, data) in enumerate(kind_data, start=1))
    session = session.model_copy(update={"entries": entries})
    if outcome is None:
        return session
    found = outcome(session)
    if v0.finished and not found.last.winners:  # the winner the first release gave it
        given = _sums_outcome(sums, True).last.winners
        found = found.model_copy(update={"games": (
            *found.games[:-1], found.last.model_copy(update={"winners": given}))})
    return session.model_copy(update={"outcome": found})


def _points(round_: dict[str, Any]) -> dict[str, int]:
    points = round_.get("points", {})
    return {str(pid): value for pid, value in points.items() if isinstance(value, int)} \
        if isinstance(points, dict) else {}


def _sheet_rows(game: str, seated: list[str], rounds: list[dict[str, int]],
                sums: dict[str, int]) -> list[tuple[str, dict[str, Any]]] | None:
    """The rounds as the game's own sheet entries; None when its sheet cannot hold them."""
    if not rounds:
        return []
    try:
        if game == "spitzweg":
            target(len(seated), 1)  # SPW-VAL-1: 2-4 players
            if any(set(points) - set(seated) for points in rounds):
                return None
            return [(EXHIBITION, {"source": "sums", "pad_game": 1, "scores": points,
                                  "closer": None, "overflow": None, "final": False,
                                  "closer_unknown": True}) for points in rounds]
        if game == "spitzer":
            ScoreGameRequest(players=tuple(seated), hands=(), start=sums)  # SPZ-VAL-7/8
            return [(NEW_GAME, {"start": sums})]
    except (ImpossibleInput, ValueError):  # pydantic's ValidationError is a ValueError
        return None
    return None


def _sums_outcome(sums: dict[str, int], finished: bool) -> Outcome:
    """The first release's result: the rounds summed, the highest sum wins a finished game."""
    best = max(sums.values(), default=0)
    winners = tuple(pid for pid, total in sums.items() if total == best) if finished and sums \
        else ()
    return Outcome(games=(GameOutcome(totals=sums, winners=winners, complete=finished),))
