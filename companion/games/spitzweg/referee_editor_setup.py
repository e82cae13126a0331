"""The exhibition editor's guide line, the "whose turn is disputed" row and the setup
(players, exhibition, target) — drawn from the editor screen's `PanelData`."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.games.kit import chip, number_stepper, tid
from companion.games.spitzweg.referee_editor_data import PanelData
from companion.games.spitzweg.widgets import token_dot
from companion.numbers import COUNT, Bounds
from scorers.spitzweg.data import BOX, MAX_PLAYERS, MIN_PLAYERS

INDEX = Bounds(1, COUNT.high)
"""Which exhibition: the first is 1."""


def guide(view: PanelData) -> ft.Control:
    """What to do next, in one line: lay the cards before, say whose turn, lay its cards,
    check."""
    grid = view.editor.grid
    if grid.picker is not None:
        key = "spitzweg.editor.guide_pick"
    elif not grid.cells:
        key = "spitzweg.editor.guide_first"
    elif not grid.turn_mode:
        key = "spitzweg.editor.guide_before"
    elif not grid.turn_cells():
        key = "spitzweg.editor.guide_turn"
    else:
        key = "spitzweg.editor.guide_check"
    return tid("spw-guide", ft.Text(view.ctx.t(key, name=view.token_names.get(
        grid.player, grid.player)), size=13, color="#1B5E20"))


def turn(view: PanelData) -> ft.Control:
    """One tap starts the disputed turn and says whose it is (its cards carry his token);
    "Before the turn" goes back to laying the cards that lay already."""
    t = view.ctx.t
    grid = view.editor.grid
    chips = [chip("spw-before-turn", t("spitzweg.editor.before_turn"),
                  not grid.turn_mode, partial(_before_turn, view))]
    chips += [chip(f"spw-turn-{colour}", view.token_names[colour],
                   grid.turn_mode and grid.player == colour,
                   partial(_start_turn, view, colour),
                   token_dot(colour, 18, view.initials.get(colour, "")))
              for colour in view.colours]
    return ft.Column([ft.Text(t("spitzweg.editor.whose_turn"), size=12),
                      ft.Row(chips, wrap=True, spacing=4, run_spacing=4)], spacing=2)


def _start_turn(view: PanelData, colour: str) -> None:
    view.editor.grid.start_turn(colour)
    view.redraw()


def _before_turn(view: PanelData) -> None:
    view.editor.grid.before_turn()
    view.redraw()


def setup(view: PanelData) -> ft.Control:
    t = view.ctx.t
    editor = view.editor
    players = ft.Row([chip(f"spw-players-{n}", str(n), editor.players == n,
                           partial(_players, view, n))
                      for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)], wrap=True)
    exhibition = ft.Row([
        ft.Text(t("spitzweg.editor.exhibition")),
        number_stepper("spw-index", editor.index, partial(_step_index, view),
                       on_set=partial(_set_index, view), bounds=INDEX, live=True,
                       t=t, name=t("spitzweg.editor.exhibition")),
        tid("spw-target", ft.Text(t("spitzweg.editor.target", target=editor.target),
                                  weight=ft.FontWeight.BOLD))], wrap=True)
    width, height = editor.grid.box()
    return ft.Column([
        ft.Row([ft.Text(t("spitzweg.editor.players")), players], wrap=True),
        exhibition,
        tid("spw-box", ft.Text(t("spitzweg.editor.box", width=width, height=height,
                                 max_width=BOX[0], max_height=BOX[1]), size=12))],
        spacing=4)


def _players(view: PanelData, players: int) -> None:
    view.editor.set_players(players)
    view.render()


def _step_index(view: PanelData, delta: int) -> None:
    view.editor.set_index(view.editor.index + delta)
    view.render()


def _set_index(view: PanelData, index: int) -> None:
    view.editor.set_index(index)
