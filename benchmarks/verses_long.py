"""The longer recipe of chapter 05's real sentences, trained, scored and recorded (hand-written).

    make bench BENCH=verses-long                  # about 65 minutes on 2 CPU cores
    .venv/bin/python benchmarks/verses_long.py --out runs/es-long --budget-minutes 60

Trains benchmarks/verses_long.toml with `transformer train` (the same code as the command line),
stopping early if training alone passes the time budget; every `eval_every` steps the greedy BLEU on
the validation verses gives a point of the learning curve, against minutes of training (evaluations
excluded). Then the 1,094 test verses are translated three ways (greedy with the last weights,
greedy and beam 4 with the averaged ones) and scored with sacrebleu's BLEU and chrF.

The record goes to benchmarks/recorded/: verses_long.json (command, seed, date, machine, settings,
learning curve, scores with their signatures) and verses_long.test.es (the beam translations, one
test verse a line, in the corpus' order). `transformer translate RUN < test.en` with the run folder
gives the same translations again. Run nothing else meanwhile: the curve is against time.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

import torch

from transformer import cli
from transformer.callbacks import Callback
from transformer.checkpoints import load_model
from transformer.data import translate
from transformer.translation import clean_splits, load_parallel_corpus

HERE = Path(__file__).resolve().parent
RECIPE = HERE / "verses_long.toml"
RECORDED = HERE / "recorded"


class TrainingClock(Callback):
    """Minutes of training (evaluations excluded) at each step; stops the run past `budget` minutes."""

    def __init__(self, budget: float):
        self.budget, self.seconds, self.at = budget, 0.0, {}

    def on_fit_start(self, trainer) -> None:
        self.last = time.perf_counter()

    def on_step(self, trainer, loss: float) -> None:
        now = time.perf_counter()
        self.seconds += now - self.last
        self.last = now
        self.at[trainer.step] = self.seconds / 60
        if self.seconds / 60 >= self.budget:
            trainer.stop(f"time budget of {self.budget:g} minutes of training spent")

    def on_evaluate(self, trainer, metrics: dict) -> None:
        self.last = time.perf_counter()   # the evaluation's time is not training time

    def on_checkpoint(self, trainer, path) -> None:
        self.last = time.perf_counter()


def machine() -> dict:
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor()) if Path("/proc/cpuinfo").exists() else ""
    return {"cpu": cpu, "cores": torch.get_num_threads(), "capability": torch.backends.cpu.get_cpu_capability(),
            "torch": torch.__version__, "python": platform.python_version(), "device": "cpu"}


def save_record(record: dict, path: Path) -> None:
    """Write a benchmark's record (JSON, one key a line) to benchmarks/recorded/ or wherever `path` says."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    print(f"recorded in {path}", flush=True)


def score(hypotheses: list[str], references: list[str]) -> dict:
    import sacrebleu

    bleu, chrf = sacrebleu.BLEU(), sacrebleu.CHRF()
    b, c = bleu.corpus_score(hypotheses, [references]), chrf.corpus_score(hypotheses, [references])
    return {"BLEU": round(b.score, 2), "chrF": round(c.score, 2), "BLEU signature": str(bleu.get_signature()),
            "chrF signature": str(chrf.get_signature()), "BLEU detail": str(b)}


ALPHAS = (0.6, 1.0, 1.2, 1.4, 1.6, 1.8)   # beam 4's length penalty, chosen on the clean validation verses


def score_parts(hypotheses: list[str], test: list, parts: dict[str, set[str]]) -> dict:
    """The scores of `hypotheses` (one per test verse) on each part: name -> the references in it."""
    out = {}
    for name, refs in parts.items():
        rows = [i for i, p in enumerate(test) if p.ref in refs]
        out[name] = {**score([hypotheses[i] for i in rows], [test[i].es for i in rows]), "verses": len(rows)}
    return out


def evaluate(out: Path) -> dict:
    """The length penalty chosen on the clean validation verses; then the test verses translated
    four ways, each scored on the clean test set, on the near-copies and on all of them."""
    splits = clean_splits()
    test = load_parallel_corpus()["test"]
    parts = {"clean": {p.ref for p in splits["test"]}, "near-copies": {p.ref for p in splits["test near-copies"]},
             "all": {p.ref for p in test}}
    last = load_model(out / cli.CHECKPOINT)
    averaged, vocab = cli.load_run(out)
    room = averaged.config.max_len - 1
    valid = splits["valid"]
    tuning = {}
    for alpha in ALPHAS:
        hypotheses = translate(averaged, [p.en for p in valid], vocab, max_len=room, beam_size=4, alpha=alpha)
        tuning[alpha] = score(hypotheses, [p.es for p in valid])
        print(f"validation, beam 4, alpha {alpha}: BLEU {tuning[alpha]['BLEU']:.2f}", flush=True)
    best = max(ALPHAS, key=lambda a: tuning[a]["BLEU"])
    results, translations, decoded = {}, None, {}
    for name, model, beam, alpha in [("greedy, last weights", last, 1, 0.6), ("greedy, averaged", averaged, 1, 0.6),
                                     ("beam 4, averaged, alpha 0.6", averaged, 4, 0.6),
                                     (f"beam 4, averaged, alpha {best} (validation)", averaged, 4, best)]:
        start = time.perf_counter()
        if (id(model), beam, alpha) not in decoded:   # the chosen alpha may be the paper's: decode it once
            decoded[id(model), beam, alpha] = translate(model, [p.en for p in test], vocab, max_len=room,
                                                        beam_size=beam, alpha=alpha)
        hypotheses = decoded[id(model), beam, alpha]
        results[name] = {**score_parts(hypotheses, test, parts), "seconds": round(time.perf_counter() - start, 1)}
        clean = results[name]["clean"]
        print(f"{name}: clean test BLEU {clean['BLEU']:.1f}, chrF {clean['chrF']:.1f}", flush=True)
        translations = hypotheses
    return {"length penalty on validation": {str(a): tuning[a] for a in ALPHAS}, "alpha": best,
            "valid verses": len(valid), "test": results, "translations": translations}


def run(out: Path, budget: float, config: dict | None = None, recorded: Path = RECORDED) -> dict:
    """Train `config` (default: the recipe) into `out`, score the test verses, write the record."""
    config = cli.read_config(RECIPE) if config is None else config
    started = datetime.now(timezone.utc)
    clock = TrainingClock(budget)
    trainer = cli.train(config, out, progress=True, callbacks=[clock])
    curve = [{"step": h["step"], "minutes": round(clock.at.get(h["step"], 0.0), 2),
              "valid BLEU": round(h["valid BLEU"], 2)} for h in trainer.history if "valid BLEU" in h]
    losses = [{"step": h["step"], "loss": round(h["loss"], 4)} for h in trainer.history if "loss" in h]
    training = {"command": "make bench BENCH=verses-long", "settings": config, "seed": config["train"]["seed"],
                "date": started.strftime("%Y-%m-%d"), "machine": machine(),
                "parameters": sum(p.numel() for p in trainer.model.parameters()),
                "steps": trainer.step, "stopped": trainer.stop_reason,
                "training minutes": round(clock.seconds / 60, 1),
                "checkpoints averaged": config["train"]["average"], "learning curve": curve,
                "training loss": losses}
    (out / "training.json").write_text(json.dumps(training, indent=1) + "\n", encoding="utf-8")
    return record(out, recorded)


def record(out: Path, recorded: Path = RECORDED) -> dict:
    """Score the trained run in `out` (its training.json written by run) and write the record."""
    training = json.loads((out / "training.json").read_text(encoding="utf-8"))
    scores = evaluate(out)
    translations = scores.pop("translations")
    record = {"what": "chapter 05's longer recipe: English verses into Spanish, scored on the clean test verses "
                      "(no near-copy of a training verse), the near-copies and all 1,094",
              **training, **scores}
    recorded.mkdir(parents=True, exist_ok=True)
    (recorded / "verses_long.json").write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n",
                                               encoding="utf-8")
    (recorded / "verses_long.test.es").write_text("\n".join(translations) + "\n", encoding="utf-8")
    print(f"recorded in {recorded}/verses_long.json and verses_long.test.es", flush=True)
    return record


def run_in_scratch(budget: float) -> dict:
    """run() into a temporary run folder, removed at the end (the record stays)."""
    with tempfile.TemporaryDirectory() as scratch:
        return run(Path(scratch) / "verses-long", budget)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, help="run folder (default: a temporary one, removed at the end)")
    parser.add_argument("--budget-minutes", type=float, default=60.0, help="most minutes of training (default 60)")
    parser.add_argument("--score-only", action="store_true",
                        help="score the trained run in --out again (its training.json) and record it")
    args = parser.parse_args(argv)
    if args.score_only:
        if args.out is None:
            parser.error("--score-only needs --out, the trained run's folder")
        record(args.out)
        return 0
    if args.out is not None:
        run(args.out, args.budget_minutes)
        return 0
    run_in_scratch(args.budget_minutes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
