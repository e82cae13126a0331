"""A calculator's answer in a form every Spandau screen shows and copies the same way: the
`Judgement` and the panel that shows it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from companion.games.base import Context
from companion.games.kit import ERROR, GOOD, announced, fault_box, tid
from companion.i18n import Translate
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


def verdict_panel(ctx: Context, prefix: str, judgement: Judgement) -> ft.Control:
    """The answer, each fault on a red box, the rules it rests on, and a copy button."""
    t = ctx.t
    parts: list[ft.Control] = []
    if judgement.ok is not None:
        parts.append(tid(f"{prefix}-verdict", announced(ft.Text(
            t("spandau.verdict.ok") if judgement.ok else t("spandau.verdict.not_ok"),
            size=18, weight=ft.FontWeight.BOLD, color=GOOD if judgement.ok else ERROR))))
    parts += [tid(f"{prefix}-line-{i}", ft.Text(line, size=16))
              for i, line in enumerate(judgement.lines)]
    parts += [tid(f"{prefix}-fault-{i}", fault_box(ctx, v.rule, v.message))
              for i, v in enumerate(judgement.violations)]
    shown = {v.rule for v in judgement.violations}
    parts += [ft.Text(f"{rule}: {ctx.rule_text(rule)}", size=12, italic=True)
              for rule in judgement.rules if rule not in shown]
    parts.append(tid(f"{prefix}-copy", ft.OutlinedButton(
        t("spandau.copy"), icon=ft.Icons.COPY,
        on_click=lambda: ctx.copy_text(judgement.text(ctx.t, ctx.rule_text)))))
    return ft.Container(ft.Column(parts, spacing=6, tight=True), padding=ft.Padding.all(8),
                        border=ft.Border.all(1, "#9E9E9E"),
                        border_radius=ft.BorderRadius.all(8))
