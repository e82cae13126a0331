"""Issue 31: one name length everywhere: the app's fields, a backup's import, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.store import Repository
from companion.text import NAME_LENGTH
from companion.views.common import name_field
from scorers.common.models import NAME_LENGTH as CORE_NAME_LENGTH
from tests.companion.store.helpers import points_outcome, seats

LONG = "N" * (NAME_LENGTH + 1)


def test_the_app_and_the_core_share_one_length() -> None:
    assert NAME_LENGTH == CORE_NAME_LENGTH == 40
    assert name_field("Name", lambda _e: None).max_length == NAME_LENGTH


def _backup_with_a_long_seat_name(tmp_path: Path) -> bytes:
    with Repository(tmp_path / "source", points_outcome) as source:
        anna, ben = source.add_player("Anna"), source.add_player("Ben")
        source.create_session("spitzer", seats(anna, ben))
        backup = json.loads(source.export_bytes())
    backup["sessions"][0]["session"]["seats"][0]["name"] = LONG
    return json.dumps(backup).encode()


def test_an_imported_name_longer_than_the_app_allows_is_refused(tmp_path: Path) -> None:
    data = _backup_with_a_long_seat_name(tmp_path)
    with Repository(tmp_path / "data", points_outcome) as repo:
        with pytest.raises(ValueError, match=f"at most {NAME_LENGTH}"):
            repo.import_bytes(data)
        assert repo.count_sessions() == 0


def test_a_saved_item_name_is_cut_to_the_same_length(tmp_path: Path) -> None:
    with Repository(tmp_path / "data", points_outcome) as repo:
        item = repo.save_item("spitzweg", "layout", "L" * 80, {"cells": [[1]]})
        assert len(item.name) == NAME_LENGTH


@pytest.mark.parametrize("request_body", [
    {"game": "spitzer", "op": "score_game", "players": [LONG, "Ben", "Carl", "Dora"],
     "hands": []},
    {"game": "kardinal", "op": "score_game", "final": False,
     "players": [{"name": LONG}, {"name": "Ben"}]},
], ids=["spitzer", "kardinal"])
def test_the_cli_refuses_a_longer_name(request_body: dict[str, object]) -> None:
    done = subprocess.run([sys.executable, "-m", "scorers"], input=json.dumps(request_body),
                          capture_output=True, text=True, timeout=60, check=False)
    answer = json.loads(done.stdout)
    assert answer.get("ok") is False or "error" in answer, answer
    assert str(NAME_LENGTH) in json.dumps(answer), answer
    short = json.loads(json.dumps(request_body).replace(LONG, "N" * NAME_LENGTH))
    again = json.loads(subprocess.run([sys.executable, "-m", "scorers"],
                                      input=json.dumps(short), capture_output=True, text=True,
                                      timeout=60, check=False).stdout)
    assert str(NAME_LENGTH) not in json.dumps(again.get("error", "")), again
