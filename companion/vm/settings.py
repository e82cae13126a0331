"""Settings: language, theme, the data folder, backups out and in."""

from __future__ import annotations

import logging
import os
import secrets
from datetime import date
from pathlib import Path
from typing import Any

from companion.i18n import LANGUAGES
from companion.models import Words
from companion.store import ImportReport, StorageError
from companion.store.protocols import BackupSettings
from companion.table.access import EditRefused
from companion.table.editor import Editor

THEMES = ("system", "light", "dark")
MAX_IMPORT = 15 * 1024 * 1024
"""Below the 16 MiB one websocket frame from a browser may carry; a browser's file comes
over HTTP (see upload_folder), and a bigger one is refused by its size before it is sent."""
UPLOAD_ENV = "FLET_UPLOAD_DIR"
TOO_LARGE = "settings.import_too_large"


def too_large(size: int | None) -> bool:
    return size is not None and size > MAX_IMPORT


def upload_folder() -> Path | None:
    """The private folder a browser's picked file is sent to (None: no uploads)."""
    folder = os.environ.get(UPLOAD_ENV)
    return Path(folder) if folder else None


def upload_name() -> str:
    """An unguessable name, so that two phones' files never meet."""
    return f"backup-{secrets.token_hex(16)}.json"


def read_limited(path: Path) -> bytes:
    """At most one byte more than MAX_IMPORT (enough to refuse a bigger file)."""
    with open(path, "rb") as handle:
        return handle.read(MAX_IMPORT + 1)


def take_upload(folder: Path, name: str) -> bytes:
    """The uploaded file's bytes; the file is deleted whatever happens."""
    path = folder / name
    try:
        return read_limited(path)
    finally:
        path.unlink(missing_ok=True)


def backup_name(today: date) -> str:
    return f"table-companion-{today.isoformat()}.json"


class SettingsVM:
    def __init__(self, repo: BackupSettings) -> None:
        self.repo = repo

    def _save(self, editor: Editor, **changes: Any) -> bool:
        """Keep a choice for this device's next start, when this client may edit."""
        if not editor.can_edit:
            return False
        editor.save_settings(self.repo.settings().model_copy(update=changes))
        return True

    def set_language(self, editor: Editor, lang: str) -> str:
        lang = lang if lang in LANGUAGES else "en"
        self._save(editor, language=lang)
        return lang

    def set_theme(self, editor: Editor, theme: str) -> str:
        theme = theme if theme in THEMES else "system"
        self._save(editor, theme=theme)
        return theme

    def export(self) -> tuple[str, bytes]:
        return backup_name(date.today()), self.repo.export_bytes()

    def export_csv(self) -> tuple[str, bytes]:
        return f"table-companion-{date.today().isoformat()}.csv", \
            self.repo.export_csv().encode("utf-8")

    def import_backup(self, editor: Editor, data: bytes) -> ImportReport | Words | str:
        """The report, or why the file was refused (a refused file changes nothing): every
        failure, an undo's included, comes back in words for the screen.

        Raises EditRefused for a client without the right to edit.
        """
        if len(data) > MAX_IMPORT:
            return TOO_LARGE
        try:
            report: ImportReport = editor.import_bytes(data)
        except StorageError as trouble:
            return trouble.words
        except ValueError as wrong:
            return str(wrong)
        except EditRefused:  # a PermissionError, hence an OSError: the screen says it
            raise
        except (OSError, RuntimeError) as trouble:
            logging.getLogger(__name__).exception("import failed")
            return Words(key="settings.import_failed", values={
                "reason": f"{type(trouble).__name__}: {trouble}"[:160]})
        return report
