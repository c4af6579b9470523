"""Chapter 10's question, measured longer than its page can: what does each kind of attention cost
in quality on ListOps? (hand-written)

    make bench BENCH=listops                      # about 25 minutes on 2 CPU cores
    .venv/bin/python benchmarks/listops.py --steps 1500 --seeds 0 1

The page's data and model (transformer.long_attention: `listops`, `listops_model`, `train_listops`):
20,000 training expressions of 20 to 100 tokens (seed 0), 1,000 validation (seed 1) and 1,000 test
(seed 2); chapter 06's language model (d_model 64, 2 layers) with full causal attention (the fused
kernel: the same function as the explicit path, faster), a sliding window of 8 positions, or
linear attention (elu + 1); the same settings for every kind, fixed before any run. Each kind
trains `--steps` steps once per seed, its validation accuracy measured every 250 steps, and its
test accuracy at the end, beside two baselines on the same test set: the most frequent answer,
and the most frequent answer of each root operator. The record goes to
benchmarks/recorded/listops.json (command, seeds, date, machine, every accuracy); chapter 10's page
reads it. Run nothing else meanwhile.
"""

from __future__ import annotations

import argparse
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from transformer.long_attention import (
    answer_accuracy,
    listops,
    listops_baselines,
    listops_batch,
    listops_model,
    train_listops,
)

HERE = Path(__file__).resolve().parent
RECORDED = HERE / "recorded" / "listops.json"
sys.path.insert(0, str(HERE))
from verses_long import machine, save_record  # noqa: E402  (one machine description, one way to save)

KINDS = {"full": "fused", "sliding window (8)": "window", "linear (elu + 1)": "linear"}
LENGTH, EVAL_EVERY = 101, 250


def run(steps: int, seeds: list[int], recorded: Path = RECORDED) -> dict:
    started = datetime.now(timezone.utc)
    train, valid, test = listops(20_000, seed=0), listops(1_000, seed=1), listops(1_000, seed=2)
    (train_ids, train_answers), (valid_ids, valid_answers), (test_ids, test_answers) = (
        listops_batch(split, LENGTH) for split in (train, valid, test))
    runs = []
    for name, kind in KINDS.items():
        for seed in seeds:
            model = listops_model(kind, LENGTH, seed=seed)
            begin = time.perf_counter()
            trainer = train_listops(model, train_ids, train_answers, steps, seed=seed, eval_every=EVAL_EVERY,
                                    evaluate=lambda model=model: {"valid accuracy": answer_accuracy(
                                        model, valid_ids, valid_answers)})
            seconds = time.perf_counter() - begin
            curve = [{"step": h["step"], "valid accuracy": round(h["valid accuracy"], 4)}
                     for h in trainer.history if "valid accuracy" in h]
            row = {"attention": name, "kind": kind, "seed": seed, "steps": trainer.step,
                   "minutes": round(seconds / 60, 2), "validation curve": curve,
                   "test accuracy": round(answer_accuracy(model, test_ids, test_answers), 4)}
            print(f"{name}, seed {seed}: {row['minutes']} min, validation {curve[-1]['valid accuracy']:.1%}, "
                  f"test {row['test accuracy']:.1%}", flush=True)
            runs.append(row)
    test_set = {" ".join(t) for t, _ in test}
    record = {"what": "chapter 10: ListOps (20 to 100 tokens) with full, sliding-window and linear attention in "
                      "chapter 06's language model, the same fixed settings for each, test accuracy beside two "
                      "baselines",
              "command": "make bench BENCH=listops", "steps": steps, "seeds": seeds, "window": 8,
              "date": started.strftime("%Y-%m-%d"), "machine": machine(),
              "expressions": {"train": len(train), "valid": len(valid), "test": len(test)},
              "test expressions also in training": sum(" ".join(t) in test_set for t, _ in train),
              "baselines": {name: round(value, 4) for name, value in listops_baselines(train, test).items()},
              "runs": runs, "minutes": round((datetime.now(timezone.utc) - started).total_seconds() / 60, 1)}
    save_record(record, recorded)
    return record


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=1500, help="training steps of every run")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1], help="seeds of each kind's runs")
    parser.add_argument("--record", type=Path, default=RECORDED, help="where the record goes")
    args = parser.parse_args(argv)
    run(args.steps, args.seeds, args.record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
