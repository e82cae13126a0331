"""The rows of one player's block: nine countries, subtotals, carry, chains, tablets, total.

Each row comes with its key for the sheet's `Kept`: everything its drawing reads (its
numbers with their explanations, its counts and faults, the seat, whether this phone may
edit, the language), so a redraw hands back the row on the screen while it shows the same.
Handlers reach the sheet at the time of the tap (``step``, ``show`` are the screen's).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial

import flet as ft

from companion.games.base import Explanation, SheetContext
from companion.games.kardinal.sheet_entries import Collection
from companion.games.kardinal.sheet_model import Column, CountryCells, KardinalSheet, Number
from companion.games.kit import ERROR, FRAME, explained_number, fault_box, number_stepper, tid
from companion.numbers import COUNT
from scorers.common.models import Violation
from scorers.kardinal.data import COUNTRY_CARDS

Step = Callable[..., None]
"""``step(field, [country, [sort,]] delta)`` changes the player's counts; ``put`` with the
count typed in instead of the delta sets it."""
Show = Callable[[Explanation], None]
"""``show(explanation)`` opens an explanation on the sheet's phone."""
Part = tuple[Hashable, Callable[[], ft.Control]]
"""A row's key (all it shows) and its drawing."""


class BlockRows:
    """Builds the rows of ``column``; steppers call ``step`` when ``editable``."""

    def __init__(self, ctx: SheetContext, sheet: KardinalSheet, seat: int, column: Column,
                 step: Step, put: Step, show: Show, editable: bool) -> None:
        self.ctx, self.sheet, self.seat, self.column = ctx, sheet, seat, column
        self.step, self.put, self.show, self.editable = step, put, show, editable
        self.around = (seat, editable, ctx.lang)
        """What every row shows besides its own numbers (ids, steppers, language)."""

    def parts(self) -> list[Part]:
        """Every row of the block in order, each with its key."""
        col, faults, entry = self.column, self.sheet.faults, self.column.entry
        rows: list[Part] = [
            (("kk-country", self.around, repr(cells), entry.sorts(),
              repr(self.sheet.country_fault(cells.country))), partial(self.country, cells))
            for cells in col.countries]
        rows += [
            (("kk-subtotals", self.around, repr(col.land), repr(col.symbols)), self.subtotals),
            (("kk-carry", self.around, repr(col.carry)), self.carry),
            (("kk-chains", self.around, repr(col.chains), entry.ships, entry.coaches,
              repr(faults.routes.get(col.pid))), self.chains),
            (("kk-tablets", self.around, repr(col.tablets), entry.minus_two,
              repr(faults.tablets)), self.tablets),
            (("kk-total", self.around, repr(col.total), col.pid in self.sheet.winners()),
             self.total),
            (("kk-card-count", self.around, repr(col.cards)), self.card_count)]
        return rows

    def explain(self, value: Number) -> Callable[[], None] | None:
        explanation: Explanation | None = value.explanation
        return None if explanation is None else partial(self.show, explanation)

    def faults(self, found: list[Violation | None]) -> list[ft.Control]:
        return [fault_box(self.ctx, v.rule, v.message, compact=True)
                for v in found if v is not None]

    def counter(self, identifier: str, label: str, value: int, fault: bool, *where: object
                ) -> ft.Control:
        # A country's count is read with its country ("Anna: France, Cards"); ships,
        # coaches and tablets by their own label ("Anna: Ships").
        what = f"{self.ctx.t(f'kardinal.country.{where[1]}')}, {label}" if len(where) > 1 \
            else label
        name = self.ctx.t("a11y.whose", name=self.column.name, what=what)
        if not self.editable:
            return ft.Column([ft.Text(label, size=11), tid(f"{identifier}-value", ft.Text(
                str(value), size=18, color=ERROR if fault else None))], spacing=0, tight=True)
        return number_stepper(identifier, value, partial(self.step, *where),
                              on_set=partial(self.put, *where), label=label,
                              bounds=COUNT, fault=fault, t=self.ctx.t, name=name)

    # --- countries ----------------------------------------------------------------------
    def country(self, cells: CountryCells) -> ft.Control:
        t, seat, c = self.ctx.t, self.seat, cells.country
        entry: Collection = self.column.entry
        head = ft.Row([
            ft.Text(f"{t(f'kardinal.country.{c}')} ({COUNTRY_CARDS[c]})", size=16,
                    weight=ft.FontWeight.BOLD, expand=True),
            explained_number(f"kk-land-{seat}-{c}", cells.land.value, self.explain(cells.land)),
            explained_number(f"kk-symb-{seat}-{c}",
                             cells.points.value, self.explain(cells.points))],
            spacing=6)
        counts = [self.counter(f"kk-cards-{seat}-{c}", t("kardinal.sheet.cards"), cells.cards,
                               cells.card_fault is not None, "cards", c)]
        counts += [self.counter(f"kk-sym-{seat}-{c}-{sort}", t(f"kardinal.sort.{sort}"),
                                cells.symbols.get(sort, 0), cells.symbol_fault is not None,
                                "symbols", c, sort) for sort in entry.sorts()]
        found = self.faults([cells.card_fault, cells.symbol_fault,
                             self.sheet.country_fault(c)])
        marked = bool(found)
        return tid(f"kk-row-{c}", ft.Container(
            ft.Column([head, ft.Row(counts, spacing=12, wrap=True), *found], spacing=4,
                      tight=True),
            padding=ft.Padding.all(6), border_radius=ft.BorderRadius.all(8),
            border=ft.Border.all(2, ERROR) if marked else ft.Border.all(1, FRAME)))

    # --- below the countries ------------------------------------------------------------
    def line(self, label: str, *cells: ft.Control) -> ft.Control:
        return ft.Row([ft.Text(label, size=15, expand=True), *cells], spacing=6)

    def subtotals(self) -> ft.Control:
        col = self.column
        return self.line(self.ctx.t("kardinal.sheet.subtotals"),
                         explained_number(f"kk-sub-land-{self.seat}",
                                          col.land.value, self.explain(col.land)),
                         explained_number(f"kk-sub-symb-{self.seat}",
                                          col.symbols.value, self.explain(col.symbols)))

    def carry(self) -> ft.Control:
        col = self.column
        return self.line(self.ctx.t("kardinal.sheet.carry"),
                         explained_number(f"kk-carry-{self.seat}",
                                          col.carry.value, self.explain(col.carry)))

    def chains(self) -> ft.Control:
        t, seat, col = self.ctx.t, self.seat, self.column
        routes = self.sheet.faults.routes
        return ft.Column([
            self.line(t("kardinal.sheet.chains"),
                      explained_number(f"kk-chains-{seat}",
                                       col.chains.value, self.explain(col.chains))),
            ft.Row([self.counter(f"kk-ships-{seat}", t("kardinal.sheet.ships"),
                                 col.entry.ships, col.pid in routes, "ships"),
                    self.counter(f"kk-coaches-{seat}", t("kardinal.sheet.coaches"),
                                 col.entry.coaches, col.pid in routes, "coaches")],
                   spacing=12, wrap=True),
            *self.faults([routes.get(col.pid)])], spacing=4)

    def tablets(self) -> ft.Control:
        t, seat, col = self.ctx.t, self.seat, self.column
        fault = self.sheet.faults.tablets
        return ft.Column([
            self.line(t("kardinal.sheet.tablets"),
                      explained_number(f"kk-tablets-{seat}",
                                       col.tablets.value, self.explain(col.tablets))),
            self.counter(f"kk-minus-two-{seat}", t("kardinal.sheet.minus_two"),
                         col.entry.minus_two, fault is not None, "minus_two"),
            *self.faults([fault])], spacing=4)

    def total(self) -> ft.Control:
        col = self.column
        return self.line(self.ctx.t("kardinal.sheet.total"),
                         explained_number(f"kk-total-{self.seat}", col.total.value,
                                          self.explain(col.total), bold=True,
                                          highlight=col.pid in self.sheet.winners()))

    def card_count(self) -> ft.Control:
        col = self.column
        return self.line(self.ctx.t("kardinal.sheet.card_count"),
                         explained_number(f"kk-card-count-{self.seat}",
                                          col.cards.value, self.explain(col.cards)))
