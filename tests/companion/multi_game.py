"""Sheets that hold more than one game, and the games every screen must count from them.

Stored through the real store as a table enters them (`store_all`), shared by the
consistency test (`test_one_truth`) and its browser test (`tests/e2e/test_one_truth.py`).
``GAMES`` is what the rules say: for each sheet, each game's scores by name and winners.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from companion.models import Seat
from companion.store.protocols import PlayerStore, SessionStore
from tests.companion.share.finished import art, kardinal, spandau
from tests.rows import as_row

Rows = list[tuple[str, dict[str, Any]]]


def _hand(dealer: str, kind: str, side: tuple[str, ...], tricks: int, points: int
          ) -> dict[str, Any]:
    return {"dealer": dealer, "mode": "totals", "type": kind, "calling_side": list(side),
            "side_tricks": tricks, "side_points": points, "club_queen": None}


def _sums(pad_game: int, scores: tuple[int, int], closer: str | None = None,
          final: bool = False) -> tuple[str, dict[str, Any]]:
    return ("exhibition", {"source": "sums", "pad_game": pad_game, "closer": closer,
                           "final": final, "scores": {"A": scores[0], "B": scores[1]}})


@dataclass(frozen=True)
class Sheet:
    key: str
    game: str
    names: tuple[str, ...]
    rows: Rows
    finished: bool
    games: tuple[tuple[dict[str, int], tuple[str, ...]], ...]
    """Each game: scores by name, winners' names (the rules' answer, worked out by hand)."""


SPITZWEG_PAD = Sheet(
    "spitzweg", "spitzweg", ("Andreas", "Beate"),
    # The 2-player side of the pad holds two games (rules §1.3, §10): Beate wins game 1,
    # Andreas game 2. Over the pad Andreas has more points (613 to 523): no rule makes
    # that a win.
    [_sums(1, (100, 240), "B"), _sums(1, (100, 63), final=True),
     ("hand", {"pad_game": 1, "penalty": {"A": 3, "B": 0}}),
     _sums(2, (300, 120), "A"), _sums(2, (116, 100), final=True),
     ("hand", {"pad_game": 2, "penalty": {"A": 0, "B": 0}})],
    True, (({"Andreas": 197, "Beate": 303}, ("Beate",)),
           ({"Andreas": 416, "Beate": 220}, ("Andreas",))))

SPITZER_SHEET = Sheet(
    "spitzer", "spitzer", ("Hans", "Ida", "Jo", "Kai"),
    # Game 1: Hans and Ida tie at 42 (SPZ-GAME-2), a misdeal, then Hans's zola wins it.
    # Game 2 is Jo's at 42; game 3 has begun and has no winner yet.
    [("new_game", {"start": {"A": 39, "B": 39, "C": 0, "D": 0}}),
     ("hand", _hand("A", "normal", ("A", "B"), 5, 72)),
     ("misdeal", {"dealer": "B"}),
     ("hand", _hand("C", "zola", ("A",), 5, 72)),
     ("new_game", {"start": {"A": 0, "B": 36, "C": 39, "D": 0}}),
     ("hand", _hand("D", "normal", ("B", "C"), 5, 72)),
     ("new_game", {"start": None}),
     ("hand", _hand("A", "normal", ("A", "D"), 5, 72))],
    True, (({"Hans": 60, "Ida": 42, "Jo": 0, "Kai": 0}, ("Hans",)),
           ({"Hans": 0, "Ida": 39, "Jo": 42, "Kai": 0}, ("Jo",)),
           ({"Hans": 3, "Ida": 0, "Jo": 0, "Kai": 3}, ())))

KARDINAL_DONE = Sheet("kardinal-done", "kardinal", ("Andreas", "Beate", "Claus"),
                      [(e.kind, e.data) for e in kardinal().entries], True,
                      (({"Andreas": 46, "Beate": 16, "Claus": 2}, ("Andreas",)),))
KARDINAL_OPEN = Sheet("kardinal-open", "kardinal", ("Andreas", "Beate", "Claus"),
                      [(e.kind, e.data) for e in kardinal().entries
                       if e.kind != "final"][:2], False,
                      (({"Andreas": 46, "Beate": 16, "Claus": 0}, ()),))
SPANDAU_DONE = Sheet("spandau-done", "spandau", ("Anna", "Ben"),
                     [(e.kind, e.data) for e in spandau().entries], True,
                     (({"Anna": 5, "Ben": 5}, ("Anna",)),))
SPANDAU_OPEN = Sheet("spandau-open", "spandau", ("Anna", "Ben"),
                     [("reveal", {"player": "A", "artworks": art("1-1g", "2-1g", "6-1f")})],
                     False, (({"Anna": 2, "Ben": 0}, ()),))

SHEETS = (SPITZWEG_PAD, SPITZER_SHEET, KARDINAL_DONE, KARDINAL_OPEN, SPANDAU_DONE,
          SPANDAU_OPEN)
LETTERS = "ABCD"


def _ids(value: Any, ids: dict[str, str]) -> Any:
    """The rows with each seat letter ("A", "B", ...) as that seat's player id."""
    if isinstance(value, dict):
        return {ids.get(k, k): _ids(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [_ids(v, ids) for v in value]
    return ids.get(value, value) if isinstance(value, str) else value


def _seat_ids(rows: Rows, names: tuple[str, ...], known: dict[str, str]) -> dict[str, str]:
    """Kardinal's and Spandau's fixture rows name seats p0, p1, ...: as letters too."""
    return {**{LETTERS[i]: known[name] for i, name in enumerate(names)},
            **{f"p{i}": known[name] for i, name in enumerate(names)}}


class Stores(PlayerStore, SessionStore, Protocol):
    """The players and the sessions of one store."""


def store(repo: Stores, sheet: Sheet) -> str:
    """The sheet entered as a table enters it, through the real store; its session id."""
    known = {p.name: p.id for p in repo.players()}
    for name in sheet.names:
        if name not in known:
            known[name] = repo.add_player(name).id
    ids = _seat_ids(sheet.rows, sheet.names, known)
    sid = repo.create_session(sheet.game, [Seat(player_id=known[n], name=n)
                                           for n in sheet.names]).id
    for kind, data in sheet.rows:
        repo.add_entry(sid, as_row(kind, _ids(data, ids)), "Host")
    repo.set_elapsed(sid, 75 * 60)
    if sheet.finished:
        repo.finish(sid, "Host")
    return sid


def store_all(repo: Stores) -> dict[str, str]:
    """Every sheet stored; session id by ``Sheet.key``."""
    return {sheet.key: store(repo, sheet) for sheet in SHEETS}
