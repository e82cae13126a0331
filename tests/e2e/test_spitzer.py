"""Spitzer in a real browser: a short game to 42 entered hand by hand (typed numbers, and one
hand recorded trick by trick), the pegs in the right holes and sliding there, the tie at 42 that
asks for another hand, the winner with the payout, and the play checker's must-trump verdict."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.browser import (
    by_id,
    chosen,
    go_to,
    gone,
    present,
    start_session,
    tap,
    wait_label,
    wait_text,
)
from tests.e2e.spitzer_sheet import (
    NAMES,
    choose,
    open_hand,
    play,
    save_hand,
    type_number,
)

pytestmark = pytest.mark.e2e

HOLE = 3
"""Points per hole; hole 15 is `win` (SPZ rules §7)."""
WIN_HOLE = 15

# Anna deals hand 5, so Ben leads; Anna holds QC and Carl QS (a normal game, Anna + Carl).
# Every card is a legal play; Anna and Carl take 4 tricks worth 63 points: 61-89, +3 each.
RECORDED_TRICKS = (
    ("10D", "AD", "7D", "8D"), ("10C", "8C", "7C", "AC"), ("7H", "KH", "10H", "8H"),
    ("10S", "9D", "7S", "JC"), ("JH", "JD", "KD", "QS"), ("8S", "JS", "9S", "9C"),
    ("QD", "QC", "9H", "AS"), ("KC", "AH", "KS", "QH"))





def counted_hand(page: Page, hand_type: str, side: tuple[int, ...], tricks: int,
                 points: int) -> None:
    """A hand entered as the calling side's tricks and trick points (the form starts at 4/61)."""
    open_hand(page, hand_type, side)
    type_number(page, "spitzer-form-tricks", tricks)
    type_number(page, "spitzer-form-points", points)
    save_hand(page)


def assert_board(page: Page, totals: tuple[int, ...], holes: tuple[int, ...],
                 winner: int | None = None) -> None:
    """Each total as shown (exactly, the winner's starred) and each peg in its hole
    (hole = points / 3, 15 = win)."""
    for seat, (total, hole) in enumerate(zip(totals, holes, strict=True)):
        shown_total = f"{NAMES[seat]} {'★ ' if seat == winner else ''}{total}"
        label = wait_label(page, f"spitzer-total-{seat}", shown_total)
        assert label == shown_total
        present(page, f"spitzer-peg-{seat}-{hole}")
    assert page.locator('[flt-semantics-identifier^="spitzer-peg-"]').count() == len(NAMES)


RISES = """async ([moving, still]) => {
    // How far the moving peg stands above a peg that stays, one sample a frame, until it
    // has stood still (and above) for eight frames or six seconds have passed.
    const box = id => document.querySelector(`[flt-semantics-identifier="${id}"]`)
        ?.getBoundingClientRect();
    const seen = [];
    const end = performance.now() + 6000;
    while (performance.now() < end) {
        await new Promise(done => requestAnimationFrame(done));
        const a = box(moving), b = box(still);
        if (!a || !b) continue;
        seen.push(Math.round((b.top - a.top) * 10) / 10);
        const last = seen.slice(-8);
        if (seen.length > 8 && last.every(v => v === last[0]) && last[0] > 0) break;
    }
    return seen;
}"""


def rises_seen(page: Page, moving: str, still: str) -> list[float]:
    """How far the moving peg stands above a peg that stays, sampled in the page on every
    frame until it settles."""
    seen: list[float] = page.evaluate(RISES, [moving, still])
    return seen


def test_a_short_game_to_42_on_the_peg_board(app_page: Page) -> None:
    page = app_page
    go_to(page, "/")
    start_session(page, "spitzer", NAMES, "spitzer-board")
    assert_board(page, (0, 0, 0, 0), (0, 0, 0, 0))

    # Hand 1 (Anna deals): normal, Anna + Ben, 4 tricks / 61 -> +3 each; the pegs slide up.
    counted_hand(page, "normal", (0, 1), 4, 61)
    rises = rises_seen(page, "spitzer-peg-0-1", "spitzer-peg-2-0")
    assert rises and rises[-1] > 15, f"Anna's peg should end a hole above Carl's: {rises}"
    assert min(rises) < rises[-1] - 5, f"Anna's peg should be seen sliding up: {rises}"
    assert_board(page, (3, 3, 0, 0), (1, 1, 0, 0))
    wait_text(page, "Ben deals next.")

    # Hand 2: Anna plays zola schneider and makes 6 tricks / 90 -> +36 for her alone.
    counted_hand(page, "zola_schneider", (0,), 6, 90)
    assert_board(page, (39, 3, 0, 0), (13, 1, 0, 0))

    # Hand 3: Ben the same -> Anna and Ben both on 39.
    counted_hand(page, "zola_schneider", (1,), 6, 90)
    assert_board(page, (39, 39, 0, 0), (13, 13, 0, 0))

    # Hand 4: normal, Anna + Ben, 4 / 61 -> both 42: a tie at the top asks for another hand.
    counted_hand(page, "normal", (0, 1), 4, 61)
    assert_board(page, (42, 42, 0, 0), (14, 14, 0, 0))
    wait_label(page, "spitzer-another-hand", "deal another hand")
    assert by_id(page, "spitzer-winner").count() == 0

    # Hand 5, recorded trick by trick: Anna + Carl take 63 -> +3 each; Anna wins with 45.
    open_hand(page, "normal", (0, 2))
    choose(page, "spitzer-form-mode-tricks")
    for number, trick in enumerate(RECORDED_TRICKS, start=1):
        for count, card in enumerate(trick, start=1):
            play(page, card, number, count)
        wait_label(page, f"spitzer-form-trick-{number}", "wins")
    wait_label(page, "spitzer-form-result", "61–89 → +3")
    save_hand(page)
    assert_board(page, (45, 42, 3, 0), (WIN_HOLE, 14, 1, 0), winner=0)
    wait_label(page, "spitzer-winner", "Anna wins with 45!")
    # SPZ-PAY-1 at 1.00 stake and 0.05 a point: 100+5·3, 100+5·42, 100+5·45 cents.
    for seat, money in enumerate(("+€7.50", "−€1.15", "−€3.10", "−€3.25")):
        wait_label(page, f"spitzer-payout-{seat}", money)
    present(page, "spitzer-new-game")
    assert by_id(page, "spitzer-add-hand").count() == 0


def test_play_checker_names_the_must_trump_rule(app_page: Page) -> None:
    """SPZ-TV-15: AH led, the hand JH 7D AS: AS breaks must-trump (SPZ-FOLLOW-3)."""
    page = app_page
    go_to(page, "/")
    go_to(page, "/referee/spitzer")
    for card in ("JH", "7D", "AS"):
        tap(page, f"spitzer-play-card-{card}")
        present(page, f"spitzer-play-hand-{card}")
    choose(page, "spitzer-play-target-trick")
    tap(page, "spitzer-play-card-AH")
    present(page, "spitzer-play-trick-AH")
    wait_label(page, "spitzer-play-legal", "J♥ 7♦")
    tap(page, "spitzer-play-hand-AS")
    verdict = wait_label(page, "spitzer-play-verdict", "SPZ-FOLLOW-3")
    assert "A♠ may not be played." in verdict
    present(page, "spitzer-play-copy")


# Dora deals; Anna calls A♥, which Ben holds, and Ben plays K♥ on its first lead (trick 4).
KEPT_TRICKS = (
    ("8D", "7S", "7D", "JD"), ("QH", "JH", "9D", "8S"), ("AD", "10H", "QS", "7C"),
    ("8H", "KH", "QD", "AS"), ("JC", "10S", "QC", "7H"), ("9H", "AH", "JS", "KC"),
    ("10D", "9C", "KS", "AC"), ("KD", "8C", "9S", "10C"))


def test_a_fault_shows_at_its_play_by_name_and_the_hand_is_kept_with_a_note(
        app_page: Page) -> None:
    """Ben holds the called A♥ and plays K♥ on its lead: the verdict names Ben at that card;
    "Take back K♥" removes that card alone; played again and kept as played, the hand counts
    by its tricks (Anna and Ben 39 points: −6, so Carl and Dora +6) with the fault on its row."""
    page = app_page
    go_to(page, "/")
    start_session(page, "spitzer", NAMES, "spitzer-board")
    open_hand(page, "call", (0, 1))
    for chip in ("spitzer-form-dealer-3", "spitzer-form-mode-tricks", "spitzer-form-ace-AH",
                 "spitzer-form-holder-1"):
        choose(page, chip)
    for number, trick in enumerate(KEPT_TRICKS, start=1):
        for count, card in enumerate(trick, start=1):
            play(page, card, number, count)
            if (number, card) != (4, "KH"):
                continue
            fault = wait_label(page, "spitzer-form-fault-0", "Trick 4, Ben:")
            assert "SPZ-FOLLOW-6" in fault and "A♥" in fault
            tap(page, "spitzer-form-take-back-fault")
            gone(page, "spitzer-form-fault-0")  # drawn with K♥ taken back
            play(page, card, number, count)  # the table says Ben played it after all
            tap(page, "spitzer-form-keep")
            chosen(page, "spitzer-form-keep")
            wait_label(page, "spitzer-form-fault-0", "Kept as played despite SPZ-FOLLOW-6")
    wait_label(page, "spitzer-form-result", "31–60 → -6")
    save_hand(page)
    note = page.locator('[flt-semantics-identifier^="spitzer-kept-"]').first
    expect(note).to_contain_text("Kept as played despite SPZ-FOLLOW-6")
    expect(note).to_contain_text("Trick 4, Ben:")
    assert_board(page, (0, 0, 6, 6), (0, 0, 2, 2))
