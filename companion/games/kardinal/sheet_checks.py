"""Which cell of the Abrechnungstabelle is impossible, and why (KK-VAL-2/3/4/6/7/9).

The rules core validates a whole position and names its first fault. To mark every
impossible cell, the sheet asks it about small parts of the position: one player's cards
and symbols of one country (KK-VAL-2, KK-VAL-6), one country across the table (KK-VAL-3,
and in final mode KK-VAL-4), one player's ships and coaches (KK-VAL-7), everybody's '-2'
tablets (KK-VAL-9). Every verdict is the rules core's own; the sheet only chooses the part.
Parts of a single player are padded with empty players, as the core needs 3-5 players.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from companion.games.kardinal.core import attempt
from companion.games.kardinal.sheet_entries import Collection
from scorers.common.models import Violation
from scorers.kardinal import explain
from scorers.kardinal.data import COUNTRIES, COUNTRY_CARDS, MIN_PLAYERS, Country
from scorers.kardinal.explain_models import ChainWhy, ExplainGameResponse, TabletWhy
from scorers.kardinal.models import ExplainGameRequest, ScoreOptions

Seat = tuple[str, str, Collection]
"""player_id, unique name, what was entered."""


@dataclass(frozen=True)
class Faults:
    cards: dict[tuple[str, Country], Violation] = field(default_factory=dict)
    symbols: dict[tuple[str, Country], Violation] = field(default_factory=dict)
    countries: dict[Country, Violation] = field(default_factory=dict)
    """KK-VAL-3: more cards of a country entered than exist."""
    missing: dict[Country, Violation] = field(default_factory=dict)
    """KK-VAL-4: cards of a country not assigned, a fault only of a final sheet."""
    routes: dict[str, Violation] = field(default_factory=dict)
    tablets: Violation | None = None
    chains_why: dict[str, ChainWhy] = field(default_factory=dict)
    """Chains of each player whose ships and coaches are possible (KK-SCORE-3)."""
    tablets_why: dict[str, TabletWhy] = field(default_factory=dict)

    def dropped(self) -> set[Country]:
        """Countries whose points cannot be computed."""
        return ({country for _, country in (*self.cards, *self.symbols)} |
                set(self.countries))

    @property
    def impossible(self) -> bool:
        return bool(self.dropped() or self.routes or self.tablets)


def ask(players: Sequence[dict[str, Any]], options: ScoreOptions, final: bool = False
        ) -> ExplainGameResponse | Violation:
    """The rules core's explanation of a position, or the KK-VAL rule it breaks."""
    padded = [*players, *({"name": f"\u2022{i}"} for i in range(MIN_PLAYERS - len(players)))]
    return attempt(lambda: explain.explain_game(ExplainGameRequest.model_validate(
        {"players": padded, "final": final, "options": options})))


def _cell(name: str, entry: Collection, country: Country) -> dict[str, Any]:
    return {"name": name, "cards": {country: entry.cards.get(country, 0)},
            "symbols": {country: dict(entry.symbols.get(country, {}))}}


def find_faults(seats: Sequence[Seat], options: ScoreOptions) -> Faults:
    faults = Faults()
    for pid, name, entry in seats:
        for country in COUNTRIES:
            if not entry.cards.get(country) and not any(entry.symbols.get(country, {}).values()):
                continue
            found = ask([_cell(name, entry, country)], options)
            if isinstance(found, Violation):
                target = faults.symbols if found.rule == "KK-VAL-6" else faults.cards
                target[(pid, country)] = found
        routes = ask([{"name": name, "cards": dict(entry.cards), "ships": entry.ships,
                       "coaches": entry.coaches}], options)
        if isinstance(routes, ExplainGameResponse):
            faults.chains_why[pid] = routes.players[0].chains
        elif routes.rule == "KK-VAL-7":
            faults.routes[pid] = routes
    cell_faulty = faults.dropped()
    for country in COUNTRIES:
        if country in cell_faulty:
            continue
        held: list[dict[str, Any]] = [{"name": name, "cards": {country: entry.cards.get(
            country, 0)}} for _, name, entry in seats]
        found = ask(held, options)
        if isinstance(found, Violation):
            faults.countries[country] = found
            continue
        # Every other country is handed out in full, so only this one can be incomplete.
        held[0]["cards"] |= {other: COUNTRY_CARDS[other] for other in COUNTRIES
                             if other != country}
        found = ask(held, options, final=True)
        if isinstance(found, Violation):
            faults.missing[country] = found
    tablets = ask([{"name": name, "minus_two": entry.minus_two} for _, name, entry in seats],
                  options)
    if isinstance(tablets, Violation):
        return Faults(faults.cards, faults.symbols, faults.countries, faults.missing,
                      faults.routes, tablets, faults.chains_why)
    return Faults(faults.cards, faults.symbols, faults.countries, faults.missing,
                  faults.routes, None, faults.chains_why,
                  {pid: tablets.players[i].tablets for i, (pid, _, _) in enumerate(seats)})
