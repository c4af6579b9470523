"""Run a learner's exported cells in a separate, limited process (hand-written).

The grading process never runs learner code. A `Sandbox` starts a child Python process with a
scratch working directory, a memory limit (RLIMIT_AS) and a CPU-time limit, isolated from every
other process, the network and the file system by namespaces and a seccomp filter (how, and what
is not isolated where a host lacks them: courseware/grader/isolation.py), and without the
reference package: in the child, `import transformer` (or `courseware`, or the tests) raises
ImportError, so a graded function that merely calls the reference earns nothing.

The parent asks the child to call functions and methods; arguments go to the child pickled (the
parent is trusted), and results come back through `torch.save` and are read with
`torch.load(weights_only=True)`, which rebuilds tensors, numbers, strings and containers and
nothing else: a submission cannot send the grader an object that runs code. A result that is not
plain data (a module the learner built, say) stays in the child, and the parent gets a
`Remote` handle to it. Requests and replies travel on their own pipes, so whatever the learner
prints goes to a log file and cannot be mistaken for a result. The pipes trust nothing: each
request carries a fresh secret that its reply must echo, every read and write has the call's
deadline, a reply is refused if it would decode (or, copied, grow) past REPLY_LIMIT, and the
generator state the child is given never comes back.

    with Sandbox(cells, memory_mb=2048, cpu_seconds=60) as box:
        attention = box.module.scaled_dot_product_attention      # a Remote
        out, weights = attention(q, k, v, mask)                    # tensors, computed in the child
"""

from __future__ import annotations

import builtins
import contextlib
import io
import json
import os
import pickle
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import warnings
import zipfile
from pathlib import Path

import torch

from . import isolation, zygote
from .forbidden import Rule
from .records import MEMORY_LIMIT

CHILD = Path(__file__).with_name("sandbox_child.py")
BLOCKED = ("transformer", "courseware", "tests")   # what learner code may not import (but see `allow`)
# Imported in the child before it loses the right to open files: what exported cells may use.
PRELOAD = ("math", "copy", "dataclasses", "typing", "collections", "itertools", "functools", "numbers",
           "warnings", "random", "re", "string", "operator", "enum", "abc", "numpy", "torch", "torch.nn",
           "torch.nn.functional", "torch.nn.init", "torch.autograd", "torch.optim", "torch.optim.lr_scheduler")
# The largest reply the grader accepts: a graded test's results are tensors of a few thousand
# numbers (68 KB at most over the solutions' whole run), and a reply is held twice while it is read,
# in the process that also holds the grade: on Gradescope's 768 MB, a learner's 2 GB tensor must
# be refused, not read.
REPLY_LIMIT = 16 << 20
LOG_LIMIT = 64 << 20   # bytes the learner's code may print (its log on disk); past it, printing raises OSError
TAIL_BYTES = 64 << 10  # what the grader reads of that log: its end, never the whole
REF = "\x00remote object"   # (REF, handle, path) in arguments: an object living in the child
# The child's environment is built from scratch (nothing of the grader's leaks to learner code), except
# these: they choose the arithmetic (ATen's vector width, MKL's and oneDNN's instruction sets and
# reproducibility mode), so a grading run under another arithmetic runs the learner's code under it
# too (courseware/portability.py's variants; tests/autograder/test_arithmetic.py).
ARITHMETIC_ENV = ("ATEN_CPU_CAPABILITY", "MKL_ENABLE_INSTRUCTIONS", "MKL_CBWR", "ONEDNN_MAX_CPU_ISA",
                  "DNNL_MAX_CPU_ISA")


class ChannelTimeout(TimeoutError):
    """A read or write on the channel missed its deadline; `partial`: part of the frame had crossed."""

    def __init__(self, partial: bool):
        super().__init__("the channel's deadline passed" + (" in the middle of a frame" if partial else ""))
        self.partial = partial


def _wait(fd: int, write: bool, deadline: float | None, partial: bool) -> None:
    """Wait until `fd` can be read (or written) without blocking; ChannelTimeout at `deadline`."""
    left = None if deadline is None else deadline - time.monotonic()
    if left is not None and left <= 0:
        raise ChannelTimeout(partial)
    ready = select.select([], [fd], [], left)[1] if write else select.select([fd], [], [], left)[0]
    if not ready:
        raise ChannelTimeout(partial)


def write_frame(fd: int, data: bytes, deadline: float | None = None) -> None:
    """One length-prefixed frame: the wire format of both directions. With a `deadline` (a
    time.monotonic(); `fd` non-blocking), ChannelTimeout if the other side stops reading before it."""
    frame = struct.pack("<Q", len(data)) + data
    view = memoryview(frame)
    while view:
        if deadline is not None:
            _wait(fd, True, deadline, len(view) < len(frame))
        try:
            view = view[os.write(fd, view):]
        except BlockingIOError:
            continue


def read_frame(fd: int, limit: int = 1 << 31, deadline: float | None = None) -> bytes | None:
    """The next frame, or None at end of file; a frame larger than `limit` bytes is an error. With
    a `deadline` (a time.monotonic(); `fd` non-blocking), ChannelTimeout if the whole frame has not
    arrived by then: a half-written frame cannot hold the reader past it."""
    started = False

    def exactly(n):
        nonlocal started
        chunks, left = [], n
        while left:
            if deadline is not None:
                _wait(fd, False, deadline, started)
            try:
                chunk = os.read(fd, min(left, 1 << 20))
            except BlockingIOError:
                continue
            if not chunk:
                return None
            started = True
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)

    head = exactly(8)
    if head is None:
        return None
    (size,) = struct.unpack("<Q", head)
    if size > limit:
        raise ValueError(f"a frame of {size} bytes, more than the limit of {limit}")
    return exactly(size)


def decoded_size(data: bytes) -> int:
    """The bytes a reply's records take once torch.load decodes them: the sizes its zip archive
    declares, which torch allocates (a compressed record of zeros is small on the wire). ValueError
    for anything but torch.save's zip format (the legacy format allocates what its pickle says)."""
    if not data.startswith(b"PK\x03\x04"):
        raise ValueError("not torch.save's zip format")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return sum(info.file_size for info in archive.infolist())
    except (zipfile.BadZipFile, OSError, EOFError) as err:
        raise ValueError(f"a broken archive: {err}") from None


def materialized_size(value, depth: int = 0) -> int:
    """The bytes the tensors in `value` take once copied (an expanded view counts in full)."""
    if depth > 50:
        return REPLY_LIMIT + 1   # no graded function returns anything nested this deep: refused
    if isinstance(value, torch.Tensor):
        return value.numel() * value.element_size()
    if isinstance(value, (list, tuple)):
        return sum(materialized_size(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return sum(materialized_size(v, depth + 1) for v in value.values())
    return 0


def advance_generator() -> None:
    """Move torch's global generator on by one draw: what the grading side does after each reply."""
    torch.empty((), dtype=torch.float64).uniform_()


def out_of_memory(text: str) -> bool:
    """Whether an error message or log says the memory limit was reached: Python's MemoryError,
    torch's allocator ("can't allocate memory"), or C++'s std::bad_alloc."""
    return any(marker in text for marker in ("MemoryError", "can't allocate memory", "std::bad_alloc"))


class SandboxError(RuntimeError):
    """The child failed: it raised, ran out of time or memory, or died. The message says which."""


class LearnerError(SandboxError):
    """The learner's code raised; `kind` is the exception's class name (e.g. NotImplementedError)."""

    def __init__(self, kind: str, message: str):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.msg = f"{kind}: {message}"   # what SyntaxError's str() and traceback formatting read

    def __str__(self) -> str:   # not the builtin's own __str__ (SyntaxError's reads fields never set)
        return str(self.args[0]) if self.args else ""


def learner_error(kind: str, message: str) -> LearnerError:
    """A LearnerError that is also the builtin exception it stands for (ValueError, NotImplementedError,
    ...), so a test's `except ValueError` sees the learner's ValueError."""
    base = getattr(builtins, kind, None)
    if isinstance(base, type) and issubclass(base, Exception) and not issubclass(base, OSError):
        try:
            return type(kind, (LearnerError, base), {})(kind, message)
        except TypeError:   # a builtin whose layout does not mix
            pass
    return LearnerError(kind, message)


class Remote:
    """A handle to an object that lives in the child: attribute access and calls go there."""

    def __init__(self, box: Sandbox, handle: int, path: tuple = (), type_name: str = ""):
        self._box, self._handle, self._path, self._type = box, handle, path, type_name

    def __getattr__(self, name: str) -> Remote:
        if name.startswith("__"):
            raise AttributeError(name)
        if self._handle == 0 and not self._path:
            self._box.accessed.add(name)   # the learner's module: which of its names the grader used
        return Remote(self._box, self._handle, self._path + (name,), self._type)

    def __call__(self, *args, **kwargs):
        return self._box._request("call", self._handle, self._path, args, kwargs)

    @property
    def __name__(self) -> str:
        return self._path[-1] if self._path else self._type

    def get(self):
        """The value of this attribute, if it is plain data (a tensor, a number, ...)."""
        return self._box._request("get", self._handle, self._path, (), {})

    def __repr__(self) -> str:
        return f"<Remote {self._type}{''.join('.' + p for p in self._path)}>"


class Sandbox:
    """A child process holding the learner's module; see the module docstring."""

    def __init__(self, cells: list[tuple[str, str]], memory_mb: int = MEMORY_LIMIT, cpu_seconds: int = 120,
                 wall_seconds: float = 300.0, module_name: str = "submission", threads: int = 1,
                 allow: tuple[str, ...] = (), hide: tuple[str, ...] = (), deadline: float | None = None,
                 deadline_message: str = "", preload: tuple[str, ...] = (), log_limit: int = LOG_LIMIT,
                 forbidden: tuple[Rule, ...] = (), _seccomp: bool = True):
        """`allow`: reference modules the cells may import (earlier chapters, e.g. "transformer.attention").
        `hide`: reference modules that are not even in the child's file system (the one under grading).
        `preload`: modules to import in the child besides PRELOAD, before it loses access to files
        (an exercise's third-party imports, e.g. sacrebleu's tokenizer for exercise 08).
        `deadline`: a time.monotonic() after which no request is answered (the exercise's share of a
        submission's time budget): the child is stopped then, whatever it is doing, with
        `deadline_message`, and later requests fail at once with it.
        `log_limit`: bytes the cells may print (RLIMIT_FSIZE of the child's log); past it a print raises
        OSError (Python ignores SIGXFSZ), which the learner's call reports with the limit.
        `forbidden`: the library functions the exercise forbids (courseware/grader/forbidden.py): what
        the cells called of them while loading is in `forbidden_at_load`, and since `forbidden_used`
        was last cleared, in it.
        How the child is isolated: courseware/grader/isolation.py (`_seccomp=False` only for its own tests)."""
        isolation.protect_grader()   # idempotent: before the first child of this process starts
        self.scratch = Path(tempfile.mkdtemp(prefix="grade-"))
        self.log_path = self.scratch / "output.log"
        self.wall_seconds, self.cpu_seconds, self.memory_mb = wall_seconds, int(cpu_seconds), int(memory_mb)
        self.log_limit = int(log_limit)
        self.deadline = deadline
        self.deadline_message = deadline_message or "the submission's time budget ran out"
        self.accessed: set[str] = set()
        self.forbidden_at_load: list[str] = []
        self.forbidden_used: list[str] = []
        self.closed_because = ""   # set when the child is stopped for good: later requests fail at once
        self.isolation = isolation.mode()
        self._proc = None
        self._req_w = self._resp_r = -1
        try:
            self._start(memory_mb, cpu_seconds, threads, allow, hide, preload, forbidden, _seccomp)
            self.grad = False   # calls run under torch.no_grad() in the child unless enable_grad()
            self.module = Remote(self, 0, (), module_name)
            self._request("load", 0, (), (cells, module_name), {})
        except BaseException:
            self.close()   # no child and no scratch folder left behind
            raise

    def _start(self, memory_mb, cpu_seconds, threads, allow, hide, preload, forbidden, seccomp):
        req_r, self._req_w = os.pipe()
        self._resp_r, resp_w = os.pipe()
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.scratch),
               "OMP_NUM_THREADS": str(threads), "MKL_NUM_THREADS": str(threads), "PYTHONHASHSEED": "0",
               "MPLBACKEND": "Agg"}
        env.update({name: os.environ[name] for name in ARITHMETIC_ENV if name in os.environ})
        library = isolation.seccomp_library() if seccomp else None
        config = {"req_fd": req_r, "resp_fd": resp_w, "memory_mb": int(memory_mb), "cpu_seconds": int(cpu_seconds),
                  "threads": int(threads), "blocked": list(BLOCKED), "allow": list(allow),
                  "preload": [*PRELOAD, *preload], "seccomp": library, "nproc": isolation.NPROC,
                  "log_bytes": self.log_limit, "forbidden": [rule.to_json() for rule in forbidden]}
        argv = isolation.wrap([sys.executable, "-I", str(CHILD), json.dumps(config)], self.scratch, hide)
        try:
            with open(self.log_path, "wb") as log:
                if isolation.mode() == "namespaces" and threads == 1 and library:
                    self._proc = zygote.spawn(self._zygote_name(hide, preload, env), self._zygote_argv(hide, preload),
                                              env, config, (req_r, resp_w, log.fileno()))
                if self._proc is None:
                    self._proc = subprocess.Popen(
                        argv, cwd=self.scratch, env=env, stdin=subprocess.DEVNULL, stdout=log,
                        stderr=subprocess.STDOUT, pass_fds=(req_r, resp_w), start_new_session=True,
                        **isolation.popen_options(self.scratch))
        finally:
            os.close(req_r)
            os.close(resp_w)
        os.set_blocking(self._req_w, False)    # every write and read of the grader's has a deadline
        os.set_blocking(self._resp_r, False)

    @staticmethod
    def _zygote_name(hide, preload, env) -> str:
        return zygote.key(tuple(hide), (*PRELOAD, *preload), {k: v for k, v in env.items() if k != "HOME"})

    @staticmethod
    def _zygote_argv(hide, preload):
        """The command line of a zygote for sandboxes like this one (courseware/grader/zygote.py)."""
        def argv(folder: Path, path: Path, lifeline: int) -> list[str]:
            setup = {"socket": str(path), "lifeline": lifeline, "preload": [*PRELOAD, *preload]}
            return isolation.bwrap_command([sys.executable, "-I", str(CHILD), "--zygote", json.dumps(setup)], folder,
                                           tuple(hide), die_with_parent=False)
        return argv

    def backward(self, fn: Remote, *args, select=None, cotangent=None, **kwargs):
        """Call `fn(*args, **kwargs)` in the child with gradients on and back-propagate from
        `output[select]` (the whole output if None) with `cotangent` (ones if None). Returns
        (output, grads): grads of the tensor arguments that require them, in order, None where
        none reached them. Parameter gradients stay in the child: see `parameter_grads`."""
        if cotangent is None:
            out = fn(*args, **kwargs)
            cotangent = torch.ones_like(out if select is None else out[select])
        reply = self._request("backward", fn._handle, fn._path, (args, kwargs, select, cotangent), {})
        return reply["output"], reply["grads"]

    def parameter_grads(self, module: Remote) -> dict:
        """{name: gradient or None} of a module living in the child."""
        return self._request("grads", module._handle, module._path, (), {})

    def set_attribute(self, obj: Remote, name: str, value) -> None:
        """Set `name` of an object living in the child to `value` (plain data, a Remote, or an
        object of a reference module the tests pass in, e.g. a key/value cache to attach)."""
        self._request("setattr", obj._handle, obj._path, (name, value), {})

    # requests ------------------------------------------------------------------------------------
    def _request(self, op, handle, path, args, kwargs):
        if self.closed_because:
            raise SandboxError(f"the submission was stopped earlier: {self.closed_because}")
        wait, why = self.wall_seconds, f"it ran longer than the time limit of {self.wall_seconds:.0f} s"
        if self.deadline is not None and self.deadline - time.monotonic() < wait:
            wait, why = max(0.0, self.deadline - time.monotonic()), self.deadline_message
        end = time.monotonic() + wait
        # A fresh secret per request, which the child puts in its reply: a frame the learner's code
        # writes on the reply pipe itself cannot answer a request it has not seen yet.
        nonce = os.urandom(16).hex()
        try:
            write_frame(self._req_w, pickle.dumps((op, handle, path, self._plain(args), self._plain(kwargs), self.grad,
                                                   torch.get_rng_state(), nonce)), end)
        except ChannelTimeout:
            self._stop(why if wait < self.wall_seconds else "it stopped reading the grader's requests")
        except (BrokenPipeError, OSError):
            raise SandboxError(self._death()) from None
        try:
            data = read_frame(self._resp_r, REPLY_LIMIT, end)
        except ChannelTimeout as late:
            self._stop(f"it wrote part of a reply and then nothing more for {wait:.0f} s" if late.partial else why)
        except ValueError:
            self._violation(f"a result larger than the grader accepts ({REPLY_LIMIT >> 20} MB; the graded functions "
                            "return small tensors): the submission was stopped")
        if data is None:
            raise SandboxError(self._death())
        try:
            decoded = decoded_size(data)
        except ValueError as err:
            self._violation(f"the submission's reply is not plain data ({err})")
        if decoded > REPLY_LIMIT:
            self._violation(f"a result that decodes to {decoded >> 20} MB, more than the grader accepts "
                            f"({REPLY_LIMIT >> 20} MB): the submission was stopped")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")   # torch notes the pickle protocol of odd replies
                reply = torch.load(io.BytesIO(data), weights_only=True)
        except Exception as err:  # anything but plain data is refused
            self._violation(f"the submission's reply is not plain data ({type(err).__name__})")
        used = materialized_size(reply)
        if used > REPLY_LIMIT:   # a view of a small storage (expand) that the first copy would fill
            self._violation(f"a result that takes {used >> 20} MB once used, more than the grader accepts "
                            f"({REPLY_LIMIT >> 20} MB): the submission was stopped")
        if not isinstance(reply, dict) or reply.get("nonce") != nonce:
            self._violation("the submission wrote a reply that answers no request of the grader's (its own code "
                            "writing on the grader's pipe?): the submission was stopped")
        used = reply.get("forbidden", [])
        if not isinstance(used, list) or not all(isinstance(name, str) and len(name) < 200 for name in used):
            self._violation(f"the submission sent a malformed reply: {str(used)[:200]}")
        seen = self.forbidden_at_load if op == "load" else self.forbidden_used
        seen += [name for name in used if name not in seen]
        status = reply.get("status")
        # The test's generator never takes a state from the child (whose code could make it draw
        # zeros for every later input); it moves on by one draw of its own, so that two calls from
        # one seed (dropout, say) get different states, the same ones for every learner.
        advance_generator()
        if status == "value":
            return reply["value"]
        if status == "handle":
            return Remote(self, int(reply["handle"]), (), str(reply["type"]))
        if status == "raised":
            kind, message = str(reply["kind"]), str(reply["message"])
            if kind == "MemoryError" or out_of_memory(message):
                asked = re.search(r"allocate (\d+) bytes", message)
                kind, message = "MemoryError", (f"the code went over the memory limit of {self.memory_mb} MB"
                                                + (f" (a call asked for {int(asked.group(1)) / 2**20:.0f} MB more)"
                                                   if asked else "") + ": does it keep tensors it no longer needs?")
            elif kind == "OSError" and "[Errno 27]" in message:   # EFBIG: the log reached log_limit
                message = (f"the code printed more than the {self.log_limit >> 20} MB the grader keeps of its output "
                           f"({message}): print less")
            raise learner_error(kind, message)
        self._violation(f"the submission sent a malformed reply: {str(reply)[:200]}")

    def _stop(self, why: str):
        """The child missed a deadline: stopped for good, and every later request fails with `why`."""
        self.closed_because = why
        self.close()
        raise SandboxError(f"the submission was stopped: {why}")

    def _violation(self, message: str):
        """The child broke the protocol: it wrote to the reply pipe itself. Nothing it says can be
        trusted any more (replies could be out of step with requests), so it is stopped for good."""
        self.closed_because = message
        self.close()
        raise SandboxError(message)

    @contextlib.contextmanager
    def enable_grad(self):
        """Calls inside this block build autograd graphs in the child (for gradient checks). Outside
        it they run under torch.no_grad(), so copying weights into parameters works as it does in
        a `with torch.no_grad():` block of a test."""
        before, self.grad = self.grad, True
        try:
            yield self
        finally:
            self.grad = before

    def _plain(self, value):
        """Arguments may hold Remote handles: they travel as markers the child resolves."""
        if isinstance(value, Remote):
            return (REF, value._handle, value._path)
        if isinstance(value, (list, tuple)):
            return type(value)(self._plain(v) for v in value)
        if isinstance(value, dict):
            return {k: self._plain(v) for k, v in value.items()}
        return value

    def _death(self) -> str:
        try:
            code = self._proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return "the submission stopped answering"
        tail = self.output()[-600:]
        last = next((line.strip() for line in reversed(tail.splitlines()) if line.strip()), "nothing")
        signal = -code if code < 0 else code - 128 if code > 128 else 0   # bwrap exits 128 + N for signal N
        if signal == 24:   # SIGXCPU
            self.closed_because = f"it used up its CPU-time limit of {self.cpu_seconds} s"
            return f"the submission was stopped: it used up its CPU-time limit of {self.cpu_seconds} s (exit {code})"
        if out_of_memory(tail):
            self.closed_because = f"it ran out of its memory limit of {self.memory_mb} MB (exit {code})"
            return (f"the submission was stopped by its memory limit of {self.memory_mb} MB (exit {code}); its last "
                    f"output: {last}")
        if signal == 9:   # not one of our limits: those raise MemoryError or SIGXCPU, and time-outs are ours
            self.closed_because = "it was killed by SIGKILL from outside (not by a limit of the grader)"
            return ("the submission's process was killed by SIGKILL from outside the grader (the machine running out "
                    f"of memory, or an administrator), not by one of the grader's limits (exit {code})")
        if signal == 31:   # SIGSYS: a system call of another architecture
            self.closed_because = "it made a forbidden system call (SIGSYS)"
            return f"the submission was stopped: it made a system call the grader forbids (SIGSYS, exit {code})"
        self.closed_because = f"its process ended (exit {code})"
        return f"the submission's process ended (exit {code}) while being graded; its last output: {last}\n{tail}"

    def output(self, tail_bytes: int = TAIL_BYTES) -> str:
        """The end of what the learner's code printed (stdout and stderr): its last `tail_bytes`, so that
        a flood of output costs the grader no memory."""
        try:
            with open(self.log_path, "rb") as log:
                size = log.seek(0, os.SEEK_END)
                log.seek(max(0, size - tail_bytes))
                return log.read(tail_bytes).decode(errors="replace")
        except OSError:
            return ""

    def close(self) -> None:
        """Kill the child (and anything it started) and delete its scratch folder."""
        if isinstance(self._proc, zygote.ZygoteChild):
            self._proc.kill()   # the zygote kills it and says so
        elif self._proc is not None and self._proc.poll() is None:
            try:
                os.killpg(self._proc.pid, 9)
            except ProcessLookupError:
                pass
            self._proc.wait()
        for fd in (self._req_w, self._resp_r):
            try:
                os.close(fd)
            except OSError:
                pass
        self._req_w = self._resp_r = -1
        shutil.rmtree(self.scratch, ignore_errors=True)   # the learner's files and log go with it

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
