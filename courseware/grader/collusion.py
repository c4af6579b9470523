"""The class report, collusion.html: pairs of learners ranked by the code they share (hand-written).

similarity.py flags pairs that are nearly the same as a whole. This report looks for what copying
between learners leaves behind even when it is disguised: shared fragments. It is built on
copydetect (PyPI; the winnowing fingerprints of MOSS): each learner's graded code of an exercise
(similarity.graded_code: what the graded names are bound to when the cells have run, and the helpers
they use) is tokenised, every name becomes one symbol, comments and layout go, and its k-grams of
NOISE characters are its fingerprints; those of the skeleton's graded code are boilerplate and
dropped. A pair's share is the part of one learner's fingerprinted code also found in the other's
(copydetect.compare_files); pairs are ranked by the larger share, and the report shows the matching
lines side by side, with the notebook cell and line of each. It is written with every class
graded (cli.py), offline: one HTML file, no scripts, nothing fetched. Not on Gradescope (one
learner per upload): copydetect is imported here only, when there are two learners to compare.
"""

from __future__ import annotations

import html
import io
import statistics
from bisect import bisect_right
from pathlib import Path
from typing import NamedTuple

from ..atomic import atomic_write
from .gather import handed_out
from .records import Submission
from .similarity import defined_names, graded_lines, source_lines
from .submission import exported_cells

NOISE = 25          # copydetect's noise threshold (its default): k-grams of 25 characters of the tokenised code
WINDOW = 1          # copydetect's window at its default guarantee threshold (25): every k-gram is a fingerprint
MIN_COVERAGE = 40   # characters of tokenised code of one's own (beyond the skeleton) for a learner to be compared
SHOWN = 25          # pairs listed per exercise
DETAILED = 10       # of those, the pairs shown with their matching lines side by side
SAME_HASH_CAP = 20  # places of one fingerprint paired when matching lines (a fragment repeated often)
SKELETON_RUN = 3    # lines as handed out, in a row, shown as one line in the matching lines


class Fragment(NamedTuple):
    """Lines (1-based, inclusive, of each learner's graded code) that match."""

    first: tuple[int, int]
    second: tuple[int, int]


class ClassPair(NamedTuple):
    """Two learners of one exercise, and what their graded code shares."""

    exercise: str
    first: str
    second: str
    score: float          # the larger of the two shares, 0 to 1: the rank
    first_share: float    # of the first's fingerprinted code, the part found in the second's
    second_share: float
    fragments: list[Fragment]


class Comparison(NamedTuple):
    """One exercise's comparison: the pairs ranked (the highest score first), the learners left out
    (nothing of their own beyond the skeleton, or a notebook that cannot be read), the documents by
    learner, and the skeleton's lines (collapsed when the matching lines are shown)."""

    pairs: list[ClassPair]
    left_out: list[str]
    docs: dict
    skeleton: frozenset[str]


class _Document(NamedTuple):
    learner: str
    code: str                  # the graded code compared
    where: list[str]           # for each of its lines: "cell N, line M" of the notebook
    fingerprint: object        # copydetect.CodeFingerprint, boilerplate removed


def _graded(nb: Path, names: set[str]) -> tuple[str, list[str]]:
    """The graded code of a notebook (similarity.graded_lines of its exported cells), and where each
    of its lines is in the notebook."""
    cells = exported_cells(nb)
    lines, where = [], []
    for label, code in cells:
        cell = label.split(" (")[0]
        for i, line in enumerate(source_lines(code), 1):
            lines.append(line)
            where.append(f"{cell}, line {i}")
    keep = graded_lines("\n".join(code for _, code in cells), names)
    return "\n".join(lines[n - 1] for n in keep) + "\n", [where[n - 1] for n in keep]


def _fingerprint(copydetect, code: str, boilerplate: set[int]):
    """copydetect's fingerprints of `code`, less the boilerplate's. (CodeFingerprint's own boilerplate
    argument drops the wrong ones when a fingerprint occurs twice: copydetect 0.5.0 passes the
    document's repeated hashes to np.intersect1d with assume_unique=True.)"""
    fp = copydetect.CodeFingerprint("graded.py", NOISE, WINDOW, fp=io.StringIO(code), language="python")
    fp.hashes = {h for h in fp.hashes if h not in boilerplate}
    fp.hash_idx = {h: i for h, i in fp.hash_idx.items() if h not in boilerplate}
    fp.token_coverage = copydetect.utils.get_token_coverage(fp.hash_idx, NOISE, len(fp.filtered_code))
    return fp


def _raw(fp, positions: list[int]) -> list[int]:
    """Places in the tokenised code -> places in the code, as copydetect.compare_files maps them."""
    if len(fp.offsets) == 0:
        return positions
    starts, removed = fp.offsets[:, 0], fp.offsets[:, 1]
    out = []
    for p in positions:
        k = min(max(int((starts < p).sum()), 0), len(starts) - 1)   # np.searchsorted(starts, p), clipped
        out.append(p + int(removed[k]))
    return out


def _line_of(code: str):
    starts = [0]
    for i, ch in enumerate(code):
        if ch == "\n":
            starts.append(i + 1)
    return lambda offset: bisect_right(starts, offset)   # 1-based


def _fragments(a: _Document, b: _Document) -> list[Fragment]:
    """The matching lines of two documents, side by side: runs of shared fingerprints that keep their
    distance (the same fragment in both), as line ranges, merged where they overlap, in a's order."""
    fa, fb = a.fingerprint, b.fingerprint
    pairs = sorted((j - i, i) for h in fa.hashes & fb.hashes
                   for i in fa.hash_idx[h][:SAME_HASH_CAP] for j in fb.hash_idx[h][:SAME_HASH_CAP])
    runs: list[list[int]] = []   # [shift, first, last]
    for shift, i in pairs:
        if runs and runs[-1][0] == shift and i - runs[-1][2] <= NOISE:
            runs[-1][2] = i
        else:
            runs.append([shift, i, i])
    line_a, line_b = _line_of(a.code), _line_of(b.code)
    found: list[Fragment] = []
    for shift, first, last in runs:
        s_a, e_a = _raw(fa, [first, last + NOISE - 1])
        s_b, e_b = _raw(fb, [first + shift, last + shift + NOISE - 1])
        found.append(Fragment((line_a(s_a), line_a(e_a)), (line_b(s_b), line_b(e_b))))
    merged: list[Fragment] = []
    for frag in sorted(found):
        for n, other in enumerate(merged):
            if all(x[0] <= y[1] + 1 and y[0] <= x[1] + 1 for x, y in zip(frag, other, strict=True)):
                merged[n] = Fragment(*((min(x[0], y[0]), max(x[1], y[1])) for x, y in zip(frag, other, strict=True)))
                break
        else:
            merged.append(frag)
    return sorted(merged)


def compare_class(submissions: list[Submission], exercise: str) -> Comparison:
    """Every pair of learners of one exercise who have code of their own, ranked."""
    import copydetect  # here only: grading (and the Gradescope bundle) never needs it

    skel_nb = handed_out(exercise)
    if skel_nb is None:
        return Comparison([], [], {}, frozenset())
    names = defined_names("\n".join(code for _, code in exported_cells(skel_nb)))
    skeleton, _ = _graded(skel_nb, names)
    boilerplate = copydetect.CodeFingerprint("skeleton.py", NOISE, 1, fp=io.StringIO(skeleton),
                                             language="python").hashes
    docs: dict[str, _Document] = {}
    left_out = []
    for sub in sorted(submissions, key=lambda s: s.learner):
        if exercise not in sub.notebooks:
            continue
        try:
            code, where = _graded(sub.notebooks[exercise], names)
            fp = _fingerprint(copydetect, code, boilerplate)
        except Exception:   # a notebook that cannot be read (its feedback says why), code that breaks the lexer
            left_out.append(sub.learner)
            continue
        if fp.token_coverage < MIN_COVERAGE:
            left_out.append(sub.learner)
        else:
            docs[sub.learner] = _Document(sub.learner, code, where, fp)
    pairs = []
    learners = sorted(docs)
    for i, a in enumerate(learners):
        for b in learners[i + 1:]:
            _, (share_a, share_b), _ = copydetect.compare_files(docs[a].fingerprint, docs[b].fingerprint)
            share_a, share_b = float(share_a), float(share_b)
            pairs.append(ClassPair(exercise, a, b, max(share_a, share_b), share_a, share_b, []))
    pairs.sort(key=lambda p: (-p.score, -min(p.first_share, p.second_share), p.first, p.second))
    shown = [p._replace(fragments=_fragments(docs[p.first], docs[p.second])) if n < DETAILED and p.score > 0 else p
             for n, p in enumerate(pairs[:SHOWN])]
    return Comparison(shown + pairs[SHOWN:], left_out, docs,
                      frozenset(line.strip() for line in skeleton.split("\n")))


_STYLE = """body{font-family:system-ui,sans-serif;margin:2em;max-width:110em;color:#222}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left;
vertical-align:top}th{background:#f3f3f3}td.n{text-align:right}pre{margin:0;font-size:.85em;white-space:pre-wrap}
.loc{color:#888;user-select:none}.side td{width:50%}.note{color:#555}h3{margin-top:1.5em}"""


def _lines(doc: _Document, span: tuple[int, int], skeleton: frozenset[str]) -> str:
    """Lines of a document with where they are in the notebook; runs of SKELETON_RUN lines or more
    that are the skeleton's (the signature and docstring handed out) are one line saying so."""
    lines = doc.code.split("\n")
    numbers = [n for n in range(span[0], span[1] + 1) if n - 1 < len(doc.where)]
    out, run = [], []

    def flush():
        if len(run) >= SKELETON_RUN:
            out.append(f'<span class="loc">{"".ljust(18)}</span> <i>({len(run)} lines as handed out)</i>')
        else:
            out.extend(shown(n) for n in run)
        run.clear()

    def shown(n: int) -> str:
        return f'<span class="loc">{html.escape(doc.where[n - 1].ljust(18))}</span> {html.escape(lines[n - 1])}'

    for n in numbers:
        if lines[n - 1].strip() in skeleton:
            run.append(n)
            continue
        flush()
        out.append(shown(n))
    flush()
    return "\n".join(out)


def _section(exercise: str, comparison: Comparison) -> list[str]:
    pairs, left_out, docs = comparison.pairs, comparison.left_out, comparison.docs
    out = [f"<h2>Exercise {html.escape(exercise)}</h2>"]
    scores = [p.score for p in pairs]
    out.append(f'<p class="note">{len(docs)} learners compared, {len(pairs)} pairs'
               + (f"; the median pair shares {statistics.median(scores):.0%}, the 90th percentile "
                  f"{sorted(scores)[int(0.9 * (len(scores) - 1))]:.0%}" if scores else "")
               + (f". Left out (nothing of their own beyond the skeleton, or a notebook that cannot be read): "
                  f"{html.escape(', '.join(left_out))}" if left_out else "") + ".</p>")
    if not pairs:
        return [*out, "<p>Fewer than two learners to compare.</p>"]
    out.append("<table><tr><th>rank</th><th>learner</th><th>learner</th><th>score</th><th>share of the first's "
               "code</th><th>share of the second's</th><th>matching lines</th></tr>")
    for n, p in enumerate(pairs[:SHOWN], 1):
        link = f'<a href="#ex{exercise}-{n}">{len(p.fragments)} fragments</a>' if p.fragments else ""
        out.append(f"<tr><td class=n>{n}</td><td>{html.escape(p.first)}</td><td>{html.escape(p.second)}</td>"
                   f"<td class=n>{p.score:.0%}</td><td class=n>{p.first_share:.0%}</td>"
                   f"<td class=n>{p.second_share:.0%}</td><td>{link}</td></tr>")
    out.append("</table>")
    for n, p in enumerate(pairs[:SHOWN], 1):
        if not p.fragments:
            continue
        a, b = docs[p.first], docs[p.second]
        out.append(f'<h3 id="ex{exercise}-{n}">{n}. {html.escape(p.first)} and {html.escape(p.second)}: '
                   f"{p.score:.0%}</h3>")
        out.append(f'<table class="side"><tr><th>{html.escape(p.first)}</th><th>{html.escape(p.second)}</th></tr>')
        for frag in p.fragments:
            out.append(f"<tr><td><pre>{_lines(a, frag.first, comparison.skeleton)}</pre></td>"
                       f"<td><pre>{_lines(b, frag.second, comparison.skeleton)}</pre></td></tr>")
        out.append("</table>")
    return out


def class_report(submissions: list[Submission], exercises, path: Path, say=print) -> dict[str, list[ClassPair]]:
    """Write the class report (collusion.html) for `exercises`; {exercise: its pairs, ranked}. Never
    raises: a failure is written in the report, and said."""
    head = ["<!doctype html>", '<html lang="en"><head><meta charset="utf-8"><title>Class similarity</title>',
            f"<style>{_STYLE}</style></head><body>", "<h1>Pairs of learners by the code they share</h1>",
            '<p class="note">For each exercise, every pair of learners, ranked by the larger of their two shares: '
            "the part of one learner's graded code (the functions the skeleton hands out as they stand when the "
            "cells have run, and the helpers they use) also found in the other's, in fragments of at least "
            f"{NOISE} characters once every name is one symbol and comments and layout are gone (copydetect's "
            "winnowing fingerprints, as MOSS). So renamed variables, comments and blank lines, a moved helper, "
            "reordered blocks do not hide a copy; code rewritten line by line does, and the skeleton's own code "
            "counts for no one. Short exercises have few ways to be right: compare the top pairs with the rest "
            "of the class (the median and 90th percentile), look at the lines, and decide. Copies of the "
            "reference solution: similarity.md.</p>"]
    found: dict[str, list[ClassPair]] = {}
    body: list[str] = []
    counts = {ex: sum(ex in s.notebooks for s in submissions) for ex in exercises}
    try:
        for ex in exercises:
            if counts[ex] < 2:
                found[ex] = []
                body.append(f"<h2>Exercise {html.escape(ex)}</h2><p>Fewer than two learners to compare.</p>")
                continue
            comparison = compare_class(submissions, ex)
            found[ex] = comparison.pairs
            body += _section(ex, comparison)
    except ImportError as err:
        say(f"{path.name}: not written: {err} (pip install 'copydetect>=0.5,<0.6', as pyproject.toml says)")
        body.append(f"<p>Not written: {html.escape(str(err))}. Install copydetect (pyproject.toml's dependencies).</p>")
    except Exception as err:  # never the batch's end: the report says what happened
        say(f"{path.name}: the comparison failed: {type(err).__name__}: {err}")
        body.append(f"<p>The comparison failed: {html.escape(type(err).__name__)}: {html.escape(str(err))}</p>")
    atomic_write(path, "\n".join([*head, *body, "</body></html>"]) + "\n")
    return found
