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
generator state the child is given never comes back. Decoding is bounded in time and size too
(`decode_reply`: the limits beside REPLY_LIMIT): a reply's pickle is walked before torch.load runs
it, and refused if it holds more values or calls than the limits, or names a constructor that
allocates what its argument says; the decoded value is measured once per distinct container, so
shared structure is never walked twice; a reply names at most FORBIDDEN_NAMES forbidden calls.

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
import pickletools
import re
import reprlib
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
from torch._utils import IMPORT_MAPPING, NAME_MAPPING

from . import isolation, zygote
from .forbidden import Rule
from .records import MEMORY_LIMIT

CHILD = Path(__file__).with_name("sandbox_child.py")
BLOCKED = ("transformer", "courseware", "tests")   # what learner code may not import (but see `allow`)
# Imported in the child before it loses the right to open files: what exported cells may use.
PRELOAD = ("math", "copy", "dataclasses", "typing", "collections", "itertools", "functools", "numbers",
           "warnings", "random", "re", "string", "operator", "enum", "abc", "numpy", "torch", "torch.nn",
           "torch.nn.functional", "torch.nn.init", "torch.autograd", "torch.optim", "torch.optim.lr_scheduler")
# The largest reply the grader accepts: a graded test's results are tensors (3.9 MB at most over the
# solutions' whole run, exercise 09's random positions, 2026-11-28), and a reply is held twice while it is read,
# in the process that also holds the grade: on Gradescope's 768 MB, a learner's 2 GB tensor must
# be refused, not read.
REPLY_LIMIT = 16 << 20
# What decoding a reply may build besides its tensors' bytes, and what it may cost the grader. A
# reply is learner-controlled bytes (the learner's code can write its own frame, with the request's
# secret), so its pickle is walked before torch.load runs (`check_pickle`) and the decoded value is
# measured before anything else reads it (`measure`). Measured over the solutions' graded run
# (1,242 replies of `pytest tests/graded`, 2026-11-28): the largest pickle 4.6 KB in 1,350 opcodes,
# 95 values, 43 storages (49 records), 133 calls and globals, 5.5 ms of torch.load.
#   PICKLE_LIMIT: bytes of a reply's pickle (its numbers, strings and containers; tensors' bytes are
#   records of their own): 220 times the solutions' largest, room for an honest list of VALUE_LIMIT
#   floats (9 bytes each). [None] * 14_000_000 (a 14 MB pickle, 112 MB of pointers once decoded)
#   stops here, unread.
PICKLE_LIMIT = 1 << 20
#   VALUE_LIMIT: opcodes of the pickle (each builds or places at most one value), and values of the
#   decoded reply counted each time they appear (a list shared 46 times over is 2^47 values to any
#   traversal that does not keep an id() memo: a comparison, str(), the child's own detach): 48
#   times the solutions' most opcodes, 690 times their most values (2^18 floats took 0.5 s here).
VALUE_LIMIT = 1 << 16
#   CALL_LIMIT: calls decoding makes (GLOBAL, REDUCE, persistent ids: each costs torch.load tens of
#   microseconds, not one), 30 times the solutions' 133. RECORD_LIMIT: records of the archive (a
#   storage each, and 6 of torch.save's own), 20 times the solutions' 49; Python's zipfile reads
#   every central-directory entry before a check could count them, so they are counted first.
CALL_LIMIT = 1 << 12
RECORD_LIMIT = 1 << 10
#   DEPTH_LIMIT: nesting of containers; no graded function returns anything nested this deep, and
#   a traversal that recurses (str(), torch.testing) must not reach Python's recursion limit.
DEPTH_LIMIT = 50
#   DIMENSIONS: the dimensions of a tensor or a torch.Size (the graded tensors have at most 5; torch
#   builds one of 60,000 dimensions from a 128 KB pickle, and every later use of it walks them all).
DIMENSIONS = 64
#   DECODE_SECONDS: the CPU time the grading process may spend decoding one reply, the bound the
#   limits above are chosen to keep: the worst reply within all of them at once (RECORD_LIMIT
#   storages, CALL_LIMIT calls, VALUE_LIMIT opcodes) took 0.18 to 0.22 s here (2026-11-28, beside
#   other work), a refused one at most 0.04 s, the solutions' largest 6 ms.
#   tests/autograder/test_replies.py holds that reply and every attack of issue 31's red team to it.
DECODE_SECONDS = 1.0
#   FORBIDDEN_NAMES, NAME_LENGTH: the forbidden library functions a reply (and a sandbox, over all
#   of its replies) may name, and the length of a name. An exercise wraps at most 30 names
#   (courseware/grader/forbidden.py's `install` for 01 and 07), the longest 72 characters; more is a
#   forged reply (60,000 new names a reply kept the grader busy for minutes; 70,000 at load made a
#   190 MB feedback file). NAME_LENGTH also caps the exception class and type names a reply gives.
FORBIDDEN_NAMES = 64
NAME_LENGTH = 200
#   MESSAGE_LENGTH: the characters of an exception's message a reply may give (the child sends
#   str(err)[:2000]; a forged reply is cut there too, not stored whole in the feedback).
MESSAGE_LENGTH = 2000
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


class ReplyRefused(ValueError):
    """A reply the grader will not decode, or not keep: the message is the submission's violation."""


def _not_plain(why: str) -> ReplyRefused:
    return ReplyRefused(f"the submission's reply is not plain data ({why})")


def read_archive(data: bytes) -> dict[str, bytes]:
    """The records of torch.save's zip format in `data`, {name: bytes}, read within the limits: at
    most RECORD_LIMIT records, REPLY_LIMIT bytes in all as the archive declares them (a compressed
    record of zeros is small on the wire; zipfile never inflates past the declared size), one folder
    with a data.pkl of at most PICKLE_LIMIT bytes. ReplyRefused for anything else (the legacy format
    allocates what its pickle says)."""
    if not data.startswith(b"PK\x03\x04"):
        raise _not_plain("not torch.save's zip format")
    if data.count(b"PK\x01\x02") > RECORD_LIMIT:   # each central-directory entry starts so: an upper bound
        raise ReplyRefused(f"a result of more than {RECORD_LIMIT} records, more than the grader accepts (the graded "
                           "functions return a few tensors): the submission was stopped")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            names = [info.filename for info in infos]
            folder = names[0].split("/", 1)[0] if names else ""
            if len(set(names)) != len(names) or not all(name.startswith(folder + "/") for name in names):
                raise _not_plain("an archive whose records are not torch.save's")
            decoded = sum(info.file_size for info in infos)
            if decoded > REPLY_LIMIT:
                raise ReplyRefused(f"a result that decodes to {decoded >> 20} MB, more than the grader accepts "
                                   f"({REPLY_LIMIT >> 20} MB): the submission was stopped")
            pickled = next((info for info in infos if info.filename == folder + "/data.pkl"), None)
            if pickled is None:
                raise _not_plain("an archive without data.pkl")
            if pickled.file_size > PICKLE_LIMIT:
                raise ReplyRefused(f"a result of {pickled.file_size} bytes of numbers, strings and containers, more "
                                   f"than the grader accepts ({PICKLE_LIMIT >> 20} MB; the graded functions return "
                                   "tensors and a few numbers): the submission was stopped")
            # torch.save compresses nothing; zipfile's bzip2 and lzma readers inflate a whole chunk
            # before cutting it to the declared size (4 KB of bzip2 can hold gigabytes)
            if any(info.compress_type != zipfile.ZIP_STORED or info.flag_bits & 1 for info in infos):
                raise _not_plain("a compressed or encrypted record, which torch.save never writes")
            return {info.filename: archive.read(info) for info in infos}
    except ReplyRefused:
        raise
    except Exception as err:   # zipfile's own errors, and zlib's, struct's, ... on a forged archive
        raise _not_plain(f"a broken archive: {type(err).__name__}: {str(err)[:NAME_LENGTH]}") from None


def decoded_size(data: bytes) -> int:
    """The bytes a reply's records take once torch.load decodes them (the sizes its zip archive
    declares, which torch allocates). ValueError for anything but torch.save's zip format, or a
    reply `read_archive` refuses."""
    return sum(len(record) for record in read_archive(data).values())


class _Global:
    """What a GLOBAL opcode pushes, in the walk of `check_pickle`."""

    def __init__(self, name: str):
        self.name = name


class _Made:
    """What an accepted call returns, in the walk: `kind` is the call's name."""

    def __init__(self, kind: str):
        self.kind, self.filled, self.hooks = kind, False, False


class _List:
    pass


class _Dict:
    pass


class _Storage:
    pass


# The only globals a reply needs: what torch.save writes for the plain values of the child's `send`
# (tensors, torch.Size, dtypes, devices, complex numbers, bytes). torch.load's weights-only list has
# others that allocate what their argument says (bytearray(3 << 30), torch.Tensor(N),
# UntypedStorage(N)) or run a function of the pickle's choosing (_rebuild_from_type_v2): refused.
REPLY_CALLS = ("torch._utils._rebuild_tensor_v2", "torch._utils._rebuild_tensor_v3", "collections.OrderedDict",
               "torch.Size", "torch.device", "builtins.complex", "_codecs.encode")
# The opcodes torch.save writes for them (protocol 2). torch.load's also takes BUILD, NEWOBJ
# (torch.Tensor.__new__(N) allocates N elements), EMPTY_SET and SHORT_BINSTRING, which no reply needs.
REPLY_OPCODES = frozenset({
    "PROTO", "STOP", "MARK", "NONE", "NEWTRUE", "NEWFALSE", "BININT", "BININT1", "BININT2", "LONG1", "BINFLOAT",
    "BINUNICODE", "EMPTY_LIST", "EMPTY_DICT", "EMPTY_TUPLE", "TUPLE", "TUPLE1", "TUPLE2", "TUPLE3", "APPEND",
    "APPENDS", "SETITEM", "SETITEMS", "BINPUT", "LONG_BINPUT", "BINGET", "LONG_BINGET", "GLOBAL", "REDUCE",
    "BINPERSID"})


def _reply_globals() -> dict[str, str]:
    """{name: "call" | "dtype" | "storage"}: the globals a reply may name (torch.load must allow them too)."""
    from torch._weights_only_unpickler import _get_allowed_globals
    allowed = _get_allowed_globals()
    kinds = {name: "call" for name in REPLY_CALLS if name in allowed}
    for name, value in allowed.items():
        if isinstance(value, torch.dtype):
            kinds[name] = "dtype"
        elif isinstance(value, torch.serialization.StorageType) or value is torch.UntypedStorage:
            kinds[name] = "storage"
    return kinds


def _call(name: str, args, dtypes: set[str]):
    """What the accepted call `name(*args)` returns in the walk; ReplyRefused for arguments that a
    plain value's pickle does not have (those that would make the call allocate what they say)."""
    def scalars(*types):
        return all(type(a) in types for a in args)

    def shape(dims):   # a tensor's size or stride: a tuple of at most DIMENSIONS ints
        return isinstance(dims, tuple) and len(dims) <= DIMENSIONS and all(type(d) is int for d in dims)

    if not isinstance(args, tuple):
        raise _not_plain(f"{name} called with arguments that are not a tuple")
    if name in ("torch._utils._rebuild_tensor_v2", "torch._utils._rebuild_tensor_v3"):
        # (storage, offset, size, stride, requires_grad, backward_hooks[, dtype][, metadata]): the
        # storage a record of the archive (torch checks its size against the record), no gradient
        # and no hooks (a hook is a function the grader's backward pass would run)
        v3 = name.endswith("v3")
        if (len(args) not in ((7, 8) if v3 else (6, 7)) or not isinstance(args[0], _Storage) or type(args[1]) is not int
                or not shape(args[2]) or not shape(args[3]) or len(args[3]) != len(args[2]) or args[4] is not False
                or not (isinstance(args[5], _Made) and args[5].kind == "collections.OrderedDict" and not args[5].filled)
                or (v3 and not (isinstance(args[6], _Global) and args[6].name in dtypes))):
            raise _not_plain(f"{name} called with arguments no tensor of torch.save's has")
        args[5].hooks = True   # from now on, never filled
        return _Made("tensor")
    if name == "collections.OrderedDict":
        ok = args == ()
    elif name == "torch.Size":
        ok = len(args) == 1 and shape(args[0])
    elif name == "torch.device":
        ok = 1 <= len(args) <= 2 and type(args[0]) is str and len(args[0]) <= NAME_LENGTH and scalars(str, int)
    elif name == "builtins.complex":
        ok = len(args) <= 2 and scalars(int, float)
    else:   # _codecs.encode: bytes are pickled as (str, "latin1"); another codec may grow them (hex, twice a call)
        ok = len(args) == 2 and type(args[0]) is str and args[1] == "latin1"
    if not ok:
        raise _not_plain(f"{name} called with arguments no plain value's pickle has")
    return _Made(name)


def check_pickle(pickled: bytes, records: set[str]) -> None:
    """Walk the opcodes of a reply's pickle before torch.load runs them, with a model of its stack,
    and refuse (ReplyRefused) what decoding would not bound: more than VALUE_LIMIT opcodes or
    CALL_LIMIT calls, an opcode or a global that no plain value needs, a call whose arguments
    would make it allocate what they say, a persistent id that names no record of `records`
    (the archive's record names under its folder, "data/0", ...). Memo references (BINGET) are
    allowed: what they share is counted in the decoded value by `measure`."""
    kinds = _reply_globals()
    dtypes = {name for name, kind in kinds.items() if kind == "dtype"}
    stack, metastack, memo = [], [], {}
    calls = 0
    try:
        for count, (opcode, arg, _) in enumerate(pickletools.genops(pickled), 1):
            name = opcode.name
            if count > VALUE_LIMIT:
                raise ReplyRefused(f"a result of more than {VALUE_LIMIT} values, more than the grader accepts (the "
                                   "graded functions return tensors and a few numbers): the submission was stopped")
            if name not in REPLY_OPCODES:
                raise _not_plain(f"the pickle opcode {name}, which no plain value needs")
            if name in ("GLOBAL", "REDUCE", "BINPERSID"):
                calls += 1
                if calls > CALL_LIMIT:
                    raise ReplyRefused(f"a result of more than {CALL_LIMIT} tensors and other objects, more than the "
                                       "grader accepts: the submission was stopped")
            if name in ("NONE", "NEWTRUE", "NEWFALSE", "BININT", "BININT1", "BININT2", "LONG1", "BINFLOAT",
                        "BINUNICODE"):
                stack.append({"NONE": None, "NEWTRUE": True, "NEWFALSE": False}.get(name, arg))
            elif name == "EMPTY_LIST":
                stack.append(_List())
            elif name == "EMPTY_DICT":
                stack.append(_Dict())
            elif name == "EMPTY_TUPLE":
                stack.append(())
            elif name == "MARK":
                metastack.append(stack)
                stack = []
            elif name == "TUPLE":
                items, stack = tuple(stack), metastack.pop()
                stack.append(items)
            elif name in ("TUPLE1", "TUPLE2", "TUPLE3"):
                n = int(name[-1])
                if len(stack) < n:
                    raise IndexError
                stack[-n:] = [tuple(stack[-n:])]
            elif name in ("APPEND", "APPENDS"):
                if name == "APPENDS":
                    stack = metastack.pop()
                else:
                    stack.pop()
                if not isinstance(stack[-1], _List):
                    raise _not_plain("an append to something that is not a list")
            elif name in ("SETITEM", "SETITEMS"):
                if name == "SETITEMS":
                    items, stack = stack, metastack.pop()
                    if len(items) % 2:
                        raise IndexError
                elif len(stack) < 3:
                    raise IndexError
                else:
                    del stack[-2:]
                target = stack[-1]
                if isinstance(target, _Made) and target.kind == "collections.OrderedDict" and not target.hooks:
                    target.filled = True
                elif not isinstance(target, _Dict):
                    raise _not_plain("an item set in something that is not a dict")
            elif name in ("BINPUT", "LONG_BINPUT"):
                memo[arg] = stack[-1]
            elif name in ("BINGET", "LONG_BINGET"):
                stack.append(memo[arg])
            elif name == "GLOBAL":
                module, _, attribute = arg.partition(" ")
                module, attribute = NAME_MAPPING.get((module, attribute), (IMPORT_MAPPING.get(module, module),
                                                                           attribute))
                full = f"{module}.{attribute}"
                if full not in kinds:
                    raise _not_plain(f"it names {full[:NAME_LENGTH]}, which no plain value needs")
                stack.append(_Global(full))
            elif name == "REDUCE":
                args = stack.pop()
                function = stack[-1]
                if not (isinstance(function, _Global) and kinds[function.name] == "call"):
                    raise _not_plain("a call of something that is not an accepted function")
                stack[-1] = _call(function.name, args, dtypes)
            elif name == "BINPERSID":
                pid = stack.pop()
                if not (isinstance(pid, tuple) and len(pid) == 5 and pid[0] == "storage"
                        and isinstance(pid[1], _Global) and kinds[pid[1].name] == "storage"
                        and type(pid[2]) is str and f"data/{pid[2]}" in records and type(pid[3]) is str
                        and type(pid[4]) is int):
                    raise _not_plain("a persistent id that is not a storage of the archive")
                stack.append(_Storage())
            elif name == "STOP":
                if len(stack) != 1 or metastack:
                    raise _not_plain("a pickle that does not end with one value")
                return
        raise _not_plain("a pickle without STOP")
    except (IndexError, KeyError, ValueError) as err:   # genops's own errors, a stack or memo too short
        if isinstance(err, ReplyRefused):
            raise
        raise _not_plain(f"a broken pickle: {type(err).__name__}") from None


_SCALARS = frozenset({type(None), bool, int, float, complex, str, bytes})


def _leaf(value) -> int:
    """1 for a value of the child's PLAIN kinds that holds no other (a number, a string, a dtype, a
    device); ReplyRefused for anything else a pickle can leave in a reply (one of the functions its
    calls name, a storage)."""
    if type(value) in _SCALARS or isinstance(value, (torch.dtype, torch.device)):
        return 1
    raise _not_plain(f"it holds a {type(value).__name__[:NAME_LENGTH]}, which is no plain value")


def measure(value) -> tuple[int, int]:
    """(values, bytes) of `value` as a traversal sees it that enters each container every time it
    appears: its values (containers, dict keys, numbers, strings, tensors) and the bytes its
    tensors take once copied (an expanded view counts in full). Computed once per distinct
    container (an id() memo), so shared structure costs this nothing; ReplyRefused past
    VALUE_LIMIT values, REPLY_LIMIT bytes or DEPTH_LIMIT levels, and for a value that contains itself."""
    if isinstance(value, torch.Tensor):
        return 1, value.numel() * value.element_size()
    if not isinstance(value, (list, tuple, dict)):
        return _leaf(value), 0
    memo: dict[int, tuple[int, int]] = {}   # id(container) -> its (values, bytes), once measured
    entered: set[int] = set()               # the containers being measured: met again, one contains itself
    frames: list[list] = []                 # [container, its parts, next part, values, bytes]

    def enter(container) -> None:
        if id(container) in entered:
            raise ReplyRefused("a result that contains itself, which the grader does not accept: the submission "
                               "was stopped")
        if len(frames) >= DEPTH_LIMIT:
            raise ReplyRefused(f"a result nested more than {DEPTH_LIMIT} deep, more than the grader accepts: the "
                               "submission was stopped")
        entered.add(id(container))
        parts = [*container.keys(), *container.values()] if isinstance(container, dict) else container
        frames.append([container, parts, 0, 1, 0])

    enter(value)
    while True:
        frame = frames[-1]
        container, parts, index, values, size = frame
        inner = None
        while index < len(parts):
            part = parts[index]
            index += 1
            if type(part) in _SCALARS:
                values += 1
                continue
            if isinstance(part, torch.Tensor):
                values, size = values + 1, size + part.numel() * part.element_size()
            elif isinstance(part, (list, tuple, dict)):
                known = memo.get(id(part))
                if known is None:
                    inner = part
                    break
                values, size = values + known[0], size + known[1]
            else:
                values += _leaf(part)
            if values > VALUE_LIMIT:
                raise ReplyRefused(f"a result of more than {VALUE_LIMIT} values (its shared parts counted each time "
                                   "they appear), more than the grader accepts: the submission was stopped")
        frame[2:] = index, values, size
        if inner is not None:
            enter(inner)
            continue
        frames.pop()
        entered.discard(id(container))
        memo[id(container)] = values, size
        if not frames:
            break
        frames[-1][3] += values
        frames[-1][4] += size
    if values > VALUE_LIMIT:
        raise ReplyRefused(f"a result of more than {VALUE_LIMIT} values (its shared parts counted each time they "
                           "appear), more than the grader accepts: the submission was stopped")
    if size > REPLY_LIMIT:   # a view of a small storage (expand) that the first copy would fill
        raise ReplyRefused(f"a result that takes {size >> 20} MB once used, more than the grader accepts "
                           f"({REPLY_LIMIT >> 20} MB): the submission was stopped")
    return values, size


def materialized_size(value) -> int:
    """The bytes the tensors in `value` take once copied (an expanded view counts in full)."""
    return measure(value)[1]


def checked_archive(data: bytes) -> dict[str, bytes]:
    """The records of a reply's archive, once read_archive and check_pickle have found nothing to
    refuse in it (ReplyRefused otherwise). The child runs it on its own replies before it sends
    them, so that an honest result too large fails its call instead of stopping the submission."""
    records = read_archive(data)
    folder = next(iter(records)).split("/", 1)[0]
    check_pickle(records[f"{folder}/data.pkl"], {name[len(folder) + 1:] for name in records})
    return records


def decode_reply(data: bytes):
    """The value a reply frame holds, decoded within the limits beside REPLY_LIMIT (read_archive,
    check_pickle, measure); ReplyRefused, whose message says why, for anything else. torch.load
    reads a copy of the archive written here from the records that were checked, so that no
    difference between Python's zip reader and torch's can hand it others."""
    records = checked_archive(data)
    copy = io.BytesIO()
    with zipfile.ZipFile(copy, "w", zipfile.ZIP_STORED) as archive:
        for name, record in records.items():
            archive.writestr(name, record)
    del records
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # torch notes the pickle protocol of odd replies
            value = torch.load(io.BytesIO(copy.getvalue()), weights_only=True)
    except Exception as err:  # anything but plain data is refused
        raise _not_plain(type(err).__name__) from None
    measure(value)
    return value


def shown(value, limit: int = 200) -> str:
    """At most `limit` characters of a learner's value for a message (reprlib: never the whole)."""
    return reprlib.repr(value)[:limit]


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
        self._forbidden_names: set[str] = set()   # every name any reply gave: at most FORBIDDEN_NAMES
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

    def define(self, source: str, name: str) -> Remote:
        """The object `name` that the grader's own code `source` defines, run in the child in a
        namespace of its own: a reference step, for a test of a later step to run on instead of the
        learner's (see courseware.grader.plugin.reference_steps)."""
        return self._request("define", 0, (), (source, name), {})

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
            reply = decode_reply(data)
        except ReplyRefused as err:
            self._violation(str(err))
        if not isinstance(reply, dict) or reply.get("nonce") != nonce:
            self._violation("the submission wrote a reply that answers no request of the grader's (its own code "
                            "writing on the grader's pipe?): the submission was stopped")
        self._take_forbidden(reply.get("forbidden", []), op == "load")
        status = reply.get("status")
        # The test's generator never takes a state from the child (whose code could make it draw
        # zeros for every later input); it moves on by one draw of its own, so that two calls from
        # one seed (dropout, say) get different states, the same ones for every learner.
        advance_generator()
        if status == "value" and "value" in reply:
            return reply["value"]
        if status == "handle" and type(reply.get("handle")) is int:
            return Remote(self, reply["handle"], (), str(reply.get("type"))[:NAME_LENGTH])
        if status == "raised":
            kind, message = str(reply.get("kind"))[:NAME_LENGTH], str(reply.get("message"))[:MESSAGE_LENGTH]
            if kind == "MemoryError" or out_of_memory(message):
                asked = re.search(r"allocate (\d+) bytes", message)
                kind, message = "MemoryError", (f"the code went over the memory limit of {self.memory_mb} MB"
                                                + (f" (a call asked for {int(asked.group(1)) / 2**20:.0f} MB more)"
                                                   if asked else "") + ": does it keep tensors it no longer needs?")
            elif kind == "OSError" and "[Errno 27]" in message:   # EFBIG: the log reached log_limit
                message = (f"the code printed more than the {self.log_limit >> 20} MB the grader keeps of its output "
                           f"({message}): print less")
            raise learner_error(kind, message)
        self._violation(f"the submission sent a malformed reply: {shown(reply)}")

    def _take_forbidden(self, names, load: bool) -> None:
        """Record the forbidden library calls a reply names (`forbidden_at_load` for the load request,
        else `forbidden_used`): plain strs of at most NAME_LENGTH characters, at most FORBIDDEN_NAMES
        of them a reply and a sandbox; anything else is a forged reply, a violation."""
        if (type(names) is not list or len(names) > FORBIDDEN_NAMES
                or not all(type(name) is str and len(name) <= NAME_LENGTH for name in names)):
            self._violation(f"the submission sent a malformed reply (its list of forbidden calls, {shown(names)}, is "
                            f"not at most {FORBIDDEN_NAMES} names of at most {NAME_LENGTH} characters): the submission "
                            "was stopped")
        self._forbidden_names.update(names)
        if len(self._forbidden_names) > FORBIDDEN_NAMES:
            self._violation(f"the submission's replies named more than {FORBIDDEN_NAMES} forbidden library functions "
                            "(no exercise forbids that many; its own code writing on the grader's pipe?): the "
                            "submission was stopped")
        seen = self.forbidden_at_load if load else self.forbidden_used
        known = set(seen)
        seen += [name for name in dict.fromkeys(names) if name not in known]

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
