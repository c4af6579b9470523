"""Graded tests of exercise 03: feed-forward network, embeddings, positional encoding (hand-written).

Weights are copied in from the reference modules (the learner's __init__ is given, so attribute
names are fixed); the positional encoding is compared with a plain-Python computation of the
paper's formula. A known mistake of the table (PE_MISTAKES) is named in every test that reads it,
PositionalEncoding's included.

Tolerances (measured under ATEN_CPU_CAPABILITY default, avx2 and avx512):

* The feed-forward network, float64 both sides, O(1) values: differences ~1e-16; atol 1e-10 (plus
  allclose's rtol=1e-5). Its known mistakes (ReLU missing or misplaced) are off by 0.1 or more.
* TokenEmbedding in float32: multiplying by sqrt(16) = 4 is exact, so the default allclose is ample.
* PE_ATOL = 1e-5 for the float32 table against the float64 formula: the solution, computed in
  float64 and rounded, is within 3e-8. A table computed in float32 (pos / 10000^(2i/d),
  pos * exp(-ln(10000) 2i/d), cos as sin(a + pi/2), ...) rounds each angle (up to 49 rad at
  max_len 50, 15.5 rad in the next column) to 2^-24 relative: measured up to 9e-7, bounded by
  ~3e-6 with a few ulps of error in pow/exp/sin. 1e-5 leaves 10x over the measured worst; sin and
  cos swapped, or 10000^(i/d), are off by O(1). rtol=0: the error is absolute (sin near 0 is as
  exposed as sin near 1).
* x + PE in float32 (|x + PE| < 8): PE_ATOL plus two roundings of the sum (2 x 2^-22 < 1e-6), so
  2 * PE_ATOL; after dropout with p = 0.5 (an exact factor 2) twice that. Dropout applied before
  the addition is off by |PE|, up to 1.
* Position 0 must be exactly [0, 1, 0, 1, ...]: sin(0) = 0 and cos(0) = 1 in every arithmetic.

No point is given for a property that an output ignoring the inputs also has (determinism in eval
mode, some zeros in training): the dropout tests also require the eval-mode output of the formula,
so zeros, constants or x handed back score 0.
"""

from __future__ import annotations

import math

import pytest
import torch

from courseware.grader.plugin import call

pytestmark = pytest.mark.ex03
PE_ATOL = 1e-5   # a float32 table against the float64 formula: float32 angles cost <= 9e-7 measured (docstring)


def formula(max_len, d_model, swap=False, half=False):
    table = []
    for p in range(max_len):
        row = []
        for j in range(d_model):
            exponent = (j - j % 2) / d_model / (2 if half else 1)
            angle = p / 10000 ** exponent
            even = j % 2 == 0
            row.append((math.sin if even != swap else math.cos)(angle))
        table.append(row)
    return torch.tensor(table, dtype=torch.float64)


# Known mistakes of sinusoidal_encoding, each as the options of `formula` giving its table: every
# test that reads the table (through PositionalEncoding too) names the one that matches.
PE_MISTAKES = {
    "sin and cos are swapped: the paper puts the sine at even coordinates (position 0 is [0, 1, 0, 1, ...])":
        {"swap": True},
    "frequencies use 10000^(i/d) instead of 10000^(2i/d): the exponent is 2i/d_model for the pair (2i, 2i+1)":
        {"half": True},
}


def pe_mistake(got, x, atol, scale=1.0, where=None) -> str | None:
    """The known mistake of sinusoidal_encoding that makes `got` equal (x + its table[:L]) * scale,
    at the entries `where` (all if None), if any."""
    for message, options in PE_MISTAKES.items():
        wrong = (x + formula(x.size(-2), x.size(-1), **options).to(x.dtype)) * scale
        if got.shape != wrong.shape:
            return None
        if torch.allclose(got if where is None else got[where], wrong if where is None else wrong[where],
                          rtol=0, atol=atol):
            return message
    return None


def check_feed_forward(ffn, x):
    """The learner's float64 `ffn` (dropout off) gives w_2(relu(w_1(x))) on `x`; the message names the
    likely mistake."""
    out = call(ffn, x)
    w_1, b_1, w_2, b_2 = (ffn.w_1.weight.get(), ffn.w_1.bias.get(), ffn.w_2.weight.get(), ffn.w_2.bias.get())
    hidden = x @ w_1.T + b_1
    expected = torch.relu(hidden) @ w_2.T + b_2
    if not torch.allclose(out, expected, atol=1e-10):
        if torch.allclose(out, hidden @ w_2.T + b_2, atol=1e-10):
            pytest.fail("the ReLU between w_1 and w_2 is missing", pytrace=False)
        if torch.allclose(out, torch.relu(hidden @ w_2.T + b_2), atol=1e-10):
            pytest.fail("the ReLU is applied after w_2: it belongs between w_1 and w_2", pytrace=False)
        pytest.fail("FFN(x) must be w_2(dropout(relu(w_1(x))))", pytrace=False)


@pytest.mark.points(2)
def test_feed_forward(ex03):
    """Rewards: FFN(x) = w_2(relu(w_1(x))), with the ReLU between the two linear layers."""
    torch.manual_seed(0)
    ffn = ex03.PositionwiseFeedForward(12, 40, dropout=0.0).double()
    check_feed_forward(ffn, torch.randn(2, 5, 12, dtype=torch.float64))


@pytest.mark.points(1)
def test_feed_forward_dropout_inside(ex03):
    """Rewards: dropout in the FFN in training mode only; eval mode gives w_2(relu(w_1(x)))."""
    torch.manual_seed(1)
    ffn = ex03.PositionwiseFeedForward(8, 64, dropout=0.5).train()
    x = torch.randn(3, 4, 8)
    assert not torch.equal(call(ffn, x), call(ffn, x)), "no dropout in training mode: apply self.dropout after the ReLU"
    ffn.eval()
    assert torch.equal(call(ffn, x), call(ffn, x)), "eval mode must be deterministic"
    check_feed_forward(ffn.double(), x.double())


@pytest.mark.points(2)
def test_token_embedding_scale(ex03):
    """Rewards: TokenEmbedding returns the looked-up rows of its table times sqrt(d_model)."""
    torch.manual_seed(2)
    emb = ex03.TokenEmbedding(30, 16, padding_idx=0)
    tokens = torch.tensor([[1, 5, 0], [29, 3, 3]])
    out = call(emb, tokens)
    table = emb.embedding.weight.get()[tokens]
    if torch.allclose(out, table):
        pytest.fail("the embedding is not multiplied by sqrt(d_model)", pytrace=False)
    if torch.allclose(out, table / 4.0):
        pytest.fail("the embedding is divided by sqrt(d_model): multiply instead", pytrace=False)
    assert torch.allclose(out, table * 4.0), "TokenEmbedding must return embedding(tokens) * sqrt(d_model)"


@pytest.mark.points(2)
def test_sinusoidal_encoding_against_the_formula(ex03):
    """Rewards: the (max_len, d_model) float32 table of sin(pos/10000^(2i/d)) at even and cos at odd coordinates."""
    pe = call(ex03.sinusoidal_encoding, 50, 16)
    assert tuple(pe.shape) == (50, 16), f"shape {tuple(pe.shape)}, expected (max_len, d_model) = (50, 16)"
    got = pe.double()
    mistake = pe_mistake(got, torch.zeros(50, 16, dtype=torch.float64), PE_ATOL)
    if mistake:
        pytest.fail(mistake, pytrace=False)
    assert pe[0].tolist() == [0.0, 1.0] * 8, "position 0 must be [0, 1, 0, 1, ...]"
    error = (got - formula(50, 16)).abs().max().item()
    assert error <= PE_ATOL, f"PE differs from sin(pos/10000^(2i/d)), cos(...) by up to {error:.3g} at some entries"
    assert pe.dtype == torch.float32, f"return float32 (computed in float64), got {pe.dtype}"


@pytest.mark.points(1)
def test_positional_encoding_adds_the_slice(ex03):
    """Rewards: PositionalEncoding adds the first L rows of the table to a length-L input."""
    layer = call(ex03.PositionalEncoding, 16, max_len=50, dropout=0.0)
    x = torch.randn(2, 7, 16)
    out = call(layer, x)
    assert tuple(out.shape) == (2, 7, 16), "add only the first L rows of self.pe"
    mistake = pe_mistake(out, x, 2 * PE_ATOL)
    if mistake:
        pytest.fail(f"PositionalEncoding adds a wrong table (from sinusoidal_encoding): {mistake}", pytrace=False)
    assert torch.allclose(out, x + formula(50, 16)[:7].float(), rtol=0, atol=2 * PE_ATOL), (
        "the output must be x + PE[:L]")


@pytest.mark.points(1)
def test_positional_encoding_dropout_on_the_sum(ex03):
    """Rewards: in training mode dropout acts on the sum x + PE (kept values scaled by 2 at p=0.5); eval mode gives x + PE."""  # noqa: E501 (a graded test's first docstring line is its row in the exercise's grading list)
    torch.manual_seed(3)
    layer = call(ex03.PositionalEncoding, 16, max_len=50, dropout=0.5).train()
    x = torch.ones(2, 7, 16)
    out = call(layer, x)
    assert tuple(out.shape) == (2, 7, 16), f"output shape {tuple(out.shape)}, expected x's, (2, 7, 16)"
    zeros = (out == 0).sum().item()
    assert zeros > 0, "no dropout in training mode: apply self.dropout to x + PE"
    kept = out != 0
    assert kept.any(), "every value was dropped with p=0.5: the output must be dropout(x + PE), not zeros"
    expected = (x + formula(50, 16)[:7].float()) * 2.0
    mistake = pe_mistake(out, x, 4 * PE_ATOL, scale=2.0, where=kept)
    if mistake:
        pytest.fail(f"PositionalEncoding adds a wrong table (from sinusoidal_encoding): {mistake}", pytrace=False)
    pe = formula(50, 16)[:7].float()
    before = out - pe   # dropout(x) + PE leaves, after PE, 0 where x was dropped and 2x where it was kept
    if ((before.abs() <= 4 * PE_ATOL) | ((before - 2 * x).abs() <= 4 * PE_ATOL)).all() and not torch.allclose(
            out[kept], expected[kept], rtol=0, atol=4 * PE_ATOL):
        pytest.fail("dropout is applied to x before PE is added: dropout must act on the sum x + PE", pytrace=False)
    assert torch.allclose(out[kept], expected[kept], rtol=0, atol=4 * PE_ATOL), (
        "dropout must act on the sum x + PE, not on one of them")
    layer.eval()
    assert torch.allclose(call(layer, x), x + formula(50, 16)[:7].float(), rtol=0, atol=2 * PE_ATOL), (
        "in eval mode (no dropout) the output must be x + PE[:L]")
