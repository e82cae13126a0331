"""The Spitzweg score sheet: one table per game on the pad, the row form below it."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial

import flet as ft

from companion.games.base import Explanation
from companion.games.kit import (
    ERROR,
    TOUCH,
    SheetScreen,
    fault_box,
    stale_row_notice,
    stored_row,
    tid,
)
from companion.games.spitzweg import sheet_chart
from companion.games.spitzweg.row_form import RowForm
from companion.games.spitzweg.row_form_view import build_row_form
from companion.games.spitzweg.sheet_entries import EXHIBITION, HAND
from companion.games.spitzweg.sheet_model import PadGameSheet, SheetRow, SpitzwegSheet
from companion.games.spitzweg.widgets import token_dot
from companion.models import Entry

TARGET_WIDTH = 64
SCORE_WIDTH = 72


class SheetView(SheetScreen[SpitzwegSheet]):
    """Renders `SpitzwegSheet`; ``render`` rebuilds the tree after each local change."""

    form: RowForm | None = None
    grid_row: str | None = None
    """A grid row whose actions are open (it is changed in the exhibition editor)."""

    def model(self) -> SpitzwegSheet:
        return SpitzwegSheet(self.ctx.session, self.ctx.t, self.ctx.lang)

    def draw(self) -> list[ft.Control]:
        controls: list[ft.Control] = []
        for game in self.sheet.games:
            controls.append(self._game(game))
            controls.append(sheet_chart.chart(self.ctx, self.sheet, game, self.kept))
        if self.form is not None:
            controls += self._stale(self.form)
            controls.append(self.kept.shown(self.kept.each("spw-form", partial(
                build_row_form, self.ctx, self.sheet, self.form, self._act, self._save,
                self._delete, self._close))))
        else:
            closed = self.kept.hidden("spw-form")  # the next form is drawn into it
            if closed is not None:
                controls.append(closed)
        if self.form is None and self.grid_row is not None:
            controls.append(self._grid_actions(self.grid_row))
        elif self.ctx.can_edit:
            # The buttons stay while a form is open, hidden: closing it shows them again.
            controls.append(self.kept.draw(("add", self.ctx.lang), self._adding))
            controls[-1].visible = self.form is None
        return controls

    def _adding(self) -> ft.Control:
        """The buttons that open a new row's form, and how to have an exhibition counted."""
        t = self.ctx.t
        return ft.Column([ft.Row([
            tid("spw-add-row", ft.Button(t("spitzweg.sheet.add_row"),
                                         icon=ft.Icons.ADD, on_click=self._open_new)),
            tid("spw-add-hand", ft.OutlinedButton(t("spitzweg.sheet.add_hand"),
                                                  on_click=self._open_hand)),
        ], wrap=True), ft.Text(t("spitzweg.sheet.grid_hint"), size=12, italic=True)],
            spacing=self.root.spacing)

    # --- the table ------------------------------------------------------------------------
    def _game(self, game: PadGameSheet) -> ft.Control:
        t = self.ctx.t
        sheet = self.sheet
        lines: list[ft.Control] = []
        if len(sheet.games) > 1:
            lines.append(ft.Text(t("spitzweg.sheet.pad_game", number=game.number),
                                 weight=ft.FontWeight.BOLD, size=16))
        seats = tuple((sheet.names[pid], sheet.colours.get(pid)) for pid in sheet.players)
        lines.append(self.kept.draw(("header", game.number, seats, self.ctx.lang),
                                    partial(_header, t("spitzweg.sheet.target"), seats)))
        # Each row is kept while it and what it shows around it (seats, language, editing)
        # are the same: a save draws the new row only.
        around = (sheet.players, tuple(sorted(sheet.colours.items())), self.ctx.lang,
                  self.ctx.can_edit)
        # A row is named by its identity: the sheet's model reuses the rows that stay the
        # same, and ``partial`` holds the row while its part is kept (`Kept`); the items of
        # those rows are reused too, so a save makes the new row's item only.
        lines += self.kept.rows(self.kept.items(game.number, game.rows, around,
                                                partial(_row_item, self, around)),
                                spacing=4, name=game.number)
        lines.append(self.kept.each("spw-totals", partial(self._totals, game)))
        frame, table = self.kept.frame(("game", game.number), partial(_game_frame, game.number))
        table.controls = lines
        return frame

    def _row(self, row: SheetRow) -> ft.Control:
        t = self.ctx.t
        key = row.entry.id
        label = (t("spitzweg.sheet.hand_short") if row.kind == HAND else
                 str(row.target) if row.target is not None else "?")
        notes = []
        if row.final:
            notes.append(t("spitzweg.sheet.final_short"))
        if row.overflow is not None:
            notes.append(t("spitzweg.sheet.overflow_note", card=row.overflow,
                           points=row.deduction))
        if row.source == "grid":
            notes.append(t("spitzweg.sheet.grid_short"))
        target = ft.Container(
            ft.Column([ft.Text(label, weight=ft.FontWeight.BOLD),
                       *[ft.Text(n, size=10) for n in notes]], spacing=0, tight=True),
            width=TARGET_WIDTH, height=TOUCH, on_click=lambda: self._explain_target(row),
            alignment=ft.Alignment.CENTER_LEFT)
        cells: list[ft.Control] = [tid(f"spw-target-{key}", target)]
        for seat, pid in enumerate(self.sheet.players):
            cells.append(tid(f"spw-score-{key}-{seat}", self._score_cell(row, pid)))
        if self.ctx.can_edit:
            edit = self.ctx.t("a11y.edit", what=label)
            cells.append(tid(f"spw-edit-{key}", ft.IconButton(
                ft.Icon(ft.Icons.EDIT, semantics_label=edit), tooltip=edit,
                on_click=lambda: self._open_edit(row))))
        line = ft.Row(cells, spacing=0)
        if row.valid and not row.warnings:
            return line
        marks = [fault_box(self.ctx, v.rule, v.message)
                 for v in (*row.violations, *row.warnings)]
        return ft.Container(ft.Column([line, *marks], spacing=4, tight=True),
                            border=ft.Border.all(2, ERROR if not row.valid else "#F9A825"),
                            border_radius=ft.BorderRadius.all(6), padding=ft.Padding.all(4),
                            width=TARGET_WIDTH + SCORE_WIDTH * len(self.sheet.players) + TOUCH)

    def _score_cell(self, row: SheetRow, pid: str) -> ft.Control:
        if not row.valid or pid not in row.scores:
            return ft.Container(ft.Text("–", color="#9E9E9E"), width=SCORE_WIDTH, height=TOUCH,
                                alignment=ft.Alignment.CENTER)
        value = row.scores[pid]
        text = f"−{value}" if row.kind == HAND else str(value)
        parts: list[ft.Control] = [ft.Text(text, size=18)]
        if row.kind == EXHIBITION and row.closer == pid:
            parts.append(ft.Container(ft.Text("×2", size=11, color="#FFFFFF"),
                                      bgcolor="#6A1B9A", padding=ft.Padding.all(2),
                                      border_radius=ft.BorderRadius.all(4)))
        explanation = row.explanations.get(pid)
        return ft.Container(ft.Row(parts, spacing=4, tight=True), width=SCORE_WIDTH,
                            height=TOUCH, alignment=ft.Alignment.CENTER,
                            on_click=lambda: self._explain(explanation))

    def _totals(self, game: PadGameSheet) -> ft.Control:
        t = self.ctx.t
        sheet = self.sheet
        cells: list[ft.Control] = [ft.Container(
            ft.Text(t("spitzweg.sheet.total"), weight=ft.FontWeight.BOLD), width=TARGET_WIDTH)]
        for seat, pid in enumerate(sheet.players):
            winner = game.complete and pid in game.winners
            cells.append(tid(f"spw-total-{game.number}-{seat}", ft.Container(
                ft.Text(("★ " if winner else "") + str(game.totals[pid]), size=18,
                        weight=ft.FontWeight.BOLD),
                width=SCORE_WIDTH, height=TOUCH, alignment=ft.Alignment.CENTER,
                bgcolor="#FFF59D" if winner else None,
                on_click=partial(self._explain_total, game, pid))))
        names = ", ".join(sheet.names[pid] for pid in game.winners)
        status = (t("spitzweg.sheet.winner", names=names) if game.complete else
                  t("spitzweg.sheet.leading", names=names) if game.winners else "")
        return ft.Column([ft.Row(cells, spacing=0),
                          tid(f"spw-winner-{game.number}", ft.Text(status, size=16))],
                         spacing=4)

    # --- explanations ----------------------------------------------------------------------
    def _explain(self, explanation: Explanation | None) -> None:
        if explanation is not None:
            self.ctx.explain(explanation)

    def _explain_total(self, game: PadGameSheet, pid: str) -> None:
        self._explain(game.explanation(pid))

    def _explain_target(self, row: SheetRow) -> None:
        t = self.ctx.t
        if row.kind == HAND:
            self._explain(Explanation(t("spitzweg.sheet.hand_row"),
                                      (t("spitzweg.explain.hand_rule"),), ("SPW-SCORE-6",)))
        else:
            self._explain(Explanation(
                t("spitzweg.explain.target_title", number=row.number),
                (t("spitzweg.explain.target", number=row.number, target=row.target,
                   players=len(self.sheet.players)),), ("SPW-SETUP-6", "SPW-CLOSE-1")))

    # --- the row form ---------------------------------------------------------------------
    def _open_new(self) -> None:
        self.form = RowForm.new(self.sheet)
        self.render()

    def _open_hand(self) -> None:
        self.form = RowForm.new(self.sheet, HAND)
        self.render()

    def _open_edit(self, row: SheetRow) -> None:
        if row.source == "grid":
            self.grid_row = row.entry.id
        else:
            self.form = RowForm.edit(self.sheet, row.entry)
        self.render()

    def _close(self) -> None:
        self.form, self.grid_row = None, None
        self.render()

    def _save(self) -> None:
        form = self.form
        if form is None or not self.ctx.can_edit:
            return
        if form.violations():  # never saved: the form shows why (in case it was not drawn)
            self.render()
            return
        stored = stored_row(self.ctx.session.entries, form.editing)
        if stored is None:  # a new row, or one deleted meanwhile on another phone
            self.saving(lambda: self.ctx.add_entry(form.row()))
        else:
            self.saving(lambda: self.ctx.update_entry(stored.id, form.row()))

    def close_form(self) -> None:
        self.form, self.grid_row = None, None

    def form_state(self) -> object:
        return self.form, self.grid_row

    def restore_form(self, state: object) -> None:
        self.form, self.grid_row = state  # type: ignore[misc]

    def _stale(self, form: RowForm) -> list[ft.Control]:
        """Above a form whose row another phone changed or deleted meanwhile: what happened,
        and a reload of the row as stored now."""
        return stale_row_notice("spw-form-stale", self.ctx.t, "spitzweg",
                                stored_row(self.ctx.session.entries, form.editing), form.base,
                                self._reload)

    def _reload(self, entry: Entry) -> None:
        self.form = RowForm.edit(self.sheet, entry)
        self.render()

    def _delete(self, entry_id: str) -> None:
        if self.ctx.can_edit:
            self.ctx.delete_entry(entry_id)
        self._close()

    def _grid_actions(self, entry_id: str) -> ft.Control:
        t = self.ctx.t
        return ft.Column([ft.Text(t("spitzweg.sheet.grid_row")), ft.Row([
            tid("spw-form-delete", ft.OutlinedButton(t("spitzweg.sheet.delete"),
                                                     on_click=lambda: self._delete(entry_id))),
            tid("spw-form-cancel", ft.TextButton(t("spitzweg.sheet.cancel"),
                                                 on_click=self._close))])])

    def _act(self, method: Callable[..., None], *args: object) -> None:
        method(*args)
        self.render()


def _header(target: str, seats: tuple[tuple[str, str | None], ...]) -> ft.Control:
    """The table's head: the target column, then each seat's token and name."""
    return ft.Row([ft.Container(ft.Text(target, size=12), width=TARGET_WIDTH), *[
        ft.Container(ft.Row([token_dot(colour), ft.Text(name, size=12, no_wrap=True,
                                                          overflow=ft.TextOverflow.ELLIPSIS,
                                                          expand=True)], spacing=4),
                     width=SCORE_WIDTH) for name, colour in seats]], spacing=0)


def _game_frame(number: int) -> tuple[ft.Control, ft.Column]:
    """A game's table: the same controls across drawings (its rows are kept inside)."""
    table = ft.Column(spacing=4)
    return tid(f"spw-game-{number}", ft.Column(
        [ft.Row([table], scroll=ft.ScrollMode.AUTO)], spacing=4)), table


build_sheet = SheetView.build


def _row_item(view: SheetView, around: Hashable, row: SheetRow
              ) -> tuple[tuple[int, Hashable], partial[ft.Control]]:
    """A row's key (the row itself, and what it shows around it) and drawing."""
    return (id(row), around), partial(view._row, row)
