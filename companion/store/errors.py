"""The one error the store lets through to the app."""

from __future__ import annotations

from companion.i18n import Translator, say
from companion.models import Words


class StorageError(Exception):
    """A save could not be written (disk full, read-only folder, second app on the folder).

    The in-memory state keeps the change and the next save writes it again; nothing already
    stored is damaged. ``words`` is the message for the user, translated when shown
    (`companion.i18n.say`); a plain message is shown as it is.
    """

    def __init__(self, message: Words | str) -> None:
        super().__init__(message)
        self.words = message

    def __str__(self) -> str:
        """In English, for the log."""
        return say(self.words, Translator("en").t)
