"""What every game's screens share: the touch size, test ids, event-free handlers.

Handlers are zero-argument callables: the page redraws after an event handler, so none of
them calls ``update()``, and a test can call them on a tree that is not on a page.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

TOUCH = 48
"""The smallest touch target, in logical pixels."""

Handler = Callable[[], None]


def no_event(handler: Callable[..., None], *args: object) -> Handler:
    """``handler(*args)`` as a handler without parameters: Flet passes its event to any
    callable that accepts one, and a ``partial`` over ``*args`` does."""
    return lambda: handler(*args)


def tid(identifier: str, control: ft.Control) -> ft.Semantics:
    """A stable test id a browser test can find (FLET-NOTES: Semantics identifier)."""
    return ft.Semantics(identifier=identifier, content=control)
