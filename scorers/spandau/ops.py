"""The Spandau 1780 ops of the JSON interface (docs/cli.md, plus the calculators the score
sheet and the referee share)."""

from __future__ import annotations

from scorers.common.models import Verdict
from scorers.common.ops import OpSpec
from scorers.common.results import ResultsResponse
from scorers.spandau.artwork_models import (
    ArtistChecksRequest,
    ArtistChecksResponse,
    CheckSetupRequest,
    ForgeryRemovalRequest,
    ForgeryRemovalResponse,
    ScoreGameRequest,
    ScoreGameResponse,
)
from scorers.spandau.artworks import artist_checks, check_setup, forgery_removal
from scorers.spandau.auction import check_bid, payment
from scorers.spandau.auction_models import (
    CheckBidRequest,
    CheckBidResponse,
    PaymentRequest,
    PaymentResponse,
)
from scorers.spandau.berlin import berlin, displacement
from scorers.spandau.campaign import army, campaign_rewards, harvest_coins
from scorers.spandau.end import end_check
from scorers.spandau.influence import check_placement, influence_cost
from scorers.spandau.influence_models import (
    AdjacentRequest,
    AdjacentResponse,
    BerlinRequest,
    BerlinResponse,
    CardLimitRequest,
    CardLimitResponse,
    CheckPlacementRequest,
    DisplacementRequest,
    DisplacementResponse,
    InfluenceCostRequest,
    InfluenceCostResponse,
)
from scorers.spandau.palace import palace
from scorers.spandau.regions import adjacent, card_limit
from scorers.spandau.results import ResultsRequest, results
from scorers.spandau.round_models import (
    ArmyRequest,
    ArmyResponse,
    CampaignRewardsRequest,
    CampaignRewardsResponse,
    EndCheckRequest,
    EndCheckResponse,
    HarvestCoinsRequest,
    HarvestCoinsResponse,
    PalaceRequest,
    PalaceResponse,
)
from scorers.spandau.scoring import score_game

OPS: tuple[OpSpec, ...] = (
    OpSpec(ScoreGameRequest, ScoreGameResponse, score_game, "contract"),
    OpSpec(PaymentRequest, PaymentResponse, payment, "contract"),
    OpSpec(InfluenceCostRequest, InfluenceCostResponse, influence_cost, "contract"),
    OpSpec(EndCheckRequest, EndCheckResponse, end_check, "contract"),
    OpSpec(CheckBidRequest, CheckBidResponse, check_bid),
    OpSpec(CheckPlacementRequest, Verdict, check_placement),
    OpSpec(DisplacementRequest, DisplacementResponse, displacement),
    OpSpec(BerlinRequest, BerlinResponse, berlin),
    OpSpec(AdjacentRequest, AdjacentResponse, adjacent),
    OpSpec(CardLimitRequest, CardLimitResponse, card_limit),
    OpSpec(PalaceRequest, PalaceResponse, palace),
    OpSpec(CampaignRewardsRequest, CampaignRewardsResponse, campaign_rewards),
    OpSpec(ArmyRequest, ArmyResponse, army),
    OpSpec(HarvestCoinsRequest, HarvestCoinsResponse, harvest_coins),
    OpSpec(ArtistChecksRequest, ArtistChecksResponse, artist_checks),
    OpSpec(ForgeryRemovalRequest, ForgeryRemovalResponse, forgery_removal),
    OpSpec(CheckSetupRequest, Verdict, check_setup),
    OpSpec(ResultsRequest, ResultsResponse, results),
)
