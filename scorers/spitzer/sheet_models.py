"""Models of ``score_game``: the score sheet (§7, §8), one game or every game on it.

The contract's request (``players``, ``hands``, stakes) scores one game. A score sheet may
also send who dealt each hand, its misdeals and where the table started a new game; the
answer then covers every game on the sheet (``games``), while the contract's top-level
``totals``/``pegs``/``winner``/``another_hand``/``payout`` describe the current (last) game.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import Field, model_validator

from scorers.common.errors import FaultList
from scorers.common.models import Model, PlayerName
from scorers.spitzer import record_validation, validation
from scorers.spitzer.models import Column, HandResult

Index = Annotated[int, Field(ge=0)]
M = TypeVar("M", bound=Model)


def trusted(cls: type[M], values: dict[str, Any], fields: set[str] | None = None) -> M:
    """``cls`` from values the core computed itself: every field given, each of its type.

    What ``model_construct`` does, without its per-field Python loop (defaults, aliases), so
    a score sheet's answer is neither validated a second time nor built field by field. The
    tests round-trip such answers through their validating model. ``fields``: the names
    set, when ``values`` gives every field of ``cls`` (models are frozen, so answers built
    in one go may share it).
    """
    model = _new(cls)
    _set(model, "__dict__", values)
    _set(model, "__pydantic_fields_set__", set(values) if fields is None else fields)
    _set(model, "__pydantic_extra__", None)
    _set(model, "__pydantic_private__", None)
    return model


_new = object.__new__
_set = object.__setattr__


class SheetHand(HandResult):
    """One hand as a score sheet lists it: its result and, when known, who dealt it."""

    dealer: str | None = None
    """Who dealt this hand (SPZ-DEAL-1); unknown dealers follow on by rotation."""


class Misdeal(Model):
    """A deal lost to a misdeal (SPZ-DEAL-3): the deal passes to the left, nobody scores."""

    before: Index
    """Index in ``hands`` of the hand dealt next (``len(hands)``: after the last hand)."""
    dealer: str | None = None
    """Who lost the deal; by default the player whose turn it was."""


class NewGame(Model):
    """The table starts the next game on the same sheet (SPZ-GAME-1: after a sole winner)."""

    before: Annotated[int, Field(ge=1)]
    """Index in ``hands`` of the new game's first hand (``len(hands)``: none dealt yet)."""
    start: dict[str, int] | None = None
    """Totals carried over from paper for this game (SPZ-VAL-8); none: everyone at 0."""


class ScoreGameRequest(Model):
    game: Literal["spitzer"] = "spitzer"
    op: Literal["score_game"] = "score_game"
    players: tuple[PlayerName, ...]
    hands: tuple[SheetHand, ...]
    stake_cents: int | None = Field(default=None, ge=0)
    per_point_cents: int | None = Field(default=None, ge=0)
    start: dict[str, int] | None = None
    """Running totals of the first game carried over from a paper sheet (SPZ-VAL-8)."""
    misdeals: tuple[Misdeal, ...] = ()
    """Misdeals in sheet order; they pass the deal on (SPZ-DEAL-3)."""
    new_games: tuple[NewGame, ...] = ()
    """Where the table started the next game, in order. Without them the request is one game
    and a hand after its sole winner is impossible (SPZ-VAL-10)."""

    @model_validator(mode="after")
    def _facts(self) -> ScoreGameRequest:
        faults = FaultList()
        validation.players(self.players, faults)
        validation.start_totals(self.start, self.players, faults)
        for index, hand in enumerate(self.hands):
            validation.hand_result(hand, self.players, index, faults)
        record_validation.sheet_order(self, faults)
        faults.raise_if_any()
        return self


class SheetRow(Model):
    """One hand on the score sheet: its result and the running totals after it (§8)."""

    column: Column
    value: int
    points: dict[str, int]
    totals: dict[str, int]
    """Running totals of the hand's own game after it."""
    game: int = 1
    """The game (1, 2, ...) the hand belongs to."""
    dealer: str | None = None
    """Who dealt it: as given, else by rotation from the deal before (SPZ-DEAL-1/3)."""


class GameScore(Model):
    """One game to 42 on the sheet (SPZ-GAME-1..3, SPZ-PAY-1)."""

    number: int
    hands: tuple[int, ...]
    """Indexes in the request's ``hands`` of this game's hands."""
    start: dict[str, int]
    totals: dict[str, int]
    pegs: dict[str, int]
    winner: str | None
    another_hand: bool
    payout: dict[str, int] | None = Field(default=None, exclude_if=lambda v: v is None)


class ScoreGameResponse(Model):
    totals: dict[str, int]
    """The current (last) game's totals; so are ``pegs``, ``winner``, ``another_hand``,
    ``payout``."""
    pegs: dict[str, int]
    winner: str | None
    another_hand: bool
    payout: dict[str, int] | None = Field(default=None, exclude_if=lambda v: v is None)
    hands: tuple[SheetRow, ...]
    games: tuple[GameScore, ...] = ()
    """Every game on the sheet, the last one being the current game."""
    games_won: dict[str, int] = Field(default_factory=dict)
    """Games each player won on this sheet (the board's extra holes)."""
    sheet_totals: dict[str, int] = Field(default_factory=dict)
    """Game points each player scored over every game on the sheet."""
    next_dealer: str | None = None
    """Who deals next: the left of the last deal's dealer, a misdeal included (SPZ-DEAL-1/3);
    ``players[0]`` before any deal; null when no deal names its dealer."""
