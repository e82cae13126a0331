"""The final scoring (§4): country majority, symbols, carry, chains, tablets, winner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorers.kardinal.data import (
    CHAIN_MIN,
    COUNTRY_CARDS,
    MINUS_TWO_POINTS,
    Country,
)
from scorers.kardinal.models import (
    DecidedBy,
    PlayerEntry,
    ScoreGameRequest,
    ScoreGameResponse,
)


def land_points(counts: Sequence[int], cards_in_game: int) -> list[int]:
    """KK-SCORE-1: the leaders score N_C; every other holder scores the next-higher
    distinct holding (A-10); no card scores nothing."""
    higher = sorted(set(counts), reverse=True)
    points = dict(zip(higher[1:], higher, strict=False))
    points[higher[0]] = cards_in_game
    points[0] = 0
    return [points[n] for n in counts]


def best_sort(sorts: Mapping[str, int]) -> int:
    """A player's largest count of one single symbol sort in a country (A-11, A-12)."""
    return max(sorts.values(), default=0)


def symbol_points(bests: Sequence[int]) -> list[int]:
    """KK-SCORE-2: the players whose best sort equals the table's best score it."""
    table_best = max(bests)
    return [best if best == table_best else 0 for best in bests]


def chain_points(ships: int, coaches: int) -> int:
    """KK-SCORE-3: ships and coaches separately, each only from CHAIN_MIN on."""
    return sum(count for count in (ships, coaches) if count >= CHAIN_MIN)


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
    holdings = [player.cards for player in players]
    bests = [{country: best_sort(sorts) for country, sorts in player.symbols.items()}
             for player in players]
    return {country: (land_points([cards.get(country, 0) for cards in holdings], in_game),
                      symbol_points([best.get(country, 0) for best in bests]))
            for country, in_game in COUNTRY_CARDS.items()}


def score_game(request: ScoreGameRequest) -> ScoreGameResponse:
    """The Abrechnungstabelle of every player (§6) and the winners (KK-SCORE-5).

    carry = land + symbols (A-17); total = carry + chains + tablets, where ``tablets`` is
    the signed MINUS_TWO penalty (KK-SCORE-4). The sheet is assembled as plain data and
    validated once, which costs less than building each cell as a model.
    """
    players = request.players
    table = country_table(players)
    rows: list[dict[str, Any]] = []
    for i, player in enumerate(players):
        countries = {country: {"land": land[i], "symbols": symb[i]}
                     for country, (land, symb) in table.items()}
        land_sum = sum(land[i] for land, _ in table.values())
        symb_sum = sum(symb[i] for _, symb in table.values())
        chains = chain_points(player.ships, player.coaches)
        tablets = MINUS_TWO_POINTS * player.minus_two
        carry = land_sum + symb_sum
        rows.append({"name": player.name, "countries": countries, "land": land_sum,
                     "symbols": symb_sum, "carry": carry, "chains": chains,
                     "tablets": tablets, "total": carry + chains + tablets,
                     "cards": sum(player.cards.values())})
    won, decided_by = winners([row["total"] for row in rows], [row["cards"] for row in rows],
                              request.options.shared_victory)
    return ScoreGameResponse.model_validate({
        "players": tuple(rows), "winners": tuple(rows[i]["name"] for i in won),
        "decided_by": decided_by}, strict=True)
