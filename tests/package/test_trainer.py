"""The trainer and checkpoints of chapter 05 (hand-written).

Oracles: the gradient of one whole batch (for accumulation, also through an overridden
batch_loss); the uninterrupted run (for resume); the previous file on disk (for an interrupted
save); the step written into every weight of a checkpoint (for a reader racing the writer).
Exactness is asserted on CPU only.
"""

from __future__ import annotations

import importlib
import io
import itertools
import os
import pickle
import re
import stat
import threading
from dataclasses import asdict, dataclass

import pytest
import torch
from torch import nn

import transformer.checkpoints as checkpoints_module
import transformer.trainer as trainer_module
from transformer import Transformer, TransformerConfig
from transformer.callbacks import Callback, ProgressBar
from transformer.checkpoints import (
    atomic_write,
    load_checkpoint,
    load_model,
    read_checkpoint,
    register_model,
    save_checkpoint,
)
from transformer.copy_task import copy_task_batch
from transformer.recipe import LabelSmoothingLoss, shift_right
from transformer.trainer import Trainer, TrainerConfig, output_vocab_size

QUIET = dict(progress=False, warmup=50)


def model(seed=0, dropout=0.1, **overrides):
    torch.manual_seed(seed)
    c = dict(src_vocab_size=13, tgt_vocab_size=13, d_model=32, num_heads=2, d_ff=64, max_len=32, dropout=dropout)
    return Transformer(TransformerConfig.small(**{**c, **overrides}))


def padded_batch():
    g = torch.Generator().manual_seed(0)
    src = torch.randint(4, 13, (8, 7), generator=g)
    tgt = torch.randint(4, 13, (8, 6), generator=g)
    for row, length in enumerate([6, 1, 3, 2, 6, 4, 1, 5]):
        tgt[row, length - 1] = 2
        tgt[row, length:] = 0
    return src, tgt


def grads(m):
    return torch.cat([p.grad.flatten() for p in m.parameters()])


@pytest.mark.parametrize("field, value", [("warmup", 0), ("accumulation_steps", -1), ("log_every", 1.5),
                                          ("eval_every", -1), ("lr_factor", 0), ("label_smoothing", 1.0),
                                          ("clip_norm", -2.0), ("progress", "yes")])
def test_trainer_config_names_the_bad_field(field, value):
    with pytest.raises(ValueError, match=f"{field} .*{value!r}"):
        TrainerConfig(**{field: value})


def test_accumulation_equals_one_big_batch():
    """k micro-batches with different padding give the gradient of the whole batch (float64)."""
    src, tgt = padded_batch()
    whole = Trainer(model(dropout=0.0).double(), TrainerConfig(**QUIET))
    whole.accumulate([(src, tgt)])
    micro = Trainer(model(dropout=0.0).double(), TrainerConfig(**QUIET))
    loss = micro.accumulate([(src[i:i + 2], tgt[i:i + 2]) for i in range(0, 8, 2)])
    torch.testing.assert_close(grads(micro.model), grads(whole.model), atol=1e-12, rtol=0)
    criterion = LabelSmoothingLoss(13, 0, 0.1)
    expected = criterion(model(dropout=0.0).double()(src, shift_right(tgt, 1)), tgt).item()
    assert loss == pytest.approx(expected, abs=1e-12), "accumulate() returns the loss of the whole batch"
    # The naive mean of micro-batch means is measurably different: the test above can fail.
    naive = model(dropout=0.0).double()
    for i in range(0, 8, 2):
        (criterion(naive(src[i:i + 2], shift_right(tgt[i:i + 2], 1)), tgt[i:i + 2]) / 4).backward()
    assert (grads(naive) - grads(whole.model)).abs().max() > 1e-3


def test_accumulation_steps_in_fit_equal_one_big_step():
    """fit() with accumulation_steps=4 and batch 2 takes the same optimizer step as batch 8."""
    src, tgt = padded_batch()
    chunks = iter([(src[i:i + 2], tgt[i:i + 2]) for i in range(0, 8, 2)])
    a = Trainer(model(dropout=0.0).double(), TrainerConfig(accumulation_steps=4, **QUIET))
    a.fit(lambda: next(chunks), steps=1)
    b = Trainer(model(dropout=0.0).double(), TrainerConfig(**QUIET))
    b.train_step([(src, tgt)])
    for p, q in zip(a.model.parameters(), b.model.parameters(), strict=True):
        torch.testing.assert_close(p, q, atol=1e-12, rtol=0)


def test_a_step_without_target_tokens_is_an_error():
    trainer = Trainer(model(), TrainerConfig(**QUIET))
    with pytest.raises(ValueError, match="at least one target token.*0 micro-batch"):
        trainer.train_step([])
    with pytest.raises(ValueError, match="0 non-padding token"):
        trainer.train_step([(torch.tensor([[5, 6]]), torch.tensor([[0, 0]]))])
    with pytest.raises(ValueError, match="src must be a non-empty"):
        trainer.train_step([(torch.ones(0, 3, dtype=torch.long), torch.tensor([[5, 2]]))])


def test_clipping_bounds_the_gradient_norm():
    trainer = Trainer(model(dropout=0.0), TrainerConfig(clip_norm=1e-3, **QUIET))
    src, tgt = padded_batch()
    trainer.train_step([(src, tgt)])
    norm = torch.linalg.vector_norm(grads(trainer.model))
    assert norm <= 1e-3 * (1 + 1e-4), f"gradient norm {norm} after clipping to 1e-3"


def run(trainer, steps, checkpoint=None, die_at=None):
    calls = 0

    def next_batch():
        nonlocal calls
        calls += 1
        if calls == die_at:
            raise KeyboardInterrupt
        return copy_task_batch(16, length=6)

    return trainer.fit(next_batch, steps=steps, checkpoint=checkpoint)


def test_resume_reproduces_the_uninterrupted_losses_exactly(tmp_path):
    """Dropout on, data from the global generator: everything must come back from the checkpoint."""
    full = Trainer(model(), TrainerConfig(checkpoint_every=10, **QUIET))
    torch.manual_seed(123)
    run(full, 30)
    first = Trainer(model(), TrainerConfig(checkpoint_every=10, **QUIET))
    torch.manual_seed(123)
    with pytest.raises(KeyboardInterrupt):
        run(first, 30, tmp_path / "run.pt", die_at=17)   # dies inside step 17
    # Ctrl-C saves the last finished step (16) with the generators as they were when step 17 began.
    assert read_checkpoint(tmp_path / "run.pt")["step"] == 16
    torch.manual_seed(999)  # a fresh process: the checkpoint must restore the generators
    resumed = load_checkpoint(tmp_path / "run.pt", Trainer(model(seed=5), TrainerConfig(checkpoint_every=10, **QUIET)))
    assert resumed.step == 16
    run(resumed, 30, tmp_path / "run.pt")
    assert resumed.losses == full.losses, "a resumed run must repeat the uninterrupted run's losses exactly"
    for p, q in zip(resumed.model.parameters(), full.model.parameters(), strict=True):
        assert torch.equal(p, q)


def test_an_interrupted_save_leaves_the_previous_checkpoint(tmp_path, monkeypatch):
    trainer = Trainer(model(), TrainerConfig(**QUIET))
    path = save_checkpoint(tmp_path / "ckpt.pt", trainer)
    before = path.read_bytes()
    trainer.train_step([copy_task_batch(4)])

    def dies_halfway(obj, f):
        f.write(b"\x80half a pickle")
        raise KeyboardInterrupt

    monkeypatch.setattr(checkpoints_module.torch, "save", dies_halfway)
    with pytest.raises(KeyboardInterrupt):
        save_checkpoint(path, trainer)
    assert path.read_bytes() == before, "the old checkpoint was damaged"
    assert sorted(os.listdir(tmp_path)) == ["ckpt.pt"], "a temporary file was left behind"
    assert read_checkpoint(path)["step"] == 0


class Exploit:
    def __reduce__(self):
        return (os.system, ("touch pwned",))


def test_loading_runs_no_pickled_code(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with open(tmp_path / "evil.pt", "wb") as f:
        pickle.dump({"format": checkpoints_module.CHECKPOINT_FORMAT, "model": Exploit()}, f, protocol=2)
    with pytest.raises(ValueError, match="weights_only=True loads tensors and plain data only: .*posix") as refused:
        read_checkpoint(tmp_path / "evil.pt")
    assert isinstance(refused.value.__cause__, pickle.UnpicklingError), "the safe unpickler refused it"
    assert not (tmp_path / "pwned").exists(), "the checkpoint executed code: weights_only=True is missing"


def test_not_a_checkpoint_and_missing_file(tmp_path):
    torch.save({"weights": torch.zeros(2)}, tmp_path / "other.pt")
    with pytest.raises(ValueError, match="not a checkpoint of this course"):
        read_checkpoint(tmp_path / "other.pt")
    with pytest.raises(FileNotFoundError, match="no checkpoint at"):
        read_checkpoint(tmp_path / "absent.pt")


def damaged_files(tmp_path) -> dict:
    """name -> (a file that is not a checkpoint of ours, what the error must say about it)."""
    whole = save_checkpoint(tmp_path / "whole.pt", Trainer(model(), TrainerConfig(**QUIET))).read_bytes()
    (tmp_path / "truncated.pt").write_bytes(whole[: len(whole) // 2])
    (tmp_path / "text.pt").write_text("epoch 3, loss 0.41\n")
    (tmp_path / "empty.pt").write_bytes(b"")
    torch.save({"model": model().state_dict()}, tmp_path / "foreign.pt")
    torch.save([torch.zeros(2)], tmp_path / "list.pt")
    return {"truncated": r"truncated or corrupt: RuntimeError: PytorchStreamReader", "text": "truncated or corrupt",
            "empty": "truncated or corrupt", "foreign": r"format None, expected 'transformer-from-scratch/",
            "list": "format None, expected"}


def test_a_file_that_is_not_a_checkpoint_is_refused_in_one_line_that_says_what_to_do(tmp_path):
    def resume(path):
        return load_checkpoint(path, Trainer(model(), TrainerConfig(**QUIET)))

    for name, why in damaged_files(tmp_path).items():
        path = tmp_path / f"{name}.pt"
        for load in (read_checkpoint, load_model, resume):
            with pytest.raises(ValueError) as refused:
                load(path)
            message = str(refused.value)
            assert message.startswith(f"{path} is not a checkpoint of this course ("), message
            assert re.search(why, message), f"{name}: {message}"
            assert message.endswith("delete it and train again, or use another checkpoint"), message
            assert "\n" not in message, f"{name}: the error is not one line: {message}"


def test_atomic_write_gives_the_mode_of_open_under_the_umask(tmp_path):
    if os.name != "posix":
        pytest.skip("file modes and the umask are POSIX")
    old = os.umask(0o022)
    try:
        for umask, mode in ((0o022, 0o644), (0o077, 0o600), (0o002, 0o664)):
            os.umask(umask)
            written = atomic_write(tmp_path / f"file-{umask:o}", lambda f: f.write(b"data"))
            assert stat.S_IMODE(written.stat().st_mode) == mode, f"umask {umask:o}: mode {written.stat().st_mode:o}"
            assert written.read_bytes() == b"data"
        os.umask(0o022)
        path = save_checkpoint(tmp_path / "ckpt.pt", Trainer(model(), TrainerConfig(**QUIET)))
        assert stat.S_IMODE(path.stat().st_mode) == 0o644, "a checkpoint must be readable like any file"
    finally:
        os.umask(old)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ckpt.pt", "file-2", "file-22", "file-77"]


def test_a_checkpoint_of_another_config_is_refused(tmp_path):
    path = save_checkpoint(tmp_path / "a.pt", Trainer(model(), TrainerConfig(**QUIET)))
    other = Trainer(model(d_model=16), TrainerConfig(**QUIET))
    with pytest.raises(ValueError, match="d_model=32 in the checkpoint but 16 in the model"):
        load_checkpoint(path, other)


def test_load_model_rebuilds_a_tied_model_with_the_same_outputs(tmp_path):
    trainer = Trainer(model(dropout=0.0), TrainerConfig(**QUIET))
    trainer.train_step([copy_task_batch(8, length=5)])
    path = save_checkpoint(tmp_path / "m.pt", trainer)
    loaded = load_model(path)
    assert loaded.projection.weight is loaded.tgt_embed.weight is loaded.src_embed.weight, "tying lost on load"
    src, tgt = copy_task_batch(3, length=5)
    trainer.model.eval()
    torch.testing.assert_close(loaded(src, shift_right(tgt, 1)), trainer.model(src, shift_right(tgt, 1)),
                               atol=0, rtol=0)


def test_fit_logs_evaluates_and_shows_progress(capsys):
    trainer = Trainer(model(), TrainerConfig(warmup=50, log_every=5, eval_every=10, progress=True))
    modes = []
    trainer.fit(lambda: copy_task_batch(8, length=5), steps=20,
                evaluate=lambda: modes.append(trainer.model.training) or {"metric": 0.5})
    assert [h["step"] for h in trainer.history if "loss" in h] == [5, 10, 15, 20]
    assert [h["step"] for h in trainer.history if "metric" in h] == [10, 20]
    assert modes == [False, False] and trainer.model.training, "evaluate runs in eval mode, training resumes after"
    shown = capsys.readouterr()
    assert len(trainer.losses) == 20 and "20/20" in shown.err and shown.out == "", "progress goes to stderr"
    with pytest.raises(ValueError, match="steps must be an integer >= the steps already taken \\(20\\)"):
        trainer.fit(lambda: copy_task_batch(8), steps=10)


def test_progress_off_a_terminal_is_plain_lines_with_the_evaluations(capsys):
    trainer = Trainer(model(), TrainerConfig(warmup=50, eval_every=10, progress=True))
    trainer.fit(lambda: copy_task_batch(8, length=5), steps=20, evaluate=lambda: {"metric": 0.5})
    err = capsys.readouterr().err
    assert "\r" not in err, "a file or a pipe must get no carriage returns"
    lines = err.splitlines()
    assert [line.split(",")[0] for line in lines] == [f"training: step {s}/20" for s in range(2, 21, 2)]
    assert all(("metric 0.5" in line) == (int(line.split()[2].split("/")[0]) >= 10) for line in lines), err
    assert lines[4] == f"training: step 10/20, loss {trainer.losses[9]:.3f}, metric 0.5", "the evaluation's line"


def test_progress_stops_with_fit_and_a_terminal_gets_a_bar():
    class Stopper(Callback):
        def on_step(self, trainer, loss):
            if trainer.step == 7:
                trainer.stop("enough")

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    log, terminal = io.StringIO(), Terminal()
    trainer = Trainer(model(), TrainerConfig(**QUIET))
    trainer.fit(lambda: copy_task_batch(8, length=5), steps=100, callbacks=[ProgressBar(file=log), Stopper()])
    assert log.getvalue().splitlines()[-1].startswith("training: step 7/100, loss "), "the step where fit ended"
    trainer.fit(lambda: copy_task_batch(8, length=5), steps=9, evaluate=lambda: {"metric": 0.25},
                callbacks=[ProgressBar(file=terminal)])
    assert "\r" in terminal.getvalue() and "9/9" in terminal.getvalue(), "a terminal gets tqdm's bar"


def test_plot_history_draws_the_curves():
    import matplotlib

    matplotlib.use("Agg")
    trainer = Trainer(model(), TrainerConfig(warmup=50, log_every=2, eval_every=2, progress=False))
    trainer.fit(lambda: copy_task_batch(8, length=5), steps=4, evaluate=lambda: {"acc": 0.25})
    ax = trainer.plot_history(metric="acc")
    assert len(ax.lines) == 2 and len(ax.figure.axes) == 2


def test_a_diverging_loss_stops_with_a_message():
    trainer = Trainer(model(), TrainerConfig(**QUIET))
    with torch.no_grad():
        trainer.model.projection.bias.fill_(float("nan"))
    with pytest.raises(FloatingPointError, match="loss is nan at step 1"):
        trainer.train_step([copy_task_batch(4)])


def test_trainer_runs_on_the_models_device(device):
    trainer = Trainer(model().to(device), TrainerConfig(**QUIET))
    loss = trainer.train_step([copy_task_batch(4)])   # batches built on the CPU are moved over
    assert trainer.device.type == device.type and loss > 0


@dataclass(frozen=True)
class ToyLMConfig:
    """The fields a Trainer needs from a language model's config, and nothing else."""

    vocab_size: int = 11
    d_model: int = 16
    pad_token_id: int = 0

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> ToyLMConfig:
        return cls(**data)


class ToyLM(nn.Module):
    """A bigram language model: (B, L) ids -> (B, L, vocab_size) logits of the next token."""

    def __init__(self, config: ToyLMConfig):
        super().__init__()
        self.config = config
        self.embed = nn.Embedding(config.vocab_size, config.d_model)
        self.out = nn.Linear(config.d_model, config.vocab_size)

    def forward(self, ids):
        return self.out(self.embed(ids))


def toy_lm_loss(model, ids):
    """A batch is (B, L+1) ids: the model reads [:, :-1] and predicts [:, 1:]; nothing else changes."""
    inputs, targets = ids[:, :-1], ids[:, 1:]
    count = int((targets != model.config.pad_token_id).sum())
    return LabelSmoothingLoss(model.config.vocab_size, model.config.pad_token_id, 0.1)(model(inputs), targets), count


def counting_batch(rows=8, length=9):
    """Rows counting up modulo 7 from a random start, in ids 4..10: a bigram model can learn them."""
    start = torch.randint(0, 7, (rows, 1))
    return 4 + (start + torch.arange(length)) % 7


def toy_lm_trainer(seed=0, **settings):
    torch.manual_seed(seed)
    return Trainer(ToyLM(ToyLMConfig()), TrainerConfig(**{**QUIET, **settings}), loss=toy_lm_loss)


def test_output_vocab_size_reads_either_config():
    assert output_vocab_size(TransformerConfig.small(tgt_vocab_size=17, src_vocab_size=17)) == 17
    assert output_vocab_size(ToyLMConfig()) == 11
    with pytest.raises(ValueError, match="object has neither tgt_vocab_size nor vocab_size"):
        output_vocab_size(object())


def test_a_loss_passed_in_trains_a_language_model():
    trainer = toy_lm_trainer(warmup=10)
    assert trainer.loss is toy_lm_loss
    trainer.fit(lambda: counting_batch(), steps=60)
    first, last = trainer.losses[0], sum(trainer.losses[-10:]) / 10
    assert last < 0.5 * first, f"the loss went from {first:.3f} to {last:.3f}: the loss passed in did not train"


def test_accumulation_through_a_loss_passed_in_equals_one_big_batch():
    ids = counting_batch(rows=6)
    for row, length in enumerate([9, 2, 5, 3, 9, 7]):   # padded sequences of different lengths
        ids[row, length:] = 0
    whole, micro = toy_lm_trainer(), toy_lm_trainer()
    whole.model.double(), micro.model.double()
    loss = whole.accumulate([ids])
    assert micro.accumulate([ids[i:i + 2] for i in range(0, 6, 2)]) == pytest.approx(loss, abs=1e-12)
    torch.testing.assert_close(grads(micro.model), grads(whole.model), atol=1e-12, rtol=0)


def test_checkpoints_name_the_model_class_and_load_model_rebuilds_it(tmp_path, monkeypatch):
    monkeypatch.setattr(checkpoints_module, "_MODEL_CLASSES", dict(checkpoints_module._MODEL_CLASSES))  # undone after
    trainer = toy_lm_trainer()
    trainer.train_step([counting_batch()])
    path = save_checkpoint(tmp_path / "lm.pt", trainer)
    assert read_checkpoint(path)["model_class"] == "ToyLM"
    with pytest.raises(ValueError, match=r"'ToyLM', which is not registered \(registered: .*Transformer.*\); "
                                         r"import the module that defines ToyLM"):
        load_model(path)
    register_model(ToyLM, ToyLMConfig)
    loaded = load_model(path)
    assert type(loaded) is ToyLM and loaded.config == trainer.model.config and not loaded.training
    for (name, p), (_, q) in zip(loaded.state_dict().items(), trainer.model.state_dict().items(), strict=True):
        assert torch.equal(p, q), f"{name} differs after load_model"
    resumed = load_checkpoint(path, toy_lm_trainer(seed=3))
    assert resumed.step == 1 and resumed.losses == trainer.losses


def test_register_model_wants_a_config_that_a_checkpoint_can_store(monkeypatch):
    monkeypatch.setattr(checkpoints_module, "_MODEL_CLASSES", dict(checkpoints_module._MODEL_CLASSES))

    @dataclass
    class PlainConfig:
        d_model: int = 8

    with pytest.raises(TypeError, match="PlainConfig has no to_dict"):
        register_model(ToyLM, PlainConfig)


def test_a_checkpoint_is_refused_by_a_trainer_of_another_model_class(tmp_path):
    path = save_checkpoint(tmp_path / "lm.pt", toy_lm_trainer())
    with pytest.raises(ValueError, match="holds a ToyLM, but the trainer's model is a Transformer"):
        load_checkpoint(path, Trainer(model(), TrainerConfig(**QUIET)))


def test_a_checkpoint_without_model_class_loads_as_a_transformer(tmp_path):
    """Checkpoints written before the registry existed hold a Transformer."""
    trainer = Trainer(model(dropout=0.0), TrainerConfig(**QUIET))
    state = read_checkpoint(save_checkpoint(tmp_path / "new.pt", trainer))
    assert state.pop("model_class") == "Transformer"
    torch.save(state, tmp_path / "old.pt")
    assert isinstance(load_model(tmp_path / "old.pt"), Transformer)
    assert load_checkpoint(tmp_path / "old.pt", Trainer(model(seed=4, dropout=0.0), TrainerConfig(**QUIET))).step == 0


def test_a_reader_racing_the_writer_always_reads_a_whole_checkpoint(tmp_path):
    """While a thread keeps replacing the checkpoint, every read is one complete version of it."""
    trainer = Trainer(model(), TrainerConfig(**QUIET))
    path = tmp_path / "latest.pt"
    writes, done = 30, threading.Event()
    weights = [name for name, _ in trainer.model.named_parameters()]

    def write(step):   # version `step`: every weight equals step
        with torch.no_grad():
            for p in trainer.model.parameters():
                p.fill_(step)
        trainer.step = step
        save_checkpoint(path, trainer)

    def writer():
        try:
            for step in range(1, writes + 1):
                write(step)
        finally:
            done.set()

    write(0)

    thread = threading.Thread(target=writer)
    thread.start()
    seen = []
    try:
        while not done.is_set():
            state = read_checkpoint(path)   # a torn or half-written file would fail to load here
            assert all(bool((state["model"][name] == state["step"]).all()) for name in weights), \
                "a checkpoint mixed two versions"
            seen.append(state["step"])
    finally:
        thread.join()
    assert read_checkpoint(path)["step"] == writes
    assert len(set(seen)) > 1, f"the reader saw only versions {sorted(set(seen))}: it never raced the writer"


# What notebooks handed out before chapter 05's split into trainer, callbacks, checkpoints and copy_task
# import from transformer.trainer (exercises 06 and 07: register_model).
HANDED_OUT = {"callbacks": ["Callback", "EarlyStopping"],
              "checkpoints": ["atomic_write", "load_checkpoint", "load_model", "read_checkpoint", "register_model",
                              "save_checkpoint"],
              "copy_task": ["copy_task_batch"]}


@pytest.mark.parametrize("module, name", [(m, n) for m, names in HANDED_OUT.items() for n in names])
def test_names_that_moved_out_of_the_trainer_still_import_from_it(module, name):
    moved = getattr(importlib.import_module(f"transformer.{module}"), name)
    assert getattr(trainer_module, name) is moved, f"transformer.trainer.{name} is not transformer.{module}.{name}"
    assert name in trainer_module.__all__, f"{name} is re-exported, so transformer.trainer's __all__ lists it"
    assert name in importlib.import_module(f"transformer.{module}").__all__


def test_the_paper_constants_stay_in_the_trainer():
    assert trainer_module.ADAM_BETAS == (0.9, 0.98) and trainer_module.ADAM_EPS == 1e-9


# A trainer for any model: its loss, optimizer and schedule passed in ---------------------------------

def classifier_batches(seed=0, rows=16):
    """Endless (inputs (rows, 4), labels (rows,)) batches of a separable task, from a generator of their own."""
    g = torch.Generator().manual_seed(seed)
    while True:
        x = torch.randn(rows, 4, generator=g, dtype=torch.float64)
        yield x, (x[:, 0] + x[:, 1] > 0).long()


def classification_loss(model, batch):
    inputs, labels = batch
    return nn.functional.cross_entropy(model(inputs), labels), len(labels)


def adamw(parameters):
    return torch.optim.AdamW(parameters, lr=0.05, weight_decay=0.01)


def one_cycle(optimizer, steps=20):
    return torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=0.05, total_steps=steps)


def plain_classifier(seed=0):
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).double()


def test_a_trainer_with_its_own_loss_optimizer_and_schedule_takes_the_hand_written_loops_steps():
    """The trainer's step with AdamW, a one-cycle schedule and a loss that counts rows is exactly the
    loop a page would write by hand: zero, backward on the mean, step, schedule (batches of 16 rows:
    multiplying a mean by 16 and dividing the gradient by 16 again loses no bit)."""
    trainer = Trainer(plain_classifier(), TrainerConfig(clip_norm=None, **QUIET), loss=classification_loss,
                      optimizer=adamw, schedule=one_cycle)
    batches = classifier_batches()
    trainer.fit(lambda: next(batches), steps=20)
    model = plain_classifier()
    optimizer = adamw(model.parameters())
    schedule = one_cycle(optimizer)
    for inputs, labels in itertools.islice(classifier_batches(), 20):
        loss = nn.functional.cross_entropy(model(inputs), labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        schedule.step()
    for (name, p), q in zip(trainer.model.named_parameters(), model.parameters(), strict=True):
        assert torch.equal(p, q), f"{name}: the trainer's steps are not the hand-written loop's"
    assert trainer.losses[-1] < 0.5 * trainer.losses[0], "the classifier did not learn: the comparison is blind"


def test_state_dict_resumes_a_trainer_with_its_own_pieces_exactly():
    """state_dict() holds the optimizer's and the schedule's state whatever they are: a trainer that
    loads it after 10 steps ends where one that ran 20 steps without stopping ends."""
    def trainer():
        return Trainer(plain_classifier(), TrainerConfig(clip_norm=None, **QUIET), loss=classification_loss,
                       optimizer=adamw, schedule=one_cycle)

    whole, batches = trainer(), classifier_batches()
    whole.fit(lambda: next(batches), steps=20)
    first, batches = trainer(), classifier_batches()
    first.fit(lambda: next(batches), steps=10)
    state = pickle.loads(pickle.dumps(first.state_dict()))   # what a file holds, not references to the live state
    resumed = trainer()
    resumed.load_state_dict(state)
    resumed.fit(lambda: next(batches), steps=20)
    assert resumed.losses == whole.losses and resumed.step == 20
    for p, q in zip(resumed.model.parameters(), whole.model.parameters(), strict=True):
        assert torch.equal(p, q)


def test_a_model_without_config_must_bring_its_loss_and_schedule():
    with pytest.raises(ValueError, match="Sequential has no config, which the paper's loss and schedule read: "
                                         "pass loss= and schedule="):
        Trainer(plain_classifier(), TrainerConfig(**QUIET), loss=classification_loss)


def test_a_checkpoint_of_a_model_without_config_is_refused_by_name(tmp_path):
    trainer = Trainer(plain_classifier(), TrainerConfig(**QUIET), loss=classification_loss, schedule=one_cycle)
    with pytest.raises(ValueError, match="a checkpoint stores the model's config, and Sequential has none"):
        save_checkpoint(tmp_path / "model.pt", trainer)
    assert not list(tmp_path.iterdir()), "a refused checkpoint left a file behind"
