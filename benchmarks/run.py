"""Benchmarks of the course's speed and quality targets (hand-written; not a test, nothing asserts).

    make bench                          # all of them but verses-long, about 35 minutes on 2 CPU cores
    .venv/bin/python benchmarks/run.py speed cache --no-reference

Each row is measured in this run, next to its target and, where there is one, a reference
measured in the same run on the same machine, so the ratio means something on any hardware.
Rows print as they are measured; at the end one table repeats them all, each with its
configuration, threads and device:

* speed      one training step (forward, backward, Adam) and one inference forward pass of our
             model, on the explicit attention path and on the fused one (chapter 06, performance),
             against torch.nn.Transformer with the same configuration, the same embeddings, output
             projection, loss and optimizer, on the same batch (8 sentences of 32 tokens, two with
             padding): the paper's base configuration and the small preset. Median of interleaved
             repeats. Targets for the training step: explicit <= 1.0x, fused <= 0.85x (base) and
             <= 0.95x (small) of nn.Transformer's time.

* copy       the copy task (9 symbols + 4 special tokens, length 10) trained until greedy decoding
             copies every sequence of a fresh batch of 512. Target: 60 s. Reference: the Annotated
             Transformer's own setup (d_model 512, 2 layers, batch 80, 400 steps) run by our code.
* translate  English number words into French, as chapter 05 trains it: held-out exact match
             (greedy, and beam 4 with alpha 0.6) and BLEU. Target: 95% exact within 5 minutes.
* verses     English Bible verses into Spanish, as chapter 05's page on real sentences trains them
             (shared BPE 4,000, d_model 128, 2+2 layers, batches of 1,000 tokens, 1,200 steps):
             training tokens per second in float32 and in bfloat16 autocast, the two models trained
             side by side, a step of one then a step of the other, so both see the same machine;
             then the test BLEU and chrF of each (greedy, decoded in float32): does bfloat16 cost
             quality? The same speed comparison for a larger model (d_model 256, 3+3 layers), with
             a third arm: bfloat16 and dropout only outside the sublayers, the longer recipe's step.
* verses-long  the longer recipe of the same page (benchmarks/verses_long.toml: d_model 256, 3+3
             layers, up to 60 minutes of training), trained with `transformer train`, scored on the
             test verses and recorded in benchmarks/recorded/ (benchmarks/verses_long.py). Target:
             BLEU >= 30 on the clean test verses. About 70 minutes, so `make bench` leaves it out.
* verses-ablation  recipes since 2017 on the same page, one change at a time to its recipe, two
             seeds each, scored on the clean validation verses and recorded in benchmarks/recorded/
             (benchmarks/verses_ablation.py). About 40 minutes: name it too.
* mlm-scale  chapter 09's encoder, fresh and pretrained for 600 and 6,000 steps (two pretraining
             seeds), read by fine-tuning through [CLS] and by linear probes ([CLS], mean of the tokens),
             settings chosen on the validation verses, 3 labelled draws scored on the test verses,
             recorded in benchmarks/recorded/ (benchmarks/mlm_scale.py). About 20 minutes: name it.
* listops    chapter 10's question: ListOps (20 to 100 tokens) with full, sliding-window and linear
             attention in chapter 06's language model, the page's settings for longer (1,500 steps, three
             seeds), test accuracy beside two baselines, recorded in benchmarks/recorded/
             (benchmarks/listops.py). About 30 minutes: name it.
* attention-length  chapter 10's tiled attention (FlashAttention-2's algorithm in PyTorch) against
             the explicit path and PyTorch's fused kernel, one sequence of 512 to 4,096 positions, 8 heads
             of width 64: the memory autograd keeps for the backward pass and the time of a forward and
             backward pass. Reference: the fused kernel, measured in the same run. Target: the tiled
             path keeps no more than the fused kernel (memory linear in the length); its time is
             reported, not targeted (a Python loop over tiles: the page says why).
* cache      greedy decoding of 128 tokens with the key/value cache, against the uncached decoder
             (d_model 512, 3 + 3 layers, batch 8): the same tokens, and the speedup (target >= 3x).
* grade      `transformer-grade` on one complete submission (every exercise, solved), target 60 s,
             against the learner's own check of the same notebooks (`pytest tests/graded`), and its
             peak memory against what Gradescope's 768 MB leaves beside the learner's code; then a
             class of 20 such submissions with 2 workers, target 6 minutes.
* book       a clean build of the whole book into a scratch folder (every page executes), target
             10 minutes; then a rebuild with nothing changed (the execution cache), target 1 minute.
             Both with -W (zero warnings). The reference is the clean build itself: the rebuild's
             share of it is what the cache saves.

Run nothing else meanwhile: on a 2-core machine a second PyTorch process slows both many times.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

from transformer import Transformer, TransformerConfig
from transformer.cli import dropout_outside_only
from transformer.copy_task import copy_task_batch
from transformer.data import Vocabulary, number_pairs, random_batches, split_numbers, translate
from transformer.decoding import greedy_search
from transformer.embeddings import PositionalEncoding, TokenEmbedding
from transformer.fused import set_attention
from transformer.model import OutputProjection
from transformer.recipe import greedy_decode
from transformer.trainer import Trainer, TrainerConfig

BOS, EOS = 1, 2


TABLE: list[list[str]] = []  # every row measured in this run, printed again at the end
HEADER = ["benchmark", "configuration", "threads, device", "measured", "reference", "ratio", "target"]


def setting() -> str:
    return f"{torch.get_num_threads()}, cpu"  # every benchmark runs on the CPU, with torch's default threads


def record(name: str, config: str, measured: str, reference: str = "", ratio: str = "", target: str = "") -> None:
    """One row: printed now (progress) and kept for the final table."""
    TABLE.append([name, config, setting(), measured, reference, ratio, target])
    print(f"  {name}: {measured}" + (f" (reference {reference})" if reference else "") +
          (f", ratio {ratio}" if ratio else "") + (f", target {target}" if target else ""), flush=True)


def print_table() -> None:
    widths = [max(len(r[i]) for r in [HEADER, *TABLE]) for i in range(len(HEADER))]
    lines = [" | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in [HEADER, *TABLE]]
    lines.insert(1, "-|-".join("-" * w for w in widths))
    print("\n" + "\n".join(lines), flush=True)


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
    record("copy task until a fresh batch is copied", "d_model 64, 2+2 layers, batch 64",
           f"{seconds:.1f} s, {steps} steps, {accuracy:.1%} exact", target="<= 60 s")
    if reference:
        annotated = TransformerConfig.small(src_vocab_size=13, tgt_vocab_size=13, d_model=512, num_heads=8,
                                            d_ff=2048, max_len=32, dropout=0.1)
        torch.manual_seed(0)
        trainer = Trainer(Transformer(annotated), TrainerConfig(warmup=400, progress=False))
        start = time.perf_counter()
        trainer.fit(lambda: copy_task_batch(80), steps=400)
        ref_seconds = time.perf_counter() - start
        record("copy task, the Annotated Transformer's setup", "d_model 512, 2+2 layers, batch 80, 400 steps",
               f"{seconds:.1f} s (ours)", f"{ref_seconds:.1f} s, {copy_solved(trainer.model):.1%} exact",
               f"{seconds / ref_seconds:.2f}x")


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
    setup = "d_model 128, 2+2 layers, batch 128"
    record("numbers to French: data + 700 steps", setup, f"{seconds:.1f} s", target="<= 300 s")
    references = [t for _, t in test_pairs]
    for name, decoding in (("greedy", {}), ("beam 4, alpha 0.6", {"beam_size": 4, "alpha": 0.6})):
        t0 = time.perf_counter()
        hypotheses = translate(model, [s for s, _ in test_pairs], vocab, **decoding)
        exact = sum(h == r for h, r in zip(hypotheses, references, strict=True)) / len(references)
        bleu = sacrebleu.corpus_bleu(hypotheses, [references]).score
        record(f"numbers to French: exact match, {name}", setup + ", 1000 held-out",
               f"{exact:.1%}, BLEU {bleu:.1f} ({time.perf_counter() - t0:.0f} s)", target=">= 95%")


# --- real sentences: English verses into Spanish ----------------------------------------------------
def bench_verses() -> None:
    print("\nEnglish verses into Spanish (chapter 05, real sentences): float32 against bfloat16 autocast")
    import sacrebleu

    from transformer.translation import SharedVocabulary, load_parallel_corpus, sample_batches, token_batches

    corpus = load_parallel_corpus()
    vocab = SharedVocabulary.train([t for p in corpus["train"] for t in (p.en, p.es)], 4000)
    batches = token_batches([(vocab.encode(p.en), vocab.encode(p.es)) for p in corpus["train"]], 1000)
    sources, references = [p.en for p in corpus["test"]], [p.es for p in corpus["test"]]

    def side_by_side(config: TransformerConfig, steps: int, arms: dict[str, tuple[bool, bool]]) -> dict:
        """Train one model per arm, name -> (bfloat16 autocast, dropout only outside the sublayers), a
        step each in turn; their tokens per second (source and target, padding excluded) and models."""
        runs = {}
        for name, (_, outside) in arms.items():
            torch.manual_seed(0)
            model = dropout_outside_only(Transformer(config)) if outside else Transformer(config)
            runs[name] = {"model": model, "seconds": 0.0, "tokens": 0, "autocast": arms[name][0],
                          "trainer": Trainer(model, TrainerConfig(warmup=300, lr_factor=0.5, progress=False))}
        next_batch = sample_batches(batches)
        torch.manual_seed(0)
        for _ in range(steps):
            for run in runs.values():
                batch = next_batch()
                start = time.perf_counter()
                with torch.autocast("cpu", dtype=torch.bfloat16, enabled=run["autocast"]):
                    run["trainer"].train_step([batch])
                run["seconds"] += time.perf_counter() - start
                run["tokens"] += sum(int((t != 0).sum()) for t in batch)
        return runs

    config = TransformerConfig.small(src_vocab_size=len(vocab), tgt_vocab_size=len(vocab), dropout=0.1)
    runs = side_by_side(config, 1200, {"float32": (False, False), "bfloat16 autocast": (True, False)})
    setup = "d_model 128, 2+2 layers, vocab 4,000, 1,000-token batches, 1,200 steps"
    speed = {name: run["tokens"] / run["seconds"] for name, run in runs.items()}
    for name, run in runs.items():
        run["model"].eval()
        hypotheses = translate(run["model"], sources, vocab, max_len=config.max_len - 1)
        bleu = sacrebleu.corpus_bleu(hypotheses, [references]).score
        chrf = sacrebleu.corpus_chrf(hypotheses, [references]).score
        record(f"verses: training, {name}", setup + f", then greedy on {len(sources):,} test verses",
               f"{speed[name]:,.0f} tokens/s; BLEU {bleu:.1f}, chrF {chrf:.1f}",
               reference="" if name == "float32" else f"{speed['float32']:,.0f} tokens/s: float32",
               ratio="" if name == "float32" else f"{speed[name] / speed['float32']:.2f}x the speed")
    larger = TransformerConfig.small(src_vocab_size=len(vocab), tgt_vocab_size=len(vocab), d_model=256, num_heads=4,
                                     d_ff=1024, num_encoder_layers=3, num_decoder_layers=3, dropout=0.1)
    arms = {"float32": (False, False), "bfloat16 autocast": (True, False),
            "bfloat16, dropout outside only": (True, True)}   # the last: the longer recipe's step
    runs = side_by_side(larger, 60, arms)
    speed = {name: run["tokens"] / run["seconds"] for name, run in runs.items()}
    for name in list(arms)[1:]:
        record(f"verses: training speed, {name}", "d_model 256, 3+3 layers, dropout 0.1, vocab 4,000, 60 steps",
               f"{speed[name]:,.0f} tokens/s", reference=f"{speed['float32']:,.0f} tokens/s: float32",
               ratio=f"{speed[name] / speed['float32']:.2f}x the speed")


def bench_verses_long() -> None:
    """The longer recipe (benchmarks/verses_long.py): about 65 minutes, so only when named."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import verses_long

    print("\nEnglish verses into Spanish, the longer recipe (benchmarks/verses_long.toml), recorded")
    result = verses_long.run_in_scratch(budget=60.0)
    for name, parts in result["test"].items():
        scores = parts["clean"]
        record(f"verses, longer recipe: {name}", f"d_model 256, 3+3 layers, {result['steps']:,} steps, "
               f"{result['training minutes']} min of training, {scores['verses']:,} clean test verses",
               f"BLEU {scores['BLEU']:.1f}, chrF {scores['chrF']:.1f}", target="BLEU >= 30")


def bench_verses_ablation() -> None:
    """One change at a time to the page's recipe, two seeds each (benchmarks/verses_ablation.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import verses_ablation

    print("\nEnglish verses into Spanish: recipes since 2017, one at a time, recorded")
    result = verses_ablation.run([0, 1])
    for line in result["summary"]:
        record(f"verses, ablation: {line['arm']}", f"the page's budget, seeds {result['seeds']}",
               f"valid BLEU {line['mean']:.2f}", reference="the page's recipe", ratio=f"{line['difference']:+.2f} BLEU")


def bench_listops() -> None:
    """Chapter 10's kinds of attention on ListOps, longer than the page trains (benchmarks/listops.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import listops

    print("\nchapter 10: ListOps with full, sliding-window and linear attention; recorded")
    result = listops.run(1500, [0, 1, 2])
    best = max(result["baselines"].values())
    for name in listops.KINDS:
        accuracies = [r["test accuracy"] for r in result["runs"] if r["attention"] == name]
        mean = sum(accuracies) / len(accuracies)
        record(f"listops: {name}", f"1,500 steps, seeds {result['seeds']}", f"test accuracy {mean:.1%}",
               reference="the better baseline", ratio=f"{mean - best:+.1%}")


def bench_mlm_scale() -> None:
    """Chapter 09's encoder against more pretraining (benchmarks/mlm_scale.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import mlm_scale

    print("\nchapter 09: does longer pretraining pay for itself with few labels? recorded")
    result = mlm_scale.run([600, 6000], [0, 1])
    for n, baseline in result["baselines"].items():
        bayes = sum(baseline["naive Bayes"]) / len(baseline["naive Bayes"])
        for row in (r for r in result["rows"] if r["labels"] == n):
            for way in ("fine-tuned through [CLS]", "linear probe, [CLS]", "linear probe, mean"):
                mean = sum(row[way]["test"]) / len(row[way]["test"])
                record(f"encoder, {row['arm']} (seed {row['seed']}): {way}", f"{n:,} labels, {row[way]['chosen']}",
                       f"test accuracy {mean:.1%}", reference=f"naive Bayes {bayes:.1%}",
                       ratio=f"{100 * (mean - bayes):+.1f} points")


# --- key/value cache -------------------------------------------------------------------------------
def best_of(fn, repeats=3) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def bench_attention_length() -> None:
    from transformer.attention import scaled_dot_product_attention
    from transformer.fused import fused_attention
    from transformer.long_attention import TiledAttention, forward_backward_ms, saved_bytes

    print("\nattention at length: one sequence, 8 heads of width 64, forward and backward (best of 3)")
    paths = {"explicit": scaled_dot_product_attention, "fused": fused_attention,
             "tiled": lambda q, k, v: TiledAttention.apply(q, k, v)}
    for length in (512, 1024, 2048, 4096):
        q, k, v = (torch.randn(1, 8, length, 64, requires_grad=True) for _ in range(3))
        kept = {name: saved_bytes(lambda attend=attend, q=q, k=k, v=v: attend(q, k, v)) / 2**20
                for name, attend in paths.items()}
        ms = {name: forward_backward_ms(attend, q, k, v) for name, attend in paths.items()}
        record(f"attention at length: tiled, L = {length:,}", "blocks of 64 x 64, float32",
               f"{kept['tiled']:.1f} MB kept, {ms['tiled']:.0f} ms",
               f"fused {kept['fused']:.1f} MB, {ms['fused']:.0f} ms; explicit {kept['explicit']:.1f} MB, "
               f"{ms['explicit']:.0f} ms",
               f"memory {kept['tiled'] / kept['fused']:.2f}x fused, time {ms['tiled'] / ms['fused']:.1f}x fused",
               "memory <= 1.05x fused")


def bench_cache() -> None:
    print("\ngreedy decoding of 128 tokens, batch 8, d_model 512, 3 + 3 layers (best of 3)")
    torch.manual_seed(0)
    model = Transformer(TransformerConfig(src_vocab_size=1000, tgt_vocab_size=1000, num_encoder_layers=3,
                                          num_decoder_layers=3, max_len=256)).eval()
    src = torch.randint(4, 1000, (8, 32))
    same = torch.equal(greedy_search(model, src, 128, eos_token_id=-1), greedy_decode(model, src, 128, BOS, -1))
    uncached = best_of(lambda: greedy_decode(model, src, 128, BOS, -1))
    cached = best_of(lambda: greedy_search(model, src, 128, eos_token_id=-1))
    record("greedy decoding, key/value cache vs none", "d_model 512, 3+3 layers, batch 8, 128 tokens",
           f"{cached:.2f} s, same tokens: {same}", f"{uncached:.2f} s uncached", f"{uncached / cached:.1f}x faster",
           ">= 3x faster")

# --- speed against torch.nn.Transformer ------------------------------------------------------------
class TorchReference(nn.Module):
    """torch.nn.Transformer inside the same embeddings, positional encoding and tied output
    projection as ours, so that only the encoder and decoder stacks differ. Post-norm, as the
    paper; nn.Transformer's final LayerNorms (which the paper does not have) are replaced by
    identities, as in the tests that compare the two (appendix "Design decisions", normalisation)."""

    def __init__(self, c: TransformerConfig):
        super().__init__()
        self.embed = TokenEmbedding(c.tgt_vocab_size, c.d_model, padding_idx=c.pad_token_id)
        self.positions = PositionalEncoding(c.d_model, c.max_len, c.dropout)
        self.stacks = nn.Transformer(c.d_model, c.num_heads, c.num_encoder_layers, c.num_decoder_layers, c.d_ff,
                                     c.dropout, batch_first=True, layer_norm_eps=c.layer_norm_eps)
        self.stacks.encoder.norm = self.stacks.decoder.norm = nn.Identity()
        self.projection = OutputProjection(c.d_model, c.tgt_vocab_size, weight=self.embed.weight)

    def forward(self, src, tgt):
        causal = torch.ones(tgt.size(1), tgt.size(1), dtype=torch.bool, device=tgt.device).triu(1)  # True = blocked
        out = self.stacks(self.positions(self.embed(src)), self.positions(self.embed(tgt)), tgt_mask=causal,
                          src_key_padding_mask=src == 0, tgt_key_padding_mask=tgt == 0,
                          memory_key_padding_mask=src == 0)
        return self.projection(out)


def interleaved_medians(fns: dict, repeats: int, warmup: int = 2) -> dict[str, float]:
    """Median seconds of each fn, the runs interleaved (a, b, c, a, b, c, ...) so that a slow
    stretch of the machine slows every contender alike."""
    for fn in fns.values():
        for _ in range(warmup):
            fn()
    times = {name: [] for name in fns}
    for _ in range(repeats):
        for name, fn in fns.items():
            start = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) for name, t in times.items()}


def bench_speed() -> None:
    print("\nspeed: our model (explicit and fused attention) against torch.nn.Transformer, batch 8 x 32 tokens")
    presets = {"base": (TransformerConfig.base(), 8, {"base": 0.85}),
               "small": (TransformerConfig.small(), 30, {"small": 0.95})}
    for preset, (config, repeats, fused_target) in presets.items():
        torch.manual_seed(0)
        src = torch.randint(4, config.src_vocab_size, (8, 32))
        tgt = torch.randint(4, config.tgt_vocab_size, (8, 33))
        src[0, -6:] = 0   # two sentences shorter than the batch: padding on both sides
        tgt[1, -5:] = 0
        models = {"nn.Transformer": TorchReference(config), "explicit": Transformer(config),
                  "fused": set_attention(Transformer(config), "fused")}
        describe = (f"{preset}: d_model {config.d_model}, {config.num_encoder_layers}+{config.num_decoder_layers} "
                    f"layers, vocab {config.tgt_vocab_size:,}, batch 8 x 32")

        def train_step(model, optimizer, src=src, tgt=tgt):   # this iteration's batch
            logits = model(src, tgt[:, :-1])
            loss = F.cross_entropy(logits.flatten(0, 1), tgt[:, 1:].flatten(), ignore_index=0)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

        def forward(model, src=src, tgt=tgt):
            with torch.no_grad():
                model(src, tgt[:, :-1])

        steps = {}
        for name, model in models.items():
            optimizer = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9)
            steps[name] = (lambda m=model, o=optimizer: train_step(m.train(), o))
        train = interleaved_medians(steps, repeats)
        infer = interleaved_medians({name: (lambda m=m: forward(m.eval())) for name, m in models.items()}, repeats)
        for what, measured, targets in (("training step", train, {"explicit": 1.0, "fused": fused_target[preset]}),
                                        ("inference forward", infer, {})):
            ref = measured["nn.Transformer"]
            for name in ("explicit", "fused"):
                target = f"<= {targets[name]:.2f}x" if name in targets else ""
                record(f"{what}, {name} attention", describe, f"{1000 * measured[name]:.0f} ms",
                       f"{1000 * ref:.0f} ms: nn.Transformer", f"{measured[name] / ref:.2f}x", target)


ROOT = Path(__file__).resolve().parent.parent


def timed_run(cmd, peak: list | None = None) -> float:
    """Seconds `cmd` took; with `peak` (a list), its process tree's peak anonymous memory in MB is appended
    (what a container's limit charges and cannot reclaim; courseware/grader/memory.py)."""
    from courseware.grader.memory import PeakMemory
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    with PeakMemory(proc.pid, interval=0.2 if peak is not None else 3600) as meter:
        out, err = proc.communicate()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, cmd))} failed:\n{out[-2000:]}{err[-2000:]}")
    if peak is not None:
        peak.append(meter.anonymous_mb)
    return time.perf_counter() - start


def bench_grade() -> None:
    from courseware.grader.records import EXERCISES
    print(f"\ngrading: the {len(EXERCISES)} solved exercises ({', '.join(EXERCISES)}) as one submission")
    grade = [sys.executable, "-m", "courseware.grader"]
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "one"
        shutil.copytree(ROOT / "solutions", one / "learner")
        check = timed_run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/graded",
                           "--submissions", one / "learner"])
        peak: list[float] = []
        single = timed_run([*grade, one, "-o", Path(tmp) / "out1"], peak)
        record("grading one submission (transformer-grade)", f"the {len(EXERCISES)} solved exercises",
               f"{single:.1f} s", f"{check:.1f} s: pytest tests/graded", f"{single / check:.2f}x", "<= 60 s")
        from courseware.grader.records import BUNDLE_DEFAULTS, GRADESCOPE_MB
        room = GRADESCOPE_MB - BUNDLE_DEFAULTS["memory_limit"]
        record("peak memory grading one submission", "grader + pytest + one sandbox, anonymous pages",
               f"{peak[0]:.0f} MB", f"{room} MB: Gradescope's {GRADESCOPE_MB} MB less the learner's "
               f"{BUNDLE_DEFAULTS['memory_limit']} MB", f"{peak[0] / room:.2f}x", "< 1.00x")
        batch = Path(tmp) / "class"
        for i in range(20):
            shutil.copytree(one / "learner", batch / f"learner{i:02d}")
        many = timed_run([*grade, batch, "-o", Path(tmp) / "out20", "--workers", "2"])
        record("grading a class (transformer-grade)", "20 submissions, 2 workers", f"{many:.1f} s",
               f"{20 * single:.0f} s: 20 x one", f"{many / (20 * single):.2f}x", "<= 360 s")


def bench_book() -> None:
    print("\nbook: a clean build as `make book` runs it (pages two at a time into the cache, then the build),\n"
          "against the same build executing the pages one after the other; then a rebuild with nothing changed")
    jb = Path(sys.executable).parent / "jupyter-book"
    with tempfile.TemporaryDirectory() as serial, tempfile.TemporaryDirectory() as tmp:
        one_by_one = timed_run([jb, "build", ROOT, "--path-output", serial, "-W", "-n", "--keep-going"])
        build = [jb, "build", ROOT, "--path-output", tmp, "-W", "-n", "--keep-going"]
        ahead = [sys.executable, "-m", "courseware.execute", "--jobs", "2", "--cache",
                 Path(tmp) / "_build" / ".jupyter_cache"]
        clean = timed_run(ahead) + timed_run(build)
        again = timed_run(build)
        pages = len(list((Path(tmp) / "_build" / "html" / "book").glob("*.html")))
    record("book: clean build (make book)", f"{pages} pages, every one executed, -W", f"{clean:.0f} s",
           f"{one_by_one:.0f} s: pages one after the other", f"{clean / one_by_one:.2f}x", "<= 360 s")
    record("book: rebuild, nothing changed", f"{pages} pages, -W", f"{again:.1f} s", f"{clean:.0f} s: the clean build",
           f"{again / clean:.3f}x", "<= 60 s")


ONLY_WHEN_NAMED = {"verses-long", "verses-ablation", "mlm-scale", "listops"}   # an hour, 40, 20, 30 minutes
BENCHMARKS = {  # name -> run(args), in the order they run
    "copy": lambda args: bench_copy(reference=not args.no_reference),
    "translate": lambda args: bench_translate(),
    "verses": lambda args: bench_verses(),
    "verses-long": lambda args: bench_verses_long(),
    "verses-ablation": lambda args: bench_verses_ablation(),
    "mlm-scale": lambda args: bench_mlm_scale(),
    "listops": lambda args: bench_listops(),
    "speed": lambda args: bench_speed(),
    "attention-length": lambda args: bench_attention_length(),
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
    which = args.which or [name for name in BENCHMARKS if name not in ONLY_WHEN_NAMED]
    unknown = sorted(set(which) - set(BENCHMARKS))
    if unknown:
        parser.error(f"unknown benchmark(s) {unknown}: choose from {', '.join(BENCHMARKS)}")
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, device cpu")
    for name in BENCHMARKS:
        if name in which:
            BENCHMARKS[name](args)
    print_table()
    return 0


if __name__ == "__main__":
    sys.exit(main())
