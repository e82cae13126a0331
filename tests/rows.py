"""Rows and house rules in their stored shape, for tests that write a sheet as its files
hold it (any game, or a store opened without the games' row types)."""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict

from companion.games import plugin
from companion.models import GameId
from companion.options import HouseRules
from companion.rows import Row


class AsStored(Row):
    """A row given by its ``kind`` and stored ``data``: the store checks it against the
    session's game as it checks every row (`companion.store.checks.check_row`)."""

    model_config = ConfigDict(extra="allow")


def as_row(kind: str, data: dict[str, Any]) -> Row:
    """The row of ``kind`` whose stored data is ``data``."""
    return AsStored(kind=kind, **data)


def house_rules(game: GameId, **chosen: Any) -> HouseRules:
    """``game``'s house rules with ``chosen`` set (its model: ``GamePlugin.options``)."""
    return plugin(game).options.model_validate(chosen)
