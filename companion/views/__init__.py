"""The app's screens, one module per route (see companion.app.parse_route)."""

from __future__ import annotations

from collections.abc import Callable

from companion.views import (
    about,
    history,
    home,
    live,
    new_session,
    player,
    players,
    projector,
    referee,
    season,
    session,
    settings,
    standings,
    stats,
    tables,
)
from companion.views.common import RouteScreen
from companion.views.context import ScreenContext

ROUTES: dict[str, Callable[[ScreenContext, str | None], RouteScreen]] = {
    "home": home.build,
    "new": new_session.build,
    "session": session.build,
    "referee": referee.build,
    "history": history.build,
    "stats": stats.build,
    "players": players.build,
    "player": player.build,
    "settings": settings.build,
    "live": live.build,
    "about": about.build,
    "league": tables.build,
    "tables": tables.build_list,
    "standings": standings.build,
    "projector": projector.build,
    "season": season.build,
}
