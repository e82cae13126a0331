"""Back keeps the screen below as it is on the page.

The browser shows the screen below as soon as the back arrow is tapped, before the server has
heard of it. The server then brings that screen up to date in place: the controls a person
may already be tapping stay the ones on the page (an event for a control the server has
replaced is dropped, and the tap is lost). The real App over a real data folder.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import flet as ft

from companion.app import App
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import Seat
from companion.shell import Table
from companion.store import Repository
from companion.table.access import TableLock
from tests.companion.fake_page import FakePage


def _repo(folder: Path) -> Repository:
    return Repository(folder, outcome=session_outcome,
                      describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                      rows=lambda game: plugin(game).rows)


def _session(repo: Repository) -> str:
    players = [repo.add_player(name) for name in ("Anna", "Ben", "Cleo")]
    seats = tuple(Seat(player_id=p.id, name=p.name) for p in players)
    return repo.create_session("spitzweg", seats).id


def _app(repo: Repository, route: str) -> tuple[App, FakePage]:
    table = Table(repo=repo, data_dir=Path("."), lock=TableLock(pin=None))  # type: ignore[arg-type]
    page = FakePage(route=route)
    app = App(table, page, "127.0.0.1")  # type: ignore[arg-type]
    app.start()
    return app, page


def _ids(view: ft.View) -> dict[str, ft.Control]:
    """The controls with a test id in ``view``, by id (the app bar's and the body's)."""
    found: dict[str, ft.Control] = {}

    def walk(control: Any) -> None:
        if isinstance(control, ft.Semantics) and control.identifier:
            found[control.identifier] = control
        for name in ("content", "controls", "actions", "title", "appbar"):
            child = getattr(control, name, None)
            for item in child if isinstance(child, list) else [child]:
                if isinstance(item, ft.Control):
                    walk(item)

    walk(view)
    return found


def test_back_from_a_session_keeps_home_and_updates_it_in_place(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    sid = _session(repo)
    app, page = _app(repo, f"/session/{sid}")
    home_view = page.views[0]
    before = _ids(home_view)
    assert {"nav-history", f"continue-{sid}", "new-spitzweg", "nav-players"} <= set(before)

    repo.finish(sid)  # finished on this screen: Home must no longer offer to continue it
    asyncio.run(app.view_pop(None))  # type: ignore[arg-type]

    assert page.views == [home_view] and page.route == "/"
    assert app.stack == [app.screen] and app.screen is not None
    assert app.screen.view is home_view
    after = _ids(home_view)
    assert f"continue-{sid}" not in after
    for kept in ("nav-history", "nav-stats", "new-spitzweg", "referee-kardinal", "nav-players",
                 "nav-about"):
        assert after[kept] is before[kept], kept


def test_the_browsers_back_button_does_the_same(tmp_path: Path) -> None:
    """The browser's own back button arrives as a change of address to the screen below."""
    repo = _repo(tmp_path)
    sid = _session(repo)
    app, page = _app(repo, f"/session/{sid}?from=history")
    home_view, history_view = page.views[0], page.views[1]
    row = _ids(history_view)[f"history-{sid}"]
    page.navigate("/history")
    assert page.views == [home_view, history_view]
    assert _ids(history_view)[f"history-{sid}"] is row  # the session did not change
    page.navigate("/")
    assert page.views == [home_view] and app.screen is not None
    assert app.screen.view is home_view


def test_a_changed_row_is_drawn_anew_and_another_route_builds_its_screen(tmp_path: Path
                                                                         ) -> None:
    repo = _repo(tmp_path)
    sid = _session(repo)
    app, page = _app(repo, f"/session/{sid}?from=history")
    history_view = page.views[1]
    row = _ids(history_view)[f"history-{sid}"]
    repo.finish(sid)
    asyncio.run(app.view_pop(None))  # type: ignore[arg-type]
    assert page.views[-1] is history_view
    assert _ids(history_view)[f"history-{sid}"] is not row  # it now shows "finished"
    page.navigate("/stats")  # forward: a new screen, over a new Home
    assert len(page.views) == 2 and page.views[-1].route == "/stats"
    assert page.views == [screen.view for screen in app.stack]


def test_back_from_a_table_of_an_evening_returns_to_its_tables(tmp_path: Path) -> None:
    """A league table opened from Tables went back to Home."""
    repo = _repo(tmp_path)
    sid = _session(repo)
    for origin in ("league", "tables"):
        app, page = _app(repo, f"/session/{sid}?from={origin}")
        assert [view.route for view in page.views] == ["/", f"/{origin}", f"/session/{sid}"]
        asyncio.run(app.view_pop(None))  # type: ignore[arg-type]
        assert page.route == f"/{origin}" and app.screen is not None
        assert app.screen.view.route == f"/{origin}"
