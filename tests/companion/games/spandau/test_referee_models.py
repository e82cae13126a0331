"""The referee calculators' view-models with the rules file's vectors."""

from __future__ import annotations

import pytest

from companion.games.spandau.end_model import EndChecklist, EndDraft
from companion.games.spandau.referee_auction_model import BidCalc, GoodLine, PaymentCalc
from companion.games.spandau.referee_map_model import DisplacementCalc, InfluenceCalc
from companion.games.spandau.referee_round_model import CampaignCalc, PalaceCalc, Racer
from scorers.spandau.models import Options, Terrain
from tests.companion.games.spandau.conftest import FakeContext

t = FakeContext().t


def test_tv05_selling_grain_pays_six_and_drops_the_price() -> None:
    calc = PaymentCalc(bid=6, goods={"wheat": GoodLine(stock=3, price=3, sell=2)})
    verdict = calc.judgement(t)
    assert verdict.ok and verdict.lines == (
        "Paid: 6 coins for a bid of 6 (goods sold: 6)",
        "Wheat (grain): stock 3 → 1, price 3 → 1")
    assert "SP80-PAY-3" in verdict.rules


def test_tv10_a_city_card_pays_a_bid_of_two_without_change() -> None:
    calc = PaymentCalc(bid=2)
    calc.step("city", 1)
    verdict = calc.judgement(t)
    assert verdict.ok and verdict.lines[-1] == "1 coin over the bid: no change is given."
    calc.options = Options(bank_gives_change=True)
    assert calc.judgement(t).lines[-1] == "The bank gives back 1 coin."


def test_a_short_payment_and_impossible_sales_are_faults() -> None:
    short = PaymentCalc(bid=5, coins=2).judgement(t)
    assert not short.ok and [v.rule for v in short.violations] == ["SP80-PAY-1"]
    oversold = PaymentCalc(bid=1, goods={"silk": GoodLine(stock=1, price=2, sell=2)})
    assert [v.rule for v in oversold.judgement(t).violations] == ["SP80-VAL-7"]
    outside = PaymentCalc(bid=2, for_auction=False,
                          goods={"wine": GoodLine(stock=1, price=2, sell=1)})
    assert [v.rule for v in outside.judgement(t).violations] == ["SP80-PAY-3"]


@pytest.mark.parametrize(("bid", "ok"), [(7, True), (8, False)])
def test_tv09_the_most_a_bidder_can_pay(bid: int, ok: bool) -> None:
    calc = BidCalc(bid=bid, coins=1, cards={"city": 1, "river": 1, "country": 1})
    verdict = calc.judgement(t)
    assert verdict.ok is ok and verdict.lines == ("The most this player can pay: 7 coins",)
    assert [v.rule for v in verdict.violations] == ([] if ok else ["SP80-AUCT-3"])


def test_a_bid_must_beat_the_high_bid_and_goods_count_when_sold() -> None:
    calc = BidCalc(bid=4, coins=2, goods={"wine": GoodLine(stock=2, price=3)})
    calc.step_high(1)
    assert calc.high_bid == 0
    calc.step_high(4)
    verdict = calc.judgement(t)
    assert calc.high_bid == 4 and [v.rule for v in verdict.violations] == ["SP80-AUCT-2"]
    assert verdict.lines == ("The most this player can pay: 8 coins",)


def test_tv03_three_tokens_cost_four_cards() -> None:
    calc = InfluenceCalc(left=[2, 1, 0], count=3)
    verdict = calc.judgement(t)
    assert verdict.ok is None and verdict.lines == ("Cards to discard: 4 (levels 1 + 1 + 2)",)
    calc.step_paid(1)
    calc.step_paid(3)
    paid = calc.judgement(t)
    assert calc.paid == 3 and paid.ok is False
    assert [v.rule for v in paid.violations] == ["SP80-INFL-3"]
    calc.step_paid(1)
    assert calc.judgement(t).ok is True


def test_more_tokens_than_on_the_tableau_is_a_fault() -> None:
    verdict = InfluenceCalc(left=[1, 0, 0], count=2).judgement(t)
    assert verdict.ok is False and verdict.violations[0].rule == "SP80-INFL-2"


@pytest.mark.parametrize(("terrain", "coins"), [
    ("field", 1), ("country", 2), ("river", 3), ("city", 4)])
def test_tv04_displacement_compensation(terrain: Terrain, coins: int) -> None:
    verdict = DisplacementCalc(terrain=terrain).judgement(t)
    assert verdict.ok and verdict.lines == (
        f"The owner receives {coins} coin{'' if coins == 1 else 's'} from the active player.",)


def test_berlin_displacing_is_paid_by_the_bank_and_moves_are_checked() -> None:
    berlin = DisplacementCalc(terrain="river", by="berlin").judgement(t)
    assert berlin.lines == ("The owner receives 3 coins from the bank.",)
    assert "SP80-BERLIN-3" in berlin.rules
    calc = DisplacementCalc(terrain="city", destination="river", adjacent=False)
    calc.step_own(1)
    calc.step_paid(1)
    verdict = calc.judgement(t)
    assert [v.rule for v in verdict.violations] == [
        "SP80-MOVE-1", "SP80-MOVE-2", "SP80-MOVE-2", "SP80-MOVE-3"]


def test_tv15_palace_surplus_exerted_or_lost() -> None:
    calc = PalaceCalc(level=3, gain=4, exert=True)
    assert calc.judgement(t).lines == ("New palace level: 2", "Shield taken at level 5")
    calc.exert = False
    assert calc.judgement(t).lines == ("New palace level: 5",
                                       "2 influence above level 5 is lost")


def test_tv16_campaign_influence_is_capped() -> None:
    calc = PalaceCalc(level=4, gain=3, source="campaign")
    verdict = calc.judgement(t)
    assert verdict.lines[0] == "New palace level: 5" and verdict.rules == ("SP80-PAL-5",)
    calc.exert = True
    assert [v.rule for v in calc.judgement(t).violations] == ["SP80-PAL-5"]


def test_palace_steppers_stay_on_the_track() -> None:
    calc = PalaceCalc()
    calc.step_level(-1)
    assert calc.level == 0
    for _ in range(7):
        calc.step_level(1)
    assert calc.level == 5


def racers(*rows: tuple[str, int, int]) -> list[Racer]:
    return [Racer(name, progress, palace) for name, progress, palace in rows]


def test_tv17_rewards_by_progress_then_palace() -> None:
    calc = CampaignCalc(racers(("A", 6, 0), ("B", 4, 3), ("C", 4, 2), ("D", 0, 0)))
    verdict = calc.judgement(t)
    assert verdict.lines == ("Reward 1: A (finished the campaign)",
                             "Reward 2: B (same progress, higher palace level)",
                             "Reward 3: C (next in the ranking)",
                             "An artwork each: A, B, C")


def test_tv18a_rewards_go_to_participants_only() -> None:
    """SP80-ARMY-4: C and D did not take part, so reward 3 stays unused."""
    calc = CampaignCalc(racers(("A", 6, 0), ("B", 3, 0), ("C", 0, 5), ("D", 0, 4)))
    assert calc.judgement(t).lines == (
        "Reward 1: A (finished the campaign)", "Reward 2: B (next in the ranking)",
        "Reward 3 stays unused: too few players took part", "An artwork each: A, B")


def test_the_house_rule_ranks_all_players() -> None:
    calc = CampaignCalc(racers(("A", 6, 0), ("B", 3, 0), ("C", 0, 5), ("D", 0, 4)),
                        Options(rank_all_players=True))
    assert calc.judgement(t).lines[:3] == (
        "Reward 1: A (finished the campaign)", "Reward 2: B (more progress than the next)",
        "Reward 3: C (same progress, higher palace level)")


def test_tv18_turn_order_breaks_the_last_tie() -> None:
    calc = CampaignCalc(racers(("A", 6, 0), ("B", 4, 2), ("C", 4, 2), ("D", 0, 0)))
    calc.pick("start", 2)
    assert [r.name for r in calc.turn_order()] == ["C", "D", "A", "B"]
    lines = calc.judgement(t).lines
    assert lines[1:3] == ("Reward 2: C (same progress and palace, earlier in turn order)",
                          "Reward 3: B (next in the ranking)")


def test_tv19_two_players_get_rewards_one_and_two() -> None:
    calc = CampaignCalc(racers(("A", 1, 0), ("B", 5, 0)))
    calc.pick("finisher", 1)
    assert calc.judgement(t).lines == ("Reward 1: B (finished the campaign)",
                                       "Reward 2: A (next in the ranking)",
                                       "An artwork each: A, B")
    calc.step(0, "progress", -1)
    assert calc.judgement(t).lines == ("Reward 1: B (finished the campaign)",
                                       "Reward 2 stays unused: too few players took part",
                                       "An artwork each: B")


def test_tv21_twelve_artworks_end_the_game() -> None:
    checklist = EndChecklist(players=3)
    checklist.step("max_artworks", 1)
    assert checklist.values == {"max_artworks": 0}
    for _ in range(12):
        checklist.step("max_artworks", 1)
    assert checklist.met() == ("SP80-END-1",)
    verdict = checklist.judgement(t)
    assert verdict.lines == ("The game is over: E1 (a player owns 12+ artworks).",)
    assert verdict.rules == ("SP80-END-1",)


def test_end_checklist_inputs_can_be_emptied_and_are_bounded() -> None:
    checklist = EndChecklist(players=5)
    checklist.step("campaigns_done", 1)
    assert checklist.values == {"campaigns_done": 0}
    checklist.step("campaigns_done", -1)
    assert checklist.values == {}
    for _ in range(9):
        checklist.step("campaigns_done", 1)
    assert checklist.values["campaigns_done"] == 4 and checklist.met() == ("SP80-END-2",)
    checklist.set("berlin_can_grow", False)
    assert checklist.met() == ("SP80-END-2",), "with 5 players Berlin never grows (E6)"
    checklist.players = 4
    assert checklist.met() == ("SP80-END-2", "SP80-END-6")
    checklist.set("berlin_can_grow", None)
    assert checklist.judgement(t).rules == ("SP80-END-2",)
    checklist.step("campaigns_done", -1)
    going_on = checklist.judgement(t)
    assert going_on.lines == ("No end condition is met: the game goes on.",)
    assert going_on.rules == ("SP80-ROUND-1", "SP80-END-2")


def test_the_end_draft_stores_picked_or_state() -> None:
    draft = EndDraft.of(None, 3)
    draft.toggle("SP80-END-5")
    draft.toggle("SP80-END-2")
    draft.step_round(1)
    assert draft.data() == {"round": 1, "picked": ["SP80-END-2", "SP80-END-5"],
                            "state": None}
    draft.set_mode("state")
    draft.checklist.step("free_fields", 1)
    assert draft.conditions == ("SP80-END-3",)
    assert draft.data()["picked"] == [] and draft.data()["state"]["free_fields"] == 0
    again = EndDraft.of(draft.data(), 3)
    assert again.mode == "state" and again.conditions == ("SP80-END-3",)
    draft.step_round(-1)
    assert draft.round is None


def test_a_copied_verdict_names_every_rule_with_its_text() -> None:
    verdict = BidCalc(bid=8, coins=1, cards={"city": 1, "river": 1, "country": 1}
                      ).judgement(t)
    text = verdict.text(t, lambda rule: f"<{rule}>")
    assert text.splitlines() == [
        "Bid 8 over –: 1 coin, cards: 1 City card, 1 River card, 1 Country card, goods: –",
        "Not OK", "The most this player can pay: 7 coins",
        "✗ SP80-AUCT-3: The bidder can pay at most 7 coins, not 8.",
        "SP80-AUCT-2: <SP80-AUCT-2>", "SP80-AUCT-3: <SP80-AUCT-3>"]
