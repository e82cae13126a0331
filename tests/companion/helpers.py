"""Clients, shells and sessions over the in-memory repository for tests without a browser."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.base import Explanation
from companion.i18n import Translator
from companion.models import Seat, Session
from companion.table.access import ClientAccess, TableLock
from companion.table.editor import Changed, Editor
from tests.companion.memory_repo import MemoryRepo

PIN = "4711"


def new_repo() -> MemoryRepo:
    """An empty store wired to the game plugins as the app wires the real one."""
    return MemoryRepo(outcome=session_outcome,
                      describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                      rows=lambda game: plugin(game).rows)


class FakeShell:
    """Collects what a screen would show instead of drawing it."""

    page: Any = None

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.translator = Translator(lang)
        self.messages: list[tuple[str, bool]] = []
        self.backs: list[tuple[str, Callable[[], None]]] = []
        self.copied: list[str] = []
        self.explained: list[Explanation] = []

    def t(self, key: str, **params: Any) -> str:
        return self.translator.t(key, **params)

    def rule_text(self, rule_id: str) -> str:
        return self.translator.rule_text(rule_id)

    def explain(self, explanation: Explanation) -> None:
        self.explained.append(explanation)

    def copy_text(self, text: str) -> None:
        self.copied.append(text)

    def notify(self, message: str, error: bool = False) -> None:
        self.messages.append((message, error))

    def notify_undoable(self, message: str, label: str, back: Callable[[], None]) -> None:
        """Recorded as a message; ``backs`` holds the way back it offers."""
        self.messages.append((message, False))
        self.backs.append((label, back))


def editor(repo: MemoryRepo, shared: bool = False, unlocked: bool = False,
           sent: list[Changed] | None = None) -> Editor:
    lock = TableLock(pin=PIN if shared else None)
    access = ClientAccess(lock, client="10.0.0.7")
    if unlocked:
        assert access.unlock(PIN)
    return Editor(repo, access, "Tester", (sent.append if sent is not None else None), "me")


def seated_session(repo: MemoryRepo, game: str = "spitzer", names: tuple[str, ...] = (
        "Anna", "Ben", "Cleo", "Dora")) -> Session:
    seats = tuple(Seat(player_id=repo.add_player(n).id, name=n) for n in names)
    return repo.create_session(game, seats)
