"""Graded tests of exercise 09: BERT's masking, the encoder read both ways, the masked-language-model
loss and a [CLS] classifier (hand-written).

`mask_tokens` is called on batches drawn here: [CLS], ordinary ids 4 .. 99, [SEP], then padding, of
many lengths. It is random, so its tests check what holds for every draw (how many tokens each
sequence has chosen, which tokens may be chosen, which may change) exactly, and the proportions
(the 80/10/10 split, uniform positions, uniform random tokens) over tens of thousands of chosen
tokens, within five standard deviations: a correct implementation fails one of these checks about
once in a million draws, and the draws are seeded, so a correct notebook gets the same result every
time it is graded. The number chosen is accepted rounded either way at a tie (4.5 -> 4 or 5).

The modules are built with the learner's __init__ (given in the skeleton) and receive their weights
from the test, so the tests depend only on the parameter names the skeleton fixes. The oracle is
PyTorch's `nn.TransformerEncoder` (post-norm, GELU, `src_key_padding_mask`) holding the same
weights, after embeddings written out here; the loss is `F.cross_entropy` of logits computed here.
Tolerances: float64 both sides (ATOL = 1e-10; the solution differs by < 1e-14; every known mistake
by 1e-3 or more). A wrong output is compared with each known mistake and the message names it.
"""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from courseware.grader.plugin import call

pytestmark = pytest.mark.ex09

SPECIAL = (0, 1, 2, 3)   # <pad>, [CLS] (<bos>), [SEP] (<eos>), <unk>
VOCAB, MASK = 100, 100   # ordinary ids 4 .. 99; [MASK] one past them
ORDINARY = VOCAB - len(SPECIAL)
D, H, FF, LAYERS, MAX_LEN = 24, 4, 40, 2, 16
ATOL = 1e-10
KNOWN = "it matches a known mistake: "
NONE = "it matches none of the usual mistakes: compare each step with the chapter"

COUNT_OF_ALL = ("the number chosen counts special or padding tokens too: this page's rule counts the ordinary "
                "tokens only (BERT's script counts [CLS] and [SEP] too), so choose 15% of the ordinary tokens "
                "(not [CLS], [SEP] or padding)")
COIN_FLIPS = ("the number chosen varies from draw to draw: choose exactly round(15% of the ordinary tokens), at "
              "least one, not each token with probability 0.15")
NONE_CHOSEN = "a sequence got no token chosen: choose at least one ordinary token in every sequence that has one"
SPECIAL_CHOSEN = "special or padding tokens are chosen: only ordinary tokens may be chosen"
ALL_TOKENS = ("tokens that were not chosen changed: the 80/10/10 split applies to the chosen tokens only; every "
              "other token stays as it is")
ALWAYS_MASK = ("every chosen token became [MASK]: of the chosen tokens 10% become a random token and 10% stay as "
               "they are")
FIRST_ONES = "the first ordinary tokens are chosen: choose the positions at random"
NONE_KEPT = ("no chosen token stays as it is (an 80/20/0 split): of the chosen tokens 10% must stay unchanged, so "
             "that the model learns to predict a token it can see too")
NONE_RANDOM = ("no chosen token becomes a random token (an 80/0/20 split): of the chosen tokens 10% must become a "
               "random ordinary token")
RANDOM_SPECIAL = ("a random replacement is a special token or [MASK]: draw it from the ordinary tokens only (the ids "
                  "below vocab_size that are not special)")
CAUSAL = "the encoder has a causal mask: in an encoder-only model every token attends to the tokens after it too"
NO_PADDING = "padding is attended to: pass the padding mask to the encoder"
NO_POSITIONS = "the position embeddings are missing: add self.position_embedding(positions) to the token embeddings"
NOT_NORMALISED = "the embeddings are not normalised: apply self.norm to their sum before the encoder"
EVERY_POSITION = ("the loss is averaged over every position: score only the chosen positions (the others hold their "
                  "own token, visible to the model)")
AGAINST_INPUTS = "the targets are the masked inputs: predict the original tokens at the chosen positions"
MEAN_POOLED = "the classifier averages over the positions: read the hidden state of the first token, [CLS]"
LAST_POSITION = ("the classifier reads the last position (padding in a shorter sequence): read the first token, "
                 "[CLS]")
NO_GENERATOR = ("mask_tokens ignores its generator: pass generator=generator to every torch.rand and "
                "torch.randint, so that a seeded generator gives the same masking")
WHOLE_TABLE = ("the whole position table is added: a sequence of L tokens gets the positions 0 .. L - 1, "
               "self.position_embedding(torch.arange(L))")
NO_EMBEDDING_DROPOUT = ("the embeddings get no dropout in training: apply self.dropout to the normalised sum of "
                        "token and position embeddings before the encoder")
DROPOUT_AFTER_HEAD = ("dropout is applied to the logits, after the head: apply it to [CLS]'s hidden state, then "
                      "the head")


def batch(lengths, width: int, seed: int) -> torch.Tensor:
    """One row per length: [CLS], length - 2 ordinary tokens, [SEP], padding up to `width`."""
    generator = torch.Generator().manual_seed(seed)
    rows = torch.zeros(len(lengths), width, dtype=torch.long)
    for row, length in enumerate(lengths):
        rows[row, :length] = torch.randint(4, VOCAB, (length,), generator=generator)
        rows[row, 0], rows[row, length - 1] = 1, 2
    return rows


def masked(ex09, tokens, seed, **kwargs):
    torch.manual_seed(seed)   # the learner's draws come from this state (the sandbox takes it with the call)
    result = call(ex09.mask_tokens, tokens, MASK, SPECIAL, VOCAB, **kwargs)
    assert isinstance(result, tuple) and len(result) == 2, "mask_tokens must return (inputs, chosen)"
    inputs, chosen = result
    assert inputs.shape == tokens.shape and inputs.dtype == torch.long, (
        f"inputs must have the tokens' shape {tuple(tokens.shape)} and dtype int64, got {tuple(inputs.shape)} "
        f"{inputs.dtype}")
    assert chosen.shape == tokens.shape and chosen.dtype == torch.bool, (
        f"chosen must be a bool tensor of shape {tuple(tokens.shape)}, got {tuple(chosen.shape)} {chosen.dtype}")
    return inputs, chosen


@pytest.mark.points(1)
def test_a_seeded_generator_gives_the_same_masking(ex09):
    """Rewards: mask_tokens draws from the generator it is given, not from the global one: the same
    seed gives the same masking whatever the global state, another seed another masking."""
    tokens = batch([16, 14, 12, 16, 9, 15], 16, seed=11)
    draws = []
    for global_seed, seed in ((0, 3), (1, 3), (0, 4)):
        draws.append(masked(ex09, tokens, global_seed, generator=torch.Generator().manual_seed(seed)))
    same = all(torch.equal(a, b) for a, b in zip(draws[0], draws[1], strict=True))
    if not same:
        pytest.fail(NO_GENERATOR, pytrace=False)
    assert not torch.equal(draws[0][0], draws[2][0]), "two generators with different seeds gave the same masking"


def within_five_sigma(count: int, trials: int, p: float) -> bool:
    return abs(count - trials * p) <= 5 * math.sqrt(trials * p * (1 - p))


def allowed_counts(ordinary: torch.Tensor, rate: float) -> tuple[torch.Tensor, torch.Tensor]:
    """The smallest and largest count accepted for each row: rate * n rounded either way at a tie,
    at least one (none where n = 0)."""
    exact = ordinary.double() * rate
    low, high = torch.ceil(exact - 0.5 - 1e-9), torch.floor(exact + 0.5 + 1e-9)
    low, high = low.clamp(min=1), high.clamp(min=1)
    empty = ordinary == 0
    return low.masked_fill(empty, 0), high.masked_fill(empty, 0)


def fits(count: torch.Tensor, ordinary: torch.Tensor, rate: float) -> bool:
    low, high = allowed_counts(ordinary, rate)
    return bool(((count >= low) & (count <= high)).all())


# Masking --------------------------------------------------------------------------------------------

@pytest.mark.points(2)
@pytest.mark.parametrize("rate", [0.15, 0.5], ids=["rate0.15", "rate0.5"])
def test_each_sequence_has_its_share_of_ordinary_tokens_chosen(ex09, rate):
    """Rewards: each sequence has rate * n of its n ordinary tokens chosen (rounded, at least one)."""
    lengths = list(range(3, 45)) * 3
    tokens = batch(lengths, 46, seed=1)
    ordinary = torch.tensor(lengths) - 2
    low, high = allowed_counts(ordinary, rate)
    counts = [masked(ex09, tokens, seed, rate=rate)[1].sum(-1) for seed in (11, 12)]
    for count in counts:
        if fits(count, ordinary, rate):
            continue
        if (count == 0).any():
            pytest.fail(KNOWN + NONE_CHOSEN, pytrace=False)
        if fits(count, torch.tensor(lengths), rate) or fits(count, torch.full_like(ordinary, 46), rate):
            pytest.fail(KNOWN + COUNT_OF_ALL, pytrace=False)
        if not torch.equal(counts[0], counts[1]):
            pytest.fail(KNOWN + COIN_FLIPS, pytrace=False)
        bad = int(((count < low) | (count > high)).nonzero()[0])
        pytest.fail(f"a sequence of {int(ordinary[bad])} ordinary tokens has {int(count[bad])} chosen, expected "
                    f"{int(low[bad])}" + ("" if low[bad] == high[bad] else f" or {int(high[bad])}") + "; " + NONE,
                    pytrace=False)


@pytest.mark.points(2)
def test_special_and_padding_tokens_are_never_chosen(ex09):
    """Rewards: [CLS], [SEP], <unk> and padding are never chosen, and some ordinary token is."""
    tokens = batch([5, 12, 30, 3] * 50, 32, seed=2)
    tokens[::7, 2] = 3                                          # an <unk> here and there
    _, chosen = masked(ex09, tokens, seed=21)
    assert chosen.any(), "no token was chosen"
    assert not (chosen & (tokens < 4)).any(), KNOWN + SPECIAL_CHOSEN


@pytest.mark.points(2)
def test_only_the_chosen_tokens_change(ex09):
    """Rewards: every token that was not chosen is left as it is, and the batch itself is not modified."""
    tokens = batch([40] * 500, 40, seed=3)
    before = tokens.clone()
    inputs, chosen = masked(ex09, tokens, seed=31)
    assert torch.equal(tokens, before), "the batch passed in was modified: work on a copy (torch.where makes one)"
    share = chosen.double().mean().item()
    assert 0.1 < share < 0.2, f"{share:.0%} of the tokens were chosen, expected 15%"
    assert (inputs[chosen] != tokens[chosen]).double().mean() > 0.5, "most chosen tokens must change"
    changed = (inputs != tokens) & ~chosen
    assert not changed.any(), KNOWN + ALL_TOKENS if changed.float().mean() > 0.5 else (
        f"{int(changed.sum())} tokens that were not chosen changed: only the chosen tokens may change")


@pytest.mark.points(3)
def test_the_chosen_tokens_split_80_10_10(ex09):
    """Rewards: of the chosen tokens, 80% become [MASK], 10% a random token and 10% stay as they are."""
    tokens = batch([40] * 4000, 40, seed=4)
    inputs, chosen = masked(ex09, tokens, seed=41)
    seen, original = inputs[chosen], tokens[chosen]
    n = seen.numel()
    assert n > 10000, f"only {n} tokens of 4000 sequences of 38 ordinary tokens were chosen"
    mask = int((seen == MASK).sum())
    random = int(((seen != MASK) & (seen != original)).sum())
    if mask == n:
        pytest.fail(KNOWN + ALWAYS_MASK, pytrace=False)
    kept = n - mask - random   # a random draw gives the original token back with probability 1 / 96: 0.1%
    if within_five_sigma(mask, n, 0.8) and kept < 0.02 * n:
        pytest.fail(KNOWN + NONE_KEPT, pytrace=False)
    if within_five_sigma(mask, n, 0.8) and random < 0.02 * n:
        pytest.fail(KNOWN + NONE_RANDOM, pytrace=False)
    assert within_five_sigma(mask, n, 0.8), f"{mask / n:.1%} of the chosen tokens became [MASK], expected 80%"
    # a random token equals the original with probability 1 / 96: it then counts as unchanged
    assert within_five_sigma(random, n, 0.1 * (1 - 1 / ORDINARY)), (
        f"{random / n:.1%} of the chosen tokens became another token, expected 10% (less the random draws that "
        "happen to give the original token back)")


@pytest.mark.points(2)
def test_the_positions_are_chosen_at_random(ex09):
    """Rewards: each ordinary position of a sequence is as likely to be chosen as any other."""
    tokens = batch([22] * 20000, 22, seed=5)                    # 20 ordinary tokens: 3 chosen in each
    _, chosen = masked(ex09, tokens, seed=51)
    per_position = chosen[:, 1:21].sum(0)
    if per_position[:3].min() == 20000:
        pytest.fail(KNOWN + FIRST_ONES, pytrace=False)
    share = chosen[:, 1:21].sum(-1).double().mean().item() / 20
    assert 0.05 < share < 0.5, (f"{share:.0%} of the ordinary tokens were chosen, expected 15%: the positions "
                                "cannot be compared")
    uneven = [i + 1 for i, c in enumerate(per_position.tolist()) if not within_five_sigma(c, 20000, share)]
    assert not uneven, f"positions {uneven} are chosen more or less often than the others: choose at random"


@pytest.mark.points(1)
def test_random_replacements_are_ordinary_tokens_drawn_uniformly(ex09):
    """Rewards: a random replacement is an ordinary token, each as likely as any other."""
    tokens = batch([40] * 4000, 40, seed=6)
    inputs, chosen = masked(ex09, tokens, seed=61)
    replaced = inputs[chosen & (inputs != MASK) & (inputs != tokens)]
    if replaced.numel() == 0:
        pytest.fail(KNOWN + ALWAYS_MASK, pytrace=False)
    assert ((replaced >= 4) & (replaced < VOCAB)).all(), KNOWN + RANDOM_SPECIAL
    counts = torch.bincount(replaced, minlength=VOCAB)[4:VOCAB].double()
    expected = replaced.numel() / ORDINARY
    chi2 = ((counts - expected) ** 2 / expected).sum().item()
    dof = ORDINARY - 1
    assert chi2 < dof + 5 * math.sqrt(2 * dof), (
        f"the random tokens are far from uniform over the ordinary ids (chi-squared {chi2:.0f} for {dof} degrees "
        "of freedom): draw each one uniformly")


# The model ------------------------------------------------------------------------------------------

GAINS = ("norm.weight", "norm1.weight", "norm2.weight", "transform.2.weight")   # LayerNorm gains


def random_weights(shapes: dict, seed: int) -> dict:
    """A state dict of float64 weights drawn here for every entry of `shapes`: LayerNorm gains near 1,
    everything else around 0 (biases too, so that a missing one shows)."""
    generator = torch.Generator().manual_seed(seed)
    state = {}
    for name, value in shapes.items():
        noise = torch.randn(value.shape, generator=generator, dtype=torch.float64)
        state[name] = 1 + 0.2 * noise if name.endswith(GAINS) else 0.3 * noise
    return state


def model_and_state(ex09, seed: int):
    """The learner's EncoderOnlyLM (dropout 0, float64, eval mode) holding random weights drawn here:
    norms and biases away from 1 and 0, so that a swapped or missing one shows."""
    ours = call(ex09.EncoderOnlyLM, VOCAB + 1, MAX_LEN, D, H, LAYERS, FF, 0.0).double()
    state = random_weights(ours.state_dict(), seed)
    ours.load_state_dict(state)
    ours.eval()
    return ours, state


def pytorch_layers(state: dict) -> nn.TransformerEncoder:
    layer = nn.TransformerEncoderLayer(D, H, FF, dropout=0.0, activation="gelu", layer_norm_eps=1e-12,
                                       batch_first=True, norm_first=False)
    encoder = nn.TransformerEncoder(layer, LAYERS, enable_nested_tensor=False).double().eval()
    with torch.no_grad():
        for i, theirs in enumerate(encoder.layers):
            p = f"encoder.layers.{i}."
            theirs.self_attn.in_proj_weight.copy_(torch.cat([state[p + f"self_attn.w_{x}.weight"] for x in "qkv"]))
            theirs.self_attn.in_proj_bias.copy_(torch.cat([state[p + f"self_attn.w_{x}.bias"] for x in "qkv"]))
            for ours_name, theirs_name in (("self_attn.w_o", "self_attn.out_proj"), ("feed_forward.w_1", "linear1"),
                                           ("feed_forward.w_2", "linear2"), ("norm1", "norm1"), ("norm2", "norm2")):
                module = theirs.get_submodule(theirs_name)
                module.weight.copy_(state[p + ours_name + ".weight"])
                module.bias.copy_(state[p + ours_name + ".bias"])
    return encoder


def expected_hidden(state, tokens, causal=False, padding=True, positions=True, norm=True) -> torch.Tensor:
    x = F.embedding(tokens, state["token_embedding.weight"])
    if positions:
        x = x + state["position_embedding.weight"][:tokens.size(1)]
    if norm:
        x = F.layer_norm(x, (D,), state["norm.weight"], state["norm.bias"], eps=1e-12)
    length = tokens.size(1)
    blocked = torch.zeros(tokens.size(0), 1, length, length, dtype=torch.bool)
    if padding:
        blocked = blocked | (tokens == 0)[:, None, None, :]
    if causal:
        blocked = blocked | torch.ones(length, length, dtype=torch.bool).triu(1)
    mask = torch.zeros(blocked.shape, dtype=torch.float64).masked_fill(blocked, -1e9)
    mask = mask.expand(-1, H, -1, -1).reshape(-1, length, length)
    with torch.no_grad():
        return pytorch_layers(state)(x, mask=mask)


def logits_of(state, hidden) -> torch.Tensor:
    h = F.gelu(hidden @ state["transform.0.weight"].T + state["transform.0.bias"])
    h = F.layer_norm(h, (D,), state["transform.2.weight"], state["transform.2.bias"], eps=1e-12)
    return h @ state["token_embedding.weight"].T + state["bias"]


def name_mistake(out, candidates: dict, real: torch.Tensor | None = None) -> str:
    for message, wrong in candidates.items():
        a, b = (out, wrong) if real is None else (out[real], wrong[real])
        if a.shape == b.shape and torch.allclose(a, b, rtol=0, atol=1e-6):
            return KNOWN + message
    return NONE


def check_hidden(hidden, state, tokens, what: str = "the hidden states") -> torch.Tensor:
    """Fail unless the learner's hidden states equal PyTorch's encoder's (at the real tokens), naming
    the known mistake they match; return the expected hidden states."""
    expected = expected_hidden(state, tokens)
    assert hidden.shape == expected.shape, f"{what} have shape {tuple(hidden.shape)}, expected {tuple(expected.shape)}"
    real = tokens != 0
    error = (hidden[real] - expected[real]).abs().max().item()
    if error > ATOL:
        candidates = {CAUSAL: expected_hidden(state, tokens, causal=True),
                      NO_PADDING: expected_hidden(state, tokens, padding=False),
                      NO_POSITIONS: expected_hidden(state, tokens, positions=False),
                      NOT_NORMALISED: expected_hidden(state, tokens, norm=False)}
        pytest.fail(f"{what} differ from PyTorch's encoder by {error:.3g}; " + name_mistake(hidden, candidates, real),
                    pytrace=False)
    return expected


@pytest.mark.points(3)
def test_the_encoder_reads_both_ways_like_pytorchs(ex09):
    """Rewards: the hidden states equal nn.TransformerEncoder's on the normalised sum of token and
    position embeddings, with the padding mask only (no causal mask)."""
    ours, state = model_and_state(ex09, seed=7)
    tokens = batch([9, 16, 5, 12], 16, seed=7)
    check_hidden(call(ours, tokens), state, tokens)


@pytest.mark.points(1)
def test_a_batch_narrower_than_the_position_table_gets_its_own_positions(ex09):
    """Rewards: a batch of L < max_len tokens gets the positions 0 .. L - 1 (the other tests' batches
    are as wide as the table)."""
    ours, state = model_and_state(ex09, seed=12)
    tokens = batch([9, 10, 5, 7], 10, seed=12)
    try:
        hidden = ours(tokens)
    except NotImplementedError:
        pytest.fail("EncoderOnlyLM.forward still raises NotImplementedError: fill in the TODO", pytrace=False)
    except Exception as error:
        if "must match the size" not in str(error):   # (B, 10, d) + the (16, d) table: they do not broadcast
            raise
        pytest.fail(f"a batch of 10 tokens raised {type(error).__name__}; {KNOWN}{WHOLE_TABLE}", pytrace=False)
    check_hidden(hidden, state, tokens)


@pytest.mark.points(1)
def test_the_embeddings_get_dropout_in_training(ex09):
    """Rewards: in training mode dropout acts on the embeddings' normalised sum, tested with the
    encoder's own dropout off (its layers in eval mode), so that only the embeddings' can act."""
    ours = call(ex09.EncoderOnlyLM, VOCAB + 1, MAX_LEN, D, H, LAYERS, FF, 0.5).double()
    ours.load_state_dict(random_weights(ours.state_dict(), 13))
    tokens = batch([9, 16, 5, 12], 16, seed=13)
    ours.train()
    ours.encoder.eval()
    torch.manual_seed(0)
    first = call(ours, tokens)
    torch.manual_seed(1)
    if torch.allclose(first, call(ours, tokens)):
        pytest.fail(NO_EMBEDDING_DROPOUT, pytrace=False)


@pytest.mark.points(3)
def test_the_loss_is_the_cross_entropy_at_the_chosen_positions(ex09):
    """Rewards: masked_lm_loss is the mean cross-entropy of the original tokens at the chosen positions only."""
    ours, state = model_and_state(ex09, seed=8)
    tokens = batch([9, 16, 5, 12, 14, 7], 16, seed=8)
    generator = torch.Generator().manual_seed(8)
    chosen = (torch.rand(tokens.shape, generator=generator) < 0.3) & (tokens >= 4)
    chosen[:, 1] = True
    inputs = torch.where(chosen, MASK, tokens)
    inputs[0, 1] = 50 if tokens[0, 1] != 50 else 51              # a random replacement
    loss = call(ours.masked_lm_loss, inputs, tokens, chosen)
    hidden = check_hidden(call(ours, inputs), state, inputs, "the hidden states the loss is computed from")
    logits = logits_of(state, hidden)
    expected = F.cross_entropy(logits[chosen], tokens[chosen])
    assert torch.is_tensor(loss) and loss.dim() == 0, f"the loss must be a scalar tensor, got {loss!r}"
    if abs(loss.item() - expected.item()) > ATOL:
        candidates = {EVERY_POSITION: F.cross_entropy(logits.flatten(0, 1), tokens.flatten()),
                      AGAINST_INPUTS: F.cross_entropy(logits[chosen], inputs[chosen])}
        pytest.fail(f"the loss is {loss.item():.6f}, expected {expected.item():.6f}; "
                    + name_mistake(loss, candidates), pytrace=False)


def classifier_and_state(ex09, seed: int, dropout: float = 0.0):
    encoder = call(ex09.EncoderOnlyLM, VOCAB + 1, MAX_LEN, D, H, LAYERS, FF, 0.0)
    ours = call(ex09.SequenceClassifier, encoder, 6, dropout).double()
    state = random_weights(ours.state_dict(), seed)
    ours.load_state_dict(state)
    return ours, state


def check_classifier(ours, state, tokens) -> None:
    """Fail unless the learner's classifier (in eval mode) gives the head of [CLS]'s hidden state,
    naming the known mistake of its encoder or its pooling that it matches."""
    encoder_state = {k.removeprefix("encoder."): v for k, v in state.items() if k.startswith("encoder.")}
    hidden = check_hidden(call(ours.encoder, tokens), encoder_state, tokens, "the encoder's hidden states")
    logits = call(ours, tokens)
    head = lambda h: h @ state["head.weight"].T + state["head.bias"]   # noqa: E731
    expected = head(hidden[:, 0])
    assert logits.shape == expected.shape, f"logits of shape {tuple(logits.shape)}, expected {tuple(expected.shape)}"
    error = (logits - expected).abs().max().item()
    if error > ATOL:
        real = (tokens != 0)[..., None].double()
        candidates = {MEAN_POOLED: head(hidden.mean(1)), LAST_POSITION: head(hidden[:, -1]),
                      MEAN_POOLED + " (even over the real tokens only)": head((hidden * real).sum(1) / real.sum(1))}
        pytest.fail(f"the logits differ by {error:.3g}; " + name_mistake(logits, candidates), pytrace=False)


@pytest.mark.points(3)
def test_the_classifier_reads_the_first_token(ex09):
    """Rewards: the class logits are the head applied to the encoder's output at [CLS], the first position."""
    ours, state = classifier_and_state(ex09, seed=9)
    ours.eval()
    check_classifier(ours, state, batch([9, 16, 5, 12], 16, seed=9))


@pytest.mark.points(1)
def test_the_classifier_applies_its_dropout_in_training_only(ex09):
    """Rewards: dropout on the [CLS] output in training mode (two calls differ), none in eval mode."""
    ours, state = classifier_and_state(ex09, seed=10, dropout=0.5)
    tokens = batch([9, 16, 12, 7], 16, seed=10)
    ours.eval()
    check_classifier(ours, state, tokens)
    ours.train()
    torch.manual_seed(0)
    first = call(ours, tokens)
    torch.manual_seed(1)
    second = call(ours, tokens)
    assert not torch.allclose(first, second), (
        "in training mode two calls gave the same logits: the classifier's dropout is not applied (self.dropout)")
    if (first == 0).double().mean() > 0.2:   # dropped logits are exact zeros; the head of a dropped state is not
        pytest.fail(KNOWN + DROPOUT_AFTER_HEAD, pytrace=False)
