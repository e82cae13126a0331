"""The exhibition editor's layout kept while a person leaves the editor and comes back.

A draft belongs to one browser tab (Flet's per-connection session store) and one game
session (or none), and lives while the app runs; "Keep layout" stores one for good. Without
a page (tests) the draft is kept on the context object instead.
"""

from __future__ import annotations

from typing import Any

from companion.games.base import RefereeContext

KEY = "spitzweg.editor.draft"


def _store(ctx: RefereeContext) -> dict[str, dict[str, Any]]:
    page = getattr(ctx, "page", None)
    try:
        store = page.session.store if page is not None else None
    except (AttributeError, RuntimeError):  # a page whose connection is gone
        store = None
    if store is not None:
        found = store.get(KEY)
        if not isinstance(found, dict):
            found = {}
            store.set(KEY, found)
        return found
    kept = getattr(ctx, "_spitzweg_drafts", None)
    if not isinstance(kept, dict):
        kept = {}
        ctx._spitzweg_drafts = kept  # type: ignore[attr-defined]
    return kept


def _name(ctx: RefereeContext) -> str:
    return ctx.session.id if ctx.session is not None else ""


def load(ctx: RefereeContext) -> dict[str, Any] | None:
    """The layout last shown in this tab for this game session, if any."""
    return _store(ctx).get(_name(ctx))


def keep(ctx: RefereeContext, data: dict[str, Any]) -> None:
    _store(ctx)[_name(ctx)] = data
