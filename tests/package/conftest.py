"""Fixtures of the package tests (hand-written): the devices to run on."""

from __future__ import annotations

import pytest
import torch

DEVICES = [
    "cpu",
    pytest.param(
        "cuda",
        marks=[pytest.mark.cuda,
               pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device (none found)")],
    ),
]


@pytest.fixture(params=DEVICES)
def device(request) -> torch.device:
    """Each test that takes `device` runs on the CPU, and on CUDA where there is a GPU."""
    return torch.device(request.param)


@pytest.fixture
def one_thread():
    """torch on one thread during the test: for tiny models one thread is faster than two."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
