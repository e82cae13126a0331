"""The shape of every game screen: a column drawn again from its view-model after each
local change (the page redraws after an event handler, so ``render`` never updates)."""

from __future__ import annotations

from typing import Generic, TypeVar

import flet as ft

from companion.games.base import Context, SheetContext

C = TypeVar("C", bound=Context)
M = TypeVar("M")


class Screen(Generic[C]):
    """A screen over its context ``ctx``: ``draw`` gives its controls from the state, and
    ``render`` puts them on the screen again. A subclass that sets up state in its own
    ``__init__`` calls ``super().__init__`` last, which draws it the first time."""

    def __init__(self, ctx: C, spacing: int = 12) -> None:
        self.ctx = ctx
        self.root = ft.Column(spacing=spacing)
        self.render()

    def render(self) -> None:
        self.root.controls = self.draw()

    def draw(self) -> list[ft.Control]:
        raise NotImplementedError

    @classmethod
    def build(cls, ctx: C) -> ft.Control:
        """The screen's control, as a plugin hands it to the shell."""
        return cls(ctx).root


class SheetScreen(Screen[SheetContext], Generic[M]):
    """A game's score sheet: its model ``sheet`` is computed again from the session (by the
    rules core) before each drawing, so the sheet shows what is stored."""

    sheet: M

    def render(self) -> None:
        self.sheet = self.model()
        super().render()

    def model(self) -> M:
        raise NotImplementedError
