"""Auction calculators (§4): how a bid is paid, and whether a bid can be paid at all.

`PaymentCalc` asks ``scorers.spandau.payment`` (coins, cards 3/2/1, goods sold at falling
prices -> paid, new stock and prices); `BidCalc` asks ``check_bid`` (the payable maximum).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.games.spandau.rules import RULES
from companion.games.spandau.verdict import Judgement
from companion.i18n import Translate
from companion.numbers import COUNT, Bounds
from scorers.common.models import Violation
from scorers.spandau.auction import check_bid, payment
from scorers.spandau.auction_models import (
    Cards,
    CheckBidRequest,
    GoodSale,
    GoodStock,
    PaymentRequest,
)
from scorers.spandau.data import CARD_VALUE, GOODS, MIN_PRICE
from scorers.spandau.models import Options

CARD_KINDS = tuple(CARD_VALUE)
"""city, river, country: the order of the card steppers."""


@dataclass
class GoodLine:
    """One good in the warehouse as the player reads it off the board."""

    stock: int = 0
    price: int = MIN_PRICE
    min_price: int = MIN_PRICE
    sell: int = 0


def _step(value: int, delta: int, least: int = 0) -> int:
    return max(least, value + delta)


@dataclass
class Purse:
    """What both calculators share: coins, cards by type, goods (tapped in as needed)."""

    options: Options = field(default_factory=Options)
    bid: int = 1
    coins: int = 0
    cards: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CARD_KINDS, 0))
    goods: dict[str, GoodLine] = field(default_factory=dict)

    def step(self, name: str, delta: int) -> None:
        """``bid``, ``coins`` or a card type."""
        if name in self.cards:
            self.cards[name] = _step(self.cards[name], delta)
        else:
            setattr(self, name, _step(getattr(self, name), delta))

    def set(self, name: str, value: int) -> None:
        """``bid``, ``coins`` or a card type, as typed (a count)."""
        if name in self.cards:
            self.cards[name] = value
        else:
            setattr(self, name, value)

    def toggle_good(self, good: str) -> None:
        if good in self.goods:
            del self.goods[good]
        else:
            self.goods[good] = GoodLine()

    def step_good(self, good: str, name: str, delta: int) -> None:
        line = self.goods[good]
        least = line.min_price if name == "price" else MIN_PRICE if name == "min_price" else 0
        setattr(line, name, _step(getattr(line, name), delta, least))
        line.price = max(line.price, line.min_price)

    def set_good(self, good: str, name: str, value: int) -> None:
        """As typed, within `good_bounds`; a minimum price above the price raises it."""
        line = self.goods[good]
        setattr(line, name, value)
        line.price = max(line.price, line.min_price)

    def good_bounds(self, good: str, name: str) -> Bounds:
        """What a good's field takes: a price from its minimum, a minimum from the lowest."""
        line = self.goods[good]
        least = line.min_price if name == "price" else MIN_PRICE if name == "min_price" else 0
        return Bounds(least, COUNT.high)

    def ordered_goods(self) -> list[str]:
        return [good for good in GOODS if good in self.goods]

    def _entered(self) -> list[tuple[str, GoodLine]]:
        """The goods with something in stock or sold, in the board's order."""
        return [(g, self.goods[g]) for g in self.ordered_goods()
                if self.goods[g].stock or self.goods[g].sell]

    def _cards_text(self, t: Translate) -> str:
        return ", ".join(t(f"spandau.card_count.{kind}", count=n)
                         for kind, n in self.cards.items() if n) or "–"


@dataclass
class PaymentCalc(Purse):
    for_auction: bool = True

    def judgement(self, t: Translate) -> Judgement:
        situation = t("spandau.payment.situation", bid=self.bid, coins=self.coins,
                      cards=self._cards_text(t), goods=", ".join(
                          t("spandau.payment.sale", good=t("spandau.good." + g), sell=line.sell,
                            price=line.price) for g, line in self._entered()) or "–")
        result = RULES.attempt(lambda: payment(PaymentRequest(
            bid=self.bid, coins=self.coins, cards=Cards(**self.cards), goods=tuple(
                GoodSale(good=g, stock=line.stock, price=line.price, min_price=line.min_price,
                         sell=line.sell) for g, line in self._entered()),
            for_auction=self.for_auction, options=self.options)))
        if isinstance(result, Violation):
            return Judgement(situation, False, (), (result,))
        lines = [t("spandau.payment.paid", paid=result.paid, bid=self.bid,
                   proceeds=result.proceeds)]
        lines += [t("spandau.payment.after", good=t("spandau.good." + g.good),
                    stock=self.goods[g.good].stock, new_stock=g.stock,
                    price=self.goods[g.good].price, new_price=g.price)
                  for g in result.goods_after]
        if result.change:
            lines.append(t("spandau.payment.change", change=result.change))
        elif result.paid > self.bid:
            lines.append(t("spandau.payment.no_change", over=result.paid - self.bid))
        return Judgement(situation, result.ok, tuple(lines), result.violations,
                         ("SP80-PAY-1", "SP80-PAY-2",
                          *(("SP80-PAY-3",) if result.goods_after else ())))


@dataclass
class BidCalc(Purse):
    high_bid: int | None = None
    """None while the bid opens the auction."""

    def step_high(self, delta: int) -> None:
        value = (self.high_bid if self.high_bid is not None else -1) + delta
        self.high_bid = value if value >= 0 else None

    def set_high(self, value: int) -> None:
        self.high_bid = value

    def judgement(self, t: Translate) -> Judgement:
        situation = t("spandau.bid.situation", bid=self.bid, high="–" if self.high_bid is None
                      else self.high_bid, coins=self.coins, cards=self._cards_text(t),
                      goods=", ".join(t("spandau.bid.stock", good=t("spandau.good." + g),
                                        stock=line.stock, price=line.price)
                                      for g, line in self._entered()) or "–")
        result = RULES.attempt(lambda: check_bid(CheckBidRequest(
            bid=self.bid, high_bid=self.high_bid, coins=self.coins, hand=Cards(**self.cards),
            goods=tuple(GoodStock(good=g, stock=line.stock, price=line.price,
                                  min_price=line.min_price) for g, line in self._entered()),
            options=self.options)))
        if isinstance(result, Violation):
            return Judgement(situation, False, (), (result,))
        return Judgement(situation, result.ok,
                         (t("spandau.bid.max", max=result.max_payable),),
                         result.violations, ("SP80-AUCT-2", "SP80-AUCT-3"))
