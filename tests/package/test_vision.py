"""The Vision Transformer of chapter 08 (transformer/vision.py) against independent references (hand-written).

No CPU build of torchvision for this torch installs from the registry (its wheel needs CUDA's
torchvision::nms), so the whole model is checked against the ViT paper's equations 1 to 4 written
out here with PyTorch's own functional pieces: patches cut with `Tensor.unfold`, attention by
`F.multi_head_attention_forward` (PyTorch's multi-head attention, given the model's weights),
`F.layer_norm` and `F.gelu`. The patch embedding is checked against a strided `nn.Conv2d`.
"""

from __future__ import annotations

import gzip

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from transformer.vision import PatchEmbedding, VisionTransformer, load_digits, patchify


def small(**kwargs) -> VisionTransformer:
    torch.manual_seed(0)
    settings = dict(image_size=8, patch_size=2, channels=1, num_classes=10, d_model=16, num_heads=4,
                    num_layers=2, d_ff=32, dropout=0.0)
    return VisionTransformer(**{**settings, **kwargs}).double().eval()


def test_patchify_reads_the_patches_row_by_row():
    images = torch.arange(2 * 3 * 8 * 12, dtype=torch.float64).view(2, 3, 8, 12)
    patches = patchify(images, 4)
    assert patches.shape == (2, 2 * 3, 3 * 4 * 4)
    for row in range(2):
        for col in range(3):
            block = images[:, :, row * 4:(row + 1) * 4, col * 4:(col + 1) * 4].flatten(1)   # channel, row, column
            torch.testing.assert_close(patches[:, row * 3 + col], block, rtol=0, atol=0)


def test_patch_embedding_is_a_strided_convolution():
    torch.manual_seed(1)
    embed = PatchEmbedding(patch_size=2, channels=3, d_model=5).double()
    conv = nn.Conv2d(3, 5, kernel_size=2, stride=2).double()
    with torch.no_grad():
        conv.weight.copy_(embed.proj.weight.view(5, 3, 2, 2))
        conv.bias.copy_(embed.proj.bias)
    images = torch.randn(4, 3, 8, 6, dtype=torch.float64)
    expected = conv(images).flatten(2).transpose(1, 2)   # (B, N, d): the patches row by row
    torch.testing.assert_close(embed(images), expected, rtol=0, atol=1e-12)


def papers_equations(model: VisionTransformer, images: torch.Tensor) -> torch.Tensor:
    """Logits from equations 1-4 of Dosovitskiy et al. (2021), with the model's weights."""
    p, d = model.patch_embedding.patch_size, model.class_token.size(-1)
    b, c = images.shape[:2]
    patches = images.unfold(2, p, p).unfold(3, p, p)                     # (B, C, rows, cols, p, p)
    patches = patches.permute(0, 2, 3, 1, 4, 5).reshape(b, -1, c * p * p)
    embed = model.patch_embedding.proj
    z = torch.cat([model.class_token.expand(b, 1, d), F.linear(patches, embed.weight, embed.bias)], dim=1)
    z = z + model.position_embedding                                     # eq. 1
    for layer in model.encoder.layers:
        attn = layer.self_attn
        h = F.layer_norm(z, (d,), layer.norm1.weight, layer.norm1.bias, layer.norm1.eps).transpose(0, 1)
        msa, _ = F.multi_head_attention_forward(
            h, h, h, d, attn.num_heads,
            torch.cat([attn.w_q.weight, attn.w_k.weight, attn.w_v.weight]),
            torch.cat([attn.w_q.bias, attn.w_k.bias, attn.w_v.bias]),
            None, None, False, 0.0, attn.w_o.weight, attn.w_o.bias, training=False, need_weights=False)
        z = z + msa.transpose(0, 1)                                      # eq. 2
        h = F.layer_norm(z, (d,), layer.norm2.weight, layer.norm2.bias, layer.norm2.eps)
        ff = layer.feed_forward
        z = z + F.linear(F.gelu(F.linear(h, ff.w_1.weight, ff.w_1.bias)), ff.w_2.weight, ff.w_2.bias)   # eq. 3
    norm = model.encoder.norm
    y = F.layer_norm(z[:, 0], (d,), norm.weight, norm.bias, norm.eps)   # eq. 4: the class token's output
    return F.linear(y, model.head.weight, model.head.bias)


def test_the_model_computes_the_papers_equations_and_their_gradients():
    model = small()
    images = torch.rand(3, 1, 8, 8, dtype=torch.float64, requires_grad=True)
    ours = model(images)
    reference = papers_equations(model, images)
    torch.testing.assert_close(ours, reference, rtol=0, atol=1e-10)
    cotangent = torch.randn_like(ours)
    got = torch.autograd.grad(ours, [images, *model.parameters()], cotangent)
    expected = torch.autograd.grad(reference, [images, *model.parameters()], cotangent)
    names = ["images"] + [name for name, _ in model.named_parameters()]
    for name, a, b in zip(names, got, expected, strict=True):
        torch.testing.assert_close(a, b, rtol=0, atol=1e-10, msg=name)


def test_the_class_token_is_prepended_with_a_position_of_its_own():
    """With the patches' projection zeroed, the encoder's input is the class token plus position 0,
    then the positions of the patches: the token is a sequence element, not added to the patches."""
    model = small()
    with torch.no_grad():
        model.patch_embedding.proj.weight.zero_()
        model.patch_embedding.proj.bias.zero_()
        model.class_token.normal_()
    seen = {}
    model.encoder.register_forward_pre_hook(lambda module, args: seen.__setitem__("x", args[0]))
    model(torch.rand(2, 1, 8, 8, dtype=torch.float64))
    x = seen["x"]
    assert x.shape == (2, 1 + 16, 16), "16 patches of 2 x 2 and the class token"
    torch.testing.assert_close(x[:, 0], (model.class_token + model.position_embedding[:, 0]).expand(2, 1, 16)[:, 0])
    torch.testing.assert_close(x[:, 1:], model.position_embedding[:, 1:].expand(2, -1, -1))


def test_every_patch_can_change_the_prediction():
    """No mask: the class token's output depends on every patch."""
    model = small()
    images = torch.rand(1, 1, 8, 8, dtype=torch.float64, requires_grad=True)
    model(images)[0, 3].backward()
    per_patch = patchify(images.grad, 2).abs().sum(-1)[0]
    assert (per_patch > 0).all(), per_patch


@pytest.mark.parametrize("settings, field", [
    (dict(image_size=8, patch_size=3), "patch_size"),
    (dict(d_model=16, num_heads=3), "num_heads"),
    (dict(num_layers=0), "num_layers"),
    (dict(num_classes=1.5), "num_classes"),
])
def test_a_bad_setting_is_refused_with_its_name(settings, field):
    with pytest.raises(ValueError, match=field):
        small(**settings)


def test_images_of_the_wrong_shape_are_refused():
    with pytest.raises(ValueError, match=r"images must have shape \(batch, 1, 8, 8\), got \(2, 8, 8\)"):
        small()(torch.rand(2, 8, 8, dtype=torch.float64))
    with pytest.raises(ValueError, match="patch_size 3 does not divide"):
        patchify(torch.rand(1, 1, 8, 8), 3)


def test_the_shipped_digits():
    images, labels = load_digits()
    assert images.shape == (1797, 1, 8, 8) and images.dtype == torch.float32
    assert images.min() == 0 and images.max() == 1
    counts = torch.bincount(labels, minlength=10)
    assert counts.sum() == 1797 and counts.min() >= 170, counts   # about 180 of each digit


def test_a_damaged_digits_file_names_its_line(tmp_path):
    path = tmp_path / "digits.csv.gz"
    rows = ["0," * 64 + "3", "0," * 63 + "17,4"]
    path.write_bytes(gzip.compress("\n".join(rows).encode()))
    with pytest.raises(ValueError, match="line 2"):
        load_digits(path)


def test_the_shipped_file_is_what_make_digits_writes(tmp_path):
    """courseware/digits.py takes the file unchanged from scikit-learn's wheel, checked by SHA-256:
    the committed file has that digest, and a wheel whose copy differs is refused."""
    import hashlib
    import zipfile

    from courseware import digits

    assert hashlib.sha256(digits.TARGET.read_bytes()).hexdigest() == digits.SHA256
    wheel = tmp_path / "scikit_learn-0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(digits.MEMBER, digits.TARGET.read_bytes())
    digits.extract(wheel, tmp_path / "digits.csv.gz")
    assert (tmp_path / "digits.csv.gz").read_bytes() == digits.TARGET.read_bytes()
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(digits.MEMBER, b"0,0,1\n")
    with pytest.raises(SystemExit, match="expected 09f66e6d"):
        digits.extract(wheel, tmp_path / "other.csv.gz")
