"""Attention at length (chapter 10, long attention; hand-written).

Oracles: PyTorch's `F.scaled_dot_product_attention` for the output and the gradients (for the
sliding window, under the band mask),
`torch.logsumexp` of the (masked) scores for the saved statistic, `torch.autograd.gradcheck`
(finite differences) for the backward pass, and chapter 02's explicit MultiHeadAttention for the
"tiled" kind of `set_attention`; linear attention against its definition written with a
lower-triangular mask. Tolerances: 1e-12 in float64, where any difference beyond
rounding is a bug (the tiles add in another order: about 1e-15); 1e-5 in float32 for a whole
model (the paths add in a different order); 2e-2 relative for bfloat16 inputs (8 bits of mantissa;
the running sums are float32).
"""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

from transformer.fused import set_attention
from transformer.lm import DecoderOnlyLM, LMConfig, generate
from transformer.long_attention import (
    LISTOPS_DIGITS,
    LISTOPS_IDS,
    LISTOPS_VOCAB,
    AnswerLoss,
    LinearAttentionState,
    LinearMultiHeadAttention,
    RollingKVCache,
    TiledAttention,
    TiledMultiHeadAttention,
    answer_accuracy,
    causal_or_none,
    elu_feature_map,
    forward_backward_ms,
    linear_attention,
    listops,
    listops_baselines,
    listops_batch,
    listops_model,
    listops_tokens,
    listops_value,
    saved_bytes,
    set_window,
    sliding_window_attention,
    sliding_window_mask,
    tiled_attention,
)
from transformer.masks import create_causal_mask

F64 = 1e-12

# (leading dims, L_q, L_k, block_q, block_k): blocks that divide the lengths, that do not, of one
# row, and as long as the sequence; more queries than keys and fewer
CASES = [((2, 3), 12, 12, 4, 4), ((2, 3), 7, 7, 3, 2), ((4,), 5, 9, 5, 9), ((4,), 9, 5, 2, 3),
         ((1, 2), 16, 16, 16, 16), ((1,), 6, 6, 1, 1), ((2,), 10, 10, 64, 64)]


def qkv(lead, n_q, n_k, dtype=torch.float64, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(*lead, n_q, 8, generator=g, dtype=dtype)
    k = torch.randn(*lead, n_k, 8, generator=g, dtype=dtype)
    v = torch.randn(*lead, n_k, 5, generator=g, dtype=dtype)
    return [t.requires_grad_() for t in (q, k, v)]


def assert_same_outputs_and_gradients(out, expected, inputs) -> None:
    """Equal outputs, and equal gradients of both with respect to `inputs` for one random cotangent."""
    torch.testing.assert_close(out, expected, rtol=0, atol=F64)
    d_out = torch.randn_like(out)
    for ours, theirs in zip(torch.autograd.grad(out, inputs, d_out), torch.autograd.grad(expected, inputs, d_out),
                            strict=True):
        torch.testing.assert_close(ours, theirs, rtol=0, atol=F64)


def masked_scores(q, k, causal: bool) -> torch.Tensor:
    scores = (q @ k.mT) / q.size(-1) ** 0.5
    if causal:
        allowed = torch.ones(q.size(-2), k.size(-2), dtype=torch.bool).tril()
        scores = scores.masked_fill(~allowed, float("-inf"))
    return scores


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[1]}x{c[2]}-blocks{c[3]}x{c[4]}")
def test_tiled_attention_equals_pytorchs_kernel_in_output_and_gradients(case, causal):
    lead, n_q, n_k, block_q, block_k = case
    q, k, v = qkv(lead, n_q, n_k)
    out, _ = TiledAttention.apply(q, k, v, causal, block_q, block_k)
    expected = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
    assert_same_outputs_and_gradients(out, expected, (q, k, v))


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_the_saved_statistic_is_the_log_sum_exp_of_each_querys_scores(causal):
    q, k, v = qkv((2, 3), 11, 11)
    _, lse = TiledAttention.apply(q, k, v, causal, 4, 3)
    assert lse.shape == (2, 3, 11)
    torch.testing.assert_close(lse, torch.logsumexp(masked_scores(q, k, causal), -1), rtol=0, atol=F64)


def test_only_linear_memory_is_saved_for_the_backward_pass():
    """What autograd keeps: q, k, v, the output and the log-sum-exp; no tensor of L_q x L_k per head."""
    q, k, v = qkv((2, 4), 64, 64, dtype=torch.float32)
    saved = []
    with torch.autograd.graph.saved_tensors_hooks(lambda t: saved.append(t.shape) or t, lambda t: t):
        TiledAttention.apply(q, k, v, True, 16, 16)
    assert len(saved) == 5, saved
    assert max(torch.Size(s).numel() for s in saved) <= 2 * 4 * 64 * 8, f"a saved tensor grows with L^2: {saved}"


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_the_backward_pass_passes_gradcheck(causal):
    q, k, v = qkv((2,), 5, 5)
    # both outputs: the log-sum-exp's own gradient is checked too
    assert torch.autograd.gradcheck(lambda q, k, v: TiledAttention.apply(q, k, v, causal, 2, 3), (q, k, v))


def test_causal_attention_never_reads_a_key_no_query_may_see():
    """Keys after the last query are poisoned with NaN: the blocks above the diagonal are skipped,
    not masked (NaN * 0 would still be NaN)."""
    q, k, v = qkv((2,), 6, 10)
    with torch.no_grad():
        k[..., 6:, :], v[..., 6:, :] = float("nan"), float("nan")
    out, _ = TiledAttention.apply(q, k, v, True, 4, 4)
    expected = F.scaled_dot_product_attention(q, k[..., :6, :], v[..., :6, :], is_causal=True)
    torch.testing.assert_close(out, expected, rtol=0, atol=F64)


def test_bfloat16_inputs_sum_in_float32():
    q, k, v = (t.detach().to(torch.bfloat16) for t in qkv((2, 2), 300, 300, dtype=torch.float32))
    out = tiled_attention(q, k, v, is_causal=True)
    assert out.dtype == torch.bfloat16
    expected = F.scaled_dot_product_attention(q.float(), k.float(), v.float(), is_causal=True)
    error = ((out.float() - expected).norm() / expected.norm()).item()
    assert error < 2e-2, error


@pytest.mark.parametrize(("args", "message"), [
    ((0, 4), "block_q must be a positive integer, got 0"),
    ((4, True), "block_k must be a positive integer, got True"),
    ((4, 2.0), "block_k must be a positive integer, got 2.0"),
])
def test_bad_block_sizes_are_refused_with_the_value(args, message):
    q, k, v = qkv((2,), 4, 4)
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        TiledAttention.apply(q, k, v, False, *args)


@pytest.mark.parametrize(("shapes", "message"), [
    (((2, 6, 8), (2, 6, 4), (2, 6, 8)), "key must have the query's width d_k = 8"),
    (((2, 6, 8), (2, 6, 8), (2, 5, 8)), r"value must have one row per key \(6\)"),
    (((2, 6, 8), (3, 6, 8), (3, 6, 8)), "the same leading dimensions"),
    (((8,), (8,), (8,)), "the same number of dimensions, at least 2"),
])
def test_bad_shapes_are_refused_naming_the_tensor(shapes, message):
    with pytest.raises(ValueError, match=message):
        TiledAttention.apply(*(torch.randn(s) for s in shapes))


def lm(seed: int = 0, dropout: float = 0.0) -> DecoderOnlyLM:
    torch.manual_seed(seed)
    return DecoderOnlyLM(LMConfig(vocab_size=50, d_model=32, num_heads=4, num_layers=2, d_ff=64, max_len=40,
                                  dropout=dropout))


def test_a_model_on_the_tiled_path_gives_the_explicit_logits_and_gradients():
    model = lm()
    tokens = torch.randint(3, 50, (3, 20), generator=torch.Generator().manual_seed(1))
    results = {}
    for kind in ("explicit", "tiled"):
        set_attention(model, kind)
        model.zero_grad()
        logits = model(tokens)
        F.cross_entropy(logits.flatten(0, 1), tokens.flatten()).backward()
        results[kind] = (logits.detach(), [p.grad.clone() for p in model.parameters()])
    assert {type(m) for m in model.modules() if isinstance(m, TiledMultiHeadAttention)} == {TiledMultiHeadAttention}
    (logits, grads), (tiled_logits, tiled_grads) = results["explicit"], results["tiled"]
    torch.testing.assert_close(tiled_logits, logits, rtol=0, atol=1e-5)
    for ours, theirs in zip(tiled_grads, grads, strict=True):
        torch.testing.assert_close(ours, theirs, rtol=0, atol=1e-5)


def test_generation_on_the_tiled_path_gives_the_explicit_tokens():
    """With the cache, new tokens go through chapter 02's attend; without it, through the tiles."""
    model = lm().eval()
    prompt = torch.randint(3, 50, (2, 5), generator=torch.Generator().manual_seed(2))
    expected = generate(set_attention(model, "explicit"), prompt, 12, greedy=True)
    set_attention(model, "tiled")
    for use_cache in (True, False):
        assert torch.equal(generate(model, prompt, 12, greedy=True, use_cache=use_cache), expected)


def test_what_the_tiles_cannot_compute_is_refused_in_words():
    padded = torch.tensor([[5, 6, 7, 0], [5, 6, 7, 8]])
    model = set_attention(lm(), "tiled")
    with pytest.raises(ValueError, match="no mask or the causal one; this mask .* is neither"):
        model(padded)
    with pytest.raises(ValueError, match="no attention dropout, and this module trains with dropout 0.1"):
        set_attention(lm(dropout=0.1), "tiled")(torch.randint(3, 50, (2, 6)))
    assert causal_or_none(None, 4, 4) is False
    assert causal_or_none(create_causal_mask(4), 4, 4) is True


# Sliding windows ----------------------------------------------------------------------------------

@pytest.mark.parametrize("window", [1, 2, 5, 12, 30])
def test_sliding_window_attention_equals_attention_under_the_band_mask(window):
    q, k, v = qkv((2, 3), 12, 12)
    band = sliding_window_mask(12, window)
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=band)
    out = sliding_window_attention(q, k, v, window)
    assert_same_outputs_and_gradients(out, expected, (q, k, v))


def test_the_band_mask_holds_the_last_window_positions():
    mask = sliding_window_mask(6, 3)[0, 0]
    assert mask.shape == (6, 6)
    for t in range(6):
        assert mask[t].nonzero().flatten().tolist() == list(range(max(0, t - 2), t + 1))


def test_sliding_window_scores_are_the_band_only():
    """No tensor of L x L is formed: the largest tensor autograd saves grows with L, not L^2."""
    q, k, v = qkv((1,), 200, 200, dtype=torch.float32)
    saved = []
    with torch.autograd.graph.saved_tensors_hooks(lambda t: saved.append(t.numel()) or t, lambda t: t):
        sliding_window_attention(q, k, v, 4)
    assert max(saved) < 200 * 200, max(saved)


@pytest.mark.parametrize(("window", "prompt"), [(1, 3), (4, 2), (6, 9), (50, 5)])
def test_decoding_with_the_rolling_cache_equals_the_band_mask_in_constant_memory(window, prompt):
    q, k, v = (t.detach() for t in qkv((2, 3), 30, 30))
    cache, outputs, kept = RollingKVCache(window), [], []
    for start, stop in [(0, prompt)] + [(t, t + 1) for t in range(prompt, 30)]:
        keys, values, mask = cache.update(k[..., start:stop, :], v[..., start:stop, :])
        outputs.append(F.scaled_dot_product_attention(q[..., start:stop, :], keys, values, attn_mask=mask))
        kept.append(cache.keys.size(-2))
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=sliding_window_mask(30, window))
    torch.testing.assert_close(torch.cat(outputs, dim=-2), expected, rtol=0, atol=F64)
    assert max(kept) == min(window - 1, 30) and cache.length == 30, kept


def test_bad_windows_are_refused_with_the_value():
    q, k, v = qkv((1,), 4, 4)
    with pytest.raises(ValueError, match="window must be a positive integer, got 0"):
        sliding_window_attention(q, k, v, 0)
    with pytest.raises(ValueError, match="window must be a positive integer, got 2.5"):
        RollingKVCache(2.5)
    with pytest.raises(ValueError, match="as many keys as queries: 6 and 4"):
        sliding_window_attention(q, *qkv((1,), 6, 6)[1:], 2)


# Linear attention -----------------------------------------------------------------------------------

def definition(q, k, v, causal: bool, eps: float = 1e-6) -> torch.Tensor:
    """Linear attention as written in Katharopoulos et al. (2020), eq. 4, with a lower-triangular mask
    for the causal form (the test fast-transformers holds its causal kernel to)."""
    similarity = (F.elu(q) + 1) @ (F.elu(k) + 1).mT
    if causal:
        similarity = similarity.tril()
    return (similarity @ v) / (similarity.sum(-1, keepdim=True) + eps)


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_linear_attention_equals_its_definition_in_output_and_gradients(causal):
    q, k, v = qkv((2, 3), 17, 17)
    out, expected = linear_attention(q, k, v, causal=causal), definition(q, k, v, causal)
    assert_same_outputs_and_gradients(out, expected, (q, k, v))


def test_the_recurrent_form_equals_the_parallel_form_with_a_fixed_state():
    q, k, v = (t.detach() for t in qkv((2, 3), 25, 25))
    state = LinearAttentionState()
    stepped = []
    for t in range(25):
        stepped.append(state.step(q[..., t, :], k[..., t, :], v[..., t, :]))
        assert state.state.shape == (2, 3, 8, 5) and state.norm.shape == (2, 3, 8)
    torch.testing.assert_close(torch.stack(stepped, dim=-2), linear_attention(q, k, v), rtol=0, atol=F64)


def test_the_feature_map_is_positive_where_a_relu_would_not_be():
    x = torch.tensor([-30.0, -1.0, 0.0, 2.0], dtype=torch.float64)
    phi = elu_feature_map(x)
    assert (phi > 0).all() and torch.allclose(phi, torch.tensor([math.exp(-30), math.exp(-1), 1.0, 3.0],
                                                                 dtype=torch.float64))


# ListOps and the model's kinds of attention ---------------------------------------------------------

def test_listops_values_follow_the_four_operators():
    assert listops_value(("[MAX", [2, 9, ("[MIN", [4, 7]), 0])) == 9          # Long Range Arena's example
    assert listops_value(("[MED", [1, 8, 3, 6])) == 4                         # median 4.5, rounded down
    assert listops_value(("[MED", [5, 1, 9])) == 5
    assert listops_value(("[SM", [7, 8, ("[MIN", [9, 5])])) == 0               # 7 + 8 + 5 = 20
    assert listops_tokens(("[MAX", [2, ("[SM", [3, 4])])) == ["[MAX", "2", "[SM", "3", "4", "]", "]"]


def test_listops_draws_are_seeded_and_keep_to_their_lengths():
    first, again, other = listops(300, seed=5), listops(300, seed=5), listops(300, seed=6)
    assert first == again and first != other
    assert all(20 <= len(tokens) <= 100 for tokens, _ in first)
    for tokens, answer in first[:50]:   # every token is in the vocabulary, brackets balance, the answer is a digit
        assert set(tokens) <= set(LISTOPS_VOCAB) and tokens.count("]") == sum(t.startswith("[") for t in tokens)
        assert answer in range(10)
    with pytest.raises(ValueError, match="max_len must be an integer >= 20, got 10"):
        listops(5, seed=0, max_len=10)


def test_a_batch_is_aligned_to_the_right_and_ends_with_the_question():
    ids, answers = listops_batch([(["[MAX", "2", "9", "]"], 9), (["[SM", "1", "2", "]"], 3)], 7)
    filler, equals = LISTOPS_IDS["·"], LISTOPS_IDS["="]
    assert ids[0].tolist() == [filler, filler, LISTOPS_IDS["[MAX"], LISTOPS_IDS["2"], LISTOPS_IDS["9"],
                               LISTOPS_IDS["]"], equals]
    assert answers.tolist() == [9, 3] and (ids[:, -1] == equals).all()
    with pytest.raises(ValueError, match="an expression of 4 tokens and `=` do not fit length 4"):
        listops_batch([(["[MAX", "2", "9", "]"], 9)], 4)


def test_the_answer_loss_is_the_cross_entropy_of_the_ten_digits_at_the_last_position():
    model = listops_model("explicit", length=12)
    ids, answers = listops_batch(listops(6, seed=1, min_len=5, max_len=11), 12)
    loss, count = AnswerLoss()(model, (ids, answers))
    logits = model(ids)[:, -1]
    expected = F.cross_entropy(logits[:, [LISTOPS_IDS[d] for d in "0123456789"]], answers)
    assert count == 6 and torch.allclose(loss, expected)
    assert answer_accuracy(model, ids, answers) == (logits[:, LISTOPS_DIGITS].argmax(-1) == answers).float().mean()


def test_a_window_as_long_as_the_sequence_is_full_attention_and_linear_is_its_own():
    ids, _ = listops_batch(listops(4, seed=2, min_len=5, max_len=15), 16)
    with torch.no_grad():
        full = listops_model("explicit", length=16)(ids)
        torch.testing.assert_close(listops_model("window", length=16, window=16)(ids), full, rtol=0, atol=1e-5)
        assert not torch.allclose(listops_model("window", length=16, window=4)(ids), full, atol=1e-3)
        linear_model = listops_model("linear", length=16)
        assert sum(isinstance(m, LinearMultiHeadAttention) for m in linear_model.modules()) == 2   # two layers
        assert not torch.allclose(linear_model(ids), full, atol=1e-3)


def test_the_chapters_kinds_refuse_a_cache_dropout_and_other_masks_in_words():
    model = set_window(lm(dropout=0.1), 4)
    with pytest.raises(ValueError, match="'window' attention kind has no attention dropout"):
        model(torch.randint(3, 50, (2, 6)))
    model = set_attention(lm(), "linear").eval()
    with pytest.raises(ValueError, match="'linear' attention kind decodes with no key/value cache"):
        generate(model, torch.randint(3, 50, (1, 3)), 2, greedy=True)
    with pytest.raises(ValueError, match="no mask or the causal one"):
        model(torch.tensor([[5, 6, 0, 0]]))
    with pytest.raises(ValueError, match="window must be a positive integer, got -1"):
        set_window(lm(), -1)


def test_the_baselines_guess_from_the_training_answers():
    train = [(["[MAX", "1", "9", "]"], 9), (["[MAX", "2", "9", "]"], 9), (["[MIN", "1", "3", "]"], 1),
             (["[MIN", "0", "3", "]"], 0), (["[MIN", "0", "4", "]"], 0)]
    test = [(["[MAX", "3", "9", "]"], 9), (["[MIN", "0", "2", "]"], 0), (["[MIN", "5", "7", "]"], 5)]
    # the most frequent answer is 9 or 0 (a tie, two each; Counter keeps the first seen: 9); by root: MAX 9, MIN 0
    assert listops_baselines(train, test) == {"most frequent answer": 1 / 3,
                                              "most frequent answer of the root operator": 2 / 3}


def test_saved_bytes_counts_each_block_of_memory_once():
    x = torch.randn(1000, requires_grad=True)
    assert saved_bytes(lambda: (x * x).sum()) == 4000           # x saved twice, one storage of 1,000 floats
    y = torch.randn(1000, requires_grad=True)
    assert saved_bytes(lambda: (x * y).sum()) == 8000           # x and y saved: two storages
    q, k, v = qkv((1,), 8, 8, dtype=torch.float32)
    assert forward_backward_ms(lambda q, k, v: TiledAttention.apply(q, k, v), q, k, v, repeats=1) > 0
