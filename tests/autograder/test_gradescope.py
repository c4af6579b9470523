"""The Gradescope bundle, run the way Gradescope runs it (hand-written).

Each test builds a bundle with `transformer-grade --gradescope-bundle`, unpacks it into a temporary
root laid out like Gradescope's container (`source/`, `submission/`, `results/`,
`submission_metadata.json`), copies `source/run_autograder` to `run_autograder` at the root (where
Gradescope runs it from) and runs it there, with the root in AUTOGRADER_ROOT and this venv's Python.
Every submission, whatever it holds, must get a valid results.json: the score is the sum of the
tests, names are unique, visibilities are legal, and no hidden test's text shows.

Peak memory is the process tree's (courseware/grader/memory.py), sampled every 0.2 s: its anonymous
pages, which a container's limit charges and cannot reclaim, are held to the limits with a margin
of MARGIN; the total with file pages (page cache: torch's libraries, more of them resident when
other tests have warmed them) is printed beside it with the time, not held to anything.
Time budgets are scaled down (a hanging notebook's bundle gets 75 s, not the default 480 s): the
shares and their messages are what is tested, and the default's arithmetic is checked apart.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

import classroom
from bank import BANK
from courseware.grader.gradescope import needs
from courseware.grader.memory import PeakMemory, children
from courseware.grader.records import BUNDLE_DEFAULTS, GRACE, GRADER_MB, GRADESCOPE_MB, GRADESCOPE_SECONDS, Options
from courseware.grader.submission import MAX_NOTEBOOK_BYTES

ROOT = Path(__file__).resolve().parents[2]
GRADE = [sys.executable, "-m", "courseware.grader"]
LEGAL_VISIBILITY = {"hidden", "after_due_date", "after_published", "visible"}
MARGIN = 0.9   # anonymous memory must stay under 90% of a limit: the anonymous peak moves by a few MB
#                between runs (sampling every 0.2 s, allocator timing), the margin is ten times that
METADATA = {"id": 123456, "created_at": "2026-11-20T10:00:00.000000-08:00",
            "assignment": {"due_date": "2026-11-21T23:59:00.000000-08:00", "title": "Transformer exercises"},
            "users": [{"email": "learner@example.edu", "id": 1, "name": "A Learner"}], "previous_submissions": []}


def make_bundle(path: Path, *options: str) -> subprocess.CompletedProcess:
    run = subprocess.run([*GRADE, "--gradescope-bundle", str(path), *options], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return run


@pytest.fixture(scope="module")
def default_bundle(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("bundle") / "autograder.zip"
    make_bundle(path)
    return path


def solution(ex: str) -> dict:
    return json.loads(classroom.notebook(ex).read_text())


def with_cell(nb: dict, code: str) -> dict:
    """The notebook with one more exported cell at its end."""
    nb = json.loads(json.dumps(nb))
    nb["cells"].append({"cell_type": "code", "id": "added", "metadata": {}, "outputs": [], "execution_count": None,
                        "source": "#| export\n" + code})
    return nb


def run_like_gradescope(bundle: Path, tmp_path: Path, files: dict[str, dict | bytes], label: str, capsys,
                        **env_extra: str) -> dict:
    """Lay out /autograder in tmp_path, run /autograder/run_autograder (with `env_extra` added to the
    environment), return results.json (checked) with the run's seconds and peak memory; prints them."""
    root = tmp_path / "autograder"
    shutil.rmtree(root, ignore_errors=True)
    with zipfile.ZipFile(bundle) as z:
        z.extractall(root / "source")
    for script in ("setup.sh", "run_autograder"):
        (root / "source" / script).chmod(0o755)
    shutil.copy2(root / "source" / "run_autograder", root / "run_autograder")   # what Gradescope does
    (root / "submission").mkdir()
    (root / "results").mkdir()
    (root / "submission_metadata.json").write_text(json.dumps(METADATA))
    for name, content in files.items():
        target = root / "submission" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content if isinstance(content, bytes) else json.dumps(content, indent=1).encode())
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "TFS_"))}
    env.update(AUTOGRADER_ROOT=str(root), PYTHON=sys.executable, **env_extra)
    start = time.monotonic()
    proc = subprocess.Popen([str(root / "run_autograder")], cwd=root, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)
    with PeakMemory(proc.pid) as peak:
        log, _ = proc.communicate(timeout=900)
    seconds = time.monotonic() - start
    log = log.decode(errors="replace")
    assert proc.returncode == 0, log[-3000:]
    results = json.loads((root / "results" / "results.json").read_text())
    check_results(results)
    line = (f"\n[gradescope layout] {label}: {results.get('score', 'hidden')} points, {seconds:.0f} s, "
            f"peak {peak.anonymous_mb:.0f} MB anonymous ({peak.processes} processes), {peak.mb:.0f} MB with file pages")
    # capsys, or for a module-scoped fixture (capsys is per test) pytest's capture manager
    with (capsys.disabled() if hasattr(capsys, "disabled") else capsys.global_and_fixture_disabled()):
        print(line)
    return {"results": results, "seconds": seconds, "anonymous_mb": peak.anonymous_mb, "log": log,
            "tests": {t["name"]: t for t in results["tests"]}}


def check_results(results: dict) -> None:
    """What Gradescope's specification asks of results.json, and what the learner must always get."""
    names = [t["name"] for t in results["tests"]]
    assert len(names) == len(set(names)), f"test names repeat: {names}"
    assert {t["visibility"] for t in results["tests"]} <= LEGAL_VISIBILITY
    assert results.get("visibility", "visible") in LEGAL_VISIBILITY
    for t in results["tests"]:
        assert 0 <= t["score"] <= t["max_score"], t
        assert t["status"] in ("passed", "failed"), t
        assert t["status"] == "passed" or t["output"] or t["visibility"] != "visible", f"a failure with no reason: {t}"
    if "score" in results:
        assert results["score"] == pytest.approx(sum(t["score"] for t in results["tests"]))
    text = json.dumps(results)
    assert "the hidden tests' secret" not in text and "test_long_sequences_in_float32" not in text


# The cases ---------------------------------------------------------------------------------------

SCALAR_KERNELS = ("import torch\n\nKERNELS = torch.backends.cpu.get_cpu_capability()\n"
                  "assert KERNELS == 'DEFAULT', f'graded with the {KERNELS} kernels, not the scalar ones'\n")


def test_solved_notebooks_earn_every_point_within_gradescopes_memory(default_bundle, tmp_path, capsys):
    """On the narrowest arithmetic a Gradescope machine could have: ATen's scalar kernels
    (ATEN_CPU_CAPABILITY=default, which the grader passes on to each sandbox) and one thread, where
    reductions and transcendentals round differently from the native ones (AVX2, AVX-512); the
    graded tests' tolerances are stated in their modules, test_arithmetic.py checks the other side.
    Exercise 01 is saved with 50 MB of outputs (pictures), 2.5 times the limit on what is graded:
    outputs are never graded (the sandbox runs the code), so they are dropped before the size check
    and cost no point (issue 31: such a notebook scored 0 when the 20 MB limit counted them)."""
    files = {classroom.notebook(ex).name: solution(ex) for ex in classroom.GRADED}
    # the learner's process must see the arithmetic: exercise 01 earns nothing where it does not
    files[classroom.notebook("01").name] = classroom.with_outputs(with_cell(solution("01"), SCALAR_KERNELS), 50)
    run = run_like_gradescope(default_bundle, tmp_path, files,
                              "solved, every exercise, 01 with 50 MB of outputs, scalar kernels", capsys,
                              ATEN_CPU_CAPABILITY="default", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    lost = [f"{t['name']}: {t['output'][:300]}" for t in run["results"]["tests"] if t["status"] != "passed"]
    assert not lost, "the solutions lose points under ATEN_CPU_CAPABILITY=default:\n" + "\n".join(lost)
    assert run["results"]["score"] == classroom.SHIPPED, run["results"]["output"]
    assert run["anonymous_mb"] < MARGIN * GRADER_MB, (
        f"grading took {run['anonymous_mb']:.0f} MB of anonymous memory at its peak, more than {MARGIN:.0%} of "
        f"GRADER_MB ({GRADER_MB} MB), which the bundle's memory advice assumes")


def test_an_empty_submission_is_answered(default_bundle, tmp_path, capsys):
    run = run_like_gradescope(default_bundle, tmp_path, {"notes.txt": b"I ran out of time"}, "no notebook", capsys)
    assert run["results"]["score"] == 0 and len(run["results"]["tests"]) > 0
    assert "no notebook" in run["results"]["output"], run["results"]["output"]


def test_a_hanging_notebook_keeps_what_finished_within_its_budget(tmp_path, capsys):
    """Exercises 01 and 02 hang when loaded, exercise 03 is right: the budget's shares add up (each
    exercise gets an equal share of what is left when it starts), 03 keeps its points, and each
    hanging exercise says why it scored 0. The hangs sleep: the budget is wall time, which a busy
    loop and a sleep use up alike, and a sleep leaves the cores to the other tests."""
    budget = 36   # 12 s shares: exercise 03 needs about 4 s here, 3 times that beside other tests
    bundle = tmp_path / "hanging.zip"
    make_bundle(bundle, "--time-budget", str(budget))
    files = {classroom.notebook(ex).name:
             solution(ex) if ex == "03" else with_cell(solution(ex), "import time\nwhile True:\n    time.sleep(1)\n")
             for ex in ("01", "02", "03")}
    run = run_like_gradescope(bundle, tmp_path, files, f"two exercises hang (budget {budget} s)", capsys)
    by_exercise = {}
    for t in run["results"]["tests"]:
        by_exercise.setdefault(t["name"][:4], []).append(t)
    assert all(t["status"] == "passed" for t in by_exercise["ex03"]), [t["output"] for t in by_exercise["ex03"]]
    for ex in ("ex01", "ex02"):
        assert all(t["status"] == "failed" and f"exercise {ex[2:]} used up its share of the grading time" in t["output"]
                   for t in by_exercise[ex]), [t["output"] for t in by_exercise[ex]][:3]
    assert run["seconds"] < budget + 40, f"{run['seconds']:.0f} s for a budget of {budget} s"


# One submission, three kinds of trouble, each in its own exercise (graded once: each case alone
# took a full 30-second grading of eight notebooks): exercise 01 hoards memory, 02 holds a known
# mistake, 03 is the exercise as handed out, 04 and 05 are solved (06-10 are not submitted: their
# solutions are graded in the solved upload above), and 05 is padded to just under the
# limit on what is graded (MAX_NOTEBOOK_BYTES) with an exported 19 MB string, the heaviest padding
# there is (compiled, sent to its sandbox and held there: 524 MB anonymous for exercise 01 alone,
# 2026-11-27; a markdown cell of the same size, 437). Each test reads the part it is about; every
# skeleton and every mistake of the bank is graded in tests/autograder/test_grader.py.
HOARD = ("_hoard = []\n_right = scaled_dot_product_attention\n\n"
         "def scaled_dot_product_attention(*args, **kwargs):\n"
         "    _hoard.append(torch.ones(16 * 2**20))\n"
         "    return _right(*args, **kwargs)\n")
WRONG = next(w for w in BANK if w.id == "02-no_output_projection")
UNTOUCHED = "03"
PADDED = "05"
MIXED = ("01", "02", "03", "04", "05")


@pytest.fixture(scope="module")
def mixed(default_bundle, tmp_path_factory, pytestconfig):
    files = {classroom.notebook(ex).name: solution(ex) for ex in MIXED}
    files[classroom.notebook("01").name] = with_cell(solution("01"), HOARD)
    files[classroom.notebook("02").name] = classroom.edited("02", WRONG.cell, WRONG.edits)
    files[classroom.notebook(UNTOUCHED).name] = (ROOT / "exercises" / classroom.notebook(UNTOUCHED).name).read_bytes()
    files[classroom.notebook(PADDED).name] = with_cell(solution(PADDED), "PADDING = '" + "x" * (19 << 20) + "'\n")
    assert 0.9 * MAX_NOTEBOOK_BYTES < len(json.dumps(files[classroom.notebook(PADDED).name])) < MAX_NOTEBOOK_BYTES
    run = run_like_gradescope(default_bundle, tmp_path_factory.mktemp("mixed"), files,
                              f"01 hoards memory, 02 wrong ({WRONG.name}), 03 untouched, 05 padded to 19 MB",
                              pytestconfig.pluginmanager.getplugin("capturemanager"))
    by_exercise = {}
    for t in run["results"]["tests"]:
        by_exercise.setdefault(t["name"].split(":")[0], []).append(t)
    return {**run, "by_exercise": by_exercise}


def test_the_solved_exercises_beside_troubled_ones_earn_every_point(mixed):
    """Exercise 05, padded to just under the limit on what is graded, among them."""
    solved = [t for ex in ("ex04", "ex05") for t in mixed["by_exercise"][ex]]
    failed = [t["output"] for t in solved if t["status"] != "passed"]
    assert solved and not failed, failed


def test_untouched_exercises_score_zero_with_reasons(mixed):
    tests = mixed["by_exercise"]["ex" + UNTOUCHED]
    assert tests and all(t["status"] == "failed" and t["score"] == 0 for t in tests)
    assert all("NotImplementedError" in t["output"] or "TODO" in t["output"] for t in tests), \
        [t["output"] for t in tests][:5]


def test_a_wrong_exercise_loses_only_its_points(mixed):
    lost = {t["name"].split(": ", 1)[1]: t for t in mixed["by_exercise"]["ex02"] if t["status"] == "failed"}
    assert set(lost) == set(WRONG.fails), f"expected to fail {sorted(WRONG.fails)}, failed {sorted(lost)}"
    assert all(WRONG.fails[name] in t["output"] for name, t in lost.items()), [t["output"] for t in lost.values()]
    kept = [t for t in mixed["by_exercise"]["ex02"] if t["status"] == "passed"]
    assert kept and all(t["score"] == t["max_score"] for t in kept), "the tests it does not break keep their points"


def test_a_memory_hungry_notebook_stays_within_gradescopes_memory(mixed):
    """Exercise 01 hoards 64 MB more at every call: its sandbox's memory limit stops it, the other
    exercises still earn their points, and the whole stays within Gradescope's 768 MB. (A reply too
    large for the grader: tests/pipeline/test_sandbox.py.)"""
    assert mixed["anonymous_mb"] < MARGIN * GRADESCOPE_MB, f"{mixed['anonymous_mb']:.0f} MB anonymous at the peak"
    ex01 = mixed["by_exercise"]["ex01"]
    assert any("memory" in t["output"].lower() for t in ex01), [t["output"] for t in ex01]


def test_a_killed_grading_process_keeps_the_tests_that_finished(tmp_path):
    """What Gradescope's memory limit does to a process: SIGKILL. The grading pytest process is
    killed from outside once exercise 01's tests are done; they keep their points, and the rest
    say why they did not run."""
    upload = tmp_path / "upload"
    upload.mkdir()
    for ex in ("01", "02"):
        (upload / classroom.notebook(ex).name).write_text(json.dumps(solution(ex)))
    results = tmp_path / "results.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "TFS_"))}
    grader = subprocess.Popen([*GRADE, upload, "-o", tmp_path / "out", "--exercises", "01,02", "--gradescope-results",
                               results], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    killed = False
    while not killed and time.monotonic() < deadline and grader.poll() is None:
        for pid in children(grader.pid):
            try:
                argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if b"--grade-json" in argv and b"pytest" in argv:
                outcome = Path(argv[argv.index(b"--grade-json") + 1].decode())
                try:
                    entries = json.loads(outcome.read_text())
                except (OSError, ValueError):
                    entries = []
                ran = {ex: [e["ran"] for e in entries if e["exercise"] == ex] for ex in ("ex01", "ex02")}
                if ran["ex01"] and all(ran["ex01"]) and not any(ran["ex02"]):   # 02's sandbox is starting
                    os.kill(pid, 9)
                    killed = True
                    break
        time.sleep(0.1)
    log, _ = grader.communicate(timeout=120)
    assert killed, "the grading process was never seen with exercise 01 done: " + log.decode(errors="replace")[-2000:]
    data = json.loads(results.read_text())
    check_results(data)
    ex01 = [t for t in data["tests"] if t["name"].startswith("ex01")]
    assert ex01 and all(t["status"] == "passed" for t in ex01), [t["output"] for t in ex01]
    unfinished = [t for t in data["tests"] if t["name"].startswith("ex02") and t["status"] == "failed"]
    assert unfinished and all("the grading process was killed (exit -9, most likely by the machine's memory limit)"
                              in t["output"] for t in unfinished), [t["output"] for t in unfinished]
    assert "the tests that finished keep their points" in data["output"]


def test_bundle_options_are_written_into_it_and_duplicates_told_apart(tmp_path, capsys):
    hidden = tmp_path / "hidden"
    hidden.mkdir()
    (hidden / "test_hidden_ex01.py").write_text(classroom.HIDDEN_TEST)
    bundle = tmp_path / "options.zip"
    made = make_bundle(bundle, "--exercises", "01", "--time-limit", "30", "--memory-limit", "512",
                       "--time-budget", "200", "--hidden-tests", str(hidden), "--forbidden-calls", "flag")
    with zipfile.ZipFile(bundle) as z:
        script = z.read("run_autograder").decode()
        assert "course/hidden_tests/test_hidden_ex01.py" in z.namelist()
    assert ("OPTIONS=(--exercises 01 --time-limit 30 --memory-limit 512 --threads 1 --time-budget 200 "
            "--forbidden-calls flag)") in script
    assert "WARNING: more than Gradescope's default of 768 MB" in made.stdout, made.stdout
    # the upload as a learner zips it on a Mac: the solved notebook in a folder, the one handed out
    # beside it in another, and the resource forks macOS adds
    files = {"work/01_attention.ipynb": solution("01"),
             "zz_original/01_attention.ipynb": (ROOT / "exercises" / "01_attention.ipynb").read_bytes(),
             "__MACOSX/._01_attention.ipynb": b"\x00\x05\x16\x07 Mac OS X resource fork",
             "__MACOSX/work/._01_attention.ipynb": b"\x00\x05\x16\x07"}
    run = run_like_gradescope(bundle, tmp_path, files, "exercise 01 + hidden test, two notebooks for 01 + macOS files",
                              capsys)
    assert {t["name"][:4] for t in run["results"]["tests"]} == {"ex01"}
    hidden_entries = [t for t in run["results"]["tests"] if t["visibility"] == "after_published"]
    assert len(hidden_entries) == 1 and hidden_entries[0]["score"] == classroom.HIDDEN_POINTS
    assert "score" not in run["results"], "the total would show the hidden test's points before publishing"
    assert all(t["status"] == "passed" for t in run["results"]["tests"]), [
        t["output"] for t in run["results"]["tests"] if t["status"] != "passed"]
    output = run["results"]["output"]
    assert ("graded work/01_attention.ipynb (the other is the exercise as handed out, with no code of yours), "
            "not zz_original/01_attention.ipynb") in output, output
    assert "MACOSX" not in output and "._01" not in output and "--exercises" not in json.dumps(run["results"])


def test_the_bundle_ships_the_catalogue_each_submission_reads(tmp_path, monkeypatch):
    """A bundle holds the graded tests collected when it was built (course/catalogue.json): each
    submission reads them instead of starting a pytest process only to collect them. The file is
    used only for the tests, grader and exercises it was collected for; anything else is collected
    again."""
    from courseware.grader import run as grading

    bundle = tmp_path / "two.zip"
    make_bundle(bundle, "--exercises", "01,02")
    with zipfile.ZipFile(bundle) as z:
        shipped = json.loads(z.read("course/catalogue.json"))
    options = Options(**{**BUNDLE_DEFAULTS, "exercises": ("01", "02")})
    collected = grading.catalogue(options, shipped=None)
    assert shipped["key"] == grading.catalogue_key(options)
    path = tmp_path / "catalogue.json"
    path.write_text(json.dumps(shipped))
    assert grading.catalogue(options, shipped=path) == collected
    planted = json.loads(json.dumps(shipped))
    planted["tests"][0]["points"] += 100   # proves the file is read, not collected again

    def points(tests):
        return sum(t.points for found in tests.values() for t in found)

    path.write_text(json.dumps(planted))
    assert points(grading.catalogue(options, shipped=path)) == points(collected) + 100
    # Anything else is collected again: collect() (a pytest process, proved equal above) stands in
    # here, so that each case is seen to reach it without three more processes.
    monkeypatch.setattr(grading, "collect", lambda options, server=None: [copy.copy(t) for t in recollected])
    recollected = [t for found in collected.values() for t in found]
    for stale in ({**planted, "key": {**planted["key"], "version": "0" * 16}},   # other tests or grader
                  {**planted, "key": {**planted["key"], "exercises": ["01"]}}):  # other exercises
        path.write_text(json.dumps(stale))
        assert grading.catalogue(options, shipped=path) == collected
    path.write_text("{not json")
    assert grading.catalogue(options, shipped=path) == collected


def test_options_that_do_not_apply_to_a_bundle_are_refused(tmp_path):
    run = subprocess.run([*GRADE, "--gradescope-bundle", str(tmp_path / "a.zip"), "--workers", "4", str(tmp_path)],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "SUBMISSIONS, --workers does not apply" in run.stderr, run.stderr
    assert not (tmp_path / "a.zip").exists()


def test_the_defaults_fit_gradescopes_defaults():
    """The default bundle's memory (the grader + the learner's limit) and time (the budget, the
    grace after it and a minute to start) fit Gradescope's 768 MB and 600 s."""
    options = Options(**BUNDLE_DEFAULTS)
    assert GRADER_MB + options.memory_limit <= GRADESCOPE_MB
    assert options.time_budget + GRACE + 60 <= GRADESCOPE_SECONDS
    assert not any(line.startswith("WARNING") for line in needs(options))


def test_setup_installs_what_grading_imports(default_bundle):
    """setup.sh is valid bash, checks the Python version, and installs exactly the grading needs with
    pyproject.toml's version ranges (it cannot run here: no internet)."""
    with zipfile.ZipFile(default_bundle) as z:
        setup = z.read("setup.sh").decode()
    assert subprocess.run(["bash", "-n"], input=setup, text=True).returncode == 0
    assert "sys.version_info >= (3, 10)" in setup
    pyproject = (ROOT / "pyproject.toml").read_text()
    for requirement in ("torch>=2.5,<3", "pytest>=8.0", "nbformat>=5.9", "num2words>=0.5.13", "sacrebleu>=2.4"):
        assert f'"{requirement}"' in pyproject and requirement in setup, requirement
    assert "[test]" not in setup and "playwright" not in setup and "jupyter" not in setup
