"""The parts of the row form that follow each number as it changes, in place.

A step or a typed number changes only the number (`companion.games.kit.number_stepper`);
what the core answers about the row (the closer's arithmetic, every fault with its rule)
and whether Save is allowed are then shown again here, the rest of the sheet left as it is.
The form is drawn in place of the last one (`Kept`), so its parts change only by their own
values (a text, a flag): the answer area has a fixed set of slots, each shown or hidden.
"""

from __future__ import annotations

from collections.abc import Hashable

import flet as ft

from companion.games.base import SheetContext
from companion.games.kit import ERROR, tid
from companion.games.spitzweg.row_form import RowForm
from companion.games.spitzweg.sheet_model import SheetRow, SpitzwegSheet
from companion.i18n import fault_of

SLOTS = 6
"""Fault boxes the form keeps ready (a row rarely has more; more are drawn when it has)."""


class FaultSlot:
    """One fault box (as `companion.games.kit.fault_box` draws it) whose texts change."""

    def __init__(self) -> None:
        self.head = ft.Text("", weight=ft.FontWeight.BOLD, color=ERROR)
        self.body = ft.Text("")
        self.box = ft.Container(
            content=ft.Column([self.head, self.body], spacing=2, tight=True),
            border=ft.Border.all(2, ERROR), border_radius=ft.BorderRadius.all(6),
            padding=ft.Padding.all(8), visible=False)

    def show(self, ctx: SheetContext, rule: str | None, message: str = "") -> None:
        if rule is None:
            _set(self.box, visible=False)
            return
        text = ctx.rule_text(rule)
        said = fault_of(ctx, rule, message)
        _set(self.head, value=f"{rule}: {text}")
        _set(self.body, value=said, visible=said != text)
        _set(self.box, visible=True)


class Shown:
    """The form's answer area and its Save button, kept up with the form."""

    def __init__(self, ctx: SheetContext, sheet: SpitzwegSheet, form: RowForm, row: SheetRow,
                 save: ft.Button) -> None:
        """``row``: the form's row as drawn now."""
        self.ctx, self.sheet, self.form, self.save = ctx, sheet, form, save
        self.arithmetic = ft.Text("", size=14, weight=ft.FontWeight.BOLD, visible=False)
        self.slots = [FaultSlot() for _ in range(max(SLOTS, len(row.violations)))]
        self.area = ft.Column([tid("spw-form-arithmetic", self.arithmetic),
                               *(slot.box for slot in self.slots)], spacing=6)
        self.key: Hashable = None
        self._fill(row)

    def refresh(self) -> None:
        """Show the row's answer again when it changed, and send what changed."""
        row = self.form.preview()
        if _key(row) == self.key:
            return
        self._fill(row)
        controls = [self.arithmetic, self.save]
        for slot in self.slots:
            controls += [slot.box, slot.head, slot.body]
        try:
            page = self.save.page
        except RuntimeError:  # not on a page (a test without one)
            return
        page.update(*controls)

    def _fill(self, row: SheetRow) -> None:
        self.key = _key(row)
        text = self._arithmetic(row)
        _set(self.arithmetic, value=text or "", visible=text is not None)
        faults = row.violations[:len(self.slots)]
        for index, slot in enumerate(self.slots):
            if index < len(faults):
                slot.show(self.ctx, faults[index].rule, faults[index].message)
            else:
                slot.show(self.ctx, None)
        _set(self.save, disabled=not row.valid)

    def _arithmetic(self, row: SheetRow) -> str | None:
        """The closer's entry as the core works it out: "31 − 4 = 27, ×2 = 54"."""
        closing = row.closing
        if closing is None or row.closer is None:
            return None
        key = "spitzweg.sheet.arithmetic" if row.overflow else \
            "spitzweg.sheet.arithmetic_plain"
        return self.ctx.t(key, name=self.sheet.names.get(row.closer, row.closer),
                          points=closing.points, deduction=closing.deduction,
                          card=row.overflow or "", net=closing.net, score=closing.score)


def _set(control: ft.Control, **values: object) -> None:
    """Change a control drawn in place of an earlier one (`Kept` marks such a drawing as
    one that does not change; it changes here, by its own values only)."""
    if hasattr(control, "_frozen"):
        object.__delattr__(control, "_frozen")
    for name, value in values.items():
        if getattr(control, name) != value:
            setattr(control, name, value)


def _key(row: SheetRow) -> Hashable:
    return (tuple((v.rule, v.message) for v in row.violations), row.closing, row.overflow)
