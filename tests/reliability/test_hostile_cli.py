"""Hostile input to ``python -m scorers``: no traceback, no hang, bounded memory.

Each case runs the real CLI in a subprocess with an address-space limit and a time limit,
and the test prints its figure (inputs tried, failures).
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorers.cli import respond
from tests.conftest import RecordFigure

TIME_LIMIT_S = 30
MEMORY_LIMIT = 2 * 1024**3  # address space of the child, bytes


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def _run(raw: bytes) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "scorers"], input=raw, capture_output=True,
                          timeout=TIME_LIMIT_S, preexec_fn=_limit_memory, check=False)
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode()


def _request(**fields: Any) -> dict[str, Any]:
    return {"game": "spitzweg", "op": "targets", "players": 3, "count": 2, **fields}


def _adversarial() -> Iterator[tuple[str, bytes]]:
    yield "deep-array", b"[" * 1_000_000
    yield "deep-object", b'{"a":' * 200_000 + b"1" + b"}" * 200_000
    nested = "[" * 50_000 + "]" * 50_000
    yield "deep-in-field", f'{{"game":"kardinal","op":"score_game","players":{nested}}}'.encode()
    yield "huge-int", json.dumps(_request(count=10**4000)).encode()
    yield "huge-int-digits", b'{"game":"spitzweg","op":"targets","players":' + b"9" * 100_000 + b"}"
    yield "huge-float", b'{"game":"spitzweg","op":"targets","players":1e400,"count":1}'
    yield "negative", json.dumps(_request(count=-(10**18))).encode()
    yield "long-string", json.dumps(_request(op="x" * 5_000_000)).encode()
    yield "long-key", json.dumps({**_request(), "k" * 1_000_000: 1}).encode()
    yield "wrong-types", json.dumps(_request(players=[1], count={"a": None})).encode()
    yield "null-bytes", b'{"game":"spitz\x00weg"}'
    yield "lone-surrogate", b'{"game":"\\ud800","op":"targets"}'
    yield "bom", b"\xef\xbb\xbf" + json.dumps(_request()).encode()
    yield "many-requests", json.dumps([_request()] * 20_000).encode()
    yield "50mb-string", json.dumps(_request(note="n" * 50_000_000)).encode()
    yield "over-64mb", b" " * (65 * 1024 * 1024)


CASES = list(_adversarial())


@pytest.mark.parametrize("name, raw", CASES, ids=[name for name, _ in CASES])
def test_adversarial_input_gets_a_json_answer(name: str, raw: bytes) -> None:
    code, stdout, stderr = _run(raw)
    assert "Traceback" not in stdout + stderr, stderr[-2000:]
    assert stderr == ""
    out = json.loads(stdout)
    if name == "bom" or name == "many-requests":
        assert code == 0
        return
    assert code == 2, stdout[:500]
    assert out["error"]["kind"] in {"invalid_json", "invalid_request", "impossible_input"}
    assert len(out["error"]["message"]) < 1000, "the message must stay readable"


def test_figure_adversarial_cases(record_figure: RecordFigure) -> None:
    failures = 0
    for _, raw in CASES[:6]:
        code, stdout, stderr = _run(raw)
        failures += code not in (0, 2) or "Traceback" in stdout + stderr
    record_figure("hostile CLI input", f"{len(CASES)} adversarial cases, {failures} failures "
                  "in the re-run sample")
    assert failures == 0


json_leaf = (st.none() | st.booleans() | st.integers() | st.text(max_size=30)
             | st.floats(allow_nan=False, allow_infinity=False))
json_value = st.recursive(json_leaf, lambda inner: st.lists(inner, max_size=4)
                          | st.dictionaries(st.text(max_size=10), inner, max_size=4),
                          max_leaves=40)


@st.composite
def mutated_requests(draw: st.DrawFn) -> dict[str, Any]:
    from scorers.registry import OPS

    game, op = draw(st.sampled_from(sorted(OPS)))
    body = draw(st.dictionaries(st.sampled_from(_field_names(game, op)), json_value,
                                max_size=6))
    return {"game": game, "op": op, **body}


def _field_names(game: str, op: str) -> list[str]:
    from scorers.registry import OPS

    return [*OPS[(game, op)].request.model_fields, "bogus"]


def test_fuzz_every_op_with_wrong_shapes(long_run: bool, record_figure: RecordFigure) -> None:
    """Size: 400 mutated requests in `make test` (every op of every game several times over,
    each field dropped, retyped or added); 3,000 in `make soak` (``--long``)."""
    tried = {"n": 0}

    @settings(max_examples=3000 if long_run else 400, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(mutated_requests())
    def check(request: dict[str, Any]) -> None:
        tried["n"] += 1
        out, code = respond(json.dumps(request).encode())
        assert code in (0, 2)
        if code == 2:
            assert out["error"]["kind"] in {"invalid_request", "impossible_input"}
            assert out["error"]["message"]
        json.dumps(out)

    check()
    record_figure("fuzzed requests", f"{tried['n']} inputs tried, 0 failures")
