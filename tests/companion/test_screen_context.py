"""Screens use their context by name: no screen reaches through it (``app.client.t``,
``self.app.repo.players()``), and none sees the store or the page's client.

The screen context (`companion.views.context.ScreenContext`) names what a screen draws with
and the actions it may take. A chain of attributes through it ties a screen to what stands
behind the context; the check reads the screens' source (its syntax tree, so a chain split
over lines counts too)."""

from __future__ import annotations

import ast
from pathlib import Path

import flet as ft
import pytest

from companion.games.kit.focus import enter_keeps_focus
from companion.views.common import RouteScreen

VIEWS = Path(__file__).resolve().parents[2] / "companion" / "views"
CONTEXT_NAMES = frozenset({"app", "ctx"})
"""The names a screen gives its context (a parameter, or ``self.app`` / ``self.ctx``)."""
HIDDEN = frozenset({"client", "repo"})
"""What stands behind the context: the page's client and the table's store."""


def _is_context(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in CONTEXT_NAMES
    return (isinstance(node, ast.Attribute) and node.attr in CONTEXT_NAMES
            and isinstance(node.value, ast.Name) and node.value.id == "self")


def reach_throughs(source: str) -> list[str]:
    """Each ``<context>.a.b`` chain and each use of a hidden attribute, as
    ``line: text``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        inner = node.value
        chain = isinstance(inner, ast.Attribute) and _is_context(inner.value)
        if chain or node.attr in HIDDEN:
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


@pytest.mark.parametrize("source", [
    "t = app.client.t('x')",
    "self.app.repo.players()",
    "pin = (app\n    .table_pin\n    .upper())",
    "self.ctx.page.update()",
    "client = self.client",
    "store = vm.repo",
])
def test_the_check_finds_a_reach_through(source: str) -> None:
    assert reach_throughs(source), source


@pytest.mark.parametrize("source", [
    "t = app.t('x')",
    "self.app.notify(self.t('done'))",
    "vm = self.app.session_vm(sid); vm.session.seats",
    "self.vm.undo(self.app.editor)",
])
def test_the_check_lets_a_named_use_pass(source: str) -> None:
    assert not reach_throughs(source), source


@pytest.mark.parametrize("module", sorted(VIEWS.glob("*.py")), ids=lambda p: p.name)
def test_no_screen_reaches_through_its_context(module: Path) -> None:
    found = reach_throughs(module.read_text(encoding="utf-8"))
    assert not found, f"{module.name} reaches through its context: {found}"


class _Page:
    platform = ft.PagePlatform.LINUX
    width = 1280


class _Context:
    """The least a route screen needs of its context: the page, words, no shared table."""

    page = _Page()
    shared = False

    def t(self, key: str, **_params: object) -> str:
        return key


class _Probe(RouteScreen):
    def draw(self) -> list[ft.Control]:
        self.keeps = enter_keeps_focus()
        return [ft.Text(str(self.keeps))]


def test_a_route_screen_is_drawn_for_its_page() -> None:
    """The one base draws every screen for its page (`drawing_for`): on a computer, Enter
    in a number field drawn there keeps the keyboard, as on a game's sheet."""
    screen = _Probe(_Context(), "/probe", "Probe")  # type: ignore[arg-type]
    assert screen.keeps is True and screen.body is screen.root
    assert [c.value for c in screen.body.controls] == ["True"]  # type: ignore[attr-defined]
    assert enter_keeps_focus() is False  # only while it is drawn
