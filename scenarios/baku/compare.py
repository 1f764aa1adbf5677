#!/usr/bin/env python3
"""Cross-check arbitro's Baku acceleration against bbpPairings (black box; no oracle code here).

For each edition and each seed it runs four comparisons on generated accelerated tournaments:

  bbp-paired      arbitro generate --pairer '$BBP --dutch {in} -p {out}'  (bbpPairings pairs every
                  round, reading the XXA lines), then `arbitro check` on the file: every round of
                  bbpPairings must equal arbitro's pairing.
  bbp-paired/baku the same file with its XXA lines removed, checked with `arbitro check --baku`:
                  arbitro computes the virtual points itself (rules::baku) and must still agree.
  no-accel        the same XXA-less file checked WITHOUT --baku: counts the rounds where the
                  acceleration changes the pairing (a control: these should differ).
  arbitro-paired  arbitro generate (arbitro's engine pairs every round), then `$BBP --dutch FILE -c`
                  (bbpPairings' checker): every round must be reproduced.

Environment: ARBITRO (the arbitro binary; default `arbitro` on PATH), BBP2017 (bbpPairings 5.x, 2017
rules), BBP2026 (bbpPairings 6.x, 2026 rules). An edition whose oracle is not set is skipped.

Usage: compare.py [--count N] [--seed S] [--edition 2017|2026|both] [--keep DIR]
Prints one line per tournament and a summary per edition; exit 1 when anything disagrees.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
PROFILES = {
    "2026": ("accelerated-open", "dutch-2026", "BBP2026"),
    "2017": (str(REPO / "generator" / "accelerated-open-2017.yaml"), "dutch-2017", "BBP2017"),
}


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=1800, **kw)


def check_rounds(arbitro, path, rules, baku):
    """arbitro check --format json: (rounds consistent, rounds checked, acceleration source)."""
    cmd = [arbitro, "check", "--format", "json", "--rules", rules, str(path)]
    if baku:
        cmd.insert(2, "--baku")
    p = run(cmd)
    if p.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(cmd)}: exit {p.returncode}: {p.stderr.strip()}")
    rep = json.loads(p.stdout)
    rounds = rep["rounds"]
    accel = rep.get("acceleration", {}).get("source", "none")
    return sum(1 for r in rounds if r["consistent"]), len(rounds), accel


def bbp_check(bbp, path):
    """bbpPairings -c: (rounds reproduced, rounds checked)."""
    p = run([bbp, "--dutch", str(path), "-c"])
    out = p.stdout + p.stderr
    rounds = re.findall(r"Round #(\d+)", out)
    blocks = re.split(r"[^\n]*Round #\d+\n", out)[1:]
    bad = sum(1 for b in blocks if b.strip())
    return len(rounds) - bad, len(rounds)


def strip_xxa(src, dst):
    lines = src.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
    dst.write_text("".join(l for l in lines if not l.startswith("XXA")), encoding="utf-8")


def one(arbitro, bbp, profile, rules, seed, work):
    res = {"seed": seed}
    f = work / f"bbp-{rules}-{seed}.trf"
    p = run([arbitro, "generate", "--profile", profile, "--seed", str(seed), "--force", "-o", str(f),
             "--pairer", f"{bbp} --dutch {{in}} -p {{out}}"])
    if p.returncode != 0:
        res["error"] = f"generate with bbp: {p.stderr.strip()[:200]}"
        return res
    res["players"] = sum(1 for l in f.read_text(errors="replace").splitlines() if l.startswith("001"))
    res["bbp_paired"] = check_rounds(arbitro, f, rules, False)
    g = work / f"bbp-{rules}-{seed}-noxxa.trf"
    strip_xxa(f, g)
    res["bbp_paired_baku"] = check_rounds(arbitro, g, rules, True)
    res["no_accel"] = check_rounds(arbitro, g, rules, False)
    h = work / f"arb-{rules}-{seed}.trf"
    p = run([arbitro, "generate", "--profile", profile, "--seed", str(seed), "--force", "-o", str(h)])
    if p.returncode != 0:
        res["error"] = f"generate with arbitro: {p.stderr.strip()[:200]}"
        return res
    res["arbitro_paired"] = bbp_check(bbp, h)
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=25)
    ap.add_argument("--seed", type=int, default=4000)
    ap.add_argument("--edition", choices=["2017", "2026", "both"], default="both")
    ap.add_argument("--keep", type=Path, help="keep the generated files in this directory")
    a = ap.parse_args()
    arbitro = os.environ.get("ARBITRO", "arbitro")
    editions = ["2017", "2026"] if a.edition == "both" else [a.edition]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        work = a.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for ed in editions:
            profile, rules, var = PROFILES[ed]
            bbp = os.environ.get(var)
            if not bbp:
                print(f"edition {ed}: skipped ({var} not set)")
                continue
            tot = {k: [0, 0] for k in ("bbp_paired", "bbp_paired_baku", "no_accel", "arbitro_paired")}
            agree = {k: 0 for k in tot}
            errors = 0
            for seed in range(a.seed, a.seed + a.count):
                r = one(arbitro, bbp, profile, rules, seed, work)
                if "error" in r:
                    errors += 1
                    failed = True
                    print(f"{ed} seed {seed}: {r['error']}")
                    continue
                parts = []
                for k in tot:
                    ok, n = r[k][0], r[k][1]
                    tot[k][0] += ok
                    tot[k][1] += n
                    agree[k] += ok == n
                    parts.append(f"{k} {ok}/{n}")
                print(f"{ed} seed {seed} ({r['players']} players): " + ", ".join(parts), flush=True)
                if any(r[k][0] != r[k][1] for k in ("bbp_paired", "bbp_paired_baku", "arbitro_paired")):
                    failed = True
            print(f"== edition {ed}: {a.count} tournaments from seed {a.seed}, {errors} not generated")
            for k in tot:
                print(f"   {k:16} tournaments all-equal {agree[k]:3}/{a.count - errors}, rounds equal {tot[k][0]}/{tot[k][1]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
