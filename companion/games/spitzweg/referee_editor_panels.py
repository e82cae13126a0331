"""Panels of the exhibition editor: the card picker, scores, hand and hints, saved layouts."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from companion.games.kit import GOOD as HINT
from companion.games.kit import chip as choice_chip
from companion.games.kit import fault_box, tid
from companion.games.spitzweg.colours import BORDER_LETTERS, card_short, colour_letter
from companion.games.spitzweg.referee_editor_data import PanelData
from companion.games.spitzweg.widgets import card_face, token_dot
from scorers.common.models import Violation
from scorers.spitzweg.data import JOKER, VALUES

LAYOUT_KIND = "layout"
"""Saved-item kind of a kept exhibition layout."""
SMALL = (34, 46)
"""Card faces in the hand row: smaller than the grid, still readable."""
TILE = (32, 42)
"""Cards of the picker: ten values side by side fit a 390 px wide phone."""


def picker(view: PanelData) -> list[ft.Control]:
    """The token, then one tap on the card (colour and value at once) puts it and closes;
    an edited card can also be removed, or its "this turn" mark changed."""
    grid = view.editor.grid
    chosen = grid.picker
    if chosen is None:
        return []
    t = view.ctx.t

    def pick(**change: object) -> None:
        before = (chosen.owner, chosen.turn)
        grid.pick(**change)  # type: ignore[arg-type]
        if (chosen.owner, chosen.turn) != before:  # a tap on the chosen chip redraws nothing
            view.render()

    owners = [choice_chip("spw-picker-owner-none", t("spitzweg.editor.no_token"),
                          chosen.owner is None, partial(pick, owner=None))]
    owners += [choice_chip(f"spw-picker-owner-{colour}", view.token_names[colour],
                           chosen.owner == colour, partial(pick, owner=colour),
                           token_dot(colour, 18, view.initials.get(colour, "")))
               for colour in view.colours]
    current = chosen.card if chosen.editing else None
    rows = [ft.Row([_tile(view, f"{letter}{v}", current) for v in VALUES], spacing=2)
            for letter in BORDER_LETTERS]
    x, y = chosen.cell
    actions: list[ft.Control] = [_tile(view, JOKER, current)]
    if chosen.editing:
        actions.append(tid("spw-picker-remove", ft.OutlinedButton(
            t("spitzweg.editor.remove"), on_click=partial(_done, view, grid.remove))))
    actions.append(tid("spw-picker-cancel", ft.TextButton(
        t("spitzweg.sheet.cancel"), on_click=partial(_done, view, grid.cancel))))
    title = t("spitzweg.editor.picker_turn" if chosen.turn else "spitzweg.editor.picker_title",
              x=x, y=y)
    return [tid("spw-picker", ft.Container(ft.Column([
        ft.Text(title, weight=ft.FontWeight.BOLD),
        ft.Text(t("spitzweg.editor.owner"), size=12), ft.Row(owners, wrap=True, spacing=4),
        ft.Text(t("spitzweg.editor.tap_card"), size=12), *rows,
        ft.Row(actions, wrap=True),
        tid("spw-picker-turn", ft.Switch(label=t("spitzweg.editor.this_turn"),
                                         value=chosen.turn,
                                         on_change=lambda: pick(turn=not chosen.turn)))],
        spacing=4), padding=ft.Padding.all(6),
        border=ft.Border.all(1, "#9E9E9E"), border_radius=ft.BorderRadius.all(8)))]


def _tile(view: PanelData, card: str, current: str | None) -> ft.Control:
    """One card of the picker: a tap puts it on the cell."""
    grid = view.editor.grid
    letter = "" if card == JOKER else colour_letter(card[0], view.ctx.t)
    face = card_face(card, letter=letter, width=TILE[0], height=TILE[1])
    return tid(f"spw-pick-{card}", ft.Container(
        face, on_click=partial(_done, view, partial(grid.pick_card, card)),
        border=ft.Border.all(2, "#000000") if card == current else None,
        border_radius=ft.BorderRadius.all(6)))


def _done(view: PanelData, action: Callable[[], None]) -> None:
    action()
    view.redraw()


def scores(view: PanelData) -> list[ft.Control]:
    """"Score this exhibition": the scores, and the row sent to the session's sheet."""
    t = view.ctx.t
    button = tid("spw-score", ft.Button(t("spitzweg.editor.score"), icon=ft.Icons.SCOREBOARD,
                                        on_click=partial(_score, view)))
    found = view.editor.scores
    if found is None:
        return [button]
    if isinstance(found, Violation):
        return [button, fault_box(view.ctx, found.rule, found.message)]
    cells = [ft.Row([token_dot(colour, 18, view.initials.get(colour, "")),
                     ft.Text(view.token_names.get(colour, colour)),
                     tid(f"spw-scored-{colour}", ft.Text(str(points), size=18,
                                                         weight=ft.FontWeight.BOLD))])
             for colour, points in found.scores.items()]
    warnings = [fault_box(view.ctx, w.rule, w.message) for w in found.warnings]
    return [button, tid("spw-scores", ft.Column([*cells, *warnings], spacing=4))]


def _score(view: PanelData) -> None:
    editor = view.editor
    seated = view.colours if view.ctx.session is not None else None
    answer = editor.score(seated)
    if not isinstance(answer, Violation) and view.ctx.session is not None:
        # The shell confirms it (or says why not) and draws the sheet with the new row.
        view.ctx.send_to_sheet(editor.sheet_row(view.pad_game))
    view.render()


def hand_and_hints(view: PanelData) -> list[ft.Control]:
    """The player's hand and the solver's legal turns ("where can my cards go?")."""
    t = view.ctx.t
    editor = view.editor
    letters = [choice_chip(f"spw-hand-colour-{letter}", t(f"spitzweg.colour.{letter}"),
                           view.hand_letter == letter, partial(_hand_letter, view, letter))
               for letter in BORDER_LETTERS]
    values = [choice_chip(f"spw-hand-value-{v}", str(v), False,
                          partial(_hand_add, view, f"{view.hand_letter}{v}")) for v in VALUES]
    values.append(choice_chip("spw-hand-joker", t("spitzweg.colour.J"), False,
                              partial(_hand_add, view, JOKER)))
    hand: list[ft.Control] = [tid(f"spw-hand-card-{i}", ft.Container(
        card_face(card, None, letter="" if card == JOKER else colour_letter(card[0], t),
                  width=SMALL[0], height=SMALL[1]),
        on_click=partial(_hand_remove, view, i))) for i, card in enumerate(editor.hand)]
    parts: list[ft.Control] = [
        ft.Text(t("spitzweg.editor.hand"), weight=ft.FontWeight.BOLD),
        ft.Row(letters, wrap=True), ft.Row(values, wrap=True, spacing=4),
        tid("spw-hand", ft.Row(hand, wrap=True, spacing=4)),
        ft.Row([
            tid("spw-hints", ft.Button(t("spitzweg.editor.hints"), icon=ft.Icons.LIGHTBULB,
                                       on_click=partial(_hints, view), disabled=not editor.hand)),
            tid("spw-coach-best", ft.Button(t("spitzweg.editor.coach_best"),
                                            icon=ft.Icons.STAR, on_click=partial(_best, view),
                                            disabled=not editor.hand))], wrap=True)]
    coached = editor.coached
    if coached is not None:
        note = t("spitzweg.editor.coach_none") if coached is False else t(
            "spitzweg.editor.coach_laid", points=coached.points, gain=f"{coached.gain:+d}",
            before=coached.before)
        parts.append(tid("spw-coach-note", ft.Text(note, weight=ft.FontWeight.BOLD)))
    if editor.hints is not None:
        parts.append(tid("spw-can-close", ft.Text(
            t("spitzweg.editor.can_close" if editor.can_close() else
              "spitzweg.editor.cannot_close"), weight=ft.FontWeight.BOLD)))
        if not editor.hints:
            parts.append(ft.Text(t("spitzweg.editor.no_hints")))
        for number, hint in enumerate(editor.hints):
            label = " → ".join(f"{card_short(p.card, t)} ({p.x},{p.y})"
                               for p in hint.placements)
            if hint.closing:
                label = f"{t('spitzweg.editor.closing')}: {label}"
            if hint.points is not None:
                label = f"{label} = {t('spitzweg.editor.hint_points', points=hint.points)}"
            if number == editor.best:
                label = f"★ {label}"
            parts.append(choice_chip(f"spw-hint-{number}", label, editor.preview == number,
                                     partial(_preview, view, number),
                                     ft.Icon(ft.Icons.FLAG, color=HINT) if hint.closing
                                     else None))
        if editor.preview is not None:
            parts.append(tid("spw-hint-use", ft.Button(t("spitzweg.editor.use_hint"),
                                                       on_click=partial(_use, view))))
    return [ft.Column(parts, spacing=6)]


def _hand_letter(view: PanelData, letter: str) -> None:
    view.hand_letter = letter
    view.render()


def _hand_add(view: PanelData, card: str) -> None:
    view.editor.add_to_hand(card)
    view.render()


def _hand_remove(view: PanelData, at: int) -> None:
    view.editor.remove_from_hand(at)
    view.render()


def _hints(view: PanelData) -> None:
    answer = view.editor.find_hints()
    if isinstance(answer, Violation):
        view.ctx.notify(f"{answer.rule}: {answer.message}", error=True)
    view.render()


def _best(view: PanelData) -> None:
    """One tap: the coach's best turn laid on the grid as this turn's cards."""
    answer = view.editor.lay_best()
    if isinstance(answer, Violation):
        view.ctx.notify(f"{answer.rule}: {answer.message}", error=True)
    view.render()


def _preview(view: PanelData, number: int) -> None:
    view.editor.preview = number
    view.render()


def _use(view: PanelData) -> None:
    view.editor.take_preview()
    view.render()


def saved(view: PanelData) -> list[ft.Control]:
    """Keep a disputed layout under a name; reopen or delete kept ones."""
    t = view.ctx.t

    def named(event: ft.Event[ft.TextField]) -> None:
        view.save_name = event.control.value or ""

    items = view.ctx.saved_items(LAYOUT_KIND)
    rows = [ft.Row([
        tid(f"spw-open-{i}", ft.TextButton(item.name, icon=ft.Icons.FOLDER_OPEN,
                                           on_click=partial(_open, view, item.data))),
        tid(f"spw-delete-saved-{i}", ft.IconButton(
            ft.Icon(ft.Icons.DELETE, semantics_label=t("a11y.delete", what=item.name)),
            tooltip=t("a11y.delete", what=item.name), on_click=partial(_delete, view, item.id)))])
        for i, item in enumerate(items)]
    return [ft.Column([
        ft.Text(t("spitzweg.editor.saved"), weight=ft.FontWeight.BOLD),
        ft.Row([tid("spw-save-name", ft.TextField(
            value=view.save_name, label=t("spitzweg.editor.save_name"), width=200,
            dense=True, on_change=named)),
            tid("spw-save", ft.Button(t("spitzweg.editor.save"), icon=ft.Icons.SAVE,
                                      on_click=partial(_save, view)))], wrap=True),
        *rows], spacing=6)]


def _save(view: PanelData) -> None:
    name = view.save_name.strip() or view.ctx.t("spitzweg.editor.untitled",
                                                count=len(view.editor.grid.cells))
    view.ctx.save_item(LAYOUT_KIND, name, view.editor.to_data())
    view.ctx.notify(view.ctx.t("spitzweg.editor.saved_note", name=name))
    view.render()


def _open(view: PanelData, data: dict[str, object]) -> None:
    view.editor.load(data)
    view.render()


def _delete(view: PanelData, item_id: str) -> None:
    view.ctx.delete_item(item_id)
    view.render()
