"""The Spandau sheet's chart: one bar per player of the genuine artworks that score
(``score_game``), once someone revealed an artwork."""

from __future__ import annotations

import flet as ft

from companion.colours import seat_colours
from companion.games.base import SheetContext
from companion.games.spandau.sheet_model import SpandauSheet
from companion.views.charts import Stack, parts_chart


def chart(ctx: SheetContext, sheet: SpandauSheet) -> ft.Control | None:
    scored = [p for p in sheet.players if p.score is not None]
    if not sheet.revealed or not scored:
        return None
    colours = seat_colours(ctx, [p.pid for p in sheet.players])
    stacks = [Stack(p.name, colours[p.pid],
                    ((ctx.t("spandau.stat.genuine"), p.score.genuine if p.score else 0),))
              for p in scored]
    return parts_chart("sp80", ctx.t("spandau.chart.parts"), stacks)
