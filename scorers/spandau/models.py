"""Values shared by the Spandau 1780 request models: counts, names, options, artworks.

A negative count is ``impossible_input`` SP80-VAL-4 and a player count outside 2-5 is
SP80-VAL-1, so those are validators rather than pydantic bounds (which would answer
``invalid_request``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, WithJsonSchema

from scorers.common.errors import FaultList, ImpossibleInput
from scorers.common.models import Model, PlayerName
from scorers.spandau.data import ARTWORK_CATALOGUE, ARTWORK_NUMBERS, MAX_PLAYERS, MIN_PLAYERS


def _count(value: int) -> int:
    if value < 0:
        raise ImpossibleInput("SP80-VAL-4", f"A count cannot be negative ({value}).")
    return value


def _players(value: int) -> int:
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise ImpossibleInput(
            "SP80-VAL-1", f"Spandau 1780 is for {MIN_PLAYERS}-{MAX_PLAYERS} players, "
            f"not {value}.")
    return value


Count = Annotated[int, AfterValidator(_count), WithJsonSchema(
    {"type": "integer", "minimum": 0})]
"""A number of coins, cards, goods, pieces or squares: never negative (SP80-VAL-4)."""
Players = Annotated[int, AfterValidator(_players), WithJsonSchema(
    {"type": "integer", "minimum": MIN_PLAYERS, "maximum": MAX_PLAYERS})]
"""A player count, 2-5 (SP80-VAL-1)."""
Name = PlayerName
Terrain = Literal["field", "country", "river", "city"]
Good = Literal["silk", "wine", "tobacco", "potato", "livestock", "wheat"]
Level = Literal[1, 2, 3]
"""A tableau level (column) of an influence token (SP80-INFL-3)."""


def player_count(names: tuple[str, ...], faults: FaultList | None = None) -> None:
    """SP80-VAL-1 for a list of players, added to ``faults`` when given (else raised);
    names must be distinct to be told apart."""
    if len(set(names)) != len(names):
        raise ValueError("player names must be distinct")
    try:
        _players(len(names))
    except ImpossibleInput as exc:
        if faults is None:
            raise
        faults.extend(exc)


class Options(Model):
    """House rules (§12); each default is the rules file's decision."""

    tiebreak: Literal["types_genuine", "types_all_owned", "identities_all_owned"] = (
        "types_genuine")
    """A-2: the second criterion counts distinct types among genuine copies."""
    artwork_catalogue: int = Field(default=ARTWORK_CATALOGUE, ge=ARTWORK_NUMBERS,
                                   multiple_of=ARTWORK_NUMBERS)
    """A-1: artworks in the game, 4 per type (28 means types 1..7)."""
    free_level_choice: bool = False
    """A-6: the player may take a token from any level, not the lowest first."""
    rank_all_players: bool = False
    """A-18 house rule (SP80_OPT_RANK_ALL_PLAYERS): players without progress are ranked
    for rewards 2 and 3 too; by the rules only participants are (SP80-ARMY-4)."""
    any_marker_participates: bool = False
    """A-3: a player with a marker on the campaign card participates even at progress 0."""
    per_unit_price: bool = False
    """A-8: each unit sold lowers the price before the next one is sold."""
    bank_gives_change: bool = False
    """A-9: the bank returns what a payment overshoots the bid."""
    zero_bid: bool = False
    """A-10: a bid of 0 coins is allowed."""
    berlin_compensation: bool = True
    """A-4: the bank pays the owner of a piece Berlin displaces."""
    multiple_exertions: bool = False
    """A-13: a palace surplus above 5 may be exerted again and again."""
    skip_auction_on_forgery: bool = False
    """A-16: a forged auction artwork removed by a check skips this round's auction
    instead of revealing the next one."""


class Artwork(Model):
    """One artwork copy: its identity (type, number) and whether it is the genuine one."""

    type: int
    number: int
    genuine: bool

    @property
    def label(self) -> str:
        return f"{self.type}-{self.number}"
