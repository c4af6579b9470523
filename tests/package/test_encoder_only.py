"""The encoder-only model of chapter 09 (transformer/encoder_only.py) against independent references
(hand-written).

The encoder is held to `torch.nn.TransformerEncoder` (post-norm, GELU, the padding mask as
`src_key_padding_mask`) given the model's weights: outputs and gradients in float64. BERT's masking
is tested exactly where it is exact (the number chosen in each sequence, on a seeded generator) and
statistically where it is random, over many draws with bounds of five standard deviations (a correct
implementation fails one of these tests about once in 1.7 million runs): the 80/10/10 split of the
chosen tokens, the uniform choice of positions and the uniform choice of random tokens.
"""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from transformer.encoder_only import (
    BOOK_KINDS,
    EncoderOnlyLM,
    SequenceClassifier,
    accuracy,
    book_kinds,
    fine_tune,
    mask_tokens,
    naive_bayes,
    pad_ids,
    pretrain,
)
from transformer.translation import load_parallel_corpus

SPECIAL = (0, 1, 2, 3)   # <pad>, <bos> ([CLS]), <eos> ([SEP]), <unk>
MASK = 100               # one past an ordinary vocabulary of ids 4 .. 99
VOCAB = 100


def small(**kwargs) -> EncoderOnlyLM:
    torch.manual_seed(0)
    settings = dict(vocab_size=VOCAB + 1, max_len=16, d_model=16, num_heads=4, num_layers=2, d_ff=32, dropout=0.0)
    return EncoderOnlyLM(**{**settings, **kwargs}).double().eval()


def batch_of(lengths: list[int], width: int, seed: int = 0) -> torch.Tensor:
    """[CLS], length - 2 ordinary tokens, [SEP], then padding up to `width`, one row per length."""
    generator = torch.Generator().manual_seed(seed)
    rows = torch.zeros(len(lengths), width, dtype=torch.long)
    for row, length in enumerate(lengths):
        rows[row, :length] = torch.randint(4, VOCAB, (length,), generator=generator)
        rows[row, 0], rows[row, length - 1] = 1, 2
    return rows


def five_sigma(successes: int, trials: int, p: float) -> None:
    assert abs(successes - trials * p) <= 5 * math.sqrt(trials * p * (1 - p)), (successes, trials, p)


# Masking --------------------------------------------------------------------------------------------

def test_each_sequence_has_round_15_percent_of_its_ordinary_tokens_chosen():
    lengths = list(range(3, 43))
    tokens = batch_of(lengths, 44)
    for seed in range(5):
        inputs, chosen = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(seed))
        expected = [max(1, round(0.15 * (n - 2))) for n in lengths]   # 1.5 -> 2, 4.5 -> 4: half to even
        assert chosen.sum(-1).tolist() == expected
        assert not (chosen & (tokens < 4)).any(), "a special or padding token was chosen"
    _, chosen = mask_tokens(tokens, MASK, SPECIAL, VOCAB, rate=0.5, generator=torch.Generator().manual_seed(0))
    assert chosen.sum(-1).tolist() == [max(1, round(0.5 * (n - 2))) for n in lengths]


def test_a_sequence_without_ordinary_tokens_has_nothing_chosen():
    tokens = torch.tensor([[1, 2, 0, 0], [1, 5, 6, 2]])
    inputs, chosen = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(0))
    assert chosen[0].sum() == 0 and chosen[1].sum() == 1
    assert torch.equal(inputs[0], tokens[0])


def test_the_chosen_tokens_split_80_10_10_and_nothing_else_changes():
    tokens = batch_of([40] * 4000, 40)
    before = tokens.clone()
    inputs, chosen = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(1))
    assert torch.equal(tokens, before), "the batch was changed in place"
    assert torch.equal(inputs[~chosen], tokens[~chosen]), "a token that was not chosen changed"
    seen, original = inputs[chosen], tokens[chosen]
    n = seen.numel()                                            # 4000 * round(0.15 * 38) = 24,000
    masked = (seen == MASK).sum().item()
    randomised = ((seen != MASK) & (seen != original)).sum().item()
    five_sigma(masked, n, 0.8)
    # a random token equals the original with probability 1 / 96 (the ordinary ids 4 .. 99)
    five_sigma(randomised, n, 0.1 * (1 - 1 / 96))
    assert ((seen == MASK) | ((seen >= 4) & (seen < VOCAB))).all(), "a random token is special or out of range"


def test_positions_and_random_tokens_are_uniform():
    tokens = batch_of([22] * 20000, 22)                         # 20 ordinary tokens: 3 chosen in each row
    inputs, chosen = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(2))
    per_position = chosen[:, 1:21].sum(0)
    for count in per_position.tolist():                        # each position chosen with probability 3/20
        five_sigma(count, 20000, 3 / 20)
    replaced = inputs[chosen & (inputs != MASK) & (inputs != tokens)]
    counts = torch.bincount(replaced, minlength=VOCAB)[4:VOCAB]
    expected = replaced.numel() / 96
    chi2 = ((counts - expected) ** 2 / expected).sum().item()   # 95 degrees of freedom: mean 95, sd 13.8
    assert chi2 < 95 + 5 * math.sqrt(2 * 95), chi2


def test_the_generator_makes_the_masking_reproducible():
    tokens = batch_of([30] * 8, 30)
    first = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(3))
    again = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(3))
    other = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(4))
    assert all(torch.equal(a, b) for a, b in zip(first, again, strict=True))
    assert not torch.equal(first[1], other[1])


@pytest.mark.parametrize("tokens, kwargs, field", [
    (torch.tensor([1, 5, 2]), {}, "tokens"),
    (torch.tensor([[1.0, 5.0, 2.0]]), {}, "tokens"),
    (torch.tensor([[1, 5, 2]]), {"rate": 0.0}, "rate"),
    (torch.tensor([[1, 5, 2]]), {"rate": 1.5}, "rate"),
    (torch.tensor([[1, 5, 2]]), {"vocab_size": 4}, "vocab_size"),
])
def test_bad_masking_input_is_refused_with_its_name(tokens, kwargs, field):
    arguments = {"mask_id": MASK, "special_ids": SPECIAL, "vocab_size": VOCAB, **kwargs}
    with pytest.raises(ValueError, match=field):
        mask_tokens(tokens, **arguments)


# The model ------------------------------------------------------------------------------------------

def pytorch_encoder(model: EncoderOnlyLM) -> nn.TransformerEncoder:
    """nn.TransformerEncoder (post-norm, GELU) holding the model's encoder weights."""
    first = model.encoder.layers[0]
    d_model, d_ff = first.norm1.normalized_shape[0], first.feed_forward.w_1.out_features
    layer = nn.TransformerEncoderLayer(d_model, first.self_attn.num_heads, d_ff, dropout=0.0, activation="gelu",
                                       layer_norm_eps=1e-12, batch_first=True, norm_first=False)
    theirs = nn.TransformerEncoder(layer, len(model.encoder.layers), enable_nested_tensor=False).double().eval()
    with torch.no_grad():
        for ours, layer in zip(model.encoder.layers, theirs.layers, strict=True):
            attn = ours.self_attn
            layer.self_attn.in_proj_weight.copy_(torch.cat([attn.w_q.weight, attn.w_k.weight, attn.w_v.weight]))
            layer.self_attn.in_proj_bias.copy_(torch.cat([attn.w_q.bias, attn.w_k.bias, attn.w_v.bias]))
            layer.self_attn.out_proj.load_state_dict(attn.w_o.state_dict())
            layer.linear1.load_state_dict(ours.feed_forward.w_1.state_dict())
            layer.linear2.load_state_dict(ours.feed_forward.w_2.state_dict())
            layer.norm1.load_state_dict(ours.norm1.state_dict())
            layer.norm2.load_state_dict(ours.norm2.state_dict())
    return theirs


def test_the_encoder_equals_pytorchs_and_so_do_its_gradients():
    model = small()
    with torch.no_grad():   # norms and biases away from their initial 1 and 0, so that a swap shows
        for name, p in model.named_parameters():
            if "norm" in name or name.endswith("bias"):
                p.add_(0.3 * torch.randn_like(p))
    theirs = pytorch_encoder(model)
    tokens = batch_of([9, 12, 5], 12, seed=5)
    positions = torch.arange(12)
    embedded = model.norm(model.token_embedding(tokens) + model.position_embedding(positions))
    expected = theirs(embedded, src_key_padding_mask=tokens == 0)
    hidden = model(tokens)
    real = tokens != 0
    torch.testing.assert_close(hidden[real], expected[real], rtol=0, atol=1e-10)
    cotangent = torch.randn_like(hidden) * real[..., None]
    ours_grads = torch.autograd.grad(hidden, [model.position_embedding.weight,
                                              model.encoder.layers[0].feed_forward.w_1.weight], cotangent)
    embedded = model.norm(model.token_embedding(tokens) + model.position_embedding(positions))
    theirs_out = theirs(embedded, src_key_padding_mask=tokens == 0)
    theirs_grads = torch.autograd.grad(theirs_out, [model.position_embedding.weight, theirs.layers[0].linear1.weight],
                                       cotangent)
    for a, b in zip(ours_grads, theirs_grads, strict=True):
        torch.testing.assert_close(a, b, rtol=0, atol=1e-10)


def test_every_token_sees_the_tokens_after_it():
    model = small()
    tokens = batch_of([10], 10, seed=6)
    changed = tokens.clone()
    changed[0, 8] = 4 if tokens[0, 8] != 4 else 5
    assert not torch.allclose(model(changed)[0, 1], model(tokens)[0, 1]), "the encoder has a causal mask"


def test_padding_changes_nothing():
    model = small()
    tokens = batch_of([7], 12, seed=7)
    torch.testing.assert_close(model(tokens)[0, :7], model(tokens[:, :7])[0], rtol=0, atol=1e-12)


def test_the_head_is_tied_to_the_token_embedding():
    model = small()
    hidden = torch.randn(5, 16, dtype=torch.float64)
    expected = model.transform(hidden) @ model.token_embedding.weight.T + model.bias
    torch.testing.assert_close(model.mlm_logits(hidden), expected, rtol=0, atol=1e-12)
    names = {name for name, _ in model.named_parameters()}
    assert not any("decoder" in name or "output" in name for name in names), names


def test_the_loss_is_the_cross_entropy_at_the_chosen_positions_only():
    model = small()
    tokens = batch_of([9, 12, 5], 12, seed=8)
    inputs, chosen = mask_tokens(tokens, MASK, SPECIAL, VOCAB, generator=torch.Generator().manual_seed(0))
    logits = model.mlm_logits(model(inputs))
    targets = torch.where(chosen, tokens, -100)
    expected = F.cross_entropy(logits.flatten(0, 1), targets.flatten(), ignore_index=-100)
    torch.testing.assert_close(model.masked_lm_loss(inputs, tokens, chosen), expected, rtol=0, atol=1e-12)


def test_the_classifier_reads_the_first_position():
    torch.manual_seed(0)
    classifier = SequenceClassifier(small(), num_classes=6).double().eval()
    tokens = batch_of([9, 12, 5], 12, seed=9)
    expected = classifier.head(classifier.encoder(tokens)[:, 0])
    torch.testing.assert_close(classifier(tokens), expected, rtol=0, atol=1e-12)


@pytest.mark.parametrize("settings, field", [
    ({"vocab_size": 0}, "vocab_size"),
    ({"max_len": 0}, "max_len"),
    ({"num_layers": 1.5}, "num_layers"),
])
def test_a_bad_setting_is_refused_with_its_name(settings, field):
    with pytest.raises(ValueError, match=field):
        small(**settings)


def test_too_long_or_flat_input_is_refused():
    model = small()
    with pytest.raises(ValueError, match="length <= 16"):
        model(torch.ones(1, 17, dtype=torch.long))
    with pytest.raises(ValueError, match="tokens"):
        model(torch.ones(17, dtype=torch.long))
    with pytest.raises(ValueError, match="num_classes"):
        SequenceClassifier(model, num_classes=0)


# Pretraining, fine-tuning and the baseline of the page ----------------------------------------------

def test_pretraining_is_reproducible_and_lowers_the_loss_on_a_repeated_text():
    batches = [batch_of([12] * 8, 12, seed=s % 2) for s in range(4)]   # two texts, each seen again and again
    weights, losses = [], None
    for _ in range(2):
        model = small(dropout=0.1).float().train()
        losses = pretrain(model, batches, 150, 1e-2, MASK, SPECIAL, VOCAB, seed=5)
        weights.append(model.token_embedding.weight.detach().clone())
    assert len(losses) == 150 and torch.equal(weights[0], weights[1])
    assert sum(losses[-10:]) / 10 < 0.8 * sum(losses[:10]) / 10, (losses[:10], losses[-10:])


def test_every_book_of_the_corpus_has_one_kind_and_an_unknown_book_is_named():
    books = [book for names in BOOK_KINDS.values() for book in names.split()]
    assert len(books) == len(set(books)) == 66 and len(BOOK_KINDS) == 6
    corpus = load_parallel_corpus()
    kinds = book_kinds(corpus["train"])
    assert kinds.shape == (len(corpus["train"]),) and set(kinds.tolist()) == set(range(6))
    first = corpus["train"][0]
    assert first.ref.startswith("Gen") and kinds[0] == 0

    class Verse:
        ref = "Tob 1:1"
    with pytest.raises(ValueError, match="Tob"):
        book_kinds([Verse()])


def test_naive_bayes_picks_the_class_of_highest_smoothed_likelihood():
    predict = naive_bayes(["Sheep sheep GOAT", "sheep", "lion lion"], torch.tensor([0, 0, 1]), num_classes=2)
    # vocabulary {sheep, goat, lion}: class 0 counts sheep 3, goat 1 (4 words), class 1 lion 2 (2 words)
    def log_score(prior, counts, total, text):
        return math.log(prior + 1) + sum(math.log((counts.get(w, 0) + 1) / (total + 3)) for w in text)
    for text in (["sheep"], ["lion"], ["goat", "lion"], ["lion", "lion", "sheep"]):
        scores = [log_score(2, {"sheep": 3, "goat": 1}, 4, text), log_score(1, {"lion": 2}, 2, text)]
        assert predict(" ".join(text) + " unseen-word!") == max(range(2), key=scores.__getitem__)
    assert predict("lion") == 1 and predict("Sheep") == 0


def test_fine_tuning_learns_a_separable_task_reproducibly_and_accuracy_counts_every_batch():
    generator = torch.Generator().manual_seed(0)
    labels = torch.randint(0, 3, (300,), generator=generator)
    ids = [[1, *torch.randint(10, VOCAB, (5,), generator=generator).tolist(), 4 + int(k), 2] for k in labels]
    results = []
    for _ in range(2):
        classifier = fine_tune(small(dropout=0.1).float(), ids, labels, torch.arange(200), steps=150, seed=3,
                               lr=3e-3, num_classes=3)
        assert not classifier.training
        results.append(classifier.head.weight.detach().clone())
        with torch.no_grad():
            expected = (classifier(pad_ids(ids)).argmax(-1) == labels).float().mean().item()
        assert accuracy(classifier, ids, labels) == pytest.approx(expected, abs=1e-12)   # 300 rows: two batches
        assert accuracy(classifier, ids[200:], labels[200:]) > 0.9   # the held-out sequences
    assert torch.equal(results[0], results[1])

