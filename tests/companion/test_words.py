"""Stored words are translated when shown: every game's edit history and undo label in German,
and edit-history lines stored as English text by an older release still show."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.games import plugin
from companion.i18n import I18N, Translator, author_mark, say, say_author
from companion.models import GAME_IDS, Seat, Session, Words
from companion.store import Repository
from companion.store.atomic import encode, write_bytes_atomic
from companion.vm.session import SessionVM
from tests.rows import as_row

ENGLISH = re.compile(r"\b(Hand|tricks|invalid|cards|ships|coaches|artworks|genuine|types|round|"
                     r"Exhibition|Reveal|Game end|Misdeal|New game|Cards in hand|Call partner|"
                     r"none met|Undo|Marked final)\b")
"""Words of the English lines that German must not show."""

def _keys(words: Words | str) -> Iterator[str]:
    if isinstance(words, Words):
        yield words.key
        for value in words.values.values():
            for one in value if isinstance(value, tuple) else (value,):
                if isinstance(one, Words):
                    yield from _keys(one)


def _played(folder: Path, game: str) -> Session:
    with Repository(folder, describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        examples = plugin(game).examples
        seats = tuple(Seat(player_id=repo.add_player(n).id, name=n) for n in examples.players)
        session = repo.create_session(game, seats)
        ids = [seat.player_id for seat in seats]
        for kind, data in examples.rows(ids):
            session = repo.add_entry(session.id, as_row(kind, data))
        return session


@pytest.mark.parametrize("game", GAME_IDS)
def test_history_and_undo_label_read_german(tmp_path: Path, game: str) -> None:
    session = _played(tmp_path, game)
    german = Translator("de")
    with Repository(tmp_path) as repo:
        records = repo.edit_history(session.id)
        assert records and all(isinstance(r.summary, Words) for r in records)
        for record in records:
            assert isinstance(record.summary, Words)
            for key in _keys(record.summary):
                assert german.has_own(key), key
        vm = SessionVM(repo, session.id)
        lines = [line.summary for line in vm.history(german.t)]
        label = vm.undo_label(german.t)
    english = [say(r.summary, Translator("en").t) for r in reversed(records)]
    assert len(lines) == len(english)
    assert any(ENGLISH.search(written) for written in english), english
    for shown in lines:
        assert shown and not ENGLISH.search(shown), shown
    assert label.startswith("Rückgängig: ") and not ENGLISH.search(label), label


@pytest.mark.parametrize("game", GAME_IDS)
def test_an_invalid_row_reads_german(game: str) -> None:
    examples = plugin(game).examples
    seats = [{"player_id": f"p{n}", "name": name} for n, name in enumerate(examples.players)]
    kind, data = examples.invalid
    session = Session.model_validate({
        "id": "s1", "game": game, "seats": seats, "created_at": "2026-01-01T20:00:00",
        "updated_at": "2026-01-01T20:00:00",
        "entries": [{"id": "e1", "kind": kind, "data": data, "at": "2026-01-01T20:00:00"}]})
    line = plugin(game).describe_entry(session.entries[0], session)
    assert "invalid" in say(line, Translator("en").t)
    shown = say(line, Translator("de").t)
    assert "ungültig" in shown and not ENGLISH.search(shown), shown


def test_german_lines_say_what_the_english_ones_say(tmp_path: Path) -> None:
    session = _played(tmp_path, "spitzer")
    with Repository(tmp_path) as repo:
        summaries = [r.summary for r in repo.edit_history(session.id)]
    assert [say(s, Translator("en").t) for s in summaries] == [
        "Hand 1: Call partner, Anna + Ben, 5 tricks / 72, 61–89, +3", "Misdeal: Anna",
        "Hand 2: Zola, Anna, 8 tricks / 120, all tricks, +36"]
    assert [say(s, Translator("de").t) for s in summaries][1] == "Vergeben: Anna"
    assert say(summaries[0], Translator("de").t).startswith("Runde 1: ")


def test_an_old_line_stored_as_text_still_shows(tmp_path: Path) -> None:
    """A session file of an older release keeps its English lines; undo names the row in the
    reader's language all the same."""
    session = _played(tmp_path, "spitzer")
    path = tmp_path / "sessions" / f"{session.id}.json"
    tables = json.loads(path.read_bytes())
    old = ["Hand 1: call, Anna + Ben, 5 tricks / 72, 61–89, +3", "Misdeal: Anna",
           "Hand 2: zola, Anna, 8 tricks / 120, all tricks, +36"]
    for record, line in zip(tables["session"]["1"]["history"], old, strict=True):
        record["summary"] = line
    write_bytes_atomic(path, encode("session", tables))
    with Repository(tmp_path) as repo:
        assert repo.notices == []
        vm = SessionVM(repo, session.id)
        assert [line.summary for line in vm.history(Translator("de").t)] == old[::-1]
        assert vm.undo_label(Translator("de").t) == "Rückgängig: Runde 2"


def test_every_key_has_english_and_german() -> None:
    """Each translation file of one language has a partner with the same keys (German may
    hold more: templates for the rules core's English messages)."""
    for english in sorted(I18N.glob("*en.json")):
        german = english.with_name(english.name.replace("en.json", "de.json"))
        en = json.loads(english.read_text(encoding="utf-8"))
        de = json.loads(german.read_text(encoding="utf-8"))
        assert set(en) <= set(de), (english.name, sorted(set(en) - set(de)))
        assert set(de) - set(en) <= {k for k in de if k.startswith("fault.")}, german.name


def test_a_storage_notice_reads_german(tmp_path: Path) -> None:
    with Repository(tmp_path) as repo:
        repo.add_player("Anna")
    (tmp_path / "players.json").write_bytes(b"{not json")
    with Repository(tmp_path) as repo:
        notices = list(repo.notices)
    assert len(notices) == 1 and isinstance(notices[0], Words)
    shown = say(notices[0], Translator("de").t)
    assert shown.startswith("Die Spielerliste war nicht lesbar (kein gültiges JSON"), shown
    assert "beiseitegelegt" in shown and "could not" not in shown
    assert "could not be read" in say(notices[0], Translator("en").t)


@pytest.mark.parametrize(("stored", "lang", "shown"), [
    ("guest:10.0.0.7", "en", "phone 10.0.0.7"), ("guest:10.0.0.7", "de", "Handy 10.0.0.7"),
    ("", "en", "this device"), ("", "de", "dieses Gerät"), ("Mia", "de", "Mia"),
    ("phone 10.0.0.9", "de", "phone 10.0.0.9")])  # written as text before: shown as it was
def test_an_edit_author_is_stored_in_no_language(stored: str, lang: str, shown: str) -> None:
    assert say_author(stored, Translator(lang).t) == shown


def test_a_guest_and_this_device_are_stored_as_marks() -> None:
    assert author_mark("", "10.0.0.7") == "guest:10.0.0.7"
    assert author_mark("Mia", None) == "Mia" and author_mark("", None) == ""
