"""docs/adding-a-game.md is proven: a copy of the repository gets the guide's fifth game,
Tally, from the guide's blocks alone, and then passes the registry's tests, the screens'
tests (every sheet headless, every screen in German on a real Flet session), the benchmarks'
quick check and ``mypy --strict`` on the new packages, each in a subprocess in the copy.

The guide's ``file=`` blocks are written as they stand; its ``edit=`` blocks replace the line
before ``=>`` by the lines after it, each found exactly once. At most 4 existing files may
change."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "adding-a-game.md"
BLOCK = re.compile(r"```\w+ (file|edit)=(\S+)\n(.*?)\n```", re.S)
MOST_EDITED = 4


def blocks() -> list[tuple[str, str, str]]:
    return [(how, path, body) for how, path, body in BLOCK.findall(GUIDE.read_text("utf-8"))]


def tracked() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                            check=True).stdout.decode().split("\0")
    return [name for name in listed if name and (ROOT / name).is_file()]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def apply_guide(copy: Path) -> set[str]:
    """The guide's blocks applied to ``copy``; the existing files they changed."""
    before = {name: digest(copy / name) for name in tracked()}
    for how, path, body in blocks():
        target = copy / path
        if how == "file":
            assert path not in before, f"the guide overwrites {path}"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(body + "\n", encoding="utf-8")
            continue
        old, new = body.split("\n=>\n")
        text = target.read_text(encoding="utf-8")
        assert text.count(old + "\n") == 1, f"{path}: {old!r} is not there exactly once"
        target.write_text(text.replace(old + "\n", new + "\n"), encoding="utf-8")
    return {name for name, was in before.items() if digest(copy / name) != was}


def test_the_guides_edits_fit_this_tree() -> None:
    """Fast: every edit finds its line, and no new file already exists."""
    found = blocks()
    assert {how for how, _path, _body in found} == {"file", "edit"}
    for how, path, body in found:
        if how == "edit":
            old = body.split("\n=>\n")[0]
            assert (ROOT / path).read_text("utf-8").count(old + "\n") == 1, (path, old)
        else:
            assert not (ROOT / path).exists(), path


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The repository's files as they stand, with the guide's game added."""
    copy = tmp_path_factory.mktemp("repo")
    for name in tracked():
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, copy / name)
    edited = apply_guide(copy)
    assert edited == {path for how, path, _body in blocks() if how == "edit"}
    assert len(edited) <= MOST_EDITED, sorted(edited)
    print(f"\nthe guide edits {len(edited)} existing files: {', '.join(sorted(edited))}")
    return copy


def run(copy: Path, *args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(copy), "LANG": "en_US.UTF-8"}
    env.pop("PYTEST_ADDOPTS", None)
    return subprocess.run([sys.executable, *args], cwd=copy, env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)


def test_the_new_game_is_in_every_registry_and_on_every_screen(copy: Path) -> None:
    done = run(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x",
               "tests/companion/test_game_registries.py", "tests/companion/test_viewmodels.py",
               "tests/companion/test_words.py", "tests/companion/test_german_screens.py",
               "tests/scorers/tally", "tests/companion/games/tally")
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "tally" in run(copy, "-c", "from companion.models import GAME_IDS; "
                                      "print(GAME_IDS)").stdout


def test_the_benchmarks_quick_check_measures_the_new_game(copy: Path) -> None:
    done = run(copy, "-m", "bench", "--quick", "--json", "--only", "save,ops,cli")
    assert done.returncode in (0, 3), done.stderr[-4000:]
    assert "Traceback" not in done.stderr, done.stderr[-4000:]
    figures = {figure["id"]: figure for figure in json.loads(done.stdout)}
    for name in ("save.tally.rows_2000_vs_20.ratio", "rules.tally.results.ratio"):
        assert isinstance(figures[name]["value"], int | float), figures[name]


def test_the_new_packages_pass_mypy_strict(copy: Path) -> None:
    done = run(copy, "-m", "mypy", "scorers/tally", "companion/games/tally",
               "--cache-dir", str(copy / ".mypy_cache"))
    assert done.returncode == 0, done.stdout[-4000:]
