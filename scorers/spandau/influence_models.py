"""Request and response models of influence on the map: token costs, placement,
displacement, Berlin, adjacency and the active-card limit (§5, §7, SP80-VAL-8/9/12/13)."""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from scorers.common.models import Model, Verdict
from scorers.spandau.models import Count, Level, Name, Options, Players, Terrain


class InfluenceCostRequest(Model):
    """Cards to discard for the tokens placed (SP80-INFL-3).

    ``levels`` alone: the cost of those tokens. With ``left`` (tokens of this terrain still
    on the tableau at levels 1, 2, 3) and ``count``, the levels are taken lowest first
    (A-6); with ``left`` and ``levels``, the levels are checked against that rule.
    ``paid`` checks the cards actually discarded.
    """

    game: Literal["spandau"] = "spandau"
    op: Literal["influence_cost"] = "influence_cost"
    levels: tuple[Level, ...] = ()
    left: tuple[Count, Count, Count] | None = None
    count: Count | None = None
    paid: Count | None = None
    options: Options = Options()

    @model_validator(mode="after")
    def _shape(self) -> InfluenceCostRequest:
        if self.count is not None and self.left is None:
            raise ValueError("count needs left: the tokens still on the tableau per level")
        if self.count is not None and self.levels and self.count != len(self.levels):
            raise ValueError("count must equal the number of levels when both are given")
        return self


class InfluenceCostResponse(Verdict):
    cards: int
    levels: tuple[int, ...]
    """The level of each token placed, as paid for."""


class CheckPlacementRequest(Model):
    """May this token go on this field (SP80-INFL-4..6, SP80-SETUP-8)?"""

    game: Literal["spandau"] = "spandau"
    op: Literal["check_placement"] = "check_placement"
    token_terrain: Terrain
    field_terrain: Terrain
    field_free: bool = True
    reachable: bool = True
    """The target region holds the player's influence or is adjacent to such a region."""
    first_token: bool = False
    """The player's very first token (SP80-SETUP-8)."""
    city_on_map: Count = 0
    """The player's city tokens already on the map."""
    left_level_1: Count = 0
    left_level_2: Count = 0
    """The player's other tokens (all terrains) still on the tableau at levels 1 and 2."""

    @model_validator(mode="after")
    def _first(self) -> CheckPlacementRequest:
        if self.first_token and self.city_on_map:
            raise ValueError("a player with city tokens on the map has placed his first token")
        return self


class DisplacementRequest(Model):
    """Moving another player's piece away (SP80-MOVE-1..3, SP80-BERLIN-3)."""

    game: Literal["spandau"] = "spandau"
    op: Literal["displacement"] = "displacement"
    terrain: Terrain
    """Terrain of the displaced piece."""
    by: Literal["player", "berlin"] = "player"
    own_pieces: Count | None = None
    """The active player's pieces in the region the piece leaves."""
    destination_terrain: Terrain | None = None
    destination_adjacent: bool = True
    destination_free: bool = True
    paid: Count | None = None
    """Coins actually paid to the owner."""
    options: Options = Options()


class DisplacementResponse(Verdict):
    compensation: int
    """Coins the displaced piece's owner receives (SP80-MOVE-3)."""
    payer: Literal["player", "bank"] | None
    """Who pays: the active player, or the bank when Berlin displaces (A-4)."""


class BerlinRequest(Model):
    game: Literal["spandau"] = "spandau"
    op: Literal["berlin"] = "berlin"
    players: Players
    placed: Count | None = None
    """Black pieces placed this round."""
    blocked: bool = False
    """No more black piece could be placed (SP80-BERLIN-4)."""


class BerlinResponse(Verdict):
    pieces: int
    """Black pieces at setup and added every round: 5 - players (SP80-BERLIN-1)."""
    ends_game: bool
    """Berlin could not place all its pieces: end condition E6 (SP80-BERLIN-4)."""


class AdjacentRequest(Model):
    """Are two regions of the entered map neighbours? Listing a neighbour on either side
    is enough."""

    game: Literal["spandau"] = "spandau"
    op: Literal["adjacent"] = "adjacent"
    regions: dict[Name, tuple[Name, ...]]
    a: Name
    b: Name

    @model_validator(mode="after")
    def _known(self) -> AdjacentRequest:
        for name in (self.a, self.b):
            if name not in self.regions:
                raise ValueError(f"region {name!r} is not on the entered map")
        return self


class AdjacentResponse(Model):
    adjacent: bool


class CardLimitRequest(Model):
    """May a new card be played (SP80-CARD-1, SP80-CARD-4)?"""

    game: Literal["spandau"] = "spandau"
    op: Literal["card_limit"] = "card_limit"
    controlled: Count
    """Regions the player controls (2+ own pieces, SP80-INFL-7)."""
    active: Count
    """Active cards before the play."""
    discard: Count = 0
    """Active cards the player discards before the play."""

    @model_validator(mode="after")
    def _discard(self) -> CardLimitRequest:
        if self.discard > self.active:
            raise ValueError("cannot discard more active cards than are in play")
        return self


class CardLimitResponse(Verdict):
    limit: int
    active_after: int

