"""Response models of ``explain_game``: how each number of the score sheet came about.

Every part carries its rule ID, the numbers behind it and a ``case`` a UI can translate,
plus an English sentence (``text``) for places without translations.
"""

from __future__ import annotations

from typing import Literal

from scorers.common.models import Model
from scorers.kardinal.models import DecidedBy


class LandWhy(Model):
    """KK-SCORE-1 for one player and country."""

    rule: Literal["KK-SCORE-1"] = "KK-SCORE-1"
    points: int
    cards: int
    case: Literal["no_cards", "leader", "tied_leader", "next_higher"]
    basis: int
    """N_C for a leader; otherwise the next-higher holding at the table (0: no cards)."""
    text: str


class SymbolWhy(Model):
    """KK-SCORE-2 for one player and country."""

    rule: Literal["KK-SCORE-2"] = "KK-SCORE-2"
    points: int
    best: int
    """The player's largest count of one sort."""
    best_sorts: tuple[str, ...]
    """The sorts with that count (several when tied; scored once)."""
    table_best: int
    case: Literal["nobody", "no_symbols", "best", "shared_best", "beaten"]
    text: str


class CountryWhy(Model):
    land: LandWhy
    symbols: SymbolWhy


class ChainWhy(Model):
    rule: Literal["KK-SCORE-3"] = "KK-SCORE-3"
    points: int
    ships: int
    coaches: int
    text: str


class TabletWhy(Model):
    rule: Literal["KK-SCORE-4"] = "KK-SCORE-4"
    points: int
    minus_two: int
    text: str


class PlayerWhy(Model):
    name: str
    countries: dict[str, CountryWhy]
    chains: ChainWhy
    tablets: TabletWhy


class WinnerWhy(Model):
    rule: Literal["KK-SCORE-5"] = "KK-SCORE-5"
    winners: tuple[str, ...]
    decided_by: DecidedBy
    tied: tuple[str, ...]
    """Players sharing the highest total (more than one when the tie-break was needed)."""
    text: str


class ExplainGameResponse(Model):
    players: tuple[PlayerWhy, ...]
    winner: WinnerWhy
