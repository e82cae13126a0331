"""The benchmark samples (bench/samples/kardinal.json) answer without error."""

from __future__ import annotations

import json
from pathlib import Path

from scorers.kardinal import OPS
from scorers.registry import answer

SAMPLES = Path(__file__).resolve().parents[3] / "bench" / "samples" / "kardinal.json"


def test_one_sample_per_op_and_each_answers() -> None:
    samples = json.loads(SAMPLES.read_text(encoding="utf-8"))
    assert set(samples) == {spec.op for spec in OPS}
    for op, request in samples.items():
        out = answer(request)
        assert "error" not in out, (op, out)
        assert request["op"] == op
