"""What the game-screen tests share: a FakeContext (SheetContext and RefereeContext in memory,
with the game's real i18n files) and helpers that walk a built control tree and tap it the way
a person at a browser would."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import flet as ft
from flet.utils.object_model import get_param_count

from companion.formats import Words
from companion.games.base import Explanation
from companion.models import Entry, SavedItem, Session
from companion.options import HouseRules, options_data
from companion.rows import Row, row_data

I18N = Path(__file__).resolve().parents[3] / "assets" / "i18n"
NOW = datetime(2024, 5, 1, 20, 0)
EVENT = object()
"""Stands for the event Flet passes to a handler that declares a parameter."""


def strings(game: str, lang: str) -> dict[str, str]:
    return json.loads((I18N / f"{game}.{lang}.json").read_text(encoding="utf-8"))


SHELL_TEXTS = {lang: json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))
               for lang in ("en", "de")}


class FakeContext:
    """Records what a screen asks of the shell; entries and saved items live in memory.

    A key missing from the chosen language is shown in English, as the app does, and is still
    recorded in ``missing`` so that a test of that language catches the gap. Each game's
    conftest names its game in a subclass."""

    game: str

    def __init__(self, session: Session | None = None, lang: str = "en",
                 can_edit: bool = True) -> None:
        self.page: Any = None
        self.lang = lang
        self.session: Any = session  # a sheet's Session, or a referee's Session | None
        self.can_edit = can_edit
        self.kept: dict[str, Any] = {}
        self.texts = strings(self.game, lang)
        self.fallback = strings(self.game, "en")
        self.explained: list[Explanation] = []
        self.copied: list[str] = []
        self.notes: list[tuple[str, bool]] = []
        self.items: list[SavedItem] = []
        self.missing: set[str] = set()
        self.unsaved: list[str | None] = []
        """What the sheet said its open form holds unsaved, each time it was drawn."""
        # New ids go on from the entries the session already has.
        self.counter = len(session.entries) if session else 0

    def t(self, key: str, **params: Any) -> str:
        text = self.texts.get(key)
        if text is None and key.startswith(("session.", "stepper.", "a11y.")):
            # the shell's own words, and the kit's words for a screen reader
            text = SHELL_TEXTS[self.lang].get(key)
        if text is None:
            self.missing.add(key)
            text = self.fallback.get(key)
        return key if text is None else Words(self.lang).vformat(text, (), params)

    def rule_text(self, rule_id: str) -> str:
        return f"<{rule_id} text>"

    def explain(self, explanation: Explanation) -> None:
        self.explained.append(explanation)

    def copy_text(self, text: str) -> None:
        self.copied.append(text)

    def notify(self, message: str, error: bool = False) -> None:
        self.notes.append((message, error))

    def show_unsaved(self, what: str | None) -> None:
        self.unsaved.append(what)

    def _id(self) -> str:
        self.counter += 1
        return f"e{self.counter}"

    # SheetContext
    def _entries(self, entries: tuple[Entry, ...]) -> None:
        assert self.session is not None and self.can_edit
        self.session = self.session.model_copy(update={"entries": entries})

    def add_entry(self, row: Row) -> None:
        assert self.session is not None
        entry = Entry(id=self._id(), kind=row.kind, data=row_data(row), at=NOW)
        self._entries((*self.session.entries, entry))

    def update_entry(self, entry_id: str, row: Row) -> None:
        assert self.session is not None
        data = row_data(row)
        self._entries(tuple(e.model_copy(update={"data": data}) if e.id == entry_id else e
                            for e in self.session.entries))

    def delete_entry(self, entry_id: str) -> None:
        assert self.session is not None
        self._entries(tuple(e for e in self.session.entries if e.id != entry_id))

    def set_options(self, options: HouseRules) -> None:
        assert self.session is not None
        self.session = self.session.model_copy(update={
            "options": options_data(options, self.session.game)})

    # RefereeContext
    def send_to_sheet(self, row: Row) -> bool:
        if self.session is None or not self.can_edit:
            return False
        self.add_entry(row)
        return True

    def saved_items(self, kind: str) -> list[SavedItem]:
        return [item for item in self.items if item.kind == kind]

    def save_item(self, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        item = SavedItem(id=self._id(), game=self.game, kind=kind, name=name, data=data,
                         at=NOW)
        self.items.append(item)
        return item

    def delete_item(self, item_id: str) -> None:
        self.items = [item for item in self.items if item.id != item_id]

    last_names: tuple[str, ...] = ()
    """The names `last_table` answers (a test sets them)."""

    def last_table(self) -> tuple[str, ...]:
        return self.last_names


def walk(control: Any) -> Iterator[Any]:
    """Every control below ``control`` (content, leading, label, controls) that is shown: a
    hidden one (``visible`` False, such as a closed form kept for the next) is not on the
    screen, nor is anything inside it."""
    if getattr(control, "visible", True) is False:
        return
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
            found = control.content
            # The id's node stands alone (kit.tid): the control is below its own node.
            while isinstance(found, ft.Semantics) and not found.identifier and not found.label:
                found = found.content
            return found
    raise AssertionError(f"no control with id {identifier!r}")


def tap(root: Any, identifier: str, times: int = 1) -> None:
    """Tap as a person would: only an enabled control with a handler, found anew each time
    (the screen may have been rebuilt by the last tap)."""
    for _ in range(times):
        control = by_id(root, identifier)
        handler = getattr(control, "on_click", None) or getattr(control, "on_change", None)
        assert handler is not None, f"{identifier} has no handler"
        assert not getattr(control, "disabled", False), f"{identifier} is disabled"
        # As Flet does: an event for a handler with parameters (a partial with *args too).
        if get_param_count(handler):
            handler(EVENT)
        else:
            handler()


def texts(root: Any) -> list[str]:
    return [c.value for c in walk(root) if isinstance(c, ft.Text) and isinstance(c.value, str)]
