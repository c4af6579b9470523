"""Chapter 04: encoder and decoder layers and stacks against PyTorch, plus invariance probes
(hand-written).

Oracles: nn.TransformerEncoderLayer / DecoderLayer / Encoder / Decoder (batch_first, dropout 0),
weights transplanted. The book's design decision on normalisation: our post-norm stacks have no
final LayerNorm, so they are compared with PyTorch stacks built with norm=None; pre-norm stacks
with norm=LayerNorm. PyTorch's masks mean True = ignore: we pass ~mask. The encoder comparisons
run in training mode with dropout 0, so PyTorch's inference fast path (which returns zeros at
padded positions) is not used.
Tolerances: float64 atol 1e-10 (seen ~1e-15); float32 atol 1e-5 (seen ~1e-6).
"""

from __future__ import annotations

import pytest
import torch
from torch import nn

from transformer import Decoder, DecoderLayer, Encoder, EncoderLayer, create_causal_mask, create_padding_mask

TOL = {torch.float32: 1e-5, torch.float64: 1e-10}
D, H, FF = 32, 4, 48
WORST: dict[str, float] = {}


def copy_attention(ours, theirs):
    d = ours.d_model
    with torch.no_grad():
        for i, linear in enumerate((ours.w_q, ours.w_k, ours.w_v)):
            linear.weight.copy_(theirs.in_proj_weight[i * d:(i + 1) * d])
            linear.bias.copy_(theirs.in_proj_bias[i * d:(i + 1) * d])
        ours.w_o.load_state_dict(theirs.out_proj.state_dict())


def copy_layer(ours, theirs):
    copy_attention(ours.self_attn, theirs.self_attn)
    if hasattr(ours, "cross_attn"):
        copy_attention(ours.cross_attn, theirs.multihead_attn)
        ours.norm3.load_state_dict(theirs.norm3.state_dict())
    ours.feed_forward.w_1.load_state_dict(theirs.linear1.state_dict())
    ours.feed_forward.w_2.load_state_dict(theirs.linear2.state_dict())
    ours.norm1.load_state_dict(theirs.norm1.state_dict())
    ours.norm2.load_state_dict(theirs.norm2.state_dict())


def copy_stack(ours, theirs):
    for a, b in zip(ours.layers, theirs.layers, strict=True):
        copy_layer(a, b)
    if ours.norm is not None:
        ours.norm.load_state_dict(theirs.norm.state_dict())


def data(dtype, device, seed=0):
    g = torch.Generator().manual_seed(seed)
    src = torch.randn(2, 7, D, generator=g, dtype=torch.float64).to(device, dtype)
    tgt = torch.randn(2, 5, D, generator=g, dtype=torch.float64).to(device, dtype)
    src_pad = create_padding_mask(torch.tensor([[4] * 7, [4] * 4 + [0] * 3])).to(device)
    tgt_mask = create_padding_mask(torch.tensor([[4] * 5, [4] * 3 + [0] * 2])).to(device) \
        & create_causal_mask(5, device=device)
    return src, tgt, src_pad, tgt_mask


def record(name, error, dtype):
    key = f"{name} {str(dtype).split('.')[-1]}"
    WORST[key] = max(WORST.get(key, 0.0), error)
    assert error <= TOL[dtype], f"{name}: differs from PyTorch by {error:.3g}"


DTYPES = pytest.mark.parametrize("dtype", [torch.float32, torch.float64], ids=["f32", "f64"])
NORMS = pytest.mark.parametrize("norm_first", [False, True], ids=["post-norm", "pre-norm"])


@DTYPES
@NORMS
def test_encoder_layer_matches_pytorch(norm_first, dtype, device):
    torch.manual_seed(1)
    theirs = nn.TransformerEncoderLayer(D, H, FF, dropout=0.0, batch_first=True,
                                        norm_first=norm_first).to(device, dtype)
    ours = EncoderLayer(D, H, FF, 0.0, norm_first).to(device, dtype)
    copy_layer(ours, theirs)
    src, _, src_pad, _ = data(dtype, device)
    record("EncoderLayer",
           (ours(src, src_pad) - theirs(src, src_key_padding_mask=~src_pad[:, 0, 0])).abs().max().item(), dtype)


@DTYPES
@NORMS
def test_decoder_layer_matches_pytorch(norm_first, dtype, device):
    torch.manual_seed(2)
    theirs = nn.TransformerDecoderLayer(D, H, FF, dropout=0.0, batch_first=True,
                                        norm_first=norm_first).to(device, dtype)
    ours = DecoderLayer(D, H, FF, 0.0, norm_first).to(device, dtype)
    copy_layer(ours, theirs)
    src, tgt, src_pad, tgt_mask = data(dtype, device)
    expected = theirs(tgt, src, tgt_mask=~tgt_mask[1, 0], tgt_key_padding_mask=None,
                      memory_key_padding_mask=~src_pad[:, 0, 0])
    # tgt_mask differs per batch element; PyTorch's attn_mask does not, so compare element 1 with its own mask
    ours_out = ours(tgt, src, tgt_mask[1:2], src_pad)
    record("DecoderLayer", (ours_out - expected).abs().max().item(), dtype)


@DTYPES
@NORMS
def test_stacks_match_pytorch(norm_first, dtype, device):
    torch.manual_seed(3)
    make_norm = (lambda: nn.LayerNorm(D)) if norm_first else (lambda: None)
    enc_t = nn.TransformerEncoder(nn.TransformerEncoderLayer(D, H, FF, 0.0, batch_first=True, norm_first=norm_first), 3,
                                  norm=make_norm(), enable_nested_tensor=False).to(device, dtype)
    dec_t = nn.TransformerDecoder(nn.TransformerDecoderLayer(D, H, FF, 0.0, batch_first=True, norm_first=norm_first), 3,
                                  norm=make_norm()).to(device, dtype)
    enc, dec = Encoder(3, D, H, FF, 0.0, norm_first).to(device, dtype), \
        Decoder(3, D, H, FF, 0.0, norm_first).to(device, dtype)
    copy_stack(enc, enc_t)
    copy_stack(dec, dec_t)
    src, tgt, src_pad, _ = data(dtype, device, seed=3)
    causal = create_causal_mask(5, device=device)
    memory = enc(src, src_pad)
    record("Encoder", (memory - enc_t(src, src_key_padding_mask=~src_pad[:, 0, 0])).abs().max().item(), dtype)
    expected = dec_t(tgt, memory, tgt_mask=~causal[0, 0], memory_key_padding_mask=~src_pad[:, 0, 0])
    record("Decoder", (dec(tgt, memory, causal, src_pad) - expected).abs().max().item(), dtype)


def test_report_largest_errors():
    """Runs every oracle comparison on the CPU and prints the worst error of each (the issue note's numbers)."""
    for dtype in (torch.float32, torch.float64):
        for norm_first in (False, True):
            for test in (test_encoder_layer_matches_pytorch, test_decoder_layer_matches_pytorch,
                         test_stacks_match_pytorch):
                test(norm_first, dtype, torch.device("cpu"))
    print("largest deviation from PyTorch: " + ", ".join(f"{k} {v:.3g}" for k, v in sorted(WORST.items())))


def decoder_pair(seed=0):
    torch.manual_seed(seed)
    return Encoder(2, D, H, FF, 0.0).double().eval(), Decoder(2, D, H, FF, 0.0).double().eval()


def test_causality_future_targets_do_not_leak():
    """Catches a missing or inverted causal mask."""
    _, dec = decoder_pair()
    memory = torch.randn(2, 6, D, dtype=torch.float64)
    tgt = torch.randn(2, 5, D, dtype=torch.float64, requires_grad=True)
    causal = create_causal_mask(5)
    out = dec(tgt, memory, causal)
    changed = tgt.detach().clone()
    changed[:, 3:] = torch.randn(2, 2, D, dtype=torch.float64)
    assert torch.equal(dec(changed, memory, causal)[:, :3], out[:, :3]), "changing targets 3-4 changed outputs 0-2"
    out[:, 2].sum().backward()
    assert torch.count_nonzero(tgt.grad[:, 3:]) == 0, "output 2 has a gradient with respect to later inputs"
    assert torch.count_nonzero(tgt.grad[:, :3]) > 0


def test_padding_invariance_of_encoder_and_decoder():
    """Catches a memory mask not passed to cross-attention, or a padding mask ignored in the encoder."""
    enc, dec = decoder_pair(1)
    src = torch.randn(1, 4, D, dtype=torch.float64)
    tgt = torch.randn(1, 3, D, dtype=torch.float64)
    padded = torch.cat([src, 100 * torch.randn(1, 5, D, dtype=torch.float64)], dim=1)
    m1 = create_padding_mask(torch.tensor([[9] * 4]))
    m2 = create_padding_mask(torch.tensor([[9] * 4 + [0] * 5]))
    torch.testing.assert_close(enc(padded, m2)[:, :4], enc(src, m1), msg="padding changed the encoder's real positions")
    causal = create_causal_mask(3)
    torch.testing.assert_close(dec(tgt, enc(padded, m2), causal, m2), dec(tgt, enc(src, m1), causal, m1),
                               msg="source padding changed the decoder")


def test_encoder_is_permutation_equivariant_without_positions():
    enc, _ = decoder_pair(2)
    x = torch.randn(2, 6, D, dtype=torch.float64)
    perm = torch.randperm(6, generator=torch.Generator().manual_seed(0))
    torch.testing.assert_close(enc(x[:, perm]), enc(x)[:, perm])


@NORMS
def test_every_parameter_gets_a_gradient(norm_first):
    torch.manual_seed(4)
    enc, dec = Encoder(2, D, H, FF, 0.1, norm_first), Decoder(2, D, H, FF, 0.1, norm_first)
    src, tgt = torch.randn(2, 7, D), torch.randn(2, 5, D)
    dec(tgt, enc(src), create_causal_mask(5)).pow(2).mean().backward()
    missing = [n for m in (enc, dec) for n, p in m.named_parameters() if p.grad is None or not p.grad.abs().sum() > 0]
    assert not missing, f"parameters without gradient: {missing}"


def test_eval_is_deterministic_and_train_is_not():
    torch.manual_seed(5)
    enc = Encoder(2, D, H, FF, dropout=0.3)
    x = torch.randn(2, 7, D)
    assert not torch.equal(enc(x), enc(x)), "dropout inactive in training mode"
    enc.eval()
    assert torch.equal(enc(x), enc(x)), "eval mode must be deterministic"


def test_stack_final_norm_only_in_pre_norm():
    assert Encoder(2, D, H, FF, norm_first=False).norm is None and Decoder(2, D, H, FF).norm is None
    assert isinstance(Encoder(2, D, H, FF, norm_first=True).norm, nn.LayerNorm)
    assert isinstance(Decoder(2, D, H, FF, norm_first=True).norm, nn.LayerNorm)
