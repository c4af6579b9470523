"""Chapter 03: feed-forward network, token embedding, positional encoding (hand-written).

Oracles: the feed-forward path of torch.nn.TransformerEncoderLayer (linear1, relu, linear2) with
copied weights; F.embedding times sqrt(d_model); a plain-Python math.sin/math.cos table.
"""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from transformer.embeddings import PositionalEncoding, PositionwiseFeedForward, TokenEmbedding, sinusoidal_encoding


def python_pe(max_len, d_model):
    """The paper's formula, one entry at a time, with no torch: PE[p, 2i] = sin, PE[p, 2i+1] = cos."""
    return [[(math.sin if j % 2 == 0 else math.cos)(p / 10000 ** ((j - j % 2) / d_model)) for j in range(d_model)]
            for p in range(max_len)]


def test_feed_forward_matches_torch_encoder_layer(device):
    torch.manual_seed(0)
    layer = nn.TransformerEncoderLayer(24, 2, 80, dropout=0.0, batch_first=True).double().to(device)
    ffn = PositionwiseFeedForward(24, 80, dropout=0.0).double().to(device)
    ffn.w_1.load_state_dict(layer.linear1.state_dict())
    ffn.w_2.load_state_dict(layer.linear2.state_dict())
    x = torch.randn(3, 7, 24, dtype=torch.float64, device=device)
    expected = layer.linear2(layer.dropout(layer.activation(layer.linear1(x))))
    error = (ffn(x) - expected).abs().max().item()
    print(f"largest |FFN - nn.TransformerEncoderLayer FFN path|: {error:.3g}")
    assert error < 1e-12


def test_feed_forward_is_position_wise():
    ffn = PositionwiseFeedForward(16, 32, dropout=0.0).double()
    x = torch.randn(2, 6, 16, dtype=torch.float64)
    perm = torch.randperm(6, generator=torch.Generator().manual_seed(0))
    torch.testing.assert_close(ffn(x[:, perm]), ffn(x)[:, perm])
    y = x.clone()
    y[:, 4] += 1.0
    torch.testing.assert_close(ffn(y)[:, :4], ffn(x)[:, :4], msg="changing position 4 changed other positions")


def test_feed_forward_dropout_between_relu_and_w2():
    torch.manual_seed(0)
    ffn = PositionwiseFeedForward(8, 32, dropout=0.5).train()
    x = torch.randn(4, 5, 8)
    assert not torch.equal(ffn(x), ffn(x)), "dropout is not applied in training"
    assert torch.equal(ffn.eval()(x), ffn(x)), "eval mode must be deterministic"


def test_token_embedding_matches_f_embedding(device):
    emb = TokenEmbedding(50, 16, padding_idx=0).to(device)
    tokens = torch.tensor([[3, 0, 49, 7], [1, 2, 3, 4]], device=device)
    torch.testing.assert_close(emb(tokens), F.embedding(tokens, emb.weight) * 4.0, atol=0, rtol=0)


def test_token_embedding_init_padding_and_gradient():
    torch.manual_seed(0)
    emb = TokenEmbedding(4000, 256, padding_idx=0)
    assert abs(emb.weight[1:].std().item() - 256**-0.5) < 0.002, "rows are drawn from N(0, 1/d_model)"
    assert torch.equal(emb.weight[0], torch.zeros(256)), "the padding row starts at zero"
    emb(torch.tensor([[0, 5, 0]])).sum().backward()
    assert torch.equal(emb.weight.grad[0], torch.zeros(256)), "the padding row must get no gradient"
    assert emb.weight.grad[5].abs().sum() > 0
    assert emb.weight is emb.embedding.weight, "weight must be the table itself (chapter 05 ties it)"


@pytest.mark.parametrize("tokens, pattern", [([[1, 50]], "token id 50 .*\\[0, 50\\)"), ([[-1, 2]], "token id -1"),
                                             ([[1.0, 2.0]], "integer ids.*float32")])
def test_token_embedding_rejects_bad_ids(tokens, pattern):
    with pytest.raises(ValueError, match=pattern):
        TokenEmbedding(50, 8)(torch.tensor(tokens))


def test_position_zero_and_interleave_against_plain_python():
    pe = sinusoidal_encoding(64, 20)
    assert pe[0].tolist() == [0.0, 1.0] * 10, "position 0 must be [0, 1, 0, 1, ...]: sin at even, cos at odd"
    expected = torch.tensor(python_pe(64, 20), dtype=torch.float64)
    error = (pe.double() - expected).abs().max().item()
    print(f"largest |PE - plain-Python formula|: {error:.3g}")
    assert error < 1e-6, "PE differs from sin(pos/10000^(2i/d)) at even, cos at odd coordinates"
    assert pe.dtype == torch.float32


def test_positional_encoding_module(device):
    layer = PositionalEncoding(12, max_len=40, dropout=0.0).to(device)
    assert "pe" in dict(layer.named_buffers()) and not list(layer.parameters()), "pe is a buffer, not a parameter"
    assert "pe" not in layer.state_dict(), "the table is recomputed, not saved"
    assert layer.pe.device.type == device.type
    x = torch.randn(3, 9, 12, device=device)
    torch.testing.assert_close(layer(x), x + sinusoidal_encoding(40, 12).to(device)[:9])
    assert layer(x.double()).dtype == torch.float64


def test_positional_encoding_dropout_on_the_sum():
    torch.manual_seed(0)
    layer = PositionalEncoding(8, max_len=20, dropout=0.5).train()
    out = layer(torch.zeros(2, 10, 8))
    kept = out != 0
    torch.testing.assert_close(out[kept], (sinusoidal_encoding(20, 8)[:10].expand(2, 10, 8) * 2)[kept])
    assert (~kept).sum() > 0


def test_positional_encoding_errors():
    with pytest.raises(ValueError, match="length 11 exceeds max_len=10"):
        PositionalEncoding(8, max_len=10)(torch.zeros(1, 11, 8))
    with pytest.raises(ValueError, match="d_model=9"):
        PositionalEncoding(9)


@pytest.mark.parametrize("k", [1, 7, 100])
def test_shift_by_k_is_a_rotation_of_each_pair(k):
    """The paper's reason for sinusoids: PE(pos + k) is a fixed linear map of PE(pos)."""
    d = 32
    pe = sinusoidal_encoding(400, d).double()
    omega = 10000.0 ** (-torch.arange(0, d, 2, dtype=torch.float64) / d)
    c, s = torch.cos(omega * k), torch.sin(omega * k)
    sin_p, cos_p = pe[:-k, 0::2], pe[:-k, 1::2]
    torch.testing.assert_close(pe[k:, 0::2], sin_p * c + cos_p * s, atol=1e-6, rtol=0)
    torch.testing.assert_close(pe[k:, 1::2], cos_p * c - sin_p * s, atol=1e-6, rtol=0)
