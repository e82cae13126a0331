"""The exhibition editor screen: the grid at card size, the checks and their verdicts.

The picker, the hand and hints, and the saved layouts are drawn by
`referee_editor_panels`; all logic lives in `ExhibitionEditor` / `ExhibitionGrid`.
"""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.games.base import RefereeContext
from companion.games.kit import ERROR, Screen, announced, fault_box, tid
from companion.games.kit import GOOD as HINT
from companion.games.spitzweg import referee_editor_draft as drafts
from companion.games.spitzweg import referee_editor_panels as panels
from companion.games.spitzweg import referee_editor_setup as setup
from companion.games.spitzweg.colours import (
    card_short,
    colour_letter,
    seat_colours,
    token_names,
)
from companion.games.spitzweg.referee_editor_data import PanelData
from companion.games.spitzweg.referee_editor_model import ExhibitionEditor
from companion.games.spitzweg.referee_grid import ExhibitionGrid
from companion.games.spitzweg.sheet_model import SpitzwegSheet
from companion.games.spitzweg.widgets import CARD_HEIGHT, CARD_WIDTH, card_face
from scorers.spitzweg.data import JOKER, MAX_PLAYERS, MIN_PLAYERS, TOKEN_COLOURS
from scorers.spitzweg.lines import Pos
from scorers.spitzweg.models import Options

GAP = 2


def build_editor(ctx: RefereeContext) -> ft.Control:
    return EditorView(ctx).root


def editor_for(ctx: RefereeContext) -> tuple[ExhibitionEditor, tuple[str, ...], int]:
    """A fresh editor set up from the open session: players, next exhibition, house rules;
    also the seated token colours and the pad game a scored exhibition goes to."""
    session = ctx.session
    if session is None:
        return ExhibitionEditor(), TOKEN_COLOURS, 1
    sheet = SpitzwegSheet(session, ctx.t)
    pad_game, index = sheet.next_slot()
    options = sheet.options if isinstance(sheet.options, Options) else Options()
    colours = tuple(seat_colours(session).values()) or TOKEN_COLOURS
    players = min(max(len(session.seats), MIN_PLAYERS), MAX_PLAYERS)
    grid = ExhibitionGrid(player=colours[0], rotated_box=options.rotated_box)
    return ExhibitionEditor(grid=grid, players=players, index=index, options=options), \
        colours, pad_game


class EditorView(Screen[RefereeContext]):
    """Holds the editor and rebuilds the screen after every tap (no update() needed).

    The layout is kept as a draft of this browser tab (`referee_editor_draft`) while the app
    runs, so leaving the editor and coming back shows it again."""

    def __init__(self, ctx: RefereeContext) -> None:
        self.ctx = ctx
        editor, self.colours, self.pad_game = editor_for(ctx)
        self.token_names = token_names(ctx.session, self.colours, ctx.t)
        initials = {colour: name[:1] for colour, name in self.token_names.items()
                    } if ctx.session is not None else {}
        self.panel = PanelData(ctx, editor, self.colours, self.token_names, initials,
                               self.pad_game, self.render, self.redraw)
        self.slot = [self.pad_game, editor.index]
        """The session's next exhibition when the editor opened; a draft made for an earlier
        one keeps its layout but takes the exhibition (target) that is next now."""
        draft = drafts.load(ctx)
        if draft is not None:
            editor.load(draft["editor"])
            if draft["slot"] != self.slot:
                editor.set_index(self.slot[1])
        self.root = ft.Column(spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)
        super().__init__(ctx)

    @property
    def editor(self) -> ExhibitionEditor:
        """The editor this screen and its panels draw (one object, kept in `panel`)."""
        return self.panel.editor

    @editor.setter
    def editor(self, editor: ExhibitionEditor) -> None:
        self.panel.editor = editor

    def render(self) -> None:
        """Draw the editor again and keep its layout as this tab's draft."""
        super().render()
        drafts.keep(self.ctx, {"editor": self.editor.to_data(), "slot": self.slot})

    def draw(self) -> list[ft.Control]:
        return [
            setup.guide(self.panel), self._grid(), *panels.picker(self.panel),
            *self._verdict(), setup.turn(self.panel), self._actions(), setup.setup(self.panel),
            *panels.scores(self.panel), *panels.hand_and_hints(self.panel),
            *panels.saved(self.panel)]

    def redraw(self, action: object = None) -> None:
        """Re-render after a change to the grid; older verdicts no longer apply."""
        self.editor.changed()
        self.render()

    # --- the grid ---------------------------------------------------------------------------
    def _grid(self) -> ft.Control:
        grid = self.editor.grid
        x0, y0, x1, y1 = grid.window()
        rows: list[ft.Control] = [
            ft.Row([self._cell((x, y)) for x in range(x0, x1 + 1)], spacing=GAP)
            for y in range(y0, y1 + 1)]
        board = ft.Container(ft.Column(rows, spacing=GAP), padding=ft.Padding.all(6),
                             bgcolor="#33691E", border_radius=ft.BorderRadius.all(8))
        return tid("spw-grid", ft.Row([board], scroll=ft.ScrollMode.AUTO))

    def _cell(self, pos: Pos) -> ft.Control:
        editor = self.editor
        grid = editor.grid
        state = grid.state(pos)
        ghost = editor.preview_cards().get(pos)
        outline = (ERROR if pos in editor.highlighted() else
                   HINT if pos in editor.hint_cells() else None)
        content: ft.Control
        if state == "card":
            placed = grid.cells[pos]
            content = self._face(placed.card, placed.owner, turn=placed.turn)
        elif ghost is not None:
            content = self._face(ghost, grid.player, ghost=True)
        elif state == "open":
            content = ft.Container(ft.Icon(ft.Icons.ADD, color="#FFFFFF",
                                           semantics_label=self.ctx.t(
                                               "spitzweg.editor.cell_open", column=pos[0],
                                               row=pos[1])),
                                   alignment=ft.Alignment.CENTER,
                                   border=ft.Border.all(1, "#C5E1A5"),
                                   border_radius=ft.BorderRadius.all(6))
        elif state == "limit":
            content = ft.Container(ft.Icon(ft.Icons.BLOCK, color="#FFCDD2", size=18,
                                           semantics_label=self.ctx.t(
                                               "spitzweg.editor.cell_limit", column=pos[0],
                                               row=pos[1])),
                                   alignment=ft.Alignment.CENTER, bgcolor="#1B1B1B",
                                   border_radius=ft.BorderRadius.all(6))
        else:
            content = ft.Container()
        box = ft.Container(content, width=CARD_WIDTH, height=CARD_HEIGHT,
                           on_click=partial(self._tap, pos) if state != "blank" else None,
                           border=ft.Border.all(3, outline) if outline else None,
                           border_radius=ft.BorderRadius.all(8))
        return tid(f"spw-cell-{pos[0]}-{pos[1]}", box)

    def _face(self, card: str, owner: str | None, *, turn: int = 0,
              ghost: bool = False) -> ft.Control:
        letter = "" if card == JOKER else colour_letter(card[0], self.ctx.t)
        initial = self.panel.initials.get(owner, "") if owner is not None else ""
        return card_face(card, owner, letter=letter, turn=turn, ghost=ghost, initial=initial)

    def _tap(self, pos: Pos) -> None:
        editor = self.editor
        if editor.hints and pos in editor.hint_cells() and pos not in editor.grid.cells:
            editor.preview_at(pos)
            self.render()
            return
        editor.grid.tap(pos)
        self.render()

    # --- checks and the verdict ------------------------------------------------------------
    def _actions(self) -> ft.Control:
        t = self.ctx.t
        return ft.Row([
            tid("spw-check-turn", ft.FilledButton(t("spitzweg.editor.check_turn"),
                                                  on_click=self._check_turn)),
            tid("spw-check-layout", ft.Button(t("spitzweg.editor.check_layout"),
                                              on_click=self._check_layout)),
            tid("spw-clear-turn", ft.TextButton(t("spitzweg.editor.clear_turn"),
                                                on_click=self._clear_turn)),
            tid("spw-clear", ft.TextButton(t("spitzweg.editor.clear"), on_click=self._clear)),
        ], wrap=True)

    def _check_turn(self) -> None:
        self.editor.check_turn()
        self.render()

    def _check_layout(self) -> None:
        self.editor.check_layout()
        self.render()

    def _clear_turn(self) -> None:
        self.editor.grid.clear_turn()
        self.redraw()

    def _clear(self) -> None:
        self.editor.grid.clear()
        self.editor.hints = None
        self.redraw()

    def _verdict(self) -> list[ft.Control]:
        result = self.editor.result
        if result is None:
            return []
        t = self.ctx.t
        if result.advice is not None:
            return [tid("spw-verdict", announced(ft.Container(
                ft.Text(t(result.advice, name=self.token_names.get(
                    self.editor.grid.player, "")), color="#0D47A1"),
                bgcolor="#E3F2FD", padding=ft.Padding.all(8),
                border_radius=ft.BorderRadius.all(6))))]
        head = ft.Text(
            t("spitzweg.editor.legal" if result.ok else "spitzweg.editor.illegal"),
            size=20, weight=ft.FontWeight.BOLD, color=HINT if result.ok else ERROR)
        lines: list[ft.Control] = [head]
        if result.kind == "turn" and result.count is not None:
            lines.append(ft.Text(t("spitzweg.editor.count", count=result.count,
                                   target=self.editor.target)))
            if result.ok and result.closes:
                lines.append(ft.Text(t("spitzweg.editor.closes")))
            if result.ok and result.overflow is not None:
                x, y = result.overflow
                card = self.editor.grid.cells[(x, y)].card
                lines.append(ft.Text(t("spitzweg.editor.overflow_card",
                                       card=card_short(card, t), x=x, y=y)))
        lines += [fault_box(self.ctx, v.rule, v.message) for v in result.violations]
        lines.append(tid("spw-copy-verdict", ft.TextButton(
            t("spitzweg.editor.copy"), icon=ft.Icons.CONTENT_COPY, on_click=self._copy)))
        # The whole verdict, its faults with it, is read out when it appears or changes.
        return [tid("spw-verdict", announced(ft.Column(lines, spacing=6)))]

    def _copy(self) -> None:
        self.ctx.copy_text(self.editor.verdict_text(self.ctx.t, self.ctx.rule_text))
