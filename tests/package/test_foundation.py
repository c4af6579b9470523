"""Chapter 00: TransformerConfig, the masks and get_device (hand-written).

Expected numbers come from the paper (Table 3), from SPEC decisions 1 (masks: bool, True = may
attend), 8 (special ids pad 0, bos 1, eos 2, unk 3) and 9 (bad input: ValueError naming the field
and the value), and from the preset table chapter 00 prints. Masks are checked against their
definition, element by element, never against a stored output of the function itself.
"""

from __future__ import annotations

import dataclasses
import itertools
import re

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer import TransformerConfig, create_causal_mask, create_padding_mask, get_device
from transformer.foundation import TransformerConfig as FoundationConfig

SIZE_FIELDS = ("src_vocab_size", "tgt_vocab_size", "d_model", "num_heads", "d_ff",
               "num_encoder_layers", "num_decoder_layers", "max_len")
SPECIAL_FIELDS = ("pad_token_id", "bos_token_id", "eos_token_id", "unk_token_id")


def names(field: str, value) -> str:
    """A match pattern: the message names `field`, then shows `value` as Python writes it."""
    return rf"{field}.*{re.escape(repr(value))}"


# --- TransformerConfig: values ---------------------------------------------------------------------

def test_config_is_exported_from_the_package_root():
    assert TransformerConfig is FoundationConfig, "transformer.TransformerConfig is not transformer.foundation's class"


def test_config_defaults_are_the_papers_base_model():
    """Paper, Table 3, row 'base': N=6, d_model=512, d_ff=2048, h=8, d_k=d_v=64, P_drop=0.1;
    section 5.1: a shared source-target vocabulary of about 37000 tokens."""
    c = TransformerConfig()
    got = dict(d_model=c.d_model, num_heads=c.num_heads, d_ff=c.d_ff, d_k=c.d_k, dropout=c.dropout,
               num_encoder_layers=c.num_encoder_layers, num_decoder_layers=c.num_decoder_layers,
               src_vocab_size=c.src_vocab_size, tgt_vocab_size=c.tgt_vocab_size)
    paper = dict(d_model=512, num_heads=8, d_ff=2048, d_k=64, dropout=0.1, num_encoder_layers=6,
                 num_decoder_layers=6, src_vocab_size=37000, tgt_vocab_size=37000)
    assert got == paper, f"defaults are not the paper's base model (Table 3): {got} != {paper}"
    assert c.norm_first is False, "the paper is post-norm: norm_first must default to False (SPEC decision 2)"
    assert c.share_src_tgt_embeddings and c.tie_embeddings, "the paper shares one embedding matrix (section 3.4)"


def test_config_special_token_ids_are_pad0_bos1_eos2_unk3():
    c = TransformerConfig()
    got = tuple(getattr(c, name) for name in SPECIAL_FIELDS)
    assert got == (0, 1, 2, 3), f"special ids (pad, bos, eos, unk) are {got}, SPEC decision 8 says (0, 1, 2, 3)"


def test_config_base_preset_is_the_default():
    assert TransformerConfig.base() == TransformerConfig(), "base() differs from the defaults"
    assert TransformerConfig.base(dropout=0.0) == TransformerConfig(dropout=0.0), "base() ignores overrides"


def test_config_big_preset_is_the_papers_big_model():
    """Paper, Table 3, row 'big': d_model=1024, d_ff=4096, h=16, P_drop=0.3; N=6 as in base."""
    c = TransformerConfig.big()
    got = (c.d_model, c.num_heads, c.d_ff, c.dropout, c.d_k, c.num_encoder_layers, c.num_decoder_layers)
    assert got == (1024, 16, 4096, 0.3, 64, 6, 6), (
        f"(d_model, num_heads, d_ff, dropout, d_k, N_enc, N_dec) of big() is {got}, "
        "Table 3 says (1024, 16, 4096, 0.3, 64, 6, 6)"
    )
    assert c.src_vocab_size == c.tgt_vocab_size == 37000, "big() keeps the shared 37k vocabulary"


def test_config_small_preset_is_the_books_small_model():
    """The values of the preset table chapter 00 prints; the book's experiments are timed with them."""
    c = TransformerConfig.small()
    got = (c.src_vocab_size, c.tgt_vocab_size, c.d_model, c.num_heads, c.d_k, c.d_ff,
           c.num_encoder_layers, c.num_decoder_layers, c.max_len, c.dropout)
    assert got == (1000, 1000, 128, 4, 32, 512, 2, 2, 128, 0.1), f"small() changed: {got}"


@pytest.mark.parametrize("preset", ["base", "big", "small"])
def test_config_presets_take_overrides(preset):
    c = getattr(TransformerConfig, preset)(dropout=0.0, norm_first=True)
    assert (c.dropout, c.norm_first) == (0.0, True), f"{preset}(dropout=0.0, norm_first=True) ignored an override"
    with pytest.raises(ValueError, match=names("dropout", 2.0)):
        getattr(TransformerConfig, preset)(dropout=2.0)


@pytest.mark.parametrize("d_model, num_heads", [(512, 8), (1024, 16), (96, 3), (7, 7), (64, 1)])
def test_config_d_k_is_d_model_over_num_heads(d_model, num_heads):
    c = TransformerConfig(d_model=d_model, num_heads=num_heads)
    assert c.d_k == d_model // num_heads and isinstance(c.d_k, int), (
        f"d_k is {c.d_k!r} for d_model={d_model}, num_heads={num_heads}: it is d_model / num_heads, an int"
    )


# --- TransformerConfig: validation (SPEC decision 9) ----------------------------------------------

@pytest.mark.parametrize("d_model, num_heads", [(511, 8), (512, 3), (100, 7), (8, 16)])
def test_config_rejects_d_model_not_divisible_by_num_heads(d_model, num_heads):
    with pytest.raises(ValueError, match=rf"d_model.*\b{d_model}\b.*num_heads.*\b{num_heads}\b"):
        TransformerConfig(d_model=d_model, num_heads=num_heads)


@pytest.mark.parametrize("value", [0, -1, 2.5, 8.0, True, False, "8", None], ids=repr)
@pytest.mark.parametrize("field", SIZE_FIELDS)
def test_config_rejects_sizes_that_are_not_positive_ints(field, value):
    """bool is an int subclass in Python: True must still be refused as a size."""
    with pytest.raises(ValueError, match=names(field, value)):
        TransformerConfig(**{field: value, "share_src_tgt_embeddings": False})


@pytest.mark.parametrize("value", [-0.1, -1e-12, 1.0000001, 1.5, float("nan"), float("inf"), True, "0.1", None],
                         ids=repr)
def test_config_rejects_dropout_outside_zero_one(value):
    with pytest.raises(ValueError, match=names("dropout", value)):
        TransformerConfig(dropout=value)


@pytest.mark.parametrize("value", [0.0, 1.0, 0, 1, 0.5])
def test_config_accepts_dropout_at_both_ends_of_zero_one(value):
    assert TransformerConfig(dropout=value).dropout == value, f"dropout={value!r} is allowed: [0, 1] is closed"


@pytest.mark.parametrize("value", [0.0, -1e-5, True, "1e-5"], ids=repr)
def test_config_rejects_layer_norm_eps_that_is_not_positive(value):
    with pytest.raises(ValueError, match=names("layer_norm_eps", value)):
        TransformerConfig(layer_norm_eps=value)


@pytest.mark.parametrize("value", [1, 0, "yes", None], ids=repr)
@pytest.mark.parametrize("field", ["norm_first", "tie_embeddings", "share_src_tgt_embeddings"])
def test_config_rejects_flags_that_are_not_bool(field, value):
    with pytest.raises(ValueError, match=names(field, value)):
        TransformerConfig(**{field: value})


@pytest.mark.parametrize("field, other", list(itertools.permutations(SPECIAL_FIELDS, 2)))
def test_config_rejects_colliding_special_ids(field, other):
    value = getattr(TransformerConfig(), other)
    with pytest.raises(ValueError, match=rf"distinct.*'{field}': {value}\b"):
        TransformerConfig(**{field: value})


@pytest.mark.parametrize("field", SPECIAL_FIELDS)
@pytest.mark.parametrize("value", [-1, 37000, 10**6, True, 2.0], ids=repr)
def test_config_rejects_special_ids_outside_the_vocabulary(field, value):
    with pytest.raises(ValueError, match=names(field, value)):
        TransformerConfig(**{field: value})


def test_config_special_ids_must_fit_the_smaller_vocabulary():
    """With separate vocabularies, a special id is used on both sides: it must fit the smaller."""
    with pytest.raises(ValueError, match=names("unk_token_id", 1500)):
        TransformerConfig(src_vocab_size=1000, tgt_vocab_size=2000, share_src_tgt_embeddings=False,
                          unk_token_id=1500)
    with pytest.raises(ValueError, match=names("unk_token_id", 3)):
        TransformerConfig(src_vocab_size=3, tgt_vocab_size=3)


def test_config_rejects_sharing_embeddings_across_different_vocabularies():
    with pytest.raises(ValueError, match=r"share_src_tgt_embeddings.*src_vocab_size=1000.*tgt_vocab_size=2000"):
        TransformerConfig(src_vocab_size=1000, tgt_vocab_size=2000)


def test_config_allows_different_vocabularies_without_sharing():
    c = TransformerConfig(src_vocab_size=1000, tgt_vocab_size=2000, share_src_tgt_embeddings=False)
    assert (c.src_vocab_size, c.tgt_vocab_size) == (1000, 2000), "separate vocabularies are allowed when not shared"


# --- TransformerConfig: frozen, dict round trip ---------------------------------------------------

def test_config_is_frozen():
    c = TransformerConfig.small()
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.d_model = 64
    assert c.d_model == 128, "a failed assignment changed the config"
    assert {c: "usable as a key"}[TransformerConfig.small()] == "usable as a key", "equal configs must hash equal"


def test_config_replace_validates_again():
    with pytest.raises(ValueError, match=r"d_model.*130.*num_heads.*4"):
        dataclasses.replace(TransformerConfig.small(), d_model=130)


@pytest.mark.parametrize("config", [TransformerConfig(), TransformerConfig.big(norm_first=True),
                                    TransformerConfig.small(dropout=0.0, tie_embeddings=False),
                                    TransformerConfig(src_vocab_size=500, tgt_vocab_size=700,
                                                      share_src_tgt_embeddings=False, pad_token_id=3,
                                                      unk_token_id=0)],
                         ids=["base", "big-prenorm", "small-untied", "separate-vocab"])
def test_config_dict_round_trip(config):
    data = config.to_dict()
    assert type(data) is dict and set(data) == {f.name for f in dataclasses.fields(TransformerConfig)}, (
        f"to_dict() must give a plain dict with every field, got {type(data).__name__} with keys {sorted(data)}"
    )
    assert TransformerConfig.from_dict(data) == config, "from_dict(to_dict()) did not give the same config back"
    data["d_model"] = -5
    assert config.d_model != -5, "to_dict() must return a copy, not a view of the config"


def test_config_from_dict_takes_a_subset_of_fields():
    assert TransformerConfig.from_dict({"d_model": 256}) == TransformerConfig(d_model=256), (
        "fields missing from the dict take their defaults"
    )


def test_config_from_dict_rejects_unknown_keys():
    with pytest.raises(ValueError, match=r"unknown.*max_seq_len"):
        TransformerConfig.from_dict({**TransformerConfig.small().to_dict(), "max_seq_len": 10})


def test_config_from_dict_validates():
    with pytest.raises(ValueError, match=names("num_heads", 0)):
        TransformerConfig.from_dict({"num_heads": 0})


# --- create_padding_mask --------------------------------------------------------------------------

def test_padding_mask_shape_dtype_and_polarity(device):
    tokens = torch.tensor([[5, 6, 0, 0], [7, 0, 8, 9], [1, 2, 3, 4]], device=device)
    mask = create_padding_mask(tokens)
    assert mask.shape == (3, 1, 1, 4), f"padding mask shape {tuple(mask.shape)}, expected (B, 1, 1, L) = (3, 1, 1, 4)"
    assert mask.dtype == torch.bool, f"padding mask dtype {mask.dtype}, expected torch.bool"
    assert mask.device.type == device.type, f"padding mask is on {mask.device}, the tokens on {device}"
    expected = [[True, True, False, False], [True, False, True, True], [True, True, True, True]]
    assert mask[:, 0, 0].tolist() == expected, (
        "padding mask must be True at real tokens and False at padding (True = may attend): inverted?"
    )


def test_padding_mask_custom_pad_id():
    mask = create_padding_mask(torch.tensor([[9, 9, 0, 3]]), pad_token_id=9)
    assert mask[0, 0, 0].tolist() == [False, False, True, True], "pad_token_id=9: only the 9s are padding"


@settings(max_examples=50, deadline=None, derandomize=True)
@given(batch=st.integers(1, 5), length=st.integers(1, 12), pad=st.integers(0, 4), seed=st.integers(0, 2**32 - 1))
def test_padding_mask_is_true_exactly_at_non_pad_tokens(batch, length, pad, seed):
    tokens = torch.randint(0, 5, (batch, length), generator=torch.Generator().manual_seed(seed))
    mask = create_padding_mask(tokens, pad_token_id=pad)
    assert mask.shape == (batch, 1, 1, length), f"shape {tuple(mask.shape)} for tokens {tuple(tokens.shape)}"
    for b in range(batch):
        for j in range(length):
            assert bool(mask[b, 0, 0, j]) == (int(tokens[b, j]) != pad), (
                f"mask[{b}, 0, 0, {j}] is wrong for token {int(tokens[b, j])} with pad id {pad}"
            )


@pytest.mark.parametrize("shape", [(4,), (2, 3, 4), ()])
def test_padding_mask_rejects_tokens_that_are_not_2d(shape):
    pattern = rf"\(batch, length\).*{re.escape(str(shape))}"
    with pytest.raises(ValueError, match=pattern):
        create_padding_mask(torch.zeros(shape, dtype=torch.long))


# --- create_causal_mask ---------------------------------------------------------------------------

@pytest.mark.parametrize("size", [1, 2, 5, 17])
def test_causal_mask_is_lower_triangular_on_the_device(size, device):
    mask = create_causal_mask(size, device=device)
    assert mask.shape == (1, 1, size, size), f"causal mask shape {tuple(mask.shape)}, expected (1, 1, L, L)"
    assert mask.dtype == torch.bool, f"causal mask dtype {mask.dtype}, expected torch.bool"
    assert mask.device.type == device.type, f"causal mask is on {mask.device}, asked for {device}"
    expected = torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
    assert torch.equal(mask[0, 0], expected), (
        "causal mask must equal torch.tril(ones): query i may see keys j <= i (upper triangle? diagonal off?)"
    )


@pytest.mark.parametrize("size", [0, -3, True, False, 2.0, "4"], ids=repr)
def test_causal_mask_rejects_bad_sizes(size):
    with pytest.raises(ValueError, match=names("size", size)):
        create_causal_mask(size)


def test_padding_and_causal_masks_combine_by_broadcasting():
    tokens = torch.tensor([[4, 5, 6, 0, 0], [4, 5, 6, 7, 8]])
    combined = create_padding_mask(tokens) & create_causal_mask(5)
    assert combined.shape == (2, 1, 5, 5), f"padding & causal has shape {tuple(combined.shape)}, expected (B, 1, L, L)"
    for b in range(2):
        for i in range(5):
            for j in range(5):
                allowed = j <= i and int(tokens[b, j]) != 0
                assert bool(combined[b, 0, i, j]) == allowed, (
                    f"combined[{b}, 0, {i}, {j}] should be {allowed}: a key is visible iff it is real and not in the future"
                )


# --- get_device -----------------------------------------------------------------------------------

def test_get_device_cpu_by_name(monkeypatch):
    monkeypatch.setenv("TRANSFORMER_DEVICE", "cuda:7")
    device = get_device("cpu")
    assert isinstance(device, torch.device) and device == torch.device("cpu"), (
        f"get_device('cpu') gave {device!r}: an explicit name wins over TRANSFORMER_DEVICE"
    )


def test_get_device_honours_the_environment_variable(monkeypatch):
    monkeypatch.setenv("TRANSFORMER_DEVICE", "cpu")
    assert get_device() == torch.device("cpu"), "with no name, TRANSFORMER_DEVICE chooses the device"


def test_get_device_default_prefers_cuda_then_mps_then_cpu(monkeypatch):
    monkeypatch.delenv("TRANSFORMER_DEVICE", raising=False)
    mps = getattr(torch.backends, "mps", None)
    best = "cuda" if torch.cuda.is_available() else "mps" if mps is not None and mps.is_available() else "cpu"
    assert get_device().type == best, f"get_device() gave {get_device()}, the best device here is {best}"


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has CUDA, so asking for it is not an error")
@pytest.mark.parametrize("name", ["cuda", "cuda:0"])
def test_get_device_refuses_cuda_when_absent(name, monkeypatch):
    monkeypatch.delenv("TRANSFORMER_DEVICE", raising=False)
    with pytest.raises(ValueError, match=rf"{re.escape(repr(name))}.*CUDA"):
        get_device(name)


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has CUDA, so asking for it is not an error")
def test_get_device_refuses_cuda_from_the_environment_when_absent(monkeypatch):
    monkeypatch.setenv("TRANSFORMER_DEVICE", "cuda")
    with pytest.raises(ValueError, match=r"'cuda'.*CUDA"):
        get_device()


@pytest.mark.parametrize("name", ["tpu", "not-a-device", "gpu0"])
def test_get_device_rejects_a_nonsense_name(name):
    with pytest.raises(ValueError, match=re.escape(repr(name))):
        get_device(name)
