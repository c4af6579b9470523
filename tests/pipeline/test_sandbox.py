"""The grader's sandbox: learner code runs in a child process and cannot reach the grade (hand-written).

Each test hands the sandbox the cells of a small "submission" and checks what comes back, or that
an attack fails: importing the reference package, exiting early, printing fake results, writing
files, sending a malicious reply, looping forever, eating memory.
"""

from __future__ import annotations

import os
import textwrap
import time
from pathlib import Path

import pytest
import torch

from courseware.grader import zygote
from courseware.grader.sandbox import (
    REPLY_LIMIT,
    TAIL_BYTES,
    LearnerError,
    Remote,
    Sandbox,
    SandboxError,
    advance_generator,
)


@pytest.fixture(scope="module", autouse=True)
def zygotes():
    """The sandboxes of this module fork from a zygote that imported torch once, as a grading batch's
    do (courseware/grader/zygote.py, where bubblewrap isolates them; elsewhere they start afresh):
    0.03 s a sandbox instead of 1.6 s, which made this module a minute of one busy core at the end of
    the suite. test_zygote.py holds a forked child to a fresh one (descriptors, attacks, limits), and
    fresh children are graded in test_gradescope.py, test_check.py and test_submissions.py."""
    with zygote.batch():
        yield


def box(*cells, **limits):
    return Sandbox([(f"c{i}", textwrap.dedent(code)) for i, code in enumerate(cells)], **limits)


def test_functions_run_in_the_child_and_return_plain_tensors():
    with box("""
        import os, torch
        def attend(q, k):
            return (q @ k.transpose(-2, -1)).softmax(-1), os.getpid()
        """) as b:
        q, k = torch.randn(2, 3, 4), torch.randn(2, 5, 4)
        weights, pid = b.module.attend(q, k)
        assert pid != os.getpid(), "the learner's code ran in the grading process"
        assert type(weights) is torch.Tensor
        torch.testing.assert_close(weights, (q @ k.transpose(-2, -1)).softmax(-1))


def test_objects_stay_in_the_child_behind_handles():
    with box("""
        import torch
        from torch import nn
        class Layer(nn.Module):
            def __init__(self, d):
                super().__init__()
                self.w_q = nn.Linear(d, d)
            def forward(self, x):
                return self.w_q(x)
        def twice(layer, x):
            return layer(layer(x))
        """) as b:
        layer = b.module.Layer(4)
        assert isinstance(layer, Remote)
        weight, bias = torch.randn(4, 4), torch.randn(4)
        assert type(layer.w_q.weight.get()) is torch.Tensor  # a parameter comes back as a plain tensor
        layer.w_q.weight.copy_(weight)                      # runs under no_grad in the child
        layer.w_q.bias.copy_(bias)
        assert layer.w_q.forward.__name__ == "forward"
        x = torch.randn(2, 4)
        torch.testing.assert_close(layer(x), x @ weight.T + bias)
        torch.testing.assert_close(b.module.twice(layer, x), (x @ weight.T + bias) @ weight.T + bias)
        assert sorted(layer.state_dict()) == ["w_q.bias", "w_q.weight"]


def test_a_future_import_holds_for_the_later_cells_and_attributes_can_be_set():
    """As in Jupyter, `from __future__ import annotations` in the first cell makes a later cell's
    annotations lazy (a class can name itself); a test can attach an object to the learner's."""
    with Sandbox([("c0", "from __future__ import annotations\nimport torch\n"),
                  ("c1", "class Node:\n    def child(self) -> Node:\n        return self.next\n")]) as b:
        node = b.module.Node()
        b.set_attribute(node, "next", torch.ones(2))
        torch.testing.assert_close(node.child(), torch.ones(2))
        b.set_attribute(node, "next", node)
        assert isinstance(node.child(), Remote)
    with pytest.raises(LearnerError, match="NameError"):   # without the import the annotation is evaluated
        Sandbox([("c0", "import torch\n"), ("c1", "class Node:\n    def child(self) -> Node:\n        pass\n")])


def test_the_reference_package_cannot_be_imported():
    with box("""
        def attention(q, k, v):
            from transformer import scaled_dot_product_attention
            return scaled_dot_product_attention(q, k, v)
        def grader():
            import courseware.grader.submission
        """) as b:
        with pytest.raises(LearnerError,
                           match="'transformer.scaled_dot_product_attention' is not available while grading") as err:
            b.module.attention(torch.ones(1, 1, 2), torch.ones(1, 1, 2), torch.ones(1, 1, 2))
        assert err.value.kind == "ImportError"
        with pytest.raises(LearnerError, match="'courseware' is not available"):
            b.module.grader()
    with pytest.raises(LearnerError, match="transformer.scaled_dot_product_attention is not available"):
        box("import transformer\nattention = transformer.scaled_dot_product_attention")


def test_only_the_allowed_reference_modules_load():
    """Exercise 02 builds on chapter 01: transformer.attention is there, the module under grading is not."""
    with box("""
        from transformer.attention import scaled_dot_product_attention
        def mine(q):
            return scaled_dot_product_attention(q, q, q)[0]
        def graded():
            from transformer.multihead import MultiHeadAttention
        def whole_package():
            import transformer
            return transformer.MultiHeadAttention
        """, allow=("transformer.attention",)) as b:
        assert b.module.mine(torch.ones(1, 2, 4)).shape == (1, 2, 4)
        with pytest.raises(LearnerError, match="'transformer.multihead' is not available while grading"):
            b.module.graded()
        with pytest.raises(LearnerError, match="transformer.MultiHeadAttention is not available while grading"):
            b.module.whole_package()


def test_learner_exceptions_carry_their_kind():
    with box("def todo():\n    raise NotImplementedError('fill me in')\n") as b:
        with pytest.raises(LearnerError, match="fill me in") as err:
            b.module.todo()
        assert err.value.kind == "NotImplementedError"
        assert isinstance(err.value, NotImplementedError), "a test's `except NotImplementedError` must see it"


def test_exiting_early_or_printing_fake_results_changes_nothing(tmp_path):
    with box("""
        import os, sys, torch
        def fake():
            print('{"score": 100}\\nPASSED 10 passed in 0.01s')
            sys.stdout.flush()
            return torch.zeros(2)
        def leave():
            sys.exit(0)
        def vanish():
            os._exit(0)
        """) as b:
        assert torch.equal(b.module.fake(), torch.zeros(2))
        assert '"score": 100' in b.output(), "the learner's output goes to the log, not to the grader"
        with pytest.raises(LearnerError, match="tried to exit"):
            b.module.leave()
        with pytest.raises(SandboxError, match=r"ended \(exit 0\)"):
            b.module.vanish()


def test_no_file_can_be_opened_and_the_environment_is_not_shared(monkeypatch, tmp_path):
    # A fresh child, whose working folder is its scratch folder: a forked one keeps its zygote's
    # (where it can open nothing either: RLIMIT_NOFILE is 0 in both).
    monkeypatch.delenv(zygote.ENV, raising=False)
    monkeypatch.setenv("GRADER_SECRET", "hidden-tests-live-here")
    # ... but the arithmetic is: a grading run under another vector width runs the learner's code under it
    monkeypatch.setenv("ATEN_CPU_CAPABILITY", "default")
    monkeypatch.chdir(tmp_path)
    hidden = tmp_path / "test_hidden.py"
    hidden.write_text("SECRET = 42\n")
    with box(f"""
        import os
        def write():
            open("results.json", "w").write('{{"score": 100}}')
        def read():
            return open({str(hidden)!r}).read()
        def reference_source():
            return open(os.path.join({str(tmp_path)!r}, "..", "transformer", "attention.py")).read()
        def where():
            import torch
            return os.getcwd(), os.environ.get("GRADER_SECRET", ""), torch.backends.cpu.get_cpu_capability()
        def new_import():
            import sqlite3
        """) as b:
        cwd, secret, capability = b.module.where()
        assert secret == "" and cwd == str(b.scratch) and capability == "DEFAULT"
        for attempt in (b.module.write, b.module.read, b.module.reference_source):
            with pytest.raises(LearnerError, match="Too many open files"):
                attempt()
        with pytest.raises(LearnerError, match="'sqlite3' cannot be imported while grading"):
            b.module.new_import()
    assert not (tmp_path / "results.json").exists()


def test_the_test_governs_the_learners_draws_and_never_takes_the_learners_state():
    """torch.manual_seed in a test governs the learner's draws (dropout as if run locally), and two
    calls from one seed draw different numbers. The test's generator never takes the child's state
    back: a learner that leaves it degenerate (every later draw 0) or reseeds it changes none of the
    test's later inputs, which would otherwise be zeros that zero outputs match (issue 31)."""
    with box("""
        import torch
        def draw():
            return torch.rand(3)
        def degenerate():
            state = torch.get_rng_state().clone()
            state[24:24 + 624 * 8] = 0   # the Mersenne Twister's words: every later draw is 0
            torch.set_rng_state(state)
            return torch.rand(2)
        def reseed():
            torch.manual_seed(0)
            return torch.rand(2)
        """) as b:
        torch.manual_seed(7)
        first, second = b.module.draw(), b.module.draw()
        torch.manual_seed(7)
        assert torch.equal(first, torch.rand(3)), "torch.manual_seed in the test must govern the learner's draws"
        assert not torch.equal(first, second), "two calls from one seed drew the same numbers"
        for attack in (b.module.degenerate, b.module.reseed):
            torch.manual_seed(11)
            attack()
            after = torch.rand(4)
            torch.manual_seed(11)
            advance_generator()   # what the grading side does after every reply, whatever the child did
            assert torch.equal(after, torch.rand(4)), f"{attack.__name__} changed the test's generator"
            assert torch.count_nonzero(after) == 4
        assert torch.count_nonzero(b.module.degenerate()) == 0, "the degenerate state did not take in the child"


def test_backward_and_parameter_gradients_come_back():
    with box("""
        import torch
        from torch import nn
        lin = None
        def make():
            torch.manual_seed(0)
            return nn.Linear(3, 2)
        def square(x):
            return x ** 2, "not differentiable"
        """) as b:
        x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
        out, (gx,) = b.backward(b.module.square, x, select=0)
        torch.testing.assert_close(gx, 2 * x.detach())
        assert x.grad is None, "the grader's tensor is untouched"
        layer = b.module.make()
        assert b.parameter_grads(layer) == {"weight": None, "bias": None}
        b.backward(layer, torch.ones(1, 3), cotangent=torch.ones(1, 2))
        grads = b.parameter_grads(layer)
        torch.testing.assert_close(grads["bias"], torch.ones(2))


def test_a_reply_that_is_not_plain_data_is_refused(tmp_path):
    marker = tmp_path / "pwned"
    with box(f"""
        import io, os, pickle, struct, sys
        class Payload:
            def __reduce__(self):
                return (os.system, ("touch {marker}",))
        def attack():
            main = sys.modules["__main__"]
            def send(reply):
                data = pickle.dumps(Payload())
                os.write(main.resp_fd, struct.pack("<Q", len(data)) + data)
            main.send = send
            return 1
        """) as b:
        with pytest.raises(SandboxError, match="not plain data"):
            b.module.attack()
    assert not marker.exists(), "the grader unpickled an object from the submission"


# Frames the learner's code writes on the reply pipe itself (found as the child's resp_fd, or under
# /proc/self/fd), well-formed (torch.save of a plain dict): a forged value, a forged exception for a
# test to come, half a frame and then silence (issue 31).
FORGE = """
    import io, os, struct, sys, time, torch
    main = sys.modules["__main__"]
    def frame(reply):
        buffer = io.BytesIO()
        torch.save(reply, buffer)
        return struct.pack("<Q", len(buffer.getvalue())) + buffer.getvalue()
    def ahead():        # answers the next request before it is asked, guessing its secret
        os.write(main.resp_fd, frame({"status": "raised", "kind": "ValueError", "message": "forged",
                                      "nonce": "0" * 32}))
        return 1
    def own_answer():   # answers this request with the secret it read, then the child answers it again
        os.write(main.resp_fd, frame({"status": "value", "value": 42, "nonce": main.nonce}))
        return 1
    def half():         # half a frame, then silence
        os.write(main.resp_fd, frame({"status": "value", "value": 42, "nonce": main.nonce})[:20])
        time.sleep(60)
    def answer():
        return 7
    """


def test_a_reply_the_learners_code_writes_is_refused():
    with box(FORGE) as b:
        with pytest.raises(SandboxError, match="answers no request"):
            b.module.ahead()
        with pytest.raises(SandboxError, match="stopped earlier"):
            b.module.answer()
    with box(FORGE) as b:
        assert b.module.own_answer() == 42   # its own answer to its own call: no more than returning 42
        with pytest.raises(SandboxError, match="answers no request"):   # the child's own reply is now stale
            b.module.answer()


def test_half_a_reply_cannot_hold_the_grader():
    start = time.monotonic()
    with box(FORGE, wall_seconds=3) as b:
        loaded = time.monotonic()
        with pytest.raises(SandboxError, match="wrote part of a reply and then nothing more for 3 s"):
            b.module.half()
        assert time.monotonic() - loaded < 15, f"{time.monotonic() - loaded:.0f} s for a 3 s limit"
        with pytest.raises(SandboxError, match="stopped earlier: it wrote part of a reply"):
            b.module.answer()
    assert time.monotonic() - start < 60


BOMBS = """
    import io, os, struct, sys, time, zipfile, torch
    main = sys.modules["__main__"]
    def send(value, deflate=False):
        buffer = io.BytesIO()
        torch.save({"status": "value", "value": value, "nonce": main.nonce}, buffer)
        data = buffer.getvalue()
        if deflate:   # the same records, compressed: zeros shrink a thousandfold
            packed = io.BytesIO()
            with zipfile.ZipFile(io.BytesIO(data)) as plain, zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as z:
                for info in plain.infolist():
                    z.writestr(info.filename, plain.read(info.filename))
            data = packed.getvalue()
        os.write(main.resp_fd, struct.pack("<Q", len(data)) + data)
        time.sleep(60)   # the child's own reply never follows
    def compressed():
        send(torch.zeros(2**27, dtype=torch.uint8), deflate=True)   # 128 MB, 0.1 MB on the wire
    def expanded():
        send(torch.zeros(1).expand(2**28))   # 4 bytes of storage, 1 GB once copied
    """


@pytest.mark.parametrize(("attack", "phrase"), [("compressed", "decodes to 128 MB"),
                                                ("expanded", "takes 1024 MB once used")])
def test_a_reply_that_grows_once_decoded_is_refused_before_it_is_built(monkeypatch, attack, phrase):
    """A reply small on the wire that would become far more than REPLY_LIMIT in the grader, on
    Gradescope's 768 MB (issue 31): refused from what its archive declares, before torch.load
    allocates it (compressed records), or before anything copies it (an expanded view)."""
    with box(BOMBS, wall_seconds=60) as b:
        if attack == "compressed":
            monkeypatch.setattr(torch, "load", lambda *a, **k: pytest.fail("the reply was decoded"))
        with pytest.raises(SandboxError, match=phrase):
            getattr(b.module, attack)()


def test_an_infinite_loop_hits_the_time_limit():
    start = time.monotonic()
    with box("def spin():\n    while True:\n        pass\n", wall_seconds=3) as b:
        with pytest.raises(SandboxError, match="time limit of 3 s"):
            b.module.spin()
    assert time.monotonic() - start < 30
    with pytest.raises(SandboxError, match="time limit"):
        box("while True:\n    pass\n", wall_seconds=2)


def test_a_deadline_stops_the_child_whatever_the_per_call_limit():
    """The exercise's share of a submission's time budget: the child is stopped when it runs out,
    even inside a call the per-call limit would still allow, and later calls fail at once."""
    start = time.monotonic()
    with box("def spin():\n    while True:\n        pass\n\ndef quick():\n    return 1\n", wall_seconds=60,
             deadline=time.monotonic() + 4, deadline_message="exercise 01 used up its share") as b:
        assert b.module.quick() == 1
        with pytest.raises(SandboxError, match="stopped: exercise 01 used up its share"):
            b.module.spin()
        assert time.monotonic() - start < 20
        with pytest.raises(SandboxError, match="stopped earlier: exercise 01 used up its share"):
            b.module.quick()


def test_a_reply_too_large_for_the_grader_is_refused():
    """A result over REPLY_LIMIT (the graded functions return a few KB) never reaches the grading
    process, which must not hold a learner's huge tensor, twice, within Gradescope's memory: the
    child measures it as the grader would and fails that call, and the sandbox answers the next
    (a frame forged past the limit stops the submission: tests/autograder/test_replies.py)."""
    with box("import torch\n\ndef huge():\n    return torch.zeros(2 * REPLY_LIMIT // 4)\n\ndef small():\n"
             "    return torch.zeros(1000)\n".replace("REPLY_LIMIT", str(REPLY_LIMIT)), memory_mb=1024) as b:
        assert b.module.small().shape == (1000,)
        with pytest.raises(SandboxError, match=f"more than the grader accepts \\({REPLY_LIMIT >> 20} MB"):
            b.module.huge()
        assert b.module.small().shape == (1000,)


def test_cpu_time_is_limited_too():
    with box("def spin():\n    while True:\n        pass\n", cpu_seconds=2, wall_seconds=60) as b:
        with pytest.raises(SandboxError, match="CPU-time limit of 2 s"):
            b.module.spin()
        with pytest.raises(SandboxError, match="stopped earlier"):
            b.module.spin()


FLOOD = """
    def flood(mb):
        line = "x" * 1023 + "\\n"
        for _ in range(mb * 1024):
            print(line, end="")
        print("the last line", flush=True)
        return "done"
    """


def test_a_flood_of_output_is_capped_and_the_grader_reads_only_its_end():
    """What the learner's code prints goes to a log on disk: past `log_limit` printing raises a
    named error (the file stays at the limit), and the grader reads only the log's end, however
    much was printed. The control: under a larger limit the same code prints it all."""
    with box(FLOOD, log_limit=1 << 20) as b:
        with pytest.raises(LearnerError, match="printed more than the 1 MB the grader keeps"):
            b.module.flood(8)
        assert b.log_path.stat().st_size <= 1 << 20
        assert len(b.output()) <= TAIL_BYTES
    with box(FLOOD, log_limit=16 << 20) as b:
        assert b.module.flood(4) == "done"
        assert b.log_path.stat().st_size > 4 << 20
        tail = b.output(tail_bytes=100)
        assert len(tail) == 100 and tail.endswith("the last line\n")


def test_a_memory_hog_is_stopped_and_the_grader_survives():
    with box("""
        import torch
        def hog():
            return torch.ones(1024, 1024, 1024).sum()   # 4 GB
        """, memory_mb=512) as b:
        with pytest.raises((LearnerError, SandboxError)) as err:
            b.module.hog()
        assert "memory limit of 512 MB" in str(err.value) or "allocate" in str(err.value).lower(), str(err.value)
    assert torch.ones(3).sum().item() == 3.0


def test_closing_kills_the_child_and_removes_its_scratch_folder():
    """A process the submission started (possible here only because the seccomp filter, which
    refuses fork, is off) is gone once the sandbox is closed: its PID namespace, or its process
    group where there is none, goes with it."""
    b = box("import ctypes, os, time\nchild = os.fork()\nif child == 0:\n"
            "    ctypes.CDLL(None).prctl(15, b'tfs-grandchild', 0, 0, 0)\n    time.sleep(600)\n    os._exit(0)\n"
            "def pid():\n    return child\n", _seccomp=False)
    assert b.module.pid() > 0
    scratch = b.scratch
    time.sleep(0.3)
    assert running("tfs-grandchild"), "the grandchild did not start: this test proves nothing"
    b.close()
    assert not scratch.exists()
    time.sleep(0.5)
    assert not running("tfs-grandchild"), "a process the submission started still runs"


def running(name: str) -> list[int]:
    """Live (not zombie) processes called `name`."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "comm").read_text().strip() == name:
                state = next(line for line in (entry / "status").read_text().splitlines() if line.startswith("State:"))
                if "Z" not in state:
                    found.append(int(entry.name))
        except (OSError, StopIteration):
            pass
    return found


def test_the_child_cannot_start_a_process():
    with box("import os\ndef fork():\n    try:\n        return os.fork()\n    except OSError as err:\n"
             "        return type(err).__name__\n") as b:
        assert b.module.fork() == "PermissionError"


def test_gradients_only_inside_enable_grad():
    with box("""
        import torch
        def needs_grad(x):
            return torch.is_grad_enabled()
        def grad_of_square(x):
            x = x.clone().requires_grad_(True)
            (x ** 2).sum().backward()
            return x.grad
        """) as b:
        assert b.module.needs_grad(torch.ones(1)) is False
        with b.enable_grad():
            assert b.module.needs_grad(torch.ones(1)) is True
            torch.testing.assert_close(b.module.grad_of_square(torch.tensor([1.0, -2.0])), torch.tensor([2.0, -4.0]))
        assert b.grad is False
