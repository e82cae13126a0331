"""Map calculators (§5): what placing influence costs and what a displacement pays.

`InfluenceCalc` asks ``scorers.spandau.influence_cost`` (SP80-INFL-3, lowest level first,
A-6); `DisplacementCalc` asks ``displacement`` (SP80-MOVE-1..3, Berlin SP80-BERLIN-3).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.games.spandau.rules import RULES
from companion.games.spandau.verdict import Judgement
from companion.i18n import Translate
from scorers.common.models import Violation
from scorers.spandau.berlin import displacement
from scorers.spandau.influence import influence_cost
from scorers.spandau.influence_models import DisplacementRequest, InfluenceCostRequest
from scorers.spandau.models import Options, Terrain


def _optional(value: int | None, delta: int) -> int | None:
    """+ from empty starts at 0; - from 0 empties the value (it is then not checked)."""
    new = (-1 if value is None else value) + delta
    return new if new >= 0 else None


@dataclass
class InfluenceCalc:
    options: Options = field(default_factory=Options)
    left: list[int] = field(default_factory=lambda: [0, 0, 0])
    """Tokens of this terrain still on the tableau at levels 1, 2, 3."""
    count: int = 1
    paid: int | None = None

    def step_left(self, level: int, delta: int) -> None:
        self.left[level - 1] = max(0, self.left[level - 1] + delta)

    def set_left(self, level: int, value: int) -> None:
        self.left[level - 1] = value

    def set_count(self, value: int) -> None:
        self.count = value

    def step_count(self, delta: int) -> None:
        self.count = max(0, self.count + delta)

    def step_paid(self, delta: int) -> None:
        self.paid = _optional(self.paid, delta)

    def set_paid(self, value: int) -> None:
        self.paid = value

    def judgement(self, t: Translate) -> Judgement:
        situation = t("spandau.influence.situation", count=self.count, one=self.left[0],
                      two=self.left[1], three=self.left[2],
                      paid="–" if self.paid is None else self.paid)
        result = RULES.attempt(lambda: influence_cost(InfluenceCostRequest(
            left=(self.left[0], self.left[1], self.left[2]), count=self.count,
            paid=self.paid, options=self.options)))
        if isinstance(result, Violation):
            return Judgement(situation, False, (), (result,))
        levels = " + ".join(map(str, result.levels)) or "0"
        return Judgement(situation, result.ok if self.paid is not None or not result.ok
                         else None,
                         (t("spandau.influence.cards", cards=result.cards, levels=levels),),
                         result.violations, ("SP80-INFL-2", "SP80-INFL-3"))


@dataclass
class DisplacementCalc:
    options: Options = field(default_factory=Options)
    terrain: Terrain = "field"
    by: str = "player"
    own_pieces: int | None = None
    destination: Terrain | None = None
    adjacent: bool = True
    free: bool = True
    paid: int | None = None

    def pick_terrain(self, terrain: Terrain) -> None:
        self.terrain = terrain

    def pick_destination(self, terrain: Terrain | None) -> None:
        self.destination = terrain

    def set_own(self, value: int) -> None:
        self.own_pieces = value

    def step_own(self, delta: int) -> None:
        self.own_pieces = _optional(self.own_pieces, delta)

    def step_paid(self, delta: int) -> None:
        self.paid = _optional(self.paid, delta)

    def set_paid(self, value: int) -> None:
        self.paid = value

    def judgement(self, t: Translate) -> Judgement:
        situation = t("spandau.move.situation", terrain=t("spandau.terrain." + self.terrain),
                      by=t("spandau.move.by." + self.by))
        result = RULES.attempt(lambda: displacement(DisplacementRequest(
            terrain=self.terrain, by="berlin" if self.by == "berlin" else "player",
            own_pieces=self.own_pieces, destination_terrain=self.destination,
            destination_adjacent=self.adjacent, destination_free=self.free, paid=self.paid,
            options=self.options)))
        if isinstance(result, Violation):
            return Judgement(situation, False, (), (result,))
        line = t("spandau.move.compensation", coins=result.compensation,
                 payer=t(f"spandau.move.payer.{result.payer or 'none'}"))
        rules = ("SP80-MOVE-3", *(("SP80-BERLIN-3",) if self.by == "berlin" else ()))
        return Judgement(situation, result.ok, (line,), result.violations, rules)
