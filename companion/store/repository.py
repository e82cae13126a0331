"""The repository: the app's only way to its data. One per process and folder; thread-safe.

It is the small stores of this package over one `DataFolder` (one lock, one set of files),
each answering one protocol of `companion.store.protocols`: players, sessions with rows,
undo and history, listing and statistics, saved items, settings, backups.
"""

from __future__ import annotations

from companion.store.backups import FolderBackups
from companion.store.items import FolderItems, FolderSettings
from companion.store.listing import FolderListing
from companion.store.players import FolderPlayers
from companion.store.sessions import FolderSessions


class Repository(FolderPlayers, FolderSessions, FolderListing, FolderItems, FolderSettings,
                 FolderBackups):
    """All reads and writes of one data folder (`protocols.Store`):
    ``Repository(folder, outcome=…, describe=…, rows=…)``, see `DataFolder`."""

    def __enter__(self) -> Repository:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
