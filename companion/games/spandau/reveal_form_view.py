"""The Spandau sheet's reveal form as drawn: one player's artworks entered by taps (its
state is `reveal_form.RevealForm`)."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.kit import ERROR, GOOD, Handler, chip, then, tid
from companion.games.spandau.reveal_form import RevealForm
from companion.i18n import Translate
from scorers.spandau.models import Artwork


def artwork_chip(t: Translate, copy: Artwork, faulty: bool = False, selected: bool = False,
                 on_click: ft.ControlEventHandler[Any] | None = None) -> ft.Control:
    """An artwork: its number and a green check (genuine) or a red cross (forged); a screen
    reader says "genuine" or "forged" for the icon."""
    icon = (ft.Icon(ft.Icons.VERIFIED, color=GOOD, size=18,
                    semantics_label=t("spandau.genuine")) if copy.genuine
            else ft.Icon(ft.Icons.CANCEL, color=ERROR, size=18,
                         semantics_label=t("spandau.forged")))
    return ft.Container(ft.Row([ft.Text(copy.label, weight=ft.FontWeight.BOLD), icon],
                               spacing=4, tight=True),
                        padding=ft.Padding.symmetric(horizontal=10, vertical=12),
                        border=ft.Border.all(3 if faulty or selected else 1,
                                             ERROR if faulty else ft.Colors.OUTLINE),
                        bgcolor=ft.Colors.PRIMARY_CONTAINER if selected else None,
                        border_radius=ft.BorderRadius.all(8), on_click=on_click)


def build_reveal_form(t: Translate, form: RevealForm, redraw: Handler, save: Handler,
                      cancel: Handler) -> ft.Control:
    """One player's artworks so far, and the chips that add or change one; each tap
    changes the form and redraws the sheet."""
    r = redraw
    drafts: list[ft.Control] = [tid(f"spandau-form-art-{i}", artwork_chip(
        t, a, selected=form.selected == i,
        on_click=lambda _=None, i=i: then(r, form.select, i)()))
        for i, a in enumerate(form.artworks)]
    types = [chip(f"spandau-form-type-{n}", str(n), form.type == n,
                  then(r, form.pick_type, n)) for n in range(1, form.types + 1)]
    numbers = [chip(f"spandau-form-number-{n}", str(n), form.number == n,
                    then(r, form.pick_number, n)) for n in form.numbers]
    genuine = [chip(f"spandau-form-{key}", t(f"spandau.{key}"), form.genuine is value,
                    then(r, form.pick_genuine, value))
               for key, value in (("genuine", True), ("forged", False))]
    buttons: list[ft.Control] = [tid("spandau-form-add", ft.Button(
        t("spandau.form.update" if form.selected is not None else "spandau.form.add"),
        icon=ft.Icons.ADD, on_click=then(r, form.add)))]
    if form.selected is not None:
        buttons.append(tid("spandau-form-remove", ft.OutlinedButton(
            t("spandau.form.remove"), icon=ft.Icons.DELETE,
            on_click=then(r, form.remove))))
    if form.asked:
        missing = ", ".join(t(f"spandau.form.{name}") for name in form.missing)
        buttons.append(tid("spandau-form-missing", ft.Text(
            t("spandau.form.missing", missing=missing), color=ERROR)))
    none: list[ft.Control] = [ft.Text(t("spandau.sheet.no_artworks"), italic=True)]
    return ft.Column([
        ft.Row(drafts or none, wrap=True),
        ft.Text(t("spandau.form.type")), ft.Row(types, wrap=True),
        ft.Text(t("spandau.form.number")), ft.Row(numbers, wrap=True),
        ft.Row(genuine, wrap=True), ft.Row(buttons, wrap=True),
        ft.Row([tid("spandau-form-save", ft.Button(t("spandau.save"), icon=ft.Icons.CHECK,
                                                   on_click=save)),
                tid("spandau-form-cancel", ft.TextButton(t("spandau.cancel"),
                                                         on_click=cancel))]),
    ], spacing=6, tight=True)
