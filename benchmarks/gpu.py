"""The benchmark table's GPU rows (hand-written; not a test, nothing asserts). `make gpu-check` runs it
on a machine with CUDA; `--smoke` runs every row at toy sizes on the CPU, so the code cannot rot
where there is no GPU (its numbers mean nothing).

    python -m benchmarks.gpu            # on a GPU: every row, about 2 minutes on an H100
    python -m benchmarks.gpu --smoke    # anywhere: the same code at toy sizes, seconds

Each row is measured in this run, with its reference measured in the same run on the same device:

* step       one training step (forward, backward, Adam) of the paper's base model at a GPU-sized
             batch, in float32 and in bfloat16 autocast: our model on the explicit attention path
             and on the fused one, against torch.nn.Transformer inside the same embeddings and
             output layer (benchmarks/run.py's TorchReference). Median of interleaved repeats.
* mfu        model FLOPs utilisation of the bf16 steps above: the step's FLOPs as counted by
             torch.utils.flop_counter (every matrix product, forward and backward) over its time,
             against the GPU's dense bf16 peak (the datasheet's, named in the row).
* attention  chapter 01's attention (it forms the L x L weights) against PyTorch's fused kernel at
             L = 2048, 4096 and 8192 (8 heads of 64, batch 1, bf16): forward and backward time,
             and the peak memory each adds.
* decode     greedy decoding with the key/value cache against the uncached decoder (the same tokens
             asked for): tokens per second of each, d_model 512, 3 + 3 layers, batch 8.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import time

import torch
import torch.nn.functional as F
from torch.utils.flop_counter import FlopCounterMode

from benchmarks.run import TorchReference, interleaved_medians
from transformer import Transformer, TransformerConfig
from transformer.attention import scaled_dot_product_attention
from transformer.decoding import greedy_search
from transformer.fused import fused_attention, set_attention
from transformer.recipe import greedy_decode

# Dense bf16 tensor-core peaks from NVIDIA's datasheets (no sparsity), by a word of the device's name.
BF16_PEAK_TFLOPS = {"H200": 989.0, "H100": 989.0, "A100": 312.0, "L4": 121.0, "T4": 65.0}

ROWS: list[dict] = []


def record(row: str, config: str, measured: str, reference: str = "", ratio: str = "") -> None:
    ROWS.append({"row": row, "config": config, "measured": measured, "reference": reference, "ratio": ratio})
    print(f"  {row}: {measured}" + (f" (reference {reference})" if reference else "") +
          (f", {ratio}" if ratio else ""), flush=True)


def synchronized(fn, device: torch.device):
    """fn, then wait for the device: a GPU's kernels run after the call returns."""
    def run():
        fn()
        if device.type == "cuda":
            torch.cuda.synchronize(device)
    return run


def peak_tflops(device: torch.device) -> tuple[float | None, str]:
    if device.type != "cuda":
        return None, "cpu"
    name = torch.cuda.get_device_name(device)
    for word, tflops in BF16_PEAK_TFLOPS.items():
        if word in name:
            return tflops, name
    return None, name


def bench_step(device: torch.device, smoke: bool) -> None:
    """Training steps of the base model (or a toy one with --smoke): explicit, fused, nn.Transformer."""
    config = (TransformerConfig.small(src_vocab_size=500, tgt_vocab_size=500, d_model=32, num_heads=2, d_ff=64)
              if smoke else TransformerConfig.base())
    batch, length, repeats = (2, 8, 2) if smoke else (64, 128, 10)
    torch.manual_seed(0)
    src = torch.randint(4, config.src_vocab_size, (batch, length), device=device)
    tgt = torch.randint(4, config.tgt_vocab_size, (batch, length + 1), device=device)
    src[0, -length // 4:] = 0   # padding on both sides, as in a real batch
    tgt[1, -length // 5:] = 0
    describe = (f"d_model {config.d_model}, {config.num_encoder_layers}+{config.num_decoder_layers} layers, "
                f"batch {batch} x {length} tokens")
    peak, name = peak_tflops(device)
    for precision in ("float32", "bf16 autocast"):
        autocast = (torch.autocast(device.type, dtype=torch.bfloat16) if precision != "float32"
                    else contextlib.nullcontext())
        models = {"nn.Transformer": TorchReference(config), "explicit": Transformer(config),
                  "fused": set_attention(Transformer(config), "fused")}
        steps = {}
        for label, model in models.items():
            model.to(device).train()
            optimizer = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9)

            def step(model=model, optimizer=optimizer, autocast=autocast):
                with autocast:
                    logits = model(src, tgt[:, :-1])
                    loss = F.cross_entropy(logits.flatten(0, 1).float(), tgt[:, 1:].flatten(), ignore_index=0)
                optimizer.zero_grad(set_to_none=True)
                loss.backward()
                optimizer.step()
            steps[label] = synchronized(step, device)
        seconds = interleaved_medians(steps, repeats)
        ref = seconds["nn.Transformer"]
        for label in ("explicit", "fused"):
            record(f"training step, {precision}, {label} attention", describe, f"{1000 * seconds[label]:.1f} ms",
                   f"{1000 * ref:.1f} ms: nn.Transformer", f"{seconds[label] / ref:.2f}x nn.Transformer's time")
        if precision != "float32":
            with FlopCounterMode(display=False) as counter:
                steps["fused"]()
            flops = counter.get_total_flops()
            for label in ("explicit", "fused", "nn.Transformer"):
                achieved = flops / seconds[label] / 1e12
                share = f"{achieved / peak:.1%} of {peak:.0f} TFLOP/s ({name})" if peak else f"no peak known for {name}"
                record(f"model FLOPs utilisation, bf16, {label}", describe + f", {flops / 1e9:.3g} GFLOP a step",
                       f"{achieved:.3g} TFLOP/s", "", share)
        del models, steps


def bench_attention(device: torch.device, smoke: bool) -> None:
    """Chapter 01's attention (L x L weights formed) against the fused kernel, forward and backward."""
    lengths, heads, d_k = ((64, 128), 2, 16) if smoke else ((2048, 4096, 8192), 8, 64)
    dtype = torch.float32 if device.type == "cpu" else torch.bfloat16
    for length in lengths:
        torch.manual_seed(0)
        q, k, v = (torch.randn(1, heads, length, d_k, device=device, dtype=dtype, requires_grad=True)
                   for _ in range(3))
        causal = torch.ones(1, 1, length, length, dtype=torch.bool, device=device).tril()
        results = {}
        for label, attend in (("explicit", scaled_dot_product_attention), ("fused", fused_attention)):
            def run(attend=attend, q=q, k=k, v=v, causal=causal):
                out, _ = attend(q, k, v, causal)
                out.sum().backward()
            run = synchronized(run, device)
            run()   # warm-up
            if device.type == "cuda":
                torch.cuda.reset_peak_memory_stats(device)
                base = torch.cuda.memory_allocated(device)
            start = time.perf_counter()
            run()
            seconds = time.perf_counter() - start
            added = (torch.cuda.max_memory_allocated(device) - base) / 2**20 if device.type == "cuda" else math.nan
            results[label] = (seconds, added)
        (explicit_s, explicit_mb), (fused_s, fused_mb) = results["explicit"], results["fused"]
        memory = "" if math.isnan(explicit_mb) else f", {explicit_mb:,.0f} MB vs {fused_mb:,.0f} MB"
        record(f"attention L = {length}, forward and backward", f"{heads} heads of {d_k}, batch 1, {dtype}, causal",
               f"explicit {1000 * explicit_s:.1f} ms{memory}", f"fused {1000 * fused_s:.1f} ms",
               f"{explicit_s / fused_s:.1f}x the fused kernel's time" +
               ("" if math.isnan(explicit_mb) else f", {explicit_mb / max(fused_mb, 1e-9):.0f}x its memory"))


def bench_decode(device: torch.device, smoke: bool) -> None:
    """Tokens per second of greedy decoding with the key/value cache and without."""
    layers, d_model, batch, new = (1, 32, 2, 8) if smoke else (3, 512, 8, 128)
    torch.manual_seed(0)
    config = TransformerConfig(src_vocab_size=1000, tgt_vocab_size=1000, d_model=d_model, num_heads=8 if d_model > 32
                               else 2, d_ff=4 * d_model, num_encoder_layers=layers, num_decoder_layers=layers,
                               max_len=256)
    model = Transformer(config).to(device).eval()
    src = torch.randint(4, 1000, (batch, 32), device=device)
    with torch.no_grad():
        cached = synchronized(lambda: greedy_search(model, src, new, eos_token_id=-1), device)
        uncached = synchronized(lambda: greedy_decode(model, src, new, 1, -1), device)
        same = torch.equal(greedy_search(model, src, new, eos_token_id=-1), greedy_decode(model, src, new, 1, -1))
        seconds = interleaved_medians({"cached": cached, "uncached": uncached}, repeats=2 if smoke else 5)
    tokens = batch * new
    record("greedy decoding, key/value cache", f"d_model {d_model}, {layers}+{layers} layers, batch {batch}, "
           f"{new} tokens", f"{tokens / seconds['cached']:,.0f} tokens/s, same tokens: {same}",
           f"{tokens / seconds['uncached']:,.0f} tokens/s uncached",
           f"{seconds['uncached'] / seconds['cached']:.1f}x faster")


def table(device: torch.device) -> str:
    """The rows as a Markdown table, each naming the device and torch that measured it."""
    where = f"{torch.cuda.get_device_name(device)}, torch {torch.__version__}" if device.type == "cuda" else "cpu"
    lines = ["| benchmark | configuration | device | measured | reference | ratio |", "|---|---|---|---|---|---|"]
    lines += [f"| {r['row']} | {r['config']} | {where} | {r['measured']} | {r['reference']} | {r['ratio']} |"
              for r in ROWS]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="toy sizes on the CPU: checks the code, not the speed")
    args = parser.parse_args(argv)
    if not args.smoke and not torch.cuda.is_available():
        parser.error("no CUDA device here: run it on a GPU machine, or with --smoke to check the code on the CPU")
    device = torch.device("cpu" if args.smoke else "cuda")
    if device.type == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = False   # float32 means float32: TF32 would be another precision
        torch.backends.cudnn.allow_tf32 = False
    for bench in (bench_step, bench_attention, bench_decode):
        print(f"\n{bench.__doc__.splitlines()[0]}", flush=True)
        bench(device, args.smoke)
    print("\n" + table(device), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
