"""View-model of the take checker: one disputed take, judged by ``scorers.kardinal.check_take``.

The person enters the cards in taking order (country, circle symbols, ship or coach,
whether it was a row end, any stone on it), the tablets played and the taker's stones; the
verdict lists every broken rule with the card it concerns (KK-TAKE, KK-STONE, KK-LAW) and
the taker's stones after the take. Impossible bookkeeping (KK-VAL-11) is a verdict too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from companion.games.kardinal.rules import RULES
from companion.i18n import Translate
from companion.numbers import Bounds
from scorers.common.models import Violation
from scorers.kardinal.data import (
    CIRCLE_LIMIT_THREE_SYMBOLS,
    COUNTRIES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STONES_PER_PLAYER,
    Country,
)
from scorers.kardinal.models import CheckTakeRequest, TakeOptions, TakeVerdict
from scorers.kardinal.take import check_take

Route = Literal["none", "ship", "coach"]
Stone = Literal["none", "own", "foreign"]
ROUTES: tuple[Route, ...] = ("none", "ship", "coach")
STONES: tuple[Stone, ...] = ("none", "own", "foreign")
STONE_COUNT = Bounds(0, STONES_PER_PLAYER)
"""What a stones input takes: none up to a player's own supply."""
TABLETS = ("three_symbols", "any_colours")
"""The tablets that change a take (KK-LAW-3, KK-LAW-4)."""
STONE_PLACES = ("supply", "deployed", "lost")
CIRCLES = tuple(range(CIRCLE_LIMIT_THREE_SYMBOLS + 1))
"""0-3 circle symbols on one card: enough to show every KK-TAKE-3 case."""
PLAYER_COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
ROWS = (1, 2, 3, 4)
SIDES = ("left", "right")


@dataclass(frozen=True)
class TakenCard:
    """One card of the take as entered."""

    country: Country = COUNTRIES[0]
    circles: int = 0
    route: Route = "none"
    end: bool = True
    stone: Stone = "none"
    pay_from: Literal["supply", "deployed"] | None = None
    """Only asked with the house rule ``pay_any_stone`` (A-7)."""
    row: int = 1
    side: Literal["left", "right"] = "left"
    """Only asked with the house rule ``one_row_end`` (A-4)."""

    def request(self, options: TakeOptions) -> dict[str, Any]:
        data: dict[str, Any] = {"country": self.country, "circles": self.circles,
                                "ship": self.route == "ship", "coach": self.route == "coach",
                                "end": self.end,
                                "stone": None if self.stone == "none" else self.stone}
        if self.stone == "foreign" and options.pay_any_stone and self.pay_from:
            data["pay_from"] = self.pay_from
        if options.one_row_end:
            data |= {"row": self.row, "side": self.side}
        return data


@dataclass
class TakeChecker:
    players: int = 4
    options: TakeOptions = field(default_factory=TakeOptions)
    cards: list[TakenCard] = field(default_factory=lambda: [TakenCard()])
    tablets: set[str] = field(default_factory=set)
    stones: dict[str, int] = field(default_factory=lambda: {
        "supply": STONES_PER_PLAYER, "deployed": 0, "lost": 0})
    selected: int = 0

    # --- editing ------------------------------------------------------------------------
    def add_card(self) -> None:
        """A further card, of the same country as the last (the usual case, KK-TAKE-2)."""
        last = self.cards[-1] if self.cards else TakenCard()
        self.cards.append(TakenCard(country=last.country, row=last.row, side=last.side))
        self.selected = len(self.cards) - 1

    def remove_card(self, index: int) -> None:
        if len(self.cards) > 1 and 0 <= index < len(self.cards):
            del self.cards[index]
            self.selected = min(self.selected, len(self.cards) - 1)

    def change(self, index: int, **changes: Any) -> None:
        self.cards[index] = replace(self.cards[index], **changes)

    def toggle_tablet(self, kind: str) -> None:
        self.tablets ^= {kind}

    def step_stones(self, place: str, delta: int) -> None:
        self.stones[place] = max(0, min(STONES_PER_PLAYER, self.stones[place] + delta))

    def set_stones(self, place: str, stones: int) -> None:
        """As typed, within `STONE_COUNT`."""
        self.stones[place] = stones

    # --- judging ------------------------------------------------------------------------
    def request(self) -> dict[str, Any]:
        return {"players": self.players,
                "take": [card.request(self.options) for card in self.cards],
                "tablets_played": [kind for kind in TABLETS if kind in self.tablets],
                "stones": dict(self.stones), "options": self.options.model_dump()}

    def verdict(self) -> TakeVerdict | Violation:
        """The rules core's verdict, or the KK-VAL rule the situation breaks."""
        return RULES.attempt(lambda: check_take(CheckTakeRequest.model_validate(self.request())))

    def offending(self) -> dict[int, tuple[str, ...]]:
        """Positions (0-based) of the cards a violation names, with the rules each breaks."""
        verdict = self.verdict()
        if isinstance(verdict, Violation):
            return {}
        found: dict[int, tuple[str, ...]] = {}
        for v in verdict.violations:
            for i in v.cards or ():
                rules = found.get(int(i), ())
                found[int(i)] = rules if v.rule in rules else (*rules, v.rule)
        return found

    def as_text(self, t: Translate, rule_text: Callable[[str], str]) -> str:
        """The situation and its verdict as plain text, for the group chat."""
        lines = [t("kardinal.take.title"),
                 t("kardinal.take.text_players", players=self.players),
                 t("kardinal.take.text_stones", **self.stones),
                 t("kardinal.take.text_tablets", tablets=", ".join(
                     t(f"kardinal.tablet.{k}") for k in TABLETS if k in self.tablets) or "–")]
        lines += [f"{i + 1}. {self.describe(t, card)}" for i, card in enumerate(self.cards)]
        verdict = self.verdict()
        if isinstance(verdict, Violation):
            lines.append(t("kardinal.take.impossible"))
            faults: tuple[Violation, ...] = (verdict,)
        else:
            lines.append(t("kardinal.take.legal" if verdict.ok else "kardinal.take.illegal"))
            faults = verdict.violations
        lines += [f"{v.rule}: {rule_text(v.rule)} — {v.message}" for v in faults]
        if not isinstance(verdict, Violation):
            lines.append(t("kardinal.take.text_after", supply=verdict.stones.supply,
                           deployed=verdict.stones.deployed, lost=verdict.stones.lost))
        return "\n".join(lines)

    def describe(self, t: Translate, card: TakenCard) -> str:
        parts = [t(f"kardinal.country.{card.country}"),
                 t("kardinal.take.circles_n", count=card.circles)]
        if card.route != "none":
            parts.append(t(f"kardinal.take.route.{card.route}"))
        parts.append(t("kardinal.take.end_yes" if card.end else "kardinal.take.end_no"))
        if card.stone != "none":
            parts.append(t(f"kardinal.take.stone.{card.stone}"))
        if self.options.one_row_end:
            parts.append(t("kardinal.take.row_side", row=card.row,
                           side=t(f"kardinal.take.side.{card.side}")))
        return ", ".join(parts)
