"""The Kardinal sheet's chart: one bar per player, stacked from the parts of the total
(carry, chains, law tablets) as ``score_game`` computed them."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.colours import seat_colours
from companion.games.base import SheetContext
from companion.games.kardinal.sheet_model import KardinalSheet
from companion.games.kit import Kept
from companion.views.charts import Stack, parts_chart


def chart(ctx: SheetContext, sheet: KardinalSheet, kept: Kept) -> ft.Control | None:
    """The chart, kept while its parts, names and colours are the same."""
    columns = [sheet.columns[pid] for pid in sheet.players]
    if any(c.total.value is None for c in columns):
        return None
    colours = seat_colours(ctx, sheet.players)
    t = ctx.t
    stacks = tuple(Stack(c.name, colours[c.pid], (
        (t("kardinal.sheet.carry"), c.carry.value or 0),
        (t("kardinal.sheet.chains"), c.chains.value or 0),
        (t("kardinal.sheet.tablets"), c.tablets.value or 0))) for c in columns)
    args = ("kk", t("kardinal.chart.parts"), stacks)
    return kept.draw(("chart", *args), partial(parts_chart, *args))
