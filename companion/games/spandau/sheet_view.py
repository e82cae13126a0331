"""The Spandau 1780 score sheet: each player's reveal, the winner, how the game ended."""

from __future__ import annotations

from functools import partial
from typing import Any

import flet as ft

from companion.games.base import Explanation
from companion.games.kit import (
    ERROR,
    GOOD,
    Handler,
    SheetScreen,
    chip,
    explained_number,
    fault_box,
    number_stepper,
    stale_row_notice,
    switch_row,
    then,
    then_step,
    tid,
)
from companion.games.spandau import sheet_chart
from companion.games.spandau.count_form import CountForm
from companion.games.spandau.count_form_view import build_count_grid, count_chip
from companion.games.spandau.end_model import CONDITIONS, ROUND, EndDraft, condition_names
from companion.games.spandau.end_view import checklist_controls
from companion.games.spandau.reveal_form import RevealForm
from companion.games.spandau.reveal_form_view import artwork_chip, build_reveal_form
from companion.games.spandau.sheet_model import STATS, PlayerReveal, SpandauSheet, StrayRow
from companion.models import Entry
from scorers.spandau.data import ARTWORK_NUMBERS, END_LABELS


class SheetView(SheetScreen[SpandauSheet]):
    """Renders `SpandauSheet`; ``render`` draws it again after each local change, the
    players' blocks, stray rows and chart that show the same being the controls on the screen
    (`companion.games.kit.kept`)."""

    form: RevealForm | CountForm | None = None
    end: EndDraft | None = None

    def model(self) -> SpandauSheet:
        return SpandauSheet(self.ctx.session, self.ctx.t, self.ctx.lang)

    def close_form(self) -> None:
        self.form, self.end = None, None

    def unsaved(self) -> str | None:
        """A player's form or the game end's draft open: taken back first by Undo."""
        if self.end is not None and self.ctx.can_edit:
            return self.ctx.t("session.unsaved_form")
        return super().unsaved()

    def form_state(self) -> object:
        return self.form, self.end

    def restore_form(self, state: object) -> None:
        self.form, self.end = state  # type: ignore[misc]

    def draw(self) -> list[ft.Control]:
        t = self.ctx.t
        controls: list[ft.Control] = [
            self.kept.draw(("spandau-title", t("spandau.sheet.title")), partial(
                ft.Text, t("spandau.sheet.title"), size=20, weight=ft.FontWeight.BOLD)),
            *[self._player(p) for p in self.sheet.players]]
        # A stray row is kept while its id, fault, language and editing are the same (all
        # it shows): a save draws the new row only, and makes its item only (the model
        # reuses the rows sorted before). Spaced as the sheet's own column.
        lang, can_edit = self.ctx.lang, self.ctx.can_edit
        controls += self.kept.rows(self.kept.items("stray", self.sheet.stray, (lang, can_edit),
                                                   partial(_stray_item, self, lang, can_edit)),
                                   spacing=self.root.spacing or 0)
        controls.append(self.kept.each("spandau-winner", self._winner))
        drawn = sheet_chart.chart(self.ctx, self.sheet, self.kept)
        if drawn is not None:
            controls.append(drawn)
        controls.append(self.kept.each("spandau-end", self._end_draft if self.end is not None
                                       else self._end))
        return controls

    # --- players --------------------------------------------------------------------------
    def _player(self, p: PlayerReveal) -> ft.Control:
        """The player's block; kept while all it shows is the same (the player's row and
        numbers as the model answered them, the winner's cup, the edit button, the
        language), drawn anew while the reveal form is open on it (it changes with every
        tap)."""
        if self.form is not None and self.form.pid == p.pid:
            return self.kept.each("player", partial(self._player_block, p))
        ctx = self.ctx
        key = ("player", repr(p), p.pid in self.sheet.winners(), ctx.can_edit,
               self.form is None, ctx.lang)
        return self.kept.draw(key, partial(self._player_block, p))

    def _player_block(self, p: PlayerReveal) -> ft.Control:
        t, ctx = self.ctx.t, self.ctx
        head: list[ft.Control] = [ft.Text(p.name, size=16, weight=ft.FontWeight.BOLD,
                                          expand=True)]
        if p.pid in self.sheet.winners():
            head.insert(0, ft.Icon(ft.Icons.EMOJI_EVENTS, color="#F9A825"))
        if ctx.can_edit and self.form is None:
            edit = t("a11y.whose", name=p.name, what=t("spandau.sheet.edit"))
            head.append(tid(f"spandau-edit-{p.seat}", ft.IconButton(
                ft.Icon(ft.Icons.EDIT, semantics_label=edit), tooltip=edit,
                on_click=lambda: self._open(p))))
        score = p.score
        stats = ft.Row([self._stat(p, stat, None if score is None else getattr(score, stat))
                        for stat in STATS], spacing=0)
        parts: list[ft.Control] = [ft.Row(head), stats]
        if self.form is not None and self.form.pid == p.pid:
            parts += self._stale("spandau-form-stale", p.entry, self.form.base,
                                 partial(self._open, p))
            parts.append(self._form_modes(p))
            if isinstance(self.form, CountForm):
                parts.append(build_count_grid(t, self.form, self.render, p.name))
                parts.append(self._count_buttons(p))
            else:
                parts.append(build_reveal_form(t, self.form, self.render, self._save,
                                               self._cancel))
        else:
            chips: list[ft.Control] = [tid(f"spandau-art-{p.seat}-{i}", artwork_chip(
                t, a, i in p.faults)) for i, a in enumerate(p.artworks)]
            chips += [tid(f"spandau-count-{p.seat}-{c.type}", count_chip(
                t, c, i in p.count_faults)) for i, c in enumerate(p.by_type)]
            parts.append(ft.Row(chips or [ft.Text(t("spandau.sheet.no_artworks"),
                                                  italic=True)], wrap=True))
            parts += [fault_box(ctx, v.rule, v.message)
                      for v in (*p.faults.values(), *p.count_faults.values())]
        return tid(f"spandau-player-{p.seat}", ft.Container(
            ft.Column(parts, spacing=6, tight=True), padding=ft.Padding.all(8),
            border=ft.Border.all(2, ERROR if p.faults or p.count_faults else "#BDBDBD"),
            border_radius=ft.BorderRadius.all(8)))

    def _stat(self, p: PlayerReveal, stat: str, value: int | None) -> ft.Control:
        """One of the player's computed numbers with its caption; a tap opens how it came
        about."""
        explanation = p.explanations.get(stat)
        return explained_number(
            f"spandau-{stat}-{p.seat}", value,
            partial(self._explain, explanation) if explanation else None,
            caption=self.ctx.t(f"spandau.stat.{stat}", count=value or 0), width=64, bold=True)

    def _explain(self, explanation: Explanation) -> None:
        """Shown by the context of the tap (a kept number outlives the one it was drawn
        with)."""
        self.ctx.explain(explanation)

    def _open(self, p: PlayerReveal, mode: str | None = None) -> None:
        """The player's form: counts per type, or each artwork when the row was stored so
        or the tie-break counts artworks by their number (A-2 ``identities_all_owned``),
        or as ``mode`` says."""
        types = self.sheet.options.artwork_catalogue // ARTWORK_NUMBERS
        base = None if p.entry is None else dict(p.entry.data)
        if mode is None:
            mode = "artworks" if p.artworks or self._by_number() else "counts"
        if mode == "artworks":
            self.form = RevealForm(p.pid, types, list(p.artworks), base=base)
        else:
            self.form = CountForm.of(p.pid, types, p.by_type, p.artworks, base=base)
        self.render()

    def _by_number(self) -> bool:
        """The tie-break needs each artwork's number (A-2 ``identities_all_owned``)."""
        return self.sheet.options.tiebreak == "identities_all_owned"

    def _form_modes(self, p: PlayerReveal) -> ft.Control:
        """Count per type, or enter each artwork with its number."""
        t, form = self.ctx.t, self.form
        modes = [chip(f"spandau-form-mode-{mode}", t(f"spandau.form.mode.{mode}"),
                      (mode == "counts") == isinstance(form, CountForm),
                      partial(self._open, p, mode), disabled=mode == "counts"
                      and self._by_number())
                 for mode in ("counts", "artworks")]
        return ft.Row(modes, wrap=True)

    def _count_buttons(self, p: PlayerReveal) -> ft.Control:
        """Save; save and go on with the next player's reveal; cancel."""
        t = self.ctx.t
        buttons: list[ft.Control] = [tid("spandau-form-save", ft.Button(
            t("spandau.save"), icon=ft.Icons.CHECK, on_click=self._save))]
        following = self._next_player(p)
        if following is not None:
            buttons.append(tid("spandau-form-next", ft.Button(
                t("spandau.form.save_next", name=following.name), icon=ft.Icons.ARROW_DOWNWARD,
                on_click=partial(self._save_next, following.pid))))
        buttons.append(tid("spandau-form-cancel", ft.TextButton(
            t("spandau.cancel"), on_click=self._cancel)))
        return ft.Row(buttons, wrap=True)

    def _next_player(self, p: PlayerReveal) -> PlayerReveal | None:
        later = [q for q in self.sheet.players if q.seat > p.seat]
        return later[0] if later else None

    def _save_next(self, pid: str) -> None:
        """Save this reveal and open the next player's, as the table goes round."""
        self._save()
        following = next((q for q in self.sheet.players if q.pid == pid), None)
        if following is not None:
            self._open(following)

    def _stale(self, identifier: str, stored: Entry | None, base: dict[str, Any] | None,
               reload: Handler) -> list[ft.Control]:
        """Above a form whose row another phone changed or deleted meanwhile: what happened,
        and a reload of the row as stored now (saving looks the row up again: a deleted one
        is added anew)."""
        return stale_row_notice(identifier, self.ctx.t, "spandau", stored, base,
                                lambda _stored: reload())

    def _save(self) -> None:
        form = self.form
        assert form is not None
        entry = next((p.entry for p in self.sheet.players if p.pid == form.pid), None)
        if entry is None:
            self.ctx.add_entry(form.row())
        else:
            self.ctx.update_entry(entry.id, form.row())
        self._cancel()

    def _cancel(self) -> None:
        self.form = None
        self.end = None
        self.render()

    def _stray(self, entry_id: str, rule: str, message: str) -> ft.Control:
        parts: list[ft.Control] = [fault_box(self.ctx, rule, message)]
        if self.ctx.can_edit:
            parts.append(tid(f"spandau-stray-delete-{entry_id}", ft.TextButton(
                self.ctx.t("spandau.delete"), icon=ft.Icons.DELETE,
                on_click=lambda: self.ctx.delete_entry(entry_id))))
        return tid(f"spandau-stray-{entry_id}", ft.Column(parts, spacing=2, tight=True))

    # --- winner and end -------------------------------------------------------------------
    def _winner(self) -> ft.Control:
        t, sheet = self.ctx.t, self.sheet
        explanation = sheet.winner_explanation()
        if explanation is None:
            return tid("spandau-winner", ft.Text(t("spandau.sheet.waiting"), italic=True))
        banner = ft.Container(
            ft.Column([ft.Text(sheet.banner(), size=18, weight=ft.FontWeight.BOLD,
                               color=ft.Colors.ON_TERTIARY_CONTAINER),
                       ft.Text(explanation.lines[0], color=ft.Colors.ON_TERTIARY_CONTAINER)],
                      spacing=2, tight=True),
            padding=ft.Padding.all(8), bgcolor=ft.Colors.TERTIARY_CONTAINER,
            border_radius=ft.BorderRadius.all(8),
            on_click=lambda: self.ctx.explain(explanation))
        copy = tid("spandau-copy-result", ft.OutlinedButton(
            t("spandau.copy"), icon=ft.Icons.COPY,
            on_click=lambda: self.ctx.copy_text(sheet.summary(self.ctx.rule_text))))
        return ft.Column([tid("spandau-winner", banner), copy], spacing=6, tight=True)

    def _end(self) -> ft.Control:
        t, end = self.ctx.t, self.sheet.end
        parts: list[ft.Control] = []
        if end is not None:
            text = (t("spandau.end.ended", conditions=condition_names(t, end.conditions))
                    if end.conditions else t("spandau.end.not_ended"))
            if end.round is not None:
                text += " · " + t("spandau.sheet.round", round=end.round)
            parts.append(tid("spandau-end-result", ft.Container(
                ft.Text(text, color=None if end.conditions else ERROR), padding=8,
                on_click=lambda: self.ctx.explain(end.explanation))))
        if self.ctx.can_edit and self.form is None:
            parts.append(tid("spandau-end-edit", ft.OutlinedButton(
                t("spandau.end.edit" if end else "spandau.end.add"), icon=ft.Icons.FLAG,
                on_click=self._open_end)))
        return tid("spandau-end", ft.Column(parts, spacing=4, tight=True))

    def _open_end(self) -> None:
        end = self.sheet.end
        self.end = EndDraft.of(end.entry.data if end else None, len(self.sheet.players))
        self.render()

    def _end_draft(self) -> ft.Control:
        t, draft = self.ctx.t, self.end
        assert draft is not None
        end = self.sheet.end
        stale = self._stale("spandau-end-stale", end.entry if end else None, draft.base,
                            self._open_end)

        r = self.render
        modes = [chip(f"spandau-end-mode-{mode}", t(f"spandau.end.mode.{mode}"),
                      draft.mode == mode, then(r, draft.set_mode, mode))
                 for mode in ("pick", "state")]
        if draft.mode == "pick":
            # Switches: their labels wrap on a phone where a chip's was cut off.
            body = [switch_row(f"spandau-end-pick-{END_LABELS[rule][1:]}",
                               f"{END_LABELS[rule]} · "
                               f"{t('spandau.end.short.' + END_LABELS[rule])}",
                               rule in draft.picked, then(r, draft.toggle, rule))
                    for rule, _ in CONDITIONS]
        else:
            body = checklist_controls(self.ctx, "spandau-end", draft.checklist, self.render)
        met = draft.conditions
        result = (t("spandau.end.ended", conditions=condition_names(t, met)) if met
                  else t("spandau.end.not_ended"))
        buttons: list[ft.Control] = [
            tid("spandau-end-save", ft.Button(t("spandau.save"), icon=ft.Icons.CHECK,
                                              on_click=self._save_end)),
            tid("spandau-end-cancel", ft.TextButton(t("spandau.cancel"),
                                                    on_click=self._cancel))]
        if self.sheet.end is not None:
            buttons.append(tid("spandau-end-delete", ft.TextButton(
                t("spandau.delete"), icon=ft.Icons.DELETE, on_click=self._delete_end)))
        return tid("spandau-end", ft.Container(ft.Column([
            ft.Text(t("spandau.sheet.end_title"), weight=ft.FontWeight.BOLD), *stale,
            ft.Row(modes, wrap=True), *body,
            tid("spandau-end-met", ft.Text(result, color=GOOD if met else None)),
            number_stepper("spandau-end-round", draft.round,
                           then_step(r, draft.step_round),
                           on_set=then_step(r, draft.set_round), bounds=ROUND,
                           label=t("spandau.end.round"), label_at="start", t=t),
            ft.Row(buttons, wrap=True)], spacing=6, tight=True),
            padding=ft.Padding.all(8), border=ft.Border.all(1, "#9E9E9E"),
            border_radius=ft.BorderRadius.all(8)))

    def _save_end(self) -> None:
        assert self.end is not None
        if self.sheet.end is None:
            self.ctx.add_entry(self.end.row())
        else:
            self.ctx.update_entry(self.sheet.end.entry.id, self.end.row())
        self._cancel()

    def _delete_end(self) -> None:
        if self.sheet.end is not None:
            self.ctx.delete_entry(self.sheet.end.entry.id)
        self._cancel()


build_sheet = SheetView.build


def _stray_item(view: SheetView, lang: str, can_edit: bool, row: StrayRow
                ) -> tuple[tuple[str, str, str, str, bool], partial[ft.Control]]:
    """A stray row's key (all it shows) and drawing (`Kept.items`)."""
    fault = row.violation
    return ((row.entry.id, fault.rule, fault.message, lang, can_edit),
            partial(view._stray, row.entry.id, fault.rule, fault.message))
