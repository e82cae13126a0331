"""The spandau ops of the JSON interface."""

from __future__ import annotations

from scorers.common.ops import OpSpec

OPS: tuple[OpSpec, ...] = ()
