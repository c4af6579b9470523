"""Graded tests of exercise 10: the Vision Transformer's patches, class token and positions
(hand-written).

`patchify` is called on images drawn here, of several channels and shapes (3 x 8 x 12 with P = 4;
1 x 8 x 8 with P = 2), whose pixels all differ, so any other order of the values shows. The oracle
is PyTorch's `Tensor.unfold` and a strided `nn.Conv2d`. The model is built with the learner's
__init__ (given in the skeleton) and receives its weights from the test; the oracle is the ViT
paper's equations 1 to 4 written out here: patches by `unfold`, the class token prepended, the
position embeddings added to all N + 1 tokens, `nn.TransformerEncoder` (pre-norm, GELU, a final
LayerNorm) holding the model's encoder weights, and the head on position 0. The model's tests run
on the reference's patchify (`reference_patches`), so a slip in patchify costs the two tests of
patches only (patchify's, and the given PatchEmbedding's, which rests on it).

Tolerances: patchify moves values without arithmetic (exact, ATOL 0); float64 elsewhere (ATOL = 1e-10;
the solution differs by < 1e-14; every known mistake by 1e-2 or more). A wrong output is compared with
each known mistake and the message names it.
"""

from __future__ import annotations

import inspect

import pytest
import torch
from torch import nn

from courseware.grader.plugin import call, reference_steps

pytestmark = pytest.mark.ex10

ATOL = 1e-10
KNOWN = "it matches a known mistake: "
NONE = "it matches none of the usual mistakes: compare each step with the chapter's equations"
COLUMNS = "the patches are read column by column: read them row by row (left to right, then down)"
CHANNEL_LAST = ("each patch is flattened with the channel last: flatten it channel, then row, then column (a "
                "convolution's order)")
ROWS_OF_PIXELS = ("the image is cut into rows of pixels, not square patches: reshape so that the patch's row and "
                  "column are axes of their own, and permute them before flattening")
CLASS_ADDED = "the class token is added to the patches instead of prepended: torch.cat it in front of them"
NO_CLASS_POSITION = ("the class token has no position embedding: add the N + 1 position embeddings after prepending "
                     "the class token")
MEAN_HEAD = "the head reads the mean of all positions: read the class token's output, position 0"
CLASS_APPENDED = ("the class token is appended after the patches and read from the end: prepend it (position 0) "
                  "and read position 0")
POSITIONS_FIRST = ("the positions are added before the class token is prepended: N patches cannot take N + 1 "
                   "positions; prepend the class token first, then add all N + 1")
NO_EMBEDDING_DROPOUT = ("the tokens get no dropout in training: apply self.dropout to the class token and patches "
                        "once their positions are added, before the encoder")
DROPOUT_BEFORE_POSITIONS = ("dropout acts before the positions are added: the positions pass through undropped; add "
                            "them first, then apply self.dropout")
D, H, FF, LAYERS = 16, 4, 32, 2


def pixels(shape, seed: int) -> torch.Tensor:
    """Images whose pixels all differ (a random permutation of 0 .. n - 1, as float64)."""
    n = torch.Size(shape).numel()
    return torch.randperm(n, generator=torch.Generator().manual_seed(seed)).double().view(shape)


def unfolded(images: torch.Tensor, p: int) -> torch.Tensor:
    b, c = images.shape[:2]
    blocks = images.unfold(2, p, p).unfold(3, p, p)                     # (B, C, rows, cols, P, P)
    return blocks.permute(0, 2, 3, 1, 4, 5).reshape(b, -1, c * p * p)


@pytest.fixture
def reference_patches(ex10):
    """While the test runs, the learner's module calls `unfolded` (this file's oracle) as its
    patchify: PatchEmbedding and the model are graded on their own steps."""
    with reference_steps(ex10, inspect.getsource(unfolded), {"patchify": "unfolded"}):
        yield


def patch_mistakes(images: torch.Tensor, p: int) -> dict:
    b, c, h, w = images.shape
    blocks = images.unfold(2, p, p).unfold(3, p, p)
    return {COLUMNS: blocks.permute(0, 3, 2, 1, 4, 5).reshape(b, -1, c * p * p),
            CHANNEL_LAST: blocks.permute(0, 2, 3, 4, 5, 1).reshape(b, -1, c * p * p),
            ROWS_OF_PIXELS: images.reshape(b, (h // p) * (w // p), c * p * p)}


def named(out, candidates: dict) -> str:
    for message, wrong in candidates.items():
        if wrong.shape == out.shape and torch.allclose(out.double(), wrong.double(), rtol=0, atol=1e-6):
            return KNOWN + message
    return NONE


def check_patches(ex10, images: torch.Tensor, p: int) -> None:
    out = call(ex10.patchify, images, p)
    expected = unfolded(images, p)
    assert out.shape == expected.shape, f"patches of shape {tuple(out.shape)}, expected {tuple(expected.shape)}"
    if not torch.equal(out, expected):
        pytest.fail("the patches differ from Tensor.unfold's; " + named(out, patch_mistakes(images, p)),
                    pytrace=False)


@pytest.mark.points(3)
def test_patchify_reads_the_patches_row_by_row(ex10):
    """Rewards: the P x P patches row by row, each flattened channel, then row, then column (as Tensor.unfold)."""
    check_patches(ex10, pixels((2, 3, 8, 12), seed=1), 4)
    check_patches(ex10, pixels((3, 1, 8, 8), seed=2), 2)


@pytest.mark.points(1)
def test_the_patch_embedding_is_a_strided_convolution(ex10):
    """Rewards: PatchEmbedding (given: a Linear on your patches) equals nn.Conv2d with kernel and stride
    P holding the same weights, as it does when patchify flattens each patch in the convolution's order."""
    images = pixels((2, 3, 8, 12), seed=3) / 288
    check_patches(ex10, images, 4)
    torch.manual_seed(3)
    conv = nn.Conv2d(3, D, kernel_size=4, stride=4).double()
    ours = call(ex10.PatchEmbedding, 4, 3, D).double()
    ours.proj.load_state_dict({"weight": conv.weight.detach().reshape(D, -1), "bias": conv.bias.detach()})
    with torch.no_grad():
        expected = conv(images).flatten(2).transpose(1, 2)
    torch.testing.assert_close(call(ours, images), expected, rtol=0, atol=ATOL)


GAINS = ("norm.weight", "norm1.weight", "norm2.weight")


def logits(ours, images: torch.Tensor) -> torch.Tensor:
    """The learner's model on `images`; a shape error of adding N + 1 positions to N patches is named."""
    try:
        return ours(images)
    except NotImplementedError:
        pytest.fail("VisionTransformer.forward still raises NotImplementedError: fill in the TODO", pytrace=False)
    except Exception as error:
        if "must match the size" not in str(error):
            raise
        pytest.fail(f"the model raised {type(error).__name__}; {KNOWN}{POSITIONS_FIRST}", pytrace=False)


def model_and_state(ex10, seed: int, dropout: float = 0.0):
    """The learner's VisionTransformer (8 x 8 images, P = 2, float64, eval mode) holding weights
    drawn here: LayerNorm gains near 1, everything else (the class token too) around 0."""
    ours = call(ex10.VisionTransformer, 8, 2, 1, 10, D, H, LAYERS, FF, dropout).double()
    generator = torch.Generator().manual_seed(seed)
    state = {}
    for name, value in ours.state_dict().items():
        noise = torch.randn(value.shape, generator=generator, dtype=torch.float64)
        state[name] = 1 + 0.2 * noise if name.endswith(GAINS) else 0.5 * noise
    ours.load_state_dict(state)
    ours.eval()
    return ours, state


def encoder_of(state: dict) -> nn.TransformerEncoder:
    layer = nn.TransformerEncoderLayer(D, H, FF, dropout=0.0, activation="gelu", layer_norm_eps=1e-6,
                                       batch_first=True, norm_first=True)
    encoder = nn.TransformerEncoder(layer, LAYERS, norm=nn.LayerNorm(D, eps=1e-6), enable_nested_tensor=False)
    encoder = encoder.double().eval()
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
        encoder.norm.weight.copy_(state["encoder.norm.weight"])
        encoder.norm.bias.copy_(state["encoder.norm.bias"])
    return encoder


def equations(state: dict, images: torch.Tensor, mistake: str | None = None) -> torch.Tensor:
    """Equations 1 to 4 of the paper with the model's weights; `mistake` writes one of the known ones."""
    patches = unfolded(images, 2) @ state["patch_embedding.proj.weight"].T + state["patch_embedding.proj.bias"]
    token = state["class_token"].expand(images.size(0), -1, -1)
    positions = state["position_embedding"]
    if mistake == CLASS_ADDED:
        z = patches + token + positions[:, 1:]
    elif mistake == CLASS_APPENDED:
        z = torch.cat([patches, token], dim=1) + positions
    elif mistake == NO_CLASS_POSITION:
        z = torch.cat([token, patches + positions[:, 1:]], dim=1)
    else:
        z = torch.cat([token, patches], dim=1) + positions
    with torch.no_grad():
        z = encoder_of(state)(z)
    y = z.mean(1) if mistake == MEAN_HEAD else z[:, -1] if mistake == CLASS_APPENDED else z[:, 0]
    return y @ state["head.weight"].T + state["head.bias"]


MODEL_MISTAKES = (CLASS_ADDED, NO_CLASS_POSITION, MEAN_HEAD, CLASS_APPENDED)


@pytest.mark.points(3)
@pytest.mark.usefixtures("reference_patches")
def test_the_model_computes_the_papers_equations(ex10):
    """Rewards: the logits are equations 1 to 4: the class token prepended to the embedded patches,
    a position for each of the N + 1 tokens, the pre-norm encoder, the head on the class token."""
    images = torch.rand(3, 1, 8, 8, generator=torch.Generator().manual_seed(4), dtype=torch.float64)
    ours, state = model_and_state(ex10, seed=4)
    out = logits(ours, images)
    expected = equations(state, images)
    assert out.shape == expected.shape, f"logits of shape {tuple(out.shape)}, expected {tuple(expected.shape)}"
    error = (out - expected).abs().max().item()
    if error > ATOL:
        candidates = {m: equations(state, images, m) for m in MODEL_MISTAKES}
        pytest.fail(f"the logits differ from the paper's equations by {error:.3g}; " + named(out, candidates),
                    pytrace=False)


@pytest.mark.points(1)
@pytest.mark.usefixtures("reference_patches")
def test_dropout_only_in_training(ex10):
    """Rewards: in eval mode the logits are the equations'; in training mode dropout changes them."""
    images = torch.rand(2, 1, 8, 8, generator=torch.Generator().manual_seed(5), dtype=torch.float64)
    ours, state = model_and_state(ex10, seed=5, dropout=0.5)
    error = (logits(ours, images) - equations(state, images)).abs().max().item()
    if error > ATOL:
        pytest.fail(f"in eval mode the logits differ from the paper's equations by {error:.3g}; "
                    + named(logits(ours, images), {m: equations(state, images, m) for m in MODEL_MISTAKES}),
                    pytrace=False)
    ours.train()
    torch.manual_seed(0)
    first = logits(ours, images)
    torch.manual_seed(1)
    assert not torch.allclose(first, logits(ours, images)), "in training mode two calls gave the same logits"


@pytest.mark.points(1)
@pytest.mark.usefixtures("reference_patches")
def test_the_tokens_get_dropout_after_their_positions(ex10):
    """Rewards: in training mode dropout acts on the tokens after the positions are added (the paper's
    appendix B.1: dropout after every dense layer except the qkv ones, and right after adding the
    positions), tested with the encoder's own dropout off (its layers in eval mode): once with the
    patches and the class token zeroed, where the tokens are the positions alone."""
    images = torch.rand(2, 1, 8, 8, generator=torch.Generator().manual_seed(6), dtype=torch.float64)
    ours, state = model_and_state(ex10, seed=6, dropout=0.5)
    varies = []
    for zeroed in (False, True):
        weights = {name: torch.zeros_like(v) if zeroed and name.startswith(("patch_embedding.", "class_token")) else v
                   for name, v in state.items()}
        ours.load_state_dict(weights)
        ours.train()
        ours.encoder.eval()
        torch.manual_seed(0)
        first = logits(ours, images)
        torch.manual_seed(1)
        varies.append(not torch.allclose(first, logits(ours, images)))
    if not any(varies):
        pytest.fail(NO_EMBEDDING_DROPOUT, pytrace=False)
    if not varies[1]:
        pytest.fail(KNOWN + DROPOUT_BEFORE_POSITIONS, pytrace=False)
