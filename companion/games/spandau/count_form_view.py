"""The Spandau sheet's count form as drawn: per type a genuine and a forged stepper (its
state is `count_form.CountForm`)."""

from __future__ import annotations

import flet as ft

from companion.games.kit import ERROR, GOOD, Handler, number_stepper
from companion.games.spandau.count_form import CountForm
from companion.i18n import Translate
from companion.numbers import Bounds
from scorers.spandau.artwork_models import TypeCount

TYPE_WIDTH = 18
"""The type's number before its row: two steppers and it fit a 390 px phone's sheet."""
STEPPER = 160
"""− (48), the number (64), + (48)."""


def build_count_grid(t: Translate, form: CountForm, redraw: Handler, who: str) -> ft.Control:
    """Rows of types (the type's number first); the genuine and forged counts side by side
    under their heads."""
    bounds = Bounds(0, form.high)

    def stepper(kind: int, genuine: bool) -> ft.Control:
        key = "genuine" if genuine else "forged"
        return number_stepper(
            f"spandau-count-{kind}-{key}", form.count(kind, genuine),
            lambda delta: _step(form, kind, genuine, delta, redraw),
            on_set=lambda value: _set(form, kind, genuine, value, redraw),
            bounds=bounds, t=t, name=t("a11y.whose", name=who, what=t(
                "spandau.count.spoken", kind=kind, count_kind=t(f"spandau.{key}"))))

    head = ft.Row([
        ft.Container(width=TYPE_WIDTH),
        _head(t("spandau.genuine"), ft.Icons.VERIFIED, GOOD),
        _head(t("spandau.forged"), ft.Icons.CANCEL, ERROR)], spacing=0)
    rows: list[ft.Control] = [head]
    for kind in range(1, form.types + 1):
        rows.append(ft.Row([
            ft.Container(ft.Text(str(kind), size=18, weight=ft.FontWeight.BOLD),
                         width=TYPE_WIDTH),
            ft.Container(stepper(kind, True), width=STEPPER),
            ft.Container(stepper(kind, False), width=STEPPER)], spacing=0))
    return ft.Column(rows, spacing=0, tight=True)


def _head(text: str, icon: ft.IconData, colour: str) -> ft.Control:
    return ft.Container(ft.Row([ft.Icon(icon, color=colour, size=18), ft.Text(
        text, weight=ft.FontWeight.BOLD)], spacing=4, tight=True), width=STEPPER,
        alignment=ft.Alignment.CENTER)


def _step(form: CountForm, kind: int, genuine: bool, delta: int, redraw: Handler) -> int:
    """The new count, shown in place at once; the form is drawn again too (its − and +
    enable at the new count; the drawing keeps the controls, so a quick next tap counts)."""
    value = form.step(kind, genuine, delta)
    redraw()
    return value


def _set(form: CountForm, kind: int, genuine: bool, value: int, redraw: Handler) -> None:
    """A typed count (already within 0 and the type's artworks)."""
    form.counts[kind, genuine] = value
    redraw()


def count_chip(t: Translate, count: TypeCount, faulty: bool = False) -> ft.Control:
    """A type's count on the sheet: "3", then its genuine (green check) and forged (red
    cross) copies; a screen reader reads the words."""
    parts: list[ft.Control] = [ft.Text(str(count.type), weight=ft.FontWeight.BOLD)]
    for number, genuine in ((count.genuine, True), (count.forged, False)):
        if number:
            parts += [ft.Text(f"{number}×"), ft.Icon(
                ft.Icons.VERIFIED if genuine else ft.Icons.CANCEL,
                color=GOOD if genuine else ERROR, size=18,
                semantics_label=t("spandau.genuine" if genuine else "spandau.forged"))]
    return ft.Container(ft.Row(parts, spacing=4, tight=True),
                        padding=ft.Padding.symmetric(horizontal=10, vertical=12),
                        border=ft.Border.all(3 if faulty else 1,
                                             ERROR if faulty else ft.Colors.OUTLINE),
                        border_radius=ft.BorderRadius.all(8))
