"""The whole score pad (§10): rows in order, running totals, totals, the winner.

``score_game`` is a fold: `tally` starts an empty pad, `answer_row` answers one row from the
state of its game and returns the next state, `game_answers` reads totals and winners off
the states. Every step costs the same whatever the pad's length, so a sheet that keeps the
states of its earlier rows answers a new row without going over the old ones again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scorers.common.errors import FaultList, ImpossibleInput
from scorers.spitzweg.data import CARD_VALUE, MIN_PLAYERS, PAD_GAMES_TWO_PLAYERS
from scorers.spitzweg.game_models import (
    GameAnswer,
    GameOptions,
    GridRow,
    HandRow,
    NextExhibition,
    PadRow,
    RowAnswer,
    RowViolation,
    ScoreGameRequest,
    ScoreGameResponse,
    SumsRow,
)
from scorers.spitzweg.models import ScoreExhibitionRequest
from scorers.spitzweg.pad_checks import entry_faults, grid_closing, sums_closing, supply_fault
from scorers.spitzweg.scoring import score_exhibition
from scorers.spitzweg.setup import target
from scorers.spitzweg.validation import copy_faults, grid_faults


@dataclass(frozen=True)
class GameState:
    """One game of the pad after some rows: what the next row's answer depends on."""

    exhibitions: int = 0
    """Exhibition rows that count so far."""
    final: bool = False
    """The final exhibition is in (SPW-END-5): only the cards-in-hand row may follow."""
    hand: bool = False
    """The cards-in-hand row is in: the game is over."""
    closed: bool = False
    """The last exhibition row closed: the game may have ended with it (SPW-END-5/6)."""
    totals: tuple[int, ...] = ()
    penalty: tuple[int, ...] = ()


@dataclass(frozen=True)
class Tally:
    """The pad after some rows: the players, the house rules and each game's state."""

    players: tuple[str, ...]
    options: GameOptions
    games: tuple[GameState, ...]


def tally(players: tuple[str, ...], options: GameOptions | None = None) -> Tally:
    """An empty pad: one game, or two on the 2-player side (§10)."""
    zero = (0,) * len(players)
    count = PAD_GAMES_TWO_PLAYERS if len(players) == MIN_PLAYERS else 1
    return Tally(players, options or GameOptions(),
                 tuple(GameState(totals=zero, penalty=zero) for _ in range(count)))


def answer_row(pad: Tally, row: PadRow) -> tuple[RowAnswer, Tally]:
    """One row answered in its place, and the pad after it (a faulty row changes nothing)."""
    index = row.pad_game - 1
    if index >= len(pad.games):
        fault = RowViolation(rule="SPW-SETUP-1", message="A second game on one pad is the "
                             "2-player side of the pad.", fields=("pad_game",))
        return _void(pad, row, GameState(totals=(0,) * len(pad.players)), (fault,)), pad
    state = pad.games[index]
    answer = _answer(pad, state, row)
    if answer.violations:
        return answer, pad
    after = _advance(pad.players, state, answer, _closes(row))
    running = dict(zip(pad.players, after.totals, strict=True))
    games = (*pad.games[:index], after, *pad.games[index + 1:])
    return answer.model_copy(update={"running": running}), replace(pad, games=games)


def _answer(pad: Tally, state: GameState, row: PadRow) -> RowAnswer:
    order = _order_fault(state, row)
    if order is not None:
        return _void(pad, row, state, (order,))
    if isinstance(row, HandRow):
        return _hand(pad, state, row)
    if isinstance(row, GridRow):
        return _grid(pad, state, row)
    return _sums(pad, state, row)


def _closes(row: PadRow) -> bool:
    """The row is an exhibition that reached its target (a closer doubled)."""
    if isinstance(row, SumsRow):
        return row.closer is not None or (row.closer_unknown and not row.final)
    return isinstance(row, GridRow) and row.closer is not None


def _order_fault(state: GameState, row: PadRow) -> RowViolation | None:
    """SPW-END-5: nothing follows the cards-in-hand row, and only it follows the final
    exhibition. SPW-VAL-10: the cards-in-hand row follows the game's last exhibition: the
    final one, or one that closed when nobody could open the next (SPW-END-6)."""
    if state.hand or (state.final and not isinstance(row, HandRow)):
        return RowViolation(rule="SPW-END-5", message="This game already has its final "
                            "exhibition; only the cards-in-hand row follows it.",
                            fields=("pad_game",))
    if isinstance(row, HandRow) and not (state.final or state.closed):
        return RowViolation(rule="SPW-VAL-10", message="Hand cards only count at game end, "
                            "after the game's last exhibition (below its target, or closed "
                            "when nobody could open the next).", fields=("pad_game",))
    return None


def _void(pad: Tally, row: PadRow, state: GameState,
          faults: tuple[RowViolation, ...]) -> RowAnswer:
    """A row that counts for nobody, answered with why."""
    running = dict(zip(pad.players, state.totals, strict=True))
    if isinstance(row, HandRow):
        return RowAnswer(pad_game=row.pad_game, kind="hand", number=None, target=None,
                         scores={}, hand_penalty={}, running=running, violations=faults)
    number = state.exhibitions + 1
    return RowAnswer(
        pad_game=row.pad_game, kind="exhibition", number=number,
        target=target(len(pad.players), number), scores={}, hand_penalty={},
        closer=row.closer, final=row.final, running=running, violations=faults)


def _violations(exc: ImpossibleInput) -> tuple[RowViolation, ...]:
    return tuple(RowViolation(
        rule=f["rule"], message=f["message"],
        cells=tuple(tuple(c) for c in f["cells"]) if "cells" in f else None,
        cards=tuple(f["cards"]) if "cards" in f else None,
        players=tuple(f["players"]) if "players" in f else None,
        fields=tuple(f["fields"]) if "fields" in f else None) for f in exc.faults)


def _penalties(faults: FaultList, pad: Tally, hands: dict[str, tuple[str, ...]]
               ) -> dict[str, int]:
    """SPW-SCORE-6: each card in hand costs its value, a Joker 0 (A-18)."""
    for colour in hands:
        if colour not in pad.players:
            faults.add("SPW-VAL-6", f"A hand is given for {colour}, but no player of that "
                       "colour is seated.", players=[colour])
    copy_faults(faults, (card for hand in hands.values() for card in hand))
    return {p: sum(CARD_VALUE[card] for card in hands.get(p, ())) for p in pad.players}


def _hand(pad: Tally, state: GameState, row: HandRow) -> RowAnswer:
    faults = FaultList()
    if row.hands is not None:
        penalty = _penalties(faults, pad, dict(row.hands))
    else:
        given = row.penalty or {}
        unseated = sorted(set(given) - set(pad.players))
        if unseated:
            faults.add("SPW-VAL-1", f"Not seated here: {', '.join(unseated)}.",
                       players=unseated)
        penalty = {p: given.get(p, 0) for p in pad.players}
    if faults:
        return _void(pad, row, state, _violations(_raised(faults)))
    return RowAnswer(pad_game=row.pad_game, kind="hand", number=None, target=None, scores={},
                     hand_penalty=penalty, running={})


def _raised(faults: FaultList) -> ImpossibleInput:
    try:
        faults.raise_if_any()
    except ImpossibleInput as exc:
        return exc
    raise AssertionError("no faults to raise")


def _grid(pad: Tally, state: GameState, row: GridRow) -> RowAnswer:
    number = state.exhibitions + 1
    goal = target(len(pad.players), number)
    faults = FaultList()
    grid_faults(faults, row.exhibition)
    if row.target is not None and row.target != goal:
        faults.add("SPW-VAL-9", f"Exhibition {number} with {len(pad.players)} players has "
                   f"target {goal}, not {row.target}.")
    supply = supply_fault(len(pad.players), number, row.closer) if _closes(row) else None
    if faults or supply is not None:
        found = _violations(_raised(faults)) if faults else ()
        return _void(pad, row, state, (*found, *([supply] if supply else [])))
    try:
        scored = score_exhibition(ScoreExhibitionRequest(
            players=pad.players, exhibition=row.exhibition, target=goal, closer=row.closer,
            overflow=row.overflow, final=row.final, hands=row.hands, options=pad.options))
    except ImpossibleInput as exc:
        return _void(pad, row, state, _violations(exc))
    over = None if row.overflow is None else (row.overflow.x, row.overflow.y)
    card = next((c.card for c in row.exhibition if (c.x, c.y) == over), None)
    counted = {p: tuple(c.card for c in row.exhibition
                        if c.owner == p and ((c.x, c.y) != over
                                             or pad.options.overflow_net_zero))
               for p in pad.players}
    closing = grid_closing(row.closer, counted.get(row.closer or "", ()), card,
                           scored.scores.get(row.closer or "", 0))
    return RowAnswer(
        pad_game=row.pad_game, kind="exhibition", number=number, target=goal,
        scores=scored.scores, hand_penalty=scored.hand_penalty if row.hands else {},
        closer=row.closer, doubled=row.closer is not None, overflow=card,
        deduction=None if card is None else CARD_VALUE[card], final=row.final,
        counted=counted, running={}, warnings=scored.warnings, closing=closing)


def _sums(pad: Tally, state: GameState, row: SumsRow) -> RowAnswer:
    """An exhibition as the pad has it. A final one with a closer closed, and nobody could
    open the next: its closer doubles like any other (SPW-END-5/6, SPW-SCORE-5)."""
    number = state.exhibitions + 1
    faults: list[RowViolation] = []
    unseated = sorted(set(row.scores) - set(pad.players))
    if row.closer is not None and row.closer not in pad.players:
        unseated.append(row.closer)
    if unseated:
        faults.append(RowViolation(rule="SPW-VAL-1", message=f"Not seated here: "
                                   f"{', '.join(unseated)}.", players=tuple(unseated),
                                   fields=("scores",)))
    if not row.final and row.closer is None and not row.closer_unknown:
        faults.append(RowViolation(rule="SPW-CLOSE-1", message="A closed exhibition has a "
                                   "closer: the player whose turn reached the target.",
                                   fields=("closer", "final")))
    if row.overflow is not None and row.closer is None:
        faults.append(RowViolation(rule="SPW-VAL-8", message="An overflow card needs a "
                                   "closer who placed it.", cards=(row.overflow,),
                                   fields=("overflow", "closer")))
    if not unseated:
        faults += entry_faults(row, pad.options)
    supply = supply_fault(len(pad.players), number, row.closer) if _closes(row) else None
    if supply is not None:
        faults.append(supply)
    if faults:
        return _void(pad, row, state, tuple(faults))
    return RowAnswer(
        pad_game=row.pad_game, kind="exhibition", number=number,
        target=target(len(pad.players), number),
        scores={p: row.scores.get(p, 0) for p in pad.players}, hand_penalty={},
        closer=row.closer, doubled=row.closer is not None, overflow=row.overflow,
        deduction=None if row.overflow is None else CARD_VALUE[row.overflow],
        final=row.final, running={}, closing=sums_closing(row))


def _advance(players: tuple[str, ...], state: GameState, answer: RowAnswer,
             closed: bool) -> GameState:
    """SPW-SCORE-7: exhibition points added, the hand penalty taken off."""
    totals = tuple(t + answer.scores.get(p, 0) - answer.hand_penalty.get(p, 0)
                   for p, t in zip(players, state.totals, strict=True))
    penalty = tuple(t + answer.hand_penalty.get(p, 0)
                    for p, t in zip(players, state.penalty, strict=True))
    exhibition = answer.kind == "exhibition"
    return GameState(exhibitions=state.exhibitions + exhibition,
                     final=state.final or answer.final or not exhibition, hand=state.hand or (
                         bool(answer.hand_penalty) and (not exhibition or answer.final)),
                     closed=closed if exhibition else state.closed,
                     totals=totals, penalty=penalty)


def winners(players: tuple[str, ...], totals: tuple[int, ...], penalty: tuple[int, ...],
            tie_break: str) -> tuple[tuple[str, ...], str]:
    """The highest total wins (SPW-SCORE-7); a tie is shared, or with the house rule
    ``fewer_hand_points`` (A-25) the fewest hand-penalty points among the tied win.

    >>> winners(("yellow", "white"), (40, 40), (7, 2), "fewer_hand_points")
    (('white',), 'hand_penalty')
    """
    best = max(totals, default=0)
    tied = [i for i, total in enumerate(totals) if total == best]
    if len(tied) == 1:
        return (players[tied[0]],), "total"
    if tie_break == "fewer_hand_points":
        least = min(penalty[i] for i in tied)
        fewest = [i for i in tied if penalty[i] == least]
        if len(fewest) == 1:
            return (players[fewest[0]],), "hand_penalty"
    return tuple(players[i] for i in tied), "shared"


def game_answers(pad: Tally) -> tuple[GameAnswer, ...]:
    """Totals, leaders and winners of each game on the pad, read off its state."""
    found = []
    for number, state in enumerate(pad.games, 1):
        started = state.exhibitions > 0 or state.hand
        leaders, decided = (winners(pad.players, state.totals, state.penalty,
                                    pad.options.tie_break) if started else ((), "none"))
        after = state.exhibitions + 1
        found.append(GameAnswer(
            number=number, totals=dict(zip(pad.players, state.totals, strict=True)),
            hand_penalty=dict(zip(pad.players, state.penalty, strict=True)),
            complete=state.hand, leaders=leaders, winners=leaders if state.hand else (),
            decided_by=decided if state.hand else "none",
            next_exhibition=None if state.final else NextExhibition(
                number=after, target=target(len(pad.players), after))))
    return tuple(found)


def pad_answer(pad: Tally, rows: tuple[RowAnswer, ...]) -> ScoreGameResponse:
    """The whole pad: every game, totals over the games, the winner once all are over."""
    games = game_answers(pad)
    totals = tuple(sum(column) for column in zip(*(g.totals for g in pad.games), strict=True))
    penalty = tuple(sum(column) for column in zip(*(g.penalty for g in pad.games),
                                                 strict=True))
    started = [g for g in pad.games if g.exhibitions or g.hand]
    complete = bool(started) and all(g.hand for g in started)
    won, decided = (winners(pad.players, totals, penalty, pad.options.tie_break)
                    if complete else ((), "none"))
    return ScoreGameResponse(rows=rows, games=games,
                             totals=dict(zip(pad.players, totals, strict=True)),
                             complete=complete, winners=won, decided_by=decided)


def score_game(request: ScoreGameRequest) -> ScoreGameResponse:
    """Every row of the pad answered in order, then the games' totals and winners.

    >>> from scorers.spitzweg.game_models import SumsRow
    >>> out = score_game(ScoreGameRequest(players=("yellow", "white"), rows=(
    ...     SumsRow(scores={"yellow": 20, "white": 9}, closer="yellow"),)))
    >>> out.rows[0].target, out.totals
    (8, {'yellow': 20, 'white': 9})
    """
    pad = tally(request.players, request.options)
    rows = []
    for row in request.rows:
        answer, pad = answer_row(pad, row)
        rows.append(answer)
    return pad_answer(pad, tuple(rows))

