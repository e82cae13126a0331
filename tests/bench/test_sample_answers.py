"""The CLI answers every benchmark sample request exactly as recorded, byte for byte.

``tests/bench/answers/<game>.json`` holds the CLI's stdout for the array of the requests in
``bench/samples/<game>.json``. The fast paths of the rules code (responses built from parts
it already validated) must leave these answers unchanged.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorers.registry import GAMES as CORE_GAMES
from scorers.registry import OPS, request_adapter, run

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "bench" / "samples"
ANSWERS = Path(__file__).parent / "answers"
GAMES = sorted(path.stem for path in SAMPLES.glob("*.json"))


def test_every_sample_file_has_recorded_answers() -> None:
    assert sorted(path.stem for path in ANSWERS.glob("*.json")) == GAMES
    assert set(GAMES) <= set(CORE_GAMES)
    contract = {spec.game for spec in OPS.values() if spec.kind == "contract"}
    assert contract <= set(GAMES), "every game with contract ops has its sample requests"


@pytest.mark.parametrize("game", GAMES)
def test_cli_answers_the_samples_byte_for_byte(game: str) -> None:
    requests = list(json.loads((SAMPLES / f"{game}.json").read_text()).values())
    done = subprocess.run([sys.executable, "-m", "scorers"], input=json.dumps(requests).encode(),
                          capture_output=True, timeout=60, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stdout
    assert done.stdout == (ANSWERS / f"{game}.json").read_bytes()


@pytest.mark.parametrize("game", GAMES)
def test_every_sample_answer_equals_its_validated_rebuild(game: str) -> None:
    # Responses built from parts the rules code made (shared frozen cells, skipped
    # re-validation) must be the very values a full validation of their data gives.
    for body in json.loads((SAMPLES / f"{game}.json").read_text()).values():
        response = run(request_adapter().validate_json(json.dumps(body), strict=True))
        assert response == type(response).model_validate(response.model_dump(), strict=True)
