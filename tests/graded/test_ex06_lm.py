"""Graded tests of exercise 06: byte-pair encoding, the key/value cache, top-p sampling (hand-written).

The learner's tokenizer, cache and filter are called through their public interface only:
`BPETokenizer.train(text, vocab_size).merges`, `BPETokenizer(chars, merges).encode/decode`,
`KVCache(model).feed(tokens)` and `top_p_filter(logits, p)`. The model whose cache is tested is the
learner's `DecoderOnlyLM` (given, not an exercise) with weights copied in from a reference model,
so the logits are compared with the reference package's full forward pass.

Oracles: BPE merges come from `slow_merges` below, written for this file: it recounts every pair
after every merge (no incremental bookkeeping), so it shares no code with the chapter's training.
A wrong merge list is replayed step by step to name the first wrong merge and its likely cause.
The cache is compared with the uncached forward pass of the same weights. Top-p is compared with
its definition, written out over sorted lists of Python floats.

Tolerances: the cache tests run the model in float64, where the cached and the full pass differ
by < 1e-13 (other matrix shapes, other summation order); ATOL = 1e-9, and every known mistake
moves logits by more than 1e-3. Top-p keeps or drops whole tokens: its cases are built with no
probability within 1e-3 of a boundary, so rounding cannot move a token across one.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from itertools import pairwise

import pytest
import torch

from courseware.grader.plugin import call
from transformer.lm import DecoderOnlyLM, KVCache, LMConfig, generate

pytestmark = pytest.mark.ex06

ATOL = 1e-9
KNOWN = "it matches a known mistake: "
NONE = "it matches none of the usual mistakes: compare each step with the chapter's"
# The chapter's chunks (section 'Byte-pair encoding'): a word or a run of punctuation with at most
# one leading space, or whitespace leaving one space to the word that follows.
CHUNK = re.compile(r" ?\w+| ?[^\w\s]+|\s+(?= \S)|\s+")
TEXT = ("the cat sat on the mat. the hat is on the cat; that is that! the bat sat on that mat, "
        "then the cat ate the rat. these are the cats that the rats hate.")


# Byte-pair encoding ---------------------------------------------------------------------------------

def merged(symbols: tuple, pair: tuple) -> tuple:
    out, i = [], 0
    while i < len(symbols):
        if symbols[i:i + 2] == pair:
            out.append(pair[0] + pair[1])
            i += 2
        else:
            out.append(symbols[i])
            i += 1
    return tuple(out)


def pair_counts(words: dict, counts: Counter, weighted: bool = True) -> Counter:
    pairs = Counter()
    for chunk, symbols in words.items():
        for pair in pairwise(symbols):
            pairs[pair] += counts[chunk] if weighted else 1
    return pairs


def slow_merges(text: str, vocab_size: int) -> list[tuple[str, str]]:
    """The chapter's rule, recounted from scratch at every step."""
    counts = Counter(CHUNK.findall(text))
    words = {chunk: tuple(chunk) for chunk in counts}
    merges, base = [], 4 + len(set(text))
    while base + len(merges) < vocab_size:
        pairs = pair_counts(words, counts)
        if not pairs:
            break
        best = min(pairs, key=lambda p: (-pairs[p], p))
        if pairs[best] < 2:
            break
        merges.append(best)
        words = {chunk: merged(s, best) for chunk, s in words.items()}
    return merges


def merges_counting_chunks_once(text: str, vocab_size: int) -> list[tuple[str, str]]:
    """What the chapter's train learns when the counting (the exercise) gives each distinct chunk
    weight 1 while the given bookkeeping after a merge still weighs by the chunk's count."""
    counts = Counter(CHUNK.findall(text))
    symbols = {chunk: tuple(chunk) for chunk in counts}
    pairs = pair_counts(symbols, counts, weighted=False)
    merges, base = [], 4 + len(set(text))
    while base + len(merges) < vocab_size and pairs:
        best = min(pairs, key=lambda p: (-pairs[p], p))
        if pairs[best] < 2:
            break
        merges.append(best)
        for chunk, old in list(symbols.items()):
            new = symbols[chunk] = merged(old, best)
            if new != old:
                for pair in pairwise(old):
                    pairs[pair] -= counts[chunk]
                for pair in pairwise(new):
                    pairs[pair] += counts[chunk]
        pairs = Counter({pair: n for pair, n in pairs.items() if n != 0})
    return merges


def first_wrong_merge(learned: list, text: str, expected: list, ties: bool = True) -> str | None:
    """Replay the learner's merges on the chapter's counts: None if each is a most frequent pair
    (with ties=True: the smaller of equally frequent ones) and there are as many as expected; else
    name the first wrong one and why it might have been chosen."""
    if learned == merges_counting_chunks_once(text, 4 + len(set(text)) + len(learned)):
        return (KNOWN + "the pairs of each distinct chunk are counted once: a chunk that occurs n times adds n "
                "to each of its pairs")
    counts = Counter(CHUNK.findall(text))
    words = {chunk: tuple(chunk) for chunk in counts}
    for step, got in enumerate(learned, start=1):
        pairs = pair_counts(words, counts)
        best = min(pairs, key=lambda p: (-pairs[p], p)) if pairs else None
        if best is None or pairs[best] < 2:
            return (KNOWN + f"merge {step} {got!r} comes after the last pair occurring twice: stop when the most "
                    "frequent pair occurs only once (a merge then saves nothing)")
        if got not in pairs:
            return (KNOWN + f"merge {step} joins {got[0]!r} and {got[1]!r}, which are never adjacent inside a "
                    "chunk: pairs are counted within chunks (words), never across their boundaries")
        if pairs[got] == pairs[best] and got != best and ties:
            tied = [p for p in pairs if pairs[p] == pairs[best]]
            which = "the larger one" if got == max(tied) else "whichever was counted first"
            return (KNOWN + f"merge {step}: {got!r} and {best!r} both occur {pairs[got]} times; a tie goes to the "
                    f"smaller pair in string order, {best!r}, not {which}")
        if pairs[got] != pairs[best]:
            once = pair_counts(words, counts, weighted=False)
            if once[got] == max(once.values()):
                return (KNOWN + f"merge {step} {got!r} is the most frequent pair if every distinct chunk counts "
                        "once; a chunk that occurs n times adds n to each of its pairs")
            return (NONE + f" rule: merge {step} is {got!r} ({pairs[got]} times), expected {best!r} "
                    f"({pairs[best]} times)")
        words = {chunk: merged(s, got) for chunk, s in words.items()}
    if len(learned) != len(expected):
        return f"{len(learned)} merges learned, expected {len(expected)}"
    return None


def learned_merges(ex06, text: str, vocab_size: int) -> list:
    tok = call(ex06.BPETokenizer.train, text, vocab_size)
    return [tuple(m) for m in tok.merges.get()]


@pytest.mark.points(3)
def test_bpe_learns_the_chapters_merges(ex06):
    """Rewards: training merges, 18 times, a most frequent pair within chunks, each chunk weighted by
    how often it occurs (how ties are broken is the next test's)."""
    expected = slow_merges(TEXT, 4 + len(set(TEXT)) + 18)
    assert len(expected) == 18
    learned = learned_merges(ex06, TEXT, 4 + len(set(TEXT)) + 18)
    problem = first_wrong_merge(learned, TEXT, expected, ties=False)
    if problem:
        pytest.fail(problem, pytrace=False)


@pytest.mark.points(2)
def test_bpe_ties_go_to_the_smaller_pair(ex06):
    """Rewards: of equally frequent pairs the smaller (in string order) is merged first."""
    text = "ab cd ab cd xy cd ab xy"   # ('a', 'b'), (' ', 'c'), ('c', 'd') occur 3 times: (' ', 'c') first
    expected = slow_merges(text, 4 + len(set(text)) + 4)
    learned = learned_merges(ex06, text, 4 + len(set(text)) + 4)
    if learned != expected:
        pytest.fail(first_wrong_merge(learned, text, expected) or "the merges differ", pytrace=False)


@pytest.mark.points(1)
def test_bpe_stops_when_no_pair_occurs_twice(ex06):
    """Rewards: training stops when the most frequent pair occurs once, whatever vocab_size allows."""
    text = "abab abab cd"
    expected = slow_merges(text, 100)
    assert expected == [("a", "b"), ("ab", "ab")]
    learned = learned_merges(ex06, text, 100)
    if learned != expected:
        pytest.fail(first_wrong_merge(learned, text, expected) or "the merges differ", pytrace=False)


# Merges chosen so that the order of replay matters: (c, d) was learned first, then (b, c), (a, b);
# so 'bcd' is 'b' + 'cd' (learned as such), not 'bc' + 'd', and 'abc' is 'a' + 'bc'. Every merge
# spells a new string (ids are looked up by string).
# In 'cde', (c, d) comes before (d, e) both in the chunk and in the order of learning.
MERGES = [("c", "d"), ("b", "c"), ("a", "b"), ("ab", "cd"), ("b", "cd"), ("e", "e"), (" ", "a"), ("d", "e")]
CHARS = list(" abcdex.")
PROBES = ["abcd", " abcd.", "abc bcd eee", "abcde ab a", "xx. dcba", "cde"]


def replay(chunk: str, rule: str) -> list[str]:
    ranks = {pair: r for r, pair in enumerate(MERGES)}
    symbols = tuple(chunk)
    while len(symbols) > 1:
        known = [p for p in pairwise(symbols) if p in ranks]
        if not known:
            break
        pair = {"rank": min(known, key=ranks.get), "latest": max(known, key=ranks.get), "leftmost": known[0]}[rule]
        symbols = merged(symbols, pair)
    return list(symbols)


def encoded(text: str, rule: str) -> list[int]:
    itos = ["<pad>", "<bos>", "<eos>", "<unk>"] + sorted(CHARS) + [a + b for a, b in MERGES]
    return [itos.index(s) for chunk in CHUNK.findall(text) for s in replay(chunk, rule)]


@pytest.mark.points(2)
def test_encode_replays_the_merges_in_learned_order(ex06):
    """Rewards: encoding merges, in every chunk, the pair learned first until none is known."""
    tok = call(ex06.BPETokenizer, CHARS, MERGES)
    got = {text: call(tok.encode, text) for text in PROBES}
    wrong = [text for text in PROBES if got[text] != encoded(text, "rank")]
    if wrong:
        rules = {"leftmost": "the leftmost known pair is merged first",
                 "latest": "the pair learned last is merged first"}
        named = [m for rule, m in rules.items() if all(got[text] == encoded(text, rule) for text in PROBES)]
        text = wrong[0]
        message = (KNOWN + named[0] + ": merge, each time, the pair that was learned first (lowest rank)" if named
                   else NONE + " section 'Byte-pair encoding' (Encoding)")
        pytest.fail(f"encode({text!r}) = {got[text]}, expected {encoded(text, 'rank')}: {message}", pytrace=False)


@pytest.mark.points(1)
def test_decode_inverts_encode_and_unknown_characters_are_unk(ex06):
    """Rewards: decode(encode(text)) == text for known characters; an unknown character is unk (3)."""
    tok = call(ex06.BPETokenizer, CHARS, MERGES)
    for text in PROBES:
        ids = call(tok.encode, text)
        back = call(tok.decode, ids)
        assert back == text, f"decode(encode({text!r})) = {back!r}"
    ids = call(tok.encode, "abz")
    assert ids == encoded("ab", "rank") + [3], f"encode('abz') = {ids}: 'z' is not a known character, its id is unk (3)"


# The key/value cache --------------------------------------------------------------------------------

CONFIG = {"vocab_size": 23, "d_model": 16, "num_heads": 2, "num_layers": 2, "d_ff": 32, "max_len": 24,
          "dropout": 0.0}
TOKENS = torch.tensor([[4, 9, 0, 7, 12, 5, 6, 20, 8, 11], [1, 5, 5, 5, 0, 0, 22, 9, 10, 13]])
PIECES = (3, 1, 1, 4, 1)   # the prompt, then one or more positions at a time


def models(ex06, seed: int):
    """(the learner's DecoderOnlyLM, the reference) with the same float64 weights, in eval mode."""
    torch.manual_seed(seed)
    reference = DecoderOnlyLM(LMConfig(**CONFIG)).double().eval()
    ours = call(ex06.DecoderOnlyLM, call(ex06.LMConfig, **CONFIG))
    ours.double()
    ours.eval()
    ours.load_state_dict(reference.state_dict())
    return ours, reference


class Mistaken(KVCache):
    """The reference cache with one known mistake (for naming a wrong output)."""

    def __init__(self, model, mistake: str):
        super().__init__(model)
        self.mistake = mistake

    def feed(self, tokens):
        from transformer.decoding import attached
        T, start = tokens.size(1), self.length
        real = (tokens != 0)[:, None, None, :]
        self.key_mask = real if self.key_mask is None else torch.cat([self.key_mask, real], dim=-1)
        causal = torch.ones(T, start + T, dtype=torch.bool).tril(0 if self.mistake == "tril" else start)
        with attached(self.caches):
            logits = self.model(tokens, self.key_mask & causal[None, None],
                                start=0 if self.mistake == "start" else start)
        self.length += T
        return logits


CACHE_MISTAKES = {
    "start": "the new positions are encoded as positions 0, 1, ...: pass start=self.length (their absolute "
             "positions) to the model",
    "tril": "the causal mask ignores the cached keys: new position i may see keys 0 .. length + i "
            "(tril with the offset self.length)",
}


def fed(cache, tokens):
    out, at = [], 0
    for n in PIECES:
        out.append(call(cache.feed, tokens[:, at:at + n]))
        at += n
    return torch.cat(out, dim=1)


def cache_diagnosis(ex06, ours, reference) -> str | None:
    """None if the learner's KVCache, fed TOKENS in PIECES, gives the full forward pass's logits at
    every real position; else what is wrong, named where it matches a known mistake."""
    with torch.no_grad():
        expected = reference(TOKENS)
    stepped = fed(call(ex06.KVCache, ours), TOKENS)
    if tuple(stepped.shape) != (2, 10, 23):
        return f"logits of shape {tuple(stepped.shape)}, expected (2, 10, 23)"
    real = TOKENS != 0
    if torch.allclose(stepped[real], expected[real], rtol=0, atol=ATOL):
        return None
    for mistake, message in CACHE_MISTAKES.items():
        with torch.no_grad():
            wrong = fed(Mistaken(reference, mistake), TOKENS)
        if torch.allclose(stepped[real], wrong[real], rtol=0, atol=1e-6):
            return KNOWN + message
    return NONE + " KVCache: the logits at a real position differ from the full forward pass's"


@pytest.mark.points(3)
def test_cache_fed_in_pieces_gives_the_full_forward_logits(ex06):
    """Rewards: KVCache.feed, fed the prompt and then a few positions at a time, gives the logits of
    the full forward pass at every real (non-padding) position."""
    ours, reference = models(ex06, seed=0)
    problem = cache_diagnosis(ex06, ours, reference)
    if problem:
        pytest.fail(problem, pytrace=False)


@pytest.mark.points(1)
def test_cache_counts_the_positions_it_holds(ex06):
    """Rewards: after feeding 3 then 2 positions, the cache's length is 5."""
    ours, _ = models(ex06, seed=1)
    cache = call(ex06.KVCache, ours)
    call(cache.feed, TOKENS[:, :3])
    call(cache.feed, TOKENS[:, 3:5])
    assert cache.length.get() == 5, f"cache.length is {cache.length.get()} after 3 + 2 positions, expected 5"


@pytest.mark.points(1)
def test_generate_with_the_cache_gives_the_uncached_tokens(ex06):
    """Rewards: greedy generation through the learner's cache writes the reference's uncached tokens."""
    ours, reference = models(ex06, seed=2)
    prompt = TOKENS[:, :4].clone()
    prompt[prompt == 0] = 4
    expected = generate(reference, prompt, 12, greedy=True, use_cache=False)
    got = call(ex06.generate, ours, prompt, 12, greedy=True, use_cache=True)
    if not torch.equal(got, expected):
        problem = cache_diagnosis(ex06, ours, reference) or "the cached tokens differ from the uncached ones"
        pytest.fail(f"greedy generation with the cache writes other tokens than without: {problem}", pytrace=False)


# Top-p ----------------------------------------------------------------------------------------------

def nucleus(probs: list[float], p: float, crossing: bool = True) -> list[bool]:
    """The definition over Python floats: walk the tokens from the most probable, keep each while
    the mass before it is below p (crossing=False: while the mass with it stays below p)."""
    order = sorted(range(len(probs)), key=lambda i: -probs[i])
    keep, before = [False] * len(probs), 0.0
    for i in order:
        if before + (0 if crossing else probs[i]) < p:
            keep[i] = True
        before += probs[i]
    return keep


# Rows of probabilities (ids in scrambled order); the values of p below are at least 0.01 from every
# partial sum of a row (0.5, 0.8, 0.95 | 0.4, 0.65, 0.85, 0.95 | 0.7, 0.81, 0.91 | 0.52, 0.96, 0.99),
# and every p drops a token of some row.
ROWS = [[0.05, 0.5, 0.15, 0.3], [0.1, 0.2, 0.4, 0.25, 0.05], [0.7, 0.1, 0.1 + 1e-2, 0.09], [0.01, 0.44, 0.52, 0.03]]


def top_p_diagnosis(probs: list[float], p: float, out: torch.Tensor, x: torch.Tensor) -> str | None:
    """None if `out` is top_p_filter(x, p) for one row of probabilities `probs`; else what is wrong."""
    kept, right = torch.isfinite(out).tolist(), nucleus(probs, p)
    order = sorted(range(len(probs)), key=lambda i: -probs[i])
    sorted_back = "the result is in sorted order: scatter the filtered logits back to their ids"
    if kept != right:
        wrong = {"the token whose probability crosses p is dropped: keep it (drop a token only when the mass "
                 "before it already reaches p)": nucleus(probs, p, crossing=False),
                 sorted_back: [right[i] for i in order]}
        message = next((KNOWN + m for m, w in wrong.items() if kept == w and w != right), NONE + " definition")
        return f"probabilities {[round(q, 3) for q in probs]}, p = {p}: kept {kept}, expected {right}: {message}"
    if not torch.equal(out[torch.isfinite(out)], x[torch.isfinite(out)]):
        if torch.equal(out, x[order]):
            return KNOWN + sorted_back
        return "kept logits must be returned unchanged (the filter only sets the others to -inf)"
    if not (out[~torch.isfinite(out)] == -math.inf).all():
        return "dropped logits must be -inf"
    return None


@pytest.mark.points(1)
@pytest.mark.parametrize("p", [0.3, 0.45, 0.6, 0.78, 0.9, 0.97])
def test_top_p_keeps_the_nucleus(ex06, p):
    """Rewards: top_p_filter keeps the most probable tokens until their mass reaches p, the token that
    crosses p included; kept logits are unchanged, the others -inf."""
    for row in ROWS:
        x = torch.tensor(row, dtype=torch.float64).log()
        out = call(ex06.top_p_filter, x[None], p)
        assert tuple(out.shape) == (1, len(row)), f"shape {tuple(out.shape)}, expected the input's (1, {len(row)})"
        problem = top_p_diagnosis(row, p, out[0], x)
        if problem:
            pytest.fail(problem, pytrace=False)


@pytest.mark.points(1)
def test_top_p_filters_each_row_of_a_batch(ex06):
    """Rewards: a (B, V) batch is filtered row by row, each row as if alone."""
    x = torch.tensor([row + [1e-9] * (5 - len(row)) for row in ROWS], dtype=torch.float64).log()
    out = call(ex06.top_p_filter, x, 0.6)
    assert tuple(out.shape) == (len(ROWS), 5), f"shape {tuple(out.shape)}, expected the input's ({len(ROWS)}, 5)"
    for b in range(len(ROWS)):
        problem = top_p_diagnosis(x[b].exp().tolist(), 0.6, out[b], x[b])
        if problem:
            pytest.fail(f"row {b} of a batch: {problem} (sort, sum and mask along the last axis, dim=-1)",
                        pytrace=False)
