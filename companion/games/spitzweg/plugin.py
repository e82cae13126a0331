"""The Spitzweg plugin: game facts, house rules, outcome, history lines, its screens."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import compress, count, repeat
from operator import attrgetter, eq
from types import MappingProxyType
from typing import get_args

import flet as ft

from companion.games.base import (
    Benchmark,
    GameInfo,
    OptionSpec,
    RefereeTool,
    SheetContext,
    benchmark,
    house_rules,
)
from companion.games.spitzweg.examples import EXAMPLES
from companion.games.spitzweg.referee_editor_view import build_editor
from companion.games.spitzweg.results import plain as _plain
from companion.games.spitzweg.results import session_results
from companion.games.spitzweg.sheet_entries import HAND, ROWS
from companion.games.spitzweg.sheet_model import SpitzwegSheet
from companion.games.spitzweg.sheet_view import build_sheet
from companion.models import Entry, Session, Words
from companion.results import SessionResults
from scorers.spitzweg.data import MAX_PLAYERS, MIN_PLAYERS, TOKEN_COLOURS
from scorers.spitzweg.game_models import TieBreak
from scorers.spitzweg.models import Options

EDITOR_TOOL = "exhibition"


class SpitzwegPlugin:
    info = GameInfo(
        game="spitzweg", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
        colours=TOKEN_COLOURS,
        options=(*(OptionSpec(name=name, default=spec.default)
                   for name, spec in Options.model_fields.items()),
                 OptionSpec(name="tie_break", default="shared", kind="choice",
                            choices=get_args(TieBreak))))
    options = house_rules(info)
    """Its house rules as one model (built from ``info.options``)."""
    rows = ROWS
    """The rows its sheet stores, one discriminated union on ``kind`` (see sheet_entries)."""
    examples = EXAMPLES
    benchmarks: Mapping[str, Benchmark] = MappingProxyType(
        {"spitzweg": benchmark("companion.games.spitzweg.bench")})
    """Its rules' own searches, timed against parsing their requests (``bench.py``)."""

    def results(self, session: Session) -> SessionResults:
        """Each game of the pad (the 2-player pad holds two) and its winners, SPW-SCORE-7."""
        return session_results(session)

    def build_sheet(self, ctx: SheetContext) -> ft.Control:
        return build_sheet(ctx)

    def referee_tools(self) -> Sequence[RefereeTool]:
        return (RefereeTool(id=EDITOR_TOOL, title_key="spitzweg.editor.title",
                            build=build_editor),)

    def describe_entry(self, entry: Entry, session: Session) -> Words:
        """E.g. "Exhibition 2 (15): Anna 60 x2, Ben 30" or "Cards in hand: Anna -7", as
        words translated when shown.

        The row is described as it stands after the edit: a new row is added to the sheet,
        an edited one replaces its old version (the sheet reuses the answers of the rows
        before it, so describing a save does not score the pad again).
        """
        old = session.entries
        ids = map(attrgetter("id"), old)
        at = next(compress(count(), map(eq, ids, repeat(entry.id))), None)
        entries = (*old, entry) if at is None else (*old[:at], entry, *old[at + 1:])
        sheet = SpitzwegSheet(session.model_copy(update={"entries": entries}), _plain)
        row = sheet.row_of(entry.id)
        if row is not None:
            return _describe(sheet, row.kind, row.number, row.target, row.scores, row.closer,
                             row.valid)
        return Words(key="edit.kind", values={"kind": entry.kind})


def _describe(sheet: SpitzwegSheet, kind: str, number: int, target: int | None,
              scores: dict[str, int], closer: str | None, valid: bool) -> Words:
    if kind == HAND:
        what = Words(key="edit.what.cards_in_hand")
        if not valid:
            return Words(key="edit.invalid", values={"what": what})
        return Words(key="edit.line", values={"what": what, "line": tuple(
            f"{sheet.names[pid]} -{points}" for pid, points in scores.items())})
    exhibition = Words(key="spitzweg.history.exhibition", values={"n": number})
    if not valid:
        return Words(key="edit.invalid", values={"what": exhibition})
    return Words(key="edit.line", values={
        "what": Words(key="spitzweg.history.exhibition_target",
                      values={"n": number, "target": target or 0}),
        "line": tuple(Words(key="spitzweg.history.closer", values={
            "name": sheet.names[pid], "points": points}) if pid == closer
            else f"{sheet.names[pid]} {points}" for pid, points in scores.items())})
