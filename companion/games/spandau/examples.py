"""Spandau's rows, names and requests for the tests and the benchmarks (`base.Examples`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.games.base import Examples, StoredRow, TapExample


def _art(*labels: str) -> list[dict[str, Any]]:
    """Artworks by label: type-number, then g(enuine) or f(orgery)."""
    return [{"type": int(label[0]), "number": int(label[2]), "genuine": label[3] == "g"}
            for label in labels]


def rows(ids: Sequence[str]) -> tuple[StoredRow, ...]:
    return (("reveal", {"player": ids[0], "artworks": _art("1-1g", "2-1g", "6-1f")}),
            ("end", {"round": 9, "picked": ["SP80-END-1"], "state": None}))


def nth_row(n: int, ids: Sequence[str]) -> StoredRow:
    return "reveal", {"player": ids[n % len(ids)], "artworks": [
        {"type": n % 4 + 1, "number": n % 3 + 1, "genuine": n % 5 != 0}]}


EXAMPLES = Examples(
    players=("Anna", "Ben", "Cleo"),
    rows=rows,
    invalid=("reveal", {"player": 3}),
    nth_row=nth_row,
    cli={"game": "spandau", "op": "influence_cost", "left": [2, 2, 1], "levels": [1, 1, 2],
         "paid": 4},
    sheet_prefix="spandau-",
    tap=TapExample(opens=("spandau-end-edit",), tap="spandau-end-round-plus",
                   tap_back="spandau-end-round-minus", shows="spandau-end-round-value"),
)
