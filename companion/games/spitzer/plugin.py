"""The Spitzer plugin: game facts, house rules, outcome, history lines, its screens."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

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
from companion.games.spitzer.examples import EXAMPLES
from companion.games.spitzer.referee_view import (
    build_call_checker,
    build_play_checker,
    build_trick_resolver,
)
from companion.games.spitzer.results import session_results
from companion.games.spitzer.sheet_entries import HAND, MISDEAL, NEW_GAME, ROWS
from companion.games.spitzer.sheet_model import DEFAULT_CURRENCY, SpitzerSheet
from companion.games.spitzer.sheet_view import build_sheet
from companion.models import Entry, Session, Words
from companion.results import SessionResults
from scorers.spitzer.data import PER_POINT_CENTS, PLAYERS, STAKE_CENTS
from scorers.spitzer.models import Options, ScoreHandResponse

CURRENCIES = ("€", "$", "£", "CHF")


def _plain(key: str, **params: Any) -> str:
    """History lines and outcomes are built without a screen: the key's last word."""
    return key.rsplit(".", 1)[-1]


def _options() -> tuple[OptionSpec, ...]:
    """The rules file's options (§9) with their defaults, then the payout (SPZ-VAR-5)."""
    rules = tuple(
        OptionSpec(name=name, default=spec.default, kind="choice", choices=("first", "highest"))
        if name == "announcement_precedence" else OptionSpec(name=name, default=spec.default)
        for name, spec in Options.model_fields.items())
    return (*rules, OptionSpec("stake_cents", STAKE_CENTS, "int"),
            OptionSpec("per_point_cents", PER_POINT_CENTS, "int"),
            OptionSpec("currency", DEFAULT_CURRENCY, "choice", CURRENCIES))


class SpitzerPlugin:
    info = GameInfo(game="spitzer", min_players=PLAYERS, max_players=PLAYERS,
                    options=_options(), start_role="dealer", league_night=True)
    options = house_rules(info)
    """Its house rules as one model (built from ``info.options``)."""
    rows = ROWS
    """The rows its sheet stores, one discriminated union on ``kind`` (see sheet_entries)."""
    examples = EXAMPLES
    benchmarks: Mapping[str, Benchmark] = MappingProxyType(
        {"spitzer": benchmark("companion.games.spitzer.bench")})
    """Its rules' own searches, timed against parsing their requests (``bench.py``)."""

    def results(self, session: Session) -> SessionResults:
        """Every game to 42 on the sheet with its winner and payout (SPZ-GAME-1, SPZ-PAY-1);
        for several games, the games each player won."""
        return session_results(session)

    def build_sheet(self, ctx: SheetContext) -> ft.Control:
        return build_sheet(ctx)

    def referee_tools(self) -> Sequence[RefereeTool]:
        return (RefereeTool("play", "spitzer.play.title", build_play_checker),
                RefereeTool("trick", "spitzer.trick.title", build_trick_resolver),
                RefereeTool("call", "spitzer.call.title", build_call_checker))

    def describe_entry(self, entry: Entry, session: Session) -> Words:
        """E.g. "Hand 3: call, Anna + Ben, 5 tricks / 72, 61–89, +3" or "Misdeal: Carl",
        as words translated when shown."""
        sheet = SpitzerSheet(session, _plain)
        for game in sheet.games:
            for row in game.rows:
                if row.entry.id != entry.id:
                    continue
                if row.kind == NEW_GAME:
                    return Words(key="edit.what.new_game_n", values={"n": game.number})
                if row.kind == MISDEAL:
                    return Words(key="spitzer.history.misdeal", values={
                        "what": Words(key="edit.what.misdeal"),
                        "dealer": sheet.names.get(row.dealer or "", row.dealer or "")})
                hand = Words(key="edit.what.hand_n", values={"n": row.number})
                if row.kind == HAND and row.scored is not None and row.result is not None:
                    return Words(key="spitzer.history.hand", values={
                        "what": hand, "type": Words(key=f"spitzer.type.{row.result.type}"),
                        "side": sheet.explain.side(row), "tricks": row.result.side_tricks,
                        "points": row.result.side_points,
                        "column": _column(row.scored), "value": f"{row.scored.value:+d}"})
                return Words(key="edit.invalid", values={"what": hand})
        return Words(key="edit.kind", values={"kind": entry.kind})


def _column(scored: ScoreHandResponse) -> Words | str:
    """The column as the table heads it: a point range, or no tricks / all tricks."""
    if scored.explanation.decided_by == "tricks":
        return Words(key=f"spitzer.column.{scored.column}")
    low, high = scored.explanation.bounds
    return f"{low}–{high}"
