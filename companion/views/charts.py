"""The sheets' charts, one implementation for the four games (drawn with flet-charts).

* `running_chart`: each player's running total after each round/hand, from the totals the
  rules core answered (x = 0 is the start), optionally with a target line (Spitzer's 42).
* `parts_chart`: a game scored once at its end (Kardinal & König, Spandau 1780): one bar
  per player, stacked from the parts of the total as the core computed them.

Every chart and every series is also in the accessibility tree
(``chart-<id>``: "<title>: <n> points"; ``chart-<id>-<seat>``: "<name>: v0, v1, ..."), so a
screen reader can read the numbers and the browser tests can count the points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import flet as ft
import flet_charts as fch

from companion.games.kit.controls import caption, small
from companion.games.kit.kept import KeptPart

HEIGHT = 200
TARGET_COLOUR = ft.Colors.OUTLINE
WINDOW = 40
"""Rounds a running chart shows at most: the latest ones (a phone's width holds no more,
and a long game's save then sends a chart of the same size as a short game's)."""


@dataclass(frozen=True)
class Series:
    """One player's line: ``values[i]`` is the running total after round ``i`` (0: start)."""

    name: str
    colour: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Stack:
    """One player's bar: the parts of their total, bottom to top."""

    name: str
    colour: str
    parts: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(value for _label, value in self.parts)


def nice_step(low: float, high: float, marks: int = 5) -> int:
    """A round step (1, 2, 5 × 10^n) for the value axis: about ``marks`` marks between."""
    rough = max(1.0, (high - low) / marks)
    power = 10 ** len(str(int(rough))) // 10 or 1
    return next(power * f for f in (1, 2, 5, 10) if power * f >= rough)


def value_range(low: float, high: float) -> tuple[int, int, int]:
    """(min, max, step) of the value axis: both ends on a round step, so the marks stand at
    round numbers (never 48.4) and the top mark a step below the top edge is never squeezed
    against it; the top edge's own mark is not drawn (`value_axis`), as it would sit on the
    chart's title."""
    step = nice_step(low, high)
    bottom = -(-int(-low) // step) * -step if low < 0 else 0
    top = (int(high) // step + 1) * step
    return bottom, top, step


def value_axis(step: int) -> fch.ChartAxis:
    return fch.ChartAxis(label_size=36, label_spacing=step, show_max=False)


def _legend(ident: str, labels: Sequence[tuple[str, str, str]]) -> ft.Control:
    """(name, colour, label) per seat: a coloured dot, the name and the figures."""
    return ft.Column([
        ft.Semantics(identifier=f"chart-{ident}-{seat}", label=label, content=ft.Row([
            ft.Container(width=10, height=10, bgcolor=colour,
                         border_radius=ft.BorderRadius.all(5)),
            small(label, expand=True)], spacing=6))
        for seat, (_name, colour, label) in enumerate(labels)], spacing=2)


def window(count: int) -> int:
    """The first round a running chart of ``count`` rounds shows (`WINDOW`)."""
    return max(0, count - WINDOW)


def running_chart(ident: str, title: str, series: Sequence[Series], x_title: str,
                  target: int | None = None, target_label: str = "",
                  start: int = 0) -> ft.Control:
    """The running totals of the latest `WINDOW` rounds (all of a game that has no more);
    the x axis and the listed figures say which rounds they are. ``values[0]`` is the total
    after round ``start`` (a caller may pass the latest rounds only, from `window`). A
    sheet keeps a `RunningChart` instead, which changes in place."""
    chart = RunningChart(ident, len(series), target is not None)
    chart.show(title, series, x_title, target, target_label, start)
    return chart.control


class RunningChart:
    """A running chart that changes in place: each drawing moves, adds or drops only the
    points that changed (a new round adds one point a player), so a save sends a few
    numbers, not the chart. It stands in a frame that a page update steps over; ``show``
    returns whether anything changed, and then the frame is sent on its own
    (``page.update(chart.control)``). The same figures as `running_chart`."""

    def __init__(self, ident: str, seats: int, target: bool) -> None:
        self.title = ft.Text(weight=ft.FontWeight.BOLD)
        self.lines = [fch.LineChartData(points=[], stroke_width=3, point=True)
                      for _ in range(seats)]
        self.target = fch.LineChartData(points=[], color=TARGET_COLOUR, stroke_width=1.5,
                                        dash_pattern=[6, 4], point=False) if target else None
        self.axis = fch.ChartAxis(title=ft.Text(size=11), title_size=18, label_size=22)
        self.chart = fch.LineChart(
            data_series=[*self.lines, *([self.target] if self.target else [])],
            height=HEIGHT, expand=True, interactive=True,
            left_axis=fch.ChartAxis(label_size=36), bottom_axis=self.axis,
            horizontal_grid_lines=fch.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT,
                                                     width=0.5),
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))
        self.whole = ft.Semantics(identifier=f"chart-{ident}", content=self.chart)
        self.target_label = caption(italic=True)
        self.dots = [ft.Container(width=10, height=10, border_radius=ft.BorderRadius.all(5))
                     for _ in range(seats)]
        self.texts = [small(expand=True) for _ in range(seats)]
        self.legend = [ft.Semantics(identifier=f"chart-{ident}-{seat}", content=ft.Row(
            [dot, text], spacing=6)) for seat, (dot, text) in enumerate(
                zip(self.dots, self.texts, strict=True))]
        self.control = KeptPart(content=ft.Column(
            [self.title, self.whole, *([self.target_label] if target else []),
             ft.Column(list[ft.Control](self.legend), spacing=2)], spacing=4, tight=True),
            padding=ft.Padding.all(8))
        self._shown: tuple[object, ...] = ()

    def show(self, title: str, series: Sequence[Series], x_title: str,
             target: int | None = None, target_label: str = "", start: int = 0) -> bool:
        """Show these figures (`running_chart`'s); whether anything changed."""
        shown = (title, tuple(series), x_title, target, target_label, start)
        if shown == self._shown:
            return False
        self._shown = shown
        rounds = start + max((len(s.values) for s in series), default=1) - 1
        first = max(start, rounds - WINDOW)
        series = [Series(s.name, s.colour, s.values[first - start:]) for s in series]
        values = [v for s in series for v in s.values] + ([target] if target is not None else [])
        low, high = min([0, *values]), max([1, *values])
        for line, s in zip(self.lines, series, strict=True):
            line.color = s.colour
            _move(line.points, [(x, y, f"{s.name}: {y}")
                                for x, y in enumerate(s.values, start=first)])
        if self.target is not None and target is not None:
            _move(self.target.points, [(first, target, None), (max(rounds, 1), target, None)])
            self.target_label.value = target_label
        chart = self.chart
        chart.min_x, chart.max_x = first, max(rounds, 1)
        chart.min_y, chart.max_y, spacing = value_range(low, high)
        chart.left_axis = value_axis(spacing)
        step = max(1, (rounds - first) // 8)
        # Marks on the multiples of the step: a window moved on by a round keeps its marks.
        marks = list(range(first + (-first % step), rounds + 1, step))
        if [label.value for label in self.axis.labels or []] != marks:
            # The marks still shown keep their labels: a new round adds one label (or moves
            # the window by one), it does not send the axis anew.
            shown_marks = {label.value: label for label in self.axis.labels or []}
            self.axis.labels = [shown_marks.get(x) or fch.ChartAxisLabel(
                value=x, label=ft.Text(str(x), size=10)) for x in marks]
        assert isinstance(self.axis.title, ft.Text)
        self.axis.title.value = x_title
        self.title.value = title
        self.whole.label = f"{title}: {sum(len(s.values) for s in series)}"
        more = "…, " if first else ""
        for node, dot, text, s in zip(self.legend, self.dots, self.texts, series, strict=True):
            text.value = node.label = f"{s.name}: {more}{', '.join(map(str, s.values))}"
            dot.bgcolor = s.colour
        return True


@ft.control("LineChartDataPoint", isolated=True)
class Point(fch.LineChartDataPoint):  # type: ignore[misc]  # flet_charts has no types
    """A chart point that never changes: a point whose figure changed is replaced (`_move`),
    so a chart's update does not look into the points it kept (their tooltips and text
    styles), which was most of the work of every save on every phone."""


def _move(points: list[fch.LineChartDataPoint],
          wanted: list[tuple[int, int, str | None]]) -> None:
    """Make ``points`` the ``wanted`` (x, y, tooltip): the points before the first wanted x
    are dropped, the others replaced where they differ, new ones added."""
    while points and (not wanted or points[0].x < wanted[0][0]):
        points.pop(0)
    for index, (x, y, tip) in enumerate(wanted):
        if index < len(points) and (points[index].x, points[index].y, _tip_text(
                points[index].tooltip)) == (x, y, tip):
            continue
        point = Point(x=x, y=y, tooltip=_tip(tip), show_tooltip=tip is not None)
        if index == len(points):
            points.append(point)
        else:
            points[index] = point
    del points[len(wanted):]


def _tip(text: str | None) -> fch.LineChartDataPointTooltip | None:
    """A point's tooltip as the object the chart sends (a point given its tooltip as text
    makes that object anew on every update)."""
    return None if text is None else fch.LineChartDataPointTooltip(text=text)


def _tip_text(tooltip: object) -> str | None:
    return tooltip.text if isinstance(tooltip, fch.LineChartDataPointTooltip) else None


def lighter(colour: str, share: float) -> str:
    """``#RRGGBB`` mixed with white (``share`` of white, 0..1), as an opaque colour."""
    channels = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(c + (255 - c) * share):02X}" for c in channels)


def _ends(stack: Stack) -> list[int]:
    """Where the bar's parts begin and end (a negative part reaches below its base)."""
    ends, base = [], 0
    for _label, value in stack.parts:
        base += value
        ends.append(base)
    return ends


def parts_chart(ident: str, title: str, stacks: Sequence[Stack]) -> ft.Control:
    groups = []
    for x, stack in enumerate(stacks):
        items, base = [], 0
        for index, (_label, value) in enumerate(stack.parts):
            # Opaque shades: a see-through one over the rod's own colour looks the same
            # as the rod, and the bar reads as one plain bar.
            shade = lighter(stack.colour, 0.55 * index / max(1, len(stack.parts) - 1))
            items.append(fch.BarChartRodStackItem(from_y=base, to_y=base + value, color=shade))
            base += value
        groups.append(fch.BarChartGroup(x=x, rods=[fch.BarChartRod(
            from_y=0, to_y=base, width=26, color=stack.colour, stack_items=items,
            border_radius=ft.BorderRadius.all(3), tooltip=f"{stack.name}: {base}")]))
    ends = [end for s in stacks for end in _ends(s)]
    low, high, step = value_range(min([0, *ends]), max([1, *ends]))
    chart = fch.BarChart(
        groups=groups, height=HEIGHT, expand=True, interactive=True,
        min_y=low, max_y=high, left_axis=value_axis(step),
        bottom_axis=fch.ChartAxis(label_size=24, labels=[
            fch.ChartAxisLabel(value=x, label=ft.Text(s.name, size=10, no_wrap=True))
            for x, s in enumerate(stacks)]),
        horizontal_grid_lines=fch.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT, width=0.5),
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))
    points = sum(len(s.parts) for s in stacks)
    labels = [(s.name, s.colour, f"{s.name}: {s.total} = "
               + " + ".join(f"{label} {value}" for label, value in s.parts)) for s in stacks]
    return ft.Container(ft.Column([
        ft.Text(title, weight=ft.FontWeight.BOLD),
        ft.Semantics(identifier=f"chart-{ident}", label=f"{title}: {points}", content=chart),
        _legend(ident, labels)], spacing=4, tight=True), padding=ft.Padding.all(8))
