"""Request builders for the Spandau 1780 tests."""

from __future__ import annotations

from typing import Any


def art(code: str) -> dict[str, Any]:
    """``"3-1g"`` -> genuine artwork 3-1; ``"3-1f"`` -> its forged copy."""
    ident, kind = code[:-1], code[-1]
    kind_type, number = ident.split("-")
    return {"type": int(kind_type), "number": int(number), "genuine": kind == "g"}


def arts(*codes: str) -> list[dict[str, Any]]:
    return [art(code) for code in codes]


def player(name: str, *codes: str) -> dict[str, Any]:
    return {"name": name, "artworks": arts(*codes)}


def request(op: str, **fields: Any) -> dict[str, Any]:
    return {"game": "spandau", "op": op, **fields}
