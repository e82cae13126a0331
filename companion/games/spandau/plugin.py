"""The Spandau 1780 plugin: game facts, house rules, outcome, history lines, its screens."""

from __future__ import annotations

import typing
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
from companion.games.spandau.end_view import build_end_tool
from companion.games.spandau.examples import EXAMPLES
from companion.games.spandau.referee_auction_view import build_bid, build_payment
from companion.games.spandau.referee_map_view import build_displacement, build_influence
from companion.games.spandau.referee_round_view import build_campaign, build_palace
from companion.games.spandau.results import session_results
from companion.games.spandau.sheet_entries import END, REVEAL, ROWS
from companion.games.spandau.sheet_model import SpandauSheet
from companion.games.spandau.sheet_view import build_sheet
from companion.models import Entry, Session, Words
from companion.results import SessionResults
from scorers.spandau.data import ARTWORK_NUMBERS, END_LABELS, MAX_PLAYERS, MIN_PLAYERS
from scorers.spandau.models import Options

CATALOGUES = (7 * ARTWORK_NUMBERS, 8 * ARTWORK_NUMBERS)
"""A-1: the rules text's 32 artworks, or the 28 of the damaged component list."""


def _plain(key: str, **params: Any) -> str:
    """History lines and outcomes are built without a screen: the key's last word."""
    return key.rsplit(".", 1)[-1]


def _option(name: str) -> OptionSpec:
    """Each rules-file option (§12) with its default; a Literal is a choice."""
    spec = Options.model_fields[name]
    if name == "artwork_catalogue":
        return OptionSpec(name=name, default=spec.default, kind="choice", choices=CATALOGUES)
    if typing.get_origin(spec.annotation) is typing.Literal:
        return OptionSpec(name=name, default=spec.default, kind="choice",
                          choices=typing.get_args(spec.annotation))
    return OptionSpec(name=name, default=spec.default)


TOOLS = (("payment", build_payment), ("bid", build_bid), ("influence", build_influence),
         ("displacement", build_displacement), ("palace", build_palace),
         ("campaign", build_campaign), ("end", build_end_tool))


class SpandauPlugin:
    info = GameInfo(game="spandau", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
                    options=tuple(_option(name) for name in Options.model_fields))
    options = house_rules(info)
    """Its house rules as one model (built from ``info.options``)."""
    rows = ROWS
    """The rows its sheet stores, one discriminated union on ``kind`` (see sheet_entries)."""
    examples = EXAMPLES
    benchmarks = NO_BENCHMARKS

    def results(self, session: Session) -> SessionResults:
        """The one game: genuine artworks per player, the winners (SP80-SCORE-1..3), and
        whether the game ended by a condition with every reveal entered."""
        return session_results(session)

    def build_sheet(self, ctx: SheetContext) -> ft.Control:
        return build_sheet(ctx)

    def referee_tools(self) -> Sequence[RefereeTool]:
        return tuple(RefereeTool(id=tool, title_key=f"spandau.tool.{tool}", build=build)
                     for tool, build in TOOLS)

    def describe_entry(self, entry: Entry, session: Session) -> Words:
        """E.g. "Reveal Anna: 9 artworks, 5 genuine, 5 types" or "Game end: E1, round 9",
        as words translated when shown."""
        sheet = SpandauSheet(session, _plain)
        for player in sheet.players:
            if player.entry is not None and player.entry.id == entry.id:
                what = Words(key="spandau.history.reveal_of", values={"name": player.name})
                if player.score is None:
                    return Words(key="spandau.history.artworks", values={
                        "what": what, "owned": len(player.artworks) + sum(
                            c.genuine + c.forged for c in player.by_type)})
                return Words(key="spandau.history.reveal", values={
                    "what": what, "owned": player.score.owned,
                    "genuine": player.score.genuine, "types": player.score.types})
        game_end = Words(key="edit.what.game_end")
        if sheet.end is not None and sheet.end.entry.id == entry.id:
            ended: Words | tuple[Words | str | int, ...] = tuple(
                END_LABELS[rule] for rule in sheet.end.conditions) or Words(
                key="spandau.history.none_met")
            if sheet.end.round:
                return Words(key="spandau.history.end_round", values={
                    "what": game_end, "ended": ended, "round": sheet.end.round})
            return Words(key="spandau.history.end", values={"what": game_end, "ended": ended})
        kind: Words | str = {REVEAL: Words(key="edit.what.reveal"), END: game_end}.get(
            entry.kind, entry.kind)
        return Words(key="edit.invalid", values={"what": kind})
