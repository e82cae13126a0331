"""The whole Spitzer sheet as one ``score_game`` request (dealers, misdeals, new games).

Only entries that are valid on their own and not refused by the core go in; ``sent`` maps
each request item (``hands.i``, ``new_games.k``) back to its row, so the core's faults can
be shown on the entry they concern.
"""

from __future__ import annotations

from typing import Protocol

from companion.games.spitzer.sheet_entries import HAND, MISDEAL, NEW_GAME, ROWS, NewGame
from companion.games.spitzer.sheet_rows import SheetRow
from companion.rows import typed_row
from scorers.common.models import Violation
from scorers.spitzer.sheet_models import Misdeal, ScoreGameRequest, SheetHand
from scorers.spitzer.sheet_models import NewGame as SheetNewGame


class SheetTerms(Protocol):
    """What the request takes of the sheet besides its rows: the seats and the payout."""

    players: tuple[str, ...]
    stake: int
    per_point: int


def sheet_request(sheet: SheetTerms, rows: list[SheetRow], refused: dict[int, Violation],
                  hands_before: int = 0, new_games_before: int = 0
                  ) -> tuple[ScoreGameRequest, dict[str, int]]:
    """The sheet as ``score_game`` takes it, and which row each request item came from.

    ``rows`` may be the rest of a sheet from a new game (`scorers.spitzer.game.Mark`): the
    items are then named as in the whole sheet's request, after ``hands_before`` hands and
    ``new_games_before`` new games."""
    hands: list[SheetHand] = []
    misdeals: list[Misdeal] = []
    new_games: list[SheetNewGame] = []
    sent: dict[str, int] = {}
    start: dict[str, int] | None = None
    for position, row in enumerate(rows):
        if not row.valid or position in refused:
            continue
        hand = row.sheet_hand if row.kind == HAND else None
        if hand is not None:
            sent[f"hands.{hands_before + len(hands)}"] = position
            hands.append(hand)
        elif row.kind == MISDEAL:
            misdeals.append(Misdeal(before=len(hands), dealer=row.dealer))
        elif row.kind == NEW_GAME:
            parsed = typed_row(ROWS, row.entry)
            carried = parsed.start if isinstance(parsed, NewGame) else None
            if not hands and not new_games:
                start = carried  # the first game, with totals carried over from paper
                continue
            sent[f"new_games.{new_games_before + len(new_games)}"] = position
            new_games.append(SheetNewGame(before=len(hands), start=carried))
    return ScoreGameRequest(
        players=sheet.players, hands=tuple(hands), stake_cents=sheet.stake,
        per_point_cents=sheet.per_point, start=start, misdeals=tuple(misdeals),
        new_games=tuple(new_games)), sent
