"""A session file's contents as JSON data, dumping only what is new since the last save.

Saving a round rewrites the game's file. Dumping the whole record with pydantic made a save
cost as much as the game is long (a 2,000-row game: 42 ms of a 50 ms save). The stored
models are frozen, and a save keeps the very objects of the rows, history lines and undo
steps it did not change, so each one's dump is kept (by identity, holding the object, so no
other object can take its ``id``) and only the new ones are dumped. The result is exactly
``record.model_dump(mode="json")`` (a test holds it to that).

Each kept dump is one of the store's `FRAGMENTS` too (nothing changes it once made): the
file's bytes join each row's JSON as it was encoded the first time (`dump_joined`), so a
save encodes its new row, not the whole game again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from companion.models import Session
from companion.store.atomic import FRAGMENTS
from companion.store.edits import SessionRecord

KEPT = 50_000
"""Dumps remembered (rows, history lines, undo steps of the games saved lately)."""

_DUMPS: OrderedDict[int, tuple[BaseModel, dict[str, Any]]] = OrderedDict()
_LOCK = threading.Lock()


def dumped(model: BaseModel) -> dict[str, Any]:
    """``model.model_dump(mode="json")`` of a frozen model, dumped once while it is kept."""
    return dumped_all((model,))[0]


def dumped_all(models: Sequence[BaseModel]) -> list[dict[str, Any]]:
    """`dumped` of each of ``models``, in order (the lock taken once)."""
    out = []
    get, recent = _DUMPS.get, _DUMPS.move_to_end
    with _LOCK:
        for model in models:
            key = id(model)
            found = get(key)
            if found is not None and found[0] is model:
                recent(key)
                out.append(found[1])
                continue
            data = model.model_dump(mode="json")
            _DUMPS[key] = (model, data)
            FRAGMENTS.keep(data)
            out.append(data)
        while len(_DUMPS) > KEPT:
            FRAGMENTS.drop(_DUMPS.popitem(last=False)[1][1])
    return out


def record_json(record: SessionRecord) -> dict[str, Any]:
    """The record as ``record.model_dump(mode="json")`` has it, its rows, history lines and
    undo steps dumped once each."""
    session = record.session
    head = session.model_dump(mode="json", exclude={"entries"})
    entries = dumped_all(session.entries)
    data: dict[str, Any] = {"session": {
        name: entries if name == "entries" else head[name]
        for name in Session.model_fields if name == "entries" or name in head}}
    for name in SessionRecord.model_fields:
        if name != "session":
            data[name] = dumped_all(getattr(record, name))
    return data
