"""The Spandau sheet's chart: one bar per player of the genuine artworks that score
(``score_game``), once someone revealed an artwork."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.colours import seat_colours
from companion.games.base import SheetContext
from companion.games.kit import Kept
from companion.games.spandau.sheet_model import SpandauSheet
from companion.views.charts import Stack, parts_chart


def chart(ctx: SheetContext, sheet: SpandauSheet, kept: Kept) -> ft.Control | None:
    """The bars, kept while their figures, names and colours are the same."""
    scored = [p for p in sheet.players if p.score is not None]
    if not sheet.revealed or not scored:
        return None
    colours = seat_colours(ctx, [p.pid for p in sheet.players])
    stacks = tuple(Stack(p.name, colours[p.pid],
                         ((ctx.t("spandau.stat.genuine"), p.score.genuine if p.score else 0),))
                   for p in scored)
    args = ("sp80", ctx.t("spandau.chart.parts"), stacks)
    return kept.draw(("chart", *args), partial(parts_chart, *args))
