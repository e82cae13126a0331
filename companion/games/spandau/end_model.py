"""The end-condition checklist (§8.1): the table's state in, the conditions met out.

Shared by the referee checklist and the score sheet's "how the game ended" row; the
conditions come from ``scorers.spandau.end_check``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.games.choices import toggle
from companion.games.spandau.rules import RULES
from companion.games.spandau.sheet_entries import EndRow, EndState
from companion.games.spandau.verdict import Judgement
from companion.i18n import Translate
from companion.numbers import COUNT, Bounds
from scorers.common.models import Violation
from scorers.spandau.data import CAMPAIGNS, END_LABELS
from scorers.spandau.end import end_check
from scorers.spandau.round_models import EndCheckRequest, EndCheckResponse, EndRule

CONDITIONS: tuple[tuple[EndRule, str], ...] = (
    ("SP80-END-1", "max_artworks"), ("SP80-END-2", "campaigns_done"),
    ("SP80-END-3", "free_fields"), ("SP80-END-4", "min_tokens_left"),
    ("SP80-END-5", "artworks_left"), ("SP80-END-6", "berlin_can_grow"))
"""Each end condition and the input it is checked on, in rule order."""
COUNT_LIMITS = {"campaigns_done": CAMPAIGNS}
ROUND = Bounds(1, COUNT.high)
"""The round a game ended in."""


def judge(state: EndState, players: int | None) -> EndCheckResponse | Violation:
    return RULES.attempt(lambda: end_check(EndCheckRequest(**state.model_dump(), players=players)))


def condition_names(t: Translate, rules: tuple[str, ...]) -> str:
    return ", ".join(f"{END_LABELS[r]} ({t('spandau.end.short.' + END_LABELS[r])})"
                     for r in rules)


@dataclass
class EndChecklist:
    """What a person entered so far; empty inputs are not checked."""

    players: int | None = None
    values: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, state: EndState | None, players: int | None) -> EndChecklist:
        values = {} if state is None else state.model_dump(exclude_none=True)
        return cls(players, values)

    def state(self) -> EndState:
        return EndState.model_validate(self.values)

    def step(self, name: str, delta: int) -> None:
        """+ from empty starts at 0; - from 0 empties the input again."""
        value = self.values.get(name)
        if value is None:
            if delta > 0:
                self.values[name] = 0
            return
        new = value + delta
        if new < 0:
            del self.values[name]
        else:
            self.values[name] = min(new, COUNT_LIMITS.get(name, new))

    def set(self, name: str, value: Any) -> None:
        """A typed number (within `bounds`) or a choice; None empties the input."""
        if value is None:
            self.values.pop(name, None)
        else:
            self.values[name] = value

    @staticmethod
    def bounds(name: str) -> Bounds:
        """What a count input takes: none up to its limit (campaigns) or any count."""
        return Bounds(0, COUNT_LIMITS.get(name, COUNT.high))

    def met(self) -> tuple[EndRule, ...]:
        found = judge(self.state(), self.players)
        return () if isinstance(found, Violation) else found.conditions

    def judgement(self, t: Translate) -> Judgement:
        found = judge(self.state(), self.players)
        entered = [t(f"spandau.end.input.{name}") + f": {self._shown(t, name)}"
                   for _, name in CONDITIONS if name in self.values]
        situation = t("spandau.end.situation") + ("; ".join(entered) or "–")
        if isinstance(found, Violation):
            return Judgement(situation, False, (), (found,))
        lines = ((t("spandau.end.ended", conditions=condition_names(t, found.conditions)),)
                 if found.ended else (t("spandau.end.not_ended"),))
        # Nothing met: the rounds go on (SP80-ROUND-1), judged on the conditions checked.
        rules: tuple[str, ...] = found.conditions or ("SP80-ROUND-1", *(
            r for r, name in CONDITIONS if name in self.values))
        return Judgement(situation, None, lines, (), rules)

    def _shown(self, t: Translate, name: str) -> str:
        value = self.values[name]
        if isinstance(value, bool):
            return t("spandau.yes") if value else t("spandau.no")
        return str(value)


@dataclass
class EndDraft:
    """The sheet's "how the game ended" row while it is being entered (see sheet_entries)."""

    checklist: EndChecklist
    mode: str = "pick"
    """"pick": the table names the condition(s); "state": it enters the end-check inputs."""
    picked: list[EndRule] = field(default_factory=list)
    round: int | None = None
    base: dict[str, Any] | None = None
    """The stored row when the draft was opened, None if there was none
    (`companion.games.kit.stale`)."""

    @classmethod
    def of(cls, data: dict[str, Any] | None, players: int) -> EndDraft:
        row = RULES.attempt(lambda: EndRow.model_validate(data or {}))
        if isinstance(row, Violation):
            row = EndRow()
        return cls(EndChecklist.of(row.state, players), "state" if row.state else "pick",
                   list(row.picked), row.round, None if data is None else dict(data))

    def set_mode(self, mode: str) -> None:
        self.mode = mode

    def toggle(self, rule: EndRule) -> None:
        toggle(self.picked, rule)
        self.picked.sort()

    def step_round(self, delta: int) -> None:
        new = (self.round or 0) + delta
        self.round = new if new >= 1 else None

    def set_round(self, value: int) -> None:
        """The round typed in (from 1, `ROUND`)."""
        self.round = value

    @property
    def conditions(self) -> tuple[EndRule, ...]:
        return self.checklist.met() if self.mode == "state" else tuple(self.picked)

    def row(self) -> EndRow:
        """What ended the game as the sheet's row."""
        return EndRow.model_validate(self.data())

    def data(self) -> dict[str, Any]:
        state = self.checklist.state().model_dump() if self.mode == "state" else None
        return {"round": self.round, "picked": [] if state else list(self.picked),
                "state": state}
