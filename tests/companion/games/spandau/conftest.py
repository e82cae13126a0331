"""A FakeContext for the Spandau screens (SheetContext and RefereeContext in memory, real
i18n files) and helpers that walk a built control tree the way a browser test taps it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import flet as ft
import pytest

from companion.games.base import Explanation
from companion.models import Entry, SavedItem, Seat, Session

I18N = Path(__file__).resolve().parents[4] / "assets" / "i18n"
NOW = datetime(2024, 5, 1, 20, 0)
NAMES = ("Anna", "Ben", "Carl", "Dora")


def strings(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"spandau.{lang}.json").read_text(encoding="utf-8"))


def make_session(names: tuple[str, ...] = NAMES[:2], options: dict[str, Any] | None = None,
                 entries: tuple[tuple[str, dict[str, Any]], ...] = ()) -> Session:
    seats = tuple(Seat(player_id=f"p{i}", name=name) for i, name in enumerate(names))
    rows = tuple(Entry(id=f"e{i}", kind=kind, data=data, at=NOW)
                 for i, (kind, data) in enumerate(entries, start=1))
    return Session(id="s1", game="spandau", seats=seats, options=options or {},
                   entries=rows, created_at=NOW, updated_at=NOW)


def art(*labels: str) -> list[dict[str, Any]]:
    """"3-1g" is the genuine 3-1, "3-1f" the forged one."""
    return [{"type": int(label[0]), "number": int(label[2]), "genuine": label[3] == "g"}
            for label in labels]


class FakeContext:
    """Records what a screen asks of the shell; entries and saved items live in memory."""

    def __init__(self, session: Session | None = None, lang: str = "en",
                 can_edit: bool = True) -> None:
        self.page: Any = None
        self.lang = lang
        self.session = session
        self.can_edit = can_edit
        self.texts = strings(lang)
        self.explained: list[Explanation] = []
        self.copied: list[str] = []
        self.notes: list[tuple[str, bool]] = []
        self.items: list[SavedItem] = []
        self.missing: set[str] = set()
        self.counter = len(session.entries) if session else 0

    def t(self, key: str, **params: Any) -> str:
        text = self.texts.get(key)
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

    def _entries(self, entries: tuple[Entry, ...]) -> None:
        assert self.session is not None and self.can_edit
        self.session = self.session.model_copy(update={"entries": entries})

    def add_entry(self, kind: str, data: dict[str, Any]) -> None:
        assert self.session is not None
        self._entries((*self.session.entries, Entry(id=self._id(), kind=kind, data=data,
                                                    at=NOW)))

    def update_entry(self, entry_id: str, data: dict[str, Any]) -> None:
        assert self.session is not None
        self._entries(tuple(e.model_copy(update={"data": data}) if e.id == entry_id else e
                            for e in self.session.entries))

    def delete_entry(self, entry_id: str) -> None:
        assert self.session is not None
        self._entries(tuple(e for e in self.session.entries if e.id != entry_id))

    def set_options(self, options: dict[str, Any]) -> None:
        assert self.session is not None
        self.session = self.session.model_copy(update={"options": options})

    def send_to_sheet(self, kind: str, data: dict[str, Any]) -> bool:
        if self.session is None or not self.can_edit:
            return False
        self.add_entry(kind, data)
        return True

    def saved_items(self, kind: str) -> list[SavedItem]:
        return [item for item in self.items if item.kind == kind]

    def save_item(self, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        item = SavedItem(id=self._id(), game="spandau", kind=kind, name=name, data=data,
                         at=NOW)
        self.items.append(item)
        return item

    def delete_item(self, item_id: str) -> None:
        self.items = [item for item in self.items if item.id != item_id]


def walk(control: Any) -> Iterator[Any]:
    yield control
    for name in ("content", "controls", "leading", "label"):
        child = getattr(control, name, None)
        if isinstance(child, list):
            for item in child:
                yield from walk(item)
        elif isinstance(child, ft.Control):
            yield from walk(child)


def ids(root: Any) -> set[str]:
    return {c.identifier for c in walk(root) if isinstance(c, ft.Semantics) and c.identifier}


def by_id(root: Any, identifier: str) -> Any:
    """The control a browser test would tap: the content of the Semantics with this id."""
    for control in walk(root):
        if isinstance(control, ft.Semantics) and control.identifier == identifier:
            return control.content
    raise AssertionError(f"no control with id {identifier!r}")


def tap(root: Any, identifier: str, times: int = 1) -> None:
    for _ in range(times):
        control = by_id(root, identifier)
        assert control.on_click is not None, f"{identifier} has no handler"
        assert not getattr(control, "disabled", False), f"{identifier} is disabled"
        control.on_click()


def texts(root: Any) -> list[str]:
    return [c.value for c in walk(root) if isinstance(c, ft.Text) and isinstance(c.value, str)]


@pytest.fixture
def ctx() -> FakeContext:
    return FakeContext(make_session())
