"""A key per league table: a table's code edits that table only, the host renews one table's
code, the hall PIN typed on a phone unlocks the table it picked, and the phone joined with a
table's code never sees the hall PIN."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import Session
from companion.store import Repository
from companion.table.access import EditRefused, TableLock
from tests.companion.test_league import league_app, open_evening
from tests.rows import as_row
from tests.texts import stands_alone

PIN = "4711"


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as opened:
        yield opened


def three_tables(repo: Repository) -> list[Session]:
    return open_evening(repo, "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal\nIda, Jon, Kim, Lou")


def phone(repo: Repository, lock: TableLock, route: str, peer: str = "127.0.0.2") -> Any:
    from companion.app import App
    from companion.shell import Table
    from tests.companion.fake_page import FakePage

    table = Table(repo=repo, data_dir=Path("."), lock=lock, share_url="http://192.0.2.2:8550")
    app = App(table, FakePage(route=route), peer)  # type: ignore[arg-type]
    app.start()
    return app


def new_game(app: Any, session: Session) -> None:
    ids = [seat.player_id for seat in session.seats]
    app.client.editor.add_entry(session.id, as_row("new_game",
                                {"start": {ids[0]: 36, ids[1]: 0, ids[2]: 0, ids[3]: 0}}))


def test_a_tables_code_edits_that_table_only(repo: Repository) -> None:
    one, two, three = three_tables(repo)
    host = league_app(repo, "/league", "127.0.0.1")
    lock = host.client.table.lock
    link = host.table_link(one.id)
    assert link is not None and lock.token not in link
    token = link.split("?join=")[1]
    assert token != lock.keys.key(two.id)
    app = phone(repo, lock, f"/session/{one.id}?join={token}")
    access = app.client.access
    assert access.may_edit(one.id) and not access.may_edit(two.id)
    assert not access.can_edit  # nothing else: no new evening, no other table
    new_game(app, one)
    assert len(repo.session(one.id).entries) == 1
    for other in (two, three):
        with pytest.raises(EditRefused):
            new_game(app, other)
        assert repo.session(other.id).entries == ()
    with pytest.raises(EditRefused):
        app.client.editor.add_player("Zoe")


def test_renewing_one_tables_code_takes_the_right_from_the_old_code(repo: Repository) -> None:
    one, two, _three = three_tables(repo)
    lock = TableLock(pin=PIN)
    first = phone(repo, lock, f"/session/{one.id}?join={lock.keys.key(one.id)}")
    second = phone(repo, lock, f"/session/{two.id}?join={lock.keys.key(two.id)}", "127.0.0.3")
    host = league_app(repo, "/league", "127.0.0.1")
    host.client.table.lock = lock
    with pytest.raises(EditRefused):
        first.client.renew_table_key(one.id)  # only the host renews
    lock.keys.renew(one.id)
    assert not first.client.access.may_edit(one.id)
    with pytest.raises(EditRefused):
        new_game(first, one)
    assert second.client.access.may_edit(two.id)  # the other tables keep their codes
    again = phone(repo, lock, f"/session/{one.id}?join={lock.keys.key(one.id)}", "127.0.0.4")
    assert again.client.access.may_edit(one.id)


def test_the_hall_pin_typed_on_a_phone_unlocks_the_table_it_picked(repo: Repository) -> None:
    from companion.views.live import LiveScreen

    one, two, _three = three_tables(repo)
    lock = TableLock(pin=PIN)
    app = phone(repo, lock, f"/session/{two.id}?from=tables")
    app.page.navigate("/live")
    screen = app.screen
    assert isinstance(screen, LiveScreen) and screen.picked() == (two.id, 2)
    screen.pin.value = PIN
    screen.unlock(None)
    access = app.client.access
    assert access.may_edit(two.id) and not access.may_edit(one.id) and not access.can_edit


def test_a_phone_with_a_tables_code_never_sees_the_hall_pin(repo: Repository) -> None:
    one, _two, _three = three_tables(repo)
    lock = TableLock(pin=PIN)
    app = phone(repo, lock, f"/session/{one.id}?join={lock.keys.key(one.id)}")
    app.page.navigate("/live")
    drawn = repr(app.page.views)
    # Flet numbers its controls (``_i=4711`` is one of them now and then): left out.
    assert not stands_alone(PIN, re.sub(r"\b_i=\d+", "", drawn))
    assert "'live-table-key-1'" in drawn and "'live-codes'" in drawn
    assert app.client.t("league.codes.table") in drawn
    host = league_app(repo, "/live", "127.0.0.1")
    assert repr(host.client.t("live.pin_is", pin="4711")) in repr(host.page.views)


def test_a_renewed_code_shows_at_once_on_the_phones_of_that_table(repo: Repository) -> None:
    """The host renews table 1's code: a message goes to the phones on that table's sheet to
    draw it again, and drawn again, the lost phone's lock in the app bar says view only."""
    from companion.table.editor import session_topic

    one, _two, _three = three_tables(repo)
    lock = TableLock(pin=PIN)
    lost = phone(repo, lock, f"/session/{one.id}?join={lock.keys.key(one.id)}")
    host = league_app(repo, "/league", "127.0.0.1")
    host.client.table.lock = lock
    assert lost.client.t("live.editing") in repr(lost.screen._badge)
    told: list[Any] = []
    host.page.pubsub.subscribe_topic(session_topic(one.id), lambda _t, m: told.append(m))
    host.client.renew_table_key(one.id)
    assert [m.session_id for m in told] == [one.id]
    lost.screen.refresh()  # the redraw the message brings
    assert lost.client.t("live.viewing") in repr(lost.screen._badge)
