"""What a screen may use of the page it is shown on: the navigator and the screen context.

Screens take a `ScreenContext` rather than the app's router (`companion.app.App`, which
implements it), so a screen depends on what it uses and the router on the screens, not both
ways round.
"""

from __future__ import annotations

from typing import Protocol

import flet as ft

from companion.shell import Client
from companion.store.protocols import Store


class Navigator(Protocol):
    """Moving between screens."""

    def go(self, route: str) -> None:
        """Show ``route`` (e.g. ``/session/<id>``); Back returns to the screen before."""
        ...

    def refresh(self) -> None:
        """Rebuild the current screen in place (after an edit here or on another phone)."""
        ...

    def render(self) -> None:
        """Rebuild the whole view stack for the current route (after a language change)."""
        ...


class ScreenContext(Navigator, Protocol):
    """A screen's page, its client (language, edit guard, PIN) and the store's data."""

    page: ft.Page
    client: Client
    before_live: str
    """The screen a phone opened Live table from: it returns there once unlocked."""

    @property
    def repo(self) -> Store:
        """The table's store, for the screen's view-model."""
        ...

    def apply_theme(self) -> None:
        """Apply the client's light/dark choice to the page."""
        ...

    def apply_locale(self) -> None:
        """Apply the client's language to Flutter's own words on the page."""
        ...
