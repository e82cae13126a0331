"""View-model of the exhibition editor: check a turn or a layout, hints, score, save.

Every verdict, hint and score comes from ``scorers.spitzweg`` (check_turn, check_layout,
solve, score_exhibition, target); this class only gathers the grid into requests and keeps
the answers for the view. Input that breaks a VAL rule becomes a verdict, never an error.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from companion.games.spitzweg.colours import card_short
from companion.games.spitzweg.referee_grid import ExhibitionGrid
from companion.games.spitzweg.rules import RULES
from companion.games.spitzweg.sheet_entries import GridRow
from scorers.common.models import Violation
from scorers.spitzweg import check_layout, check_turn, score_exhibition, solve, target
from scorers.spitzweg.data import FIRST_TARGET, MAX_PLAYERS, MIN_PLAYERS, TOKEN_COLOURS
from scorers.spitzweg.lines import Pos
from scorers.spitzweg.models import (
    CheckLayoutRequest,
    CheckTurnRequest,
    Options,
    Placement,
    Point,
    ScoreExhibitionRequest,
    ScoreExhibitionResponse,
    SolveRequest,
    SolveResponse,
)

MAX_HINT_CARDS = 3
"""Largest turn the hint search lists (closing turns are searched in full by the solver)."""


@dataclass(frozen=True)
class Result:
    """The last verdict: which check, ok or not, each violation, the turn's count."""

    kind: Literal["turn", "layout"]
    ok: bool
    violations: tuple[Violation, ...]
    count: int | None = None
    closes: bool = False
    overflow: Pos | None = None
    advice: str | None = None
    """No verdict but what to do first (i18n key): e.g. no card is marked as this turn's."""


@dataclass(frozen=True)
class Hint:
    """One legal turn from the hand; ``closing`` when it closes the exhibition; ``points``
    what it would score the player if the exhibition were scored now (the core's coach)."""

    placements: tuple[Placement, ...]
    closing: bool
    points: int | None = None
    gain: int | None = None


@dataclass(frozen=True)
class Coached:
    """The best turn as laid by one tap: its points now, their gain, the points before."""

    points: int
    gain: int
    before: int


@dataclass
class ExhibitionEditor:
    grid: ExhibitionGrid = field(default_factory=ExhibitionGrid)
    players: int = MAX_PLAYERS
    index: int = 1
    """Which exhibition of the game this is (1, 2, ...); with ``players`` it gives the target."""
    options: Options = field(default_factory=Options)
    hand: list[str] = field(default_factory=list)
    result: Result | None = None
    hints: tuple[Hint, ...] | None = None
    preview: int | None = None
    scores: ScoreExhibitionResponse | Violation | None = None
    best: int | None = None
    """The hint the coach finds best (the most points now)."""
    coached: Coached | Literal[False] | None = None
    """The best turn laid by the last tap on "best turn"; False when there was none."""

    # --- the target ----------------------------------------------------------------------------
    @property
    def target(self) -> int:
        return target(self.players, self.index)

    def set_players(self, players: int) -> None:
        if MIN_PLAYERS <= players <= MAX_PLAYERS:
            self.players = players
            self.changed()

    def set_index(self, index: int) -> None:
        if index >= 1:
            self.index = index
            self.changed()

    def set_target(self, wanted: int) -> None:
        """Pick the exhibition whose target is ``wanted`` (SPW-SETUP-6)."""
        self.set_index(wanted - FIRST_TARGET[self.players] + 1)

    # --- checks --------------------------------------------------------------------------------
    def check_turn(self) -> Result:
        """SPW-PLACE-1..10, SPW-OPEN-3, SPW-CLOSE-1/2 for this turn's cards in their order."""
        turn = self.grid.turn_cells()
        self.changed()
        if not turn:
            advice = ("spitzweg.editor.advice_turn_cards" if self.grid.turn_mode
                      else "spitzweg.editor.advice_start_turn")
            self.result = Result("turn", False, (), advice=advice)
            return self.result
        answer = RULES.attempt(lambda: check_turn(CheckTurnRequest(
            exhibition=self.grid.exhibition(before_turn=True), player=self.grid.player,
            place=tuple(Placement(x=x, y=y, card=c.card) for (x, y), c in turn),
            target=self.target, players=self.players, options=self.options)))
        if isinstance(answer, Violation):
            self.result = Result("turn", False, (answer,))
        else:
            over = answer.overflow
            self.result = Result("turn", answer.ok, answer.violations, answer.count,
                                 answer.closes, None if over is None else (over.x, over.y))
        return self.result

    def check_layout(self) -> Result:
        """SPW-PLACE-1..6 and -8 for the exhibition as it lies."""
        self.changed()
        answer = RULES.attempt(lambda: check_layout(CheckLayoutRequest(
            exhibition=self.grid.exhibition(), options=self.options)))
        if isinstance(answer, Violation):
            self.result = Result("layout", False, (answer,))
        else:
            self.result = Result("layout", answer.ok, answer.violations, len(self.grid.cells))
        return self.result

    def highlighted(self) -> set[Pos]:
        """Cells the last verdict names (drawn with a red outline)."""
        if self.result is None:
            return set()
        return {(x, y) for v in self.result.violations for x, y in (v.cells or ())}

    def cell_violations(self, pos: Pos) -> list[Violation]:
        if self.result is None:
            return []
        return [v for v in self.result.violations if pos in (v.cells or ())]

    # --- where can my cards go? -----------------------------------------------------------
    def add_to_hand(self, card: str) -> None:
        self.hand.append(card)
        self.hints = None
        self.coached = None

    def remove_from_hand(self, at: int) -> None:
        if 0 <= at < len(self.hand):
            del self.hand[at]
            self.hints = None
            self.coached = None

    def find_hints(self) -> tuple[Hint, ...] | Violation:
        """The solver's legal turns from the hand on the exhibition before this turn,
        closing turns first."""
        self.changed()
        answer = RULES.attempt(lambda: solve(SolveRequest(
            exhibition=self.grid.exhibition(before_turn=True), hand=tuple(self.hand),
            player=self.grid.player, target=self.target, max_cards=MAX_HINT_CARDS,
            options=self.options)))
        if isinstance(answer, Violation):
            return answer
        self.hints = _hints(answer)
        best = None if answer.best is None else _key(answer.best)
        self.best = next((n for n, hint in enumerate(self.hints)
                          if _key(hint.placements) == best), None)
        return self.hints

    def lay_best(self) -> Coached | Violation | None:
        """One tap: the coach's best turn from the hand laid as this turn's cards."""
        found = self.find_hints()
        if isinstance(found, Violation):
            return found
        if self.best is None:
            self.coached = False
            return None
        hint = found[self.best]
        assert hint.points is not None and hint.gain is not None
        coached = Coached(hint.points, hint.gain, hint.points - hint.gain)
        self.preview = self.best
        self.take_preview()
        self.coached = coached
        return coached

    def can_close(self) -> bool:
        return any(hint.closing for hint in self.hints or ())

    def hint_cells(self) -> set[Pos]:
        """Every cell some listed turn uses (drawn in green)."""
        return {(p.x, p.y) for hint in self.hints or () for p in hint.placements}

    def preview_cards(self) -> dict[Pos, str]:
        if self.hints is None or self.preview is None:
            return {}
        return {(p.x, p.y): p.card for p in self.hints[self.preview].placements}

    def preview_at(self, pos: Pos) -> None:
        """Preview the first listed turn that uses this cell (tap on a green cell)."""
        for number, hint in enumerate(self.hints or ()):
            if any((p.x, p.y) == pos for p in hint.placements):
                self.preview = number
                return

    def take_preview(self) -> None:
        """Lay the previewed turn as this turn's cards, in the solver's legal order."""
        cards = self.preview_cards()
        if not cards or self.hints is None or self.preview is None:
            return
        self.grid.clear_turn()
        for p in self.hints[self.preview].placements:
            self.grid.put((p.x, p.y), p.card, self.grid.player, turn=True)
            if p.card in self.hand:
                self.hand.remove(p.card)
        self.changed()

    # --- scoring -----------------------------------------------------------------------------
    def closer(self) -> str | None:
        """The player of this turn closes when the exhibition reaches its target (SPW-CLOSE-1)."""
        return self.grid.player if len(self.grid.cells) >= self.target else None

    def overflow(self) -> Point | None:
        """With target+1 cards, the last card of this turn (SPW-CLOSE-3)."""
        turn = self.grid.turn_cells()
        if len(self.grid.cells) != self.target + 1 or not turn:
            return None
        (x, y), _ = turn[-1]
        return Point(x=x, y=y)

    def score(self, seated: tuple[str, ...] | None = None) -> ScoreExhibitionResponse | Violation:
        """score_exhibition for the grid; seated colours default to the owners present."""
        players = seated or self._owners()
        count = len(self.grid.cells)
        self.scores = RULES.attempt(lambda: score_exhibition(ScoreExhibitionRequest(
            players=players, exhibition=self.grid.exhibition(), target=self.target,
            closer=self.closer(), overflow=self.overflow(), final=count < self.target,
            options=self.options)))
        return self.scores

    def sheet_entry(self) -> dict[str, Any]:
        """The sheet row this exhibition becomes (kind ``exhibition``, source ``grid``)."""
        over = self.overflow()
        return {"source": "grid", "target": self.target, "closer": self.closer(),
                "final": len(self.grid.cells) < self.target,
                "overflow": None if over is None else {"x": over.x, "y": over.y},
                "cells": [c.model_dump() for c in self.grid.exhibition()]}

    def sheet_row(self, pad_game: int) -> GridRow:
        """The sheet row this exhibition becomes, in game ``pad_game`` of the pad."""
        return GridRow.model_validate({**self.sheet_entry(), "pad_game": pad_game})

    def _owners(self) -> tuple[str, ...]:
        present = {c.owner for c in self.grid.cells.values()} | {self.grid.player}
        found = tuple(colour for colour in TOKEN_COLOURS if colour in present)
        return found if len(found) >= MIN_PLAYERS else TOKEN_COLOURS[:MIN_PLAYERS]

    # --- saving and the copied verdict ---------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        return {**self.grid.to_data(), "players": self.players, "index": self.index,
                "hand": list(self.hand)}

    def load(self, data: dict[str, Any]) -> None:
        self.grid = ExhibitionGrid.from_data(data, rotated_box=self.options.rotated_box)
        self.players = int(data.get("players", self.players))
        self.index = int(data.get("index", 1))
        self.hand = [str(card) for card in data.get("hand", [])]
        self.changed()

    def verdict_text(self, t: Callable[..., str], rule_text: Callable[[str], str]) -> str:
        """The verdict as plain text for the group chat: situation, ok, each rule."""
        result = self.result
        if result is None or result.advice is not None:
            return ""
        lines = [t(f"spitzweg.editor.copy.{result.kind}", target=self.target,
                   count=len(self.grid.cells))]
        lines += [f"{x},{y}: {card_short(c.card, t)}"
                  + (f" ({t(f'spitzweg.token_name.{c.owner}')})" if c.owner else "")
                  + (f" [{t('spitzweg.editor.turn_mark')} {c.turn}]" if c.turn else "")
                  for (x, y), c in sorted(self.grid.cells.items(), key=lambda i: i[0][::-1])]
        lines.append(t("spitzweg.editor.legal") if result.ok else t("spitzweg.editor.illegal"))
        lines += [f"{v.rule}: {rule_text(v.rule)} — {v.message}" for v in result.violations]
        return "\n".join(lines)

    def changed(self) -> None:
        """Drop answers that belong to an older grid."""
        self.result = None
        self.scores = None
        self.preview = None
        self.coached = None


def _key(placements: tuple[Placement, ...]) -> tuple[tuple[int, int, str], ...]:
    return tuple(sorted((p.x, p.y, p.card) for p in placements))


def _hints(answer: SolveResponse) -> tuple[Hint, ...]:
    """The solver's turns, closing ones first, each with the coach's points."""
    coach = {_key(turn.place): turn for turn in answer.coach}

    def hint(turn: tuple[Placement, ...], closing: bool) -> Hint:
        found = coach.get(_key(turn))
        return Hint(turn, closing, None if found is None else found.points,
                    None if found is None else found.gain)

    closing = [hint(turn, True) for turn in answer.closing]
    seen = {_key(h.placements) for h in closing}
    rest = [hint(turn, False) for turn in answer.turns if _key(turn) not in seen]
    return (*closing, *rest)
