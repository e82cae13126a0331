"""Request and response models of the auction: bid solvency and payment (§4, SP80-AUCT,
SP80-PAY, SP80-VAL-6/7)."""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from scorers.common.errors import ImpossibleInput
from scorers.common.models import Model, Verdict
from scorers.spandau.data import MIN_PRICE
from scorers.spandau.models import Count, Good, Options


class Cards(Model):
    """Hand cards by type: held (for solvency) or discarded (for a payment)."""

    city: Count = 0
    river: Count = 0
    country: Count = 0


class GoodStock(Model):
    """One good in the player's warehouse. ``price`` is the number of the space its price
    marker is on, counted from the right (SP80-PAY-4)."""

    good: Good
    stock: Count
    price: Count
    min_price: Count = MIN_PRICE

    @model_validator(mode="after")
    def _price(self) -> GoodStock:
        if self.price < self.min_price:
            raise ValueError(f"{self.good}: price {self.price} is below its minimum "
                             f"{self.min_price}")
        return self


def _distinct(goods: tuple[GoodStock, ...]) -> None:
    names = [stock.good for stock in goods]
    if len(names) != len(set(names)):
        raise ValueError("each good is listed once")


class GoodSale(GoodStock):
    sell: Count = 0
    """Units sold toward the payment (SP80-PAY-3)."""

    @model_validator(mode="after")
    def _stock(self) -> GoodSale:
        if self.sell > self.stock:
            raise ImpossibleInput(
                "SP80-VAL-7", f"{self.sell} {self.good} sold, but only {self.stock} are in "
                "stock.")
        return self


class CheckBidRequest(Model):
    """May this player make this bid (SP80-AUCT-2, SP80-AUCT-3)?"""

    game: Literal["spandau"] = "spandau"
    op: Literal["check_bid"] = "check_bid"
    bid: Count
    high_bid: Count | None = None
    """The current high bid; none when the bid opens the auction."""
    coins: Count
    """Coins in the bidder's purse."""
    hand: Cards = Cards()
    """Unplayed hand cards."""
    goods: tuple[GoodStock, ...] = ()
    options: Options = Options()

    @model_validator(mode="after")
    def _goods(self) -> CheckBidRequest:
        _distinct(self.goods)
        return self


class CheckBidResponse(Verdict):
    max_payable: int
    """Coins + hand-card values + the whole stock sold (SP80-AUCT-3)."""


class PaymentRequest(Model):
    """How the auction winner pays his bid (SP80-PAY-1..4)."""

    game: Literal["spandau"] = "spandau"
    op: Literal["payment"] = "payment"
    bid: Count
    coins: Count = 0
    """Coins paid from the purse to the bank."""
    cards: Cards = Cards()
    """Hand cards discarded (city 3, river 2, country 1)."""
    goods: tuple[GoodSale, ...] = ()
    for_auction: bool = True
    """Goods may be sold only to pay for an auctioned artwork (SP80-PAY-3)."""
    options: Options = Options()

    @model_validator(mode="after")
    def _goods(self) -> PaymentRequest:
        _distinct(self.goods)
        return self


class GoodAfter(Model):
    good: Good
    stock: int
    price: int


class PaymentResponse(Verdict):
    paid: int
    """Coin value reached: coins + card values + sale proceeds."""
    proceeds: int
    """Coins the goods sold brought in."""
    change: int
    """Coins the bank gives back: 0 unless ``bank_gives_change`` (A-9)."""
    goods_after: tuple[GoodAfter, ...]
