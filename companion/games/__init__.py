"""Game plugins: ``companion/games/<game>/`` exports ``PLUGIN`` (see `base.GamePlugin`)."""

from __future__ import annotations

import importlib
from functools import cache

from companion.games.base import GamePlugin
from companion.models import GAME_IDS, GameId, Outcome, Session
from companion.results import SessionResults, outcome_of, unscored


@cache
def plugin(game: GameId) -> GamePlugin:
    found: GamePlugin = importlib.import_module(f"companion.games.{game}").PLUGIN
    return found


def plugins() -> list[GamePlugin]:
    return [plugin(game) for game in GAME_IDS]


def session_results(session: Session) -> SessionResults:
    """Each game of ``session`` and who won it: the one answer every screen, card and
    export reads (`companion.results`)."""
    try:
        return plugin(session.game).results(session)
    except Exception:  # History and the exports must never fail on one broken session
        return unscored(session)


def outcome(session: Session) -> Outcome:
    """What the store keeps of ``session``'s games for History and Statistics."""
    return outcome_of(session_results(session))
