"""Layouts of the rules file's test vectors (docs/rules/spitzweg.md) as JSON cells.

``cells("(0,1):R6 (1,1):R7", "white")`` builds contract cells; Jokers never get an owner.
"""

from __future__ import annotations

import re
from typing import Any

CELL = re.compile(r"\((-?\d+),(-?\d+)\):(\w+)(?:\[(\w+)\])?")


def cells(text: str, owner: str | None = "white") -> list[dict[str, Any]]:
    """Cells from ``(x,y):CARD`` or ``(x,y):CARD[owner]`` items."""
    found = []
    for x, y, card, own in CELL.findall(text):
        who = None if card == "J" else (own or owner)
        found.append({"x": int(x), "y": int(y), "card": card, "owner": who})
    return found


def moves(text: str) -> list[dict[str, Any]]:
    """Placements from ``(x,y):CARD`` items, in the given order."""
    return [{"x": int(x), "y": int(y), "card": card} for x, y, card, _ in CELL.findall(text)]


def row(cards: str, y: int = 0, owner: str | None = "white") -> list[dict[str, Any]]:
    """A horizontal line laid from (0, y)."""
    return cells(" ".join(f"({x},{y}):{card}" for x, card in enumerate(cards.split())), owner)


RED_ROW = "(0,1):R6 (1,1):R7 (2,1):R8 (3,1):R9 (4,1):R10 (5,1):R1"
"""The common base row of §12.2 (position and direction ASSUMED in the rules file)."""
TEN_SET = "(4,1):R10 (4,2):B10 (4,3):Y10 (4,4):G10"
"""SPW-TV-31's ASSUMED 10-set below the red 10 (A-10)."""
TV31_BEFORE = f"{RED_ROW} (4,2):B10 (4,3):Y10 (4,4):G10"

CARL_BEFORE = (
    "(1,0):B7[grey] (0,1):R6[yellow] (1,1):R7[yellow] (2,1):R8[yellow] (3,1):R9[yellow] "
    "(1,2):G7[grey] (2,2):G8[white] (3,2):J (4,0):Y10[purple] (4,1):R10[purple] "
    "(4,2):G10[white] (4,3):B10[purple]")
"""SPW-TV-40: the 12 cards before Carl (grey) plays (layout ASSUMED in the rules file)."""
CARL_TURN = "(5,0):Y9 (6,0):Y8 (5,3):B1 (6,3):B2"
CARL_AFTER = CARL_BEFORE + " (5,0):Y9[grey] (6,0):Y8[grey] (5,3):B1[grey] (6,3):B2[grey]"
CARL_PLAYERS = ["yellow", "white", "grey", "purple"]


def score_request(**fields: Any) -> dict[str, Any]:
    return {"game": "spitzweg", "op": "score_exhibition", **fields}


def carl_score(**fields: Any) -> dict[str, Any]:
    """SPW-TV-40's scoring request, as printed at the end of §12.4."""
    body: dict[str, Any] = {"players": CARL_PLAYERS, "target": 15,
                            "exhibition": cells(CARL_AFTER), "closer": "grey",
                            "overflow": {"x": 6, "y": 3}, "final": False}
    return score_request(**{**body, **fields})


def turn_request(before: list[dict[str, Any]], place: list[dict[str, Any]],
                 player: str = "yellow", **fields: Any) -> dict[str, Any]:
    return {"game": "spitzweg", "op": "check_turn", "exhibition": before, "player": player,
            "place": place, **fields}


def layout_request(exhibition: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    return {"game": "spitzweg", "op": "check_layout", "exhibition": exhibition, **fields}
