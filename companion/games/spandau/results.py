"""The game of a Spandau 1780 sheet and who won it, as `companion.results` wants it.

The sheet reveals the artworks to the rules core (`SpandauSheet`); the game is over once
its end row names a condition that ended it, or the table finished the session, with every
reveal in and without faults: then the reveal's winners are the game's.
"""

from __future__ import annotations

from typing import Any

from companion.games.spandau.sheet_model import SpandauSheet
from companion.models import Session
from companion.results import SessionResults, played, unscored
from scorers.spandau.artwork_models import ScoreGameResponse
from scorers.spandau.results import from_answer


def _plain(key: str, **params: Any) -> str:
    return key.rsplit(".", 1)[-1]


def session_results(session: Session) -> SessionResults:
    sheet = SpandauSheet(session, _plain)
    if not sheet.revealed or not isinstance(sheet.result, ScoreGameResponse):
        return unscored(session)
    over = sheet.complete() or (session.finished_at is not None and not sheet.faults()
                                and all(p.entry is not None for p in sheet.players))
    found = from_answer(sheet.result, over)
    by_name = {p.name: p for p in sheet.result.players}
    rows = [tuple(p.entry for p in sheet.players if p.pid == name and p.entry is not None)
            for name in by_name]
    return played(found, rows)
