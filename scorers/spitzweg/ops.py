"""The Spitzweg ops of the JSON interface (docs/cli.md, plus ``solve`` and ``score_game``)."""

from __future__ import annotations

from scorers.common.models import Verdict
from scorers.common.ops import OpSpec
from scorers.common.results import ResultsResponse
from scorers.spitzweg.game import score_game
from scorers.spitzweg.game_models import ScoreGameRequest, ScoreGameResponse
from scorers.spitzweg.layout import check_layout
from scorers.spitzweg.models import (
    CheckLayoutRequest,
    CheckTurnRequest,
    ScoreExhibitionRequest,
    ScoreExhibitionResponse,
    SolveRequest,
    SolveResponse,
    TargetsRequest,
    TargetsResponse,
    TurnVerdict,
)
from scorers.spitzweg.results import ResultsRequest, results
from scorers.spitzweg.scoring import score_exhibition
from scorers.spitzweg.setup import targets
from scorers.spitzweg.solver import solve
from scorers.spitzweg.turn import check_turn


def _targets(request: TargetsRequest) -> TargetsResponse:
    return TargetsResponse(targets=tuple(targets(request.players, request.count)))


OPS: tuple[OpSpec, ...] = (
    OpSpec(TargetsRequest, TargetsResponse, _targets, "contract"),
    OpSpec(CheckLayoutRequest, Verdict, check_layout, "contract"),
    OpSpec(CheckTurnRequest, TurnVerdict, check_turn, "contract"),
    OpSpec(ScoreExhibitionRequest, ScoreExhibitionResponse, score_exhibition, "contract"),
    OpSpec(SolveRequest, SolveResponse, solve, "search"),
    OpSpec(ScoreGameRequest, ScoreGameResponse, score_game),
    OpSpec(ResultsRequest, ResultsResponse, results),
)
