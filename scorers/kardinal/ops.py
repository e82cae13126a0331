"""The Kardinal & König ops of the JSON interface (docs/cli.md, plus ``explain_game``)."""

from __future__ import annotations

from scorers.common.ops import OpSpec
from scorers.common.results import ResultsResponse
from scorers.kardinal.explain import explain_game
from scorers.kardinal.explain_models import ExplainGameResponse
from scorers.kardinal.models import (
    CheckTakeRequest,
    ExplainGameRequest,
    ScoreGameRequest,
    ScoreGameResponse,
    TakeVerdict,
)
from scorers.kardinal.results import ResultsRequest, results
from scorers.kardinal.scoring import score_game
from scorers.kardinal.take import check_take

OPS: tuple[OpSpec, ...] = (
    OpSpec(ScoreGameRequest, ScoreGameResponse, score_game, "contract"),
    OpSpec(ExplainGameRequest, ExplainGameResponse, explain_game),
    OpSpec(CheckTakeRequest, TakeVerdict, check_take, "contract"),
    OpSpec(ResultsRequest, ResultsResponse, results),
)
