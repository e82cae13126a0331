"""Issue 9, item 6: on a shared table every edit path is refused on the server for a viewer.

The figure printed: edit paths tried as a viewer, refused, and stored changes (must be 0).
"""

from __future__ import annotations

import asyncio
import inspect
import os
import stat
from collections.abc import Callable
from typing import Any

import pytest

from companion.__main__ import parse_args, wants_web
from companion.access import (
    LOCKOUT_SECONDS,
    MAX_TRIES,
    ClientAccess,
    EditRefused,
    LockedOut,
    TableLock,
    is_loopback,
    new_pin,
)
from companion.app import App
from companion.editor import Changed, Editor
from companion.host import HostRefereeContext, HostSheetContext
from companion.models import Seat
from companion.vm.history import HistoryVM
from companion.vm.new_session import NewSessionVM
from companion.vm.players import PlayersVM
from companion.vm.session import SessionVM
from companion.vm.settings import SettingsVM
from tests.companion.helpers import PIN, FakeShell, editor, new_repo, seated_session

EDITOR_CALLS: dict[str, Callable[[Editor, str, str, str], Any]] = {
    "create_session": lambda e, sid, pid, eid: e.create_session(
        "spitzer", (Seat(player_id=pid, name="X"),), {}),
    "delete_session": lambda e, sid, pid, eid: e.delete_session(sid),
    "add_entry": lambda e, sid, pid, eid: e.add_entry(sid, "points", {"points": {pid: 1}}),
    "update_entry": lambda e, sid, pid, eid: e.update_entry(sid, eid, {"points": {pid: 9}}),
    "delete_entry": lambda e, sid, pid, eid: e.delete_entry(sid, eid),
    "undo": lambda e, sid, pid, eid: e.undo(sid),
    "redo": lambda e, sid, pid, eid: e.redo(sid),
    "set_notes": lambda e, sid, pid, eid: e.set_notes(sid, "forged"),
    "set_options": lambda e, sid, pid, eid: e.set_options(sid, {"x": 1}),
    "set_elapsed": lambda e, sid, pid, eid: e.set_elapsed(sid, 999),
    "finish": lambda e, sid, pid, eid: e.finish(sid),
    "reopen": lambda e, sid, pid, eid: e.reopen(sid),
    "add_player": lambda e, sid, pid, eid: e.add_player("Mallory"),
    "rename_player": lambda e, sid, pid, eid: e.rename_player(pid, "Mallory"),
    "merge_players": lambda e, sid, pid, eid: e.merge_players(pid, "other"),
    "set_player_colour": lambda e, sid, pid, eid: e.set_player_colour(pid, "#000000"),
    "save_item": lambda e, sid, pid, eid: e.save_item("spitzer", "k", "n", {}),
    "delete_item": lambda e, sid, pid, eid: e.delete_item("item"),
    "save_settings": lambda e, sid, pid, eid: e.save_settings(e.repo.settings()),
    "import_bytes": lambda e, sid, pid, eid: e.import_bytes(b'{"players": []}'),
}


def test_every_editor_method_is_covered() -> None:
    public = {name for name, _ in inspect.getmembers(Editor, inspect.isfunction)
              if not name.startswith("_")}
    assert public == set(EDITOR_CALLS)


@pytest.fixture
def table() -> tuple[Any, str, str, str]:
    repo = new_repo()
    session = seated_session(repo)
    pid = session.seats[0].player_id
    session = repo.add_entry(session.id, "points", {"points": {pid: 5}}, "host")
    return repo, session.id, pid, session.entries[0].id


@pytest.mark.parametrize("method", sorted(EDITOR_CALLS))
def test_viewer_edit_is_refused_and_nothing_changes(table: Any, method: str) -> None:
    repo, sid, pid, eid = table
    sent: list[Changed] = []
    viewer = editor(repo, shared=True, sent=sent)
    writes, before = repo.writes, repo.session(sid)
    with pytest.raises(EditRefused):
        EDITOR_CALLS[method](viewer, sid, pid, eid)
    assert repo.writes == writes
    assert repo.session(sid) == before
    assert sent == []


@pytest.mark.parametrize("method", ["add_entry", "set_notes", "finish", "add_player"])
def test_same_edit_works_after_the_pin(table: Any, method: str) -> None:
    repo, sid, pid, eid = table
    unlocked = editor(repo, shared=True, unlocked=True)
    writes = repo.writes
    EDITOR_CALLS[method](unlocked, sid, pid, eid)
    assert repo.writes > writes


def test_sheet_and_referee_contexts_refuse_viewers(table: Any) -> None:
    repo, sid, pid, eid = table
    shell = FakeShell()
    viewer = editor(repo, shared=True)
    before = repo.session(sid)
    changed: list[Any] = []
    sheet = HostSheetContext(shell, viewer, before, changed.append)  # type: ignore[arg-type]
    referee = HostRefereeContext(shell, viewer, "spitzer", before)  # type: ignore[arg-type]
    assert sheet.can_edit is False
    calls: list[Callable[[], Any]] = [
        lambda: sheet.add_entry("points", {"points": {pid: 3}}),
        lambda: sheet.update_entry(eid, {"points": {pid: 3}}),
        lambda: sheet.delete_entry(eid),
        lambda: sheet.set_options({"x": True}),
        lambda: referee.send_to_sheet("points", {"points": {pid: 3}}),
        lambda: referee.delete_item("anything"),
    ]
    for call in calls:
        call()
    with pytest.raises(EditRefused):
        referee.save_item("layout", "dispute", {})
    refused = [m for m, error in shell.messages if error]
    assert len(refused) == len(calls) + 1
    assert all("PIN" in m for m in refused)
    assert repo.session(sid) == before and changed == []
    print(f"\naccess: {len(EDITOR_CALLS)} editor paths + {len(calls) + 1} plugin paths "
          "refused for a viewer, stored changes 0")


def test_screen_actions_refuse_viewers(table: Any) -> None:
    repo, sid, pid, _eid = table
    viewer = editor(repo, shared=True)
    writes = repo.writes
    new = NewSessionVM(repo, "spandau")  # type: ignore[arg-type]
    new.add_new("Eve")
    new.add_new("Finn")
    session = SessionVM(repo, sid)  # type: ignore[arg-type]
    actions: list[Callable[[], Any]] = [
        lambda: new.create(viewer),
        lambda: session.undo(viewer),
        lambda: session.finish(viewer),
        lambda: session.save_notes(viewer, "x"),
        lambda: HistoryVM(repo).delete(viewer, sid),  # type: ignore[arg-type]
        lambda: PlayersVM(repo).rename(viewer, pid, "Zed"),  # type: ignore[arg-type]
        lambda: PlayersVM(repo).merge(viewer, pid, "y"),  # type: ignore[arg-type]
        lambda: SettingsVM(repo).import_backup(viewer, b'{"players": []}'),  # type: ignore[arg-type]
    ]
    for action in actions:
        with pytest.raises(EditRefused):
            action()
    assert session.save_timer(viewer, force=True) is False
    assert SettingsVM(repo).set_language(viewer, "de") == "de"  # shown here, not stored
    assert repo.writes == writes
    assert repo.settings().language is None


def test_forged_pubsub_messages_cause_no_edit(table: Any) -> None:
    """Live-table messages are only read as `Changed` notices, which reload and never write."""
    repo, sid, _pid, _eid = table

    class Screen:
        session_id = sid
        refreshed = 0

        def refresh(self) -> None:
            self.refreshed += 1

    class Page:
        def update(self) -> None:
            pass

        def run_task(self, redraw: Any) -> None:
            asyncio.run(redraw())

    app = App.__new__(App)
    app.screen = Screen()  # type: ignore[assignment]
    app.page = Page()  # type: ignore[assignment]
    app._redraw_due = False
    app.client = type("C", (), {"id": "me"})()  # type: ignore[assignment]
    writes = repo.writes
    for forged in ({"op": "add_entry", "session": sid, "data": {}}, "delete " + sid,
                   ("undo", sid), None, 42):
        app.on_message(f"session/{sid}", forged)
    assert app.screen.refreshed == 0  # type: ignore[union-attr]
    app.on_message(f"session/{sid}", Changed(sid, "other-phone"))
    assert app.screen.refreshed == 1  # type: ignore[union-attr]
    assert repo.writes == writes


def test_pin_is_compared_in_constant_time() -> None:
    import companion.access as access

    source = inspect.getsource(access.TableLock.try_pin)
    assert "hmac.compare_digest" in source and "==" not in source.replace("!=", "")


def test_five_wrong_tries_lock_the_client_for_a_minute() -> None:
    now = [1000.0]
    lock = TableLock(pin=PIN, clock=lambda: now[0])
    mallory = ClientAccess(lock, "10.0.0.66")
    for _ in range(MAX_TRIES):
        assert mallory.unlock("0000") is False
    with pytest.raises(LockedOut):
        mallory.unlock(PIN)  # even the right PIN waits out the lockout
    assert ClientAccess(lock, "10.0.0.8").unlock(PIN)  # other phones are not locked
    now[0] += LOCKOUT_SECONDS + 1
    assert mallory.unlock(PIN) and mallory.can_edit


def test_unshared_table_lets_everyone_edit_and_pins_are_digits() -> None:
    assert ClientAccess(TableLock(pin=None), "127.0.0.1").can_edit
    pins = {new_pin() for _ in range(200)}
    assert all(len(p) == 4 and p.isdigit() for p in pins) and len(pins) > 50


def test_serves_only_on_loopback_unless_host_given() -> None:
    args = parse_args([])
    assert args.host == "127.0.0.1" and is_loopback(args.host)
    shared = parse_args(["--host", "0.0.0.0"])
    assert not is_loopback(shared.host) and wants_web(shared)
    with pytest.raises(SystemExit):
        parse_args(["--host", "0.0.0.0", "--pin", "12"])


def test_data_folder_is_user_only(tmp_path: Any) -> None:
    from companion.store import Repository

    folder = tmp_path / "data"
    repo = Repository(folder)
    try:
        mode = stat.S_IMODE(os.stat(folder).st_mode)
    finally:
        repo.close()
    assert mode == 0o700
