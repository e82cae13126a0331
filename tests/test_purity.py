"""The rules core stays pure: no UI, no storage, no app imports (docs/architecture.md)."""

import ast
from pathlib import Path

import pytest

SCORERS = Path(__file__).resolve().parent.parent / "scorers"
FORBIDDEN = {"flet", "tinydb", "companion", "platformdirs", "sqlite3", "shelve"}
SOURCES = sorted(SCORERS.rglob("*.py"))


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: str(p.relative_to(SCORERS)))
def test_scorers_module_imports_nothing_impure(source: Path) -> None:
    tree = ast.parse(source.read_text(encoding="utf-8"))
    imported: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            imported.add(node.module.split(".")[0])
    assert not imported & FORBIDDEN, f"{source} imports {imported & FORBIDDEN}"


def test_scorers_opens_no_files() -> None:
    for source in SOURCES:
        text = source.read_text(encoding="utf-8")
        assert "open(" not in text.replace("sys.stdin", ""), f"{source} opens a file"
