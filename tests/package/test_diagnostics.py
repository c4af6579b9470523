"""Tests of transformer.diagnostics, the tools of book/06_diagnostics.ipynb (hand-written).

Oracles: the shapes the small Transformer must produce (every size in the fixture is different, so
a swapped axis cannot pass); norms and entropies recomputed directly from .grad and the attention
weights, in plain Python where it matters; PyTorch's own hook registries (`_forward_hooks`,
`_forward_pre_hooks`) for "no hook is left behind", also after an exception.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest
import torch
from torch import nn

from transformer.config import TransformerConfig
from transformer.diagnostics import (
    AttentionMonitor,
    DiagnosticsConfig,
    GradientMonitor,
    check_finite,
    component_of,
    format_gradient_report,
    format_trace,
    gradient_report,
    module_names,
    normalised_entropy,
    shape_trace,
)
from transformer.masks import create_causal_mask, create_padding_mask
from transformer.model import Transformer
from transformer.multihead import MultiHeadAttention
from transformer.recipe import LabelSmoothingLoss, make_masks, shift_right
from transformer.trainer import Trainer, TrainerConfig

B, LS, LT, D_MODEL, HEADS, D_FF, VOCAB = 3, 7, 5, 16, 2, 40, 11  # pairwise distinct (d_k = 8 too)
N_ATTENTION = 4  # two encoder self-attentions, one decoder self- and one cross-attention


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """Tiny tensors: one thread is faster than two and gives the same numbers on every machine."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def small_model(seed: int = 0) -> Transformer:
    torch.manual_seed(seed)
    config = TransformerConfig.small(src_vocab_size=VOCAB, tgt_vocab_size=VOCAB, d_model=D_MODEL, num_heads=HEADS,
                                     d_ff=D_FF, num_encoder_layers=2, num_decoder_layers=1, max_len=16, dropout=0.1)
    return Transformer(config)


def batch(seed: int = 1):
    """(src (B, LS), tgt_in (B, LT), tgt (B, LT)): random ids, the last source token padded in row 0."""
    g = torch.Generator().manual_seed(seed)
    src = torch.randint(4, VOCAB, (B, LS), generator=g)
    src[0, -1] = 0
    tgt = torch.randint(4, VOCAB, (B, LT), generator=g)
    return src, shift_right(tgt, 1), tgt


def hooks_left(model: nn.Module) -> int:
    return sum(len(m._forward_hooks) + len(m._forward_pre_hooks) for m in model.modules())


def backward(model: nn.Module) -> None:
    src, tgt_in, tgt = batch()
    loss = LabelSmoothingLoss(VOCAB, 0, 0.1)(model(src, tgt_in, *make_masks(src, tgt_in)), tgt)
    loss.backward()


# --- shape_trace ---------------------------------------------------------------------------------

def test_shape_trace_records_every_module_call_with_the_known_shapes():
    model = small_model()
    src, tgt_in, _ = batch()
    rows = shape_trace(model, src, tgt_in)
    calls: dict[str, list] = {}
    for row in rows:
        calls.setdefault(row.name, []).append(row)

    assert rows[0].name == "(model)" and rows[0].depth == 0, "the model itself is the first call"
    assert rows[0].inputs == ((B, LS), (B, LT)) and rows[0].outputs == ((B, LT, VOCAB),)
    never = {name for m, name in module_names(model).items() if name not in calls}
    assert never == {"encoder.layers", "decoder.layers"}, \
        f"only the ModuleLists (iterated, never called) may be missing: {never}"
    assert calls["projection"][0].outputs == ((B, LT, VOCAB),), "projection: (B, Lt, V)"
    for i in range(2):
        attn = calls[f"encoder.layers.{i}.self_attn"][0]
        assert attn.kind == "MultiHeadAttention"
        assert attn.inputs == ((B, LS, D_MODEL),) * 3 + ((B, 1, 1, LS),), "query, key, value and the padding mask"
        assert attn.outputs == ((B, LS, D_MODEL), (B, HEADS, LS, LS)), "MHA returns (output, weights (B, h, Lq, Lk))"
    assert calls["decoder.layers.0.self_attn"][0].outputs == ((B, LT, D_MODEL), (B, HEADS, LT, LT))
    assert calls["decoder.layers.0.cross_attn"][0].outputs == ((B, LT, D_MODEL), (B, HEADS, LT, LS))
    assert calls["decoder.layers.0.feed_forward.w_1"][0].outputs == ((B, LT, D_FF),)
    assert len(calls["positions"]) == 2, "the positional encoding runs once per side"
    assert len(calls["tgt_embed = src_embed"]) == 2, "the shared embedding is one module with both names"


def test_shape_trace_lists_calls_in_call_order_with_depths():
    model = small_model()
    src, tgt_in, _ = batch()
    names = [r.name for r in shape_trace(model, src, tgt_in)]
    assert names.index("encoder") < names.index("encoder.layers.0") < names.index("encoder.layers.0.self_attn") \
        < names.index("encoder.layers.0.self_attn.w_q") < names.index("encoder.layers.1") < names.index("decoder")
    assert names[-1] == "projection"
    depths = {r.name: r.depth for r in shape_trace(model, src, tgt_in)}
    assert depths["encoder"] == 1 and depths["encoder.layers.0"] == 2 and depths["encoder.layers.0.self_attn.w_q"] == 4


def test_shape_trace_works_on_any_module():
    net = nn.Sequential(nn.Linear(5, 7), nn.ReLU(), nn.Linear(7, 3))
    rows = shape_trace(net, torch.randn(2, 5))
    assert [(r.name, r.kind, r.inputs, r.outputs) for r in rows] == [
        ("(model)", "Sequential", ((2, 5),), ((2, 3),)),
        ("0", "Linear", ((2, 5),), ((2, 7),)),
        ("1", "ReLU", ((2, 7),), ((2, 7),)),
        ("2", "Linear", ((2, 7),), ((2, 3),)),
    ]


def test_shape_trace_restores_modes_and_removes_its_hooks():
    model = small_model().train()
    model.decoder.eval()  # a mixed state must come back as it was, module by module
    modes = {name: m.training for name, m in model.named_modules()}
    src, tgt_in, _ = batch()
    shape_trace(model, src, tgt_in)
    assert hooks_left(model) == 0
    assert {name: m.training for name, m in model.named_modules()} == modes
    assert torch.is_grad_enabled()


def test_shape_trace_removes_its_hooks_when_the_forward_raises():
    model = small_model().train()
    src, tgt_in, _ = batch()
    flat_mask = src != 0  # (B, Ls) instead of (B, 1, 1, Ls): refused inside attention
    with pytest.raises(ValueError, match="does not fit attention scores") as raised:
        shape_trace(model, src, tgt_in, src_mask=flat_mask)
    assert hooks_left(model) == 0, "a hook survived the exception"
    assert all(m.training for m in model.modules()), "training mode not restored after the exception"
    if hasattr(raised.value, "add_note"):
        assert any("encoder.layers.0.self_attn" in note for note in raised.value.__notes__)


def test_format_trace_aligns_columns_and_cuts_at_max_depth():
    model = small_model()
    src, tgt_in, _ = batch()
    rows = shape_trace(model, src, tgt_in)
    lines = format_trace(rows).splitlines()
    assert len(lines) == len(rows) + 2, "header, rule, one line per call"
    starts = [i for i, ch in enumerate(lines[1]) if ch == "-" and (i == 0 or lines[1][i - 1] == " ")]
    assert len(starts) == 4
    for line in lines[2:]:
        for start in starts[1:]:
            assert line[start - 2:start] == "  " and line[start] != " ", f"column not aligned in {line!r}"
    short = format_trace(rows, max_depth=1).splitlines()
    assert len(short) == 2 + sum(r.depth <= 1 for r in rows)
    assert "(3, 5, 11)" in lines[2], "the model's output shape (B, Lt, V)"


# --- gradient_report -----------------------------------------------------------------------------

def component_grad_norm(model: nn.Module, prefix: str) -> float:
    """Oracle: the norm of all the gradients under `prefix`, concatenated."""
    grads = [p.grad.flatten() for name, p in model.named_parameters() if name.startswith(prefix + ".")]
    return torch.cat(grads).norm().item()


def test_component_of_cuts_the_module_path():
    assert component_of("encoder.layers.0.self_attn.w_q.weight", 4) == "encoder.layers.0.self_attn"
    assert component_of("encoder.layers.0.self_attn.w_q.weight", 2) == "encoder.layers"
    assert component_of("projection.bias", 4) == "projection"


def test_gradient_report_matches_direct_norms_and_flags_nothing_when_healthy():
    model = small_model()
    backward(model)
    rows = gradient_report(model)
    by_name = {r.component: r for r in rows}
    assert not [r for r in rows if r.flags], format_gradient_report(rows)
    for name in ("encoder.layers.1.self_attn", "decoder.layers.0.cross_attn", "decoder.layers.0.norm3"):
        assert by_name[name].grad_norm == pytest.approx(component_grad_norm(model, name), rel=1e-5)
        weights = torch.cat([p.detach().flatten() for n, p in model.named_parameters() if n.startswith(name + ".")])
        assert by_name[name].param_norm == pytest.approx(weights.norm().item(), rel=1e-5)
        assert by_name[name].ratio == pytest.approx(by_name[name].grad_norm / by_name[name].param_norm)
    # the tied table counts once, under its first name: the projection row holds the bias alone
    assert by_name["projection"].grad_norm == pytest.approx(model.projection.bias.grad.norm().item(), rel=1e-5)


def test_gradient_report_flags_an_unused_layer_as_dead_and_a_frozen_one_as_frozen():
    model = small_model()
    model.unused = nn.Linear(4, 6)                  # registered, never called: .grad stays None
    model.encoder.layers[1].feed_forward.requires_grad_(False)
    backward(model)
    rows = {r.component: r for r in gradient_report(model)}
    assert rows["unused"].flags == ("dead",)
    assert set(rows["unused"].dead) == {"unused.weight", "unused.bias"}
    assert rows["encoder.layers.1.feed_forward"].flags == ("frozen",), "frozen on purpose is not dead"
    flagged = {name for name, r in rows.items() if r.flags}
    assert flagged == {"unused", "encoder.layers.1.feed_forward"}, f"healthy components flagged: {flagged}"


def test_gradient_report_flags_a_detached_encoder_as_dead():
    model = small_model()
    src, tgt_in, tgt = batch()
    src_mask, tgt_mask = make_masks(src, tgt_in)
    memory = model.encode(src, src_mask).detach()  # the bug: nothing flows back into the encoder
    logits = model.projection(model.decode(tgt_in, memory, src_mask, tgt_mask))
    LabelSmoothingLoss(VOCAB, 0, 0.1)(logits, tgt).backward()
    flagged = {r.component for r in gradient_report(model) if "dead" in r.flags}
    assert flagged == {c for c in (r.component for r in gradient_report(model)) if c.startswith("encoder.")}


def test_gradient_report_flags_exploding_and_vanishing_components_only():
    model = small_model()
    backward(model)
    with torch.no_grad():
        for p in model.decoder.layers[0].feed_forward.parameters():
            p.grad.mul_(1e4)
        for p in model.encoder.layers[0].norm2.parameters():
            p.grad.mul_(1e-9)
    config = DiagnosticsConfig()
    rows = {r.component: r for r in gradient_report(model, config=config)}
    assert rows["decoder.layers.0.feed_forward"].flags == ("exploding",)
    assert rows["decoder.layers.0.feed_forward"].grad_norm > config.exploding_grad_norm
    assert rows["encoder.layers.0.norm2"].flags == ("vanishing",)
    assert {n for n, r in rows.items() if r.flags} == {"decoder.layers.0.feed_forward", "encoder.layers.0.norm2"}


def test_gradient_report_groups_by_depth_or_function():
    model = small_model()
    backward(model)
    coarse = {r.component for r in gradient_report(model, group=1)}
    assert coarse == {"tgt_embed", "projection", "encoder", "decoder"}
    by_side = gradient_report(model, group=lambda name: name.split(".")[0])
    assert {r.component for r in by_side} == coarse
    encoder = next(r for r in by_side if r.component == "encoder")
    assert encoder.grad_norm == pytest.approx(component_grad_norm(model, "encoder"), rel=1e-5)


def test_gradient_report_refuses_a_model_without_gradients():
    with pytest.raises(ValueError, match="call backward"):
        gradient_report(small_model())


def test_diagnostics_config_rejects_bad_thresholds():
    with pytest.raises(ValueError, match="exploding_grad_norm"):
        DiagnosticsConfig(exploding_grad_norm=-1.0)
    with pytest.raises(ValueError, match="vanishing_grad_norm must be below"):
        DiagnosticsConfig(vanishing_grad_norm=1.0, exploding_grad_norm=0.5)
    with pytest.raises(ValueError, match="collapse_entropy"):
        DiagnosticsConfig(collapse_entropy=1.5)


# --- GradientMonitor -----------------------------------------------------------------------------

def test_gradient_monitor_sees_the_gradients_of_the_step_just_taken():
    model = small_model()
    trainer = Trainer(model, TrainerConfig(warmup=10, clip_norm=None, progress=False))
    monitor = GradientMonitor(every=1, log=None)
    src, _, tgt = batch()
    tgt = torch.cat([tgt, torch.full((B, 1), 2)], dim=1)
    loss = trainer.train_step([(src, tgt)])
    monitor.on_step(trainer, loss)  # where Trainer.fit calls it: after the optimizer step
    direct = torch.cat([p.grad.flatten() for p in model.parameters()]).norm().item()
    assert monitor.history[-1]["step"] == 1 and monitor.history[-1]["loss"] == pytest.approx(loss)
    assert monitor.history[-1]["total"] == pytest.approx(direct, rel=1e-5)


def test_gradient_monitor_history_stays_bounded_over_many_steps():
    model = nn.Linear(3, 2)
    model.unused = nn.Linear(2, 2)  # a dead component: a flag at every report
    model(torch.randn(4, 3)).sum().backward()
    lines = []
    monitor = GradientMonitor(every=2, maxlen=5, log=lines.append)
    trainer = SimpleNamespace(model=model, step=0)
    for step in range(1, 1001):
        trainer.step = step
        monitor.on_step(trainer, 0.5)
        assert len(monitor.history) <= 5 and len(monitor.warnings) <= 5
    assert [entry["step"] for entry in monitor.history] == [992, 994, 996, 998, 1000]
    assert all(isinstance(v, float) for v in monitor.history[-1]["grad_norm"].values()), "floats, not tensors"
    assert len(lines) == 1 and "unused" in lines[0] and "unused.weight" in lines[0], "each flag is logged once"


def test_monitors_work_as_callbacks_of_trainer_fit():
    model = small_model()
    trainer = Trainer(model, TrainerConfig(warmup=10, progress=False))
    grads, heads = GradientMonitor(every=2, maxlen=3, log=None), AttentionMonitor(model, every=3, maxlen=2, log=None)

    def next_batch():
        src, _, tgt = batch(seed=len(trainer.losses))
        return src, torch.cat([tgt, torch.full((B, 1), 2)], dim=1)

    trainer.fit(next_batch, steps=9, callbacks=[grads, heads])
    assert [e["step"] for e in grads.history] == [4, 6, 8]
    assert [e["step"] for e in heads.history] == [6, 9]
    assert set(heads.history[-1]["entropy"]) == {n for n, m in model.named_modules()
                                                 if isinstance(m, MultiHeadAttention)}
    assert hooks_left(model) == 0, "the attention monitor's hooks outlived fit"


# --- attention entropy ---------------------------------------------------------------------------

def direct_normalised_entropy(row: list[float], allowed: list[bool]) -> float:
    """Oracle, in plain Python: -sum p log p over the allowed keys / log(number of allowed keys)."""
    n = sum(allowed)
    h = -sum(p * math.log(p) for p, ok in zip(row, allowed, strict=True) if ok and p > 0)
    return h / math.log(n)


def test_normalised_entropy_is_one_for_uniform_and_zero_for_one_hot_rows():
    uniform = torch.zeros(2, 3, 4, 6).softmax(dim=-1)       # all scores equal
    assert torch.allclose(normalised_entropy(uniform), torch.ones(2, 3, 4))
    one_hot = torch.zeros(2, 3, 4, 6)
    one_hot[..., 2] = 1.0
    assert torch.equal(normalised_entropy(one_hot), torch.zeros(2, 3, 4))
    near = torch.tensor([[1e4, 0, 0, 0, 0, 0.0]]).softmax(dim=-1)
    assert normalised_entropy(near).item() < 1e-3


def test_normalised_entropy_matches_a_direct_computation_under_a_mask():
    g = torch.Generator().manual_seed(3)
    scores = torch.randn(B, HEADS, LT, LS, generator=g)
    tokens = torch.randint(4, VOCAB, (B, LS), generator=g)
    tokens[1, 4:] = 0
    mask = create_padding_mask(tokens)                       # (B, 1, 1, Ls)
    weights = scores.masked_fill(~mask, torch.finfo(scores.dtype).min).softmax(dim=-1)
    got = normalised_entropy(weights, mask)
    for b in range(B):
        allowed = mask[b, 0, 0].tolist()
        for h in range(HEADS):
            for q in range(LT):
                want = direct_normalised_entropy(weights[b, h, q].tolist(), allowed)
                assert got[b, h, q].item() == pytest.approx(want, abs=1e-5), (b, h, q)


def test_normalised_entropy_leaves_out_rows_with_one_allowed_key():
    weights = torch.zeros(1, 1, 4, 4).masked_fill(~create_causal_mask(4), -1e9).softmax(dim=-1)
    got = normalised_entropy(weights, create_causal_mask(4))[0, 0]
    assert math.isnan(got[0].item()), "row 0 of a causal mask has one key: no information"
    assert torch.allclose(got[1:], torch.ones(3)), "uniform over the allowed keys = 1 whatever their number"


def test_attention_monitor_means_match_the_returned_weights():
    torch.manual_seed(4)
    mha = MultiHeadAttention(D_MODEL, HEADS, dropout=0.0)
    holder = nn.Module()
    holder.attn = mha
    x = torch.randn(B, LT, D_MODEL)
    mask = create_causal_mask(LT)
    with AttentionMonitor(holder, log=None) as monitor:
        _, w1 = mha(x, x, x, mask)
        _, w2 = mha(x * 2, x * 2, x * 2, mask=mask)          # keyword mask too
    weights = torch.cat([w1, w2])                            # (2B, h, Lt, Lt)
    for h in range(HEADS):
        values = [direct_normalised_entropy(weights[b, h, q].tolist(), mask[0, 0, q].tolist())
                  for b in range(2 * B) for q in range(1, LT)]  # row 0: one key, left out
        assert monitor.summary()["attn"][h] == pytest.approx(sum(values) / len(values), abs=1e-5)


def test_attention_monitor_flags_collapsed_heads_and_not_healthy_ones():
    model = small_model().eval()
    src, tgt_in, _ = batch()
    with AttentionMonitor(model, log=None) as healthy:
        model(src, tgt_in)
    assert healthy.collapsed() == []
    with torch.no_grad():
        model.decoder.layers[0].cross_attn.w_q.weight.mul_(1000)   # scores x 1000: a saturated softmax
        model.decoder.layers[0].cross_attn.w_q.bias.mul_(1000)
    with AttentionMonitor(model, log=None) as broken:
        model(src, tgt_in)
    assert {(name, head) for name, head, _ in broken.collapsed()} == \
        {("decoder.layers.0.cross_attn", h) for h in range(HEADS)}


def test_attention_monitor_removes_its_hooks_on_exit_and_after_an_exception():
    model = small_model()
    src, tgt_in, _ = batch()
    with pytest.raises(ValueError, match="does not fit"):
        with AttentionMonitor(model, log=None):
            assert hooks_left(model) == N_ATTENTION, "one hook per MultiHeadAttention"
            model(src, tgt_in, src_mask=src != 0)
    assert hooks_left(model) == 0
    monitor = AttentionMonitor(model, log=None)  # hooks from construction until remove()
    monitor.remove()
    monitor.remove()
    assert hooks_left(model) == 0


def test_attention_monitor_memory_is_bounded_over_many_steps():
    model = small_model().eval()
    src, tgt_in, _ = batch()
    lines = []
    monitor = AttentionMonitor(model, every=1, maxlen=4, log=lines.append,
                               config=DiagnosticsConfig(collapse_entropy=0.999))  # every head "collapsed"
    trainer = SimpleNamespace(model=model, step=0)
    with torch.no_grad(), monitor:
        for step in range(1, 201):
            model(src, tgt_in)
            trainer.step = step
            monitor.on_step(trainer, 0.0)
            assert len(monitor.history) <= 4
    assert [e["step"] for e in monitor.history] == [197, 198, 199, 200]
    assert all(s.shape == (HEADS,) for s in monitor._sums.values()), "running sums only"
    assert len(lines) == N_ATTENTION * HEADS, "each collapsed head is logged once"


# --- check_finite --------------------------------------------------------------------------------

def test_check_finite_names_the_module_that_made_the_nan():
    model = small_model().eval()
    with torch.no_grad():
        model.decoder.layers[0].feed_forward.w_2.weight[1, 3] = float("nan")
    src, tgt_in, _ = batch()
    with pytest.raises(FloatingPointError,
                       match=r"decoder\.layers\.0\.feed_forward\.w_2 \(Linear\).*shape \(3, 5, 16\).*finite"):
        with torch.no_grad(), check_finite(model):
            model(src, tgt_in)
    assert hooks_left(model) == 0, "hooks left after the error"


def test_check_finite_blames_upstream_when_the_inputs_are_not_finite():
    net = nn.Sequential(nn.Linear(3, 4), nn.ReLU())
    x = torch.randn(2, 3)
    x[0, 1] = float("inf")
    with pytest.raises(FloatingPointError, match=r"^0 \(Linear\).*already non-finite"):
        with check_finite(net):
            net(x)


def test_check_finite_does_nothing_when_all_is_finite():
    model = small_model().eval()
    src, tgt_in, _ = batch()
    with torch.no_grad():
        expected = model(src, tgt_in)
        with check_finite(model):
            assert hooks_left(model) == len(module_names(model))
            got = model(src, tgt_in)
    assert torch.equal(got, expected)
    assert hooks_left(model) == 0
