"""What a pad row can hold as written: the checks of an exhibition row's entries.

A row the pad cannot hold counts for nobody (``score_game``); each fault names its rule and
the players and fields it concerns. The rules file names no rule of its own for these
facts, so each cites the rule it follows from:

* a closer's entry is 2 × (points − overflow card) (SPW-SCORE-3/4): always even, and never
  below −2 × the overflow card (never below 0 without one, or with ``overflow_net_zero``);
* only the overflow deduction makes a score negative (SPW-SCORE-8): nobody else's entry is;
* the closed exhibitions of one game hold at least their targets together, and the game has
  86 cards (§1.1): a closed exhibition that would need more cannot have closed (SPW-VAL-5).
"""

from __future__ import annotations

from scorers.spitzweg.data import CARD_VALUE, CLOSER_FACTOR, DECK_SIZE
from scorers.spitzweg.game_models import Closing, GameOptions, RowViolation, SumsRow
from scorers.spitzweg.setup import target


def cards_needed(players: int, number: int) -> int:
    """Cards the first ``number`` exhibitions hold at least, all closed (SPW-SETUP-6).

    >>> cards_needed(4, 5), cards_needed(4, 6), cards_needed(2, 7), cards_needed(2, 8)
    (80, 99, 77, 92)
    """
    return sum(target(players, index) for index in range(1, number + 1))


def supply_fault(players: int, number: int, closer: str | None) -> RowViolation | None:
    """SPW-VAL-5: exhibition ``number`` cannot have closed when the cards run out first."""
    needed = cards_needed(players, number)
    if needed <= DECK_SIZE:
        return None
    return RowViolation(
        rule="SPW-VAL-5", message=f"Exhibition {number} cannot have closed, as with {players} "
        f"players the exhibitions up to it hold at least {needed} cards, but the game has only "
        f"{DECK_SIZE} (80 paintings, 6 Jokers).",
        players=None if closer is None else (closer,), fields=("closer", "final"))


def _name(colour: str) -> str:
    return colour.capitalize()


def entry_faults(row: SumsRow, options: GameOptions) -> list[RowViolation]:
    """Every entry of an exhibition row as the pad has it that no real exhibition gives."""
    faults: list[RowViolation] = []
    closer = row.closer
    if closer is not None:
        entry = row.scores.get(closer, 0)
        if entry % CLOSER_FACTOR:
            faults.append(RowViolation(
                rule="SPW-SCORE-3", message="A closer's entry is 2 × (points − overflow "
                f"card), always even: {_name(closer)}'s {entry} is odd.",
                players=(closer,), fields=("scores",)))
        else:
            faults += _closer_floor(row, closer, entry, options)
    others = [p for p in row.scores if p != closer and row.scores[p] < 0]
    if row.closer_unknown:
        if len(others) > 1:
            faults.append(RowViolation(
                rule="SPW-SCORE-8", message=f"Several entries are below 0 ("
                f"{', '.join(map(_name, others))}), but only the closer's score can be "
                "negative (the overflow card).",
                players=tuple(others), fields=("scores",)))
    else:
        faults += [RowViolation(
            rule="SPW-SCORE-8", message="Only the closer's score can be negative (the "
            f"overflow deduction), not {_name(p)}'s {row.scores[p]}.",
            players=(p,), fields=("scores",)) for p in others]
    return faults


def _closer_floor(row: SumsRow, closer: str, entry: int, options: GameOptions
                  ) -> list[RowViolation]:
    deduction = 0 if row.overflow is None else CARD_VALUE[row.overflow]
    floor = 0 if options.overflow_net_zero else -deduction * CLOSER_FACTOR
    if entry >= floor:
        return []
    if floor == 0:
        return [RowViolation(
            rule="SPW-SCORE-8", message="Without an overflow card the closer's score "
            f"cannot be negative, not {_name(closer)}'s {entry}.",
            players=(closer,), fields=("scores", "overflow"))]
    return [RowViolation(
        rule="SPW-SCORE-4", message=f"The closer's entry is at least {floor}, not "
        f"{_name(closer)}'s {entry}: the overflow card takes off at most {deduction} before "
        "doubling.",
        players=(closer,), fields=("scores", "overflow"))]


def sums_closing(row: SumsRow) -> Closing | None:
    """The closer's arithmetic behind his entry (the entry is even: `entry_faults`); with
    ``overflow_net_zero`` the points hold the overflow card, and the sum is the same."""
    if row.closer is None:
        return None
    score = row.scores.get(row.closer, 0)
    deduction = 0 if row.overflow is None else CARD_VALUE[row.overflow]
    net = score // CLOSER_FACTOR
    return Closing(player=row.closer, points=net + deduction, deduction=deduction, net=net,
                   factor=CLOSER_FACTOR, score=score)


def grid_closing(closer: str | None, counted: tuple[str, ...], overflow: str | None,
                 score: int) -> Closing | None:
    """The closer's arithmetic from the cards he scores (``counted``)."""
    if closer is None:
        return None
    points = sum(CARD_VALUE[card] for card in counted)
    deduction = 0 if overflow is None else CARD_VALUE[overflow]
    return Closing(player=closer, points=points, deduction=deduction, net=points - deduction,
                   factor=CLOSER_FACTOR, score=score)
