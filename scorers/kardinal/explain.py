"""Why each number of the score sheet is what it is (``explain_game``).

The numbers come from `scorers.kardinal.scoring`, so an explanation never disagrees with
the sheet; this module only names the case and the figures behind it. The parts are
plain data, validated once as `ExplainGameResponse`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorers.kardinal.data import (
    CHAIN_MIN,
    COUNTRIES,
    COUNTRY_CARDS,
    COUNTRY_NAMES,
    MINUS_TWO_POINTS,
    Country,
)
from scorers.kardinal.explain_models import ExplainGameResponse
from scorers.kardinal.models import ExplainGameRequest
from scorers.kardinal.scoring import best_sort, chain_points, country_table, score_game


def land_why(counts: Sequence[int], i: int, points: int, country: Country) -> dict[str, Any]:
    """KK-SCORE-1 for player ``i``: leader, tied leader, or the next-higher holding."""
    name, n, top = COUNTRY_NAMES[country], counts[i], max(counts)
    if n == 0:
        return {"points": 0, "cards": 0, "case": "no_cards", "basis": 0,
                "text": f"No {name} card: 0."}
    if n == top:
        tied = sum(count == top for count in counts) > 1
        return {"points": points, "cards": n, "case": "tied_leader" if tied else "leader",
                "basis": COUNTRY_CARDS[country],
                "text": f"{n} {name} cards, {'tied for' if tied else 'alone with'} the most: "
                        f"all {COUNTRY_CARDS[country]} points."}
    return {"points": points, "cards": n, "case": "next_higher", "basis": points,
            "text": f"{n} {name} cards; the next-higher holding is {points} cards: "
                    f"{points} points."}


def symbol_why(sorts: Mapping[str, int], best: int, table_best: int, points: int,
               winners: int, country: Country) -> dict[str, Any]:
    """KK-SCORE-2 for one player: his best single sort against the table's best."""
    name = COUNTRY_NAMES[country]
    best_sorts = tuple(sorted(sort for sort, count in sorts.items() if count == best > 0))
    shown = "/".join(best_sorts)
    if table_best == 0:
        case, text = "nobody", f"Nobody has a symbol in {name}: 0."
    elif best == 0:
        case, text = "no_symbols", f"No symbol in {name}: 0."
    elif best == table_best:
        case = "shared_best" if winners > 1 else "best"
        text = (f"Best sort {shown} ×{best} is {'equal to' if winners > 1 else ''} the "
                f"most at the table: {best} points.").replace("  ", " ")
    else:
        case = "beaten"
        text = f"Best sort {shown} ×{best} is beaten by {table_best}: 0."
    return {"points": points, "best": best, "best_sorts": best_sorts, "table_best": table_best,
            "case": case, "text": text}


def chain_why(ships: int, coaches: int) -> dict[str, Any]:
    """KK-SCORE-3 for one player's ships and coaches, which no other count changes."""
    points = chain_points(ships, coaches)
    return {"points": points, "ships": ships, "coaches": coaches,
            "text": f"{ships} ships, {coaches} coaches; each scores from {CHAIN_MIN} on: "
                    f"{points}."}


def tablet_why(minus_two: int) -> dict[str, Any]:
    """KK-SCORE-4 for one player's '-2' tablets, which no other count changes."""
    points = MINUS_TWO_POINTS * minus_two
    return {"points": points, "minus_two": minus_two,
            "text": f"{minus_two} '-2' tablets: {points}."}


WINNER_TEXTS = {
    "total": "The highest total wins.",
    "cards": "Tied totals; the most country cards wins.",
    "none": "Tied totals and tied card counts: nobody wins.",
    "shared": "Tied totals and tied card counts: the win is shared.",
}
"""KK-SCORE-5 by how the winner was found."""


def explain_game(request: ExplainGameRequest) -> ExplainGameResponse:
    """Per player and country the KK-SCORE-1/2 reasoning, chains, tablets and the winner."""
    players = request.players
    table = country_table(players)
    sheet = score_game(request)
    explained: list[dict[str, Any]] = []
    bests = {country: [best_sort(p.symbols.get(country, {})) for p in players]
             for country in COUNTRIES}
    counts = {country: [p.cards.get(country, 0) for p in players] for country in COUNTRIES}
    for i, player in enumerate(players):
        countries = {country: {
            "land": land_why(counts[country], i, land[i], country),
            "symbols": symbol_why(player.symbols.get(country, {}), bests[country][i],
                                  max(bests[country]), symb[i],
                                  sum(points > 0 for points in symb), country)}
            for country, (land, symb) in table.items()}
        explained.append({
            "name": player.name, "countries": countries,
            "chains": chain_why(player.ships, player.coaches),
            "tablets": tablet_why(player.minus_two)})
    best = max(row.total for row in sheet.players)
    tied = tuple(row.name for row in sheet.players if row.total == best)
    return ExplainGameResponse.model_validate({"players": tuple(explained), "winner": {
        "winners": sheet.winners, "decided_by": sheet.decided_by, "tied": tied,
        "text": WINNER_TEXTS[sheet.decided_by]}}, strict=True)
