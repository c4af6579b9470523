"""Graded tests of exercise 02: multi-head attention (hand-written).

The learner's MultiHeadAttention is built with their __init__ (given in the skeleton) and then
receives weights copied from torch.nn.MultiheadAttention, so the tests depend only on the four
projections w_q, w_k, w_v, w_o. Sizes differ everywhere (B=2, Lq=5, Lk=7, d_model=24, h=3, d_k=8)
so that a swapped axis fails. When the output is wrong, the message names the known mistake it
matches (`diagnose`, with the test's mask), in every test that checks the output; the gradient test
checks the output first, so a projection left out is named as such.

Tolerances: ATOL = 1e-10, float64 both sides, O(1) values: the solution and nn.MultiheadAttention
differ by at most 3.3e-16 under ATEN_CPU_CAPABILITY default, avx2 and avx512, 1 or 2 threads and
MKL's SSE4.2 kernels, 5 orders of margin; every known mistake is off by 0.6 or more. The
projections' gradients (sums over the batch and positions, up to 15 in size) differ from
nn.MultiheadAttention's by at most 5.3e-15 over 20 seeds under ATEN_CPU_CAPABILITY default, avx2
and avx512: ATOL plus allclose's rtol=1e-5 leaves 4 orders. `torch.equal` is used only where
nothing is rounded: split and merge move data, eval mode compares a result with itself, and a
padded key's weight underflows to exactly 0 in every arithmetic.

No point is given for a property that an output ignoring the inputs also has (determinism in eval
mode, a gradient that exists): each test also requires nn.MultiheadAttention's values, so zeros,
uniform weights or the query handed back score 0.
"""

from __future__ import annotations

import pytest
import torch
from torch import nn

from courseware.grader.plugin import backward, call, parameter_grads

pytestmark = pytest.mark.ex02

B, LQ, LK, D, H = 2, 5, 7, 24, 3
ATOL = 1e-10   # float64 both sides, O(1) values: differences <= 3.3e-16, mistakes >= 0.6 (docstring)


def build(ex02, seed=0, dropout=0.0):
    torch.manual_seed(seed)
    theirs = nn.MultiheadAttention(D, H, batch_first=True).double().eval()
    ours = ex02.MultiHeadAttention(D, H, dropout=dropout).double().eval()
    with torch.no_grad():
        for i, name in enumerate(("w_q", "w_k", "w_v")):
            getattr(ours, name).weight.copy_(theirs.in_proj_weight[i * D:(i + 1) * D])
            getattr(ours, name).bias.copy_(theirs.in_proj_bias[i * D:(i + 1) * D])
        ours.w_o.weight.copy_(theirs.out_proj.weight)
        ours.w_o.bias.copy_(theirs.out_proj.bias)
    return ours, theirs


def data(seed):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(B, LQ, D, generator=g, dtype=torch.float64),
            torch.randn(B, LK, D, generator=g, dtype=torch.float64))


SPLIT_WITHOUT_TRANSPOSE = ("heads split by a view straight to (B, h, L, d_k): view as (B, L, h, d_k), "
                           "then transpose(1, 2)")
MERGE_WITHOUT_TRANSPOSE = "heads merged without transposing back: transpose(1, 2) before flattening the heads"


def diagnose(out, ours, q, kv, mask=None) -> str:
    """Name the known mistake whose output `out` matches (`mask`: the learner's mask, True = may attend)."""
    import torch.nn.functional as F

    def split(t):  # the right split: (B, L, d) -> (B, h, L, d_k)
        return t.view(t.size(0), t.size(1), H, D // H).transpose(1, 2)

    def split_no_transpose(t):  # a view straight to (B, h, L, d_k)
        return t.reshape(t.size(0), H, t.size(1), D // H)

    def merge(t):
        return t.transpose(1, 2).reshape(t.size(0), t.size(2), D)

    def merge_no_transpose(t):
        return t.reshape(t.size(0), t.size(2), D)

    def attend(split_heads, q_, k_, v_):
        return F.scaled_dot_product_attention(*map(split_heads, (q_, k_, v_)), attn_mask=mask)

    with torch.no_grad():
        q_, k_, v_ = ours.w_q(q), ours.w_k(kv), ours.w_v(kv)
        candidates = {
            SPLIT_WITHOUT_TRANSPOSE:
                ours.w_o(merge_no_transpose(attend(split_no_transpose, q_, k_, v_))),
            "heads split by a view straight to (B, h, L, d_k) (merged back correctly): view as (B, L, h, d_k), then "
            "transpose(1, 2)":
                ours.w_o(merge(attend(split_no_transpose, q_, k_, v_))),
            MERGE_WITHOUT_TRANSPOSE:
                ours.w_o(merge_no_transpose(attend(split, q_, k_, v_))),
            "w_o is not applied to the merged heads":
                merge(attend(split, q_, k_, v_)),
            "the values are projected with w_k: project them with w_v":
                ours.w_o(merge(attend(split, q_, k_, ours.w_k(kv)))),
        }
    for message, wrong in candidates.items():
        if wrong.shape == out.shape and torch.allclose(wrong, out, atol=1e-8):
            return f"it matches a known mistake: {message}"
    return "it matches none of the usual mistakes: compare the shapes after each step with the chapter's"


def assert_matches(ours, theirs, q, kv, mask=None, attn=None, kpm=None):
    out, weights = call(ours, q, kv, kv, mask)
    expected, expected_weights = theirs(q, kv, kv, attn_mask=attn, key_padding_mask=kpm)
    assert out.shape == expected.shape, f"output shape {tuple(out.shape)}, expected {tuple(expected.shape)}"
    assert weights.shape == (q.size(0), H, q.size(1), kv.size(1)), (
        f"weights shape {tuple(weights.shape)}: return every head's weights, (B, h, Lq, Lk) = "
        f"{(q.size(0), H, q.size(1), kv.size(1))}"
    )
    error = (out - expected).abs().max().item()
    if error > ATOL:
        pytest.fail(f"output differs from nn.MultiheadAttention by {error:.3g}; "
                    f"{diagnose(out.detach(), ours, q, kv, mask)}",
                    pytrace=False)
    assert torch.allclose(weights.mean(1), expected_weights, atol=ATOL), (
        "head-averaged weights differ from nn.MultiheadAttention")
    return out, weights


def right_heads(x):
    """(B, L, d_model) -> (B, h, L, d_k): feature j of head i is feature i * d_k + j."""
    return x.view(x.size(0), x.size(1), H, D // H).transpose(1, 2)


@pytest.mark.points(1)
def test_split_heads_layout(ex02):
    """Rewards: split_heads gives (B, h, L, d_k), head i holding the i-th block of d_k features of every position."""
    mha = ex02.MultiHeadAttention(D, H)
    x = torch.randn(B, LQ, D)
    heads = call(mha.split_heads, x)
    assert tuple(heads.shape) == (B, H, LQ, D // H), (
        f"split_heads gave {tuple(heads.shape)}, expected (B, h, L, d_k) = {(B, H, LQ, D // H)}")
    if not torch.equal(heads, right_heads(x)) and torch.equal(heads, x.reshape(B, H, LQ, D // H)):
        pytest.fail(f"{SPLIT_WITHOUT_TRANSPOSE}; head 1 must hold features 8..15 of every position", pytrace=False)
    assert torch.equal(heads, right_heads(x)), (
        "head 1 must hold features 8..15 of every position (head i, features i*d_k onwards): view as (B, L, h, d_k) "
        "and then transpose(1, 2); a view straight to (B, h, L, d_k) hands positions, not features, to the heads"
    )


@pytest.mark.points(1)
def test_merge_heads_undoes_split_heads(ex02):
    """Rewards: merge_heads turns (B, h, L, d_k) heads, laid out as split_heads does, back into (B, L, d_model)."""
    mha = ex02.MultiHeadAttention(D, H)
    x = torch.randn(B, LQ, D)
    heads = right_heads(x).contiguous()   # the right split, laid out in memory as attention returns it
    try:
        merged = call(mha.merge_heads, heads)
    except RuntimeError as err:
        pytest.fail(f"merge_heads raised {err}: a transposed tensor needs .contiguous() before .view (or use .reshape)",
                    pytrace=False)
    if not torch.equal(merged, x) and torch.equal(merged, heads.reshape(B, LQ, D)):
        pytest.fail(MERGE_WITHOUT_TRANSPOSE, pytrace=False)
    assert torch.equal(merged, x), ("merge_heads of x split into heads must give x back: transpose back before "
                                    "flattening the heads")


@pytest.mark.points(2)
def test_self_attention_matches_pytorch(ex02):
    """Rewards: self-attention output and head-averaged weights equal nn.MultiheadAttention's."""
    ours, theirs = build(ex02, seed=1)
    q, _ = data(1)
    assert_matches(ours, theirs, q, q)


@pytest.mark.points(2)
def test_cross_attention_matches_pytorch(ex02):
    """Rewards: cross-attention (Lq != Lk) output and head-averaged weights equal nn.MultiheadAttention's."""
    ours, theirs = build(ex02, seed=2)
    q, kv = data(2)
    assert_matches(ours, theirs, q, kv)


@pytest.mark.points(1)
def test_key_padding_mask_in_every_head(ex02):
    """Rewards: a padding mask gives padded keys weight 0 in every head, the output equal to nn.MultiheadAttention's."""
    ours, theirs = build(ex02, seed=3)
    q, kv = data(3)
    real = torch.tensor([[True] * LK, [True] * 3 + [False] * (LK - 3)])
    _, weights = assert_matches(ours, theirs, q, kv, mask=real[:, None, None, :], kpm=~real)
    assert torch.equal(weights[1, :, :, 3:], torch.zeros(H, LQ, LK - 3)), (
        "a padded key got weight in some head: pass the mask to every head")


@pytest.mark.points(1)
def test_causal_mask(ex02):
    """Rewards: with a causal mask the output equals nn.MultiheadAttention's with the same mask."""
    ours, theirs = build(ex02, seed=4)
    q, _ = data(4)
    causal = torch.ones(LQ, LQ, dtype=torch.bool).tril()
    assert_matches(ours, theirs, q, q, mask=causal[None, None], attn=~causal)


@pytest.mark.points(1)
def test_dropout_only_in_training(ex02):
    """Rewards: dropout on the weights in train mode only; eval mode gives nn.MultiheadAttention's output."""
    ours, theirs = build(ex02, seed=5, dropout=0.5)
    q, kv = data(5)
    first, _ = call(ours, q, kv, kv)
    again, _ = call(ours, q, kv, kv)
    assert torch.equal(first, again), "eval mode gave two different results: use dropout only when self.training"
    assert_matches(ours, theirs, q, kv)
    ours.train()
    torch.manual_seed(0)
    a, _ = call(ours, q, kv, kv)
    b, _ = call(ours, q, kv, kv)
    assert not torch.equal(a, b), (
        "train mode with dropout=0.5 gave identical results: pass self.dropout_p to the attention")


@pytest.mark.points(1)
def test_gradients_reach_every_projection(ex02):
    """Rewards: w_q, w_k, w_v and w_o all receive gradients, equal to nn.MultiheadAttention's."""
    ours, theirs = build(ex02, seed=6)
    q, kv = data(6)
    assert_matches(ours, theirs, q, kv)   # first: a known mistake (w_o or w_v left out, say) is named as such
    backward(ours, q, kv, kv, select=0)
    grads = parameter_grads(ours)
    for name in ("w_q", "w_k", "w_v", "w_o"):
        grad = grads.get(f"{name}.weight")
        assert grad is not None and grad.abs().sum() > 0, f"{name} received no gradient: is it used in forward?"
    theirs(q, kv, kv)[0].backward(torch.ones(B, LQ, D, dtype=torch.float64))
    expected = {f"{name}.weight": theirs.in_proj_weight.grad[i * D:(i + 1) * D]
                for i, name in enumerate(("w_q", "w_k", "w_v"))}
    expected |= {f"{name}.bias": theirs.in_proj_bias.grad[i * D:(i + 1) * D]
                 for i, name in enumerate(("w_q", "w_k", "w_v"))}
    expected |= {"w_o.weight": theirs.out_proj.weight.grad, "w_o.bias": theirs.out_proj.bias.grad}
    for name, want in expected.items():
        grad = grads.get(name)
        assert grad is not None and torch.allclose(grad, want, atol=ATOL), (
            f"the gradient of {name} differs from nn.MultiheadAttention's: is part of forward done outside autograd "
            "(.data, .detach(), .item())?")
