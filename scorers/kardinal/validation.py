"""Input validation (KK-VAL): data that cannot describe a real Kardinal & König position.

A position's checks collect every fault (`FaultList`) and raise them together, each
naming the players and countries it concerns, so a sheet can mark every impossible cell
from one answer. Per-player facts come first (KK-VAL-2, 6, 7), then facts about the table
(KK-VAL-3, 9) and last completeness (KK-VAL-4), so the most specific fault leads. Illegal
takes are never raised here; they are verdicts (`scorers.kardinal.take`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from scorers.common.errors import FaultList
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


def player_count(players: int, faults: FaultList | None = None) -> None:
    """KK-VAL-1: 3-5 players; added to ``faults`` when given, else raised."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        found = FaultList() if faults is None else faults
        found.add("KK-VAL-1", f"Kardinal & König is for {MIN_PLAYERS}–{MAX_PLAYERS} players, "
                  f"not {players}.")
        if faults is None:
            found.raise_if_any()


def _player_facts(faults: FaultList, player: PlayerEntry, max_circles: int) -> None:
    """KK-VAL-2, KK-VAL-6 and KK-VAL-7 for one player's collection."""
    name = [player.name]
    for country, count in player.cards.items():
        if count > COUNTRY_CARDS[country]:
            faults.add("KK-VAL-2", f"{player.name}: only {COUNTRY_CARDS[country]} "
                       f"{COUNTRY_NAMES[country]} cards exist, not {count}.",
                       players=name, countries=[country])
    for country, sorts in player.symbols.items():
        held = player.cards.get(country, 0)
        circles = sum(sorts.values())
        if circles > max_circles * held:
            faults.add("KK-VAL-6", f"{player.name}: {held} {COUNTRY_NAMES[country]} cards "
                       f"can carry at most {max_circles * held} symbols, not {circles}.",
                       players=name, countries=[country])
    cards = sum(player.cards.values())
    routes = player.ships + player.coaches
    if routes > ROUTES_PER_CARD * cards:
        faults.add("KK-VAL-7", f"{player.name}: {routes} ships/coaches but only {cards} "
                   "cards.", players=name)


def position_facts(players: Sequence[PlayerEntry], final: bool, options: ScoreOptions) -> None:
    """Every KK-VAL fault of a scoring position at once; ``final`` adds completeness
    (KK-VAL-4). A country whose count one player already breaks (KK-VAL-2) is not blamed
    on the whole table again (KK-VAL-3)."""
    names = [player.name for player in players]
    if len(set(names)) != len(names):
        raise ValueError("player names must be different")
    faults = FaultList()
    player_count(len(players), faults)
    for player in players:
        _player_facts(faults, player, options.max_circles_per_card)
    too_many = {country for item in faults.items if item["rule"] == "KK-VAL-2"
                for country in item["countries"]}
    totals = {country: [player.cards.get(country, 0) for player in players]
              for country in COUNTRIES}
    for country, counts in totals.items():
        if sum(counts) > COUNTRY_CARDS[country] and country not in too_many:
            entered = "+".join(str(count) for count in counts)
            faults.add("KK-VAL-3", f"{COUNTRY_NAMES[country]}: {entered} = {sum(counts)} "
                       f"cards entered, but only {COUNTRY_CARDS[country]} exist.",
                       players=[p.name for p in players if p.cards.get(country)],
                       countries=[country])
    minus_two = sum(player.minus_two for player in players)
    if minus_two > options.tablet_distribution.minus_two:
        faults.add("KK-VAL-9", f"Only {options.tablet_distribution.minus_two} '-2' tablets "
                   f"exist, but {minus_two} are entered.",
                   players=[p.name for p in players if p.minus_two])
    if final:
        for country, counts in totals.items():
            if sum(counts) < COUNTRY_CARDS[country]:
                faults.add("KK-VAL-4", f"{COUNTRY_NAMES[country]}: only {sum(counts)} of "
                           f"{COUNTRY_CARDS[country]} cards assigned; at the end every card "
                           "is taken.", countries=[country])
    faults.raise_if_any()


def stone_facts(faults: FaultList, players: int, stones: Stones, take: Sequence[TakenCard]
                ) -> None:
    """KK-VAL-11: stone bookkeeping before a take; own stones taken must be deployed."""
    owned = stones.supply + stones.deployed
    if owned + stones.lost != STONES_PER_PLAYER:
        faults.add("KK-VAL-11", f"Supply {stones.supply} + deployed {stones.deployed} + lost "
                   f"{stones.lost} must be {STONES_PER_PLAYER}.",
                   fields=["stones.supply", "stones.deployed", "stones.lost"])
    cap = min(DEPLOY_CAP[players], owned) if players in DEPLOY_CAP else owned
    if stones.deployed > cap:
        faults.add("KK-VAL-11", f"A player cannot have {stones.deployed} stones deployed in a "
                   f"{players}-player game.", fields=["stones.deployed"])
    own = [i for i, card in enumerate(take) if card.stone == "own"]
    if len(own) > stones.deployed:
        faults.add("KK-VAL-11", f"{len(own)} cards with the taker's own stone, but only "
                   f"{stones.deployed} of his stones lie on cards.",
                   fields=[f"take.{i}.stone" for i in own])
