"""The Spitzer sheet's chart: this game's running totals per hand, with the 42 line."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.colours import seat_colours
from companion.games.base import SheetContext
from companion.games.kit import Kept
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.games.spitzer.sheet_rows import Game
from companion.views.charts import RunningChart, Series
from scorers.spitzer.data import WIN_POINTS


def chart(ctx: SheetContext, sheet: SpitzerSheet, game: Game, kept: Kept) -> ft.Control | None:
    """The game's chart, kept while its figures, names, colours and words are the same."""
    rows = [row.totals for row in game.rows if row.counted and row.totals]
    if not rows:
        return None
    colours = seat_colours(ctx, sheet.players)
    start = game.score.start
    series = tuple(Series(sheet.names[pid], colours[pid],
                          (start.get(pid, 0), *(totals[pid] for totals in rows)))
                   for pid in sheet.players)
    ident = f"spz-{game.number}"
    drawn = kept.frame(("chart", ident, len(series)),
                       partial(RunningChart, ident, len(series), True))
    if drawn.show(ctx.t("spitzer.chart.running", number=game.number), series,
                  ctx.t("spitzer.chart.hands"), WIN_POINTS,
                  ctx.t("spitzer.chart.target", points=WIN_POINTS)):
        kept.changed(drawn.control)
    return drawn.control
