"""Cached decoding, sampling and beam search of chapter 05 (hand-written).

Oracles: the uncached decoder (`Transformer.forward`, `greedy_decode`); softmax for sampling
frequencies; for beam search, an exhaustive search over every output of a tiny model and a plain
one-sentence-at-a-time search without a cache on a sharpened (confident) model.
Tolerances: float64 logits within 1e-10; sampling frequencies within 0.015 over 40000 draws
(about 4 standard deviations).
"""

from __future__ import annotations

import itertools
import math
import types

import pytest
import torch

import transformer.decoding as decoding
from transformer import Transformer, TransformerConfig
from transformer.decoding import (
    IncrementalDecoder,
    beam_search,
    filter_logits,
    greedy_search,
    length_penalty,
    sample,
    sample_next,
)
from transformer.fused import set_attention
from transformer.multihead import AttentionCache, MultiHeadAttention
from transformer.recipe import greedy_decode, shift_right


def tiny(seed=0, norm_first=False, vocab=15, max_len=40, **overrides):
    torch.manual_seed(seed)
    config = TransformerConfig.small(src_vocab_size=vocab, tgt_vocab_size=vocab, d_model=32, num_heads=4, d_ff=48,
                                     max_len=max_len, dropout=0.0, norm_first=norm_first, **overrides)
    return Transformer(config).double().eval()


SRC = torch.tensor([[5, 6, 7, 8, 9, 10], [11, 12, 0, 0, 0, 0], [13, 4, 4, 9, 0, 0]])


@pytest.mark.parametrize("norm_first", [False, True], ids=["post-norm", "pre-norm"])
def test_cached_logits_equal_the_full_decoder(norm_first):
    model = tiny(1, norm_first)
    tgt_in = torch.tensor([[1, 5, 9, 4, 7], [1, 8, 2, 0, 0], [1, 4, 4, 13, 2]])
    full = model(SRC, tgt_in)
    cache = IncrementalDecoder(model, SRC)
    stepped = torch.stack([cache.step(tgt_in[:, t]) for t in range(tgt_in.size(1))], dim=1)
    real = tgt_in != 0
    torch.testing.assert_close(stepped[real], full[real], atol=1e-10, rtol=0)


@pytest.mark.parametrize("norm_first", [False, True], ids=["post-norm", "pre-norm"])
@pytest.mark.parametrize("seed", range(4))
def test_greedy_search_gives_exactly_the_uncached_tokens(seed, norm_first):
    model = tiny(seed, norm_first)
    with torch.no_grad():
        model.projection.bias[2] = 1.5   # eos likely: rows stop at different steps
    expected = greedy_decode(model, SRC, 12, 1, 2)
    assert torch.equal(greedy_search(model, SRC, 12), expected)


def test_cached_decoding_masks_source_padding():
    """Other padded source tokens and more padding must not change a single cached logit."""
    model = tiny(2)
    other = SRC.clone()
    other[SRC == 0] = 0
    longer = torch.cat([SRC, torch.zeros(3, 4, dtype=torch.long)], dim=1)
    a, b = IncrementalDecoder(model, SRC), IncrementalDecoder(model, longer)
    tokens = torch.tensor([1, 1, 1])
    for _ in range(5):
        la, lb = a.step(tokens), b.step(tokens)
        torch.testing.assert_close(la, lb, atol=1e-10, rtol=0)
        tokens = la.argmax(-1)


def test_incremental_decoder_refuses_training_mode_and_long_outputs():
    model = tiny(0, max_len=3)
    with pytest.raises(ValueError, match=r"model.eval\(\)"):
        IncrementalDecoder(model.train(), SRC[:, :3])
    decoder = IncrementalDecoder(model.eval(), SRC[:, :3])
    for _ in range(3):
        decoder.step(torch.tensor([1, 1, 1]))
    with pytest.raises(ValueError, match="max_len=3"):
        decoder.step(torch.tensor([1, 1, 1]))
    with pytest.raises(ValueError, match="max_len must be a positive integer, got 0"):
        greedy_search(model, SRC[:, :3], 0)


def test_filter_logits_top_k():
    logits = torch.tensor([[math.log(0.5), math.log(0.3), math.log(0.15), math.log(0.05)]])
    keep = lambda out: torch.isfinite(out)[0].tolist()  # noqa: E731
    assert keep(filter_logits(logits, top_k=2)) == [True, True, False, False]
    assert keep(filter_logits(logits, top_k=9)) == [True, True, True, True], "k past the vocabulary keeps all"
    shuffled = logits[:, [2, 0, 3, 1]]
    assert keep(filter_logits(shuffled, top_k=1)) == [False, True, False, False]
    assert torch.equal(filter_logits(logits), logits)
    with pytest.raises(ValueError, match="top_k"):
        filter_logits(logits, top_k=0)
    for bad in (0, -1.0, True):
        with pytest.raises(ValueError, match="temperature must be positive"):
            sample_next(logits, temperature=bad)


@pytest.mark.parametrize("settings", [{"temperature": 1.0}, {"temperature": 0.5}, {"temperature": 2.0, "top_k": 3}])
def test_sampling_frequencies_follow_the_filtered_softmax(settings):
    logits = torch.tensor([2.0, 1.0, 0.5, 0.0, -1.0])
    g = torch.Generator().manual_seed(0)
    draws = sample_next(logits.expand(40000, 5), generator=g, **settings)
    freq = torch.bincount(draws, minlength=5).double() / 40000
    expected = filter_logits(logits[None] / settings["temperature"], settings.get("top_k")).softmax(-1)[0].double()
    torch.testing.assert_close(freq, expected, atol=0.015, rtol=0)
    assert (freq[expected == 0] == 0).all(), "a filtered token was drawn"


def test_sampling_is_reproducible_and_top_k_1_is_greedy():
    model = tiny(3)
    a = sample(model, SRC, 10, temperature=1.5, generator=torch.Generator().manual_seed(7))
    b = sample(model, SRC, 10, temperature=1.5, generator=torch.Generator().manual_seed(7))
    assert torch.equal(a, b)
    assert torch.equal(sample(model, SRC, 10, top_k=1), greedy_search(model, SRC, 10))
    with pytest.raises(ValueError, match="temperature must be positive, got 0"):
        sample(model, SRC, 10, temperature=0)


def test_length_penalty_is_gnmt():
    assert length_penalty(1, 0.6) == 1.0
    assert length_penalty(7, 0.6) == pytest.approx(2**0.6)
    assert length_penalty(30, 0.0) == 1.0


def sequence_log_prob(model, src, tokens):
    tgt = torch.tensor([tokens])
    log_p = model(src, shift_right(tgt, 1)).log_softmax(-1)[0]
    return sum(log_p[t, tok].item() for t, tok in enumerate(tokens))


@pytest.mark.parametrize("alpha", [0.0, 0.6, 1.5])
@pytest.mark.parametrize("seed", range(3))
def test_wide_beam_equals_exhaustive_search(seed, alpha):
    """Every output of length <= 3 over a 6-token vocabulary, scored by the full model."""
    model = tiny(seed, vocab=6)
    with torch.no_grad():
        model.projection.bias[2] = 1.0
    src = torch.tensor([[4, 5, 4, 3]])
    hypotheses = []
    others = [t for t in range(6) if t != 2]
    for n in range(1, 4):
        for prefix in itertools.product(others, repeat=n - 1):
            hypotheses.append(list(prefix) + [2])
    hypotheses += [list(p) for p in itertools.product(others, repeat=3)]
    best = max(hypotheses, key=lambda y: sequence_log_prob(model, src, y) / length_penalty(len(y), alpha))
    best_score = sequence_log_prob(model, src, best) / length_penalty(len(best), alpha)
    out, scores = beam_search(model, src, 3, beam_size=200, alpha=alpha)
    got = [t for t in out[0].tolist()]
    got = got[:got.index(2) + 1] if 2 in got else got
    assert got == best, f"beam found {got}, exhaustive search {best}"
    assert scores[0].item() == pytest.approx(best_score, abs=1e-9)


def test_beam_of_one_without_penalty_is_greedy_and_scores_are_consistent():
    model = tiny(4)
    with torch.no_grad():
        model.projection.bias[2] = 1.0
    out, scores = beam_search(model, SRC, 10, beam_size=1, alpha=0.0)
    greedy = greedy_search(model, SRC, 10)
    assert torch.equal(out[:, :greedy.size(1)], greedy) and (out[:, greedy.size(1):] == 0).all()
    out, scores = beam_search(model, SRC, 10, beam_size=4, alpha=0.6)
    for row, score in zip(range(3), scores.tolist(), strict=True):
        tokens = out[row].tolist()
        tokens = tokens[:tokens.index(2) + 1] if 2 in tokens else tokens
        expected = sequence_log_prob(model, SRC[row:row + 1], tokens) / length_penalty(len(tokens), 0.6)
        assert score == pytest.approx(expected, abs=1e-9), "a returned score is not log P / lp of its output"
    with pytest.raises(ValueError, match="beam_size must be a positive integer, got 0"):
        beam_search(model, SRC, 10, beam_size=0)


class ScriptedDecoder:
    """Stands in for IncrementalDecoder: a fixed Markov chain over 10 tokens. From bos the best
    sentence is 5 6 7 8 eos (each step 0.9), and eos is always the runner-up (0.06)."""

    def __init__(self, model, src, pad):
        table = torch.full((10, 10), 0.04 / 7, dtype=torch.float64)
        for a, b in ((1, 5), (5, 6), (6, 7), (7, 8)):
            table[a, b], table[a, 2] = 0.9, 0.06
        table[8], table[8, 2] = 0.1 / 9, 0.9
        table[:, 0] = table[:, 1] = 0.0
        self.log_table = (table / table.sum(-1, keepdim=True)).log()

    def step(self, tokens):
        return self.log_table[tokens]

    def reorder(self, index):
        pass


@pytest.mark.parametrize("K, alpha", [(1, 0.0), (2, 0.0), (2, 0.6), (4, 0.6), (4, 1.0)])
def test_beam_search_does_not_stop_while_an_open_hypothesis_can_still_win(monkeypatch, K, alpha):
    """eos is the runner-up at every step, so K short hypotheses finish within K steps; stopping
    there would return one of them instead of the sentence 5 6 7 8 eos (log P = 5 log 0.9)."""
    monkeypatch.setattr(decoding, "IncrementalDecoder", ScriptedDecoder)
    fake = types.SimpleNamespace(config=types.SimpleNamespace(bos_token_id=1, eos_token_id=2, pad_token_id=0))
    out, scores = decoding.beam_search(fake, torch.zeros(3, 4, dtype=torch.long), 12, beam_size=K, alpha=alpha)
    want = [5, 6, 7, 8, 2]
    for row in out.tolist():
        assert row[:5] == want and set(row[5:]) <= {0}, (
            f"beam search returned {row}, expected {want}: did it stop after {K} finished hypotheses "
            f"while a better one was still open?")
    table = ScriptedDecoder(None, None, 0).log_table
    log_p = sum(table[a, b].item() for a, b in zip([1] + want, want, strict=False))
    torch.testing.assert_close(scores, torch.full((3,), log_p / length_penalty(5, alpha), dtype=torch.float64))


def reference_beam_search(model, src_row, max_len, K, alpha, eos=2):
    """One source, no cache, no batching: the rules of the chapter written out plainly.

    Live hypotheses are (log P, tokens). Each step ranks every one-token extension of every live
    hypothesis; walking down that ranking, an extension ending in eos is finished, the others are
    kept until K are live. A source is decided when no hypothesis is live or the best finished
    score reaches the best live log P over the largest length penalty still possible.
    """
    live, finished = [(0.0, [])], []
    for t in range(1, max_len + 1):
        ranked = []
        for score, tokens in live:
            tgt = torch.tensor([[1] + tokens])
            log_p = model(src_row, tgt).log_softmax(-1)[0, -1]
            ranked += [(score + log_p[v].item(), tokens + [v]) for v in range(log_p.numel())]
        ranked.sort(key=lambda item: -item[0])
        live = []
        for score, tokens in ranked[:2 * K]:
            if len(live) == K:
                break
            if tokens[-1] == eos:
                finished.append((score / length_penalty(t, alpha), tokens))
            else:
                live.append((score, tokens))
        if not live:
            break
        bound = live[0][0] / max(length_penalty(t + 1, alpha), length_penalty(max_len, alpha))
        if finished and max(s for s, _ in finished) >= bound:
            break
    else:
        finished += [(score / length_penalty(max_len, alpha), tokens) for score, tokens in live]
    return max(finished, key=lambda item: item[0])


@pytest.mark.parametrize("K, alpha", [(2, 0.0), (3, 0.6), (4, 0.6)])
def test_batched_beam_search_equals_a_plain_one_at_a_time_search(K, alpha):
    """A confident model puts eos among its top few candidates at most steps. A search that stops
    once K hypotheses have finished then returns junk cut short while the best one is still open:
    the reference below only stops when no live hypothesis can still win."""
    model = tiny(5, vocab=12)
    with torch.no_grad():
        model.projection.weight.mul_(6.0)       # sharpen: nearly as confident as a trained model
        model.projection.bias[:2] = -30.0       # never pad or bos
        model.projection.bias[2] = 2.0          # eos always among the top candidates
    src = torch.tensor([[5, 6, 7, 8, 9, 10, 11], [11, 3, 4, 0, 0, 0, 0], [9, 9, 4, 7, 3, 0, 0],
                        [4, 8, 0, 0, 0, 0, 0]])
    with torch.no_grad():
        first = model(src, torch.ones(4, 1, dtype=torch.long)).softmax(-1)
    assert first.max(-1).values.mean() > 0.6, "the test needs a confident model"
    out, scores = beam_search(model, src, 8, beam_size=K, alpha=alpha)
    for row in range(src.size(0)):
        real = src[row:row + 1, :int((src[row] != 0).sum())]
        with torch.no_grad():
            want_score, want = reference_beam_search(model, real, 8, K, alpha)
        got = out[row].tolist()
        got = got[:got.index(2) + 1] if 2 in got else got
        assert got == want, (f"source {row}: beam search returned {got}, the plain search {want} "
                             f"(does the search stop while a live hypothesis can still win?)")
        assert scores[row].item() == pytest.approx(want_score, abs=1e-9)


def test_decoding_runs_on_the_models_device(device):
    model = tiny(0).float().to(device)
    src = SRC.to(device)
    assert torch.equal(greedy_search(model, src, 6), greedy_decode(model, src, 6, 1, 2))
    assert beam_search(model, src, 6)[0].device.type == device.type


# ---------------------------------------------------------------- one mechanism: the layers' own code

class UncachedDecoder:
    """IncrementalDecoder's interface with no cache: every step reruns the whole model over the
    target so far. Beam search run on it is the oracle for beam search on the cache."""

    def __init__(self, model, src, pad_token_id=None):
        self.model, self.src, self.prefix = model, src, None

    def step(self, tokens):
        new = tokens[:, None]
        self.prefix = new if self.prefix is None else torch.cat([self.prefix, new], dim=1)
        return self.model(self.src, self.prefix)[:, -1]

    def reorder(self, index):
        self.src, self.prefix = self.src[index], self.prefix[index]


@pytest.mark.parametrize("kind", ["explicit", "fused"])
@pytest.mark.parametrize("norm_first", [False, True], ids=["post-norm", "pre-norm"])
def test_greedy_and_beam_search_give_the_uncached_tokens_on_both_attention_paths(monkeypatch, kind, norm_first):
    """The cache lives in MultiHeadAttention.forward, which the fused module inherits: both paths
    give the tokens (and beam scores, float64, within 1e-9) of decoding without a cache."""
    model = set_attention(tiny(6, norm_first), kind)
    with torch.no_grad():
        model.projection.bias[2] = 1.0   # eos likely: rows and beams end at different steps
    assert torch.equal(greedy_search(model, SRC, 12), greedy_decode(model, SRC, 12, 1, 2))
    cached, cached_scores = beam_search(model, SRC, 10, beam_size=3, alpha=0.6)
    monkeypatch.setattr(decoding, "IncrementalDecoder", UncachedDecoder)
    plain, plain_scores = decoding.beam_search(model, SRC, 10, beam_size=3, alpha=0.6)
    assert torch.equal(cached, plain), "beam search on the cache must choose the uncached tokens"
    torch.testing.assert_close(cached_scores, plain_scores, atol=1e-9, rtol=0)


def test_each_step_runs_the_decoder_layers_themselves():
    """Cached decoding calls every DecoderLayer's forward once per step (no copy of its wiring),
    and leaves no cache attached to the model: between and after steps it is the usual model,
    also when a step fails."""
    model = tiny(7)
    calls = []
    for layer in model.decoder.layers:
        layer.register_forward_hook(lambda module, args, out: calls.append(tuple(args[0].shape)))
    out = greedy_search(model, SRC, 5, eos_token_id=-1)
    assert calls == [(3, 1, 32)] * (2 * out.size(1)), "each step: each of the 2 layers on one new position"
    attached = [m for m in model.modules() if getattr(m, "cache", None) is not None]
    assert not attached, "decoding left caches attached to the model"
    decoder = IncrementalDecoder(model, SRC)
    with pytest.raises(ValueError, match="outside the vocabulary"):
        decoder.step(torch.tensor([1, 99, 1]))
    assert not [m for m in model.modules() if getattr(m, "cache", None) is not None], "a failed step left caches"
    torch.testing.assert_close(model(SRC, SRC), tiny(7)(SRC, SRC), atol=0, rtol=0)


class CountingCache(AttentionCache):
    """Chapter 02's cache, counting its updates and reorders: a cache of another class."""

    def __init__(self):
        super().__init__()
        self.updates, self.reorders = 0, 0

    def update(self, k, v):
        self.updates += 1
        return super().update(k, v)

    def reorder(self, index):
        self.reorders += 1
        super().reorder(index)


def test_the_decoder_uses_the_cache_each_attention_makes():
    """The driver only asks each attention for its cache (new_cache) and attaches, reorders and
    counts: an attention whose cache is of another class decodes through that cache, with the
    tokens and scores of chapter 02's."""
    model = tiny(8)
    expected, expected_scores = beam_search(model, SRC, 6, beam_size=2, eos_token_id=-1)
    made = []
    for module in model.decoder.modules():
        if isinstance(module, MultiHeadAttention):
            module.new_cache = lambda: made.append(CountingCache()) or made[-1]
    got, scores = beam_search(model, SRC, 6, beam_size=2, eos_token_id=-1)
    assert torch.equal(got, expected) and torch.equal(scores, expected_scores)
    assert len(made) == 2 * 2, "one cache for the self- and one for the cross-attention of each of 2 layers"
    assert [(c.updates, c.reorders) for c in made] == [(6, 6)] * 4, "one update and one reorder per step"
