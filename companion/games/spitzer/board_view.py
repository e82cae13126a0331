"""The Spitzer board drawn as the real pegging board (§7): one column per player, the holes
start, 3 ... 42 and win from the bottom up, and the extra holes for games won.

Pegs sit in the holes ``score_game`` gives (``pegs``). A peg that moved this hand is drawn
in its old hole and slides to the new one once it is on the page (``animate_position``):
the last hand's move is shown each time the sheet is built (after a hand, on opening it).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from functools import partial

import flet as ft

from companion.games.base import Explanation
from companion.games.kit import tid
from companion.games.kit.kept import Kept
from companion.games.spitzer.sheet_explain import last_move
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.games.spitzer.sheet_rows import Game
from companion.server.sending import unless_gone
from scorers.spitzer import peg
from scorers.spitzer.data import BOARD_START, BOARD_WIN, POINTS_PER_HOLE

PEG_COLOURS = ("#C62828", "#1565C0", "#2E7D32", "#6A1B9A")
"""One peg colour per seat when the shell gives none (the table's colours, `seat_colours`)."""
BOARD_COLOUR = "#F3E3C3"
"""Light wood: every seat colour of the palette stands out on it at 3:1 or more."""
BOARD_INK = "#3E2723"
"""Text on the board's wood."""
HOLE_COLOUR = "#4E342E"
"""An empty hole's ring, and the holes of the track."""
HOLE_GAP = 22
COLUMN_WIDTH = 64
LABEL_WIDTH = 44
PEG_SIZE = 18
HOLE_SIZE = 8
BOARD_EDGE = 6
WON_HOLES = 5
"""Extra holes per column for games won; more wins are written as +n."""
SLIDE_MS = 900
SETTLE_S = 0.5
BOARD_KEY = "spitzer-board"
"""The board's scroll key: the sheet scrolls up to it after a hand is saved."""
BOARD_SCROLL_KEY = ft.ScrollKey(BOARD_KEY)  # type: ignore[call-arg]  # typed without its field


@ft.control
class Peg(ft.Container):
    """A peg drawn in ``top`` (its hole before the last hand) that slides to ``goal`` once it
    is on the page. The session screen builds a new sheet after every saved hand, so the
    slide has to start from a freshly mounted peg: it is sent to the client in the old hole
    and moved afterwards, which Flutter animates (``animate_position``)."""

    goal: float | None = None

    def did_mount(self) -> None:
        super().did_mount()  # type: ignore[no-untyped-call]  # unannotated in Flet 1.0.5
        if self.goal is not None and self.goal != self.top:
            self.page.run_task(self._slide)

    async def _slide(self) -> None:
        await asyncio.sleep(SETTLE_S)  # the old hole is drawn first, then the peg moves
        self.top = self.goal
        # Redrawn meanwhile (Flet: "must be added to the page first"): the new board
        # already shows the peg in its hole.
        with contextlib.suppress(RuntimeError), unless_gone():
            self.update()


def hole_top(hole: int) -> float:
    return (BOARD_WIN - hole) * HOLE_GAP + (HOLE_GAP - PEG_SIZE) / 2


def hole_label(hole: int, t: Callable[..., str]) -> str:
    if hole == BOARD_START:
        return t("spitzer.board.start")
    if hole == BOARD_WIN:
        return t("spitzer.board.win")
    return str(hole * POINTS_PER_HOLE)


def previous_pegs(game: Game) -> dict[str, int]:
    """Where each peg stood before the last hand (``score_game``'s running totals)."""
    counted = [row.totals for row in game.rows if row.counted and row.totals]
    if not counted:
        return dict(game.score.pegs)
    before = counted[-2] if len(counted) > 1 else game.score.start
    return {pid: peg(before[pid]) for pid in game.score.pegs}


class Board:
    """A sheet screen's peg board, the same control across drawings. Its holes are drawn
    once (a part a page update steps over); a saved hand puts new pegs on it, mounted in
    the holes they stood in before the hand and sliding to their new ones (`Peg`), with
    the hollow pegs they left and the games won: a save sends those, not the whole board
    (about 25 KB to every phone at the table before)."""

    def __init__(self) -> None:
        self.stack = ft.Stack(width=LABEL_WIDTH + COLUMN_WIDTH * 4,
                              height=(BOARD_WIN + 1) * HOLE_GAP)
        self.frame = ft.Container(self.stack, bgcolor=BOARD_COLOUR,
                                  border_radius=ft.BorderRadius.all(10),
                                  padding=ft.Padding.all(BOARD_EDGE))
        self.column = ft.Column(spacing=4, tight=True)
        self.control = tid("spitzer-board", ft.Row(
            [self.column], key=BOARD_SCROLL_KEY, alignment=ft.MainAxisAlignment.CENTER))
        self.kept = Kept()
        """Its holes, names and games won as drawn last, kept while they show the same."""
        self._shown: object = None

    def show(self, shown: object, sheet: SpitzerSheet, t: Callable[..., str], lang: str,
             explain: Callable[[Explanation], None],
             colours: dict[str, str] | None = None) -> ft.Control:
        """The board for ``sheet``; drawn anew only when ``shown`` (what it shows: the
        scores, the seats, their colours, the language) changed, so a tap that changed no
        hand moves no peg."""
        if shown != self._shown:
            self._shown = shown
            self._draw(sheet, t, lang, explain, colours)
        return self.control

    def _draw(self, sheet: SpitzerSheet, t: Callable[..., str], lang: str,
              explain: Callable[[Explanation], None], colours: dict[str, str] | None) -> None:
        game = sheet.game
        came = previous_pegs(game)
        paint = [(colours or {}).get(pid) or PEG_COLOURS[seat]
                 for seat, pid in enumerate(sheet.players)]
        self.kept.round()
        layers: list[ft.Control] = [self.kept.draw(("holes", len(sheet.players), lang),
                                                   lambda: _holes(len(sheet.players), t,
                                                                  self.stack))]
        for seat, pid in enumerate(sheet.players):
            moved = last_move(game, pid)
            if moved is not None:  # the back peg: the hole before the last move
                layers.append(_ghost(seat, moved[1], paint[seat],
                                     partial(explain, sheet.explain.peg_move(game, pid))))
        for seat, pid in enumerate(sheet.players):
            hole = game.score.pegs[pid]
            layers.append(Peg(
                tid(f"spitzer-peg-{seat}-{hole}", ft.Container(
                    width=PEG_SIZE, height=PEG_SIZE, bgcolor=paint[seat],
                    border=ft.Border.all(2, "#212121"),
                    border_radius=ft.BorderRadius.all(PEG_SIZE / 2))),
                left=LABEL_WIDTH + seat * COLUMN_WIDTH + (COLUMN_WIDTH - PEG_SIZE) / 2,
                top=hole_top(came[pid]), goal=hole_top(hole),
                animate_position=ft.Animation(SLIDE_MS, ft.AnimationCurve.EASE_IN_OUT),
                on_click=partial(explain, sheet.explain.peg_move(game, pid))))
        self.stack.controls = layers
        names = self.kept.draw(("names", tuple(sheet.names[pid] for pid in sheet.players),
                                tuple(paint)), lambda: _aligned([
            ft.Container(width=LABEL_WIDTH), *[
                ft.Container(ft.Text(sheet.names[pid], size=12, no_wrap=True,
                                     color=paint[seat], weight=ft.FontWeight.BOLD,
                                     overflow=ft.TextOverflow.ELLIPSIS),
                             width=COLUMN_WIDTH, alignment=ft.Alignment.CENTER)
                for seat, pid in enumerate(sheet.players)]]))
        won = sheet.games_won()
        won_row = self.kept.draw(("won", tuple(won[pid] for pid in sheet.players),
                                  tuple(paint), lang), lambda: _won_row(sheet, t, paint))
        self.column.controls = [names, self.frame, won_row]


def _holes(seats: int, t: Callable[..., str], stack: ft.Stack) -> ft.Control:
    """The holes and their labels, drawn once: a layer as large as the board."""
    layers: list[ft.Control] = []
    for hole in range(BOARD_START, BOARD_WIN + 1):
        top = hole_top(hole)
        layers.append(ft.Container(ft.Text(hole_label(hole, t), size=11, color=BOARD_INK),
                                   left=0, top=top - 1,
                                   width=LABEL_WIDTH))
        for seat in range(seats):
            left = LABEL_WIDTH + seat * COLUMN_WIDTH + (COLUMN_WIDTH - HOLE_SIZE) / 2
            layers.append(ft.Container(width=HOLE_SIZE, height=HOLE_SIZE, bgcolor=HOLE_COLOUR,
                                       border_radius=ft.BorderRadius.all(HOLE_SIZE / 2),
                                       left=left, top=top + (PEG_SIZE - HOLE_SIZE) / 2))
    return ft.Stack(layers, width=stack.width, height=stack.height)


def _ghost(seat: int, hole: int, colour: str, on_click: Callable[..., None]) -> ft.Control:
    """A hollow peg of the player's colour in the hole the peg left with its last move."""
    return ft.Container(
        tid(f"spitzer-ghost-{seat}-{hole}", ft.Container(
            width=PEG_SIZE, height=PEG_SIZE, bgcolor=ft.Colors.with_opacity(0.35, colour),
            border=ft.Border.all(2, colour), border_radius=ft.BorderRadius.all(PEG_SIZE / 2))),
        left=LABEL_WIDTH + seat * COLUMN_WIDTH + (COLUMN_WIDTH - PEG_SIZE) / 2,
        top=hole_top(hole), on_click=on_click)


def _won_row(sheet: SpitzerSheet, t: Callable[..., str], paint: list[str]) -> ft.Control:
    """The extra holes: one peg per game won on this sheet."""
    won = sheet.games_won()
    cells: list[ft.Control] = [ft.Container(ft.Text(t("spitzer.board.games"), size=11,
                                                    color=BOARD_INK), width=LABEL_WIDTH)]
    for seat, pid in enumerate(sheet.players):
        # A won game is a filled peg with a dark rim; an empty hole only a thin ring, so a
        # dark peg (brown) never looks like an empty hole.
        holes: list[ft.Control] = [
            ft.Container(width=10, height=10, border_radius=ft.BorderRadius.all(5),
                         bgcolor=paint[seat], border=ft.Border.all(1.5, "#212121"))
            if n < won[pid] else
            ft.Container(width=10, height=10, border_radius=ft.BorderRadius.all(5),
                         border=ft.Border.all(1.5, HOLE_COLOUR))
            for n in range(WON_HOLES)]
        extra = won[pid] - WON_HOLES
        if extra > 0:
            holes.append(ft.Text(f"+{extra}", size=10, color=BOARD_INK))
        cells.append(tid(f"spitzer-won-{seat}-{won[pid]}", ft.Container(
            ft.Row(holes, spacing=2, tight=True, wrap=True), width=COLUMN_WIDTH,
            alignment=ft.Alignment.CENTER)))
    # On the board's wood, as the holes of a real board: the same ground in a dark theme.
    row = _aligned(cells)
    assert isinstance(row, ft.Container)
    row.bgcolor, row.border_radius = BOARD_COLOUR, ft.BorderRadius.all(8)
    return row


def _aligned(cells: list[ft.Control]) -> ft.Control:
    """A row as wide as the board, so its cells sit right above or below the columns."""
    return ft.Container(ft.Row(cells, spacing=0, tight=True),
                        padding=ft.Padding.symmetric(horizontal=BOARD_EDGE))
