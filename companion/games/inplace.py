"""What a sheet needs to change in place when another phone edits the session.

The session screen keeps one sheet for its lifetime; the context calls the sheet's watcher
after a change. The sheet draws its rows and totals again under stable keys (Flet then sends
only what changed) and keeps an open form as the very same controls, so what was typed there,
its focus and its scroll survive. A form whose row changed meanwhile says so and offers to
reload the row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import flet as ft

from companion.models import Entry, Session

C = TypeVar("C", bound=ft.Control)

STALE_ID = "sheet-changed-elsewhere"
RELOAD_ID = "sheet-reload"


def keyed(control: C, key: str) -> C:
    """``control`` under a stable key: a redrawn copy is matched to the one on screen."""
    control.key = key
    return control


def entry_of(session: Session, entry_id: str | None) -> Entry | None:
    return next((e for e in session.entries if e.id == entry_id), None)


def changed_elsewhere(session: Session, entry_id: str | None, opened: Entry | None) -> bool:
    """True when the row an open form edits is no longer the one it was opened with."""
    return entry_id is not None and entry_of(session, entry_id) != opened


def stale_notice(text: str, reload_label: str, on_reload: Callable[[], None]) -> ft.Control:
    """"This hand was changed on another phone", with a button that loads it again."""
    return keyed(ft.Semantics(identifier=STALE_ID, container=True, content=ft.Container(
        ft.Row([ft.Icon(ft.Icons.SYNC_PROBLEM, color="#E65100"),
                ft.Text(text, expand=True),
                ft.Semantics(identifier=RELOAD_ID, button=True, content=ft.TextButton(
                    reload_label, on_click=lambda: on_reload()))]),
        padding=ft.Padding.all(6), border=ft.Border.all(1, "#E65100"),
        border_radius=ft.BorderRadius.all(6))), "stale")


class Watchers:
    """The sheet's callbacks for a session changed elsewhere (kept by the context)."""

    def __init__(self) -> None:
        self._calls: list[Callable[[], None]] = []

    def add(self, call: Callable[[], None]) -> None:
        self._calls.append(call)

    def __bool__(self) -> bool:
        return bool(self._calls)

    def __call__(self) -> None:
        for call in self._calls:
            call()
