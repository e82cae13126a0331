"""The Spitzer referee screens: play checker, trick resolver, call checker.

Each screen is one view-model from `referee_model` rendered again after every tap; the card
picker shows the trump order, and every verdict has a copy button (plain text with rules)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from functools import partial
from typing import Any

import flet as ft

from companion.games.base import RefereeContext
from companion.games.kit import (
    ERROR,
    GOOD,
    Screen,
    announced,
    chip,
    fault_box,
    no_event,
    switch_row,
    tid,
)
from companion.games.spitzer.card_names import card_label, cards_label, named_cards
from companion.games.spitzer.referee_model import CALLS, CallChecker, PlayChecker, TrickResolver
from companion.games.spitzer.sheet_entries import CALLED_ACES
from companion.games.spitzer.widgets import card_picker, card_row
from scorers.common.models import Verdict, Violation
from scorers.spitzer.data import FAIL_SUITS, HAND_SIZE, TRICK_SIZE
from scorers.spitzer.models import LegalCardsResponse, Options, TrickWinnerResponse

PICKED = "#1565C0"


class _Screen(Screen[RefereeContext]):
    def __init__(self, ctx: RefereeContext) -> None:
        super().__init__(ctx, spacing=10)

    def act(self, method: Callable[..., Any], *args: Any) -> None:
        method(*args)
        self.render()

    def verdict(self, prefix: str, verdict: Verdict | Violation | None, text: str,
                summary: str = "") -> list[ft.Control]:
        """The verdict box with each broken rule, and the copy button."""
        if verdict is None:
            return []
        t = self.ctx.t
        faults = [verdict] if isinstance(verdict, Violation) else list(verdict.violations)
        ok = isinstance(verdict, Verdict) and verdict.ok
        head = ft.Text(
            summary or t("spitzer.referee.ok" if ok else "spitzer.referee.not_ok"),
            size=18, weight=ft.FontWeight.BOLD, color=GOOD if ok else ERROR)
        # The whole verdict, its faults with it, is read out when it appears or changes.
        return [tid(f"{prefix}-verdict", announced(ft.Column(
            [head, *[fault_box(self.ctx, v.rule, named_cards(v.message, t)) for v in faults]],
            spacing=6))),
            tid(f"{prefix}-copy", ft.OutlinedButton(
                t("spitzer.referee.copy"), icon=ft.Icons.COPY,
                on_click=partial(self.ctx.copy_text, text)))]


class PlayView(_Screen):
    def __init__(self, ctx: RefereeContext) -> None:
        self.model = PlayChecker()
        super().__init__(ctx)

    def draw(self) -> list[ft.Control]:
        t, m = self.ctx.t, self.model
        legal = m.legal()
        allowed = legal.legal if isinstance(legal, LegalCardsResponse) else ()
        verdict = m.verdict()
        marks = {card: GOOD for card in allowed}
        if m.card is not None:
            marks[m.card] = GOOD if m.card in allowed else ERROR
        parts: list[ft.Control] = [
            ft.Text(t("spitzer.play.hint"), size=12),
            ft.Row([chip("spitzer-play-target-hand", t(
                "spitzer.play.my_hand", count=len(m.hand), most=HAND_SIZE), m.target == "hand",
                partial(self.act, setattr, m, "target", "hand")),
                chip("spitzer-play-target-trick", t(
                    "spitzer.play.the_trick", count=len(m.trick), most=TRICK_SIZE - 1),
                    m.target == "trick", partial(self.act, setattr, m, "target", "trick"))],
                wrap=True),
            ft.Text(t("spitzer.play.trick_so_far"), size=12),
            card_row("spitzer-play-trick", m.trick, t=t),
            ft.Text(t("spitzer.play.tap_card"), size=12),
            card_row("spitzer-play-hand", m.hand, partial(self.act, m.choose), marks, t),
            ft.Text(t("spitzer.play.called_ace"), size=12),
            ft.Row([chip("spitzer-play-ace-none", t("spitzer.form.no_ace"),
                         m.called_ace is None,
                         partial(self.act, setattr, m, "called_ace", None))] +
                   [chip(f"spitzer-play-ace-{ace}", card_label(ace, t),
                         m.called_ace == ace,
                         partial(self.act, setattr, m, "called_ace", ace))
                    for ace in CALLED_ACES], wrap=True),
            switch_row("spitzer-play-released", t("spitzer.play.released"), m.released,
                       no_event(self.act, setattr, m, "released", not m.released))]
        if allowed:
            parts.append(tid("spitzer-play-legal", ft.Text(
                t("spitzer.referee.legal_line", cards=cards_label(allowed, t)), color=GOOD,
                weight=ft.FontWeight.BOLD)))
        shown = verdict if verdict is not None else legal if isinstance(legal, Violation) \
            else None
        summary = "" if m.card is None else t(
            "spitzer.play.card_ok" if isinstance(verdict, Verdict) and verdict.ok
            else "spitzer.play.card_not_ok", card=card_label(m.card, t))
        parts += self.verdict("spitzer-play", shown, m.text(t, self.ctx.rule_text), summary)
        used = m.trick if m.target == "hand" else m.hand
        parts.append(card_picker("spitzer-play-card", partial(self.act, m.pick), t, used,
                                 {c: PICKED for c in (m.hand if m.target == "hand"
                                                      else m.trick)}))
        return parts


class TrickView(_Screen):
    def __init__(self, ctx: RefereeContext) -> None:
        self.model = TrickResolver()
        super().__init__(ctx)

    def draw(self) -> list[ft.Control]:
        t, m = self.ctx.t, self.model
        result = m.result()
        marks = {}
        parts: list[ft.Control] = [ft.Text(t("spitzer.trick.hint"), size=12)]
        if isinstance(result, TrickWinnerResponse):
            marks[m.cards[result.winner]] = GOOD
            parts.append(tid("spitzer-trick-result", ft.Text(t(
                "spitzer.trick.verdict", position=result.winner + 1,
                card=card_label(m.cards[result.winner], t), points=result.points), size=18,
                weight=ft.FontWeight.BOLD, color=GOOD)))
            parts.append(tid("spitzer-trick-copy", ft.OutlinedButton(
                t("spitzer.referee.copy"), icon=ft.Icons.COPY,
                on_click=partial(self.ctx.copy_text, m.text(t, self.ctx.rule_text)))))
        elif isinstance(result, Violation):
            parts += self.verdict("spitzer-trick", result, m.text(t, self.ctx.rule_text))
        parts.insert(1, card_row("spitzer-trick-played", m.cards, partial(self.act, m.pick),
                                 marks, t))
        parts.append(card_picker("spitzer-trick-card", partial(self.act, m.pick), t,
                                 marks={c: PICKED for c in m.cards}))
        return parts


class CallView(_Screen):
    def __init__(self, ctx: RefereeContext) -> None:
        chosen = ctx.session.options if ctx.session is not None else {}
        options = {k: v for k, v in chosen.items() if k in Options.model_fields}
        self.model = CallChecker()
        # A broken stored house rule leaves the rules file's defaults in force.
        with suppress(ValueError):
            self.model.options = Options.model_validate(options)
        super().__init__(ctx)

    def draw(self) -> list[ft.Control]:
        t, m = self.ctx.t, self.model
        needs_suit = m.call in ("call_ace", "call_ace_renounced")
        parts: list[ft.Control] = [
            ft.Text(t("spitzer.call.hint", count=len(m.hand), most=HAND_SIZE), size=12),
            card_row("spitzer-call-hand", m.hand, partial(self.act, m.pick), t=t),
            ft.Row([chip(f"spitzer-call-call-{call}", t(f"spitzer.call.{call}"),
                         m.call == call, partial(self.act, m.set_call, call))
                    for call in CALLS], wrap=True),
            ft.Row([chip(f"spitzer-call-suit-{suit}", t(f"spitzer.cards.suit_{suit}"),
                         m.suit == suit, partial(self.act, setattr, m, "suit", suit),
                         disabled=not needs_suit)
                    for suit in (*FAIL_SUITS, "D")], wrap=True),
            switch_row("spitzer-call-schneider", t("spitzer.call.with_schneider"),
                       m.with_schneider,
                       no_event(self.act, setattr, m, "with_schneider", not m.with_schneider)),
            ft.Text(t("spitzer.call.earlier"), size=12),
            ft.Row([chip(f"spitzer-call-earlier-{call}", t(f"spitzer.call.{call}"),
                         call in m.earlier, partial(self.act, m.toggle_earlier, call))
                    for call in CALLS], wrap=True)]
        parts += self.verdict("spitzer-call", m.verdict(), m.text(t, self.ctx.rule_text))
        parts.append(card_picker("spitzer-call-card", partial(self.act, m.pick), t,
                                 marks={c: PICKED for c in m.hand}))
        return parts


build_play_checker = PlayView.build
build_trick_resolver = TrickView.build
build_call_checker = CallView.build
