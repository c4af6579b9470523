# Hand-written. The single entry point of the project: `make help` lists the targets.
#
# Every target sets up what it needs first: an isolated environment in .venv/ inside the checkout,
# with a CPU build of torch unless you choose another (see TORCH_INDEX_URL below). Running any
# target twice is safe: the environment is only rebuilt when pyproject.toml changes.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# Which torch to install when the environment has none:
#   (default)  a CPU build: a CPU wheel already on this machine if pip finds one offline
#              (TORCH_LOCAL; its small dependencies come from the index), otherwise PyTorch's
#              CPU index on Linux, PyPI elsewhere (CPU builds).
#   make book TORCH_INDEX_URL=https://download.pytorch.org/whl/cu126   a CUDA build, say.
# An environment that already has torch keeps it; `make clean-env` starts over.
TORCH_SPEC ?= torch>=2.5,<3
TORCH_LOCAL ?= torch==2.13.0
TORCH_INDEX_URL ?=
TORCH_CPU_INDEX_URL ?= https://download.pytorch.org/whl/cpu

EX ?= 01
SUB ?= exercises

VENDOR := book/_vendor/.vendored

.PHONY: help env book test system-packages chromium bubblewrap bench gpu-check portability export exercises corpus digits check progress lab grade clean clean-env

help:
	@echo "make book        set up .venv and build the book into _build/html (README, command 1)"
	@echo "make test        set up .venv, lint (ruff) and run the whole test suite (README, command 2; CI runs it)"
	@echo "make lab         open your exercises in JupyterLab (exercises/; ARGS=\"--no-browser --port 8888\": its options)"
	@echo "make check EX=01 check your exercise: its self-checks (nbval) and its graded tests, summed up (VERBOSE=1: all; FRESH=1: re-run passed self-checks)"
	@echo "make progress    every exercise and its book page: untouched, in progress or its points, what next"
	@echo "make grade SUB=dir  grade a notebook or a folder of submissions into grades/ (transformer-grade)"
	@echo "make bench       speed and quality targets against references measured in the same run (~35 min)"
	@echo "make gpu-check   here: fetch the wheels a GPU machine lacks into .whl/, print what it runs there, rehearse it"
	@echo "make portability every page under other CPU arithmetics, thread counts and seeds (PORT='--pages ...')"
	@echo "make export      regenerate transformer/ from the #| export cells of book/"
	@echo "make exercises   regenerate exercises/ and solutions/ from book/"
	@echo "make corpus      rebuild transformer/corpora/ (English-Spanish verses) from Debian's packages (~3 min)"
	@echo "make digits      rebuild transformer/corpora/digits.csv.gz (handwritten digits) from the scikit-learn wheel"
	@echo "make clean       remove build output;  make clean-env  remove .venv"

env: $(STAMP)

# pip compiles every module it installs, one file after another (53 core-s for this environment);
# compileall does the same work on every core (28 s instead of 53 here, 2 cores), so pip only
# unpacks. As pip does, it leaves uncompiled the few files written for other Pythons (its status
# is then 1). Skipped: the libraries' own test suites (folders named test or tests, and torch's
# testing/_internal), a fifth of the code, which nothing here imports (33.6 s instead of 42.7,
# 2026-11-28). Nothing else may be: this machine sets PYTHONDONTWRITEBYTECODE, so a module not
# compiled here is compiled again by every process that imports it.
PIP_INSTALL := $(PY) -m pip install --quiet --no-compile

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(PIP_INSTALL) --upgrade "pip>=23"
	@if $(PY) -c "import torch" 2>/dev/null; then \
	    echo "torch $$($(PY) -c 'import torch; print(torch.__version__)') already installed: keeping it"; \
	elif [ -n "$(TORCH_INDEX_URL)" ]; then \
	    echo "installing torch from $(TORCH_INDEX_URL)"; \
	    $(PIP_INSTALL) --index-url "$(TORCH_INDEX_URL)" "$(TORCH_SPEC)"; \
	elif $(PIP_INSTALL) --no-index --no-deps "$(TORCH_LOCAL)" 2>/dev/null; then \
	    $(PIP_INSTALL) "$(TORCH_LOCAL)"; \
	    echo "installed $(TORCH_LOCAL) from a wheel on this machine (its dependencies from the index)"; \
	elif [ "$$(uname -s)" = Linux ]; then \
	    echo "installing a CPU build of torch from $(TORCH_CPU_INDEX_URL)"; \
	    $(PIP_INSTALL) --index-url "$(TORCH_CPU_INDEX_URL)" "$(TORCH_SPEC)"; \
	else \
	    $(PIP_INSTALL) "$(TORCH_SPEC)"; \
	fi
	@$(PIP_INSTALL) -e ".[book,test,dev]"
	@$(PY) -m compileall -qq -j 0 -x '/tests?/|/testing/_internal/' "$$($(PY) -c 'import sysconfig; print(sysconfig.get_path("purelib"))')" || true
	@$(PY) -c "import torch, transformer; print('environment ready: torch', torch.__version__, '| CUDA:', torch.cuda.is_available())"
	@touch $(STAMP)

# The book serves its scripts itself (no CDN at read time): npm installs the versions pinned in
# package-lock.json and the files are copied to book/_vendor/ (not committed): MathJax, and the
# widget manager (require.js and @jupyter-widgets/html-manager's embed-amd.js with its fonts) that
# makes the interactive figures work in the static pages. Without npm the book still builds,
# loading them from CDNs, and says so.
$(VENDOR): package.json package-lock.json
	@if command -v npm >/dev/null; then \
	    npm ci --no-audit --no-fund --silent && rm -rf book/_vendor && mkdir -p book/_vendor/widgets && \
	    cp -r node_modules/mathjax/es5 book/_vendor/mathjax && \
	    cp node_modules/requirejs/require.js book/_vendor/widgets/ && \
	    cp node_modules/@jupyter-widgets/html-manager/dist/embed-amd.js book/_vendor/widgets/ && \
	    cp node_modules/@jupyter-widgets/html-manager/dist/*.woff* node_modules/@jupyter-widgets/html-manager/dist/*.ttf \
	       node_modules/@jupyter-widgets/html-manager/dist/*.eot node_modules/@jupyter-widgets/html-manager/dist/*.svg \
	       book/_vendor/widgets/ && \
	    touch $(VENDOR) && echo "vendored MathJax and the widget manager into book/_vendor/"; \
	else echo "warning: npm not found, so the book will load MathJax and widgets from CDNs (install Node.js to read it offline)"; fi

# A cold build first executes the pages that are not in the execution cache two at a time, one
# torch thread each (courseware/execute.py); jupyter-book then finds them all in its cache.
JOBS ?= 2
book: env $(VENDOR)
	$(PY) -m courseware.execute --jobs $(JOBS)
	$(VENV)/bin/jupyter-book build . -W -n --keep-going
	@echo "open _build/html/index.html"

# The setups wait on different things (pip, npm, apt), so they run side by side; the system packages
# run one after another among themselves (two apt-get at once collide on dpkg's lock: on a fresh
# Debian machine the second failed, and the tests it serves skipped).
test:
	@$(MAKE) --no-print-directory --jobs=3 env $(VENDOR) system-packages
	$(PY) -m ruff check courseware tests benchmarks transformer
	$(PY) -m pytest

system-packages:
	$(install-chromium)
	$(install-bubblewrap)

# The browser test (tests/pipeline/test_browser.py) opens the built book in headless Chromium. As
# root on Debian or Ubuntu (CI), setup installs the distribution's package, and fails if it cannot;
# elsewhere the test skips and says how to install it. Nothing is downloaded by the test itself.
install-chromium = $(call system-package,chromium,chromium-browser,chromium,for the browser test,the browser test will skip)
chromium:
	$(install-chromium)

# The grader runs each learner's code in its own user, PID, network and mount namespaces through
# bubblewrap (courseware/grader/isolation.py). As root on Debian or Ubuntu, setup installs the
# package, and fails if it cannot (the isolation tests must run, not skip); elsewhere the grader
# falls back to its seccomp filter and limits, and says what is not isolated.
install-bubblewrap = $(call system-package,bwrap,bwrap,bubblewrap,for the grader's sandbox,the grader will isolate learner code with seccomp and limits only)
bubblewrap:
	$(install-bubblewrap)

# $(call system-package,COMMAND,OTHER NAME,PACKAGE,WHAT FOR,WITHOUT IT): nothing if COMMAND (or
# OTHER NAME) is there; as root with apt-get, install the Debian PACKAGE (updating the package
# lists first if the install fails), and fail with apt-get's last lines if that fails too, since
# what the package serves would otherwise skip green; as anyone else, say WITHOUT IT and go on.
define system-package
@if command -v $(1) >/dev/null || command -v $(2) >/dev/null; then :; \
elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
    echo "installing $(3) $(4) (Debian package $(3))"; \
    log=$$(mktemp); \
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(3) >$$log 2>&1 || \
    { apt-get update -q >>$$log 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(3) >>$$log 2>&1; } || \
    { tail -n 5 $$log; rm -f $$log; echo "error: could not install $(3) $(4) as root with apt-get"; exit 1; }; \
    rm -f $$log; \
    command -v $(1) >/dev/null || command -v $(2) >/dev/null || { echo "error: $(3) installed, but no $(1) command"; exit 1; }; \
else echo "note: no $(1) found: $(5) (install your system's $(3) package)"; fi
endef

bench: env $(VENDOR)
	$(PY) benchmarks/run.py $(BENCH)

# The check a GPU machine runs in one call (courseware/gpu_check.py says what it runs and how to
# start it there). Here, without a GPU: fetch the wheels that machine lacks into .whl/ (from the
# registry), print the command and its steps, and rehearse the benchmark at toy sizes on the CPU.
gpu-check: env
	$(PY) -m courseware.gpu_check

# Executes every page of the book under each ATen CPU capability this CPU has (default, avx2,
# avx512), 1 and 2 threads, and 2 seed offsets; prints a table page by variant and the spread of
# every quoted (glued) number. PORT passes options: PORT="--pages 05_translation --variants default/1".
PORT ?=
portability: env
	$(PY) -m courseware.portability $(PORT)

export: env
	$(PY) -m courseware export

exercises: env
	$(PY) -m courseware exercises

# The parallel corpus of chapter 05's page 'Translating real sentences' and its longer training
# verses (courseware/corpus.py): apt-get downloads three Debian packages (public-domain Bible
# translations) into a temporary folder and pysword reads them. The result is committed; CI and
# the book only read it. SWORD=dir uses modules unpacked already (the usr/share/sword folder of the
# packages).
SWORD ?=
corpus: env
	$(PY) -m pip install --quiet "pysword>=0.2.8,<1"
	$(PY) -m courseware.corpus $(if $(SWORD),--sword $(SWORD))

# The digits of chapter 08's Vision Transformer page (transformer/corpora/digits.csv.gz): taken
# unchanged from the scikit-learn wheel of the package registry and checked by its SHA-256.
digits: env
	$(PY) -m courseware.digits

# The learner's commands (README, "For learners"). `make check` runs the exercise's self-checks
# (nbval) and its graded tests side by side and prints a summary (courseware/check.py): each graded
# test with its points and the likely mistake, the first self-check that differs, the next step.
# EX=1 means 01, EX=05_bleu (a book page) its exercise; VERBOSE=1 adds pytest's whole output. Self-checks that passed are not re-run while
# the notebook's code stays the same (exercises/.checked/); FRESH=1 runs them again. `make progress`
# shows every exercise (untouched, in progress, done) and grades only the touched ones whose code
# changed since they were last graded (exercises/.checked/NN.graded.json); `make lab`
# opens JupyterLab. A check that finds failures has done its job: its summary says so and ends with
# the next step, so make exits 0 after it instead of adding its own "*** [check] Error 1" line (the
# command itself exits 1, for scripts). A wrong EX, or the check failing to run, is still an error.
VERBOSE ?=
FRESH ?=
check: env
	@$(PY) -m courseware.check "$(EX)" --folder exercises $(if $(filter-out 0,$(VERBOSE)),--verbose) \
	    $(if $(filter-out 0,$(FRESH)),--fresh) || [ $$? -eq 1 ]

progress: env
	@$(PY) -m courseware.progress --folder exercises $(if $(filter-out 0,$(VERBOSE)),--verbose)

# ARGS: JupyterLab's own options, e.g. make lab ARGS="--no-browser --ip 0.0.0.0 --port 8888" on a
# headless or remote machine. As root (a container) JupyterLab refuses to start without
# --allow-root, which the target then adds.
ARGS ?=
lab: env
	@echo "JupyterLab on exercises/: open the http://127.0.0.1:...?token=... address it prints below; Ctrl-C stops it"
	$(VENV)/bin/jupyter lab exercises/ $(if $(filter 0,$(shell id -u)),--allow-root) $(ARGS)

grade: env bubblewrap
	$(VENV)/bin/transformer-grade $(SUB) -o grades

clean:
	rm -rf _build .pytest_cache book/_vendor node_modules grades

clean-env:
	rm -rf $(VENV)
