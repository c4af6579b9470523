"""Chapter 00: TransformerConfig, masks, get_device (hand-written)."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from transformer import TransformerConfig, create_causal_mask, create_padding_mask, get_device


def test_defaults_are_the_papers_base_model():
    c = TransformerConfig()
    assert (c.d_model, c.num_heads, c.d_ff, c.num_encoder_layers, c.num_decoder_layers) == (512, 8, 2048, 6, 6)
    assert (c.dropout, c.src_vocab_size, c.tgt_vocab_size, c.d_k) == (0.1, 37000, 37000, 64)
    assert c.norm_first is False, "the paper is post-norm (appendix 'Design decisions')"
    assert (c.pad_token_id, c.bos_token_id, c.eos_token_id, c.unk_token_id) == (0, 1, 2, 3)
    assert TransformerConfig.base() == c


def test_presets():
    big = TransformerConfig.big()
    assert (big.d_model, big.num_heads, big.d_ff, big.dropout, big.d_k) == (1024, 16, 4096, 0.3, 64)
    small = TransformerConfig.small()
    assert small.d_model % small.num_heads == 0 and small.d_model < 512 and small.num_encoder_layers < 6
    assert TransformerConfig.small(dropout=0.0).dropout == 0.0, "presets take overrides"


@pytest.mark.parametrize(
    "overrides, pattern",
    [
        (dict(d_model=511), r"d_model.*511.*num_heads.*8"),
        (dict(num_heads=3), r"num_heads=3"),
        (dict(dropout=1.5), r"dropout.*1\.5"),
        (dict(dropout=-0.1), r"dropout.*-0\.1"),
        (dict(d_ff=0), r"d_ff.*0"),
        (dict(num_encoder_layers=-2), r"num_encoder_layers.*-2"),
        (dict(max_len=2.5), r"max_len.*2\.5"),
        (dict(num_decoder_layers=True), r"num_decoder_layers.*True"),
        (dict(bos_token_id=0), r"distinct.*bos_token_id.*0"),
        (dict(src_vocab_size=3, tgt_vocab_size=3), r"unk_token_id.*3"),
        (dict(pad_token_id=-1), r"pad_token_id.*-1"),
        (dict(tgt_vocab_size=8000), r"src_vocab_size=37000.*tgt_vocab_size=8000"),
        (dict(norm_first="yes"), r"norm_first.*'yes'"),
        (dict(layer_norm_eps=0.0), r"layer_norm_eps.*0\.0"),
        (dict(dropout="0.1"), r"dropout.*'0\.1'"),
    ],
)
def test_bad_config_names_field_and_value(overrides, pattern):
    with pytest.raises(ValueError, match=pattern):
        TransformerConfig(**overrides)


@pytest.mark.parametrize("p", [0.0, 1.0, 0, 1])
def test_dropout_bounds_are_inclusive(p):
    assert TransformerConfig(dropout=p).dropout == p


def test_separate_vocabularies_are_allowed_without_sharing():
    c = TransformerConfig(src_vocab_size=1000, tgt_vocab_size=2000, share_src_tgt_embeddings=False)
    assert (c.src_vocab_size, c.tgt_vocab_size) == (1000, 2000)


def test_frozen_and_replace_revalidates():
    c = TransformerConfig.small()
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.d_model = 64
    with pytest.raises(ValueError, match="d_model"):
        dataclasses.replace(c, d_model=130)


def test_dict_round_trip_and_unknown_keys():
    c = TransformerConfig.big(norm_first=True)
    assert TransformerConfig.from_dict(c.to_dict()) == c
    with pytest.raises(ValueError, match="max_seq_len"):
        TransformerConfig.from_dict({**c.to_dict(), "max_seq_len": 10})


def test_padding_mask():
    tokens = torch.tensor([[5, 6, 0, 0], [7, 0, 8, 9]])
    mask = create_padding_mask(tokens)
    assert mask.shape == (2, 1, 1, 4) and mask.dtype == torch.bool
    assert mask[:, 0, 0].tolist() == [[True, True, False, False], [True, False, True, True]], "True marks real tokens"
    custom = create_padding_mask(torch.tensor([[9, 9, 3]]), pad_token_id=9)
    assert custom[0, 0, 0].tolist() == [False, False, True]


@pytest.mark.parametrize("shape", [(4,), (2, 3, 4)])
def test_padding_mask_rejects_other_ranks(shape):
    with pytest.raises(ValueError, match=r"\(batch, length\).*" + str(shape).replace("(", r"\(").replace(")", r"\)")):
        create_padding_mask(torch.zeros(shape, dtype=torch.long))


def test_causal_mask(device):
    mask = create_causal_mask(5, device=device)
    assert mask.shape == (1, 1, 5, 5) and mask.dtype == torch.bool and mask.device.type == device.type
    assert torch.equal(mask[0, 0].cpu(), torch.ones(5, 5, dtype=torch.bool).tril()), "query i may see keys j <= i"


@pytest.mark.parametrize("size", [0, -3, True, 2.0])
def test_causal_mask_rejects_bad_sizes(size):
    with pytest.raises(ValueError, match=f"size.*{size!r}"):
        create_causal_mask(size)


def test_masks_combine_by_broadcasting():
    tokens = torch.tensor([[4, 5, 6, 0], [4, 5, 0, 0]])
    combined = create_padding_mask(tokens) & create_causal_mask(4)
    assert combined.shape == (2, 1, 4, 4)
    assert combined[1, 0, 3].tolist() == [True, True, False, False]
    assert combined[0, 0, 1].tolist() == [True, True, False, False]


def test_get_device(monkeypatch):
    monkeypatch.delenv("TRANSFORMER_DEVICE", raising=False)
    assert get_device("cpu") == torch.device("cpu")
    expected = "cuda" if torch.cuda.is_available() else None
    if expected:
        assert get_device().type == "cuda"
    monkeypatch.setenv("TRANSFORMER_DEVICE", "cpu")
    assert get_device() == torch.device("cpu"), "TRANSFORMER_DEVICE chooses the device when no name is given"
    with pytest.raises(ValueError, match="'tpu'"):
        get_device("tpu")


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has CUDA")
def test_get_device_refuses_missing_cuda():
    with pytest.raises(ValueError, match="'cuda:0'.*CUDA is not available"):
        get_device("cuda:0")
