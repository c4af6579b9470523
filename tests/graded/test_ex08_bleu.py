"""Graded tests of exercise 08: BLEU from scratch (hand-written).

The learner's functions are called with inputs drawn here from seeded generators: lists of tokens for
`clipped_matches`, `closest_reference_length`, `brevity_penalty` and `corpus_statistics`, text for
`corpus_bleu` (which tokenises with sacrebleu's 13a tokenizer, given in the skeleton). A vocabulary of
12 words makes n-grams repeat (so clipping matters); sentences have one to four references, in an
order that often puts a far one first; hypotheses are shorter and longer than their references, whole
corpora too; some sentences have two references equally close in length; some corpora have a
precision of 0.

Oracle: sacrebleu itself. Its counts, totals, sys_len, ref_len (BLEU with tokenize="none" for lists
of tokens, which splits at spaces only) and bp (BLEU.compute_bleu), and the score of
sacrebleu.corpus_bleu (smooth_method "exp", its default) and of BLEU(smooth_method="none") on the
same text. A wrong result is compared with what each known mistake gives, computed here by
`statistics` and `score` below (a BLEU written for this file, with a switch for each mistake, checked
against sacrebleu by the solution's passing), and the message names the mistake it matches.

Each step is graded on its own: the corpus sums run on the reference's clipped_matches and
closest_reference_length, the scores on its corpus_statistics and brevity_penalty (the reference
module's code, run in the sandbox by `reference_steps`), so a slip in one step costs that step's
tests only.

Tolerances: counts and lengths are integers and must be equal. sacrebleu's .score is not rounded; a
correct score differs from it only by the order of the floating-point operations (sacrebleu takes
the logarithms of percentages): about 1e-13 in float64. SCORE_ATOL = 1e-3 on the 0-100 scale is a
tenth of the last digit sacrebleu prints, ten times what even float32 arithmetic can be off (1e-4),
and far below what any known mistake changes (0.05 and more on these corpora). The brevity penalty
is compared relatively: BP_RTOL = 1e-5 (float64 is within 1e-15, float32 within 1e-6 for r/c up to 10).
"""

from __future__ import annotations

import functools
import inspect
import math
import random
from collections import Counter
from functools import reduce
from itertools import zip_longest

import pytest

import transformer.bleu
from courseware.grader.plugin import call, reference_steps
from transformer.bleu import ngram_precisions

pytestmark = pytest.mark.ex08

SCORE_ATOL = 1e-3
BP_RTOL = 1e-5
KNOWN = "it matches a known mistake: "
NONE = "it matches none of the usual mistakes: compare each step with the chapter's equations"
WORDS = "the a cat dog on mat sat red big and of it".split()
PUNCTUATION = [",", ".", "!", "?", ";"]

# What each known mistake is called, in every test it breaks (tests/autograder/bank.py holds the phrases).
NOT_CLIPPED = ("n-gram counts are not clipped: an n-gram of the hypothesis earns a match at most as often as it "
               "occurs in the one reference that has it most often")
CLIPPED_TO_SUM = ("counts are clipped to the sum over the references: clip each n-gram to its largest count in any "
                  "single reference (two references that each say 'the' twice allow two, not four)")
CLIPPED_BY_FIRST = "only the first reference clips the counts: take the largest count over all the references"
TIES_LONGER = ("ties go to the longer reference: of two references equally close in length to the hypothesis, "
               "take the shorter (as sacrebleu does)")
LONGEST = ("the best match length is taken from the longest reference: take the reference length closest to the "
           "hypothesis length")
SHORTEST = ("the best match length is taken from the shortest reference: take the reference length closest to the "
            "hypothesis length, by the absolute difference of the two")
FIRST = ("r adds up the first reference of each sentence: add up each sentence's best match length, the reference "
         "length closest to the hypothesis length")
BP_INVERTED = ("the ratio in the brevity penalty is inverted: BP = exp(1 - r/c), r the reference length and c the "
               "hypothesis length, not exp(1 - c/r)")
BP_ALWAYS = "hypotheses longer than the references are penalised too: BP is 1 when c is at least r"
BP_FLIPPED = "the sign of the exponent is flipped: BP = exp(1 - r/c), which is at most 1"
BP_MISSING = "the brevity penalty is not applied: multiply the geometric mean by bp"
ARITHMETIC = ("the score uses the arithmetic mean of the precisions: BLEU takes their geometric mean, the exponential "
              "of the mean of their logarithms")
AVERAGED = ("the score is the mean of sentence BLEU scores: corpus BLEU adds up the matches, totals and lengths of "
            "all sentences first and computes one score from the sums")
LOG_OF_ZERO = ("a precision of 0 has no logarithm: when any precision is 0, BLEU is 0 (a geometric mean with a "
               "factor 0), without calling math.log(0)")
BP_PER_SENTENCE = ("the brevity penalty is averaged over the sentences: BLEU's is one penalty for the corpus, "
                   "from the total hypothesis length c and the sum r of the best match lengths")
ORDERS_ONE_SHORT = ("the score uses the n-gram orders 1 to max_n - 1: range(1, max_n) stops one short; use "
                    "range(1, max_n + 1), orders 1 to 4 by default")
LAST_SENTENCE = "only the last sentence is counted: add each sentence's numbers to the sums, do not overwrite them"
NOT_TIMES_100 = "the score is not multiplied by 100: sacrebleu's scale, and ours, is 0 to 100"


# BLEU with switches for the known mistakes (the default is right) --------------------------------------

def ngrams(tokens: list[str], n: int) -> Counter:
    return Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def clipped(hypothesis: list[str], references: list[list[str]], n: int, clip: str = "max") -> tuple[int, int]:
    counts, each = ngrams(hypothesis, n), [ngrams(r, n) for r in references]
    allowed = {"max": lambda: reduce(lambda a, b: a | b, each, Counter()),
               "sum": lambda: sum(each, Counter()),
               "first": lambda: each[0],
               "none": lambda: Counter({gram: math.inf for c in each for gram in c})}[clip]()
    return sum(min(count, allowed[gram]) for gram, count in counts.items()), sum(counts.values())


CLOSEST = {
    "nearest": lambda h, lengths: min(lengths, key=lambda r: (abs(r - h), r)),
    "ties longer": lambda h, lengths: min(lengths, key=lambda r: (abs(r - h), -r)),
    "longest": lambda h, lengths: max(lengths),
    "shortest": lambda h, lengths: min(lengths),
    "first": lambda h, lengths: lengths[0],
}


def statistics(hypotheses, references, max_n=4, clip="max", closest="nearest", last_only=False) -> tuple:
    """(matches, totals, c, r) of tokenised sentences, with the mistakes the switches name."""
    matches, totals, c, r = [0] * max_n, [0] * max_n, 0, 0
    for hypothesis, refs in zip(hypotheses, references, strict=True):
        if last_only:
            matches, totals, c, r = [0] * max_n, [0] * max_n, 0, 0
        c += len(hypothesis)
        r += CLOSEST[closest](len(hypothesis), [len(x) for x in refs])
        for n in range(1, max_n + 1):
            m, t = clipped(hypothesis, refs, n, clip)
            matches[n - 1] += m
            totals[n - 1] += t
    return matches, totals, c, r


def penalty(c: int, r: int, bp: str = "paper") -> float:
    if bp == "missing":
        return 1.0
    if bp == "always" and c > 0:
        return math.exp(1 - r / c)
    if bp == "flipped" and c > 0:
        return 1.0 if c >= r else math.exp(r / c - 1)
    if c >= r:
        return 1.0
    if c == 0:
        return 0.0
    return math.exp(1 - c / r) if bp == "inverted" else math.exp(1 - r / c)


def score(hypotheses, references, max_n=4, smooth="exp", mean="geometric", bp="paper", averaged=False,
          **switches) -> float:
    """BLEU (0-100) of tokenised sentences, with the mistakes the switches name."""
    if averaged and len(hypotheses) > 1:
        return sum(score([h], [refs], max_n, smooth, mean, bp, **switches)
                   for h, refs in zip(hypotheses, references, strict=True)) / len(hypotheses)
    if switches.pop("orders", None) == "one short" and max_n > 1:
        max_n -= 1
    matches, totals, c, r = statistics(hypotheses, references, max_n, **switches)
    p, b = ngram_precisions(matches, totals, smooth), penalty(c, r, bp)   # smoothing: the chapter's, given
    if bp == "per sentence":   # the mean of each sentence's own penalty
        b = sum(penalty(*statistics([h], [refs], 1)[2:]) for h, refs in zip(hypotheses, references, strict=True))
        b /= len(hypotheses)
    if min(p) == 0:
        return 0.0 if mean != "arithmetic, no zero test" else 100 * b * sum(p) / max_n
    if mean == "geometric":
        return 100 * b * math.exp(sum(math.log(x) for x in p) / max_n)
    return 100 * b * sum(p) / max_n


# Mistakes a score can show, in the order they are tried; each one's switches for `score`.
SCORE_MISTAKES = [
    (NOT_CLIPPED, {"clip": "none"}), (CLIPPED_TO_SUM, {"clip": "sum"}), (CLIPPED_BY_FIRST, {"clip": "first"}),
    (TIES_LONGER, {"closest": "ties longer"}), (LONGEST, {"closest": "longest"}),
    (SHORTEST, {"closest": "shortest"}), (FIRST, {"closest": "first"}),
    (BP_INVERTED, {"bp": "inverted"}), (BP_ALWAYS, {"bp": "always"}), (BP_FLIPPED, {"bp": "flipped"}),
    (BP_MISSING, {"bp": "missing"}), (ARITHMETIC, {"mean": "arithmetic"}),
    (ARITHMETIC, {"mean": "arithmetic, no zero test"}), (AVERAGED, {"averaged": True}),
    (BP_PER_SENTENCE, {"bp": "per sentence"}), (ORDERS_ONE_SHORT, {"orders": "one short"}),
]


@functools.cache
def sacrebleu():
    """sacrebleu's BLEU class and 13a tokenizer, imported when exercise 08's tests first need them: a
    grading process that grades other exercises never holds them (Gradescope's memory: records.py)."""
    from sacrebleu.metrics import BLEU
    from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a
    return BLEU, Tokenizer13a()


def tokens(text: str) -> list[str]:
    """What sacrebleu's BLEU counts in `text` (13a)."""
    return sacrebleu()[1](text.rstrip()).split()


def tokenised(hypotheses: list[str], references: list[list[str]]) -> tuple[list, list]:
    return [tokens(h) for h in hypotheses], [[tokens(r) for r in refs] for refs in references]


def diagnose_scores(learned: list[float], corpora: list[tuple], max_n: int, smooth: str) -> str:
    """Name the known mistake whose scores equal the learner's on every corpus, or say none does."""
    corpora = [tokenised(hypotheses, references) for hypotheses, references in corpora]
    right = [score(h, r, max_n, smooth) for h, r in corpora]
    if all(math.isclose(a, b / 100, abs_tol=SCORE_ATOL / 100) for a, b in zip(learned, right, strict=True)):
        return KNOWN + NOT_TIMES_100
    for message, switches in SCORE_MISTAKES:
        wrong = [score(h, r, max_n, smooth, **switches) for h, r in corpora]
        if all(math.isclose(a, b, abs_tol=SCORE_ATOL) for a, b in zip(learned, wrong, strict=True)):
            return KNOWN + message
    return NONE


# Random sentences and corpora --------------------------------------------------------------------------

def edit(rng: random.Random, source: list[str], drop: float = 0.15, double: float = 0.12) -> list[str]:
    """A variant of `source`: each token dropped, replaced (probability 0.15) or doubled."""
    out = []
    for token in source:
        roll = rng.random()
        if roll < drop:
            continue
        if roll < drop + 0.15:
            out.append(rng.choice(WORDS))
        elif roll > 1 - double:
            out += [token, token]
        else:
            out.append(token)
    return out


def fitted(rng: random.Random, source: list[str], length: int) -> list[str]:
    """An edit of `source` cut or padded (with random words) to exactly `length` tokens."""
    out = edit(rng, source)[:length]
    return out + [rng.choice(WORDS) for _ in range(length - len(out))]


def sentence(rng: random.Random, refs: int, drop: float = 0.15, double: float = 0.12) -> tuple[list, list]:
    """A hypothesis and `refs` references, edits of one random sentence of 2 to 14 tokens."""
    source = [rng.choice(WORDS) for _ in range(rng.randint(2, 14))]
    return edit(rng, source, drop, double), [edit(rng, source) for _ in range(refs)]


def tied(rng: random.Random) -> tuple[list, list]:
    """A hypothesis of h tokens whose references include two of h - k and h + k tokens (a tie for the best
    match length), in random order among a far shorter and a far longer one, each with probability 1/2."""
    h, k = rng.randint(5, 12), rng.randint(1, 3)
    source = [rng.choice(WORDS) for _ in range(h)]
    lengths = [h - k, h + k] + ([rng.randint(0, h - k - 1)] if rng.random() < 0.5 else []) + (
        [h + k + rng.randint(1, 5)] if rng.random() < 0.5 else [])
    rng.shuffle(lengths)
    return fitted(rng, source, h), [fitted(rng, source, n) for n in lengths]


def corpus(rng: random.Random, size: int, ties: bool = True) -> tuple[list, list]:
    """Tokenised sentences: hypotheses mostly shorter or mostly longer than their references (half the
    corpora each), 1 to 4 references each, every fourth sentence with a tie if `ties`."""
    short = rng.random() < 0.5
    drop, double = (0.35, 0.05) if short else (0.05, 0.3)
    pairs = [tied(rng) if ties and i % 4 == 3 else sentence(rng, rng.randint(1, 4), drop, double)
             for i in range(size)]
    return [h for h, _ in pairs], [refs for _, refs in pairs]


def text(rng: random.Random, tokens_: list[str]) -> str:
    """Tokens as text, with punctuation attached to some words for the tokenizer to cut off."""
    return " ".join(t + (rng.choice(PUNCTUATION) if rng.random() < 0.2 else "") for t in tokens_)


def text_corpus(rng: random.Random, size: int) -> tuple[list[str], list[list[str]]]:
    hypotheses, references = corpus(rng, size)
    return [text(rng, h) for h in hypotheses], [[text(rng, r) for r in refs] for refs in references]


def streams(references: list[list[str]]) -> list[list[str | None]]:
    """Per-sentence references -> sacrebleu's streams (None where a sentence has fewer references)."""
    return [list(stream) for stream in zip_longest(*references)]


def sacrebleu_statistics(hypotheses, references, max_n=4) -> tuple:
    """sacrebleu's (counts, totals, sys_len, ref_len) of tokenised sentences."""
    found = sacrebleu()[0](tokenize="none", max_ngram_order=max_n).corpus_score(
        [" ".join(h) for h in hypotheses], streams([[" ".join(r) for r in refs] for refs in references]))
    return list(found.counts), list(found.totals), found.sys_len, found.ref_len


def sacrebleu_score(hypotheses, references, max_n=4, smooth="exp") -> float:
    bleu = sacrebleu()[0](smooth_method=smooth, max_ngram_order=max_n)
    return bleu.corpus_score(hypotheses, streams(references)).score


def nonzero(hypotheses: list[str], references: list[list[str]], max_n: int) -> bool:
    """Whether every precision of the text corpus, unsmoothed, is above 0."""
    return all(statistics(*tokenised(hypotheses, references), max_n)[0])


# Modified n-gram precision ---------------------------------------------------------------------------

@pytest.mark.points(3)
def test_clipped_matches_equal_sacrebleus_counts(ex08):
    """Rewards: clipped_matches gives sacrebleu's clipped matches and totals, with up to 4 references.

    60 random sentences with repeated n-grams, orders 1 to 4: each n-gram's count clipped to its largest
    count in any one reference."""
    rng = random.Random(801)
    cases = [sentence(rng, rng.randint(1, 4)) for _ in range(60)]
    learned, expected = [], []
    for hypothesis, references in cases:
        counts, totals, _, _ = sacrebleu_statistics([hypothesis], [references])
        for n in range(1, 5):
            got = call(ex08.clipped_matches, hypothesis, references, n)
            learned.append(tuple(got) if isinstance(got, (tuple, list)) else (got,))
            expected.append((counts[n - 1], totals[n - 1]))
    if learned == expected:
        return
    for message, clip in ((NOT_CLIPPED, "none"), (CLIPPED_TO_SUM, "sum"), (CLIPPED_BY_FIRST, "first")):
        if learned == [clipped(h, refs, n, clip) for h, refs in cases for n in range(1, 5)]:
            pytest.fail(KNOWN + message, pytrace=False)
    i = next(i for i, (a, b) in enumerate(zip(learned, expected, strict=True)) if a != b)
    (hypothesis, references), n = cases[i // 4], i % 4 + 1
    what = "total" if learned[i][1] != expected[i][1] else "matches"
    pytest.fail(f"{NONE}; the first wrong {what}: clipped_matches({hypothesis}, {references}, {n}) returned "
                f"{learned[i]}, sacrebleu counts {expected[i]} (matches, total)", pytrace=False)


# The brevity penalty -----------------------------------------------------------------------------------

def sacrebleu_ref_len(hyp_length: int, ref_lengths: list[int]) -> int:
    """sacrebleu's best match length, through its public API: a corpus of one sentence of dummy words."""
    return sacrebleu_statistics([["w"] * hyp_length], [[["w"] * n for n in ref_lengths]])[3]


def closest_mistake(learned: list[int], cases: list[tuple]) -> str:
    for message, rule in ((TIES_LONGER, "ties longer"), (LONGEST, "longest"), (SHORTEST, "shortest"),
                          (FIRST, "first")):
        if learned == [CLOSEST[rule](h, lengths) for h, lengths in cases]:
            return KNOWN + message
    return NONE


def check_closest(ex08, cases: list[tuple]) -> None:
    learned = [call(ex08.closest_reference_length, h, lengths) for h, lengths in cases]
    expected = [sacrebleu_ref_len(h, lengths) for h, lengths in cases]
    if learned != expected:
        i = next(i for i, (a, b) in enumerate(zip(learned, expected, strict=True)) if a != b)
        pytest.fail(f"{closest_mistake(learned, cases)}; closest_reference_length{cases[i]} returned {learned[i]}, "
                    f"sacrebleu's best match length is {expected[i]}", pytrace=False)


@pytest.mark.points(1)
def test_closest_reference_length_is_the_nearest(ex08):
    """Rewards: the best match length is the reference length nearest to the hypothesis length.

    40 cases without ties; the nearest reference is rarely the first, the shortest or the longest."""
    rng = random.Random(802)
    cases = []
    while len(cases) < 40:
        h = rng.randint(0, 20)
        lengths = [rng.randint(0, 25) for _ in range(rng.randint(1, 5))]
        distances = sorted(abs(r - h) for r in set(lengths))
        if len(distances) < 2 or distances[0] != distances[1]:   # no tie: that is the next test's
            cases.append((h, lengths))
    check_closest(ex08, cases)


@pytest.mark.points(1)
def test_closest_reference_length_ties_go_to_the_shorter(ex08):
    """Rewards: of two references equally close in length to the hypothesis, the shorter one is taken.

    20 ties, some with a farther shorter or longer reference besides."""
    rng = random.Random(803)
    cases = []
    for _ in range(20):
        h, k = rng.randint(4, 20), rng.randint(1, 4)
        farther = [h + k + rng.randint(1, 6), rng.randint(0, h - k - 1)]   # a longer and a shorter, not as close
        lengths = [h - k, h + k] + rng.sample(farther, rng.randint(0, 2))
        rng.shuffle(lengths)
        cases.append((h, lengths))
    check_closest(ex08, cases)


@pytest.mark.points(2)
def test_brevity_penalty_equals_sacrebleus(ex08):
    """Rewards: brevity_penalty is sacrebleu's: 1 for c at least r, exp(1 - r/c) below, 0 for c = 0.

    63 pairs of lengths with r at most 10 c, then c = 0."""
    rng = random.Random(804)
    pairs = [(c, r) for c, r in ((rng.randint(1, 60), rng.randint(0, 80)) for _ in range(200)) if r <= 10 * c][:60]
    assert any(c < r for c, r in pairs) and any(c > r for c, r in pairs)
    pairs += [(17, 17), (5, 50), (40, 41)]
    learned = [call(ex08.brevity_penalty, c, r) for c, r in pairs]
    expected = [sacrebleu()[0].compute_bleu([1] * 4, [1] * 4, c, r).bp for c, r in pairs]
    if not all(math.isclose(a, b, rel_tol=BP_RTOL) for a, b in zip(learned, expected, strict=True)):
        message = NONE
        for text_, rule in ((BP_INVERTED, "inverted"), (BP_ALWAYS, "always"), (BP_FLIPPED, "flipped")):
            if all(math.isclose(a, penalty(c, r, rule), rel_tol=BP_RTOL)
                   for a, (c, r) in zip(learned, pairs, strict=True)):
                message = KNOWN + text_
        i = next(i for i, (a, b) in enumerate(zip(learned, expected, strict=True))
                 if not math.isclose(a, b, rel_tol=BP_RTOL))
        pytest.fail(f"{message}; brevity_penalty{pairs[i]} returned {learned[i]:.6g}, sacrebleu's is "
                    f"{expected[i]:.6g}", pytrace=False)
    for c, r in ((0, 12), (0, 0)):
        try:
            got = call(ex08.brevity_penalty, c, r)
        except ZeroDivisionError:
            pytest.fail(f"brevity_penalty({c}, {r}) divides by zero: an empty hypothesis corpus (c = 0) gets BP 0 when "
                        "r is above 0 (the limit of exp(1 - r/c)), and 1 when r is 0 too", pytrace=False)
        expected_bp = sacrebleu()[0].compute_bleu([1] * 4, [1] * 4, c, r).bp
        assert math.isclose(got, expected_bp, abs_tol=1e-12), (
            f"brevity_penalty({c}, {r}) returned {got}, expected {expected_bp}: with c = 0 the penalty is 0 (the limit "
            "of exp(1 - r/c)) unless r is 0 too, where c is at least r and BP is 1")


# The corpus sums -----------------------------------------------------------------------------------------

@pytest.fixture
def reference_sentences(ex08):
    """While the test runs, the learner's corpus_statistics calls the reference's steps of one sentence."""
    with reference_steps(ex08, inspect.getsource(transformer.bleu),
                         ("clipped_matches", "closest_reference_length")):
        yield


@pytest.fixture
def reference_sums(ex08):
    """While the test runs, the learner's corpus_bleu calls the reference's sums and brevity penalty."""
    with reference_steps(ex08, inspect.getsource(transformer.bleu),
                         ("corpus_statistics", "brevity_penalty")):
        yield


@pytest.mark.points(3)
@pytest.mark.usefixtures("reference_sentences")
def test_corpus_statistics_sum_over_the_sentences(ex08):
    """Rewards: corpus_statistics gives sacrebleu's sums: matches and totals of each order, c and r.

    25 random corpora of 1 to 12 sentences, with ties, 1 to 4 references and repeated n-grams."""
    rng = random.Random(805)
    corpora = [corpus(rng, rng.randint(1, 12)) for _ in range(25)]
    learned = []
    for hypotheses, references in corpora:
        matches, totals, c, r = call(ex08.corpus_statistics, hypotheses, references)
        learned.append((list(matches), list(totals), c, r))
    expected = [sacrebleu_statistics(h, refs) for h, refs in corpora]
    if learned == expected:
        return
    mistakes = [(NOT_CLIPPED, {"clip": "none"}), (CLIPPED_TO_SUM, {"clip": "sum"}),
                (CLIPPED_BY_FIRST, {"clip": "first"}), (TIES_LONGER, {"closest": "ties longer"}),
                (LONGEST, {"closest": "longest"}), (SHORTEST, {"closest": "shortest"}), (FIRST, {"closest": "first"}),
                (LAST_SENTENCE, {"last_only": True})]
    message = next((KNOWN + text_ for text_, switches in mistakes
                    if learned == [statistics(h, refs, **switches) for h, refs in corpora]), NONE)
    i = next(i for i, (a, b) in enumerate(zip(learned, expected, strict=True)) if a != b)
    names = ("matches", "totals", "hypothesis length c", "effective reference length r")
    wrong = [f"{name} {a} (sacrebleu: {b})" for name, a, b in zip(names, learned[i], expected[i], strict=True)
             if a != b]
    pytest.fail(f"{message}; in corpus {i + 1} of {len(corpora)}: " + ", ".join(wrong), pytrace=False)


# The score -----------------------------------------------------------------------------------------------

def check_scores(ex08, corpora: list[tuple], max_ns: list[int], smooth: str) -> None:
    learned, expected = [], []
    for (hypotheses, references), max_n in zip(corpora, max_ns, strict=True):
        kwargs = {} if (max_n, smooth) == (4, "exp") else {"max_n": max_n, "smooth": smooth}   # the defaults
        result = call(ex08.corpus_bleu, hypotheses, references, **kwargs)
        learned.append(float(result[0] if isinstance(result, (tuple, list)) else result))
        expected.append(sacrebleu_score(hypotheses, references, max_n, smooth))
    bad = [i for i, (a, b) in enumerate(zip(learned, expected, strict=True))
           if not math.isclose(a, b, rel_tol=0, abs_tol=SCORE_ATOL)]
    if bad:
        groups = {n: [i for i, m in enumerate(max_ns) if m == n] for n in sorted(set(max_ns))}
        # the mistake is named from the corpora of the first max_n with a wrong score
        n, idx = next((n, idx) for n, idx in groups.items() if set(idx) & set(bad))
        message = diagnose_scores([learned[i] for i in idx], [corpora[i] for i in idx], n, smooth)
        i = bad[0]
        pytest.fail(f"{message}; corpus {i + 1} of {len(corpora)} (max_n={max_ns[i]}, smooth={smooth!r}) scores "
                    f"{learned[i]:.4f}, sacrebleu {expected[i]:.4f}", pytrace=False)


@pytest.mark.points(4)
@pytest.mark.usefixtures("reference_sums")
def test_corpus_bleu_equals_sacrebleu(ex08):
    """Rewards: corpus_bleu scores as sacrebleu.corpus_bleu does (13a tokens, exp smoothing, 4-grams).

    30 random corpora of 2 to 15 sentences, with no precision that is 0 even smoothed."""
    rng = random.Random(806)
    corpora = []
    while len(corpora) < 30:
        hypotheses, references = text_corpus(rng, rng.randint(2, 15))
        matches, totals, _, _ = statistics(*tokenised(hypotheses, references))
        if matches[0] and all(totals):   # no precision 0 after smoothing: that is test_a_zero_precision...'s
            corpora.append((hypotheses, references))
    check_scores(ex08, corpora, [4] * len(corpora), "exp")


@pytest.mark.points(2)
@pytest.mark.usefixtures("reference_sums")
def test_corpus_bleu_without_smoothing_equals_sacrebleu(ex08):
    """Rewards: with smooth="none", corpus_bleu scores as BLEU(smooth_method="none") does, max_n 4, 3, 2.

    24 random corpora, 8 for each max_n, with no precision of 0."""
    rng = random.Random(807)
    corpora, max_ns = [], []
    for max_n in (4, 3, 2):
        found = 0
        while found < 8:
            hypotheses, references = text_corpus(rng, rng.randint(3, 15))
            if nonzero(hypotheses, references, max_n):
                corpora.append((hypotheses, references))
                max_ns.append(max_n)
                found += 1
    check_scores(ex08, corpora, max_ns, "none")


def scrambled_corpus(rng: random.Random) -> tuple[list[str], list[list[str]]]:
    """A text corpus whose hypotheses are their references' words in a new order: unigrams match, and
    rarely a 4-gram."""
    hypotheses, references = [], []
    for _ in range(rng.randint(2, 8)):
        refs = [[rng.choice(WORDS) for _ in range(rng.randint(4, 10))] for _ in range(rng.randint(1, 3))]
        hypothesis = list(refs[0])
        rng.shuffle(hypothesis)
        hypotheses.append(text(rng, hypothesis))
        references.append([text(rng, r) for r in refs])
    return hypotheses, references


@pytest.mark.points(2)
@pytest.mark.usefixtures("reference_sums")
def test_a_zero_precision_gives_bleu_0(ex08):
    """Rewards: BLEU is 0, without an error, when a precision is 0; and sacrebleu's score when none is.

    No 4-gram matches (unsmoothed); no token matches, or no hypothesis has 4 tokens (even smoothed)."""
    rng = random.Random(808)
    zero = []
    while len(zero) < 6:
        hypotheses, references = scrambled_corpus(rng)
        matches, _, _, _ = statistics(*tokenised(hypotheses, references))
        if matches[0] and not matches[3]:
            zero.append((hypotheses, references, "none"))
    zero += [(["the big red dog sat on it ."], [["a cat and of mat"]], "exp"),            # no token matches
             (["the cat", "a dog sat"], [["the cat sat"], ["a dog sat on it"]], "exp"),     # no hypothesis of 4 tokens
             (["the cat", "a dog sat"], [["the cat sat"], ["a dog sat on it"]], "none")]
    for hypotheses, references, smooth in zero:
        expected = sacrebleu_score(hypotheses, references, 4, smooth)
        assert expected == 0.0
        try:
            result = call(ex08.corpus_bleu, hypotheses, references, smooth=smooth)
        except ValueError as err:
            if "math domain error" in str(err):
                pytest.fail(f"{KNOWN}{LOG_OF_ZERO} (math.log(0) raised: {err})", pytrace=False)
            raise
        got = float(result[0] if isinstance(result, (tuple, list)) else result)
        if math.isnan(got):
            pytest.fail(f"{KNOWN}{LOG_OF_ZERO} (the score is nan)", pytrace=False)
        if not math.isclose(got, 0.0, abs_tol=SCORE_ATOL):
            arithmetic = score(*tokenised(hypotheses, references), 4, smooth, mean="arithmetic, no zero test")
            short = score(*tokenised(hypotheses, references), 4, smooth, orders="one short")
            message = (KNOWN + ARITHMETIC if math.isclose(got, arithmetic, abs_tol=SCORE_ATOL) else
                       KNOWN + ORDERS_ONE_SHORT if math.isclose(got, short, abs_tol=SCORE_ATOL) else NONE)
            pytest.fail(f"{message}; corpus_bleu({hypotheses}, ..., smooth={smooth!r}) scores {got:.4f}, where a "
                        "precision is 0 and BLEU is 0", pytrace=False)
    # and a corpus where no precision is 0: its score, not 0. One sentence with no repeated n-gram, longer
    # than its references, so that only how the precisions are combined matters here (BP = 1)
    hypotheses, references = ["the red cat sat on a big mat, and one dog lay near it."], [
        ["the cat sat on a mat and a dog lay near it.", "a red cat sat on the big mat."]]
    expected = sacrebleu_score(hypotheses, references, 4, "none")
    assert 10 < expected < 90
    result = call(ex08.corpus_bleu, hypotheses, references, smooth="none")
    got = float(result[0] if isinstance(result, (tuple, list)) else result)
    if not math.isclose(got, expected, abs_tol=SCORE_ATOL):
        message = diagnose_scores([got], [(hypotheses, references)], 4, "none")
        pytest.fail(f"{message}; a one-sentence corpus with no precision 0 scores {got:.4f}, sacrebleu "
                    f"{expected:.4f}", pytrace=False)
