"""Training recipes since 2017, measured on chapter 05's real sentences (hand-written).

    make bench BENCH=verses-ablation              # about 50 minutes on 2 CPU cores
    .venv/bin/python benchmarks/verses_ablation.py --seeds 0 1
    # or one process per seed, one thread each, then one record of both:
    OMP_NUM_THREADS=1 .venv/bin/python benchmarks/verses_ablation.py --seeds 0 --record /tmp/a0.json &
    OMP_NUM_THREADS=1 .venv/bin/python benchmarks/verses_ablation.py --seeds 1 --record /tmp/a1.json; wait
    .venv/bin/python benchmarks/verses_ablation.py --merge /tmp/a0.json /tmp/a1.json

Each arm is the page's recipe (`transformer config verses`: d_model 128, 2+2 layers, batches of
1,000 tokens, 1,200 steps, the paper's Adam and schedule, the last 5 checkpoints averaged) with one
change, trained with `transformer train` for every seed. Each run is scored on the clean validation
verses (none a near-copy of a training verse), greedy with the averaged weights: the number a
recipe is chosen by. The page's recipe also gets the decoding-time steps: the last weights against
the averaged ones, and beam 4 with several length penalties. Nothing here looks at the test verses.

The record goes to benchmarks/recorded/verses_ablation.json (command, seeds, date, machine, every
run's settings and scores); chapter 05's page reads and plots it. Run nothing else meanwhile.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

import sacrebleu
import torch

from transformer import cli
from transformer.checkpoints import load_model
from transformer.data import translate
from transformer.translation import clean_splits

HERE = Path(__file__).resolve().parent
RECORDED = HERE / "recorded"
sys.path.insert(0, str(HERE))
from verses_long import machine  # noqa: E402  (one description of the machine for every record)

BASE = "the page's recipe"
# name -> the settings it changes: {section: {name: value}}
ARMS = {
    BASE: {},
    "+ KJV English as a second source": {"data": {"kjv_source": True}},
    "vocabulary 2,000": {"data": {"bpe_vocab_size": 2000}},
    "vocabulary 8,000": {"data": {"bpe_vocab_size": 8000}},
    "dropout 0.3": {"model": {"dropout": 0.3}},
    "AdamW, cosine decay": {"train": {"schedule": "cosine"}},
    "BPE-dropout 0.1": {"data": {"bpe_dropout": 0.1}},
}
ALPHAS = (0.6, 1.0, 1.4)   # beam 4's length penalty, on the page's recipe
BLEU = sacrebleu.BLEU()    # every score of the record (its signature is known once it has scored)


def config_of(changes: dict, seed: int) -> dict:
    settings = cli.SETTINGS["verses"]
    config = {"kind": "verses", **{s: {n: v for n, (v, _) in names.items()} for s, names in settings.items()}}
    for section, values in changes.items():
        config[section].update(values)
    config["train"].update(seed=seed, eval_every=0)   # scored once, at the end
    return config


def valid_bleu(model, vocab, valid, **decoding) -> float:
    hypotheses = translate(model, [p.en for p in valid], vocab, max_len=model.config.max_len - 1, **decoding)
    return round(BLEU.corpus_score(hypotheses, [[p.es for p in valid]]).score, 2)


def run_arm(name: str, seed: int, folder: Path) -> dict:
    config = config_of(ARMS[name], seed)
    start = time.perf_counter()
    trainer = cli.train(config, folder, progress=False)
    minutes = (time.perf_counter() - start) / 60
    valid = clean_splits()["valid"]
    averaged, vocab = cli.load_run(folder)
    row = {"arm": name, "seed": seed, "changes": ARMS[name], "steps": trainer.step, "threads": torch.get_num_threads(),
           "minutes": round(minutes, 2), "valid BLEU": valid_bleu(averaged, vocab, valid)}
    if name == BASE:
        row["last weights, greedy"] = valid_bleu(load_model(folder / cli.CHECKPOINT), vocab, valid)
        for alpha in ALPHAS:
            row[f"beam 4, alpha {alpha}"] = valid_bleu(averaged, vocab, valid, beam_size=4, alpha=alpha)
    print(f"{name:36} seed {seed}: valid BLEU {row['valid BLEU']:5.2f}  ({row['minutes']:.1f} min)"
          + "".join(f"; {key}: {value:.2f}" for key, value in row.items() if key.startswith(("last", "beam"))),
          flush=True)   # every score of the row, so the output alone could rebuild the record
    return row


def summary(rows: list[dict]) -> list[dict]:
    """Mean and spread over seeds of each arm, and its difference from the page's recipe (None in a
    record without the page's recipe: one process's share of `--arms`, merged later)."""
    base_runs = [r["valid BLEU"] for r in rows if r["arm"] == BASE]
    base = statistics.mean(base_runs) if base_runs else None
    out = []
    for name in ARMS:
        scores = [r["valid BLEU"] for r in rows if r["arm"] == name]
        if scores:
            out.append({"arm": name, "seeds": len(scores), "mean": round(statistics.mean(scores), 2),
                        "min": min(scores), "max": max(scores),
                        "difference": None if base is None else round(statistics.mean(scores) - base, 2)})
    return out


def run(seeds: list[int], path: Path = RECORDED / "verses_ablation.json", arms: list[str] | None = None) -> dict:
    """Train every arm (or `arms`) with every seed and write the record to `path`."""
    started = datetime.now(timezone.utc)
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for name in arms or list(ARMS):
            for seed in seeds:
                rows.append(run_arm(name, seed, Path(scratch) / f"{len(rows)}"))
    return write(rows, seeds, started.strftime("%Y-%m-%d"), path, str(BLEU.get_signature()))


def write(rows: list[dict], seeds: list[int], date: str, path: Path, signature: str, notes: list[str] = ()) -> dict:
    record = {"what": "chapter 05's real sentences: one change at a time to the page's recipe, greedy BLEU of the "
                      "averaged weights on the clean validation verses",
              **({"note": " ".join(dict.fromkeys(notes))} if notes else {}),
              "command": "make bench BENCH=verses-ablation", "seeds": seeds,
              "date": date, "machine": machine(),
              "valid verses": len(clean_splits()["valid"]), "BLEU signature": signature,
              "runs": rows, "summary": summary(rows)}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for line in record["summary"]:
        change = "" if line["difference"] is None else f"{line['difference']:+.2f}"
        print(f"{line['arm']:36} {line['mean']:6.2f} ({line['min']:.2f} to {line['max']:.2f})  {change}", flush=True)
    print(f"recorded in {path}", flush=True)
    return record


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1], help="seeds of every arm (default 0 1)")
    parser.add_argument("--arms", nargs="+", choices=list(ARMS), help="only these arms (default: all)")
    parser.add_argument("--record", type=Path, default=RECORDED / "verses_ablation.json",
                        help="where the record goes (default: benchmarks/recorded/verses_ablation.json)")
    parser.add_argument("--merge", type=Path, nargs="+", metavar="RECORD",
                        help="instead of training: merge the runs of these records (one process per seed, "
                             "each with OMP_NUM_THREADS=1, uses two cores without contention; or new arms "
                             "beside the recorded ones) into --record")
    args = parser.parse_args(argv)
    if args.merge:
        records = [json.loads(path.read_text(encoding="utf-8")) for path in args.merge]
        rows = [row for name in ARMS for record in records for row in record["runs"] if row["arm"] == name]
        write(rows, sorted({seed for record in records for seed in record["seeds"]}),
              min(record["date"] for record in records), args.record, records[0]["BLEU signature"],
              [record["note"] for record in records if record.get("note")])   # each record's note, kept
        return 0
    run(args.seeds, args.record, arms=args.arms)
    return 0


if __name__ == "__main__":
    sys.exit(main())
