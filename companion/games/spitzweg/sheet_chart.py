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
          kept: Kept) -> ft.Control:
    """The game's chart, kept while its figures, names and colours are the same; hidden
    while the game has no counted row yet (kept all the same: a first row taken back and
    saved again shows it again in place, rather than sending it anew)."""
    ident = f"spw-{game.number}"
    drawn = kept.frame(("chart", ident, len(sheet.players)),
                       partial(RunningChart, ident, len(sheet.players), False))
    rows = [row.running for row in game.rows if row.valid and row.running]
    drawn.control.visible = bool(rows)
    if not rows:
        return drawn.control
    colours = seat_colours(ctx, sheet.players)
    start = window(len(rows))
    shown = rows[start - 1:] if start else [{}, *rows]
    series = tuple(Series(sheet.names[pid], colours[pid],
                          tuple(running.get(pid, 0) for running in shown))
                   for pid in sheet.players)
    if drawn.show(ctx.t("spitzweg.chart.running"), series, ctx.t("spitzweg.chart.rows"),
                  start=start):
        kept.changed(drawn.control)
    return drawn.control
