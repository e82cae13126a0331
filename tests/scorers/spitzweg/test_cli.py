"""The Spitzweg ops through a real ``python -m scorers`` subprocess."""

from __future__ import annotations

from tests.scorers.cli_helpers import run_cli
from tests.scorers.spitzweg.layouts import CARL_BEFORE, CARL_TURN, carl_score, cells, moves


def test_carl_scores_through_the_cli() -> None:
    code, out, err = run_cli(carl_score())
    assert (code, err) == (0, "")
    assert out["scores"] == {"grey": 60, "yellow": 30, "white": 18, "purple": 30}


def test_carls_turn_and_a_bad_card_in_one_array() -> None:
    code, out, err = run_cli([
        {"game": "spitzweg", "op": "check_turn", "exhibition": cells(CARL_BEFORE),
         "player": "grey", "place": moves(CARL_TURN), "target": 15},
        {"game": "spitzweg", "op": "check_layout",
         "exhibition": [{"x": 0, "y": 0, "card": "P3", "owner": None}]},
    ])
    assert (code, err) == (2, "")
    assert out[0] == {"ok": True, "violations": [], "count": 16, "closes": True,
                      "overflow": {"x": 6, "y": 3}}
    assert out[1]["error"]["rule"] == "SPW-VAL-2"
