"""Artworks during play: setup hands (SP80-SETUP-9), artist checks (SP80-ART-1..3) and
the forgeries a public check result removes (SP80-ART-5..7)."""

from __future__ import annotations

from scorers.common.models import Verdict, Violation
from scorers.spandau.artwork_models import (
    ArtistChecksRequest,
    ArtistChecksResponse,
    CheckSetupRequest,
    ForgeryRemovalRequest,
    ForgeryRemovalResponse,
    Holding,
    Removal,
)
from scorers.spandau.data import ARTIST_SHIELD_CHECKS, CHECK_COST

ALLOWED_TARGETS = ("own", "offer", "auction")
"""An own artwork, another player's exchange offer, the next auction artwork (SP80-ART-3)."""


def check_setup(request: CheckSetupRequest) -> Verdict:
    """The setup hands passed SP80-VAL-1/2/3/5 while the request was read."""
    return Verdict.of(())


def artist_checks(request: ArtistChecksRequest) -> ArtistChecksResponse:
    """How many checks an ARTIST action allows and what they cost.

    At most the artist symbols, plus one with the king's-artist shield (SP80-ART-1); each
    check costs a coin (SP80-ART-2); only allowed targets (SP80-ART-3).
    """
    limit = request.artist_symbols + (ARTIST_SHIELD_CHECKS if request.shield else 0)
    checks = len(request.targets) if request.checks is None else request.checks
    cost = checks * CHECK_COST
    faults: list[Violation] = []
    if checks > limit:
        faults.append(Violation(rule="SP80-ART-1", message=(
            f"{checks} checks asked, but the artist symbols allow {limit}.")))
    if cost > request.coins:
        faults.append(Violation(rule="SP80-ART-2", message=(
            f"{checks} checks cost {cost} coins, but only {request.coins} are there.")))
    faults.extend(
        Violation(rule="SP80-ART-3", message=(
            f"Check {index}: only an own artwork, another player's exchange offer or the "
            f"next auction artwork may be checked, not {target.replace('_', ' ')}."))
        for index, target in enumerate(request.targets, start=1)
        if target not in ALLOWED_TARGETS)
    return ArtistChecksResponse(
        ok=not faults, violations=tuple(faults), limit=limit,
        max_checks=min(limit, request.coins // CHECK_COST), cost=cost)


def forgery_removal(request: ForgeryRemovalRequest) -> ForgeryRemovalResponse:
    """The copy that leaves the game once a check result is public.

    A copy known to be forged leaves (SP80-ART-5); a copy known to be genuine takes its
    forged twin out, wherever it is (SP80-ART-6). A removed exchange offer is replaced by
    its owner at once, and a removed auction artwork by the next one (SP80-ART-7, A-16).
    """
    announced = request.announced
    rule = "SP80-ART-6" if announced.genuine else "SP80-ART-5"
    gone: list[Holding] = [
        copy for copy in request.artworks
        if (copy.type, copy.number) == (announced.type, announced.number) and not copy.genuine]
    must_offer = tuple(
        copy.holder for copy in gone if copy.place == "offer" and copy.holder is not None
        and any(other.holder == copy.holder and other not in gone
                for other in request.artworks))
    auction = any(copy.place == "auction" for copy in gone)
    skip = auction and request.options.skip_auction_on_forgery
    return ForgeryRemovalResponse(
        removed=tuple(Removal(artwork=copy, rule=rule) for copy in gone),
        must_offer=must_offer, reveal_next=auction and not skip, skip_auction=skip)
