"""The Spitzer ops of the JSON interface (docs/cli.md, plus ``record_hand``)."""

from __future__ import annotations

from scorers.common.models import Verdict
from scorers.common.ops import OpSpec
from scorers.common.results import ResultsResponse
from scorers.spitzer.calls import check_call
from scorers.spitzer.game import score_game
from scorers.spitzer.models import (
    CheckCallRequest,
    CheckPlayRequest,
    LegalCardsRequest,
    LegalCardsResponse,
    PlayVerdict,
    ScoreHandRequest,
    ScoreHandResponse,
    TrickWinnerRequest,
    TrickWinnerResponse,
)
from scorers.spitzer.play import check_play, legal_cards, trick_winner
from scorers.spitzer.record_models import RecordHandRequest, RecordHandResponse
from scorers.spitzer.referee import record_hand
from scorers.spitzer.results import ResultsRequest, results
from scorers.spitzer.scoring import score_hand
from scorers.spitzer.sheet_models import ScoreGameRequest, ScoreGameResponse

OPS: tuple[OpSpec, ...] = (
    OpSpec(TrickWinnerRequest, TrickWinnerResponse, trick_winner, "contract"),
    OpSpec(LegalCardsRequest, LegalCardsResponse, legal_cards, "contract"),
    OpSpec(CheckPlayRequest, PlayVerdict, check_play, "contract"),
    OpSpec(CheckCallRequest, Verdict, check_call, "contract"),
    OpSpec(ScoreHandRequest, ScoreHandResponse, score_hand, "contract"),
    OpSpec(ScoreGameRequest, ScoreGameResponse, score_game, "contract"),
    OpSpec(RecordHandRequest, RecordHandResponse, record_hand),
    OpSpec(ResultsRequest, ResultsResponse, results),
)
