"""The points sheet's controls: rounds, totals, and a row to type the next round."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from companion.games.base import SheetContext
from companion.games.generic import POINTS, parse_points, points_data, round_points

if TYPE_CHECKING:
    from companion.games.generic import GenericPlugin


_DRAFTS: dict[tuple[int, str], dict[str, str]] = {}
"""Points typed but not yet added, per page and session: a change arriving from another
phone rebuilds the sheet, and what this phone was typing must survive that."""


def build_points_sheet(plugin: GenericPlugin, ctx: SheetContext) -> ft.Control:
    session = ctx.session
    draft = _DRAFTS.setdefault((id(ctx.page), session.id), {})
    outcome = plugin.outcome(session)
    seats = session.seats
    editing: dict[str, str | None] = {"entry": None}
    fields = {
        seat.player_id: ft.TextField(
            label=seat.name, width=90, keyboard_type=ft.KeyboardType.NUMBER,
            disabled=not ctx.can_edit, value=draft.get(seat.player_id, ""),
            on_change=lambda e, pid=seat.player_id: draft.__setitem__(pid, e.control.value))
        for seat in seats
    }
    save_label = ft.Text(ctx.t("generic.add_round"))

    def submit(_e: ft.Event[ft.Button]) -> None:
        parsed = parse_points({pid: f.value or "" for pid, f in fields.items()})
        if isinstance(parsed, str):
            ctx.notify(ctx.t(parsed), error=True)
            return
        draft.clear()
        entry_id = editing["entry"]
        if entry_id is None:
            ctx.add_entry(POINTS, points_data(parsed))
        else:
            ctx.update_entry(entry_id, points_data(parsed))

    def start_edit(entry_id: str) -> None:
        entry = next(e for e in session.entries if e.id == entry_id)
        for pid, value in round_points(entry, session).items():
            fields[pid].value = str(value)
        editing["entry"] = entry_id
        save_label.value = ctx.t("generic.save_round")

    header = ft.Row([ft.Text("#", width=48, weight=ft.FontWeight.BOLD), *[
        ft.Text(seat.name, expand=True, weight=ft.FontWeight.BOLD, no_wrap=True)
        for seat in seats], *([ft.Container(width=96)] if ctx.can_edit else [])])
    rows: list[ft.Control] = []
    for number, entry in enumerate(session.entries, start=1):
        points = round_points(entry, session)
        cells: list[ft.Control] = [ft.Text(str(number), width=48)]
        cells += [ft.Text(str(points[seat.player_id]), expand=True) for seat in seats]
        if ctx.can_edit:
            cells.append(ft.IconButton(
                ft.Icons.EDIT, tooltip=ctx.t("generic.edit_round", number=number),
                on_click=lambda _e, eid=entry.id: start_edit(eid)))
            cells.append(ft.IconButton(
                ft.Icons.DELETE_OUTLINE, tooltip=ctx.t("generic.delete_round", number=number),
                on_click=lambda _e, eid=entry.id: ctx.delete_entry(eid)))
        rows.append(ft.Semantics(identifier=f"round-{number}", container=True,
                                 label=ctx.t("generic.round", number=number),
                                 content=ft.Row(cells)))
    totals = ft.Row([ft.Text(ctx.t("generic.total"), width=48, weight=ft.FontWeight.BOLD), *[
        ft.Semantics(identifier=f"total-{index}",
                     label=f"{seat.name}: {outcome.totals.get(seat.player_id, 0)}",
                     expand=True,
                     content=ft.Text(str(outcome.totals.get(seat.player_id, 0)),
                                     weight=ft.FontWeight.BOLD, size=18))
        for index, seat in enumerate(seats)], *([ft.Container(width=96)] if ctx.can_edit else [])])
    controls: list[ft.Control] = [header, *rows, ft.Divider(), totals]
    if ctx.can_edit and session.finished_at is None:
        controls += [
            ft.Row([ft.Semantics(identifier=f"points-{index}", content=field)
                    for index, field in enumerate(fields.values())], wrap=True),
            ft.Semantics(identifier="add-round", button=True, content=ft.FilledButton(
                content=save_label, icon=ft.Icons.ADD, on_click=submit, height=48)),
        ]
    return ft.Column(controls, spacing=8)
