"""How each number on the Spitzer sheet came about, in the chosen language, with rule IDs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from companion.games.base import Explanation
from companion.games.spitzer.sheet_rows import Game, SheetRow
from scorers.spitzer import peg
from scorers.spitzer.data import BOARD_WIN, POINTS_PER_HOLE, WIN_POINTS
from scorers.spitzer.models import ScoreHandResponse

TYPE_RULE = {"normal": "SPZ-CALL-11", "schneider": "SPZ-CALL-12", "call": "SPZ-CALL-13",
             "stealer": "SPZ-CALL-15", "zola": "SPZ-CALL-16", "zola_schneider": "SPZ-CALL-16",
             "zola_schneider_schwartz": "SPZ-CALL-16"}
"""The rule that makes a hand type and its calling side (§3.3)."""


def points_of(row: SheetRow, pid: str) -> int:
    return row.scored.points.get(pid, 0) if row.scored else 0


def last_move(game: Game, pid: str) -> tuple[SheetRow, int] | None:
    """The last counted hand of ``game`` that moved ``pid``'s peg, and the hole it came
    from (``score_game``'s running totals, one hole per 3 points via the core's ``peg``)."""
    before = peg(game.score.start.get(pid, 0))
    found: tuple[SheetRow, int] | None = None
    for row in game.rows:
        if not (row.counted and row.totals):
            continue
        hole = peg(row.totals[pid])
        if hole != before:
            found = (row, before)
        before = hole
    return found


class SheetFacts(Protocol):
    """What the explainer reads of the sheet besides its rows: names and the payout terms."""

    names: dict[str, str]
    stake: int
    per_point: int

    def money(self, cents: int, signed: bool = True) -> str: ...


class Explainer:
    def __init__(self, sheet: SheetFacts, t: Callable[..., str]) -> None:
        self.sheet = sheet
        self.t = t

    def side(self, row: SheetRow) -> str:
        side = row.result.calling_side if row.result else row.hand.calling_side if row.hand \
            else ()
        return " + ".join(self.sheet.names.get(pid, pid) for pid in side) or "–"

    def column_label(self, scored: ScoreHandResponse) -> str:
        """The column as the table heads it: its point range under the house rules, or no
        tricks / all tricks (SPZ-SCORE-1, SPZ-VAR-2/3)."""
        if scored.explanation.decided_by == "tricks":
            return self.t(f"spitzer.column.{scored.column}")
        low, high = scored.explanation.bounds
        return f"{low}–{high}"

    def result(self, row: SheetRow) -> Explanation:
        """The column and table value of one hand (§5, §6)."""
        t, scored = self.t, row.scored
        assert scored is not None and row.result is not None
        why = scored.explanation
        low, high = why.bounds
        lines = [t("spitzer.explain.type", type=t(f"spitzer.type.{row.result.type}"),
                   side=self.side(row)),
                 t("spitzer.explain.counted", tricks=row.result.side_tricks,
                   points=row.result.side_points),
                 t(f"spitzer.explain.by_{why.decided_by}", low=low, high=high,
                   column=self.column_label(scored)),
                 t("spitzer.explain.value", row=t(f"spitzer.row.{scored.row}"),
                   value=f"{scored.value:+d}")]
        if why.hypothetical:
            lines.append(t("spitzer.explain.hypothetical"))
        if row.recorded is not None:
            lines.append(t("spitzer.explain.recorded"))
        return Explanation(t("spitzer.explain.hand_title", number=row.number), tuple(lines),
                           (TYPE_RULE[row.result.type], *why.rules))

    def points(self, row: SheetRow, pid: str) -> Explanation:
        t, scored = self.t, row.scored
        assert scored is not None
        name = self.sheet.names[pid]
        got = scored.points[pid]
        receivers = t(f"spitzer.explain.receives_{scored.explanation.receives}")
        lines = [t("spitzer.explain.value_line", value=f"{scored.value:+d}",
                   column=self.column_label(scored)), receivers,
                 t("spitzer.explain.player_points", name=name, points=got),
                 t("spitzer.explain.running", name=name, total=row.totals.get(pid, 0))]
        return Explanation(t("spitzer.explain.points_title", number=row.number, name=name),
                           tuple(lines), ("SPZ-SCORE-3", "SPZ-SCORE-4"))

    def total(self, game: Game, pid: str) -> Explanation:
        t = self.t
        lines = [t("spitzer.explain.total_hand", number=row.number,
                   points=row.scored.points[pid])
                 for row in game.rows if row.counted and row.scored and row.totals]
        total = game.score.totals[pid]
        lines.append(t("spitzer.explain.total", points=total))
        return Explanation(t("spitzer.explain.total_title", name=self.sheet.names[pid]),
                           tuple(lines), ("SPZ-SCORE-4", "SPZ-GAME-1", "SPZ-GAME-3"))

    def peg(self, game: Game, pid: str) -> Explanation:
        t = self.t
        hole = game.score.pegs[pid]
        total = game.score.totals[pid]
        lines = [t("spitzer.explain.peg_win" if hole == BOARD_WIN else "spitzer.explain.peg",
                   name=self.sheet.names[pid], total=total, hole=hole, per=POINTS_PER_HOLE,
                   goal=WIN_POINTS)]
        return Explanation(t("spitzer.board.title"), tuple(lines), ("SPZ-GAME-1", "SPZ-A-14"))

    def peg_move(self, game: Game, pid: str) -> Explanation:
        """A tapped peg: where it stands, the hand that last moved it (with that hand's
        explanation and this player's points) and the hole it came from (the ghost peg)."""
        t, name = self.t, self.sheet.names[pid]
        where = self.peg(game, pid)
        moved = last_move(game, pid)
        if moved is None:
            return Explanation(where.title, (*where.lines, t("spitzer.board.no_hand")),
                               where.rules)
        row, before = moved
        hand, points = self.result(row), self.points(row, pid)
        lines = (*where.lines,
                 t("spitzer.board.ghost", name=name, hole=before, number=row.number,
                   points=row.totals[pid] - points_of(row, pid)),
                 hand.title + ":", *hand.lines, *points.lines)
        return Explanation(t("spitzer.board.peg_title", name=name, number=row.number), lines,
                           tuple(dict.fromkeys((*hand.rules, *points.rules, *where.rules))))

    def payout(self, game: Game) -> Explanation:
        t, sheet = self.t, self.sheet
        winner = game.winner
        assert winner is not None and game.score.payout is not None
        best = game.score.totals[winner]
        lines = [t("spitzer.explain.pay_line", name=sheet.names[pid],
                   stake=sheet.money(sheet.stake, False),
                   per=sheet.money(sheet.per_point, False),
                   diff=best - game.score.totals[pid], amount=sheet.money(-cents, False))
                 for pid, cents in game.score.payout.items() if pid != winner]
        lines.append(t("spitzer.explain.pay_winner", name=sheet.names[winner],
                       amount=sheet.money(game.score.payout[winner], False)))
        return Explanation(t("spitzer.sheet.payout"), tuple(lines), ("SPZ-PAY-1", "SPZ-VAR-5"))

    def winner(self, game: Game) -> Explanation:
        t = self.t
        if game.winner is not None:
            line = t("spitzer.sheet.winner", name=self.sheet.names[game.winner],
                     points=game.score.totals[game.winner])
        else:
            line = t("spitzer.sheet.another_hand")
        return Explanation(t("spitzer.explain.end_title"), (line,),
                           ("SPZ-GAME-1", "SPZ-GAME-2", "SPZ-A-10"))
