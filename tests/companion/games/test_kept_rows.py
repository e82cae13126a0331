"""A save changes the sheet in place: only the new row is drawn and sent, however long the
game (`companion.games.kit.kept`), on each game's sheet as the session screen keeps it,
over a real data folder, with Flet's own diff and encoding of what ``page.update`` sends."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import flet as ft
import msgpack
import pytest

from bench.save import ENCODE, Sheet, sent_bytes
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.kit import Kept
from companion.games.kit.kept import BLOCK, KeptPart
from companion.models import GAME_IDS
from companion.store import Repository
from companion.views.charts import Point, RunningChart, Series


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda game: plugin(game).rows) as opened:
        yield opened


def drawn(sheet: Sheet) -> int:
    kept: Kept = sheet.kept["sheet"].kept
    return kept.drawn


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_redraw_without_a_change_draws_and_sends_nothing_new(repo: Repository,
                                                               game: str) -> None:
    short, long = Sheet(repo, game, 20), Sheet(repo, game, 300)  # type: ignore[arg-type]
    sent = []
    for sheet in (short, long):
        before = drawn(sheet)
        sheet.draw()
        assert drawn(sheet) == before, "a part was drawn anew though nothing changed"
        sent.append(sheet.sent)
    assert sent[1] <= sent[0] + 1_000, f"bytes sent for a redraw: {sent} (20 vs 300 rows)"
    assert sent[1] < 8_000, f"{sent[1]} bytes sent for a sheet that did not change"


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_save_sends_as_much_on_a_long_game_as_on_a_short_one(repo: Repository,
                                                               game: str) -> None:
    short, long = Sheet(repo, game, 20), Sheet(repo, game, 300)  # type: ignore[arg-type]
    sent, parts = [], []
    for sheet in (short, long):
        before = drawn(sheet)
        sheet.save_seconds()
        sent.append(sheet.sent)
        parts.append(drawn(sheet) - before)
    assert parts[1] <= parts[0] + 2, f"parts drawn for a save: {parts} (20 vs 300 rows)"
    assert sent[1] <= 2 * sent[0] + 4_000, f"bytes sent for a save: {sent} (20 vs 300 rows)"


def test_kept_parts_are_the_same_controls_while_their_key_is() -> None:
    kept = Kept(slots=True)  # as a sheet keeps its parts
    built: list[int] = []
    blocks: list[ft.Control] = []
    sent: list[ft.Control] = []

    def row(n: int) -> ft.Control:
        built.append(n)
        return ft.Text(str(n))

    def draw(numbers: list[int]) -> list[list[ft.Control]]:
        """The rows, block by block (``blocks``: the blocks; ``sent``: the parts to send on
        their own)."""
        kept.round()
        [column] = kept.rows(((n, partial(row, n)) for n in numbers), spacing=2)
        assert isinstance(column, ft.Column)
        blocks[:] = column.controls
        sent[:] = kept.sent()
        assert all(isinstance(block, KeptPart) and block.is_isolated() for block in blocks)
        return [list(block.content.controls) for block in blocks]  # type: ignore[attr-defined]

    def same(a: list[ft.Control], b: list[ft.Control]) -> bool:
        return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))

    first = draw(list(range(BLOCK + 3)))
    assert [len(block) for block in first] == [BLOCK, 3]
    assert built == list(range(BLOCK + 3)) and sent == [], "new blocks go with the page"
    assert all(isinstance(part, KeptPart) and part.is_isolated()
               for block in first for part in block)
    again = draw(list(range(BLOCK + 3)))
    assert all(same(old, new) for old, new in zip(first, again, strict=True))
    assert len(built) == BLOCK + 3 and sent == [], "nothing drawn or sent again"
    shown = list(blocks)
    more = draw(list(range(BLOCK + 4)))
    assert same(more[0], first[0]) and same(more[1][:3], first[1])
    assert built[BLOCK + 3:] == [BLOCK + 3], "only the new row is drawn"
    assert same(blocks, shown) and sent == [shown[1]], "the block it joined is sent"
    # Filling the last block and starting the next draws the new rows only: no block is
    # drawn anew, no row moves to another block.
    count = len(built)
    filled = draw(list(range(2 * BLOCK + 1)))
    assert [len(block) for block in filled] == [BLOCK, BLOCK, 1]
    assert same(filled[1][:4], more[1]) and same(blocks[:2], shown)
    assert built[count:] == list(range(BLOCK + 4, 2 * BLOCK + 1))
    # A changed row is drawn again in its place (the part stays, its drawing is new, and
    # it is sent on its own).
    count = len(built)
    changed = draw([*range(BLOCK), -1, *range(BLOCK + 1, 2 * BLOCK + 1)])
    assert changed[1][0] is filled[1][0] and built[count:] == [-1]
    assert sent == [changed[1][0]]
    # A block kept as it was for some drawings (its rows not looked at one by one) still
    # draws a changed row again in its place.
    draw([*range(BLOCK), -1, *range(BLOCK + 1, 2 * BLOCK + 1)])
    count = len(built)
    first_changed = draw([-2, *range(1, BLOCK), -1, *range(BLOCK + 1, 2 * BLOCK + 1)])
    assert first_changed[0][0] is changed[0][0] and built[count:] == [-2]
    assert sent == [changed[0][0]]
    changed = draw([*range(BLOCK), -1, *range(BLOCK + 1, 2 * BLOCK + 1)])
    # A deleted row (the last of the first block): the rows after it that would move to
    # the block before are drawn anew there; the others stay where they are.
    count = len(built)
    deleted = draw([*range(BLOCK - 1), -1, *range(BLOCK + 1, 2 * BLOCK + 1)])
    assert [len(block) for block in deleted] == [BLOCK, BLOCK]
    assert same(deleted[0][:BLOCK - 1], changed[0][:BLOCK - 1])
    assert deleted[0][BLOCK - 1] is not changed[1][0]
    assert same(deleted[1][:BLOCK - 1], changed[1][1:])
    assert sorted(built[count:]) == [-1, 2 * BLOCK], "only the rows that changed block"
    # The first block's last place shows its new row in the control that stood there (sent
    # on its own, the block around it unchanged); the second block lost and gained a row.
    assert deleted[0][BLOCK - 1] is changed[0][BLOCK - 1]
    assert same(sent, [deleted[0][BLOCK - 1], shown[1]])


def test_two_lists_of_rows_on_one_screen_need_names() -> None:
    kept = Kept()
    kept.round()
    kept.rows([(1, partial(ft.Text, "a"))], name="game 1")
    kept.rows([(1, partial(ft.Text, "b"))], name="game 2")
    with pytest.raises(ValueError, match="twice"):
        kept.rows([(2, partial(ft.Text, "c"))], name="game 2")


def test_a_frame_is_the_same_control_each_round_and_forgotten_when_unused() -> None:
    kept = Kept()
    kept.round()
    frame = kept.frame("game", ft.Column)
    kept.round()
    assert kept.frame("game", ft.Column) is frame
    kept.round()
    kept.round()
    assert kept.frame("game", ft.Column) is not frame
    with pytest.raises(ValueError, match="twice"):
        kept.frame("game", ft.Column)


def test_an_added_row_reaches_the_page_as_one_small_patch() -> None:
    kept = Kept()
    page = ft.Column()

    def draw(count: int) -> int:
        """Bytes sent, as a sheet sends: the parts changed in place, then the page."""
        kept.round()
        page.controls = kept.rows((n, partial(ft.Text, f"row {n}")) for n in range(count))
        return sum(sent_bytes(part) for part in [*kept.sent(), page])

    draw(100)
    msgpack.packb(page, default=ENCODE)
    sent = draw(101)
    assert b"row 100" in msgpack.packb(page, default=ENCODE)
    assert sent < 3_000, f"{sent} bytes for one added row"
    assert draw(101) < 200, "a drawing without a change sends nothing"


def test_a_running_chart_moves_only_the_points_that_changed() -> None:
    chart = RunningChart("t", 2, target=True)
    anna, ben = Series("Anna", "#C62828", (0, 3)), Series("Ben", "#1565C0", (0, 5))
    assert chart.show("Totals", (anna, ben), "hands", 42, "42 wins")
    points = list(chart.lines[0].points)
    assert [(p.x, p.y) for p in points] == [(0, 0), (1, 3)]
    assert not chart.show("Totals", (anna, ben), "hands", 42, "42 wins"), "nothing changed"
    longer = Series("Anna", "#C62828", (0, 3, 9))
    assert chart.show("Totals", (longer, ben), "hands", 42, "42 wins")
    assert chart.lines[0].points[:2] == points and all(
        a is b for a, b in zip(chart.lines[0].points, points, strict=False)), "kept points"
    assert [(p.x, p.y) for p in chart.lines[0].points] == [(0, 0), (1, 3), (2, 9)]
    assert chart.texts[0].value == "Anna: 0, 3, 9" and chart.whole.label == "Totals: 5"
    # A point never changes in place, so a chart's update need not look into its points:
    # a point whose figure changed is a new point.
    assert all(isinstance(p, Point) and p.is_isolated() for p in chart.lines[0].points)
    kept_points = list(chart.lines[0].points)
    chart.show("Totals", (Series("Anna", "#C62828", (0, 4, 9)), ben), "hands", 42, "")
    now = chart.lines[0].points
    assert now[0] is kept_points[0] and now[2] is kept_points[2]
    assert now[1] is not kept_points[1] and (now[1].x, now[1].y) == (1, 4)
    assert now[1].tooltip.text == "Anna: 4"
    # A long game: the latest 40 rounds, the first ones dropped from the front.
    long = Series("Anna", "#C62828", tuple(range(60)))
    chart.show("Totals", (long, Series("Ben", "#1565C0", tuple(range(60)))), "hands", 42, "")
    assert [p.x for p in chart.lines[0].points] == list(range(19, 60))
    assert chart.chart.min_x == 19 and chart.texts[0].value.startswith("Anna: …, 19, 20")


def test_a_new_round_keeps_the_axis_labels_still_shown() -> None:
    """A save adds a round: the x axis's labels of the rounds still marked are the same
    controls (the axis is not sent anew to every phone), the new mark gets a new label."""
    chart = RunningChart("t", 1, target=False)
    chart.show("Totals", (Series("Anna", "#C62828", tuple(range(5))),), "rows")
    before = {label.value: label for label in chart.axis.labels or []}
    assert sorted(before) == [0, 1, 2, 3, 4]
    chart.show("Totals", (Series("Anna", "#C62828", tuple(range(6))),), "rows")
    after = chart.axis.labels or []
    assert [label.value for label in after] == [0, 1, 2, 3, 4, 5]
    assert all(label is before[label.value] for label in after[:5])
    assert after[5].value not in before and after[5].label.value == "5"


def test_a_long_games_window_moves_on_without_new_axis_labels() -> None:
    """Past the chart's window, a new round moves the window on by one: the rounds marked on
    the axis are multiples of the step, so the labels stay (a new one only when a multiple
    comes in)."""
    chart = RunningChart("t", 1, target=False)
    chart.show("Totals", (Series("Anna", "#C62828", tuple(range(61))),), "rows")
    before = list(chart.axis.labels or [])
    assert [label.value for label in before] == list(range(20, 61, 5))
    chart.show("Totals", (Series("Anna", "#C62828", tuple(range(62))),), "rows")
    after = chart.axis.labels or []
    assert chart.chart.min_x == 21 and [label.value for label in after] == list(range(25, 61, 5))
    assert all(label is old for label, old in zip(after, before[1:], strict=True))
