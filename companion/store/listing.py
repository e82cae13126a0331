"""History's lists and counts and the players' statistics, read from the index of sessions."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime

from companion.store.folder import DataFolder, aware
from companion.store.records import PlayerStats, SessionSummary
from companion.store.stats import player_statistics


class FolderListing(DataFolder):
    """`protocols.ListingStore` on the data folder."""

    def _select(self, *, game: str | None = None, player_id: str | None = None,
                since: datetime | None = None, until: datetime | None = None,
                finished: bool | None = None) -> Iterator[str]:
        return self._catalog.select(game=game, player_id=player_id, since=aware(since),
                                    until=aware(until), finished=finished)

    def _summaries(self, ids: Iterable[str]) -> list[SessionSummary]:
        return [s for sid in ids if (s := self._catalog.summary(sid)) is not None]

    def list_sessions(self, *, game: str | None = None, player_id: str | None = None,
                      since: datetime | None = None, until: datetime | None = None,
                      finished: bool | None = None, offset: int = 0,
                      limit: int = 50) -> list[SessionSummary]:
        """Newest first (by creation); ``since``/``until`` bound the creation time (inclusive)."""
        with self._lock:
            ids = self._select(game=game, player_id=player_id, since=since, until=until,
                               finished=finished)
            return self._summaries(sid for n, sid in enumerate(ids) if offset <= n < offset + limit)

    def count_sessions(self, *, game: str | None = None, player_id: str | None = None,
                       since: datetime | None = None, until: datetime | None = None,
                       finished: bool | None = None) -> int:
        with self._lock:
            return sum(1 for _ in self._select(game=game, player_id=player_id, since=since,
                                               until=until, finished=finished))

    def statistics(self) -> list[PlayerStats]:
        """Per known player over finished sessions, by name."""
        with self._lock:
            finished = self._summaries(self._select(finished=True))
            return player_statistics(self._sorted_players(), finished)
