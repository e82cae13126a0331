"""Request and response models of the Kardinal & König JSON ops (docs/cli.md).

Counts go through `Count`, so a negative or fractional count is ``impossible_input``
KK-VAL-5 rather than a shape error. Facts about a whole position (card totals, symbols,
routes, tablets) are checked in `scorers.kardinal.validation`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, Field, WithJsonSchema, model_validator

from scorers.common.errors import FaultList, ImpossibleInput
from scorers.common.models import Model, PlayerName, Verdict
from scorers.kardinal import validation
from scorers.kardinal.data import MAX_CIRCLES_PER_CARD, TABLETS_PER_KIND, Country


def _whole(value: object) -> object:
    if isinstance(value, float):
        raise ImpossibleInput("KK-VAL-5", f"Counts must be whole numbers ≥ 0, not {value}.")
    return value


def _not_negative(value: int) -> int:
    if value < 0:
        raise ImpossibleInput("KK-VAL-5", f"Counts must be whole numbers ≥ 0, not {value}.")
    return value


Count = Annotated[int, BeforeValidator(_whole), AfterValidator(_not_negative),
                  WithJsonSchema({"type": "integer", "minimum": 0})]
"""A whole number ≥ 0 (KK-VAL-5)."""


class TabletDistribution(Model):
    """KK_TABLET_DISTRIBUTION: law tablets of each kind in the game (A-5)."""

    return_stone: Count = TABLETS_PER_KIND
    three_symbols: Count = TABLETS_PER_KIND
    any_colours: Count = TABLETS_PER_KIND
    minus_two: Count = TABLETS_PER_KIND


class ScoreOptions(Model):
    """House rules and data parameters of the final scoring (§8)."""

    max_circles_per_card: int = Field(default=MAX_CIRCLES_PER_CARD, ge=1)
    """KK_MAX_CIRCLES_PER_CARD (A-14): bounds the symbols a player's cards can carry."""
    tablet_distribution: TabletDistribution = TabletDistribution()
    """KK_TABLET_DISTRIBUTION (A-5): bounds the MINUS_TWO tablets held (KK-VAL-9)."""
    shared_victory: bool = False
    """A-16: players still tied after the card count share the win instead of nobody."""


class PlayerEntry(Model):
    """One player's collection at the end (missing keys mean 0)."""

    name: PlayerName
    cards: dict[Country, Count] = Field(default_factory=dict)
    symbols: dict[Country, dict[str, Count]] = Field(default_factory=dict)
    """Circle symbols per country and sort (e.g. ``cross``, ``fan``), counted symbol by
    symbol (A-12)."""
    ships: Count = 0
    coaches: Count = 0
    minus_two: Count = 0


class ScoreGameRequest(Model):
    game: Literal["kardinal"] = "kardinal"
    op: Literal["score_game"] = "score_game"
    players: tuple[PlayerEntry, ...]
    final: bool = True
    """True: every card must be assigned (KK-VAL-4); false scores a partial entry."""
    options: ScoreOptions = ScoreOptions()

    @model_validator(mode="after")
    def _facts(self) -> ScoreGameRequest:
        validation.position_facts(self.players, self.final, self.options)
        return self


class CountryScore(Model):
    land: int
    symbols: int


class PlayerScore(Model):
    """One block of the score sheet (§6)."""

    name: str
    countries: dict[str, CountryScore]
    land: int
    symbols: int
    carry: int
    chains: int
    tablets: int
    """Signed points of the MINUS_TWO tablets (two tablets: -4)."""
    total: int
    cards: int
    """Country cards in total: the tie-break (KK-SCORE-5)."""


DecidedBy = Literal["total", "cards", "none", "shared"]


class ScoreGameResponse(Model):
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]
    decided_by: DecidedBy
    """How the winner was found: highest total, the card-count tie-break, nobody (a tie
    after the tie-break), or a shared victory (option ``shared_victory``)."""


class ExplainGameRequest(ScoreGameRequest):
    """The same position as `ScoreGameRequest`; answers how every number came about."""

    op: Literal["explain_game"] = "explain_game"  # type: ignore[assignment]


class TakenCard(Model):
    """One card of a take, in taking order (docs/cli.md, ``check_take``)."""

    country: Country
    circles: Count
    ship: bool = False
    coach: bool = False
    end: bool
    """It was the leftmost or rightmost remaining card of its row when taken (KK-TAKE-1)."""
    stone: Literal["own", "foreign"] | None = None
    pay_from: Literal["supply", "deployed"] | None = None
    """For a foreign stone: where the payment comes from; default supply first (A-7)."""
    row: int | None = Field(default=None, ge=1, le=4)
    side: Literal["left", "right"] | None = None
    """Row and end, needed only for the house rule ``one_row_end`` (A-4)."""

    @model_validator(mode="after")
    def _one_route(self) -> TakenCard:
        if self.ship and self.coach:
            raise ImpossibleInput("KK-VAL-7", "A card shows a ship or a coach, not both.")
        return self


class Stones(Model):
    """A player's claim stones (§3.2): in front of him, on layout cards, out of the game."""

    supply: Count
    deployed: Count
    lost: Count


class TakeOptions(Model):
    """House rules of taking (§8)."""

    stop_at_limit: bool = True
    """KK_OPT_STOP_AT_LIMIT (A-3): the take ends once the circle limit is reached."""
    pay_any_stone: bool = False
    """KK_OPT_PAY_ANY_STONE (A-7): pay for a foreign stone with any own stone."""
    one_tablet_per_turn: bool = False
    """A-6 house rule: at most one law tablet per turn."""
    one_row_end: bool = False
    """A-4 house rule: every card of a take comes from the same end of the same row."""


class CheckTakeRequest(Model):
    game: Literal["kardinal"] = "kardinal"
    op: Literal["check_take"] = "check_take"
    players: int
    take: tuple[TakenCard, ...] = Field(min_length=1)
    tablets_played: tuple[Literal["three_symbols", "any_colours"], ...] = ()
    stones: Stones
    options: TakeOptions = TakeOptions()

    @model_validator(mode="after")
    def _facts(self) -> CheckTakeRequest:
        faults = FaultList()
        validation.player_count(self.players, faults)
        validation.stone_facts(faults, self.players, self.stones, self.take)
        faults.raise_if_any()
        if self.options.one_row_end and any(
                card.row is None or card.side is None for card in self.take):
            raise ValueError("the house rule one_row_end needs 'row' and 'side' on every card")
        return self


class TakeVerdict(Verdict):
    stones: Stones
    """The taker's stones after the take (KK-STONE-6/7), also for an illegal take."""
    returned: int
    """Foreign stones that went back to their owners' supplies (KK-STONE-7)."""
