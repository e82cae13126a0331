"""One finished session per game, with rows as the sheets store them (rulebook vectors)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from companion.models import Entry, Seat, Session, StartDraw
from scorers.kardinal.data import COUNTRY_CARDS

CREATED = datetime(2026, 11, 21, 19, 30, 5, tzinfo=UTC)
FINISHED = datetime(2026, 11, 21, 21, 2, 0, tzinfo=UTC)


def art(*labels: str) -> list[dict[str, Any]]:
    """"3-1g" is the genuine 3-1, "3-1f" the forged one."""
    return [{"type": int(label[0]), "number": int(label[2]), "genuine": label[3] == "g"}
            for label in labels]


def session(game: str, names: tuple[str, ...], rows: list[tuple[str, dict[str, Any]]],
            start: int | None = None, sid: str = "s1") -> Session:
    seats = tuple(Seat(player_id=f"p{i}", name=name) for i, name in enumerate(names))
    draw = None
    if start is not None:
        draw = StartDraw(player_id=f"p{start}", name=names[start],
                         table_order=tuple(s.player_id for s in seats), drawn_at=CREATED)
        seats = (*seats[start:], *seats[:start])
    return Session(
        id=sid, game=game, seats=seats,  # type: ignore[arg-type]
        entries=tuple(Entry(id=f"e{i}", kind=kind, data=data, at=CREATED)
                      for i, (kind, data) in enumerate(rows, 1)),
        created_at=CREATED, updated_at=FINISHED, finished_at=FINISHED,
        elapsed_seconds=92 * 60 + 17, start=draw)


def spandau(sid: str = "s1", start: int | None = None) -> Session:
    """SP80-TV-22: 5 genuine each; Anna wins on the types tie-break (5 against 3)."""
    return session("spandau", ("Anna", "Ben"), [
        ("reveal", {"player": "p0", "artworks": art(
            "1-1g", "2-1g", "3-1g", "4-1g", "5-1g", "6-1f", "7-1f", "8-1f", "8-2f")}),
        ("reveal", {"player": "p1", "artworks": art(
            "1-2g", "2-2g", "2-3g", "3-2g", "3-3g", "6-2f", "7-2f", "8-3f")}),
        ("end", {"round": 9, "picked": ["SP80-END-1"], "state": None})], start, sid)


def spitzer(sid: str = "s2", start: int | None = None) -> Session:
    """SPZ-TV-63: a paper sheet carried over, then Anna's stealer takes her to 45."""
    hand = {"dealer": "p3", "mode": "totals", "type": "stealer", "calling_side": ["p0"],
            "side_tricks": 5, "side_points": 61, "club_queen": None}
    return session("spitzer", ("Anna", "Ben", "Carl", "Dora"), [
        ("new_game", {"start": {"p0": 36, "p1": 30, "p2": 12, "p3": 0}}),
        ("hand", hand)], start, sid)


def kardinal(sid: str = "s3", start: int | None = None) -> Session:
    """Every card assigned and marked final (KK-VAL-4): Andreas has the highest total."""
    return session("kardinal", ("Andreas", "Beate", "Claus"), [
        ("collection", {"player_id": "p0", "ships": 5, "cards": {
            c: COUNTRY_CARDS[c] for c in
            ("france", "saxony", "hungary", "castile", "franconia", "bavaria")}}),
        ("collection", {"player_id": "p1", "cards": {"italy": 6, "england": 5}, "coaches": 5}),
        ("collection", {"player_id": "p2", "cards": {"denmark": 4}, "minus_two": 1}),
        ("final", {})], start, sid)


def spitzweg(sid: str = "s4", start: int | None = None) -> Session:
    """Three exhibitions and the cards left in hand: Ben has the highest total (84)."""
    def sums(scores: list[int], closer: str | None = None, **more: Any
             ) -> tuple[str, dict[str, Any]]:
        return ("exhibition", {"source": "sums", "closer": closer, **more,
                               "scores": {f"p{i}": s for i, s in enumerate(scores)}})

    return session("spitzweg", ("Anna", "Ben", "Carl", "Dora"), [
        sums([30, 12, 40, 0], "p0", overflow="B3"), sums([10, 60, 0, 5], "p1"),
        sums([25, 12, 0, 3], final=True),
        ("hand", {"penalty": {"p0": 7, "p1": 0, "p2": 2, "p3": 0}})], start, sid)


ALL = (spandau, spitzer, kardinal, spitzweg)
