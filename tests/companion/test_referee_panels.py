"""The referee panels under a game's sheet: a folded panel's tool is not built, an open one
is built when opened and again from the stored game after another phone's edit."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest

from companion.app import App
from companion.shell import Table
from companion.table.access import TableLock
from companion.table.editor import Changed
from tests.companion.fake_page import FakePage, Hub
from tests.companion.helpers import new_repo, seated_session
from tests.rows import as_row


def _panels(app: App) -> list[ft.ExpansionTile]:
    found: list[ft.ExpansionTile] = []

    def walk(control: Any) -> None:
        if isinstance(control, ft.ExpansionTile):
            found.append(control)
        for child in getattr(control, "controls", None) or []:
            walk(child)
        content = getattr(control, "content", None)
        if isinstance(content, ft.Control):
            walk(content)

    walk(app.screen.body)  # type: ignore[union-attr]
    return found


def _texts(control: Any) -> list[str]:
    shown = [control.value] if isinstance(control, ft.Text) and control.value else []
    for child in getattr(control, "controls", None) or []:
        shown += _texts(child)
    content = getattr(control, "content", None)
    return shown + (_texts(content) if isinstance(content, ft.Control) else [])


def _shown(tile: ft.ExpansionTile) -> list[ft.Control]:
    return list(tile.controls or [])


def _toggle(tile: ft.ExpansionTile, opened: bool, monkeypatch: Any) -> None:
    monkeypatch.setattr(ft.ExpansionTile, "update", lambda self: None)
    handler: Any = tile.on_change
    handler(SimpleNamespace(control=tile, data=opened))


@pytest.fixture
def spandau(monkeypatch: Any) -> tuple[App, FakePage, Any, str]:
    monkeypatch.setattr("companion.app.REDRAW_DELAY", 0)
    repo = new_repo()
    sid = seated_session(repo, "spandau", ("Anna", "Ben", "Cleo")).id
    table = Table(repo=repo, data_dir=Path("."), lock=TableLock(pin=None))
    hub = Hub()
    page = FakePage(hub, route=f"/session/{sid}")
    app = App(table, page, "10.0.0.4")  # type: ignore[arg-type]
    app.start()
    return app, page, repo, sid


def test_folded_panels_are_not_built_and_an_opened_one_is(spandau: Any,
                                                           monkeypatch: Any) -> None:
    app, _page, _repo, _sid = spandau
    panels = _panels(app)
    assert len(panels) >= 2 and all(_shown(p) == [] and not p.expanded for p in panels)
    _toggle(panels[0], True, monkeypatch)
    assert panels[0].expanded and len(_shown(panels[0])) == 1
    assert _texts(_shown(panels[0])[0])  # the tool is drawn
    assert all(_shown(p) == [] for p in panels[1:])
    _toggle(panels[0], False, monkeypatch)
    assert not panels[0].expanded and _shown(panels[0]) == []


def test_an_open_panel_stays_open_and_is_built_anew_after_another_phones_edit(
        spandau: Any, monkeypatch: Any) -> None:
    app, page, repo, sid = spandau
    _toggle(_panels(app)[1], True, monkeypatch)
    tool_before = _shown(_panels(app)[1])[0]
    anna = repo.session(sid).seats[0].player_id
    repo.add_entry(sid, as_row("reveal", {"player": anna, "artworks": []}), "other")
    other = FakePage(page.pubsub.hub)
    other.pubsub.send_all_on_topic(f"session/{sid}", Changed(sid, "other-phone"))
    assert page.run_named("_redraw") == 1
    after = _panels(app)
    assert after[1].expanded and len(_shown(after[1])) == 1
    assert _shown(after[1])[0] is not tool_before  # built from the session as stored now
    assert _shown(after[0]) == [] and not after[0].expanded
