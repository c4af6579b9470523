"""Benchmarks of the course's speed and quality targets (hand-written; not a test, nothing asserts).

    make bench                          # all of them, about 15 minutes on 2 CPU cores
    .venv/bin/python benchmarks/run.py copy cache --no-reference

Each row is measured in this run, next to its target and, where there is one, a reference
measured in the same run on the same machine, so the ratio means something on any hardware:

* copy       the copy task (9 symbols + 4 special tokens, length 10) trained until greedy decoding
             copies every sequence of a fresh batch of 512. Target: 60 s. Reference: the Annotated
             Transformer's own setup (d_model 512, 2 layers, batch 80, 400 steps) run by our code.
* translate  English number words into French, as chapter 05 trains it: held-out exact match
             (greedy, and beam 4 with alpha 0.6) and BLEU. Target: 95% exact within 5 minutes.
* cache      greedy decoding of 128 tokens with the key/value cache, against the uncached decoder
             (d_model 512, 3 + 3 layers, batch 8): the same tokens, and the speedup.
* grade      `transformer-grade` on one complete submission (the five solved exercises), target 60 s,
             against the learner's own check of the same notebooks (`pytest tests/graded`); then a
             class of 20 such submissions with 2 workers, target 10 minutes.
* book       a clean build of the whole book into a scratch folder (every page executes), target
             10 minutes; then a rebuild with nothing changed (the execution cache), target 1 minute.
             Both with -W (zero warnings). The reference is the clean build itself: the rebuild's
             share of it is what the cache saves.

Run nothing else meanwhile: on a 2-core machine a second PyTorch process slows both many times.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch

from transformer import Transformer, TransformerConfig
from transformer.data import Vocabulary, number_pairs, random_batches, split_numbers, translate
from transformer.decoding import greedy_search
from transformer.trainer import Trainer, TrainerConfig, copy_task_batch
from transformer.training import greedy_decode

BOS, EOS = 1, 2


def row(name: str, value: str, target: str = "", note: str = "") -> None:
    print(f"{name:38} {value:>22}   {target:24} {note}", flush=True)


# --- copy task -------------------------------------------------------------------------------------
def copy_solved(model, n=512) -> float:
    src, _ = copy_task_batch(n)
    model.eval()
    out = greedy_search(model, src, 11)
    model.train()
    return (out[:, :10] == src).all(dim=1).float().mean().item()


def train_copy(config: TransformerConfig, trainer_config: TrainerConfig, batch: int, max_steps: int,
               check_every: int = 50):
    """Train until a fresh batch is copied exactly (or max_steps); returns (steps, seconds, accuracy)."""
    torch.manual_seed(0)
    trainer = Trainer(Transformer(config), trainer_config)
    start, accuracy = time.perf_counter(), 0.0
    while trainer.step < max_steps:
        trainer.fit(lambda: copy_task_batch(batch), steps=min(trainer.step + check_every, max_steps))
        accuracy = copy_solved(trainer.model)
        if accuracy == 1.0:
            break
    return trainer.step, time.perf_counter() - start, accuracy


def bench_copy(reference: bool) -> None:
    print("\ncopy task: trained until greedy decoding copies all of a fresh batch of 512")
    ours = TransformerConfig.small(src_vocab_size=13, tgt_vocab_size=13, d_model=64, num_heads=4, d_ff=128,
                                   max_len=32, dropout=0.1)
    steps, seconds, accuracy = train_copy(ours, TrainerConfig(warmup=200, progress=False), batch=64,
                                          max_steps=3000)
    row("ours (d_model 64, batch 64)", f"{seconds:.1f} s, {steps} steps", "target <= 60 s",
        f"exact copies {accuracy:.1%}")
    if reference:
        annotated = TransformerConfig.small(src_vocab_size=13, tgt_vocab_size=13, d_model=512, num_heads=8,
                                            d_ff=2048, max_len=32, dropout=0.1)
        torch.manual_seed(0)
        trainer = Trainer(Transformer(annotated), TrainerConfig(warmup=400, progress=False))
        start = time.perf_counter()
        trainer.fit(lambda: copy_task_batch(80), steps=400)
        ref_seconds = time.perf_counter() - start
        row("Annotated Transformer setup, 400 steps", f"{ref_seconds:.1f} s", "reference",
            f"exact copies {copy_solved(trainer.model):.1%}; ours takes {seconds / ref_seconds:.2f}x its time")


# --- translation -----------------------------------------------------------------------------------
def bench_translate() -> None:
    print("\nEnglish number words into French (chapter 05's recipe), 1000 held-out numbers")
    import sacrebleu

    start = time.perf_counter()
    train_numbers, _, test_numbers = split_numbers((30_000, 500, 1_000))
    train_pairs, test_pairs = number_pairs(train_numbers), number_pairs(test_numbers)
    vocab = Vocabulary.from_texts(text for pair in train_pairs for text in pair)
    torch.manual_seed(0)
    config = TransformerConfig.small(src_vocab_size=len(vocab), tgt_vocab_size=len(vocab), d_model=128,
                                     num_heads=4, d_ff=256, max_len=64, dropout=0.1)
    model = Transformer(config)
    trainer = Trainer(model, TrainerConfig(warmup=400, progress=False))
    trainer.fit(random_batches(train_pairs, vocab, 128), steps=700)
    model.eval()
    seconds = time.perf_counter() - start
    row("data + 700 training steps", f"{seconds:.1f} s", "target <= 300 s")
    references = [t for _, t in test_pairs]
    for name, decoding in (("greedy", {}), ("beam 4, alpha 0.6", {"beam_size": 4, "alpha": 0.6})):
        t0 = time.perf_counter()
        hypotheses = translate(model, [s for s, _ in test_pairs], vocab, **decoding)
        exact = sum(h == r for h, r in zip(hypotheses, references)) / len(references)
        bleu = sacrebleu.corpus_bleu(hypotheses, [references]).score
        row(f"held-out exact match, {name}", f"{exact:.1%}", "target >= 95%",
            f"BLEU {bleu:.1f}; decoding {time.perf_counter() - t0:.1f} s")


# --- key/value cache -------------------------------------------------------------------------------
def best_of(fn, repeats=3) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def bench_cache() -> None:
    print("\ngreedy decoding of 128 tokens, batch 8, d_model 512, 3 + 3 layers (best of 3)")
    torch.manual_seed(0)
    model = Transformer(TransformerConfig(src_vocab_size=1000, tgt_vocab_size=1000, num_encoder_layers=3,
                                          num_decoder_layers=3, max_len=256)).eval()
    src = torch.randint(4, 1000, (8, 32))
    same = torch.equal(greedy_search(model, src, 128, eos_token_id=-1), greedy_decode(model, src, 128, BOS, -1))
    uncached = best_of(lambda: greedy_decode(model, src, 128, BOS, -1))
    cached = best_of(lambda: greedy_search(model, src, 128, eos_token_id=-1))
    row("uncached (greedy_decode)", f"{uncached:.2f} s", "reference")
    row("key/value cache (greedy_search)", f"{cached:.2f} s", "",
        f"{uncached / cached:.1f}x faster; same tokens: {same}")


ROOT = Path(__file__).resolve().parent.parent


def timed_run(cmd) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, cmd))} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return time.perf_counter() - start


def bench_grade() -> None:
    print("\ngrading: the five solved exercises as one submission (all 57 points)")
    grade = [sys.executable, "-m", "courseware.grade"]
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "one"
        shutil.copytree(ROOT / "solutions", one / "learner")
        check = timed_run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/graded",
                           "--submissions", one / "learner"])
        single = timed_run([*grade, one, "-o", Path(tmp) / "out1"])
        row("pytest tests/graded (a learner's check)", f"{check:.1f} s", "reference")
        row("transformer-grade, one submission", f"{single:.1f} s", "target <= 60 s", f"{single / check:.2f}x the check")
        batch = Path(tmp) / "class"
        for i in range(20):
            shutil.copytree(one / "learner", batch / f"learner{i:02d}")
        many = timed_run([*grade, batch, "-o", Path(tmp) / "out20", "--workers", "2"])
        row("transformer-grade, 20 submissions, 2 workers", f"{many:.1f} s", "target <= 600 s",
            f"{many / 20:.1f} s each, {20 * single / many:.2f}x one-at-a-time throughput")


def bench_book() -> None:
    print("\nbook: a clean build (every page executes), then a rebuild with nothing changed")
    jb = Path(sys.executable).parent / "jupyter-book"
    with tempfile.TemporaryDirectory() as tmp:
        build = [jb, "build", ROOT, "--path-output", tmp, "-W", "-n", "--keep-going"]
        clean = timed_run(build)
        again = timed_run(build)
        pages = len(list((Path(tmp) / "_build" / "html" / "book").glob("*.html")))
    row(f"clean build, {pages} pages", f"{clean:.0f} s", "target <= 600 s", "reference")
    row("rebuild, nothing changed", f"{again:.1f} s", "target <= 60 s", f"{again / clean:.3f}x the clean build")


BENCHMARKS = {  # name -> run(args), in the order they run
    "copy": lambda args: bench_copy(reference=not args.no_reference),
    "translate": lambda args: bench_translate(),
    "cache": lambda args: bench_cache(),
    "grade": lambda args: bench_grade(),
    "book": lambda args: bench_book(),
}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("which", nargs="*", metavar="{" + ",".join(BENCHMARKS) + "}",
                        help="benchmarks to run (default: all)")
    parser.add_argument("--no-reference", action="store_true",
                        help="skip the Annotated Transformer reference of the copy task (about 3.5 minutes)")
    args = parser.parse_args(argv)
    which = args.which or list(BENCHMARKS)
    unknown = sorted(set(which) - set(BENCHMARKS))
    if unknown:
        parser.error(f"unknown benchmark(s) {unknown}: choose from {', '.join(BENCHMARKS)}")
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, device cpu")
    for name in BENCHMARKS:
        if name in which:
            BENCHMARKS[name](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
