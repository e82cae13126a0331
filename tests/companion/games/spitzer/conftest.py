"""A FakeContext: SheetContext and RefereeContext in memory, with the real Spitzer texts."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import flet as ft
import pytest
from flet.utils.object_model import get_param_count

from companion.games.base import Explanation
from companion.models import Entry, SavedItem, Seat, Session

I18N = Path(__file__).resolve().parents[4] / "assets" / "i18n"
NOW = datetime(2024, 5, 1, 20, 0)
PLAYERS = ("p0", "p1", "p2", "p3")


def strings(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"spitzer.{lang}.json").read_text(encoding="utf-8"))


def make_session(options: dict[str, Any] | None = None) -> Session:
    seats = tuple(Seat(player_id=pid, name=name)
                  for pid, name in zip(PLAYERS, ("Anna", "Ben", "Carl", "Dora"), strict=True))
    return Session(id="s1", game="spitzer", seats=seats, options=options or {},
                   created_at=NOW, updated_at=NOW)


def hand(dealer: str, kind: str, side: tuple[str, ...], tricks: int, points: int,
         club_queen: str | None = None) -> dict[str, Any]:
    """A ``hand`` entry counted after play (the sheet's ``totals`` mode)."""
    return {"dealer": dealer, "mode": "totals", "type": kind, "calling_side": list(side),
            "side_tricks": tricks, "side_points": points, "club_queen": club_queen}


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
        self.counter = 0

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

    def send_to_sheet(self, kind: str, data: dict[str, Any]) -> bool:
        if self.session is None or not self.can_edit:
            return False
        self.add_entry(kind, data)
        return True

    def saved_items(self, kind: str) -> list[SavedItem]:
        return [item for item in self.items if item.kind == kind]

    def save_item(self, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        item = SavedItem(id=self._id(), game="spitzer", kind=kind, name=name, data=data,
                         at=NOW)
        self.items.append(item)
        return item

    def delete_item(self, item_id: str) -> None:
        self.items = [item for item in self.items if item.id != item_id]


def walk(control: Any) -> Iterator[Any]:
    """Every control below ``control`` (content, controls, leading, label)."""
    yield control
    for name in ("content", "leading", "label"):
        child = getattr(control, name, None)
        if isinstance(child, ft.Control):
            yield from walk(child)
    for child in getattr(control, "controls", None) or ():
        yield from walk(child)


def ids(root: Any) -> set[str]:
    return {c.identifier for c in walk(root) if isinstance(c, ft.Semantics) and c.identifier}


def by_id(root: Any, identifier: str) -> Any:
    """The control a browser test would tap: the content of the Semantics with this id."""
    for control in walk(root):
        if isinstance(control, ft.Semantics) and control.identifier == identifier:
            return control.content
    raise AssertionError(f"no control with id {identifier!r}")


def tap(root: Any, identifier: str) -> None:
    control = by_id(root, identifier)
    handler = getattr(control, "on_click", None) or getattr(control, "on_change", None)
    assert handler is not None, f"{identifier} has no handler"
    # As Flet does: the event goes to a handler that accepts a parameter.
    handler(*(() if get_param_count(handler) == 0 else (object(),)))


def texts(root: Any) -> list[str]:
    return [c.value for c in walk(root) if isinstance(c, ft.Text) and isinstance(c.value, str)]


@pytest.fixture
def ctx() -> FakeContext:
    return FakeContext(make_session())
