"""Chapter 09's open question, measured: does longer pretraining make the encoder worth its labels? (hand-written)

    make bench BENCH=mlm-scale                    # about 20 minutes on 2 CPU cores
    .venv/bin/python benchmarks/mlm_scale.py --steps 600 6000 --pretrain-seeds 0 1

Chapter 09 pretrains a small encoder (d_model 64, 2 layers) for 600 steps on the English training
verses, then fine-tunes it on 100 or 1,000 labelled verses to tell which kind of book a verse comes
from; with 1,000 labels it stays below naive Bayes, and the page cannot afford to say why. Here:

* **encoders**: fresh (no pretraining), and pretrained as the page does (`pretrain`) for each
  number of `--steps` (the page's 600 and ten times more by default), once per pretraining seed;
  each with its masked-token accuracy on the validation verses;
* **two ways to read each one**: fine-tuning through [CLS] (the page's `fine_tune`), its learning
  rate and number of steps chosen on the validation verses; and a linear probe of the frozen
  encoder, a logistic regression on the [CLS] output or on the mean of the token outputs, its
  weight decay chosen on the validation verses;
* **then the test**: for 3 draws of the labelled verses (the page's draws), every setting chosen
  scored once on the 1,094 test verses, beside naive Bayes on the same labels and the share of
  the most frequent kind.

Settings are chosen on the 549 validation verses, averaging the labelled draws of seeds 0 and 1;
nothing is chosen on the test verses. The record goes to benchmarks/recorded/mlm_scale.json
(command, seeds, date, machine, every score); chapter 09's page reads it. Run nothing else meanwhile.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import torch
import torch.nn.functional as F

from transformer.encoder_only import (
    BOOK_KINDS,
    EncoderOnlyLM,
    accuracy,
    book_kinds,
    fine_tune,
    length_batches,
    mask_tokens,
    naive_bayes,
    pad_ids,
    pretrain,
)
from transformer.lm import BOS_ID, EOS_ID, PAD_ID, UNK_ID, BPETokenizer
from transformer.translation import load_parallel_corpus

HERE = Path(__file__).resolve().parent
RECORDED = HERE / "recorded" / "mlm_scale.json"
sys.path.insert(0, str(HERE))
from verses_long import machine, save_record  # noqa: E402  (one machine description, one way to save)

MAX_LEN, VOCAB, LR = 64, 1000, 2e-3           # the page's encoder and pretraining rate
LABELS = {100: 60, 1000: 120}                 # labelled verses: the page's fine-tuning steps
FINE_TUNE_GRID = [(lr, factor) for lr in (3e-4, 1e-3, 3e-3) for factor in (1, 3)]   # rate, x the page's steps
WEIGHT_DECAYS = (1e-4, 1e-3, 1e-2, 1e-1, 1.0)  # the linear probe's
CHOOSE_SEEDS, TEST_SEEDS = (0, 1), (0, 1, 2)
SPECIAL_IDS = (PAD_ID, BOS_ID, EOS_ID, UNK_ID)


class Data:
    """The page's text: BPE of 1,000 ids on the English training verses, [CLS] verse [SEP], kinds."""

    def __init__(self):
        corpus = load_parallel_corpus()
        self.verses = {split: corpus[split] for split in ("train", "valid", "test")}
        self.bpe = BPETokenizer.train("\n".join(v.en for v in self.verses["train"]), vocab_size=VOCAB)
        self.ids = {split: [[BOS_ID, *self.bpe.encode(v.en)[:MAX_LEN - 2], EOS_ID] for v in verses]
                    for split, verses in self.verses.items()}
        self.kinds = {split: book_kinds(verses) for split, verses in self.verses.items()}

    def chosen(self, n: int, seed: int) -> torch.Tensor:
        """The labelled training verses of a draw: the page's."""
        return torch.randperm(len(self.ids["train"]), generator=torch.Generator().manual_seed(100 + seed))[:n]


def new_encoder(data: Data) -> EncoderOnlyLM:
    return EncoderOnlyLM(data.bpe.vocab_size + 1, MAX_LEN, d_model=64, num_heads=4, num_layers=2, d_ff=256)


@torch.no_grad()
def masked_accuracy(model: EncoderOnlyLM, data: Data) -> float:
    """The share of masked validation tokens predicted right, over one fixed masking."""
    model.eval()
    draws, right, total = torch.Generator().manual_seed(1), 0, 0
    for tokens in length_batches(data.ids["valid"], 256):
        inputs, chosen = mask_tokens(tokens, data.bpe.vocab_size, SPECIAL_IDS, data.bpe.vocab_size, generator=draws)
        predicted = model.mlm_logits(model(inputs)[chosen]).argmax(-1)
        right, total = right + int((predicted == tokens[chosen]).sum()), total + int(chosen.sum())
    return right / total


@torch.no_grad()
def features(encoder: EncoderOnlyLM, ids: list[list[int]]) -> dict[str, torch.Tensor]:
    """The frozen encoder's output at [CLS], and the mean of its outputs over the real tokens."""
    encoder.eval()
    cls, mean = [], []
    for i in range(0, len(ids), 256):
        tokens = pad_ids(ids[i:i + 256])
        hidden = encoder(tokens)
        real = (tokens != PAD_ID).unsqueeze(-1).to(hidden.dtype)
        cls.append(hidden[:, 0])
        mean.append((hidden * real).sum(1) / real.sum(1))
    return {"[CLS]": torch.cat(cls), "mean": torch.cat(mean)}


def linear_probe(x: torch.Tensor, y: torch.Tensor, weight_decay: float):
    """Logistic regression on standardised features, fitted to convergence (L-BFGS): predict(x) -> classes."""
    shift, scale = x.mean(0), x.std(0) + 1e-6
    z = (x - shift) / scale
    weight = torch.zeros(z.shape[1], len(BOOK_KINDS), requires_grad=True)
    bias = torch.zeros(len(BOOK_KINDS), requires_grad=True)
    optimizer = torch.optim.LBFGS([weight, bias], max_iter=500, line_search_fn="strong_wolfe")

    def closure():
        optimizer.zero_grad()
        loss = F.cross_entropy(z @ weight + bias, y) + weight_decay * weight.pow(2).sum()
        loss.backward()
        return loss

    optimizer.step(closure)
    weight, bias = weight.detach(), bias.detach()
    return lambda x: (((x - shift) / scale) @ weight + bias).argmax(-1)


def share(predicted: torch.Tensor, labels: torch.Tensor) -> float:
    return (predicted == labels).float().mean().item()


def encoders(data: Data, steps: list[int], seeds: list[int]) -> list[dict]:
    """Every encoder of the measurement: fresh, then pretrained for each number of steps and seed."""
    result = []
    for seed in seeds:
        torch.manual_seed(seed)
        fresh = new_encoder(data)
        result.append({"arm": "fresh", "steps": 0, "seed": seed, "state": fresh.state_dict(),
                       "valid masked accuracy": round(masked_accuracy(fresh, data), 4), "seconds": 0.0})
        for n in steps:
            torch.manual_seed(seed)     # seed 0, 600 steps: the page's pretrained encoder
            model = new_encoder(data)
            start = time.perf_counter()
            losses = pretrain(model, length_batches(data.ids["train"], 64), n, LR, data.bpe.vocab_size, SPECIAL_IDS,
                              data.bpe.vocab_size, seed=seed)
            seconds = time.perf_counter() - start
            row = {"arm": f"pretrained {n:,} steps", "steps": n, "seed": seed, "state": model.state_dict(),
                   "valid masked accuracy": round(masked_accuracy(model, data), 4), "seconds": round(seconds, 1),
                   "last loss": round(sum(losses[-50:]) / min(50, len(losses)), 3)}
            print(f"{row['arm']}, seed {seed}: {seconds:.0f} s, valid masked accuracy "
                  f"{row['valid masked accuracy']:.1%}", flush=True)
            result.append(row)
    return result


def loaded(data: Data, state: dict) -> EncoderOnlyLM:
    model = new_encoder(data)
    model.load_state_dict(state)
    return model


def measure_fine_tuning(data: Data, encoder: dict, n: int) -> dict:
    """Fine-tuning through [CLS]: the rate and steps chosen on validation, then the test draws."""
    def score(lr: float, factor: int, seed: int, split: str) -> float:
        classifier = fine_tune(loaded(data, encoder["state"]), data.ids["train"], data.kinds["train"],
                               data.chosen(n, seed), LABELS[n] * factor, seed, lr)
        return accuracy(classifier, data.ids[split], data.kinds[split])

    valid = {f"lr {lr:g}, {LABELS[n] * factor} steps": statistics.mean(score(lr, factor, s, "valid")
                                                                    for s in CHOOSE_SEEDS)
             for lr, factor in FINE_TUNE_GRID}
    best = max(range(len(FINE_TUNE_GRID)), key=lambda i: list(valid.values())[i])
    lr, factor = FINE_TUNE_GRID[best]
    return {"validation": {k: round(v, 4) for k, v in valid.items()}, "chosen": list(valid)[best],
            "test": [round(score(lr, factor, s, "test"), 4) for s in TEST_SEEDS]}


def measure_probe(data: Data, encoder: dict, n: int) -> dict:
    """Linear probes of the frozen encoder ([CLS], mean): weight decay chosen on validation, then test."""
    x = {split: features(loaded(data, encoder["state"]), ids) for split, ids in data.ids.items()}

    def score(pooling: str, decay: float, seed: int, split: str) -> float:
        chosen = data.chosen(n, seed)
        predict = linear_probe(x["train"][pooling][chosen], data.kinds["train"][chosen], decay)
        return share(predict(x[split][pooling]), data.kinds[split])

    result = {}
    for pooling in ("[CLS]", "mean"):
        valid = {decay: statistics.mean(score(pooling, decay, s, "valid") for s in CHOOSE_SEEDS)
                 for decay in WEIGHT_DECAYS}
        decay = max(valid, key=valid.get)
        result[pooling] = {"validation": {f"{k:g}": round(v, 4) for k, v in valid.items()},
                           "chosen": f"weight decay {decay:g}",
                           "test": [round(score(pooling, decay, s, "test"), 4) for s in TEST_SEEDS]}
    return result


def baselines(data: Data, n: int) -> dict:
    tests = []
    for seed in TEST_SEEDS:
        chosen = data.chosen(n, seed)
        predict = naive_bayes([data.verses["train"][i].en for i in chosen.tolist()], data.kinds["train"][chosen])
        right = sum(predict(v.en) == k for v, k in zip(data.verses["test"], data.kinds["test"].tolist(), strict=True))
        tests.append(round(right / len(data.verses["test"]), 4))
    return {"naive Bayes": tests}


def run(steps: list[int], pretrain_seeds: list[int], recorded: Path = RECORDED) -> dict:
    started = datetime.now(timezone.utc)
    torch.manual_seed(0)
    data = Data()
    rows = []
    for encoder in encoders(data, steps, pretrain_seeds):
        for n in LABELS:
            row = {k: v for k, v in encoder.items() if k != "state"} | {"labels": n}
            row["fine-tuned through [CLS]"] = measure_fine_tuning(data, encoder, n)
            for pooling, result in measure_probe(data, encoder, n).items():
                row[f"linear probe, {pooling}"] = result
            print(f"{row['arm']}, seed {row['seed']}, {n:,} labels: " + "; ".join(
                f"{name} {statistics.mean(r['test']):.1%}" for name, r in row.items()
                if isinstance(r, dict) and "test" in r), flush=True)
            rows.append(row)
    test_kinds = data.kinds["test"]
    record = {"what": "chapter 09's encoder: fresh and pretrained for more steps, read by fine-tuning through "
                      "[CLS] and by linear probes, settings chosen on the validation verses, scored on the test "
                      "verses (kind of book of a verse: 6 classes)",
              "command": "make bench BENCH=mlm-scale", "pretraining steps": steps, "pretraining seeds": pretrain_seeds,
              "label seeds (choice)": list(CHOOSE_SEEDS), "label seeds (test)": list(TEST_SEEDS),
              "date": started.strftime("%Y-%m-%d"), "machine": machine(),
              "verses": {split: len(ids) for split, ids in data.ids.items()},
              "majority": round(torch.bincount(test_kinds).max().item() / len(test_kinds), 4),
              "baselines": {n: baselines(data, n) for n in LABELS}, "rows": rows,
              "minutes": round((datetime.now(timezone.utc) - started).total_seconds() / 60, 1)}
    save_record(record, recorded)
    return record


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, nargs="+", default=[600, 6000], help="pretraining steps of each arm")
    parser.add_argument("--pretrain-seeds", type=int, nargs="+", default=[0, 1], help="seeds of the pretraining")
    parser.add_argument("--record", type=Path, default=RECORDED, help="where the record goes")
    args = parser.parse_args(argv)
    run(args.steps, args.pretrain_seeds, args.record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
