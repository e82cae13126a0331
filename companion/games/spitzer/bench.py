"""Spitzer ``score_game`` next to parsing its request: one game, and a whole score sheet.

    python -m bench --only spitzer [--quick]

The plugin's ``benchmarks`` (`base.GamePlugin`): ``python -m bench`` runs it with the app's.

* The contract's request (``bench/samples/spitzer.json``, seven hands of one game): the
  median time of ``score_game`` on the parsed request next to the median time pydantic needs
  to validate the same request from JSON (the path ``python -m scorers`` takes). Target: at
  most 1.0x, as for every contract op.
* A score sheet as the app sends it: three games to 42, each hand with its dealer, misdeals
  and new games, so the answer covers every game. Same comparison, reported without a target
  (it is the sheet's own request, beyond the contract).
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

from bench import common
from bench.common import interleaved_medians, report, us
from scorers.registry import request_adapter
from scorers.spitzer.game import score_game

SAMPLE = Path(common.__file__).parent / "samples" / "spitzer.json"
PLAYERS = ["Anna", "Ben", "Carla", "Dieter"]


def sheet_request(games: int = 3) -> dict[str, Any]:
    """``games`` games, each won by a stealer after a few hands, with dealers and misdeals."""
    round_: list[dict[str, Any]] = [
        {"type": "normal", "calling_side": ["Anna", "Carla"], "side_tricks": 5,
         "side_points": 72},
        {"type": "zola", "calling_side": ["Dieter"], "side_tricks": 3, "side_points": 45},
        {"type": "call", "calling_side": ["Carla", "Ben"], "side_tricks": 6, "side_points": 92},
        {"type": "stealer", "calling_side": ["Ben"], "side_tricks": 8, "side_points": 120},
        {"type": "stealer", "calling_side": ["Ben"], "side_tricks": 8, "side_points": 120},
    ]
    """Ben reaches 45 with the fifth hand and wins."""
    hands: list[dict[str, Any]] = []
    misdeals, new_games = [], []
    for game in range(games):
        if game:
            new_games.append({"before": len(hands)})
        misdeals.append({"before": len(hands) + 1})
        for hand in round_:
            hands.append(hand | {"dealer": PLAYERS[len(hands) % len(PLAYERS)]})
    return {"game": "spitzer", "op": "score_game", "players": PLAYERS, "hands": hands,
            "stake_cents": 100, "per_point_cents": 5, "misdeals": misdeals,
            "new_games": new_games}


def compare(name: str, key: str, body: dict[str, Any], batches: int, inner: int,
            target: bool) -> str:
    adapter = request_adapter()
    raw = json.dumps(body)
    request = adapter.validate_json(raw, strict=True)
    parse, rules = interleaved_medians(
        (partial(adapter.validate_json, raw, strict=True), partial(score_game, request)),
        batches, inner)
    ratio = rules / parse
    return report(f"{name}: rules / parse", f"{us(rules)} / {us(parse)} = {ratio:.2f}x",
                  "<= 1.0x" if target else "", ratio <= 1.0 if target else None,
                  id=f"spitzer.score_game.{key}.ratio", unit="x", number=ratio)


def main(quick: bool = False) -> list[str]:
    print("Spitzer score_game vs request parsing (median per call)", flush=True)
    batches, inner = (10, 10) if quick else (80, 50)
    contract = json.loads(SAMPLE.read_text())["score_game"]
    return [compare("spitzer.score_game, one game (contract)", "contract", contract, batches,
                    inner, True),
            compare("spitzer.score_game, sheet of 3 games", "sheet_3_games", sheet_request(),
                    batches, inner, False)]
