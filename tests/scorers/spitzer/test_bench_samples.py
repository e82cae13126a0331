"""The benchmark's sample requests: one per op, each answered without error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorers.registry import GAMES, answer

SAMPLES = json.loads((Path(__file__).resolve().parents[3] / "bench" / "samples" /
                      "spitzer.json").read_text(encoding="utf-8"))


def test_every_op_has_a_sample() -> None:
    assert sorted(SAMPLES) == sorted(spec.op for spec in GAMES["spitzer"])


@pytest.mark.parametrize("op", sorted(SAMPLES))
def test_sample_answers(op: str) -> None:
    request = SAMPLES[op]
    assert (request["game"], request["op"]) == ("spitzer", op)
    response = answer(request)
    assert "error" not in response, response
