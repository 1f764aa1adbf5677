#!/usr/bin/env python3
"""Mutation cross-check of `arbitro check` against a reference checker (issue #13, item 5).

For each tournament of a corpus, the middle round is altered one way at a time (opponents
swapped between two boards, one board's colours flipped, the PAB moved) by the corpus tool
`mutate.py`; the mutated file is checked by arbitro (`check --format bbp`) and by the reference
checker (`PROGRAM --dutch FILE -c`, bbpPairings layout), and the rounds each flags are compared.
A disagreement is listed with its file, round and mutation, to be settled from the rule text.

    ARBITRO_REFERENCE_2026=/path/to/bbpPairings-v6 python3 benches/mutation_crosscheck.py \\
        --corpus ../shared/corpus/dutch-2026 --edition 2026 --max-files 100 --out reports/mutation-crosscheck-2026

Environment: ARBITRO_REFERENCE_2026 / ARBITRO_REFERENCE_2017 (the reference checker; without it
the script says so and exits 0), ARBITRO_MUTATE (path of mutate.py; default
../shared/tools/mutate.py). Nothing of the reference program is part of this repository.
"""

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile

KINDS = ["swap", "colours", "bye"]


def flagged(output: str) -> set:
    """Rounds under which a checker printed a 'Checker pairings' block."""
    rounds, current = set(), None
    for line in output.splitlines():
        m = re.search(r"Round #(\d+)", line)
        if m:
            current = int(m.group(1))
        elif "Checker pairings" in line and current is not None:
            rounds.add(current)
    return rounds


def rounds_of(path: pathlib.Path) -> int:
    most = 0
    for line in path.read_text(encoding="latin-1").splitlines():
        if line.startswith("001"):
            most = max(most, max(0, (len(line.rstrip()) - 91 + 9) // 10))
    return most


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--edition", choices=["2026", "2017"], required=True)
    ap.add_argument("--max-files", type=int, default=100)
    ap.add_argument("--arbitro", default="target/release/arbitro")
    ap.add_argument("--out", help="folder for report.md (default: print only)")
    a = ap.parse_args()
    ref = os.environ.get(f"ARBITRO_REFERENCE_{a.edition}")
    if not ref or not os.access(ref, os.X_OK):
        print(f"ARBITRO_REFERENCE_{a.edition} names no executable: nothing to compare (skipped)")
        return 0
    mutate = os.environ.get("ARBITRO_MUTATE", "../shared/tools/mutate.py")
    files = sorted(pathlib.Path(a.corpus).glob("*.trf"))[: a.max_files]
    tried = applied = agree = 0
    disagreements = []
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            n = rounds_of(f)
            if n < 3:
                continue
            r = (n + 1) // 2
            for kind in KINDS:
                tried += 1
                m = subprocess.run([sys.executable, mutate, str(f), str(r), kind], capture_output=True, text=True)
                if m.returncode != 0:
                    continue
                applied += 1
                path = pathlib.Path(tmp) / f"{f.stem}-{kind}.trf"
                path.write_text(m.stdout, encoding="latin-1")
                ours = subprocess.run(
                    [a.arbitro, "check", str(path), "--rules", f"dutch-{a.edition}", "--format", "bbp"],
                    capture_output=True, text=True)
                theirs = subprocess.run([ref, "--dutch", str(path), "-c"], capture_output=True, text=True)
                fo, ft = flagged(ours.stdout), flagged(theirs.stdout)
                if fo == ft:
                    agree += 1
                else:
                    disagreements.append((f.name, r, kind, sorted(fo), sorted(ft)))
    lines = [
        f"# Mutation cross-check, dutch-{a.edition}",
        "",
        f"Command: `ARBITRO_REFERENCE_{a.edition}=… python3 benches/mutation_crosscheck.py --corpus {a.corpus} "
        f"--edition {a.edition} --max-files {a.max_files}`; reference: `{pathlib.Path(ref).parent.name}`.",
        "",
        f"Mutations tried {tried}, applicable {applied}; flagged rounds equal in {agree} of {applied}.",
        "",
    ]
    if disagreements:
        lines += ["| file | round mutated | mutation | arbitro flags | reference flags |", "|---|---:|---|---|---|"]
        lines += [f"| {f} | {r} | {k} | {o} | {t} |" for f, r, k, o, t in disagreements]
    else:
        lines.append("No disagreement.")
    text = "\n".join(lines) + "\n"
    print(text)
    if a.out:
        pathlib.Path(a.out).mkdir(parents=True, exist_ok=True)
        (pathlib.Path(a.out) / "report.md").write_text(text, encoding="utf-8")
    return 0 if not disagreements else 1


if __name__ == "__main__":
    sys.exit(main())
