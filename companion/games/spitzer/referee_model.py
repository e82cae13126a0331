"""View-models of the Spitzer referee tools: the play checker, the trick resolver and the
call checker. Every verdict comes from ``scorers.spitzer``; an impossible situation (a card
twice) comes back as the SPZ-VAL rule it breaks, never as a crash."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from companion.games.choices import toggle
from companion.games.spitzer.card_names import card_label, cards_label
from companion.games.spitzer.rules import RULES
from companion.i18n import Translate
from scorers.common.models import Verdict, Violation
from scorers.spitzer import check_call, check_play, legal_cards, trick_winner
from scorers.spitzer.data import HAND_SIZE, TRICK_SIZE
from scorers.spitzer.models import (
    CallName,
    CheckCallRequest,
    CheckPlayRequest,
    LegalCardsRequest,
    LegalCardsResponse,
    Options,
    PlayVerdict,
    TrickWinnerRequest,
    TrickWinnerResponse,
)

RuleText = Callable[[str], str]
CALLS: tuple[CallName, ...] = ("call_ace", "call_ace_renounced", "call_first_trick", "zola",
                               "zola_schneider", "zola_schneider_schwartz", "schneider")


def verdict_lines(verdict: Verdict, t: Translate, rule_text: RuleText) -> list[str]:
    lines = [t("spitzer.referee.ok" if verdict.ok else "spitzer.referee.not_ok")]
    for v in verdict.violations:
        lines += [f"{v.rule}: {rule_text(v.rule)}", f"  {v.message}"]
    return lines


def fault_lines(fault: Violation, rule_text: RuleText) -> list[str]:
    return [f"{fault.rule}: {rule_text(fault.rule)}", f"  {fault.message}"]


@dataclass
class PlayChecker:
    """My hand, the trick so far, the called ace and its release -> legal cards, a verdict."""

    hand: list[str] = field(default_factory=list)
    trick: list[str] = field(default_factory=list)
    called_ace: str | None = None
    released: bool = False
    card: str | None = None
    target: Literal["hand", "trick"] = "hand"

    def pick(self, card: str) -> None:
        """A tap in the card picker: into (or out of) the hand or the trick being edited."""
        if self.target == "hand":
            toggle(self.hand, card, HAND_SIZE)
            if card not in self.hand and self.card == card:
                self.card = None
        else:
            toggle(self.trick, card, TRICK_SIZE - 1)

    def choose(self, card: str) -> None:
        """The card in question: tap it again to ask about another one."""
        self.card = None if self.card == card else card

    def legal(self) -> LegalCardsResponse | Violation | None:
        if not self.hand:
            return None
        return RULES.attempt(lambda: legal_cards(LegalCardsRequest(
            hand=tuple(self.hand), trick=tuple(self.trick), called_ace=self.called_ace,
            released=self.released)))

    def verdict(self) -> PlayVerdict | Violation | None:
        if self.card is None or self.card not in self.hand:
            return None
        card = self.card
        return RULES.attempt(lambda: check_play(CheckPlayRequest(
            hand=tuple(self.hand), trick=tuple(self.trick), called_ace=self.called_ace,
            released=self.released, card=card)))

    def text(self, t: Translate, rule_text: RuleText) -> str:
        lines = [t("spitzer.play.title"),
                 t("spitzer.referee.hand_line", cards=cards_label(self.hand, t) or "–"),
                 t("spitzer.referee.trick_line", cards=cards_label(self.trick, t) or "–"),
                 t("spitzer.referee.ace_line",
                   ace=card_label(self.called_ace, t) if self.called_ace else "–",
                   released=t("spitzer.referee.yes" if self.released else "spitzer.referee.no"))]
        legal = self.legal()
        if isinstance(legal, LegalCardsResponse):
            lines.append(t("spitzer.referee.legal_line", cards=cards_label(legal.legal, t)))
        verdict = self.verdict()
        if isinstance(verdict, PlayVerdict) and self.card is not None:
            lines.append(t("spitzer.referee.card_line", card=card_label(self.card, t)))
            lines += verdict_lines(verdict, t, rule_text)
        for fault in (legal, verdict):
            if isinstance(fault, Violation):
                lines += fault_lines(fault, rule_text)
        return "\n".join(lines)


@dataclass
class TrickResolver:
    """Four cards in play order, led first -> the winner and the trick points."""

    cards: list[str] = field(default_factory=list)

    def pick(self, card: str) -> None:
        toggle(self.cards, card, TRICK_SIZE)

    def result(self) -> TrickWinnerResponse | Violation | None:
        if len(self.cards) < TRICK_SIZE:
            return None
        return RULES.attempt(lambda: trick_winner(TrickWinnerRequest(trick=tuple(self.cards))))

    def text(self, t: Translate, rule_text: RuleText) -> str:
        lines = [t("spitzer.trick.title"), t("spitzer.referee.trick_line",
                                             cards=cards_label(self.cards, t) or "–")]
        result = self.result()
        if isinstance(result, TrickWinnerResponse):
            lines.append(t("spitzer.trick.verdict", position=result.winner + 1,
                           card=card_label(self.cards[result.winner], t),
                           points=result.points))
            lines += [f"SPZ-TRICK-1: {rule_text('SPZ-TRICK-1')}",
                      f"SPZ-TRICK-2: {rule_text('SPZ-TRICK-2')}"]
        elif isinstance(result, Violation):
            lines += fault_lines(result, rule_text)
        return "\n".join(lines)


@dataclass
class CallChecker:
    """An 8-card hand and an announcement -> allowed, or every precondition it breaks."""

    hand: list[str] = field(default_factory=list)
    call: CallName = "call_ace"
    suit: str | None = None
    with_schneider: bool = False
    earlier: list[CallName] = field(default_factory=list)
    options: Options = field(default_factory=Options)

    def pick(self, card: str) -> None:
        toggle(self.hand, card, HAND_SIZE)

    def set_call(self, call: CallName) -> None:
        self.call = call
        if call not in ("call_ace", "call_ace_renounced"):
            self.suit = None

    def toggle_earlier(self, call: CallName) -> None:
        toggle(self.earlier, call)

    def verdict(self) -> Verdict | Violation | None:
        if len(self.hand) < HAND_SIZE:
            return None
        return RULES.attempt(lambda: check_call(CheckCallRequest(
            hand=tuple(self.hand), call=self.call, suit=self.suit,
            with_schneider=self.with_schneider, earlier=tuple(self.earlier),
            options=self.options)))

    def text(self, t: Translate, rule_text: RuleText) -> str:
        call = t(f"spitzer.call.{self.call}") + (f" {self.suit}" if self.suit else "") + (
            f" + {t('spitzer.call.schneider')}" if self.with_schneider else "")
        lines = [t("spitzer.call.title"),
                 t("spitzer.referee.hand_line", cards=cards_label(self.hand, t) or "–"),
                 t("spitzer.call.call_line", call=call)]
        verdict = self.verdict()
        if isinstance(verdict, Verdict):
            lines += verdict_lines(verdict, t, rule_text)
        elif isinstance(verdict, Violation):
            lines += fault_lines(verdict, rule_text)
        return "\n".join(lines)
