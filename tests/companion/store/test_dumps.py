"""A session file's JSON is dumped row by row, each row once (`companion.store.dumps`):
the file holds exactly what pydantic's own dump of the whole record gives."""

from __future__ import annotations

import json
from pathlib import Path

from companion.models import Words
from companion.store import Repository
from companion.store.dumps import dumped, record_json
from companion.store.edits import SessionRecord
from tests.companion.store.helpers import points_outcome, seats


def test_the_file_holds_what_pydantics_dump_gives(tmp_path: Path) -> None:
    repo = Repository(tmp_path, points_outcome,
                      describe=lambda entry, _s: Words(key="x", values={"id": entry.id}))
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    sid = repo.create_session("spitzer", seats(anna, ben), {"stake_cents": 50}).id
    for n in range(5):
        repo.add_entry(sid, "hand", {"points": {anna.id: n, ben.id: 2 * n}}, "Anna")
    entries = repo.session(sid).entries
    repo.update_entry(sid, entries[1].id, {"points": {anna.id: 9}}, "Ben")
    repo.delete_entry(sid, entries[2].id, "Ben")
    repo.undo(sid, "Anna")
    repo.set_notes(sid, "Zwei Runden ✓\nmehr", "Anna")
    repo.finish(sid, "Anna")
    record = repo._record(sid)
    assert record is not None and record.undo and record.history
    assert json.dumps(record_json(record)) == json.dumps(record.model_dump(mode="json"))
    stored = json.loads((tmp_path / "sessions" / f"{sid}.json").read_text())["session"]["1"]
    assert SessionRecord.model_validate(stored) == record
    repo.close()


def test_a_row_is_dumped_once_and_a_new_object_anew(tmp_path: Path) -> None:
    repo = Repository(tmp_path, points_outcome)
    anna = repo.add_player("Anna")
    sid = repo.create_session("spitzer", seats(anna)).id
    entry = repo.add_entry(sid, "hand", {"points": {anna.id: 3}}, "Anna").entries[0]
    first = dumped(entry)
    assert dumped(entry) is first, "kept"
    copy = entry.model_copy(update={"data": {"points": {anna.id: 4}}})
    assert dumped(copy) is not first and dumped(copy)["data"] == {"points": {anna.id: 4}}
    repo.close()
