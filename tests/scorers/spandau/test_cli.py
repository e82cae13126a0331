"""The Spandau 1780 ops through ``python -m scorers``, the benchmark samples, and the
JSON round trip of every request and response model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorers import spandau
from scorers.registry import OPS, answer
from tests.scorers.cli_helpers import run_cli
from tests.scorers.spandau.helpers import player, request

SAMPLES: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[3] / "bench" / "samples" / "spandau.json").read_text(
        encoding="utf-8"))


def test_every_op_has_a_sample() -> None:
    assert set(SAMPLES) == {spec.op for spec in spandau.OPS}


@pytest.mark.parametrize("op", sorted(SAMPLES))
def test_sample_answers(op: str) -> None:
    sample = SAMPLES[op]
    assert sample["op"] == op
    out = answer(sample)
    assert "error" not in out, out


@pytest.mark.parametrize("op", sorted(SAMPLES))
def test_round_trip(op: str) -> None:
    spec = OPS[("spandau", op)]
    req = spec.request.model_validate_json(json.dumps(SAMPLES[op]), strict=True)
    assert spec.request.model_validate_json(req.model_dump_json()) == req
    res = spec.handler(req)
    assert spec.response.model_validate_json(res.model_dump_json()) == res


def test_score_game_through_the_cli() -> None:
    code, out, err = run_cli(request("score_game", players=[
        player("Anna", "1-1g", "2-1g", "3-1f", "4-1f"), player("Bernd", "1-1f", "5-1g", "5-2g",
                                                               "6-1g")]))
    assert (code, err) == (0, "")
    assert out["winners"] == ["Bernd"]
    assert out["decided_by"] == "SP80-SCORE-1"
    assert out["players"][1] == {"name": "Bernd", "owned": 4, "genuine": 3, "forged": 1,
                                 "types": 2, "rank": 1}


def test_contract_ops_in_one_array() -> None:
    code, out, err = run_cli([
        request("payment", bid=7, coins=1, cards={"city": 1, "river": 1, "country": 1}),
        request("influence_cost", levels=[1, 1, 2]),
        request("end_check", max_artworks=12, free_fields=0),
        request("payment", bid=3, goods=[
            {"good": "tobacco", "stock": 1, "price": 2, "sell": 3}]),
    ])
    assert (code, err) == (2, "")
    assert (out[0]["ok"], out[0]["paid"], out[0]["goods_after"]) == (True, 7, [])
    assert out[1]["cards"] == 4
    assert out[2] == {"ended": True, "conditions": ["SP80-END-1", "SP80-END-3"],
                      "labels": ["E1", "E3"]}
    assert out[3]["error"]["kind"] == "impossible_input"
    assert out[3]["error"]["rule"] == "SP80-VAL-7"


def test_a_short_payment_is_a_verdict_not_an_error() -> None:
    code, out, err = run_cli(request("payment", bid=9, coins=2, cards={"river": 1}))
    assert (code, err) == (0, "")
    assert (out["ok"], out["paid"]) == (False, 4)
    assert [v["rule"] for v in out["violations"]] == ["SP80-PAY-1"]


def test_schema_lists_the_spandau_ops() -> None:
    code, out, err = run_cli("", "schema")
    assert (code, err) == (0, "")
    keys = {f"spandau.{spec.op}" for spec in spandau.OPS}
    assert keys <= set(out["requests"]) and keys <= set(out["responses"])
