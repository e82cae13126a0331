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


def _plain(key: str, **params: Any) -> str:
    return key


def session_results(session: Session) -> SessionResults:
    sheet = SpitzwegSheet(session, _plain)
    if sheet.answer is None:
        return unscored(session)
    counted = [row for row in sheet.rows if row.valid]
    found = from_answer(tuple(sheet.colours.get(p, p) for p in sheet.players), sheet.options,
                        sheet.answer, tuple(row.pad_game for row in counted))
    return played(renamed(found, sheet.pid_of), [(row.entry,) for row in counted])
