"""The shape of every game screen: a column drawn again from its view-model after each
local change (the page redraws after an event handler, so ``render`` never updates)."""

from __future__ import annotations

from typing import Generic, TypeVar

import flet as ft

from companion.games.base import Context

C = TypeVar("C", bound=Context)


class Screen(Generic[C]):
    """A screen over its context ``ctx``; a subclass sets up its own state, then calls
    ``super().__init__``, which draws it the first time."""

    def __init__(self, ctx: C, spacing: int = 12) -> None:
        self.ctx = ctx
        self.root = ft.Column(spacing=spacing)
        self.render()

    def render(self) -> None:
        raise NotImplementedError

    @classmethod
    def build(cls, ctx: C) -> ft.Control:
        """The screen's control, as a plugin hands it to the shell."""
        return cls(ctx).root
