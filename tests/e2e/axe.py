"""axe-core (WCAG 2 A and AA rules) on the screen a browser page shows, as a screen reader
sees it: Flutter's accessibility tree must be on (`tests.e2e.browser.visit`).

axe-core comes with the pinned ``axe-playwright-python`` package and is injected into the
page: nothing is fetched at run time. What the app cannot fix stands in ``ALLOWED`` with its
reason (and in docs/accessibility.md); everything else critical or serious fails."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
GRAVE = ("critical", "serious")


@dataclass(frozen=True)
class Allowed:
    rule: str
    marker: str
    """Text that the offending node's HTML holds (only such nodes are allowed)."""
    reason: str


ALLOWED = (
    Allowed("aria-command-name", 'aria-expanded="', (
        "A drop-down list (Flet's Dropdown, Flutter's DropdownMenu) shows in the accessibility "
        "tree as a button without its label: Flutter 3 leaves out the field that carries the "
        "label and the chosen value, and Flet 1.0.5 offers no way to name that button. Its "
        "label still stands on the screen; the list's entries, once open, are named.")),
)
"""What the app cannot fix (docs/accessibility.md says the same)."""

_AXE = Axe()


def node_html(node: dict[str, Any]) -> str:
    html: str = node.get("html", "")
    return html


def grave_violations(page: Page) -> dict[str, list[str]]:
    """The critical and serious violations on the page now, rule id -> the HTML of each
    offending node, less the allowed ones."""
    results = _AXE.run(page, options={"runOnly": {"type": "tag", "values": TAGS},
                                      "resultTypes": ["violations"]})
    found: dict[str, list[str]] = {}
    for violation in results.response["violations"]:
        if violation["impact"] not in GRAVE:
            continue
        nodes = [node_html(n)[:200] for n in violation["nodes"]
                 if not any(a.rule == violation["id"] and a.marker in node_html(n)
                            for a in ALLOWED)]
        if nodes:
            found[violation["id"]] = nodes
    return found


def counts(page: Page) -> dict[str, int]:
    """Every violation on the page (of any impact, allowed or not): rule id -> nodes."""
    results = _AXE.run(page, options={"runOnly": {"type": "tag", "values": TAGS},
                                      "resultTypes": ["violations"]})
    return {v["id"]: len(v["nodes"]) for v in results.response["violations"]}
