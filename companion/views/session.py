"""Session: the game's sheet, timer, notes, undo/redo, finish/reopen, history, referee."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import flet as ft

from companion.colours import table_colours
from companion.games.base import (
    SHEET_KEPT,
    RefereeContext,
    RefereeTool,
    SheetContext,
    UnsavedForm,
)
from companion.games.kit import Kept
from companion.i18n import fault_message
from companion.models import Session
from companion.server.sending import unless_gone
from companion.store import StorageError
from companion.theme import focused_field
from companion.views.avatar import name_chip
from companion.views.common import (
    RouteScreen,
    action_button,
    heading,
    icon_button,
    option_value,
    short_game_name,
)
from companion.views.context import ScreenContext
from companion.views.share import share_section
from companion.vm.session import clock_text
from companion.vm.start_draw import start_label_key


class SessionScreen(RouteScreen):
    def __init__(self, app: ScreenContext, session_id: str) -> None:
        t = app.t
        self.vm = app.session_vm(session_id)
        self.session_id = session_id
        self.undo_button = icon_button(ft.Icons.UNDO, t("session.undo"), "undo",
                                       lambda _e: self.undo())
        self.redo_button = icon_button(ft.Icons.REDO, t("session.redo"), "redo",
                                       lambda _e: self.redo())
        history = icon_button(ft.Icons.LIST_ALT, t("session.history"), "edit-history",
                              lambda _e: self.show_history())
        self.editor = app.editor
        self.clock = ft.Text(clock_text(self.vm.timer.seconds()), size=16)
        self.notes = focused_field(ft.TextField(
            label=t("session.notes"), multiline=True, min_lines=2, value=self.vm.session.notes,
            on_blur=self.save_notes,
            read_only=not app.may_edit(self.vm.session.id)))
        self.notes_box = ft.Semantics(identifier="session-notes", content=self.notes)
        self.state = ft.Text()
        self.timer = ft.Row([ft.Icon(ft.Icons.TIMER_OUTLINED),
                             ft.Semantics(identifier="session-timer", content=self.clock),
                             ft.Semantics(identifier="session-state", content=self.state)],
                            wrap=True)
        """The play time (its clock ticks by itself) and the game's state: the same
        controls across redraws (a control is never moved to a new parent)."""
        self._ticking = True
        self.unsaved: str | None = None
        """What the sheet's open form holds unsaved (it tells: `show_unsaved`): Undo takes
        that back first."""
        self.kept: dict[str, Any] = {}
        """The sheet's memory while this screen is shown (`SheetContext.kept`): a form being
        filled in survives the redraws after other phones' edits."""
        self.opened: set[str] = set()
        """The referee panels open on this phone (by tool id)."""
        self.sheet_box = ft.Semantics(identifier="sheet", container=True)
        """The sheet's place: the same control across redraws, so the page finds the
        sheet's kept rows where they were and sends only what changed."""
        self.parts = Kept()
        """The screen's own parts (the seats, the house rules, the referee panels) as
        drawn last time: a redraw after an edit, here or on another phone, sends what
        changed only."""
        self.referee: RefereeContext | None = None
        """The referee tools' context of the latest drawing (read when a panel opens)."""
        self.gone = False
        """The session is no longer stored (deleted on another phone)."""
        super().__init__(app, f"/session/{session_id}",
                         short_game_name(app, self.vm.session.game),
                         [self.undo_button, self.redo_button, history])
        app.run_task(self.tick)

    def changed(self, session: Session) -> None:
        self.vm.accept(session)
        self.refresh()
        # Drawn now: a handler that also showed a snack bar (a referee's "sent") has called
        # update() already, and Flet then skips its redraw after the handler.
        self.app.update()

    def refresh(self) -> None:
        try:
            self.vm.reload()
        except KeyError:
            self.gone = True
            self.render()
            return
        super().refresh()

    def _sheet(self, ctx: SheetContext) -> ft.Control:
        # A sheet that cannot draw its stored rows must not take the whole screen down:
        # the notes, history and backups stay reachable and nothing stored is touched.
        try:
            return self.vm.plugin.build_sheet(ctx)
        except Exception as fault:
            return _unreadable_sheet(self.t, fault)

    def _referee(self, session: Session, tools: Sequence[RefereeTool]) -> list[ft.Control]:
        """The game's referee tools as folded panels, the same controls across redraws. A
        panel's tool is built when it is opened, and again on each redraw only while it is
        open, from the session as it is now: a redraw after another phone's edit does not
        build the tools nobody looks at."""
        self.referee = self.app.referee_context(session.game, session, self.changed)
        panels: list[ft.Control] = []
        for tool in tools:
            tile = self.parts.frame(("panel", tool.id, self.app.lang),
                                    partial(self._panel, tool))
            if tool.id in self.opened:
                tile.controls = [tool.build(self.referee)]
            panels.append(tile)
        return panels

    def _panel(self, tool: RefereeTool) -> ft.ExpansionTile:
        def toggle(event: ft.Event[ft.ExpansionTile]) -> None:
            tile = event.control
            tile.expanded = event.data is True or event.data == "true"
            if tile.expanded and self.referee is not None:
                self.opened.add(tool.id)
                tile.controls = [tool.build(self.referee)]
            else:
                self.opened.discard(tool.id)
                tile.controls = []
            tile.update()

        return ft.ExpansionTile(title=ft.Text(self.t(tool.title_key)),
                                expanded=tool.id in self.opened, controls=[],
                                on_change=toggle)

    async def tick(self) -> None:
        """Show the play time each second; store it now and then (editors only)."""
        while self._ticking:
            await asyncio.sleep(1)
            if not self._ticking:
                break
            self.clock.value = clock_text(self.vm.timer.seconds())
            try:
                self.vm.save_timer(self.editor)
                with unless_gone():
                    self.clock.update()
            except (RuntimeError, StorageError, KeyError):
                pass  # the view left the page, or the next save retries

    def leave(self) -> None:
        self._ticking = False
        self.app.guarded(lambda: self.vm.save_timer(self.editor, force=True))

    def save_notes(self, _e: Any) -> None:
        text = self.notes.value or ""
        if text != self.vm.session.notes:
            self.app.guarded(lambda: self.vm.save_notes(self.editor, text))

    def _undo_state(self) -> None:
        """Undo on while there is something to take back: the open form's change first,
        else the last saved entry edit; its tooltip names which."""
        can = self.app.may_edit(self.vm.session.id) and not self.vm.finished
        button = self.undo_button.content  # type: ignore[attr-defined]
        if self.unsaved is not None and can:
            button.disabled = False
            button.tooltip = self.t("session.undo_unsaved", what=self.unsaved)
        else:
            button.disabled = not (can and self.vm.can_undo())
            button.tooltip = self.vm.undo_label(self.t)

    def show_unsaved(self, what: str | None) -> None:
        """The sheet says what its open form holds unsaved (None: nothing)."""
        if what == self.unsaved:
            return
        self.unsaved = what
        self._undo_state()
        try:
            with unless_gone():
                self.undo_button.update()
        except RuntimeError:
            pass  # being drawn with the screen: the page sends it

    def undo(self) -> None:
        """Take back the open form's last change if it has one, else the last saved entry
        edit; say what was taken back, with the one tap that puts it back."""
        sheet = self.kept.get(SHEET_KEPT)
        if isinstance(sheet, UnsavedForm) and self.app.may_edit(self.vm.session.id):
            what = sheet.unsaved()
            if what is not None:
                back = sheet.take_back_unsaved()
                self.app.notify_undoable(self.t("session.undone_unsaved", what=what),
                                            self.t("session.redo"), back)
                return
        told = self.vm.undone_text(self.t)
        if self.edit(lambda: self.vm.undo(self.editor)):
            # Drawn before the snack bar: showing it updates the page, and Flet then skips
            # its own redraw after this handler.
            self.app.update()
            self.app.notify_undoable(told, self.t("session.redo"), self.redo)

    def redo(self) -> None:
        """Put back the last edit undone; say which, with the one tap that undoes it again."""
        told = self.vm.redone_text(self.t)
        if self.edit(lambda: self.vm.redo(self.editor)):
            self.app.update()
            self.app.notify_undoable(told, self.t("session.undo"), self.undo)

    def finish(self) -> None:
        """End the game, or say what keeps it from ending, in the user's words."""
        def save() -> bool:
            self.vm.save_pending(self.app.page)
            return True

        if not self.app.guarded(save):
            return
        faults = self.vm.finish_faults()
        if not faults:
            self.edit(lambda: self.vm.finish(self.editor))
            # Drawn now: saving the pending counts updated the page within this handler,
            # and Flet then skips its own redraw after it.
            self.app.update()
            return
        lines: list[ft.Control] = [ft.Text(self.t("session.cannot_finish"))]
        for v in faults:
            rule_text = self.app.rule_text(v.rule)
            message = fault_message(self.t, self.app.rule_text, self.app.lang, v.rule,
                                    v.message)
            lines.append(ft.Text(f"{v.rule}: {rule_text}", weight=ft.FontWeight.BOLD))
            if message != rule_text:
                lines.append(ft.Text(message))
        self.app.show_dialog(ft.AlertDialog(
            title=ft.Text(self.t("session.finish")),
            content=ft.Semantics(identifier="finish-refused", container=True, content=ft.Column(
                lines, tight=True, scroll=ft.ScrollMode.AUTO)),
            actions=[ft.TextButton(self.t("common.close"),
                                   on_click=lambda _e: self.app.pop_dialog())]))

    def show_history(self) -> None:
        lines = self.vm.history(self.t)
        content = ft.Column(scroll=ft.ScrollMode.AUTO, tight=True, controls=[
            ft.Text(f"{h.when} · {h.author} · {self.t('action.' + h.action)}"
                    + (f": {h.summary}" if h.summary else "")) for h in lines
        ] or [ft.Text(self.t("session.no_history"))])
        self.app.show_dialog(ft.AlertDialog(
            title=ft.Text(self.t("session.history")), content=content,
            actions=[ft.TextButton(self.t("common.close"),
                                   on_click=lambda _e: self.app.pop_dialog())]))

    def draw(self) -> list[ft.Control]:
        if self.gone:
            return [ft.Text(self.t("session.gone"))]
        t, vm = self.t, self.vm
        session = vm.session
        can = self.app.may_edit(session.id)
        self._undo_state()
        redo = self.redo_button.content  # type: ignore[attr-defined]
        redo.disabled = not (can and not vm.finished and vm.can_redo())
        if self.notes.value != session.notes:
            self.notes.value = session.notes
        state = t("session.finished") if vm.finished else t("session.playing")
        colours = table_colours([seat.player_id for seat in session.seats],
                                self.app.player_colours())
        ctx = self.app.sheet_context(session, self.changed, self.kept, self.show_unsaved,
                                     colours)
        self.parts.round()
        self.state.value = state
        controls: list[ft.Control] = [
            self.timer,
            self.parts.draw(("seats", tuple((seat.name, colours[seat.player_id])
                                            for seat in session.seats)),
                            partial(_seat_chips, session, colours)),
        ]
        # Each part below is kept while what it shows stays (`Kept`): an edit from another
        # phone then sends the sheet's changes only, not these again on every phone.
        if session.start is not None:
            started = t("share.card.started", role=t(start_label_key(session.game)),
                        name=session.start.name)
            controls.append(self.parts.draw(("start", started), lambda: ft.Semantics(
                identifier="session-start", content=ft.Text(started))))
        if not can:
            controls.append(self.parts.draw(("view-only", self.app.lang), lambda: ft.Text(
                t("live.view_only"), color=ft.Colors.ERROR)))
        elif vm.finished:
            controls.append(self.parts.draw(("read-only", self.app.lang), lambda: ft.Semantics(
                identifier="session-read-only", content=ft.Text(
                    t("session.finished_read_only"), italic=True))))
        self.sheet_box.content = self._sheet(ctx)
        controls.append(self.sheet_box)
        controls.append(self.notes_box)
        rules = vm.house_rules()
        if rules:
            controls.append(self.parts.draw(("rules", self.app.lang, tuple(
                (name, repr(value)) for name, value in rules)), partial(
                    _house_rules, t, session.game, rules)))
        tools = vm.plugin.referee_tools()
        if tools:
            controls.append(self.parts.draw(("referee", self.app.lang),
                                            lambda: heading(t("home.referee"))))
            controls += self._referee(session, tools)
        if vm.finished:
            controls += share_section(self.app, session)
            controls.append(self.parts.draw(("reopen", self.app.lang, can), lambda: (
                action_button(t("session.reopen"), "reopen", lambda _e: self.edit(
                    lambda: self.vm.reopen(self.editor)), icon=ft.Icons.REPLAY,
                    disabled=not can))))
        else:
            controls.append(self.parts.draw(("finish", self.app.lang, can), lambda: (
                action_button(t("session.finish"), "finish", lambda _e: self.finish(),
                              icon=ft.Icons.FLAG, filled=True, disabled=not can))))
        return controls


def _seat_chips(session: Session, colours: dict[str, str]) -> ft.Control:
    return ft.Row([name_chip(seat.name, colours[seat.player_id],
                             f"seat-chip-{index}-{colours[seat.player_id][1:]}")
                   for index, seat in enumerate(session.seats)], wrap=True, spacing=10)


def _house_rules(t: Callable[..., str], game: str,
                 rules: Sequence[tuple[str, Any]]) -> ft.Control:
    return ft.Column([heading(t("new.house_rules")), *[
        ft.Text(f"{t(f'{game}.option.{name}')}: {option_value(t, game, name, value)}")
        for name, value in rules]], spacing=12)


def _unreadable_sheet(t: Callable[..., str], fault: Exception) -> ft.Control:
    """Shown instead of a sheet its game cannot draw (e.g. data from an older release)."""
    return ft.Container(ft.Column([
        ft.Text(t("session.sheet_unreadable"), weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR),
        ft.Text(str(fault).splitlines()[0][:300] if str(fault) else type(fault).__name__)]),
        padding=12, border=ft.Border.all(1, ft.Colors.ERROR), border_radius=8)


class GoneScreen(RouteScreen):
    """A session that is not stored (deleted, or a link to none)."""

    def draw(self) -> list[ft.Control]:
        return [ft.Text(self.t("session.gone"))]


def build(app: ScreenContext, session_id: str | None) -> RouteScreen:
    assert session_id is not None
    try:
        return SessionScreen(app, session_id)
    except KeyError:
        return GoneScreen(app, f"/session/{session_id}", app.t("session.gone"))
