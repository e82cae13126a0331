"""Auction arithmetic: the payable maximum of a bid and the payment (§4)."""

from __future__ import annotations

from scorers.common.models import Violation
from scorers.spandau.auction_models import (
    Cards,
    CheckBidRequest,
    CheckBidResponse,
    GoodAfter,
    GoodStock,
    PaymentRequest,
    PaymentResponse,
)
from scorers.spandau.data import CARD_VALUE, MIN_BID
from scorers.spandau.models import Options


def card_value(cards: Cards) -> int:
    """Coins the cards count toward a payment: city 3, river 2, country 1 (SP80-PAY-2)."""
    return sum(CARD_VALUE[kind] * getattr(cards, kind) for kind in CARD_VALUE)


def sell(good: GoodStock, units: int, options: Options) -> tuple[int, int, int]:
    """Sell ``units`` of one good: (coins, stock after, price after) (SP80-PAY-3).

    By default all units go at the current price and the price then falls by the units
    sold (A-8); with ``per_unit_price`` each unit lowers the price before the next. The
    price never drops below the good's minimum.
    """
    price = good.price
    if options.per_unit_price:
        coins = 0
        for _ in range(units):
            coins += price
            price = max(good.min_price, price - 1)
    else:
        coins = units * price
        price = max(good.min_price, price - units)
    return coins, good.stock - units, price


def max_payable(coins: int, hand: Cards, goods: tuple[GoodStock, ...], options: Options
                ) -> int:
    """Everything the player could raise now: purse, hand cards and whole stock sold."""
    return coins + card_value(hand) + sum(
        sell(good, good.stock, options)[0] for good in goods)


def check_bid(request: CheckBidRequest) -> CheckBidResponse:
    """A bid is a whole number of coins, at least 1 (A-10), above the high bid
    (SP80-AUCT-2), and payable (SP80-AUCT-3)."""
    options = request.options
    most = max_payable(request.coins, request.hand, request.goods, options)
    least = MIN_BID - 1 if options.zero_bid else MIN_BID
    faults: list[Violation] = []
    if request.bid < least:
        faults.append(Violation(rule="SP80-AUCT-2", message=(
            f"A bid is at least {least} coin(s).")))
    if request.high_bid is not None and request.bid <= request.high_bid:
        faults.append(Violation(rule="SP80-AUCT-2", message=(
            f"A bid must beat the high bid of {request.high_bid}.")))
    if request.bid > most:
        faults.append(Violation(rule="SP80-AUCT-3", message=(
            f"The bidder can pay at most {most} coins, not {request.bid}.")))
    return CheckBidResponse(ok=not faults, violations=tuple(faults), max_payable=most)


def payment(request: PaymentRequest) -> PaymentResponse:
    """Coins, discarded cards and goods sold, against the bid (SP80-PAY-1..3).

    A payment short of the bid is refused (SP80-PAY-1); card values that overshoot give
    no change (A-9) unless ``bank_gives_change``.
    """
    options = request.options
    proceeds = 0
    after: list[GoodAfter] = []
    for good in request.goods:
        coins, stock, price = sell(good, good.sell, options)
        proceeds += coins
        after.append(GoodAfter(good=good.good, stock=stock, price=price))
    paid = request.coins + card_value(request.cards) + proceeds
    faults: list[Violation] = []
    if paid < request.bid:
        faults.append(Violation(rule="SP80-PAY-1", message=(
            f"The payment reaches {paid} coins, short of the bid of {request.bid}.")))
    if not request.for_auction and any(good.sell for good in request.goods):
        faults.append(Violation(rule="SP80-PAY-3", message=(
            "Goods may be sold only to pay for an auctioned artwork.")))
    change = max(0, paid - request.bid) if options.bank_gives_change else 0
    return PaymentResponse(ok=not faults, violations=tuple(faults), paid=paid,
                           proceeds=proceeds, change=change, goods_after=tuple(after))
