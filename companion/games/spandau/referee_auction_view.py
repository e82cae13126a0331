"""The auction calculators: pay a bid (coins, cards, goods sold) and "can this bid be paid?"."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.games.base import RefereeContext
from companion.games.kit import Screen, chip, number_stepper, then, then_step
from companion.games.spandau.referee_auction_model import CARD_KINDS, BidCalc, PaymentCalc, Purse
from companion.games.spandau.sheet_model import session_options
from companion.games.spandau.verdict import verdict_panel
from companion.numbers import COUNT
from scorers.spandau.data import CARD_VALUE, GOODS


class AuctionView(Screen[RefereeContext]):
    """The purse controls both calculators share; subclasses add their own lines."""

    prefix = ""

    def __init__(self, ctx: RefereeContext, calc: Purse) -> None:
        self.ctx = ctx
        self.calc = calc
        self.root = ft.Column(spacing=6, scroll=ft.ScrollMode.AUTO)
        super().__init__(ctx)

    def _stepper(self, name: str, label: str, value: int | None) -> ft.Control:
        return number_stepper(f"{self.prefix}-{name}", value,
                              then_step(self.render, partial(self.calc.step, name)),
                              on_set=then_step(self.render, partial(self.calc.set, name)),
                              bounds=COUNT, label=label, label_at="start", t=self.ctx.t)

    def purse(self) -> list[ft.Control]:
        t, calc, p = self.ctx.t, self.calc, self.prefix
        lines = [self._stepper("coins", t("spandau.coins"), calc.coins)]
        lines += [self._stepper(kind, t("spandau.card." + kind) + f" ({CARD_VALUE[kind]})",
                                calc.cards[kind]) for kind in CARD_KINDS]
        lines.append(ft.Text(t("spandau.goods"), weight=ft.FontWeight.BOLD))
        lines.append(ft.Row([chip(f"{p}-good-{g}", t("spandau.good." + g), g in calc.goods,
                                  then(self.render, calc.toggle_good, g)) for g in GOODS],
                            wrap=True))
        for good in calc.ordered_goods():
            line = calc.goods[good]
            fields = [("stock", line.stock), ("price", line.price),
                      ("min_price", line.min_price)]
            if isinstance(calc, PaymentCalc):
                fields.append(("sell", line.sell))
            lines.append(ft.Text(t("spandau.good." + good), italic=True))
            lines += [number_stepper(f"{p}-{good}-{name}", value,
                                     then_step(self.render, partial(calc.step_good, good, name)),
                                     on_set=then_step(self.render,
                                                      partial(calc.set_good, good, name)),
                                     bounds=calc.good_bounds(good, name),
                                     label=t("spandau.good_field." + name), label_at="start",
                                     name=f'{t("spandau.good." + good)}, '
                                          f'{t("spandau.good_field." + name)}', t=t)
                      for name, value in fields]
        return lines


class PaymentView(AuctionView):
    prefix = "spandau-pay"

    def draw(self) -> list[ft.Control]:
        t, calc = self.ctx.t, self.calc
        assert isinstance(calc, PaymentCalc)
        return [
            ft.Text(t("spandau.tool.payment"), size=20, weight=ft.FontWeight.BOLD),
            self._stepper("bid", t("spandau.bid"), calc.bid),
            *self.purse(),
            chip(f"{self.prefix}-for-auction", t("spandau.payment.for_auction"),
                 calc.for_auction, then(self.render, setattr, calc, "for_auction",
                                        not calc.for_auction)),
            verdict_panel(self.ctx, self.prefix, calc.judgement(t)),
        ]


class BidView(AuctionView):
    prefix = "spandau-bid"

    def draw(self) -> list[ft.Control]:
        t, calc = self.ctx.t, self.calc
        assert isinstance(calc, BidCalc)
        return [
            ft.Text(t("spandau.tool.bid"), size=20, weight=ft.FontWeight.BOLD),
            self._stepper("bid", t("spandau.bid"), calc.bid),
            number_stepper(f"{self.prefix}-high", calc.high_bid,
                           then_step(self.render, calc.step_high),
                           on_set=then_step(self.render, calc.set_high), bounds=COUNT,
                           label=t("spandau.bid.high"), label_at="start", t=t),
            *self.purse(),
            verdict_panel(self.ctx, self.prefix, calc.judgement(t)),
        ]


def build_payment(ctx: RefereeContext) -> ft.Control:
    return PaymentView(ctx, PaymentCalc(options=session_options(
        ctx.session.options if ctx.session else {}))).root


def build_bid(ctx: RefereeContext) -> ft.Control:
    return BidView(ctx, BidCalc(options=session_options(
        ctx.session.options if ctx.session else {}))).root
