"""The hand form: dealer, game type, calling side, then counted totals or every trick."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import flet as ft

from companion.games.base import SheetContext
from companion.games.kit import chip, fault_box, no_event, number_stepper, switch_row, tid
from companion.games.spitzer.card_names import card_label, named_cards
from companion.games.spitzer.hand_form import HandForm
from companion.games.spitzer.sheet_entries import CALLED_ACES, MISDEAL
from companion.games.spitzer.widgets import card_face, card_picker, kept_note
from companion.numbers import Bounds
from scorers.spitzer.data import DECK_POINTS, HAND_SIZE, HAND_TYPES, SIDE_SIZE

Act = Callable[..., None]


def build_hand_form(ctx: SheetContext, form: HandForm, act: Act, save: Callable[[], None],
                    delete: Callable[[], None], cancel: Callable[[], None]) -> ft.Control:
    """``act(method, *args)`` applies a tap to the form and redraws. A new form shows its
    faults only after the first tap (Save stays disabled until the hand is valid)."""
    t = ctx.t
    act = _touching(form, act)
    sheet = form.sheet
    title = t("spitzer.form.misdeal" if form.kind == MISDEAL else "spitzer.form.hand")
    parts: list[ft.Control] = [
        ft.Text(title, weight=ft.FontWeight.BOLD, size=16),
        ft.Text(t("spitzer.form.dealer"), size=12),
        ft.Row([chip(f"spitzer-form-dealer-{seat}", sheet.names[pid],
                     form.dealer == pid, partial(act, setattr, form, "dealer", pid))
                for seat, pid in enumerate(sheet.players)], wrap=True)]
    if form.kind != MISDEAL:
        parts += _hand_parts(ctx, form, act)
    row = form.preview()
    if row.scored is not None:
        points = ", ".join(f"{sheet.names[pid]} +{n}" for pid, n in row.scored.points.items()
                           if n)
        parts.append(tid("spitzer-form-result", ft.Text(
            f"{sheet.explain.column_label(row.scored)} → {row.scored.value:+d}: "
            f"{points}", size=16, weight=ft.FontWeight.BOLD)))
    parts += [fault_box(ctx, v.rule, named_cards(v.message, ctx.t, sheet.names))
              for v in row.violations if form.touched and not _unfinished(form, v.rule)]
    parts += [kept_note(ctx, v.rule, named_cards(v.message, ctx.t, sheet.names))
              for v in row.notes]
    if form.kind != MISDEAL and form.mode == "tricks" and form.to_play() is None and (
            row.notes or any(v.rule.startswith(PLAY_RULES) for v in row.violations)):
        parts.append(_keep_chip(ctx, form, act))
    actions: list[ft.Control] = [tid("spitzer-form-save", ft.Button(
        t("spitzer.form.save"), on_click=save, disabled=not row.valid))]
    if form.editing is not None:
        actions.append(tid("spitzer-form-delete", ft.OutlinedButton(
            t("spitzer.form.delete"), on_click=delete)))
    actions.append(tid("spitzer-form-cancel", ft.TextButton(t("spitzer.form.cancel"),
                                                            on_click=cancel)))
    parts.append(ft.Row(actions, wrap=True))
    return ft.Container(ft.Column(parts, spacing=8), padding=ft.Padding.all(8),
                        border=ft.Border.all(1, "#9E9E9E"), border_radius=ft.BorderRadius.all(8))


PLAY_RULES = "SPZ-FOLLOW"
"""The faults of a card played against the rules (SPZ-VAL-9): a hand may be kept with them."""


def _keep_chip(ctx: SheetContext, form: HandForm, act: Act) -> ft.Control:
    """Keep the hand as played: it counts by its tricks, each fault a note on its row."""
    return switch_row("spitzer-form-keep", ctx.t("spitzer.form.keep"), form.kept,
                      partial(act, form.keep))


def _unfinished(form: HandForm, rule: str) -> bool:
    """A hand still being recorded trick by trick is not "missing tricks" (SPZ-VAL-7): the
    form says who plays next, and Save waits for the last card."""
    return rule == "SPZ-VAL-7" and form.kind != MISDEAL and form.mode == "tricks" \
        and form.to_play() is not None


def _touching(form: HandForm, act: Act) -> Act:
    def tapped(*args: Any) -> None:
        form.touched = True
        act(*args)
    return tapped


def _hand_parts(ctx: SheetContext, form: HandForm, act: Act) -> list[ft.Control]:
    t = ctx.t
    sheet = form.sheet
    parts: list[ft.Control] = [
        ft.Text(t("spitzer.form.type"), size=12),
        ft.Row([chip(f"spitzer-form-type-{kind}", t(f"spitzer.type.{kind}"),
                     form.type == kind, partial(act, form.set_type, kind))
                for kind in HAND_TYPES], wrap=True),
        ft.Text(t("spitzer.form.side", count=SIDE_SIZE[form.type]), size=12),
        ft.Row([chip(f"spitzer-form-side-{seat}", sheet.names[pid],
                     pid in form.calling_side, partial(act, form.toggle_side, pid))
                for seat, pid in enumerate(sheet.players)], wrap=True),
        ft.Row([chip(f"spitzer-form-mode-{mode}", t(f"spitzer.form.mode_{mode}"),
                     form.mode == mode, partial(act, setattr, form, "mode", mode))
                for mode in ("totals", "tricks")], wrap=True)]
    if form.mode == "totals":
        return parts + _totals_parts(ctx, form, act)
    return parts + _tricks_parts(ctx, form, act)


def _totals_parts(ctx: SheetContext, form: HandForm, act: Act) -> list[ft.Control]:
    t = ctx.t
    sheet = form.sheet
    return [
        ft.Text(t("spitzer.form.side_tricks"), size=12),
        number_stepper("spitzer-form-tricks", form.side_tricks, partial(act, form.step_tricks),
                       on_set=partial(act, form.set_tricks), bounds=Bounds(0, HAND_SIZE), t=t,
                       name=t("spitzer.form.side_tricks")),
        ft.Text(t("spitzer.form.side_points"), size=12),
        number_stepper("spitzer-form-points", form.side_points, partial(act, form.step_points),
                       on_set=partial(act, form.set_points), steps=(1, 10),
                       bounds=Bounds(0, DECK_POINTS), t=t, name=t("spitzer.form.side_points")),
        ft.Text(t("spitzer.form.club_queen"), size=12),
        ft.Row([chip("spitzer-form-queen-none", t("spitzer.form.unknown"),
                     form.club_queen is None,
                     partial(act, setattr, form, "club_queen", None))] +
               [chip(f"spitzer-form-queen-{seat}", sheet.names[pid],
                     form.club_queen == pid,
                     partial(act, setattr, form, "club_queen", pid))
                for seat, pid in enumerate(sheet.players)], wrap=True)]


def _tricks_parts(ctx: SheetContext, form: HandForm, act: Act) -> list[ft.Control]:
    t = ctx.t
    names = form.sheet.names
    parts: list[ft.Control] = [
        ft.Text(t("spitzer.form.called_ace"), size=12),
        ft.Row([chip("spitzer-form-ace-none", t("spitzer.form.no_ace"),
                     form.called_ace is None,
                     partial(act, setattr, form, "called_ace", None))] +
               [chip(f"spitzer-form-ace-{ace}", card_label(ace, t), form.called_ace == ace,
                     partial(act, setattr, form, "called_ace", ace))
                for ace in CALLED_ACES], wrap=True)]
    if form.called_ace is not None and form.calling_side:
        parts += [ft.Text(t("spitzer.form.ace_holder", ace=card_label(form.called_ace, t)),
                          size=12),
                  ft.Row([chip("spitzer-form-holder-none", t("spitzer.form.unknown"),
                               form.ace_holder is None, partial(act, form.hold_ace, None))] +
                         [chip(f"spitzer-form-holder-{seat}", names[pid],
                               form.ace_holder == pid, partial(act, form.hold_ace, pid))
                          for seat, pid in enumerate(form.sheet.players)
                          if pid in form.calling_side], wrap=True)]
    for number, (plays, winner, points) in enumerate(form.trick_rows(), start=1):
        won: list[Any] = [ft.Text(t("spitzer.form.trick_won", name=names[winner],
                                    points=points), size=12)] if winner else []
        parts.append(tid(f"spitzer-form-trick-{number}", ft.Column([
            ft.Text(t("spitzer.form.trick", number=number), size=12, weight=ft.FontWeight.BOLD),
            ft.Row([ft.Column([card_face(card, t=t), ft.Text(names[pid], size=10, no_wrap=True)],
                              spacing=0, width=56) for pid, card in plays], spacing=4),
            *won], spacing=2)))
    parts += _faults_so_far(ctx, form, act)
    to_play = form.to_play()
    if to_play is not None:
        parts.append(ft.Text(t("spitzer.form.to_play", name=names[to_play]),
                             weight=ft.FontWeight.BOLD))
        parts.append(card_picker("spitzer-form-card", partial(act, form.play), t,
                                 used=form.played()))
    if form.tricks:
        parts.append(tid("spitzer-form-take-back", ft.OutlinedButton(
            t("spitzer.form.take_back"), icon=ft.Icons.UNDO, on_click=no_event(
                act, form.take_back))))
    return parts


def _faults_so_far(ctx: SheetContext, form: HandForm, act: Act) -> list[ft.Control]:
    """The plays against the rules so far, each as soon as its card is entered, named by
    player; two ways on: take back the card that just broke a rule, or keep the hand as
    played (each fault then stays as a note)."""
    t, last = ctx.t, form.last_card()
    parts: list[ft.Control] = []
    faults = form.faults_so_far()
    for index, fault in enumerate(faults):
        message = named_cards(fault.message, t, form.sheet.names)
        parts.append(tid(f"spitzer-form-fault-{index}", kept_note(ctx, fault.rule, message)
                         if form.kept else fault_box(ctx, fault.rule, message)))
        if last is not None and fault.cards and fault.cards[0] == last:
            parts.append(tid("spitzer-form-take-back-fault", ft.Button(
                t("spitzer.form.take_back_card", card=card_label(last, t)), icon=ft.Icons.UNDO,
                on_click=no_event(act, form.take_back))))
    if faults:
        parts.append(_keep_chip(ctx, form, act))
    return parts
