"""The smallest pieces of every game's screens: touch size, test ids, handlers, chips.

Handlers are zero-argument callables: the page redraws after an event handler, so none of
them calls ``update()``, and a test can call them on a tree that is not on a page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

TOUCH = 48
"""The smallest touch target, in logical pixels."""

Handler = Callable[[], None]


def no_event(handler: Callable[..., None], *args: object) -> Handler:
    """``handler(*args)`` as a handler without parameters: Flet passes its event to any
    callable that accepts one, and a ``partial`` over ``*args`` does."""
    return lambda: handler(*args)


def then(redraw: Handler, action: Callable[..., object], *args: Any) -> Handler:
    """A tap handler: change the view-model, then draw it again."""

    def handler() -> None:
        action(*args)
        redraw()

    return handler


def then_step(redraw: Handler, action: Callable[[int], object]) -> Callable[[int], None]:
    """A stepper handler: apply the step to the view-model, then draw it again."""

    def handler(delta: int) -> None:
        action(delta)
        redraw()

    return handler


def tid(identifier: str, control: ft.Control) -> ft.Semantics:
    """A stable test id a browser test can find (docs/adding-a-game.md, test ids).

    The id stands on an accessibility node of its own that never changes, with the control
    on the node below it: on a node that also carried the control's label and actions, the
    browser dropped the id now and then when the label changed, or when a control kept on
    the screen (`Kept`) scrolled far out of the window and back. The browser does not take a
    changed id on a node it has, so the id is also the control's key: a part drawn anew in
    place (`Kept`) finds its controls by it, and one whose id changed is a new node."""
    return ft.Semantics(identifier=identifier, container=True, key=identifier,
                        content=ft.Semantics(container=True, content=control))


def chip(identifier: str, label: str, selected: bool, on_click: Handler,
         leading: ft.Control | None = None, *, disabled: bool = False) -> ft.Control:
    """One choice among several (a player, a game type, a house rule), ``selected`` when
    chosen, with an optional ``leading`` mark (a token, a flag). The label and the choice
    are on the semantics node too: a screen reader (and a browser test) reads the chip by
    its test id."""
    return ft.Semantics(identifier=identifier, label=label, selected=selected,
                        content=ft.Chip(label=ft.Text(label), selected=selected,
                                        leading=leading, on_click=lambda: on_click(),
                                        disabled=disabled))


def switch_row(identifier: str, label: str, value: bool, on_change: Handler) -> ft.Control:
    """A switch whose label wraps onto more lines instead of being cut off; a tap on the
    label flips it too."""
    return ft.Row([tid(identifier, ft.Switch(value=value, on_change=lambda: on_change(),
                                             label=unseen_label(label))),
                   ft.Container(ft.Text(label), expand=True, on_click=lambda: on_change())],
                  vertical_alignment=ft.CrossAxisAlignment.CENTER)


def announced(control: ft.Control) -> ft.Control:
    """A verdict, error or message that a screen reader reads out as soon as it appears or
    changes (a live region), without the person moving to it. The region is a node of its
    own (Flutter gives a live region one): its text is no longer part of the name of the
    node around it."""
    return ft.Semantics(live_region=True, container=True, content=control)


def unseen_label(text: str) -> ft.Control:
    """A label for the accessibility tree only, drawn in no space: a switch or a small
    number field is named after its label, while the words people read stand beside it
    (where they may wrap onto more lines) or above it."""
    return ft.Container(ft.Text(text), width=0, height=0, clip_behavior=ft.ClipBehavior.HARD_EDGE)


def small(value: str = "", **kwargs: Any) -> ft.Text:
    """Small print (a hint, a secondary line): the theme's small body style, 12 px on a
    phone and 14 px on a wide window (`companion.views.layout.text_theme`)."""
    return ft.Text(value, theme_style=ft.TextThemeStyle.BODY_SMALL, **kwargs)


def caption(value: str = "", **kwargs: Any) -> ft.Text:
    """A number's caption: the theme's small label style, 11 px on a phone and 14 px on a
    wide window; not bold (the style's own weight is medium)."""
    kwargs.setdefault("weight", ft.FontWeight.NORMAL)
    return ft.Text(value, theme_style=ft.TextThemeStyle.LABEL_SMALL, **kwargs)


WIDE = 992
"""From this window width on (Flet's ``lg`` breakpoint) screens are laid out for a laptop
(`companion.views.layout`)."""


def is_wide(width: float | None) -> bool:
    """A window ``width`` px wide is a laptop's or a projector's, not a phone's."""
    return width is not None and width >= WIDE
