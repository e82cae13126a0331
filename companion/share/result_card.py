"""The result card of a finished game: one data model, drawn as text and as a PNG.

Everything on the card comes from the stored session and the rules core's answers (totals,
winners, the reasons that decided it); the text and the image only lay it out.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from companion.games import plugin
from companion.models import GameId, Session
from companion.share.reasons import decided

Translate = Callable[..., str]

APP_NAME = "Table Companion"


class CardPlayer(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    total: int
    winner: bool
    started: bool = False


class ResultCard(BaseModel):
    """What a shared result says, in the reader's language."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    session_id: str
    game: GameId
    title: str
    """The game's name."""
    date: str
    """Local date the game finished (or started, while unfinished), YYYY-MM-DD."""
    minutes: int
    headline: str
    """E.g. "Ben wins!", "Anna and Ben share the win", "No winner"."""
    unit: str
    """What the totals count: points, game points, genuine artworks."""
    players: tuple[CardPlayer, ...]
    """Highest total first; equal totals in seat order."""
    reasons: tuple[str, ...]
    """The one or two lines that decided the game, as the sheet explains them."""
    rules: tuple[str, ...]
    start: str = ""
    """Who started, when it was drawn at random."""


def build_card(session: Session, t: Translate) -> ResultCard:
    outcome = plugin(session.game).outcome(session)
    why = decided(session, t) if outcome.winners else None
    started = session.start.player_id if session.start else None
    seats = list(session.seats)
    players = sorted(
        (CardPlayer(name=seat.name, total=outcome.totals.get(seat.player_id, 0),
                    winner=seat.player_id in outcome.winners,
                    started=seat.player_id == started) for seat in seats),
        key=lambda p: (not p.winner, -p.total))
    names = {seat.player_id: seat.name for seat in seats}
    winners = [names[pid] for pid in outcome.winners if pid in names]
    if not winners:
        headline = t("share.card.no_winner")
    elif len(winners) == 1:
        headline = t("share.card.wins", name=winners[0])
    else:
        headline = t("share.card.shared", names=", ".join(winners))
    moment = (session.finished_at or session.created_at).astimezone()
    start = (t("share.card.started", role=t(_role(session.game)), name=session.start.name)
             if session.start else "")
    return ResultCard(
        session_id=session.id, game=session.game, title=t(f"game.{session.game}"),
        date=moment.strftime("%Y-%m-%d"), minutes=session.elapsed_seconds // 60,
        headline=headline, unit=t(f"share.unit.{session.game}"), players=tuple(players),
        reasons=why.lines if why else (), rules=why.rules if why else (), start=start)


def _role(game: str) -> str:
    from companion.vm.start_draw import start_label_key

    return start_label_key(game)


def card_lines(card: ResultCard) -> list[str]:
    """The card as lines of text: the clipboard text and the PNG's lines are these."""
    lines = [f"{card.title} · {card.date}", card.headline]
    lines += [f"{'★' if p.winner else '·'} {p.name}: {p.total} {card.unit}"
              for p in card.players]
    lines += card.reasons
    if card.start:
        lines.append(card.start)
    lines.append(f"{card.minutes} min · {APP_NAME}")
    return lines


def card_text(card: ResultCard) -> str:
    return "\n".join(card_lines(card))
