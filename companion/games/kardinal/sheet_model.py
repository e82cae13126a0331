"""View-model of the Abrechnungstabelle: stored collections -> every number on the sheet.

All points come from ``scorers.kardinal`` (``explain_game`` for the cells and their
reasons, ``score_game`` for subtotals, carry, total and winner). One validation of the
whole position names every impossible count, and `sheet_checks` marks each on its cell;
a country with an impossible cell shows no points, and then no total is shown either.
The sheet is scored as a preview (``final = false``) while the game is played; the game
ends by the session's one Finish, which the rules core must accept as a final scoring
(every card assigned, KK-VAL-4): `KardinalSheet.finish_faults` names what stands in the
way. A finished session's sheet is the final scoring with its winner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.games.base import Explanation
from companion.games.kardinal import sheet_explain as why
from companion.games.kardinal.rules import RULES
from companion.games.kardinal.sheet_checks import Faults, Seat, cell_faults, without_faults
from companion.games.kardinal.sheet_entries import Collection
from companion.games.kardinal.sheet_stored import read_collections
from companion.games.rules_call import Refused
from companion.i18n import Translate
from companion.models import Session
from scorers.common.models import Violation
from scorers.kardinal import explain
from scorers.kardinal.data import COUNTRIES, MAX_PLAYERS, MIN_PLAYERS, Country
from scorers.kardinal.explain_models import ChainWhy, ExplainGameResponse, TabletWhy
from scorers.kardinal.models import (
    ExplainGameRequest,
    ScoreGameRequest,
    ScoreGameResponse,
    ScoreOptions,
)
from scorers.kardinal.scoring import best_sort, score_game


@dataclass(frozen=True)
class Number:
    """One computed number; ``None`` when the counts it rests on are impossible."""

    value: int | None
    explanation: Explanation | None = None


BLANK = Number(None)


@dataclass(frozen=True)
class CountryCells:
    country: Country
    cards: int
    symbols: dict[str, int]
    """As entered, by sort (``best``, or each sort)."""
    land: Number
    points: Number
    """Symbol points (KK-SCORE-2)."""
    card_fault: Violation | None
    symbol_fault: Violation | None


@dataclass(frozen=True)
class Column:
    """One player's block of the sheet."""

    pid: str
    name: str
    entry: Collection
    entry_id: str | None
    countries: tuple[CountryCells, ...]
    land: Number
    symbols: Number
    carry: Number
    chains: Number
    tablets: Number
    total: Number
    cards: Number


class KardinalSheet:
    """Everything the sheet shows, computed from ``session`` (and an unsaved ``draft``)."""

    def __init__(self, session: Session, t: Translate, draft: Collection | None = None
                 ) -> None:
        self.t = t
        self.players = tuple(seat.player_id for seat in session.seats)
        self.names = _unique({seat.player_id: seat.name for seat in session.seats})
        self.options = _options(session)
        self.finished = session.finished_at is not None
        stored, self.broken = read_collections(session.id, self.players, session.entries)
        if draft is not None:
            stored[draft.player_id] = (stored.get(draft.player_id, (None, draft))[0], draft)
        self.entries = {pid: stored.get(pid, (None, Collection(player_id=pid)))
                        for pid in self.players}
        seats: list[Seat] = [(pid, self.names[pid], self.entries[pid][1])
                             for pid in self.players]
        self.problem = (None if MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS else Violation(
            rule="KK-VAL-1", message=f"Kardinal & König is for {MIN_PLAYERS}–{MAX_PLAYERS} "
            f"players, not {len(self.players)}."))
        whole = [entry.request_entry(name) for _, name, entry in seats]
        self.faults = Faults()
        self.final_fault: Violation | None = self.problem
        self.finish_faults: tuple[Violation, ...] = () if self.problem is None else (
            self.problem,)
        """Every fault that keeps the position from being a final scoring (KK-VAL-*)."""
        self.score: ScoreGameResponse | Violation | None = self.problem
        self.reasons: ExplainGameResponse | Violation | None = self.problem
        if self.problem is None:
            self._judge(seats, whole)
        self.columns = {pid: self._column(i, pid) for i, pid in enumerate(self.players)}

    def _judge(self, seats: list[Seat], whole: list[dict[str, Any]]) -> None:
        """One answer of the rules core names every fault of the position as a final
        scoring; the sheet marks them on their cells and scores what is possible."""
        answer = RULES.faults(lambda: ScoreGameRequest.model_validate(
            {"players": whole, "final": True, "options": self.options}))
        refused = answer if isinstance(answer, Refused) else None
        self.faults = cell_faults(refused.faults if refused else (),
                                  {name: pid for pid, name in self.names.items()})
        self.final_fault = refused.first if refused else None
        self.finish_faults = tuple(Violation(rule=item["rule"], message=item["message"])
                                   for item in (refused.faults if refused else ()))
        if refused is not None and self.faults.impossible:
            self.score = next(Violation(rule=item["rule"], message=item["message"])
                              for item in refused.faults if item["rule"] != "KK-VAL-4")
            self.reasons = RULES.attempt(lambda: explain.explain_game(ExplainGameRequest(
                players=without_faults(seats, self.faults), final=False, options=self.options)))
            return
        preview = RULES.attempt(lambda: ExplainGameRequest.model_validate(
            {"players": whole, "final": False, "options": self.options}))
        if isinstance(preview, Violation):
            self.score = self.reasons = preview
            return
        self.score = score_game(preview)
        self.reasons = explain.explain_game(preview)

    # --- one player's block -----------------------------------------------------------------
    def _column(self, i: int, pid: str) -> Column:
        entry_id, entry = self.entries[pid]
        name = self.names[pid]
        reasons = self.reasons if isinstance(self.reasons, ExplainGameResponse) else None
        countries = tuple(self._cells(i, pid, entry, country, reasons) for country in COUNTRIES)
        if not isinstance(self.score, ScoreGameResponse):
            chains, tablets = BLANK, BLANK
            if self.problem is None and pid not in self.faults.routes:
                chain = ChainWhy.model_validate(explain.chain_why(entry.ships, entry.coaches))
                chains = Number(chain.points, why.chains(self.t, name, chain))
            if self.problem is None and self.faults.tablets is None:
                tablet = TabletWhy.model_validate(explain.tablet_why(entry.minus_two))
                tablets = Number(tablet.points, why.tablets(self.t, name, tablet))
            return Column(pid, name, entry, entry_id, countries, BLANK, BLANK, BLANK, chains,
                          tablets, BLANK, Number(sum(entry.cards.values())))
        row = self.score.players[i]
        assert reasons is not None, "a position that scores also explains"
        mine = reasons.players[i]
        t = self.t
        return Column(
            pid, name, entry, entry_id, countries,
            Number(row.land, why.subtotal(t, name, "land", {c: row.countries[c].land
                                                             for c in COUNTRIES},
                                          row.land, "KK-SCORE-1")),
            Number(row.symbols, why.subtotal(t, name, "symbols", {
                c: row.countries[c].symbols for c in COUNTRIES}, row.symbols, "KK-SCORE-2")),
            Number(row.carry, why.carry(t, name, row.land, row.symbols, row.carry)),
            Number(row.chains, why.chains(t, name, mine.chains)),
            Number(row.tablets, why.tablets(t, name, mine.tablets)),
            Number(row.total, why.total(t, name, row.carry, row.chains, row.tablets,
                                        row.total)),
            Number(row.cards, why.cards(t, name, row.cards)))

    def _cells(self, i: int, pid: str, entry: Collection, country: Country,
               reasons: ExplainGameResponse | None) -> CountryCells:
        sorts = entry.symbols.get(country, {})
        cards = entry.cards.get(country, 0)
        card_fault = self.faults.cards.get((pid, country))
        symbol_fault = self.faults.symbols.get((pid, country))
        if reasons is None or country in self.faults.dropped():
            return CountryCells(country, cards, dict(sorts), BLANK, BLANK, card_fault,
                                symbol_fault)
        mine = reasons.players[i].countries[country]
        names = [self.names[p] for p in self.players]
        counts = [self.entries[p][1].cards.get(country, 0) for p in self.players]
        bests = [best_sort(self.entries[p][1].symbols.get(country, {})) for p in self.players]
        name = self.names[pid]
        return CountryCells(
            country, cards, dict(sorts),
            Number(mine.land.points, why.land(self.t, name, country, mine.land, names, counts)),
            Number(mine.symbols.points, why.symbols(self.t, name, country, mine.symbols, names,
                                                    bests)),
            card_fault, symbol_fault)

    # --- the whole sheet ------------------------------------------------------------------
    @property
    def final(self) -> bool:
        """The players finished the game (the session's Finish)."""
        return self.finished

    @property
    def complete(self) -> bool:
        """Finished and accepted by the rules core as a final scoring."""
        return self.final and self.final_fault is None

    def country_fault(self, country: Country) -> Violation | None:
        """KK-VAL-3 always; KK-VAL-4 once the game is finished."""
        return self.faults.countries.get(country) or (
            self.faults.missing.get(country) if self.final else None)

    def winners(self) -> tuple[str, ...]:
        if not isinstance(self.score, ScoreGameResponse):
            return ()
        by_name = {self.names[pid]: pid for pid in self.players}
        return tuple(by_name[name] for name in self.score.winners)

    def decided_by(self) -> str | None:
        return self.score.decided_by if isinstance(self.score, ScoreGameResponse) else None

    def winner_explanation(self) -> Explanation | None:
        if not isinstance(self.reasons, ExplainGameResponse) or self.faults.impossible:
            return None
        cards_of = {self.names[pid]: self.columns[pid].cards.value or 0
                    for pid in self.players}
        return why.winner(self.t, self.reasons.winner, cards_of)

    def totals(self) -> dict[str, int]:
        return {pid: column.total.value for pid, column in self.columns.items()
                if column.total.value is not None}


def _options(session: Session) -> ScoreOptions:
    chosen = {k: v for k, v in session.options.items() if k in ScoreOptions.model_fields}
    found = RULES.attempt(lambda: ScoreOptions.model_validate(chosen))
    return found if isinstance(found, ScoreOptions) else ScoreOptions()


def _unique(names: dict[str, str]) -> dict[str, str]:
    """Seat names as the rules core needs them: different from each other."""
    seen: dict[str, int] = {}
    unique = {}
    for pid, name in names.items():
        seen[name] = seen.get(name, 0) + 1
        unique[pid] = name if seen[name] == 1 else f"{name} ({seen[name]})"
    return unique
