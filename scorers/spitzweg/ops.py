"""The Spitzweg ops of the JSON interface."""

from __future__ import annotations

from scorers.common.ops import OpSpec
from scorers.spitzweg.models import TargetsRequest, TargetsResponse
from scorers.spitzweg.setup import targets


def _targets(request: TargetsRequest) -> TargetsResponse:
    return TargetsResponse(targets=tuple(targets(request.players, request.count)))


OPS: tuple[OpSpec, ...] = (
    OpSpec(TargetsRequest, TargetsResponse, _targets),
)
