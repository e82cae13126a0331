"""The shape of every screen, the app's and the games': a column drawn again from its
state after each change (the page redraws after an event handler). `Screen` is the one base:
a game's screen derives from it over its game context, an app's route screen
(`companion.views.common.RouteScreen`) over the screen context and adds its View and app
bar. A score sheet is kept while its session's screen is shown, and sends its own redraws
(`SheetScreen`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

import flet as ft

from companion.games.base import SHEET_KEPT, SheetContext
from companion.games.kit.controls import is_wide
from companion.games.kit.focus import drawing_for
from companion.games.kit.kept import Kept

C = TypeVar("C")
"""The screen's context: a game's (`Context`, `SheetContext`, `RefereeContext`) or the
app's (`companion.views.context.ScreenContext`)."""
M = TypeVar("M")
KEPT = SHEET_KEPT
"""Where a sheet screen keeps itself in its context's ``kept``."""


class Screen(Generic[C]):
    """A screen over its context ``ctx``: ``draw`` gives its controls from the state, and
    ``render`` puts them on the screen again, the one way any screen is drawn (for its
    page: `drawing_for`). A subclass that sets up state in its own ``__init__`` calls
    ``super().__init__`` last, which draws it the first time; one that sets ``root`` before
    keeps its own column."""

    root: ft.Column

    def __init__(self, ctx: C, spacing: int = 12) -> None:
        self.ctx = ctx
        if not hasattr(self, "root"):
            self.root = ft.Column(spacing=spacing)
        self.render()

    def render(self) -> None:
        with drawing_for(getattr(self.ctx, "page", None)):
            self.root.controls = self.draw()

    @property
    def wide(self) -> bool:
        """Drawn on a wide window (a laptop, `controls.WIDE`); the app draws the screen
        again when the window is resized across that width."""
        return is_wide(getattr(getattr(self.ctx, "page", None), "width", None))

    def draw(self) -> list[ft.Control]:
        raise NotImplementedError

    @classmethod
    def build(cls, ctx: C) -> ft.Control:
        """The screen's control, as a plugin hands it to the shell."""
        return cls(ctx).root


@ft.control("Column", isolated=True)  # type: ignore[arg-type]
class SheetColumn(ft.Column):
    """A score sheet's column (`SheetScreen.root`), isolated: it sends its own changes."""


class SheetScreen(Screen[SheetContext], Generic[M]):
    """A game's score sheet: its model ``sheet`` is computed again from the session (by the
    rules core) before each drawing, so the sheet shows what is stored."""

    sheet: M
    form: object = None
    """The form open on the sheet, if any; one with a ``sheet`` follows each new model."""

    def __init__(self, ctx: SheetContext, spacing: int = 12) -> None:
        self.root = SheetColumn(spacing=spacing)
        """The sheet's column: a page update steps over it, since the sheet sends what it
        changes itself (`render`)."""
        self.kept = Kept(slots=True)
        """The sheet's rows (and other parts) as drawn last time, reused while unchanged."""
        self.drawings = 0
        """How often the sheet was drawn (`saving` tells by it whether a save drew it)."""
        super().__init__(ctx, spacing)

    def saving(self, save: Callable[[], object]) -> None:
        """Run ``save`` with the form closed: the session screen draws the sheet again with
        the saved row, once, without the form. A save that was refused (the context's
        session is the same) leaves the form open as it was, with what was typed."""
        form, before, drawn = self.form, self.ctx.session, self.drawings
        self.close_form()
        save()
        if self.ctx.session is before:
            self.form = form
            self.render()
        elif self.drawings == drawn:  # a context whose save draws nothing (no session screen)
            self.render()

    def close_form(self) -> None:
        """Forget the open form (a sheet with more kinds of forms forgets them all)."""
        self.form = None

    def unsaved(self) -> str | None:
        """What the open form holds unsaved (`companion.games.base.UnsavedForm`): an open
        form that was changed (one that tells by ``touched``), else nothing."""
        if self.form is None or not self.ctx.can_edit or not getattr(self.form, "touched", True):
            return None
        return self.ctx.t("session.unsaved_form")

    def form_state(self) -> object:
        """What makes up the open form (a sheet with more than ``form`` adds its parts)."""
        return self.form

    def restore_form(self, state: object) -> None:
        """The form as `form_state` gave it."""
        self.form = state

    def take_back_unsaved(self) -> Callable[[], None]:
        """Close the form with its change (a sheet that keeps steps takes back one); the
        answer opens it again as it was."""
        state = self.form_state()
        self.close_form()
        self.render()

        def back() -> None:
            self.restore_form(state)
            self.render()

        return back

    def render(self) -> None:
        """Draw the sheet again from the stored rows, and send it when it is on a page: a
        handler that saved has had the whole page sent already (`changed` in the session
        screen), and what it changes afterwards (the form it closes) must follow. Rows
        drawn through ``self.kept`` are the controls already on the screen while they show
        the same, so only what changed is built and sent."""
        self.drawings += 1
        self.sheet = self.model()
        if self.form is not None and hasattr(self.form, "sheet"):
            self.form.sheet = self.sheet
        self.kept.round()
        super().render()
        self.ctx.show_unsaved(self.unsaved())
        try:
            page = self.root.page
        except RuntimeError:
            return  # being built, or drawn without a page (unit tests)
        # The parts drawn anew in place go first: an update of the column around them
        # would take their change as seen without looking inside (they are isolated).
        page.update(*self.kept.sent(), self.root)

    @classmethod
    def build(cls, ctx: SheetContext) -> ft.Control:
        """The sheet's control. The session screen draws it again after every change, here
        or on another phone: the screen it drew before is drawn again with the new context
        (``ctx.kept``), so a form being filled in, a draft or the player shown stays as it
        was, now over the stored rows as they are. Its column is the same control, so the
        page finds the kept rows where they were."""
        kept = ctx.kept.get(KEPT)
        if type(kept) is not cls:
            screen = cls(ctx)
            ctx.kept[KEPT] = screen
            return screen.root
        assert isinstance(kept, SheetScreen)
        kept.ctx = ctx
        kept.render()
        return kept.root

    def model(self) -> M:
        raise NotImplementedError
