"""A generated class of submissions for the grader's tests (hand-written).

`build(folder)` writes one subfolder per learner: the solutions, the untouched skeletons, every
wrong implementation of the bank, a malformed notebook, a missing function, a wrong signature, an
infinite loop, a memory hog, and submissions that try to cheat. `EXPECTED` gives what each must
score (exercise 01 has a hidden test worth HIDDEN_POINTS on top of the shipped ones) and
`HIDDEN_TEST` is the instructor's hidden test file.
"""

from __future__ import annotations

import json
import shutil
import textwrap
from pathlib import Path

import nbformat

from bank import BANK
from courseware import exercises as course
from courseware import notebooks as nbs
from courseware.grader.records import EXERCISES as GRADED  # "01", "02", ...: every graded exercise

ROOT = Path(__file__).resolve().parents[2]
SOLUTIONS = ROOT / "solutions"
# Points of the shipped tests, written out so that a test lost or added shows: 57 of exercises 01-05,
# 21 of 06, 29 of 07, 18 of 08, 27 of 09, 9 of 10, 20 of 11 (test_grader.py, test_gradescope.py).
SHIPPED = 57 + 21 + 29 + 18 + 27 + 9 + 20
EXERCISES = ROOT / "exercises"

HIDDEN_POINTS = 2
HIDDEN_TEST = '''
"""A hidden test of exercise 01: learners never see this file."""
import pytest
import torch
import torch.nn.functional as F

pytestmark = pytest.mark.ex01
SECRET = "the hidden tests' secret"


@pytest.mark.points(2)
def test_long_sequences_in_float32(ex01):
    g = torch.Generator().manual_seed(1234)
    q, k, v = (torch.randn(3, 2, n, 8, generator=g) for n in (40, 50, 50))
    out, _ = ex01.scaled_dot_product_attention(q, k, v)
    assert torch.allclose(out, F.scaled_dot_product_attention(q, k, v), atol=1e-5), "differs on long sequences"
'''


def notebook(exercise: str, folder: Path = SOLUTIONS) -> Path:
    return next(iter(sorted(folder.glob(f"{exercise}_*.ipynb"))))


def edited(exercise: str, cell_id: str, edits=(), replace_with: str | None = None,
           extra_cell: str | None = None) -> dict:
    """The solution notebook of `exercise` with cell `cell_id` edited (each `find` must occur once),
    or replaced by `replace_with` (the '#| export' line is kept), and optionally one more exported cell."""
    nb = json.loads(notebook(exercise).read_text())
    cell = next(c for c in nb["cells"] if c.get("id") == cell_id)
    source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
    for find, new in edits:
        assert source.count(find) == 1, f"{exercise}/{cell_id}: {find!r} occurs {source.count(find)} times"
        source = source.replace(find, new)
    if replace_with is not None:
        source = "#| export\n" + textwrap.dedent(replace_with).strip() + "\n"
    cell["source"] = source
    if extra_cell is not None:
        index = nb["cells"].index(cell)
        nb["cells"].insert(index + 1, {"cell_type": "code", "id": "extra", "metadata": {}, "outputs": [],
                                       "execution_count": None,
                                       "source": "#| export\n" + textwrap.dedent(extra_cell).strip() + "\n"})
    return nb


def near_answers(exercise: str) -> str:
    """The notebook of a learner who pasted the third hint of every TODO of `exercise` as it is."""
    chapter = course.chapter_of(exercise)
    return nbformat.writes(course.near_answer_notebook(nbs.read(chapter), chapter))


def with_outputs(nb: dict, mb: int) -> dict:
    """The notebook with `mb` MB of saved outputs spread over its code cells: text, an error's
    traceback, and base64 pictures (strings with escaped quotes and brackets in them too)."""
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    picture = "iVBORw0KGgo" + "A" * (1 << 20)
    for cell in code:
        cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": ['a "quoted" ] [ { line\n'] * 3},
                           {"output_type": "error", "ename": "E", "evalue": "}", "traceback": ["\x1b[0m{[\"]"]}]
    for i in range(mb):
        code[i % len(code)]["outputs"].append({"output_type": "display_data", "metadata": {"outputs": [1]},
                                               "data": {"image/png": picture, "text/plain": ["<Figure>"]}})
    return nb


def put(folder: Path, learner: str, exercise: str, nb: dict | str) -> None:
    target = folder / learner / notebook(exercise).name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(nb if isinstance(nb, str) else json.dumps(nb, indent=1))


# Learners whose sdpa is replaced: (learner, new cell source, extra cell or None).
SDPA_HEAD = "def scaled_dot_product_attention(query, key, value, mask=None, dropout_p=0.0):\n"
ZEROS = ("    return torch.zeros(*query.shape[:-1], value.size(-1), dtype=query.dtype), torch.zeros(*query.shape[:-1], "
         "key.size(-2), dtype=query.dtype)\n")

UNIFORM = ("    w = torch.full((*query.shape[:-1], key.size(-2)), 1.0 / key.size(-2), dtype=query.dtype)\n"
           "    return w @ value, w\n")
# ptrace and process_vm_* on the parent (the grading pytest process) and the pids around it: what it
# reaches it would print, and it tries to overwrite what it can with a huge number (the tolerances)
ATTACK_PARENT = """
import ctypes, os, struct
libc = ctypes.CDLL(None, use_errno=True)
class iovec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]
def attack_parent():
    base = os.getppid()
    for pid in [base] + list(range(max(2, base - 200), base + 200)):
        if libc.ptrace(0x4206, pid, 0, 0) == 0:
            print("seized", pid)
        buffer = ctypes.create_string_buffer(4096)
        for address in (0x400000, 0x555555554000, 0x7ffff7dd0000):
            local, remote = iovec(ctypes.addressof(buffer), 4096), iovec(address, 4096)
            if libc.process_vm_readv(pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0) > 0:
                print("read", pid, hex(address), buffer.raw[:64])
                payload = ctypes.create_string_buffer(struct.pack("<d", 1e300) * 512)
                libc.process_vm_writev(pid, ctypes.byref(iovec(ctypes.addressof(payload), 4096)), 1,
                                       ctypes.byref(remote), 1, 0)
attack_parent()
"""
# SIGKILL to every pid there is, for a second, at import and in every call: the other worker's
# learner runs at the same time
KILL_EVERYONE = """
import os, time
def kill_everyone(seconds):
    end = time.time() + seconds
    while time.time() < end:
        for pid in [-1] + list(range(2, 40000)):
            try:
                os.kill(pid, 9)
            except OSError:
                pass
"""
ESCAPE = """
import ctypes, os, time
def escape(n):
    for _ in range(n):
        try:
            if os.fork() == 0:
                os.setsid()
                ctypes.CDLL(None).prctl(15, b"tfs-escapee", 0, 0, 0)
                time.sleep(300)
                os._exit(0)
        except OSError as err:
            print("fork refused:", err)
"""
# truncates, renames and deletes the class's notebooks, the grader's output and the hidden tests
DESTROY = """
import os
TARGETS = {targets!r}
def destroy():
    for root in TARGETS:
        for folder in [root] + [os.path.join(root, name) for name in ("results", "feedback", "solution", "skeleton")]:
            for call in (lambda p: os.truncate(p, 0), os.unlink, lambda p: os.rename(p, p + ".gone"), os.rmdir):
                try:
                    call(folder)
                except OSError:
                    pass
            for name in ("01_attention.ipynb", "solution.json", "gradebook.csv", "test_hidden_ex01.py"):
                try:
                    os.truncate(os.path.join(folder, name), 0)
                except OSError:
                    pass
                try:
                    os.unlink(os.path.join(folder, name))
                except OSError:
                    pass
destroy()
"""

# PyTorch's attention in place of the learner's own (issue 31): the weights recovered by attending
# to an identity matrix. It gives the right numbers; the grader must see whose they are.
DELEGATES = """
def scaled_dot_product_attention(query, key, value, mask=None, dropout_p=0.0):
    shape = (*torch.broadcast_shapes(query.shape[:-2], key.shape[:-2]), query.size(-2), key.size(-2))
    if mask is not None:
        check_mask(mask, shape)
    eye = torch.eye(key.size(-2), dtype=query.dtype).expand(*key.shape[:-2], -1, -1)
    weights = F.scaled_dot_product_attention(query, key, eye, attn_mask=mask)
    dropped = F.dropout(weights, p=dropout_p) if dropout_p > 0 else weights
    return dropped @ value, weights
"""

CHEATS = {
    "cheat-delegates-to-pytorch": (DELEGATES, None),
    # calls the reference implementation, which the grader does not let it import
    "cheat-calls-the-reference": (SDPA_HEAD + "    from transformer import scaled_dot_product_attention as ref\n"
                                  "    return ref(query, key, value, mask, dropout_p)\n", None),
    "cheat-imports-the-reference-module": (SDPA_HEAD + "    from transformer.attention import "
                                                       "scaled_dot_product_attention as ref\n"
                                           "    return ref(query, key, value, mask, dropout_p)\n", None),
    # makes every comparison succeed, in its own process
    "cheat-patches-torch": (SDPA_HEAD + ZEROS,
                            "import torch\nimport torch.testing\ntorch.allclose = lambda *a, **k: True\ntorch.equal = "
                            "lambda *a, **k: True\n"
                            "torch.testing.assert_close = lambda *a, **k: None\n"),
    # stops the grading early with status 0, from a call and at import
    "cheat-exits-with-status-0": (SDPA_HEAD + "    import sys\n    sys.exit(0)\n", None),
    "cheat-os-exit-at-import": (SDPA_HEAD + ZEROS, "import os\nos._exit(0)\n"),
    # prints what looks like a perfect result
    "cheat-prints-fake-results": (SDPA_HEAD + "    print('15 / 15 points\\n12 passed in 0.1s\\n{\"score\": 15}')\n"
                                  + ZEROS,
                                  "print('ex01: 15 / 15 points')\n"),
    # writes a results file wherever the grader might look
    "cheat-writes-the-results-file": (SDPA_HEAD + ZEROS,
                                      "import os, json\nfor place in ('results.json', '../results.json', "
                                      "'../../results/cheat-writes-the-results-file.json',\n"
                                      "              '/tmp/results.json', os.path.expanduser('~/results.json')):\n"
                                      "    try:\n"
                                      "        open(place, 'w').write(json.dumps({'score': 100, 'total': 100}))\n"
                                      "    except OSError as err:\n        print('could not write', place, err)\n"),
    # reads the hidden tests (it even knows where they are) and the reference source
    "cheat-reads-the-hidden-tests": (SDPA_HEAD + "    try:\n        open(HIDDEN_PATH).read()\n        "
                                                 "open(REFERENCE_PATH).read()\n"
                                     "    except OSError:\n" + ZEROS.replace("    return", "        return") +
                                     "    import math\n    w = (query @ key.transpose(-2, -1) / "
                                     "math.sqrt(query.size(-1))).softmax(-1)\n    return w @ value, w\n",
                                     "HIDDEN_PATH = {hidden!r}\nREFERENCE_PATH = {reference!r}\n"),
    # kills the process that runs its tests
    "cheat-kills-the-grader": (SDPA_HEAD + "    import os, signal\n    os.kill(os.getppid(), signal.SIGKILL)\n", None),
    # answers with a pickle that would run code in the grader
    "cheat-sends-a-malicious-reply": (SDPA_HEAD + "    import os, pickle, struct, sys\n"
                                      "    class Payload:\n        def __reduce__(self):\n            return "
                                      "(os.system, ('touch /tmp/pwned-by-submission',))\n"
                                      "    data = pickle.dumps(Payload())\n    main = sys.modules['__main__']\n"
                                      "    os.write(main.resp_fd, struct.pack('<Q', len(data)) + data)\n" + ZEROS,
                                      None),
    # attacks on the grader and the other learners (tests/autograder/test_isolation.py proves each
    # works without isolation): uniform weights, honestly worth nothing, plus the attack
    "attack-forges-its-grade": (SDPA_HEAD + "    attack_parent()\n" + UNIFORM, ATTACK_PARENT),
    "attack-signals-everyone": (SDPA_HEAD + "    kill_everyone(1.0)\n" + UNIFORM,
                                KILL_EVERYONE + "kill_everyone(1.0)\n"),
    "attack-forks-escapees": (SDPA_HEAD + "    escape(5)\n" + UNIFORM, ESCAPE + "escape(20)\n"),
    "attack-destroys-files": (SDPA_HEAD + "    destroy()\n" + UNIFORM, DESTROY),
    # resources
    "infinite-loop": (SDPA_HEAD + "    while True:\n        pass\n", None),
    "memory-hog": (SDPA_HEAD + "    hog = [torch.ones(256, 1024, 1024) for _ in range(64)]\n" + ZEROS, None),
}


def build(folder: Path, hidden_path: Path, out: Path | None = None) -> dict:
    """Write the class into `folder` (graded into `out`); return the set of learners."""
    folder.mkdir(parents=True, exist_ok=True)
    reference = str(ROOT / "transformer" / "attention.py")
    for exercise in GRADED:
        put(folder, "solution", exercise, json.loads(notebook(exercise).read_text()))
        put(folder, "skeleton", exercise, json.loads(notebook(exercise, EXERCISES).read_text()))
        put(folder, "near-answers", exercise, near_answers(exercise))
    for wrong in BANK:
        put(folder, wrong.learner, wrong.exercise, edited(wrong.exercise, wrong.cell, wrong.edits))
    for learner, (sdpa, extra) in CHEATS.items():
        if extra is not None:
            if "{hidden" in extra:
                extra = extra.format(hidden=str(hidden_path), reference=reference)
            elif "{targets" in extra:
                extra = extra.format(targets=[str(folder), str(out or folder), str(hidden_path.parent)])
        put(folder, learner, "01", edited("01", "export-sdpa", replace_with=sdpa, extra_cell=extra))
    # a copy of another learner's wrong implementation (BANK[1], exercise 01), comments changed
    copied = edited("01", "export-sdpa", BANK[1].edits)
    cell = next(c for c in copied["cells"] if c.get("id") == "export-sdpa")
    cell["source"] = "\n".join(line.split("  #")[0].rstrip()
                               for line in cell["source"].splitlines()) + "\n# my own work\n"
    put(folder, "copycat", "01", copied)
    # notebooks the grader must refuse, with a reason
    put(folder, "malformed-json", "01", notebook("01").read_text()[:-200])
    put(folder, "missing-function", "01",
        edited("01", "export-sdpa", (("def scaled_dot_product_attention(", "def attention("),)))
    put(folder, "wrong-signature", "01", edited("01", "export-sdpa", (
        ("    dropout_p: float = 0.0,\n", ""),
        ("dropped = F.dropout(weights, p=dropout_p) if dropout_p > 0 else weights", "dropped = weights"))))
    no_directive = json.loads(notebook("01").read_text())
    for c in no_directive["cells"]:
        src = "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        c["source"] = src.replace("#| export", "# export")
    put(folder, "directives-deleted", "01", no_directive)
    shutil.copyfile(notebook("01"), folder / "single-notebook-learner.ipynb")
    (folder / "notes.txt").write_text("not a submission")
    return {p.name if p.is_dir() else p.stem for p in folder.iterdir() if p.suffix != ".txt"}
