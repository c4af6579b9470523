"""Graded tests of exercise 04: encoder and decoder layers (hand-written).

The learner's layers are built with their (given) __init__ and receive weights copied from
torch.nn.TransformerEncoderLayer / TransformerDecoderLayer, so only the wiring of `forward` is
graded. Sizes differ everywhere (B=2, Ls=7, Lt=5, d_model=24, h=3, d_ff=40). When an output is
wrong, the message names the known wiring mistake it matches.

Tolerances: ATOL = 1e-10, float64 both sides, O(1) values after LayerNorm: the solution and
nn.TransformerEncoderLayer / TransformerDecoderLayer differ by at most 9e-16 under
ATEN_CPU_CAPABILITY default, avx2 and avx512, 1 or 2 threads and MKL's SSE4.2 kernels, 5 orders of
margin; every known wiring mistake is off by 0.45 or more. A masked key's weight underflows to
exactly 0 in every arithmetic, so a later target position leaves exactly 0 in the gradient (the
test counts nonzeros) and a changed padded source position leaves the output as it was (atol 1e-10
all the same); eval mode compares a result with itself.
"""

from __future__ import annotations

import pytest
import torch
from torch import nn

from courseware.grading import backward, parameter_grads

pytestmark = pytest.mark.ex04

D, H, FF, LS, LT = 24, 3, 40, 7, 5
ATOL = 1e-10   # float64 both sides, O(1) values: differences <= 9e-16, mistakes >= 0.45 (docstring)


def call(fn, *args):
    try:
        return fn(*args)
    except NotImplementedError:
        pass
    pytest.fail(f"{type(fn).__name__}.forward still raises NotImplementedError: fill in the TODO", pytrace=False)


def copy_attention(ours, theirs):
    with torch.no_grad():
        for i, name in enumerate(("w_q", "w_k", "w_v")):
            getattr(ours, name).weight.copy_(theirs.in_proj_weight[i * D:(i + 1) * D])
            getattr(ours, name).bias.copy_(theirs.in_proj_bias[i * D:(i + 1) * D])
        ours.w_o.load_state_dict(theirs.out_proj.state_dict())


def pair(ex04, kind, norm_first, seed):
    torch.manual_seed(seed)
    if kind == "encoder":
        theirs = nn.TransformerEncoderLayer(D, H, FF, dropout=0.0, batch_first=True, norm_first=norm_first).double()
        ours = ex04.EncoderLayer(D, H, FF, 0.0, norm_first).double()
    else:
        theirs = nn.TransformerDecoderLayer(D, H, FF, dropout=0.0, batch_first=True, norm_first=norm_first).double()
        ours = ex04.DecoderLayer(D, H, FF, 0.0, norm_first).double()
        copy_attention(ours.cross_attn, theirs.multihead_attn)
        ours.norm3.load_state_dict(theirs.norm3.state_dict())
    copy_attention(ours.self_attn, theirs.self_attn)
    ours.feed_forward.w_1.load_state_dict(theirs.linear1.state_dict())
    ours.feed_forward.w_2.load_state_dict(theirs.linear2.state_dict())
    ours.norm1.load_state_dict(theirs.norm1.state_dict())
    ours.norm2.load_state_dict(theirs.norm2.state_dict())
    return ours, theirs


def data(seed):
    g = torch.Generator().manual_seed(seed)
    src = torch.randn(2, LS, D, generator=g, dtype=torch.float64)
    tgt = torch.randn(2, LT, D, generator=g, dtype=torch.float64)
    real = torch.tensor([[True] * LS, [True] * 4 + [False] * (LS - 4)])
    causal = torch.ones(LT, LT, dtype=torch.bool).tril()
    return src, tgt, real[:, None, None, :], causal[None, None]


def wrong_encoder(layer, x, mask, norm_first):
    """Outputs of the common wiring mistakes for an encoder layer."""
    sa = lambda y: layer.self_attn(y, y, y, mask)[0]  # noqa: E731
    ff = layer.feed_forward
    n1, n2 = layer.norm1, layer.norm2
    if norm_first:
        return {
            "post-norm wiring used although norm_first=True: normalise each sublayer's input, not the sum":
                n2((h := n1(x + sa(x))) + ff(h)),
            "LayerNorm applied after the residual as well as before the sublayer":
                n2((h := n1(x + sa(n1(x)))) + ff(n2(h))),
        }
    return {
        "pre-norm wiring used although norm_first=False: the paper is x = norm(x + sublayer(x))":
            (h := x + sa(n1(x))) + ff(n2(h)),
        "residual outside the norm: x + norm(sublayer(x)) instead of norm(x + sublayer(x))":
            (h := x + n1(sa(x))) + n2(ff(h)),
        "residual connection missing: norm(sublayer(x)) instead of norm(x + sublayer(x))":
            n2(ff(h := n1(sa(x)))),
        "padding mask not passed to self-attention":
            n2((h := n1(x + layer.self_attn(x, x, x)[0])) + ff(h)),
    }


def check(out, expected, candidates):
    error = (out - expected).abs().max().item()
    if error <= ATOL:
        return
    for message, wrong in candidates.items():
        if wrong.shape == out.shape and torch.allclose(wrong, out, atol=1e-8):
            pytest.fail(f"output differs from PyTorch by {error:.3g}; it matches a known mistake: {message}", pytrace=False)
    pytest.fail(f"output differs from PyTorch by {error:.3g}; compare the order of norm, dropout and residual with the chapter", pytrace=False)


@pytest.mark.parametrize("norm_first", [False, True], ids=["post-norm", "pre-norm"])
@pytest.mark.points(2)
def test_encoder_layer_matches_pytorch(ex04, norm_first):
    ours, theirs = pair(ex04, "encoder", norm_first, seed=1)
    src, _, pad, _ = data(1)
    out = call(ours, src, pad)
    with torch.no_grad():
        check(out, theirs(src, src_key_padding_mask=~pad[:, 0, 0]), wrong_encoder(ours, src, pad, norm_first))


def wrong_decoder(layer, x, memory, tgt_mask, memory_mask):
    sa = lambda y: layer.self_attn(y, y, y, tgt_mask)[0]  # noqa: E731
    n1, n2, n3, ff = layer.norm1, layer.norm2, layer.norm3, layer.feed_forward
    return {
        "cross-attention reads the decoder's own sequence: its keys and values must be memory":
            n3((h := n2((g := n1(x + sa(x))) + layer.cross_attn(g, g, g, None)[0])) + ff(h)),
        "memory_mask not passed to cross-attention: source padding leaks into the decoder":
            n3((h := n2((g := n1(x + sa(x))) + layer.cross_attn(g, memory, memory)[0])) + ff(h)),
        "tgt_mask not passed to self-attention: the decoder sees the future":
            n3((h := n2((g := n1(x + layer.self_attn(x, x, x)[0])) + layer.cross_attn(g, memory, memory, memory_mask)[0])) + ff(h)),
    }


@pytest.mark.parametrize("norm_first", [False, True], ids=["post-norm", "pre-norm"])
@pytest.mark.points(2)
def test_decoder_layer_matches_pytorch(ex04, norm_first):
    ours, theirs = pair(ex04, "decoder", norm_first, seed=2)
    src, tgt, pad, causal = data(2)
    out = call(ours, tgt, src, causal, pad)
    with torch.no_grad():
        expected = theirs(tgt, src, tgt_mask=~causal[0, 0], memory_key_padding_mask=~pad[:, 0, 0])
        check(out, expected, wrong_decoder(ours, tgt, src, causal, pad) if not norm_first else {})


@pytest.mark.points(1)
def test_decoder_cannot_see_the_future(ex04):
    ours, _ = pair(ex04, "decoder", False, seed=3)
    src, tgt, pad, causal = data(3)
    out = call(ours, tgt, src, causal, pad)
    # The gradient of a random projection of output position 1 (not of its sum: the sum of a
    # LayerNorm output does not depend on its input, so its gradient is 0 whatever the mask).
    cotangent = torch.zeros_like(out)
    cotangent[:, 1] = torch.randn(out[:, 1].shape, generator=torch.Generator().manual_seed(3), dtype=out.dtype)
    _, (grad,) = backward(ours, tgt.clone().requires_grad_(), src, causal, pad, cotangent=cotangent)
    assert grad is not None and torch.count_nonzero(grad[:, :2]) > 0, (
        "no gradient reached the decoder's input at positions 0 and 1: is it detached somewhere?")
    assert torch.count_nonzero(grad[:, 2:]) == 0, "output 1 depends on target positions 2 and later: pass tgt_mask to self-attention"


@pytest.mark.points(1)
def test_source_padding_changes_nothing(ex04):
    ours, _ = pair(ex04, "decoder", False, seed=4)
    src, tgt, pad, causal = data(4)
    noisy = src.clone()
    noisy[1, 4:] = 1000 * torch.randn(LS - 4, D, dtype=torch.float64)
    a = call(ours, tgt, src, causal, pad)
    b = call(ours, tgt, noisy, causal, pad)
    assert torch.allclose(a, b, atol=1e-10), "changing padded source positions changed the decoder: pass memory_mask to cross_attn"


@pytest.mark.points(1)
def test_dropout_only_in_training(ex04):
    torch.manual_seed(5)
    layer = ex04.EncoderLayer(D, H, FF, dropout=0.5).double()
    src, _, pad, _ = data(5)
    layer.train()
    assert not torch.equal(call(layer, src, pad), call(layer, src, pad)), "no dropout in training mode: use dropout1 and dropout2"
    layer.eval()
    assert torch.equal(call(layer, src, pad), call(layer, src, pad)), "eval mode must be deterministic"


@pytest.mark.points(1)
def test_every_parameter_gets_a_gradient(ex04):
    torch.manual_seed(6)
    enc, dec = ex04.EncoderLayer(D, H, FF, 0.0).double(), ex04.DecoderLayer(D, H, FF, 0.0).double()
    src, tgt, pad, causal = data(6)
    memory = call(enc, src, pad)
    g = torch.Generator().manual_seed(6)   # random cotangents: the plain sum of a LayerNorm output has gradient 0
    backward(enc, src, pad, cotangent=torch.randn(memory.shape, generator=g, dtype=memory.dtype))
    backward(dec, tgt, memory, causal, pad, cotangent=torch.randn(tgt.shape, generator=g, dtype=tgt.dtype))
    missing = [name for m in (enc, dec) for name, g in parameter_grads(m).items() if g is None or not g.abs().sum() > 0]
    assert not missing, f"these parameters are never used in forward: {missing}"
