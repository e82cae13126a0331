"""Export finished games to BG Stats, the play-logging app.

BG Stats documents a link that carries one play as URL-encoded JSON ("Push plays to BG Stats
from other apps or websites"): ``https://app.bgstatsapp.com/createPlay.html?data=<data>``
(``bgstats://`` works as well). BG Stats 3.3.2 or later opens it, lets the user match games
and players, and saves the play (and posts it to BoardGameGeek when the user turned that on).
The same play objects, as one JSON array, are History's export file. A session is one play
per game on its sheet (`plays_of`).

No BoardGameGeek id is sent: BG Stats matches the game by name, and a guessed id would file
the play under another game.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from urllib.parse import parse_qs, quote, urlsplit

from pydantic import BaseModel, ConfigDict, Field

from companion.games import session_results
from companion.i18n import Translate
from companion.models import Session
from companion.results import SessionResults
from companion.share import reasons

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
    rank: int | None = Field(default=None, exclude_if=lambda v: v is None)
    """The player's place in the game (1 for the best; level players share one)."""
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


def plays_of(session: Session, t: Translate, results: SessionResults | None = None
             ) -> tuple[BGStatsPlay, ...]:
    """One play per game of the session, as BG Stats wants it: that game's scores and
    winners (the rules core's ``results``); the comments say what decided it, as the
    result card does. A sheet of several games (a Spitzweg 2-player pad, a Spitzer sheet
    of several games to 42) is several plays, ``<session id>-<game number>``.

    Seat 1 is the start player (Spitzer: the first dealer): the one drawn at random when
    the players asked for a draw, otherwise whoever they seated first.
    """
    found = results or session_results(session)
    names = {seat.player_id: seat.name for seat in session.seats}
    count = len(found.games)
    plays = []
    began = session.created_at
    for played in found.games:
        ended = played.played_at or session.finished_at or session.updated_at
        minutes = session.elapsed_seconds // 60 if count == 1 else max(
            0, int((ended - began).total_seconds()) // 60)
        scores = {seat.player: seat.score for seat in played.result.seats}
        ranks = {seat.player: seat.place for seat in played.result.seats}
        lines = ([t("share.game_of", number=played.number, count=count)] if count > 1 else [])
        lines += reasons.reason(session.game, played, names, t)
        plays.append(BGStatsPlay(
            sourcePlayId=session.id if count == 1 else f"{session.id}-{played.number}",
            playDate=began.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
            durationMin=minutes, comments="\n".join(lines),
            game=BGStatsGame(name=t(f"game.{session.game}"), sourceGameId=session.game),
            players=tuple(BGStatsPlayer(
                name=seat.name, sourcePlayerId=seat.player_id,
                score=scores.get(seat.player_id) or 0,
                winner=seat.player_id in played.winners, rank=ranks.get(seat.player_id),
                startPlayer=index == 0)
                for index, seat in enumerate(session.seats))))
        began = ended
    return tuple(plays)


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
