"""Fixtures of the graded tests (hand-written).

Each exercise fixture loads the learner's notebook `<submissions>/NN_*.ipynb` with
`courseware.submission.load`: the cells marked `#| export` run in a fresh module, and the tests call
its functions. By default the submissions folder is `solutions/` (so the suite checks that the
solution earns every point); `make check EX=01` passes `--submissions exercises`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from courseware.submission import SubmissionError, load


def load_exercise(config, chapter: str):
    folder = Path(config.getoption("--submissions"))
    found = sorted(folder.glob(f"{chapter}_*.ipynb"))
    if not found:
        pytest.fail(f"no notebook {chapter}_*.ipynb in {folder}", pytrace=False)
    try:
        return load(found[0], module_name=f"submission_{chapter}")
    except SubmissionError as err:
        pytest.fail(str(err), pytrace=False)


@pytest.fixture(scope="module")
def ex01(request):
    """The learner's chapter 01 module (scaled_dot_product_attention, check_mask)."""
    return load_exercise(request.config, "01")


@pytest.fixture(scope="module")
def ex02(request):
    """The learner's chapter 02 module (MultiHeadAttention)."""
    return load_exercise(request.config, "02")


@pytest.fixture(scope="module")
def ex03(request):
    """The learner's chapter 03 module (PositionwiseFeedForward, TokenEmbedding, PositionalEncoding)."""
    return load_exercise(request.config, "03")


@pytest.fixture(scope="module")
def ex04(request):
    """The learner's chapter 04 module (EncoderLayer, DecoderLayer, Encoder, Decoder)."""
    return load_exercise(request.config, "04")


@pytest.fixture(scope="module")
def ex05(request):
    """The learner's chapter 05 training module (shift_right, LabelSmoothingLoss, noam_lambda, greedy_decode)."""
    return load_exercise(request.config, "05")
