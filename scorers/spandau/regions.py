"""Regions of the entered map: adjacency (§1.1) and the active-card limit they give
(SP80-CARD-1, SP80-CARD-4)."""

from __future__ import annotations

from scorers.common.models import Violation
from scorers.spandau.influence_models import (
    AdjacentRequest,
    AdjacentResponse,
    CardLimitRequest,
    CardLimitResponse,
)


def adjacent(request: AdjacentRequest) -> AdjacentResponse:
    """Neighbours if either region lists the other; a region is not its own neighbour."""
    a, b = request.a, request.b
    return AdjacentResponse(adjacent=a != b and (
        b in request.regions[a] or a in request.regions[b]))


def card_limit(request: CardLimitRequest) -> CardLimitResponse:
    """After optional discards, the active cards with the new one may not exceed the
    regions the player controls (SP80-CARD-1, SP80-CARD-4)."""
    after = request.active - request.discard + 1
    faults: list[Violation] = []
    if after > request.controlled:
        faults.append(Violation(rule="SP80-CARD-4", message=(
            f"{after} active cards after the play, but {request.controlled} controlled "
            "regions allow only that many.")))
    return CardLimitResponse(ok=not faults, violations=tuple(faults),
                             limit=request.controlled, active_after=after)
