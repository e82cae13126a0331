"""What a Kardinal & König score sheet stores: exactly what was counted at the table.

One entry per player (the Abrechnungstabelle is filled one player's collection at a time,
and each player's counts then have their own line in the edit history):

``collection`` — one player's collection at game end:
    ``{"player_id": "p0", "symbol_entry": "best" | "per_sort",
    "cards": {country: int}, "symbols": {country: {sort: int}},
    "ships": int, "coaches": int, "minus_two": int}``
        ``cards``: country cards held (missing countries: 0). ``symbols``: circle symbols per
        country; with ``symbol_entry = "best"`` only the best single sort is counted, under
        the sort ``"best"`` (what KK-SCORE-2 compares); with ``"per_sort"`` every sort of
        `SYMBOL_SORTS` is counted. ``ships``/``coaches`` over all cards (KK-SCORE-3);
        ``minus_two``: '-2' tablets held (KK-SCORE-4).
``final`` — ``{}``: how an older release marked a sheet final. It is read and ignored:
    a game now ends by the session's Finish, scored with every card assigned (KK-VAL-4).

A later ``collection`` of the same player replaces an earlier one.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from companion.rows import Row as BaseRow
from scorers.kardinal.data import Country

COLLECTION = "collection"
FINAL = "final"
BEST = "best"
"""The sort key under which a best-sort count is stored."""
SYMBOL_SORTS: tuple[str, ...] = ("cross", "fan")
"""The symbol sorts the rules file names (§1.1: CROSS, FAN) for per-sort counting."""

Count = Annotated[int, Field(ge=0)]
SymbolEntry = Literal["best", "per_sort"]


class Collection(BaseRow):
    kind: Literal["collection"] = Field(default="collection", exclude=True)
    player_id: str
    symbol_entry: SymbolEntry = "best"
    cards: dict[Country, Count] = Field(default_factory=dict)
    symbols: dict[Country, dict[str, Count]] = Field(default_factory=dict)
    ships: Count = 0
    coaches: Count = 0
    minus_two: Count = 0

    def sorts(self) -> tuple[str, ...]:
        """The sorts a person counts in this collection."""
        return (BEST,) if self.symbol_entry == BEST else SYMBOL_SORTS

    def request_entry(self, name: str) -> dict[str, object]:
        """The ``PlayerEntry`` of ``scorers.kardinal`` for this collection (sorts as counted)."""
        return {"name": name, "cards": dict(self.cards),
                "symbols": {country: dict(sorts) for country, sorts in self.symbols.items()},
                "ships": self.ships, "coaches": self.coaches, "minus_two": self.minus_two}


class FinalMark(BaseRow):
    kind: Literal["final"] = Field(default="final", exclude=True)


Row = Annotated[Collection | FinalMark, Field(discriminator="kind")]
ROWS: TypeAdapter[Row] = TypeAdapter(Row)
"""Every row a Kardinal & König sheet stores (``plugin.rows``)."""
