"""Learners whose graded code ignores its inputs (hand-written): none of them may earn a point.

`build(folder)` writes one subfolder per learner holding one notebook per exercise it has a
variant for, each the solution notebook with its graded cells replaced (`classroom.edited`). The
`__init__` methods are kept, so the tests can build the modules and copy weights in; only what the
graded functions and `forward` methods return ignores the inputs:

* ignores-zeros (every exercise): zeros of the right shape and dtype (06: no merges, ids 0; 08: no
  match, length 0, BP 0, BLEU 0; 09: no token chosen; 11: a band mask that lets nothing through);
* ignores-constant (every exercise): a constant of the right shape and dtype (0.5, True, 1e-3, the
  bos id; 06: one fixed merge, unk for every character; 08: counts and lengths 1, BP 0.5, BLEU 50;
  09: every token chosen and masked; 11: ones, and a mask that lets every key through);
* ignores-uniform (01, 02): uniform attention weights 1/Lk and the mean of the values as output,
  so Q and K are ignored; the mask is still validated and dropout still applied to the weights
  (the exercise's other duties, done right, earn nothing while the result is wrong);
* ignores-passthrough (02-09): the input handed back where the output has its shape (02's output
  is the query; 03's feed-forward and positional encoding and 04's layers return dropout(x), which
  is x in eval mode; 05's shift_right returns tgt and greedy decoding echoes the source), zeros
  elsewhere; 06's tokenizer learns no merge and encodes characters, its top-p keeps every logit,
  its cache returns zeros;
  07's RMSNorm, SwiGLU and apply_rope return x, its rope tables are ones and its
  grouped-query attention is the solution's (which then rotates nothing: apply_rope returns x);
  08 scores each hypothesis against itself: every n-gram matches, the best match length is the
  hypothesis's own, BP is 1 and BLEU 100; 09's masking hands the tokens back with none chosen and
  its encoder returns the token embeddings.
  Exercise 01 has none: its output has the shape of no input.

* degenerates-the-generator (02, 07): ignores-uniform's 02 and ignores-passthrough's 07, with code
  that leaves torch's generator degenerate after every call (see DEGENERATE).

A test that gives any of them a point rewards an output that does not depend on the input:
test_free_points.py grades them all and expects 0 everywhere.
"""

from __future__ import annotations

import ast
import json
import textwrap
from pathlib import Path

import classroom


def _with_cells(exercise: str, sources: dict[str, str]) -> dict:
    """The solution notebook of `exercise` with each cell of `sources` (by id) replaced (kept '#| export')."""
    first, *rest = sources
    nb = classroom.edited(exercise, first, replace_with=sources[first])
    for cell_id in rest:
        cell = next(c for c in nb["cells"] if c.get("id") == cell_id)
        cell["source"] = "#| export\n" + textwrap.dedent(sources[cell_id]).strip() + "\n"
    return nb


def _returns(exercise: str, cell_id: str, results: dict[str, str]) -> str:
    """The solution's cell `cell_id` (its classes: constructors, parameters, attributes) with the body
    of each function or method named in `results` replaced by `return <result>`: modules built as the
    chapter builds them whose outputs ignore what the layers compute."""
    nb = json.loads(classroom.notebook(exercise).read_text())
    source = "".join(next(c for c in nb["cells"] if c.get("id") == cell_id)["source"])
    lines = [line for line in source.splitlines() if not line.startswith("#|")]
    functions = [node for node in ast.walk(ast.parse("\n".join(lines)))
                 if isinstance(node, ast.FunctionDef) and node.name in results]
    assert {f.name for f in functions} == set(results), f"{cell_id} defines {[f.name for f in functions]}"
    for function in sorted(functions, key=lambda f: f.lineno, reverse=True):   # bottom up: line numbers hold
        body = function.body[1:] if ast.get_docstring(function) else function.body
        indent = " " * body[0].col_offset
        lines[body[0].lineno - 1:function.end_lineno] = [f"{indent}return {results[function.name]}"]
    return "\n".join(lines) + "\n"


def _forward_returns(exercise: str, cell_id: str, result: str) -> str:
    return _returns(exercise, cell_id, {"forward": result})


# 01 ---------------------------------------------------------------------------------------------
SDPA_HEAD = "def scaled_dot_product_attention(query, key, value, mask=None, dropout_p=0.0):\n"


def _sdpa(out: str, weights: str) -> dict:
    body = (f"    shape_out = (*query.shape[:-1], value.size(-1))\n    shape_w = (*query.shape[:-1], key.size(-2))\n"
            f"    return {out}, {weights}\n")
    return {"export-sdpa": SDPA_HEAD + body}


SDPA_UNIFORM = SDPA_HEAD + """\
    weights = torch.full((*query.shape[:-1], key.size(-2)), 1.0 / key.size(-2), dtype=query.dtype)
    if mask is not None:
        check_mask(mask, weights.shape)
    dropped = F.dropout(weights, p=dropout_p) if dropout_p > 0 else weights
    return dropped @ value, weights
"""

# 02 ---------------------------------------------------------------------------------------------
MHA_INIT = '''\
class MultiHeadAttention(nn.Module):
    def __init__(self, d_model: int, num_heads: int, dropout: float = 0.1):
        super().__init__()
        self.d_model, self.num_heads, self.d_k = d_model, num_heads, d_model // num_heads
        self.dropout_p = dropout
        self.w_q = nn.Linear(d_model, d_model)
        self.w_k = nn.Linear(d_model, d_model)
        self.w_v = nn.Linear(d_model, d_model)
        self.w_o = nn.Linear(d_model, d_model)
'''


def _mha(split: str, merge: str, forward: str) -> dict:
    return {"export-mha": MHA_INIT + f"""
    def split_heads(self, x):
        batch, length, _ = x.shape
        shape = (batch, self.num_heads, length, self.d_k)
        return {split}

    def merge_heads(self, x):
        batch, _, length, _ = x.shape
        shape = (batch, length, self.d_model)
        return {merge}

    def forward(self, query, key, value, mask=None):
        shape_out = query.shape
        shape_w = (query.size(0), self.num_heads, query.size(1), key.size(1))
{textwrap.indent(textwrap.dedent(forward).strip(), '        ')}
"""}


MHA_UNIFORM_FORWARD = """
    from transformer.attention import check_mask
    weights = torch.full(shape_w, 1.0 / key.size(1), dtype=query.dtype)
    if mask is not None:
        check_mask(mask, weights.shape)
    dropped = torch.nn.functional.dropout(weights, p=self.dropout_p if self.training else 0.0)
    v = self.w_v(value).view(value.size(0), value.size(1), self.num_heads, self.d_k).transpose(1, 2)
    out = (dropped @ v).transpose(1, 2).reshape(shape_out)
    return self.w_o(out), weights
"""

# 03 ---------------------------------------------------------------------------------------------
EMBEDDING_INIT = """\
class TokenEmbedding(nn.Module):
    def __init__(self, vocab_size, d_model, padding_idx=None):
        super().__init__()
        self.vocab_size, self.d_model = vocab_size, d_model
        self.embedding = nn.Embedding(vocab_size, d_model, padding_idx=padding_idx)

    @property
    def weight(self):
        return self.embedding.weight

    def forward(self, tokens):
        shape = (*tokens.shape, self.d_model)
        return {}
"""
SINUSOID = """\
def sinusoidal_encoding(max_len, d_model):
    return {}
"""
def _ex03(ffn: str, embedding: str, sinusoid: str, pe: str) -> dict:
    return {"export-ffn": _forward_returns("03", "export-ffn", ffn),
            "export-embedding": EMBEDDING_INIT.format(embedding),
            "export-sinusoid": SINUSOID.format(sinusoid), "export-pe": _forward_returns("03", "export-pe", pe)}


# 04 ---------------------------------------------------------------------------------------------
def _ex04(result: str) -> dict:
    return {cell: _forward_returns("04", cell, result) for cell in ("export-encoder-layer", "export-decoder-layer")}


# 05 ---------------------------------------------------------------------------------------------
def _ex05(shift: str, masks: str, loss: str, rate: str, greedy: str) -> dict:
    return {
        "export-shift": f"def shift_right(tgt, bos_token_id):\n    return {shift}\n",
        "export-masks": ("def make_masks(src, tgt_in, pad_token_id=0):\n"
                         "    b, ls, lt = src.size(0), src.size(1), tgt_in.size(1)\n"
                         f"    return {masks}\n"),
        "export-loss": ("class LabelSmoothingLoss(nn.Module):\n"
                        "    def __init__(self, vocab_size, pad_token_id=0, smoothing=0.1):\n        "
                        "super().__init__()\n"
                        "        self.vocab_size, self.pad_token_id, self.smoothing = vocab_size, pad_token_id, "
                        "smoothing\n\n"
                        f"    def forward(self, logits, target):\n        return {loss}\n"),
        "export-noam": ("def noam_lambda(d_model, warmup=4000, factor=1.0):\n"
                        f"    def rate(index):\n        return {rate}\n\n    return rate\n"),
        "export-greedy": ("@torch.no_grad()\n"
                          "def greedy_decode(model, src, max_len, bos_token_id, eos_token_id, pad_token_id=0):\n"
                          f"    return {greedy}\n"),
    }


# 06 ---------------------------------------------------------------------------------------------
def _ex06(train: str, chunk: str, logits: str, top_p: str) -> dict:
    """train: the merges train learns (in text); chunk: _encode_chunk's ids (in chunk); logits: what
    KVCache.feed returns (in tokens, V); top_p: what top_p_filter returns (in logits)."""
    return {"export-bpe": _returns("06", "export-bpe", {"train": f"cls(sorted(set(text)), {train})",
                                                         "_encode_chunk": chunk}),
            "export-cache": _returns("06", "export-cache", {"feed": logits}).replace(
                f"return {logits}", f"V = self.model.config.vocab_size\n        return {logits}"),
            "export-top-p": _returns("06", "export-top-p", {"top_p_filter": top_p})}


# 07 ---------------------------------------------------------------------------------------------
GQA_SHAPES = ("shape_q = (query.size(0), self.num_heads, query.size(1), self.d_k)\n        "
              "shape_kv = (key.size(0), self.num_kv_heads, key.size(1), self.d_k)\n        ")


def _ex07(x: str, tables: str, gqa: str | None) -> dict:
    """x: what each module returns in place of its output (an expression in x); tables: rope_tables'
    cos and sin (in max_len, d_k); gqa: project's q, k, v (in shape_q, shape_kv), or None to keep it."""
    cells = {"export-rmsnorm": _forward_returns("07", "export-rmsnorm", x),
             "export-rope": _returns("07", "export-rope", {"rope_tables": f"{tables}, {tables}", "apply_rope": x}),
             "export-swiglu": _forward_returns("07", "export-swiglu", x)}
    if gqa is not None:
        cells["export-gqa"] = _returns("07", "export-gqa", {"project": gqa}).replace(
            f"return {gqa}", GQA_SHAPES + f"return {gqa}")
    return cells


# 08 ---------------------------------------------------------------------------------------------
def _ex08(clip: str, closest: str, bp: str, sums: str, bleu: str) -> dict:
    """What clipped_matches, closest_reference_length, brevity_penalty, corpus_statistics and corpus_bleu
    return, each an expression in its own arguments."""
    returns = {"export-clip": ("clipped_matches", clip), "export-closest": ("closest_reference_length", closest),
               "export-bp": ("brevity_penalty", bp), "export-corpus": ("corpus_statistics", sums),
               "export-bleu": ("corpus_bleu", bleu)}
    return {cell: _returns("08", cell, {name: result}) for cell, (name, result) in returns.items()}


OWN_NGRAMS = "sum(ngram_counts(hypothesis, n).values())"
OWN_TOTALS = "[sum(max(len(h) - n + 1, 0) for h in hypotheses) for n in range(1, max_n + 1)]"
OWN_LENGTH = "sum(len(h) for h in hypotheses)"



# 09 ---------------------------------------------------------------------------------------------
HIDDEN_SHAPE = "tokens.size(0), tokens.size(1), self.token_embedding.embedding_dim"
LOGITS_SHAPE = "tokens.size(0), self.head.out_features"


def _ex09(mask: str, hidden: str, loss: str, logits: str) -> dict:
    """What mask_tokens, EncoderOnlyLM.forward and .masked_lm_loss and SequenceClassifier.forward
    return, each an expression in its own arguments."""
    return {"export-mask": _returns("09", "export-mask", {"mask_tokens": mask}),
            "export-model": _returns("09", "export-model", {"forward": hidden, "masked_lm_loss": loss}),
            "export-classifier": _forward_returns("09", "export-classifier", logits)}


# 10 ---------------------------------------------------------------------------------------------
PATCHES_SHAPE = ("images.size(0), (images.size(2) // patch_size) * (images.size(3) // patch_size), "
                 "images.size(1) * patch_size ** 2")


def _ex10(patches: str, logits: str) -> dict:
    """What patchify and VisionTransformer.forward return, each an expression in its own arguments."""
    return {"export-patchify": _returns("10", "export-patchify", {"patchify": patches}),
            "export-model": _returns("10", "export-model", {"forward": logits})}

# 11 ---------------------------------------------------------------------------------------------
def _ex11(fill: str, mask: str) -> dict:
    """TiledAttention's forward and backward, RollingKVCache.update, elu_feature_map and
    LinearAttentionState.step return `fill` (a torch factory's name and value) in their results' shapes."""
    full = f"torch.{fill}"
    forward = (f"({full}(*q.shape[:-1], v.size(-1), dtype=q.dtype), {full}(q.shape[:-1], dtype=q.dtype))")
    backward = ", ".join(f"{full}(ctx.saved_tensors[{i}].shape, dtype=ctx.saved_tensors[{i}].dtype)"
                         for i in range(3)) + ", None, None, None"
    return {"export-tiled": _returns("11", "export-tiled", {"forward": forward, "backward": backward}),
            "export-rolling": _returns("11", "export-rolling", {"update": f"k, v, {mask}"}),
            "export-linear": _returns("11", "export-linear", {"elu_feature_map": f"{full}(x.shape, dtype=x.dtype)",
                                                              "step": f"{full}(v.shape, dtype=v.dtype)"})}


LEARNERS: dict[str, dict[str, dict[str, str]]] = {
    "ignores-zeros": {
        "01": _sdpa("torch.zeros(shape_out, dtype=query.dtype)", "torch.zeros(shape_w, dtype=query.dtype)"),
        "02": _mha("torch.zeros(shape, dtype=x.dtype)", "torch.zeros(shape, dtype=x.dtype)",
                   "return torch.zeros(shape_out, dtype=query.dtype), torch.zeros(shape_w, dtype=query.dtype)"),
        "03": _ex03("torch.zeros_like(x)", "torch.zeros(shape)", "torch.zeros(max_len, d_model)",
                    "torch.zeros_like(x)"),
        "04": _ex04("torch.zeros_like(x)"),
        "05": _ex05("torch.zeros_like(tgt)",
                    "torch.zeros(b, 1, 1, ls, dtype=torch.bool), torch.zeros(b, 1, lt, lt, dtype=torch.bool)",
                    "torch.zeros((), dtype=logits.dtype)", "0.0",
                    "torch.zeros(src.size(0), max_len, dtype=torch.long)"),
        "06": _ex06("[]", "[0] * len(chunk)", "torch.zeros(tokens.size(0), tokens.size(1), V)",
                    "torch.zeros_like(logits)"),
        "07": _ex07("torch.zeros_like(x)", "torch.zeros(max_len, d_k // 2)",
                    "torch.zeros(shape_q, dtype=query.dtype), torch.zeros(shape_kv, dtype=key.dtype), "
                    "torch.zeros(shape_kv, dtype=key.dtype)"),
        "08": _ex08("0, 0", "0", "0.0", "CorpusStatistics([0] * max_n, [0] * max_n, 0, 0)",
                    "BLEUScore(0.0, [0.0] * max_n, 0.0, 0, 0)"),
        "09": _ex09("torch.zeros_like(tokens), torch.zeros_like(tokens, dtype=torch.bool)",
                    f"torch.zeros({HIDDEN_SHAPE})", "torch.zeros(())", f"torch.zeros({LOGITS_SHAPE})"),
        "10": _ex10(f"torch.zeros({PATCHES_SHAPE})", "torch.zeros(images.size(0), self.head.out_features)"),
        "11": _ex11("zeros", "torch.zeros(k.size(-2), k.size(-2), dtype=torch.bool)"),
    },
    "ignores-constant": {
        "01": _sdpa("torch.full(shape_out, 0.5, dtype=query.dtype)", "torch.full(shape_w, 0.5, dtype=query.dtype)"),
        "02": _mha("torch.full(shape, 0.5, dtype=x.dtype)", "torch.full(shape, 0.5, dtype=x.dtype)",
                   "return torch.full(shape_out, 0.5, dtype=query.dtype), torch.full(shape_w, 0.5, dtype=query.dtype)"),
        "03": _ex03("torch.full_like(x, 0.5)", "torch.full(shape, 0.5)", "torch.full((max_len, d_model), 0.5)",
                    "torch.full_like(x, 0.5)"),
        "04": _ex04("torch.full_like(x, 0.5)"),
        "05": _ex05("torch.full_like(tgt, bos_token_id)",
                    "torch.ones(b, 1, 1, ls, dtype=torch.bool), torch.ones(b, 1, lt, lt, dtype=torch.bool)",
                    "torch.full((), 0.5, dtype=logits.dtype)", "1e-3",
                    "torch.full((src.size(0), max_len), bos_token_id, dtype=torch.long)"),
        "06": _ex06("[('a', 'b')]", "[UNK_ID] * len(chunk)", "torch.full((tokens.size(0), tokens.size(1), V), 0.5)",
                    "torch.full_like(logits, 0.5)"),
        "07": _ex07("torch.full_like(x, 0.5)", "torch.full((max_len, d_k // 2), 0.5)",
                    "torch.full(shape_q, 0.5, dtype=query.dtype), torch.full(shape_kv, 0.5, dtype=key.dtype), "
                    "torch.full(shape_kv, 0.5, dtype=key.dtype)"),
        "08": _ex08("1, 1", "1", "0.5", "CorpusStatistics([1] * max_n, [1] * max_n, 1, 1)",
                    "BLEUScore(50.0, [0.5] * max_n, 0.5, 1, 1)"),
        "09": _ex09("torch.full_like(tokens, mask_id), torch.ones_like(tokens, dtype=torch.bool)",
                    f"torch.full(({HIDDEN_SHAPE}), 0.5)", "torch.full((), 0.5)", f"torch.full(({LOGITS_SHAPE}), 0.5)"),
        "10": _ex10(f"torch.full(({PATCHES_SHAPE}), 0.5)", "torch.full((images.size(0), self.head.out_features), 0.5)"),
        "11": _ex11("ones", "torch.ones(k.size(-2), k.size(-2), dtype=torch.bool)"),
    },
    "ignores-uniform": {
        "01": {"export-sdpa": SDPA_UNIFORM},
        "02": _mha("torch.full(shape, 1.0 / self.d_k, dtype=x.dtype)",
                   "torch.full(shape, 1.0 / self.num_heads, dtype=x.dtype)",
                   MHA_UNIFORM_FORWARD),
    },
    "ignores-passthrough": {
        "02": _mha("x", "x", "return query, torch.zeros(shape_w, dtype=query.dtype)"),
        "03": _ex03("self.dropout(x)", "torch.zeros(shape)", "torch.zeros(max_len, d_model)", "self.dropout(x)"),
        "04": _ex04("self.dropout1(x)"),
        "05": _ex05("tgt.clone()",
                    "torch.zeros(b, 1, 1, ls, dtype=torch.bool), torch.zeros(b, 1, lt, lt, dtype=torch.bool)",
                    "torch.zeros((), dtype=logits.dtype)", "0.0", "src[:, :max_len].clone()"),
        "06": _ex06("[]", "[self.stoi.get(c, UNK_ID) for c in chunk]", "torch.zeros(tokens.size(0), tokens.size(1), V)",
                    "logits"),
        "07": _ex07("x", "torch.ones(max_len, d_k // 2)", None),
        "08": _ex08(f"{OWN_NGRAMS}, {OWN_NGRAMS}", "hyp_length", "1.0",
                    f"CorpusStatistics({OWN_TOTALS}, {OWN_TOTALS}, {OWN_LENGTH}, {OWN_LENGTH})",
                    "BLEUScore(100.0, [1.0] * max_n, 1.0, 0, 0)"),
        "09": _ex09("tokens.clone(), torch.zeros_like(tokens, dtype=torch.bool)", "self.token_embedding(tokens)",
                    "torch.zeros(())", f"torch.zeros({LOGITS_SHAPE})"),
    },
}


# The generator attack (issue 31): ignores-uniform's 02 and ignores-passthrough's 07, from code that
# also leaves torch's generator degenerate (every later draw 0) at import and after every call of
# its functions, constructors and forward methods. While the grading side took the generator's
# state back from the sandbox with each reply, the inputs a test drew after a call were zeros,
# which these outputs match: 2 points of 02 and 16 of 07 for code that earns none.
DEGENERATE = """
import functools as _functools
import torch as _torch


def _degenerate():
    state = _torch.get_rng_state().clone()
    state[24:24 + 624 * 8] = 0   # the Mersenne Twister's words
    _torch.set_rng_state(state)


def _then_degenerate(fn):
    @_functools.wraps(fn)
    def wrapped(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        finally:
            _degenerate()
    return wrapped


for _name, _value in list(globals().items()):
    if _name.startswith("_"):
        continue
    if isinstance(_value, type) and issubclass(_value, _torch.nn.Module):
        for _method in ("__init__", "forward"):
            if _method in vars(_value):
                setattr(_value, _method, _then_degenerate(vars(_value)[_method]))
    elif callable(_value) and getattr(_value, "__module__", None) == __name__:
        globals()[_name] = _then_degenerate(_value)
_degenerate()
"""
LEARNERS["degenerates-the-generator"] = {"02": LEARNERS["ignores-uniform"]["02"],
                                         "07": LEARNERS["ignores-passthrough"]["07"]}
EXTRA_CELL = {"degenerates-the-generator": DEGENERATE}


def build(folder: Path) -> dict[str, float]:
    """Write every ignoring learner into `folder` (one subfolder each); return {learner: expected total} (all 0)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for learner, exercises in LEARNERS.items():
        for exercise, sources in exercises.items():
            nb = _with_cells(exercise, sources)
            if learner in EXTRA_CELL:
                nb["cells"].append({"cell_type": "code", "id": "extra", "metadata": {}, "outputs": [],
                                    "execution_count": None, "source": "#| export\n" + EXTRA_CELL[learner].lstrip()})
            classroom.put(folder, learner, exercise, nb)
    return {learner: 0.0 for learner in LEARNERS}
