"""The result card: what decided the game, from the rules core's answers, as text."""

from __future__ import annotations

import pytest

from companion.games import session_results
from companion.i18n import Translator
from companion.models import Session
from companion.share.result_card import ResultCard, build_card, card_lines, card_text
from tests.companion.share.finished import ALL, kardinal, spandau, spitzer, spitzweg

EN = Translator("en").t
DE = Translator("de").t


def test_spandau_types_tie_break_is_the_reason() -> None:
    """SP80-TV-22: the card names the tie-break that decided it (SP80-SCORE-2)."""
    card = build_card(spandau(), EN)
    assert card.title == "Spandau 1780" and card.headline == "Anna wins!"
    assert [(p.name, p.total, p.winner) for p in card.players] == [
        ("Anna", 5, True), ("Ben", 5, False)]
    assert card.reasons[0] == ("Anna, Ben tie on 5 genuine artworks; Anna has the most "
                               "different types (5).")
    assert len(card.reasons) == 1 and card.rules == ("SP80-SCORE-2",)
    assert card.unit == "genuine artworks" and card.date == "2026-11-21" and card.minutes == 92


def test_spitzer_winner_reached_42() -> None:
    card = build_card(spitzer(), EN)
    assert card.headline == "Anna wins!" and card.rules == ("SPZ-GAME-1",)
    assert card.reasons == ("Anna reached 45 game points: 42 or more and alone at the top.",)
    assert [p.total for p in card.players] == [45, 30, 12, 0]
    # SPZ-PAY-1 at the sheet's stakes (1.00 and 0.05 per point): each loser pays the winner
    assert [p.payout for p in card.players] == ["+€7.65", "−€1.75", "−€2.65", "−€3.25"]


def test_kardinal_and_spitzweg_reasons() -> None:
    kk = build_card(kardinal(), EN)
    assert kk.headline == "Andreas wins!"
    assert kk.reasons == (f"Andreas has the highest total ({kk.players[0].total}).",)
    assert kk.rules == ("KK-SCORE-5",)
    spw = build_card(spitzweg(), EN)
    assert spw.reasons == ("Ben has the highest total (84).",) and spw.rules == ("SPW-SCORE-7",)
    assert [p.name for p in spw.players] == ["Ben", "Anna", "Carl", "Dora"]


@pytest.mark.parametrize("make", ALL)
def test_totals_and_winners_are_the_rules_cores(make: object) -> None:
    session: Session = make()  # type: ignore[operator]
    (game,) = session_results(session).games
    card = build_card(session, EN)
    names = {seat.name: seat.player_id for seat in session.seats}
    assert {p.name: p.total for p in card.players} == {
        name: game.totals()[pid] for name, pid in names.items()}
    assert {names[p.name] for p in card.players if p.winner} == set(game.winners)
    assert len(card.reasons) == 1
    assert ResultCard.model_validate_json(card.model_dump_json()) == card


def test_text_is_the_cards_lines_and_names_the_drawn_start() -> None:
    card = build_card(spitzer(start=2), EN)
    text = card_text(card)
    assert text.splitlines() == card_lines(card)
    assert text.splitlines()[:3] == ["Spitzer · Nov 21, 2026", "Anna wins!",
                                     "★ Anna: 45 game points · +€7.65"]
    assert "First dealer: Carl (drawn at random)" in text
    assert text.endswith("92 min · Table Companion")


def test_german_card() -> None:
    card = build_card(spandau(start=1), DE)
    assert card.headline == "Anna gewinnt!" and card.unit == "echte Kunstwerke"
    assert card.start == "Startspieler: Ben (ausgelost)"
    assert card.day == "21.11.2026" and card.date == "2026-11-21"
    assert "Anna" in card.reasons[0] and card.reasons[0] != build_card(spandau(), EN).reasons[0]


def test_no_winner_yet() -> None:
    unfinished = spitzer().model_copy(update={"entries": spitzer().entries[:1]})
    card = build_card(unfinished, EN)
    assert card.headline == "No winner yet" and card.reasons == () and card.rules == ()
