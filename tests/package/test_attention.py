"""Chapter 01: scaled_dot_product_attention (hand-written).

Oracle: torch.nn.functional.scaled_dot_product_attention (F.sdpa below), whose boolean attn_mask
has our polarity (True = may attend, SPEC decision 1). The weights, which F.sdpa does not return,
are checked against softmax(Q K^T / sqrt(d_k)) written out here with einsum, exp and sum in
float64. For a query with no allowed key F.sdpa returns NaN where we return uniform weights (SPEC
decision 1), so every random mask in an oracle comparison keeps at least one key per query; the
fully masked row has tests of its own. The only hard-coded outputs are those of the worked
example (Q = K = I2), which follow from the formula by hand.
"""

from __future__ import annotations

import contextlib
import math

import pytest
import torch
import torch.nn.functional as F
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from transformer import scaled_dot_product_attention as sdpa
from transformer.attention import check_mask

# Tolerances against the oracle, as torch.testing.assert_close applies them:
# |ours - oracle| <= atol + rtol * |oracle|, element by element.
# float64: the same formula, so only the order of summation differs; the largest error seen over
# 200 random cases is ~1e-15 (test_max_error_against_oracle_report), atol 1e-12 leaves 1000x room.
ATOL_F64, RTOL_F64 = 1e-12, 1e-10
# float32: the largest error seen is ~1e-6 (a few ulps of outputs of size ~1); 1e-5 leaves 10x room.
ATOL_F32, RTOL_F32 = 1e-5, 1e-4
TOL = {torch.float64: dict(atol=ATOL_F64, rtol=RTOL_F64), torch.float32: dict(atol=ATOL_F32, rtol=RTOL_F32)}
DTYPES = pytest.mark.parametrize("dtype", [torch.float64, torch.float32], ids=["float64", "float32"])

# (leading dims, Lq, Lk, d_k, d_v, mask). The mask is None, "causal" (tril of ones(Lq, Lk), one
# dim per score dim), or one letter per score dim: "1" for a dim of size 1 (broadcast), any other
# letter (B, H, Q, K) for the full size. Every size differs from the others where it can, so a
# swapped axis shows up as a shape error or a wrong number.
CASES = [
    ((), 5, 7, 16, 4, None),                  # 2-D: a single sequence, no batch
    ((), 6, 3, 8, 5, "QK"),
    ((2,), 5, 7, 16, 4, None),                # 3-D (B, L, d)
    ((3,), 1, 9, 8, 8, None),                 # a single query
    ((4,), 6, 1, 5, 3, None),                 # a single key
    ((2,), 7, 5, 12, 3, "B1K"),               # 3-D, padding-style mask
    ((3,), 4, 6, 8, 10, "1QK"),
    ((2,), 6, 11, 16, 7, "BQK"),
    ((2,), 8, 8, 8, 8, "causal"),
    ((2, 3), 5, 7, 16, 4, None),              # 4-D (B, H, L, d)
    ((4, 2), 7, 5, 8, 12, None),
    ((2, 3), 1, 1, 4, 4, None),
    ((2, 3), 5, 7, 16, 4, "B11K"),            # padding mask (B, 1, 1, Lk)
    ((3, 2), 9, 4, 6, 5, "1HQK"),
    ((2, 3), 5, 7, 16, 4, "11QK"),            # causal-style (1, 1, Lq, Lk)
    ((2, 3), 5, 7, 16, 4, "BHQK"),            # one mask per head
    ((3, 2), 9, 4, 6, 5, "B1QK"),             # padding & causal combined
    ((1, 8), 10, 10, 64, 64, "causal"),       # the paper's head width
    ((5, 1), 3, 13, 2, 9, "B11K"),
    ((2, 2, 3), 4, 6, 5, 3, "B1H1K"),         # any number of leading dims
]


def case_id(case) -> str:
    lead, lq, lk, dk, dv, mask = case
    return f"{len(lead) + 2}d-{lq}x{lk}-dk{dk}-dv{dv}-{mask or 'nomask'}"


def random_mask(shape, generator) -> torch.Tensor:
    """A bool mask of `shape`, about 60% True, with at least one True key in every query row."""
    mask = torch.rand(shape, generator=generator) < 0.6
    keep = torch.randint(shape[-1], tuple(shape[:-1]) + (1,), generator=generator)
    return mask.scatter(-1, keep, True)


def make_inputs(case, generator, dtype=torch.float64, device="cpu"):
    """Query, key, value and mask for `case`, drawn in float64 on the CPU, then moved and cast."""
    lead, lq, lk, dk, dv, kind = case
    q = torch.randn(*lead, lq, dk, generator=generator, dtype=torch.float64)
    k = torch.randn(*lead, lk, dk, generator=generator, dtype=torch.float64)
    v = torch.randn(*lead, lk, dv, generator=generator, dtype=torch.float64)
    full = (*lead, lq, lk)
    if kind is None:
        mask = None
    elif kind == "causal":
        mask = torch.ones(lq, lk, dtype=torch.bool).tril().reshape((1,) * len(lead) + (lq, lk))
    else:
        assert len(kind) == len(full), f"test bug: mask pattern {kind!r} for scores of {len(full)} dims"
        mask = random_mask(tuple(1 if c == "1" else n for c, n in zip(kind, full)), generator)
    to = dict(dtype=dtype, device=device)
    return q.to(**to), k.to(**to), v.to(**to), None if mask is None else mask.to(device)


def oracle(q, k, v, mask=None):
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)


def independent_weights(q, k, mask=None):
    """softmax(Q K^T / sqrt(d_k)) over the keys, written out in float64, -inf at masked keys."""
    scores = torch.einsum("...qd,...kd->...qk", q.double(), k.double()) / math.sqrt(q.size(-1))
    if mask is not None:
        scores = scores.masked_fill(~mask, float("-inf"))
    e = (scores - scores.amax(-1, keepdim=True)).exp()
    return e / e.sum(-1, keepdim=True)


def known_mistake(q, k, v, mask, out) -> str:
    """Name the common mistake whose output `out` reproduces, for the failure message."""
    d_k = q.size(-1)
    fill = torch.finfo(torch.float64).min
    q, k, v, out = q.double(), k.double(), v.double(), out.double()
    raw = q @ k.transpose(-2, -1)

    def attend(scores, m, dim=-1):
        if m is not None:
            scores = scores.masked_fill(~m, fill)
        return scores.softmax(dim) @ v

    mistakes = {
        "no scaling: did you forget to divide the scores by sqrt(d_k)?": attend(raw, mask),
        "scores divided by d_k, not by sqrt(d_k)": attend(raw / d_k, mask),
        "scores multiplied by sqrt(d_k) instead of divided": attend(raw * math.sqrt(d_k), mask),
    }
    if q.size(-2) == k.size(-2):
        mistakes["softmax over the queries (dim=-2), not over the keys (dim=-1)"] = attend(raw / math.sqrt(d_k), mask, -2)
    if mask is not None:
        mistakes["mask inverted: True must mean 'may attend'"] = attend(raw / math.sqrt(d_k), ~mask)
        mistakes["mask ignored"] = attend(raw / math.sqrt(d_k), None)
    for name, wrong in mistakes.items():
        if wrong.shape == out.shape and torch.allclose(out, wrong, atol=1e-4, rtol=1e-3):
            return f" It matches a known mistake: {name}."
    return " Check the scale 1/sqrt(d_k), the softmax axis (-1, the keys) and the mask polarity (True = may attend)."


def assert_attention_matches_oracle(q, k, v, mask, seed):
    """Stage by stage: shapes and dtypes, then the weights, then the output against F.sdpa."""
    out, weights = sdpa(q, k, v, mask)
    expected_out, expected_w = (*q.shape[:-1], v.size(-1)), (*q.shape[:-1], k.size(-2))
    assert tuple(out.shape) == expected_out, (
        f"output shape {tuple(out.shape)}, expected (..., Lq, d_v) = {expected_out}: is V used as the last factor?"
    )
    assert tuple(weights.shape) == expected_w, (
        f"weights shape {tuple(weights.shape)}, expected (..., Lq, Lk) = {expected_w}: is K transposed with "
        "transpose(-2, -1) (not .T, which reverses every dim)?"
    )
    assert out.dtype == weights.dtype == q.dtype, f"dtypes out {out.dtype}, weights {weights.dtype}, input {q.dtype}"
    assert out.device == q.device, f"output on {out.device}, inputs on {q.device}"
    tol = TOL[q.dtype]
    torch.testing.assert_close(
        weights, independent_weights(q, k, mask).to(q.dtype), **tol,
        msg=lambda m: f"weights are not softmax(Q K^T / sqrt(d_k)) over the keys (seed {seed}).\n{m}",
    )
    torch.testing.assert_close(
        out, oracle(q, k, v, mask), **tol,
        msg=lambda m: f"output differs from F.scaled_dot_product_attention (seed {seed}).{known_mistake(q, k, v, mask, out)}\n{m}",
    )


@contextlib.contextmanager
def global_seed(seed: int, device: torch.device):
    """Seed the global RNG (dropout draws from it) without leaking the seed into other tests."""
    with torch.random.fork_rng(devices=[device] if device.type == "cuda" else []):
        torch.manual_seed(seed)
        yield


# --- against the oracle -----------------------------------------------------------------------------

@DTYPES
@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_attention_matches_pytorch_on_listed_shapes(case, dtype, device, generator):
    q, k, v, mask = make_inputs(case, generator, dtype, device)
    assert_attention_matches_oracle(q, k, v, mask, generator.initial_seed())


@st.composite
def attention_inputs(draw):
    """Any number of leading dims (0 to 3), Lq != Lk, d_v != d_k allowed; a mask of one dim per
    score dim, each either 1 or full, with at least one allowed key per query; float64 or float32."""
    lead = tuple(draw(st.lists(st.integers(1, 4), min_size=0, max_size=3)))
    lq, lk = draw(st.integers(1, 9)), draw(st.integers(1, 9))
    dk, dv = draw(st.integers(1, 20)), draw(st.integers(1, 8))
    masked = draw(st.booleans())
    kind = None
    if masked:
        kind = "".join(draw(st.sampled_from(["1", "F"])) for _ in range(len(lead) + 1)) + "K"
    dtype = draw(st.sampled_from([torch.float64, torch.float32]))
    seed = draw(st.integers(0, 2**32 - 1))
    return (lead, lq, lk, dk, dv, kind), dtype, seed


@settings(max_examples=50, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # `device` is the same for every example
@given(inputs=attention_inputs())
def test_attention_matches_pytorch_on_any_shape(inputs, device):
    case, dtype, seed = inputs
    q, k, v, mask = make_inputs(case, torch.Generator().manual_seed(seed), dtype, device)
    assert_attention_matches_oracle(q, k, v, mask, seed)


def test_max_error_against_oracle_report():
    """200 seeded random cases per dtype (shapes, masks and values all drawn from the seed):
    print the largest |ours - F.sdpa| and check it against the tolerances above."""
    worst = {torch.float32: 0.0, torch.float64: 0.0}
    for seed in range(200):
        g = torch.Generator().manual_seed(seed)
        rank = 3 + seed % 2  # 3-D and 4-D inputs in turn
        lead = tuple(torch.randint(1, 5, (rank - 2,), generator=g).tolist())
        lq, lk, dk, dv = torch.randint(1, 17, (4,), generator=g).tolist()
        padding = "B" + "1" * (rank - 2) + "K"
        kind = [None, padding, "1" * (rank - 2) + "QK", "causal"][seed // 2 % 4]
        case = (lead, lq, lk, 4 * dk, dv, kind)
        for dtype in worst:
            q, k, v, mask = make_inputs(case, torch.Generator().manual_seed(seed), dtype)
            out, _ = sdpa(q, k, v, mask)
            expected = oracle(q, k, v, mask)
            error = (out - expected).abs().max().item()
            worst[dtype] = max(worst[dtype], error)
            tol = TOL[dtype]
            assert bool(((out - expected).abs() <= tol["atol"] + tol["rtol"] * expected.abs()).all()), (
                f"seed {seed}, {dtype}, case {case}: |ours - F.sdpa| up to {error:.3g}, beyond the tolerance {tol}."
                + known_mistake(q, k, v, mask, out)
            )
    print(f"max |ours - F.sdpa|: float32 {worst[torch.float32]:.3g}, float64 {worst[torch.float64]:.3g}")
    assert worst[torch.float64] <= ATOL_F64 and worst[torch.float32] <= ATOL_F32, (
        f"largest errors {worst} exceed atol {ATOL_F32} (float32) / {ATOL_F64} (float64)"
    )


# --- gradients --------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", [None, "B1QK"], ids=["nomask", "mask"])
def test_attention_gradcheck_query_key_value(kind, generator):
    """Finite differences agree with autograd for query, key and value together (float64)."""
    q, k, v, mask = make_inputs(((2, 2), 4, 5, 3, 2, kind), generator)
    inputs = tuple(t.requires_grad_() for t in (q, k, v))
    assert torch.autograd.gradcheck(lambda q, k, v: sdpa(q, k, v, mask)[0], inputs, raise_exception=False), (
        "autograd's gradient of the output differs from finite differences: an in-place op or a detach?"
    )
    assert torch.autograd.gradcheck(lambda q, k, v: sdpa(q, k, v, mask)[1], inputs, raise_exception=False), (
        "autograd's gradient of the weights differs from finite differences"
    )


@pytest.mark.parametrize("kind", [None, "BHQK"], ids=["nomask", "mask"])
def test_attention_gradients_match_pytorch(kind, device, generator):
    q, k, v, mask = make_inputs(((2, 3), 5, 7, 6, 4, kind), generator, device=device)
    upstream = torch.randn(2, 3, 5, 4, generator=generator, dtype=torch.float64).to(device)
    ours = torch.autograd.grad(sdpa(*(t.requires_grad_() for t in (q, k, v)), mask)[0], (q, k, v), upstream)
    theirs = torch.autograd.grad(oracle(q, k, v, mask), (q, k, v), upstream)
    for name, a, b in zip("qkv", ours, theirs):
        torch.testing.assert_close(a, b, **TOL[torch.float64],
                                   msg=lambda m, name=name: f"gradient for {name} differs from F.sdpa's\n{m}")


# --- properties of the weights ----------------------------------------------------------------------

@DTYPES
def test_attention_masked_weights_are_exactly_zero(dtype, device, generator):
    q, k, v, mask = make_inputs(((2, 3), 5, 7, 16, 4, "BHQK"), generator, dtype, device)
    _, weights = sdpa(q, k, v, mask)
    at_masked = weights[~mask.expand_as(weights)]
    assert at_masked.numel() > 0, "test bug: the mask blocks nothing"
    assert bool((at_masked == 0).all()), (
        f"weights at masked positions are not 0 (largest {at_masked.abs().max().item():.3g}): did you fill "
        "with the mask inverted, or with a value not small enough to vanish after the softmax?"
    )
    assert bool((weights[mask.expand_as(weights)] > 0).all()), "an allowed key got weight 0: is the mask inverted?"


@DTYPES
@pytest.mark.parametrize("kind", [None, "B11K", "causal"])
def test_attention_weights_rows_sum_to_one(kind, dtype, device, generator):
    q, k, v, mask = make_inputs(((3, 2), 6, 9 if kind != "causal" else 6, 8, 5, kind), generator, dtype, device)
    _, weights = sdpa(q, k, v, mask)
    assert bool((weights >= 0).all()), "weights must be non-negative: are they a softmax?"
    torch.testing.assert_close(
        weights.sum(-1), torch.ones(weights.shape[:-1], dtype=dtype, device=device), **TOL[dtype],
        msg=lambda m: f"rows of the weights must sum to 1 over the keys: softmax over dim=-1?\n{m}",
    )


def test_attention_fully_masked_row_is_uniform_finite_and_differentiable(device, generator):
    """SPEC decision 1: a query with no allowed key gets uniform weights, the mean of the values,
    and finite gradients (a fill of -inf would give NaN here)."""
    q, k, v, _ = make_inputs(((2,), 3, 4, 8, 2, None), generator, device=device)
    mask = torch.ones(2, 3, 4, dtype=torch.bool, device=device)
    mask[0, 1] = False  # query 1 of sequence 0 may see nothing
    mask[1, 2, 1:] = False  # an ordinary row with one allowed key
    q, k, v = (t.requires_grad_() for t in (q, k, v))
    out, weights = sdpa(q, k, v, mask)
    assert bool(torch.isfinite(out).all()), "a query with no allowed key gave a non-finite output: filled with -inf?"
    torch.testing.assert_close(
        weights[0, 1], torch.full((4,), 0.25, dtype=torch.float64, device=device),
        msg=lambda m: f"a query with no allowed key must get uniform weights 1/Lk\n{m}",
    )
    torch.testing.assert_close(out[0, 1], v[0].mean(0), msg=lambda m: f"no allowed key: the output is the mean of the values\n{m}")
    rows = [(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)]
    torch.testing.assert_close(
        torch.stack([out[b, i] for b, i in rows]),
        torch.stack([oracle(q[b, i:i + 1], k[b], v[b], mask[b, i:i + 1])[0] for b, i in rows]), **TOL[torch.float64],
        msg=lambda m: f"the rows with allowed keys changed: a fully masked row must not affect the others\n{m}",
    )
    out.square().sum().backward()
    for name, t in zip("qkv", (q, k, v)):
        assert bool(torch.isfinite(t.grad).all()), f"gradient for {name} is not finite with a fully masked row"


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["float16", "bfloat16"])
def test_attention_half_precision_with_mask_stays_finite(dtype, device, generator):
    """The fill value must fit the dtype: -1e9 overflows float16, -inf gives NaN on a fully masked
    row. Tolerance against float64 on the same (rounded) inputs: atol = rtol = 10 eps of the dtype;
    the largest error seen over 1000 seeds is 6.7 eps (1 + |x|)."""
    q, k, v, mask = make_inputs(((2, 2), 6, 6, 8, 4, "causal"), generator)
    q = q * 4  # larger scores, closer to what a trained model sees
    mask = mask.expand(2, 1, 6, 6).clone()
    mask[1, 0, 3] = False  # and one query with no allowed key
    half = [t.to(device, dtype) for t in (q, k, v)]
    out, weights = sdpa(*half, mask.to(device))
    assert out.dtype == weights.dtype == dtype, f"{dtype} in, {out.dtype} / {weights.dtype} out"
    assert bool(torch.isfinite(out).all() and torch.isfinite(weights).all()), (
        f"non-finite values in {dtype}: is the fill value torch.finfo(scores.dtype).min (not -1e9, not -inf)?"
    )
    reference, _ = sdpa(*(t.double() for t in half), mask.to(device))
    eps = torch.finfo(dtype).eps
    torch.testing.assert_close(out.double(), reference, atol=10 * eps, rtol=10 * eps,
                               msg=lambda m: f"{dtype} result too far from the float64 result\n{m}")


def test_attention_worked_example():
    """Q = K = I2, V = [[2, 3], [4, 5]], d_k = 2: scores [[1, 0], [0, 1]] / sqrt 2, so the
    weights are sigmoid(+-1/sqrt 2) = 0.6698 / 0.3302 (the design document's numbers are wrong)."""
    eye = torch.eye(2, dtype=torch.float64)
    out, weights = sdpa(eye, eye, torch.tensor([[2.0, 3.0], [4.0, 5.0]], dtype=torch.float64))
    assert weights.round(decimals=4).tolist() == [[0.6698, 0.3302], [0.3302, 0.6698]], (
        f"weights {weights.tolist()}: 0.6698 needs the scale 1/sqrt(2) (without it: 0.7311)"
    )
    assert out.round(decimals=4).tolist() == [[2.6605, 3.6605], [3.3395, 4.3395]], f"output {out.tolist()}"
    assert weights[0, 0].item() == pytest.approx(1 / (1 + math.exp(-1 / math.sqrt(2))), abs=1e-15), (
        "weight [0, 0] must be sigmoid(1/sqrt(2)) to the last digit"
    )


# --- dropout ------------------------------------------------------------------------------------------

def dropout_inputs(generator, device, lead=(3, 2)):
    """Value = [I | 1]: the first Lk output columns are the dropped weights themselves, the last
    column their row sum, so the output shows what dropout did to the weights."""
    lq, lk = 5, 6
    q, k, _, _ = make_inputs((lead, lq, lk, 8, 1, None), generator, device=device)
    v = torch.cat([torch.eye(lk, dtype=torch.float64), torch.ones(lk, 1, dtype=torch.float64)], -1)
    return q, k, v.expand(*lead, lk, lk + 1).to(device)


def test_attention_dropout_zero_is_deterministic(device, generator):
    q, k, v = dropout_inputs(generator, device)
    plain = sdpa(q, k, v)
    for _ in range(3):
        again = sdpa(q, k, v, dropout_p=0.0)
        assert torch.equal(again[0], plain[0]) and torch.equal(again[1], plain[1]), (
            "dropout_p=0.0 must give the same result every call"
        )


def test_attention_dropout_drops_weights_and_returns_them_before_dropout(device, generator):
    p = 0.3
    q, k, v = dropout_inputs(generator, device)
    _, plain_weights = sdpa(q, k, v)
    with global_seed(generator.initial_seed(), device):
        out, weights = sdpa(q, k, v, dropout_p=p)
    with global_seed(generator.initial_seed(), device):
        out_again, _ = sdpa(q, k, v, dropout_p=p)
    assert torch.equal(out, out_again), "dropout with the same seed must give the same output"
    torch.testing.assert_close(weights, plain_weights, **TOL[torch.float64],
                               msg=lambda m: f"the returned weights must be taken before dropout\n{m}")
    dropped, row_sums = out[..., :-1], out[..., -1]
    zeros = dropped == 0
    share = zeros.float().mean().item()
    assert abs(share - p) < 0.15, (
        f"dropout_p={p} zeroed {share:.0%} of {zeros.numel()} weights in the product: is dropout applied to "
        "the weights, with p the probability to drop (not to keep)?"
    )
    torch.testing.assert_close(
        dropped[~zeros], (plain_weights / (1 - p))[~zeros], **TOL[torch.float64],
        msg=lambda m: f"kept weights must be scaled by 1 / (1 - p) (inverted dropout)\n{m}",
    )
    torch.testing.assert_close(
        row_sums, dropped.sum(-1), **TOL[torch.float64],
        msg=lambda m: f"dropout must act on the weights before they multiply V, not on the output\n{m}",
    )


def test_attention_dropout_preserves_the_expectation(device, generator):
    """Mean over 4000 independent draws (one batched call) is within 5 standard errors of the
    weights: each dropped weight w has mean w and standard deviation w sqrt(p / (1 - p))."""
    p, draws = 0.3, 4000
    q, k, v = dropout_inputs(generator, device, lead=(1,))
    _, weights = sdpa(q, k, v)
    with global_seed(generator.initial_seed(), device):
        out, _ = sdpa(q.expand(draws, -1, -1), k.expand(draws, -1, -1), v.expand(draws, -1, -1), dropout_p=p)
    mean = out[..., :-1].mean(0)
    bound = 5 * weights[0] * math.sqrt(p / (1 - p) / draws) + 1e-12
    worst = ((mean - weights[0]).abs() / bound).max().item()
    assert worst <= 1, (
        f"mean of the dropped weights is off by up to {worst:.1f} x 5 standard errors: are the kept weights "
        "scaled by 1 / (1 - p)?"
    )


def test_attention_dropout_one_gives_zero_output(device, generator):
    q, k, v = dropout_inputs(generator, device)
    out, weights = sdpa(q, k, v, dropout_p=1.0)
    assert bool((out == 0).all()), "dropout_p=1.0 drops every weight, so the output must be exactly 0 (NaN from 1/(1-p)?)"
    torch.testing.assert_close(weights.sum(-1), torch.ones(weights.shape[:-1], dtype=torch.float64, device=device),
                               msg=lambda m: f"the returned weights are taken before dropout, even at p=1\n{m}")


# --- bad masks (SPEC decisions 1 and 9) ------------------------------------------------------------

SCORES = (2, 3, 5, 7)  # (B, H, Lq, Lk) of the inputs below


def shape_pattern(shape) -> str:
    return r"\(" + r",\s*".join(map(str, shape)) + r",?\)"


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int64, torch.uint8, torch.int32], ids=str)
def test_attention_rejects_a_mask_that_is_not_bool(dtype, generator):
    q, k, v, _ = make_inputs(((2, 3), 5, 7, 16, 4, None), generator)
    mask = torch.ones(2, 1, 1, 7, dtype=dtype)
    with pytest.raises(ValueError, match=rf"bool.*dtype.*{str(dtype).removeprefix('torch.')}"):
        sdpa(q, k, v, mask)


@pytest.mark.parametrize(
    "shape",
    [(5, 7), (7,), (1, 5, 7), (2, 1, 7), (1, 1, 2, 3, 5, 7), (1, 2, 3, 5, 7)],
    ids=["(Lq,Lk)", "(Lk,)", "(1,Lq,Lk)", "(B,1,Lk)", "6-D", "5-D"],
)
def test_attention_rejects_a_mask_with_the_wrong_number_of_dims(shape, generator):
    """Each of these is a mask of the wrong rank for 4-D scores; torch would broadcast the first
    ones silently (a (B, 1, Lk) mask would pair the batch with the heads)."""
    q, k, v, _ = make_inputs(((2, 3), 5, 7, 16, 4, None), generator)
    with pytest.raises(ValueError, match=rf"{shape_pattern(shape)}.*{shape_pattern(SCORES)}"):
        sdpa(q, k, v, torch.ones(shape, dtype=torch.bool))


def test_the_wrong_rank_masks_would_broadcast_silently_in_torch():
    """Why the test above matters: torch accepts the first masks it lists without complaint."""
    for shape in [(5, 7), (7,), (1, 5, 7), (1, 1, 5, 7)]:
        assert torch.broadcast_shapes(shape, SCORES) == SCORES, f"test premise: {shape} broadcasts to {SCORES}"


@pytest.mark.parametrize(
    "shape", [(2, 1, 1, 8), (3, 1, 1, 7), (2, 2, 5, 7), (1, 1, 7, 5), (2, 3, 5, 1 + 7)],
    ids=["wrong Lk", "wrong B", "wrong H", "Lq and Lk swapped", "one too many keys"],
)
def test_attention_rejects_a_mask_with_a_wrong_size(shape, generator):
    q, k, v, _ = make_inputs(((2, 3), 5, 7, 16, 4, None), generator)
    with pytest.raises(ValueError, match=rf"{shape_pattern(shape)}.*{shape_pattern(SCORES)}"):
        sdpa(q, k, v, torch.ones(shape, dtype=torch.bool))


@pytest.mark.parametrize("shape", [(1, 1, 1, 1), (2, 1, 1, 7), (1, 3, 5, 7), (2, 3, 5, 7)])
def test_check_mask_accepts_every_broadcastable_shape(shape):
    """Fails by raising: a mask of one dim per score dim, each 1 or equal, is valid."""
    check_mask(torch.ones(shape, dtype=torch.bool), torch.Size(SCORES))


# --- inputs -------------------------------------------------------------------------------------------

def test_attention_does_not_modify_its_inputs(device, generator):
    q, k, v, mask = make_inputs(((2, 3), 5, 7, 16, 4, "BHQK"), generator, device=device)
    before = [t.clone() for t in (q, k, v, mask)]
    sdpa(q, k, v, mask)
    with global_seed(0, device):
        sdpa(q, k, v, mask, dropout_p=0.5)
    for name, old, new in zip(("query", "key", "value", "mask"), before, (q, k, v, mask)):
        assert torch.equal(old, new), f"{name} was modified in place: use masked_fill, not masked_fill_"


def test_attention_works_on_non_contiguous_inputs(device, generator):
    """Views as a multi-head layer makes them: (B, L, H, d) transposed to (B, H, L, d), a mask
    expanded with stride 0."""
    b, h, lq, lk, dk, dv = 2, 3, 5, 7, 4, 6

    def draw(*shape):
        return torch.randn(*shape, generator=generator, dtype=torch.float64).to(device)

    q = draw(b, lq, h, dk).transpose(1, 2)
    k = draw(b, h, dk, lk).transpose(-2, -1)
    v = draw(b, lk, h, dv).transpose(1, 2)
    mask = random_mask((b, 1, 1, lk), generator).to(device).expand(b, h, lq, lk)
    assert not any(t.is_contiguous() for t in (q, k, v, mask)), "test premise: the inputs are non-contiguous views"
    out, weights = sdpa(q, k, v, mask)
    expected_out, expected_w = sdpa(*(t.contiguous() for t in (q, k, v, mask)))
    torch.testing.assert_close(out, expected_out, **TOL[torch.float64],
                               msg=lambda m: f"non-contiguous inputs gave another output: .view() on a transposed tensor?\n{m}")
    torch.testing.assert_close(weights, expected_w, **TOL[torch.float64])
    torch.testing.assert_close(out, oracle(q, k, v, mask), **TOL[torch.float64],
                               msg=lambda m: f"non-contiguous inputs: output differs from F.sdpa\n{m}")
