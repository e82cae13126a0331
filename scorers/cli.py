"""``python -m scorers``: JSON requests on stdin, JSON responses on stdout (CONTRACT v1).

Exit 0 when every request was answered, 2 when any could not be. Never a traceback.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from scorers.registry import answer, error, schema

USAGE = "usage: python -m scorers [schema] < request.json"
MAX_INPUT_BYTES = 64 * 1024 * 1024
"""Larger input is refused unread, so a runaway script cannot exhaust memory."""


def _decode(raw: bytes) -> Any | dict[str, Any]:
    def reject_constant(name: str) -> None:
        raise ValueError(f"{name} is not a JSON number")

    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return _Bad(error("invalid_json", f"the input is not UTF-8 text ({exc.reason})"))
    if not text.strip():
        return _Bad(error("invalid_json", "the input is empty; send one JSON request or an array"))
    try:
        return json.loads(text, parse_constant=reject_constant)
    except RecursionError:
        return _Bad(error("invalid_json", "the JSON is nested too deeply"))
    except json.JSONDecodeError as exc:
        return _Bad(error("invalid_json",
                          f"malformed JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"))
    except ValueError as exc:
        return _Bad(error("invalid_json", f"unreadable JSON value: {exc}"))


class _Bad:
    def __init__(self, body: dict[str, Any]) -> None:
        self.body = body


def _safe_answer(obj: Any) -> dict[str, Any]:
    try:
        return answer(obj)
    except RecursionError:
        return error("invalid_request", "the request is nested too deeply")
    except Exception as exc:  # a bug must still answer in JSON, not a traceback
        return error("invalid_request", f"the request could not be answered ({type(exc).__name__})")


def respond(raw: bytes) -> tuple[Any, int]:
    """Answer the raw stdin bytes: (JSON-ready output, exit code)."""
    decoded = _decode(raw)
    if isinstance(decoded, _Bad):
        return decoded.body, 2
    if isinstance(decoded, list):
        answers = [_safe_answer(item) for item in decoded]
        failed = any("error" in item for item in answers)
        return answers, 2 if failed else 0
    result = _safe_answer(decoded)
    return result, 2 if "error" in result else 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        if args == ["schema"]:
            output: Any = schema()
            code = 0
        elif args:
            output, code = error("invalid_request", USAGE), 2
        else:
            raw = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
            if len(raw) > MAX_INPUT_BYTES:
                output, code = error("invalid_json", "the input is larger than 64 MB"), 2
            else:
                output, code = respond(raw)
        sys.stdout.write(json.dumps(output, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        return 2
    except BaseException as exc:  # never a traceback, whatever happens
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return 2
        failure = error("invalid_request", f"internal error: {type(exc).__name__}")
        sys.stdout.write(json.dumps(failure) + "\n")
        return 2
    return code
