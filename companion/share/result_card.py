"""The result card of a session: one data model, drawn as text and as a PNG.

Everything on the card comes from the game's ``results`` (`companion.games.session_results`):
each game on the sheet with its scores, winners, the rule that decided it and its payout,
and for a sheet of several games its own summary where a rule defines one (Spitzer's games
won and payouts). The text and the image only lay it out.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict

from companion.games import session_results
from companion.i18n import Translate
from companion.models import GameId, Session
from companion.results import PlayedGame, SessionResults
from companion.share import reasons
from companion.vm.start_draw import start_label_key

APP_NAME = "Table Companion"


class _Card(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class CardPlayer(_Card):
    name: str
    total: int | None
    """None while the sheet's rows cannot be counted."""
    winner: bool
    started: bool = False
    payout: str = ""
    """What the player receives or pays for this game, where it has stakes."""


class CardGame(_Card):
    """One game of the sheet."""

    number: int
    headline: str
    """E.g. "Ben wins!" for a sheet of one game, "Game 2: Ben wins" for one of several."""
    complete: bool
    players: tuple[CardPlayer, ...]
    """By place (best first); equal places in seat order."""
    reasons: tuple[str, ...]
    """What decided the game, from the rule and numbers the rules core answered."""
    rules: tuple[str, ...]


class ResultCard(_Card):
    """What a shared result says, in the reader's language."""

    session_id: str
    game: GameId
    title: str
    """The game's name."""
    date: str
    """Local date the game finished (or started, while unfinished), YYYY-MM-DD."""
    minutes: int
    headline: str
    """The one game's ("Ben wins!", "No winner"), or "3 games on this sheet"."""
    unit: str
    """What the totals count: points, game points, genuine artworks."""
    games: tuple[CardGame, ...]
    summary: tuple[str, ...] = ()
    """The sheet's own result where a rule defines one (games won, payouts)."""
    start: str = ""
    """Who started, when it was drawn at random."""
    day: str = ""
    """`date` as the reader's language writes it (27.11.2026, Nov 27, 2026)."""

    @property
    def players(self) -> tuple[CardPlayer, ...]:
        """The last game's players (a sheet of one game: its players)."""
        return self.games[-1].players

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(line for game in self.games for line in game.reasons)

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(rule for game in self.games for rule in game.rules))


def _headline(played: PlayedGame, names: Mapping[str, str], t: Translate, several: bool
              ) -> str:
    winners = [names.get(pid, pid) for pid in played.winners]
    number = played.number
    if not winners:
        undecided = played.result.decided_by is None and not played.result.complete
        if several:
            return t("share.card.game_open" if undecided else "share.card.game_none",
                     number=number)
        return t("share.card.no_winner_yet" if undecided else "share.card.no_winner")
    if len(winners) == 1:
        return t("share.card.game_wins", number=number, name=winners[0]) if several \
            else t("share.card.wins", name=winners[0])
    joined = ", ".join(winners)
    return t("share.card.game_shared", number=number, names=joined) if several \
        else t("share.card.shared", names=joined)


def card_game(session: Session, played: PlayedGame, results: SessionResults, t: Translate
              ) -> CardGame:
    names = {seat.player_id: seat.name for seat in session.seats}
    started = session.start.player_id if session.start else None
    payout = played.result.payout or {}
    order = {seat.player: (seat.place is None, seat.place or 0, index)
             for index, seat in enumerate(played.result.seats)}
    players = tuple(
        CardPlayer(name=names.get(seat.player, seat.player), total=seat.score,
                   winner=seat.player in played.winners,
                   started=seat.player == started and played.number == 1,
                   payout=reasons.money(payout[seat.player], results.currency, t)
                   if seat.player in payout else "")
        for seat in sorted(played.result.seats, key=lambda s: order[s.player]))
    return CardGame(number=played.number,
                    headline=_headline(played, names, t, results.several),
                    complete=played.result.complete, players=players,
                    reasons=reasons.reason(session.game, played, names, t),
                    rules=reasons.rules(played))


def build_card(session: Session, t: Translate, results: SessionResults | None = None
               ) -> ResultCard:
    found = results or session_results(session)
    names = {seat.player_id: seat.name for seat in session.seats}
    games = tuple(card_game(session, played, found, t) for played in found.games)
    headline = t("share.card.games", count=len(games)) if found.several else games[0].headline
    moment = (session.finished_at or session.created_at).astimezone()
    start = (t("share.card.started", role=t(start_label_key(session.game)),
               name=session.start.name) if session.start else "")
    return ResultCard(
        session_id=session.id, game=session.game, title=t(f"game.{session.game}"),
        date=moment.strftime("%Y-%m-%d"), minutes=session.elapsed_seconds // 60,
        headline=headline, unit=t(f"share.unit.{session.game}"), games=games,
        summary=reasons.summary(found, names, t), start=start,
        day=t("share.card.date", day=moment.date()))


def _player_line(player: CardPlayer, unit: str) -> str:
    total = "–" if player.total is None else f"{player.total} {unit}"
    paid = f" · {player.payout}" if player.payout else ""
    return f"{'★' if player.winner else '·'} {player.name}: {total}{paid}"


def card_lines(card: ResultCard) -> list[str]:
    """The card as lines of text: the clipboard text and the PNG's lines are these."""
    lines = [f"{card.title} · {card.day or card.date}", card.headline]
    several = len(card.games) > 1
    for game in card.games:
        if several:
            lines.append(game.headline)
        lines += [_player_line(p, card.unit) for p in game.players]
        lines += game.reasons
    lines += card.summary
    if card.start:
        lines.append(card.start)
    lines.append(f"{card.minutes} min · {APP_NAME}")
    return lines


def card_text(card: ResultCard) -> str:
    return "\n".join(card_lines(card))
