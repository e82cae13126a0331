"""The final scoring (§4): country majority, symbols, carry, chains, tablets, winner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import Any

from scorers.kardinal.data import (
    CHAIN_MIN,
    COUNTRY_CARDS,
    MINUS_TWO_POINTS,
    Country,
)
from scorers.kardinal.models import (
    CountryScore,
    DecidedBy,
    PlayerEntry,
    ScoreGameRequest,
    ScoreGameResponse,
)


def land_points(counts: Sequence[int], cards_in_game: int) -> list[int]:
    """KK-SCORE-1: the leaders score N_C; every other holder scores the next-higher
    distinct holding (A-10); no card scores nothing."""
    holdings = sorted(set(counts))
    points = dict(pairwise(holdings))  # each holding scores the next-higher one
    points[holdings[-1]] = cards_in_game
    points[0] = 0
    return [points[n] for n in counts]


def best_sort(sorts: Mapping[str, int]) -> int:
    """A player's largest count of one single symbol sort in a country (A-11, A-12)."""
    # Not max(..., default=0): the keyword makes the call several times slower.
    return max(sorts.values()) if sorts else 0


def symbol_points(bests: Sequence[int]) -> list[int]:
    """KK-SCORE-2: the players whose best sort equals the table's best score it."""
    table_best = max(bests)
    return [best if best == table_best else 0 for best in bests]


def chain_points(ships: int, coaches: int) -> int:
    """KK-SCORE-3: ships and coaches separately, each only from CHAIN_MIN on."""
    return (ships if ships >= CHAIN_MIN else 0) + (coaches if coaches >= CHAIN_MIN else 0)


def winners(totals: Sequence[int], cards: Sequence[int], shared_victory: bool = False
            ) -> tuple[list[int], DecidedBy]:
    """KK-SCORE-5: indices of the winners and how they were found.

    The highest total wins; a tie goes to the most country cards; a tie after that has
    no winner (A-16), or a shared win with ``shared_victory``.
    """
    best = max(totals)
    leaders = [i for i, total in enumerate(totals) if total == best]
    if len(leaders) == 1:
        return leaders, "total"
    most = max(cards[i] for i in leaders)
    kept = [i for i in leaders if cards[i] == most]
    if len(kept) == 1:
        return kept, "cards"
    return (kept, "shared") if shared_victory else ([], "none")


def country_table(players: Sequence[PlayerEntry]
                  ) -> dict[Country, tuple[list[int], list[int]]]:
    """Land and symbol points of every player per country, in sheet order (A-20)."""
    held = [player.cards for player in players]
    # Each player's best sort per country, read once; a country without symbols gives 0.
    bests = [{country: best_sort(sorts) for country, sorts in player.symbols.items()}
             for player in players]
    return {country: (land_points([cards.get(country, 0) for cards in held], in_game),
                      symbol_points([best.get(country, 0) for best in bests]))
            for country, in_game in COUNTRY_CARDS.items()}


@lru_cache(maxsize=1024)
def country_score(land: int, symbols: int) -> CountryScore:
    """One cell of the sheet. Cells are frozen, so equal cells share one instance: a
    sheet has 36-45 of them, and building each anew was most of the cost of scoring."""
    return CountryScore(land=land, symbols=symbols)


def score_game(request: ScoreGameRequest) -> ScoreGameResponse:
    """The Abrechnungstabelle of every player (§6) and the winners (KK-SCORE-5).

    carry = land + symbols (A-17); total = carry + chains + tablets, where ``tablets`` is
    the signed MINUS_TWO penalty (KK-SCORE-4). The sheet is assembled as plain data and
    validated once, which costs less than building each cell as a model.
    """
    players = request.players
    table = country_table(players)
    # The table holds each country's points of all players; the sheet wants each
    # player's points of all countries.
    lands = zip(*(land for land, _ in table.values()), strict=True)
    symbols = zip(*(symb for _, symb in table.values()), strict=True)
    rows: list[dict[str, Any]] = []
    for player, land, symb in zip(players, lands, symbols, strict=True):
        countries = dict(zip(table, map(country_score, land, symb), strict=True))
        chains = chain_points(player.ships, player.coaches)
        tablets = MINUS_TWO_POINTS * player.minus_two
        own_land, own_symbols = sum(land), sum(symb)
        carry = own_land + own_symbols
        rows.append({"name": player.name, "countries": countries, "land": own_land,
                     "symbols": own_symbols, "carry": carry, "chains": chains,
                     "tablets": tablets, "total": carry + chains + tablets,
                     "cards": sum(player.cards.values())})
    won, decided_by = winners([row["total"] for row in rows], [row["cards"] for row in rows],
                              request.options.shared_victory)
    return ScoreGameResponse.model_validate({
        "players": tuple(rows), "winners": tuple(rows[i]["name"] for i in won),
        "decided_by": decided_by}, strict=True)
