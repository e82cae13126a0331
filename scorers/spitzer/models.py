"""Request and response models of the Spitzer JSON ops (docs/cli.md).

Card codes are plain strings checked by a validator, so an unknown or repeated card is
``impossible_input`` SPZ-VAL-7 rather than a shape error (CONTRACT clarifications).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, WithJsonSchema, model_validator

from scorers.common.errors import FaultList, ImpossibleInput
from scorers.common.models import Model, PlayerName, Verdict
from scorers.spitzer import validation
from scorers.spitzer.data import DECK, HAND_SIZE, TRICK_SIZE

Card = Annotated[str, AfterValidator(validation.card), WithJsonSchema(
    {"type": "string", "enum": list(DECK)})]
"""A card code, rank then suit: ``QC``, ``7D``, ``10H`` (SPZ-VAL-7)."""
Hand = Annotated[tuple[Card, ...], Field(max_length=HAND_SIZE),
                 AfterValidator(validation.distinct)]
"""Up to 8 distinct cards (SPZ-VAL-7)."""
HandType = Literal[
    "normal", "call", "schneider", "stealer", "zola", "zola_schneider", "zola_schneider_schwartz"]
CallName = Literal[
    "call_ace", "call_ace_renounced", "call_first_trick", "zola", "zola_schneider",
    "zola_schneider_schwartz", "schneider"]
Column = Literal["NO_TRICKS", "P0_30", "P31_60", "P61_89", "P90_120", "ALL_TRICKS"]


class Options(Model):
    """House rules (§9); each default is the rules file's decision."""

    brush_at_30: bool = False
    """SPZ-VAR-2: the opponents brush with 30; a schneider needs 91 (columns 61–90 / 91–120)."""
    brush_at_30_symmetric: bool = False
    """SPZ-VAR-3, A-7: the calling side's own brush drops to 30 too (columns 0–29 / 30–60)."""
    no_schneider_with_partner: bool = False
    """SPZ-VAR-1, A-3: no ``schneider`` announcement in partnership games."""
    announcement_precedence: Literal["first", "highest"] = "first"
    """SPZ-VAR-4, A-1: the first game-defining call stands, or a higher zola overrides."""


class TrickWinnerRequest(Model):
    game: Literal["spitzer"] = "spitzer"
    op: Literal["trick_winner"] = "trick_winner"
    trick: Annotated[tuple[Card, ...], Field(min_length=TRICK_SIZE, max_length=TRICK_SIZE),
                     AfterValidator(validation.distinct)]


class TrickWinnerResponse(Model):
    winner: int
    """Index 0-3 in play order (SPZ-TRICK-1)."""
    points: int
    """Trick points of the four cards (SPZ-TRICK-2)."""


class LegalCardsRequest(Model):
    """A player's hand and the cards already in the trick, led first."""

    game: Literal["spitzer"] = "spitzer"
    op: Literal["legal_cards"] = "legal_cards"
    hand: Annotated[Hand, Field(min_length=1)]
    trick: Annotated[tuple[Card, ...], Field(max_length=TRICK_SIZE - 1)] = ()
    called_ace: Card | None = None
    """The ace called this hand (``AH``); it binds the player when it is in his hand."""
    released: bool = False
    """The holder has already led the called suit with another card (SPZ-FOLLOW-9 b)."""

    @model_validator(mode="after")
    def _facts(self) -> LegalCardsRequest:
        faults = FaultList()
        self._collect(faults)
        faults.raise_if_any()
        return self

    def _collect(self, faults: FaultList) -> None:
        """Every SPZ-VAL fault of the cards in play (SPZ-VAL-6/7)."""
        for check in (lambda: validation.distinct(self.hand + self.trick),
                      lambda: validation.called_ace(self.called_ace)):
            try:
                check()
            except ImpossibleInput as exc:
                faults.extend(exc)


class LegalCardsResponse(Model):
    legal: tuple[str, ...]
    """The cards he may play, in hand order."""


class CheckPlayRequest(LegalCardsRequest):
    op: Literal["check_play"] = "check_play"  # type: ignore[assignment]
    card: Card

    def _collect(self, faults: FaultList) -> None:
        super()._collect(faults)
        if self.card not in self.hand:
            faults.add("SPZ-VAL-7", f"Card {self.card} is not in the hand.", cards=[self.card])


class PlayVerdict(Verdict):
    legal: tuple[str, ...]


class CheckCallRequest(Model):
    """May this hand make this announcement? ``earlier``: calls already made this hand."""

    game: Literal["spitzer"] = "spitzer"
    op: Literal["check_call"] = "check_call"
    hand: Annotated[Hand, Field(min_length=HAND_SIZE)]
    call: CallName
    suit: Literal["C", "S", "H", "D"] | None = None
    with_schneider: bool = False
    """The caller adds ``schneider`` to his partner call (SPZ-CALL-10, A-3)."""
    earlier: tuple[CallName, ...] = ()
    """Announcements already made this hand by players asked before him (SPZ-CALL-3)."""
    options: Options = Options()


class HandResult(Model):
    """The calling side's result of one hand, as a score sheet enters it (§5)."""

    type: HandType
    calling_side: tuple[str, ...]
    side_tricks: int
    side_points: int
    opponent_points: int | None = None
    """The opponents' trick points, when the sheet has both; they must make 120 (SPZ-VAL-1)."""
    club_queen: str | None = None
    """Who held QC, when known; lets SPZ-VAL-5 check schneider and zola hands."""
    options: Options = Options()


class ScoreHandRequest(HandResult):
    game: Literal["spitzer"] = "spitzer"
    op: Literal["score_hand"] = "score_hand"
    players: tuple[PlayerName, ...]

    @model_validator(mode="after")
    def _facts(self) -> ScoreHandRequest:
        faults = FaultList()
        validation.players(self.players, faults)
        validation.hand_result(self, self.players, faults=faults)
        faults.raise_if_any()
        return self


class Explanation(Model):
    """Why the hand scored what it did, for a sheet to show (§5, §6)."""

    row: str
    column: Column
    bounds: tuple[int, int]
    """The column's range: trick points, or tricks for NO_TRICKS / ALL_TRICKS."""
    decided_by: Literal["tricks", "points"]
    """SPZ-SCORE-1: only 0 and 8 tricks are decided by the trick count."""
    receives: Literal["calling_side", "opponents"]
    """SPZ-SCORE-3: who adds the value's size."""
    hypothetical: bool
    """A bracketed cell of the table (A-13)."""
    rules: tuple[str, ...]


class ScoreHandResponse(Model):
    column: Column
    value: int
    points: dict[str, int]
    """Game points each player wins this hand (never negative)."""
    row: str
    explanation: Explanation
