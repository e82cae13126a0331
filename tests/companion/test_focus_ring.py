"""The keyboard's place is plain to see: every button kind of the app's theme, every number
field of the games and the name field get a thick `FOCUS` ring while they have the keyboard
(it was Material's faint fill, and nothing on a field)."""

from __future__ import annotations

import flet as ft
import pytest

from companion.games.kit import number_stepper
from companion.games.kit.colours import FOCUS
from companion.games.kit.focus import RING
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
