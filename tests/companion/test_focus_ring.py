"""The keyboard's place is plain to see: every button kind of the app's theme, every number
field of the games and the name field get a thick `FOCUS` ring while they have the keyboard
(it was Material's faint fill, and nothing on a field); on a computer Enter keeps the
keyboard in the number typed, on a phone the done key puts it away."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft
import pytest

from companion.games.kit import number_stepper
from companion.games.kit.colours import FOCUS
from companion.games.kit.focus import RING, drawing_for, enter_keeps_focus
from companion.theme import app_theme
from companion.views.common import name_field
from tests.companion.games.fakes import walk

RINGED = ft.BorderSide(RING, FOCUS)


@pytest.mark.parametrize("kind", ["button_theme", "filled_button_theme",
                                  "outlined_button_theme", "text_button_theme",
                                  "icon_button_theme"])
def test_every_button_kind_shows_a_ring_with_the_keyboard(kind: str) -> None:
    theme = app_theme("DejaVu", ft.PageTransitionsTheme())
    style = getattr(theme, kind).style
    assert isinstance(style.side, dict) and style.side[ft.ControlState.FOCUSED] == RINGED
    assert ft.ControlState.DEFAULT not in style.side, "a ring only with the keyboard"
    assert theme.focus_color is not None


def _ring(field: ft.TextField) -> ft.BorderSide | None:
    assert isinstance(field.border, dict), "the field's border depends on its focus"
    focused = field.border[ft.ControlState.FOCUSED]
    assert isinstance(focused, ft.OutlineInputBorder)
    return focused.side


def test_a_number_field_shows_a_ring_with_the_keyboard() -> None:
    stepper = number_stepper("n", None, lambda _d: None, on_set=lambda _n: None)
    (field,) = [c for c in walk(stepper) if isinstance(c, ft.TextField)]
    assert _ring(field) == RINGED


def test_the_name_field_shows_a_ring_with_the_keyboard() -> None:
    assert _ring(name_field("Name", lambda _e: None)) == RINGED


def _field_drawn_for(platform: ft.PagePlatform | None) -> ft.TextField:
    page = None if platform is None else SimpleNamespace(platform=platform)
    with drawing_for(page):  # type: ignore[arg-type]
        stepper = number_stepper("n", 3, lambda _d: None, on_set=lambda _n: None)
    (field,) = [c for c in walk(stepper) if isinstance(c, ft.TextField)]
    return field


@pytest.mark.parametrize("platform", [ft.PagePlatform.LINUX, ft.PagePlatform.WINDOWS,
                                      ft.PagePlatform.MACOS])
def test_on_a_computer_enter_keeps_the_keyboard_in_the_number(
        platform: ft.PagePlatform) -> None:
    """The browser's field takes Enter itself (it submits, and the keyboard stays): the
    server's focus hand-back came late and could take the keyboard from the next field."""
    field = _field_drawn_for(platform)
    assert field.shift_enter and field.max_lines == 1 and field.on_submit is not None


@pytest.mark.parametrize("platform", [ft.PagePlatform.ANDROID, ft.PagePlatform.IOS, None])
def test_on_a_phone_the_done_key_puts_the_keyboard_away(
        platform: ft.PagePlatform | None) -> None:
    """A phone's field keeps its number keys and its done key (which a field taking Enter
    itself would give up for a letters keyboard)."""
    field = _field_drawn_for(platform)
    assert not field.shift_enter and field.keyboard_type == ft.KeyboardType.NUMBER
    assert field.on_submit is not None and field.on_blur is not None


def test_what_enter_does_is_the_drawing_page_s_only() -> None:
    with drawing_for(SimpleNamespace(platform=ft.PagePlatform.LINUX)):  # type: ignore[arg-type]
        assert enter_keeps_focus()
        with drawing_for(SimpleNamespace(platform=ft.PagePlatform.ANDROID)):  # type: ignore[arg-type]
            assert not enter_keeps_focus()
        assert enter_keeps_focus()
    assert not enter_keeps_focus()


@pytest.mark.parametrize("platform, keeps", [(ft.PagePlatform.LINUX, True),
                                             (ft.PagePlatform.ANDROID, False),
                                             (None, False)])
def test_the_next_name_is_typed_where_enter_left_the_keyboard(
        platform: ft.PagePlatform | None, keeps: bool) -> None:
    """New game on a computer: the name field takes Enter itself and keeps the keyboard for
    the next name, and the server hands nothing back (a late answer took the keyboard from
    where the person had gone on to). On a phone the done key put the keyboard away, and the
    server brings it back to the field for the next name."""
    from pathlib import Path

    from companion.app import App
    from companion.shell import Table
    from companion.table.access import TableLock
    from companion.views.new_session import NewSessionScreen
    from tests.companion.fake_page import FakePage
    from tests.companion.helpers import new_repo

    page = FakePage(route="/new/kardinal")
    page.platform = platform  # type: ignore[attr-defined]
    table = Table(repo=new_repo(), data_dir=Path("."), lock=TableLock(pin=None))  # type: ignore[arg-type]
    app = App(table, page, "127.0.0.1")  # type: ignore[arg-type]
    app.start()
    screen = app.screen
    assert isinstance(screen, NewSessionScreen)
    field = screen.name_field
    assert field in walk(screen.body) and _ring(field) == RINGED
    assert bool(field.shift_enter) is keeps and field.max_lines == 1
    page.tasks.clear()
    field.value = "Anna"
    field.on_submit(SimpleNamespace(control=field))  # type: ignore[misc, call-arg, arg-type]
    assert screen.vm.seats and field.value == ""  # the seat is taken, the field empty
    handed_back = [handler for handler, _args in page.tasks
                   if getattr(handler, "__name__", "") == "focus"]
    assert bool(handed_back) is not keeps
