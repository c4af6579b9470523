"""Hand-written. Python loads this file at start-up in every process that the portability harness
(courseware/portability.py) starts, because the harness puts this folder on PYTHONPATH: the Jupyter
kernel that executes a page, and any process the page itself starts (torchrun's workers, the
command line). It applies the variant's settings that no environment variable of PyTorch gives:

* TFS_THREADS=n: torch uses n threads, and a page's own torch.set_num_threads is ignored, so a page
  that pins one thread is checked with two as well;
* TFS_SEED_OFFSET=k: every torch.manual_seed(s) and random.seed(s) seeds s + k instead, so the
  page's initial weights, dropout masks, sampled batches and drawn examples all change. Seeds given
  to a torch.Generator of its own (a data set's fixed split) do not move.

ATEN_CPU_CAPABILITY (the vector width of PyTorch's kernels) needs no help: PyTorch reads it itself.
"""

import importlib.abc
import importlib.util
import os
import random
import sys

THREADS = int(os.environ.get("TFS_THREADS") or 0)
OFFSET = int(os.environ.get("TFS_SEED_OFFSET") or 0)


def _patch_torch(torch) -> None:
    if THREADS:
        torch.set_num_threads(THREADS)
        torch.set_num_threads = lambda n: None   # the variant decides, not the page
    if OFFSET:
        seed_torch = torch.manual_seed

        def manual_seed(seed):
            return seed_torch(int(seed) + OFFSET)

        torch.manual_seed = torch.random.manual_seed = manual_seed


class _AfterTorch(importlib.abc.MetaPathFinder):
    """Patches torch right after its first import, without importing it sooner."""

    def find_spec(self, name, path=None, target=None):
        if name != "torch":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec("torch")
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            _patch_torch(module)

        spec.loader.exec_module = exec_module
        return spec


if OFFSET:
    _seed_random = random.seed

    def _seed(a=None, version=2):
        return _seed_random(a if a is None or not isinstance(a, int) else a + OFFSET, version)

    random.seed = _seed
if THREADS or OFFSET:
    sys.meta_path.insert(0, _AfterTorch())
