"""Announcements (§3): may this hand make this call, given the calls made before it?

Preconditions SPZ-CALL-5..7 and 10 against the caller's 8 cards, and the precedence of
game-defining calls SPZ-CALL-3 (A-1, ``announcement_precedence``).
"""

from __future__ import annotations

from collections.abc import Sequence

from scorers.common.models import Verdict, Violation
from scorers.spitzer.data import BLACK_QUEENS, EFFECTIVE_SUIT, FAIL_SUITS
from scorers.spitzer.models import CheckCallRequest, Options

PARTNER_CALLS = ("call_ace", "call_ace_renounced", "call_first_trick")
ZOLAS = ("zola", "zola_schneider", "zola_schneider_schwartz")
RANK_OF_CALL = {"call_ace": 0, "call_ace_renounced": 0, "call_first_trick": 0,
                "zola": 1, "zola_schneider": 2, "zola_schneider_schwartz": 3}
"""Order for ``announcement_precedence: highest`` (SPZ-VAR-4): partner call < zolas."""
PARTNER_RULE = {"call_ace": "SPZ-CALL-5", "call_ace_renounced": "SPZ-CALL-6",
                "call_first_trick": "SPZ-CALL-7"}


def fail_cards(hand: Sequence[str], suit: str) -> list[str]:
    """The hand's non-trump cards of ``suit`` (a queen or jack of it is a trump)."""
    return [card for card in hand if EFFECTIVE_SUIT[card] == suit]


def ace_call_suits(hand: Sequence[str]) -> list[str]:
    """Suits an ordinary ace call may name: ace not held, another fail card held (SPZ-CALL-5)."""
    return [suit for suit in FAIL_SUITS
            if "A" + suit not in hand and fail_cards(hand, suit)]


def _partner_faults(hand: Sequence[str], call: str, suit: str | None) -> list[str]:
    faults = []
    if not all(queen in hand for queen in BLACK_QUEENS):
        faults.append("Only the holder of both black queens (QC and QS) calls a partner.")
    if call == "call_first_trick":
        missing = [f"A{fail}" for fail in FAIL_SUITS if f"A{fail}" not in hand]
        if missing:
            faults.append(f"The first-trick call needs all three fail aces; {', '.join(missing)} "
                          "missing.")
        return faults
    if suit not in FAIL_SUITS:
        return [*faults, "An ace call names clubs, spades or hearts (AD is a trump)."]
    callable_suits = ace_call_suits(hand)
    if call == "call_ace":
        if "A" + suit in hand:
            faults.append(f"The caller holds A{suit} himself.")
        elif not fail_cards(hand, suit):
            faults.append(f"The caller needs another fail card of {suit} to call A{suit}.")
    else:
        if callable_suits:
            faults.append(f"An ordinary ace call is possible ({', '.join(callable_suits)}), so "
                          "no ace may be renounced.")
        if fail_cards(hand, suit):
            faults.append(f"A renounced ace needs a void in {suit}.")
    return faults


def _schneider_faults(call: str, with_schneider: bool, earlier: Sequence[str],
                      options: Options) -> list[str]:
    adds = call == "schneider" or (with_schneider and call in PARTNER_CALLS)
    faults = []
    if with_schneider and call not in PARTNER_CALLS:
        faults.append("Schneider is added only to a partner call; a zola uses zola schneider.")
    if adds and options.no_schneider_with_partner:
        faults.append("Schneider with a partner is off in this game (SPZ-VAR-1).")
    if adds and "schneider" in earlier:
        faults.append("Schneider was already announced this hand.")
    if call == "schneider":
        if any(made in ZOLAS for made in earlier):
            faults.append("Schneider cannot be added to a zola.")
        if any(made in PARTNER_CALLS for made in earlier):
            faults.append("Only the partner caller himself may add schneider (A-3).")
    return faults


def _precedence_faults(call: str, earlier: Sequence[str], options: Options) -> list[str]:
    if call not in RANK_OF_CALL:
        return []
    made = [RANK_OF_CALL[other] for other in earlier if other in RANK_OF_CALL]
    if not made:
        return []
    if options.announcement_precedence == "highest" and call in ZOLAS \
            and RANK_OF_CALL[call] > max(made):
        return []
    return ["A game-defining call was already made; later players may only pass "
            "(or overbid with a higher zola under 'highest')."]


def call_violations(hand: Sequence[str], call: str, suit: str | None = None, *,
                    with_schneider: bool = False, earlier: Sequence[str] = (),
                    options: Options | None = None) -> list[Violation]:
    """Every reason this announcement is not allowed (SPZ-CALL-3, 5..8, 10)."""
    opts = options or Options()
    found: list[tuple[str, str]] = []
    if call in PARTNER_CALLS:
        found += [(PARTNER_RULE[call], text) for text in _partner_faults(hand, call, suit)]
    if suit is not None and call not in ("call_ace", "call_ace_renounced"):
        found.append(("SPZ-CALL-2", "Only an ace call names a suit."))
    found += [("SPZ-CALL-10", text) for text in
              _schneider_faults(call, with_schneider, earlier, opts)]
    found += [("SPZ-CALL-3", text) for text in _precedence_faults(call, earlier, opts)]
    return [Violation(rule=rule, message=text) for rule, text in found]


def check_call(request: CheckCallRequest) -> Verdict:
    return Verdict.of(call_violations(
        request.hand, request.call, request.suit, with_schneider=request.with_schneider,
        earlier=request.earlier, options=request.options))
