"""Fixtures of the package tests (hand-written): the devices to run on, and a seeded generator."""

from __future__ import annotations

import zlib

import pytest
import torch

DEVICES = [
    "cpu",
    pytest.param(
        "cuda",
        marks=[
            pytest.mark.cuda,
            pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device (none found)"),
        ],
    ),
]


@pytest.fixture(params=DEVICES)
def device(request) -> torch.device:
    """Each test that takes `device` runs on the CPU, and on CUDA where there is a GPU."""
    return torch.device(request.param)


@pytest.fixture
def generator(request) -> torch.Generator:
    """A CPU generator seeded from the test's own id (parameters included): every test draws its
    own inputs, the same ones on every run. It lives on the CPU: draw there, then move the tensors
    to the device, so any seed (`generator.initial_seed()`) replays the same numbers anywhere."""
    return torch.Generator().manual_seed(zlib.crc32(request.node.nodeid.encode()))
