"""Why a finished game ended as it did: one or two lines from the rules core's answers.

Each game's sheet model already asks the rules core (``score_game``'s ``decided_by``, the
tie-breaks, Spitzer's 42) and words the answer; this module only picks those lines for the
result card, so the card says what the sheet says.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from companion.models import Session

Translate = Callable[..., str]

MAX_REASONS = 2


@dataclass(frozen=True)
class Reasons:
    lines: tuple[str, ...]
    rules: tuple[str, ...]


def decided(session: Session, t: Translate) -> Reasons:
    """The reasons that decided ``session`` (empty when it has no winner yet)."""
    found = _BY_GAME[session.game](session, t)
    # A reason and its details stay whole: when the details do not fit, the reason alone.
    lines = found.lines if len(found.lines) <= MAX_REASONS else found.lines[:1]
    return Reasons(lines, found.rules)


def _kardinal(session: Session, t: Translate) -> Reasons:
    from companion.games.kardinal.sheet_model import KardinalSheet

    why = KardinalSheet(session, t).winner_explanation()
    return Reasons(tuple(why.lines), tuple(why.rules)) if why else Reasons((), ())


def _spandau(session: Session, t: Translate) -> Reasons:
    from companion.games.spandau.sheet_model import SpandauSheet

    why = SpandauSheet(session, t).winner_explanation()
    return Reasons(tuple(why.lines), tuple(why.rules)) if why else Reasons((), ())


def _spitzer(session: Session, t: Translate) -> Reasons:
    from companion.games.spitzer.sheet_model import SpitzerSheet

    sheet = SpitzerSheet(session, t)
    won = [game for game in sheet.games if game.winner is not None]
    if not won:
        return Reasons((), ())
    lines = []
    if len(sheet.games) > 1:
        counts = sheet.games_won()
        best = max(counts.values())
        lines.append(t("share.reason.spitzer.games", names=", ".join(
            sheet.names[pid] for pid in sheet.players if counts[pid] == best),
            won=best, played=len(sheet.games)))
    last = won[-1]
    winner = last.winner or ""
    lines.append(t("share.reason.spitzer.42", name=sheet.names[winner],
                   points=last.score.totals[winner]))
    return Reasons(tuple(lines), ("SPZ-GAME-1",))


def _spitzweg(session: Session, t: Translate) -> Reasons:
    from companion.games.spitzweg.sheet_model import SpitzwegSheet

    sheet = SpitzwegSheet(session, t)
    winners = sheet.winners()
    if not winners:
        return Reasons((), ())
    points = sheet.totals()[winners[0]]
    names = ", ".join(sheet.names[pid] for pid in winners)
    key = "share.reason.spitzweg.shared" if len(winners) > 1 else "share.reason.spitzweg.total"
    return Reasons((t(key, names=names, points=points),), ("SPW-SCORE-7",))


_BY_GAME: dict[str, Callable[[Session, Translate], Reasons]] = {
    "kardinal": _kardinal, "spandau": _spandau, "spitzer": _spitzer, "spitzweg": _spitzweg}
