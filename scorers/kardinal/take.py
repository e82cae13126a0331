"""Is this take legal? (§3.1, §3.2, §3.3): row ends, one country, the circle limit,
tablets, claim-stone payments, and the taker's stones after the take."""

from __future__ import annotations

from collections.abc import Iterator

from scorers.common.models import Violation
from scorers.kardinal.data import CIRCLE_LIMIT, CIRCLE_LIMIT_THREE_SYMBOLS, COUNTRY_NAMES
from scorers.kardinal.models import CheckTakeRequest, Stones, TakeVerdict


def _at(index: int) -> tuple[str, ...]:
    """A violation's ``cards``: 0-based positions in the take."""
    return (str(index),)


def _row_ends(request: CheckTakeRequest) -> Iterator[Violation]:
    """KK-TAKE-1 (and the A-4 house rule ``one_row_end``)."""
    for i, card in enumerate(request.take):
        if not card.end:
            yield Violation(rule="KK-TAKE-1", cards=_at(i), message=(
                f"Card {i + 1} was not at the left or right end of a row when taken."))
    if request.options.one_row_end:
        ends = {(card.row, card.side) for card in request.take}
        if len(ends) > 1:
            yield Violation(rule="KK-TAKE-1", message=(
                "House rule: every card of a take comes from the same end of one row."))


def _one_country(request: CheckTakeRequest) -> Iterator[Violation]:
    """KK-TAKE-2, lifted by ANY_COLOURS (KK-LAW-4)."""
    if "any_colours" in request.tablets_played:
        return
    first = request.take[0].country
    for i, card in enumerate(request.take):
        if card.country != first:
            yield Violation(rule="KK-TAKE-2", cards=_at(i), message=(
                f"Card {i + 1} is from {COUNTRY_NAMES[card.country]}, but this take is "
                f"{COUNTRY_NAMES[first]}; different countries need the 'any colours' "
                "tablet."))


def _circles(request: CheckTakeRequest) -> Iterator[Violation]:
    """KK-TAKE-3: at most L circle symbols (KK-LAW-3: L = 3 with THREE_SYMBOLS); by
    default no card once L is reached (A-3). Ships and coaches never count (KK-TAKE-4)."""
    limit = (CIRCLE_LIMIT_THREE_SYMBOLS if "three_symbols" in request.tablets_played
             else CIRCLE_LIMIT)
    total = sum(card.circles for card in request.take)
    if total > limit:
        yield Violation(rule="KK-TAKE-3", message=(
            f"{total} circle symbols taken, but at most {limit} are allowed this turn."))
    if request.options.stop_at_limit:
        running = 0
        for i, card in enumerate(request.take):
            if running >= limit:
                yield Violation(rule="KK-TAKE-3", cards=_at(i), message=(
                    f"Card {i + 1} was taken after the limit of {limit} circle symbols "
                    "was reached; the take ends there."))
                break
            running += card.circles


def _tablets(request: CheckTakeRequest) -> Iterator[Violation]:
    """KK-LAW-6 under the A-6 house rule ``one_tablet_per_turn``."""
    if request.options.one_tablet_per_turn and len(request.tablets_played) > 1:
        yield Violation(rule="KK-LAW-6", message=(
            "House rule: at most one law tablet may be played per turn."))


def _stones(request: CheckTakeRequest) -> tuple[list[Violation], Stones, int]:
    """KK-STONE-6/7/8, card by card: own stones come home, foreign stones cost one."""
    supply, deployed, lost = (request.stones.supply, request.stones.deployed,
                              request.stones.lost)
    returned = 0
    faults: list[Violation] = []
    for i, card in enumerate(request.take):
        if card.stone == "own":
            deployed, supply = deployed - 1, supply + 1
        elif card.stone == "foreign":
            if supply + deployed == 0:
                faults.append(Violation(rule="KK-STONE-8", cards=_at(i), message=(
                    f"Card {i + 1} carries another player's stone, and the taker has no "
                    "stone left to pay with.")))
                continue
            pay_from = card.pay_from or ("supply" if supply else "deployed")
            if pay_from == "deployed" and supply and not request.options.pay_any_stone:
                faults.append(Violation(rule="KK-STONE-7", cards=_at(i), message=(
                    f"Card {i + 1}: the payment comes from the supply while it holds a "
                    "stone.")))
            if pay_from == "supply" and not supply:
                pay_from = "deployed"
            if pay_from == "supply":
                supply -= 1
            else:
                deployed -= 1
            lost += 1
            returned += 1
    return faults, Stones(supply=supply, deployed=deployed, lost=lost), returned


def check_take(request: CheckTakeRequest) -> TakeVerdict:
    """Every fault of one take, in rule order, and the taker's stones after it."""
    stone_faults, stones, returned = _stones(request)
    faults = [*_row_ends(request), *_one_country(request), *_circles(request),
              *_tablets(request), *stone_faults]
    return TakeVerdict(ok=not faults, violations=tuple(faults), stones=stones,
                       returned=returned)
