"""Spitzweg's rows, names and requests for the tests and the benchmarks (`base.Examples`)."""

from __future__ import annotations

from collections.abc import Sequence

from companion.games.base import Examples, FormExample, StoredRow, TapExample


def sums_row(scores: dict[str, int], closer: str) -> dict[str, object]:
    """An exhibition row entered as sums (`sheet_entries`)."""
    return {"source": "sums", "pad_game": 1, "scores": scores, "closer": closer,
            "overflow": None, "final": False}


def rows(ids: Sequence[str]) -> tuple[StoredRow, ...]:
    return (("exhibition", {"source": "sums", "pad_game": 1,
                            "scores": dict(zip(ids, (3, 1, 0, 3), strict=False)),
                            "closer": ids[0], "overflow": None, "final": False}),
            ("hand", {"pad_game": 1, "penalty": {pid: 2 for pid in ids}}))


def nth_row(n: int, ids: Sequence[str]) -> StoredRow:
    """An exhibition entered as sums, each seat's points varying with ``n``."""
    return "exhibition", {"source": "sums", "pad_game": 1,
                          "scores": {p: (n * 7 + i) % 30 for i, p in enumerate(ids)},
                          "closer": ids[n % len(ids)], "overflow": None, "final": False}


EXAMPLES = Examples(
    players=("Anna", "Ben", "Cleo", "Dora"),
    rows=rows,
    invalid=("exhibition", {"source": "sums", "pad_game": 1, "scores": {"p0": "x"}}),
    nth_row=nth_row,
    cli={"game": "spitzweg", "op": "targets", "players": 4, "count": 8},
    sheet_prefix="spw-",
    # The score stepper keeps its number in a text field, outside the semantics tree: the
    # tap timed is the form's save until the first player's total changes. The first
    # player's entry is 2: a closer's entry is even (SPW-SCORE-3).
    tap=TapExample(before=("spw-add-row", "spw-form-score-0-plus", "spw-form-score-0-plus",
                           "spw-form-closer-0"),
                   ready="spw-form-closer-0", tap="spw-form-save", shows="spw-total-1-0"),
    # The empty form asks who closed the exhibition (SPW-CLOSE-1); once the closer is
    # chosen, its arithmetic doubles the closer's entry ("27, ×2 = 54").
    form=FormExample(opens="spw-add-row", number="spw-form-score-{seat}-value",
                     before_save=("spw-form-closer-0",), save="spw-form-save",
                     shown_again="SPW-CLOSE-1", completed="×2 = "),
)
