"""The command line of chapter 06, `transformer` (transformer/cli.py; hand-written).

Oracles: the defaults table (a printed default config reads back as exactly the defaults), an
uninterrupted run (a run trained in two sittings ends with the same weights and losses), and the
model's own generate/translate (what `transformer generate` prints).
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from transformer import cli
from transformer.checkpoints import load_model, read_checkpoint
from transformer.lm import DecoderOnlyLM
from transformer.model import Transformer

TINY_LM = """kind = "lm"
[data]
tokenizer = "char"
context = 16
[model]
max_len = 16
d_model = 16
num_heads = 2
num_layers = 1
d_ff = 32
[train]
steps = 8
batch_size = 4
warmup = 4
eval_every = 4
checkpoint_every = 4
"""

TINY_VERSES = """{"kind": "verses", "data": {"bpe_vocab_size": 300},
 "model": {"d_model": 16, "num_heads": 2, "num_layers": 1, "d_ff": 32},
 "train": {"steps": 3, "batch_size": 400, "warmup": 2, "eval_every": 0}}"""

TINY_VIT = """{"kind": "vit", "data": {"valid_size": 50},
 "model": {"d_model": 16, "num_heads": 2, "num_layers": 1, "d_ff": 32},
 "train": {"steps": 6, "batch_size": 16, "warmup": 2, "eval_every": 3, "checkpoint_every": 3}}"""

TINY_MLM = """{"kind": "mlm", "data": {"bpe_vocab_size": 300},
 "model": {"max_len": 24, "d_model": 16, "num_heads": 2, "num_layers": 1, "d_ff": 32},
 "train": {"steps": 4, "batch_size": 16, "warmup": 2, "eval_every": 4, "checkpoint_every": 2}}"""

TINY_TRANSLATION = """{"kind": "translation", "data": {"train_size": 64, "valid_size": 8},
 "model": {"d_model": 16, "num_heads": 2, "num_layers": 1, "d_ff": 32},
 "train": {"steps": 4, "batch_size": 8, "warmup": 2, "eval_every": 2, "patience": 1}}"""


pytestmark = pytest.mark.usefixtures("one_thread")  # tests/package/conftest.py


@pytest.fixture(autouse=True)
def on_the_cpu(monkeypatch):
    """A run trains where get_device says (CUDA where there is a GPU): these tests pin the CPU, whose
    sums are added in the same order every time (a resumed run equals an uninterrupted one to the
    bit); the one marked cuda below trains on the GPU."""
    monkeypatch.setenv("TRANSFORMER_DEVICE", "cpu")


def write(tmp_path: Path, text: str, name: str = "run.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("kind", cli.kinds())
def test_the_printed_default_config_reads_back_as_the_defaults(tmp_path, kind):
    config = cli.read_config(write(tmp_path, cli.default_config(kind)))
    assert config["kind"] == kind
    for section, names in cli.SETTINGS[kind].items():
        assert config[section] == {name: default for name, (default, _) in names.items()}


@pytest.mark.parametrize("text, message", [
    ('kind = "lm"\n[model]\nd_modle = 3\n', r"unknown setting model\.d_modle; the settings of \[model\] are d_model"),
    ('kind = "lm"\n[optim]\nlr = 3\n', r"unknown section \[optim\]"),
    ('kind = "lm"\n[train]\nsteps = "600"\n', r"train\.steps must be an integer .* got '600'"),
    ('kind = "lm"\n[train]\nsteps = true\n', r"train\.steps must be an integer .* got True"),
    ('kind = "lm"\n[model]\ndropout = "0.1"\n', r"model\.dropout must be a number"),
    ('kind = "gpt"\n', r"kind must be one of lm, translation, verses, mlm, vit, got 'gpt'"),
    ('[model]\nd_model = 3\n', r"kind must be one of lm, translation, verses, mlm, vit, got None"),
    ('kind = "lm"\n[model\n', r"is not a readable config"),
])
def test_a_bad_config_names_the_setting(tmp_path, text, message):
    with pytest.raises(ValueError, match=message):
        cli.read_config(write(tmp_path, text))


def test_config_files_are_toml_or_json(tmp_path):
    assert cli.read_config(write(tmp_path, TINY_TRANSLATION, "run.json"))["model"]["d_model"] == 16
    with pytest.raises(ValueError, match=r"must end in \.toml or \.json, got '\.yaml'"):
        cli.read_config(write(tmp_path, "kind: lm", "run.yaml"))
    with pytest.raises(FileNotFoundError, match="transformer config lm"):
        cli.read_config(tmp_path / "missing.toml")


def test_an_out_of_range_value_is_refused_by_the_model_config(tmp_path):
    config = cli.read_config(write(tmp_path, TINY_LM.replace("num_heads = 2", "num_heads = 3")))
    with pytest.raises(ValueError, match="num_heads"):
        cli.train(config, tmp_path / "run", progress=False)
    config = cli.read_config(write(tmp_path, TINY_LM.replace("context = 16", "context = 32")))
    with pytest.raises(ValueError, match=r"data.context \(32\) must be at most model.max_len \(16\)"):
        cli.train(config, tmp_path / "run", progress=False)
    assert not (tmp_path / "run").exists(), "a refused run left a folder behind"


def test_a_run_trained_in_two_sittings_equals_one_uninterrupted_run(tmp_path):
    config = cli.read_config(write(tmp_path, TINY_LM))
    whole = cli.train(config, tmp_path / "whole", progress=False)
    cli.train(config, tmp_path / "split", steps=4, progress=False)
    split = cli.train(config, tmp_path / "split", progress=False)   # resumes at step 4
    assert split.step == whole.step == 8
    assert split.losses == pytest.approx(whole.losses, abs=0, rel=0)
    for (name, a), b in zip(whole.model.state_dict().items(), split.model.state_dict().values(), strict=True):
        assert torch.equal(a, b), f"{name} differs after resuming"
    assert sorted(p.name for p in (tmp_path / "split").iterdir()) == ["checkpoint.pt", "config.json", "vocab.json"]


def test_resuming_under_other_settings_is_refused_naming_them(tmp_path):
    cli.train(cli.read_config(write(tmp_path, TINY_LM)), tmp_path / "run", steps=2, progress=False)
    before = (tmp_path / "run" / "checkpoint.pt").read_bytes()
    changed = TINY_LM.replace("d_ff = 32", "d_ff = 48").replace("steps = 8", "steps = 12").replace(
        "warmup = 4", "warmup = 5")
    other = cli.read_config(write(tmp_path, changed, "other.toml"))
    with pytest.raises(ValueError, match="holds a run with other settings: model.d_ff is 32 there, 48 here; "
                                         "train.warmup is 4 there, 5 here; train into another folder") as refused:
        cli.train(other, tmp_path / "run", progress=False)
    assert "steps" not in str(refused.value), "the number of steps is not a setting that must match"
    assert (tmp_path / "run" / "checkpoint.pt").read_bytes() == before
    assert json.loads((tmp_path / "run" / "config.json").read_text())["model"]["d_ff"] == 32
    assert cli.main(["train", str(tmp_path / "other.toml"), "-o", str(tmp_path / "run")]) == 2


def test_more_steps_continue_a_finished_run_as_one_longer_run_would(tmp_path):
    """The schedule depends on the step, not on the total: 2 steps, then the settings raised to 4,
    are the 4-step run. The files of the run have the usual modes (0o644 under the umask 0o022)."""
    old_umask = os.umask(0o022)
    try:
        straight = cli.train(cli.read_config(write(tmp_path, TINY_LM.replace("steps = 8", "steps = 4"))),
                             tmp_path / "straight", progress=False)
        first = cli.train(cli.read_config(write(tmp_path, TINY_LM.replace("steps = 8", "steps = 2"), "two.toml")),
                          tmp_path / "run", progress=False)
        assert first.step == 2
        more = cli.read_config(write(tmp_path, TINY_LM.replace("steps = 8", "steps = 4"), "four.toml"))
        longer = cli.train(more, tmp_path / "run", progress=False)
    finally:
        os.umask(old_umask)
    assert longer.step == straight.step == 4
    assert longer.losses == pytest.approx(straight.losses, abs=0, rel=0)
    for (name, a), b in zip(straight.model.state_dict().items(), longer.model.state_dict().values(), strict=True):
        assert torch.equal(a, b), f"{name} differs after continuing"
    assert json.loads((tmp_path / "run" / "config.json").read_text())["train"]["steps"] == 4
    if os.name == "posix":
        for path in (tmp_path / "run").iterdir():
            assert stat.S_IMODE(path.stat().st_mode) == 0o644, f"{path.name}: mode {path.stat().st_mode:o}"
    with pytest.raises(ValueError, match="is at step 4 already, past the 3 steps asked for"):
        cli.train(more, tmp_path / "run", steps=3, progress=False)


def damage(folder: Path, how: str) -> Path:
    """Replace the checkpoint of a run folder by a file that is not one of ours."""
    path = folder / "checkpoint.pt"
    if how == "truncated":
        path.write_bytes(path.read_bytes()[:1000])
    elif how == "text":
        path.write_text("epoch 3, loss 0.41\n")
    else:   # a checkpoint of another program: a plain state dict
        torch.save({"model": torch.nn.Linear(2, 2).state_dict()}, path)
    return path


@pytest.mark.parametrize("how, why", [("truncated", "truncated or corrupt: RuntimeError: PytorchStreamReader"),
                                      ("text", "truncated or corrupt: "), ("foreign", "format None, expected ")])
def test_a_damaged_checkpoint_is_one_line_with_status_2(tmp_path, capsys, how, why):
    settings = write(tmp_path, TINY_LM.replace("steps = 8", "steps = 2"))
    cli.train(cli.read_config(settings), tmp_path / "run", progress=False)
    path = damage(tmp_path / "run", how)
    capsys.readouterr()
    for command, argv in (("generate", ["generate", str(tmp_path / "run"), "--prompt", "The"]),
                          ("train", ["train", str(settings), "-o", str(tmp_path / "run"), "--steps", "4"])):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"transformer {command}: error: {path} is not a checkpoint of this course ({why}"), err
        assert err.endswith("): delete it and train again, or use another checkpoint\n"), err
        assert err.count("\n") == 1 and "Traceback" not in err, err


def test_a_damaged_vocab_or_config_names_the_file(tmp_path, capsys):
    settings = write(tmp_path, TINY_LM.replace("steps = 8", "steps = 2"))
    cli.train(cli.read_config(settings), tmp_path / "run", progress=False)
    (tmp_path / "run" / "vocab.json").write_text('{"type": "char", "chars": [')
    assert cli.main(["generate", str(tmp_path / "run"), "--prompt", "The"]) == 2
    assert f"{tmp_path / 'run' / 'vocab.json'} is damaged" in capsys.readouterr().err
    (tmp_path / "run" / "config.json").write_text("[]")
    assert cli.main(["train", str(settings), "-o", str(tmp_path / "run")]) == 2
    assert "config.json is damaged (a JSON list, not an object)" in capsys.readouterr().err


def test_progress_goes_to_stderr_in_plain_lines_off_a_terminal(tmp_path, capsys):
    assert cli.main(["train", str(write(tmp_path, TINY_LM)), "-o", str(tmp_path / "run")]) == 0
    out, err = capsys.readouterr()
    assert "\r" not in err and "\r" not in out, "a log must get no carriage returns"
    assert "training:" not in out, "progress belongs on stderr"
    lines = err.splitlines()
    assert [line.split(",")[0] for line in lines] == [f"training: step {s}/8" for s in range(1, 9)]
    assert "valid loss" in lines[3] and "valid loss" in lines[7] and "valid loss" not in lines[2], err
    assert out.splitlines()[-1].startswith("step 8, valid loss ")
    assert out.splitlines()[0].endswith(f"8 steps into {tmp_path / 'run'} on cpu"), "it names where it trains"


def test_generate_continues_the_prompt_as_the_model_does(tmp_path):
    cli.train(cli.read_config(write(tmp_path, TINY_LM)), tmp_path / "run", progress=False)
    model, tokenizer = cli.load_run(tmp_path / "run")
    assert isinstance(model, DecoderOnlyLM) and not model.training
    text = cli.complete(tmp_path / "run", "The ", max_new_tokens=6, greedy=True)
    from transformer.lm import generate
    expected = tokenizer.decode(generate(model, tokenizer.encode("The "), 6, greedy=True)[0].tolist())
    assert text == expected and text.startswith("The ")
    with pytest.raises(ValueError, match="reads at most 16"):
        cli.complete(tmp_path / "run", "x" * 20)


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device (none found)")
def test_a_run_trains_on_the_gpu_resumes_there_and_generates_on_the_cpu(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("TRANSFORMER_DEVICE")   # the command's own choice: the GPU
    config = cli.read_config(write(tmp_path, TINY_LM))
    first = cli.train(config, tmp_path / "run", steps=4, progress=False)
    assert first.device.type == "cuda" and " on cuda" in capsys.readouterr().out
    again = cli.train(config, tmp_path / "run", progress=False)   # resumes the GPU's checkpoint on the GPU
    assert again.device.type == "cuda" and again.step == 8
    assert all(torch.isfinite(torch.tensor(again.losses))), again.losses
    model, _ = cli.load_run(tmp_path / "run")
    assert next(model.parameters()).device.type == "cpu", "generate loads the weights on the CPU"
    assert cli.complete(tmp_path / "run", "The ", max_new_tokens=6, greedy=True).startswith("The ")


def test_a_translation_run_trains_and_translates(tmp_path):
    config = cli.read_config(write(tmp_path, TINY_TRANSLATION, "run.json"))
    trainer = cli.train(config, tmp_path / "fr", progress=False)
    assert trainer.step <= 4 and trainer.history
    model, vocab = cli.load_run(tmp_path / "fr")
    assert isinstance(model, Transformer)
    from transformer.data import translate
    assert cli.complete(tmp_path / "fr", "seventy-one", beam_size=1) == translate(
        model, ["seventy-one"], vocab, max_len=model.config.max_len - 1)[0]


@pytest.fixture(scope="module")
def verses_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("verses") / "es"
    config = cli.read_config(write(out.parent, TINY_VERSES, "run.json"))
    cli.train(config, out, progress=False)
    return out


def test_a_verses_run_trains_on_the_shipped_corpus_and_translates_lines(verses_run):
    from transformer.data import translate
    from transformer.translation import SharedVocabulary
    model, vocab = cli.load_run(verses_run)
    assert isinstance(model, Transformer) and isinstance(vocab, SharedVocabulary) and len(vocab) == 300
    lines = ["In the beginning God created the heavens.", "And God said."]
    warnings = []
    outputs, failed = cli.translate_lines(verses_run, lines, beam_size=1, warn=warnings.append)
    assert failed == 0 and not warnings
    assert outputs == translate(model, lines, vocab, max_len=model.config.max_len - 1)


def test_translate_names_each_line_it_cannot_translate(verses_run, capsys, monkeypatch):
    long = "and the king said " * 60
    monkeypatch.setattr("sys.stdin", io.StringIO(f"God saw the light.\n\n{long}\nThe snowman \u2603 sleeps.\n"))
    assert cli.main(["translate", str(verses_run), "--beam-size", "2"]) == 1
    captured = capsys.readouterr()
    assert len(captured.out.split("\n")) == 5, "one output line per input line, and a final newline"
    out_lines = captured.out.split("\n")
    assert out_lines[0] and out_lines[1] == "" and out_lines[2] == "" and out_lines[3]
    err = captured.err
    assert "line 2: empty" in err and "line 3:" in err and "more than the 128 this model reads" in err
    assert "line 4: never seen in training" in err and "\u2603" in err and "Traceback" not in err
    assert cli.main(["translate", str(verses_run), "God saw the light."]) == 0
    assert capsys.readouterr().out.strip()


def test_a_verses_run_averages_its_last_checkpoints_and_translates_with_them(tmp_path):
    """train.average = 3 with a checkpoint every 2 steps: averaged.pt is the mean of the weights at steps
    2, 4 and 6, which the same run trained in three sittings leaves in its three checkpoints."""
    from transformer.checkpoints import read_checkpoint
    from transformer.translation import average_state_dicts
    text = TINY_VERSES.replace('"steps": 3', '"steps": 6, "checkpoint_every": 2, "average": 3')
    config = cli.read_config(write(tmp_path, text, "run.json"))
    trainer = cli.train(config, tmp_path / "whole", progress=False)
    sittings = []
    for steps in (2, 4, 6):
        cli.train(config, tmp_path / "split", steps=steps, progress=False)
        sittings.append(read_checkpoint(tmp_path / "split" / cli.CHECKPOINT)["model"])
    assert not (tmp_path / "split" / cli.AVERAGED).exists(), "one checkpoint a sitting: nothing to average"
    averaged = read_checkpoint(tmp_path / "whole" / cli.AVERAGED)["model"]
    expected = average_state_dicts(sittings)
    for name, value in expected.items():   # a resumed run has the same weights bit for bit (test above)
        assert torch.equal(averaged[name], value), f"{name} is not the average of the last 3 checkpoints"
    last = read_checkpoint(tmp_path / "whole" / cli.CHECKPOINT)["model"]
    assert any(not torch.equal(last[name], averaged[name]) for name in last), "the average is the last weights"
    for name, value in trainer.model.state_dict().items():
        assert torch.equal(last[name], value), f"checkpoint.pt must keep the last weights ({name} differs)"
    model, _ = cli.load_run(tmp_path / "whole")
    for name, value in model.state_dict().items():
        assert torch.equal(value, averaged[name]), f"load_run must give the averaged weights ({name})"
    cli.train(config, tmp_path / "whole", steps=7, progress=False)   # one more step: too few to average again
    assert not (tmp_path / "whole" / cli.AVERAGED).exists(), "an averaged.pt older than the checkpoint was kept"


def test_translate_refuses_a_language_model_in_one_line(tmp_path, capsys):
    cli.train(cli.read_config(write(tmp_path, TINY_LM)), tmp_path / "lm", progress=False)
    assert cli.main(["translate", str(tmp_path / "lm"), "hello"]) == 2
    err = capsys.readouterr().err
    assert "holds a DecoderOnlyLM, not a translation model: use `transformer generate`" in err
    assert "Traceback" not in err


def test_tokenizers_survive_the_round_trip_through_json():
    from transformer.data import Vocabulary
    from transformer.lm import BPETokenizer, CharTokenizer
    text = "the cat sat on the mat, the end."
    from transformer.translation import SharedVocabulary
    for tokenizer in (CharTokenizer.from_text(text), BPETokenizer.train(text, 30), Vocabulary(text.split())):
        back = cli.tokenizer_from_dict(json.loads(json.dumps(cli.tokenizer_to_dict(tokenizer))))
        assert type(back) is type(tokenizer) and back.itos == tokenizer.itos
        assert back.encode("the cat") == tokenizer.encode("the cat")
    shared = SharedVocabulary.train([text, "el gato"], 40)
    back = cli.tokenizer_from_dict(json.loads(json.dumps(cli.tokenizer_to_dict(shared))))
    assert type(back) is SharedVocabulary and back.bpe.itos == shared.bpe.itos
    assert back.encode("the gato") == shared.encode("the gato")


def test_main_reports_errors_in_one_line_with_status_2(tmp_path, capsys):
    assert cli.main(["generate", str(tmp_path / "nothing"), "--prompt", "x"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("transformer generate: error:") and "holds no checkpoint.pt" in err and "Traceback" not in err
    assert cli.main(["config", "lm"]) == 0
    assert capsys.readouterr().out == cli.default_config("lm")


def test_the_installed_command_explains_itself():
    exe = shutil.which("transformer", path=str(Path(sys.executable).parent))
    assert exe, "the console script `transformer` is not installed: reinstall the package (make env)"
    done = subprocess.run([exe, "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    for word in ("config", "train", "generate", "translate", "examples:", "--prompt"):
        assert word in done.stdout, f"`transformer --help` does not mention {word}"
    assert '--prompt "The"' in done.stdout, "the example prompt has no trailing space (bad with BPE)"
    generate_help = subprocess.run([exe, "generate", "--help"], capture_output=True, text=True, timeout=60).stdout
    assert '"The "' not in done.stdout + generate_help and 'e.g. "The"' in generate_help
    done = subprocess.run([exe, "train"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "the following arguments are required: config, -o/--out" in done.stderr


# The kinds of later chapters: registered by chapters 08 and 09, trained and resumed by the same command

@pytest.mark.parametrize("text, model_class", [(TINY_VIT, "VisionTransformer"), (TINY_MLM, "EncoderOnlyLM")])
def test_the_kinds_of_chapters_08_and_09_train_resume_and_load(tmp_path, text, model_class):
    """`transformer train` trains a ViT on the digits and BERT's masked-token model on the verses:
    two sittings equal one uninterrupted run, load_model rebuilds the model from the checkpoint,
    and the evaluation is the kind's own metric."""
    config = cli.read_config(write(tmp_path, text, "run.json"))
    steps = config["train"]["steps"]
    whole = cli.train(config, tmp_path / "whole", progress=False)
    cli.train(config, tmp_path / "split", steps=steps // 2, progress=False)
    split = cli.train(config, tmp_path / "split", progress=False)
    assert split.step == whole.step == steps and split.losses == whole.losses
    metric = {"VisionTransformer": "valid accuracy", "EncoderOnlyLM": "valid masked accuracy"}[model_class]
    every = config["train"]["eval_every"]
    assert [h["step"] for h in whole.history if metric in h] == list(range(every, steps + 1, every))
    assert all(0 <= h[metric] <= 1 for h in whole.history if metric in h)
    loaded = load_model(tmp_path / "whole" / cli.CHECKPOINT)
    assert type(loaded).__name__ == model_class and loaded.config == whole.model.config and not loaded.training
    for (name, a), b in zip(whole.model.state_dict().items(), loaded.state_dict().values(), strict=True):
        assert torch.equal(a, b), f"{name} differs after load_model"
    for (name, a), b in zip(whole.model.state_dict().items(), split.model.state_dict().values(), strict=True):
        assert torch.equal(a, b), f"{name} differs after resuming"


def test_generate_refuses_a_model_that_reads_no_text_to_continue(tmp_path, capsys):
    cli.train(cli.read_config(write(tmp_path, TINY_VIT, "run.json")), tmp_path / "vit", steps=1, progress=False)
    assert cli.main(["generate", str(tmp_path / "vit"), "--prompt", "x"]) == 2
    err = capsys.readouterr().err
    assert "holds a VisionTransformer, which neither continues nor translates text" in err and "Traceback" not in err


def test_a_kind_registered_without_its_train_settings_is_refused():
    with pytest.raises(ValueError, match=r"settings of kind 'toy' lack train\.checkpoint_every, train\.eval_every"):
        cli.register_run("toy", {"train": {"steps": (1, ""), "seed": (0, ""), "patience": (0, "")}}, None, "")
    assert "toy" not in cli.kinds()


# --processes N: the same command in N processes under torchrun, each a rank of a data-parallel run

TINY_LM_NO_DROPOUT = TINY_LM.replace("d_ff = 32\n", "d_ff = 32\ndropout = 0.0\n")


@pytest.mark.parametrize("text, name, inputs", [
    (TINY_LM_NO_DROPOUT, "run.toml", lambda: torch.randint(4, 30, (4, 16))),
    (TINY_VIT.replace('"d_ff": 32}', '"d_ff": 32, "dropout": 0.0}'), "run.json", lambda: torch.rand(4, 1, 8, 8)),
])
def test_two_processes_train_as_one_process_on_the_whole_batch(tmp_path, text, name, inputs):
    """Two ranks, each on half of every batch, end where one process on the whole batches ends: the
    same losses step by step, and models that compute the same outputs (dropout 0: the ranks draw
    their masks from one generator state, where one process draws one mask for the whole batch).
    Oracle: the one-process run. Tolerance: float32 sums added in another order, over 8 Adam steps.
    The key projections' biases are left out of the weights compared: their true gradient is zero
    (a bias added to every key shifts all scores of a query alike, which softmax ignores), so what
    they get is rounding noise, different in each run, and Adam scales noise up to a full step
    (chapter 06, data parallel, measures this in float32 and float64)."""
    settings = write(tmp_path, text, name)
    assert cli.main(["train", str(settings), "-o", str(tmp_path / "two"), "--processes", "2", "--no-progress"]) == 0
    assert cli.main(["train", str(settings), "-o", str(tmp_path / "one"), "--no-progress"]) == 0
    two, one = (read_checkpoint(tmp_path / run / cli.CHECKPOINT) for run in ("two", "one"))
    assert two["step"] == one["step"] > 0
    assert two["losses"] == pytest.approx(one["losses"], rel=1e-5, abs=1e-6)
    evaluations = [[(h["step"], value) for h in run["history"] for key, value in h.items() if key.startswith("valid")]
                   for run in (two, one)]
    assert [step for step, _ in evaluations[0]] == [step for step, _ in evaluations[1]] != []
    assert [v for _, v in evaluations[0]] == pytest.approx([v for _, v in evaluations[1]], rel=1e-5, abs=1e-6)
    compared = [k for k in one["model"] if not k.endswith("w_k.bias")]
    for key in compared:
        torch.testing.assert_close(two["model"][key], one["model"][key], rtol=1e-4, atol=1e-5, msg=key)
    a, b = load_model(tmp_path / "two" / cli.CHECKPOINT), load_model(tmp_path / "one" / cli.CHECKPOINT)
    x = inputs()
    with torch.no_grad():
        torch.testing.assert_close(a(x), b(x), rtol=1e-4, atol=1e-4)
    config = cli.read_config(settings)
    torch.manual_seed(config["train"]["seed"])   # the initial weights of both runs
    initial = cli.RUNS[config["kind"]](config).model.state_dict()
    moved = max((one["model"][k] - initial[k]).abs().max().item() for k in compared)
    assert moved > 100 * 1e-4, f"training moved no weight by more than {moved:.1e}: the comparison would be blind"


@pytest.mark.parametrize("text, processes, message", [
    (TINY_VERSES, 2, "kind 'verses' draws batches whose number of rows varies, which 2 processes cannot share"),
    (TINY_TRANSLATION, 3, r"train.batch_size \(8\) must divide by the number of processes \(3\)"),
    (TINY_TRANSLATION, 0, "--processes must be a positive integer, got 0"),
])
def test_processes_that_cannot_share_the_batches_are_refused_before_starting(tmp_path, capsys, text, processes,
                                                                               message):
    settings = write(tmp_path, text, "run.json")
    assert cli.main(["train", str(settings), "-o", str(tmp_path / "run"), "--processes", str(processes)]) == 2
    err = capsys.readouterr().err
    assert re.search(message, err) and "Traceback" not in err, err
    assert not (tmp_path / "run").exists(), "a refused run left a folder behind"


@pytest.fixture
def batched_pairs(monkeypatch):
    """{"pairs": ...}: the (source ids, target ids) training pairs a verses run hands token_batches."""
    from transformer import translation
    seen = {}
    real = translation.token_batches

    def spy(pairs, max_tokens, *args):
        seen["pairs"] = list(pairs)
        return real(pairs, max_tokens, *args)

    monkeypatch.setattr(cli, "token_batches", spy)
    return seen


def test_a_verses_run_with_the_kjv_source_trains_on_both_english_columns(tmp_path, batched_pairs):
    """data.kjv_source: the training pairs are every verse's (modern English, Spanish) and (KJV, Spanish),
    the vocabulary is learned on all three columns; validation keeps the modern English."""
    from transformer import translation
    corpus = translation.clean_splits()
    merges = {}
    for kjv in (False, True):
        text = TINY_VERSES.replace('"bpe_vocab_size": 300', f'"bpe_vocab_size": 300, "kjv_source": {str(kjv).lower()}')
        run = cli.RUNS["verses"](cli.read_config(write(tmp_path, text, f"{kjv}.json")))
        vocab, pairs = run.tokenizer, batched_pairs["pairs"]
        expected = [(vocab.encode(p.en), vocab.encode(p.es)) for p in corpus["train"]]
        if kjv:
            expected += [(vocab.encode(p.kjv), vocab.encode(p.es)) for p in corpus["train"]]
        assert pairs == expected
        merges[kjv] = vocab.bpe.merges
    columns = [text for p in corpus["train"] for text in (p.en, p.kjv, p.es)]
    assert merges[True] == translation.SharedVocabulary.train(columns, 300).bpe.merges != merges[False]


def test_a_verses_run_with_the_long_verses_adds_them_to_training_only(tmp_path, batched_pairs):
    """data.long_verses: the longer verses' pairs follow the training verses', from both English
    columns with kjv_source; the vocabulary is that of the run without."""
    from transformer import translation
    train, longer = translation.clean_splits()["train"], cli._long_verses()
    text = TINY_VERSES.replace('"bpe_vocab_size": 300', '"bpe_vocab_size": 300, "kjv_source": true, '
                               '"long_verses": true')
    run = cli.RUNS["verses"](cli.read_config(write(tmp_path, text, "run.json")))
    vocab = run.tokenizer
    assert batched_pairs["pairs"] == [(vocab.encode(getattr(p, side)), vocab.encode(p.es))
                                      for side in ("en", "kjv") for p in train + longer]
    plain = text.replace('"long_verses": true', '"long_verses": false')
    without = cli.RUNS["verses"](cli.read_config(write(tmp_path, plain, "without.json")))
    assert vocab.bpe.merges == without.tokenizer.bpe.merges


def test_the_cosine_schedule_warms_up_to_the_papers_peak_and_decays_to_zero(tmp_path):
    pieces = cli.cosine_pieces(d_model=64, warmup=10, steps=110, lr_factor=0.5)
    model = torch.nn.Linear(2, 2)
    optimizer = pieces["optimizer"](model.parameters())
    assert isinstance(optimizer, torch.optim.AdamW) and optimizer.defaults["weight_decay"] == 0.01
    schedule = pieces["schedule"](optimizer)
    rates = []
    for _ in range(110):
        rates.append(optimizer.param_groups[0]["lr"])
        optimizer.step()
        schedule.step()
    peak = 0.5 * 64**-0.5 * 10**-0.5   # the Noam schedule's value at the end of its warm-up
    assert rates[9] == pytest.approx(peak) and max(rates) == pytest.approx(peak)
    assert rates[0] == pytest.approx(peak / 10) and rates[59] == pytest.approx(peak / 2, rel=0.05)
    assert rates[-1] < peak * 1e-3 and all(a >= b for a, b in zip(rates[9:-1], rates[10:], strict=True))
    text = TINY_VERSES.replace('"eval_every": 0', '"eval_every": 0, "schedule": "linear"')
    with pytest.raises(ValueError, match="train.schedule must be 'noam' or 'cosine', got 'linear'"):
        cli.RUNS["verses"](cli.read_config(write(tmp_path, text, "run.json")))


def test_inner_dropout_off_leaves_dropout_only_where_the_paper_puts_it(tmp_path):
    """model.inner_dropout = false: no dropout on the attention weights nor inside the feed-forward;
    the sublayer outputs and the embeddings' sum keep theirs (paper, section 5.4)."""
    from transformer.embeddings import PositionwiseFeedForward
    from transformer.multihead import MultiHeadAttention
    text = TINY_VERSES.replace('"d_ff": 32', '"d_ff": 32, "dropout": 0.3, "inner_dropout": false')
    model = cli.RUNS["verses"](cli.read_config(write(tmp_path, text, "run.json"))).model
    attention = [m for m in model.modules() if isinstance(m, MultiHeadAttention)]
    feed_forward = [m for m in model.modules() if isinstance(m, PositionwiseFeedForward)]
    inner = {id(m.dropout) for m in feed_forward}
    outer = [m for m in model.modules() if isinstance(m, torch.nn.Dropout) and id(m) not in inner]
    assert len(attention) == 3 and len(feed_forward) == 2   # one layer a side: 1 + 2 attentions
    assert all(m.dropout_p == 0.0 for m in attention) and all(m.dropout.p == 0.0 for m in feed_forward)
    assert len(outer) == 1 + 5 and all(m.p == 0.3 for m in outer)   # the positions (both sides); 2 + 3 sublayers
    default = cli.RUNS["verses"](cli.read_config(write(tmp_path, TINY_VERSES, "default.json"))).model
    assert all(m.dropout_p == 0.1 for m in default.modules() if isinstance(m, MultiHeadAttention))


def test_bpe_dropout_segments_the_training_verses_anew(tmp_path):
    text = TINY_VERSES.replace('"bpe_vocab_size": 300', '"bpe_vocab_size": 300, "bpe_dropout": 0.1')
    run = cli.RUNS["verses"](cli.read_config(write(tmp_path, text, "run.json")))
    plain = cli.RUNS["verses"](cli.read_config(write(tmp_path, TINY_VERSES, "plain.json")))
    torch.manual_seed(0)
    dropped = [run.next_batch() for _ in range(200)]
    torch.manual_seed(0)
    kept = [plain.next_batch() for _ in range(200)]
    tokens = sum(int((b[0] != 0).sum()) for b in dropped) / sum(b[0].size(0) for b in dropped)
    assert tokens > 1.05 * sum(int((b[0] != 0).sum()) for b in kept) / sum(b[0].size(0) for b in kept)
    for bad in (-0.1, 1.0):
        text = TINY_VERSES.replace('"bpe_vocab_size": 300', f'"bpe_vocab_size": 300, "bpe_dropout": {bad}')
        with pytest.raises(ValueError, match=f"data.bpe_dropout must be a probability in \\[0, 1\\), got {bad}"):
            cli.RUNS["verses"](cli.read_config(write(tmp_path, text, "bad.json")))


def test_bfloat16_precision_runs_the_forward_under_autocast_and_the_loss_in_float32(tmp_path):
    text = TINY_VERSES.replace('"eval_every": 0', '"eval_every": 0, "precision": "bfloat16"')
    run = cli.RUNS["verses"](cli.read_config(write(tmp_path, text, "run.json")))
    loss = run.pieces["loss"]
    batch = run.next_batch()
    run.model.eval()   # no dropout: the two losses below differ by bfloat16's rounding alone
    low, count = loss(run.model, batch)
    exact, _ = cli.TranslationLoss(run.model.config, 0.1)(run.model, batch)
    assert low.dtype == torch.float32 and count == loss.count(batch) == int((batch[1] != 0).sum())
    assert low.item() != exact.item() and abs(low.item() - exact.item()) < 0.05 * exact.item()
    trainer = cli.train(cli.read_config(write(tmp_path, text, "train.json")), tmp_path / "run", progress=False)
    assert trainer.step == 3 and all(p.dtype == torch.float32 for p in trainer.model.parameters())
    bad = TINY_VERSES.replace('"eval_every": 0', '"eval_every": 0, "precision": "float16"')
    with pytest.raises(ValueError, match="train.precision must be 'float32' or 'bfloat16', got 'float16'"):
        cli.RUNS["verses"](cli.read_config(write(tmp_path, bad, "bad.json")))
