"""The performance table of docs/performance.md, made from ``python -m bench --json``.

    .venv/bin/python -m bench --json > bench.json
    .venv/bin/python scripts/perf_table.py bench.json                  # print the markdown
    .venv/bin/python scripts/perf_table.py bench.json --readme docs/performance.md --note "..."

With ``--readme`` the text between ``<!-- perf-table:begin -->`` and
``<!-- perf-table:end -->`` is replaced by the table (and the note above it, e.g. the date
and the machine). Every figure of the JSON is listed, grouped by the first part of its id;
a missed target is shown in bold as "not met" next to the measured value.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

BEGIN, END = "<!-- perf-table:begin -->", "<!-- perf-table:end -->"
GROUPS = {
    "tap": "A tap until the changed number is on screen (headless Chromium, 390×844)",
    "live": "League night on the real server (raw Flet-protocol clients + one Chromium)",
    "save": "Saving a row on the app's path: 2,000-row vs 20-row game",
    "rules": "Rules never the bottleneck: rules time / pydantic parse of the same request",
    "referee": "Spitzweg referee",
    "solver": "Spitzweg solver (200 mid-game positions)",
    "cli": "`python -m scorers` throughput",
    "store": "Storage",
    "start": "App start",
    "pubsub": "PubSub delivery alone (simulated sessions, cell-level update)",
}
KEYS = ("id", "value", "unit", "target", "met")


def verdict(met: bool | None) -> str:
    return "" if met is None else ("met" if met else "**not met**")


def shown(figure: dict[str, Any]) -> str:
    text = figure.get("shown")
    if text:
        return str(text)
    value = figure["value"]
    return "–" if value is None else f"{value:g} {figure['unit']}".strip()


def table(figures: list[dict[str, Any]]) -> str:
    """Markdown: one table per id family, in GROUPS order (unknown families last)."""
    for figure in figures:
        missing = [key for key in KEYS if key not in figure]
        if missing:
            raise ValueError(f"figure {figure.get('id')!r} lacks {', '.join(missing)}")
    families: dict[str, list[dict[str, Any]]] = {}
    for figure in figures:
        families.setdefault(figure["id"].split(".")[0], []).append(figure)
    order = [name for name in GROUPS if name in families]
    order += sorted(set(families) - set(GROUPS))
    parts = []
    for name in order:
        rows = [f"**{GROUPS.get(name, name)}**", "",
                "| Figure | Id | Measured | Target | |", "|---|---|---|---|---|"]
        rows += [f"| {f.get('name', f['id'])} | `{f['id']}` | {shown(f)} | "
                 f"{f['target'] or ''} | {verdict(f['met'])} |" for f in families[name]]
        parts.append("\n".join(rows))
    return "\n\n".join(parts)


def replace_between(text: str, block: str) -> str:
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the README has no {BEGIN} … {END} block")
    return text[:start + len(BEGIN)] + "\n" + block + "\n" + text[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/perf_table.py")
    parser.add_argument("json", help="output of python -m bench --json ('-' for stdin)")
    parser.add_argument("--readme", type=Path, help="replace the table in this README")
    parser.add_argument("--note", default="", help="a line above the table (date, machine)")
    args = parser.parse_args(argv)
    raw = sys.stdin.read() if args.json == "-" else Path(args.json).read_text()
    block = table(json.loads(raw))
    if args.note:
        block = f"{args.note}\n\n{block}"
    if args.readme is None:
        print(block)
        return 0
    args.readme.write_text(replace_between(args.readme.read_text(), block))
    return 0


if __name__ == "__main__":
    sys.exit(main())
