"""Settings: language, theme, data folder, backups (file or, offline in a browser, pasted)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import flet as ft

from companion.games.kit.controls import tid
from companion.i18n import LANGUAGES, say
from companion.models import Words
from companion.table.access import EditRefused
from companion.theme import focused_field
from companion.views.common import RouteScreen, action_button, heading
from companion.views.context import ScreenContext
from companion.vm.settings import (
    THEMES,
    TOO_LARGE,
    read_limited,
    take_upload,
    too_large,
    upload_folder,
    upload_name,
)

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
UPLOAD_SECONDS = 600
"""How long a browser may take to send a backup file (15 MB on a slow Wi-Fi)."""


def choice_row(options: list[tuple[str, str]], chosen: str, prefix: str,
               on_pick: Any) -> ft.Control:
    return ft.Row(wrap=True, controls=[
        tid(f"{prefix}-{key}", ft.Semantics(selected=key == chosen, content=(
            ft.FilledButton if key == chosen else ft.OutlinedButton)(
                content=ft.Text(label), height=48, on_click=lambda _e, k=key: on_pick(k))))
        for key, label in options])


class SettingsScreen(RouteScreen):
    def __init__(self, app: ScreenContext) -> None:
        self.vm = app.settings_vm()
        self.paste = focused_field(ft.TextField(label=app.t("settings.paste"),
                                                multiline=True, min_lines=3, max_lines=6))
        # The Semantics wrapper is what shows and hides: Flet refuses a Semantics whose
        # content is invisible (it draws an error text in its place).
        self.progress = ft.Semantics(identifier="import-progress", content=ft.ProgressBar(),
                                     visible=False)
        self.importing = False
        self.picker = ft.FilePicker(on_upload=self.on_upload)
        self.uploaded = asyncio.Event()
        self.upload_error: str | None = None
        super().__init__(app, "/settings", app.t("nav.settings"))

    def pick_language(self, lang: str) -> None:
        chosen = self.app.guarded(lambda: self.vm.set_language(self.app.editor, lang))
        if chosen:
            self.app.use_language(chosen)
            self.app.render()

    def pick_theme(self, theme: str) -> None:
        chosen = self.app.guarded(lambda: self.vm.set_theme(self.app.editor, theme))
        if chosen:
            self.app.use_theme(chosen)
            self.refresh()

    async def export(self, csv: bool) -> None:
        """The backup (or the CSV) is made off the event loop: other phones stay served."""
        name, data = await asyncio.to_thread(self.vm.export_csv if csv else self.vm.export)
        try:
            await ft.FilePicker().save_file(file_name=name, src_bytes=data)
        except Exception as trouble:  # a client without file dialogs: show the text instead
            self.app.notify(self.t("settings.export_failed", reason=str(trouble)), error=True)
            self.paste.value = data.decode("utf-8")
            self.app.refresh()

    async def import_file(self) -> None:
        """Pick a file without its bytes, refuse it by its size, then read it: from its path
        on a desktop, over HTTP from a browser (never as one websocket frame, which a file
        over 16 MiB would break the connection with)."""
        if self.importing:
            return
        files = await self.picker.pick_files(allowed_extensions=["json"],
                                             file_type=ft.FilePickerFileType.CUSTOM)
        if not files:
            return
        picked = files[0]
        if too_large(picked.size):
            self.refuse(TOO_LARGE)
            return
        data: bytes | None
        if picked.path:
            data = await asyncio.to_thread(read_limited, Path(picked.path))
        else:
            data = await self.upload(picked)
        if data is not None:
            await self.import_data(data)

    async def upload(self, picked: ft.FilePickerFile) -> bytes | None:
        """The picked file sent by the browser to the private upload folder, then read and
        deleted there; None (with a message) when it did not arrive."""
        folder = upload_folder()
        if folder is None:
            self.refuse("settings.upload_failed")
            return None
        name = upload_name()
        self.uploaded = asyncio.Event()
        self.upload_error = None
        self.show_progress(True)
        try:
            await self.picker.upload([ft.FilePickerUploadFile(
                upload_url=self.app.upload_url(name, UPLOAD_SECONDS), id=picked.id,
                name=picked.name)])
            await asyncio.wait_for(self.uploaded.wait(), UPLOAD_SECONDS)
            if self.upload_error is None:
                return await asyncio.to_thread(take_upload, folder, name)
        except (OSError, RuntimeError, TimeoutError) as trouble:
            self.upload_error = str(trouble) or type(trouble).__name__
        finally:
            self.show_progress(False)
            (folder / name).unlink(missing_ok=True)
        logging.getLogger(__name__).warning("backup upload failed: %s", self.upload_error)
        self.refuse("settings.upload_failed")
        return None

    def on_upload(self, e: ft.FilePickerUploadEvent) -> None:
        if e.error:
            self.upload_error = e.error
            self.uploaded.set()
        elif e.progress is not None and e.progress >= 1.0:
            self.uploaded.set()

    def refuse(self, reason: str | Words) -> None:
        """Why the backup was not read: a key of the app, stored words, or the reason the
        reading gave (in English)."""
        said = say(reason, self.t) if isinstance(reason, Words) else self.t(reason)
        self.app.notify(self.t("settings.import_refused", reason=said), error=True)

    def show_progress(self, shown: bool) -> None:
        self.progress.visible = shown
        self.app.update()

    async def import_data(self, data: bytes) -> None:
        """Read, check and store the backup off the event loop (other phones stay served),
        with a progress bar meanwhile."""
        if self.importing:
            return
        self.importing = True
        self.show_progress(True)
        try:
            result = await asyncio.to_thread(self.vm.import_backup, self.app.editor, data)
        except EditRefused:
            self.app.notify(self.t("access.refused"), error=True)
            return
        except Exception as trouble:  # whatever it was, the host reads it, not only the log
            logging.getLogger(__name__).exception("import failed")
            self.refuse(Words(key="settings.import_failed", values={
                "reason": f"{type(trouble).__name__}: {trouble}"[:160]}))
            return
        finally:
            self.importing = False
            self.show_progress(False)
        if isinstance(result, str | Words):
            self.refuse(result)
            return
        self.app.notify(self.t("settings.import_done", players=result.players_added,
                                  sessions=result.sessions_added, items=result.items_added,
                                  present=result.already_present))
        self.paste.value = ""
        self.app.refresh()

    def draw(self) -> list[ft.Control]:
        t = self.t
        return [
            heading(t("settings.language")),
            choice_row([(k, LANGUAGE_NAMES[k]) for k in LANGUAGES], self.app.lang, "lang",
                       self.pick_language),
            heading(t("settings.theme")),
            choice_row([(k, t(f"settings.theme.{k}")) for k in THEMES], self.app.theme,
                       "theme", self.pick_theme),
            *self.data_folder(),
            heading(t("settings.backup")),
            ft.Text(t("settings.backup_help")),
            ft.Row(wrap=True, controls=[
                action_button(t("settings.export"), "export", lambda _e: self.app.run_task(
                    self.export, False), icon=ft.Icons.DOWNLOAD),
                action_button(t("settings.export_csv"), "export-csv",
                              lambda _e: self.app.run_task(self.export, True),
                              icon=ft.Icons.TABLE_VIEW),
                action_button(t("settings.import"), "import", lambda _e: self.app.run_task(
                    self.import_file), icon=ft.Icons.UPLOAD),
            ]),
            self.progress,
            ft.Semantics(identifier="paste-backup", content=self.paste),
            ft.Row(wrap=True, controls=[
                action_button(t("settings.import_pasted"), "import-pasted",
                              lambda _e: self.app.run_task(
                                  self.import_data, (self.paste.value or "").encode("utf-8"))),
                action_button(t("settings.show_backup"), "show-backup",
                              lambda _e: self.app.run_task(self.show_backup)),
            ]),
        ]

    async def show_backup(self) -> None:
        """The backup as text to copy: works in any browser, offline, without downloads."""
        self.paste.value = (await asyncio.to_thread(self.vm.export))[1].decode("utf-8")
        self.app.refresh()

    def data_folder(self) -> list[ft.Control]:
        """Where the data is kept: a path on the serving computer, shown on it alone (a
        phone has no use for it, and a stranger should not learn it)."""
        if not self.app.is_host:
            return []
        return [heading(self.t("settings.data_folder")),
                ft.Semantics(identifier="data-folder",
                             content=ft.Text(str(self.app.data_dir)))]


def build(app: ScreenContext, _arg: str | None) -> SettingsScreen:
    return SettingsScreen(app)
