"""The real-sentence translation pieces of chapter 05 (hand-written): the shipped corpus, the shared
byte-pair vocabulary, batches by token count, checkpoint averaging, the word-for-word baseline, the
near-copies between splits and the translation memory.

Oracles: the corpus file itself (splits disjoint, sizes the page promises), a plain mean of weights
computed here, the trainer's own checkpoints, and IBM Model 1 on a toy corpus whose answer is known
and, on real verses, against the textbook's loops over dictionaries written here; the n-gram shares
and the memory's choices against loops over Python sets.
"""

from __future__ import annotations

import lzma
import random
from collections import Counter, defaultdict

import pytest
import torch

from transformer import Transformer, TransformerConfig
from transformer.checkpoints import save_checkpoint
from transformer.copy_task import copy_task_batch
from transformer.data import tokenize
from transformer.lm import BPETokenizer
from transformer.trainer import Trainer, TrainerConfig
from transformer.translation import (
    CORPUS_COLUMNS,
    NEAR_COPY,
    NULL,
    CheckpointAverager,
    Pair,
    SharedVocabulary,
    TranslationMemory,
    WordForWord,
    average_checkpoints,
    average_state_dicts,
    bpe_dropout,
    clean_splits,
    dropout_batches,
    load_parallel_corpus,
    near_copy_share,
    ngram_overlap,
    sample_batches,
    token_batches,
    word_ngrams,
)


@pytest.fixture(scope="module")
def corpus():
    return load_parallel_corpus()


def test_the_shipped_corpus_has_disjoint_splits_of_the_promised_sizes(corpus):
    assert len(corpus["test"]) >= 1000 and len(corpus["valid"]) >= 500 and len(corpus["train"]) > 15_000
    train_refs = {p.ref for p in corpus["train"]}
    train_sides = {p.en for p in corpus["train"]} | {p.es for p in corpus["train"]}
    for name in ("valid", "test"):
        assert not train_refs & {p.ref for p in corpus[name]}, f"{name} shares a verse with train"
        assert not any(p.en in train_sides or p.es in train_sides for p in corpus[name]), \
            f"a {name} sentence also occurs in train"
    every = [p for split in corpus.values() for p in split]
    assert all(1 <= len(p.en.split()) <= 25 and 1 <= len(p.es.split()) <= 25 for p in every)
    assert not any("<" in p.en + p.es or "  " in p.en + p.es for p in every), "markup or double spaces left"
    assert all(p.kjv for p in corpus["test"]), "every test verse needs its second English translation"


def test_the_cleaner_leaves_a_space_where_a_note_was():
    from courseware.corpus import clean, uncapitalise

    raw = ('<w lemma="strong:H0430">God</w><note placement="foot">The Hebrew word ...</note>'
           '<w lemma="strong:H1254">created</w> the <w>earth</w> .')
    assert clean(raw) == "God created the earth."
    assert uncapitalise("EN el principio") == "En el principio"
    assert uncapitalise("Y FUÉ que") == "Y fué que"


@pytest.mark.parametrize("lines, message", [
    (["ref\tsplit\ten\tes"], "the first line must name the columns"),
    (["\t".join(CORPUS_COLUMNS), "Gen 1:1\ttrain\tIn the beginning\tEn el principio"], "line 2"),
    (["\t".join(CORPUS_COLUMNS), "Gen 1:1\ttraining\ta\tb\tc"], "line 2"),
])
def test_a_malformed_corpus_file_is_refused_naming_the_line(tmp_path, lines, message):
    path = tmp_path / "bad.tsv.xz"
    with lzma.open(path, "wt", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with pytest.raises(ValueError, match=message):
        load_parallel_corpus(path)


def test_the_shared_vocabulary_round_trips_and_ends_with_eos(corpus):
    pairs = corpus["train"][:1500]
    vocab = SharedVocabulary.train([t for p in pairs for t in (p.en, p.es)], vocab_size=600)
    assert len(vocab) == 600
    for p in pairs[:300]:
        for text in (p.en, p.es):
            ids = vocab.encode(text)
            assert ids[-1] == vocab.eos_id and vocab.eos_id not in ids[:-1]
            assert vocab.decode(ids) == text
            assert vocab.decode(ids + [5, 6, 7]) == text, "decode must stop at the first eos"
            assert "".join(vocab.pieces(text)) == text
    assert vocab.unknown_characters("abc\u2603") == "\u2603"


def test_bpe_dropout_stops_when_every_merge_was_skipped():
    """Provilkov et al. (2020), algorithm 1: at each step each applicable merge is skipped with
    probability p; when all are skipped, the word stays as it is. With the merges (a, b) then
    (ab, c), 'abc' is 'abc' with probability (1 - p)^2, 'ab c' with (1 - p) p, 'a b c' with p.
    20,000 draws: each share's standard deviation is at most 0.0035, the margin is 0.02 (5.7 sd)."""
    bpe = BPETokenizer("abc", [("a", "b"), ("ab", "c")])
    rng, p, n = random.Random(0), 0.3, 20_000
    seen = Counter(tuple(bpe.itos[i] for i in bpe_dropout(bpe, "abc", p, rng)) for _ in range(n))
    expected = {("abc",): (1 - p) ** 2, ("ab", "c"): (1 - p) * p, ("a", "b", "c"): p}
    assert set(seen) == set(expected)
    for pieces, share in expected.items():
        assert abs(seen[pieces] / n - share) < 0.02, (pieces, seen[pieces] / n, share)


def test_bpe_dropout_is_encode_at_zero_characters_at_one_and_always_decodes_back(corpus):
    pairs = corpus["train"][:1500]
    vocab = SharedVocabulary.train([t for p in pairs for t in (p.en, p.es)], vocab_size=600)
    texts = [t for p in pairs[:200] for t in (p.en, p.es)]
    rng = random.Random(0)
    for text in texts:
        assert bpe_dropout(vocab.bpe, text, 0.0, rng) == vocab.bpe.encode(text)
        assert bpe_dropout(vocab.bpe, text, 1.0, rng) == [vocab.bpe.stoi[c] for c in text]
        assert vocab.decode(vocab.encode(text, dropout=0.1, rng=rng)) == text
    plain = sum(len(vocab.encode(t)) for t in texts)
    dropped = sum(len(vocab.encode(t, dropout=0.1, rng=random.Random(1))) for t in texts)
    assert plain < dropped < sum(len(t) for t in texts)
    again = [vocab.encode(t, dropout=0.1, rng=random.Random(1)) for t in texts[:20]]
    assert again == [vocab.encode(t, dropout=0.1, rng=random.Random(1)) for t in texts[:20]], "a seed repeats"
    for bad in (-0.1, 1.5, "0.1", True):
        with pytest.raises(ValueError, match="p must be a probability"):
            bpe_dropout(vocab.bpe, "In the beginning", bad)


def test_dropout_batches_segment_every_text_anew_each_pass(corpus):
    pairs = corpus["train"][:300]
    vocab = SharedVocabulary.train([t for p in pairs for t in (p.en, p.es)], vocab_size=600)
    texts = [(p.en, p.es) for p in pairs[:40]]
    draw = dropout_batches(texts, vocab, max_tokens=10**6, dropout=0.1)   # one batch: a pass a draw
    torch.manual_seed(0)
    first, second = draw(), draw()
    for batch in (first, second):
        rows = [(vocab.decode(s.tolist()), vocab.decode(t.tolist())) for s, t in zip(*batch, strict=True)]
        assert Counter(rows) == Counter(texts), "a pass holds every pair of texts once"
    assert not torch.equal(first[0], second[0]), "the second pass is segmented anew"
    torch.manual_seed(0)
    replay = dropout_batches(texts, vocab, max_tokens=10**6, dropout=0.1)
    assert all(torch.equal(a, b) for a, b in zip(replay(), first, strict=True)), "the global generator decides"
    with pytest.raises(ValueError, match="at least one pair"):
        dropout_batches([], vocab, 100, 0.1)


def _rows(batch):
    src, tgt = batch
    return [(tuple(s[s != 0].tolist()), tuple(t[t != 0].tolist())) for s, t in zip(src, tgt, strict=True)]


def test_token_batches_keep_every_pair_once_within_the_budget():
    gen = torch.Generator().manual_seed(0)
    pairs = [(torch.randint(4, 50, (int(torch.randint(1, 30, (), generator=gen)),), generator=gen).tolist(),
              torch.randint(4, 50, (int(torch.randint(1, 30, (), generator=gen)),), generator=gen).tolist())
             for _ in range(500)]
    pairs.append((list(range(4, 104)), [5]))   # longer than the budget: a batch of its own
    batches = token_batches(pairs, max_tokens=90)
    assert Counter(r for b in batches for r in _rows(b)) == Counter((tuple(s), tuple(t)) for s, t in pairs)
    for src, tgt in batches:
        assert src.size(0) == tgt.size(0)
        assert src.size(0) == 1 or src.size(0) * max(src.size(1), tgt.size(1)) <= 90
    widths = [s.size(1) for s, _ in batches]
    assert sorted(widths) == widths, "batches follow the order of source lengths"
    with pytest.raises(ValueError, match="max_tokens"):
        token_batches(pairs, max_tokens=0)


def test_sample_batches_follow_the_global_generator():
    batches = [(torch.tensor([[i]]), torch.tensor([[i]])) for i in range(10)]
    draw = sample_batches(batches)
    torch.manual_seed(3)
    first = [int(draw()[0]) for _ in range(20)]
    torch.manual_seed(3)
    assert [int(draw()[0]) for _ in range(20)] == first and len(set(first)) > 1
    with pytest.raises(ValueError, match="at least one batch"):
        sample_batches([])


def _model(seed: int) -> Transformer:
    torch.manual_seed(seed)
    return Transformer(TransformerConfig.small(src_vocab_size=13, tgt_vocab_size=13, d_model=16, num_heads=2,
                                               d_ff=32, num_encoder_layers=1, num_decoder_layers=1, max_len=16))


def test_average_state_dicts_is_the_plain_mean():
    states = [_model(seed).state_dict() for seed in range(3)]
    states[-1]["step"] = torch.tensor(7)   # an integer entry: taken from the last, not averaged
    for s in states[:-1]:
        s["step"] = torch.tensor(1)
    mean = average_state_dicts(states)
    for key, value in mean.items():
        if key == "step":
            assert int(value) == 7
        else:
            expected = sum(s[key].double() for s in states) / 3
            torch.testing.assert_close(value, expected.float(), rtol=0, atol=1e-7)
    with pytest.raises(ValueError, match="no state dicts"):
        average_state_dicts([])
    with pytest.raises(ValueError, match="not the same model"):
        average_state_dicts([states[0], {"other": torch.zeros(1)}])


def test_the_averager_keeps_the_last_snapshots_and_checkpoint_files_average_alike(tmp_path):
    model = _model(0)
    trainer = Trainer(model, TrainerConfig(warmup=2, progress=False))
    averager = CheckpointAverager(every=2, keep=2)
    files = []

    class Save(CheckpointAverager):
        def on_step(self, trainer, loss):
            if trainer.step % 2 == 0:
                files.append(save_checkpoint(tmp_path / f"step{trainer.step}.pt", trainer))

    torch.manual_seed(0)
    trainer.fit(lambda: copy_task_batch(8, length=6), steps=6, callbacks=[averager, Save(every=1)])
    assert len(averager.snapshots) == 2
    for key, value in model.state_dict().items():
        torch.testing.assert_close(averager.snapshots[-1][key], value, rtol=0, atol=0)
    from_files = average_checkpoints(files[-2:])
    for key, value in averager.average().items():
        torch.testing.assert_close(from_files[key], value, rtol=0, atol=0)
    with pytest.raises(ValueError, match="every"):
        CheckpointAverager(every=0)


def test_word_for_word_learns_a_toy_dictionary():
    pairs = [("the dog", "el perro"), ("the cat", "el gato"), ("a dog", "un perro"), ("a cat", "un gato"),
             ("the dog sleeps", "el perro duerme"), ("a cat sleeps", "un gato duerme")]
    model = WordForWord.train(pairs, iterations=10)
    assert model.table == {"the": "el", "dog": "perro", "cat": "gato", "a": "un", "sleeps": "duerme"}
    assert model.translate("the cat, a dog!") == "el gato, un perro!"
    assert model.translate("Moses sleeps") == "Moses duerme", "an unknown word is copied"
    assert WordForWord.train([("the dog", "")]).table == {}, "no target word: nothing to translate into"


def ibm_model_1(pairs, iterations):
    """t[(source word, target word)] by expectation-maximisation, written as Brown et al. (1993) state
    it: a loop over every target word of every pair (the oracle of the tensor version)."""
    data = [([NULL] + tokenize(src), tokenize(tgt)) for src, tgt in pairs]
    t = defaultdict(lambda: 1.0)
    for _ in range(iterations):
        counts, totals = defaultdict(float), defaultdict(float)
        for src, tgt in data:
            for f in tgt:
                norm = sum(t[e, f] for e in src)
                for e in src:
                    counts[e, f] += t[e, f] / norm
                    totals[e] += t[e, f] / norm
        t = defaultdict(float, {(e, f): c / totals[e] for (e, f), c in counts.items()})
    return t


def test_word_for_word_matches_the_loops_of_the_paper_on_real_verses():
    """Every English word of 400 training verses gets a Spanish word of the highest t(f | e) that
    the loops over dictionaries compute (a tie may go either way: equal up to 1e-12, summed in
    another order), and no other word gets one."""
    pairs = [(p.en, p.es) for p in load_parallel_corpus()["train"][:400]]
    t = ibm_model_1(pairs, iterations=3)
    table = WordForWord.train(pairs, iterations=3).table
    best = defaultdict(float)
    for (e, _), p in t.items():
        best[e] = max(best[e], p)
    assert set(table) == set(best) - {NULL}
    wrong = {e: (f, t[e, f], best[e]) for e, f in table.items() if not t[e, f] >= best[e] - 1e-12}
    assert not wrong, f"not the most probable translation: {dict(list(wrong.items())[:5])}"
    with pytest.raises(ValueError, match="at least one sentence pair"):
        WordForWord.train([])


# --- a clean test set and the translation memory ---------------------------------------------------
def shares_by_loops(texts, others, n=2):
    """ngram_overlap's oracle: for each pair of sentences, the share written as a loop over sets."""
    return [[len(word_ngrams(t, n) & word_ngrams(o, n)) / max(1, len(word_ngrams(t, n))) for o in others]
            for t in texts]


def test_ngram_overlap_is_the_share_of_word_pairs_a_loop_counts(corpus):
    texts = [p.en for p in corpus["test"][:40]] + ["", "One", "and the and the"]
    others = [p.en for p in corpus["train"][:300]] + [""]
    got = ngram_overlap(texts, others)
    assert got.shape == (len(texts), len(others))
    assert torch.allclose(got, torch.tensor(shares_by_loops(texts, others)), atol=1e-6)   # float32 ratios
    assert word_ngrams("And the LORD said, and THE Lord") == {("and", "the"), ("the", "lord"), ("lord", "said"),
                                                               ("said", "and")}


def test_parallel_passages_are_near_copies_and_unrelated_verses_are_not(corpus):
    """2 Samuel 22 and Psalm 18 are one song: a verse of one is a near-copy of its twin in the other;
    the clean splits keep no verse with half its word pairs in one training verse, on any side."""
    train = corpus["train"]
    twin = Pair("Ps 18:99", "He bowed the heavens also, and came down. Thick darkness was under his feet.",
                "Y bajó los cielos, y descendió; y oscuridad debajo de sus pies.", "")
    plain = Pair("Xx 1:1", "Seven ravens counted copper coins beside the quiet harbor.",
                 "Siete cuervos contaron monedas.", "")
    share = near_copy_share([twin, plain], train)
    assert share[0] >= NEAR_COPY > share[1], share
    splits = clean_splits()
    for name in ("valid", "test"):
        assert len(splits[name]) + len(splits[f"{name} near-copies"]) == len(corpus[name])
        assert (near_copy_share(splits[name], train) < NEAR_COPY).all()
        assert (near_copy_share(splits[f"{name} near-copies"], train) >= NEAR_COPY).all()
    assert 0.05 < len(splits["test near-copies"]) / len(corpus["test"]) < 0.3


def test_the_longer_verses_are_training_verses_that_hold_no_held_out_verse(corpus):
    """bible_en_es_long.tsv.xz, which only the longer recipe trains on (data.long_verses): verses of
    26 to 50 words on a side, none of them a verse of the corpus, and none holding half the word
    pairs of a validation or test verse, so that the clean splits stay clean when it is added."""
    from courseware.corpus import LONG_MAX_WORDS, MAX_WORDS
    from transformer.cli import _long_verses

    longer = _long_verses()
    assert len(longer) > 10_000
    assert all(MAX_WORDS < max(len(p.en.split()), len(p.es.split())) <= LONG_MAX_WORDS for p in longer)
    known = {p.ref for split in corpus.values() for p in split}
    assert not known & {p.ref for p in longer} and len({p.ref for p in longer}) == len(longer)
    assert all(p.kjv for p in longer) and not any("<" in p.en + p.es + p.kjv for p in longer)
    held = corpus["valid"] + corpus["test"]
    assert (near_copy_share(held, longer) < NEAR_COPY).all()


def test_the_corpus_drops_a_longer_verse_that_holds_a_test_verse():
    from courseware.corpus import far_from_held_out

    test = {"split": "test", "en": "He bowed the heavens also, and came down.", "es": "Y bajó los cielos.",
            "kjv": ""}
    holder = {"split": "train", "en": "Then he said: he bowed the heavens also, and came down, and the earth "
              "shook beneath him.", "es": "Entonces dijo algo distinto.", "kjv": "He said other words."}
    spanish = dict(holder, en="Other words entirely.", es="Y bajó los cielos, y tembló la tierra.")
    other = dict(holder, en="Seven ravens counted copper coins beside the quiet harbor.")
    assert far_from_held_out([holder, spanish, other], [test], log=lambda _: None) == [other]


def test_translation_memory_returns_the_target_of_the_most_similar_source():
    memory = TranslationMemory([("the cat sat on the mat", "el gato"), ("a dog ran in the park", "un perro"),
                                ("the cat ran", "el gato corrió")])
    assert memory.translate(["the cat sat on a mat", "dog ran in a park", "the cat ran home"]) == [
        "el gato", "un perro", "el gato corrió"]
    with pytest.raises(ValueError, match="at least one sentence pair"):
        TranslationMemory([])


def test_translation_memory_picks_what_a_loop_over_cosines_picks(corpus):
    train = corpus["train"][:500]
    memory = TranslationMemory([(p.en, p.es) for p in train])
    queries = [p.en for p in corpus["test"][:30]]

    def grams(text):
        return word_ngrams(text, 1) | word_ngrams(text, 2)

    for query, got in zip(queries, memory.nearest(queries).tolist(), strict=True):
        cosines = [len(grams(query) & grams(p.en)) / max(1, len(grams(query)) * len(grams(p.en))) ** 0.5
                   for p in train]
        assert abs(cosines[got] - max(cosines)) < 1e-6, (query, train[got].en)
