"""The one error the store lets through to the app."""

from __future__ import annotations


class StorageError(Exception):
    """A save could not be written (disk full, read-only folder, second app on the folder).

    The in-memory state keeps the change and the next save writes it again; nothing already
    stored is damaged. ``str(error)`` is a message for the user.
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
