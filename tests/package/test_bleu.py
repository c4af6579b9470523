"""BLEU of chapter 05 (bleu): clipped precision, brevity penalty, corpus score (hand-written).

Oracle: sacrebleu itself, through its public API: `BLEU.corpus_score` (tokenize="none" for lists of
tokens, which splits at spaces only: its counts, totals, sys_len, ref_len), `BLEU.compute_bleu` for
the brevity penalty, and the score of `sacrebleu.corpus_bleu` / `BLEU(smooth_method=...)` on text.
Properties checked with hypothesis: the tokenizer is sacrebleu's, clipped matches never exceed the
total, and BLEU is 100 for a hypothesis equal to its reference (long enough to have 4-grams).
Tolerances: counts and lengths exactly; scores to 1e-9 on the 0-100 scale (both compute the same
rational precisions; the order of the floating-point operations after that moves the last digits,
about 1e-14); the brevity penalty relatively to 1e-12.
"""

from __future__ import annotations

import math
import random
from itertools import zip_longest

import pytest
import sacrebleu
from hypothesis import given, settings
from hypothesis import strategies as st
from sacrebleu.metrics import BLEU

from transformer.bleu import (
    brevity_penalty,
    clipped_matches,
    closest_reference_length,
    corpus_bleu,
    corpus_statistics,
    ngram_counts,
    ngram_precisions,
    tokenize_13a,
)

WORDS = "the a cat dog on mat sat red big and of it".split()
ATOL = 1e-9


def streams(references):
    return [list(stream) for stream in zip_longest(*references)]


def sacrebleu_statistics(hypotheses, references, max_n=4):
    found = BLEU(tokenize="none", max_ngram_order=max_n).corpus_score(
        [" ".join(h) for h in hypotheses], streams([[" ".join(r) for r in refs] for refs in references]))
    return list(found.counts), list(found.totals), found.sys_len, found.ref_len


def edit(rng: random.Random, source: list[str]) -> list[str]:
    out = []
    for token in source:
        roll = rng.random()
        out += [] if roll < 0.15 else [rng.choice(WORDS)] if roll < 0.3 else [token] * (2 if roll > 0.88 else 1)
    return out


def random_corpus(rng: random.Random, size: int) -> tuple[list, list]:
    sources = [[rng.choice(WORDS) for _ in range(rng.randint(2, 14))] for _ in range(size)]
    return ([edit(rng, s) for s in sources], [[edit(rng, s) for _ in range(rng.randint(1, 4))] for s in sources])


def as_text(rng: random.Random, tokens: list[str]) -> str:
    return " ".join(t + (rng.choice(",.!?;") if rng.random() < 0.2 else "") for t in tokens)


@settings(max_examples=50, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab1.,-'\"() ?\n&;")), max_size=30))
def test_tokenize_13a_cuts_where_sacrebleu_does(text):
    """One hypothesis equal to its one reference: sacrebleu's sys_len is the number of its 13a tokens."""
    found = BLEU().corpus_score([text], [[text]])
    assert len(tokenize_13a(text)) == found.sys_len


def test_the_papers_example_2_gets_2_of_7():
    """Papineni et al. (2002), section 2.1: 'the' seven times against two references."""
    references = ["the cat is on the mat".split(), "there is a cat on the mat".split()]
    assert clipped_matches(["the"] * 7, references, 1) == (2, 7)


def test_clipped_matches_equal_sacrebleus_counts():
    rng = random.Random(0)
    for _ in range(200):
        hypotheses, references = random_corpus(rng, 1)
        counts, totals, _, _ = sacrebleu_statistics(hypotheses, references)
        assert [clipped_matches(hypotheses[0], references[0], n) for n in range(1, 5)] == list(zip(counts, totals,
                                                                                                   strict=True))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(WORDS[:4]), max_size=12),
       st.lists(st.lists(st.sampled_from(WORDS[:4]), max_size=12), min_size=1, max_size=3), st.integers(1, 5))
def test_clipped_matches_never_exceed_the_total(hypothesis, references, n):
    matches, total = clipped_matches(hypothesis, references, n)
    assert 0 <= matches <= total == max(len(hypothesis) - n + 1, 0)
    assert total == sum(ngram_counts(hypothesis, n).values())


def test_closest_reference_length_ties_go_to_the_shorter():
    assert closest_reference_length(5, [6, 4]) == closest_reference_length(5, [4, 6]) == 4
    assert closest_reference_length(5, [9, 2]) == 2 and closest_reference_length(5, [1, 6, 12]) == 6
    rng = random.Random(1)
    for _ in range(300):
        h, lengths = rng.randint(0, 12), [rng.randint(0, 12) for _ in range(rng.randint(1, 4))]
        assert closest_reference_length(h, lengths) == sacrebleu_statistics([["w"] * h], [[["w"] * n
                                                                                           for n in lengths]])[3]


def test_brevity_penalty_equals_sacrebleus():
    for c in range(0, 40):
        for r in range(0, 40):
            assert math.isclose(brevity_penalty(c, r), BLEU.compute_bleu([1] * 4, [1] * 4, c, r).bp, rel_tol=1e-12)
    assert brevity_penalty(10, 20) == pytest.approx(math.exp(-1)) and brevity_penalty(0, 5) == 0.0


def test_corpus_statistics_equal_sacrebleus():
    rng = random.Random(2)
    for _ in range(100):
        hypotheses, references = random_corpus(rng, rng.randint(1, 15))
        for max_n in (4, 2):
            assert tuple(corpus_statistics(hypotheses, references, max_n)) == sacrebleu_statistics(
                hypotheses, references, max_n)


@pytest.mark.parametrize("smooth", ["exp", "none"])
def test_corpus_bleu_equals_sacrebleu(smooth):
    rng = random.Random(3)
    for _ in range(60):
        hypotheses, references = random_corpus(rng, rng.randint(1, 15))
        texts = [as_text(rng, h) for h in hypotheses], [[as_text(rng, r) for r in refs] for refs in references]
        for max_n in (4, 3):
            theirs = BLEU(smooth_method=smooth, max_ngram_order=max_n).corpus_score(texts[0], streams(texts[1]))
            ours = corpus_bleu(*texts, max_n=max_n, smooth=smooth)
            assert math.isclose(ours.score, theirs.score, abs_tol=ATOL), (ours, theirs)
            assert (ours.hyp_length, ours.ref_length) == (theirs.sys_len, theirs.ref_len)
            assert math.isclose(ours.bp, theirs.bp, rel_tol=1e-12)
            assert all(math.isclose(100 * p, q, rel_tol=1e-12) for p, q in zip(ours.precisions, theirs.precisions,
                                                                                 strict=True))


def test_the_default_is_sacrebleus_default():
    hypotheses, references = ["the cat sat on a mat ."], [["the cat sat on the mat .", "a cat sat on a mat ."]]
    assert math.isclose(corpus_bleu(hypotheses, references).score,
                        sacrebleu.corpus_bleu(hypotheses, streams(references)).score, abs_tol=ATOL)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=4, max_size=20))
def test_a_hypothesis_equal_to_its_reference_scores_100(tokens):
    text = " ".join(tokens)
    assert corpus_bleu([text], [[text]], smooth="none").score == pytest.approx(100.0, abs=1e-9)


def test_a_zero_precision_gives_0():
    no_4gram = (["a cat the dog"], [["the dog a cat"]])            # unigrams and a bigram match, no 4-gram
    assert corpus_bleu(*no_4gram, smooth="none").score == 0.0
    assert corpus_bleu(*no_4gram).score > 0                          # exp smoothing: 1 / (2 * total) for p_4
    no_match = (["red big"], [["the cat"]])
    assert corpus_bleu(*no_match).score == corpus_bleu(*no_match, smooth="none").score == 0.0
    assert ngram_precisions([0, 0], [3, 2], "exp") == [0.0, 0.0]
    assert ngram_precisions([3, 1, 0, 0], [4, 3, 2, 1], "exp") == [0.75, 1 / 3, 1 / 4, 1 / 4]


def test_corpus_bleu_is_not_the_mean_of_sentence_bleu():
    hypotheses = ["the small red cat sat on the big blue mat under the old tree by the house", "a dog lay down"]
    references = [["the small red cat sat on the blue mat under the old tree by the house"], ["the dog lay"]]
    corpus = corpus_bleu(hypotheses, references, smooth="none").score
    sentences = [corpus_bleu([h], [r], smooth="none").score for h, r in zip(hypotheses, references, strict=True)]
    assert sentences[1] == 0.0 and corpus > sum(sentences) / 2 + 20


@pytest.mark.parametrize(("call", "message"), [
    (lambda: corpus_bleu(["a b"], ["a b"]), r"references\[0\] is a string"),
    (lambda: corpus_bleu(["a b"], [[]]), r"references\[0\] is empty"),
    (lambda: corpus_bleu(["a b", "c"], [["a b"]]), "2 hypotheses but references for 1 sentences"),
    (lambda: corpus_bleu(["a b"], [["a b"]], smooth="floor"), "smooth=.floor."),
    (lambda: corpus_bleu(["a b"], [["a b"]], max_n=0), "max_n=0"),
    (lambda: ngram_counts(["a"], 0), "n=0"),
    (lambda: brevity_penalty(-1, 3), "hyp_length=-1"),
    (lambda: closest_reference_length(3, []), "ref_lengths is empty"),
], ids=["string-references", "no-reference", "lengths-differ", "unknown-smoothing", "max-n", "n", "negative",
        "no-lengths"])
def test_bad_input_raises_value_error_with_the_value(call, message):
    with pytest.raises(ValueError, match=message):
        call()
