"""Backups (one JSON document), their strict reading, CSV sheets, and merging two players."""

from __future__ import annotations

import csv
import io
import json
import math
import re
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import ValidationError

from companion.models import Player, SavedItem, Session, Stored
from companion.store.checks import storable_problem
from companion.store.edits import SessionRecord, now
from companion.store.records import Settings
from companion.text import NAME_LENGTH

MAX_BACKUP_BYTES = 15 * 1024 * 1024
"""Below the 16 MiB a browser can send in one websocket frame."""
MAX_CONTAINERS = 1_000_000
"""Lists and objects in one backup: bounds the memory reading it takes (~100 MB)."""
EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)
MAX_DIGITS = 18
"""A stored number has at most 15 digits (companion.numbers); a game's total of many such
rows fits in 18."""
MAX_DEPTH = 64
"""Nesting deeper than any sheet needs: refused before validation."""
ID = re.compile(r"[A-Za-z0-9]{1,64}")
FORMAT = "table-companion-backup"


class Backup(Stored):
    format: Literal["table-companion-backup"]
    schema_version: Literal[1]
    exported_at: datetime
    players: tuple[Player, ...] = ()
    sessions: tuple[SessionRecord, ...] = ()
    saved: tuple[SavedItem, ...] = ()
    settings: Settings | None = None


def export_backup(players: list[Player], records: list[SessionRecord], saved: list[SavedItem],
                  settings: Settings) -> bytes:
    backup = Backup(format=FORMAT, schema_version=1, exported_at=now(), players=tuple(players),
                    sessions=tuple(records), saved=tuple(saved), settings=settings)
    return backup.model_dump_json(indent=1).encode("utf-8")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("number out of range")
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError("number out of range")
    return int(text)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a backup can hold")


def _too_deep(value: Any) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True
        if isinstance(item, dict):
            stack.extend((child, depth + 1) for child in item.values())
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item)
    return False


def read_backup(data: bytes) -> Backup:
    """A backup checked completely; ValueError with a reason a person can act on."""
    if len(data) > MAX_BACKUP_BYTES:
        raise ValueError("The file is larger than 15 MB; a backup is never that big.")
    if data.count(b"[") + data.count(b"{") > MAX_CONTAINERS:
        raise ValueError("The file holds more lists and objects than any backup; "
                         "it was not read.")
    try:
        raw = json.loads(data.decode("utf-8-sig"), parse_float=_finite, parse_int=_bounded_int,
                         parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise ValueError("The file is not a text file; choose a backup (.json).") from None
    except RecursionError:
        raise ValueError("The file is nested too deeply to be a backup.") from None
    except ValueError as error:  # JSONDecodeError, over-long integers, Infinity
        reason = str(error).split(":")[0][:80]
        raise ValueError(f"The file is not valid JSON ({reason}).") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise ValueError("The file is not a Table Companion backup.")
    if _too_deep(raw):
        raise ValueError("The file is nested too deeply to be a backup.")
    version = raw.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version != 1:
        raise ValueError("The backup is damaged or from an unknown version "
                         "(schema_version must be 1).")
    problem = storable_problem(raw, "The backup", max_depth=MAX_DEPTH,
                               limit=10 ** MAX_DIGITS - 1)
    if problem is not None:
        raise ValueError(f"{problem}; nothing was imported.")
    try:
        backup = Backup.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])[:80]
        raise ValueError(f"The backup is damaged or from an unknown version: {where}: "
                         f"{first['msg'][:80]} ({error.error_count()} problem(s)).") from None
    _check_ids(backup)
    _check_names_and_dates(backup)
    # The undo stacks of another device are not trusted: each session starts a fresh stack.
    sessions = tuple(r.model_copy(update={"undo": (), "redo": ()}) for r in backup.sessions)
    return backup.model_copy(update={"sessions": sessions})


def _check_ids(backup: Backup) -> None:
    groups = {
        "player": [p.id for p in backup.players],
        "game": [r.session.id for r in backup.sessions],
        "saved item": [i.id for i in backup.saved],
    }
    for record in backup.sessions:
        groups[f"row of game {record.session.id[:8]}"] = [e.id for e in record.session.entries]
    for what, ids in groups.items():
        bad = next((i for i in ids if not ID.fullmatch(i)), None)
        if bad is not None:
            raise ValueError(f"The backup holds a {what} with an invalid id ({bad[:20]!r}).")
        if len(set(ids)) != len(ids):
            raise ValueError(f"The backup holds the same {what} id twice.")


def _dates(backup: Backup) -> Any:
    yield "the export date", backup.exported_at
    for item in backup.saved:
        yield f"saved item {item.name[:20]!r}", item.at
    for record in backup.sessions:
        session = record.session
        where = f"game {session.id[:8]}"
        yield where, session.created_at
        yield where, session.updated_at
        yield where, session.finished_at
        for entry in session.entries:
            yield where, entry.at
        for line in record.history:
            yield where, line.at


def _check_names_and_dates(backup: Backup) -> None:
    for where, moment in _dates(backup):
        if moment is None:
            continue
        aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
        if not EARLIEST <= aware <= LATEST:
            raise ValueError(f"The backup holds a date out of range in {where} "
                             f"({moment.date().isoformat()}); nothing was imported.")
    names = [(f"game {r.session.id[:8]}", seat.name) for r in backup.sessions
             for seat in r.session.seats]
    names += [("saved items", item.name) for item in backup.saved]
    for where, name in names:
        if len(name) > NAME_LENGTH:
            raise ValueError(f"The backup holds a name of {len(name):,} characters in {where} "
                             f"(at most {NAME_LENGTH}); nothing was imported.")


def _swap(value: Any, drop: str, keep: str) -> Any:
    if isinstance(value, dict):
        return {(keep if k == drop else k): _swap(v, drop, keep) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_swap(v, drop, keep) for v in value]
    return keep if value == drop else value


def replace_player(record: SessionRecord, drop: str, keep: str) -> SessionRecord:
    """The same record with every mention of player ``drop`` (seats, rows, totals) as ``keep``."""
    return SessionRecord.model_validate(_swap(record.model_dump(mode="json"), drop, keep))


def sessions_csv(sessions: list[Session]) -> str:
    """One line per row of each sheet, then one ``total`` line per game of the sheet (its
    number as ``row``, when it was played as ``at``; ``data``: its totals, winners, whether
    it is complete, the payout where the game has stakes); player ids shown as the seat's
    name."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["game_id", "game", "started", "finished", "row", "kind", "author", "at",
                     "data"])
    for session in sessions:
        names = {seat.player_id: seat.name for seat in session.seats}
        head = [session.id, session.game, session.created_at.isoformat(),
                session.finished_at.isoformat() if session.finished_at else ""]
        for number, entry in enumerate(session.entries, start=1):
            data = json.dumps(_named(entry.data, names), ensure_ascii=False, sort_keys=True)
            writer.writerow([*head, number, entry.kind, entry.author, entry.at.isoformat(), data])
        for game in session.outcome.games:  # each game of the sheet: its totals and winners
            result = {"totals": {names.get(pid, pid): points
                                 for pid, points in game.totals.items()},
                      "winners": [names.get(pid, pid) for pid in game.winners],
                      "complete": game.complete}
            if game.payout is not None:
                result["payout"] = {names.get(pid, pid): cents
                                    for pid, cents in game.payout.items()}
            writer.writerow([*head, game.number, "total", "",
                             game.played_at.isoformat() if game.played_at else "",
                             json.dumps(result, ensure_ascii=False)])
    return out.getvalue()


def _named(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, dict):
        return {names.get(k, k): _named(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [_named(v, names) for v in value]
    return names.get(value, value) if isinstance(value, str) else value
