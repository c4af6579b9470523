"""Chapter 05 (the model): Transformer, weight tying, parameter counts, the nn.Transformer oracle,
edge cases (hand-written).

Oracle: torch.nn.Transformer with our stacks' weights copied in, fed our embeddings and followed
by our projection. The book's design decision on normalisation (appendix 'Design decisions'):
its final LayerNorms are replaced by identities for the post-norm model. Tolerance: float64 atol 1e-10 (seen ~1e-15).
"""

from __future__ import annotations

import warnings

import pytest
import torch
from torch import nn

from transformer import Transformer, TransformerConfig, count_parameters, create_causal_mask


def small(**overrides):
    return TransformerConfig.small(**{"src_vocab_size": 40, "tgt_vocab_size": 40, "dropout": 0.0, **overrides})


def batch():
    src = torch.tensor([[5, 6, 7, 8, 2, 0], [9, 10, 11, 2, 0, 0]])
    tgt = torch.tensor([[1, 12, 13, 14], [1, 15, 16, 0]])
    return src, tgt


def test_logits_shape_and_dtype(device):
    model = Transformer(small()).to(device)
    src, tgt = (t.to(device) for t in batch())
    logits = model(src, tgt)
    assert logits.shape == (2, 4, 40) and logits.dtype == torch.float32 and logits.device.type == device.type


def test_three_way_tying_shares_storage_and_gradient(device):
    model = Transformer(small()).to(device)
    weights = (model.src_embed.weight, model.tgt_embed.weight, model.projection.weight)
    assert len({w.data_ptr() for w in weights}) == 1, "the tied matrices must be one tensor"
    assert all(w is weights[0] for w in weights)
    src, tgt = (t.to(device) for t in batch())
    model(src, tgt).logsumexp(-1).mean().backward()
    assert model.projection.weight.grad is model.src_embed.weight.grad, "gradients must land in one tensor"
    assert model.projection.weight.grad.abs().sum() > 0


def test_separate_vocabularies_tie_only_the_decoder_side():
    model = Transformer(small(src_vocab_size=30, tgt_vocab_size=50, share_src_tgt_embeddings=False))
    assert model.projection.weight is model.tgt_embed.weight
    assert model.src_embed.weight.shape == (30, 128) and model.src_embed is not model.tgt_embed
    untied = Transformer(small(tie_embeddings=False))
    assert untied.projection.weight is not untied.tgt_embed.weight
    assert count_parameters(untied) == count_parameters(Transformer(small())) + 40 * 128


def test_parameter_count_counts_shared_tensors_once():
    model = Transformer(small())
    unique = {id(p): p.numel() for p in model.parameters()}
    assert count_parameters(model) == sum(unique.values())
    by_name = sum(t.numel() for t in model.state_dict().values())
    assert by_name - count_parameters(model) == 2 * 40 * 128, "the state_dict lists the tied matrix three times"


def test_paper_parameter_counts():
    """Table 3: base about 65M, big about 213M (see chapter 05 for the vocabulary gap)."""
    with torch.device("meta"):
        base, big = Transformer(TransformerConfig.base()), Transformer(TransformerConfig.big())
    for config, model in ((TransformerConfig.base(), base), (TransformerConfig.big(), big)):
        d, ff, v, n = config.d_model, config.d_ff, config.tgt_vocab_size, config.num_encoder_layers
        attention, feed_forward, norm = 4 * (d * d + d), 2 * d * ff + ff + d, 2 * d
        layers = n * (attention + feed_forward + 2 * norm) + n * (2 * attention + feed_forward + 3 * norm)
        assert count_parameters(model) == layers + v * d + v, "layers + one shared table + the projection bias"
    assert abs(count_parameters(base) - 65e6) < 2.5e6
    assert abs(count_parameters(big) - 213e6) < 2.5e6


def test_tying_survives_dtype_device_and_state_dict(device, tmp_path):
    model = Transformer(small()).to(device).double()
    assert model.projection.weight is model.tgt_embed.weight and model.projection.weight.dtype == torch.float64
    path = tmp_path / "model.pt"
    torch.save(model.state_dict(), path)
    loaded = Transformer(small()).double().to(device)
    loaded.load_state_dict(torch.load(path, weights_only=True, map_location=device))
    assert loaded.projection.weight is loaded.src_embed.weight, "the loaded model must still be tied"
    torch.testing.assert_close(loaded(*batch_on(device)), model(*batch_on(device)))


def batch_on(device):
    return tuple(t.to(device) for t in batch())


def copy_attention(ours, theirs):
    d = ours.d_model
    with torch.no_grad():
        for i, linear in enumerate((ours.w_q, ours.w_k, ours.w_v)):
            theirs.in_proj_weight[i * d:(i + 1) * d].copy_(linear.weight)
            theirs.in_proj_bias[i * d:(i + 1) * d].copy_(linear.bias)
        theirs.out_proj.load_state_dict(ours.w_o.state_dict())


def copy_stack(ours, theirs):
    for a, b in zip(ours.layers, theirs.layers, strict=True):
        copy_attention(a.self_attn, b.self_attn)
        if hasattr(a, "cross_attn"):
            copy_attention(a.cross_attn, b.multihead_attn)
            b.norm3.load_state_dict(a.norm3.state_dict())
        b.linear1.load_state_dict(a.feed_forward.w_1.state_dict())
        b.linear2.load_state_dict(a.feed_forward.w_2.state_dict())
        b.norm1.load_state_dict(a.norm1.state_dict())
        b.norm2.load_state_dict(a.norm2.state_dict())
    if ours.norm is None:
        theirs.norm = nn.Identity()
    else:
        theirs.norm.load_state_dict(ours.norm.state_dict())


@pytest.mark.parametrize("norm_first", [False, True], ids=["post-norm", "pre-norm"])
def test_equals_nn_transformer(norm_first):
    torch.manual_seed(0)
    c = small(norm_first=norm_first)
    ours = Transformer(c).double().eval()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        theirs = nn.Transformer(c.d_model, c.num_heads, c.num_encoder_layers, c.num_decoder_layers, c.d_ff,
                                dropout=0.0, batch_first=True, norm_first=norm_first).double().eval()
    copy_stack(ours.encoder, theirs.encoder)
    copy_stack(ours.decoder, theirs.decoder)
    src, tgt = batch()
    src_pad, tgt_pad = src == 0, tgt == 0
    hidden = theirs(ours.positions(ours.src_embed(src)), ours.positions(ours.tgt_embed(tgt)),
                    tgt_mask=~create_causal_mask(4)[0, 0], src_key_padding_mask=src_pad,
                    tgt_key_padding_mask=tgt_pad, memory_key_padding_mask=src_pad)
    expected, got = ours.projection(hidden), ours(src, tgt)
    error = (got[~tgt_pad] - expected[~tgt_pad]).abs().max().item()
    print(f"largest |Transformer - nn.Transformer + embeddings + projection| "
          f"({'pre' if norm_first else 'post'}-norm): {error:.3g}")
    assert error < 1e-10


def test_source_padding_reaches_cross_attention():
    """Changing a padded source token (and the padding length) leaves the logits unchanged."""
    model = Transformer(small()).eval()
    src, tgt = batch()
    longer = torch.cat([src, torch.zeros(2, 3, dtype=torch.long)], dim=1)
    torch.testing.assert_close(model(longer, tgt), model(src, tgt), atol=1e-5, rtol=0)


def test_edge_cases():
    model = Transformer(small()).eval()
    assert model(torch.tensor([[5]]), torch.tensor([[1]])).shape == (1, 1, 40), "batch 1, length 1"
    all_pad = torch.tensor([[0, 0, 0], [5, 6, 2]])
    assert torch.isfinite(model(all_pad, torch.tensor([[1, 7], [1, 8]]))).all(), \
        "an all-padding source row must stay finite"
    with pytest.raises(ValueError, match="token id 40"):
        model(torch.tensor([[5, 40]]), torch.tensor([[1]]))
    with pytest.raises(ValueError, match="length 129 exceeds max_len=128"):
        model(torch.ones(1, 129, dtype=torch.long), torch.tensor([[1]]))
    with pytest.raises(ValueError, match=r"src must be a non-empty .* shape \(0, 4\)"):
        model(torch.ones(0, 4, dtype=torch.long), torch.ones(0, 2, dtype=torch.long))
    with pytest.raises(ValueError, match=r"tgt must be a non-empty .* shape \(1, 0\)"):
        model(torch.tensor([[5, 6]]), torch.ones(1, 0, dtype=torch.long))


def test_projection_refuses_a_wrong_shared_shape():
    from transformer.model import OutputProjection

    with pytest.raises(ValueError, match=r"\(40, 16\).*\(16, 40\)"):
        OutputProjection(16, 40, weight=nn.Parameter(torch.zeros(16, 40)))
