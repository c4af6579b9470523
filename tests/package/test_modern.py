"""The modern decoder block of chapter 07: RMSNorm, RoPE, SwiGLU, grouped-query attention (hand-written).

Oracles, each written independently of the code under test:
* RMSNorm: `torch.nn.RMSNorm`; scale invariance; unlike LayerNorm, no invariance to a shift.
* RoPE: the complex-number formulation of Su et al. (pairs (2i, 2i + 1) as complex numbers times
  e^{i m theta_i}); the relative-position property (a query-key score depends on m - n only, tested
  at shifted positions); lengths kept; the rotation at position 0 is the identity.
* SwiGLU: its formula written with `torch.sigmoid`.
* Grouped-query attention: `F.scaled_dot_product_attention(..., enable_gqa=True)` and chapter 02's
  multi-head attention with repeated key/value heads; num_kv_heads = num_heads has no grouping.
* ModernLM: causality, cached decoding equal to uncached at every position offset and for any split
  of the prompt into pieces, the cache's size (2 x layers x g x d_k per position), checkpoints.
Invariance probes as for chapters 01-04: permuting the batch permutes the outputs of every block.
Tolerances: float64 where exactness is the claim (1e-10: a few roundings of numbers of size ~10);
float32 model outputs within 1e-5 (the cached and the full pass sum in different orders).
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from transformer.checkpoints import load_model
from transformer.lm import KVCache, LMTrainer, generate
from transformer.masks import create_causal_mask
from transformer.model import count_parameters
from transformer.modern import (
    GroupedQueryAttention,
    ModernLM,
    ModernLMConfig,
    RMSNorm,
    SwiGLU,
    apply_rope,
    rope_tables,
)
from transformer.multihead import MultiHeadAttention
from transformer.trainer import TrainerConfig

# Tiny models run best on one thread, and several threads crawl when the cores are busy.
pytestmark = pytest.mark.usefixtures("one_thread")   # tests/package/conftest.py


def small_model(num_kv_heads: int = 2, seed: int = 0, **overrides) -> ModernLM:
    torch.manual_seed(seed)
    settings = dict(vocab_size=40, d_model=32, num_heads=4, num_kv_heads=num_kv_heads, num_layers=2, d_ff=48,
                    max_len=40, dropout=0.0) | overrides
    return ModernLM(ModernLMConfig(**settings)).eval()


# RMSNorm ---------------------------------------------------------------------------------------------

def test_rmsnorm_equals_torch():
    torch.manual_seed(0)
    x = torch.randn(3, 5, 16, dtype=torch.float64) * 4 + 1
    ours, theirs = RMSNorm(16, eps=1e-5).double(), nn.RMSNorm(16, eps=1e-5).double()
    with torch.no_grad():
        ours.weight.copy_(torch.rand(16) + 0.5)
        theirs.weight.copy_(ours.weight)
    torch.testing.assert_close(ours(x), theirs(x), rtol=0, atol=1e-10)


def test_rmsnorm_is_scale_invariant_not_shift_invariant():
    torch.manual_seed(0)
    x = torch.randn(4, 16, dtype=torch.float64)
    norm = RMSNorm(16, eps=1e-12).double()
    torch.testing.assert_close(norm(3.7 * x), norm(x), rtol=0, atol=1e-10)
    assert (norm(x + 2.0) - norm(x)).abs().max() > 0.1, "RMSNorm must not subtract the mean"
    rms = norm(x).pow(2).mean(-1).sqrt()
    torch.testing.assert_close(rms, torch.ones(4, dtype=torch.float64), rtol=0, atol=1e-9)


@pytest.mark.parametrize("bad", [0, -1, 1.5])
def test_rmsnorm_refuses_bad_sizes(bad):
    with pytest.raises(ValueError, match="d_model"):
        RMSNorm(bad)
    with pytest.raises(ValueError, match="eps"):
        RMSNorm(8, eps=0.0)


# RoPE ------------------------------------------------------------------------------------------------

def complex_rope(x: torch.Tensor, positions: torch.Tensor, base: float = 10000.0) -> torch.Tensor:
    """Su et al.'s formulation: pair i of features (2i, 2i + 1) as a complex number times e^{i m theta_i}."""
    d_k = x.size(-1)
    theta = base ** (-torch.arange(0, d_k, 2, dtype=torch.float64) / d_k)
    angle = positions.double()[:, None] * theta
    pairs = torch.view_as_complex(x.double().reshape(*x.shape[:-1], d_k // 2, 2).contiguous())
    return torch.view_as_real(pairs * torch.exp(1j * angle)).flatten(-2)


@pytest.mark.parametrize("start", [0, 1, 17])
def test_rope_equals_the_complex_formulation(start):
    torch.manual_seed(0)
    cos, sin = rope_tables(64, 16)
    x = torch.randn(2, 3, 9, 16, dtype=torch.float64)
    expected = complex_rope(x, torch.arange(start, start + 9))
    torch.testing.assert_close(apply_rope(x, cos.double(), sin.double(), start), expected, rtol=0, atol=1e-6)


@pytest.mark.parametrize("shift", [1, 5, 30])
def test_rope_scores_depend_on_the_distance_only(shift):
    """q at m and k at n score as q at m + shift and k at n + shift, for every pair (m, n)."""
    torch.manual_seed(0)
    cos, sin = rope_tables(64, 8)
    cos, sin = cos.double(), sin.double()
    q, k = torch.randn(8, dtype=torch.float64), torch.randn(8, dtype=torch.float64)
    at = lambda v, m: apply_rope(v[None], cos, sin, m)[0]  # noqa: E731
    for m in range(0, 12, 3):
        for n in range(0, 12, 4):
            assert at(q, m) @ at(k, n) == pytest.approx((at(q, m + shift) @ at(k, n + shift)).item(), abs=1e-6)
    assert abs((at(q, 2) @ at(k, 9)) - (at(q, 9) @ at(k, 2))) > 1e-3, "a score must depend on the sign of m - n"


def test_rope_keeps_lengths_and_is_the_identity_at_position_0():
    torch.manual_seed(0)
    cos, sin = rope_tables(32, 8)
    x = torch.randn(3, 10, 8)
    torch.testing.assert_close(apply_rope(x, cos, sin, 5).norm(dim=-1), x.norm(dim=-1))
    torch.testing.assert_close(apply_rope(x[:, :1], cos, sin, 0), x[:, :1])


def test_rope_refuses_odd_widths_and_positions_past_the_table():
    with pytest.raises(ValueError, match="d_k must be even"):
        rope_tables(16, 7)
    cos, sin = rope_tables(16, 8)
    with pytest.raises(ValueError, match="positions 10 .. 19"):
        apply_rope(torch.zeros(1, 10, 8), cos, sin, start=10)


# SwiGLU ----------------------------------------------------------------------------------------------

def test_swiglu_equals_its_formula():
    torch.manual_seed(0)
    ffn = SwiGLU(16, 40).double()
    x = torch.randn(2, 6, 16, dtype=torch.float64)
    a, b = x @ ffn.w_1.weight.T, x @ ffn.w_3.weight.T
    torch.testing.assert_close(ffn(x), (a * torch.sigmoid(a) * b) @ ffn.w_2.weight.T, rtol=0, atol=1e-10)
    assert count_parameters(ffn) == 3 * 16 * 40, "three matrices, no biases"


def test_swiglu_acts_on_each_position_alone():
    torch.manual_seed(0)
    ffn = SwiGLU(8, 12).double()
    x = torch.randn(2, 5, 8, dtype=torch.float64)
    order = torch.tensor([3, 0, 4, 1, 2])
    torch.testing.assert_close(ffn(x[:, order]), ffn(x)[:, order], rtol=0, atol=1e-12)


# Grouped-query attention -----------------------------------------------------------------------------

@pytest.mark.parametrize("num_kv_heads", [1, 2, 4, 8])
def test_gqa_equals_sdpa_with_enable_gqa(num_kv_heads):
    torch.manual_seed(0)
    gqa = GroupedQueryAttention(32, 8, num_kv_heads, max_len=16, dropout=0.0).double().eval()
    x, memory = torch.randn(2, 6, 32, dtype=torch.float64), torch.randn(2, 9, 32, dtype=torch.float64)
    out, weights = gqa(x, memory, memory)
    q, k, v = gqa.project(x, memory, memory)
    assert k.shape == v.shape == (2, num_kv_heads, 9, 4), "the key/value heads are the g shared ones"
    expected = F.scaled_dot_product_attention(q, k, v, enable_gqa=True)
    torch.testing.assert_close(out, gqa.w_o(gqa.merge_heads(expected)), rtol=0, atol=1e-10)
    assert weights.shape == (2, 8, 6, 9)


def test_gqa_equals_multihead_attention_with_repeated_heads():
    """Head j of the keys and values serves query heads j * h/g .. (j + 1) * h/g - 1, in that order."""
    torch.manual_seed(0)
    d_model, h, g = 24, 6, 2
    gqa = GroupedQueryAttention(d_model, h, g, max_len=16, dropout=0.0).double().eval()
    mha = MultiHeadAttention(d_model, h, dropout=0.0).double().eval()
    with torch.no_grad():
        mha.w_q.weight.copy_(gqa.w_q.weight)
        mha.w_o.weight.copy_(gqa.w_o.weight)
        for name in ("w_k", "w_v"):
            w = getattr(gqa, name).weight.view(g, d_model // h, d_model)
            getattr(mha, name).weight.copy_(w.repeat_interleave(h // g, dim=0).reshape(d_model, d_model))
        for layer in (mha.w_q, mha.w_k, mha.w_v, mha.w_o):
            layer.bias.zero_()
    x = torch.randn(2, 7, d_model, dtype=torch.float64)
    mask = create_causal_mask(7)
    q, k, v = mha.project(x, x, x)
    q, k = apply_rope(q, gqa.cos.double(), gqa.sin.double()), apply_rope(k, gqa.cos.double(), gqa.sin.double())
    torch.testing.assert_close(gqa(x, x, x, mask)[0], mha.attend(q, k, v, mask)[0], rtol=0, atol=1e-10)


def test_gqa_refuses_heads_that_do_not_group():
    with pytest.raises(ValueError, match="num_heads must be a multiple of num_kv_heads"):
        GroupedQueryAttention(32, 8, 3, max_len=8)
    with pytest.raises(ValueError, match="num_kv_heads"):
        GroupedQueryAttention(32, 8, 0, max_len=8)


@pytest.mark.parametrize("block", ["norm", "swiglu", "gqa"])
def test_every_block_commutes_with_a_batch_permutation(block):
    torch.manual_seed(0)
    module = {"norm": RMSNorm(16), "swiglu": SwiGLU(16, 20),
              "gqa": GroupedQueryAttention(16, 4, 2, max_len=8, dropout=0.0)}[block].double().eval()
    x = torch.randn(4, 6, 16, dtype=torch.float64)
    run = (lambda t: module(t, t, t)[0]) if block == "gqa" else module
    order = torch.tensor([2, 0, 3, 1])
    torch.testing.assert_close(run(x[order]), run(x)[order], rtol=0, atol=1e-12)


# The model -------------------------------------------------------------------------------------------

def test_modern_lm_is_causal():
    model = small_model()
    tokens = torch.randint(4, 40, (2, 10))
    changed = tokens.clone()
    changed[:, 6] = 4 + (changed[:, 6] - 3) % 36
    with torch.no_grad():
        moved = (model(tokens) - model(changed)).abs().amax(dim=(0, 2))
    assert (moved[:6] == 0).all() and (moved[6:] > 0).all(), moved


@pytest.mark.parametrize("pieces", [(1,) * 12, (5, 7), (3, 1, 4, 1, 3)])
@pytest.mark.parametrize("num_kv_heads", [1, 2, 4])
def test_cached_decoding_equals_the_full_pass_at_every_offset(pieces, num_kv_heads):
    """Feeding the sequence in pieces (so each piece starts at another position offset) gives the
    logits of one full pass: every new position is rotated by its true position."""
    model = small_model(num_kv_heads)
    tokens = torch.randint(4, 40, (3, sum(pieces)))
    cache, out, at = KVCache(model), [], 0
    with torch.no_grad():
        full = model(tokens)
        for size in pieces:
            out.append(cache.feed(tokens[:, at:at + size]))
            at += size
    torch.testing.assert_close(torch.cat(out, dim=1), full, rtol=0, atol=1e-5)


def test_generation_with_the_cache_equals_without():
    model = small_model()
    prompt = torch.randint(4, 40, (2, 4))
    assert torch.equal(generate(model, prompt, 25, greedy=True), generate(model, prompt, 25, greedy=True,
                                                                            use_cache=False))
    g1, g2 = torch.Generator().manual_seed(3), torch.Generator().manual_seed(3)
    assert torch.equal(generate(model, prompt, 25, top_p=0.9, generator=g1),
                       generate(model, prompt, 25, top_p=0.9, generator=g2, use_cache=False))


@pytest.mark.parametrize("num_kv_heads", [1, 2, 4])
def test_the_cache_holds_g_key_value_heads(num_kv_heads):
    model = small_model(num_kv_heads)
    cache = KVCache(model)
    with torch.no_grad():
        cache.feed(torch.randint(4, 40, (2, 9)))
    held = sum(c.keys.numel() + c.values.numel() for c in cache.caches.values())
    assert held == 2 * 2 * num_kv_heads * 8 * 9 * 2   # keys and values x layers x g x d_k x positions x batch


def test_the_config_names_the_bad_field():
    with pytest.raises(ValueError, match="num_heads must be a multiple of num_kv_heads"):
        ModernLMConfig(vocab_size=40, num_heads=4, num_kv_heads=3)
    with pytest.raises(ValueError, match="must be even"):
        ModernLMConfig(vocab_size=40, d_model=12, num_heads=4, num_kv_heads=2)
    with pytest.raises(ValueError, match="rope_base"):
        ModernLMConfig(vocab_size=40, rope_base=1.0)


def test_a_trained_checkpoint_rebuilds_the_model(tmp_path):
    """Three training steps through chapter 06's trainer, then load_model: the same class, config and
    logits (the rotation tables are rebuilt from the config, not stored)."""
    model = small_model()
    model.train()
    trainer = LMTrainer(model, TrainerConfig(warmup=10, label_smoothing=0.0, progress=False))
    windows = torch.randint(4, 40, (8, 13))
    trainer.fit(lambda: windows[torch.randint(0, 8, (4,))], steps=3, checkpoint=tmp_path / "lm.pt")
    loaded = load_model(tmp_path / "lm.pt")
    assert type(loaded) is ModernLM and loaded.config == model.config
    assert not any("cos" in name or "sin" in name for name in torch.load(tmp_path / "lm.pt")["model"])
    tokens = torch.randint(4, 40, (1, 8))
    with torch.no_grad():
        torch.testing.assert_close(loaded(tokens), model.eval()(tokens), rtol=0, atol=0)
