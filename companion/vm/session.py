"""Session: the sheet's session, its timer, notes, undo/redo, finish/reopen and history."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from companion.games import plugin
from companion.games.base import FinishCheck, GamePlugin
from companion.i18n import say, say_author
from companion.models import EditRecord, Session, Words
from companion.store.protocols import SessionStore
from companion.table.editor import Editor
from scorers.common.models import Violation

SAVE_TIMER_EVERY = 30
"""Seconds between timer saves: often enough to lose little, rare enough to cost nothing."""


def clock_text(seconds: int) -> str:
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


@dataclass(frozen=True)
class HistoryLine:
    when: str
    author: str
    action: str
    summary: str


class SessionTimer:
    """Play time: the stored seconds plus the time this screen has been open and playing."""

    def __init__(self, stored: int, running: bool, now: Callable[[], float] = time.monotonic):
        self._now = now
        self._base = stored
        self._started = now() if running else None
        self._saved_at = stored

    @property
    def running(self) -> bool:
        return self._started is not None

    def seconds(self) -> int:
        if self._started is None:
            return self._base
        return self._base + int(self._now() - self._started)

    def stop(self) -> int:
        self._base = self.seconds()
        self._started = None
        return self._base

    def start(self) -> None:
        if self._started is None:
            self._started = self._now()

    def due(self) -> bool:
        """Whether enough time passed since the last save to save again."""
        return self.seconds() - self._saved_at >= SAVE_TIMER_EVERY

    def saved(self, seconds: int) -> None:
        self._saved_at = seconds


ENTRY_WORDS = ("Cards in hand", "New game", "Game end", "Exhibition", "Reveal", "Misdeal",
               "Hand")
"""How the games' edit-history lines began when they were stored as English text
("Hand 5: call, …"); each has a translation ``edit.what.<words>`` so undo can say what it
undoes in the user's language even for such an old line."""


def undo_target(records: Sequence[EditRecord]) -> EditRecord | None:
    """The entry edit that Undo takes back, replayed from the edit history (oldest first):
    an edit pushes, an undo moves the last one to the redo side, a redo moves it back."""
    return _replayed(records)[0]


def redo_target(records: Sequence[EditRecord]) -> EditRecord | None:
    """The entry edit that Redo puts back (the last one undone), replayed as `undo_target`."""
    return _replayed(records)[1]


def _replayed(records: Sequence[EditRecord]) -> tuple[EditRecord | None, EditRecord | None]:
    done: list[EditRecord] = []
    undone: list[EditRecord] = []
    for record in records:
        if record.action in ("add", "edit", "delete"):
            done.append(record)
            undone.clear()
        elif record.action == "undo" and done:
            undone.append(done.pop())
        elif record.action == "redo" and undone:
            done.append(undone.pop())
    return (done[-1] if done else None), (undone[-1] if undone else None)


def entry_label(summary: Words | str, t: Callable[..., str]) -> str:
    """The head of an edit-history line in the user's words: "Hand 5", "Ausstellung 2 (15)",
    or the player's name: the line's ``what`` (else the whole line); for a line stored as
    text, its head before the colon."""
    if isinstance(summary, Words):
        what = summary.values.get("what", summary)
        return say(what, t) if isinstance(what, Words | str) else str(what)
    head = summary.split(":", 1)[0].strip()
    for words in ENTRY_WORDS:
        if head.startswith(words):
            return t(f"edit.what.{words.lower().replace(' ', '_')}") + head[len(words):]
    return head


class FinishRefused(ValueError):
    """The game cannot end yet: ``faults`` say why."""

    def __init__(self, faults: tuple[Violation, ...]) -> None:
        super().__init__("; ".join(f"{v.rule}: {v.message}" for v in faults))
        self.faults = faults


class SessionVM:
    def __init__(self, repo: SessionStore, session_id: str) -> None:
        self.repo = repo
        self.session: Session = repo.session(session_id)
        self.plugin: GamePlugin = plugin(self.session.game)
        self.timer = SessionTimer(self.session.elapsed_seconds, running=not self.finished)

    @property
    def finished(self) -> bool:
        return self.session.finished_at is not None

    def reload(self) -> Session:
        self.session = self.repo.session(self.session.id)
        if self.finished:
            self.timer.stop()
        return self.session

    def accept(self, session: Session) -> None:
        """A saved version of this session (from this screen's own edit)."""
        self.session = session

    def can_undo(self) -> bool:
        return bool(self.repo.can_undo(self.session.id))

    def can_redo(self) -> bool:
        return bool(self.repo.can_redo(self.session.id))

    def undo(self, editor: Editor) -> None:
        self.session = editor.undo(self.session.id)

    def redo(self, editor: Editor) -> None:
        self.session = editor.redo(self.session.id)

    def save_notes(self, editor: Editor, text: str) -> None:
        if text != self.session.notes:
            self.session = editor.set_notes(self.session.id, text)

    def finish_faults(self) -> tuple[Violation, ...]:
        """What the game's rules core says keeps this game from ending (empty: it may)."""
        if isinstance(self.plugin, FinishCheck):
            return tuple(self.plugin.finish_faults(self.session))
        return ()

    def save_pending(self, page: object) -> None:
        """Counts shown on this page's sheet but not saved yet are saved before the game
        ends."""
        if isinstance(self.plugin, FinishCheck):
            self.plugin.save_pending(self.session.id, page)
            self.reload()

    def finish(self, editor: Editor) -> None:
        """The one way a game ends; refused while its rules core names a fault."""
        faults = self.finish_faults()
        if faults:
            raise FinishRefused(faults)
        self.save_timer(editor, force=True)
        self.session = editor.finish(self.session.id)
        self.timer.stop()

    def reopen(self, editor: Editor) -> None:
        self.session = editor.reopen(self.session.id)
        self.timer.start()

    def save_timer(self, editor: Editor, force: bool = False) -> bool:
        """Store the play time when due (or forced); only a client that may edit does so, and
        only when no other phone has stored it lately."""
        if (not editor.access.may_edit(self.session.id) or self.finished
                or not (force or self.timer.due())):
            return False
        seconds = self.timer.seconds()
        if not force:
            # Every phone at the table shows the clock: the first one due stores it, and
            # the others, finding it stored within the interval, do not write it again.
            stored = self.repo.session(self.session.id).elapsed_seconds
            if seconds - stored < SAVE_TIMER_EVERY:
                self.timer.saved(stored)
                return False
        self.session = editor.set_elapsed(self.session.id, seconds)
        self.timer.saved(seconds)
        return True

    def undo_label(self, t: Callable[..., str], key: str = "session.undo_what") -> str:
        """What Undo takes back, e.g. "Undo: Hand 5" (``key`` with ``what``); plain "Undo"
        when there is nothing to take back."""
        target = undo_target(self.repo.edit_history(self.session.id))
        if target is None or not self.can_undo():
            return t("session.undo")
        return t(key, what=entry_label(target.summary, t))

    def undone_text(self, t: Callable[..., str]) -> str:
        """What Undo is about to take back, whole, for the message after it: "Undone: Emil:
        12 cards, 3 ships, 5 coaches (added)"."""
        return self._told(t, undo_target(self.repo.edit_history(self.session.id)),
                          "session.undone_line")

    def redone_text(self, t: Callable[..., str]) -> str:
        """What Redo is about to put back, whole: "Redone: Emil: 12 cards, … (added)"."""
        return self._told(t, redo_target(self.repo.edit_history(self.session.id)),
                          "session.redone_line")

    @staticmethod
    def _told(t: Callable[..., str], target: EditRecord | None, key: str) -> str:
        if target is None:
            return t(f"{key}_plain")
        return t(key, what=say(target.summary, t), action=t(f"action.{target.action}"))

    def history(self, t: Callable[..., str]) -> list[HistoryLine]:
        """The edit history, newest first, each summary in the language of ``t``."""
        records = self.repo.edit_history(self.session.id)
        return [HistoryLine(t("history.at", at=r.at), say_author(r.author, t), r.action,
                            say(r.summary, t)) for r in reversed(records)]

    def house_rules(self) -> list[tuple[str, object]]:
        """(option name, chosen value) for every option the game knows."""
        return [(o.name, self.session.options.get(o.name, o.default))
                for o in self.plugin.info.options]
