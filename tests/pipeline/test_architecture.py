"""ARCHITECTURE.md stays true (hand-written): what it names exists, and it names every module.

The page tells a contributor which room holds what and which functions a batch passes through. A
file renamed, a function moved or a module added without a line there makes it lie; these tests
fail instead.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "ARCHITECTURE.md"
TICKED = re.compile(r"`([^`\n]+)`")
PATH = re.compile(r"^\.?[\w.-]+(/[\w.-]*)+$|^[\w.-]+\.(py|yml|md)$")   # book/, courseware/grader/run.py, _toc.yml
NAME = re.compile(r"^(transformer|courseware)(\.\w+)+$")                   # transformer.trainer.Trainer.fit


def ticked() -> list[str]:
    return TICKED.findall(PAGE.read_text(encoding="utf-8"))


def resolve(dotted: str):
    """The object `dotted` names: the longest importable module prefix, then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)   # AttributeError names what is missing
        return obj
    raise ModuleNotFoundError(dotted)


def test_every_path_it_names_exists():
    missing = [p for p in ticked() if PATH.match(p) and not (ROOT / p).exists()]
    assert not missing, f"ARCHITECTURE.md names files that do not exist: {missing}"


def test_every_name_it_names_exists():
    names = [n for n in ticked() if NAME.match(n)]
    assert len(names) > 20, f"the page should name the functions a batch passes through, found {names}"
    missing = []
    for name in names:
        try:
            resolve(name)
        except (ImportError, AttributeError) as err:
            missing.append(f"{name} ({type(err).__name__}: {err})")
    assert not missing, "ARCHITECTURE.md names what does not exist:\n" + "\n".join(missing)


def test_every_module_is_listed():
    listed = {p for p in ticked() if PATH.match(p)}
    modules = [p.relative_to(ROOT).as_posix() for folder in ("transformer", "courseware", "courseware/grader")
               for p in sorted((ROOT / folder).glob("*.py")) if p.name != "__init__.py"]
    unlisted = [m for m in modules if m not in listed]
    assert not unlisted, f"modules with no line in ARCHITECTURE.md: {unlisted}"


def test_a_wrong_name_is_caught():
    """The checks can fail: a name that is not there, and a path that is not there."""
    try:
        resolve("transformer.trainer.NoSuchThing")
    except AttributeError:
        pass
    else:
        raise AssertionError("resolve found a name that does not exist")
    assert PATH.match("courseware/grader/nothing.py") and not (ROOT / "courseware/grader/nothing.py").exists()
