"""The games of a Spitzweg pad and who won each, as `companion.results` wants them.

The sheet answers its rows with the rules core (`SpitzwegSheet`); `scorers.spitzweg.results`
reads the games off that answer: a 2-player pad is two games, each with its own winners.
"""

from __future__ import annotations

from typing import Any

from companion.games.spitzweg.sheet_model import SpitzwegSheet
from companion.models import Session
from companion.results import SessionResults, played, renamed, unscored
from scorers.spitzweg.results import from_answer


def plain(key: str, **params: Any) -> str:
    """History lines and results are built without a screen: the key's last word. The
    plugin's history lines use this very function, so both share the rows the sheet
    answered (`sheet_fold` keys them by it)."""
    return key.rsplit(".", 1)[-1]


def session_results(session: Session) -> SessionResults:
    sheet = SpitzwegSheet(session, plain)
    if sheet.answer is None:
        return unscored(session)
    counted = [row for row in sheet.rows if row.valid]
    found = from_answer(tuple(sheet.colours.get(p, p) for p in sheet.players), sheet.options,
                        sheet.answer, tuple(row.pad_game for row in counted))
    return played(renamed(found, sheet.pid_of), [(row.entry,) for row in counted])
