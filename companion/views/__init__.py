"""The app's screens, one module per route (see companion.app.parse_route)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from companion.views import (
    about,
    history,
    home,
    live,
    new_session,
    player,
    players,
    referee,
    session,
    settings,
    standings,
    stats,
    tables,
)

if TYPE_CHECKING:
    from companion.app import App
    from companion.views.common import Screen

ROUTES: dict[str, Callable[[App, str | None], Screen]] = {
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
}
