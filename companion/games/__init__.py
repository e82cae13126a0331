"""Game plugins: ``companion/games/<game>/`` exports ``PLUGIN`` (see `base.GamePlugin`).

While a game's own package is not installed the built-in points sheet stands in for it.
"""

from __future__ import annotations

import importlib
from functools import cache

from companion.games.base import GamePlugin
from companion.models import GAME_IDS, GameId


@cache
def plugin(game: GameId) -> GamePlugin:
    name = f"companion.games.{game}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise  # the game's package exists but is broken: do not hide that
        from companion.games.generic import generic_plugin

        return generic_plugin(game)
    found: GamePlugin = module.PLUGIN
    return found


def plugins() -> list[GamePlugin]:
    return [plugin(game) for game in GAME_IDS]
