"""Models of ``record_hand``: a whole hand, trick by trick, as the table played it."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from scorers.common.models import Model, PlayerName, Verdict
from scorers.spitzer import record_validation
from scorers.spitzer.data import HAND_SIZE, TRICK_SIZE
from scorers.spitzer.models import (
    CallName,
    Card,
    Hand,
    HandType,
    Options,
    ScoreHandResponse,
)

Trick = Annotated[tuple[Card, ...], Field(min_length=1, max_length=TRICK_SIZE)]


class Announcement(Model):
    """One player's answer in the announcement round (SPZ-CALL-1/2); passes are left out."""

    player: str
    call: CallName
    suit: Literal["C", "S", "H", "D"] | None = None
    with_schneider: bool = False


class RecordHandRequest(Model):
    """A hand as played: the seats clockwise, the deal or the tricks, the calls or the side.

    Give ``hands`` (the deal), or all 8 tricks (each player's hand is then the cards he
    played). Give ``calls`` (the side is derived, the secret ace holder included), or
    ``type`` with ``calling_side`` (and ``called_ace`` for the ace obligations).
    """

    game: Literal["spitzer"] = "spitzer"
    op: Literal["record_hand"] = "record_hand"
    players: tuple[PlayerName, ...]
    dealer: str | None = None
    leader: str | None = None
    """Who led the first trick; by default the dealer's left, else the first player."""
    hands: dict[str, Hand] | None = None
    tricks: Annotated[tuple[Trick, ...], Field(max_length=HAND_SIZE)] = ()
    """Cards of each trick in play order, led first; only the last may be unfinished."""
    calls: tuple[Announcement, ...] = ()
    type: HandType | None = None
    calling_side: tuple[str, ...] | None = None
    called_ace: Card | None = None
    kept: bool = False
    """The table kept the hand as played although a card broke a rule (SPZ-VAL-9). The
    rules give no penalty for such a play, so a kept hand is scored by its tricks as
    played; its faults stay listed and ``ok`` stays false."""
    options: Options = Options()

    @model_validator(mode="after")
    def _facts(self) -> RecordHandRequest:
        record_validation.record_shape(self)
        return self


class RecordedTrick(Model):
    leader: str
    cards: tuple[str, ...]
    players: tuple[PlayerName, ...]
    """Who played each card, in play order."""
    legal: tuple[tuple[str, ...], ...]
    """What each player could legally play at that moment (SPZ-FOLLOW-1..9)."""
    winner: str | None
    """None while the trick is unfinished."""
    points: int


class RecordHandResponse(Verdict):
    """``ok`` is false when a card was played against `legal_cards` (SPZ-VAL-9)."""

    type: HandType
    calling_side: tuple[str, ...]
    """Known once revealed; the first-trick partner joins when he wins a trick."""
    called_ace: str | None
    tricks: tuple[RecordedTrick, ...]
    side_tricks: int
    side_points: int
    opponent_points: int
    to_play: str | None
    """Who plays next (None after the 8th trick)."""
    legal: tuple[str, ...]
    """What ``to_play`` may play now."""
    result: ScoreHandResponse | None
    """The score, once all 8 tricks were played legally, or played at all when the
    request ``kept`` the hand despite its faults."""
    kept: bool = False
    """The hand is scored although plays broke a rule (the request kept it)."""
