"""A wide window (the host's laptop) gets its own small print and layout, and follows a
resize across the 992 px breakpoint; a phone keeps Material's own sizes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import flet as ft

from companion.app import App
from companion.shell import Table
from companion.table.access import TableLock
from companion.views.layout import is_wide, text_theme
from companion.views.standings import StandingsScreen
from tests.companion.fake_page import FakePage
from tests.companion.games.fakes import texts
from tests.companion.helpers import editor, new_repo
from tests.companion.memory_repo import MemoryRepo


def standings_app(repo: MemoryRepo, width: float) -> tuple[App, FakePage]:
    page = FakePage(route="/standings")
    page.width = width  # type: ignore[attr-defined]
    app = App(Table(repo=repo, data_dir=Path("."), lock=TableLock(pin=None)),
              page, "127.0.0.1")  # type: ignore[arg-type]
    app.start()
    return app, page


def evening(repo: MemoryRepo) -> None:
    from companion.vm.league import EveningVM

    vm = EveningVM(repo, "spitzer", "Club night")
    vm.tables_text = "Anna, Ben, Carl, Dora"
    vm.create(editor(repo))


def test_small_print_is_14_px_on_a_wide_window_only() -> None:
    assert text_theme(False) is None  # a phone: Material's 12 and 11 px
    wide = text_theme(True)
    assert wide is not None and wide.body_small is not None and wide.label_small is not None
    assert wide.body_small.size == wide.label_small.size == 14
    assert not is_wide(390) and not is_wide(None) and is_wide(1366)


def test_a_resize_across_the_breakpoint_switches_theme_and_layout() -> None:
    repo = new_repo()
    evening(repo)
    app, page = standings_app(repo, 390)
    assert isinstance(app.screen, StandingsScreen)
    assert page.theme.text_theme is None
    assert "Player" not in texts(app.screen.body), "a phone: no column heads"
    page.width = 1366  # type: ignore[attr-defined]
    app.resized()
    assert page.theme.text_theme.body_small.size == 14  # type: ignore[attr-defined]
    assert page.dark_theme.text_theme.body_small.size == 14
    assert {"Player", "Tables", "Won"} <= set(texts(app.screen.body))
    page.width = 412  # type: ignore[attr-defined]
    app.resized()
    assert page.theme.text_theme is None
    assert "Player" not in texts(app.screen.body)


def test_the_readable_column_holds_every_screen() -> None:
    repo = new_repo()
    app, _page = standings_app(repo, 1920)
    assert app.screen is not None
    (row,) = app.screen.view.controls
    assert isinstance(row, ft.ResponsiveRow)
    column: Any = row.controls[0]
    assert len(row.controls) == 1 and column.content is app.screen.body and column.col["xxl"] == 6


def test_a_theme_is_shown_at_once() -> None:
    """The page's theme is not animated: the browser reads it anew with every screen change
    and its button styles never compare equal, so an animated theme redrew the whole app
    for 200 ms after each screen change (docs/performance.md)."""
    _app, page = standings_app(MemoryRepo(), 390)
    style = page.theme_animation_style
    assert isinstance(style, ft.AnimationStyle)
    assert style.duration == ft.Duration() and style.reverse_duration == ft.Duration()
