"""Placing influence: the cards a token costs (SP80-INFL-3, A-6) and whether a token may
go on a field (SP80-INFL-4..6, SP80-SETUP-8)."""

from __future__ import annotations

from scorers.common.models import Verdict, Violation
from scorers.spandau.data import CITY_GATES, FIRST_TOKEN_TERRAIN, TOKEN_LEVELS
from scorers.spandau.influence_models import (
    CheckPlacementRequest,
    InfluenceCostRequest,
    InfluenceCostResponse,
)


def lowest_first(left: tuple[int, int, int], count: int) -> tuple[int, ...]:
    """The levels of ``count`` tokens taken lowest level first (A-6), as far as they go."""
    one, two, three = left
    return ((1,) * one + (2,) * two + (3,) * three)[:count]


def influence_cost(request: InfluenceCostRequest) -> InfluenceCostResponse:
    """A token from level l costs l cards, whatever the card types (SP80-INFL-2/3)."""
    faults: list[Violation] = []
    levels: tuple[int, ...] = request.levels
    left = request.left
    if left is not None:
        count = len(levels) if request.count is None else request.count
        on_tableau = sum(left)
        if count > on_tableau:
            faults.append(Violation(rule="SP80-INFL-2", message=(
                f"{count} tokens placed, but only {on_tableau} of this terrain are "
                "on the tableau.")))
        if not levels:
            levels = lowest_first(left, count)
        elif (lowest := lowest_first(left, count)) != tuple(sorted(levels)) \
                or request.options.free_level_choice:
            # Levels taken lowest first never run short, so only other levels are counted.
            short = [level for level, tokens in zip(TOKEN_LEVELS, left, strict=True)
                     if levels.count(level) > tokens]
            if short:
                faults.append(Violation(rule="SP80-INFL-3", message=(
                    f"Not enough tokens left at level {', '.join(map(str, short))}.")))
            elif not request.options.free_level_choice:
                faults.append(Violation(rule="SP80-INFL-3", message=(
                    "Tokens are taken from the lowest level that still has tokens of the "
                    f"terrain: levels {', '.join(map(str, lowest))}.")))
    cards = sum(levels)
    if request.paid is not None and request.paid != cards:
        faults.append(Violation(rule="SP80-INFL-3", message=(
            f"{request.paid} cards discarded, but the tokens cost {cards}.")))
    return InfluenceCostResponse(ok=not faults, violations=tuple(faults), cards=cards,
                                 levels=levels)


def check_placement(request: CheckPlacementRequest) -> Verdict:
    """Terrain and a free field (SP80-INFL-4), a reachable region (SP80-INFL-5), a city
    field for the very first token (SP80-SETUP-8) and the city gates (SP80-INFL-6)."""
    faults: list[Violation] = []
    if request.token_terrain != request.field_terrain:
        faults.append(Violation(rule="SP80-INFL-4", message=(
            f"A {request.token_terrain} token cannot go on a {request.field_terrain} field.")))
    if not request.field_free:
        faults.append(Violation(rule="SP80-INFL-4", message="The field is occupied."))
    if request.first_token:
        if request.field_terrain != FIRST_TOKEN_TERRAIN:
            faults.append(Violation(rule="SP80-SETUP-8", message=(
                "A player's first token goes on a city field.")))
    elif not request.reachable:
        faults.append(Violation(rule="SP80-INFL-5", message=(
            "The region must hold the player's influence or be next to such a region.")))
    gate = CITY_GATES.get(request.city_on_map)
    if request.token_terrain == FIRST_TOKEN_TERRAIN and gate is not None:
        left = request.left_level_1 if gate == 1 else request.left_level_2
        if left:
            faults.append(Violation(rule="SP80-INFL-6", message=(
                f"City token {request.city_on_map + 1} needs every level-{gate} token on "
                f"the map; {left} still on the tableau.")))
    return Verdict.of(faults)
