"""Rebuild the English-Spanish corpus of the book from Debian's packages (hand-written).

`make corpus` (or `python -m courseware.corpus`) writes transformer/corpora/bible_en_es.tsv.xz, the
parallel corpus of chapter 05's page 'Translating real sentences', and bible_en_es_long.tsv.xz, the
longer verses that only the recorded longer recipe trains on. CI does not run it: the file it
writes is committed, and nothing is downloaded when the book builds or runs. Its sources, all in the
public domain (their Debian copyright files say so), are three SWORD modules read with `pysword`:

    sword-text-web    World English Bible (modern English; NRSVA verse numbering)
    sword-text-sparv  Reina-Valera 1909 (Spanish; KJV verse numbering)
    sword-text-kjv    King James Version (a second English translation: the human agreement)

Steps, each one a function below:
1. read every verse of each module raw (`clean=False`: pysword's own cleaner deletes footnotes and
   Strong's tags without leaving a space, "Godcreated"), and clean the markup here;
2. align WEB and RV1909 by reference (book, chapter, verse);
3. drop whole chapters whose numbering differs between the two (detected, not listed by hand: see
   `shifted_chapters`), then pairs whose lengths are implausible (ratio outside 0.5-2);
4. keep pairs of at most MAX_WORDS words on both sides, drop duplicated English sources;
5. split by verse with a fixed seed into train / valid / test, and drop from valid and test every pair
   whose English or Spanish side also occurs in train (stock phrases such as "Yahweh spoke to Moses,
   saying," would otherwise be scored on sentences the model has seen);
6. the longer verses (more than MAX_WORDS words on a side, at most LONG_MAX_WORDS), all of them
   training verses, into their own file, less every one that holds a validation or test verse
   (transformer.translation.NEAR_COPY: the near-copy test of chapter 05), so that training on them
   leaves the clean validation and test verses clean.

The result is "derived from the World English Bible": the WEB's name is a trademark of eBible.org,
which asks that a changed text not be called by it.
"""

from __future__ import annotations

import argparse
import html
import lzma
import random
import re
import shutil
import subprocess
import tempfile
from collections import defaultdict
from pathlib import Path

from . import ROOT

OUT = ROOT / "transformer" / "corpora" / "bible_en_es.tsv.xz"
LONG_OUT = OUT.with_name("bible_en_es_long.tsv.xz")
PACKAGES = {"en": ("sword-text-web", "engWEB2015eb"), "es": ("sword-text-sparv", "spaRV1909eb"),
            "kjv": ("sword-text-kjv", "engKJV2006eb")}
MAX_WORDS = 25          # words per side, at most
LONG_MAX_WORDS = 50     # the longer training verses (LONG_OUT): more than MAX_WORDS, at most this
RATIO = (0.5, 2.0)      # Spanish words / English words, kept range
SPLIT_SIZES = {"test": 1100, "valid": 550}   # drawn before dropping pairs seen in train: >= 1,000 and 500 after
SEED = 2017
COLUMNS = ("ref", "split", "en", "es", "kjv")

_NOTE = re.compile(r"<note\b.*?</note>", re.S)          # footnotes, cross references
_TITLE = re.compile(r"<title\b(?![^>]*canonical=\"true\")[^>]*>.*?</title>", re.S)   # editors' headings
_CAPS = re.compile(r"(^|[.!?]\s|\s)([¿¡«“(]*)([A-ZÁÉÍÓÚÑÜ]{2,})\b")   # RV1909 opens a chapter in capitals
_TAG = re.compile(r"<[^>]+>")
_SPACE_BEFORE = re.compile(r"\s+([,.;:!?)\]»”’])")
_SPACE_AFTER = re.compile(r"([(\[«“¿¡])\s+")


def clean(raw: str) -> str:
    """Plain text of a verse's OSIS markup: notes and the editors' headings removed (leaving a space;
    a psalm's own title, which the Spanish has as text, is kept), other tags dropped (their text
    kept), entities decoded, paragraph marks removed, spaces normalised."""
    text = _TITLE.sub(" ", _NOTE.sub(" ", raw))
    text = html.unescape(_TAG.sub("", text)).replace("¶", " ")
    text = " ".join(text.split())
    return _SPACE_AFTER.sub(r"\1", _SPACE_BEFORE.sub(r"\1", text))


def uncapitalise(text: str) -> str:
    """RV1909 sets a chapter's first word in capitals ("EN el principio", "Y FUÉ que"): write those
    words as any other, capitalised only where a sentence starts."""
    def fix(m):
        sentence_start = m.start() == 0 or m.group(1).strip() != ""
        word = m.group(3).capitalize() if sentence_start else m.group(3).lower()
        return m.group(1) + m.group(2) + word
    return _CAPS.sub(fix, text)


def fetch_modules(folder: Path) -> Path:
    """Download the three Debian packages into `folder` and unpack them; return the SWORD root."""
    for package, _ in PACKAGES.values():
        subprocess.run(["apt-get", "download", package], cwd=folder, check=True, capture_output=True)
    for deb in folder.glob("*.deb"):
        subprocess.run(["dpkg-deb", "-x", str(deb), str(folder / "root")], check=True)
    return folder / "root" / "usr" / "share" / "sword"


def read_module(sword: Path, module: str) -> dict[tuple[str, int, int], str]:
    """{(book, chapter, verse): cleaned text} of every non-empty verse of a SWORD module."""
    from pysword.modules import SwordModules

    modules = SwordModules(str(sword))
    modules.parse_modules()
    bible = modules.get_bible_from_module(module)
    verses = {}
    for testament in bible.get_structure().get_books().values():
        for book in testament:
            for chapter, length in enumerate(book.chapter_lengths, start=1):
                texts = bible.get(books=[book.name], chapters=[chapter], verses=range(1, length + 1), clean=False,
                                  join="\x00").split("\x00")
                for verse, raw in enumerate(texts, start=1):
                    text = clean(raw)
                    if verse == 1 and module == PACKAGES["es"][1]:
                        text = uncapitalise(text)
                    if text:
                        verses[(book.osis_name, chapter, verse)] = text
    return verses


def _correlation(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    if n < 3:
        return 1.0
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx, syy = sum((x - mx) ** 2 for x in xs), sum((y - my) ** 2 for y in ys)
    return sxy / (sxx * syy) ** 0.5 if sxx > 0 and syy > 0 else 1.0


def shifted_chapters(en: dict, es: dict) -> set[tuple[str, int]]:
    """Chapters whose verses do not line up: the two texts have a different number of verses in it, or
    the verse lengths (in words) correlate better when one side is moved by a verse than as they are.
    A misnumbered chapter is dropped whole: guessing its correct alignment would be a guess."""
    chapters = defaultdict(lambda: ({}, {}))
    for (book, chapter, verse), text in en.items():
        chapters[(book, chapter)][0][verse] = len(text.split())
    for (book, chapter, verse), text in es.items():
        chapters[(book, chapter)][1][verse] = len(text.split())
    bad = set()
    for key, (a, b) in chapters.items():
        if not a or not b:
            continue
        if max(a) != max(b):
            bad.add(key)
            continue
        verses = sorted(set(a) & set(b))
        same = _correlation([a[v] for v in verses], [b[v] for v in verses])
        for shift in (-1, 1):
            moved = [v for v in verses if v + shift in b]
            if _correlation([a[v] for v in moved], [b[v + shift] for v in moved]) > same + 0.05:
                bad.add(key)
    return bad


def build(sword: Path, log=print) -> tuple[list[dict], list[dict]]:
    """The rows of the corpus (see COLUMNS), in canonical order, and the longer training verses."""
    texts = {side: read_module(sword, module) for side, (_, module) in PACKAGES.items()}
    en, es, kjv = texts["en"], texts["es"], texts["kjv"]
    log(f"verses: WEB {len(en):,}, RV1909 {len(es):,}, KJV {len(kjv):,}")
    common = [ref for ref in es if ref in en]
    log(f"aligned by reference: {len(common):,}")
    shifted = shifted_chapters(en, es)
    log(f"chapters numbered differently (dropped whole): {len(shifted)}: "
        + ", ".join(f"{b} {c}" for b, c in sorted(shifted)))
    rows, longer, seen = [], [], set()
    for ref in common:
        if ref[:2] in shifted:
            continue
        n_en, n_es = len(en[ref].split()), len(es[ref].split())
        if not (RATIO[0] <= n_es / n_en <= RATIO[1]) or max(n_en, n_es) > LONG_MAX_WORDS:
            continue
        row = {"ref": f"{ref[0]} {ref[1]}:{ref[2]}", "split": "train", "en": en[ref], "es": es[ref],
               "kjv": kjv.get(ref, "")}
        if max(n_en, n_es) > MAX_WORDS:
            longer.append(row)
        elif en[ref] not in seen:    # the same English verse twice: keep the first
            seen.add(en[ref])
            rows.append(row)
    unique = []
    for row in longer:               # nor the English of a shorter verse, nor one twice
        if row["en"] not in seen:
            seen.add(row["en"])
            unique.append(row)
    longer = unique
    log(f"pairs kept (ratio {RATIO[0]}-{RATIO[1]}, at most {MAX_WORDS} words a side, no repeated English): "
        f"{len(rows):,}; longer ones (at most {LONG_MAX_WORDS} words a side): {len(longer):,}")
    rows = split(rows, log)
    return rows, far_from_held_out(longer, rows, log)


def far_from_held_out(longer: list[dict], rows: list[dict], log=print) -> list[dict]:
    """The longer verses less those that hold a validation or test verse: at least NEAR_COPY of its
    word pairs (English against English and KJV, Spanish against Spanish), as chapter 05 measures it."""
    import torch

    from transformer.translation import NEAR_COPY, ngram_overlap

    held = [r for r in rows if r["split"] != "train"]
    share = torch.stack([ngram_overlap([h[mine] for h in held], [r[theirs] for r in longer])
                         for mine, theirs in (("en", "en"), ("en", "kjv"), ("es", "es"))]).amax(dim=(0, 1))
    kept = [r for r, s in zip(longer, share.tolist(), strict=True) if s < NEAR_COPY]
    log(f"longer verses holding a validation or test verse (dropped): {len(longer) - len(kept)}; "
        f"kept: {len(kept):,}")
    return kept


def split(rows: list[dict], log=print) -> list[dict]:
    """Mark SPLIT_SIZES random verses as test and valid; drop those whose English or Spanish side
    is also a training sentence."""
    order = list(range(len(rows)))
    random.Random(SEED).shuffle(order)
    start = 0
    for name, size in SPLIT_SIZES.items():
        for i in order[start:start + size]:
            rows[i]["split"] = name
        start += size
    train_en = {r["en"] for r in rows if r["split"] == "train"}
    train_es = {r["es"] for r in rows if r["split"] == "train"}
    kept = [r for r in rows if r["split"] == "train" or (r["en"] not in train_en and r["es"] not in train_es)]
    for name in SPLIT_SIZES:
        log(f"{name}: {sum(r['split'] == name for r in kept):,} pairs "
            f"({sum(r['split'] == name for r in rows) - sum(r['split'] == name for r in kept)} dropped: seen in train)")
    log(f"train: {sum(r['split'] == 'train' for r in kept):,} pairs")
    return kept


def write(rows: list[dict], path: Path = OUT) -> None:
    for row in rows:
        for column in COLUMNS:
            if "\t" in row[column] or "\n" in row[column]:
                raise ValueError(f"{row['ref']}: a tab or newline in column {column}")
    text = "\t".join(COLUMNS) + "\n" + "".join("\t".join(r[c] for c in COLUMNS) + "\n" for r in rows)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with lzma.open(tmp, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME) as f:
        f.write(text)
    tmp.replace(path)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sword", type=Path, help="an unpacked SWORD root (usr/share/sword) holding the three "
                        "modules; by default the Debian packages are downloaded with apt-get into a temporary folder")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if args.sword is not None:
        rows, longer = build(args.sword)
    else:
        if shutil.which("apt-get") is None:
            raise SystemExit("apt-get not found: unpack the three packages yourself and pass --sword")
        with tempfile.TemporaryDirectory() as folder:
            rows, longer = build(fetch_modules(Path(folder)))
    for table, path in ((rows, args.out), (longer, args.out.with_name(LONG_OUT.name))):
        write(table, path)
        print(f"wrote {path} ({path.stat().st_size / 1e6:.2f} MB, {len(table):,} pairs)")


if __name__ == "__main__":
    main()
