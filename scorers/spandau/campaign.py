"""Army moves, campaign rewards (SP80-ARMY-1..4) and harvest coins (SP80-ROUND-4)."""

from __future__ import annotations

from scorers.spandau.data import CAMPAIGN_REWARDS, MIN_PLAYERS, TWO_PLAYER_REWARDS
from scorers.spandau.round_models import (
    ArmyRequest,
    ArmyResponse,
    CampaignPlayer,
    CampaignRewardsRequest,
    CampaignRewardsResponse,
    HarvestCoinsRequest,
    HarvestCoinsResponse,
)


def army(request: ArmyRequest) -> ArmyResponse:
    """Advance by the military symbols plus the shield bonus; stop on the last square and
    lose the rest (SP80-ARMY-1, SP80-ARMY-2)."""
    reach = request.progress + request.military + request.shield_bonus
    progress = min(reach, request.track)
    return ArmyResponse(progress=progress, finished=progress == request.track,
                        lost=reach - progress)


def harvest_coins(request: HarvestCoinsRequest) -> HarvestCoinsResponse:
    """One coin per coin symbol on the tableau and played cards, plus the coin shield."""
    return HarvestCoinsResponse(coins=request.tableau + request.cards + request.shield)


def _criterion(upper: CampaignPlayer, lower: CampaignPlayer) -> str:
    """Why ``upper`` ranks above ``lower``: progress, else palace, else turn order."""
    if upper.progress != lower.progress:
        return "progress"
    return "palace" if upper.palace != lower.palace else "turn_order"


def campaign_rewards(request: CampaignRewardsRequest) -> CampaignRewardsResponse:
    """Reward 1 to the finisher, rewards 2 and 3 down the ranking (SP80-ARMY-4).

    Only the other participants (progress 1+, A-3) are ranked: by progress, ties by higher
    palace level, then by turn order from the starting player. A reward without a
    participant to take it stays unused (A-18), unless the house rule ``rank_all_players``
    ranks everyone. Reward 3 is not used with 2 players. Every participant draws an
    artwork (SP80-ARMY-3).
    """
    options = request.options
    players = request.players
    marker = options.any_marker_participates
    part = {p.name for p in players
            if p.progress or p.name == request.finisher or (marker and p.marker)}
    finisher = next(p for p in players if p.name == request.finisher)
    # Turn order breaks the last tie: a stable sort keeps the entered order.
    others = sorted(
        (p for p in players if p is not finisher
         and (options.rank_all_players or p.name in part)),
        key=lambda p: (-p.progress, -p.palace))
    ranked = [finisher, *others]
    count = TWO_PLAYER_REWARDS if len(players) == MIN_PLAYERS else CAMPAIGN_REWARDS
    last = len(ranked) - 1
    ranking = [
        {"name": player.name, "reward": place + 1 if place < count else None,
         "artwork": player.name in part,
         "decided_by": "finisher" if place == 0 else (
             _criterion(player, ranked[place + 1]) if place < last else None)}
        for place, player in enumerate(ranked)]
    return CampaignRewardsResponse.model_validate({
        "ranking": ranking, "rewards": [r["name"] for r in ranking[:count]],
        "artworks": [p.name for p in players if p.name in part],
        "unused": list(range(len(ranked) + 1, count + 1))})
