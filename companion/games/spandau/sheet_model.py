"""View-model of the Spandau 1780 score sheet: the final reveal and how the game ended.

Counts, ranks and winners come from ``scorers.spandau.score_game``, the end conditions from
``end_check``. An artwork that cannot exist (SP80-VAL-2/3) is marked on its chip and left
out of the count; a stored row that no longer validates is kept and marked, never raised.
The stored rows are parsed and sorted once: a new sheet reuses the sort of the rows it
shares with the last one of its session (`sheet_fold`), so a save costs the same on a long
sheet.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from companion.games.base import Explanation
from companion.games.rules_call import Refused
from companion.games.spandau.end_model import condition_names, judge
from companion.games.spandau.rules import RULES
from companion.games.spandau.sheet_entries import EndRow, RevealRow
from companion.games.spandau.sheet_fold import Parsed, sort_rows
from companion.i18n import Translate
from companion.models import Entry, Session
from scorers.common.models import Violation
from scorers.spandau.artwork_models import (
    PlayerArtworks,
    PlayerScore,
    ScoreGameRequest,
    ScoreGameResponse,
    TypeCount,
)
from scorers.spandau.models import Artwork, Options
from scorers.spandau.round_models import EndRule
from scorers.spandau.scoring import score_game

COPY = re.compile(r"players\.(\d+)\.(artworks|by_type)\.(\d+)")
"""Where a fault of ``score_game`` names one artwork copy or one type's count: seat, which
list, then the index in it."""
STATS = ("owned", "genuine", "forged", "types", "rank")
STAT_RULES = {"owned": ("SP80-END-1",), "genuine": ("SP80-SCORE-1",),
              "forged": ("SP80-SCORE-1",), "types": ("SP80-SCORE-2",),
              "rank": ("SP80-SCORE-1", "SP80-SCORE-2", "SP80-SCORE-3")}


@dataclass(frozen=True)
class PlayerReveal:
    seat: int
    pid: str
    name: str
    entry: Entry | None
    artworks: tuple[Artwork, ...] = ()
    faults: dict[int, Violation] = field(default_factory=dict)
    """Artwork index -> why that copy cannot exist; it is not counted."""
    by_type: tuple[TypeCount, ...] = ()
    """The artworks counted per type, as the table counted them."""
    count_faults: dict[int, Violation] = field(default_factory=dict)
    """Index in ``by_type`` -> why those copies cannot exist; they are not counted."""
    score: PlayerScore | None = None
    explanations: dict[str, Explanation] = field(default_factory=dict)


@dataclass(frozen=True)
class StrayRow:
    """A stored row that does not fit the sheet: shown marked, counted for nobody."""

    entry: Entry
    violation: Violation


@dataclass(frozen=True)
class GameEnd:
    entry: Entry
    round: int | None
    conditions: tuple[EndRule, ...]
    from_state: bool
    explanation: Explanation


Sort = tuple[Mapping[str, tuple[Entry, RevealRow]], GameEnd | None]
"""The stored rows sorted so far: each seated player's reveal (player id -> its entry and
row), and the game's end."""


class SpandauSheet:
    """Everything the sheet shows, computed from ``session`` on construction."""

    def __init__(self, session: Session, t: Translate, lang: str | None = None) -> None:
        """``lang`` names the language ``t`` speaks: sheets of one language share the rows
        sorted (every phone at the table, every redraw); without it only sheets computed
        with this very ``t`` do."""
        self.t = t
        self.session = session
        self.options = session_options(session.options)
        self.names = {seat.player_id: seat.name for seat in session.seats}
        self._faults: dict[tuple[str, str, str | None], Violation] = {}
        key = (tuple(self.names.items()), t if lang is None else lang)
        start: Sort = ({}, None)
        self.stray: list[StrayRow]
        self.stray, (rows, self.end) = sort_rows(session.id, key, start, session.entries,
                                                 self._sort)
        self.players = self._reveals(rows)
        self.result = self._score()
        if isinstance(self.result, ScoreGameResponse):
            self.players = tuple(self._scored(p, self.result) for p in self.players)

    # --- stored rows ----------------------------------------------------------------------
    def _sort(self, entry: Entry, parsed: Parsed, state: Sort) -> tuple[StrayRow | None, Sort]:
        """One stored row put where it belongs: a player's reveal, the game's end, or a
        stray row (a second reveal or end, an unseated player, a row that does not fit)."""
        rows, end = state
        if isinstance(parsed, Violation):
            return StrayRow(entry, parsed), state
        if isinstance(parsed, EndRow):
            if end is not None:
                return StrayRow(entry, self._fault("SP80-VAL-14", "end_twice")), state
            return None, (rows, self._end(entry, parsed))
        if parsed.player not in self.names or parsed.player in rows:
            return StrayRow(entry, self._fault("SP80-VAL-1", "stray_player",
                                               parsed.player)), state
        return None, ({**rows, parsed.player: (entry, parsed)}, end)

    def _fault(self, rule: str, text: str, player: str | None = None) -> Violation:
        """Why a stored row does not fit the sheet: one for all the rows of one player
        that do (a long game's stray rows are not each translated and validated again)."""
        key = (rule, text, player)
        found = self._faults.get(key)
        if found is None:
            params = {} if player is None else {"player": player}
            found = self._faults[key] = Violation(
                rule=rule, message=self.t(f"spandau.sheet.{text}", **params))
        return found

    def _reveals(self, rows: Mapping[str, tuple[Entry, RevealRow]]
                 ) -> tuple[PlayerReveal, ...]:
        """Each seat's artworks, with the faults of the rules core's one answer on the
        copies they name: a duplicate is marked where it was entered second (SP80-VAL-2/3)."""
        seats = [(pid, name, *rows.get(pid, (None, RevealRow(player=pid))))
                 for pid, name in self.names.items()]
        found = RULES.faults(lambda: ScoreGameRequest.model_validate({
            "players": [{"name": pid, "artworks": [a.model_dump() for a in row.artworks],
                         "by_type": [c.model_dump() for c in row.by_type]}
                        for pid, _, _, row in seats], "options": self.options}))
        marks: dict[tuple[int, str, int], Violation] = {}
        for item in found.faults if isinstance(found, Refused) else ():
            for where in item.get("fields", ()):
                if (copy := COPY.fullmatch(where)) is not None:
                    marks[int(copy[1]), copy[2], int(copy[3])] = Violation(
                        rule=item["rule"], message=item["message"])

        def marked(seat: int, kind: str, size: int) -> dict[int, Violation]:
            return {index: marks[seat, kind, index] for index in range(size)
                    if (seat, kind, index) in marks}

        return tuple(
            PlayerReveal(seat, pid, name, entry, row.artworks,
                         marked(seat, "artworks", len(row.artworks)), row.by_type,
                         marked(seat, "by_type", len(row.by_type)))
            for seat, (pid, name, entry, row) in enumerate(seats))

    def _score(self) -> ScoreGameResponse | Violation:
        players = tuple(PlayerArtworks(
            name=p.pid, artworks=tuple(a for i, a in enumerate(p.artworks) if i not in p.faults),
            by_type=tuple(c for i, c in enumerate(p.by_type) if i not in p.count_faults))
            for p in self.players)
        return RULES.attempt(lambda: score_game(ScoreGameRequest(players=players,
                                                           options=self.options)))

    # --- explanations ---------------------------------------------------------------------
    def _scored(self, player: PlayerReveal, result: ScoreGameResponse) -> PlayerReveal:
        score = next(s for s in result.players if s.name == player.pid)
        t, name = self.t, player.name
        counted = [a for i, a in enumerate(player.artworks) if i not in player.faults]
        kinds = [c for i, c in enumerate(player.by_type) if i not in player.count_faults]
        genuine = [a.label for a in counted if a.genuine] + [
            t("spandau.explain.of_type", count=c.genuine, type=c.type)
            for c in kinds if c.genuine]
        forged = [a.label for a in counted if not a.genuine] + [
            t("spandau.explain.of_type", count=c.forged, type=c.type)
            for c in kinds if c.forged]
        lines = {
            "owned": [t("spandau.explain.owned", name=name, count=score.owned),
                      ", ".join([a.label for a in counted] + [
                          t("spandau.explain.of_type", count=c.genuine + c.forged,
                            type=c.type) for c in kinds]) or "–"],
            "genuine": [t("spandau.explain.genuine", name=name, count=score.genuine),
                        ", ".join(genuine) or "–"],
            "forged": [t("spandau.explain.forged", name=name, count=score.forged),
                       ", ".join(forged) or "–"],
            "types": [t(f"spandau.explain.types.{self.options.tiebreak}", name=name,
                        count=score.types)],
            "rank": [t("spandau.explain.rank", name=name, rank=score.rank,
                       genuine=score.genuine, types=score.types)],
        }
        if player.faults:
            lines["owned"].append(t("spandau.explain.left_out", count=len(player.faults)))
        if player.count_faults:
            lines["owned"].append(t("spandau.explain.left_out_types",
                                    types=", ".join(str(player.by_type[i].type)
                                                    for i in player.count_faults)))
        explanations = {stat: Explanation(t(f"spandau.stat.{stat}",
                                            count=getattr(score, stat, 0)) + f" · {name}",
                                          tuple(lines[stat]), STAT_RULES[stat])
                        for stat in STATS}
        return PlayerReveal(player.seat, player.pid, player.name, player.entry,
                            player.artworks, player.faults, player.by_type,
                            player.count_faults, score, explanations)

    def _end(self, entry: Entry, row: EndRow) -> GameEnd:
        t = self.t
        conditions = row.picked
        lines: list[str] = []
        if row.state is not None:
            found = judge(row.state, len(self.names))
            conditions = () if isinstance(found, Violation) else found.conditions
            lines.append(t("spandau.explain.end_state"))
        if conditions:
            lines.append(t("spandau.end.ended", conditions=condition_names(t, conditions)))
        else:
            lines.append(t("spandau.end.not_ended"))
        if row.round is not None:
            lines.append(t("spandau.sheet.round", round=row.round))
        return GameEnd(entry, row.round, conditions, row.state is not None, Explanation(
            t("spandau.sheet.end_title"), tuple(lines), conditions or ("SP80-ROUND-1",)))

    # --- the verdict ----------------------------------------------------------------------
    @property
    def revealed(self) -> bool:
        """Someone entered an artwork: before that there is no winner to show."""
        return any(p.artworks or p.by_type for p in self.players)

    def winners(self) -> tuple[str, ...]:
        if not self.revealed or not isinstance(self.result, ScoreGameResponse):
            return ()
        return self.result.winners

    def faults(self) -> tuple[Violation, ...]:
        found = [v for p in self.players
                 for v in (*p.faults.values(), *p.count_faults.values())]
        found += [row.violation for row in self.stray]
        if isinstance(self.result, Violation):
            found.append(self.result)
        return tuple(found)

    def complete(self) -> bool:
        """The game ended by a condition and every player's reveal is in, without faults."""
        return bool(self.end and self.end.conditions and self.winners() and not self.faults()
                    and all(p.entry is not None for p in self.players))

    def winner_explanation(self) -> Explanation | None:
        result = self.result
        if not isinstance(result, ScoreGameResponse) or not self.revealed:
            return None
        t = self.t
        scores = {s.name: s for s in result.players}
        names = ", ".join(self.names[w] for w in result.winners)
        best = scores[result.winners[0]]
        lines = [t(f"spandau.explain.{result.decided_by}", names=names, genuine=best.genuine,
                   types=best.types, tied=", ".join(self.names[n] for n in result.tied),
                   winners=len(result.winners))]
        if result.decided_by == "SP80-SCORE-2":
            lines += [t("spandau.explain.tied_types", name=self.names[n], types=scores[n].types)
                      for n in result.tied]
        return Explanation(t("spandau.sheet.winner_title"), tuple(lines),
                           ("SP80-SCORE-1", *(("SP80-SCORE-2",) if result.tied else ()),
                            *((result.decided_by,) if result.decided_by == "SP80-SCORE-3"
                              else ())))

    def summary(self, rule_text: Callable[[str], str]) -> str:
        """The final result as plain text for the group chat, each rule with its text."""
        t = self.t
        lines = [t("spandau.sheet.title")]
        for p in self.players:
            if p.score is not None:
                lines.append(t("spandau.sheet.summary_row", name=p.name, owned=p.score.owned,
                               genuine=p.score.genuine, types=p.score.types,
                               rank=p.score.rank))
        explanation = self.winner_explanation()
        if explanation is not None:
            lines.append(self.banner())
            lines += explanation.lines
            lines += [f"{rule}: {rule_text(rule)}" for rule in explanation.rules]
        if self.end is not None:
            lines += self.end.explanation.lines
        lines += [f"✗ {v.rule}: {v.message}" for v in self.faults()]
        return "\n".join(lines)

    def banner(self) -> str:
        winners = self.winners()
        names = ", ".join(self.names[w] for w in winners)
        if len(winners) > 1:
            return self.t("spandau.sheet.shared", names=names)
        return self.t("spandau.sheet.winner", names=names)


def session_options(options: dict[str, Any]) -> Options:
    """The session's house rules as the rules core's `Options`; unknown or broken values
    fall back to the rules file's defaults, so a sheet always shows."""
    known = {k: v for k, v in options.items() if k in Options.model_fields}
    parsed = RULES.attempt(lambda: Options.model_validate(known))
    return Options() if isinstance(parsed, Violation) else parsed
