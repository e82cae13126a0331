"""The games of a Spitzer sheet and who won each, as `companion.results` wants them.

The sheet's one ``score_game`` answer (`SpitzerSheet`) holds every game to 42 on it;
`scorers.spitzer.results` reads each game's result, payout and the sheet's games won off it.
"""

from __future__ import annotations

from typing import Any

from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.models import Entry, Session
from companion.results import SessionResults, played, unscored
from scorers.spitzer.results import from_answer


def _plain(key: str, **params: Any) -> str:
    return key


def session_results(session: Session) -> SessionResults:
    try:
        sheet = SpitzerSheet(session, _plain)
    except Exception:  # History must show a session whose sheet cannot be read at all
        return unscored(session)
    found = from_answer(sheet.players, sheet.answer)
    # The answer's game.rows index its hands; the sheet's games hold the same hands, each
    # with the entries (misdeals, the new game's row) entered among them.
    hands: list[tuple[Entry, ...]] = []
    for game in sheet.games:
        entries = tuple(row.entry for row in game.rows)
        hands += [entries] * sum(1 for row in game.rows if row.counted)
    by_hand = [hands[i] if i < len(hands) else () for i in range(len(sheet.answer.hands))]
    return played(found, by_hand, sheet.currency)
