"""Referee screens' saved items (``saved.json``) and the app's settings (``settings.json``)."""

from __future__ import annotations

from typing import Any

from tinydb import Query
from tinydb.table import Document

from companion.models import SavedItem
from companion.store.checks import check_storable
from companion.store.edits import now
from companion.store.folder import DataFolder, new_id
from companion.store.records import Settings
from companion.text import NAME_LENGTH, clean_name


class FolderItems(DataFolder):
    """`protocols.ItemStore` on the data folder."""

    def saved_items(self, game: str, kind: str) -> list[SavedItem]:
        """Newest first."""
        with self._lock:
            rows = self._items_db.table("items").search(
                (Query().game == game) & (Query().kind == kind))
            return sorted(map(SavedItem.model_validate, rows), key=lambda i: i.at, reverse=True)

    def save_item(self, game: str, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        name = clean_name(name)[:NAME_LENGTH]
        check_storable(data, "The saved item")
        item = SavedItem.model_validate({"id": new_id(), "game": game, "kind": kind,
                                         "name": name, "data": data, "at": now()})
        with self._lock:
            self._items_db.table("items").insert(item.model_dump(mode="json"))
            return item

    def delete_item(self, item_id: str) -> None:
        with self._lock:
            self._items_db.table("items").remove(Query().id == item_id)


class FolderSettings(DataFolder):
    """`protocols.SettingsStore` on the data folder."""

    def settings(self) -> Settings:
        with self._lock:
            return self._stored_settings()

    def save_settings(self, settings: Settings) -> None:
        with self._lock:
            self._settings_db.table("settings").upsert(
                Document(settings.model_dump(mode="json"), doc_id=1))
