"""Impossible inputs (§10, SPZ-VAL-1..8): data no real Spitzer hand can produce.

Each check collects every fault it finds with its VAL rule (`FaultList`) and raises them
together as one `ImpossibleInput`; the JSON interface turns it into ``impossible_input``
with each fault in ``details``. Illegal plays and calls are verdicts elsewhere, not these.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Protocol

from scorers.common.errors import FaultList, ImpossibleInput
from scorers.spitzer.data import (
    ALONE_WITH_ALL_TRICKS,
    BIG_QUEEN,
    CLUB_QUEEN_ON_SIDE,
    DECK,
    DECK_POINTS,
    FAIL_ACES,
    HAND_SIZE,
    IMPOSSIBLE_POINTS,
    MAX_POINTS_BY_TRICKS,
    PLAYERS,
    POINTS,
    POINTS_PER_HOLE,
    SIDE_SIZE,
)


def card(code: str) -> str:
    """SPZ-VAL-7: a card of the 32-card deck."""
    if code not in DECK:
        raise ImpossibleInput(
            "SPZ-VAL-7", f"{code[:8]!r} is not a Spitzer card: rank A/10/K/Q/J/9/8/7 then "
            "suit C/S/H/D, e.g. 'QC' or '10H'.")
    return code


def repeated(cards: tuple[str, ...]) -> list[str]:
    return [code for code, count in Counter(cards).items() if count > 1]


def distinct(cards: tuple[str, ...]) -> tuple[str, ...]:
    """SPZ-VAL-7: no card twice (every repeated card named in one fault)."""
    twice = repeated(cards)
    if twice:
        raise ImpossibleInput("SPZ-VAL-7", f"Card {twice[0]} dealt twice.", cards=twice)
    return cards


def called_ace(ace: str | None) -> None:
    """Only a fail ace can be called (SPZ-CALL-5); anything else describes no real hand."""
    if ace is not None and ace not in FAIL_ACES:
        raise ImpossibleInput("SPZ-VAL-6", f"{ace} cannot be called: only AC, AS or AH "
                              "(SPZ-CALL-5).", cards=[ace], fields=["called_ace"])


def players(names: Sequence[str], faults: FaultList | None = None) -> None:
    """SPZ-VAL-7: four distinct players."""
    if len(names) != PLAYERS or len(set(names)) != PLAYERS:
        _add(faults, "SPZ-VAL-7", f"Spitzer needs exactly {PLAYERS} distinct players "
             f"(got {len(names)}, {len(set(names))} distinct).", fields=["players"])


def start_totals(start: dict[str, int] | None, names: Sequence[str],
                 faults: FaultList | None = None, where: str = "start") -> None:
    """SPZ-VAL-8: carried-over totals are non-negative multiples of 3 of seated players."""
    for name, total in (start or {}).items():
        if name not in names:
            _add(faults, "SPZ-VAL-7", f"{name[:40]!r} is not one of the players.",
                 players=[name[:40]], fields=[where])
        elif total < 0 or total % POINTS_PER_HOLE:
            _add(faults, "SPZ-VAL-8", f"{name[:40]}'s total {total} is impossible: game points "
                 "are only ever added, 3 at a time.", players=[name], fields=[where])


def _add(faults: FaultList | None, rule: str, message: str, **concerned: Any) -> None:
    """Add a fault to ``faults``, or raise it alone when the caller collects none."""
    if faults is None:
        raise ImpossibleInput(rule, message, **concerned)
    faults.add(rule, message, **concerned)


class _Result(Protocol):
    @property
    def type(self) -> str: ...
    @property
    def calling_side(self) -> tuple[str, ...]: ...
    @property
    def side_tricks(self) -> int: ...
    @property
    def side_points(self) -> int: ...
    @property
    def opponent_points(self) -> int | None: ...
    @property
    def club_queen(self) -> str | None: ...
    @property
    def options(self) -> Any: ...


def hand_result(result: _Result, names: Sequence[str], index: int | None = None,
                faults: FaultList | None = None) -> None:
    """SPZ-VAL-1..6 for one hand's totals, every fault; ``index`` names the hand in a game.

    Without ``faults`` the hand's faults are raised together at the end.
    """
    found = FaultList() if faults is None else faults
    prefix = "" if index is None else f"Hand {index + 1}: "
    where = None if index is None else [f"hands.{index}"]

    def reject(rule: str, message: str) -> None:
        found.add(rule, prefix + message, fields=where)

    _side(result, names, reject)
    tricks, points = result.side_tricks, result.side_points
    if not 0 <= points <= DECK_POINTS:
        reject("SPZ-VAL-1", f"Side points must lie in 0..{DECK_POINTS} (got {points}).")
    if result.opponent_points is not None and points + result.opponent_points != DECK_POINTS:
        reject("SPZ-VAL-1", f"Trick points must total {DECK_POINTS} "
               f"(got {points} + {result.opponent_points}).")
    if points in IMPOSSIBLE_POINTS:
        reject("SPZ-VAL-2", f"A side cannot have exactly {points} points.")
    if not 0 <= tricks <= HAND_SIZE:
        reject("SPZ-VAL-3", f"Side tricks must lie in 0..{HAND_SIZE} (got {tricks}).")
    else:
        _trick_points(tricks, points, reject)
    _club_queen(result, reject)
    if faults is None:
        found.raise_if_any()


def _trick_points(tricks: int, points: int, reject: Any) -> None:
    """SPZ-VAL-3/4: the points ``tricks`` tricks can hold."""
    if tricks == 0 and points:
        reject("SPZ-VAL-3", "With no tricks the side has 0 points.")
    if tricks == HAND_SIZE and points < DECK_POINTS:
        reject("SPZ-VAL-3", f"With all tricks the side has all {DECK_POINTS} points.")
    most = MAX_POINTS_BY_TRICKS[tricks]
    least = DECK_POINTS - MAX_POINTS_BY_TRICKS[HAND_SIZE - tricks]
    if points > most and tricks:
        reject("SPZ-VAL-4", f"{tricks} trick(s) can hold at most {most} points.")
    if points < least and tricks < HAND_SIZE:
        reject("SPZ-VAL-4", f"{tricks} tricks hold at least {least} points.")


def _side(result: _Result, names: Sequence[str], reject: Any) -> None:
    side = result.calling_side
    strangers = [name for name in (*side, result.club_queen) if name and name not in names]
    if strangers:
        reject("SPZ-VAL-6", f"{strangers[0][:40]!r} is not one of the players.")
    if len(set(side)) != len(side):
        reject("SPZ-VAL-6", "The calling side names a player twice.")
    size = SIDE_SIZE[result.type]
    alone = result.type in ALONE_WITH_ALL_TRICKS and result.side_tricks == HAND_SIZE
    if len(side) != size and not (alone and len(side) == 1):
        reject("SPZ-VAL-6", f"A {result.type} hand has a calling side of {size}, "
               f"not {len(side)} (SPZ-CALL-11..16).")
    if result.type == "schneider" and result.options.no_schneider_with_partner:
        reject("SPZ-VAL-6", "Schneider with a partner is off in this game (SPZ-VAR-1).")


def _club_queen(result: _Result, reject: Any) -> None:
    """SPZ-VAL-5: the side holding QC takes QC's own trick, worth at least its 3 points."""
    on_side = result.type in CLUB_QUEEN_ON_SIDE or (
        result.type in ALONE_WITH_ALL_TRICKS and len(result.calling_side) == 1)
    if result.club_queen is not None:
        if on_side and result.club_queen not in result.calling_side:
            reject("SPZ-VAL-5", f"In a {result.type} hand the calling side holds the club queen.")
            return
        on_side = result.club_queen in result.calling_side
        against = not on_side
    else:
        against = False
    queen = POINTS[BIG_QUEEN]
    if on_side and (result.side_tricks == 0 or result.side_points < queen):
        reject("SPZ-VAL-5", "The side with the club queen always takes a trick "
               f"with at least {queen} points.")
    if against and (result.side_tricks == HAND_SIZE or result.side_points > DECK_POINTS - queen):
        reject("SPZ-VAL-5", "The side with the club queen always takes a trick "
               f"with at least {queen} points; here that is the opponents.")
