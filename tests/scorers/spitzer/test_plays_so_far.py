"""A hand being recorded is judged at each play: the called ace's holder, known to the
table, must play it on the first lead of its suit (SPZ-FOLLOW-6) — the fault shows at that
play, not once the holder plays the ace at the end of the hand."""

from __future__ import annotations

from scorers.spitzer.referee import plays_so_far

PLAYERS = ("anna", "ben", "cleo", "dora")


def test_the_bound_ace_holder_breaks_the_rule_at_the_play() -> None:
    # Ben leads K♥ (dealer Anna): Cleo, holding the called A♥, plays 7♥.
    tricks = (("KH", "7H"),)
    found = plays_so_far(PLAYERS, "anna", tricks, "call", ("dora", "cleo"), "AH", "cleo")
    assert [v.rule for v in found] == ["SPZ-FOLLOW-6"]
    assert found[0].message.startswith("Trick 1, cleo: ")


def test_nothing_is_held_against_a_play_while_the_holder_is_unknown() -> None:
    tricks = (("KH", "7H"),)
    assert plays_so_far(PLAYERS, "anna", tricks, "call", ("dora", "cleo"), "AH") == ()
    assert plays_so_far(PLAYERS, "anna", tricks, "call", ("dora", "cleo"), "AH", "ben") == ()


def test_a_legal_beginning_has_no_fault() -> None:
    tricks = (("KH", "AH", "8H", "9H"), ("QC",))
    assert plays_so_far(PLAYERS, "anna", tricks, "call", ("dora", "cleo"), "AH", "cleo") == ()
