"""Chapter 02: MultiHeadAttention against torch.nn.MultiheadAttention (hand-written).

Weights are copied from PyTorch's module (its packed in_proj split into w_q, w_k, w_v). Its
boolean masks mean True = ignore, ours True = may attend: the tests pass `~mask`.
Tolerances: float32 atol 1e-5 (seen ~1e-7); float64 atol 1e-12 (seen ~1e-16).
"""

from __future__ import annotations

import pytest
import torch
from torch import nn

from transformer import MultiHeadAttention, create_causal_mask, create_padding_mask

TOL = {torch.float32: 1e-5, torch.float64: 1e-12}


def pair(d_model, heads, dtype, device, seed=0):
    torch.manual_seed(seed)
    theirs = nn.MultiheadAttention(d_model, heads, batch_first=True).to(device, dtype).eval()
    ours = MultiHeadAttention(d_model, heads, dropout=0.0).to(device, dtype).eval()
    with torch.no_grad():
        for i, linear in enumerate((ours.w_q, ours.w_k, ours.w_v)):
            linear.weight.copy_(theirs.in_proj_weight[i * d_model:(i + 1) * d_model])
            linear.bias.copy_(theirs.in_proj_bias[i * d_model:(i + 1) * d_model])
        ours.w_o.load_state_dict(theirs.out_proj.state_dict())
    return ours, theirs


def inputs(b, lq, lk, d, dtype, device, seed):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(b, lq, d, generator=g, dtype=dtype).to(device),
            torch.randn(b, lk, d, generator=g, dtype=dtype).to(device))


CASES = [  # (B, Lq, Lk, d_model, heads, mask kind)
    (2, 5, 5, 32, 4, None),
    (2, 5, 7, 32, 4, None),
    (3, 6, 6, 24, 3, "causal"),
    (2, 4, 9, 48, 8, "padding"),
    (2, 6, 6, 16, 2, "padding+causal"),
    (1, 1, 3, 8, 1, "padding"),
]


def masks(kind, b, lq, lk, device):
    """Our mask and PyTorch's (attn_mask, key_padding_mask) for the same rule."""
    ours, attn, kpm = None, None, None
    if kind and "padding" in kind:
        lengths = torch.tensor([lk - i % lk for i in range(b)])
        tokens = torch.where(torch.arange(lk)[None] < lengths[:, None], 5, 0)
        ours = create_padding_mask(tokens).to(device)
        kpm = ~ours[:, 0, 0]
    if kind and "causal" in kind:
        causal = create_causal_mask(lq, device=device)
        ours = causal if ours is None else ours & causal
        attn = ~causal[0, 0]
    return ours, attn, kpm


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"B{c[0]}-{c[1]}x{c[2]}-d{c[3]}-h{c[4]}-{c[5]}")
def test_matches_nn_multihead_attention(case, dtype, device):
    b, lq, lk, d, h, kind = case
    ours, theirs = pair(d, h, dtype, device, seed=CASES.index(case))
    q, kv = inputs(b, lq, lk, d, dtype, device, seed=CASES.index(case))
    if kind and "causal" in kind:
        kv = q  # causal masks are for self-attention
    mask, attn, kpm = masks(kind, b, lq, kv.size(1), device)
    out, weights = ours(q, kv, kv, mask)
    expected, expected_weights = theirs(q, kv, kv, key_padding_mask=kpm, attn_mask=attn)
    assert weights.shape == (b, h, lq, kv.size(1))
    torch.testing.assert_close(out, expected, atol=TOL[dtype], rtol=0,
                               msg=lambda m: f"output differs from nn.MultiheadAttention: {m}")
    torch.testing.assert_close(weights.mean(1), expected_weights, atol=TOL[dtype], rtol=0,
                               msg=lambda m: f"head-averaged weights differ: {m}")


def test_largest_error_against_pytorch():
    worst = {}
    for dtype in (torch.float32, torch.float64):
        errors = []
        for seed in range(30):
            b, lq, lk, d, h, kind = CASES[seed % len(CASES)]
            ours, theirs = pair(d, h, dtype, "cpu", seed)
            q, kv = inputs(b, lq, lk, d, dtype, "cpu", seed)
            if kind and "causal" in kind:
                kv = q
            mask, attn, kpm = masks(kind, b, lq, kv.size(1), "cpu")
            errors.append((ours(q, kv, kv, mask)[0]
                           - theirs(q, kv, kv, key_padding_mask=kpm, attn_mask=attn)[0]).abs().max().item())
        worst[dtype] = max(errors)
        assert worst[dtype] <= TOL[dtype]
    print(f"largest |ours - nn.MultiheadAttention|: float32 {worst[torch.float32]:.3g}, "
          f"float64 {worst[torch.float64]:.3g}")


def test_split_merge_round_trip_and_layout():
    mha = MultiHeadAttention(24, 3)
    x = torch.randn(2, 5, 24)
    heads = mha.split_heads(x)
    assert heads.shape == (2, 3, 5, 8)
    assert torch.equal(mha.merge_heads(heads), x), "merge_heads(split_heads(x)) must be x"
    assert torch.equal(heads[:, 1], x[..., 8:16]), "head i must hold features i*d_k .. (i+1)*d_k - 1"


def test_masking_holds_in_every_head():
    mha = MultiHeadAttention(32, 4, dropout=0.0)
    q, kv = torch.randn(2, 3, 32), torch.randn(2, 6, 32)
    mask = create_padding_mask(torch.tensor([[1, 1, 1, 1, 0, 0], [1, 1, 0, 0, 0, 0]]))
    _, weights = mha(q, kv, kv, mask)
    assert torch.equal(weights[0, :, :, 4:], torch.zeros(4, 3, 2)) \
        and torch.equal(weights[1, :, :, 2:], torch.zeros(4, 3, 4))


def test_no_python_loop_over_heads():
    """All heads in one batched product: the cost of 16 heads is one call of the attention kernel."""
    import transformer.multihead as module

    calls = []
    original = module.scaled_dot_product_attention
    module.scaled_dot_product_attention = lambda *a, **k: calls.append(1) or original(*a, **k)
    try:
        MultiHeadAttention(64, 16)(torch.randn(1, 4, 64), torch.randn(1, 4, 64), torch.randn(1, 4, 64))
    finally:
        module.scaled_dot_product_attention = original
    assert len(calls) == 1, f"attention called {len(calls)} times for 16 heads: heads must be a tensor axis"


def test_its_own_cache_fed_in_pieces_gives_the_one_pass_output():
    """new_cache (chapter 02): attached as `cache`, the AttentionCache keeps the keys and values of
    earlier calls, so 3 + 1 + 2 positions give a causal pass's outputs (float64, within 1e-12);
    length counts the positions, and reorder keeps the batch rows asked for."""
    torch.manual_seed(0)
    mha = MultiHeadAttention(24, 3, dropout=0.0).double()
    x, causal = torch.randn(2, 6, 24, dtype=torch.float64), create_causal_mask(6)
    full, _ = mha(x, x, x, causal)
    cache = mha.new_cache()
    assert cache.length == 0
    mha.cache, pieces = cache, []
    for a, b in ((0, 3), (3, 4), (4, 6)):
        pieces.append(mha(x[:, a:b], x[:, a:b], x[:, a:b], causal[..., a:b, :b])[0])
        assert cache.length == b, f"length {cache.length} after {b} positions"
    mha.cache = None
    torch.testing.assert_close(torch.cat(pieces, dim=1), full, atol=1e-12, rtol=0)
    keys = cache.keys
    cache.reorder(torch.tensor([1, 1]))
    assert torch.equal(cache.keys, keys[[1, 1]]) and cache.length == 6

def test_dropout_only_in_training():
    torch.manual_seed(0)
    mha = MultiHeadAttention(16, 2, dropout=0.5)
    x = torch.randn(2, 5, 16)
    mha.eval()
    assert torch.equal(mha(x, x, x)[0], mha(x, x, x)[0]), "eval mode must be deterministic"
    mha.train()
    assert not torch.equal(mha(x, x, x)[0], mha(x, x, x)[0]), "train mode must apply dropout"


@pytest.mark.parametrize("d_model, heads", [(30, 4), (512, 7)])
def test_indivisible_width_is_refused(d_model, heads):
    with pytest.raises(ValueError, match=f"d_model={d_model}, num_heads={heads}"):
        MultiHeadAttention(d_model, heads)


def test_wrong_input_width_is_refused():
    with pytest.raises(ValueError, match=r"key must have shape \(batch, length, 16\), got \(2, 3, 8\)"):
        MultiHeadAttention(16, 2)(torch.randn(2, 3, 16), torch.randn(2, 3, 8), torch.randn(2, 3, 16))
