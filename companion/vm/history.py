"""History: past and running sessions filtered by game, player and date, a page at a time."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, time
from typing import Any

from companion import formats
from companion.models import GAME_IDS, Player
from companion.share.bgstats import export_plays, plays_of
from companion.store import SessionSummary
from companion.store.protocols import HistoryStore
from companion.table.editor import Editor

PAGE_SIZE = 20


def parse_day(text: str) -> date | None:
    """A date typed as YYYY-MM-DD (or DD.MM.YYYY), None when empty or unreadable."""
    text = text.strip()
    for layout in ("%Y-%m-%d", "%d.%m.%Y"):
        try:
            return datetime.strptime(text, layout).date()
        except ValueError:
            continue
    return None


def picked_day(value: object) -> date | None:
    """The calendar day a date picker answered (its own year, month and day, whatever time
    zone it carries); None for no day."""
    if isinstance(value, datetime):
        return date(value.year, value.month, value.day)
    if isinstance(value, date):
        return value
    if isinstance(value, str) and value:
        try:
            found = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return parse_day(value)
        return date(found.year, found.month, found.day)
    return None


def day_text(day: date, lang: str) -> str:
    """A day as the language writes it (CLDR's medium form): 31.01.2026 or Jan 31, 2026."""
    return formats.day(day, lang)


def player_names(row: SessionSummary) -> str:
    return ", ".join(seat.name for seat in row.seats)


def winner_names(row: SessionSummary) -> str:
    """The winners of a session of one game (empty for several: see `game_winners`)."""
    names = {seat.player_id: seat.name for seat in row.seats}
    games = row.outcome.games
    return ", ".join(names.get(pid, "?") for pid in games[0].winners) if len(games) == 1 \
        else ""


def game_winners(row: SessionSummary) -> list[tuple[int, str]]:
    """Each game of a sheet of several (its number, its winners' names); empty for a
    sheet that is one game, whose winners `winner_names` gives."""
    names = {seat.player_id: seat.name for seat in row.seats}
    if len(row.outcome.games) < 2:
        return []
    return [(game.number, ", ".join(names.get(pid, "?") for pid in game.winners))
            for game in row.outcome.games]


class HistoryVM:
    def __init__(self, repo: HistoryStore) -> None:
        self.repo = repo
        self.game: str | None = None
        self.player_id: str | None = None
        self.since: date | None = None
        self.until: date | None = None
        self.offset = 0

    def players(self) -> list[Player]:
        return list(self.repo.players())

    def set_game(self, game: str | None) -> None:
        self.game = game if game in GAME_IDS else None
        self.offset = 0

    def set_player(self, player_id: str | None) -> None:
        self.player_id = player_id or None
        self.offset = 0

    def set_dates(self, since: date | None, until: date | None) -> None:
        self.since, self.until = since, until
        self.offset = 0

    def _filters(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "player_id": self.player_id,
            "since": datetime.combine(self.since, time.min) if self.since else None,
            "until": datetime.combine(self.until, time.max) if self.until else None,
        }

    def rows(self) -> list[SessionSummary]:
        return list(self.repo.list_sessions(**self._filters(), offset=self.offset,
                                            limit=PAGE_SIZE))

    def total(self) -> int:
        return int(self.repo.count_sessions(**self._filters()))

    def has_next(self) -> bool:
        return self.offset + PAGE_SIZE < self.total()

    def has_previous(self) -> bool:
        return self.offset > 0

    def next_page(self) -> None:
        if self.has_next():
            self.offset += PAGE_SIZE

    def previous_page(self) -> None:
        self.offset = max(0, self.offset - PAGE_SIZE)

    def page_label(self) -> tuple[int, int]:
        """(this page, number of pages), counted from 1."""
        pages = max(1, -(-self.total() // PAGE_SIZE))
        return self.offset // PAGE_SIZE + 1, pages

    def delete(self, editor: Editor, session_id: str) -> None:
        editor.delete_session(session_id)
        if self.offset and self.offset >= self.total():
            self.previous_page()

    def export_bgstats(self, t: Callable[..., str]) -> tuple[str, bytes] | None:
        """Every finished session (whatever the filters show) as one BG Stats JSON file,
        one play per game on its sheet; None when no session is finished."""
        total = self.repo.count_sessions(finished=True)
        rows = self.repo.list_sessions(finished=True, limit=max(1, total))
        if not rows:
            return None
        sessions = [self.repo.session(row.id) for row in reversed(rows)]
        return f"bgstats-plays-{datetime.now().strftime('%Y-%m-%d')}.json", export_plays(
            play for s in sessions for play in plays_of(s, t))
