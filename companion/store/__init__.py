"""Crash-safe storage of players, sessions, saved items and settings (TinyDB under a wrapper).

Layout of the data folder (schema version 1, every file carries ``schema``)::

    index.json            one summary row per session (History, Statistics, counts)
    sessions/<id>.json    one file per session: entries, edit history, undo/redo stacks
    players.json  saved.json  settings.json
    *.bak                 the previous good version of each file
    .lock                 held while an app has the folder open

Every write goes to a temp file in the same folder, is fsynced, and replaces the file with
``os.replace``; the previous version is kept as ``.bak``.
"""

from companion.store.errors import StorageError
from companion.store.records import GameStats, ImportReport, PlayerStats, SessionSummary, Settings
from companion.store.repository import Repository

__all__ = [
    "GameStats",
    "ImportReport",
    "PlayerStats",
    "Repository",
    "SessionSummary",
    "Settings",
    "StorageError",
]
