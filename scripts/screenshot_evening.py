"""The games of an evening for the README's screenshots (scripts/screenshots.py): stored in a
data folder as the sheets store them, before the app serves it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import Seat
from companion.rows import parse_row
from companion.store import Repository

NAMES = ("Anna", "Ben", "Cleo", "Dora")

Rows = list[tuple[str, dict[str, Any]]]


def hand(dealer: int, kind: str, side: tuple[int, ...], tricks: int, points: int
         ) -> tuple[str, dict[str, Any]]:
    """A Spitzer hand as the sheet stores it: the calling side's tricks and trick points."""
    return ("hand", {"dealer": f"p{dealer}", "mode": "totals", "type": kind,
                     "calling_side": [f"p{seat}" for seat in side], "side_tricks": tricks,
                     "side_points": points, "club_queen": None})


def exhibition(scores: tuple[int, ...], closer: int | None, **more: Any
               ) -> tuple[str, dict[str, Any]]:
    """A Spitzweg row: each seat's exhibition score and who closed it (None: the final one)."""
    return ("exhibition", {"source": "sums", "closer": None if closer is None else f"p{closer}",
                           **more, "scores": {f"p{i}": s for i, s in enumerate(scores)}})


def art(*labels: str) -> list[dict[str, Any]]:
    """Spandau artworks: "3-1g" is the genuine 3-1, "3-1f" the forged one."""
    return [{"type": int(label[0]), "number": int(label[2]), "genuine": label[3] == "g"}
            for label in labels]


SPITZWEG: Rows = [exhibition((30, 12, 40, 0), 0, overflow="B3"),
                  exhibition((10, 60, 0, 5), 1), exhibition((25, 12, 0, 3), None, final=True)]
SPITZER_HANDS: Rows = [hand(0, "normal", (0, 1), 4, 61), hand(1, "zola_schneider", (0,), 6, 90),
                       hand(2, "normal", (1, 3), 5, 75)]
SPITZER_WON: Rows = [hand(0, "normal", (0, 1), 4, 61), hand(1, "zola_schneider", (0,), 6, 90),
                     hand(2, "zola_schneider", (1,), 6, 90), hand(3, "normal", (0, 1), 4, 61),
                     hand(0, "normal", (0, 2), 4, 63)]
KARDINAL: Rows = [
    ("collection", {"player_id": "p0", "ships": 0, "minus_two": 1, "cards": {
        "france": 5, "saxony": 2, "hungary": 2, "castile": 3, "franconia": 1, "bavaria": 2,
        "italy": 2, "england": 2, "denmark": 2}}),
    ("collection", {"player_id": "p1", "ships": 5, "cards": {
        "france": 2, "saxony": 4, "hungary": 2, "castile": 2, "franconia": 5, "bavaria": 1,
        "italy": 1, "england": 3, "denmark": 0}}),
    ("collection", {"player_id": "p2", "cards": {
        "france": 1, "saxony": 1, "hungary": 2, "castile": 2, "franconia": 1, "bavaria": 3,
        "italy": 3, "england": 0, "denmark": 2}})]
SPANDAU: Rows = [
    ("reveal", {"player": "p0", "artworks": art("1-1g", "2-1g", "3-2f")}),
    ("reveal", {"player": "p1", "artworks": art("3-1g", "3-3g", "1-1f")}),
    ("reveal", {"player": "p2", "artworks": art("4-1g")})]


def fill(folder: Path) -> dict[str, str]:
    """The evening's games in the data folder; returns the session id of each sheet shown."""
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        ids = [repo.add_player(name).id for name in NAMES]

        def sheet(game: str, players: int, rows: Rows, finish: bool = False) -> str:
            seats = [Seat(player_id=ids[i], name=NAMES[i]) for i in range(players)]
            sid = repo.create_session(game, seats).id
            for kind, data in rows:
                repo.add_entry(sid, parse_row(plugin(game).rows, kind, _with_ids(data, ids)),
                               "Anna")
            if finish:
                repo.finish(sid, "Anna")
            return sid

        shown = {"spitzweg": sheet("spitzweg", 4, SPITZWEG),
                 "spitzer": sheet("spitzer", 4, SPITZER_HANDS),
                 "spitzer-won": sheet("spitzer", 4, SPITZER_WON),
                 "kardinal": sheet("kardinal", 3, KARDINAL),
                 "spandau": sheet("spandau", 3, SPANDAU)}
        # Finished games, the newest: History lists them first.
        sheet("spitzweg", 4, [*SPITZWEG, ("hand", {"penalty": {
            "p0": 7, "p1": 0, "p2": 2, "p3": 0}})], finish=True)
        sheet("spandau", 3, [*SPANDAU, ("end", {"round": 3, "picked": ["SP80-END-1"],
                                                "state": None})], finish=True)
        sheet("spitzer", 4, SPITZER_WON, finish=True)
        sheet("kardinal", 3, KARDINAL, finish=True)
        return shown


def _with_ids(data: Any, ids: list[str]) -> Any:
    """``data`` with the seats p0, p1 … replaced by the stored players' ids."""
    seat = {f"p{i}": player for i, player in enumerate(ids)}
    if isinstance(data, dict):
        return {seat.get(k, k): _with_ids(v, ids) for k, v in data.items()}
    if isinstance(data, list):
        return [_with_ids(v, ids) for v in data]
    return seat.get(data, data) if isinstance(data, str) else data
