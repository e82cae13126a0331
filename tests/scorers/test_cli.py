"""The JSON interface through a real subprocess, and junk input in process (docs/cli.md)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.cli import respond
from scorers.registry import GAMES, OPS
from tests.scorers.cli_helpers import run_cli


def test_one_request_answers_with_exit_0() -> None:
    code, out, err = run_cli({"game": "spitzweg", "op": "targets", "players": 2, "count": 3})
    assert (code, out, err) == (0, {"targets": [8, 9, 10]}, "")


def test_array_answers_in_order_and_any_error_gives_exit_2() -> None:
    code, out, err = run_cli([
        {"game": "spitzweg", "op": "targets", "players": 3, "count": 2},
        {"game": "chess", "op": "mate"},
        {"game": "spitzweg", "op": "targets", "players": 5, "count": 1},
    ])
    assert code == 2 and err == ""
    assert out[0] == {"targets": [14, 15]}
    assert out[1]["error"]["kind"] == "invalid_request"
    assert "game" in out[1]["error"]["message"]
    assert out[2]["error"]["kind"] == "impossible_input"
    assert out[2]["error"]["rule"] == "SPW-VAL-1"


@pytest.mark.parametrize("raw, kind", [
    (b"", "invalid_json"),
    (b"{not json", "invalid_json"),
    (b"\xff\xfe\x00garbage", "invalid_json"),
    (b"[" * 100_000, "invalid_json"),
    (b"NaN", "invalid_json"),
    (b"1" * 5000, "invalid_json"),
    (b'"a string"', "invalid_request"),
    (b'{"game": "kardinal"}', "invalid_request"),
    (b'{"game": "spitzweg", "op": "targets", "players": "4", "count": 1}', "invalid_request"),
    (b'{"game": "spitzweg", "op": "targets", "players": 4, "count": 1, "extra": 1}',
     "invalid_request"),
])
def test_garbage_gives_exit_2_and_one_error_object(raw: bytes, kind: str) -> None:
    code, out, err = run_cli(raw)
    assert code == 2
    assert err == "", err
    assert set(out) == {"error"}
    assert out["error"]["kind"] == kind
    assert isinstance(out["error"]["message"], str) and out["error"]["message"]
    assert isinstance(out["error"]["details"], list)


def test_wrong_field_is_named_in_the_message() -> None:
    _, out, _ = run_cli({"game": "spitzweg", "op": "targets", "players": 4, "count": "x"})
    assert out["error"]["message"].startswith("count:")


def test_schema_lists_every_op() -> None:
    code, out, err = run_cli(b"", "schema")
    assert code == 0 and err == ""
    assert set(out["requests"]) == {f"{game}.{op}" for game, op in OPS}
    assert set(out["responses"]) == set(out["requests"])


def test_unknown_subcommand_is_an_error() -> None:
    code, out, _ = run_cli(b"", "frobnicate")
    assert code == 2 and out["error"]["kind"] == "invalid_request"


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30,
)
envelopes = st.builds(
    lambda game, op, body: {**body, "game": game, "op": op},
    st.sampled_from([*GAMES, "nope"]),
    st.sampled_from(sorted({op for _, op in OPS} | {"nope"})),
    st.dictionaries(st.text(max_size=12), json_values, max_size=6),
)


def _well_formed(out: Any) -> bool:
    if isinstance(out, dict) and "error" in out:
        body = out["error"]
        return body["kind"] in {"invalid_json", "invalid_request", "impossible_input"} and bool(
            body["message"])
    return isinstance(out, dict)


@settings(max_examples=300, deadline=None)
@given(st.one_of(json_values, envelopes, st.lists(envelopes, max_size=4)))
def test_any_json_gets_an_answer_never_an_exception(value: Any) -> None:
    out, code = respond(json.dumps(value).encode())
    items = out if isinstance(value, list) else [out]
    assert all(_well_formed(item) for item in items)
    assert code == (2 if any("error" in item for item in items) else 0)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_get_an_answer(raw: bytes) -> None:
    out, code = respond(raw)
    json.dumps(out)
    assert code in (0, 2)
