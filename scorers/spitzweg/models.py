"""Request and response models of the Spitzweg JSON ops (CONTRACT.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from scorers.common.models import Model


class TargetsRequest(Model):
    game: Literal["spitzweg"] = "spitzweg"
    op: Literal["targets"] = "targets"
    players: int
    count: int = Field(ge=0, le=100)


class TargetsResponse(Model):
    targets: tuple[int, ...]
