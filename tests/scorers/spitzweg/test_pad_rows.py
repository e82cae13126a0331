"""``score_game`` on the pads the rulebook allows and no other: a game that ends on a close
(SPW-END-5/6, SPW-SCORE-5), impossible entries named with their rule and players, the
closer's arithmetic (SPW-SCORE-3/4)."""

from __future__ import annotations

from typing import Any

from tests.scorers.spitzweg.layouts import CARL_AFTER, CARL_PLAYERS, cells
from tests.scorers.spitzweg.test_game import FOUR, game, sums

TWO = ["yellow", "white"]


def faults(row: dict[str, Any]) -> list[tuple[str, list[str] | None, list[str] | None]]:
    return [(v["rule"], v.get("players"), v.get("fields")) for v in row["violations"]]


# --- a game that ends right after an exhibition closed ------------------------------------
def test_a_final_exhibition_that_closed_doubles_its_closer_2_players() -> None:
    out = game(TWO, sums({"yellow": 20, "white": 9}, "yellow"),
               sums({"yellow": 7, "white": 24}, "white", overflow="R4", final=True),
               {"penalty": {}})
    final = out["rows"][1]
    assert faults(final) == []
    assert (final["final"], final["doubled"], final["deduction"]) == (True, True, 4)
    assert out["rows"][2]["violations"] == []
    first = out["games"][0]
    assert first["complete"] and first["winners"] == ["white"]
    assert first["totals"] == {"yellow": 27, "white": 33}
    assert first["next_exhibition"] is None and first["decided_by"] == "total"


def test_the_cards_in_hand_row_may_follow_a_closed_exhibition_4_players() -> None:
    """SPW-END-6: the exhibition closed, nobody had cards to open the next one."""
    out = game(FOUR, *(sums({"yellow": 10, "white": 6, "grey": 30, "purple": 8}, "grey")
                       for _ in range(5)), {"penalty": {"yellow": 0}})
    assert [faults(row) for row in out["rows"]] == [[]] * 6
    assert out["complete"] and out["winners"] == ["grey"]
    assert out["totals"] == {"yellow": 50, "white": 30, "grey": 150, "purple": 40}
    assert out["games"][0]["next_exhibition"] is None


def test_cards_in_hand_before_any_exhibition_still_break_val_10() -> None:
    out = game(TWO, {"penalty": {"yellow": 3}})
    assert [v["rule"] for v in out["rows"][0]["violations"]] == ["SPW-VAL-10"]


def test_nothing_follows_the_cards_in_hand_row() -> None:
    out = game(TWO, sums({"yellow": 20}, "yellow"), {"penalty": {}},
               sums({"white": 4}, "white"))
    assert [v["rule"] for v in out["rows"][2]["violations"]] == ["SPW-END-5"]


def test_a_final_grid_row_that_closed_doubles_carl() -> None:
    """SPW-TV-40 as the last exhibition of the game (SPW-SCORE-5 corrected): grey still 60."""
    final = {"exhibition": cells(CARL_AFTER), "closer": "grey", "overflow": {"x": 6, "y": 3},
             "final": True, "hands": {"grey": [], "yellow": ["R3"]}}
    out = game(CARL_PLAYERS, sums({"yellow": 20, "white": 10, "grey": 28}, "grey"), final)
    row = out["rows"][1]
    assert row["violations"] == [] and row["doubled"] is True
    assert row["scores"] == {"grey": 60, "yellow": 30, "white": 18, "purple": 30}
    assert row["closing"] == {"player": "grey", "points": 32, "deduction": 2, "net": 30,
                              "factor": 2, "score": 60}
    assert out["complete"] and out["totals"]["yellow"] == 47


def test_score_exhibition_final_at_its_target_needs_its_closer() -> None:
    from scorers.registry import answer
    request = {"game": "spitzweg", "op": "score_exhibition", "players": CARL_PLAYERS,
               "exhibition": cells(CARL_AFTER), "target": 15, "closer": "grey",
               "overflow": {"x": 6, "y": 3}, "final": True}
    assert answer(request)["scores"]["grey"] == 60
    out = answer({**request, "closer": None, "overflow": None,
                  "exhibition": cells(CARL_AFTER.replace(" (6,3):B2[grey]", ""))})
    assert out["error"]["rule"] == "SPW-VAL-5"
    assert out["error"]["details"][0]["fields"] == ["closer"]


# --- impossible entries --------------------------------------------------------------------
def test_an_odd_closer_entry_counts_for_nobody() -> None:
    out = game(TWO, sums({"yellow": 61, "white": 12}, "yellow", overflow="R4"))
    assert faults(out["rows"][0]) == [("SPW-SCORE-3", ["yellow"], ["scores"])]
    assert out["totals"] == {"yellow": 0, "white": 0}
    assert out["rows"][0]["closing"] is None


def test_a_negative_entry_is_only_the_closers() -> None:
    out = game(FOUR, sums({"yellow": -4, "white": 12, "grey": -2, "purple": 0}, "white"),
               sums({"yellow": -8, "white": 3}, "yellow", overflow="G4"),
               sums({"yellow": 5, "white": -1}, final=True))
    assert faults(out["rows"][0]) == [("SPW-SCORE-8", ["yellow"], ["scores"]),
                                      ("SPW-SCORE-8", ["grey"], ["scores"])]
    assert faults(out["rows"][1]) == []  # the overflow G4 takes 2 × 4 at most
    assert faults(out["rows"][2]) == [("SPW-SCORE-8", ["white"], ["scores"])]


def test_a_closer_below_twice_his_overflow_card() -> None:
    out = game(TWO, sums({"yellow": -10}, "yellow", overflow="B4"),
               sums({"yellow": -2}, "yellow"))
    assert faults(out["rows"][0]) == [("SPW-SCORE-4", ["yellow"], ["scores", "overflow"])]
    assert faults(out["rows"][1]) == [("SPW-SCORE-8", ["yellow"], ["scores", "overflow"])]


def test_closer_unknown_rows_allow_one_negative_entry() -> None:
    out = game(TWO, sums({"yellow": -4, "white": 3}, closer_unknown=True),
               sums({"yellow": -4, "white": -2}, closer_unknown=True))
    assert faults(out["rows"][0]) == []
    assert faults(out["rows"][1]) == [("SPW-SCORE-8", ["yellow", "white"], ["scores"])]


def test_more_closed_exhibitions_than_86_cards_allow() -> None:
    """14+15+16+17+18 = 80 cards; a 6th closed exhibition (19) needs 99. With 2 players
    8+...+14 = 77, an 8th (15) needs 92."""
    closed = sums({"yellow": 10, "white": 4}, "yellow")
    four = game(FOUR, *[closed] * 6)
    assert [faults(row) for row in four["rows"]][:5] == [[]] * 5
    assert faults(four["rows"][5]) == [("SPW-VAL-5", ["yellow"], ["closer", "final"])]
    assert four["totals"]["yellow"] == 50
    two = game(TWO, *[closed] * 8)
    assert [bool(row["violations"]) for row in two["rows"]] == [False] * 7 + [True]
    assert two["rows"][7]["violations"][0]["rule"] == "SPW-VAL-5"
    # The 6th exhibition of a 4-player game can still be the final one below its target.
    last = game(FOUR, *[closed] * 5, sums({"white": 6}, final=True), {"penalty": {}})
    assert [row["violations"] for row in last["rows"]] == [[]] * 7 and last["complete"]
    # ... and closed with the 6 cards left? It would need 19: impossible too.
    over = game(FOUR, *[closed] * 5, sums({"white": 6}, "white", final=True))
    assert over["rows"][5]["violations"][0]["rule"] == "SPW-VAL-5"


def test_a_grid_row_past_the_deck_is_named() -> None:
    carl = {"exhibition": cells(CARL_AFTER), "closer": "grey", "overflow": {"x": 6, "y": 3}}
    rows = [sums({"grey": 2}, "grey") for _ in range(5)]
    out = game(CARL_PLAYERS, *rows, carl)
    assert faults(out["rows"][5]) == [("SPW-VAL-5", ["grey"], ["closer", "final"])]


# --- the closer's arithmetic ------------------------------------------------------------
def test_the_closers_arithmetic_31_minus_4_is_27_times_2_is_54() -> None:
    out = game(TWO, sums({"yellow": 54, "white": 12}, "yellow", overflow="R4"))
    assert out["rows"][0]["closing"] == {"player": "yellow", "points": 31, "deduction": 4,
                                         "net": 27, "factor": 2, "score": 54}
    plain = game(TWO, sums({"yellow": 20}, "yellow"))["rows"][0]["closing"]
    assert (plain["points"], plain["deduction"], plain["net"]) == (10, 0, 10)
    assert game(TWO, sums({"yellow": 5}, final=True))["rows"][0]["closing"] is None
