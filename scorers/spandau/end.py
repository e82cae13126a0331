"""End conditions (§8.1, SP80-END-1..6): the game ends at once when any is met."""

from __future__ import annotations

from scorers.spandau.data import CAMPAIGNS, END_ARTWORKS, END_LABELS, MAX_PLAYERS
from scorers.spandau.round_models import EndCheckRequest, EndCheckResponse, EndRule


def end_check(request: EndCheckRequest) -> EndCheckResponse:
    """Every end condition the given state meets, in rule order.

    E5 needs every artwork auctioned: ``artworks_left`` counts the one on display too, so
    the last artwork revealed for its auction (``artworks_left`` 1) does not end the game.
    """
    met: dict[EndRule, bool] = {
        "SP80-END-1": request.max_artworks is not None and request.max_artworks >= END_ARTWORKS,
        "SP80-END-2": request.campaigns_done == CAMPAIGNS,
        "SP80-END-3": request.free_fields == 0,
        "SP80-END-4": request.min_tokens_left == 0,
        "SP80-END-5": request.artworks_left == 0,
        "SP80-END-6": request.berlin_can_grow is False and request.players != MAX_PLAYERS,
    }
    conditions = tuple(rule for rule, hit in met.items() if hit)
    return EndCheckResponse(ended=bool(conditions), conditions=conditions,
                            labels=tuple(END_LABELS[rule] for rule in conditions))
