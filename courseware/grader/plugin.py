"""The pytest plugin of the graded tests (hand-written): options, exercise fixtures, points.

Loaded by tests/conftest.py (so `pytest tests/graded` and `make check` use it) and by the grader
(`transformer-grade`, courseware/grader/run.py), which also passes it to the hidden tests it runs.

* `--submissions DIR`: the folder of notebooks `NN_*.ipynb` to grade (default: solutions/).
* `--time-limit S`, `--memory-limit MB`: limits of the learner's process, per exercise.
* `--time-budget S`: seconds for all the exercises together, shared as they start (see `_deadline`).
* `--forbidden-calls fail|flag`: a test during which the learner's code called a library function
  its exercise forbids (courseware/grader/forbidden.py: PyTorch's attention in exercise 01, say)
  fails, naming it (`fail`, the default), or keeps its points with the call in its entry (`flag`).
  The names come from the learner's child, whose code can write any: only those that the grading
  process itself holds are named (`known_calls`), so no string of the learner's (a hidden test's
  inputs, say) reaches a message or a report.
* `--grade-json FILE`: write each graded test's outcome (points, passed, message; an `Outcome` of
  records.py) to FILE, after every test (a killed process leaves what finished).

Each exercise fixture (`ex01`, `ex02`, ...: one per exercise of courseware/catalogue.py, one per
test file) takes the learner's notebook, keeps its `#| export` cells and runs them in a
`courseware.grader.sandbox.Sandbox`: a child process with a scratch folder, time and memory limits,
no file access once loaded, and none of the reference package but the earlier chapters' modules the
exercise builds on. It returns the child's module as a `Remote`: the tests call the learner's
functions and classes as if they were local, with arguments and results copied across, while
every assertion runs here, in the process that decides the grade.
"""

from __future__ import annotations

import functools
import json
import re
import sys
import time
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path

import pytest

from .. import catalogue
from ..atomic import atomic_write
from . import forbidden, sandbox
from .records import GRADED_MODULES, MEMORY_LIMIT, ROOT, TIME_LIMIT, Outcome, cpu_seconds, exercise_of_marker, marker
from .sandbox import Remote, Sandbox, SandboxError
from .submission import SubmissionError, allowed_modules, exported_cells, preloaded_modules, shown, syntax_errors


def pytest_addoption(parser):
    group = parser.getgroup("grading", "graded exercises (courseware.grader.plugin)")
    group.addoption("--submissions", default=str(ROOT / "solutions"),
                    help="folder of exercise notebooks NN_*.ipynb the graded tests load (default: solutions/; "
                         "a learner checks their own work with --submissions exercises)")
    group.addoption("--time-limit", type=float, default=TIME_LIMIT,
                    help="seconds one call of the learner's code may take (wall clock); the process may use "
                         "twice that plus 5 s of CPU time in all")
    group.addoption("--memory-limit", type=int, default=MEMORY_LIMIT,
                    help="megabytes of memory the learner's code may add")
    group.addoption("--forbidden-calls", choices=forbidden.MODES, default="fail",
                    help="a test whose run calls a library function its exercise forbids (PyTorch's attention in "
                         "exercise 01, say): fail it, naming the function (default), or flag it: it keeps its points "
                         "and the call is reported")
    group.addoption("--grade-json", default=None, help="write each graded test's outcome to this JSON file")
    group.addoption("--hidden-tests", default=None,
                    help="folder of the instructor's hidden tests (collected like the others; marked hidden in the "
                         "report)")
    group.addoption("--time-budget", type=float, default=None,
                    help="seconds for all the selected exercises together: each exercise gets an equal share of "
                         "what is left when it starts, and its learner code is stopped when the share runs out")


def pytest_configure(config):
    config.addinivalue_line("markers", "points(n): points a graded test is worth")
    for line in catalogue.marker_lines():   # ex01 ...: known to --strict-markers in every run
        config.addinivalue_line("markers", line)
    config._graded = {}
    config._deadlines = {}   # exercise -> time.monotonic() when its share of --time-budget runs out
    budget = config.getoption("--time-budget", None)
    config._budget_end = time.monotonic() + budget if budget else None


_boxes: list[Sandbox] = []   # the open sandboxes: which names of the learner's module a test used


def _entry(item) -> Outcome | None:
    """The report entry of a graded test, created at collection with the test 'not run'."""
    points = item.get_closest_marker("points")
    if points is None:
        return None
    hidden = item.config.getoption("--hidden-tests", None)
    if item.nodeid not in item.config._graded:
        item.config._graded[item.nodeid] = Outcome(
            exercise=_exercise(item) or "?", test=item.name, points=float(points.args[0]),
            hidden=bool(hidden) and Path(str(item.path)).resolve().is_relative_to(Path(hidden).resolve()))
    return item.config._graded[item.nodeid]


def _exercise(item) -> str | None:
    """The exercise ("01") whose marker ("ex01") the test carries, or None."""
    return next((ex for ex in map(exercise_of_marker, (m.name for m in item.iter_markers())) if ex), None)


def pytest_collection_modifyitems(items):
    """Each exercise's tests together, hidden ones right after the others (a stable sort): one
    learner sandbox is alive at a time (the fixtures are per test file), and each exercise's share
    of the time budget covers its hidden tests. Other tests keep their places."""
    slots = [i for i, item in enumerate(items) if _exercise(item) is not None]
    for i, item in zip(slots, sorted((items[i] for i in slots), key=_exercise), strict=True):
        items[i] = item


def pytest_collection_finish(session):
    for item in session.items:   # what was selected: each test is in the report even if never run
        _entry(item)
    session.config._exercises = list(dict.fromkeys(filter(None, (_exercise(item) for item in session.items))))


def pytest_runtest_setup(item):
    for box in _boxes:
        box.accessed.clear()
        box.forbidden_used.clear()


# What stands for a forbidden call whose reported name the grader does not hold (made up by the
# learner's code, which can write anything into its child's replies): the call is counted, its name never shown.
UNKNOWN_CALL = "a forbidden function (under a name the grader does not know)"


@functools.lru_cache(maxsize=1)
def _aten_operators() -> frozenset[str]:
    torch = sys.modules.get("torch")
    return frozenset(name[6:].split(".")[0] for name in torch._C._dispatch_get_all_op_names()
                     if name.startswith("aten::")) if torch is not None else frozenset()


def _held(name: str) -> bool:
    """Whether the dotted `name` is an object this process holds: an ATen operator
    (torch.ops.aten.NAME), or an attribute path from a module already loaded, read from the
    namespaces themselves (no import, no module __getattr__ runs for a name the learner chose)."""
    parts = name.split(".")
    if len(name) > 200 or not all(part.isidentifier() for part in parts):
        return False
    if parts[:3] == ["torch", "ops", "aten"]:
        return len(parts) == 4 and parts[3] in _aten_operators()
    for cut in range(len(parts) - 1, 0, -1):
        found = sys.modules.get(".".join(parts[:cut]))
        if found is not None:
            break
    else:
        return False
    for part in parts[cut:]:
        try:
            namespace = vars(found)
        except TypeError:
            return False
        if part not in namespace:
            return False
        found = namespace[part]
    return True


def known_calls(exercise: str, names: list[str]) -> list[str]:
    """The forbidden calls the learner's child reported, as a report may name them: each name that
    falls under a rule of the exercise (forbidden.FORBIDDEN, `rule.matches` on a part of it) and is
    an object this grading process holds itself; for any other, UNKNOWN_CALL once. So a name is the
    grader's own, never a string the learner's code chose."""
    rules = forbidden.FORBIDDEN.get(exercise, ())
    known = [name for name in dict.fromkeys(names)
             if any(rule.matches(part) for rule in rules for part in name.split(".")) and _held(name)]
    return known + ([UNKNOWN_CALL] if any(name not in known for name in names) else [])


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """A test that passed although the learner's code called a library function its exercise
    forbids fails here, naming it (--forbidden-calls fail); with `flag` its entry records the call.
    Either way only names the grader holds itself are written (`known_calls`)."""
    result = yield
    names = list(dict.fromkeys(name for box in _boxes for name in box.forbidden_at_load + box.forbidden_used))
    entry, exercise = _entry(item), _exercise(item)
    if names and entry is not None and exercise is not None:
        names = known_calls(exercise, names)
        if item.config.getoption("--forbidden-calls") == "fail":
            pytest.fail(forbidden.message(exercise, names), pytrace=False)
        entry.forbidden = sorted(set(entry.forbidden) | set(names), key=lambda name: (name == UNKNOWN_CALL, name))
    return result


# Fixtures ----------------------------------------------------------------------------------------

def load_exercise(request, chapter: str) -> Remote:
    """The learner's module of exercise `chapter`, in a sandbox shared by the tests of one file."""
    config = request.config
    folder = Path(config.getoption("--submissions"))
    found = sorted(folder.glob(f"{chapter}_*.ipynb"), key=lambda p: (p.is_symlink() or not p.is_file(), p.name))
    if not found:
        pytest.fail(f"no notebook {chapter}_*.ipynb in {folder}", pytrace=False)
    try:
        cells = exported_cells(found[0])
    except SubmissionError as err:
        pytest.fail(str(err), pytrace=False)
    # Cells that do not compile fail here, before any learner code runs (compile() runs nothing),
    # with the notebook, the cell, the line and Python's message.
    broken = syntax_errors(shown(found[0]), cells)
    if broken:
        pytest.fail("\n".join(broken), pytrace=False)
    limit = config.getoption("--time-limit")
    deadline, late = _deadline(config, chapter)
    try:
        box = Sandbox([(f"{found[0].name}, {cell}", code) for cell, code in cells],
                      memory_mb=config.getoption("--memory-limit"), cpu_seconds=cpu_seconds(limit),
                      wall_seconds=limit, module_name=f"submission_{chapter}",
                      allow=allowed_modules(chapter), hide=(f"transformer.{GRADED_MODULES[chapter]}",),
                      preload=preloaded_modules(chapter), forbidden=forbidden.FORBIDDEN.get(chapter, ()),
                      deadline=deadline, deadline_message=late)
    except SandboxError as err:
        pytest.fail(f"{shown(found[0])}: running the exported cells failed: {error_text(err)}", pytrace=False)
    _boxes.append(box)
    request.addfinalizer(lambda: (box.close(), _boxes.remove(box)))
    return box.module


def _deadline(config, exercise: str) -> tuple[float | None, str]:
    """When `exercise`'s share of --time-budget runs out: an equal share of what is left of the
    budget when the exercise starts (time an earlier exercise did not use goes to the later ones),
    so the shares add up to the budget whatever the learner's code does."""
    if config._budget_end is None:
        return None, ""
    if exercise not in config._deadlines:
        waiting = [ex for ex in config._exercises if ex not in config._deadlines] or [exercise]
        share = max(0.0, config._budget_end - time.monotonic()) / len(waiting)
        config._deadlines[exercise] = (time.monotonic() + share,
                                       f"exercise {exercise} used up its share of the grading time "
                                       f"({share:.0f} s): does a loop never end, or does the code do far more work "
                                       "than the exercise needs?")
    return config._deadlines[exercise]


# One sandbox per test file (scope="module"): the learner's module of the exercise is loaded when the
# file's first test needs it and stopped after its last, so one sandbox is alive at a time (memory:
# Gradescope's container holds the grader, pytest and one sandbox within 768 MB).
def _exercise_fixture(chapter: str, holds: str):
    """The fixture `exNN`: the learner's module of exercise `chapter`, which holds `holds`."""
    def fixture(request):
        return load_exercise(request, chapter)

    fixture.__doc__ = f"The learner's chapter {chapter} module ({holds})."
    return pytest.fixture(scope="module", name=marker(chapter))(fixture)


# The fixtures ex01, ex02, ...: one per exercise of the catalogue (courseware/catalogue.py), as
# module attributes, where pytest finds a plugin's fixtures.
for _exercise_id, _page in catalogue.exercises().items():
    globals()[marker(_exercise_id)] = _exercise_fixture(_exercise_id, _page.exercise.holds)
del _exercise_id, _page


def error_text(err: BaseException) -> str:
    """The message of an error from the sandbox. Not str(err): `learner_error` makes a LearnerError
    that is also the builtin it stands for, and the __str__ of some builtins reads fields that
    LearnerError's constructor never sets (a SyntaxError's shows "None", a UnicodeDecodeError's
    ""), so the text is taken from the arguments it was built with."""
    text = err.args[0] if err.args and isinstance(err.args[0], str) else ""
    if not text.strip():
        try:
            text = str(err)
        except Exception:  # a __str__ that fails on fields never set
            text = ""
    if not text.strip() or text.strip() == "None":
        text = f"{type(err).__name__} (with no message)"
    return text


def call(fn, *args, **kwargs):
    """fn(*args, **kwargs), or the test fails saying the TODO is not filled in (NotImplementedError)."""
    try:
        return fn(*args, **kwargs)
    except NotImplementedError:
        pass
    pytest.fail(f"{fn.__name__} still raises NotImplementedError: fill in the TODO", pytrace=False)


def backward(fn: Remote, *args, select=None, cotangent=None, **kwargs):
    """Gradients through the learner's code: see `Sandbox.backward`."""
    return fn._box.backward(fn, *args, select=select, cotangent=cotangent, **kwargs)


def set_attribute(obj: Remote, name: str, value) -> None:
    """Set an attribute of an object of the learner's: see `Sandbox.set_attribute`."""
    obj._box.set_attribute(obj, name, value)


@contextmanager
def reference_steps(module: Remote, source: str, steps: dict[str, str] | tuple[str, ...]):
    """While the block runs, each function `name` of the learner's module (a key of `steps`) is the
    reference's `steps[name]` (the same name where `steps` is a tuple of names), which `source` (the
    grader's code) defines in the sandbox: a test of a
    later step runs on the reference's earlier steps, as CS336's adapters pass the weights in, so a
    slip in one step costs the tests of that step only. A name the learner's module lacks is left
    alone. The learner's own functions are put back afterwards, whatever happened."""
    box = module._box
    steps = steps if isinstance(steps, dict) else {name: name for name in steps}
    own = {}
    for name in steps:
        try:
            own[name] = getattr(module, name).get()
        except AttributeError:
            continue
    try:
        for name in own:
            box.set_attribute(module, name, box.define(source, steps[name]))
        yield
    finally:
        if not box.closed_because:
            for name, theirs in own.items():
                box.set_attribute(module, name, theirs)


def parameter_grads(module: Remote) -> dict:
    """{name: gradient or None} of the learner's module: see `Sandbox.parameter_grads`."""
    return module._box.parameter_grads(module)


# Points ------------------------------------------------------------------------------------------

def _message(report, excinfo=None) -> str:
    """The first line a learner needs: the assertion's or pytest.fail's message (for an error of
    the learner's code, the sandbox's message: see error_text)."""
    crash = getattr(report.longrepr, "reprcrash", None)
    text = crash.message if crash is not None else str(report.longrepr or "")
    if excinfo is not None and isinstance(excinfo.value, SandboxError):
        text = error_text(excinfo.value)
    # "ValueError: ..." rather than the class's path
    text = re.sub(rf"^{re.escape(sandbox.__name__)}\.\w+: ", "", text)
    for prefix in ("AssertionError: ", "Failed: "):
        text = text[len(prefix):] if text.startswith(prefix) else text
    text = text.split("\nassert ")[0].strip()[:1500]
    return text if text and text != "None" else "the test failed, with no message"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    entry = _entry(item)
    if entry is None:
        return
    entry.uses = sorted(set(entry.uses) | {name for box in _boxes for name in box.accessed})
    # A test has passed when its call has: a passed setup says nothing yet, so a grading process
    # stopped during the call (a time limit, a learner that stalls) leaves the test 'not run', failed.
    if report.skipped:
        reason = report.longrepr[-1] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        entry.ran, entry.passed, entry.message = True, False, f"skipped: {reason}"
    elif not report.passed:
        if not entry.ran or entry.passed:   # the first failure (setup, call, or teardown after a pass)
            entry.ran, entry.passed, entry.message = True, False, _message(report, call.excinfo)
    elif report.when == "call" and not entry.ran:
        entry.ran, entry.passed, entry.message = True, True, ""
    _save(item.config)


def _save(config):
    """Write --grade-json (atomically): after every test, so a grading process that is killed (a
    time or memory limit of the machine) leaves the outcomes of the tests that finished."""
    path = config.getoption("--grade-json", None)
    if not path:
        return
    entries = sorted(config._graded.values(), key=lambda e: (e.exercise, e.test))
    atomic_write(path, json.dumps([e.to_json() for e in entries], indent=1))


def pytest_sessionfinish(session):
    _save(session.config)


def pytest_terminal_summary(terminalreporter, config):
    if not config._graded:
        return
    earned: dict[str, float] = defaultdict(float)
    total: dict[str, float] = defaultdict(float)
    for entry in config._graded.values():
        total[entry.exercise] += entry.points
        earned[entry.exercise] += entry.points if entry.passed else 0
    terminalreporter.section("points")
    for exercise in sorted(total):
        terminalreporter.write_line(f"{marker(exercise)}: {earned[exercise]:g} / {total[exercise]:g} points")
