"""A session file's JSON is dumped row by row, each row once (`companion.store.dumps`):
the file holds exactly what pydantic's own dump of the whole record gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.models import Words
from companion.store import Repository, atomic, dumps
from companion.store.atomic import FRAGMENTS
from companion.store.dumps import dumped, record_json
from companion.store.edits import SessionRecord
from tests.companion.store.helpers import points_outcome, seats
from tests.rows import as_row, house_rules


def test_the_file_holds_what_pydantics_dump_gives(tmp_path: Path) -> None:
    repo = Repository(tmp_path, points_outcome,
                      describe=lambda entry, _s: Words(key="x", values={"id": entry.id}))
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    rules = house_rules("spitzer", stake_cents=50)
    sid = repo.create_session("spitzer", seats(anna, ben), rules).id
    for n in range(5):
        repo.add_entry(sid, as_row("hand", {"points": {anna.id: n, ben.id: 2 * n}}), "Anna")
    entries = repo.session(sid).entries
    repo.update_entry(sid, entries[1].id, as_row("hand", {"points": {anna.id: 9}}), "Ben")
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
    entry = repo.add_entry(sid, as_row("hand", {"points": {anna.id: 3}}), "Anna").entries[0]
    first = dumped(entry)
    assert dumped(entry) is first, "kept"
    copy = entry.model_copy(update={"data": {"points": {anna.id: 4}}})
    assert dumped(copy) is not first and dumped(copy)["data"] == {"points": {anna.id: 4}}
    repo.close()


def test_a_save_encodes_its_new_row_not_the_whole_game(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The file's rows saved before are joined as they were encoded: the largest piece a
    save encodes is far smaller than the file, and the file is still exactly the record."""
    repo = Repository(tmp_path, points_outcome)
    anna, ben = repo.add_player("Anna"), repo.add_player("Bén ✓")
    sid = repo.create_session("spitzer", seats(anna, ben)).id
    for n in range(100):
        repo.add_entry(sid, as_row("hand", {"points": {anna.id: n, ben.id: n // 4}}), "Anna")
    encoded: list[int] = []
    plain = atomic.dump

    def counted(data: object) -> bytes:
        out = plain(data)
        encoded.append(len(out))
        return out

    monkeypatch.setattr(atomic, "dump", counted)
    repo.add_entry(sid, as_row("hand", {"points": {anna.id: 101, ben.id: 5}}), "Ben")
    path = tmp_path / "sessions" / f"{sid}.json"
    size = path.stat().st_size
    assert encoded and max(encoded) < size / 20, (max(encoded), size)
    stored = json.loads(path.read_text())["session"]["1"]
    record = repo._record(sid)
    assert record is not None and len(record.session.entries) == 101
    assert stored == record.model_dump(mode="json")
    repo.close()


def test_joined_bytes_are_exactly_the_plain_encoding() -> None:
    """Kept values mixed with plain ones, nested, in lists that start or end with a kept one,
    non-ASCII text and floats: `dump_joined` gives the very bytes `dump` gives."""
    rows = [{"id": f"r{n}", "data": {"points": {"ä": n / 3, "b": [n, None, True]}}}
            for n in range(5)]
    for kept in (rows[0], rows[2], rows[4]):
        FRAGMENTS.keep(kept)
    try:
        data = {"session": {"1": {"entries": rows, "notes": "Zwei Runden ✓\n",
                                  "tail": [{"x": 1}, rows[4]], "empty": [], "plain": [1, 2.5]}}}
        assert atomic.dump_joined(data) == atomic.dump(data)
        assert FRAGMENTS.bytes_of(dict(rows[0])) is None  # an equal copy is not the kept one
    finally:
        for kept in rows:
            FRAGMENTS.drop(kept)


def test_forgotten_dumps_leave_the_fragments_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dumps, "KEPT", 10)
    before = len(FRAGMENTS)
    models = [Words(key=f"k{n}") for n in range(30)]
    dumps.dumped_all(models)
    assert len(FRAGMENTS) <= before + 10
    assert FRAGMENTS.bytes_of(dumps.dumped(models[-1])) == atomic.dump({"key": "k29",
                                                                       "values": {}})
