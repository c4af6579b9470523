"""Graded tests of exercise 01: scaled dot-product attention (hand-written).

The learner's `scaled_dot_product_attention` (from the `#| export` cells of their notebook) is
compared with `torch.nn.functional.scaled_dot_product_attention`, PyTorch's own implementation,
on fresh seeded inputs. Sizes are all different (B=2, H=3, Lq=5, Lk=7, d_k=16, d_v=4) so that a
swapped axis fails loudly instead of passing by coincidence. When a result is wrong, the message
says which known mistake it matches (MISTAKES), in every test the mistake breaks: a test checks for
them before its own checks, which would blame a symptom (rows that do not sum to 1, a row that is
not uniform), and a half-precision output that is far off is told apart from a precision problem by
the same call in float64.

Dtypes: the function follows its inputs' dtype, as PyTorch's does (the chapter's rule). The tests
of the values use float32 inputs, the dtype of a model's activations, so a step that computes in
float32 whatever the input (softmax(dtype=torch.float32), `.float()`) costs only the tests about
dtypes: float64 in gives float64 out (test_float64_inputs_give_a_float64_result), the gradients
checked by finite differences in float64, and half precision. It is named there as that mistake
(DTYPE_SLIP), whether the float64 call raises PyTorch's "Float did not match Double" or returns
float32.

Tolerances (every test runs on the CPU, in the learner's process and in this one; measured under
ATEN_CPU_CAPABILITY default, avx2 and avx512 and 1 or 2 threads, over 300 seeds):

* ATOL[float32] = 1e-5: PyTorch's result and the solution's differ by 0, an equivalent formula
  (Q/sqrt(d_k) first, einsum, exp/sum by hand) by at most 4.8e-7, rows of weights sum to 1 within
  2.4e-7: 20x margin. Every known mistake is off by 0.45 or more.
* ATOL[float64] = 1e-10: both sides compute softmax(QK^T/sqrt(d_k))V on O(1) values with d_k = 16;
  PyTorch's result and the solution's differ by 0 to 2e-16, an equivalent formula by ~1e-16: 6
  orders of margin. `torch.allclose` adds its default rtol=1e-5 on top. Float64 in means float64
  throughout: a float32 step is off by ~5e-7, which the message names (FLOAT32_LEVEL).
* HALF_ATOL, float16 and bfloat16 against the float64 result: rounding the inputs alone costs up to
  2^-9 (bfloat16) or 2^-12 (float16) of each value. Over 300 seeds, every correct variant above
  (softmax in the half type or in float32 included) stays within 0.0027 (float16) and 0.024
  (bfloat16), 0.0013 and 0.0091 at the test's seed, where the known mistakes are off by 0.99 or
  more: 2e-2 and 1e-1 leave 7x (float16) and 4x (bfloat16) over the worst seed and 10x under
  every mistake.
* Weights at masked keys must be exactly 0: exp of finfo.min (or -inf) minus the row's maximum
  underflows to 0 in every arithmetic. `torch.equal` and `== 0` elsewhere compare a result with
  itself (same process, same inputs) or data that is only moved.
* Gradients: central differences with eps = 1e-6 in float64 are off by ~1e-10 (rounding) and
  ~1e-12 (truncation); the test allows 1e-5 relative. Against autograd through PyTorch's function
  (float64, O(1) gradients) the solution and the equivalent formulas above differ by <= 6e-16 over
  30 seeds: ATOL again.

No point is given for a property that an output ignoring the inputs also has (the right shape,
inputs left alone, determinism, a uniform row, an error for a bad mask): every test also requires
the values PyTorch's function gives, so zeros or uniform weights score 0.
"""

from __future__ import annotations

import math
import re

import pytest
import torch
import torch.nn.functional as F

from courseware.grader import records
from courseware.grader.plugin import backward

pytestmark = pytest.mark.ex01

B, H, LQ, LK, DK, DV = 2, 3, 5, 7, 16, 4
ATOL = {torch.float32: 1e-5, torch.float64: 1e-10}   # both sides in that dtype (see the module docstring)
HALF_ATOL = {torch.float16: 2e-2, torch.bfloat16: 1e-1}   # against float64: see the module docstring
FLOAT32_LEVEL = 1e-4   # an error above ATOL but below this is float32 rounding (~5e-7), not a mistake (>= 0.45)


def qkv(seed: int, lead=(B, H), lq=LQ, lk=LK, dk=DK, dv=DV, dtype=torch.float32):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(*lead, lq, dk, generator=g, dtype=dtype)
    k = torch.randn(*lead, lk, dk, generator=g, dtype=dtype)
    v = torch.randn(*lead, lk, dv, generator=g, dtype=dtype)
    return q, k, v


def padding_mask(seed: int, b=B, lk=LK):
    """(B, 1, 1, Lk) True = may attend; every row keeps at least its first key."""
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(1, lk + 1, (b,), generator=g)
    lengths[0] = lk - 2  # at least one sequence with padding
    return (torch.arange(lk)[None, :] < lengths[:, None])[:, None, None, :]


DTYPE_SLIP = ("a step computes in float32 whatever the inputs' dtype (softmax(dtype=torch.float32), .float(), a "
              "float32 constant tensor): follow the input's dtype, as PyTorch's function does")
MIXED_DTYPES = re.compile(records.MIXED_DTYPES)


def atol(t: torch.Tensor) -> float:
    return ATOL.get(t.dtype, ATOL[torch.float32])


def run(ex01, *args, **kwargs):
    """Call the learner's function; a TODO still in place, a result that is not a pair, or inputs of one
    dtype meeting a tensor of another inside it (DTYPE_SLIP), fails clearly."""
    try:
        result = ex01.scaled_dot_product_attention(*args, **kwargs)
    except NotImplementedError:
        result = NotImplemented
    except RuntimeError as err:
        if not MIXED_DTYPES.search(str(err)):
            raise
        result = err
    if isinstance(result, RuntimeError):   # outside the except block, so no chained traceback
        raised = (str(result).strip().splitlines() or ["RuntimeError"])[0]
        pytest.fail(f"it raised {raised}: {DTYPE_SLIP}", pytrace=False)
    if result is NotImplemented:  # failed outside the except block, so no chained traceback
        pytest.fail("scaled_dot_product_attention still raises NotImplementedError: fill in the TODO", pytrace=False)
    if not (isinstance(result, tuple) and len(result) == 2):
        pytest.fail(f"scaled_dot_product_attention must return (output, weights), got {type(result).__name__}",
                    pytrace=False)
    return result


def _weights(q, k, mask=None, scale=None, dim=-1):
    """softmax(QK^T / scale) over `dim` (scale sqrt(d_k) unless given), disallowed scores filled with finfo.min."""
    scores = q @ k.transpose(-2, -1) / (math.sqrt(q.size(-1)) if scale is None else scale)
    if mask is not None:
        scores = scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
    return scores.softmax(dim=dim)


# Known mistakes, each as the weights it would produce (its output is those weights @ V): a message
# names the one that matches, in every test whose output (or weights) it gets wrong.
MISTAKES = {
    "no 1/sqrt(d_k) scaling: did you divide the scores by sqrt(d_k)?":
        lambda q, k, m: _weights(q, k, m, scale=1.0),
    "scores divided by d_k instead of sqrt(d_k)":
        lambda q, k, m: _weights(q, k, m, scale=q.size(-1)),
    "softmax over the wrong axis: it must run over the keys (dim=-1)":
        lambda q, k, m: _weights(q, k, m, dim=-2),
    "mask inverted: True means 'may attend', so fill where the mask is False (~mask)":
        lambda q, k, m: None if m is None else _weights(q, k, ~m),
    "mask ignored: disallowed scores must be filled before the softmax":
        lambda q, k, m: None if m is None else _weights(q, k),
}


def known_mistake(got, q, k, v=None, mask=None) -> str | None:
    """The known mistake whose output (or, with v=None, whose weights) `got` is, if any."""
    for message, mistake in MISTAKES.items():
        try:
            wrong = mistake(q, k, mask)
            wrong = wrong if wrong is None or v is None else wrong @ v
        except RuntimeError:
            continue
        if wrong is not None and wrong.shape == got.shape and torch.allclose(got, wrong, atol=max(1e-8, atol(got))):
            return message
    return None


def diagnose(got, q, k, v=None, mask=None) -> str:
    message = known_mistake(got, q, k, v, mask)
    return (f"it matches a known mistake: {message}" if message
            else "it matches none of the usual mistakes: print the scores, the weights and their shapes")


def fail_on_known_mistake(got, q, k, v=None, mask=None, expected=None):
    """Fail, naming the mistake, if `got` (the output; the weights when v is None) is wrong the way
    a known mistake is: called before a test's own checks, so that they do not blame a symptom."""
    if expected is None:
        expected = _weights(q, k, mask) if v is None else F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    if got.shape != expected.shape:
        return   # the test's own checks say what is wrong with the shape
    error = (got - expected).abs().max().item()
    message = known_mistake(got, q, k, v, mask) if error > atol(expected) else None
    if message:
        what = ("weights differ from softmax(QK^T/sqrt(d_k))" if v is None else
                "output differs from softmax(QK^T/sqrt(d_k))V")
        pytest.fail(f"{what} by up to {error:.3g}; it matches a known mistake: {message}", pytrace=False)


def float32_hint(error: float, expected: torch.Tensor) -> str:
    return (f"it is right to float32 precision only: {DTYPE_SLIP}"
            if expected.dtype == torch.float64 and error <= FLOAT32_LEVEL else "")


def assert_output_right(out, q, k, v, mask=None, expected=None):
    """`out` is PyTorch's softmax(QK^T/sqrt(d_k))V (or `expected`) to ATOL; the message names the likely mistake."""
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=mask) if expected is None else expected
    assert out.shape == expected.shape, f"output shape {tuple(out.shape)}, expected {tuple(expected.shape)}"
    error = (out - expected).abs().max().item()
    assert error <= atol(expected), (f"output differs from softmax(QK^T/sqrt(d_k))V by up to {error:.3g}; "
                                     + (float32_hint(error, expected) or diagnose(out, q, k, v, mask)))


def assert_weights_right(weights, q, k):
    """`weights` (no mask) are softmax(QK^T/sqrt(d_k)) to ATOL; the message names the likely mistake."""
    expected = _weights(q, k)
    assert weights.shape == expected.shape, f"weights shape {tuple(weights.shape)}, expected {tuple(expected.shape)}"
    error = (weights - expected).abs().max().item()
    assert torch.allclose(weights, expected, atol=atol(expected)), (
        f"weights differ from softmax(QK^T/sqrt(d_k)) by up to {error:.3g}; "
        + (float32_hint(error, expected) or diagnose(weights, q, k)))


def assert_matches_oracle(ex01, q, k, v, mask=None):
    out, weights = run(ex01, q, k, v, mask)
    assert_output_right(out, q, k, v, mask)
    return out, weights


@pytest.mark.points(1)
def test_output_and_weight_shapes(ex01):
    """Rewards: output (..., Lq, d_v) and weights (..., Lq, Lk) for 3-D and 4-D inputs, holding the right values."""
    for lead in [(B,), (B, H)]:
        q, k, v = qkv(1, lead=lead)
        out, weights = run(ex01, q, k, v)
        assert tuple(out.shape) == (*lead, LQ, DV), (
            f"output shape {tuple(out.shape)} for query {tuple(q.shape)} and value {tuple(v.shape)}; "
            f"expected {(*lead, LQ, DV)}: the output has one row per query and the width of the values"
        )
        assert tuple(weights.shape) == (*lead, LQ, LK), (
            f"weights shape {tuple(weights.shape)}, expected {(*lead, LQ, LK)} (one row per query, one column per key)"
        )
        assert_output_right(out, q, k, v)
        assert_weights_right(weights, q, k)


@pytest.mark.points(2)
def test_matches_pytorch_without_mask(ex01):
    """Rewards: the output equals softmax(QK^T/sqrt(d_k))V (PyTorch's function) without a mask."""
    for seed in range(3):
        assert_matches_oracle(ex01, *qkv(10 + seed))


@pytest.mark.points(1)
def test_weights_are_the_softmax_of_scaled_scores(ex01):
    """Rewards: the returned weights are softmax(QK^T/sqrt(d_k)) over the keys, each row summing to 1."""
    q, k, v = qkv(20)
    _, weights = run(ex01, q, k, v)
    fail_on_known_mistake(weights, q, k)
    sums = weights.sum(dim=-1)
    assert torch.allclose(sums, torch.ones_like(sums), atol=atol(q)), (
        "each row of the weights must sum to 1 (softmax over the keys, dim=-1); "
        f"row sums range from {sums.min().item():.4f} to {sums.max().item():.4f}"
    )
    assert_weights_right(weights, q, k)


@pytest.mark.points(2)
def test_padding_mask(ex01):
    """Rewards: with a padding mask, padded keys get weight exactly 0 and the output equals PyTorch's."""
    q, k, v = qkv(30)
    mask = padding_mask(30)
    _, weights = assert_matches_oracle(ex01, q, k, v, mask)
    masked = weights.masked_select(~mask.expand_as(weights))
    assert masked.numel() > 0 and bool((masked == 0).all()), (
        f"weights at masked keys must be exactly 0, largest is {masked.abs().max().item():.3g}: "
        "fill disallowed scores with torch.finfo(dtype).min before the softmax"
    )


@pytest.mark.points(1)
def test_causal_mask(ex01):
    """Rewards: with a causal mask, no query attends to a later key and the output equals PyTorch's."""
    q, k, v = qkv(40, lk=LQ)
    causal = torch.ones(LQ, LQ, dtype=torch.bool).tril()[None, None]
    _, weights = assert_matches_oracle(ex01, q, k, v, causal)
    future = weights[..., ~causal[0, 0]]
    assert bool((future == 0).all()), (
        "a query attends to a later position: the causal mask must keep only keys <= query")


@pytest.mark.points(1)
def test_fully_masked_row_stays_finite_and_uniform(ex01):
    """Rewards: a query with no allowed key gets finite, uniform weights, while every other row stays right."""
    q, k, v = qkv(50)
    mask = torch.ones(1, 1, LQ, LK, dtype=torch.bool)
    mask[..., 2, :] = False  # query 2 may attend to nothing
    out, weights = run(ex01, q, k, v, mask)
    assert torch.isfinite(out).all() and torch.isfinite(weights).all(), (
        "a query with no allowed key gave NaN or inf: did you fill with -inf? "
        "Fill with torch.finfo(scores.dtype).min so the row's softmax stays finite"
    )
    expected = F.scaled_dot_product_attention(q, k, v)   # every other query may attend to every key
    expected[..., 2, :] = v.mean(dim=-2)                 # uniform weights: the mean of the values
    fail_on_known_mistake(out, q, k, v, mask, expected=expected)
    row = weights[..., 2, :]
    assert torch.allclose(row, torch.full_like(row, 1 / LK)), "a query with no allowed key should get uniform weights"
    assert_output_right(out, q, k, v, mask, expected=expected)


@pytest.mark.points(1)
def test_any_number_of_leading_dimensions(ex01):
    """Rewards: the right output with no leading dimension and with three, with and without a mask."""
    for lead in [(), (2, 3, 2)]:
        q, k, v = qkv(60, lead=lead)
        assert_matches_oracle(ex01, q, k, v)
    q, k, v = qkv(61, lead=(2, 3, 2))
    mask = torch.rand(2, 1, 2, LQ, LK, generator=torch.Generator().manual_seed(61)) > 0.3
    mask[..., 0] = True
    assert_matches_oracle(ex01, q, k, v, mask)


@pytest.mark.points(1)
def test_float64_inputs_give_a_float64_result(ex01):
    """Rewards: the output and weights keep the inputs' dtype: float64 in, float64 out, equal to PyTorch's to 1e-10; float32 in, float32 out."""  # noqa: E501 (a graded test's first docstring line is its row in the exercise's grading list)
    for dtype in (torch.float64, torch.float32):
        q, k, v = qkv(120, dtype=dtype)
        mask = padding_mask(120)
        out, weights = run(ex01, q, k, v, mask)
        assert out.dtype == weights.dtype == dtype, (
            f"{dtype} inputs gave a {out.dtype} output and {weights.dtype} weights: " + (
                DTYPE_SLIP if torch.float32 in (out.dtype, weights.dtype) and dtype == torch.float64
                else "follow the input's dtype, as PyTorch's function does"))
        assert_output_right(out, q, k, v, mask)


def half_precision_failure(ex01, dtype, q, k, v, mask) -> str:
    """Why a half-precision output is wrong: the same call in float64 is wrong too (the message names
    the known mistake, not precision), or it is right (a step loses precision in the half type)."""
    try:
        out, _ = run(ex01, q, k, v, mask)
        error = (out - F.scaled_dot_product_attention(q, k, v, attn_mask=mask)).abs().max().item()
    except (Exception, pytest.fail.Exception):  # noqa: BLE001 - a hint only: the test fails anyway
        return f"{dtype} output is far from the float64 result, and float64 inputs fail too"
    if error > FLOAT32_LEVEL:   # wrong beyond rounding: the test of float64 inputs says why too
        return (f"{dtype} output is wrong, and so is the float64 one (not a precision problem): "
                f"{diagnose(out, q, k, v, mask)}")
    return (f"{dtype} output is far from the float64 result, while float64 inputs give the right one: "
            f"a step loses precision in {dtype} (a cast, a constant)")


@pytest.mark.points(1)
def test_half_precision_with_mask(ex01):
    """Rewards: float16 and bfloat16 inputs with a mask give a finite output of their dtype, close to the float64 result."""  # noqa: E501 (a graded test's first docstring line is its row in the exercise's grading list)
    q, k, v = qkv(70, dtype=torch.float64)
    mask = padding_mask(70)
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    for dtype in (torch.float16, torch.bfloat16):
        try:
            out, _ = run(ex01, q.to(dtype), k.to(dtype), v.to(dtype), mask)
        except RuntimeError as err:
            pytest.fail(
                f"{dtype} with a mask raised {err}: a fill value such as -1e9 does not fit in half precision; "
                "use torch.finfo(scores.dtype).min",
                pytrace=False,
            )
        assert out.dtype == dtype, f"output dtype {out.dtype} for {dtype} inputs: keep the input's dtype"
        assert torch.isfinite(out).all(), (
            f"{dtype} output has NaN or inf: use torch.finfo(scores.dtype).min as the fill")
        if not torch.allclose(out.double(), expected, atol=HALF_ATOL[dtype]):
            pytest.fail(half_precision_failure(ex01, dtype, q, k, v, mask), pytrace=False)


@pytest.mark.points(1)
def test_bad_masks_raise_value_error(ex01):
    """Rewards: a float, 2-D or wrongly sized mask raises ValueError, while the function computes the right output."""
    q, k, v = qkv(80)
    assert_matches_oracle(ex01, q, k, v)   # checking masks earns nothing on its own
    try:
        run(ex01, q, k, v, padding_mask(80))
    except ValueError as err:
        pytest.fail(f"a valid mask (bool, shape (B, 1, 1, Lk)) raised ValueError: {err}", pytrace=False)
    bad = {
        "a float mask (masks are bool, True = may attend)": torch.ones(B, 1, 1, LK),
        "a 2-D mask for 4-D scores (it would broadcast silently)": torch.ones(LQ, LK, dtype=torch.bool),
        "a mask whose key axis has the wrong length": torch.ones(B, 1, 1, LK + 1, dtype=torch.bool),
    }
    for what, mask in bad.items():
        try:
            run(ex01, q, k, v, mask)
        except ValueError:
            continue
        except Exception as err:  # noqa: BLE001 - the learner's error type is what is graded
            pytest.fail(f"{what} raised {type(err).__name__}, expected ValueError: did you call check_mask?",
                        pytrace=False)
        pytest.fail(f"{what} was accepted: call check_mask(mask, scores.shape) before using the mask", pytrace=False)


@pytest.mark.points(1)
def test_dropout_on_the_weights(ex01):
    """Rewards: dropout on the weights that multiply V, the weights returned from before dropout, the right output at dropout_p=0."""  # noqa: E501 (a graded test's first docstring line is its row in the exercise's grading list)
    q, k, v = qkv(90)
    out0, weights0 = run(ex01, q, k, v, dropout_p=0.0)
    assert_output_right(out0, q, k, v)
    assert_weights_right(weights0, q, k)
    again, _ = run(ex01, q, k, v, dropout_p=0.0)
    assert torch.equal(out0, again), "with dropout_p=0.0 the result must be deterministic"
    torch.manual_seed(90)
    out, weights = run(ex01, q, k, v, dropout_p=0.5)
    assert torch.allclose(weights, weights0, atol=atol(weights0)), (
        "return the weights before dropout: dropout belongs on the copy that multiplies the values"
    )
    assert not torch.allclose(out, out0), "dropout_p=0.5 changed nothing: apply dropout to the weights"
    out1, _ = run(ex01, q, k, v, dropout_p=1.0)
    assert torch.count_nonzero(out1) == 0, "with dropout_p=1.0 every weight is dropped, so the output must be 0"


@pytest.mark.points(1)
def test_gradients_flow_to_query_key_and_value(ex01):
    """Rewards: gradients reach query, key and value and equal those of PyTorch's function (and finite differences)."""
    q, k, v = (t[:1, :1].clone() for t in qkv(100, dtype=torch.float64))   # finite differences need float64
    mask = padding_mask(100, b=1)
    g = torch.Generator().manual_seed(101)
    out, _ = assert_matches_oracle(ex01, q, k, v, mask)
    cotangent = torch.randn(out.shape, generator=g, dtype=torch.float64)
    reference = [t.clone().requires_grad_() for t in (q, k, v)]
    F.scaled_dot_product_attention(*reference, attn_mask=mask).backward(cotangent)
    inputs = [t.clone().requires_grad_() for t in (q, k, v)]
    _, grads = backward(ex01.scaled_dot_product_attention, *inputs, mask, select=0, cotangent=cotangent)
    eps = 1e-6
    for i, name in enumerate(("query", "key", "value")):
        assert grads[i] is not None, (
            f"no gradient reached the {name}: did you detach it, use .data, or rebuild a tensor with torch.tensor(...)?"
        )
        direction = torch.randn(q.shape if i == 0 else (k.shape if i == 1 else v.shape),
                                generator=g, dtype=torch.float64)
        shifted = [[t + sign * eps * direction if j == i else t for j, t in enumerate((q, k, v))] for sign in (1, -1)]
        numeric = ((run(ex01, *shifted[0], mask)[0] - run(ex01, *shifted[1], mask)[0])
                   * cotangent).sum().item() / (2 * eps)
        analytic = (grads[i] * direction).sum().item()
        assert abs(numeric - analytic) <= 1e-5 * max(1.0, abs(numeric)), (
            f"the gradient with respect to the {name} disagrees with finite differences ({analytic:.6g} against "
            f"{numeric:.6g}): is part of the computation done outside autograd (.data, .item(), numpy)?"
        )
        error = (grads[i] - reference[i].grad).abs().max().item()
        assert torch.allclose(grads[i], reference[i].grad, atol=ATOL[torch.float64]), (
            f"the gradient with respect to the {name} differs from that of PyTorch's function by up to {error:.3g}"
        )


@pytest.mark.points(1)
def test_inputs_are_not_modified(ex01):
    """Rewards: query, key, value and mask are left as they were (no in-place ops on them), with the right output."""
    q, k, v = qkv(110)
    mask = padding_mask(110)
    # Arguments reach the learner's process as copies: to see what the function does to its inputs,
    # they are kept there, as buffers of a module, and read back after the call.
    try:
        inputs = ex01.torch.nn.Module()
    except AttributeError:
        pytest.fail("the notebook's code has no `torch`: keep the chapter's `import torch` cell", pytrace=False)
    names = ("query", "key", "value", "mask")
    for name, t in zip(names, (q, k, v, mask), strict=True):
        inputs.register_buffer(name, t)
    out, _ = run(ex01, *(getattr(inputs, name) for name in names))
    for name, before in zip(names, (q, k, v, mask), strict=True):
        assert torch.equal(getattr(inputs, name).get(), before), (
            f"{name} was modified in place: use out-of-place ops (masked_fill, not masked_fill_; q / s, not q /= s)")
    assert_output_right(out, q, k, v, mask)
