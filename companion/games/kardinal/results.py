"""The game of a Kardinal & König sheet and who won it, as `companion.results` wants it.

The sheet scores its counts with the rules core (`KardinalSheet`); the game is decided once
the session is finished and the core accepts the counts as the final scoring (KK-VAL-4).
"""

from __future__ import annotations

from typing import Any

from companion.games.kardinal.sheet_model import KardinalSheet
from companion.models import Session
from companion.results import SessionResults, played, renamed, unscored
from scorers.kardinal.models import ScoreGameResponse
from scorers.kardinal.results import from_answer


def _plain(key: str, **params: Any) -> str:
    return key


def session_results(session: Session) -> SessionResults:
    sheet = KardinalSheet(session, _plain)
    if not isinstance(sheet.score, ScoreGameResponse):
        return unscored(session)
    found = renamed(from_answer(sheet.score, sheet.complete),
                    {sheet.names[pid]: pid for pid in sheet.players})
    by_id = {entry.id: entry for entry in session.entries}
    rows = [tuple(e for e in (by_id.get(sheet.entries[pid][0] or ""),) if e is not None)
            for pid in sheet.players]
    return played(found, rows)
