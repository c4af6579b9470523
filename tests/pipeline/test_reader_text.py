"""What a reader sees points at nothing the reader does not have (hand-written).

The course was planned from a design document that readers never get. Its numbered decisions
("SPEC decision 4", "design decision 9", "decision 8 of the design") therefore must not appear
in what readers do get: the book's sources, the package's code and docstrings (generated from
the book), and the exercise and solution notebooks (also generated from the book). The book
states each decision itself in book/appendix_decisions.md, one labelled section per decision,
and a page links to it with {ref}`decision-...`; every such link must lead to a section there.

If a mention is found in transformer/, exercises/ or solutions/ only, fix the chapter and
regenerate: `make export exercises`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APPENDIX = ROOT / "book" / "appendix_decisions.md"

# "SPEC" as a word (SPECIAL_TOKENS is not one); a decision by its number in the design document.
MENTIONS = re.compile(
    r"\bSPEC\b"
    r"|\bdesign\s+decisions?\s+\d+"
    r"|\bdecisions?\s+\d+\s+of\s+the\s+design"
    r"|\b[Dd]ecisions?\s*(?:no\.?|number|#)?\s*\d+\b"
)
LABEL = re.compile(r"^\((decision-[A-Za-z0-9_-]+)\)=[ \t]*$", re.MULTILINE)
# {ref}`decision-x` and {ref}`some text <decision-x>`
REF = re.compile(r"\{ref\}`(?:[^`<]*<)?(decision-[A-Za-z0-9_-]+)>?`")

READER_FACING = {
    "book": ("*.ipynb", "*.md"),
    "transformer": ("**/*.py",),
    "exercises": ("*.ipynb",),
    "solutions": ("*.ipynb",),
}
TEXT_OUTPUTS = ("text/plain", "text/markdown", "text/html", "text/latex")


def reader_files() -> list[Path]:
    files = []
    for folder, patterns in READER_FACING.items():
        for pattern in patterns:
            files += sorted((ROOT / folder).glob(pattern))
    return [p for p in files if ".ipynb_checkpoints" not in p.parts and "_build" not in p.parts]


def texts(path: Path) -> list[tuple[str, str]]:
    """(where, text) pairs a reader can see in the file: for a notebook every cell's source and
    every text output (images are left out: base64 can spell anything)."""
    raw = path.read_text(encoding="utf-8")
    if path.suffix != ".ipynb":
        return [("", raw)]
    out = []
    for index, cell in enumerate(json.loads(raw)["cells"]):
        where = f"cell {cell.get('id', index)}"
        out.append((where, "".join(cell["source"])))
        for output in cell.get("outputs", []):
            pieces = [output.get("text", "")] + [output.get("data", {}).get(k, "") for k in TEXT_OUTPUTS]
            pieces += output.get("traceback", [])
            out.append((f"{where} (output)", "\n".join("".join(p) if isinstance(p, list) else p for p in pieces)))
    return out


def mentions(path: Path) -> list[str]:
    found = []
    for where, text in texts(path):
        for match in MENTIONS.finditer(text):
            line = text[: match.start()].count("\n") + 1
            found.append(f"{path.relative_to(ROOT)} {where} line {line}: {match.group(0)!r}")
    return found


def test_the_scan_sees_the_reader_facing_files():
    files = {p.relative_to(ROOT).parts[0] for p in reader_files()}
    assert {"book", "transformer"} <= files, f"the scan found no files in {sorted({'book', 'transformer'} - files)}"
    assert APPENDIX in reader_files()


@pytest.mark.parametrize("text, bad", [
    ("the book adopts it (SPEC decision 3).", True),
    ("(the SPEC, decision 6)", True),
    ("names the id (design decision 9), not", True),
    ("are reserved (decision 8 of the design): padding", True),
    ("recomputes the whole prefix (decision 10). This", True),
    ("Remember decision 2:", True),
    ("from transformer.data import SPECIAL_TOKENS, SPECIAL_FIELDS", False),
    ("(see {ref}`decision-masks`)", False),
    ("(the book's design decision on masks, appendix 'Design decisions')", False),
    ("a decision that the book made once", False),
])
def test_the_pattern_tells_a_mention_from_other_text(text, bad):
    assert bool(MENTIONS.search(text)) is bad, text


def test_no_reader_facing_text_cites_the_design_document():
    found = [m for path in reader_files() for m in mentions(path)]
    assert not found, (
        "reader-facing text cites a document readers do not have; link the book's own appendix "
        "instead ({ref}`decision-...` in prose, \"the book's design decision on ..., appendix 'Design "
        "decisions'\" in code), then run `make export exercises`:\n" + "\n".join(found)
    )


def labels() -> list[str]:
    return LABEL.findall(APPENDIX.read_text(encoding="utf-8"))


def test_every_decision_has_a_labelled_section():
    text = APPENDIX.read_text(encoding="utf-8")
    found = labels()
    assert len(found) >= 14, f"{APPENDIX.name} labels {len(found)} decisions, the book relies on 14"
    assert len(found) == len(set(found)), f"{APPENDIX.name} defines a label twice: {found}"
    for label in found:
        after = text.split(f"({label})=", 1)[1].lstrip("\n").splitlines()[0]
        assert after.startswith("## "), f"({label})= must stand right above its section's heading, got {after!r}"
    assert "book/appendix_decisions" in (ROOT / "_toc.yml").read_text(), f"{APPENDIX.name} is not in _toc.yml"


def test_every_link_to_a_decision_exists():
    defined = set(labels())
    used = {}
    for folder, patterns in (("book", ("*.ipynb", "*.md")),):
        for pattern in patterns:
            for path in (ROOT / folder).glob(pattern):
                for target in REF.findall(path.read_text(encoding="utf-8")):
                    used.setdefault(target, []).append(path.name)
    assert used, "no page links to a decision: the scan for {ref} links is broken"
    missing = {t: sorted(set(pages)) for t, pages in used.items() if t not in defined}
    assert not missing, f"links to decisions that {APPENDIX.name} does not define: {missing}"
