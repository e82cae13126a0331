"""A calculator's answer in a form every Spandau screen shows and copies the same way."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from companion.games.spandau.core import Translate
from scorers.common.models import Violation


@dataclass(frozen=True)
class Judgement:
    """The situation as entered, the answer, and the rules it rests on."""

    situation: str
    ok: bool | None
    """True/False for a yes-or-no question; None for a pure calculation."""
    lines: tuple[str, ...]
    """The results, one per line, e.g. "Paid: 7 coins"."""
    violations: tuple[Violation, ...] = ()
    rules: tuple[str, ...] = ()
    """Rule IDs behind the results (the violations' rules are added to the copy text)."""

    def cited(self) -> tuple[str, ...]:
        found = [*self.rules, *(v.rule for v in self.violations)]
        return tuple(dict.fromkeys(found))

    def text(self, t: Translate, rule_text: Callable[[str], str]) -> str:
        """The plain-text verdict for the group chat: situation, ok or not, each fault,
        each rule ID with its text."""
        out = [self.situation]
        if self.ok is not None:
            out.append(t("spandau.verdict.ok") if self.ok else t("spandau.verdict.not_ok"))
        out += self.lines
        out += [f"✗ {v.rule}: {v.message}" for v in self.violations]
        out += [f"{rule}: {rule_text(rule)}" for rule in self.cited()]
        return "\n".join(out)
