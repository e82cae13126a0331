"""The one number input of every game: − and + around a number that can also be typed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import flet as ft

from companion.games.kit.colours import ERROR
from companion.games.kit.controls import TOUCH, no_event, tid, unseen_label
from companion.games.kit.focus import enter_keeps_focus, focused_field
from companion.i18n import Translator
from companion.numbers import SCORE, Bounds, NumberError, number_message, parse_int

NUMBER_WIDTH = 72
NUMBER_PADDING = 4
NUMBER_SIZE = 18
"""A number field: its width, the room on either side of its digits, and their bold size
(three digits fit, with the caret beside them)."""


def number_stepper(identifier: str, value: int | None, on_step: Callable[[int], int | None], *,
                   on_set: Callable[[int], int | None], bounds: Bounds = SCORE,
                   steps: tuple[int, ...] = (1,), label: str | None = None,
                   disabled: bool = False, fault: bool = False,
                   t: Callable[..., str] | None = None, live: bool = False,
                   label_at: Literal["above", "start"] = "above",
                   name: str | None = None) -> ft.Control:
    """The one number input of every game: − and + (and ±10 where ``steps`` has it) around the
    number, which is a small text field: tap it, type, done (Enter or leaving the field).

    ``on_step(delta)`` answers a button; when it returns the new number the field shows it in
    place, nothing else rebuilt (quick repeated taps all count). A typed number goes as it is
    to ``on_set(number)``, checked by `parse_int` within ``bounds`` (which are the model's
    own limits, so the model keeps exactly what was typed): a refused one keeps its message
    at the field and changes nothing. A typed number is never turned into a step: the field
    may show something else than the model (empty, or a number typed a moment ago), and
    only the number itself means the same to both. ``value`` None shows an empty field
    ("nothing entered yet"); ``fault`` outlines the number red. The field commits on submit
    and blur, so a redraw never cuts a number in half: on a computer Enter keeps the
    keyboard in the field (`enter_keeps_focus`), on a phone the keyboard's done key puts the
    keyboard away, as phones do; ``live`` also commits every valid keystroke
    (for an ``on_set`` that redraws nothing). ``label`` stands above the number, or with
    ``label_at="start"`` before it, taking the row's free width.

    ``name`` is what the number is, for whom, as a screen reader says it ("Anna: France
    cards"; ``label`` when not given): the field is read as "Anna: France cards, 3" and the
    buttons as "Anna: France cards, one more" / "… one less" (`spoken`), in the language of
    ``t``.
    """
    what = name or label or ""
    shown = {"value": value}
    keeps = enter_keeps_focus()

    def commit(event: ft.Event[ft.TextField]) -> None:
        text = (event.control.value or "").strip()
        if text == ("" if shown["value"] is None else str(shown["value"])):
            mark(None)
            return
        try:
            number = parse_int(text, bounds)
        except NumberError as wrong:
            mark(number_message(wrong, t))
            return
        mark(None)
        kept = on_set(number)
        shown["value"] = number if kept is None else kept
        show(number if kept is None else kept)

    def mark(error: str | None) -> None:
        if field.error != error:
            _thaw(field, holder)
            field.error = error
            _send(field, holder)

    def show(number: int) -> None:
        """The number in place, sent at once (the sheet around it is not drawn again), with
        − and + usable as far as the bounds allow."""
        if field.value != str(number) or holder.label != str(number):
            _thaw(field, holder)
            field.value = holder.label = str(number)
            field.label = _field_name(spoken(t, "stepper.value", what, value=number))
            _send(field, holder)
        for sign, button in buttons:
            off = disabled or (number >= bounds.high if sign > 0 else number <= bounds.low)
            if button.disabled != off:
                _thaw(button)
                button.disabled = off
                _send(button)

    field = focused_field(ft.TextField(
        # Room for three digits in bold: a narrower field scrolled "100" and cut the
        # 1's flag off ("ꞁ00").
        value="" if value is None else str(value), width=NUMBER_WIDTH, dense=True,
        content_padding=ft.Padding.symmetric(horizontal=NUMBER_PADDING, vertical=10),
        text_align=ft.TextAlign.CENTER, keyboard_type=ft.KeyboardType.NUMBER,
        text_style=ft.TextStyle(size=NUMBER_SIZE, weight=ft.FontWeight.BOLD),
        on_submit=commit, on_blur=commit, on_change=commit if live else None,
        # On a computer the browser's field itself takes Enter and keeps the keyboard: a
        # focus handed back by the server came late and took it from the next field.
        shift_enter=keeps, max_lines=1,
        label=_field_name(spoken(t, "stepper.value", what, value=value)),
        disabled=disabled, data=bounds), ERROR if fault else None, 2 if fault else None)
    """``data``: what the field takes (never sent to the browser; a test types within it)."""

    def step(delta: int) -> None:
        moved = on_step(delta)
        if moved is not None:
            shown["value"] = moved
            show(moved)
            mark(None)

    holder = ft.Semantics(identifier=f"{identifier}-value", content=field,
                          label="–" if value is None else str(value))
    """The number as a screen reader (and a browser test) reads it: Flutter puts a field's
    text into the page only while it has the focus."""
    low, high = value is not None and value <= bounds.low, \
        value is not None and value >= bounds.high
    buttons: list[tuple[int, ft.IconButton]] = []

    def button(sign: int, size: int) -> ft.Control:
        icon = (ft.Icons.ADD if sign > 0 else ft.Icons.REMOVE) if size == 1 else \
            (ft.Icons.KEYBOARD_DOUBLE_ARROW_RIGHT if sign > 0
             else ft.Icons.KEYBOARD_DOUBLE_ARROW_LEFT)
        name = ("plus" if sign > 0 else "minus") + ("" if size == 1 else str(size))
        said = spoken(t, "stepper.more" if sign > 0 else "stepper.less", what, step=size)
        pressed = ft.IconButton(ft.Icon(icon, semantics_label=said),
                                on_click=no_event(step, sign * size), width=TOUCH, height=TOUCH,
                                disabled=disabled or (high if sign > 0 else low))
        buttons.append((sign, pressed))
        return tid(f"{identifier}-{name}", pressed)

    row = ft.Row([*[button(-1, s) for s in reversed(steps)], holder,
                  *[button(1, s) for s in steps]], spacing=0, tight=True)
    if label is None:
        return row
    if label_at == "start":
        return ft.Row([ft.Text(label, expand=True), row], spacing=0)
    return ft.Column([ft.Text(label, size=11), row], spacing=0, tight=True)


def spoken(t: Callable[..., str] | None, key: str, what: str, *, value: int | None = None,
           step: int = 1) -> str:
    """A stepper part's name as a screen reader says it: its number ("Anna: France cards,
    3", or "…, nothing entered"), or what a button does ("Anna: France cards, one more").
    Without ``t`` (a test's stepper) in English."""
    if key == "stepper.value" and value is None:
        key = "stepper.empty"
    return (t or Translator("en").t)(key, what=what, value=value, step=step)


def _field_name(text: str) -> ft.Control:
    """The field's label for the accessibility tree only: the field is too small to show a
    label, and Flutter names a text field after its label."""
    return unseen_label(text)


def _thaw(*controls: ft.Control) -> None:
    """Let a control drawn in place of an earlier one (`Kept`) change in place: Flet marks
    such a drawing as one that changes only by being drawn again."""
    for control in controls:
        if hasattr(control, "_frozen"):
            object.__delattr__(control, "_frozen")


def _send(*controls: ft.Control) -> None:
    """Send each of ``controls`` on its own (a control drawn in place of an earlier one is
    found changed only so), when they are on a page (not in a test without one)."""
    try:
        page = controls[0].page
    except RuntimeError:
        return
    page.update(*controls)
