"""A FakeContext: SheetContext and RefereeContext in memory, with real i18n files."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from companion.games.base import Explanation
from companion.games.kardinal.sheet_view import SELECTED
from companion.models import Entry, SavedItem, Seat, Session

I18N = Path(__file__).resolve().parents[4] / "assets" / "i18n"
NOW = datetime(2024, 5, 1, 20, 0)


def strings(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"kardinal.{lang}.json").read_text(encoding="utf-8"))


def make_session(names: tuple[str, ...] = ("Andreas", "Beate", "Claus"),
                 options: dict[str, Any] | None = None) -> Session:
    seats = tuple(Seat(player_id=f"p{i}", name=name) for i, name in enumerate(names))
    return Session(id="s1", game="kardinal", seats=seats, options=options or {},
                   created_at=NOW, updated_at=NOW)


class FakeContext:
    """Records what a screen asks of the shell; entries and saved items live in memory."""

    def __init__(self, session: Session | None = None, lang: str = "en",
                 can_edit: bool = True) -> None:
        self.page: Any = None
        self.lang = lang
        self.session = session
        self.can_edit = can_edit
        self.texts = strings(lang)
        self.fallback = strings("en")
        self.explained: list[Explanation] = []
        self.copied: list[str] = []
        self.notes: list[tuple[str, bool]] = []
        self.items: list[SavedItem] = []
        self.missing: set[str] = set()
        self.counter = 0

    def t(self, key: str, **params: Any) -> str:
        text = self.texts.get(key) or self.fallback.get(key)
        if text is None:
            self.missing.add(key)
            return key
        return text.format(**params)

    def rule_text(self, rule_id: str) -> str:
        return f"<{rule_id} text>"

    def explain(self, explanation: Explanation) -> None:
        self.explained.append(explanation)

    def copy_text(self, text: str) -> None:
        self.copied.append(text)

    def notify(self, message: str, error: bool = False) -> None:
        self.notes.append((message, error))

    def _id(self) -> str:
        self.counter += 1
        return f"e{self.counter}"

    # SheetContext
    def add_entry(self, kind: str, data: dict[str, Any]) -> None:
        assert self.session is not None and self.can_edit
        entry = Entry(id=self._id(), kind=kind, data=data, at=NOW)
        self.session = self.session.model_copy(
            update={"entries": (*self.session.entries, entry)})

    def update_entry(self, entry_id: str, data: dict[str, Any]) -> None:
        assert self.session is not None and self.can_edit
        entries = tuple(e.model_copy(update={"data": data}) if e.id == entry_id else e
                        for e in self.session.entries)
        self.session = self.session.model_copy(update={"entries": entries})

    def delete_entry(self, entry_id: str) -> None:
        assert self.session is not None and self.can_edit
        entries = tuple(e for e in self.session.entries if e.id != entry_id)
        self.session = self.session.model_copy(update={"entries": entries})

    def set_options(self, options: dict[str, Any]) -> None:
        assert self.session is not None
        self.session = self.session.model_copy(update={"options": options})

    # RefereeContext
    def send_to_sheet(self, kind: str, data: dict[str, Any]) -> bool:
        if self.session is None or not self.can_edit:
            return False
        self.add_entry(kind, data)
        return True

    def saved_items(self, kind: str) -> list[SavedItem]:
        return [item for item in self.items if item.kind == kind]

    def save_item(self, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        item = SavedItem(id=self._id(), game="kardinal", kind=kind, name=name, data=data,
                         at=NOW)
        self.items.append(item)
        return item

    def delete_item(self, item_id: str) -> None:
        self.items = [item for item in self.items if item.id != item_id]


@pytest.fixture
def session() -> Session:
    return make_session()


@pytest.fixture
def ctx(session: Session) -> FakeContext:
    return FakeContext(session)


@pytest.fixture(autouse=True)
def _fresh_player_choice() -> None:
    """Every test opens the sheet on the first player, as a new session does."""
    SELECTED.clear()
