"""Chapter 05 (training): shift_right, LabelSmoothingLoss, noam_lambda, greedy_decode (hand-written).

Oracles: F.cross_entropy(ignore_index=pad, label_smoothing=eps); the paper's schedule numbers
(peak 512^-0.5 * 4000^-0.5 = 6.99e-4 at step 4000); greedy decoding of each row alone.
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from transformer import LabelSmoothingLoss, Transformer, TransformerConfig, greedy_decode, noam_lambda, shift_right


def test_shift_right():
    tgt = torch.tensor([[7, 8, 9, 2], [5, 2, 0, 0]])
    assert shift_right(tgt, 1).tolist() == [[1, 7, 8, 9], [1, 5, 2, 0]]
    assert shift_right(tgt, 1).dtype == tgt.dtype


@pytest.mark.parametrize("eps", [0.0, 0.1, 0.3])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_label_smoothing_equals_cross_entropy(eps, dtype, device):
    g = torch.Generator().manual_seed(int(eps * 10))
    logits = torch.randn(3, 7, 23, generator=g, dtype=dtype).to(device)
    target = torch.randint(1, 23, (3, 7), generator=g).to(device)
    target[0, 5:] = 0
    target[2, 2:] = 0
    ours = LabelSmoothingLoss(23, pad_token_id=0, smoothing=eps)(logits, target)
    reference = F.cross_entropy(logits.reshape(-1, 23), target.reshape(-1), ignore_index=0, label_smoothing=eps)
    torch.testing.assert_close(ours, reference, atol=1e-12 if dtype == torch.float64 else 1e-5, rtol=1e-6)


def test_label_smoothing_ignores_padding_and_rejects_bad_eps():
    logits = torch.randn(1, 3, 5)
    a = LabelSmoothingLoss(5)(logits, torch.tensor([[3, 4, 0]]))
    logits2 = logits.clone()
    logits2[0, 2] = 100.0
    assert torch.equal(a, LabelSmoothingLoss(5)(logits2, torch.tensor([[3, 4, 0]]))), \
        "a padded position changed the loss"
    with pytest.raises(ValueError, match="smoothing.*1.0"):
        LabelSmoothingLoss(5, smoothing=1.0)


def test_noam_schedule_peak_and_shape():
    rate = noam_lambda(512, warmup=4000)
    assert rate(3999) == pytest.approx(512**-0.5 * 4000**-0.5, rel=1e-12)
    assert rate(3999) == pytest.approx(6.988e-4, rel=1e-3)
    assert max(range(10000), key=rate) == 3999, "the peak is at step 4000 (index 3999)"
    assert rate(0) == pytest.approx(512**-0.5 * 4000**-1.5), "step 1 is the first step"
    assert rate(15999) == pytest.approx(rate(3999) / 2), "after the peak the rate falls as step^-0.5"
    with pytest.raises(ValueError, match="warmup.*0"):
        noam_lambda(512, warmup=0)


def test_noam_with_lambda_lr_and_paper_adam():
    p = torch.nn.Parameter(torch.zeros(1))
    opt = torch.optim.Adam([p], lr=1.0, betas=(0.9, 0.98), eps=1e-9)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, noam_lambda(512, warmup=10))
    seen = []
    for _ in range(12):
        seen.append(opt.param_groups[0]["lr"])
        opt.step()
        sched.step()
    assert seen[9] == pytest.approx(512**-0.5 * 10**-0.5), "the 10th optimizer step uses the peak rate"


def tiny_model(seed=0):
    torch.manual_seed(seed)
    return Transformer(TransformerConfig.small(src_vocab_size=15, tgt_vocab_size=15, d_model=32, num_heads=2,
                                               d_ff=32, max_len=40, dropout=0.0)).eval()


def test_greedy_decode_equals_row_by_row_decoding():
    model = tiny_model()
    with torch.no_grad():  # make eos likely so rows stop at different steps
        model.projection.bias[2] = 2.0
    src = torch.tensor([[5, 6, 7, 8, 9], [10, 11, 0, 0, 0], [12, 4, 4, 0, 0]])
    batched = greedy_decode(model, src, max_len=8, bos_token_id=1, eos_token_id=2)
    for row in range(3):
        real = src[row : row + 1, : int((src[row] != 0).sum())]
        alone = greedy_decode(model, real, max_len=8, bos_token_id=1, eos_token_id=2)[0].tolist()
        got = batched[row].tolist()[: len(alone)]
        assert got == alone, f"row {row}: batched {got} differs from decoding the row alone {alone}"
        rest = batched[row].tolist()[len(alone):]
        assert all(t == 0 for t in rest), "after its eos a row must receive padding"


def test_greedy_decode_stops_at_max_len():
    model = tiny_model(1)
    with torch.no_grad():
        model.projection.bias[2] = -1e4  # eos impossible
    out = greedy_decode(model, torch.tensor([[5, 6]]), max_len=6, bos_token_id=1, eos_token_id=2)
    assert out.shape == (1, 6)
