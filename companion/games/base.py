"""The contract between the app shell and a game's sheet and referee screens.

A game package ``companion/games/<game>/`` exports ``PLUGIN``, an object satisfying
`GamePlugin`. The shell discovers it (`companion.games.plugin`), builds the session
screens around it and hands it a `SheetContext` or `RefereeContext`. Everything a plugin
shows is computed by ``scorers``; a plugin stores only what the players entered.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, Protocol, runtime_checkable

import flet as ft
from pydantic import TypeAdapter, create_model

from companion.i18n import Speaks
from companion.models import Entry, GameId, SavedItem, Session, Words
from companion.options import HouseRules
from companion.results import SessionResults
from companion.rows import Row
from scorers.common.models import Violation

"""A screen's ``t``: a UI string of the chosen language from its key and values."""


@dataclass(frozen=True)
class OptionSpec:
    """A house rule chosen per session (the rules files' options, lower-cased)."""

    name: str
    default: Any
    kind: Literal["bool", "int", "choice"] = "bool"
    choices: tuple[Any, ...] = ()
    label_key: str = ""
    """i18n key of the label; empty means ``<game>.option.<name>``."""


@dataclass(frozen=True)
class GameInfo:
    game: GameId
    min_players: int
    max_players: int
    colours: tuple[str, ...] = ()
    """Seat colours to choose from (Spitzweg tokens); empty when the game has none."""
    options: tuple[OptionSpec, ...] = ()
    start_role: Literal["player", "dealer"] = "player"
    """Whom the random start draws: the first player, or the first dealer (Spitzer)."""
    league_night: bool = False
    """The game a league night opens its tables with, unless the organiser picks another."""


def house_rules(info: GameInfo) -> type[HouseRules]:
    """The model of a game's house rules (``GamePlugin.options``): one field per
    `OptionSpec` of ``info``, with its default; a choice takes one of its choices."""
    fields: dict[str, Any] = {spec.name: (_option_type(spec), spec.default)
                              for spec in info.options}
    model: type[HouseRules] = create_model(
        f"{info.game.title()}HouseRules", __base__=HouseRules, **fields)
    model.game = info.game
    return model


def _option_type(spec: OptionSpec) -> Any:
    if spec.kind == "choice":
        return Literal.__getitem__(spec.choices)
    return bool if spec.kind == "bool" else int


StoredRow = tuple[str, dict[str, Any]]
"""One sheet row as its sheet stores it: its ``kind`` and its data (`companion.rows.parse_row`
makes it the game's `Row`)."""


@dataclass(frozen=True)
class TapExample:
    """A control of the sheet that changes a number on screen (the tap benchmark,
    ``bench/tap.py``), by the kit's test ids: ``opens`` tapped once, ``before`` tapped
    untimed before each timed tap (a form filled in), then ``tap`` (alternating with
    ``tap_back`` when given) until ``shows`` changes."""

    tap: str
    shows: str
    opens: tuple[str, ...] = ()
    before: tuple[str, ...] = ()
    tap_back: str | None = None
    ready: str = ""
    """A test id whose ``aria-checked="true"`` state shows ``before`` took (empty: none)."""

    @property
    def saves_row(self) -> bool:
        """Whether the tap saves a row (no ``tap_back``: not a stepper going + and −): it is
        timed on a sheet as its game starts, each saved row taken back (undo) untimed."""
        return self.tap_back is None


@dataclass(frozen=True)
class FormExample:
    """The sheet's row form as a phone fills it in (the live-table benchmark,
    ``bench/live_app.py``), by test ids: ``opens`` shows the form, ``number`` (with the
    seat's index for ``{seat}``) is a number field typed into, ``before_save`` are the taps
    that complete the row, ``save`` saves it. A phone that only reads the frames the server
    sends tells the form's states by text they hold: ``shown_again`` and ``completed``."""

    opens: str
    number: str
    save: str
    before_save: tuple[str, ...] = ()
    shown_again: str = ""
    """Text the empty form shows (a hint naming the rule a row still breaks): a frame
    holding it shows the form opened again, its controls kept from before."""
    completed: str = ""
    """Text the form shows once the ``before_save`` taps took (empty: none is waited for)."""


@dataclass(frozen=True)
class Examples:
    """What a test or a benchmark needs of a game without knowing the game: the tests and
    the benchmarks loop over the registry and ask each plugin for these."""

    players: tuple[str, ...]
    """First names of a table that plays it (seated as ``p0``, ``p1``, ... in the rows)."""
    rows: Callable[[Sequence[str]], tuple[StoredRow, ...]]
    """A few valid rows for the seats' player ids, as a table enters them (their history
    lines read in every language)."""
    invalid: StoredRow
    """A row its ``rows`` union refuses (a file edited by hand), for seats ``p0``, ``p1``..."""
    nth_row: Callable[[int, Sequence[str]], StoredRow]
    """The ``n``-th row of a long sheet (the save benchmark: 2,000 rows and more)."""
    cli: dict[str, Any]
    """A request ``python -m scorers`` answers (its game's ``results`` op or another)."""
    sheet_prefix: str
    """The test-id prefix of its sheet's own controls (``kk-``, ``spw-``)."""
    tap: TapExample | None = None
    form: FormExample | None = None
    """The row form the live-table benchmarks fill in; the first game with one plays there."""


Benchmark = Callable[[bool], Sequence[str]]
"""A game's own benchmark: run with ``quick``, it prints its figures with
``bench.common.report`` and answers their report lines."""


NO_BENCHMARKS: Mapping[str, Benchmark] = MappingProxyType({})
"""A game without benchmarks of its own (its rows are timed by the app's, e.g. saving)."""


def benchmark(module: str) -> Benchmark:
    """The benchmark ``main(quick)`` of ``module``, imported only when it runs (it needs the
    ``bench`` package, which the app does not)."""

    def run(quick: bool) -> Sequence[str]:
        lines: Sequence[str] = importlib.import_module(module).main(quick=quick)
        return lines

    return run


@dataclass(frozen=True)
class RefereeTool:
    """One referee screen of a game, e.g. the Spitzweg exhibition editor."""

    id: str
    title_key: str
    build: Callable[[RefereeContext], ft.Control]


@dataclass(frozen=True)
class ShownEntry:
    """One stored entry as a score sheet shows it (a game's ``SheetRow`` adds what it
    computed): its ``kind``, and its ``number`` within its game (1, 2, ...; 0 for none)."""

    entry: Entry
    kind: str
    number: int = 0


@dataclass(frozen=True)
class Explanation:
    """How one computed number came about: shown when a person taps the number."""

    title: str
    lines: Sequence[str]
    rules: Sequence[str] = field(default_factory=tuple)
    """Rule IDs behind it; the shell shows each with its localized text."""


class Context(Speaks, Protocol):
    """What every game screen may use: its user's language (`Speaks`: ``lang``, ``t`` for
    a UI string, ``rule_text`` for the app's own words on a rule ID), its page, and the
    shell's explanation sheet, clipboard and messages. The app's shell is one
    (`companion.shell.Client`); the plugin host's contexts hand it on."""

    page: ft.Page

    def explain(self, explanation: Explanation) -> None:
        """Open the explanation sheet (title, lines, each rule with its text)."""
        ...

    def copy_text(self, text: str) -> None:
        """Copy to the clipboard and confirm with a snack bar."""
        ...

    def notify(self, message: str, error: bool = False) -> None: ...


class SheetContext(Context, Protocol):
    """A session's score sheet. The shell rebuilds the sheet after every change."""

    session: Session
    can_edit: bool
    """False for a live-table viewer without the PIN; the shell refuses edits anyway."""
    kept: dict[str, Any]
    """What the sheet keeps while its session's screen is shown (`kit.SheetScreen`): the
    screen is drawn again after every change, here or on another phone, and an open form
    must survive that."""

    def add_entry(self, row: Row) -> None:
        """Save ``row`` (one of the game's row models) as the sheet's new last row."""
        ...

    def update_entry(self, entry_id: str, row: Row) -> None:
        """Save ``row`` in place of the stored row ``entry_id`` (of the same kind)."""
        ...

    def delete_entry(self, entry_id: str) -> None: ...

    def set_options(self, options: HouseRules) -> None:
        """Play on with these house rules (the game's ``GamePlugin.options`` model)."""
        ...

    def show_unsaved(self, what: str | None) -> None:
        """The sheet tells the shell what its open form holds that is not saved yet, in the
        user's words ("Emil's counts, not saved"), or None: the shell's Undo then takes
        that back first (`UnsavedForm`), and says so on its button."""
        ...


SHEET_KEPT = "sheet"
"""Where a sheet keeps itself in its context's ``kept`` (the shell finds it there to ask
it about its form: `UnsavedForm`)."""


@runtime_checkable
class UnsavedForm(Protocol):
    """A sheet whose open form may hold a change not saved yet. The session's Undo takes
    back the form's change first, never a saved row the person did not mean."""

    def unsaved(self) -> str | None:
        """What the form's change is, in the user's words; None when there is none."""
        ...

    def take_back_unsaved(self) -> Callable[[], None]:
        """Take back the form's last change (a sheet that keeps no steps: all of it) and
        draw the sheet again; the answer puts it back (the one-tap way back)."""
        ...


class RefereeContext(Context, Protocol):
    """A referee screen; ``session`` is the open session of this game, if any."""

    session: Session | None

    def send_to_sheet(self, row: Row) -> bool:
        """Add an entry to the open session's sheet; False when there is none or no right."""
        ...

    def saved_items(self, kind: str) -> list[SavedItem]: ...

    def save_item(self, kind: str, name: str, data: dict[str, Any]) -> SavedItem: ...

    def delete_item(self, item_id: str) -> None: ...

    def last_table(self) -> tuple[str, ...]:
        """The players' names at this game's newest table, in seating order (empty when it
        was never played): a referee opened without a session names the players so."""
        ...


class GamePlugin(Protocol):
    info: GameInfo
    rows: TypeAdapter[Any]
    """Every row kind its sheet stores, as one pydantic union on ``kind`` (``sheet_entries``),
    each a `companion.rows.Row`: the store refuses a saved row that does not fit it."""
    options: type[HouseRules]
    """Its house rules as one model (`house_rules` of ``info``): what ``create_session`` and
    ``set_options`` take."""
    examples: Examples
    """Rows, names and requests for the tests and the benchmarks (`Examples`)."""
    benchmarks: Mapping[str, Benchmark]
    """The game's own benchmarks by name (``python -m bench --only <name>``); empty for none."""

    def results(self, session: Session) -> SessionResults:
        """Each game of the session and who won it, answered by the rules core's ``results``
        (`companion.results`); never raises."""
        ...

    def build_sheet(self, ctx: SheetContext) -> ft.Control: ...

    def referee_tools(self) -> Sequence[RefereeTool]: ...

    def describe_entry(self, entry: Entry, session: Session) -> Words:
        """One line for the edit history, e.g. "Hand 3: call, Anna + Ben, 61-89", as words
        translated when shown; its ``what`` value (else the whole line) names the row for
        the undo button ("Undo: Hand 3")."""
        ...


@runtime_checkable
class FinishCheck(Protocol):
    """A game whose end the rules core must accept first (Kardinal's final scoring)."""

    def save_pending(self, session_id: str, page: object) -> None:
        """Save what the sheet on ``page`` shows unsaved, before the game is judged."""
        ...

    def finish_faults(self, session: Session) -> Sequence[Violation]:
        """Every fault that keeps the session from finishing; empty when it may finish."""
        ...
