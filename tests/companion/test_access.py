"""Issue 9, item 6: on a shared table every edit path is refused on the server for a viewer.

The figure printed: edit paths tried as a viewer, refused, and stored changes (must be 0).
"""

from __future__ import annotations

import inspect
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from companion.__main__ import parse_args, wants_web
from companion.app import App
from companion.models import Seat
from companion.shell import Table
from companion.table.access import (
    LOCKOUT_SECONDS,
    MAX_TRIES,
    MAX_TRIES_PER_HOUR,
    ClientAccess,
    EditRefused,
    LockedOut,
    TableLock,
    delay_after,
    expected_hours_to_guess,
    is_loopback,
    new_pin,
)
from companion.table.editor import Changed, Editor
from companion.table.host import HostRefereeContext, HostSheetContext
from companion.vm.history import HistoryVM
from companion.vm.new_session import NewSessionVM
from companion.vm.players import PlayersVM
from companion.vm.session import SessionVM
from companion.vm.settings import SettingsVM
from tests.companion.fake_page import FakePage, Hub
from tests.companion.helpers import PIN, FakeShell, editor, new_repo, seated_session
from tests.rows import as_row, house_rules

EDITOR_CALLS: dict[str, Callable[[Editor, str, str, str], Any]] = {
    "create_session": lambda e, sid, pid, eid: e.create_session(
        "spitzer", (Seat(player_id=pid, name="X"),)),
    "delete_session": lambda e, sid, pid, eid: e.delete_session(sid),
    "add_entry": lambda e, sid, pid, eid: e.add_entry(sid, as_row("misdeal", {"dealer": pid})),
    "update_entry": lambda e, sid, pid, eid: e.update_entry(
        sid, eid, as_row("misdeal", {"dealer": pid})),
    "delete_entry": lambda e, sid, pid, eid: e.delete_entry(sid, eid),
    "undo": lambda e, sid, pid, eid: e.undo(sid),
    "redo": lambda e, sid, pid, eid: e.redo(sid),
    "set_notes": lambda e, sid, pid, eid: e.set_notes(sid, "forged"),
    "set_options": lambda e, sid, pid, eid: e.set_options(sid, house_rules("spitzer")),
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
    session = repo.add_entry(session.id, as_row("misdeal", {"dealer": pid}), "host")
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
    sheet = HostSheetContext(shell, viewer, before, changed.append)
    referee = HostRefereeContext(shell, viewer, "spitzer", before)
    assert sheet.can_edit is False
    calls: list[Callable[[], Any]] = [
        lambda: sheet.add_entry(as_row("misdeal", {"dealer": pid})),
        lambda: sheet.update_entry(eid, as_row("misdeal", {"dealer": pid})),
        lambda: sheet.delete_entry(eid),
        lambda: sheet.set_options(house_rules("spitzer")),
        lambda: referee.send_to_sheet(as_row("misdeal", {"dealer": pid})),
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
    new = NewSessionVM(repo, "spandau")
    new.add_new("Eve")
    new.add_new("Finn")
    session = SessionVM(repo, sid)
    actions: list[Callable[[], Any]] = [
        lambda: new.create(viewer),
        lambda: session.undo(viewer),
        lambda: session.finish(viewer),
        lambda: session.save_notes(viewer, "x"),
        lambda: HistoryVM(repo).delete(viewer, sid),
        lambda: PlayersVM(repo).rename(viewer, pid, "Zed"),
        lambda: PlayersVM(repo).merge(viewer, pid, "y"),
        lambda: SettingsVM(repo).import_backup(viewer, b'{"players": []}'),
    ]
    for action in actions:
        with pytest.raises(EditRefused):
            action()
    assert session.save_timer(viewer, force=True) is False
    assert SettingsVM(repo).set_language(viewer, "de") == "de"  # shown here, not stored
    assert repo.writes == writes
    assert repo.settings().language is None


def test_forged_pubsub_messages_cause_no_edit(table: Any, monkeypatch: Any) -> None:
    """The real App of a phone that can edit, on the session's screen: forged live-table
    messages are ignored; a real `Changed` notice reloads the sheet from the store, once."""
    repo, sid, _pid, _eid = table
    monkeypatch.setattr("companion.app.REDRAW_DELAY", 0)
    lock = TableLock(pin=PIN)
    shared = Table(repo=repo, data_dir=Path("."), lock=lock)
    hub = Hub()
    page = FakePage(hub, route=f"/session/{sid}")
    app = App(shared, page, "10.0.0.9")  # type: ignore[arg-type]
    app.start()
    assert app.client.unlock(PIN)
    assert app.screen is not None and app.screen.session_id == sid
    other = FakePage(hub)
    writes, before = repo.writes, repo.session(sid)
    for forged in ({"op": "add_entry", "session": sid, "data": {}}, "delete " + sid,
                   ("undo", sid), None, 42, Changed(sid, app.client.id)):
        other.pubsub.send_all_on_topic(f"session/{sid}", forged)
        other.pubsub.send_all_on_topic("sessions", forged)
    assert page.run_named("_redraw") == 0
    # another phone adds a row: this phone reloads it from the store, never writes
    repo.add_entry(sid, as_row("misdeal", {"dealer": _pid}), "other")
    writes, before = repo.writes, repo.session(sid)
    other.pubsub.send_all_on_topic(f"session/{sid}", Changed(sid, "other-phone"))
    other.pubsub.send_all_on_topic(f"session/{sid}", Changed(sid, "other-phone"))
    assert page.run_named("_redraw") == 1  # a burst redraws once
    assert app.screen.vm.session == before  # type: ignore[attr-defined]
    assert repo.writes == writes and repo.session(sid) == before


def test_every_wrong_pin_of_every_length_is_refused() -> None:
    """Behaviour, not source: no wrong PIN of any length (prefixes, extensions, other digits,
    look-alike characters) unlocks; each counts against the connection's address."""
    pin = "4711"
    wrong = ["", "4", "47", "471", "4712", "47110", "0471", "47111", "4711" + "0" * 60,
             "٤٧١١", "４７１１", "4711\x00", "4 711", "x711", "4711" * 16]
    wrong += [f"{n:0{width}d}" for width in (1, 2, 3, 5, 6) for n in range(0, 10 ** width,
                                                                      max(1, 10 ** width // 97))]
    wrong += [f"{n:04d}" for n in range(10_000) if f"{n:04d}" != pin]
    now = [0.0]
    lock = TableLock(pin=pin, clock=lambda: now[0])
    refused = 0
    for attempt in wrong:
        now[0] += 10 ** 6  # far apart: no client or table wait
        assert lock.try_pin("10.0.0.66", attempt) is False, attempt
        refused += 1
    now[0] += 10 ** 6
    assert lock.try_pin("10.0.0.66", " 4711 ") is True
    print(f"\naccess: {refused} wrong PINs of lengths 0-256 refused, the right one accepted")


def test_five_wrong_tries_lock_the_client_for_a_minute() -> None:
    now = [1000.0]
    lock = TableLock(pin=PIN, clock=lambda: now[0])
    mallory = ClientAccess(lock, "10.0.0.66")
    for _ in range(MAX_TRIES):
        assert mallory.unlock("0000") is False
    now[0] += delay_after(MAX_TRIES) + 1  # past the table-wide wait
    with pytest.raises(LockedOut) as locked:
        mallory.unlock(PIN)  # even the right PIN waits out the lockout
    assert 50 <= locked.value.seconds <= LOCKOUT_SECONDS
    assert ClientAccess(lock, "10.0.0.8").unlock(PIN)  # other phones are not locked
    now[0] += LOCKOUT_SECONDS + 1
    assert mallory.unlock(PIN) and mallory.can_edit


def test_lockout_is_per_client_after_exactly_five() -> None:
    now = [0.0]
    lock = TableLock(pin=PIN, clock=lambda: now[0])
    for client in ("10.0.0.1", "10.0.0.2"):
        for _ in range(MAX_TRIES - 1):
            now[0] += 3600  # no table-wide wait in between
            assert lock.try_pin(client, "0000") is False
        now[0] += 3600
        assert lock.try_pin(client, PIN) is True  # four wrong: not locked
        for _ in range(MAX_TRIES):
            now[0] += 3600
            assert lock.try_pin(client, "0000") is False
        now[0] += 1
        with pytest.raises(LockedOut):
            lock.try_pin(client, PIN)


def test_no_number_of_addresses_multiplies_the_table_wide_limit() -> None:
    """A script with a fresh address for every try, trying as fast as it is let, for one
    evening (6 h): at most MAX_TRIES_PER_HOUR tries an hour."""
    now = [0.0]
    lock = TableLock(pin="999999", clock=lambda: now[0])
    tries, refused, address = 0, 0, 0
    per_hour: list[int] = []
    hour_end = 3600.0
    while now[0] < 6 * 3600:
        address += 1
        try:
            assert lock.try_pin(f"10.{address // 65536}.{address // 256 % 256}.{address % 256}",
                                f"{tries:06d}") is False
            tries += 1
        except LockedOut as wait:
            refused += 1
            now[0] += wait.seconds if refused % 2 else 0.25
        if now[0] >= hour_end:
            per_hour.append(tries - sum(per_hour))
            hour_end += 3600
    assert max(per_hour) <= MAX_TRIES_PER_HOUR <= 70
    assert expected_hours_to_guess(4) >= 70
    print(f"\naccess: {address} addresses, tries per hour {per_hour} "
          f"(bound {MAX_TRIES_PER_HOUR}); 4-digit PIN expected to fall after "
          f"{expected_hours_to_guess(4):.0f} h")


def test_join_token_unlocks_and_wrong_tokens_do_not() -> None:
    lock = TableLock(pin=PIN)
    assert len(lock.token) >= 32 and TableLock(pin=PIN).token != lock.token
    for wrong in ("", lock.token[:-1], lock.token + "x", PIN, lock.token.upper()):
        assert ClientAccess(lock, "10.0.0.5").join(wrong) is False
    phone = ClientAccess(lock, "10.0.0.5")
    assert phone.join(lock.token) and phone.can_edit


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


def test_the_author_is_the_connection_address_never_the_forged_property() -> None:
    """`note_peer` runs as Flet's before_main (the page's client_ip is still the one Flet took
    from the websocket); a later forged client_ip is neither the PIN counter's key nor the
    author written into the edit history."""
    import companion.app as app_module
    from companion.server.peers import note_peer, peers

    repo = new_repo()
    shared = Table(repo=repo, data_dir=Path("."), lock=TableLock(pin=PIN))
    page = FakePage(route="/")
    page.client_ip = "192.168.1.23"
    note_peer(page)  # type: ignore[arg-type]
    page.client_ip = "forged.by.the.browser"  # the browser's property update, applied later
    app_module.make_main(shared)(page)  # type: ignore[arg-type]
    handler: Any = next(h for _o, _t, h in page.pubsub.hub.subscribers)
    client = handler.__self__.client
    assert client.access.client == "192.168.1.23"
    assert client.unlock(PIN)
    session = client.editor.create_session("spitzer", (Seat(player_id="p", name="P"),))
    client.editor.add_entry(session.id, as_row("misdeal", {"dealer": "p"}))
    authors = {record.author for record in repo.edit_history(session.id)}
    assert authors == {"guest:192.168.1.23"}  # stored in no language, shown translated
    assert id(page) not in peers


def test_another_phones_edit_is_drawn_at_once_and_a_burst_once_per_gap(
        table: Any, monkeypatch: Any) -> None:
    """A live-table redraw does not wait when none was drawn lately (the edit reaches this
    phone at once); one right after another waits out the gap (`REDRAW_DELAY`), so a burst
    of edits from other phones is drawn once per gap."""
    import asyncio

    from companion import app as app_module

    repo, sid, _pid, _eid = table
    asked: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        asked.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr(app_module.asyncio, "sleep", sleep)
    page = FakePage(Hub(), route=f"/session/{sid}")
    shared = Table(repo=repo, data_dir=Path("."), lock=TableLock(pin=PIN))
    app = App(shared, page, "127.0.0.1")  # type: ignore[arg-type]
    app.start()
    redraws = 0
    refresh = app.screen.refresh  # type: ignore[union-attr]

    def counted() -> None:
        nonlocal redraws
        redraws += 1
        refresh()

    app.screen.refresh = counted  # type: ignore[union-attr, method-assign]
    app.noticed(f"session/{sid}", Changed(sid, "other-phone"))
    assert page.run_named("_redraw") == 1 and redraws == 1
    assert asked == [0.0]  # the first edit is drawn at once
    for _ in range(3):  # a burst: scheduled once, drawn once after the gap
        app.noticed(f"session/{sid}", Changed(sid, "other-phone"))
    assert page.run_named("_redraw") == 1 and redraws == 2
    assert 0.0 < asked[1] <= app_module.REDRAW_DELAY
