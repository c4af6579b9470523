"""The grader decodes a learner's reply within bounds of time and size (hand-written).

Issue 49's red team, in both isolation modes: the learner's code holds the reply pipe and can read
the request's secret from its own memory, so it can answer with any bytes it likes, and one
submission stalled or swelled the grading process through them:

* 46 nested lists sharing structure: 2^46 values to any traversal of the decoded reply;
* 60,000 new forbidden names a reply (a quadratic membership test): 145 s of the grader's time;
* 8 replies of `[None] * 14_000_000`: 89 CPU-s of the grader's (a correct learner: 0.8 s);
* a pickle of `bytearray(3 << 30)`, past torch.load's allow-list and the decoded-size cap: 3.3 GB;
* 70,000 forged names at load: a 190 MB feedback file.

courseware/grader/sandbox.py now walks a reply's pickle before torch.load runs it (`check_pickle`:
opcodes, globals, calls and their arguments), measures the decoded value once per distinct
container (`measure`) and caps the forbidden names a reply gives; the limits sit beside
REPLY_LIMIT. Each attack here is refused with a message that says why, within DECODE_SECONDS of
the grader's CPU time, and each has a control: the same shape within the limits comes back intact
(and torch.load alone builds what the attacks' constructors ask, so the refusal is the grader's).
The unit tests feed forged bytes to `decode_reply`; the end-to-end tests run each attack through a
real Sandbox in every isolation mode this machine offers, the learner's code writing its frame.
"""

from __future__ import annotations

import inspect
import io
import pickle
import pickletools
import struct
import sys
import textwrap
import time
import zipfile

import pytest
import torch

from courseware.grader import zygote
from courseware.grader.sandbox import (
    CALL_LIMIT,
    DECODE_SECONDS,
    DEPTH_LIMIT,
    FORBIDDEN_NAMES,
    PICKLE_LIMIT,
    RECORD_LIMIT,
    REPLY_LIMIT,
    VALUE_LIMIT,
    LearnerError,
    ReplyRefused,
    Sandbox,
    SandboxError,
    decode_reply,
    materialized_size,
    measure,
)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the sandbox is Linux's")


# Forging replies: these functions run here and, their source shipped in the cells, in the child.
def text(value):
    """BINUNICODE: a str in a pickle."""
    data = value.encode()
    return b"X" + struct.pack("<I", len(data)) + data


def long(n):
    """LONG1: an int of any size in a pickle."""
    data = pickle.encode_long(n)
    return b"\x8a" + bytes([len(data)]) + data


def reply_pickle(value, nonce="n"):
    """The pickle of a reply {"status": "value", "value": ..., "nonce": nonce, "forbidden": []}
    whose value the opcodes `value` build, by hand: what no torch.save would write."""
    return (b"\x80\x02}(" + text("status") + text("value") + text("value") + value + text("nonce") + text(nonce)
            + text("forbidden") + b"]u.")


def archive(pickled):
    """torch.save's zip format around the pickle `pickled` (its other records: torch.save's own)."""
    buffer = io.BytesIO()
    torch.save({"status": None}, buffer)
    source, out = zipfile.ZipFile(io.BytesIO(buffer.getvalue())), io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            target.writestr(info.filename, pickled if info.filename.endswith("/data.pkl") else source.read(info))
    return out.getvalue()


def saved(value, nonce="n", forbidden=()):
    """A reply as the child's `send` writes it: torch.save of the reply dict."""
    buffer = io.BytesIO()
    torch.save({"status": "value", "value": value, "nonce": nonce, "forbidden": list(forbidden)}, buffer)
    return buffer.getvalue()


def nest(levels):
    """A list of two references to one list, `levels` deep: 2 ** (levels + 1) - 1 values to a traversal."""
    value = []
    for _ in range(levels):
        value = [value, value]
    return value


def decode(data):
    """(the value or the ReplyRefused, the grading process's CPU seconds for it)."""
    start = time.process_time()
    try:
        result = decode_reply(data)["value"]
    except ReplyRefused as err:
        result = err
    return result, time.process_time() - start


@pytest.fixture
def undecoded(monkeypatch):
    """torch.load must not run: the reply is refused from its archive and pickle alone."""
    monkeypatch.setattr(torch, "load", lambda *a, **k: pytest.fail("the reply was decoded"))


# Globals of torch.load's weights-only allow-list that allocate what their argument says: the opcodes of
# each call for `n`. The control below shows torch.load builds each one.
ALLOCATES = {
    "bytearray": lambda n: b"c__builtin__\nbytearray\n" + long(n) + b"\x85R",
    "Tensor.__new__": lambda n: b"ctorch\nTensor\n" + long(n) + b"\x85\x81",   # NEWOBJ
    "FloatTensor": lambda n: b"ctorch\nFloatTensor\n" + long(n) + b"\x85R",
    "UntypedStorage": lambda n: b"ctorch.storage\nUntypedStorage\n" + long(n) + b"\x85R",
    # bytes through another codec than torch.save's latin1: hex doubles them, n times over
    "encode-hex": lambda n: (b"c_codecs\nencode\nq\x00" + b"h\x00" * n + text("ab") + text("latin1") + b"\x86R"
                             + (text("hex") + b"\x86R") * n),
}


def nbytes(value) -> int:
    if isinstance(value, torch.Tensor):
        return value.numel() * value.element_size()
    if isinstance(value, torch.UntypedStorage):
        return value.nbytes()
    return len(value)


@pytest.mark.parametrize("kind", sorted(ALLOCATES))
def test_no_allowed_constructor_allocates_what_the_reply_says(kind, monkeypatch):
    """bytearray(3 << 30) and its kind are refused from the pickle, before torch.load runs."""
    (small, built), huge = ((3, 16), 40) if kind == "encode-hex" else ((1024, 1024), 3 << 30)
    # control: torch.load's own allow-list builds each, as large as its argument says (a tensor: 4 bytes each)
    value = torch.load(io.BytesIO(archive(reply_pickle(ALLOCATES[kind](small)))), weights_only=True)["value"]
    assert nbytes(value) in (built, 4 * built), (kind, nbytes(value))
    monkeypatch.setattr(torch, "load", lambda *a, **k: pytest.fail("the reply was decoded"))
    refused, cpu = decode(archive(reply_pickle(ALLOCATES[kind](huge))))
    assert isinstance(refused, ReplyRefused) and "not plain data" in str(refused), refused
    assert cpu < DECODE_SECONDS, f"{cpu:.2f} s of the grader's CPU for a refused reply"


@pytest.mark.parametrize("ops", [b"ctorch\nSize\n", b"c_codecs\nencode\n", b"ctorch\nFloatStorage\n"])
def test_a_function_or_a_type_left_in_the_reply_is_refused(ops):
    """The globals a tensor's pickle needs are refused as values: a reply holds no function or class."""
    # control: torch.load alone returns the object itself
    assert not isinstance(torch.load(io.BytesIO(archive(reply_pickle(ops))), weights_only=True)["value"], str)
    refused, _ = decode(archive(reply_pickle(ops)))
    assert isinstance(refused, ReplyRefused) and "which is no plain value" in str(refused), refused


def test_bytes_a_plain_value_holds_still_decode():
    """The control of the above: bytes pickled as torch.save does (latin1) come back intact."""
    value, cpu = decode(saved(b"\x00\xff" * 512))
    assert value == b"\x00\xff" * 512 and cpu < DECODE_SECONDS


def test_shared_structure_is_counted_once_per_appearance_and_refused_past_the_limit():
    """46 nested lists sharing structure: a 1 KB pickle, 2^47 values to a traversal that follows
    every reference (a comparison, str(), a recursive copy). Refused from an id()-memoized count;
    the control, 14 levels (32,767 values), comes back intact and still shared."""
    refused, cpu = decode(saved(nest(46)))
    assert isinstance(refused, ReplyRefused) and f"more than {VALUE_LIMIT} values" in str(refused), refused
    assert "shared parts counted each time" in str(refused)
    assert cpu < DECODE_SECONDS, f"{cpu:.2f} s"
    value, cpu = decode(saved(nest(14)))
    assert value == nest(14) and value[0] is value[1] and cpu < DECODE_SECONDS
    assert measure(value) == (2 ** 15 - 1, 0)
    # the traversals after decoding are memoized too: the grader's own measure of a huge shared value
    start = time.process_time()
    with pytest.raises(ReplyRefused, match="values"):
        measure(nest(46))
    assert time.process_time() - start < 0.1


def test_a_tensor_shared_many_times_counts_its_bytes_each_time():
    """What a copy of each appearance would take: [t] * 100 of a 1 MB t is 100 MB, refused (as an
    expanded view is); the control, [t] * 4, within REPLY_LIMIT."""
    t = torch.zeros(1 << 18)
    assert materialized_size([t] * 4) == 4 << 20
    refused, _ = decode(saved([t] * 100))
    assert isinstance(refused, ReplyRefused) and "takes 100 MB once used" in str(refused), refused
    value, _ = decode(saved([t] * 4))
    assert len(value) == 4 and value[0] is value[3]


def deep(levels):
    """[[...[1]...]], `levels` lists around [1]."""
    value = [1]
    for _ in range(levels):
        value = [value]
    return value


def test_a_reply_that_contains_itself_or_nests_too_deep_is_refused():
    loop = []
    loop.append(loop)
    for value, phrase in ((loop, "contains itself"), (deep(DEPTH_LIMIT + 5), f"nested more than {DEPTH_LIMIT} deep")):
        refused, cpu = decode(saved(value))
        assert isinstance(refused, ReplyRefused) and phrase in str(refused), refused
        assert cpu < DECODE_SECONDS
    value, _ = decode(saved(deep(DEPTH_LIMIT - 5)))   # control
    assert value == deep(DEPTH_LIMIT - 5)


def test_a_long_list_is_refused_unread(undecoded):
    """[None] * 14_000_000: a 14 MB pickle within REPLY_LIMIT, 112 MB of pointers once decoded;
    refused from the archive's declared size of its pickle, before any opcode is read."""
    refused, cpu = decode(archive(reply_pickle(b"](" + b"N" * 14_000_000 + b"e")))
    assert isinstance(refused, ReplyRefused), refused
    assert f"more than the grader accepts ({PICKLE_LIMIT >> 20} MB" in str(refused) and "14000" in str(refused)
    assert cpu < DECODE_SECONDS, f"{cpu:.2f} s"


def test_a_list_of_more_values_than_the_limit_is_refused_before_decoding(undecoded):
    """A pickle within PICKLE_LIMIT (one byte a None) of more values than VALUE_LIMIT: the walk stops
    at the limit."""
    refused, cpu = decode(saved([None] * (VALUE_LIMIT + 1)))
    assert isinstance(refused, ReplyRefused) and f"more than {VALUE_LIMIT} values" in str(refused), refused
    assert cpu < DECODE_SECONDS


def test_the_control_a_list_within_the_limits_comes_back_intact():
    value, cpu = decode(saved([None] * 1000))
    assert value == [None] * 1000 and cpu < DECODE_SECONDS


def test_too_many_records_are_refused_before_the_archive_is_read(undecoded, monkeypatch):
    """Python's zipfile reads every central-directory entry at once: they are counted first."""
    monkeypatch.setattr(zipfile, "ZipFile", lambda *a, **k: pytest.fail("the archive was read"))
    refused, cpu = decode(b"PK\x03\x04" + b"PK\x01\x02" * (RECORD_LIMIT + 1))
    assert isinstance(refused, ReplyRefused) and f"more than {RECORD_LIMIT} records" in str(refused), refused
    assert cpu < DECODE_SECONDS


def test_an_archive_with_two_records_of_one_name_is_refused(undecoded):
    """Python's zip reader and torch's could each take another of the two: refused, and what
    torch.load reads is always a copy written from the records that were checked."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(saved(1))) as source, zipfile.ZipFile(out, "w") as target, \
            pytest.warns(UserWarning, match="Duplicate name"):
        for info in source.infolist():
            target.writestr(info.filename, source.read(info))
        target.writestr("archive/data.pkl", reply_pickle(ALLOCATES["bytearray"](3 << 30)))
    refused, _ = decode(out.getvalue())
    assert isinstance(refused, ReplyRefused) and "not torch.save's" in str(refused), refused


@pytest.mark.parametrize("compression", [zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA])
def test_a_compressed_record_is_refused_unread(compression):
    """torch.save compresses nothing; bzip2 and lzma records are inflated a chunk at a time past their
    declared size. The control: the same records stored come back intact."""
    records = zipfile.ZipFile(io.BytesIO(saved(torch.arange(1000.0))))
    for method in (compression, zipfile.ZIP_STORED):
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", method) as target:
            for info in records.infolist():
                target.writestr(info.filename, records.read(info))
        value, _ = decode(out.getvalue())
        if method == zipfile.ZIP_STORED:
            torch.testing.assert_close(value, torch.arange(1000.0))
        else:
            assert isinstance(value, ReplyRefused) and "compressed or encrypted record" in str(value), value


def test_too_many_calls_are_refused():
    """Each call costs torch.load tens of microseconds: at most CALL_LIMIT (a tensor is three)."""
    base = torch.arange(4.0)
    refused, cpu = decode(saved([base[i % 4:] for i in range(CALL_LIMIT // 3 + 10)]))
    assert isinstance(refused, ReplyRefused) and f"more than {CALL_LIMIT} tensors" in str(refused), refused
    assert cpu < DECODE_SECONDS
    value, _ = decode(saved([base[i % 4:] for i in range(100)]))   # control
    assert [len(v) for v in value] == [4 - i % 4 for i in range(100)]


def test_the_worst_reply_within_every_limit_decodes_within_the_bound():
    """DECODE_SECONDS holds for the reply that comes closest to every limit at once: RECORD_LIMIT
    storages, CALL_LIMIT calls, VALUE_LIMIT opcodes (0.18 s of CPU here, 2026-11-28)."""
    tensors = [torch.full((2,), float(i)) for i in range(RECORD_LIMIT - 8)]
    views = [tensors[0][i % 2:] for i in range((CALL_LIMIT - 3 * len(tensors) - 20) // 3)]
    with zipfile.ZipFile(io.BytesIO(saved([tensors, views, []]))) as reply:
        used = sum(1 for _ in pickletools.genops(reply.read("archive/data.pkl")))
    floats = [float(i) for i in range(VALUE_LIMIT - used - 200)]   # a float is one opcode; APPENDS, 2 a 1,000
    data = saved([tensors, views, floats])
    assert len(data) < REPLY_LIMIT
    value, cpu = decode(data)
    assert not isinstance(value, ReplyRefused), value
    assert len(value[0]) == len(tensors) and value[2] == floats
    assert cpu < DECODE_SECONDS, f"{cpu:.2f} s of CPU for a reply within the limits"
    with zipfile.ZipFile(io.BytesIO(data)) as reply:
        assert len(reply.infolist()) > RECORD_LIMIT - 4
        assert VALUE_LIMIT - 300 < sum(1 for _ in pickletools.genops(reply.read("archive/data.pkl"))) <= VALUE_LIMIT


def test_the_values_of_a_plain_reply_come_back_intact():
    """What the child's `send` writes for each plain kind (PLAIN in sandbox_child.py) still decodes."""
    t = torch.randn(3, 4)
    value = {"tensor": t, "view": t[:, 1], "expanded": torch.ones(1).expand(8), "size": torch.Size([2, 3]),
             "dtype": torch.float64, "device": torch.device("cpu"), "complex": 1 + 2j, "bytes": b"\x00ab",
             "big": 2 ** 70, "nested": [1.5, None, True, ("a", -3)], "grads": {"w": t, "b": None},
             "kinds": [torch.zeros(2, dtype=d) for d in (torch.bool, torch.int64, torch.complex64, torch.bfloat16,
                                                          torch.uint16, torch.float16)]}
    decoded, cpu = decode(saved(value))
    assert not isinstance(decoded, ReplyRefused), decoded
    assert cpu < DECODE_SECONDS
    for key in ("size", "dtype", "device", "complex", "bytes", "big", "nested"):
        assert decoded[key] == value[key] and type(decoded[key]) is type(value[key]), key
    torch.testing.assert_close(decoded["tensor"], t)
    torch.testing.assert_close(decoded["view"], t[:, 1])
    assert decoded["expanded"].shape == (8,) and decoded["grads"]["b"] is None
    assert [k.dtype for k in decoded["kinds"]] == [k.dtype for k in value["kinds"]]


# End to end: the learner's code writes the frame on the grader's pipe, in every isolation mode.
FORGE = "\n\n".join(inspect.getsource(f) for f in (text, long, reply_pickle, archive, nest)) + textwrap.dedent('''

    import io, os, pickle, struct, sys, time, zipfile, torch
    main = sys.modules["__main__"]


    def own(data):   # its own frame answers this request; the child's never follows
        main.write_frame(main.resp_fd, data)
        time.sleep(60)


    def reply(value, forbidden=()):
        buffer = io.BytesIO()
        torch.save({"status": "value", "value": value, "nonce": main.nonce, "forbidden": list(forbidden)}, buffer)
        return buffer.getvalue()


    def shared(levels):     # its own reply keeps the sharing (the child's `send` copies every reference)
        own(reply(nest(levels)))


    def nested(levels):
        return nest(levels)


    def nones(n):    # its own reply: the child's `send` would refuse it (see below)
        own(reply([None] * n))


    def many(n):     # through the child's own reply
        return [0.5] * n


    def raw(n):
        return b"x" * n


    def allocating(n):
        own(archive(reply_pickle(b"c__builtin__\\nbytearray\\n" + long(n) + b"\\x85R", main.nonce)))


    def names(n, first=0):   # the child's own replies from now on name n forbidden functions (short:
        def send(reply):       # 60,000 of them are a pickle within PICKLE_LIMIT)
            reply["nonce"] = main.nonce
            reply["forbidden"] = [f"{i:x}" for i in range(first, first + n)]
            buffer = io.BytesIO()
            torch.save(reply, buffer)
            main.write_frame(main.resp_fd, buffer.getvalue())
        main.send = send
        return 7
    ''')


@pytest.fixture(scope="module", autouse=True)
def zygotes():
    with zygote.batch():
        yield


# attack -> (the control's call, what it returns, the attack's call, the refusal's phrase)
END_TO_END = {
    "shared": (("nested", 12), nest(12), ("shared", 46), f"more than {VALUE_LIMIT} values"),
    # 2,000,000 Nones take the path of the 14,000,000 (test_a_long_list_is_refused_unread) at
    # a seventh of the child's time
    "nones": (("many", 1000), [0.5] * 1000, ("nones", 2_000_000), f"\\({PICKLE_LIMIT >> 20} MB"),
    "bytearray": (("raw", 1024), b"x" * 1024, ("allocating", 3 << 30), "names builtins.bytearray"),
    # the issue's 60,000 names (two opcodes each) pass no more than VALUE_LIMIT; 1,000, the names' own cap
    "names": (("names", 20), 7, ("names", 60_000), f"more than {VALUE_LIMIT} values"),
    "names-cap": (("names", 20), 7, ("names", 1000), f"not at most {FORBIDDEN_NAMES} names"),
}


@pytest.mark.parametrize("attack", sorted(END_TO_END))
def test_each_attack_through_a_real_sandbox_is_refused_within_the_bound(mode, attack):
    """Each attack, its learner's code writing the reply (or the child's own `send` sending it),
    after its control in the same sandbox: the same shape within the limits, returned intact."""
    (control, small), expected, (name, n), phrase = END_TO_END[attack]
    with Sandbox([("forge", FORGE)], wall_seconds=60) as box:
        assert getattr(box.module, control)(small) == expected
        if attack.startswith("names"):
            assert len(box.forbidden_used) == 20
        start = time.process_time()
        with pytest.raises(SandboxError, match=phrase):
            getattr(box.module, name)(n)
        cpu = time.process_time() - start
        assert cpu < DECODE_SECONDS, f"{mode}, {attack}: {cpu:.2f} s of the grader's CPU"
        with pytest.raises(SandboxError, match="stopped earlier"):
            box.module.raw(1)


def test_a_result_too_large_fails_its_own_call_and_the_submission_goes_on(mode):
    """A function whose honest result is more than the grader accepts (a list of VALUE_LIMIT
    numbers, shared parts counted each time) is refused by the child itself, before its reply is
    built: that call raises, and the sandbox answers the next. The control: a list within the
    limit comes back."""
    with Sandbox([("forge", FORGE)], wall_seconds=60) as box:
        assert box.module.many(VALUE_LIMIT // 2) == [0.5] * (VALUE_LIMIT // 2)
        for call, n in (("many", VALUE_LIMIT + 1), ("nested", 46)):
            start = time.process_time()
            with pytest.raises(LearnerError, match="more than the grader accepts"):
                getattr(box.module, call)(n)
            assert time.process_time() - start < DECODE_SECONDS
        assert box.module.raw(3) == b"xxx"


def test_names_over_many_replies_are_capped_per_sandbox(mode):
    """FORBIDDEN_NAMES a sandbox, however many replies give them: 60 names twice are 60 (the
    control), 60 and then 10 new ones are a forged reply."""
    with Sandbox([("forge", FORGE)], wall_seconds=60) as box:
        assert box.module.names(60) == 7 and box.module.names(60) == 7
        assert len(box.forbidden_used) == 60
        with pytest.raises(SandboxError, match=f"more than {FORBIDDEN_NAMES} forbidden library functions"):
            box.module.names(10, 60)


LOAD = '''
import io, sys, torch
main = sys.modules["__main__"]


def send(reply):
    reply["nonce"] = main.nonce
    reply["forbidden"] = [f"{i:x}" for i in range(COUNT)]   # short: 70,000 are a pickle within PICKLE_LIMIT
    buffer = io.BytesIO()
    torch.save(reply, buffer)
    main.write_frame(main.resp_fd, buffer.getvalue())


main.send = send
'''


def test_names_forged_at_load_stop_the_submission(mode):
    """70,000 names at load made a 190 MB feedback file (each test's message lists them): now the
    load fails with a message (past VALUE_LIMIT; 1,000 names, past FORBIDDEN_NAMES); the control,
    20 names, is recorded as the load's."""
    with Sandbox([("load", LOAD.replace("COUNT", "20"))], wall_seconds=60) as box:
        assert len(box.forbidden_at_load) == 20
    for count, phrase in (("70_000", f"more than {VALUE_LIMIT} values"),
                          ("1000", f"not at most {FORBIDDEN_NAMES} names")):
        start = time.process_time()
        with pytest.raises(SandboxError, match=phrase):
            Sandbox([("load", LOAD.replace("COUNT", count))], wall_seconds=60)
        assert time.process_time() - start < DECODE_SECONDS
