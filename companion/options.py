"""Typed house rules: the options a session is played with, as its game's model.

Each game declares its house rules as one pydantic model (``GamePlugin.options``, built from
its `OptionSpec` list by `companion.games.base.house_rules`). The model goes in through the
doors (``create_session``, ``set_options``) and is stored as ``Session.options``: the fields
it was given, as JSON values, exactly as the files have always held them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import ConfigDict

from scorers.common.models import Model


class HouseRules(Model):
    """The base of every game's house-rules model; ``game`` names the game it belongs to."""

    model_config = ConfigDict(frozen=True, extra="forbid", ser_json_inf_nan="constants")
    """A number that JSON cannot hold stays as it is in the dump: the store refuses it."""

    game: ClassVar[str] = ""


def options_data(options: HouseRules | None, game: str) -> dict[str, Any]:
    """What the store keeps of ``options`` for a session of ``game`` (``Session.options``);
    ValueError naming the options when they are not that game's house rules."""
    if options is None:
        return {}
    if not isinstance(options, HouseRules):
        raise ValueError(f"options: a session's house rules must be its game's model, not a "
                         f"{type(options).__name__}; nothing was saved.")
    if options.game != game:
        raise ValueError(f"options: the house rules of {options.game or 'no game'} do not fit "
                         f"a {game} session; nothing was saved.")
    return options.model_dump(mode="json", exclude_unset=True)
