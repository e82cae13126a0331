"""A form open on one phone while another phone changes the row it edits.

A form keeps what is typed into it through other phones' edits (`SheetScreen`). When the row
it edits changes meanwhile, the form says so above itself and offers to reload the row as it
is stored now; saving keeps what was typed here. When the row was deleted, saving adds what
was typed as a new row. `row_state` compares the stored row with the one the form started
from; `stale_notice` shows it; `stale_row_notice` does both for a game's form.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

import flet as ft

from companion.games.kit.colours import ERROR
from companion.games.kit.controls import TOUCH, Handler, tid
from companion.models import Entry

Stale = Literal["changed", "gone"]


def stored_row(entries: Iterable[Entry], entry_id: str | None) -> Entry | None:
    """The stored row ``entry_id`` (None: no id, or no longer stored)."""
    return next((entry for entry in entries if entry.id == entry_id), None) \
        if entry_id is not None else None


def row_state(stored: Entry | None, base: Mapping[str, Any] | None) -> Stale | None:
    """How the ``stored`` row (None: there is none) stands against ``base``, the row's data
    when the form was opened (None: the form was opened for a new row): ``"changed"`` when
    it differs (or a row was stored meanwhile for what the form adds), ``"gone"`` when it was
    deleted, None when it is as it was."""
    if stored is None:
        return None if base is None else "gone"
    if base is None:
        return "changed"
    return None if dict(stored.data) == dict(base) else "changed"


def stale_notice(identifier: str, message: str, reload_label: str | None,
                 on_reload: Handler | None) -> ft.Control:
    """``message`` framed in red above the form, with a button that reloads the stored row
    (none for a row that is gone)."""
    parts: list[ft.Control] = [ft.Text(message, size=13, weight=ft.FontWeight.BOLD,
                                       color=ERROR)]
    if reload_label is not None and on_reload is not None:
        reload = on_reload
        parts.append(tid(f"{identifier}-reload", ft.OutlinedButton(
            reload_label, icon=ft.Icons.REFRESH, height=TOUCH, on_click=lambda: reload())))
    return tid(identifier, ft.Container(
        ft.Column(parts, spacing=6, tight=True), border=ft.Border.all(2, ERROR),
        border_radius=ft.BorderRadius.all(6), padding=ft.Padding.all(8)))


def stale_row_notice(identifier: str, t: Callable[..., str], game: str, stored: Entry | None,
                     base: Mapping[str, Any] | None,
                     on_reload: Callable[[Entry], None]) -> list[ft.Control]:
    """The notice above ``game``'s form (its texts ``{game}.sheet.row_changed``,
    ``row_gone`` and ``reload``) when the ``stored`` row is not what the form started from
    (``base``); nothing when it is. Reload hands the stored row to ``on_reload``."""
    state = row_state(stored, base)
    if state is None:
        return []
    if stored is None:
        return [stale_notice(identifier, t(f"{game}.sheet.row_{state}"), None, None)]
    row = stored
    return [stale_notice(identifier, t(f"{game}.sheet.row_{state}"), t(f"{game}.sheet.reload"),
                         lambda: on_reload(row))]
