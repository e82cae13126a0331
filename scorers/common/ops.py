"""How a game package declares its JSON operations.

Each game package exports ``OPS``: one `OpSpec` per contract op. A request model carries
``game`` and ``op`` as ``Literal`` fields with defaults, so Python callers can build a
request without repeating them while JSON callers must name them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scorers.common.models import Model


@dataclass(frozen=True)
class OpSpec:
    """One operation: its request model, its response model and the function between."""

    request: type[Model]
    response: type[Model]
    handler: Callable[[Any], Model]

    @property
    def game(self) -> str:
        return str(self.request.model_fields["game"].default)

    @property
    def op(self) -> str:
        return str(self.request.model_fields["op"].default)

    @property
    def key(self) -> str:
        return f"{self.game}.{self.op}"
