"""Each game's ``results`` op: the games of a sheet, each with its scores, places, winners and
the rule that decided it, through ``python -m scorers`` as any program would ask."""

from __future__ import annotations

from typing import Any

from scorers.common.results import places
from scorers.registry import answer


def ask(body: dict[str, Any]) -> dict[str, Any]:
    found = answer(body)
    assert "error" not in found, found
    return found


def sums(scores: dict[str, int], closer: str | None = None, **more: Any) -> dict[str, Any]:
    return {"scores": scores, "closer": closer, **more}


def test_a_two_player_pad_is_two_games_and_no_pad_winner() -> None:
    """Rules §1.3, §10: the 2-player side is for two games; SPW-SCORE-7 decides each."""
    out = ask({"game": "spitzweg", "op": "results", "players": ["yellow", "white"], "rows": [
        sums({"yellow": 100, "white": 240}, "white"),
        sums({"yellow": 100, "white": 63}, final=True), {"penalty": {"yellow": 3}},
        sums({"yellow": 300, "white": 120}, "yellow", pad_game=2),
        sums({"yellow": 116, "white": 100}, final=True, pad_game=2),
        {"penalty": {}, "pad_game": 2}]})
    first, second = out["games"]
    assert first["winners"] == ["white"] and second["winners"] == ["yellow"]
    assert [s["score"] for s in first["seats"]] == [197, 303]
    assert [s["place"] for s in first["seats"]] == [2, 1]
    assert first["decided_by"] == {"rule": "SPW-SCORE-7", "reason": "total",
                                   "players": ["white"], "numbers": {"points": 303},
                                   "by_player": {}}
    assert first["rows"] == [0, 1, 2] and second["rows"] == [3, 4, 5]
    assert out["summary"] is None, "no rule makes a winner of the whole pad"


def test_a_game_not_over_has_no_winner_yet() -> None:
    out = ask({"game": "spitzweg", "op": "results", "players": ["yellow", "white", "grey"],
               "rows": [sums({"yellow": 20, "white": 9}, "yellow")]})
    (game,) = out["games"]
    assert game["winners"] == [] and not game["complete"] and game["decided_by"] is None
    assert [s["place"] for s in game["seats"]] == [1, 2, 3]


def hand(kind: str, side: list[str], tricks: int = 5, points: int = 72) -> dict[str, Any]:
    return {"type": kind, "calling_side": side, "side_tricks": tricks,
            "side_points": points}


def test_a_spitzer_sheet_is_one_game_per_race_to_42_with_its_payout() -> None:
    players = ["Hans", "Ida", "Jo", "Kai"]
    out = ask({"game": "spitzer", "op": "results", "players": players,
               "start": {"Hans": 39, "Ida": 39, "Jo": 0, "Kai": 0},
               "hands": [hand("normal", ["Hans", "Ida"]), hand("zola", ["Hans"]),
                         hand("normal", ["Jo", "Kai"])],
               "misdeals": [{"before": 1}],
               "new_games": [{"before": 2, "start": {"Hans": 0, "Ida": 0, "Jo": 39,
                                                     "Kai": 30}}],
               "stake_cents": 100, "per_point_cents": 5})
    first, second = out["games"]
    assert first["winners"] == ["Hans"] and first["rows"] == [0, 1]
    # Hans and Ida were level at 42 (SPZ-GAME-2); another hand decided it
    assert first["decided_by"]["rule"] == "SPZ-GAME-2"
    assert first["decided_by"]["players"] == ["Hans", "Ida"]
    assert first["payout"]["Hans"] == sum(-c for p, c in first["payout"].items() if p != "Hans")
    assert second["winners"] == ["Jo"] and second["decided_by"]["rule"] == "SPZ-GAME-1"
    summary = out["summary"]
    assert summary["games_won"] == {"Hans": 1, "Ida": 0, "Jo": 1, "Kai": 0}
    assert summary["payout"] == {p: first["payout"][p] + second["payout"][p] for p in players}


def test_kardinal_is_decided_only_as_the_final_scoring() -> None:
    body = {"game": "kardinal", "op": "results", "final": False, "players": [
        {"name": "A", "cards": {"france": 5}}, {"name": "B", "cards": {"italy": 3}},
        {"name": "C"}]}
    (preview,) = ask(body)["games"]
    assert preview["winners"] == [] and not preview["complete"]
    assert preview["decided_by"] is None
    assert [s["place"] for s in preview["seats"]] == [1, 2, 3]


def test_spandau_winners_once_the_game_has_ended() -> None:
    art = [{"type": 1, "number": 1, "genuine": True}]
    body = {"game": "spandau", "op": "results",
            "players": [{"name": "Anna", "artworks": art}, {"name": "Ben", "artworks": []}]}
    (running,) = ask(body)["games"]
    assert running["winners"] == [] and running["decided_by"] is None
    (ended,) = ask({**body, "ended": True})["games"]
    assert ended["winners"] == ["Anna"] and ended["complete"]
    assert ended["decided_by"]["rule"] == "SP80-SCORE-1"


def test_level_players_share_a_place() -> None:
    assert places({"a": (5,), "b": (7,), "c": (5,), "d": (1,)}) == {
        "a": 2, "b": 1, "c": 2, "d": 4}
