"""Typed rows: each game's row types (``plugin.rows``) read every stored row of the upgrade
fixtures, dump back exactly the stored ``data`` (the file format is unchanged), and name the
field a row fails on; a sheet keeps a stored row that no longer fits and shows it broken."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games import plugin, plugins
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.models import GAME_IDS, Entry, Seat, Session
from companion.rows import row_problems, typed_row
from companion.store import Repository
from companion.table.host import HostSheetContext
from tests.companion.helpers import FakeShell, editor, new_repo, seated_session
from tests.rows import as_row

FIXTURES = Path(__file__).parent / "store" / "fixtures"
AT = "2026-01-01T12:00:00+00:00"


def _stored_sessions(tmp_path: Path, version: str) -> list[Session]:
    folder = tmp_path / version
    shutil.copytree(FIXTURES / version, folder)
    with Repository(folder, session_outcome) as repo:
        return [repo.session(summary.id) for summary in repo.list_sessions(limit=1000)]


@pytest.mark.parametrize("version", ["v0", "v1"])
def test_every_row_of_an_older_folder_is_read_or_kept_and_shown_broken(
        tmp_path: Path, version: str) -> None:
    """A row fits its game and dumps back exactly as stored; only the first release's generic
    "points" rows (the v1 fixture) fit no game: they stay stored (their sheet shows them
    broken, see the last test)."""
    sessions = _stored_sessions(tmp_path, version)
    fitting = 0
    for session in sessions:
        for entry in session.entries:
            try:
                row = typed_row(plugin(session.game).rows, entry)
            except ValueError as error:
                assert entry.kind == "points" and "'points'" in str(error)
                continue
            fitting += 1
            assert row.kind == entry.kind
            assert "kind" not in row.model_dump()
            stored = row.model_dump(mode="json", exclude_unset=True)
            assert stored == entry.data, (session.game, entry.kind)
    assert sum(len(s.entries) for s in sessions) > 0
    assert fitting > 0 or version == "v1"


def test_every_game_declares_its_rows_in_its_plugin() -> None:
    assert [p.info.game for p in plugins()] == list(GAME_IDS)
    for game_plugin in plugins():
        problems = row_problems(game_plugin.rows, "no_such_kind", {})
        assert len(problems) == 1 and "does not match any of the expected tags" in problems[0]


SPITZER_HAND: dict[str, Any] = {
    "dealer": "a", "mode": "totals", "type": "normal", "calling_side": ["a", "b"],
    "side_tricks": 5, "side_points": 70}


@pytest.mark.parametrize(("game", "kind", "data", "expected"), [
    ("spitzer", "hand", SPITZER_HAND | {"side_points": 121},
     ["side_points: Input should be less than or equal to 120"]),
    ("spitzer", "hand", {k: v for k, v in SPITZER_HAND.items() if k != "mode"}, []),
    ("spitzer", "hand", {"dealer": "a", "mode": "tricks", "type": "normal",
                         "calling_side": ["a"]}, ["tricks: Field required"]),
    ("spitzer", "misdeal", {}, ["dealer: Field required"]),
    ("spitzweg", "exhibition", {"scores": {"a": 3}}, []),
    ("spitzweg", "exhibition", {"source": "grid", "target": 15},
     ["cells: Field required"]),
    ("spitzweg", "hand", {"penalty": {"a": -1}},
     ["penalty.a: Input should be greater than or equal to 0"]),
    ("kardinal", "collection", {"player_id": "a", "ships": -1},
     ["ships: Input should be greater than or equal to 0"]),
    ("kardinal", "final", {}, []),
    ("spandau", "end", {"round": 0, "colour": "red"},
     ["round: Input should be greater than or equal to 1",
      "colour: Extra inputs are not permitted"]),
    ("spandau", "reveal", {"player": "a", "artworks": []}, []),
])
def test_a_row_that_does_not_fit_names_each_field(game: str, kind: str, data: dict[str, Any],
                                                  expected: list[str]) -> None:
    assert row_problems(plugin(game).rows, kind, data) == expected


def test_the_row_types_dump_exactly_the_stored_data() -> None:
    row = typed_row(plugin("spitzer").rows, Entry(id="e", kind="hand", data=SPITZER_HAND,
                                                   at=AT))
    assert row.model_dump(mode="json") == SPITZER_HAND | {"club_queen": None}


def test_a_stored_row_that_no_longer_fits_is_kept_and_shown_broken() -> None:
    seats = tuple(Seat(player_id=p, name=p.upper()) for p in "abcd")
    bad = Entry(id="e1", kind="hand", data=SPITZER_HAND | {"side_points": 121}, at=AT)
    session = Session(id="s1", game="spitzer", seats=seats, entries=(bad,), created_at=AT,
                      updated_at=AT)
    rows = [r for g in SpitzerSheet(session, lambda key, **_: key).games for r in g.rows]
    assert [r.entry for r in rows] == [bad]
    assert not rows[0].valid
    assert rows[0].violations[0].message.startswith("side_points: Input should be less")


def test_a_sheet_saving_a_row_that_does_not_fit_tells_which_field_and_saves_nothing() -> None:
    repo = new_repo()
    session = seated_session(repo)
    shell = FakeShell()
    saved: list[Session] = []
    sheet = HostSheetContext(shell, editor(repo), session, saved.append)
    dealer = session.seats[0].player_id
    writes = repo.writes
    sheet.add_entry(as_row("hand", SPITZER_HAND | {"dealer": dealer, "side_tricks": 9}))
    assert saved == [] and repo.writes == writes and repo.session(session.id).entries == ()
    ((message, error),) = shell.messages
    assert error and "side_tricks: Input should be less than or equal to 8" in message
    sheet.add_entry(as_row("misdeal", {"dealer": dealer}))
    assert [e.kind for e in repo.session(session.id).entries] == ["misdeal"]
