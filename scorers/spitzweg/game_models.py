"""Request and response models of ``score_game``: the whole Spitzweg score pad (rules §10).

A pad row is one of three kinds, told apart by the keys it carries:

* an exhibition as ``score_exhibition`` takes it (``exhibition`` cells, ``closer``,
  ``overflow`` cell, ``final``, ``hands`` on a final one), scored by the core;
* an exhibition as the pad has it (``scores`` per player with the closer's ×2 already
  applied, ``closer``, ``overflow`` card code, ``final``);
* the cards left in hand at game end (``hands`` as cards, or ``penalty`` as points lost).

Facts about one row (a bad overflow card, a hand row before the final exhibition) are not
errors of the request: that row is answered with its ``violations`` and counts for nobody.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag, model_validator

from scorers.common.models import Model, Violation
from scorers.spitzweg import validation
from scorers.spitzweg.data import PAD_GAMES_TWO_PLAYERS
from scorers.spitzweg.models import Card, Cell, Options, Point, Token

PadGame = Annotated[int, Field(ge=1, le=PAD_GAMES_TWO_PLAYERS)]
"""1, or 2 for the second game on the 2-player side of the pad (rules §1.3, §10)."""


TieBreak = Literal["shared", "fewer_hand_points"]
"""``shared``: tied players share the win (SPW-SCORE-7, the default); ``fewer_hand_points``:
the house rule of A-25, among the tied the fewest hand-penalty points win."""


class GameOptions(Options):
    """The house rules a whole pad needs: the exhibition options plus the tie-break."""

    tie_break: TieBreak = "shared"
    """A-25 / SPW-SCORE-7: ``SPW_OPT_TIE_BREAK`` (``SHARED`` by default)."""


class GridRow(Model):
    """An exhibition as laid out, scored by the core (as ``score_exhibition`` takes it)."""

    pad_game: PadGame = 1
    exhibition: tuple[Cell, ...]
    target: int | None = Field(default=None, ge=1)
    """Checked against the row's place (SPW-VAL-9); the place decides it when left out."""
    closer: Token | None = None
    overflow: Point | None = None
    final: bool = False
    hands: dict[Token, tuple[Card, ...]] | None = None
    """Only on the final exhibition: the cards left in hand (SPW-SCORE-6)."""


class SumsRow(Model):
    """An exhibition as the pad has it: each player's points, the closer's already doubled."""

    pad_game: PadGame = 1
    scores: dict[str, int]
    closer: Token | None = None
    overflow: Card | None = None
    """The overflow card's code: its value is the deduction shown beside the row."""
    final: bool = False
    closer_unknown: bool = False
    """A row copied from a pad that did not note the closer: counted without one."""


class HandRow(Model):
    """The cards left in hand at game end (SPW-END-5, SPW-SCORE-6): cards or points lost."""

    pad_game: PadGame = 1
    hands: dict[str, tuple[Card, ...]] | None = None
    penalty: dict[str, Annotated[int, Field(ge=0)]] | None = None

    @model_validator(mode="after")
    def _one_of(self) -> HandRow:
        if (self.hands is None) == (self.penalty is None):
            raise ValueError("a hand row gives either 'hands' (cards) or 'penalty' (points)")
        return self


def _row_kind(value: Any) -> str | None:
    keys = value if isinstance(value, dict) else vars(value) if isinstance(value, Model) else {}
    if "exhibition" in keys:
        return "grid"
    if "scores" in keys:
        return "sums"
    if "hands" in keys or "penalty" in keys:
        return "hand"
    return None


PadRow = Annotated[
    Annotated[GridRow, Tag("grid")] | Annotated[SumsRow, Tag("sums")]
    | Annotated[HandRow, Tag("hand")],
    Discriminator(_row_kind, custom_error_type="pad_row",
                  custom_error_message="a pad row has 'exhibition', 'scores', or "
                  "'hands'/'penalty'")]


class ScoreGameRequest(Model):
    game: Literal["spitzweg"] = "spitzweg"
    op: Literal["score_game"] = "score_game"
    players: tuple[Token, ...]
    """Token colours in seating order (SPW-SETUP-1)."""
    rows: tuple[PadRow, ...] = ()
    """The pad's rows in the order they were written."""
    options: GameOptions = GameOptions()

    @model_validator(mode="after")
    def _seated(self) -> ScoreGameRequest:
        validation.seating(self.players)
        return self


class RowViolation(Violation):
    """Why a row is impossible: its rule, and the players and row fields it concerns."""

    players: tuple[str, ...] | None = Field(default=None, exclude_if=lambda v: v is None)
    """Token colours whose entries are impossible (e.g. an odd closer's entry)."""
    fields: tuple[str, ...] | None = Field(default=None, exclude_if=lambda v: v is None)
    """The row's fields at fault: ``scores``, ``closer``, ``overflow``, ``final``, ..."""


class Closing(Model):
    """The closer's arithmetic (SPW-SCORE-3/4): ``points`` − ``deduction`` = ``net``,
    ×2 = ``score``; the pad's "31 − 4 = 27, ×2 = 54"."""

    player: str
    points: int
    """His counted points: the overflow card left out (counted with ``overflow_net_zero``)."""
    deduction: int
    """The overflow card's value, 0 without one."""
    net: int
    factor: int
    score: int
    """``net`` × ``factor``: his entry on the pad."""


class RowAnswer(Model):
    """One row as the pad shows it."""

    pad_game: int
    kind: Literal["exhibition", "hand"]
    number: int | None
    """The exhibition's number k in its game (1, 2, ...); ``None`` for the hand row."""
    target: int | None
    """T(k) (SPW-SETUP-6); ``None`` for the hand row."""
    scores: dict[str, int]
    """Points of this exhibition per player (the closer's doubled); empty for a hand row."""
    hand_penalty: dict[str, int]
    """Points lost for cards in hand, positive (SPW-SCORE-6); empty when the row has none."""
    closer: str | None = None
    doubled: bool = False
    """The closer doubled (SPW-SCORE-3)."""
    overflow: str | None = None
    """The overflow card (SPW-SCORE-4), or ``None``."""
    deduction: int | None = None
    """Its value, deducted from the closer before doubling."""
    final: bool = False
    counted: dict[str, tuple[str, ...]] | None = None
    """For an exhibition laid out: the cards each player scores (overflow card left out)."""
    running: dict[str, int]
    """Each player's total in this game after this row."""
    violations: tuple[RowViolation, ...] = ()
    """Why the row is impossible, each with its rule (and the players and fields it
    concerns); such a row counts for nobody."""
    warnings: tuple[Violation, ...] = ()
    """Layout faults of an exhibition laid out (SPW-VAL-12): scored anyway."""
    closing: Closing | None = None
    """How the closer's entry comes about, on a closed exhibition that counts."""


class NextExhibition(Model):
    number: int
    target: int


class GameAnswer(Model):
    """One game of the pad: the 2-player pad holds two (rules §10)."""

    number: int
    totals: dict[str, int]
    """Exhibition points minus hand penalty (SPW-SCORE-7)."""
    hand_penalty: dict[str, int]
    complete: bool
    """The cards-in-hand row is in: the game is over (SPW-END-5)."""
    leaders: tuple[str, ...]
    """The highest totals now, after the tie-break; empty before any row counts."""
    winners: tuple[str, ...]
    """``leaders`` once the game is complete, else empty."""
    decided_by: Literal["total", "hand_penalty", "shared", "none"]
    next_exhibition: NextExhibition | None
    """Where the next exhibition row goes; ``None`` once the final exhibition is in."""


class ScoreGameResponse(Model):
    rows: tuple[RowAnswer, ...]
    games: tuple[GameAnswer, ...]
    totals: dict[str, int]
    """Over every game on the pad."""
    complete: bool
    """Every started game is complete (and at least one started)."""
    winners: tuple[str, ...]
    """Highest pad total after the tie-break, once complete."""
    decided_by: Literal["total", "hand_penalty", "shared", "none"]
