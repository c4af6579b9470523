"""Similar submissions: pairs whose own code is nearly the same, for a person to look at (hand-written).

For each exercise, each learner's contribution (the tokens of the graded definitions in their
exported cells, the functions and classes the skeleton handed out, that differ from the skeleton's)
is compared with every other's and with the reference solution's, twice: as written, and with
identifiers alpha-renamed (a copy whose variables were renamed). Pairs at or above the threshold by
either measure go to similarity.md, with the measure that flagged them. Only the graded definitions
count: code added elsewhere (a long list in another cell) dilutes nothing.
"""

from __future__ import annotations

import ast
import builtins
import difflib
import io
import keyword
import tokenize
from pathlib import Path
from typing import NamedTuple

from ..atomic import atomic_write
from .gather import handed_out
from .records import Submission
from .submission import SubmissionError, _parse, exported_cells

MAX_TOKENS = 3000   # of a notebook's exported code compared (a solution has 250 to 900): difflib is quadratic
_KEEP = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist) | frozenset(dir(builtins))


def _typed_tokens(code: str) -> list[tuple[int, str]]:
    """(type, text) of the code's tokens, comments and layout left out."""
    out = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            if tok.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
                                tokenize.DEDENT, tokenize.ENDMARKER):
                out.append((tok.type, tok.string))
    except Exception:  # code that does not tokenize (tokenize.TokenError, IndentationError, ...): its words
        out = [(tokenize.NAME if word.isidentifier() else tokenize.OP, word) for word in code.split()]
    return out


def _tokens(code: str) -> list[str]:
    return [text for _, text in _typed_tokens(code)]


def _renamed(tokens: list[tuple[int, str]]) -> list[str]:
    """The tokens with identifiers alpha-renamed: each distinct name that is not a keyword, a builtin,
    an attribute (after a '.': the library's API, `.softmax`, `.masked_fill`) or a keyword argument
    (`dim=` in a call) becomes the order of its first appearance, so a copy whose variables were
    renamed compares as the same code."""
    names: dict[str, str] = {}
    out, depth = [], 0
    for i, (kind, text) in enumerate(tokens):
        if kind == tokenize.OP and text in ("(", "[", "{"):
            depth += 1
        elif kind == tokenize.OP and text in (")", "]", "}"):
            depth = max(0, depth - 1)
        keyword_argument = depth > 0 and i + 1 < len(tokens) and tokens[i + 1][1] == "="
        if (kind == tokenize.NAME and text not in _KEEP and not keyword_argument
                and not (i > 0 and tokens[i - 1][1] == ".")):
            out.append(names.setdefault(text, f"\0id{len(names)}"))
        else:
            out.append(text)
    return out


DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def defined_names(code: str) -> set[str]:
    """The functions and classes `code` defines at its top level (the skeleton's: what is graded)."""
    tree = _parse(code)
    return {n.name for n in tree.body if isinstance(n, DEFINITIONS)} if tree is not None else set()


def graded_code(code: str, names: set[str]) -> str:
    """The source of the top-level definitions of `names` in `code`, in order (the last definition of
    a name counts, as when the cells run); the whole code if it does not parse."""
    tree = _parse(code)
    if tree is None:
        return code
    last = {n.name: n for n in tree.body if isinstance(n, DEFINITIONS) and n.name in names}
    lines = code.splitlines(keepends=True)   # once: ast.get_source_segment splits the whole code at every call
    found = sorted(last.values(), key=lambda n: n.lineno)
    return "".join("".join(lines[min([n.lineno, *(d.lineno for d in n.decorator_list)]) - 1:n.end_lineno])
                   for n in found)


def _contribution(nb: Path, skeleton: list[str], names: set[str]) -> list[tuple[int, str]]:
    """The learner's own tokens, (type, text): what of the graded definitions (`names`) differs from
    the exercise skeleton's; [] for a notebook that cannot be read."""
    try:
        code = graded_code("\n".join(code for _, code in exported_cells(nb)), names)
        tokens = _typed_tokens(code)[:MAX_TOKENS]
    except SubmissionError:
        return []
    texts = [text for _, text in tokens]
    matcher = difflib.SequenceMatcher(None, skeleton, texts, autojunk=False)
    own = [tokens[j] for op, _, _, j1,
           j2 in matcher.get_opcodes() if op in ("insert", "replace") for j in range(j1, j2)]
    return own


class SimilarPair(NamedTuple):
    """Two submissions of one exercise (or one and the reference solution) found alike."""

    exercise: str
    first: str           # a learner, or "(reference solution)"
    second: str
    ratio: float         # the higher of the two measures, 0 to 1
    own_tokens: int      # the fewer of the two contributions' tokens
    measure: str         # which measure reached the threshold


def similarity(submissions: list[Submission], exercises, path: Path, threshold=0.9,
               min_tokens=20) -> list[SimilarPair]:
    """Flag pairs whose own code (beyond the skeleton) is nearly identical, and copies of the reference.
    Two measures: the token sequences as written, and the same with identifiers alpha-renamed (a
    copy with its variables renamed); a pair is flagged when either reaches `threshold`."""
    flagged: list[SimilarPair] = []
    for ex in exercises:
        skel_nb, sol_nb = handed_out(ex), handed_out(ex, "solutions")
        if skel_nb is None or sol_nb is None:
            continue
        skeleton_code = "\n".join(code for _, code in exported_cells(skel_nb))
        names = defined_names(skeleton_code)
        skeleton = _tokens(graded_code(skeleton_code, names))
        own = {"(reference solution)": _contribution(sol_nb, skeleton, names)}
        for sub in submissions:
            if ex in sub.notebooks:
                try:
                    own[sub.learner] = _contribution(sub.notebooks[ex], skeleton, names)
                except Exception:  # never the report's end: this notebook is left out of it
                    own[sub.learner] = []
        raw = {name: [text for _, text in tokens] for name, tokens in own.items()}
        renamed = {name: _renamed(tokens) for name, tokens in own.items()}
        names = sorted(own)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                n = min(len(own[a]), len(own[b]))
                if n < min_tokens:
                    continue
                as_written = difflib.SequenceMatcher(None, raw[a], raw[b], autojunk=False).ratio()
                alpha = difflib.SequenceMatcher(None, renamed[a], renamed[b], autojunk=False).ratio()
                if max(as_written, alpha) >= threshold:
                    measure = ("as written and renamed" if min(as_written, alpha) >= threshold else
                               "as written" if as_written >= threshold else
                               f"renamed identifiers (as written: {as_written:.0%})")
                    flagged.append(SimilarPair(ex, a, b, round(max(as_written, alpha), 3), n, measure))
    lines = ["# Similar submissions", "",
             f"Pairs whose graded code (the functions and classes the skeleton hands out, beyond the skeleton's "
             f"own code; code added elsewhere does not count) is at least {threshold:.0%} the same "
             f"(token sequences, comments ignored, at least {min_tokens} tokens of their own), as written or "
             "with identifiers renamed (each variable, parameter or function name replaced by the order in which it "
             "first appears: a copy with its names changed). The measure column says which. Similar is not "
             "copied: short exercises have few ways to be right. Look before you decide.", "",
             "| exercise | submission | similar to | similarity | own tokens | measure |", "|---|---|---|---|---|---|"]
    lines += [f"| {ex} | {a} | {b} | {r:.0%} | {n} | {m} |"
              for ex, a, b, r, n, m in sorted(flagged, key=lambda f: (-f.ratio, f[:5]))]
    if not flagged:
        lines.append("| | none | | | | |")
    atomic_write(path, "\n".join(lines) + "\n")
    return flagged
