"""What a Spitzweg score-sheet row stores: exactly what was entered at the table.

Two entry kinds (``Entry.kind``):

``exhibition`` — one exhibition, either as plain sums or as its grid:
    ``{"source": "sums", "pad_game": 1, "scores": {player_id: int}, "closer": player_id |
    null, "overflow": "B2" | null, "final": false, "closer_unknown": false}``
        each player's exhibition score as the pad has it (the closer's already doubled);
        closer and overflow card are the row's markers. ``closer_unknown`` (optional) marks a
        row carried over from the first release, which did not note the closer: it counts as
        entered without asking for one (saving the row from the form asks again).
    ``{"source": "grid", "pad_game": 1, "target": 15, "cells": [{"x", "y", "card",
    "owner": token colour | null}], "closer": token colour | null, "overflow": {"x", "y"} |
    null, "final": false}``
        the exhibition as laid out (from the exhibition editor); the scores are computed by
        ``scorers.spitzweg.score_exhibition`` every time the sheet is shown.
``hand`` — the cards-in-hand row at game end:
    ``{"pad_game": 1, "penalty": {player_id: int}}``, the points each player loses (SPW-SCORE-6).

``pad_game`` is 1, or 2 for the second game on the 2-player pad (rules §10).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Discriminator, Field, Tag, TypeAdapter

from companion.rows import Row as BaseRow
from companion.rows import shape_of
from scorers.spitzweg.models import Card, Cell, Point, Token

EXHIBITION = "exhibition"
HAND = "hand"
PAD_GAMES_TWO_PLAYERS = 2
"""The 2-player side of the pad holds two games (rules §1.3, §10)."""

PadGame = Annotated[int, Field(ge=1, le=PAD_GAMES_TWO_PLAYERS)]


class SumsRow(BaseRow):
    kind: Literal["exhibition"] = Field(default="exhibition", exclude=True)
    source: Literal["sums"] = "sums"
    pad_game: PadGame = 1
    scores: dict[str, int]
    closer: str | None = None
    overflow: Card | None = None
    final: bool = False
    closer_unknown: bool = False


class GridRow(BaseRow):
    kind: Literal["exhibition"] = Field(default="exhibition", exclude=True)
    source: Literal["grid"]
    pad_game: PadGame = 1
    target: int = Field(ge=1)
    cells: tuple[Cell, ...]
    closer: Token | None = None
    overflow: Point | None = None
    final: bool = False


class HandRow(BaseRow):
    kind: Literal["hand"] = Field(default="hand", exclude=True)
    pad_game: PadGame = 1
    penalty: dict[str, Annotated[int, Field(ge=0)]]


ExhibitionRow = SumsRow | GridRow
TypedExhibition = Annotated[Annotated[SumsRow, Tag("sums")] | Annotated[GridRow, Tag("grid")],
                            Discriminator(shape_of("source", "sums", "grid"))]
Row = Annotated[TypedExhibition | HandRow, Field(discriminator="kind")]
ROWS: TypeAdapter[Row] = TypeAdapter(Row)
"""Every row a Spitzweg sheet stores (``plugin.rows``)."""

