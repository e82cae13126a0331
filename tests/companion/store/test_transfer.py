"""Backups as one JSON document (merge by id, strict reading) and sessions as CSV."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from companion.store import Repository
from tests.companion.store.helpers import points_outcome, seats
from tests.rows import as_row, house_rules


def filled(repo: Repository) -> str:
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    rules = house_rules("spitzer", brush_at_30=True)
    sid = repo.create_session("spitzer", seats(anna, ben), rules).id
    repo.add_entry(sid, as_row("points", {"points": {anna.id: 3, ben.id: 1}}), "Anna")
    repo.add_entry(sid, as_row("points", {"points": {anna.id: 0, ben.id: 4}}), "Ben")
    repo.finish(sid)
    repo.save_item("spitzweg", "layout", "Streit", {"cells": [[1]]})
    return sid


def test_export_then_import_elsewhere_round_trips(repo: Repository, tmp_path: Path) -> None:
    sid = filled(repo)
    backup = repo.export_bytes()
    with Repository(tmp_path / "other", points_outcome) as other:
        report = other.import_bytes(backup)
        assert (report.players_added, report.sessions_added, report.items_added) == (2, 1, 1)
        assert other.session(sid).entries == repo.session(sid).entries
        assert other.edit_history(sid) == repo.edit_history(sid)
        assert other.statistics() == repo.statistics()
        assert not other.can_undo(sid)  # undo does not travel between devices
        again = other.import_bytes(backup)
        assert again.sessions_added == 0 and again.already_present == 4


def test_import_keeps_existing_records(repo: Repository) -> None:
    sid = filled(repo)
    doc = json.loads(repo.export_bytes())
    doc["sessions"][0]["session"]["notes"] = "changed elsewhere"
    repo.set_notes(sid, "mine")
    assert repo.import_bytes(json.dumps(doc).encode()).already_present == 4
    assert repo.session(sid).notes == "mine"


@pytest.mark.parametrize(("payload", "reason"), [
    (b"\xff\xfe", "not a text file"),
    (b"{", "not valid JSON"),
    (b"[]", "not a Table Companion backup"),
    (b'{"format": "table-companion-backup", "schema_version": 2, "exported_at": "x"}',
     "damaged or from an unknown version"),
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b'{"format": "table-companion-backup", "x": ' + b"[" * 100 + b"]" * 100 + b"}",
     "nested too deeply"),
    (b'{"format": "table-companion-backup", "n": ' + b"9" * 5000 + b"}", "not valid JSON"),
    (b'{"format": "table-companion-backup", "n": 1e999}', "not valid JSON"),
    (b" " * (15 * 1024 * 1024 + 1), "larger than 15 MB"),
])
def test_bad_backups_are_refused_with_the_reason(repo: Repository, payload: bytes,
                                                 reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        repo.import_bytes(payload)


def test_ids_that_could_escape_the_folder_are_refused(repo: Repository) -> None:
    filled(repo)
    doc = json.loads(repo.export_bytes())
    doc["sessions"][0]["session"]["id"] = "../../players"
    with pytest.raises(ValueError, match="invalid id"):
        repo.import_bytes(json.dumps(doc).encode())
    doc["sessions"][0]["session"]["id"] = doc["players"][0]["id"]
    doc["players"].append(doc["players"][0])
    with pytest.raises(ValueError, match="same player id twice"):
        repo.import_bytes(json.dumps(doc).encode())


def test_csv_has_a_line_per_row_and_the_totals(repo: Repository) -> None:
    sid = filled(repo)
    rows = list(csv.DictReader(io.StringIO(repo.export_csv(sid))))
    assert [r["kind"] for r in rows] == ["points", "points", "total"]
    assert json.loads(rows[0]["data"]) == {"points": {"Anna": 3, "Ben": 1}}
    assert json.loads(rows[2]["data"]) == {"totals": {"Anna": 3, "Ben": 5}, "winners": ["Ben"],
                                           "complete": True}
    assert rows[2]["row"] == "1"  # the sheet's game 1
    assert rows[0]["author"] == "Anna" and rows[0]["game"] == "spitzer"
    assert len(list(csv.DictReader(io.StringIO(repo.export_csv())))) == 3
