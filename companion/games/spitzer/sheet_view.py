"""The Spitzer score sheet: the peg board, one card per hand, totals, winner, payout, league."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial

import flet as ft

from companion.colours import seat_colours
from companion.games.kit import (
    ERROR,
    TOUCH,
    SheetScreen,
    caption,
    fault_box,
    small,
    stale_row_notice,
    stored_row,
    tid,
)
from companion.games.spitzer import sheet_chart
from companion.games.spitzer.board_view import BOARD_KEY, Board
from companion.games.spitzer.card_names import named_cards
from companion.games.spitzer.hand_form import HandForm
from companion.games.spitzer.hand_form_view import build_hand_form
from companion.games.spitzer.sheet_entries import HAND, MISDEAL, NEW_GAME, NewGame
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.games.spitzer.sheet_rows import Game, SheetRow
from companion.games.spitzer.widgets import kept_note

CELL = 76


def _scroller(control: ft.Control) -> ft.ScrollableControl | None:
    """The scrolling screen the sheet is shown in (None off the page, as in unit tests)."""
    parent = control.parent
    while parent is not None:
        if isinstance(parent, ft.ScrollableControl) and parent.scroll is not None:
            return parent
        parent = parent.parent
    return None


class SheetView(SheetScreen[SpitzerSheet]):
    """Renders `SpitzerSheet`; ``render`` rebuilds the tree after each local change and keeps
    the board while no hand changed, so its pegs slide only when a hand is entered."""

    form: HandForm | None = None
    board: Board | None = None
    opened: frozenset[int] = frozenset()
    """The earlier games whose rows are shown (tapped open); the others show their heading."""

    def model(self) -> SpitzerSheet:
        sheet = SpitzerSheet(self.ctx.session, self.ctx.t)
        form = self.form
        if form is not None and form.editing is None and form.dealer == form.sheet.next_dealer():
            form.dealer = sheet.next_dealer()  # a new hand follows the deal as it now stands
        return sheet

    def draw(self) -> list[ft.Control]:
        sheet = self.sheet
        t = self.ctx.t
        game = sheet.game
        over = game.winner is not None  # winner, payout and New game right under the board
        title = t("spitzer.sheet.game", number=game.number)
        controls: list[ft.Control] = self._earlier()
        controls += [
            self.kept.draw(("spitzer-title", title), partial(
                ft.Text, title, size=18, weight=ft.FontWeight.BOLD)), self._board()]
        if over:
            controls.append(self.kept.each("spitzer-status", partial(self._status, game)))
            if self.form is None and self.ctx.can_edit:
                controls.append(self._actions(game))
        if game.rows and self.wide:
            names = tuple(sheet.names[pid] for pid in sheet.players)
            controls.append(self.kept.draw(("spitzer-names", names),
                                           partial(_names_head, names)))
        controls += [*self._rows(game),
                     self.kept.each("spitzer-totals", partial(self._totals, game))]
        if not over:
            controls.append(self.kept.each("spitzer-status", partial(self._status, game)))
        drawn = sheet_chart.chart(self.ctx, sheet, game, self.kept)
        if drawn is not None:
            controls.append(drawn)
        if self.form is not None:
            controls += self._stale(self.form)
            controls.append(self.kept.each("spitzer-form", partial(
                build_hand_form, self.ctx, self.form, self._act, self._save, self._delete,
                self._close)))
        elif self.ctx.can_edit and not over:
            controls.append(self._actions(game))
        controls.append(self.kept.each("spitzer-league", self._league))
        return controls

    def _board(self) -> ft.Control:
        if self.board is None:
            self.board = Board()
        colours = seat_colours(self.ctx, self.sheet.players)
        shown = (len(self.sheet.games), self.sheet.game.score.model_dump_json(),
                 tuple(self.sheet.names.items()), tuple(sorted(colours.items())), self.ctx.lang)
        return self.board.show(shown, self.sheet, self.ctx.t, self.ctx.lang, self.ctx.explain,
                               colours)

    # --- earlier games ------------------------------------------------------------------------
    def _earlier(self) -> list[ft.Control]:
        """Each game before the current one, folded under its heading (winner, payout); a
        tap opens its rows and closes them again."""
        controls: list[ft.Control] = []
        for game in self.sheet.games[:-1]:
            opened = game.number in self.opened
            head = self._earlier_head(game)
            controls.append(self.kept.draw(("spitzer-earlier", head, opened), partial(
                self._fold, game.number, head, opened)))
            if opened:
                controls += self._rows(game, ("earlier", game.number))
        return controls

    def _earlier_head(self, game: Game) -> str:
        t, sheet = self.ctx.t, self.sheet
        if game.winner is None:
            return t("spitzer.sheet.earlier_open", number=game.number)
        head = t("spitzer.sheet.earlier", number=game.number, name=sheet.names[game.winner],
                 points=game.score.totals[game.winner])
        if game.score.payout is not None:
            head += " · " + ", ".join(
                f"{sheet.names[pid]} {sheet.money(game.score.payout[pid])}"
                for pid in sheet.players)
        return head

    def _fold(self, number: int, head: str, opened: bool) -> ft.Control:
        return tid(f"spitzer-earlier-{number}", ft.Container(ft.Row([
            ft.Icon(ft.Icons.EXPAND_LESS if opened else ft.Icons.EXPAND_MORE),
            ft.Text(head, weight=ft.FontWeight.BOLD, expand=True)]),
            padding=ft.Padding.all(6), border=ft.Border.all(1, "#BDBDBD"),
            border_radius=ft.BorderRadius.all(6), on_click=partial(self._toggle, number)))

    def _toggle(self, number: int) -> None:
        self.opened = self.opened ^ {number}
        self.render()

    # --- rows ---------------------------------------------------------------------------------
    def _rows(self, game: Game, name: Hashable = "rows") -> list[ft.Control]:
        """The game's rows, each kept while it and what it shows around it are the same: a
        save draws the new row only. The key holds the row's value (the model answers the
        sheet anew after a save, so equal rows are new objects), the seats and their names
        (the dealer, the calling side, the points per seat), the language and whether this
        phone may edit (the edit button)."""
        sheet = self.sheet
        around = (sheet.players, tuple(sheet.names.items()), self.ctx.lang, self.ctx.can_edit)
        return self.kept.rows((((repr(row), around), partial(self._row, row))
                               for row in game.rows), spacing=self.root.spacing, name=name)

    def _row(self, row: SheetRow) -> ft.Control:
        """One row, drawn once while kept: its handlers read the sheet at the time of the tap."""
        t = self.ctx.t
        sheet = self.sheet
        key = row.entry.id
        if row.kind == MISDEAL:
            head = t("spitzer.sheet.misdeal", name=sheet.names.get(row.dealer or "", "?"))
        elif row.kind == NEW_GAME:
            head = t("spitzer.sheet.new_game_row")
        else:
            head = t("spitzer.sheet.hand_head", number=row.number,
                     dealer=sheet.names.get(row.dealer or "", "?"))
        lines: list[ft.Control] = [ft.Row([
            small(head, expand=True),
            *([tid(f"spitzer-edit-{key}", ft.IconButton(
                ft.Icon(ft.Icons.EDIT, semantics_label=t("a11y.edit", what=head)),
                tooltip=t("a11y.edit", what=head),
                on_click=partial(self._open_edit, row.entry.id)))]
              if self.ctx.can_edit and row.kind != NEW_GAME else [])])]
        if row.scored is not None and row.result is not None and row.valid:
            lines.append(tid(f"spitzer-result-{key}", ft.Container(ft.Text(
                f"{t('spitzer.type.' + row.result.type)} · {sheet.explain.side(row)} · "
                f"{row.result.side_tricks} / {row.result.side_points} → "
                f"{sheet.explain.column_label(row.scored)} {row.scored.value:+d}",
                weight=ft.FontWeight.BOLD), height=TOUCH, alignment=ft.Alignment.CENTER_LEFT,
                on_click=lambda: self.ctx.explain(self.sheet.explain.result(row)))))
            lines.append(ft.Row([self._points(row, seat, pid)
                                 for seat, pid in enumerate(sheet.players)], spacing=0))
        lines += [fault_box(self.ctx, v.rule, named_cards(v.message, self.ctx.t, sheet.names))
                  for v in row.violations]
        if row.notes:
            lines.append(tid(f"spitzer-kept-{key}", ft.Column(
                [kept_note(self.ctx, v.rule, named_cards(v.message, self.ctx.t, sheet.names))
                 for v in row.notes], spacing=2, tight=True)))
        return tid(f"spitzer-row-{key}", ft.Container(
            ft.Column(lines, spacing=2, tight=True), padding=ft.Padding.all(6),
            border=ft.Border.all(2 if row.violations else 1,
                                 ERROR if row.violations else "#BDBDBD"),
            border_radius=ft.BorderRadius.all(6)))

    def _points(self, row: SheetRow, seat: int, pid: str) -> ft.Control:
        assert row.scored is not None
        got = row.scored.points[pid]
        return tid(f"spitzer-points-{row.entry.id}-{seat}", ft.Container(
            ft.Column([ft.Text(f"+{got}" if got else "0", size=16),
                       caption(f"({row.totals.get(pid, 0)})")], spacing=0,
                      horizontal_alignment=ft.CrossAxisAlignment.CENTER),
            width=CELL, height=TOUCH, alignment=ft.Alignment.CENTER,
            on_click=lambda: self.ctx.explain(self.sheet.explain.points(row, pid))))

    def _totals(self, game: Game) -> ft.Control:
        sheet = self.sheet
        paint = seat_colours(self.ctx, sheet.players)
        cells: list[ft.Control] = []
        for seat, pid in enumerate(sheet.players):
            won = pid == game.winner
            cells.append(tid(f"spitzer-total-{seat}", ft.Container(
                ft.Column([caption(sheet.names[pid], no_wrap=True,
                                   color=paint[pid], overflow=ft.TextOverflow.ELLIPSIS),
                           ft.Text(("★ " if won else "") + str(game.score.totals[pid]),
                                   size=20, weight=ft.FontWeight.BOLD)],
                          spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                width=CELL, height=TOUCH + 8, bgcolor="#FFF59D" if won else None,
                on_click=partial(self._explain_total, game, pid))))
        return ft.Row(cells, spacing=0)

    def _explain_total(self, game: Game, pid: str) -> None:
        self.ctx.explain(self.sheet.explain.total(game, pid))

    def _status(self, game: Game) -> ft.Control:
        t = self.ctx.t
        sheet = self.sheet
        explain = partial(self.ctx.explain, sheet.explain.winner(game))
        if game.score.another_hand:
            return tid("spitzer-another-hand", ft.Container(ft.Text(
                t("spitzer.sheet.another_hand"), size=16, weight=ft.FontWeight.BOLD,
                color=ERROR), on_click=explain))
        if game.winner is None:
            return ft.Text(t("spitzer.sheet.to_deal", name=sheet.names[sheet.next_dealer()]))
        parts: list[ft.Control] = [tid("spitzer-winner", ft.Container(ft.Text(
            t("spitzer.sheet.winner", name=sheet.names[game.winner],
              points=game.score.totals[game.winner]), size=18, weight=ft.FontWeight.BOLD),
            on_click=explain))]
        if game.score.payout is not None:
            pay = partial(self.ctx.explain, sheet.explain.payout(game))
            parts.append(small(t("spitzer.sheet.payout")))
            # Each amount under its player's name: the names' head is far up the sheet.
            parts.append(ft.Row([tid(f"spitzer-payout-{seat}", ft.Container(ft.Column([
                ft.Text(sheet.names[pid], size=12, no_wrap=True,
                        overflow=ft.TextOverflow.ELLIPSIS),
                ft.Text(sheet.money(game.score.payout[pid]), size=14)], spacing=0,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER), width=CELL,
                height=TOUCH + 8, alignment=ft.Alignment.CENTER, on_click=pay))
                for seat, pid in enumerate(sheet.players)], spacing=0))
        return ft.Column(parts, spacing=4)

    def _actions(self, game: Game) -> ft.Control:
        t = self.ctx.t
        if game.winner is not None:
            return tid("spitzer-new-game", ft.Button(t("spitzer.sheet.new_game"),
                                                     icon=ft.Icons.REPLAY,
                                                     on_click=partial(self._ask_new_game,
                                                                      game.number + 1)))
        return ft.Row([
            tid("spitzer-add-hand", ft.Button(t("spitzer.sheet.add_hand"), icon=ft.Icons.ADD,
                                              on_click=partial(self._open_new, HAND))),
            tid("spitzer-add-misdeal", ft.OutlinedButton(
                t("spitzer.sheet.add_misdeal"), on_click=partial(self._open_new, MISDEAL)))],
            wrap=True)

    def _league(self) -> ft.Control:
        t = self.ctx.t
        sheet = self.sheet
        won, points = sheet.games_won(), sheet.league_points()
        rows: list[ft.Control] = [ft.Text(t("spitzer.league.title", games=len(sheet.games)),
                        weight=ft.FontWeight.BOLD)]
        ranked = sorted(sheet.players, key=lambda p: (-won[p], -points[p]))
        rows += [tid(f"spitzer-league-{sheet.players.index(pid)}", ft.Text(t(
            "spitzer.league.line", name=sheet.names[pid], won=won[pid], points=points[pid])))
            for pid in ranked]
        return ft.Column(rows, spacing=2)

    # --- editing ------------------------------------------------------------------------------
    def _open_new(self, kind: str) -> None:
        self.form = HandForm.new(self.sheet, kind)
        self.render()

    def _open_edit(self, entry_id: str) -> None:
        entry = next(e for e in self.ctx.session.entries if e.id == entry_id)
        self.form = HandForm.edit(self.sheet, entry)
        self.render()

    def _stale(self, form: HandForm) -> list[ft.Control]:
        """Above a form whose row another phone changed or deleted meanwhile: what happened,
        and a reload of the row as stored now."""
        return stale_row_notice("spitzer-form-stale", self.ctx.t, "spitzer",
                                stored_row(self.ctx.session.entries, form.editing), form.base,
                                lambda entry: self._open_edit(entry.id))

    def _act(self, method: Callable[..., None], *args: object) -> None:
        method(*args)
        self.render()

    def _close(self) -> None:
        self.form = None
        self.render()

    def _save(self) -> None:
        form = self.form
        if form is None or not self.ctx.can_edit or not form.preview().valid:
            return
        scroller = _scroller(self.root)
        stored = stored_row(self.ctx.session.entries, form.editing)
        if stored is None:  # a new row, or one deleted meanwhile on another phone
            self.saving(lambda: self.ctx.add_entry(form.row()))
        else:
            self.saving(lambda: self.ctx.update_entry(stored.id, form.row()))
        if self.form is None:  # saved
            self._to_board(scroller)

    @staticmethod
    def _to_board(scroller: ft.ScrollableControl | None) -> None:
        """Up to the board, to see the pegs move, and after a winning hand the winner and
        payout under it (a jump: an animated scroll leaves Flutter's accessibility tree
        without the sheet's buttons)."""
        if scroller is not None:
            scroller.page.run_task(scroller.scroll_to, scroll_key=BOARD_KEY)

    def _delete(self) -> None:
        if self.form is not None and self.form.editing is not None and self.ctx.can_edit:
            self.ctx.delete_entry(self.form.editing)
        self._close()

    def _ask_new_game(self, number: int) -> None:
        """The next game starts only when the table says so (a tap too many must not start
        it): the game just won stays on the sheet as it ended."""
        t, page = self.ctx.t, self.ctx.page

        def answer(start: bool) -> None:
            page.pop_dialog()
            if start:
                self._new_game()

        page.show_dialog(ft.AlertDialog(
            title=ft.Text(t("spitzer.sheet.new_game_ask_title", number=number)),
            content=tid("spitzer-new-game-ask", ft.Text(t(
                "spitzer.sheet.new_game_ask", number=number, last=number - 1))),
            actions=[tid("spitzer-new-game-no", ft.TextButton(
                         t("spitzer.sheet.new_game_no"), on_click=lambda: answer(False))),
                     tid("spitzer-new-game-yes", ft.Button(
                         t("spitzer.sheet.new_game_yes", number=number),
                         on_click=lambda: answer(True)))]))

    def _new_game(self) -> None:
        """The new game's empty board, in view."""
        scroller = _scroller(self.root)
        if self.ctx.can_edit:
            self.ctx.add_entry(NewGame(start=None))
        self.render()
        self._to_board(scroller)


build_sheet = SheetView.build


ROW_INSET = 7
"""A hand row's padding and border: its points cells start this far in."""


def _names_head(names: tuple[str, ...]) -> ft.Control:
    """On a wide window, the players' names above the hand rows' columns of points (on a
    phone the totals under the rows name them, as before)."""
    cells: list[ft.Control] = [ft.Container(ft.Text(
        name, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS),
        width=CELL, alignment=ft.Alignment.CENTER) for name in names]
    return tid("spitzer-names", ft.Container(ft.Row(cells, spacing=0),
                                             padding=ft.Padding.only(left=ROW_INSET)))
