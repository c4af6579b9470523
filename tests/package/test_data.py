"""The offline translation data of chapter 05 (hand-written).

Oracles: num2words itself (every sentence must survive tokenize -> detokenize and encode -> decode),
facts of French number grammar, and greedy_search / beam_search called directly.
"""

from __future__ import annotations

import random

import pytest
import torch
from num2words import num2words

from transformer import Transformer, TransformerConfig
from transformer.data import (
    SPECIAL_TOKENS,
    Vocabulary,
    detokenize,
    number_pairs,
    pad_batch,
    random_batches,
    split_numbers,
    tokenize,
    translate,
)
from transformer.decoding import beam_search, greedy_search

# Every number below 2000, the round ones, and a random sample up to a million.
NUMBERS = sorted(set(range(2000)) | {10 ** k for k in range(7)} | {999_999, 100_000, 80_000, 71_071, 200_000}
                 | set(random.Random(1).sample(range(1_000_000), 3000)))
NUMBERS = [n for n in NUMBERS if n < 1_000_000]


def test_french_grammar_of_the_data():
    pairs = dict(zip([21, 71, 80, 81, 97, 200, 201, 1001], number_pairs([21, 71, 80, 81, 97, 200, 201, 1001]),
                     strict=True))
    assert pairs[21] == ("twenty-one", "vingt et un")
    assert pairs[71] == ("seventy-one", "soixante et onze")
    assert pairs[80] == ("eighty", "quatre-vingts")             # plural s when nothing follows
    assert pairs[81] == ("eighty-one", "quatre-vingt-un")       # ... and no "et"
    assert pairs[97] == ("ninety-seven", "quatre-vingt-dix-sept")
    assert pairs[200][1] == "deux cents" and pairs[201][1] == "deux cent un"
    assert pairs[1001] == ("one thousand and one", "mille un")
    assert number_pairs([5], src_lang="fr", tgt_lang="en") == [("cinq", "five")]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_sentence_survives_tokenize_and_detokenize(lang):
    bad = [(n, num2words(n, lang=lang)) for n in NUMBERS
           if detokenize(tokenize(num2words(n, lang=lang))) != num2words(n, lang=lang)]
    assert not bad, f"{len(bad)} sentences do not round-trip, e.g. {bad[:3]}"


def test_tokenize_splits_punctuation_into_tokens():
    assert tokenize("twenty-one thousand, two hundred") == ["twenty", "-", "one", "thousand", ",", "two", "hundred"]
    assert tokenize("quatre-vingt-dix") == ["quatre", "-", "vingt", "-", "dix"]
    assert tokenize("") == [] and detokenize([]) == ""


def test_vocabulary_special_tokens_encode_and_decode():
    pairs = number_pairs(NUMBERS)
    vocab = Vocabulary.from_texts(t for pair in pairs for t in pair)
    assert vocab.itos[:4] == list(SPECIAL_TOKENS) == ["<pad>", "<bos>", "<eos>", "<unk>"]
    assert (vocab.pad_id, vocab.bos_id, vocab.eos_id, vocab.unk_id) == (0, 1, 2, 3)
    assert vocab.itos[4:] == sorted(vocab.itos[4:]) and len(set(vocab.itos)) == len(vocab)
    for text in (t for pair in pairs for t in pair):
        ids = vocab.encode(text)
        assert ids[-1] == vocab.eos_id and vocab.unk_id not in ids
        assert vocab.decode(ids) == text
    assert vocab.encode("twenty-one", add_eos=False) == [vocab.stoi["twenty"], vocab.stoi["-"], vocab.stoi["one"]]


def test_vocabulary_unknown_words_and_odd_ids():
    vocab = Vocabulary.from_texts(["one two", "un deux"])
    assert vocab.encode("one zillion") == [vocab.stoi["one"], vocab.unk_id, vocab.eos_id]
    assert vocab.decode([vocab.bos_id, vocab.stoi["un"], vocab.pad_id, vocab.stoi["deux"], vocab.eos_id,
                         vocab.stoi["one"]]) == "un deux", "decode must skip bos/pad and stop at the first eos"
    assert vocab.decode(torch.tensor([vocab.stoi["un"], 999, -1])) == "un <unk> <unk>"
    assert Vocabulary(["<pad>", "x", "x"]).itos == ["<pad>", "<bos>", "<eos>", "<unk>", "x"]


def test_split_is_disjoint_sized_and_seeded():
    train, valid, test = split_numbers((3000, 200, 500), high=10_000, seed=3)
    assert (len(train), len(valid), len(test)) == (3000, 200, 500)
    assert not (set(train) & set(test) or set(train) & set(valid) or set(valid) & set(test))
    assert len(set(train)) == 3000 and all(0 <= n < 10_000 for n in train + valid + test)
    assert split_numbers((3000, 200, 500), high=10_000, seed=3) == [train, valid, test]
    assert split_numbers((3000, 200, 500), high=10_000, seed=4) != [train, valid, test]
    assert sorted(sum(split_numbers((4, 6), high=10), [])) == list(range(10))


@pytest.mark.parametrize("sizes, high, message", [
    ((5, -1), 100, "sizes must be integers >= 0, got \\[5, -1\\]"),
    ((5, 2.5), 100, "sizes must be integers >= 0"),
    ((True,), 100, "sizes must be integers >= 0"),
    ((60, 50), 100, "sizes add up to 110, more than the 100 numbers below high=100"),
])
def test_split_rejects_bad_sizes(sizes, high, message):
    with pytest.raises(ValueError, match=message):
        split_numbers(sizes, high=high)


def test_pad_batch_pads_on_the_right_and_rejects_empty_input():
    out = pad_batch([[5, 6, 7], [8], [9, 10]], pad_token_id=0)
    assert out.dtype == torch.long
    assert out.tolist() == [[5, 6, 7], [8, 0, 0], [9, 10, 0]]
    assert pad_batch([[4]], pad_token_id=7).tolist() == [[4]]
    assert pad_batch([[4], [5, 6]], pad_token_id=7).tolist() == [[4, 7], [5, 6]]
    with pytest.raises(ValueError, match="cannot pad an empty batch"):
        pad_batch([])
    with pytest.raises(ValueError, match="cannot pad a batch of empty sequences"):
        pad_batch([[], []])


def test_random_batches_are_padded_resumable_and_refuse_too_few_pairs():
    pairs = number_pairs(range(100, 150))
    vocab = Vocabulary.from_texts(t for pair in pairs for t in pair)
    next_batch = random_batches(pairs, vocab, batch_size=8)
    torch.manual_seed(5)
    src, tgt = next_batch()
    assert src.shape[0] == tgt.shape[0] == 8
    for s_row, t_row in zip(src.tolist(), tgt.tolist(), strict=True):
        assert (vocab.decode(s_row), vocab.decode(t_row)) in pairs
        assert vocab.eos_id in s_row and vocab.eos_id in t_row
    torch.manual_seed(5)
    again = next_batch()
    assert torch.equal(again[0], src) and torch.equal(again[1], tgt), "the batches must follow torch's global seed"
    with pytest.raises(ValueError, match="batch_size=51 is larger than the 50 pairs given"):
        random_batches(pairs, vocab, batch_size=51)


@pytest.fixture(scope="module")
def tiny_translator():
    pairs = number_pairs(range(30))
    vocab = Vocabulary.from_texts(t for pair in pairs for t in pair)
    torch.manual_seed(0)
    config = TransformerConfig.small(src_vocab_size=len(vocab), tgt_vocab_size=len(vocab), d_model=32, num_heads=4,
                                     d_ff=48, max_len=32, dropout=0.0)
    model = Transformer(config).eval()
    with torch.no_grad():
        model.projection.bias[vocab.eos_id] = 2.0   # outputs of different lengths
    return model, vocab, [s for s, _ in pairs]


def test_translate_is_greedy_or_beam_search_on_each_sentence(tiny_translator):
    model, vocab, texts = tiny_translator
    got = translate(model, texts, vocab, max_len=12)
    for text, out in zip(texts, got, strict=True):
        ids = greedy_search(model, torch.tensor([vocab.encode(text)]), 12)[0]
        assert out == vocab.decode(ids), f"translate({text!r}) differs from greedy search on that sentence alone"
        assert not any(token in out for token in SPECIAL_TOKENS[:3])
    assert translate(model, texts, vocab, max_len=12, batch_size=7) == got, "batching changed a translation"
    beam = translate(model, texts[:6], vocab, max_len=12, beam_size=3, alpha=0.6)
    for text, out in zip(texts[:6], beam, strict=True):
        ids = beam_search(model, torch.tensor([vocab.encode(text)]), 12, beam_size=3, alpha=0.6)[0][0]
        assert out == vocab.decode(ids)


def test_translate_needs_eval_mode(tiny_translator):
    model, vocab, texts = tiny_translator
    model.train()
    try:
        with pytest.raises(ValueError, match="decoding needs model.eval"):
            translate(model, texts[:2], vocab)
    finally:
        model.eval()
