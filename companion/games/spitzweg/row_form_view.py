"""The Spitzweg sheet's row form as drawn: an exhibition row or the cards-in-hand row (its
state is `row_form.RowForm`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from companion.games.base import SheetContext
from companion.games.kit import Handler, chip, number_stepper, tid
from companion.games.spitzweg.colours import BORDER_LETTERS
from companion.games.spitzweg.row_form import RowForm
from companion.games.spitzweg.row_form_shown import Shown
from companion.games.spitzweg.sheet_entries import HAND
from companion.games.spitzweg.sheet_model import SpitzwegSheet
from companion.games.spitzweg.widgets import token_dot
from companion.i18n import Translate
from companion.numbers import COUNT, SCORE
from scorers.spitzweg.data import JOKER, VALUES

Act = Callable[..., None]


def build_row_form(ctx: SheetContext, sheet: SpitzwegSheet, form: RowForm, act: Act,
                   save: Handler, delete: Callable[[str], None], cancel: Handler
                   ) -> ft.Control:
    """The form of one row: its points per player, and for an exhibition its closer,
    final flag and overflow card. ``act(method, *args)`` applies a tap to the form and
    redraws the sheet; Save stays disabled until the row is valid."""
    t = ctx.t
    hand = form.kind == HAND
    title = t("spitzweg.sheet.form_hand" if hand else "spitzweg.sheet.form_row")
    parts: list[ft.Control] = [ft.Text(title, weight=ft.FontWeight.BOLD, size=16)]
    if sheet.pad_games > 1:
        parts.append(ft.Row([chip(
            f"spw-form-game-{n}", t("spitzweg.sheet.pad_game", number=n),
            form.pad_game == n, partial(act, setattr, form, "pad_game", n))
            for n in range(1, sheet.pad_games + 1)], wrap=True))
    parts.append(ft.Text(t("spitzweg.sheet.hand_points" if hand else
                           "spitzweg.sheet.row_points"), size=12))
    save_button = ft.Button(t("spitzweg.sheet.save"), on_click=save)
    shown = Shown(ctx, sheet, form, form.preview(), save_button)
    for seat, pid in enumerate(sheet.players):
        parts.append(ft.Row([
            token_dot(sheet.colours.get(pid)),
            ft.Text(sheet.names[pid], width=90, no_wrap=True),
            number_stepper(f"spw-form-score-{seat}", form.scores.get(pid, 0),
                           partial(_step, form, shown, pid),
                           on_set=partial(_set, form, shown, pid),
                           bounds=COUNT if hand else SCORE, t=t, live=True,
                           name=t("a11y.whose", name=sheet.names[pid], what=t(
                               "spitzweg.form.hand_spoken" if hand
                               else "spitzweg.form.row_spoken")))],
            spacing=6))
    if not hand:
        parts += _row_markers(t, sheet, form, act)
    parts.append(tid("spw-form-check", shown.area))
    actions: list[ft.Control] = [tid("spw-form-save", save_button)]
    if form.editing is not None:
        editing = form.editing
        actions.append(tid("spw-form-delete", ft.OutlinedButton(
            t("spitzweg.sheet.delete"), on_click=lambda: delete(editing))))
    actions.append(tid("spw-form-cancel", ft.TextButton(t("spitzweg.sheet.cancel"),
                                                        on_click=cancel)))
    parts.append(ft.Row(actions, wrap=True))
    return ft.Container(ft.Column(parts, spacing=8), padding=ft.Padding.all(8),
                        border=ft.Border.all(1, "#9E9E9E"),
                        border_radius=ft.BorderRadius.all(8))


def _row_markers(t: Translate, sheet: SpitzwegSheet, form: RowForm, act: Act
                 ) -> list[ft.Control]:
    closers = [chip("spw-form-closer-none", t("spitzweg.sheet.no_closer"),
                    form.closer is None, lambda: act(form.set_closer, None))]
    closers += [chip(f"spw-form-closer-{seat}", sheet.names[pid],
                     form.closer == pid, partial(act, form.set_closer, pid),
                     token_dot(sheet.colours.get(pid)))
                for seat, pid in enumerate(sheet.players)]
    letters = [chip("spw-form-overflow-none", t("spitzweg.sheet.no_overflow"),
                    form.overflow is None, lambda: act(form.set_overflow, None))]
    letters += [chip(f"spw-form-overflow-{letter}",
                     t(f"spitzweg.colour.{letter}"),
                     bool(form.overflow) and str(form.overflow)[0] == letter,
                     partial(act, form.set_overflow, letter),
                     disabled=form.closer is None)
                for letter in (*BORDER_LETTERS, JOKER)]
    parts: list[ft.Control] = [
        ft.Text(t("spitzweg.sheet.closer"), size=12), ft.Row(closers, wrap=True),
        tid("spw-form-final", ft.Switch(label=t("spitzweg.sheet.final"), value=form.final,
                                        on_change=lambda: act(form.set_final,
                                                              not form.final))),
        ft.Text(t("spitzweg.sheet.overflow"), size=12), ft.Row(letters, wrap=True)]
    if form.overflow and form.overflow != JOKER:
        letter = form.overflow[0]
        parts.append(ft.Row([chip(
            f"spw-form-overflow-value-{v}", str(v), form.overflow == f"{letter}{v}",
            partial(act, form.set_overflow, letter, v)) for v in VALUES],
            wrap=True))
    return parts


def _step(form: RowForm, shown: Shown, pid: str, delta: int) -> int:
    """Only the number changes in place, and what the core answers about the row."""
    form.step(pid, delta)
    shown.refresh()
    return form.scores[pid]


def _set(form: RowForm, shown: Shown, pid: str, value: int) -> None:
    """A typed number (every keystroke): the row's answer is shown again in place."""
    form.scores[pid] = max(value, 0) if form.kind == HAND else value
    shown.refresh()
