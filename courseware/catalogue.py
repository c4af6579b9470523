"""The catalogue of the book's chapter pages and their exercises (hand-written): the one place an
exercise is described.

Each `Page` is a chapter notebook of book/ (in the book's order) that exports a module: the module,
the main results `import transformer` exposes from the modules it writes (`top_level`), and, for a
page that is an exercise, its `Exercise`: the id, what the learner's module holds, the pytest
marker's topic, the library calls it forbids, and the reference modules its sandbox needs. Every
other place reads it from here:

* the grader's records (courseware/grader/records.py: GRADED_MODULES, EXERCISES);
* the pytest plugin (courseware/grader/plugin.py): one fixture `exNN` per exercise, and the markers
  `exNN` it registers (so `--strict-markers` knows them in the suite and in the grader's runs);
* the forbidden calls (courseware/grader/forbidden.py: FORBIDDEN);
* what the sandbox imports and lets through (courseware/grader/submission.py: PASSED_IN, PRELOADED);
* `transformer/__init__.py` (courseware/export.py: TOP_LEVEL);
* the chapter an exercise comes from (courseware/exercises.py: chapter_of, which `make progress`
  uses, and the check that the page's `course.exercise.id` is the catalogue's).

A new chapter needs its notebook, its line in _toc.yml and one `Page` here (ARCHITECTURE.md,
"Adding a chapter"); tests/pipeline/test_catalogue.py checks that every place agrees with it.

This module imports neither torch nor pytest, nor anything of the grader's: the grader's process,
the sandbox's child and the exporter all load it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rule:
    """Names (a regular expression, matched in full) that an exercise forbids (see
    courseware/grader/forbidden.py). `argument`: only a call that gives this argument a true value
    counts (label smoothing is forbidden, cross-entropy is not); `positions`: where that argument
    sits among the positional arguments of functions whose signature Python cannot read (torch's
    builtins), by name."""

    pattern: str
    writes: str   # what the exercise asks for instead: "scaled dot-product attention"
    argument: str = ""
    positions: tuple[tuple[str, int], ...] = ()
    modules: tuple[str, ...] = ("torch",)   # the packages whose namespaces hold the names
    shown: str = ""   # markdown: the public names, as the exercise notebook lists them

    def matches(self, name: str) -> bool:
        return re.fullmatch(self.pattern, name) is not None

    def to_json(self) -> dict:
        return {"pattern": self.pattern, "writes": self.writes, "argument": self.argument,
                "positions": [list(p) for p in self.positions], "modules": list(self.modules)}

    @classmethod
    def from_json(cls, data: dict) -> Rule:
        positions = tuple((str(name), int(index)) for name, index in data.get("positions", ()))
        return cls(data["pattern"], data["writes"], data.get("argument", ""), positions,
                   tuple(data.get("modules", ("torch",))))


@dataclass(frozen=True)
class Exercise:
    """A page's exercise, as the grader and the learner's tools know it."""

    id: str      # "01": its notebooks exercises/01_*.ipynb, its marker and fixture "ex01"
    holds: str   # what the learner's module holds: the fixture's documentation
    topic: str   # what its graded tests cover: the marker's description
    forbidden: tuple[Rule, ...] = ()   # library calls that do its job (forbidden.py)
    # Reference modules the tests hand to the learner's code as arguments, so the sandbox's child
    # needs their classes (none defines a graded function): PASSED_IN of submission.py.
    passed_in: tuple[str, ...] = ()
    # Modules besides the sandbox's PRELOAD that its exported cells import, imported in the child
    # before it loses access to files, for this exercise only: PRELOADED of submission.py.
    preloaded: tuple[str, ...] = ()
    # Reference modules that notebooks handed out earlier import from, where a name has since moved
    # to an earlier chapter: the sandbox still lets them through (submission.allowed_modules), so
    # that a learner's existing notebook keeps its points.
    handed_out_imports: tuple[str, ...] = ()


@dataclass(frozen=True)
class Page:
    """A chapter page of book/ that exports a module."""

    name: str     # "05_bleu": book/05_bleu.ipynb
    module: str   # its `#| default_exp`: the reference module an exercise rebuilds
    # What `import transformer` exposes, module -> names (its own module and those of its
    # `#| export NAME` cells); each name must be in its module's `__all__` (make export checks).
    top_level: dict[str, tuple[str, ...]] = field(default_factory=dict)
    exercise: Exercise | None = None

    @property
    def notebook(self) -> str:
        return f"book/{self.name}.ipynb"


ATTENTION = r"_?scaled_dot_product\w*|_?triton_scaled_dot_attention"
MULTIHEAD = r"MultiheadAttention|_?\w*multi_head_attention\w*"

# In the book's order (_toc.yml). The command line (transformer.cli) and data-parallel training
# (transformer.distributed) are used by their module's name only; the other public names of a
# module (constants such as ADAM_EPS, helpers such as atomic_write, the diagnostics) stay
# importable from it.
PAGES: tuple[Page, ...] = (
    Page("00_introduction", "config", {"config": ("TransformerConfig", "get_device"),
                                       "masks": ("create_padding_mask", "create_causal_mask")}),
    Page("01_attention", "attention", {"attention": ("scaled_dot_product_attention",)}, Exercise(
        "01", "scaled_dot_product_attention, check_mask", "scaled dot-product attention",
        forbidden=(Rule(f"{ATTENTION}|{MULTIHEAD}", "scaled dot-product attention",
                        shown="`torch.nn.functional.scaled_dot_product_attention` (and the kernels under it) and "
                              "`torch.nn.MultiheadAttention`"),))),
    Page("02_multihead", "multihead", {"multihead": ("MultiHeadAttention",)}, Exercise(
        "02", "MultiHeadAttention", "multi-head attention",
        forbidden=(Rule(MULTIHEAD, "multi-head attention", shown="`torch.nn.MultiheadAttention` and "
                        "`torch.nn.functional.multi_head_attention_forward`"),))),
    Page("03_embeddings", "embeddings",
         {"embeddings": ("PositionwiseFeedForward", "TokenEmbedding", "PositionalEncoding")}, Exercise(
             "03", "PositionwiseFeedForward, TokenEmbedding, PositionalEncoding",
             "feed-forward, embeddings, positional encoding")),
    Page("04_layers", "layers", {"layers": ("EncoderLayer", "DecoderLayer", "Encoder", "Decoder")}, Exercise(
        "04", "EncoderLayer, DecoderLayer, Encoder, Decoder", "encoder and decoder layers",
        forbidden=(Rule(r"Transformer(Encoder|Decoder)?(Layer)?|_transformer_encoder_layer_fwd|"
                        r"_native_multi_head_attention", "the encoder and decoder layers",
                        shown="`torch.nn.TransformerEncoderLayer`, `torch.nn.TransformerDecoderLayer`, their stacks "
                              "and `torch.nn.Transformer`"),))),
    Page("05_transformer", "model", {"model": ("Transformer", "count_parameters")}),
    Page("05_training", "recipe",
         {"recipe": ("shift_right", "make_masks", "LabelSmoothingLoss", "noam_lambda", "greedy_decode")}, Exercise(
             "05", "training: shift_right, make_masks, LabelSmoothingLoss, noam_lambda, greedy_decode",
             "teacher forcing, batch masks, label smoothing, schedule, greedy decoding",
             forbidden=(Rule(r"cross_entropy(_loss)?|CrossEntropyLoss", "label smoothing", argument="label_smoothing",
                             positions=(("cross_entropy_loss", 5),),
                             shown="the `label_smoothing` argument of `torch.nn.functional.cross_entropy` and "
                                   "`torch.nn.CrossEntropyLoss` (cross-entropy without it is fine)"),),
             passed_in=("transformer.model",))),   # greedy_decode decodes with a reference Transformer
    Page("05_trainer", "trainer", {"trainer": ("TrainerConfig", "Trainer"),
                                   "checkpoints": ("save_checkpoint", "load_checkpoint", "load_model")}),
    Page("05_decoding", "decoding", {"decoding": ("greedy_search", "sample", "beam_search")}),
    Page("05_translation", "data", {"data": ("Vocabulary", "translate")}),
    Page("05_bleu", "bleu", {"bleu": ("corpus_bleu",)}, Exercise(
        "08", "BLEU: clipped_matches, closest_reference_length, brevity_penalty, corpus_statistics, corpus_bleu",
        "BLEU: clipped n-gram precision, brevity penalty, corpus score",
        forbidden=(Rule(r"corpus_bleu|sentence_bleu|BLEU", "BLEU", modules=("sacrebleu",),
                        shown="`sacrebleu.corpus_bleu`, `sacrebleu.sentence_bleu` and `sacrebleu.BLEU` (its "
                              "tokenizer, which the chapter imports, is fine)"),),
        # sacrebleu's 13a tokenizer, which the chapter uses rather than have the learner write one
        # (sacrebleu adds about 0.1 s to a start)
        preloaded=("sacrebleu.tokenizers.tokenizer_13a",))),
    Page("05_real_translation", "translation",
         {"translation": ("SharedVocabulary", "token_batches")}),
    Page("06_language_model", "lm",
         {"lm": ("CharTokenizer", "BPETokenizer", "LMConfig", "DecoderOnlyLM", "generate", "LMTrainer")}, Exercise(
             "06", "language model: BPETokenizer.train and encode, KVCache.feed, top_p_filter",
             "byte-pair encoding, the key/value cache, top-p sampling")),
    Page("06_diagnostics", "diagnostics"),
    Page("06_performance", "fused", {"fused": ("set_attention",)}),
    Page("06_data_parallel", "distributed"),
    Page("06_cli", "cli"),
    Page("07_modern", "modern",
         {"modern": ("RMSNorm", "SwiGLU", "GroupedQueryAttention", "ModernLMConfig", "ModernLM")}, Exercise(
             "07", "RMSNorm, rope_tables, apply_rope, SwiGLU, GroupedQueryAttention",
             "RMSNorm, rotary positions, SwiGLU, grouped-query attention",
             forbidden=(Rule(r"RMSNorm|_?\w*rms_norm", "RMSNorm",
                             shown="`torch.nn.RMSNorm` and `torch.nn.functional.rms_norm`"),
                        Rule(ATTENTION, "grouped-query attention", argument="enable_gqa",
                             shown="`enable_gqa=True` of `torch.nn.functional.scaled_dot_product_attention`")))),
    Page("08_vision", "vision", {"vision": ("patchify", "ViTConfig", "VisionTransformer")}, Exercise(
        "10", "vision: patchify, VisionTransformer.forward",
        "the Vision Transformer: patches, the class token and its position")),
    Page("09_encoder_only", "encoder_only",
         {"encoder_only": ("mask_tokens", "EncoderOnlyConfig", "EncoderOnlyLM", "SequenceClassifier")},
         Exercise("09", "encoder-only: mask_tokens, EncoderOnlyLM.forward and .masked_lm_loss, SequenceClassifier",
                  "BERT: masking, the masked-language-model loss, a [CLS] classifier",
                  # notebooks before 2026-11-28 import GELUFeedForward from chapter 08; it is chapter 03's now
                  handed_out_imports=("transformer.vision",))),
    Page("10_long_attention", "long_attention", {"long_attention": ("TiledAttention", "tiled_attention")}, Exercise(
        "11", "long attention: TiledAttention.forward and .backward (and the causal tile), RollingKVCache.update, "
              "elu_feature_map, LinearAttentionState.step",
        "tiled attention's forward and backward, a rolling window cache, linear attention's recurrence",
        forbidden=(Rule(ATTENTION, "tiled attention",
                        shown="`torch.nn.functional.scaled_dot_product_attention` (and the kernels under it)"),),
        preloaded=("statistics", "time"))),   # the chapter's measuring and ListOps helpers
)


def exercise_pages() -> list[Page]:
    """The pages that are exercises, in the order of their ids ("01", ..., "11")."""
    return sorted((p for p in PAGES if p.exercise is not None), key=lambda p: p.exercise.id)


def exercises() -> dict[str, Page]:
    """{exercise id: its page}, in the order of the ids."""
    return {p.exercise.id: p for p in exercise_pages()}


def graded_modules() -> dict[str, str]:
    """{exercise id: the reference module it rebuilds} (records.GRADED_MODULES)."""
    return {ex: page.module for ex, page in exercises().items()}


def forbidden() -> dict:
    """{exercise id: its forbidden-call rules}, for the exercises that forbid any (forbidden.FORBIDDEN)."""
    return {ex: page.exercise.forbidden for ex, page in exercises().items() if page.exercise.forbidden}


def passed_in() -> dict[str, tuple[str, ...]]:
    """{exercise id: the reference modules its tests pass in} (submission.PASSED_IN)."""
    return {ex: page.exercise.passed_in for ex, page in exercises().items() if page.exercise.passed_in}


def handed_out_imports() -> dict[str, tuple[str, ...]]:
    """{exercise id: the reference modules earlier notebooks of it import} (submission.allowed_modules)."""
    return {ex: page.exercise.handed_out_imports for ex, page in exercises().items()
            if page.exercise.handed_out_imports}


def preloaded() -> dict[str, tuple[str, ...]]:
    """{exercise id: the modules its sandbox preloads} (submission.PRELOADED)."""
    return {ex: page.exercise.preloaded for ex, page in exercises().items() if page.exercise.preloaded}


MARKER_PREFIX = "ex"   # an exercise is "01" everywhere in the grader; its tests carry the marker "ex01"


def marker(exercise: str) -> str:
    """The pytest marker (and fixture) of an exercise: "01" -> "ex01"."""
    return MARKER_PREFIX + exercise


def marker_lines() -> list[str]:
    """The pytest `markers` lines of the exercises: "ex01: graded tests of exercise 01 (...)"."""
    return [f"{marker(ex)}: graded tests of exercise {ex} ({page.exercise.topic})"
            for ex, page in exercises().items()]


def top_level() -> dict[str, list[str]]:
    """{module: the names `transformer/__init__.py` exposes from it} (export.TOP_LEVEL)."""
    return {module: list(names) for page in PAGES for module, names in page.top_level.items()}


def page_of(exercise: str) -> Page | None:
    """The page exercise `exercise` ("08") comes from, or None."""
    return exercises().get(exercise)
