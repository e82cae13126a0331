"""The Kardinal ops through a real ``python -m scorers`` subprocess."""

from __future__ import annotations

from tests.scorers.cli_helpers import run_cli
from tests.scorers.kardinal.positions import full_game

ISSUE_EXAMPLE = ('{"game":"kardinal","op":"score_game","final":false,"players":['
                 '{"name":"Andreas","cards":{"france":5}},{"name":"Beate","cards":{"france":2}},'
                 '{"name":"Claus","cards":{"france":1}}]}')


def test_partial_france_scores_8_5_2() -> None:
    code, out, err = run_cli(ISSUE_EXAMPLE)
    assert (code, err) == (0, "")
    assert [p["land"] for p in out["players"]] == [8, 5, 2]
    assert len(out["players"][0]["countries"]) == 9


def test_a_game_a_take_and_nine_france_cards_in_one_array() -> None:
    nine = {"game": "kardinal", "op": "score_game", "final": False,
            "players": [{"name": "A", "cards": {"france": 9}}, {"name": "B"}, {"name": "C"}]}
    take = {"game": "kardinal", "op": "check_take", "players": 4,
            "take": [{"country": "denmark", "circles": 2, "end": True},
                     {"country": "denmark", "circles": 0, "end": True, "stone": "foreign"}],
            "stones": {"supply": 1, "deployed": 2, "lost": 0}}
    code, out, err = run_cli([full_game(), take, nine])
    assert (code, err) == (2, "")
    assert out[0]["winners"] == ["Andreas"]
    assert out[1]["ok"] is False
    assert [v["rule"] for v in out[1]["violations"]] == ["KK-TAKE-3"]
    assert out[1]["stones"] == {"supply": 0, "deployed": 2, "lost": 1}
    assert out[2]["error"]["kind"] == "impossible_input"
    assert out[2]["error"]["rule"] == "KK-VAL-2"


def test_missing_cards_in_final_mode() -> None:
    code, out, _ = run_cli(ISSUE_EXAMPLE.replace('"final":false', '"final":true'))
    assert code == 2
    assert out["error"]["rule"] == "KK-VAL-4"


TWO_IMPOSSIBLE_COUNTS = {"game": "kardinal", "op": "score_game", "final": False, "players": [
    {"name": "Andreas", "cards": {"france": 9}}, {"name": "Beate", "cards": {"denmark": 6}},
    {"name": "Claus"}]}


def test_two_impossible_counts_are_both_named() -> None:
    """One answer names every fault (KK-VAL-2 twice), each with its player and country;
    the first stays in ``rule`` and ``message``."""
    code, out, err = run_cli(TWO_IMPOSSIBLE_COUNTS)
    assert (code, err) == (2, "")
    error = out["error"]
    assert set(error) == {"kind", "message", "rule", "details"}
    assert (error["kind"], error["rule"]) == ("impossible_input", "KK-VAL-2")
    assert error["message"] == "Andreas: only 8 France cards exist, not 9."
    assert [(d["rule"], d["players"], d["countries"]) for d in error["details"]] == [
        ("KK-VAL-2", ["Andreas"], ["france"]), ("KK-VAL-2", ["Beate"], ["denmark"])]
    assert error["details"][1]["message"] == "Beate: only 4 Denmark cards exist, not 6."
