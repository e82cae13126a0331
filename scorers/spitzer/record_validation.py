"""Impossible whole records (§10): a hand recorded trick by trick, a score sheet's order.

Like `validation`, every fault is collected (`FaultList`) and raised together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from scorers.common.errors import FaultList
from scorers.spitzer.data import FAIL_ACES, HAND_SIZE, PLAYERS, TRICK_SIZE
from scorers.spitzer.validation import players, repeated, start_totals


class _Dealt(Protocol):
    @property
    def before(self) -> int: ...
    @property
    def dealer(self) -> str | None: ...


class _NewGame(Protocol):
    @property
    def before(self) -> int: ...
    @property
    def start(self) -> dict[str, int] | None: ...


class _Sheet(Protocol):
    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def hands(self) -> Sequence[Any]: ...
    @property
    def misdeals(self) -> Sequence[_Dealt]: ...
    @property
    def new_games(self) -> Sequence[_NewGame]: ...


def sheet_order(sheet: _Sheet, faults: FaultList) -> None:
    """A sheet's dealers are players (SPZ-VAL-7) and its carried totals possible (SPZ-VAL-8).

    Misdeals and new games must point into ``hands`` in sheet order: a ValueError (a
    malformed request) otherwise.
    """
    count = len(sheet.hands)
    for name, marks in (("misdeals", [m.before for m in sheet.misdeals]),
                        ("new_games", [g.before for g in sheet.new_games])):
        if any(before > count for before in marks):
            raise ValueError(f"{name}: 'before' is an index into hands, at most {count}")
        if marks != sorted(marks):
            raise ValueError(f"{name}: list them in sheet order")
    dealers = [(f"hands.{index}", hand.dealer) for index, hand in enumerate(sheet.hands)] + [
        (f"misdeals.{index}", misdeal.dealer) for index, misdeal in enumerate(sheet.misdeals)]
    for where, dealer in dealers:
        if dealer is not None and dealer not in sheet.players:
            faults.add("SPZ-VAL-7", f"Dealer {dealer[:40]!r} is not one of the players.",
                       players=[dealer[:40]], fields=[where])
    for index, new in enumerate(sheet.new_games):
        start_totals(new.start, sheet.players, faults, f"new_games.{index}.start")


class _Record(Protocol):
    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def dealer(self) -> str | None: ...
    @property
    def leader(self) -> str | None: ...
    @property
    def hands(self) -> dict[str, tuple[str, ...]] | None: ...
    @property
    def tricks(self) -> tuple[tuple[str, ...], ...]: ...
    @property
    def calls(self) -> tuple[Any, ...]: ...
    @property
    def type(self) -> str | None: ...
    @property
    def calling_side(self) -> tuple[str, ...] | None: ...
    @property
    def called_ace(self) -> str | None: ...


def record_shape(record: _Record) -> None:
    """SPZ-VAL-6/7 for a recorded hand: seats, the full deal, complete tricks, one side.

    Every fault is collected and raised together (with the players' own check).
    """
    faults = FaultList()
    players(record.players, faults)
    played_twice = repeated(tuple(card for trick in record.tricks for card in trick))
    if played_twice:
        faults.add("SPZ-VAL-7", f"Card {played_twice[0]} played twice.", cards=played_twice)
    if record.called_ace is not None and record.called_ace not in FAIL_ACES:
        faults.add("SPZ-VAL-6", f"{record.called_ace} cannot be called: only AC, AS or AH "
                   "(SPZ-CALL-5).", cards=[record.called_ace], fields=["called_ace"])
    named = [record.dealer, record.leader, *(call.player for call in record.calls),
             *(record.calling_side or ())]
    for stranger in dict.fromkeys(name for name in named
                                  if name is not None and name not in record.players):
        faults.add("SPZ-VAL-7", f"{stranger[:40]!r} is not one of the players.",
                   players=[stranger[:40]])
    if any(len(trick) != TRICK_SIZE for trick in record.tricks[:-1]):
        faults.add("SPZ-VAL-7", "Only the last trick may be unfinished.", fields=["tricks"])
    if record.hands is not None:
        if sorted(record.hands) != sorted(record.players) or any(
                len(cards) != HAND_SIZE for cards in record.hands.values()):
            faults.add("SPZ-VAL-7", f"The deal gives each of the {PLAYERS} players "
                       f"{HAND_SIZE} cards.", fields=["hands"])
        twice = repeated(tuple(card for cards in record.hands.values() for card in cards))
        if twice:
            faults.add("SPZ-VAL-7", f"Card {twice[0]} dealt twice.", cards=twice)
    elif len(record.tricks) != HAND_SIZE or len(record.tricks[-1]) != TRICK_SIZE:
        faults.add("SPZ-VAL-7", "Without the deal, give all 8 tricks.", fields=["tricks"])
    if (record.type is None) != (record.calling_side is None):
        faults.add("SPZ-VAL-6", "Give the hand type together with the calling side.",
                   fields=["type", "calling_side"])
    if record.type is not None and record.calls:
        faults.add("SPZ-VAL-6", "Give the calls or the calling side, not both.",
                   fields=["calls", "type"])
    faults.raise_if_any()
