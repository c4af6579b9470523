"""The child process of courseware/grader/sandbox.py: it holds the learner's code (hand-written).

Run as a script by `Sandbox` (`python -I sandbox_child.py CONFIG_JSON`); nothing imports it. In
order, before any learner code runs, it:

1. takes the wire format from courseware.grader.sandbox;
2. loads the reference modules the exercise may use (earlier chapters, e.g. `transformer.attention`
   for exercise 02) under a bare `transformer` package whose `__init__` never runs, so the module
   under grading, and `from transformer import ...`, are not there to be had;
3. imports the modules exported cells need (torch, math, ...), wraps the library functions the
   exercise forbids (courseware/grader/forbidden.py: each reply says which were called since the
   last), sets the memory limit (RLIMIT_AS:
   memory_mb on top of what is mapped by then), the CPU-time limit (RLIMIT_CPU, counted from
   here), a thread count (RLIMIT_NPROC), the size of its log (RLIMIT_FSIZE: what it prints goes
   to a file on disk) and then forbids new file descriptors (RLIMIT_NOFILE = 0): from here on
   the process cannot open a file, a socket or a pipe, so it cannot read the hidden tests or the
   reference source, nor write a results file. The two pipes to the grader, opened before, keep
   working;
4. installs the seccomp filter of courseware/grader/isolation.py (no ptrace, no process_vm_*, no signal
   to another process, no fork or exec, no System V IPC, no file changed by path, no new limits); if the grader
   asked for it and it cannot be installed, the child stops before any learner code runs;
5. answers the parent's requests: load the cells, call or read an attribute, run a backward pass,
   report parameter gradients. Each request carries the parent's CPU random state, so
   `torch.manual_seed` in a test governs the learner's dropout as if it ran locally; no reply
   carries the child's back (the parent's generator moves on by one draw of its own).

Run as `sandbox_child.py --zygote SETUP_JSON` (courseware/grader/zygote.py), it imports the modules
of step 3 and then forks a child per request; each child takes its config, pipes and log from the
request, closes every other descriptor, draws its own random seed and goes on from step 1.
"""
import __future__

import importlib
import importlib.util
import io
import json
import os
import pickle
import random
import resource
import sys
import types

import torch

# The course this file belongs to, first: the grader's own copy (a Gradescope bundle, say), not
# whichever one the environment has installed; the sandbox's file system binds exactly this one.
# courseware/grader/ -> the course
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from courseware.grader.forbidden import Rule, take_used
from courseware.grader.forbidden import install as forbid
from courseware.grader.isolation import install_seccomp, load_seccomp
from courseware.grader.sandbox import REF, checked_archive, measure, read_frame, write_frame


def die_with_parent():
    try:   # die with the grading process (or the zygote), whatever happens to it (PR_SET_PDEATHSIG = SIGKILL)
        import ctypes
        ctypes.CDLL(None).prctl(1, 9)
    except (OSError, AttributeError):
        pass


def preload(names):
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError:
            pass


def warm_up():
    """torch imports some of its own modules on first use: use those paths once while files still open."""
    layer = torch.nn.Sequential(torch.nn.Embedding(5, 4), torch.nn.Linear(4, 4), torch.nn.LayerNorm(4),
                                torch.nn.Dropout(0.1))
    x = torch.randn(2, 3, 4, dtype=torch.float64, requires_grad=True)
    (layer(torch.tensor([[1, 2]])).sum() + (x @ x.transpose(-2, -1)).masked_fill(torch.eye(3, dtype=torch.bool), -1e9)
     .softmax(-1).sum()).backward()
    torch.autograd.backward(x * 2, torch.ones_like(x))   # an explicit cotangent takes another path
    torch.save({"t": x.detach(), "rng": torch.get_rng_state()}, io.BytesIO())
    pickle.loads(pickle.dumps((x.detach(), torch.ones(1, dtype=torch.bool))))


def zygote(setup):
    """Serve forks (courseware/grader/zygote.py): returns only in a child, with that child's config,
    its pipes and log in place and no other file descriptor open."""
    import select
    import signal
    import socket

    lifeline = setup["lifeline"]
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(setup["socket"])
    listener.listen(64)
    children = {}   # connection -> pid, None once reported
    while True:
        ready = select.select([listener, lifeline, *children], [], [], 0.1)[0]
        if lifeline in ready:   # the batch is over
            for pid in children.values():
                if pid is not None:
                    os.kill(pid, signal.SIGKILL)
            os._exit(0)
        for connection, pid in list(children.items()):
            if pid is None:
                continue
            try:
                done, status = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done, status = pid, 9
            if done == pid:
                children[connection] = None
                try:
                    connection.sendall(f"exit {os.waitstatus_to_exitcode(status)}\n".encode())
                except OSError:
                    pass
        for connection in [c for c in ready if c in children]:
            if connection.recv(1):
                continue   # nothing else is ever sent; the next read finds the end
            pid = children.pop(connection)
            if pid is not None:   # the Sandbox closed, or its grading process died: the child goes
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            connection.close()
        if listener in ready:
            connection, _ = listener.accept()
            try:
                message, fds, _, _ = socket.recv_fds(connection, 1 << 16, 3)
                child = json.loads(message) if len(fds) == 3 else None
            except (OSError, ValueError):
                child, fds = None, []
            if child is None:
                for fd in fds:
                    os.close(fd)
                connection.close()
                continue
            pid = os.fork()
            if pid == 0:
                for sock in (listener, connection, *children):
                    os.close(sock.detach())
                os.dup2(fds[2], 1)   # what the learner's code prints: its own Sandbox's log
                os.dup2(fds[2], 2)
                keep = {0, 1, 2, fds[0], fds[1]}
                for fd in [int(name) for name in os.listdir("/proc/self/fd")]:
                    if fd not in keep:   # the lifeline, the log's copy, anything else of the zygote
                        try:
                            os.close(fd)
                        except OSError:
                            pass
                os.setsid()
                child["req_fd"], child["resp_fd"] = fds[0], fds[1]
                return child
            for fd in fds:
                os.close(fd)
            children[connection] = pid
            connection.sendall(f"pid {pid}\n".encode())


if sys.argv[1] == "--zygote":   # only imports, then forks on request: courseware/grader/zygote.py
    setup = json.loads(sys.argv[2])
    torch.set_num_threads(1)
    preload(setup["preload"])
    warm_up()
    config = zygote(setup)
else:
    config = json.loads(sys.argv[1])
die_with_parent()
random.seed()   # not the zygote's state: each child draws its own (as a fresh process does)
req_fd, resp_fd = config["req_fd"], config["resp_fd"]
torch.set_num_threads(config["threads"])
torch.zeros(1) @ torch.zeros(1)   # start torch's thread pool before the limits

# 2. The reference modules of earlier chapters, without transformer/__init__.py.
reference = importlib.util.find_spec("transformer")
package = types.ModuleType("transformer")
package.__path__ = list(reference.submodule_search_locations)


def _no_reference(name):
    raise AttributeError(f"transformer.{name} is not available while grading: the graded code must be your own")


package.__getattr__ = _no_reference
sys.modules["transformer"] = package
for name in config["allow"]:
    setattr(package, name.rsplit(".", 1)[-1], importlib.import_module(name))

# 3. What exported cells may import (a zygote's child has them already), then no more files.
preload(config["preload"])
warm_up()
# The library functions the exercise forbids, wrapped to record their calls (courseware/grader/forbidden.py).
forbid([Rule.from_json(rule) for rule in config.get("forbidden", [])])
# The memory limit counts address space: torch's libraries already take a lot, so the learner's
# code gets memory_mb on top of what is mapped now.
mapped = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmSize:")) << 10
resource.setrlimit(resource.RLIMIT_AS, (mapped + (config["memory_mb"] << 20),) * 2)
for name in list(sys.modules):   # courseware and the like; the bare transformer package stays
    if name.split(".")[0] in config["blocked"] and name.split(".")[0] != "transformer":
        del sys.modules[name]


seccomp = load_seccomp(config["seccomp"]) if config["seccomp"] else None   # while files still open


class Blocker:
    """Imports of what is not loaded already fail with a message (files can no longer be opened)."""

    def find_spec(self, name, path=None, target=None):
        if name in sys.modules or name in sys.builtin_module_names:
            return None
        if name.split(".")[0] in config["blocked"] + ["transformer"]:
            raise ImportError(f"'{name}' is not available while grading: the graded code must be your own")
        raise ImportError(f"'{name}' cannot be imported while grading; the grader loads only "
                          f"{', '.join(config['preload'])} (exported cells should need nothing else)")


sys.meta_path.insert(0, Blocker())
# CPU time counts from the process's start: the learner's code gets cpu_seconds beyond what starting took.
usage = resource.getrusage(resource.RUSAGE_SELF)
cpu_limit = int(usage.ru_utime + usage.ru_stime) + 1 + config["cpu_seconds"]
resource.setrlimit(resource.RLIMIT_CPU, (cpu_limit, cpu_limit + 5))
resource.setrlimit(resource.RLIMIT_NPROC, (config["nproc"],) * 2)
resource.setrlimit(resource.RLIMIT_FSIZE, (config["log_bytes"],) * 2)   # the log: past it, print raises OSError
resource.setrlimit(resource.RLIMIT_NOFILE, (0, 0))
# 4. The system-call filter, last: it forbids setrlimit itself.
if seccomp is not None:
    try:
        install_seccomp(seccomp)
    except OSError as err:
        sys.stderr.write(f"the sandbox could not install its seccomp filter: {err}\n")
        sys.stderr.flush()
        os._exit(70)


def receive():
    data = read_frame(req_fd)
    if data is None:   # the grader closed the pipe
        sys.exit(0)
    return pickle.loads(data)


def send(reply):
    reply["nonce"] = nonce   # the request's secret: this reply answers that request
    reply["forbidden"] = take_used()   # forbidden library calls since the last reply
    buffer = io.BytesIO()
    try:
        if "value" in reply:
            # Checked as the grader will check it (courseware/grader/sandbox.py: `measure` before it
            # is copied, shared parts counted each time they appear; then the archive), so that a
            # result too large fails its own call here instead of stopping the submission there.
            measure(reply)
            reply["value"] = detach(reply["value"])
            torch.save(reply, buffer)
            checked_archive(buffer.getvalue())
        else:
            torch.save(reply, buffer)
    except ValueError as err:
        why = str(err).removesuffix(": the submission was stopped")
        buffer = io.BytesIO()
        torch.save({"status": "raised", "kind": "ValueError", "nonce": nonce, "forbidden": reply["forbidden"],
                    "message": f"{why}: this call fails (return a tensor, not a long list of numbers)"}, buffer)
    write_frame(resp_fd, buffer.getvalue())


PLAIN = (type(None), bool, int, float, complex, str, bytes, torch.Tensor, torch.dtype, torch.device, torch.Size)


def plain(value, seen=None) -> bool:
    """Whether `value` is plain data (PLAIN, in lists, tuples and dicts). Each container is checked
    once (`seen`), so a result that shares its parts costs no more than their number."""
    if isinstance(value, PLAIN):
        return True
    seen = set() if seen is None else seen
    if id(value) in seen:
        return True
    if isinstance(value, (list, tuple)):
        seen.add(id(value))
        return all(plain(v, seen) for v in value)
    if isinstance(value, dict):
        seen.add(id(value))
        return all(isinstance(k, (str, int)) and plain(v, seen) for k, v in value.items())
    return False


def detach(value):
    """Plain containers of plain tensors: no subclass, no namedtuple, no gradient history."""
    if isinstance(value, torch.Tensor):
        return value.detach().clone().as_subclass(torch.Tensor)
    if isinstance(value, torch.Size):
        return torch.Size(tuple(int(v) for v in value))
    if isinstance(value, tuple):
        return tuple(detach(v) for v in value)
    if isinstance(value, list):
        return [detach(v) for v in value]
    if isinstance(value, dict):
        return {k: detach(v) for k, v in value.items()}
    return value


objects = {}
FUTURES = 0
for _feature in __future__.all_feature_names:
    FUTURES |= getattr(__future__, _feature).compiler_flag


def resolve(value):
    if isinstance(value, tuple) and len(value) == 3 and value[0] == REF:
        target = objects[value[1]]
        for name in value[2]:
            target = getattr(target, name)
        return target
    if isinstance(value, (list, tuple)):
        return type(value)(resolve(v) for v in value)
    if isinstance(value, dict):
        return {k: resolve(v) for k, v in value.items()}
    return value


def backward(target, args, kwargs, select, cotangent):
    """Call target with gradients on, back-propagate `cotangent` from output[select], and return the
    output and the gradients of the tensor arguments that require them."""
    args, kwargs = resolve(args), resolve(kwargs)
    with torch.enable_grad():
        out = target(*args, **kwargs)
        picked = out if select is None else out[select]
        if not isinstance(picked, torch.Tensor):
            raise TypeError(f"the output to differentiate is a {type(picked).__name__}, not a tensor")
        if picked.requires_grad:
            torch.autograd.backward(picked, cotangent.to(picked.dtype))
    leaves = [a for a in list(args) + list(kwargs.values()) if isinstance(a, torch.Tensor) and a.requires_grad]
    return {"output": out, "grads": [a.grad for a in leaves]}


nonce = ""
while True:
    op, handle, path, args, kwargs, grad, rng, nonce = receive()
    torch.set_rng_state(rng)
    try:
        if op == "load":
            cells, module_name = args
            module = types.ModuleType(module_name)
            sys.modules[module_name] = module
            flags = 0   # as in Jupyter, a cell's `from __future__ import annotations` holds for the later cells
            for cell_id, code in cells:
                compiled = compile(code, cell_id, "exec", flags=flags, dont_inherit=True)
                flags |= compiled.co_flags & FUTURES
                exec(compiled, module.__dict__)
            objects[0] = module
            result = None
        elif op == "define":   # the grader's reference code, in a namespace of its own
            source, name = args   # annotations left unevaluated: a function cut from a test file names torch
            namespace = {"__name__": "grader_reference"}
            flags = __future__.annotations.compiler_flag
            exec(compile(source, "<the grader's reference>", "exec", flags=flags, dont_inherit=True), namespace)
            result = namespace[name]
        else:
            target = objects[handle]
            for name in path:
                target = getattr(target, name)
            if op == "backward":
                call_args, call_kwargs, select, cotangent = args
                result = backward(target, call_args, call_kwargs, select, cotangent)
            elif op == "grads":
                result = {name: p.grad for name, p in target.named_parameters()}
            elif op == "setattr":
                name, value = args
                setattr(target, name, resolve(value))
                result = None
            elif op == "call":
                with torch.set_grad_enabled(grad):
                    result = target(*resolve(args), **resolve(kwargs))
            else:
                result = target
        if plain(result):
            send({"status": "value", "value": result})
        else:
            objects[len(objects)] = result
            send({"status": "handle", "handle": len(objects) - 1, "type": type(result).__name__})
    except BaseException as err:
        if isinstance(err, (SystemExit, KeyboardInterrupt)):
            send({"status": "raised", "kind": type(err).__name__, "message": "the submission tried to exit"})
            continue
        send({"status": "raised", "kind": type(err).__name__, "message": str(err)[:2000]})
