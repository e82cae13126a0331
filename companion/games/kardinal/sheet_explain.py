"""The explanation behind every number of the Abrechnungstabelle, in the chosen language.

The reasoning (case, figures, rule) is the rules core's ``explain_game``; this module only
puts it into sentences of the person's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.games.base import Explanation
from companion.i18n import Translate
from scorers.kardinal.data import CHAIN_MIN, COUNTRIES, Country
from scorers.kardinal.explain_models import ChainWhy, LandWhy, SymbolWhy, TabletWhy, WinnerWhy


def country_name(t: Translate, country: str) -> str:
    return t(f"kardinal.country.{country}")


def sort_names(t: Translate, sorts: Sequence[str]) -> str:
    return "/".join(t(f"kardinal.sort.{sort}") for sort in sorts)


def best_sort(t: Translate, sorts: Sequence[str]) -> str:
    """The sort a player's symbols are counted by: "Best sort Crosses/Fans", or "Best sort"
    alone where the sheet counts only the best sort."""
    if tuple(sorts) in ((), ("best",)):
        return t("kardinal.sort.best")
    return t("kardinal.explain.best_of", sorts=sort_names(t, sorts))


def table_line(t: Translate, names: Sequence[str], values: Sequence[int]) -> str:
    return t("kardinal.explain.table", values=", ".join(
        f"{name} {value}" for name, value in zip(names, values, strict=True)))


def land(t: Translate, name: str, country: Country, why: LandWhy, names: Sequence[str],
         counts: Sequence[int]) -> Explanation:
    """KK-SCORE-1: leader, tied leader, next-higher holding or no card."""
    where = country_name(t, country)
    return Explanation(
        title=t("kardinal.explain.land_title", name=name, country=where),
        lines=(t(f"kardinal.explain.land.{why.case}", cards=why.cards, country=where,
                 basis=why.basis, points=why.points), table_line(t, names, counts)),
        rules=(why.rule,))


def symbols(t: Translate, name: str, country: Country, why: SymbolWhy,
            names: Sequence[str], bests: Sequence[int]) -> Explanation:
    """KK-SCORE-2: the player's best single sort against the table's best."""
    where = country_name(t, country)
    return Explanation(
        title=t("kardinal.explain.symbols_title", name=name, country=where),
        lines=(t(f"kardinal.explain.symbols.{why.case}", best=why.best, country=where,
                 sorts=best_sort(t, why.best_sorts), table_best=why.table_best,
                 points=why.points), table_line(t, names, bests)),
        rules=(why.rule,))


def subtotal(t: Translate, name: str, column: str, points: dict[Country, int], total: int,
             rule: str) -> Explanation:
    """Zwischensumme: the nine countries of one column added up."""
    lines = [f"{country_name(t, country)}: {points[country]}" for country in COUNTRIES]
    lines.append(t("kardinal.explain.sum", points=total))
    return Explanation(title=t(f"kardinal.explain.sub_{column}_title", name=name),
                       lines=tuple(lines), rules=(rule,))


def carry(t: Translate, name: str, land_sum: int, symbol_sum: int, total: int) -> Explanation:
    """Übertrag (A-17): both subtotals, carried down."""
    return Explanation(title=t("kardinal.explain.carry_title", name=name),
                       lines=(t("kardinal.explain.carry", land=land_sum, symbols=symbol_sum,
                                points=total),),
                       rules=("KK-SCORE-1", "KK-SCORE-2"))


def chains(t: Translate, name: str, why: ChainWhy) -> Explanation:
    return Explanation(title=t("kardinal.explain.chains_title", name=name),
                       lines=(t("kardinal.explain.chains", ships=why.ships,
                                coaches=why.coaches, least=CHAIN_MIN, points=why.points),),
                       rules=(why.rule,))


def tablets(t: Translate, name: str, why: TabletWhy) -> Explanation:
    return Explanation(title=t("kardinal.explain.tablets_title", name=name),
                       lines=(t("kardinal.explain.tablets", count=why.minus_two,
                                points=why.points),),
                       rules=(why.rule, "KK-LAW-5"))


def total(t: Translate, name: str, carried: int, chain: int, tablet: int, points: int
          ) -> Explanation:
    return Explanation(title=t("kardinal.explain.total_title", name=name),
                       lines=(t("kardinal.explain.total", carry=carried, chains=chain,
                                tablets=tablet, points=points),),
                       rules=("KK-SCORE-3", "KK-SCORE-4", "KK-SCORE-5"))


def cards(t: Translate, name: str, count: int) -> Explanation:
    return Explanation(title=t("kardinal.explain.cards_title", name=name),
                       lines=(t("kardinal.explain.cards", count=count),), rules=("KK-SCORE-5",))


def winner(t: Translate, why: WinnerWhy, cards_of: dict[str, int]) -> Explanation:
    """KK-SCORE-5: the highest total, the card-count tie-break, or nobody."""
    lines = [t(f"kardinal.explain.winner.{why.decided_by}")]
    if len(why.tied) > 1:
        lines.append(t("kardinal.explain.tied", values=", ".join(
            f"{name} {cards_of[name]}" for name in why.tied)))
    return Explanation(title=t("kardinal.sheet.winner_title"), lines=tuple(lines),
                       rules=(why.rule,))
