"""Graded tests of exercise 07: RMSNorm, rotary position embeddings, SwiGLU, grouped-query attention
(hand-written).

The learner's modules are built with their __init__ (given in the skeleton) and receive weights
from the test, so the tests depend only on the attribute names the skeleton fixes (weight; w_1,
w_2, w_3; w_q, w_k, w_v, w_o). Sizes differ everywhere (B=2, L=7, Lk=9, h=6, g=2 or 3, d_k=4) so
that a swapped axis fails. A wrong output is compared with each known mistake (`diagnose_*`) and
the message names the one it matches.

Tolerances: float64 both sides where the learner computes in the input's dtype (ATOL = 1e-10; the
solution differs from the references by < 1e-14). The rotation tables are float32 by contract
(computed in float64, rounded): TABLE_ATOL = 1e-6 (one rounding of numbers <= 1 is <= 6e-8);
every known mistake is off by 0.05 or more.
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from courseware.grader.plugin import call, set_attribute

pytestmark = pytest.mark.ex07

ATOL = 1e-10
TABLE_ATOL = 1e-6
KNOWN = "it matches a known mistake: "
NONE = "it matches none of the usual mistakes: compare each step with the chapter's equations"


def named(out, candidates: dict, atol=1e-6) -> str:
    for message, wrong in candidates.items():
        if wrong.shape == out.shape and torch.allclose(out.double(), wrong.double(), rtol=0, atol=atol):
            return KNOWN + message
    return NONE


# RMSNorm --------------------------------------------------------------------------------------------

def rms_reference(x, weight, eps):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


@pytest.mark.points(2)
@pytest.mark.parametrize("eps", [1e-6, 0.1], ids=["eps1e-6", "eps0.1"])
def test_rmsnorm_equals_torch(ex07, eps):
    """Rewards: RMSNorm equals torch.nn.RMSNorm with the same gain (no mean, eps inside the square root)."""
    torch.manual_seed(0)
    x = torch.randn(2, 5, 16, dtype=torch.float64) * 3 + 0.5
    weight = torch.rand(16, dtype=torch.float64) + 0.5
    ours = call(ex07.RMSNorm, 16, eps=eps).double()
    with torch.no_grad():
        ours.weight.copy_(weight)
    out = call(ours, x)
    expected = nn.functional.rms_norm(x, (16,), weight, eps)
    assert tuple(out.shape) == (2, 5, 16), f"output shape {tuple(out.shape)}, expected the input's (2, 5, 16)"
    if not torch.allclose(out, expected, rtol=0, atol=ATOL):
        centred = x - x.mean(-1, keepdim=True)
        pytest.fail(named(out, {
            "the mean is subtracted: that is LayerNorm; RMSNorm only divides by the root mean square":
                rms_reference(centred, weight, eps),
            "eps is added outside the square root: sqrt(mean(x^2) + eps)":
                x / (x.pow(2).mean(-1, keepdim=True).sqrt() + eps) * weight,
            "the gain (self.weight) is not applied": rms_reference(x, 1.0, eps),
            "the mean of the squares is taken over the wrong axis: the last one, d_model":
                x * torch.rsqrt(x.pow(2).mean(-2, keepdim=True) + eps) * weight,
        }), pytrace=False)


# RoPE -----------------------------------------------------------------------------------------------

def angles(max_len, d_k, base=10000.0, half=False, from_one=False):
    exponent = torch.arange(0, d_k, 2, dtype=torch.float64) / d_k
    if half:
        exponent = torch.arange(0, d_k // 2, dtype=torch.float64) / d_k
    positions = torch.arange(max_len, dtype=torch.float64) + (1 if from_one else 0)
    return positions[:, None] * base ** -exponent


@pytest.mark.points(2)
def test_rope_tables(ex07):
    """Rewards: rope_tables gives cos and sin of m * 10000^(-2i/d_k), each (max_len, d_k / 2), float32."""
    cos, sin = call(ex07.rope_tables, 40, 12)
    assert tuple(cos.shape) == tuple(sin.shape) == (40, 6), (
        f"shapes {tuple(cos.shape)}, {tuple(sin.shape)}: expected (max_len, d_k / 2) = (40, 6)")
    right = angles(40, 12)
    if not (torch.allclose(cos.double(), right.cos(), rtol=0, atol=TABLE_ATOL)
            and torch.allclose(sin.double(), right.sin(), rtol=0, atol=TABLE_ATOL)):
        pairs = {
            "frequencies 10000^(-i/d_k): the exponent is 2i/d_k, i counting pairs": angles(40, 12, half=True),
            "positions counted from 1: the first position is 0": angles(40, 12, from_one=True),
        }
        for message, wrong in pairs.items():
            if torch.allclose(cos.double(), wrong.cos(), rtol=0, atol=TABLE_ATOL):
                pytest.fail(KNOWN + message, pytrace=False)
        if torch.allclose(cos.double(), right.sin(), rtol=0, atol=TABLE_ATOL):
            pytest.fail(KNOWN + "cos and sin swapped", pytrace=False)
        pytest.fail(NONE, pytrace=False)
    assert cos.dtype == sin.dtype == torch.float32, f"return float32 tables (computed in float64), got {cos.dtype}"


def rope_reference(x, positions, float32_tables=False):
    """The complex form: pair i = features (2i, 2i + 1) times e^{i m theta_i}; with float32_tables, the
    cos and sin rounded to float32 as rope_tables returns them (what GroupedQueryAttention uses)."""
    d_k = x.size(-1)
    theta = 10000.0 ** (-torch.arange(0, d_k, 2, dtype=torch.float64) / d_k)
    angle = positions.double()[:, None] * theta
    c, s = angle.cos(), angle.sin()
    if float32_tables:
        c, s = c.float().double(), s.float().double()
    pairs = torch.view_as_complex(x.double().reshape(*x.shape[:-1], d_k // 2, 2).contiguous())
    return torch.view_as_real(pairs * torch.complex(c, s)).flatten(-2)


def rope_mistakes(x, positions) -> dict:
    d_k = x.size(-1)
    theta = 10000.0 ** (-torch.arange(0, d_k, 2, dtype=torch.float64) / d_k)
    a = positions.double()[:, None] * theta
    c, s = a.cos(), a.sin()
    x = x.double()
    even, odd = x[..., 0::2], x[..., 1::2]
    first, second = x[..., : d_k // 2], x[..., d_k // 2:]
    return {
        "features i and i + d_k/2 rotated together (the GPT-NeoX layout): the book pairs 2i and 2i + 1":
            torch.cat([first * c - second * s, first * s + second * c], dim=-1),
        "rotated the wrong way: (x0 cos - x1 sin, x0 sin + x1 cos)":
            torch.stack([even * c + odd * s, -even * s + odd * c], dim=-1).flatten(-2),
        "the rotated pairs are written back as [evens, odds]: interleave them again (stack, then flatten)":
            torch.cat([even * c - odd * s, even * s + odd * c], dim=-1),
        "start is ignored: rows start .. start + L - 1 of the tables":
            rope_reference(x, positions - positions[0]),
    }


def rope_diagnosis(ex07) -> str | None:
    """The known mistake of the learner's rope_tables or apply_rope, or None when both are right
    (checked on a probe, so the tests that rotate through them can name it)."""
    cos, sin = call(ex07.rope_tables, 32, 8)
    right = angles(32, 8)
    if not torch.allclose(cos.double(), right.cos(), rtol=0, atol=TABLE_ATOL):
        if torch.allclose(cos.double(), angles(32, 8, half=True).cos(), rtol=0, atol=TABLE_ATOL):
            return "rope_tables: frequencies 10000^(-i/d_k): the exponent is 2i/d_k, i counting pairs"
        return "rope_tables returns wrong angles (see test_rope_tables)"
    x = torch.randn(2, 3, 7, 8, dtype=torch.float64, generator=torch.Generator().manual_seed(9))
    positions = torch.arange(5, 12)
    out = call(ex07.apply_rope, x, right.cos(), right.sin(), 5)
    if out.shape == x.shape and torch.allclose(out, rope_reference(x, positions), rtol=0, atol=ATOL):
        return None
    found = named(out, rope_mistakes(x, positions))
    return "apply_rope: " + (found.removeprefix(KNOWN) if found.startswith(KNOWN) else "wrong (see its test)")


@pytest.mark.points(3)
@pytest.mark.parametrize("start", [0, 5])
def test_apply_rope_equals_the_complex_form(ex07, start):
    """Rewards: apply_rope rotates each pair (2i, 2i + 1) by its position's angle, from position start."""
    torch.manual_seed(1)
    x = torch.randn(2, 3, 7, 8, dtype=torch.float64)
    a = angles(32, 8)
    out = call(ex07.apply_rope, x, a.cos(), a.sin(), start)
    positions = torch.arange(start, start + 7)
    expected = rope_reference(x, positions)
    assert tuple(out.shape) == tuple(x.shape), f"output shape {tuple(out.shape)}, expected x's {tuple(x.shape)}"
    if not torch.allclose(out, expected, rtol=0, atol=ATOL):
        pytest.fail(named(out, rope_mistakes(x, positions)), pytrace=False)


@pytest.mark.points(1)
def test_rope_scores_depend_on_the_distance_only(ex07):
    """Rewards: a rotated query at m and key at n score as at m + 7 and n + 7 (and not as at n and m)."""
    torch.manual_seed(2)
    a = angles(64, 8)
    c, s = a.cos(), a.sin()
    q, k = torch.randn(1, 8, dtype=torch.float64), torch.randn(1, 8, dtype=torch.float64)

    def score(m, n):
        return (call(ex07.apply_rope, q, c, s, m) @ call(ex07.apply_rope, k, c, s, n).T).item()

    expected = (rope_reference(q, torch.tensor([9])) @ rope_reference(k, torch.tensor([2])).T).item()
    right = (score(9, 2) == pytest.approx(score(16, 9), abs=1e-9) and abs(score(2, 9) - score(9, 2)) > 1e-3
             and score(9, 2) == pytest.approx(expected, abs=1e-9))
    if not right:
        mistake = rope_diagnosis(ex07)
        if mistake:
            pytest.fail(KNOWN + mistake, pytrace=False)
    assert score(9, 2) == pytest.approx(score(16, 9), abs=1e-9), "scores change when both positions move by 7"
    assert abs(score(2, 9) - score(9, 2)) > 1e-3, "a score must depend on m - n, not only on |m - n|"
    assert score(9, 2) == pytest.approx(expected, abs=1e-9), "the score differs from the complex form's"


# SwiGLU ---------------------------------------------------------------------------------------------

@pytest.mark.points(2)
def test_swiglu_equals_its_formula(ex07):
    """Rewards: SwiGLU returns w_2(silu(w_1 x) * w_3 x)."""
    torch.manual_seed(3)
    ffn = call(ex07.SwiGLU, 12, 20, dropout=0.0).double().eval()
    w1, w2, w3 = torch.randn(20, 12), torch.randn(12, 20), torch.randn(20, 12)
    with torch.no_grad():
        for name, w in (("w_1", w1), ("w_2", w2), ("w_3", w3)):
            getattr(ffn, name).weight.copy_(w)
    x = torch.randn(2, 5, 12, dtype=torch.float64)
    a, b = x @ w1.double().T, x @ w3.double().T
    out = call(ffn, x)
    expected = (F.silu(a) * b) @ w2.double().T
    assert tuple(out.shape) == (2, 5, 12), f"output shape {tuple(out.shape)}, expected (2, 5, 12)"
    if not torch.allclose(out, expected, rtol=0, atol=ATOL):
        pytest.fail(named(out, {
            "ReLU where SwiGLU has SiLU (silu(z) = z * sigmoid(z))": (torch.relu(a) * b) @ w2.double().T,
            "a sigmoid gate (that is GLU): SwiGLU's gate is silu(z) = z * sigmoid(z)":
                (torch.sigmoid(a) * b) @ w2.double().T,
            "the SiLU is applied to w_3 x: the gate is silu(w_1 x), w_3 x is the gated value":
                (F.silu(b) * a) @ w2.double().T,
            "no gate: w_3 x never multiplies": F.silu(a) @ w2.double().T,
        }), pytrace=False)


# Grouped-query attention ----------------------------------------------------------------------------

def build_gqa(ex07, h, g, seed):
    torch.manual_seed(seed)
    d_model = h * 4
    gqa = call(ex07.GroupedQueryAttention, d_model, h, g, max_len=32, dropout=0.0).double().eval()
    weights = {"w_q": torch.randn(d_model, d_model), "w_k": torch.randn(g * 4, d_model),
               "w_v": torch.randn(g * 4, d_model), "w_o": torch.randn(d_model, d_model)}
    with torch.no_grad():
        for name, w in weights.items():
            getattr(gqa, name).weight.copy_(w / d_model ** 0.5)
    return gqa, {k: (w / d_model ** 0.5).double() for k, w in weights.items()}


def gqa_reference(w, x, kv, h, g, mask=None, order="interleave", rotate_values=False, rotate_keys=True,
                  rotate_queries=True):
    B, L, Lk, d_k = x.size(0), x.size(1), kv.size(1), 4
    q = (x @ w["w_q"].T).view(B, L, h, d_k).transpose(1, 2)
    k = (kv @ w["w_k"].T).view(B, Lk, g, d_k).transpose(1, 2)
    v = (kv @ w["w_v"].T).view(B, Lk, g, d_k).transpose(1, 2)
    if rotate_queries:
        q = rope_reference(q, torch.arange(L), float32_tables=True)
    if rotate_keys:
        k = rope_reference(k, torch.arange(Lk), float32_tables=True)
    if rotate_values:
        v = rope_reference(v, torch.arange(Lk), float32_tables=True)
    if order == "interleave":
        k, v = k.repeat_interleave(h // g, dim=1), v.repeat_interleave(h // g, dim=1)
    else:
        k, v = k.repeat(1, h // g, 1, 1), v.repeat(1, h // g, 1, 1)
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    return out.transpose(1, 2).reshape(B, L, h * d_k) @ w["w_o"].T


def gqa_diagnosis(ex07, out, w, x, kv, h, g, mask=None) -> str:
    """Why the learner's output `out` differs from gqa_reference: a mistake of RoPE, or of GQA."""
    mistake = rope_diagnosis(ex07)
    if mistake:
        return KNOWN + mistake
    return named(out, {
        "key/value heads repeated in the wrong order (tiled): head j serves query heads j*h/g .. (j+1)*h/g - 1, "
        "which repeat_interleave gives": gqa_reference(w, x, kv, h, g, mask, order="tile"),
        "the values are rotated too: RoPE rotates queries and keys only":
            gqa_reference(w, x, kv, h, g, mask, rotate_values=True),
        "the keys are not rotated: rotate queries and keys, each by its position":
            gqa_reference(w, x, kv, h, g, mask, rotate_keys=False),
    }, atol=1e-8)


@pytest.mark.points(3)
@pytest.mark.parametrize("g", [1, 2, 3, 6], ids=["g1-multi-query", "g2", "g3", "g6-multi-head"])
def test_gqa_equals_grouped_sdpa(ex07, g):
    """Rewards: GroupedQueryAttention equals F.scaled_dot_product_attention(enable_gqa=True) on rotated q and k."""
    h = 6
    gqa, w = build_gqa(ex07, h, g, seed=4)
    x, kv = torch.randn(2, 7, 24, dtype=torch.float64), torch.randn(2, 9, 24, dtype=torch.float64)
    out, weights = call(gqa, x, kv, kv)
    expected = gqa_reference(w, x, kv, h, g)
    assert tuple(out.shape) == (2, 7, 24), f"output shape {tuple(out.shape)}, expected (2, 7, 24)"
    assert tuple(weights.shape) == (2, h, 7, 9), f"weights shape {tuple(weights.shape)}: expected (B, h, Lq, Lk)"
    if not torch.allclose(out, expected, rtol=0, atol=ATOL):
        pytest.fail(gqa_diagnosis(ex07, out, w, x, kv, h, g), pytrace=False)

@pytest.mark.points(2)
def test_gqa_cached_equals_uncached(ex07):
    """Rewards: one position at a time with a key/value cache attached gives the full causal pass's
    outputs: the new query and key are rotated to position cache length, not 0."""
    h, g, L = 6, 2, 6
    gqa, w = build_gqa(ex07, h, g, seed=5)
    x = torch.randn(1, L, 24, dtype=torch.float64, generator=torch.Generator().manual_seed(6))
    causal = torch.ones(L, L, dtype=torch.bool).tril()[None, None]
    full, _ = call(gqa, x, x, x, causal)
    if not torch.allclose(full, gqa_reference(w, x, x, h, g, causal), rtol=0, atol=ATOL):
        pytest.fail(gqa_diagnosis(ex07, full, w, x, x, h, g, causal) + " (in the full causal pass)", pytrace=False)
    set_attribute(gqa, "cache", call(gqa.new_cache))   # its own decoding state, as chapter 05 asks for it
    try:
        steps = [call(gqa, x[:, t:t + 1], x[:, t:t + 1], x[:, t:t + 1], causal[..., t:t + 1, :t + 1])[0]
                 for t in range(L)]
    finally:
        set_attribute(gqa, "cache", None)
    stepped = torch.cat(steps, dim=1)
    if not torch.allclose(stepped, full, rtol=0, atol=ATOL):
        mistake = rope_diagnosis(ex07)
        if mistake:
            pytest.fail(KNOWN + mistake, pytrace=False)
        unrotated = gqa_reference(w, x, x, h, g, causal, rotate_queries=False, rotate_keys=False)
        pytest.fail(named(stepped, {
            "with a cache every new position is rotated as position 0: start is the number of positions "
            "cached (self.cache.length), 0 without a cache": unrotated,
        }, atol=1e-8), pytrace=False)
