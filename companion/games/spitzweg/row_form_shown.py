"""The parts of the row form that follow each number as it changes, in place.

A step or a typed number changes only the number (`companion.games.kit.number_stepper`);
what the core answers about the row (the closer's arithmetic, every fault) and whether Save
is allowed are then drawn again here, the rest of the sheet left as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import flet as ft

from companion.games.spitzweg.row_form import RowForm
from companion.games.spitzweg.sheet_model import SheetRow


class Shown:
    """The form's answer area and its Save button, kept up with the form."""

    def __init__(self, form: RowForm, area: ft.Column, save: ft.Button,
                 draw: Callable[[SheetRow], list[ft.Control]], row: SheetRow) -> None:
        """``row``: the form's row as the area and the button show it now."""
        self.form = form
        self.area = area
        self.save = save
        self.draw = draw
        self.key = _key(row)

    def refresh(self) -> None:
        """Draw the answer again when it changed (and send only those two parts)."""
        row = self.form.preview()
        key = _key(row)
        if key == self.key:
            return
        self.key = key
        for control in (self.area, self.save):
            if hasattr(control, "_frozen"):  # drawn in place of an earlier one (`Kept`)
                object.__delattr__(control, "_frozen")
        self.area.controls = self.draw(row)
        self.save.disabled = not row.valid
        try:
            page = self.area.page
        except RuntimeError:  # not on a page (a test without one)
            return
        page.update(self.area, self.save)


def _key(row: SheetRow) -> Hashable:
    return (tuple((v.rule, v.message) for v in row.violations), row.closing, row.overflow)
