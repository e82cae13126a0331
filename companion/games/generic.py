"""The built-in points sheet: one row of points per player per round, highest total wins.

It stands in for a game whose own sheet (``companion/games/<game>/``) is not installed, so
every game can be played and kept in History from the first day.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import flet as ft

from companion.games.base import GameInfo, RefereeTool, SheetContext
from companion.models import Entry, GameId, Outcome, Session

POINTS = "points"
POINT_LIMIT = 100_000
"""Larger numbers are typing slips, not scores."""

INFOS: dict[GameId, GameInfo] = {
    "spitzweg": GameInfo("spitzweg", 2, 4, colours=("yellow", "white", "grey", "purple")),
    "kardinal": GameInfo("kardinal", 3, 5),
    "spitzer": GameInfo("spitzer", 4, 4),
    "spandau": GameInfo("spandau", 2, 5),
}


def round_points(entry: Entry, session: Session) -> dict[str, int]:
    """The points of one round per seated player; anything unreadable counts as 0."""
    raw = entry.data.get(POINTS, {}) if entry.kind == POINTS else {}
    points: dict[str, int] = {}
    for seat in session.seats:
        value = raw.get(seat.player_id, 0) if isinstance(raw, dict) else 0
        points[seat.player_id] = value if isinstance(value, int) else 0
    return points


def parse_points(texts: dict[str, str]) -> dict[str, int] | str:
    """Points typed per player_id, or the i18n key of what is wrong (empty counts as 0)."""
    points: dict[str, int] = {}
    for player_id, text in texts.items():
        text = text.strip() or "0"
        try:
            value = int(text)
        except ValueError:
            return "generic.error.number"
        if abs(value) > POINT_LIMIT:
            return "generic.error.too_large"
        points[player_id] = value
    return points


class GenericPlugin:
    def __init__(self, info: GameInfo) -> None:
        self.info = info

    def outcome(self, session: Session) -> Outcome:
        totals = {seat.player_id: 0 for seat in session.seats}
        for entry in session.entries:
            for player_id, value in round_points(entry, session).items():
                totals[player_id] += value
        if not session.entries or not totals:
            return Outcome(totals=totals)
        best = max(totals.values())
        winners = tuple(pid for pid, value in totals.items() if value == best)
        return Outcome(totals=totals, winners=winners, complete=session.finished_at is not None)

    def build_sheet(self, ctx: SheetContext) -> ft.Control:
        from companion.games.generic_sheet import build_points_sheet

        return build_points_sheet(self, ctx)

    def referee_tools(self) -> Sequence[RefereeTool]:
        return ()

    def describe_entry(self, entry: Entry, session: Session) -> str:
        points = round_points(entry, session)
        return ", ".join(f"{seat.name} {points[seat.player_id]}" for seat in session.seats)


def generic_plugin(game: GameId) -> GenericPlugin:
    return GenericPlugin(INFOS[game])


def points_data(points: dict[str, int]) -> dict[str, Any]:
    return {POINTS: dict(points)}
