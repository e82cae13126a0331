"""How a game package declares its JSON operations.

Each game package exports ``OPS``: one `OpSpec` per contract op. A request model carries
``game`` and ``op`` as ``Literal`` fields with defaults, so Python callers can build a
request without repeating them while JSON callers must name them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from scorers.common.models import Model


@dataclass(frozen=True)
class OpSpec:
    """One operation: its request model, its response model and the function between."""

    request: type[Model]
    response: type[Model]
    handler: Callable[[Any], Model]
    kind: Literal["contract", "search", "extra"] = "extra"
    """``contract``: an op of the JSON contract (docs/cli.md), which must cost no more than
    parsing its request (``bench/ops.py``); ``search``: an op that searches rather than
    checks (timed without that target); ``extra``: the package's own addition."""

    @property
    def game(self) -> str:
        return str(self.request.model_fields["game"].default)

    @property
    def op(self) -> str:
        return str(self.request.model_fields["op"].default)

    @property
    def key(self) -> str:
        return f"{self.game}.{self.op}"
