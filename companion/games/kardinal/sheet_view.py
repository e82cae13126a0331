"""The Abrechnungstabelle on a phone: one player's block at a time, a switcher on top.

One block at a time because a scorer at the table counts one player's collection after
another (it lies sorted by country in front of him): steppers for his cards and symbols
sit right beside the points they give, with no sideways scrolling on a 412 px screen. The
switcher chips show every player's total, and the overview at the bottom compares all.

A tap or another phone's edit draws the sheet again: the switcher, the block's rows, the
overview, the broken entries and the chart are the controls already on the screen while
they show the same (`companion.games.kit.Kept`), so only what changed is built and sent.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import flet as ft

from companion.games.base import Explanation, SheetContext
from companion.games.kardinal import sheet_chart
from companion.games.kardinal.sheet_entries import Collection
from companion.games.kardinal.sheet_model import KardinalSheet
from companion.games.kardinal.sheet_rows import BlockRows
from companion.games.kit import (
    ERROR,
    GOOD,
    TOUCH,
    SheetScreen,
    announced,
    chip,
    explained_number,
    fault_box,
    no_event,
    stale_row_notice,
    stored_row,
    tid,
)
from companion.i18n import fault_message
from companion.models import Entry
from scorers.common.models import Violation

PENDING: dict[tuple[str, int], Callable[[], None]] = {}
"""Per session and page (each phone its own): saves the counts shown but not yet saved,
so that the session's Finish scores what the scorer sees (`KardinalPlugin.save_pending`)."""
SELECTED: dict[str, int] = {}
"""The player shown per session: the shell rebuilds the sheet after every saved change,
and the scorer must stay with the player he is counting."""


class SheetView(SheetScreen[KardinalSheet]):
    """Renders `KardinalSheet`; counts typed in stay a draft until saved."""

    def __init__(self, ctx: SheetContext) -> None:
        self.seat = SELECTED.get(ctx.session.id, 0) % max(1, len(ctx.session.seats))
        self.draft: Collection | None = None
        self.base: dict[str, Any] | None = None
        """The player's stored row when the draft began, None if he had none
        (`companion.games.kit.stale`)."""
        self.steps: list[Collection | None] = []
        """The draft before each change (None: the stored counts), so that Undo takes back
        one change at a time, a tap or a typed number (`unsaved`)."""
        super().__init__(ctx, spacing=10)

    def model(self) -> KardinalSheet:
        return KardinalSheet(self.ctx.session, self.ctx.t, self.draft)

    @property
    def pid(self) -> str:
        return self.ctx.session.seats[self.seat].player_id

    def draw(self) -> list[ft.Control]:
        key = (self.ctx.session.id, id(self.ctx.page))
        if self.draft is not None and self.ctx.can_edit:
            PENDING[key] = self._save
        else:
            PENDING.pop(key, None)
        controls: list[ft.Control] = [self._switcher(), self.kept.each("kk-status", self._status),
                                      *self._stale()]
        problem = self.sheet.problem
        if problem is not None:
            controls.append(fault_box(self.ctx, problem.rule, problem.message, compact=True))
        controls += [fault_box(self.ctx, v.rule, v.message, compact=True)
                     for v in self.sheet.faults.other]
        if self.pid in self.sheet.columns:
            controls += self._block()
        actions = self._actions()
        if actions:  # drawn in place while shown: its note changes with the counts
            controls.append(self.kept.each("kk-actions", partial(ft.Column, actions,
                                                                  spacing=10)))
        controls += [self._overview(), *self._broken()]
        drawn = sheet_chart.chart(self.ctx, self.sheet, self.kept)
        if drawn is not None:
            controls.append(drawn)
        return controls

    @property
    def editable(self) -> bool:
        return self.ctx.can_edit and not self.sheet.final

    def _explain(self, explanation: Explanation) -> None:
        """Opens ``explanation`` through the context of the time of the tap (a kept part
        outlives the context it was drawn with)."""
        self.ctx.explain(explanation)

    # --- top ------------------------------------------------------------------------------
    def _switcher(self) -> ft.Control:
        """A chip per player with his total; kept while the labels and the choice are."""
        labels = []
        for pid in self.sheet.players:
            total = self.sheet.columns[pid].total.value
            labels.append(f"{self.sheet.names[pid]} · {'–' if total is None else total}")
        return self.kept.draw(("kk-switcher", self.seat, tuple(labels)),
                              partial(self._chips, tuple(labels), self.seat))

    def _chips(self, labels: tuple[str, ...], chosen: int) -> ft.Control:
        return ft.Row([chip(f"kk-player-{seat}", label, seat == chosen,
                            partial(self._switch, seat)) for seat, label in enumerate(labels)],
                      wrap=True, spacing=6)

    def _status(self) -> ft.Control:
        t, sheet = self.ctx.t, self.sheet
        names = ", ".join(sheet.names[pid] for pid in sheet.winners())
        decided = sheet.decided_by()
        # Only a final sheet has a winner; while counting it is who is ahead so far.
        if decided is None:
            text = t("kardinal.sheet.no_result")
        elif not any(any(column.entry.cards.values()) for column in sheet.columns.values()):
            text = t("kardinal.sheet.nothing")
        elif not sheet.complete:
            text = t(f"kardinal.sheet.leading_{decided}", names=names)
        elif decided == "none":
            text = t("kardinal.sheet.no_winner")
        else:
            text = t(f"kardinal.sheet.winner_{decided}", names=names)
        state = t("kardinal.sheet.final" if sheet.complete else "kardinal.sheet.preview")
        explanation = sheet.winner_explanation()
        return tid("kk-winner", ft.Container(
            ft.Column([ft.Text(state, size=12, color=GOOD if sheet.complete else None),
                       ft.Text(text, size=16, weight=ft.FontWeight.BOLD)], spacing=0),
            padding=ft.Padding.all(6), on_click=(lambda: self.ctx.explain(explanation))
            if explanation else None))

    # --- the selected player's block ------------------------------------------------------
    def _block(self) -> list[ft.Control]:
        """The player's block, each row kept while it shows the same (`BlockRows.parts`)."""
        column = self.sheet.columns[self.pid]
        rows = BlockRows(self.ctx, self.sheet, self.seat, column, self._step, self._set,
                         self._explain, self.editable)
        lang = self.ctx.lang
        parts: list[ft.Control] = []
        if self.editable:
            mode = column.entry.symbol_entry
            parts.append(self.kept.draw(("kk-modes", lang, mode), partial(self._modes, mode)))
        parts.append(self.kept.draw(("kk-head", lang), self._head))
        parts += [self.kept.draw(key, build) for key, build in rows.parts()]
        return parts

    def _modes(self, chosen: str) -> ft.Control:
        t = self.ctx.t
        return ft.Row([chip(f"kk-mode-{mode}", t(f"kardinal.sheet.mode_{mode}"),
                            chosen == mode, partial(self._mode, mode))
                       for mode in ("best", "per_sort")], wrap=True)

    def _head(self) -> ft.Control:
        t = self.ctx.t
        return ft.Row([ft.Text(t("kardinal.sheet.country"), size=12, expand=True),
                       ft.Container(ft.Text(t("kardinal.sheet.land"), size=12), width=56),
                       ft.Container(ft.Text(t("kardinal.sheet.symbols"), size=12), width=56)],
                      spacing=6)

    def _entry(self) -> Collection:
        return self.draft or self.sheet.columns[self.pid].entry

    def _stored(self) -> Entry | None:
        return stored_row(self.ctx.session.entries, self.sheet.columns[self.pid].entry_id) \
            if self.pid in self.sheet.columns else None

    def _begin(self, data: dict[str, Any]) -> None:
        """The counts being entered: the first change of a draft notes the stored row."""
        if self.draft is None:
            stored = self._stored()
            self.base = None if stored is None else dict(stored.data)
        self.steps.append(self.draft)
        self.draft = Collection.model_validate(data)

    def unsaved(self) -> str | None:
        """The counts being entered and not saved: the session's Undo takes back their
        last change first, never the player's saved counts."""
        if self.draft is None or not self.ctx.can_edit or self.pid not in self.sheet.names:
            return None
        return self.ctx.t("kardinal.sheet.unsaved", name=self.sheet.names[self.pid])

    def take_back_unsaved(self) -> Callable[[], None]:
        """The draft as it was before its last change (the stored counts before the
        first); the answer puts the change back, while the same player is shown."""
        seat, draft, base, steps = self.seat, self.draft, self.base, list(self.steps)
        self.draft = self.steps.pop() if self.steps else None
        if self.draft is None:
            self.base, self.steps = None, []
        self.render()

        def back() -> None:
            if self.seat == seat:
                self.draft, self.base, self.steps = draft, base, steps
                self.render()

        return back

    def _stale(self) -> list[ft.Control]:
        """Above counts being entered whose stored row another phone changed or deleted
        meanwhile: what happened, and a reload of the stored counts (dropping these)."""
        if self.draft is None:
            return []
        return stale_row_notice("kk-stale", self.ctx.t, "kardinal", self._stored(), self.base,
                                lambda _stored: self._reload())

    def _reload(self) -> None:
        self.draft, self.steps = None, []
        self.render()

    def _step(self, field: str, *where_then_delta: Any) -> None:
        """``field`` (cards, symbols, ships, ...), its country and sort, then the step."""
        *where, delta = where_then_delta
        self._count(field, where, lambda old: max(0, old + delta))

    def _set(self, field: str, *where_then_value: Any) -> None:
        """``field``, its country and sort, then the count typed in."""
        *where, value = where_then_value
        self._count(field, where, lambda _old: int(value))

    def _count(self, field: str, where: list[Any], new: Callable[[int], int]) -> None:
        country, sort = (*where, None, None)[:2]
        data = self._entry().model_dump()
        if field == "cards" and country:
            data["cards"][country] = new(data["cards"].get(country, 0))
        elif field == "symbols" and country and sort:
            sorts = data["symbols"].setdefault(country, {})
            sorts[sort] = new(sorts.get(sort, 0))
        else:
            data[field] = new(data[field])
        self._begin(data)
        self.render()

    def _mode(self, mode: str) -> None:
        """Best sort or per sort: the counts of the other way no longer apply."""
        if self._entry().symbol_entry != mode:
            self._begin(self._entry().model_dump() | {"symbol_entry": mode, "symbols": {}})
        self.render()

    # --- actions --------------------------------------------------------------------------
    def _save(self) -> None:
        if self.draft is None or not self.ctx.can_edit:
            return
        stored = self._stored()
        if stored is None:  # a new row, or one deleted meanwhile on another phone
            self.ctx.add_entry(self.draft)
        else:
            self.ctx.update_entry(stored.id, self.draft)
        self.draft, self.steps = None, []

    def _switch(self, seat: int) -> None:
        """Counts entered for one player are kept when the scorer moves on to the next."""
        SELECTED[self.ctx.session.id] = seat
        self._save()
        self.seat = seat
        self.render()

    def _actions(self) -> list[ft.Control]:
        """Save the counts; the game ends by the session's Finish, which the rules core must
        accept as a final scoring: until then the sheet says what stands in the way."""
        t, sheet = self.ctx.t, self.sheet
        if not self.ctx.can_edit or sheet.final:
            return []
        parts: list[ft.Control] = []
        if self.draft is not None:
            parts.append(ft.Row([tid("kk-save", ft.Button(
                t("kardinal.sheet.save"), icon=ft.Icons.SAVE, height=TOUCH,
                on_click=lambda: self._switch(self.seat)))], wrap=True))
        if sheet.final_fault is not None:
            parts.append(tid("kk-not-final", announced(ft.Text(t(
                "kardinal.sheet.not_final", rule=sheet.final_fault.rule,
                message=fault_message(self.ctx.t, self.ctx.rule_text, self.ctx.lang,
                                      sheet.final_fault.rule, sheet.final_fault.message)),
                size=12, italic=True))))
        return parts

    # --- every player at a glance ---------------------------------------------------------
    def _overview(self) -> ft.Control:
        """Every player's cards and total; kept while they (and their explanations) are."""
        sheet, winners = self.sheet, self.sheet.winners()
        key = ("kk-overview", self.ctx.lang, tuple(
            (sheet.names[pid], repr(sheet.columns[pid].cards), repr(sheet.columns[pid].total),
             pid in winners) for pid in sheet.players))
        return self.kept.draw(key, self._overview_lines)

    def _overview_lines(self) -> ft.Control:
        t, sheet = self.ctx.t, self.sheet
        lines: list[ft.Control] = [ft.Text(t("kardinal.sheet.overview"),
                                           weight=ft.FontWeight.BOLD)]
        for seat, pid in enumerate(sheet.players):
            column = sheet.columns[pid]
            explanation = column.total.explanation
            lines.append(ft.Row([
                ft.Text(sheet.names[pid], expand=True, no_wrap=True,
                        overflow=ft.TextOverflow.ELLIPSIS),
                ft.Text(t("kardinal.sheet.cards_short", count=column.cards.value), size=12),
                explained_number(f"kk-overview-{seat}", column.total.value,
                                 partial(self._explain, explanation) if explanation else None,
                                 bold=True, highlight=pid in sheet.winners())], spacing=8))
        return ft.Column(lines, spacing=4)

    def _broken(self) -> list[ft.Control]:
        """Stored entries that no longer fit: shown, marked and deletable, never lost. They
        grow with the game, so each is kept while its fault is the same."""
        around = (self.ctx.can_edit, self.ctx.lang)
        return self.kept.rows(((("kk-broken", entry.id, repr(violation), around),
                                partial(self._broken_entry, entry.id, violation))
                               for entry, violation in self.sheet.broken), spacing=10)

    def _broken_entry(self, entry_id: str, violation: Violation) -> ft.Control:
        found: list[ft.Control] = [fault_box(self.ctx, violation.rule, violation.message,
                                             compact=True)]
        if self.ctx.can_edit:
            found.append(tid(f"kk-delete-{entry_id}", ft.TextButton(
                self.ctx.t("kardinal.sheet.delete"), height=TOUCH,
                on_click=no_event(self._delete, entry_id))))
        return tid(f"kk-broken-{entry_id}", ft.Container(
            ft.Column(found, spacing=4), border=ft.Border.all(2, ERROR),
            border_radius=ft.BorderRadius.all(8), padding=ft.Padding.all(6)))

    def _delete(self, entry_id: str) -> None:
        if self.ctx.can_edit:
            self.ctx.delete_entry(entry_id)
        self.render()


build_sheet = SheetView.build
