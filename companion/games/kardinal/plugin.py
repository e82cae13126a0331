"""The Kardinal & König plugin: game facts, house rules, outcome, history lines, screens."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import flet as ft

from companion.games.base import (
    NO_BENCHMARKS,
    GameInfo,
    OptionSpec,
    RefereeTool,
    SheetContext,
    house_rules,
)
from companion.games.kardinal.examples import EXAMPLES
from companion.games.kardinal.referee_take_view import build_take_checker
from companion.games.kardinal.results import session_results
from companion.games.kardinal.sheet_entries import COLLECTION, FINAL, ROWS, Collection
from companion.games.kardinal.sheet_model import KardinalSheet
from companion.games.kardinal.sheet_view import PENDING, build_sheet
from companion.models import Entry, Session, Words
from companion.results import SessionResults
from scorers.common.models import Violation
from scorers.kardinal.data import MAX_PLAYERS, MIN_PLAYERS
from scorers.kardinal.models import ScoreOptions, TakeOptions

TAKE_TOOL = "take"
OPTIONS = (
    OptionSpec(name="max_circles_per_card",
               default=ScoreOptions.model_fields["max_circles_per_card"].default,
               kind="choice", choices=(2, 3)),
    *(OptionSpec(name=name, default=ScoreOptions.model_fields[name].default)
      for name in ("shared_victory",)),
    *(OptionSpec(name=name, default=spec.default)
      for name, spec in TakeOptions.model_fields.items()),
)
"""The rules file's options (§8) a table chooses: KK_MAX_CIRCLES_PER_CARD (A-14), shared
victory (A-16), and the house rules of taking (A-3, A-4, A-6, A-7)."""


def _plain(key: str, **params: Any) -> str:
    """Outcomes are computed without a screen: no sentences are needed."""
    return key


class KardinalPlugin:
    info = GameInfo(game="kardinal", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
                    options=OPTIONS)
    options = house_rules(info)
    """Its house rules as one model (built from ``info.options``)."""
    rows = ROWS
    """The rows its sheet stores, one discriminated union on ``kind`` (see sheet_entries)."""
    examples = EXAMPLES
    benchmarks = NO_BENCHMARKS

    def results(self, session: Session) -> SessionResults:
        """The one game: totals once every count is possible; winners once the sheet is
        final (KK-SCORE-5)."""
        return session_results(session)

    def save_pending(self, session_id: str, page: object) -> None:
        """Save the counts this page's sheet shows unsaved (the player being counted)."""
        save = PENDING.pop((session_id, id(page)), None)
        if save is not None:
            save()

    def finish_faults(self, session: Session) -> tuple[Violation, ...]:
        """What keeps the counts from being a final scoring (KK-VAL-1..7, every card
        assigned: KK-VAL-4); the session's Finish is refused while there is any."""
        return KardinalSheet(session, _plain).finish_faults

    def build_sheet(self, ctx: SheetContext) -> ft.Control:
        return build_sheet(ctx)

    def referee_tools(self) -> Sequence[RefereeTool]:
        return (RefereeTool(id=TAKE_TOOL, title_key="kardinal.take.title",
                            build=build_take_checker),)

    def describe_entry(self, entry: Entry, session: Session) -> Words:
        """E.g. "Anna: 14 cards, 3 ships, 5 coaches, 1 × -2", as words translated when
        shown."""
        if entry.kind == FINAL:  # an older release's way to end the game
            return Words(key="kardinal.history.final")
        names = {seat.player_id: seat.name for seat in session.seats}
        if entry.kind != COLLECTION:
            return Words(key="edit.kind", values={"kind": entry.kind})
        try:
            found = Collection.model_validate(entry.data)
        except ValueError:
            return Words(key="edit.invalid",
                         values={"what": Words(key="kardinal.history.collection")})
        name = names.get(found.player_id, found.player_id)
        values: dict[str, Words | str | int | tuple[Words | str | int, ...]] = {
            "what": name, "cards": sum(found.cards.values()), "ships": found.ships,
            "coaches": found.coaches}
        if found.minus_two:
            values["minus_two"] = found.minus_two
            return Words(key="kardinal.history.collection_minus_two", values=values)
        return Words(key="kardinal.history.collection_line", values=values)
