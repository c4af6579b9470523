"""The command line of chapter 06, `transformer` (transformer/cli.py; hand-written).

Oracles: the defaults table (a printed default config reads back as exactly the defaults), an
uninterrupted run (a run trained in two sittings ends with the same weights and losses), and the
model's own generate/translate (what `transformer generate` prints).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from transformer import cli
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

TINY_TRANSLATION = """{"kind": "translation", "data": {"train_size": 64, "valid_size": 8},
 "model": {"d_model": 16, "num_heads": 2, "num_layers": 1, "d_ff": 32},
 "train": {"steps": 4, "batch_size": 8, "warmup": 2, "eval_every": 2, "patience": 1}}"""


pytestmark = pytest.mark.usefixtures("one_thread")  # tests/package/conftest.py


def write(tmp_path: Path, text: str, name: str = "run.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("kind", cli.KINDS)
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
    ('kind = "gpt"\n', r"kind must be one of lm, translation, got 'gpt'"),
    ('[model]\nd_model = 3\n', r"kind must be one of lm, translation, got None"),
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


def test_resuming_under_other_settings_is_refused(tmp_path):
    cli.train(cli.read_config(write(tmp_path, TINY_LM)), tmp_path / "run", steps=2, progress=False)
    other = cli.read_config(write(tmp_path, TINY_LM.replace("d_ff = 32", "d_ff = 48"), "other.toml"))
    with pytest.raises(ValueError, match="holds a run with other settings"):
        cli.train(other, tmp_path / "run", progress=False)


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


def test_a_translation_run_trains_and_translates(tmp_path):
    config = cli.read_config(write(tmp_path, TINY_TRANSLATION, "run.json"))
    trainer = cli.train(config, tmp_path / "fr", progress=False)
    assert trainer.step <= 4 and trainer.history
    model, vocab = cli.load_run(tmp_path / "fr")
    assert isinstance(model, Transformer)
    from transformer.data import translate
    assert cli.complete(tmp_path / "fr", "seventy-one", beam_size=1) == translate(model, ["seventy-one"], vocab)[0]


def test_tokenizers_survive_the_round_trip_through_json():
    from transformer.data import Vocabulary
    from transformer.lm import BPETokenizer, CharTokenizer
    text = "the cat sat on the mat, the end."
    for tokenizer in (CharTokenizer.from_text(text), BPETokenizer.train(text, 30), Vocabulary(text.split())):
        back = cli.tokenizer_from_dict(json.loads(json.dumps(cli.tokenizer_to_dict(tokenizer))))
        assert type(back) is type(tokenizer) and back.itos == tokenizer.itos
        assert back.encode("the cat") == tokenizer.encode("the cat")


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
    for word in ("config", "train", "generate", "examples:", "--prompt"):
        assert word in done.stdout, f"`transformer --help` does not mention {word}"
    done = subprocess.run([exe, "train"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "the following arguments are required: config, -o/--out" in done.stderr
