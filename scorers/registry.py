"""The request envelope: every game's ops in one discriminated union on ``game``/``op``.

`answer` turns one decoded JSON value into one response object (or an ``error`` object);
it never raises for bad input. Errors follow docs/cli.md: ``invalid_json``,
``invalid_request`` and ``impossible_input`` (the latter with the VAL rule it breaks).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Annotated, Any, Union

from pydantic import Discriminator, Tag, TypeAdapter, ValidationError

from scorers import kardinal, spandau, spitzer, spitzweg
from scorers.common.errors import ImpossibleInput, fault
from scorers.common.models import Model
from scorers.common.ops import OpSpec

GAMES: dict[str, tuple[OpSpec, ...]] = {
    "spitzweg": spitzweg.OPS,
    "kardinal": kardinal.OPS,
    "spitzer": spitzer.OPS,
    "spandau": spandau.OPS,
}
OPS: dict[tuple[str, str], OpSpec] = {
    (spec.game, spec.op): spec for specs in GAMES.values() for spec in specs
}


def _tag(value: Any) -> str | None:
    if isinstance(value, dict):
        return f"{value.get('game')}.{value.get('op')}"
    if isinstance(value, Model):
        return f"{getattr(value, 'game', None)}.{getattr(value, 'op', None)}"
    return None


@cache
def request_adapter() -> TypeAdapter[Any]:
    """The envelope: a union of every request model, tagged ``"<game>.<op>"``."""
    members = tuple(Annotated[spec.request, Tag(spec.key)] for spec in OPS.values())
    union: Any = Annotated[Union[members], Discriminator(_tag)]  # noqa: UP007
    return TypeAdapter(union)


MAX_ECHO = 60
"""Longest piece of the caller's input echoed back in a message (a name, a key)."""


def shorten(text: str, limit: int = MAX_ECHO) -> str:
    """Cut an echoed value so a hostile 5 MB string cannot flood the answer."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def error(kind: str, message: str, rule: str | None = None, details: list[Any] | None = None
          ) -> dict[str, Any]:
    body: dict[str, Any] = {"kind": kind, "message": shorten(message, 400)}
    if rule is not None:
        body["rule"] = rule
    body["details"] = details or []
    return {"error": body}


def _impossible(exc: ImpossibleInput) -> dict[str, Any]:
    return error("impossible_input", exc.message, exc.rule, exc.details)


def _location(loc: tuple[int | str, ...]) -> str:
    return ".".join(shorten(str(part)) for part in loc) or "request"


def _field_path(loc: tuple[int | str, ...]) -> tuple[int | str, ...]:
    """Drop the envelope's union tag (``"kardinal.score_game"``) from an error location."""
    if loc and isinstance(loc[0], str) and tuple(loc[0].split(".", 1)) in OPS:
        return loc[1:]
    return loc


def from_validation_error(exc: ValidationError) -> dict[str, Any]:
    """Map pydantic's errors: VAL-rule `ImpossibleInput`s raised in validators win, and
    their faults (from every field that raised one) make up the ``details``."""
    problems: list[dict[str, Any]] = [
        {**p, "loc": tuple(
            part if isinstance(part, int) else shorten(part) for part in _field_path(p["loc"])
        )}
        for p in exc.errors(include_url=False, include_input=False)
    ]
    faults = [
        found if "fields" in found or not problem["loc"] else {
            **found, "fields": [_location(problem["loc"])]}
        for problem in problems
        if isinstance(cause := (problem.get("ctx") or {}).get("error"), ImpossibleInput)
        for found in cause.faults or [fault(cause.rule, cause.message)]]
    if faults:  # every VAL fault pydantic met, each where it was found; the first leads
        return error("impossible_input", faults[0]["message"], faults[0]["rule"], faults)
    details = [
        {"loc": list(p["loc"]), "msg": p["msg"], "type": p["type"]} for p in problems
    ]
    first = problems[0]
    message = f"{_location(first['loc'])}: {first['msg']}"
    if len(problems) > 1:
        message += f" (and {len(problems) - 1} more problem(s))"
    return error("invalid_request", message, details=details)


def parse(obj: Any) -> Model | dict[str, Any]:
    """Validate one decoded request; return the request model or an ``error`` object."""
    if not isinstance(obj, dict):
        return error("invalid_request", "a request must be a JSON object with 'game' and 'op'")
    game, op = obj.get("game"), obj.get("op")
    if not isinstance(game, str) or game not in GAMES:
        expected = ", ".join(GAMES)
        return error("invalid_request",
                     f"game: unknown game {shorten(repr(game))}; expected one of {expected}",
                     details=[{"loc": ["game"]}])
    if not isinstance(op, str) or (game, op) not in OPS:
        known = ", ".join(spec.op for spec in GAMES[game])
        return error("invalid_request",
                     f"op: unknown op {shorten(repr(op))} for {game}; expected one of {known}",
                     details=[{"loc": ["op"]}])
    try:
        # Strict JSON validation: "5" is not an int, 1 is not a bool, lists fill tuples.
        request: Model = request_adapter().validate_json(json.dumps(obj), strict=True)
    except ValidationError as exc:
        return from_validation_error(exc)
    except ImpossibleInput as exc:
        return _impossible(exc)
    return request


def run(request: Model) -> Model:
    """Call the rules function behind a validated request (may raise ImpossibleInput)."""
    key = (getattr(request, "game", ""), getattr(request, "op", ""))
    return OPS[key].handler(request)


def answer(obj: Any) -> dict[str, Any]:
    """One decoded JSON request in, one JSON-ready response or error object out."""
    request = parse(obj)
    if isinstance(request, dict):
        return request
    try:
        response = run(request)
    except ImpossibleInput as exc:
        return _impossible(exc)
    except ValidationError as exc:
        return from_validation_error(exc)
    return response.model_dump(mode="json")


def schema() -> dict[str, Any]:
    """JSON Schema of every request and response, keyed ``"<game>.<op>"``."""
    return {
        "contract": 1,
        "request": request_adapter().json_schema(),
        "requests": {spec.key: spec.request.model_json_schema() for spec in OPS.values()},
        "responses": {
            spec.key: spec.response.model_json_schema(mode="serialization")
            for spec in OPS.values()
        },
    }
