"""Graded tests of exercise 11: tiled attention's forward and backward passes, the rolling cache of
a sliding window, linear attention's recurrence (hand-written).

Oracles, none of them the learner's code: `F.scaled_dot_product_attention` for the output (no mask
and the causal one), `torch.logsumexp` of the masked scores for the saved statistic, autograd
through the explicit formula for the gradients, `torch.autograd.gradcheck` (finite differences of
the learner's own forward), attention under the band mask over the whole sequence for the rolling
cache, and linear attention's masked definition for the recurrence. Block sizes that divide the
length and that do not, more queries than keys and fewer, two leading dimensions.

Each step is graded on its own (CS336's adapters pass the weights in; here the state is): the
backward pass receives the context its forward pass would have saved, built in the sandbox from
the oracle's output and log-sum-exp (`SAVED`), and runs on the reference's causal tile
(`reference_tile`), so a slip in the forward pass or in the mask costs those tests only; the
recurrence runs on the reference's feature map. Two tests watch what the arithmetic cannot show:
the tensors the forward pass makes (never as large as a row of scores: `LARGEST`, a torch function
mode in the sandbox) and the key blocks above the diagonal (never read: a NaN placed there no query may
see must not reach the output).

Tolerances: float64 everywhere but one test, ATOL = 1e-10 (the solution differs by < 1e-14, every
known mistake by 1e-2 or more); the test of far-apart scores runs in float32, where they overflow an
exponential, against a float64 oracle with ATOL = 1e-5 (the solution: < 1e-6). A wrong result is
compared with each known mistake, and the message names it.
"""

from __future__ import annotations

import inspect
import math

import pytest
import torch
import torch.nn.functional as F

from courseware.grader.plugin import reference_steps

pytestmark = pytest.mark.ex11

ATOL = 1e-10
KNOWN = "it matches a known mistake: "
NONE = "it matches none of the usual mistakes: compare each step with the chapter's equations"
NO_RESCALE = ("the running sums are not rescaled when the maximum grows: multiply the sum and the accumulator by "
              "exp(m - m_new) before adding the block's terms")
DIAGONAL_MASKED = ("the diagonal is masked: a query sees its own key; mask only the keys whose position is greater "
                   "than the query's")
DIAGONAL_SKIPPED = ("the diagonal block is skipped: causal, a query block needs every key block up to the one that "
                    "holds its last row (the keys before rows.stop)")
KEY_TAIL_LOST = ("the last key block is lost when block_k does not divide the number of keys: loop up to the last "
                 "key and let the last block be shorter")
WRONG_TILE_POSITIONS = ("the causal tile compares positions within the tile (0 .. block - 1), not in the whole "
                        "sequence: compare rows.start + i with cols.start + j")
LSE_AS_MAX = "the log-sum-exp saved is the running maximum alone: save m + log(sum), one number per query"
BLOCK_MAX = ("the running maximum is the block's own maximum, not the largest so far: exp(m - m_new) overflows "
             "when a later block's scores are far smaller; take the larger of m and the block's maximum")
ROW_FORMED = ("the forward pass made a tensor of {most} elements, as large as a query block's whole row of scores "
              "or more (the largest it needs holds {allowed}: the inputs or the output): take the maximum and the "
              "sums block by block, never over a whole row")
ABOVE_DIAGONAL = ("causal, key blocks above the diagonal were read: a NaN placed in keys and values that no query "
                  "may see reached the output (0 x NaN is NaN, so masking them is not enough); stop each query "
                  "block's loop at the keys before rows.stop")
NO_D = "D = rowsum(dO * O) is left out of dS: dS = P * (dO V^T - D), plus P times the log-sum-exp's gradient"
NO_SCALE = "dQ and dK lack the scale 1/sqrt(d_k): the scores are scale * Q K^T, so both carry it"
NO_D_LSE = ("the log-sum-exp's own gradient is left out of dS: its derivative with respect to the scores is P, so "
            "dS gains P * d_lse")
WINDOW_WIDE = ("the window is one position too wide: a new position sees the `window` positions that end at itself "
               "(distance 0 .. window - 1)")
WINDOW_NARROW = ("the window is one position too narrow: a new position sees the `window` positions that end at "
                 "itself, itself included (distance 0 .. window - 1)")
NOT_TRIMMED = ("the cache keeps {kept} earlier positions after {seen}: a window of {window} needs only the last "
               "window - 1 = {need}; keep those and drop the older ones")
NEGATIVE = ("the feature map is negative or zero somewhere: elu(x) is above -1, so elu(x) + 1 is positive "
            "everywhere, as every weight phi(q) . phi(k) must be")
STATE_REPLACED = ("the state S is replaced at each step instead of added to: S sums phi(k) v^T over every "
                  "position so far")
NORM_REPLACED = ("the normaliser z is replaced at each step instead of added to: z sums phi(k) over every "
                 "position so far")
LEAD, D, DV = (2, 3), 8, 5
# (queries, keys, block_q, block_k): dividing blocks, blocks that do not divide the length, one block
# as long as the sequence, more queries than keys and fewer
CASES = [(7, 7, 3, 2), (12, 12, 4, 4), (9, 5, 2, 3), (5, 9, 5, 9), (6, 6, 1, 1)]


def qkv(n_q: int, n_k: int, seed: int, dtype=torch.float64, lead=LEAD) -> tuple[torch.Tensor, ...]:
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(*lead, n_q, D, generator=g, dtype=dtype), torch.randn(*lead, n_k, D, generator=g, dtype=dtype),
            torch.randn(*lead, n_k, DV, generator=g, dtype=dtype))


def scores(q, k, causal: bool) -> torch.Tensor:
    s = (q @ k.mT) / math.sqrt(q.size(-1))
    if causal:
        later = torch.ones(q.size(-2), k.size(-2), dtype=torch.bool).triu(1)
        s = s.masked_fill(later, float("-inf"))
    return s


def oracle(q, k, v, causal: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """The output (PyTorch's kernel) and the log-sum-exp of each query's masked scores."""
    return F.scaled_dot_product_attention(q, k, v, is_causal=causal), torch.logsumexp(scores(q, k, causal), -1)


def tiled_with(q, k, v, causal: bool, block_q: int, block_k: int, mistake: str) -> tuple[torch.Tensor, torch.Tensor]:
    """The online softmax written with one of the known mistakes, for naming a wrong result."""
    n_q, n_k, scale = q.size(-2), k.size(-2), 1 / math.sqrt(q.size(-1))
    out, lse = q.new_zeros(*q.shape[:-1], v.size(-1)), q.new_zeros(q.shape[:-1])
    for i in range(0, n_q, block_q):
        rows = range(i, min(i + block_q, n_q))
        q_i = q[..., i:rows.stop, :]
        m, total, acc = q_i.new_full(q_i.shape[:-1], float("-inf")), q_i.new_zeros(q_i.shape[:-1]), 0
        last = (min(n_k, rows.start if mistake == DIAGONAL_SKIPPED else rows.stop)) if causal else n_k
        for j in range(0, last - block_k + 1 if mistake == KEY_TAIL_LOST else last, block_k):
            cols = range(j, min(j + block_k, last))
            s = (q_i @ k[..., j:cols.stop, :].mT) * scale
            if causal and cols.stop - 1 > rows.start:   # as the given code: a tile that reaches above the diagonal
                key, query = torch.arange(cols.start, cols.stop), torch.arange(rows.start, rows.stop)[:, None]
                if mistake == WRONG_TILE_POSITIONS:
                    key, query = key - cols.start, query - rows.start
                s = s.masked_fill(key >= query if mistake == DIAGONAL_MASKED else key > query, float("-inf"))
            m_new = s.amax(-1) if mistake == BLOCK_MAX else torch.maximum(m, s.amax(-1))
            p = torch.exp(s - m_new[..., None])
            rescale = 1 if mistake == NO_RESCALE else torch.exp(m - m_new)
            total = rescale * total + p.sum(-1)
            acc = (rescale if mistake == NO_RESCALE else rescale[..., None]) * acc + p @ v[..., j:cols.stop, :]
            m = m_new
        out[..., i:rows.stop, :] = acc / total[..., None]
        lse[..., i:rows.stop] = m if mistake == LSE_AS_MAX else m + torch.log(total)
    return out, lse


FORWARD_MISTAKES = (NO_RESCALE, BLOCK_MAX, DIAGONAL_MASKED, DIAGONAL_SKIPPED, KEY_TAIL_LOST, WRONG_TILE_POSITIONS,
                    LSE_AS_MAX)


def close(a: torch.Tensor, b: torch.Tensor, atol: float = 1e-6) -> bool:
    return a.shape == b.shape and torch.allclose(a.double(), b.double(), rtol=0, atol=atol, equal_nan=True)


def tiled(ex11, q, k, v, causal: bool, block_q: int, block_k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The learner's TiledAttention.apply; a TODO left raises a message that says which."""
    try:
        result = ex11.TiledAttention.apply(q, k, v, causal, block_q, block_k)
    except NotImplementedError:
        pytest.fail("TiledAttention.forward (or, for a causal tile, _tile_scores) still raises NotImplementedError: "
                    "fill in the TODO", pytrace=False)
    assert isinstance(result, (tuple, list)) and len(result) == 2, (
        "TiledAttention.apply must return two tensors, the output and the log-sum-exp")
    return result


def check_forward(ex11, q, k, v, causal: bool, block_q: int, block_k: int, what: str = "output") -> None:
    """The output (or the log-sum-exp) of the learner's forward pass is the oracle's; a known mistake is named."""
    out, lse = tiled(ex11, q, k, v, causal, block_q, block_k)
    expected = dict(zip(("output", "log-sum-exp"), oracle(q, k, v, causal), strict=True))
    ours = {"output": out, "log-sum-exp": lse}
    for name in ("output", "log-sum-exp") if what == "both" else (what,):
        assert ours[name].shape == expected[name].shape, (
            f"the {name} has shape {tuple(ours[name].shape)}, expected {tuple(expected[name].shape)}")
        if not close(ours[name], expected[name], ATOL) or not torch.isfinite(ours[name]).all():
            index = 0 if name == "output" else 1
            named = next((KNOWN + m for m in FORWARD_MISTAKES
                          if close(ours[name], tiled_with(q, k, v, causal, block_q, block_k, m)[index])), NONE)
            if named == NONE and name == "output" and block_q < q.size(-2) and q.size(-2) % block_q:
                full = q.size(-2) // block_q * block_q   # the rows of the last, shorter, block
                if close(ours[name][..., :full, :], expected[name][..., :full, :], ATOL):
                    named = ("only the rows of the last query block are wrong, when block_q does not divide the "
                             "number of queries: the last block is shorter")
            mask = "causal" if causal else "no mask"
            pytest.fail(f"the {name} differs from the oracle's ({mask}, {q.size(-2)} queries, {k.size(-2)} keys, "
                        f"blocks of {block_q} and {block_k}); {named}", pytrace=False)


@pytest.mark.points(2)
@pytest.mark.parametrize("causal", [False, True], ids=["no-mask", "causal"])
def test_tiled_output_equals_attention(ex11, causal):
    """Rewards: the output of TiledAttention equals PyTorch's attention, for any block sizes (dividing
    the length or not), more queries than keys and fewer, without a mask and with the causal one."""
    for seed, (n_q, n_k, block_q, block_k) in enumerate(CASES):
        check_forward(ex11, *qkv(n_q, n_k, seed), causal, block_q, block_k)


@pytest.mark.points(1)
def test_the_saved_log_sum_exp_is_torch_logsumexp(ex11):
    """Rewards: the second output is each query's log-sum-exp of its (masked) scaled scores, as
    torch.logsumexp computes it: the one number per query that the backward pass needs."""
    for causal in (False, True):
        for seed, (n_q, n_k, block_q, block_k) in enumerate(CASES):
            check_forward(ex11, *qkv(n_q, n_k, 10 + seed), causal, block_q, block_k, what="log-sum-exp")


@pytest.mark.points(1)
def test_far_apart_scores_neither_overflow_nor_vanish(ex11):
    """Rewards: in float32, scores that fall by 120 from the first key block to the next (exp(120)
    overflows float32) give the oracle's output: the running maximum only ever grows. (The same
    inputs in float64, where nothing overflows, are checked first.)"""
    g = torch.Generator().manual_seed(20)
    q = 10 + 0.1 * torch.randn(1, 12, 4, generator=g)
    k = torch.cat([3 + 0.1 * torch.randn(1, 4, 4, generator=g), -3 + 0.1 * torch.randn(1, 8, 4, generator=g)], -2)
    v = torch.randn(1, 12, 3, generator=g)
    for causal in (False, True):
        check_forward(ex11, q.double(), k.double(), v.double(), causal, 4, 4, what="both")
        out, lse = tiled(ex11, q, k, v, causal, 4, 4)
        expected, expected_lse = oracle(q.double(), k.double(), v.double(), causal)
        if not torch.isfinite(out).all() or not torch.isfinite(lse).all():
            pytest.fail(f"the output holds inf or NaN for scores 120 apart; {KNOWN}{BLOCK_MAX}", pytrace=False)
        error = max((out.double() - expected).abs().max().item(), (lse.double() - expected_lse).abs().max().item())
        assert error < 1e-5, f"for scores 120 apart (float32) the output or log-sum-exp is off by {error:.3g}"


LARGEST = '''
import torch
from torch.overrides import TorchFunctionMode


def largest_tensor(function, *args):
    """The most elements of any tensor a torch function or tensor method returns while
    function(*args) runs, and its result."""
    class Largest(TorchFunctionMode):
        most = 0

        def __torch_function__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            for t in out if isinstance(out, (tuple, list)) else (out,):
                if isinstance(t, torch.Tensor):
                    Largest.most = max(Largest.most, t.numel())
            return out

    with torch.no_grad(), Largest():
        result = function(*args)
    return Largest.most, result
'''


@pytest.mark.points(1)
def test_no_tensor_as_large_as_a_row_of_scores(ex11):
    """Rewards: the forward pass never makes a tensor larger than its inputs and output (64 positions,
    d_k = 4, blocks of 8: a query block's row of scores would hold 512 numbers, the inputs hold 256),
    and its output is right: the point of tiling is that no L_q x L_k tensor, nor a row of one, exists."""
    q, k, v = (t[:1, :1, :, :4] for t in qkv(64, 64, 30))
    largest = ex11._box.define(LARGEST, "largest_tensor")
    for causal in (False, True):
        try:
            most, (out, _) = largest(ex11.TiledAttention.apply, q, k, v, causal, 8, 8)
        except NotImplementedError:
            pytest.fail("TiledAttention.forward still raises NotImplementedError: fill in the TODO", pytrace=False)
        check_forward(ex11, q, k, v, causal, 8, 8)
        allowed = max(q.numel(), k.numel(), v.numel(), out.numel())
        if most > allowed:
            pytest.fail(ROW_FORMED.format(most=f"{most:,}", allowed=f"{allowed:,}"), pytrace=False)


@pytest.mark.points(1)
def test_causal_blocks_above_the_diagonal_are_never_read(ex11):
    """Rewards: causal, with 16 queries and 40 keys, keys and values 16 to 39 (which no query may
    see) hold NaN, and the output is still the oracle's on the clean keys: the key blocks above the
    diagonal are skipped, not computed and masked."""
    q, k, v = qkv(16, 40, 40, lead=(2,))
    poisoned_k, poisoned_v = k.clone(), v.clone()
    poisoned_k[..., 16:, :] = float("nan")
    poisoned_v[..., 16:, :] = float("nan")
    for block_q, block_k in ((8, 5), (4, 8)):
        check_forward(ex11, q, k, v, True, block_q, block_k)
        out, _ = tiled(ex11, q, poisoned_k, poisoned_v, True, block_q, block_k)
        if not torch.isfinite(out).all():
            pytest.fail(ABOVE_DIAGONAL, pytrace=False)
        assert close(out, oracle(q, k, v, True)[0], ATOL), "with keys no query may see set to NaN the output changed"


def tile_scores(q_i, k_j, scale, rows, cols, is_causal):
    """The reference's causal tile, which the tests of the backward pass run on."""
    s = (q_i @ k_j.mT) * scale
    if is_causal and cols.stop - 1 > rows.start:
        later = torch.arange(cols.start, cols.stop) > torch.arange(rows.start, rows.stop)[:, None]
        s = s.masked_fill(later, float("-inf"))
    return s


def on_the_reference_tile(ex11):
    """While the block runs, the learner's module computes its causal tiles with `tile_scores`."""
    return reference_steps(ex11, "import torch\n\n" + inspect.getsource(tile_scores), {"_tile_scores": "tile_scores"})


@pytest.fixture
def reference_tile(ex11):
    with on_the_reference_tile(ex11):
        yield


SAVED = '''
import torch


def backward_from(function, saved, settings, d_out, d_lse):
    """function.backward on the context its forward pass would have saved: (q, k, v, output, lse)
    and (is_causal, block_q, block_k); the gradients of q, k and v."""
    class Context:
        saved_tensors = saved
        needs_input_grad = (True, True, True, False, False, False)

    context = Context()
    context.settings = settings
    with torch.no_grad():
        return tuple(function.backward(context, d_out, d_lse)[:3])
'''


def backward_mistakes(q, k, v, causal, d_out, d_lse) -> dict[str, tuple[torch.Tensor, ...]]:
    """The gradients of q, k and v, closed form, with each known mistake of the backward pass."""
    scale = 1 / math.sqrt(q.size(-1))
    p = scores(q, k, causal).softmax(-1)
    out = p @ v
    delta = (d_out * out).sum(-1, keepdim=True)
    d_p = d_out @ v.mT
    found = {}
    for mistake, d_s in ((NO_D, p * (d_p + d_lse[..., None])), (NO_D_LSE, p * (d_p - delta)),
                         (NO_SCALE, p * (d_p - delta + d_lse[..., None]))):
        s = 1 if mistake == NO_SCALE else scale
        found[mistake] = ((d_s @ k) * s, (d_s.mT @ q) * s, p.mT @ d_out)
    return found


def check_backward(ex11, q, k, v, causal: bool, block_q: int, block_k: int, d_lse: torch.Tensor) -> None:
    """The learner's backward pass, given the oracle's output and log-sum-exp, gives autograd's gradients."""
    g = torch.Generator().manual_seed(q.size(-2) * 7 + block_k)
    out, lse = oracle(q, k, v, causal)
    d_out = torch.randn(out.shape, generator=g, dtype=q.dtype)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    s = scores(*leaves[:2], causal)
    total = ((s.softmax(-1) @ leaves[2]) * d_out).sum() + (torch.logsumexp(s, -1) * d_lse).sum()
    expected = torch.autograd.grad(total, leaves)
    run = ex11._box.define(SAVED, "backward_from")
    try:
        grads = run(ex11.TiledAttention, (q, k, v, out, lse), (causal, block_q, block_k), d_out, d_lse)
    except NotImplementedError:
        pytest.fail("TiledAttention.backward still raises NotImplementedError: fill in the TODO", pytrace=False)
    for name, ours, theirs in zip(("query", "key", "value"), grads, expected, strict=True):
        assert ours is not None and ours.shape == theirs.shape, (
            f"the gradient of the {name} is {None if ours is None else tuple(ours.shape)}, expected "
            f"{tuple(theirs.shape)}")
    if not all(close(a, b, ATOL) for a, b in zip(grads, expected, strict=True)):
        wrong = [n for n, a, b in zip(("query", "key", "value"), grads, expected, strict=True) if not close(a, b, ATOL)]
        named = next((KNOWN + m for m, candidate in backward_mistakes(q, k, v, causal, d_out, d_lse).items()
                      if all(close(a, b) for a, b in zip(grads, candidate, strict=True))), NONE)
        mask = "causal" if causal else "no mask"
        pytest.fail(f"the gradients of the {', '.join(wrong)} differ from autograd's ({mask}, {q.size(-2)} queries, "
                    f"{k.size(-2)} keys, blocks of {block_q} and {block_k}); {named}", pytrace=False)


@pytest.mark.points(2)
@pytest.mark.usefixtures("reference_tile")
@pytest.mark.parametrize("causal", [False, True], ids=["no-mask", "causal"])
def test_tiled_backward_equals_autograd(ex11, causal):
    """Rewards: from the saved q, k, v, output and log-sum-exp (the oracle's, here), the backward
    pass gives autograd's gradients of the query, key and value, for any block sizes."""
    for seed, (n_q, n_k, block_q, block_k) in enumerate(CASES):
        q, k, v = qkv(n_q, n_k, 50 + seed)
        check_backward(ex11, q, k, v, causal, block_q, block_k, torch.zeros(q.shape[:-1], dtype=q.dtype))


@pytest.mark.points(1)
@pytest.mark.usefixtures("reference_tile")
def test_the_log_sum_exps_own_gradient_reaches_the_scores(ex11):
    """Rewards: where the log-sum-exp itself is used downstream (a gradient d_lse arrives for it),
    the backward pass adds its share: d lse / d s is P, so dS gains P * d_lse."""
    g = torch.Generator().manual_seed(60)
    for causal in (False, True):
        q, k, v = qkv(7, 7, 61)
        check_backward(ex11, q, k, v, causal, 3, 2, torch.randn(q.shape[:-1], generator=g, dtype=q.dtype))


GRADCHECK = '''
import torch


def gradcheck_tiled(function, q, k, v, is_causal, block_q, block_k):
    """torch.autograd.gradcheck of both outputs of function.apply: True, or gradcheck's first line."""
    q, k, v = (t.detach().requires_grad_() for t in (q, k, v))
    try:
        with torch.enable_grad():   # the sandbox's calls run under no_grad
            return torch.autograd.gradcheck(lambda *qkv: function.apply(*qkv, is_causal, block_q, block_k), (q, k, v))
    except RuntimeError as error:   # gradcheck's GradcheckError; any other error is the learner's
        if type(error).__name__ != "GradcheckError":
            raise
        return str(error).strip().splitlines()[0]
'''


@pytest.mark.points(1)
def test_gradcheck_of_your_forward_and_backward(ex11):
    """Rewards: your backward pass and your forward pass agree (torch.autograd.gradcheck: finite
    differences of both outputs, float64, blocks of 2 queries and 3 keys), with and without the mask."""
    gradcheck = ex11._box.define(GRADCHECK, "gradcheck_tiled")
    for causal in (False, True):
        q, k, v = (t[:1, :2] for t in qkv(5, 5, 70))
        check_forward(ex11, q, k, v, causal, 2, 3, what="both")
        with on_the_reference_tile(ex11):
            check_backward(ex11, q, k, v, causal, 2, 3, torch.randn(q.shape[:-1], dtype=q.dtype))
        try:
            verdict = gradcheck(ex11.TiledAttention, q, k, v, causal, 2, 3)
        except NotImplementedError:
            pytest.fail("TiledAttention still raises NotImplementedError: fill in the TODOs", pytrace=False)
        assert verdict is True, f"gradcheck {'(causal)' if causal else '(no mask)'}: {verdict}"


# The rolling cache ---------------------------------------------------------------------------------
WINDOW, LENGTH = 5, 20
PIECES = [(0, 3), (3, 4), (4, 5), (5, 9), (9, 10)] + [(t, t + 1) for t in range(10, LENGTH)]   # a prompt of 3, a chunk


def band(length: int, window: int) -> torch.Tensor:
    distance = torch.arange(length)[:, None] - torch.arange(length)
    return (distance >= 0) & (distance < window)


def decode(ex11, q, k, v, window: int) -> tuple[torch.Tensor, list[int]]:
    """The learner's cache fed piece by piece: the outputs of attention over what update returns
    (computed here), and how many earlier positions it returned with each piece."""
    try:
        cache = ex11.RollingKVCache(window)
        outputs, kept = [], []
        for start, stop in PIECES:
            keys, values, mask = cache.update(k[..., start:stop, :], v[..., start:stop, :])
            n = stop - start
            assert mask.shape == (n, keys.size(-2)) and mask.dtype == torch.bool, (
                f"update's mask has shape {tuple(mask.shape)} and dtype {mask.dtype}, expected ({n}, "
                f"{keys.size(-2)}) and torch.bool: one row per new position, one column per key returned")
            s = (q[..., start:stop, :] @ keys.mT / math.sqrt(q.size(-1))).masked_fill(~mask, float("-inf"))
            outputs.append(s.softmax(-1) @ values)
            kept.append(keys.size(-2) - n)
    except NotImplementedError:
        pytest.fail("RollingKVCache.update still raises NotImplementedError: fill in the TODO", pytrace=False)
    return torch.cat(outputs, -2), kept


def band_attention(q, k, v, window: int) -> torch.Tensor:
    return F.scaled_dot_product_attention(q, k, v, attn_mask=band(q.size(-2), window))


def decoded_with(q, k, v, window: int, wider: int) -> torch.Tensor:
    """What a rolling cache that keeps window - 1 positions gives with a band `wider` positions too wide."""
    kept_k = kept_v = None
    outputs = []
    for start, stop in PIECES:
        keys = k[..., start:stop, :] if kept_k is None else torch.cat([kept_k, k[..., start:stop, :]], -2)
        values = v[..., start:stop, :] if kept_v is None else torch.cat([kept_v, v[..., start:stop, :]], -2)
        n, total = stop - start, keys.size(-2)
        distance = torch.arange(total - n, total)[:, None] - torch.arange(total)
        mask = (distance >= 0) & (distance < window + wider)
        s = (q[..., start:stop, :] @ keys.mT / math.sqrt(q.size(-1))).masked_fill(~mask, float("-inf"))
        outputs.append(s.softmax(-1) @ values)
        first = max(0, total - (window - 1))
        kept_k, kept_v = keys[..., first:, :], values[..., first:, :]
    return torch.cat(outputs, -2)


def check_decoding(ex11, window: int, seed: int) -> list[int]:
    q, k, v = qkv(LENGTH, LENGTH, seed)
    out, kept = decode(ex11, q, k, v, window)
    if not close(out, band_attention(q, k, v, window), ATOL):
        named = next((KNOWN + message for message, wider in ((WINDOW_WIDE, 1), (WINDOW_NARROW, -1))
                      if close(out, decoded_with(q, k, v, window, wider))), NONE)
        pytest.fail(f"decoding through the cache (window {window}) differs from attention under the band mask over "
                    f"the whole sequence; {named}", pytrace=False)
    return kept


@pytest.mark.points(2)
def test_rolling_cache_decodes_as_the_band_mask(ex11):
    """Rewards: a prompt of 3, then one position at a time and a chunk of 4, each new position
    attending to what update returns under its mask, gives attention under the band mask over the
    whole sequence, for windows of 5, 1 and 25 (longer than the sequence)."""
    for seed, window in enumerate((WINDOW, 1, 25)):
        check_decoding(ex11, window, 80 + seed)


@pytest.mark.points(1)
def test_rolling_cache_keeps_window_minus_one_positions(ex11):
    """Rewards: however long the output, the cache returns at most window - 1 earlier positions with
    the new ones (all of them while there are fewer), and decodes right."""
    kept = check_decoding(ex11, WINDOW, 90)
    expected = [min(WINDOW - 1, start) for start, _ in PIECES]
    for (start, _), ours, theirs in zip(PIECES, kept, expected, strict=True):
        if ours > theirs:
            pytest.fail(NOT_TRIMMED.format(kept=ours, seen=start, window=WINDOW, need=WINDOW - 1), pytrace=False)
    assert kept == expected, f"earlier positions returned with each piece: {kept}, expected {expected}"


# Linear attention ----------------------------------------------------------------------------------
def reference_features(x):
    """The reference's feature map, which the test of the recurrence runs on."""
    return F.elu(x) + 1


@pytest.mark.points(1)
def test_the_feature_map_is_elu_plus_one(ex11):
    """Rewards: elu_feature_map(x) = elu(x) + 1, positive for every x (here -20 to 20)."""
    x = torch.linspace(-20, 20, 81, dtype=torch.float64).reshape(3, 27)
    try:
        ours = ex11.elu_feature_map(x)
    except NotImplementedError:
        pytest.fail("elu_feature_map still raises NotImplementedError: fill in the TODO", pytrace=False)
    assert ours.shape == x.shape, f"the features have shape {tuple(ours.shape)}, expected {tuple(x.shape)}"
    if not (ours > 0).all():
        pytest.fail(NEGATIVE, pytrace=False)
    assert close(ours, reference_features(x), ATOL), "the features differ from elu(x) + 1"


def masked_definition(q, k, v, mistake: str | None = None, eps: float = 1e-6) -> torch.Tensor:
    """Causal linear attention as its definition: A = (phi(Q) phi(K)^T) masked lower-triangular,
    O = A V / (A 1 + eps); with a known mistake, each position sees only itself in S or in z."""
    a = reference_features(q) @ reference_features(k).mT
    lower, own = a.tril(), torch.diagonal(a, dim1=-2, dim2=-1).diag_embed()
    numerator = (own if mistake == STATE_REPLACED else lower) @ v
    denominator = (own if mistake == NORM_REPLACED else lower).sum(-1, keepdim=True) + eps
    return numerator / denominator


@pytest.mark.points(2)
def test_recurrent_state_equals_the_masked_definition(ex11):
    """Rewards: LinearAttentionState stepped through 12 positions (on the reference feature map)
    gives the masked definition's output at every position: S and z add up every position so far."""
    q, k, v = qkv(12, 12, 100)
    with reference_steps(ex11, "import torch.nn.functional as F\n\n" + inspect.getsource(reference_features),
                         {"elu_feature_map": "reference_features"}):
        try:
            state = ex11.LinearAttentionState()
            out = torch.stack([state.step(q[..., t, :], k[..., t, :], v[..., t, :]) for t in range(12)], -2)
        except NotImplementedError:
            pytest.fail("LinearAttentionState.step still raises NotImplementedError: fill in the TODO", pytrace=False)
    expected = masked_definition(q, k, v)
    assert out.shape == expected.shape, f"the outputs have shape {tuple(out.shape)}, expected {tuple(expected.shape)}"
    if not close(out, expected, ATOL):
        named = next((KNOWN + m for m in (STATE_REPLACED, NORM_REPLACED) if close(out, masked_definition(q, k, v, m))),
                     NONE)
        pytest.fail(f"the recurrent outputs differ from the masked definition; {named}", pytrace=False)
