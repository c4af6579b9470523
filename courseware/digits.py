"""Rebuild the handwritten digits of the Vision Transformer page (hand-written).

`make digits` (or `python -m courseware.digits`) writes transformer/corpora/digits.csv.gz, the
images of chapter 08's page 'A Transformer that reads images'. CI does not run it: the file is
committed, and nothing is downloaded when the book builds or runs. The file is scikit-learn's copy
of the test set of the UCI "Optical Recognition of Handwritten Digits" data (Alpaydin and Kaynak,
1998; CC BY 4.0): 1,797 images of 8 x 8 pixels, each pixel the count (0 to 16) of ink in a 4 x 4
block of a 32 x 32 bitmap, one row per image with its digit last. It is taken unchanged from the
scikit-learn wheel of the package registry (the only place this machine can reach), and checked
against the SHA-256 below, so a rebuild gives the committed bytes or fails.
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from . import ROOT

WHEEL = "scikit-learn==1.9.1"
MEMBER = "sklearn/datasets/data/digits.csv.gz"
SHA256 = "09f66e6debdee2cd2b5ae59e0d6abbb73fc2b0e0185d2e1957e9ebb51e23aa22"
TARGET = ROOT / "transformer" / "corpora" / "digits.csv.gz"


def extract(wheel: Path, target: Path = TARGET) -> None:
    """Copy the digits out of a scikit-learn wheel into `target`, if they are the expected bytes."""
    with zipfile.ZipFile(wheel) as archive:
        data = archive.read(MEMBER)
    digest = hashlib.sha256(data).hexdigest()
    if digest != SHA256:
        raise SystemExit(f"{wheel.name}: {MEMBER} has SHA-256 {digest}, expected {SHA256}")
    target.write_bytes(data)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m courseware.digits", description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", type=Path, help="a scikit-learn wheel already on disk (default: pip download "
                                                   f"{WHEEL})")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        wheel = args.wheel
        if wheel is None:
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", tmp, WHEEL],
                           check=True)
            wheel = next(Path(tmp).glob("scikit_learn-*.whl"))
        extract(wheel)
    print(f"wrote {TARGET.relative_to(ROOT)} (SHA-256 {SHA256[:12]}...)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
