"""Spitzer's rows, names and requests for the tests and the benchmarks (`base.Examples`)."""

from __future__ import annotations

from collections.abc import Sequence

from companion.games.base import Examples, StoredRow, TapExample

GAME_ROWS = 16
"""Rows of one game on the long sheet: 14 normal hands (the first caller's side +3 each, so
two players reach 42 together and the tie asks for another hand), a zola schneider (+36,
one winner), then "New game", which the app offers only after a winner (SPZ-GAME-1)."""


def rows(ids: Sequence[str]) -> tuple[StoredRow, ...]:
    return (("hand", {"dealer": ids[3], "mode": "totals", "type": "call",
                      "calling_side": list(ids[:2]), "side_tricks": 5, "side_points": 72,
                      "club_queen": None}),
            ("misdeal", {"dealer": ids[0]}),
            ("hand", {"dealer": ids[1], "mode": "totals", "type": "zola",
                      "calling_side": list(ids[:1]), "side_tricks": 8, "side_points": 120,
                      "club_queen": None}))


def nth_row(n: int, ids: Sequence[str]) -> StoredRow:
    """A sheet of many games to 42: the sheet draws the current one."""
    step = n % GAME_ROWS
    if step == GAME_ROWS - 1:
        return "new_game", {"start": None}
    alone = step == GAME_ROWS - 2
    return "hand", {"dealer": ids[n % len(ids)], "mode": "totals",
                    "type": "zola_schneider" if alone else "normal",
                    "calling_side": [ids[0]] if alone else [ids[0], ids[2]],
                    "side_tricks": 6 if alone else 4, "side_points": 90 if alone else 61,
                    "club_queen": None}


EXAMPLES = Examples(
    players=("Anna", "Ben", "Cleo", "Dora"),
    rows=rows,
    invalid=("hand", {"dealer": "p0", "mode": "totals", "type": "call",
                      "calling_side": ["p0"], "side_tricks": 9, "side_points": 500}),
    nth_row=nth_row,
    cli={"game": "spitzer", "op": "trick_winner", "trick": ["QS", "AH", "7D", "KD"]},
    sheet_prefix="spitzer-",
    tap=TapExample(opens=("spitzer-add-hand",), tap="spitzer-form-tricks-plus",
                   tap_back="spitzer-form-tricks-minus", shows="spitzer-form-tricks-value"),
)
