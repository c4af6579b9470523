"""The callbacks of the trainer of chapter 05: hook order, stop(), EarlyStopping (hand-written).

Oracles: the call order the Callback docstring promises (written out by hand for a short fit with
evaluations and checkpoints); scripted evaluations whose values fix, by hand, the step at which
EarlyStopping must stop; the arguments' documented ranges.
"""

from __future__ import annotations

import math

import pytest
import torch

from transformer import Transformer, TransformerConfig
from transformer.callbacks import Callback, EarlyStopping
from transformer.checkpoints import read_checkpoint
from transformer.copy_task import copy_task_batch
from transformer.trainer import Trainer, TrainerConfig


def tiny_trainer(**settings) -> Trainer:
    torch.manual_seed(0)
    config = TransformerConfig.small(src_vocab_size=13, tgt_vocab_size=13, d_model=16, num_heads=2, d_ff=32,
                                     num_encoder_layers=1, num_decoder_layers=1, max_len=16, dropout=0.0)
    return Trainer(Transformer(config), TrainerConfig(**{"progress": False, "warmup": 10, **settings}))


def batches():
    return copy_task_batch(4, length=4)


class Recorder(Callback):
    """Writes every hook call into a shared list as (name, hook, step, detail)."""

    def __init__(self, events: list, name: str = "cb"):
        self.events, self.name = events, name

    def on_fit_start(self, trainer):
        self.events.append((self.name, "fit_start", trainer.step, None))

    def on_step(self, trainer, loss):
        assert isinstance(loss, float) and loss == trainer.losses[-1], "on_step gets this step's loss"
        self.events.append((self.name, "step", trainer.step, None))

    def on_evaluate(self, trainer, metrics):
        self.events.append((self.name, "evaluate", trainer.step, metrics))

    def on_checkpoint(self, trainer, path):
        self.events.append((self.name, "checkpoint", trainer.step, read_checkpoint(path)["step"]))

    def on_fit_end(self, trainer):
        self.events.append((self.name, "fit_end", trainer.step, trainer.stop_reason))


def scripted(values):
    """An evaluate() returning the given values of "valid loss", one per call, and no more."""
    values = iter(values)

    def evaluate():
        value = next(values, None)
        assert value is not None, "evaluated more often than scripted: the run should have stopped"
        return {"valid loss": torch.tensor(value), "other": 0.5}
    return evaluate


def test_hooks_run_in_the_documented_order(tmp_path):
    """5 steps, evaluate and save every 2, and evaluate at the last step, then the final save."""
    events = []
    trainer = tiny_trainer(eval_every=2, checkpoint_every=2, log_every=2)
    trainer.fit(batches, steps=5, evaluate=lambda: {"acc": trainer.step / 10}, checkpoint=tmp_path / "c.pt",
                callbacks=[Recorder(events)])
    got = [(hook, step, detail) for _, hook, step, detail in events]
    assert got == [
        ("fit_start", 0, None),
        ("step", 1, None),
        ("step", 2, None), ("evaluate", 2, {"acc": 0.2}), ("checkpoint", 2, 2),
        ("step", 3, None),
        ("step", 4, None), ("evaluate", 4, {"acc": 0.4}), ("checkpoint", 4, 4),
        ("step", 5, None), ("evaluate", 5, {"acc": 0.5}), ("checkpoint", 5, 5),   # last step, final save
        ("fit_end", 5, None),
    ]
    assert [h["step"] for h in trainer.history if "loss" in h] == [2, 4, 5], "log_every still logs"


def test_a_final_save_at_a_checkpoint_step_is_not_written_twice(tmp_path):
    events = []
    tiny_trainer(checkpoint_every=2).fit(batches, steps=4, checkpoint=tmp_path / "c.pt", callbacks=[Recorder(events)])
    assert [step for _, hook, step, _ in events if hook == "checkpoint"] == [2, 4]


def test_callbacks_are_called_in_list_order_after_the_built_in_logger():
    events = []

    class SeesTheLog(Recorder):
        def on_step(self, trainer, loss):
            assert trainer.history[-1] == {"step": trainer.step, "loss": loss,
                                           "lr": trainer.scheduler.get_last_lr()[0]}, \
                "the built-in HistoryLogger runs before the user's callbacks"
            super().on_step(trainer, loss)

    trainer = tiny_trainer(eval_every=1, log_every=1)
    trainer.fit(batches, steps=2, evaluate=lambda: {"m": 1.0},
                callbacks=[SeesTheLog(events, "a"), Recorder(events, "b")])
    pairs = [(name, hook, step) for name, hook, step, _ in events]
    expected = []
    for hook, step in [("fit_start", 0), ("step", 1), ("evaluate", 1), ("step", 2), ("evaluate", 2), ("fit_end", 2)]:
        expected += [("a", hook, step), ("b", hook, step)]
    assert pairs == expected


class StopAt(Callback):
    def __init__(self, step: int):
        self.step = step

    def on_step(self, trainer, loss):
        if trainer.step == self.step:
            trainer.stop(f"asked to stop at step {self.step}")


def test_stop_in_on_step_ends_fit_after_that_step_with_its_evaluation_and_checkpoint(tmp_path):
    events = []
    trainer = tiny_trainer(eval_every=2, checkpoint_every=2, log_every=3)
    history = trainer.fit(batches, steps=50, evaluate=lambda: {"m": 1.0}, checkpoint=tmp_path / "c.pt",
                          callbacks=[StopAt(4), Recorder(events)])
    assert trainer.step == 4 and len(trainer.losses) == 4
    assert trainer.stop_reason == "asked to stop at step 4"
    assert history[-1] == {"step": 4, "stopped": "asked to stop at step 4"}
    assert [(hook, step) for _, hook, step, _ in events][-5:] == [
        ("step", 4), ("evaluate", 4), ("checkpoint", 4), ("checkpoint", 4), ("fit_end", 4)], \
        "the stopping step evaluates and saves as usual; the final save then records the stop"
    assert read_checkpoint(tmp_path / "c.pt")["history"][-1]["stopped"] == "asked to stop at step 4"
    # A new fit is a new request: it runs on until its own end.
    trainer.fit(batches, steps=6)
    assert trainer.step == 6 and trainer.stop_reason is None


def test_stop_keeps_the_first_reason_and_wants_a_string():
    trainer = tiny_trainer()
    trainer.fit(batches, steps=3, callbacks=[StopAt(1), StopAt(1)])
    trainer.stop("second")
    assert trainer.stop_reason == "asked to stop at step 1"
    with pytest.raises(ValueError, match="reason must be a non-empty string, got ''"):
        trainer.stop("")


def test_stop_in_on_fit_start_takes_no_step():
    class Refuse(Callback):
        def on_fit_start(self, trainer):
            trainer.stop("nothing to do")

    trainer = tiny_trainer()
    trainer.fit(batches, steps=5, callbacks=[Refuse()])
    assert trainer.step == 0 and trainer.history == [{"step": 0, "stopped": "nothing to do"}]


def test_on_fit_end_runs_when_a_step_raises():
    events, calls = [], 0

    def breaks_at_third_batch():
        nonlocal calls
        calls += 1
        if calls == 3:
            raise RuntimeError("the data loader broke")
        return batches()

    trainer = tiny_trainer()
    with pytest.raises(RuntimeError, match="the data loader broke"):
        trainer.fit(breaks_at_third_batch, steps=5, callbacks=[Recorder(events)])
    assert [(hook, step) for _, hook, step, _ in events] == [("fit_start", 0), ("step", 1), ("step", 2), ("fit_end", 2)]


def test_ctrl_c_saves_then_calls_on_checkpoint_and_on_fit_end(tmp_path):
    events = []

    class CtrlC(Callback):
        def on_step(self, trainer, loss):
            if trainer.step == 2:
                raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        tiny_trainer().fit(batches, steps=5, checkpoint=tmp_path / "c.pt", callbacks=[CtrlC(), Recorder(events)])
    assert [(hook, step, detail) for _, hook, step, detail in events][-2:] == [
        ("checkpoint", 2, 2), ("fit_end", 2, None)]


def early_stopped_run(values, steps=None, **options):
    """Evaluates after every step; `steps` defaults to more steps than values (the run must stop)."""
    trainer = tiny_trainer(eval_every=1)
    stopper = EarlyStopping("valid loss", **options)
    trainer.fit(batches, steps=steps or len(values) + 5, evaluate=scripted(values), callbacks=[stopper])
    return trainer, stopper


def test_early_stopping_min_stops_after_patience_evaluations_without_improvement():
    # evaluation:   1    2    3    4    5    6    7    8
    values = [5.0, 4.0, 4.5, 4.2, 3.9, 3.9, 4.0, 4.0]   # 5 improves (resets the count); 6, 7, 8 do not
    trainer, stopper = early_stopped_run(values, patience=3)
    assert trainer.step == 8, f"stopped at step {trainer.step}, expected the third evaluation after step 5"
    assert (stopper.best, stopper.best_step) == (pytest.approx(3.9), 5)
    assert trainer.history[-1]["stopped"] == trainer.stop_reason
    assert "valid loss" in trainer.stop_reason and "3 evaluations" in trainer.stop_reason \
        and "step 5" in trainer.stop_reason


def test_early_stopping_max_counts_an_equal_value_as_no_improvement():
    values = [0.1, 0.5, 0.5, 0.4, 0.9]
    trainer, stopper = early_stopped_run(values, patience=2, mode="max")
    assert trainer.step == 4 and (stopper.best, stopper.best_step) == (pytest.approx(0.5), 2)


def test_early_stopping_does_not_stop_a_run_that_keeps_improving():
    values = [1.0, 0.9, 0.8, 0.7, 0.6]
    trainer, stopper = early_stopped_run(values, steps=len(values), patience=1)
    assert trainer.step == 5 and trainer.stop_reason is None and stopper.best_step == 5


def test_early_stopping_improvements_must_exceed_min_delta():
    # With min_delta=0.1, 0.95 and 0.92 do not improve on 1.0; 0.85 does (by 0.15); 0.84, 0.83 do not.
    values = [1.0, 0.95, 0.85, 0.84, 0.83, 0.5]
    trainer, stopper = early_stopped_run(values, patience=2, min_delta=0.1)
    assert trainer.step == 5 and (stopper.best, stopper.best_step) == (pytest.approx(0.85), 3)
    # without min_delta every one of them improves
    trainer, _ = early_stopped_run(values, steps=len(values), patience=2)
    assert trainer.stop_reason is None


def test_early_stopping_counts_a_nan_as_no_improvement():
    trainer, stopper = early_stopped_run([1.0, math.nan, math.nan, 0.5], patience=2)
    assert trainer.step == 3 and stopper.best == 1.0


@pytest.mark.parametrize("field, value", [("patience", 0), ("patience", -2), ("patience", 1.5), ("patience", True),
                                          ("mode", "average"), ("min_delta", -0.1), ("min_delta", math.inf),
                                          ("metric", "")])
def test_early_stopping_names_the_bad_argument(field, value):
    arguments = {"metric": "valid loss", "patience": 2, field: value}
    with pytest.raises(ValueError, match=f"{field} must .*got {value!r}"):
        EarlyStopping(**arguments)


def test_early_stopping_names_a_metric_that_evaluate_does_not_return():
    trainer = tiny_trainer(eval_every=2)
    with pytest.raises(ValueError, match=r"'valid accuracy'.*step 2.*\['other', 'valid loss'\]"):
        trainer.fit(batches, steps=4, evaluate=scripted([1.0, 1.0]), callbacks=[EarlyStopping("valid accuracy", 2)])


def test_early_stopping_without_evaluations_is_an_error():
    with pytest.raises(ValueError, match="needs evaluations.*eval_every.*it is 0"):
        tiny_trainer().fit(batches, steps=2, evaluate=scripted([1.0]), callbacks=[EarlyStopping("valid loss", 2)])
