"""``score_game``: the whole pad (§10): SPW-TV-40, SPW-TV-62, SPW-TV-63, SPW-SCORE-7, A-25,
the 2-player pad of two games, impossible rows with their rule, every fault at once."""

from __future__ import annotations

from typing import Any

from scorers.registry import answer
from tests.scorers.cli_helpers import run_cli
from tests.scorers.spitzweg.layouts import CARL_AFTER, CARL_PLAYERS, cells

FOUR = ["yellow", "white", "grey", "purple"]


def game(players: list[str], *rows: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return answer({"game": "spitzweg", "op": "score_game", "players": players,
                   "rows": list(rows), **fields})


def sums(scores: dict[str, int], closer: str | None = None, **more: Any) -> dict[str, Any]:
    return {"scores": scores, "closer": closer, **more}


def carl_grid() -> dict[str, Any]:
    """SPW-TV-40 as ``score_exhibition`` takes it (target 15: the 2nd exhibition)."""
    return {"exhibition": cells(CARL_AFTER), "target": 15, "closer": "grey",
            "overflow": {"x": 6, "y": 3}}


def test_tv40_carl_as_the_second_exhibition() -> None:
    out = game(CARL_PLAYERS, sums({"yellow": 20, "white": 10, "grey": 28}, "grey"), carl_grid())
    row = out["rows"][1]
    assert row["violations"] == [] and (row["number"], row["target"]) == (2, 15)
    assert row["scores"] == {"grey": 60, "yellow": 30, "white": 18, "purple": 30}
    assert (row["closer"], row["doubled"], row["overflow"], row["deduction"]) == (
        "grey", True, "B2", 2)
    assert sorted(row["counted"]["grey"]) == ["B1", "B7", "G7", "Y8", "Y9"]  # B2 left out
    assert row["running"] == {"yellow": 50, "white": 28, "grey": 88, "purple": 30}
    assert out["totals"] == row["running"]
    assert out["complete"] is False and out["winners"] == []
    assert out["games"][0]["leaders"] == ["grey"]


def test_tv40_with_overflow_net_zero() -> None:
    out = game(CARL_PLAYERS, sums({"grey": 0}, "grey"), carl_grid(),
               options={"overflow_net_zero": True})
    assert out["rows"][1]["scores"]["grey"] == 64


def test_tv40_in_the_first_slot_breaks_the_target() -> None:
    out = game(CARL_PLAYERS, carl_grid())
    row = out["rows"][0]
    assert [v["rule"] for v in row["violations"]] == ["SPW-VAL-9"]
    assert row["scores"] == {} and out["totals"] == dict.fromkeys(CARL_PLAYERS, 0)


def test_tv62_targets_of_the_rows() -> None:
    four = game(FOUR, *(sums({"yellow": 2}, "yellow") for _ in range(5)))
    assert [row["target"] for row in four["rows"]] == [14, 15, 16, 17, 18]
    two = game(["yellow", "white"], *(sums({"white": 2}, "white") for _ in range(5)))
    assert [row["target"] for row in two["rows"]] == [8, 9, 10, 11, 12]
    assert two["games"][0]["next_exhibition"] == {"number": 6, "target": 13}


def test_tv63_final_exhibition_and_cards_in_hand() -> None:
    players = ["yellow", "white", "grey"]
    out = game(players, sums({"grey": 30}, "grey"), sums({"white": 40}, "white"),
               sums({"yellow": 25, "white": 12}, final=True),
               {"hands": {"yellow": ["R7", "J"], "white": []}})
    final, hand = out["rows"][2], out["rows"][3]
    assert (final["target"], final["final"], final["doubled"]) == (16, True, False)
    assert final["scores"] == {"yellow": 25, "white": 12, "grey": 0}
    assert hand["kind"] == "hand" and hand["hand_penalty"] == {"yellow": 7, "white": 0,
                                                               "grey": 0}
    assert out["totals"] == {"yellow": 18, "white": 52, "grey": 30}
    assert out["complete"] and out["winners"] == ["white"] and out["decided_by"] == "total"
    assert out["games"][0]["next_exhibition"] is None


def test_final_grid_row_with_its_hands() -> None:
    final = {"exhibition": cells("(0,0):R1[yellow] (1,0):R2[yellow] (2,0):R3[white]"),
             "final": True, "hands": {"yellow": ["G9"], "white": ["J"]}}
    out = game(["yellow", "white"], final)
    row = out["rows"][0]
    assert row["scores"] == {"yellow": 3, "white": 3}
    assert row["hand_penalty"] == {"yellow": 9, "white": 0}
    assert out["games"][0]["complete"] and out["games"][0]["winners"] == ["white"]


def end(players: list[str], scores: dict[str, int], hands: dict[str, list[str]],
        **fields: Any) -> dict[str, Any]:
    return game(players, sums(scores, final=True), {"hands": hands}, **fields)


def test_tie_is_shared_by_default_sp_score_7() -> None:
    out = end(["yellow", "white"], {"yellow": 30, "white": 32}, {"yellow": [], "white": ["R2"]})
    assert out["totals"] == {"yellow": 30, "white": 30}
    assert out["winners"] == ["yellow", "white"] and out["decided_by"] == "shared"


def test_tie_break_house_rule_fewer_hand_points_a25() -> None:
    out = end(["yellow", "white"], {"yellow": 30, "white": 32}, {"yellow": [], "white": ["R2"]},
              options={"tie_break": "fewer_hand_points"})
    assert out["winners"] == ["yellow"] and out["decided_by"] == "hand_penalty"
    assert out["games"][0]["winners"] == ["yellow"]
    still = end(["yellow", "white"], {"yellow": 32, "white": 32},
                {"yellow": ["J"], "white": ["J"]}, options={"tie_break": "fewer_hand_points"})
    assert still["winners"] == ["yellow", "white"] and still["decided_by"] == "shared"


def test_two_player_pad_holds_two_games() -> None:
    players = ["yellow", "white"]
    out = game(players, sums({"yellow": 20}, "yellow"), sums({"white": 5}, final=True),
               {"penalty": {"yellow": 2}},
               sums({"white": 30}, "white", pad_game=2))
    first, second = out["games"]
    assert first["totals"] == {"yellow": 18, "white": 5} and first["complete"]
    assert second["totals"] == {"yellow": 0, "white": 30} and not second["complete"]
    assert out["rows"][3]["target"] == 8  # the second game starts again at 8
    assert out["totals"] == {"yellow": 18, "white": 35} and not out["complete"]
    done = game(players, sums({"yellow": 20}, "yellow"), sums({"white": 5}, final=True),
                {"penalty": {"yellow": 2}}, sums({"white": 3}, final=True, pad_game=2),
                {"penalty": {}, "pad_game": 2})
    assert done["complete"] and done["winners"] == ["yellow"]
    assert done["totals"] == {"yellow": 18, "white": 8}


def test_impossible_rows_are_answered_with_their_rule() -> None:
    out = game(["yellow", "white", "grey"],
               {"penalty": {"yellow": 3}},                      # before the final: SPW-VAL-10
               sums({"yellow": 9}, pad_game=2),                 # 3 players: one game
               sums({"yellow": 9}),                             # no closer: SPW-CLOSE-1
               sums({"yellow": 9}, "white", final=True),        # closed, the game over (SPW-END-6)
               sums({"yellow": 9}, overflow="B3"),              # overflow without closer
               sums({"yellow": 9, "Eve": 3}, "yellow"),         # SPW-VAL-1
               sums({"white": 4}, final=True),
               sums({"white": 4}, "white"))                     # after the final: SPW-END-5
    rules = [[v["rule"] for v in row["violations"]] for row in out["rows"]]
    assert rules == [["SPW-VAL-10"], ["SPW-SETUP-1"], ["SPW-CLOSE-1"], [],
                     ["SPW-END-5"], ["SPW-END-5"], ["SPW-END-5"], ["SPW-END-5"]]
    assert out["totals"] == {"yellow": 9, "white": 0, "grey": 0}
    assert [row["number"] for row in out["rows"]] == [None, 1, 1, 1, 2, 2, 2, 2]
    out = game(["yellow", "white", "grey"],
               sums({"yellow": 9}, overflow="B3"),              # overflow without closer
               sums({"yellow": 9, "Eve": 3}, "yellow"),         # SPW-VAL-1
               sums({"white": 4}, final=True),
               sums({"white": 4}, "white"))                     # after the final: SPW-END-5
    rules = [[v["rule"] for v in row["violations"]] for row in out["rows"]]
    assert rules == [["SPW-CLOSE-1", "SPW-VAL-8"], ["SPW-VAL-1"], [], ["SPW-END-5"]]
    assert out["totals"] == {"yellow": 0, "white": 4, "grey": 0}
    assert [row["number"] for row in out["rows"]] == [1, 1, 1, 2]


def test_a_grid_row_names_every_fault_with_its_cells() -> None:
    layout = cells("(0,0):R1[yellow] (0,0):R2[yellow]")
    layout.append({"x": 1, "y": 0, "card": "J", "owner": "white"})
    bad = {"exhibition": layout, "closer": "yellow"}
    row = game(["yellow", "white"], bad)["rows"][0]
    found = {(v["rule"], tuple(map(tuple, v["cells"]))) for v in row["violations"]}
    assert found == {("SPW-VAL-4", ((0, 0),)), ("SPW-VAL-6", ((1, 0),))}


def test_players_faults_are_named_together() -> None:
    out = game(["yellow", "yellow", "white", "grey", "purple"])
    error = out["error"]
    assert error["kind"] == "impossible_input" and error["rule"] == "SPW-VAL-1"
    assert len(error["details"]) == 2
    assert error["details"][1]["players"] == ["yellow"]


def test_a_row_of_no_known_kind_is_an_invalid_request() -> None:
    out = game(["yellow", "white"], {"closer": "yellow"})
    assert out["error"]["kind"] == "invalid_request"


def test_schema_lists_score_game() -> None:
    code, out, _ = run_cli(b"", "schema")
    assert code == 0
    assert "spitzweg.score_game" in out["requests"]
    response = out["responses"]["spitzweg.score_game"]
    assert {"rows", "games", "totals", "complete", "winners", "decided_by"} <= set(
        response["properties"])
    options = out["requests"]["spitzweg.score_game"]["$defs"]["GameOptions"]["properties"]
    assert options["tie_break"]["enum"] == ["shared", "fewer_hand_points"]
