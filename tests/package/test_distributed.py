"""Data-parallel training, transformer/distributed.py (chapter 06, data parallel; hand-written).

Oracles: one process training on the combined batch, and chapter 05's Trainer. The main test launches
the module with `python -m torch.distributed.run --nproc_per_node 2` (torchrun) on the CPU with the gloo
backend, as the book page does, and compares the parameters, losses and gradient norms it writes with
those of `train_data_parallel` run in this process without a process group (world size 1, the same
code); that run in turn equals Trainer.train_step on the same batches, step by step. The fast tests
check the slicing, the loss weighting and the refusals of the command.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
import torch
import torch.distributed as dist

if not (dist.is_available() and dist.is_gloo_available()):
    pytest.skip("this PyTorch build has no torch.distributed with the gloo backend", allow_module_level=True)

from transformer import distributed as dp  # noqa: E402
from transformer.copy_task import copy_task_batch  # noqa: E402
from transformer.model import Transformer  # noqa: E402
from transformer.trainer import Trainer, TrainerConfig  # noqa: E402

# One run, small enough to start and finish in seconds on 2 cores: 5 steps of 16 sequences.
STEPS, GLOBAL_BATCH, SEED, D_MODEL, LAYERS, WARMUP = 5, 16, 3, 32, 1, 20
# float64, not float32: in float32 the biases of the key projections end up about a learning-rate step
# apart (their true gradient is 0, so .grad holds rounding noise, which Adam turns into full-size steps;
# the book page shows it), while every other parameter agrees to about 1e-6. In float64 that noise is far
# below Adam's eps (1e-9) and the whole runs agree: about 1e-11 after 20 steps. 1e-9 leaves room for other
# BLAS builds and is a million times smaller than how far 5 steps move the parameters (asserted below).
TOLERANCE = 1e-9
LAUNCH_TIMEOUT = 180  # seconds; the run takes about 10 s on 2 cores, most of it starting three Pythons


pytestmark = pytest.mark.usefixtures("one_thread")  # tests/package/conftest.py


def config():
    return dp.copy_task_config(D_MODEL, LAYERS)


@pytest.fixture(scope="module")
def two_processes(tmp_path_factory):
    """(state_dict, log) written by rank 0 of a real 2-process torchrun run, float64, gloo, CPU."""
    out = tmp_path_factory.mktemp("data-parallel") / "run"
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2",
               "-m", "transformer.distributed", "--out", str(out), "--backend", "gloo", "--dtype", "float64",
               "--steps", str(STEPS), "--global-batch", str(GLOBAL_BATCH), "--seed", str(SEED),
               "--d-model", str(D_MODEL), "--layers", str(LAYERS), "--warmup", str(WARMUP)]
    try:
        done = subprocess.run(command, env={**os.environ, "OMP_NUM_THREADS": "1"}, capture_output=True, text=True,
                              timeout=LAUNCH_TIMEOUT)
    except subprocess.TimeoutExpired as err:
        pytest.fail(f"torchrun did not finish within {LAUNCH_TIMEOUT} s; its stderr:\n{err.stderr}")
    assert done.returncode == 0, (f"torchrun failed with status {done.returncode}\nstdout:\n{done.stdout}\n"
                                  f"stderr:\n{done.stderr[-6000:]}")
    assert not list(out.glob(".*.tmp")), "temporary files were left next to the results"
    return torch.load(out / dp.MODEL_FILE, weights_only=True), json.loads((out / dp.LOG_FILE).read_text())


@pytest.fixture(scope="module")
def one_process():
    """(model, log) of the same run in this process: no process group, rank 0 of 1, the whole batch."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        return dp.train_data_parallel(config(), STEPS, GLOBAL_BATCH, seed=SEED, warmup=WARMUP, dtype=torch.float64)
    finally:
        torch.set_num_threads(threads)


def initial_model() -> Transformer:
    """The weights both runs start from (train_data_parallel seeds the global generator, then builds)."""
    torch.manual_seed(SEED)
    return Transformer(config()).double()


def translation_loss():
    """The loss chapter 05's Trainer trains with (label smoothing 0.1), as train_data_parallel's trainer has it."""
    return Trainer(initial_model(), TrainerConfig(progress=False)).loss


def test_two_processes_equal_one_process_on_the_combined_batch(two_processes, one_process):
    state, log = two_processes
    model, _ = one_process
    assert log["world_size"] == 2, f"the launched run was not one run of 2 processes: world_size {log['world_size']}"
    assert len(log["rank_loss"][0]) == 2
    params = dict(model.named_parameters())
    assert set(params) <= set(state), f"parameters missing from the saved state: {sorted(set(params) - set(state))}"
    for name, p in params.items():
        diff = (p.detach() - state[name]).abs().max().item()
        assert diff <= TOLERANCE, (f"{name}: 2 processes and 1 process differ by {diff:.2e} > {TOLERANCE:.0e}; "
                                   "are the gradients averaged over the ranks, and is each rank's loss its "
                                   "summed token losses x world_size / (tokens of the global batch)?")


def test_training_moved_the_parameters_far_beyond_the_tolerance(two_processes):
    """Without this, the comparison above would pass for runs that barely trained."""
    state, _ = two_processes
    moved = max((p.detach() - state[name]).abs().max().item() for name, p in initial_model().named_parameters())
    assert moved > 1e6 * TOLERANCE, f"5 steps moved no parameter by more than {moved:.1e}: the comparison is blind"


def test_each_rank_trained_on_its_own_half(two_processes):
    """A run in which every rank took the whole batch ends with the right parameters (its gradients are
    all the whole batch's), at twice the cost; the ranks' first losses tell the two apart."""
    _, log = two_processes
    model, batch = initial_model(), next(dp.global_batches(GLOBAL_BATCH, SEED))
    with torch.no_grad():
        expected = [s.item() / n for _, s, n in (dp.data_parallel_loss(model, translation_loss(), batch, r, 2)
                                                 for r in range(2))]
        _, whole_sum, whole_count = dp.data_parallel_loss(model, translation_loss(), batch, 0, 1)
    assert log["rank_loss"][0] == pytest.approx(expected, rel=1e-9), (
        f"the ranks' losses at step 1 {log['rank_loss'][0]} are not those of the rows 0-7 and 8-15 of the first "
        f"global batch {expected}: did each rank take its own contiguous slice?")
    assert abs(expected[0] - expected[1]) > 1e-3, "the two halves are too alike to tell the ranks apart"
    assert log["loss"][0] == pytest.approx(whole_sum.item() / whole_count, rel=1e-9)


def test_losses_and_gradient_norms_match_step_by_step(two_processes, one_process):
    """Adam hardly notices a gradient scaled by a constant (a missing or doubled 1/world_size); the
    gradient norm, logged before clipping, does."""
    _, log = two_processes
    _, reference = one_process
    assert log["loss"] == pytest.approx(reference["loss"], rel=1e-9)
    assert log["grad_norm"] == pytest.approx(reference["grad_norm"], rel=1e-9), (
        f"gradient norms {log['grad_norm']} vs one process {reference['grad_norm']}: is the gradient scaled right?")


def test_the_steps_are_the_trainers_steps(one_process):
    """train_data_parallel in one process equals chapter 05's Trainer.train_step on the same batches, step
    by step (Adam with foreach, the schedule, clipping to norm 1, label smoothing 0.1): the weights, the
    losses and the gradient norms before clipping."""
    model, log = one_process
    trainer = Trainer(initial_model(), TrainerConfig(warmup=WARMUP, progress=False))
    batches = dp.global_batches(GLOBAL_BATCH, SEED)
    losses, norms = [], []
    for _ in range(STEPS):
        losses.append(trainer.train_step([next(batches)]))
        norms.append(trainer.grad_norm.item())
    assert log["loss"] == pytest.approx(losses, rel=1e-12)
    assert log["grad_norm"] == pytest.approx(norms, rel=1e-12)
    assert norms[0] > 1, "the first gradient is not clipped: the test cannot see the clipping"
    for (name, p), q in zip(model.named_parameters(), trainer.model.parameters(), strict=True):
        diff = (p.detach() - q.detach()).abs().max().item()
        assert diff <= TOLERANCE, f"{name}: train_data_parallel and Trainer.train_step differ by {diff:.2e}"


def test_every_step_goes_through_trainer_train_step(monkeypatch):
    """Not a copy of the step that happens to agree: Trainer.train_step itself runs once per step."""
    calls = []
    real = Trainer.train_step

    def counted(self, micro_batches):
        calls.append(type(self).__name__)
        return real(self, micro_batches)

    monkeypatch.setattr(Trainer, "train_step", counted)
    dp.train_data_parallel(config(), 2, 4, seed=SEED, warmup=WARMUP)
    assert calls == ["DataParallelTrainer"] * 2


def test_a_data_parallel_step_takes_one_global_batch():
    trainer = dp.DataParallelTrainer(initial_model(), TrainerConfig(progress=False))
    batch = next(dp.global_batches(4, SEED))
    with pytest.raises(ValueError, match=r"one global batch \(accumulation_steps=1\), got 2"):
        trainer.train_step([batch, batch])


def test_shard_slices_are_contiguous_and_together_the_batch():
    src, tgt = torch.arange(12 * 5).reshape(12, 5), torch.arange(12 * 7).reshape(12, 7)
    for world_size in (1, 2, 3, 4, 6, 12):
        slices = [dp.shard((src, tgt), rank, world_size) for rank in range(world_size)]
        rows = 12 // world_size
        for rank, (s, t) in enumerate(slices):
            assert s.shape == (rows, 5) and t.shape == (rows, 7)
            assert s[0, 0].item() == rank * rows * 5, f"rank {rank} of {world_size} does not start at row {rank * rows}"
        assert torch.equal(torch.cat([s for s, _ in slices]), src), "the slices in rank order are not the batch"
        assert torch.equal(torch.cat([t for _, t in slices]), tgt), "the slices in rank order are not the batch"


def test_shard_refuses_a_global_batch_that_does_not_divide():
    with pytest.raises(ValueError, match=r"global_batch=10, world_size=4 \(remainder 2\)"):
        dp.shard((torch.zeros(10, 3), torch.zeros(10, 4)), 0, 4)


@pytest.mark.parametrize("rank, world_size, message", [
    (2, 2, r"rank must be in \[0, world_size\), got rank=2, world_size=2"),
    (-1, 2, r"got rank=-1"),
    (0, 0, r"got rank=0, world_size=0"),
    (0, 2.0, r"world_size must be an integer, got 2.0"),
])
def test_shard_refuses_a_bad_rank_or_world_size(rank, world_size, message):
    with pytest.raises(ValueError, match=message):
        dp.shard((torch.zeros(4, 3),), rank, world_size)


def test_the_loss_weights_each_rank_by_the_global_token_count():
    """With padding, ranks hold different numbers of tokens: the ranks' losses still average to the
    whole batch's loss, and their gradients to its gradient; the mean of their own means does not."""
    model = initial_model()
    src, tgt = copy_task_batch(8)
    tgt[4:, 3:] = model.config.pad_token_id  # rank 1 of 2: 12 target tokens, rank 0: 44
    batch = (src, tgt)

    def grad(loss):
        return torch.cat([g.flatten() for g in torch.autograd.grad(loss, list(model.parameters()))])

    whole, _, _ = dp.data_parallel_loss(model, translation_loss(), batch, 0, 1)
    ranks = [dp.data_parallel_loss(model, translation_loss(), batch, r, 2) for r in range(2)]
    assert [n for _, _, n in ranks] == [44, 12]
    assert ((ranks[0][0] + ranks[1][0]) / 2).item() == pytest.approx(whole.item(), rel=1e-12)
    assert torch.allclose((grad(ranks[0][0]) + grad(ranks[1][0])) / 2, grad(whole), rtol=0, atol=1e-12)
    mean_of_means = sum(s.item() / n for _, s, n in ranks) / 2
    assert abs(mean_of_means - whole.item()) > 1e-3, "the test batch does not show the weighting"


def test_global_batches_repeat_for_a_seed_and_leave_the_global_generator_alone():
    torch.manual_seed(0)
    before = torch.get_rng_state()
    a, b, c = dp.global_batches(6, seed=1), dp.global_batches(6, seed=1), dp.global_batches(6, seed=2)
    for _ in range(3):
        (sa, ta), (sb, tb), (sc, _) = next(a), next(b), next(c)
        assert torch.equal(sa, sb) and torch.equal(ta, tb) and not torch.equal(sa, sc)
    assert torch.equal(torch.get_rng_state(), before), "drawing the data moved the global generator (dropout's)"


def test_the_command_without_torchrun_trains_one_process(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("WORLD_SIZE", raising=False)
    options = ["--steps", "3", "--global-batch", "4", "--seed", "0", "--d-model", str(D_MODEL), "--layers", str(LAYERS),
               "--warmup", str(WARMUP)]
    assert dp.main(["--out", str(tmp_path), *options]) == 0
    assert not dist.is_initialized()
    assert "1 process(es) on cpu: 3 steps" in capsys.readouterr().out
    assert sorted(p.name for p in tmp_path.iterdir()) == [dp.LOG_FILE, dp.MODEL_FILE]
    log = json.loads((tmp_path / dp.LOG_FILE).read_text())
    assert log["world_size"] == 1 and len(log["loss"]) == 3 and log["rank_loss"][0] == [log["loss"][0]]
    model, _ = dp.train_data_parallel(config(), 3, 4, seed=0, warmup=WARMUP)
    saved = torch.load(tmp_path / dp.MODEL_FILE, weights_only=True)
    assert all(torch.equal(p.detach(), saved[name]) for name, p in model.named_parameters())


def test_the_command_refuses_a_global_batch_that_does_not_divide(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WORLD_SIZE", "2")  # what torchrun --nproc_per_node 2 sets
    with pytest.raises(SystemExit) as exit_:
        dp.main(["--out", str(tmp_path), "--global-batch", "5"])
    assert exit_.value.code == 2
    assert "--global-batch must divide by the number of processes, got --global-batch 5 for 2 processes" in (
        capsys.readouterr().err)
    assert not dist.is_initialized() and not any(tmp_path.iterdir()), "refused, but after joining or writing"


BAD_OPTIONS = [
    (["--steps", "0"], "--steps must be a positive integer, got 0"),
    (["--global-batch", "-4"], "--global-batch must be a positive integer, got -4"),
    (["--d-model", "30"], "--d-model 30: d_model must be divisible by num_heads"),
    (["--lr-factor", "0"], "--lr-factor must be a positive number, got 0.0"),
    (["--dtype", "float16"], "argument --dtype: invalid choice: 'float16'"),
    (["--steps", "ten"], "argument --steps: invalid int value: 'ten'"),
]
if not torch.cuda.is_available():
    BAD_OPTIONS.append((["--backend", "nccl"], "--backend nccl needs CUDA GPUs"))


@pytest.mark.parametrize("options, message", BAD_OPTIONS, ids=lambda x: " ".join(x) if isinstance(x, list) else "")
def test_the_command_refuses_bad_options(options, message, tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("WORLD_SIZE", raising=False)
    with pytest.raises(SystemExit) as exit_:
        dp.parse_args(["--out", str(tmp_path), *options])
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


def test_the_command_needs_an_output_folder(capsys):
    with pytest.raises(SystemExit):
        dp.parse_args(["--steps", "3"])
    assert "the following arguments are required: --out" in capsys.readouterr().err
