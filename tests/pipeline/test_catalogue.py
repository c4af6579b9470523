"""One catalogue of the chapters and their exercises (hand-written): courseware/catalogue.py.

Every place that knows the exercises reads them from the catalogue, so a new chapter needs its
notebook, its line in _toc.yml and one catalogue entry (ARCHITECTURE.md, "Adding a chapter"). These
tests check that each place agrees with it, that a fake chapter's entry alone reaches every derived
place, and that no other module of the courseware keeps a table of exercise ids of its own.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import textwrap
import tokenize
from pathlib import Path

import nbformat
import yaml

from courseware import catalogue, export
from courseware import exercises as course
from courseware import notebooks as nbs
from courseware.grader import forbidden, plugin, records, submission

ROOT = Path(__file__).resolve().parents[2]
EXERCISES = catalogue.exercises()


def test_the_grader_reads_its_exercises_from_the_catalogue():
    assert records.GRADED_MODULES == {ex: page.module for ex, page in EXERCISES.items()}
    assert records.EXERCISES == tuple(EXERCISES)
    assert forbidden.FORBIDDEN == {ex: p.exercise.forbidden for ex, p in EXERCISES.items() if p.exercise.forbidden}
    assert submission.PASSED_IN == {ex: p.exercise.passed_in for ex, p in EXERCISES.items() if p.exercise.passed_in}
    assert submission.PRELOADED == {ex: p.exercise.preloaded for ex, p in EXERCISES.items() if p.exercise.preloaded}
    for ex, page in EXERCISES.items():
        fixture = getattr(plugin, records.marker(ex), None)
        assert fixture is not None, f"the plugin has no fixture {records.marker(ex)}"
        assert page.exercise.holds in fixture.__doc__


def test_the_markers_are_registered_from_the_catalogue(pytestconfig):
    """The plugin registers each exercise's marker (the suite runs with --strict-markers);
    pyproject.toml names none of them."""
    registered = pytestconfig.getini("markers")
    for line in catalogue.marker_lines():
        assert line in registered
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert not re.search(rf'"{catalogue.MARKER_PREFIX}\d\d:', text), "an exercise marker is written in pyproject.toml"


def test_the_pages_are_the_books_chapters():
    """Every page of the catalogue is a chapter notebook with that `#| default_exp`, in _toc.yml's
    order; every chapter that exports a module has its page; the chapters with solution regions are
    the catalogue's exercises, with its ids."""
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    order = [entry["file"] for part in toc["parts"] for entry in part["chapters"]]
    names = [page.name for page in catalogue.PAGES]
    assert [f"book/{name}" for name in names] == [f for f in order if Path(f).name in names]
    exporting = [p.stem for p in nbs.chapter_notebooks(ROOT / "book") if nbs.default_exp(nbs.read(p), p)]
    assert sorted(exporting) == sorted(names), "a chapter that exports a module has no page in the catalogue"
    for page in catalogue.PAGES:
        nb = nbs.read(ROOT / page.notebook)
        assert nbs.default_exp(nb, ROOT / page.notebook) == page.module, page.name
    chapters = {p.stem: nbs.read(p) for p in course.exercise_chapters(ROOT)}
    assert sorted(chapters) == sorted(p.name for p in EXERCISES.values())
    for ex, page in EXERCISES.items():
        assert chapters[page.name].metadata["course"]["exercise"]["id"] == records.marker(ex), page.name
        assert course.chapter_of(ex) == ROOT / page.notebook


def test_the_generated_files_follow_the_catalogue():
    """One graded test file, one exercise and one solution notebook per exercise, and no other."""
    ids = set(EXERCISES)
    graded = {p.name for p in (ROOT / "tests" / "graded").glob("test_*.py")}
    assert {name.removeprefix(f"test_{catalogue.MARKER_PREFIX}")[:2] for name in graded} == ids, graded
    for folder in ("exercises", "solutions"):
        names = sorted(p.name for p in (ROOT / folder).glob("*.ipynb"))
        expected = sorted(f"{ex}_{page.name.split('_', 1)[1]}.ipynb" for ex, page in EXERCISES.items())
        assert names == expected, folder


def test_the_introduction_says_which_page_each_exercise_comes_from():
    """book/intro.md's table of exercises: one row per exercise, in order, with its page and the
    catalogue's description of what its tests cover."""
    text = (ROOT / "book" / "intro.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d\d) \| \{doc\}`([^`]+)` \| (.+) \|$", text, re.M)
    assert rows == [(ex, page.name, page.exercise.topic) for ex, page in EXERCISES.items()], rows


def test_every_page_with_an_exercise_says_so_with_its_check_line():
    for ex, page in EXERCISES.items():
        text = "".join(c.source for c in nbs.read(ROOT / page.notebook).cells if c.cell_type == "markdown")
        name = course.exercise_file_name(nbs.read(ROOT / page.notebook), ROOT / page.notebook)
        assert f"`exercises/{name}`" in text and f"make check EX={ex}" in text, (
            f"{page.notebook} never names its exercise exercises/{name} or `make check EX={ex}`")


def test_every_chapter_has_top_level_names():
    """`import transformer` exposes something of every chapter, 00 to the last, as the catalogue says."""
    assert export.TOP_LEVEL == catalogue.top_level()
    chapters = {page.name[:2] for page in catalogue.PAGES}
    covered = {page.name[:2] for page in catalogue.PAGES if any(page.top_level.values())}
    assert covered == chapters, f"chapters without a top-level name: {sorted(chapters - covered)}"
    import transformer

    assert set(transformer.__all__) == {name for names in export.TOP_LEVEL.values() for name in names}


# A chapter that is not in the book: its entry, added to the catalogue before anything reads it,
# must reach every derived place.
FAKE = """
import courseware.catalogue as c

c.PAGES = c.PAGES + (c.Page("99_fake", "fake", {"fake": ("FakeThing",)}, c.Exercise(
    "12", "FakeThing, fake_function", "a fake chapter's topic",
    forbidden=(c.Rule("fake_call", "the fake thing"),), passed_in=("transformer.model",),
    preloaded=("json",))),)
"""


def test_a_new_chapter_needs_only_its_entry(tmp_path):
    """A fake page with exercise 12, added to the catalogue: the grader's records, the forbidden
    calls, the sandbox's modules, export's top level, the exercise's chapter and file names, `make
    check`'s exercise ids, the plugin's fixture and marker (with --strict-markers) all have it."""
    (tmp_path / "fake_chapter.py").write_text(FAKE, encoding="utf-8")
    nb = nbformat.v4.new_notebook()
    nb.metadata["course"] = {"exercise": {"id": "ex12", "title": "Fake", "difficulty": 1, "importance": 1,
                                          "minutes": 1, "checklist": ["nothing"]}}
    nbformat.write(nb, tmp_path / "99_fake.ipynb")
    probe = textwrap.dedent(f"""
        import json, sys
        import fake_chapter
        from pathlib import Path
        from courseware import export, exercises, learner_runs
        from courseware.grader import forbidden, records, submission
        print(json.dumps({{
            "graded": records.GRADED_MODULES.get("12"), "exercises": list(records.EXERCISES),
            "marker": records.exercise_of_marker("ex12"), "forbidden": [r.pattern for r in forbidden.FORBIDDEN["12"]],
            "passed_in": submission.PASSED_IN["12"], "preloaded": submission.PRELOADED["12"],
            "top_level": export.TOP_LEVEL.get("fake"), "chapter": str(exercises.chapter_of("12", Path("/r"))),
            "file": exercises.generated_name(Path({str(tmp_path / "99_fake.ipynb")!r})),
            "check": learner_runs.exercise_id("12")}}))
    """)
    env = {"PYTHONPATH": f"{tmp_path}:{ROOT}", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout)
    assert seen == {"graded": "fake", "exercises": [*EXERCISES, "12"], "marker": "12", "forbidden": ["fake_call"],
                    "passed_in": ["transformer.model"], "preloaded": ["json"], "top_level": ["FakeThing"],
                    "chapter": "/r/book/99_fake.ipynb", "file": "12_fake.ipynb", "check": "12"}

    (tmp_path / "test_fake.py").write_text(textwrap.dedent("""
        import pytest

        @pytest.mark.ex12
        @pytest.mark.points(1)
        def test_it():
            pass
    """), encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = --strict-markers\n", encoding="utf-8")
    args = [sys.executable, "-m", "pytest", "-p", "fake_chapter", "-p", "courseware.grader.plugin",
            "-p", "no:cacheprovider", "-q"]
    collected = subprocess.run([*args, "--collect-only", "-m", "ex12", "test_fake.py"], cwd=tmp_path, env=env,
                               capture_output=True, text=True)
    assert collected.returncode == 0 and "1 test collected" in collected.stdout, collected.stdout + collected.stderr
    fixtures = subprocess.run([*args, "--fixtures", "test_fake.py"], cwd=tmp_path, env=env, capture_output=True,
                              text=True)
    assert "ex12 [module scope]" in fixtures.stdout and "FakeThing, fake_function" in fixtures.stdout, fixtures.stdout


def _tables(text: str) -> list[str]:
    """Exercise ids in the code of `text` (not its comments or docstrings): a string "08" used as a dict
    key, a name ex08 assigned, a string that starts with an exercise marker's line ("ex08: ...")."""
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
              if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT)]
    found = []
    for token, after in zip(tokens, tokens[1:], strict=False):
        key = token.type == tokenize.STRING and re.fullmatch(r"[\"']\d\d[\"']", token.string) and after.string == ":"
        fixture = token.type == tokenize.NAME and re.fullmatch(r"ex\d\d", token.string) and after.string == "="
        line = token.type == tokenize.STRING and re.match(r"[\"']ex\d\d:", token.string)
        if key or fixture or line:
            found.append(f"line {token.start[0]}: {token.line.strip()}")
    return found


def test_no_other_module_keeps_a_table_of_exercise_ids():
    """Exercise ids as keys ("08": ...), fixtures written one by one (ex08 = ...) or exercise
    markers' lines: only the catalogue holds them."""
    modules = [path for path in sorted((ROOT / "courseware").rglob("*.py")) if path.name != "catalogue.py"]
    assert not [f"{path.relative_to(ROOT)}, {found}" for path in modules
                for found in _tables(path.read_text(encoding="utf-8"))]
    old = 'GRADED = {"01": "attention"}  # "02": not this\nex01 = fixture("01")\nMARKERS = ["ex01: graded"]\n'
    assert len(_tables(old)) == 3, _tables(old)
