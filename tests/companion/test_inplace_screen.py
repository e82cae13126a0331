"""The real App on a page stand-in: another phone's rows change the open session screen in
place; the sheet, an open row form and the notes stay the same controls."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest

from companion.access import TableLock
from companion.app import App
from companion.editor import Changed
from companion.models import Seat
from companion.shell import Table
from tests.companion.fake_page import FakePage, Hub
from tests.companion.games.fakes import by_id, tap, texts
from tests.companion.helpers import new_repo

ROW = {"source": "sums", "scores": {}, "closer": None, "overflow": None, "final": False}


@pytest.fixture
def phone(monkeypatch: Any) -> tuple[Any, str, App, FakePage, FakePage]:
    monkeypatch.setattr("companion.app.REDRAW_DELAY", 0)
    repo = new_repo()
    seats = tuple(Seat(player_id=repo.add_player(name).id, name=name, colour=colour)
                  for name, colour in (("Anna", "yellow"), ("Ben", "white"), ("Cleo", "grey")))
    sid = repo.create_session("spitzweg", seats, {}).id
    shared = Table(repo=repo, data_dir=Path("."), lock=TableLock(pin=None))  # type: ignore[arg-type]
    hub = Hub()
    page = FakePage(hub, route=f"/session/{sid}")
    app = App(shared, page, "10.0.0.9")  # type: ignore[arg-type]
    app.start()
    return repo, sid, app, page, FakePage(hub)


def other_phone_adds(repo: Any, sid: str, other: FakePage, points: int) -> None:
    session = repo.session(sid)
    first = session.seats[0].player_id
    repo.add_entry(sid, "exhibition", {**ROW, "scores": {first: points}, "closer": first}, "other")
    other.pubsub.send_all_on_topic(f"session/{sid}", Changed(sid, "other-phone"))


def test_other_phones_rows_keep_the_open_form_and_change_the_totals(phone: Any) -> None:
    repo, sid, app, page, other = phone
    screen = app.screen
    body = list(screen.body.controls)
    sheet = screen.sheet_box.content
    tools = list(screen.tools)
    assert tools, "Spitzweg's exhibition editor"
    tap(sheet, "spw-add-row")
    field = by_id(sheet, "spw-form-score-1-value")
    field.value = "7"
    field.on_change(ft.Event(name="change", control=field))  # what the browser sends
    for points in (10, 20, 30):
        other_phone_adds(repo, sid, other, points)
    assert page.run_named("_redraw") == 1, "a burst redraws once"
    assert screen.sheet_box.content is sheet, "the sheet is changed, not built anew"
    assert by_id(sheet, "spw-form-score-1-value") is field and field.value == "7"
    assert "60" in texts(by_id(sheet, "spw-total-1-0"))
    assert all(a is b for a, b in zip(screen.tools, tools, strict=True)), "a tool in use stays"
    kept = [c for c in screen.body.controls if any(c is b for b in body)]
    assert screen.sheet_box in kept and screen.notes in kept
    assert all(c.key for c in screen.body.controls if c not in kept), "redrawn under keys"
    tap(sheet, "spw-form-closer-1")
    tap(sheet, "spw-form-save")
    stored = repo.session(sid)
    assert len(stored.entries) == 4, "stored once, after the other phone's three"
    assert screen.tools[0] is not tools[0], \
        "after this phone's edit the tools start from the sheet as it now is"
    assert stored.entries[-1].data["scores"][stored.seats[1].player_id] == 7


def test_a_page_that_went_away_is_not_redrawn(phone: Any) -> None:
    repo, sid, app, page, other = phone
    other_phone_adds(repo, sid, other, 10)
    page.session = SimpleNamespace(connection=None)  # the browser left before the redraw
    updates = page.updates
    assert page.run_named("_redraw") == 1
    assert page.updates == updates
    assert "10" not in texts(app.screen.sheet_box.content)
