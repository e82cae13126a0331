"""The rows and games of a Spitzer sheet as shown: what the sheet model computes and its
explainer, board and views read."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from companion.games.base import ShownEntry
from companion.games.spitzer.sheet_entries import TotalsHand, TricksHand
from scorers.common.models import Violation
from scorers.spitzer.models import HandResult, ScoreHandResponse
from scorers.spitzer.record_models import RecordHandResponse
from scorers.spitzer.sheet_models import GameScore, SheetHand


@dataclass(frozen=True)
class SheetRow(ShownEntry):
    """One entry as shown: a hand (``number`` 1, 2, ... within its game), a misdeal, a new game."""

    dealer: str | None = None
    hand: TotalsHand | TricksHand | None = None
    scored: ScoreHandResponse | None = None
    recorded: RecordHandResponse | None = None
    result: HandResult | None = None
    totals: dict[str, int] = field(default_factory=dict)
    violations: tuple[Violation, ...] = ()
    notes: tuple[Violation, ...] = ()
    """Faults of a hand the table kept as played: shown on the row, the hand counts."""

    @property
    def valid(self) -> bool:
        return not self.violations

    @property
    def counted(self) -> bool:
        return self.valid and self.scored is not None

    @cached_property
    def sheet_hand(self) -> SheetHand | None:
        """The hand as ``score_game`` takes it (None: no result). Made once per row: an
        unchanged entry keeps its checked row, so a save does not build every hand again."""
        if self.result is None:
            return None
        return SheetHand(**dict(self.result), dealer=self.dealer)


@dataclass(frozen=True)
class Game:
    """One game to 42 on the sheet; ``score`` is ``score_game``'s answer for it."""

    number: int
    rows: tuple[SheetRow, ...]
    score: GameScore

    @property
    def winner(self) -> str | None:
        return self.score.winner
