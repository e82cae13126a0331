"""The Spitzweg sheet's chart: running totals per exhibition, from ``score_game``'s rows."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.colours import seat_colours
from companion.games.base import SheetContext
from companion.games.kit import Kept
from companion.games.spitzweg.sheet_model import PadGameSheet, SpitzwegSheet
from companion.views.charts import RunningChart, Series, window


def chart(ctx: SheetContext, sheet: SpitzwegSheet, game: PadGameSheet,
          kept: Kept) -> ft.Control | None:
    """The game's chart, kept while its figures, names and colours are the same."""
    rows = [row.running for row in game.rows if row.valid and row.running]
    if not rows:
        return None
    colours = seat_colours(ctx, sheet.players)
    start = window(len(rows))
    shown = rows[start - 1:] if start else [{}, *rows]
    series = tuple(Series(sheet.names[pid], colours[pid],
                          tuple(running.get(pid, 0) for running in shown))
                   for pid in sheet.players)
    ident = f"spw-{game.number}"
    drawn = kept.frame(("chart", ident, len(series)),
                       partial(RunningChart, ident, len(series), False))
    if drawn.show(ctx.t("spitzweg.chart.running"), series, ctx.t("spitzweg.chart.rows"),
                  start=start):
        kept.changed(drawn.control)
    return drawn.control
