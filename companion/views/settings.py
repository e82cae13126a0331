"""Settings: language, theme, data folder, backups (file or, offline in a browser, pasted)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import flet as ft

from companion.access import EditRefused
from companion.host import guarded
from companion.i18n import LANGUAGES
from companion.views.common import Screen, action_button, heading
from companion.vm.settings import THEMES, SettingsVM

if TYPE_CHECKING:
    from companion.app import App

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}


def choice_row(options: list[tuple[str, str]], chosen: str, prefix: str,
               on_pick: Any) -> ft.Control:
    return ft.Row(wrap=True, controls=[
        ft.Semantics(identifier=f"{prefix}-{key}", button=True, selected=key == chosen,
                     content=(ft.FilledButton if key == chosen else ft.OutlinedButton)(
                         content=ft.Text(label), height=48,
                         on_click=lambda _e, k=key: on_pick(k)))
        for key, label in options])


class SettingsScreen(Screen):
    def __init__(self, app: App) -> None:
        super().__init__(app, "/settings", app.client.t("nav.settings"))
        self.vm = SettingsVM(app.client.table.repo)
        self.paste = ft.TextField(label=app.client.t("settings.paste"), multiline=True,
                                  min_lines=3, max_lines=6)
        # The Semantics wrapper is what shows and hides: Flet refuses a Semantics whose
        # content is invisible (it draws an error text in its place).
        self.progress = ft.Semantics(identifier="import-progress", content=ft.ProgressBar(),
                                     visible=False)
        self.importing = False
        self.refresh()

    def pick_language(self, lang: str) -> None:
        lang = guarded(self.client, lambda: self.vm.set_language(self.client.editor, lang))
        if lang:
            self.client.set_language(lang)
            self.app.render()

    def pick_theme(self, theme: str) -> None:
        theme = guarded(self.client, lambda: self.vm.set_theme(self.client.editor, theme))
        if theme:
            self.client.theme = theme
            self.app.apply_theme()
            self.refresh()

    async def export(self, csv: bool) -> None:
        name, data = self.vm.export_csv() if csv else self.vm.export()
        try:
            await ft.FilePicker().save_file(file_name=name, src_bytes=data)
        except Exception as trouble:  # a client without file dialogs: show the text instead
            self.client.notify(self.t("settings.export_failed", reason=str(trouble)), error=True)
            self.paste.value = data.decode("utf-8")
            self.app.refresh()

    async def import_file(self) -> None:
        files = await ft.FilePicker().pick_files(with_data=True, allowed_extensions=["json"],
                                                 file_type=ft.FilePickerFileType.CUSTOM)
        if files and files[0].bytes is not None:
            await self.import_data(files[0].bytes)
        elif files and files[0].path:
            with open(files[0].path, "rb") as handle:
                await self.import_data(handle.read(self.vm_limit() + 1))

    @staticmethod
    def vm_limit() -> int:
        from companion.vm.settings import MAX_IMPORT

        return MAX_IMPORT

    async def import_data(self, data: bytes) -> None:
        """Read, check and store the backup off the event loop (other phones stay served),
        with a progress bar meanwhile."""
        if self.importing:
            return
        self.importing = True
        self.progress.visible = True
        self.app.page.update()
        try:
            result = await asyncio.to_thread(self.vm.import_backup, self.client.editor, data)
        except EditRefused:
            self.client.notify(self.t("access.refused"), error=True)
            return
        finally:
            self.importing = False
            self.progress.visible = False
            self.app.page.update()
        if isinstance(result, str):
            self.client.notify(self.t("settings.import_refused", reason=self.t(result)),
                               error=True)
            return
        self.client.notify(self.t("settings.import_done", players=result.players_added,
                                  sessions=result.sessions_added, items=result.items_added,
                                  present=result.already_present))
        self.paste.value = ""
        self.app.refresh()

    def fill(self) -> list[ft.Control]:
        t = self.t
        table = self.client.table
        return [
            heading(t("settings.language")),
            choice_row([(k, LANGUAGE_NAMES[k]) for k in LANGUAGES], self.client.lang, "lang",
                       self.pick_language),
            heading(t("settings.theme")),
            choice_row([(k, t(f"settings.theme.{k}")) for k in THEMES], self.client.theme,
                       "theme", self.pick_theme),
            heading(t("settings.data_folder")),
            ft.Semantics(identifier="data-folder", content=ft.Text(str(table.data_dir))),
            heading(t("settings.backup")),
            ft.Text(t("settings.backup_help")),
            ft.Row(wrap=True, controls=[
                action_button(t("settings.export"), "export", lambda _e: self.app.page.run_task(
                    self.export, False), icon=ft.Icons.DOWNLOAD),
                action_button(t("settings.export_csv"), "export-csv",
                              lambda _e: self.app.page.run_task(self.export, True),
                              icon=ft.Icons.TABLE_VIEW),
                action_button(t("settings.import"), "import", lambda _e: self.app.page.run_task(
                    self.import_file), icon=ft.Icons.UPLOAD),
            ]),
            self.progress,
            ft.Semantics(identifier="paste-backup", content=self.paste),
            ft.Row(wrap=True, controls=[
                action_button(t("settings.import_pasted"), "import-pasted",
                              lambda _e: self.app.page.run_task(
                                  self.import_data, (self.paste.value or "").encode("utf-8"))),
                action_button(t("settings.show_backup"), "show-backup", self.show_backup),
            ]),
        ]

    def show_backup(self, _e: Any) -> None:
        """The backup as text to copy: works in any browser, offline, without downloads."""
        self.paste.value = self.vm.export()[1].decode("utf-8")
        self.app.refresh()


def build(app: App, _arg: str | None) -> SettingsScreen:
    return SettingsScreen(app)
