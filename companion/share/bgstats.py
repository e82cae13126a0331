"""Export finished games to BG Stats, the play-logging app.

BG Stats documents a link that carries one play as URL-encoded JSON ("Push plays to BG Stats
from other apps or websites"): ``https://app.bgstatsapp.com/createPlay.html?data=<data>``
(``bgstats://`` works as well). BG Stats 3.3.2 or later opens it, lets the user match games
and players, and saves the play (and posts it to BoardGameGeek when the user turned that on).
The same play objects, as one JSON array, are History's export file.

No BoardGameGeek id is sent: BG Stats matches the game by name, and a guessed id would file
the play under another game.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from urllib.parse import parse_qs, quote, urlsplit

from pydantic import BaseModel, ConfigDict

from companion.games import plugin
from companion.models import Session
from companion.share.reasons import decided

Translate = Callable[..., str]

SOURCE_NAME = "Table Companion"
LINK = "https://app.bgstatsapp.com/createPlay.html?data="
APP_LINK = "bgstats://app.bgstatsapp.com/createPlay.html?data="


class _Shape(BaseModel):
    """BG Stats' own field names (camelCase), exactly as its page documents them."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class BGStatsGame(_Shape):
    name: str
    highestWins: bool = True
    noPoints: bool = False
    sourceGameId: str


class BGStatsPlayer(_Shape):
    name: str
    sourcePlayerId: str
    score: int
    winner: bool
    startPlayer: bool


class BGStatsPlay(_Shape):
    sourceName: str = SOURCE_NAME
    sourcePlayId: str
    playDate: str
    """Local start time, "YYYY-MM-DD HH:MM:SS"."""
    durationMin: int
    comments: str = ""
    game: BGStatsGame
    players: tuple[BGStatsPlayer, ...]


def play_of(session: Session, t: Translate) -> BGStatsPlay:
    """The play as BG Stats wants it; totals and winners are the rules core's answers, the
    comments say what decided the game (as the result card does).

    Seat 1 is the start player (Spitzer: the first dealer): the one drawn at random when
    the players asked for a draw, otherwise whoever they seated first.
    """
    outcome = plugin(session.game).outcome(session)
    comments = "\n".join(decided(session, t).lines) if outcome.winners else ""
    return BGStatsPlay(
        sourcePlayId=session.id,
        playDate=session.created_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
        durationMin=session.elapsed_seconds // 60,
        comments=comments,
        game=BGStatsGame(name=t(f"game.{session.game}"), sourceGameId=session.game),
        players=tuple(BGStatsPlayer(
            name=seat.name, sourcePlayerId=seat.player_id,
            score=outcome.totals.get(seat.player_id, 0),
            winner=seat.player_id in outcome.winners, startPlayer=index == 0)
            for index, seat in enumerate(session.seats)))


def push_link(play: BGStatsPlay, app_scheme: bool = False) -> str:
    data = json.dumps(play.model_dump(mode="json"), ensure_ascii=False, separators=(",", ":"))
    return (APP_LINK if app_scheme else LINK) + quote(data, safe="")


def read_link(link: str) -> BGStatsPlay:
    """The play a push link carries (ValueError when it is not one)."""
    parts = urlsplit(link)
    if not parts.path.endswith("/createPlay.html"):
        raise ValueError("not a BG Stats createPlay link")
    values = parse_qs(parts.query).get("data")
    if not values:
        raise ValueError("the link carries no data")
    return BGStatsPlay.model_validate_json(values[0])


def export_plays(plays: Iterable[BGStatsPlay]) -> bytes:
    """Every play as one JSON array of push-link play objects."""
    return json.dumps([p.model_dump(mode="json") for p in plays], ensure_ascii=False,
                      indent=1).encode("utf-8")


def read_export(data: bytes) -> list[BGStatsPlay]:
    return [BGStatsPlay.model_validate(item) for item in json.loads(data.decode("utf-8"))]
