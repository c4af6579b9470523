"""Find the learners and their notebooks in a folder of submissions (hand-written).

`gather` turns what the instructor points the grader at (a notebook, a folder with one entry per
learner, or one learner's upload however it is laid out) into `Submission` records: a notebook per
exercise, and the problems found on the way. Nothing in the folder stops the gathering. When an
upload holds several notebooks for one exercise, `choose` picks one and says which and why.

A learner is known by an id (`learner_id`) made from the folder's or notebook's name: the name
itself when it is made of ID_SAFE characters, else the name with every other byte percent-encoded,
so that two folders never share an id and every grade stays with its folder (`learner_name` decodes
it). The name is kept beside the id (`Submission.name`).
"""

from __future__ import annotations

import hashlib
import os
import string
from pathlib import Path
from urllib.parse import unquote_to_bytes

from .records import GRADED_MODULES, ROOT, Submission
from .submission import SubmissionError, check_notebook, exercise_of, exported_cells, shown

# Characters a learner id keeps as they are: safe in a file name, a URL and a CSV cell. Every other
# byte of the name's UTF-8 (its bytes on disk) is written %XX, '%' itself included, and so is a
# leading '.' (no hidden file, no "." or ".." in a path): the encoding is injective, and reversible.
ID_SAFE = frozenset(string.ascii_letters + string.digits + "_-.@+")
ID_CAP = 100          # characters of an id at most: a longer encoding keeps its start and adds a hash
HASH_MARK = "~"       # never in an encoding (it would be %7E): an id with it is a long name's
EMPTY_ID = "%"        # a name with nothing in it (a folder "/"): no encoding is a bare '%'


def _name_bytes(name: str) -> bytes:
    """The name as bytes, as they are on disk: os.fsencode undoes how Python read the name (an
    undecodable byte came in as a lone surrogate), so distinct names on disk give distinct bytes."""
    try:
        return os.fsencode(name)
    except UnicodeEncodeError:   # not a name read from a disk (gather's all are): an id all the same
        return b"\xff\xfe" + name.encode("utf-8", "surrogatepass")


def learner_id(name: str) -> str:
    """A learner's id: `name` when it is made of ID_SAFE characters and does not start with '.',
    else the name with each other byte written %XX ("zoé" -> "zo%C3%A9", "_bob" -> "_bob", "a b" ->
    "a%20b"). Two different names never give the same id: an encoding longer than ID_CAP keeps its
    first characters and ends in HASH_MARK and 16 hex digits of the SHA-256 of the whole name.
    Unicode names that are equal after normalisation (NFC "zoé" and NFD "zoé") are different bytes,
    so different folders, and different ids."""
    data = _name_bytes(name)
    if not data:
        return EMPTY_ID
    encoded = "".join(chr(b) if chr(b) in ID_SAFE and not (i == 0 and b == ord(".")) else f"%{b:02X}"
                      for i, b in enumerate(data))
    if len(encoded) <= ID_CAP:
        return encoded
    digest = hashlib.sha256(data).hexdigest()[:16]
    head = encoded[:ID_CAP - len(HASH_MARK) - len(digest)]
    cut = head.find("%", len(head) - 2)   # no escape cut in half
    return (head[:cut] if cut >= 0 else head) + HASH_MARK + digest


def learner_name(learner: str) -> str | None:
    """The name a learner id was made from (the inverse of `learner_id`), or None for the id of a
    name longer than ID_CAP allows (it keeps only a hash of the rest)."""
    if HASH_MARK in learner:
        return None
    if learner == EMPTY_ID:
        return ""
    return os.fsdecode(unquote_to_bytes(learner))


MAX_ENTRIES = 10_000   # files and folders looked at in one learner's folder


IGNORED_FOLDERS = ("__MACOSX",)   # what macOS's zip adds: `._NN_*.ipynb` metadata files, not notebooks
NO_NOTEBOOK = ("the submission holds no notebook (no *.ipynb file): upload your exercise notebooks, e.g. "
               "01_attention.ipynb")


def _is_notebook_name(name: str) -> bool:
    return name.endswith(".ipynb")


def _learner_notebooks(folder: Path, problems: list[str]) -> list[Path]:
    """The notebooks in a learner's folder and its subfolders (hidden ones and .ipynb_checkpoints
    left out). Links are never followed: a link named like a notebook is listed (and refused when
    read, with the reason), a link to a folder is a problem. Anything named *.ipynb is listed, be
    it a file or not: a folder or a pipe named like a notebook is refused when read."""
    found, stack, seen = [], [folder], 0
    while stack:
        here = stack.pop()
        try:
            entries = sorted(here.iterdir())
        except OSError as err:
            problems.append(f"{shown(here)}: the folder cannot be read ({err.strerror or err})")
            continue
        for entry in entries:
            seen += 1
            if seen > MAX_ENTRIES:
                problems.append(f"more than {MAX_ENTRIES} files in the submission: only the first were looked at")
                return sorted(found)
            if entry.name.startswith(".") or entry.name in IGNORED_FOLDERS:   # .ipynb_checkpoints, macOS's ._ files
                continue
            if _is_notebook_name(entry.name):
                found.append(entry)
            elif entry.is_symlink():
                if entry.is_dir():
                    problems.append(f"{shown(entry)}: a symbolic link to a folder; the grader does not follow links")
            elif entry.is_dir():
                stack.append(entry)
    return sorted(found)


def gather(path: Path, exercises: tuple[str, ...], one_learner: bool = False) -> list[Submission]:
    """The submissions under `path`: a notebook (one learner) or a folder (one entry per learner;
    with `one_learner`, all of it one learner's, as in a Gradescope upload, however it is laid out).
    Nothing in the folder stops the gathering: a notebook that cannot be read, a folder or a link
    where a notebook belongs, an empty learner folder, is a learner with a problem (graded 0)."""
    path = Path(path)
    if not path.exists():
        raise ValueError(f"SUBMISSIONS '{path}' does not exist")
    if path.is_symlink():   # the instructor's own argument: followed (links inside it are not)
        path = path.resolve()
    # (the learner's name, notebooks, problems, folder, the entry it comes from)
    entries: list[tuple[str, list[Path], list[str], Path | None, Path]] = []
    if not path.is_dir():
        entries.append((path.stem, [path], [], None, path))
    elif one_learner:
        problems: list[str] = []
        notebooks = _learner_notebooks(path, problems)
        entries.append((path.resolve().name, notebooks, problems or ([] if notebooks else [NO_NOTEBOOK]), path,
                        path))
    else:
        try:
            top = sorted(p for p in path.iterdir() if not p.name.startswith("."))
        except OSError as err:
            raise ValueError(f"SUBMISSIONS '{path}' cannot be read: {err.strerror or err}") from None
        loose = [p for p in top if _is_notebook_name(p.name)]
        folders = [p for p in top if not _is_notebook_name(p.name) and p.is_dir()]
        if loose and not folders and all(p.name[:2] in GRADED_MODULES and p.name[2:3] == "_" for p in loose):
            # a folder of NN_*.ipynb only: one learner's notebooks (exercises/, Gradescope's upload)
            entries.append((path.resolve().name, loose, [], path, path))
        else:
            for entry in top:
                if _is_notebook_name(entry.name):   # one learner's notebook (a file, or what it should have been)
                    entries.append((entry.stem, [entry], [], None, entry))
                elif entry.is_symlink():
                    if entry.is_dir():
                        entries.append((entry.name, [], [f"{shown(entry)}: the learner's folder is a symbolic link; "
                                                          "the grader does not follow links"], None, entry))
                elif entry.is_dir():
                    problems: list[str] = []
                    notebooks = _learner_notebooks(entry, problems)
                    if not notebooks and not problems:
                        problems.append(NO_NOTEBOOK)
                    entries.append((entry.name, notebooks, problems, entry, entry))
    submissions, seen = [], {}
    for name, notebooks, problems, base, source in entries:
        learner = learner_id(name)
        if learner in seen:   # a folder "bob" and a notebook "bob.ipynb" (or SHA-256's first 64 bits collide)
            raise ValueError(f"{shown(seen[learner])} and {shown(source)} in '{path}' would both be the learner "
                             f"{learner}: rename one of them")
        seen[learner] = source
        sub = Submission(learner, problems=list(problems), name=name)
        found: dict[str, list[Path]] = {}
        for nb in notebooks:
            exercise = exercise_of(nb) or (exercises[0] if len(exercises) == 1 else None)
            if exercise is None:
                why = check_notebook(nb)
                sub.problems.append(f"{why}; so the grader cannot tell which exercise it is" if why else
                                    f"{upload_path(nb, base)}: not graded: the grader cannot tell which exercise it is "
                                    "(keep the name it was handed out with, NN_*.ipynb, and its '#| default_exp' line)")
            elif exercise in exercises:
                found.setdefault(exercise, []).append(nb)
        for exercise, candidates in sorted(found.items()):
            sub.notebooks[exercise], why = choose(exercise, candidates, base)
            if why:
                sub.problems.append(why)
        submissions.append(sub)
    return submissions


def upload_path(nb: Path, base: Path | None) -> str:
    """The notebook as the learner knows it: its path inside their upload (escaped if unprintable)."""
    try:
        text = nb.relative_to(base).as_posix() if base is not None else nb.name
    except ValueError:
        text = nb.name
    return text if text.isprintable() else ascii(text)


def handed_out(exercise: str, folder: str = "exercises") -> Path | None:
    """The course's notebook of `exercise`: the skeleton learners get, or (folder "solutions") its solution."""
    return next(iter(sorted((ROOT / folder).glob(f"{exercise}_*.ipynb"))), None)


def _untouched(exercise: str, nb: Path) -> bool:
    """Whether the notebook's exported code is the exercise's as handed out (no code of the learner's)."""
    skeleton = handed_out(exercise)
    try:
        return skeleton is not None and ([code.strip() for _, code in exported_cells(nb)]
                                         == [code.strip() for _, code in exported_cells(skeleton)])
    except SubmissionError:
        return False


def choose(exercise: str, candidates: list[Path], base: Path | None) -> tuple[Path, str]:
    """The notebook graded when a learner's upload holds several for one exercise, and the message
    that says which and why: one that can be read before one that cannot, one with the learner's code
    before the exercise as handed out, then the one nearest the top of the upload, then by name."""
    if len(candidates) == 1:
        return candidates[0], ""
    unreadable = {nb: check_notebook(nb) is not None for nb in candidates}
    untouched = {nb: not unreadable[nb] and _untouched(exercise, nb) for nb in candidates}

    def depth(nb):
        return len(nb.relative_to(base).parts) if base is not None and nb.is_relative_to(base) else len(nb.parts)

    ranked = sorted(candidates, key=lambda nb: (unreadable[nb], untouched[nb], depth(nb), nb.as_posix()))
    chosen, others = ranked[0], ranked[1:]
    second = others[0]
    reason = ("the other cannot be read" if unreadable[second] else
              "the other is the exercise as handed out, with no code of yours" if untouched[second] else
              "it is the nearest to the top of your upload" if depth(chosen) < depth(second) else
              "it comes first by name: upload one notebook per exercise")
    return chosen, (f"{len(candidates)} notebooks for exercise {exercise}: graded {upload_path(chosen, base)} "
                    f"({reason}), "
                    f"not {', '.join(upload_path(nb, base) for nb in others)}")
