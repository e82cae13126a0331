"""Army moves, campaign rewards (SP80-ARMY-1..4) and harvest coins (SP80-ROUND-4)."""

from __future__ import annotations

from scorers.spandau.data import CAMPAIGN_REWARDS, MIN_PLAYERS, TWO_PLAYER_REWARDS
from scorers.spandau.round_models import (
    ArmyRequest,
    ArmyResponse,
    CampaignPlayer,
    CampaignRank,
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

    The others rank by progress, ties by higher palace level, then by turn order from the
    starting player; all are ranked (A-18) unless ``rank_participants_only``. Reward 3 is
    not used with 2 players. Every participant (progress 1+, A-3) draws an artwork.
    """
    options = request.options

    def takes_part(player: CampaignPlayer) -> bool:
        return (player.progress >= 1 or player.name == request.finisher
                or (options.any_marker_participates and player.marker))

    finisher = next(p for p in request.players if p.name == request.finisher)
    order = {p.name: index for index, p in enumerate(request.players)}
    others = sorted(
        (p for p in request.players if p is not finisher
         and (takes_part(p) or not options.rank_participants_only)),
        key=lambda p: (-p.progress, -p.palace, order[p.name]))
    ranked = [finisher, *others]
    count = TWO_PLAYER_REWARDS if len(request.players) == MIN_PLAYERS else CAMPAIGN_REWARDS
    ranking = tuple(
        CampaignRank(
            name=player.name, reward=place + 1 if place < count else None,
            artwork=takes_part(player),
            decided_by="finisher" if place == 0 else (
                _criterion(player, ranked[place + 1]) if place + 1 < len(ranked) else None))
        for place, player in enumerate(ranked))
    return CampaignRewardsResponse(
        ranking=ranking, rewards=tuple(r.name for r in ranking if r.reward is not None),
        artworks=tuple(p.name for p in request.players if takes_part(p)))
