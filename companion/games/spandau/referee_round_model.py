"""Round calculators (§6): palace levels and the order of campaign rewards.

`PalaceCalc` asks ``scorers.spandau.palace`` (SP80-PAL-2/3/5); `CampaignCalc` asks
``campaign_rewards`` (SP80-ARMY-3/4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.games.spandau.rules import RULES
from companion.games.spandau.verdict import Judgement
from companion.i18n import Translate
from scorers.common.models import Violation
from scorers.spandau.campaign import campaign_rewards
from scorers.spandau.data import PALACE_MAX
from scorers.spandau.models import Options
from scorers.spandau.palace import palace
from scorers.spandau.round_models import CampaignPlayer, CampaignRewardsRequest, PalaceRequest


@dataclass
class PalaceCalc:
    options: Options = field(default_factory=Options)
    level: int = 0
    gain: int = 0
    exert: bool = False
    source: str = "action"

    def step_level(self, delta: int) -> None:
        self.level = min(PALACE_MAX, max(0, self.level + delta))

    def set_level(self, value: int) -> None:
        self.level = value

    def set_gain(self, value: int) -> None:
        self.gain = value

    def step_gain(self, delta: int) -> None:
        self.gain = max(0, self.gain + delta)

    def judgement(self, t: Translate) -> Judgement:
        situation = t("spandau.palace.situation", level=self.level, gain=self.gain,
                      source=t("spandau.palace.source." + self.source),
                      exert=t("spandau.yes" if self.exert else "spandau.no"))
        result = RULES.attempt(lambda: palace(PalaceRequest(
            level=self.level, gain=self.gain, exert=self.exert,
            source="campaign" if self.source == "campaign" else "action",
            options=self.options)))
        if isinstance(result, Violation):
            return Judgement(situation, False, (), (result,))
        lines = [t("spandau.palace.level", level=result.level)]
        if result.shields:
            lines.append(t("spandau.palace.shields", levels=", ".join(map(str, result.shields))))
        if result.lost:
            lines.append(t("spandau.palace.lost", lost=result.lost))
        rules = ("SP80-PAL-5",) if self.source == "campaign" else ("SP80-PAL-2", "SP80-PAL-3")
        return Judgement(situation, None if result.ok else False, tuple(lines),
                         result.violations, rules)


@dataclass
class Racer:
    name: str
    progress: int = 0
    palace: int = 0


@dataclass
class CampaignCalc:
    """``racers`` in seating order; ``start`` is this round's starting player."""

    racers: list[Racer]
    options: Options = field(default_factory=Options)
    start: int = 0
    finisher: int = 0

    def step(self, index: int, name: str, delta: int) -> None:
        racer = self.racers[index]
        top = PALACE_MAX if name == "palace" else None
        value = max(0, getattr(racer, name) + delta)
        setattr(racer, name, value if top is None else min(top, value))

    def set(self, index: int, name: str, value: int) -> None:
        """``progress`` or ``palace`` of a racer, as typed."""
        setattr(self.racers[index], name, value)

    def pick(self, name: str, index: int) -> None:
        """``start`` or ``finisher``."""
        setattr(self, name, index)

    def turn_order(self) -> list[Racer]:
        return self.racers[self.start:] + self.racers[:self.start]

    def judgement(self, t: Translate) -> Judgement:
        order = self.turn_order()
        finisher = self.racers[self.finisher].name
        situation = t("spandau.campaign.situation", finisher=finisher, players="; ".join(
            t("spandau.campaign.racer", name=r.name, progress=r.progress, palace=r.palace)
            for r in order))
        result = RULES.attempt(lambda: campaign_rewards(CampaignRewardsRequest(
            players=tuple(CampaignPlayer(name=r.name, progress=r.progress, palace=r.palace)
                          for r in order), finisher=finisher, options=self.options)))
        if isinstance(result, Violation):
            return Judgement(situation, False, (), (result,))
        lines = [t("spandau.campaign.reward", reward=rank.reward, name=rank.name,
                   why=t(f"spandau.campaign.why.{rank.decided_by or 'last'}"))
                 for rank in result.ranking if rank.reward is not None]
        lines += [t("spandau.campaign.unused", reward=reward) for reward in result.unused]
        lines.append(t("spandau.campaign.artworks", names=", ".join(result.artworks) or "–"))
        return Judgement(situation, None, tuple(lines), (), ("SP80-ARMY-3", "SP80-ARMY-4"))
