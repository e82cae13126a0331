"""Game plugins: ``companion/games/<game>/`` exports ``PLUGIN`` (see `base.GamePlugin`)."""

from __future__ import annotations

import importlib
from functools import cache

from companion.games.base import GamePlugin
from companion.models import GAME_IDS, GameId


@cache
def plugin(game: GameId) -> GamePlugin:
    found: GamePlugin = importlib.import_module(f"companion.games.{game}").PLUGIN
    return found


def plugins() -> list[GamePlugin]:
    return [plugin(game) for game in GAME_IDS]
