"""Kardinal's rows, names and requests for the tests and the benchmarks (`base.Examples`)."""

from __future__ import annotations

from collections.abc import Sequence

from companion.games.base import Examples, StoredRow, TapExample


def rows(ids: Sequence[str]) -> tuple[StoredRow, ...]:
    return (("collection", {"player_id": ids[1], "cards": {"italy": 6}, "ships": 2,
                            "minus_two": 1}),
            ("collection", {"player_id": ids[0], "cards": {"france": 2}}))


def nth_row(n: int, ids: Sequence[str]) -> StoredRow:
    return "collection", {"player_id": ids[n % len(ids)], "cards": {"france": n % 4 + 1}}


EXAMPLES = Examples(
    players=("Anna", "Ben", "Cleo"),
    rows=rows,
    invalid=("collection", {"player_id": "p0", "cards": {"italy": "many"}}),
    nth_row=nth_row,
    cli={"game": "kardinal", "op": "check_take", "players": 4, "take": [
        {"country": "hungary", "circles": 0, "end": True, "ship": True, "stone": "own"},
        {"country": "hungary", "circles": 1, "end": True, "stone": "foreign"}],
        "tablets_played": [], "stones": {"supply": 0, "deployed": 2, "lost": 1}},
    sheet_prefix="kk-",
    tap=TapExample(tap="kk-cards-0-france-plus", tap_back="kk-cards-0-france-minus",
                   shows="kk-cards-0-france-value"),
)
