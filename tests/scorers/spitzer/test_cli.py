"""The Spitzer ops through a real ``python -m scorers`` subprocess."""

from __future__ import annotations

from typing import Any

from tests.scorers.cli_helpers import run_cli

PLAYERS = ["P1", "P2", "P3", "P4"]


def test_the_spitzer_beats_the_little_queen() -> None:
    code, out, err = run_cli({"game": "spitzer", "op": "trick_winner",
                              "trick": ["QS", "AH", "7D", "KD"]})
    assert (code, err, out) == (0, "", {"winner": 2, "points": 18})


def hand(kind: str, side: list[str], tricks: int, points: int) -> dict[str, Any]:
    return {"type": kind, "calling_side": side, "side_tricks": tricks, "side_points": points}


def test_five_hands_reach_a_winner_with_pegs_and_payout() -> None:
    hands = [hand("zola", ["P2"], 5, 70), hand("stealer", ["P2"], 8, 120),
             hand("normal", ["P1", "P3"], 4, 61), hand("stealer", ["P4"], 5, 70),
             hand("call", ["P2", "P3"], 8, 120)]
    code, out, err = run_cli({"game": "spitzer", "op": "score_game", "players": PLAYERS,
                              "hands": hands, "stake_cents": 100, "per_point_cents": 5})
    assert (code, err) == (0, "")
    assert out["totals"] == {"P1": 3, "P2": 42, "P3": 12, "P4": 9}
    assert [row["totals"]["P2"] for row in out["hands"]] == [18, 33, 33, 33, 42]
    assert out["winner"] == "P2" and out["another_hand"] is False
    assert out["pegs"] == {"P1": 1, "P2": 15, "P3": 4, "P4": 3}
    assert out["payout"] == {"P1": -295, "P2": 810, "P3": -250, "P4": -265}


def test_impossible_inputs_cite_their_rule_in_one_array() -> None:
    code, out, err = run_cli([
        {"game": "spitzer", "op": "score_hand", "players": PLAYERS, "type": "normal",
         "calling_side": ["P1", "P3"], "side_tricks": 0, "side_points": 0},
        {"game": "spitzer", "op": "legal_cards", "hand": ["AH", "AH"], "trick": []},
        {"game": "spitzer", "op": "check_play", "hand": ["AH", "KH"], "trick": [],
         "card": "7S"},
        {"game": "spitzer", "op": "check_call", "hand": ["QC", "QS", "JH", "JD", "9D", "8D",
                                                         "8H", "7S"],
         "call": "call_ace", "suit": "D"},
    ])
    assert (code, err) == (2, "")
    assert [item.get("error", {}).get("rule") for item in out[:3]] == [
        "SPZ-VAL-5", "SPZ-VAL-7", "SPZ-VAL-7"]
    assert out[3]["ok"] is False and out[3]["violations"][0]["rule"] == "SPZ-CALL-5"


def test_record_hand_through_the_cli() -> None:
    code, out, err = run_cli({"game": "spitzer", "op": "record_hand", "players": PLAYERS,
                              "dealer": "P4", "hands": {
                                  "P1": ["QC", "QS", "8H", "9H", "KS", "9S", "8D", "9D"],
                                  "P2": ["AH", "KH", "7H", "AC", "10C", "7C", "7S", "8S"],
                                  "P3": ["QH", "QD", "JC", "JS", "AD", "10D", "KD", "7D"],
                                  "P4": ["JH", "JD", "AS", "10S", "KC", "9C", "8C", "10H"]},
                              "calls": [{"player": "P1", "call": "call_ace", "suit": "H"}],
                              "tricks": [["8D", "AH"]]})
    assert (code, err) == (0, "")
    assert out["ok"] is False and out["violations"][0]["rule"] == "SPZ-FOLLOW-7"
    assert out["calling_side"] == ["P1", "P2"] and out["result"] is None


def test_the_schema_describes_the_score_sheet_fields() -> None:
    """``python -m scorers schema`` lists the sheet's request and answer fields of score_game."""
    code, out, err = run_cli(b"", "schema")
    assert (code, err) == (0, "")
    request = out["requests"]["spitzer.score_game"]
    response = out["responses"]["spitzer.score_game"]
    assert {"players", "hands", "stake_cents", "per_point_cents", "start", "misdeals",
            "new_games"} <= set(request["properties"])
    defs = request["$defs"]
    assert set(defs["SheetHand"]["properties"]) >= {"type", "calling_side", "dealer"}
    assert set(defs["Misdeal"]["properties"]) == {"before", "dealer"}
    assert set(defs["NewGame"]["properties"]) == {"before", "start"}
    assert {"totals", "pegs", "winner", "another_hand", "payout", "hands", "games",
            "games_won", "sheet_totals", "next_dealer"} <= set(response["properties"])
    assert {"game", "dealer", "totals"} <= set(response["$defs"]["SheetRow"]["properties"])
    assert {"number", "hands", "start", "winner", "payout"} <= set(
        response["$defs"]["GameScore"]["properties"])
