"""Input validation (KK-VAL): data that cannot describe a real Kardinal & König position.

Each check raises `ImpossibleInput` with its rule. Per-player facts come first (KK-VAL-2,
6, 7), then facts about the table (KK-VAL-3, 9) and last completeness (KK-VAL-4), so the
most specific fault is the one named. Illegal takes are never raised here; they are
verdicts (`scorers.kardinal.take`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from scorers.common.errors import ImpossibleInput
from scorers.kardinal.data import (
    COUNTRIES,
    COUNTRY_CARDS,
    COUNTRY_NAMES,
    DEPLOY_CAP,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUTES_PER_CARD,
    STONES_PER_PLAYER,
)

if TYPE_CHECKING:
    from scorers.kardinal.models import PlayerEntry, ScoreOptions, Stones, TakenCard


def player_count(players: int) -> None:
    """KK-VAL-1: 3-5 players."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ImpossibleInput(
            "KK-VAL-1", f"Kardinal & König is for {MIN_PLAYERS}–{MAX_PLAYERS} players, "
            f"not {players}.")


def _player_facts(player: PlayerEntry, max_circles: int) -> None:
    """KK-VAL-2, KK-VAL-6 and KK-VAL-7 for one player's collection."""
    for country, count in player.cards.items():
        if count > COUNTRY_CARDS[country]:
            raise ImpossibleInput(
                "KK-VAL-2", f"{player.name}: only {COUNTRY_CARDS[country]} "
                f"{COUNTRY_NAMES[country]} cards exist, not {count}.")
    for country, sorts in player.symbols.items():
        held = player.cards.get(country, 0)
        circles = sum(sorts.values())
        if circles > max_circles * held:
            raise ImpossibleInput(
                "KK-VAL-6", f"{player.name}: {held} {COUNTRY_NAMES[country]} cards can carry "
                f"at most {max_circles * held} symbols, not {circles}.")
    cards = sum(player.cards.values())
    routes = player.ships + player.coaches
    if routes > ROUTES_PER_CARD * cards:
        raise ImpossibleInput(
            "KK-VAL-7", f"{player.name}: {routes} ships/coaches but only {cards} cards.")


def position_facts(players: Sequence[PlayerEntry], final: bool, options: ScoreOptions) -> None:
    """Every KK-VAL rule of a scoring position; ``final`` adds completeness (KK-VAL-4)."""
    player_count(len(players))
    names = [player.name for player in players]
    if len(set(names)) != len(names):
        raise ValueError("player names must be different")
    for player in players:
        _player_facts(player, options.max_circles_per_card)
    totals = {country: [player.cards.get(country, 0) for player in players]
              for country in COUNTRIES}
    for country, counts in totals.items():
        if sum(counts) > COUNTRY_CARDS[country]:
            entered = "+".join(str(count) for count in counts)
            raise ImpossibleInput(
                "KK-VAL-3", f"{COUNTRY_NAMES[country]}: {entered} = {sum(counts)} cards "
                f"entered, but only {COUNTRY_CARDS[country]} exist.")
    minus_two = sum(player.minus_two for player in players)
    if minus_two > options.tablet_distribution.minus_two:
        raise ImpossibleInput(
            "KK-VAL-9", f"Only {options.tablet_distribution.minus_two} '-2' tablets exist, "
            f"but {minus_two} are entered.")
    if final:
        for country, counts in totals.items():
            if sum(counts) < COUNTRY_CARDS[country]:
                raise ImpossibleInput(
                    "KK-VAL-4", f"{COUNTRY_NAMES[country]}: only {sum(counts)} of "
                    f"{COUNTRY_CARDS[country]} cards assigned; at the end every card is "
                    "taken.")


def stone_facts(players: int, stones: Stones, take: Sequence[TakenCard]) -> None:
    """KK-VAL-11: stone bookkeeping before a take; own stones taken must be deployed."""
    owned = stones.supply + stones.deployed
    if owned + stones.lost != STONES_PER_PLAYER:
        raise ImpossibleInput(
            "KK-VAL-11", f"Supply {stones.supply} + deployed {stones.deployed} + lost "
            f"{stones.lost} must be {STONES_PER_PLAYER}.")
    cap = min(DEPLOY_CAP[players], owned)
    if stones.deployed > cap:
        raise ImpossibleInput(
            "KK-VAL-11", f"A player cannot have {stones.deployed} stones deployed in a "
            f"{players}-player game.")
    own = sum(card.stone == "own" for card in take)
    if own > stones.deployed:
        raise ImpossibleInput(
            "KK-VAL-11", f"{own} cards with the taker's own stone, but only "
            f"{stones.deployed} of his stones lie on cards.")
