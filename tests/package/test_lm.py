"""The decoder-only language model of chapter 06 (hand-written).

Oracles: tokenizers against the text they encode (round trips, with hypothesis) and against pair
counts made by hand on toy texts; the model against its own full forward pass (causality: a later
token changes no earlier logit; the key/value cache: the same logits and tokens as rerunning the
whole sequence) and against a parameter count written out by hand; evaluation against a direct
`F.cross_entropy`; the trainer against the loss it starts from and a checkpoint against the model
it was saved from.
Tolerances: float64 models, logits within 1e-10 (a few roundings of numbers of size ~10).
"""

from __future__ import annotations

import math
import re

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer.checkpoints import load_model
from transformer.fused import set_attention
from transformer.lm import (
    BPETokenizer,
    CharTokenizer,
    DecoderOnlyLM,
    KVCache,
    LMConfig,
    LMTrainer,
    Tokenizer,
    evaluate_lm,
    generate,
    lm_batches,
    load_corpus,
    python_help_topics,
    split_topics,
    top_p_filter,
    unigram_loss,
)
from transformer.model import count_parameters
from transformer.trainer import TrainerConfig

# Tiny models run best on one thread, and several threads crawl when the cores are busy.
pytestmark = pytest.mark.usefixtures("one_thread")   # tests/package/conftest.py


TOY = "the cat sat on the mat; the hat is flat. That cat? A bat!\n   indented = [1, 2]\n"


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


@pytest.fixture(scope="module")
def bpe(corpus):
    return BPETokenizer.train(corpus[0], 300)


def tiny(seed=0, vocab=23, max_len=24, dropout=0.0, **overrides):
    torch.manual_seed(seed)
    config = LMConfig(vocab, d_model=32, num_heads=4, num_layers=2, d_ff=40, max_len=max_len, dropout=dropout,
                      **overrides)
    return DecoderOnlyLM(config).double().eval()


# ---------------------------------------------------------------- tokenizers

@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.text(alphabet=sorted(set(TOY)), max_size=60))
def test_char_tokenizer_round_trips_known_text(text):
    tok = CharTokenizer.from_text(TOY)
    ids = tok.encode(text)
    assert all(4 <= i < tok.vocab_size for i in ids), "known characters must get ids after the 4 special ids"
    assert tok.decode(ids) == text


@settings(max_examples=60, deadline=None, derandomize=True)
@given(data=st.data())
def test_bpe_tokenizer_round_trips_known_text(bpe, data):
    text = data.draw(st.text(alphabet=bpe.chars, max_size=80))
    assert bpe.decode(bpe.encode(text)) == text


def test_tokenizers_follow_the_protocol_and_the_special_ids():
    for tok in (CharTokenizer.from_text(TOY), BPETokenizer.train(TOY, 60)):
        assert isinstance(tok, Tokenizer)
        assert tok.itos[:4] == ["<pad>", "<bos>", "<eos>", "<unk>"], "the special tokens are pad 0, bos 1, eos 2, unk 3"
        assert tok.vocab_size == len(tok.itos)
        assert tok.encode("é") == [3], "a character never seen in training must become unk (3)"
        assert tok.decode([1, *tok.encode("cat"), 3, 2, 0]) == "cat\ufffd", "specials vanish, unk shows as U+FFFD"
        with pytest.raises(ValueError, match=f"token id {tok.vocab_size} is outside"):
            tok.decode([tok.vocab_size])


def test_bpe_merges_the_most_frequent_pair_first_with_ties_to_the_smallest():
    # chunks "ab", " ab", " ab", " cd": (a, b) occurs 3 times, then (" ", "ab") twice.
    assert BPETokenizer.train("ab ab ab cd", 20).merges[:2] == [("a", "b"), (" ", "ab")]
    # (" ", "c"), ("a", "b") and ("c", "d") occur twice each: the smallest pair in string order wins.
    assert BPETokenizer.train("ab ab cd cd", 20).merges[0] == (" ", "c")
    # No pair occurs twice: nothing to learn, whatever vocab_size asks for.
    assert BPETokenizer.train("ab cd", 50).merges == []


def test_bpe_encoding_applies_the_merges_in_learned_order():
    tok = BPETokenizer(chars="abc", merges=[("b", "c"), ("a", "b"), ("a", "bc")])
    # In learned order: (b, c) first, so "abc" -> a + bc -> abc; never ab + c.
    assert [tok.itos[i] for i in tok.encode("abc")] == ["abc"]
    assert [tok.itos[i] for i in tok.encode("abab")] == ["ab", "ab"]


def test_bpe_training_is_deterministic_and_shorter_than_characters(corpus, bpe):
    train, valid = corpus
    again = BPETokenizer.train(train, 300)
    assert again.merges == bpe.merges and bpe.vocab_size == 300
    chars = CharTokenizer.from_text(train)
    n_bpe, n_char = len(bpe.encode(valid)), len(chars.encode(valid))
    assert n_bpe < 0.6 * n_char, f"BPE with 300 ids gives {n_bpe} tokens for {n_char} characters"


def test_bpe_train_refuses_a_vocabulary_smaller_than_the_alphabet():
    with pytest.raises(ValueError, match=r"vocab_size must be an integer >= 14 .* got 10"):
        BPETokenizer.train("abcdefghij", 10)


# ---------------------------------------------------------------- corpus and batches

def test_corpus_is_split_by_whole_topics_disjoint_and_deterministic(corpus):
    topics = python_help_topics()
    train_names, valid_names = split_topics(topics, 0.1, seed=0)
    assert not set(train_names) & set(valid_names)
    assert set(train_names) | set(valid_names) == set(topics)
    held = sum(len(topics[n]) for n in valid_names) / sum(map(len, topics.values()))
    assert 0.1 <= held < 0.3, f"validation holds {held:.0%} of the characters"
    assert load_corpus() == corpus
    assert split_topics(topics, 0.1, seed=1) != (train_names, valid_names), "the seed must change the split"
    with pytest.raises(ValueError, match="valid_fraction must be a float in \\(0, 1\\), got 1.5"):
        split_topics(topics, 1.5)


def test_lm_batches_are_windows_of_consecutive_tokens():
    ids = torch.arange(100, 150)
    next_batch = lm_batches(ids, batch_size=7, context=9, generator=torch.Generator().manual_seed(0))
    batch = next_batch()
    assert batch.shape == (7, 10) and batch.dtype == torch.long
    assert torch.equal(batch - batch[:, :1], torch.arange(10).expand(7, 10)), "each row must be a slice of ids"
    again = lm_batches(ids, 7, 9, generator=torch.Generator().manual_seed(0))()
    assert torch.equal(batch, again), "the same generator seed must give the same batch"


def test_lm_batches_refuses_a_dataset_too_small_naming_the_sizes():
    with pytest.raises(ValueError, match=r"has 20 tokens, too few .* at least context \+ batch_size = 21 tokens"):
        lm_batches(torch.arange(20), batch_size=5, context=16)
    with pytest.raises(ValueError, match=r"has 10 tokens.*context \+ 1 = 12 tokens"):
        lm_batches(torch.arange(10), batch_size=1, context=11)
    with pytest.raises(ValueError, match="batch_size must be a positive integer, got 0"):
        lm_batches(torch.arange(10), batch_size=0, context=3)


def test_evaluate_lm_is_the_plain_cross_entropy_of_every_token_once():
    model = tiny(3, max_len=32)
    ids = torch.randint(4, 23, (30,), generator=torch.Generator().manual_seed(0))
    expected = F.cross_entropy(model(ids[None, :-1])[0], ids[1:]).item()
    whole = evaluate_lm(model, ids, context=29)
    assert whole["tokens"] == 29
    assert math.isclose(whole["loss"], expected, rel_tol=1e-12)
    assert math.isclose(whole["perplexity"], math.exp(expected), rel_tol=1e-12)
    # Windows of 8 (the last one shorter): each target still counted once.
    pieces = [ids[s:s + 9] for s in range(0, 29, 8)]
    by_hand = sum(F.cross_entropy(model(p[None, :-1])[0], p[1:], reduction="sum").item() for p in pieces) / 29
    windows = evaluate_lm(model, ids, context=8, batch_size=2)
    assert windows["tokens"] == 29 and math.isclose(windows["loss"], by_hand, rel_tol=1e-12)
    assert not model.training, "evaluate_lm must leave the model in the mode it found it in"


def test_unigram_loss_is_the_cross_entropy_of_add_one_frequencies():
    train, valid = torch.tensor([4, 4, 4, 5]), torch.tensor([9, 4, 5])
    # counts + 1 over a vocabulary of 6: ids 0-3 -> 1, id 4 -> 4, id 5 -> 2; total 10.
    assert math.isclose(unigram_loss(train, valid, 6), -(math.log(0.4) + math.log(0.2)) / 2, rel_tol=1e-12)


# ---------------------------------------------------------------- configuration and model

@pytest.mark.parametrize("field, value, message", [
    ("vocab_size", 0, "vocab_size must be a positive integer, got 0"),
    ("num_layers", 1.5, "num_layers must be a positive integer, got 1.5"),
    ("num_heads", 5, "d_model must be divisible by num_heads, got d_model=32, num_heads=5"),
    ("dropout", 1.2, "dropout must be in [0, 1], got 1.2"),
    ("layer_norm_eps", 0.0, "layer_norm_eps must be a positive number, got 0.0"),
    ("pad_token_id", 23, "pad_token_id must be an id in [0, 23), got 23"),
    ("eos_token_id", 1, "special token ids must be distinct"),
])
def test_lm_config_bad_fields_raise_naming_field_and_value(field, value, message):
    settings_ = {"vocab_size": 23, "d_model": 32, "num_heads": 4, field: value}
    with pytest.raises(ValueError, match=re.escape(message)):
        LMConfig(**settings_)


def test_lm_config_round_trips_through_a_dict():
    config = LMConfig(23, d_model=32, num_heads=4, num_layers=3, dropout=0.2)
    assert LMConfig.from_dict(config.to_dict()) == config
    with pytest.raises(ValueError, match=r"unknown LMConfig field\(s\): \['src_vocab_size'\]"):
        LMConfig.from_dict({**config.to_dict(), "src_vocab_size": 5})


def test_model_logits_have_one_row_per_position_and_never_see_the_future():
    model = tiny(1)
    tokens = torch.randint(4, 23, (3, 11), generator=torch.Generator().manual_seed(1))
    logits = model(tokens)
    assert logits.shape == (3, 11, 23)
    for t in (0, 4, 10):
        changed = tokens.clone()
        changed[:, t] = 4 + (changed[:, t] - 3) % 19          # another real token at position t
        other = model(changed)
        torch.testing.assert_close(other[:, :t], logits[:, :t], atol=1e-10, rtol=0,
                                   msg=f"changing token {t} changed an earlier logit: is the causal mask applied?")
        assert (other[:, t] - logits[:, t]).abs().max() > 1e-3, f"changing token {t} must change its own logits"


def test_padding_positions_are_never_attended_to():
    """The vector at a padded position (its embedding row) cannot reach any real position."""
    model = tiny(2)
    tokens = torch.tensor([[0, 0, 5, 9, 7, 11], [0, 6, 6, 8, 0, 12]])
    before = model(tokens)
    with torch.no_grad():
        model.embed.weight[0] = torch.randn(32, dtype=torch.float64)   # the pad row, tied to logit 0
    after = model(tokens)
    real = tokens != 0
    torch.testing.assert_close(after[real][:, 1:], before[real][:, 1:], atol=1e-10, rtol=0,
                               msg="a real position changed with the pad embedding: is the padding mask applied?")


def test_output_projection_is_the_embedding_and_counted_once():
    model = tiny(0)
    assert model.projection.weight is model.embed.weight, "the output layer must reuse the embedding Parameter"
    V, d, ff, layers = 23, 32, 40, 2
    per_layer = 4 * (d * d + d) + (d * ff + ff) + (ff * d + d) + 2 * 2 * d   # attention, FFN, 2 LayerNorms
    expected = V * d + layers * per_layer + 2 * d + V                         # + final LayerNorm, output bias
    assert count_parameters(model) == expected
    tokens = torch.randint(4, 23, (2, 5))
    F.cross_entropy(model(tokens).flatten(0, 1), tokens.flatten()).backward()
    assert model.embed.weight.grad[5:].abs().sum() > 0


def test_forward_refuses_unknown_ids_and_sequences_longer_than_max_len():
    model = tiny(0, max_len=6)
    with pytest.raises(ValueError, match=r"token id 23 is outside the vocabulary \[0, 23\)"):
        model(torch.tensor([[4, 23]]))
    with pytest.raises(ValueError, match="sequence length 7 exceeds max_len=6"):
        model(torch.full((1, 7), 4))


# ---------------------------------------------------------------- generation

def test_cache_fed_in_pieces_gives_the_logits_of_the_full_forward():
    model = tiny(4)
    tokens = torch.tensor([[4, 9, 0, 7, 12, 5, 6, 20, 8], [1, 5, 5, 5, 0, 0, 22, 9, 10]])
    cache = KVCache(model)
    stepped = torch.cat([cache.feed(tokens[:, :3]), cache.feed(tokens[:, 3:4]), cache.feed(tokens[:, 4:])], dim=1)
    real = tokens != 0
    torch.testing.assert_close(stepped[real], model(tokens)[real], atol=1e-10, rtol=0)
    keys = cache.caches[model.blocks.layers[0].self_attn].keys
    assert keys.shape == (2, 4, 9, 8) and cache.length == 9


@pytest.mark.parametrize("settings_", [{"greedy": True}, {"temperature": 1.5}, {"temperature": 0.7, "top_k": 5},
                                       {"top_p": 0.8}], ids=["greedy", "T1.5", "top-k", "top-p"])
@pytest.mark.parametrize("seed", range(2))
@pytest.mark.parametrize("kind", ["explicit", "fused"])
def test_generate_gives_the_same_tokens_with_and_without_the_cache(settings_, seed, kind):
    """The cache goes through the blocks' own forward, so the fused path (chapter 06, performance)
    honours it too."""
    model = set_attention(tiny(seed), kind)
    prompt = torch.randint(4, 23, (3, 4), generator=torch.Generator().manual_seed(seed))
    runs = [generate(model, prompt, 15, use_cache=use, generator=torch.Generator().manual_seed(seed), **settings_)
            for use in (True, False)]
    assert runs[0].shape == (3, 19) and torch.equal(runs[0][:, :4], prompt)
    assert torch.equal(runs[0], runs[1]), "the cache must not change a single generated token"


def test_top_p_keeps_the_smallest_nucleus_the_crossing_token_included():
    # no p lies on a partial sum (0.5, 0.8, 0.95): a token exactly at the boundary could go either
    # way by rounding
    logits = torch.tensor([[math.log(0.5), math.log(0.3), math.log(0.15), math.log(0.05)]])
    keep = lambda out: torch.isfinite(out)[0].tolist()  # noqa: E731
    assert keep(top_p_filter(logits, 0.7)) == [True, True, False, False], "0.5 + 0.3 is the first sum >= 0.7"
    assert keep(top_p_filter(logits, 0.45)) == [True, False, False, False], "0.5 alone reaches 0.45"
    assert keep(top_p_filter(logits, 0.55)) == [True, True, False, False], "the crossing token is kept"
    assert keep(top_p_filter(logits, 0.81)) == [True, True, True, False]
    assert keep(top_p_filter(logits, 1.0)) == [True, True, True, True]
    shuffled = logits[:, [2, 0, 3, 1]]
    assert keep(top_p_filter(shuffled, 0.7)) == [False, True, False, True], "ids keep their logits"
    kept = top_p_filter(shuffled, 0.7)
    assert torch.equal(kept[torch.isfinite(kept)], shuffled[torch.isfinite(kept)]), "kept logits are unchanged"
    assert torch.equal(top_p_filter(logits, None), logits)
    for bad in (0.0, 1.5, True, "0.9"):
        with pytest.raises(ValueError, match="top_p must be in"):
            top_p_filter(logits, bad)


def test_top_p_sampling_frequencies_follow_the_renormalised_nucleus():
    """generate's sampler (temperature, top-k, top-p) against the formula, by drawing 40000 tokens."""
    from transformer.decoding import sample_next
    logits = torch.tensor([2.0, 1.0, 0.5, 0.0, -1.0])
    draws = sample_next(top_p_filter(logits.expand(40000, 5), 0.8), generator=torch.Generator().manual_seed(0))
    freq = torch.bincount(draws, minlength=5).double() / 40000
    probs = logits.double().softmax(-1)        # 0.56, 0.21, 0.13, ...: sums before: 0, 0.56, 0.77, 0.90
    expected = torch.zeros(5, dtype=torch.float64)
    expected[:3] = probs[:3] / probs[:3].sum()
    torch.testing.assert_close(freq, expected, atol=0.015, rtol=0)
    assert (freq[3:] == 0).all(), "a token outside the nucleus was drawn"


def test_generate_pads_rows_after_eos_and_stops_when_all_are_done():
    model = tiny(5)
    with torch.no_grad():
        model.projection.bias[2] = 3.0                                   # eos likely
    outs = [generate(model, [[4, 5], [6, 7], [8, 9]], 20, use_cache=use, generator=torch.Generator().manual_seed(0),
                     eos_token_id=2) for use in (True, False)]
    assert torch.equal(outs[0], outs[1])
    new = outs[0][:, 2:]
    assert outs[0].size(1) < 22, "every row produced eos early; generation should have stopped"
    for row in new.tolist():
        end = row.index(2)
        assert all(t == 0 for t in row[end + 1:]), "after eos a row must only get padding"


def test_generate_refuses_training_mode_and_lengths_past_max_len():
    model = tiny(0, max_len=10)
    with pytest.raises(ValueError, match=r"model.eval\(\)"):
        generate(model.train(), [4, 5], 3)
    model.eval()
    with pytest.raises(ValueError, match="a prompt of 4 tokens \\+ max_new_tokens=7 = 11 positions exceeds max_len=10"):
        generate(model, [4, 5, 6, 7], 7)
    assert generate(model, [4, 5, 6, 7], 6, greedy=True).shape == (1, 10)
    with pytest.raises(ValueError, match="temperature must be positive, got 0"):
        generate(model, [4], 3, temperature=0)
    cache = KVCache(model)
    cache.feed(torch.full((1, 8), 4))
    with pytest.raises(ValueError, match="max_len=10: 8 positions cached \\+ 3 new"):
        cache.feed(torch.full((1, 3), 4))


# ---------------------------------------------------------------- training

def repetitive_batches(seed=0):
    """Windows of a text that repeats one 7-token phrase: trivially predictable after one period."""
    ids = torch.tensor([4, 9, 5, 12, 6, 20, 7] * 40)
    return lm_batches(ids, batch_size=8, context=15, generator=torch.Generator().manual_seed(seed))


def test_lm_trainer_loss_is_the_next_token_cross_entropy():
    """Oracle: F.cross_entropy of the logits of batch[:, :-1] against batch[:, 1:], padding ignored."""
    torch.manual_seed(0)
    model = DecoderOnlyLM(LMConfig(23, d_model=32, num_heads=4, d_ff=40, dropout=0.0, max_len=24)).double()
    trainer = LMTrainer(model, TrainerConfig(label_smoothing=0.0, progress=False))
    batch = torch.tensor([[4, 9, 5, 12, 6, 0, 0], [7, 8, 9, 10, 11, 12, 13]])
    loss, count = trainer.batch_loss(batch)
    expected = F.cross_entropy(model(batch[:, :-1]).flatten(0, 1), batch[:, 1:].flatten(), ignore_index=0)
    assert count == 10, "the 2 padded targets must not count"
    torch.testing.assert_close(loss, expected, atol=1e-12, rtol=0)


def test_lm_trainer_learns_a_repetitive_text_in_a_few_dozen_steps():
    torch.manual_seed(0)
    model = DecoderOnlyLM(LMConfig(23, d_model=32, num_heads=4, d_ff=64, dropout=0.0, max_len=24))
    trainer = LMTrainer(model, TrainerConfig(warmup=10, lr_factor=2.0, label_smoothing=0.0, progress=False))
    trainer.fit(repetitive_batches(), steps=40)
    first, last = trainer.losses[0], sum(trainer.losses[-5:]) / 5
    assert first > 2.5, f"an untrained model should be near log(23) = 3.1 nats, got {first:.2f}"
    assert last < 0.1 * first, f"the loss went from {first:.2f} to {last:.2f} in 40 steps"


def test_checkpoint_round_trip_through_load_model_gives_the_same_logits(tmp_path):
    torch.manual_seed(0)
    model = DecoderOnlyLM(LMConfig(23, d_model=32, num_heads=4, d_ff=40, max_len=24))
    trainer = LMTrainer(model, TrainerConfig(warmup=10, label_smoothing=0.0, progress=False))
    trainer.fit(repetitive_batches(), steps=3, checkpoint=tmp_path / "lm.pt")
    restored = load_model(tmp_path / "lm.pt")
    assert isinstance(restored, DecoderOnlyLM) and restored.config == model.config and not restored.training
    assert restored.projection.weight is restored.embed.weight, "the loaded model must still be tied"
    tokens = torch.randint(4, 23, (2, 9))
    model.eval()
    with torch.no_grad():
        torch.testing.assert_close(restored(tokens), model(tokens), atol=0, rtol=0)
