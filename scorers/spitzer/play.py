"""Play of the cards (§4): the trick winner and the one definition of a legal card.

`legal_cards` is the only place that decides legality; `check_play` asks whether the card
is in that set and then explains why not, so the two agree by construction.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorers.common.models import Violation
from scorers.spitzer.data import EFFECTIVE_SUIT, POINTS, POWER, TRUMP
from scorers.spitzer.models import (
    CheckPlayRequest,
    LegalCardsRequest,
    LegalCardsResponse,
    PlayVerdict,
    TrickWinnerRequest,
    TrickWinnerResponse,
)


def winning_index(trick: Sequence[str]) -> int:
    """SPZ-TRICK-1: the highest trump wins, else the highest card of the suit led.

    >>> winning_index(["QS", "AH", "7D", "KD"])
    2
    """
    best = 0  # the running best is always of the suit led or a trump
    for index in range(1, len(trick)):
        card, top = trick[index], trick[best]
        suit, top_suit = EFFECTIVE_SUIT[card], EFFECTIVE_SUIT[top]
        if (suit == top_suit and POWER[card] > POWER[top]) or (
                suit == TRUMP and top_suit != TRUMP):
            best = index
    return best


def trick_points(trick: Sequence[str]) -> int:
    """SPZ-TRICK-2: the sum of the four card points."""
    return sum(POINTS[card] for card in trick)


def trick_winner(request: TrickWinnerRequest) -> TrickWinnerResponse:
    return TrickWinnerResponse(winner=winning_index(request.trick),
                               points=trick_points(request.trick))


def bound_ace(hand: Sequence[str], called_ace: str | None, released: bool) -> str | None:
    """The called ace when this player holds it and is still bound (SPZ-FOLLOW-9)."""
    return called_ace if called_ace in hand and not released else None


def legal(hand: Sequence[str], trick: Sequence[str], bound: str | None = None) -> list[str]:
    """The cards ``hand`` may play to ``trick``, in hand order (§4 legal-move algorithm).

    ``bound`` is the called ace while its holder is bound (SPZ-FOLLOW-6/7/9).

    >>> legal(["AH", "KH", "AC", "8D"], ["9H"], bound="AH")
    ['AH']
    """
    if not trick:
        return list(hand)  # SPZ-FOLLOW-8: any lead, the called suit included
    led = EFFECTIVE_SUIT[trick[0]]
    same = [card for card in hand if EFFECTIVE_SUIT[card] == led]
    if same:
        if bound is not None and EFFECTIVE_SUIT[bound] == led:
            return [bound]  # SPZ-FOLLOW-6
        return same  # SPZ-FOLLOW-2
    trumps = [card for card in hand if EFFECTIVE_SUIT[card] == TRUMP]
    if trumps:
        return trumps  # SPZ-FOLLOW-3
    if bound is not None and len(hand) > 1:
        return [card for card in hand if card != bound]  # SPZ-FOLLOW-7 (A-9: unless forced)
    return list(hand)  # SPZ-FOLLOW-4


def legal_cards(request: LegalCardsRequest) -> LegalCardsResponse:
    bound = bound_ace(request.hand, request.called_ace, request.released)
    return LegalCardsResponse(legal=tuple(legal(request.hand, request.trick, bound)))


def reasons(hand: Sequence[str], trick: Sequence[str], card: str, bound: str | None
            ) -> list[Violation]:
    """Why ``card`` is not legal: the SPZ-FOLLOW rule it breaks (empty when it is legal), the
    first one in the order of the legal-cards procedure (§4): 6, 2, 3, then 7."""
    allowed = legal(hand, trick, bound)
    if card in allowed:
        return []
    led = EFFECTIVE_SUIT[trick[0]]
    suit = "trump" if led == TRUMP else led
    # The first step of the §4 legal-cards procedure that rules the card out names the rule.
    if bound is not None and allowed == [bound] and EFFECTIVE_SUIT[bound] == led:
        rule, message = "SPZ-FOLLOW-6", f"The called ace {bound} must be played when its " \
            "suit is led."
    elif EFFECTIVE_SUIT[allowed[0]] == led:
        rule, message = "SPZ-FOLLOW-2", f"{card} does not follow: {suit} was led and the hand " \
            "holds some."
    elif EFFECTIVE_SUIT[allowed[0]] == TRUMP:
        rule, message = "SPZ-FOLLOW-3", f"{card} is not a trump: the hand has no {suit} " \
            "but holds a trump."
    else:
        rule, message = "SPZ-FOLLOW-7", f"The called ace {bound} may not be discarded while " \
            "its holder is bound to it."
    return [Violation(rule=rule, message=message, cards=(card, *allowed))]


def check_play(request: CheckPlayRequest) -> PlayVerdict:
    bound = bound_ace(request.hand, request.called_ace, request.released)
    found = reasons(request.hand, request.trick, request.card, bound)
    allowed = tuple(legal(request.hand, request.trick, bound))
    return PlayVerdict(ok=not found, violations=tuple(found), legal=allowed)
