"""Which cell of the Abrechnungstabelle is impossible, and why (KK-VAL-2/3/4/6/7/9).

The rules core validates the whole position once and names every fault it finds, each
with the players and countries it concerns. This module only maps that fault list onto
the sheet's cells: a player's cards or symbols of a country (KK-VAL-2, KK-VAL-6), a
country row (KK-VAL-3, and KK-VAL-4 once the sheet is final), a player's ships and
coaches (KK-VAL-7), the '-2' tablets (KK-VAL-9).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from companion.games.kardinal.sheet_entries import Collection
from companion.games.rules_call import Fault
from scorers.common.models import Violation
from scorers.kardinal.data import COUNTRIES, Country
from scorers.kardinal.models import PlayerEntry

Seat = tuple[str, str, Collection]
"""player_id, unique name, what was entered."""

CELL_RULES = {"KK-VAL-2": "cards", "KK-VAL-6": "symbols"}
"""Faults of one player's count in one country, and the cell they mark."""


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
    other: tuple[Violation, ...] = ()
    """Faults that name no cell of the sheet, shown above it."""

    def dropped(self) -> set[Country]:
        """Countries whose points cannot be computed."""
        return ({country for _, country in (*self.cards, *self.symbols)} |
                set(self.countries))

    @property
    def impossible(self) -> bool:
        """The preview itself is impossible (an unassigned card is not)."""
        return bool(self.dropped() or self.routes or self.tablets or self.other)


def cell_faults(found: Sequence[Fault], pids: Mapping[str, str]) -> Faults:
    """The rules core's fault list on the sheet's cells; ``pids`` maps the names sent to
    the core back to the seats' player ids."""
    cells: dict[str, dict[tuple[str, Country], Violation]] = {"cards": {}, "symbols": {}}
    countries: dict[Country, Violation] = {}
    missing: dict[Country, Violation] = {}
    routes: dict[str, Violation] = {}
    tablets: Violation | None = None
    other: list[Violation] = []
    for item in found:
        violation = Violation(rule=item["rule"], message=item["message"])
        players = [pids[name] for name in item.get("players", ()) if name in pids]
        named = [country for country in item.get("countries", ()) if country in COUNTRIES]
        rule = item["rule"]
        if rule in CELL_RULES and players and named:
            cells[CELL_RULES[rule]].update({(pid, country): violation for pid in players
                                            for country in named})
        elif rule == "KK-VAL-3" and named:
            countries.update(dict.fromkeys(named, violation))
        elif rule == "KK-VAL-4" and named:
            missing.update(dict.fromkeys(named, violation))
        elif rule == "KK-VAL-7" and players:
            routes.update(dict.fromkeys(players, violation))
        elif rule == "KK-VAL-9":
            tablets = tablets or violation
        else:
            other.append(violation)
    return Faults(cells["cards"], cells["symbols"], countries, missing, routes, tablets,
                  tuple(other))


def without_faults(seats: Sequence[Seat], faults: Faults) -> tuple[PlayerEntry, ...]:
    """The position without its impossible parts, for the points that can be computed."""
    dropped = faults.dropped()
    clean = []
    for _, name, entry in seats:
        data = entry.request_entry(name)
        data["cards"] = {c: n for c, n in entry.cards.items() if c not in dropped}
        data["symbols"] = {c: s for c, s in entry.symbols.items() if c not in dropped}
        # Chains and tablets depend on no other count (explain.chain_why/tablet_why);
        # here they would only let a dropped country make the routes look impossible.
        data["ships"] = data["coaches"] = data["minus_two"] = 0
        clean.append(PlayerEntry.model_validate(data))
    return tuple(clean)
