"""Request and response models of the Spitzweg JSON ops (docs/cli.md).

Card codes and token colours are plain strings checked by validators, so an unknown card
or colour is ``impossible_input`` with its VAL rule (CONTRACT Clarifications) rather than a
shape error. Facts about the whole state (copies, tokens, owners) are checked in
`scorers.spitzweg.validation`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, WithJsonSchema, model_validator

from scorers.common.errors import ImpossibleInput
from scorers.common.models import Model, Verdict, Violation
from scorers.spitzweg import validation
from scorers.spitzweg.data import CARD_VALUE, TOKEN_COLOURS


def _card(code: str) -> str:
    if code not in CARD_VALUE:
        raise ImpossibleInput(
            "SPW-VAL-2", f"Card {code!r} is not a Spitzweg card: a painting is R/B/Y/G with "
            "value 1-10 (red, blue, yellow, grey), e.g. 'R7', and the Joker is 'J'.")
    return code


def _token(colour: str) -> str:
    if colour not in TOKEN_COLOURS:
        raise ImpossibleInput(
            "SPW-VAL-1", f"{colour!r} is not a token colour; Spitzweg players are "
            f"{'/'.join(TOKEN_COLOURS)}.")
    return colour


Card = Annotated[str, AfterValidator(_card), WithJsonSchema(
    {"type": "string", "enum": list(CARD_VALUE)})]
"""A card code: ``R1``..``R10``, ``B..``, ``Y..``, ``G..`` or ``J`` (SPW-VAL-2)."""
Token = Annotated[str, AfterValidator(_token), WithJsonSchema(
    {"type": "string", "enum": list(TOKEN_COLOURS)})]
"""A token (player) colour (SPW-VAL-1)."""


class Options(Model):
    """House rules (§14); each default is the rules file's decision."""

    rotated_box: bool = False
    """A-13: also accept a 5-wide, 8-high exhibition (SPW-PLACE-2)."""
    start_card_needs_line: bool = True
    """A-12: the start card must end in a line of 3+ after the opening (SPW-OPEN-3)."""
    overflow_net_zero: bool = False
    """A-14: the overflow card counts and is then deducted (net 0) instead of SPW-SCORE-4."""
    exact_close_required: bool = False
    """A-16: refuse an overflow that a legal smaller turn would have avoided (SPW-PLACE-11)."""
    joker_identity_must_exist: bool = False
    """A-21: a Joker may only stand for a painting with a copy not on the table."""


class Point(Model):
    x: int
    y: int


class Placement(Model):
    """One card put on a cell this turn; on a Joker's cell it replaces it (SPW-JOKER-4)."""

    x: int
    y: int
    card: Card


class Cell(Model):
    """A card lying in the exhibition; ``owner`` is its token, ``None`` for Jokers and an
    unopened start card."""

    x: int
    y: int
    card: Card
    owner: Token | None = None


Exhibition = Annotated[tuple[Cell, ...], AfterValidator(validation.exhibition_facts)]
"""The sparse exhibition grid, checked for SPW-VAL-3/4/6/7."""


class CheckLayoutRequest(Model):
    game: Literal["spitzweg"] = "spitzweg"
    op: Literal["check_layout"] = "check_layout"
    exhibition: Exhibition
    options: Options = Options()


class CheckTurnRequest(Model):
    """The exhibition before the turn and the turn's placements in placement order."""

    game: Literal["spitzweg"] = "spitzweg"
    op: Literal["check_turn"] = "check_turn"
    exhibition: Exhibition
    player: Token
    place: tuple[Placement, ...] = Field(min_length=1)
    opening: bool | None = None
    """``None``: the turn opens exactly when the exhibition is a lone unowned start card."""
    players: int | None = None
    target: int | None = Field(default=None, ge=1)
    hand_left: Annotated[int, Field(ge=0)] | tuple[Card, ...] | None = None
    """The hand after placing, before the discard: a count, or the cards themselves."""
    end_game: bool = False
    options: Options = Options()

    @model_validator(mode="after")
    def _facts(self) -> CheckTurnRequest:
        validation.turn_facts(self.exhibition, self.players, self.target)
        hand = self.hand_left if isinstance(self.hand_left, tuple) else ()
        validation.turn_copies(self.exhibition, self.place, hand)
        return self


class TurnVerdict(Verdict):
    count: int
    """Cards in the exhibition after the turn."""
    closes: bool
    overflow: Point | None


class ScoreExhibitionRequest(Model):
    game: Literal["spitzweg"] = "spitzweg"
    op: Literal["score_exhibition"] = "score_exhibition"
    players: tuple[Token, ...]
    exhibition: Exhibition
    target: int = Field(ge=1)
    closer: Token | None = None
    overflow: Point | None = None
    final: bool = False
    hands: dict[Token, tuple[Card, ...]] | None = None
    index: int | None = Field(default=None, ge=1)
    options: Options = Options()

    @model_validator(mode="after")
    def _facts(self) -> ScoreExhibitionRequest:
        validation.score_facts(
            players=self.players, exhibition=self.exhibition, target=self.target,
            closer=self.closer, overflow=None if self.overflow is None else (
                self.overflow.x, self.overflow.y),
            final=self.final, hands=self.hands, index=self.index)
        return self


class ScoreExhibitionResponse(Model):
    scores: dict[str, int]
    hand_penalty: dict[str, int]
    warnings: tuple[Violation, ...] = ()
    """SPW-VAL-12: faults of the layout; the score is computed anyway."""


class TargetsRequest(Model):
    game: Literal["spitzweg"] = "spitzweg"
    op: Literal["targets"] = "targets"
    players: int
    count: int = Field(ge=0, le=100)


class TargetsResponse(Model):
    targets: tuple[int, ...]


class SolveRequest(Model):
    """Where can the hand's cards go, and can the exhibition be closed this turn?"""

    game: Literal["spitzweg"] = "spitzweg"
    op: Literal["solve"] = "solve"
    exhibition: Exhibition
    hand: tuple[Card, ...]
    player: Token
    target: int | None = Field(default=None, ge=1)
    max_cards: int = Field(default=3, ge=1, le=8)
    end_game: bool = False
    options: Options = Options()

    @model_validator(mode="after")
    def _facts(self) -> SolveRequest:
        validation.copies(*(cell.card for cell in self.exhibition), *self.hand)
        validation.turn_facts(self.exhibition, None, self.target)
        return self


class CoachTurn(Model):
    """One legal turn and what it would score the player if the exhibition were scored now."""

    place: tuple[Placement, ...]
    """The placements in a legal order (the cheapest card last when it is the overflow)."""
    tokens: int
    """The values of his tokens' cards after the turn (SPW-SCORE-1), overflow card too."""
    closes: bool
    """The turn reaches the target: he closes and doubles (SPW-CLOSE-1, SPW-SCORE-3)."""
    overflow: Point | None
    deduction: int
    """The overflow card's value, left out and deducted before ×2 (SPW-SCORE-4); else 0."""
    points: int
    """His score for this exhibition if it were scored right after the turn."""
    gain: int
    """``points`` minus his score for the exhibition as it lies before the turn."""


class SolveResponse(Model):
    turns: tuple[tuple[Placement, ...], ...]
    """Every legal turn of 1..max_cards placements, each in a legal placement order."""
    closing: tuple[tuple[Placement, ...], ...]
    """Every legal turn that closes the exhibition (count reaches target or target+1)."""
    placements: tuple[Placement, ...]
    """Every (cell, card) that some listed turn uses: where the hand's cards can go."""
    complete: bool = True
    """False when a search stopped at its step budget: the lists may then miss turns."""
    coach: tuple[CoachTurn, ...] = ()
    """Every turn of ``turns`` and ``closing`` once, with what it scores ``player``: the
    most points first, then the fewest cards placed."""
    best: tuple[Placement, ...] | None = None
    """The first turn of ``coach``: the most points now; None without a legal turn."""
