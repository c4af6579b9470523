"""The child process of courseware/sandbox.py: it holds the learner's code (hand-written).

Run as a script by `Sandbox` (`python -I sandbox_child.py ...`); nothing imports it. It takes the
wire format from courseware.sandbox, sets the memory and CPU limits, blocks imports of the
reference package (courseware included, once the wire format is loaded), then answers the
parent's requests: load the cells, call or read an attribute. Results that are plain data go back
through torch.save; anything else stays here behind a handle.
"""

import io
import pickle
import resource
import sys
import types

import torch

from courseware.sandbox import REF, read_frame, write_frame

req_fd, resp_fd, memory_mb, cpu_seconds, threads, blocked = (int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]),
                                                             int(sys.argv[4]), int(sys.argv[5]), sys.argv[6].split(","))
torch.set_num_threads(threads)
torch.zeros(1) @ torch.zeros(1)   # start torch's thread pool before the limit
# The memory limit counts address space: torch's libraries already take a lot, so the learner's
# code gets memory_mb on top of what is mapped now.
mapped = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmSize:")) << 10
resource.setrlimit(resource.RLIMIT_AS, (mapped + (memory_mb << 20),) * 2)
resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 5))


class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in blocked:
            raise ImportError(f"'{name}' is not available while grading: the graded code must be your own")
        return None


sys.meta_path.insert(0, Blocker())
for name in list(sys.modules):
    if name.split(".")[0] in blocked:
        del sys.modules[name]


def receive():
    data = read_frame(req_fd)
    if data is None:   # the grader closed the pipe
        sys.exit(0)
    return pickle.loads(data)


def send(reply):
    buffer = io.BytesIO()
    torch.save(reply, buffer)
    write_frame(resp_fd, buffer.getvalue())


PLAIN = (type(None), bool, int, float, complex, str, bytes, torch.Tensor, torch.dtype, torch.device, torch.Size)


def plain(value):
    if isinstance(value, PLAIN):
        return True
    if isinstance(value, (list, tuple)):
        return all(plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, (str, int)) and plain(v) for k, v in value.items())
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


while True:
    op, handle, path, args, kwargs, grad = receive()
    try:
        if op == "load":
            cells, module_name = args
            module = types.ModuleType(module_name)
            sys.modules[module_name] = module
            for cell_id, code in cells:
                exec(compile(code, f"cell {cell_id}", "exec"), module.__dict__)
            objects[0] = module
            result = None
        else:
            target = objects[handle]
            for name in path:
                target = getattr(target, name)
            with torch.set_grad_enabled(grad):
                result = target(*resolve(args), **resolve(kwargs)) if op == "call" else target
        if plain(result):
            send({"status": "value", "value": detach(result)})
        else:
            objects[len(objects)] = result
            send({"status": "handle", "handle": len(objects) - 1, "type": type(result).__name__})
    except BaseException as err:
        if isinstance(err, (SystemExit, KeyboardInterrupt)):
            send({"status": "raised", "kind": type(err).__name__, "message": "the submission tried to exit"})
            continue
        send({"status": "raised", "kind": type(err).__name__, "message": str(err)[:2000]})
