#!/usr/bin/env python3
"""The public test tournaments of CPPDubovSystem (the `DubovSystem/tests/*.trf` files of its
repository, Apache-2.0) run through arbitro: every recorded round checked with
`arbitro check --rules dubov-2026`, and the next round paired by arbitro and, when the program is
given, by CPPDubovSystem itself (through benches/cppdubov_pairer.py), the two compared and
arbitro's check of the program's round shown. The files are read from the program's checkout;
nothing of them is copied into this repository.

    ARBITRO_CPPDUBOV_SRC=/path/to/CPPDubovSystem-checkout ARBITRO_CPPDUBOV=/path/to/CPPDubovSystem \\
      python3 benches/dubov_oracle_tests.py --out reports/dubov-oracle-tests.md

Without ARBITRO_CPPDUBOV_SRC it says so and exits 0. py4swiss's Dubov tests compare it with
CPPDubovSystem on generated tournaments (no fixed files); the cross-test reports do the same.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="reports/dubov-oracle-tests.md")
    a = ap.parse_args()
    src = os.environ.get("ARBITRO_CPPDUBOV_SRC")
    if not src:
        print("ARBITRO_CPPDUBOV_SRC is not set: no CPPDubovSystem checkout to read; skipping.")
        return 0
    prog = os.environ.get("ARBITRO_CPPDUBOV")
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    files = sorted(glob.glob(os.path.join(src, "DubovSystem", "tests", "*.trf")))
    rows = []
    with tempfile.TemporaryDirectory() as d:
        for f in files:
            name = os.path.basename(f)
            n = sum(1 for l in open(f, errors="replace") if l.startswith("001"))
            c = run([arbitro, "check", f, "--rules", "dubov-2026", "--format", "json"])
            try:
                rep = json.loads(c.stdout)
                rounds = rep["rounds"]
                recorded = f"{sum(1 for v in rounds if v['complies'])} of {len(rounds)} as the text gives"
                dep = [f"R{v['round']} {v['criterion']}: {v['detail']}" for v in rounds if not v["complies"]]
                if dep:
                    recorded += "; " + "; ".join(dep)
            except (json.JSONDecodeError, KeyError):
                recorded = "not read: " + (c.stderr.strip().splitlines() or ["?"])[-1][:200]
                rows.append((name, n, recorded, "-", "-", "-"))
                continue
            p = run([arbitro, "pair", f, "--rules", "dubov-2026", "-p", os.path.join(d, "a.txt"), "--force"])
            ours = open(os.path.join(d, "a.txt")).read().split("\n", 1)[-1].strip().replace("\n", ", ") \
                if p.returncode == 0 else "no pairing: " + (p.stderr.strip().splitlines() or ["?"])[-1][:200]
            theirs, verdict = "-", "-"
            if prog and p.returncode == 0:
                o = os.path.join(d, "o.txt")
                if os.path.exists(o):
                    os.remove(o)
                r = run(["python3", "benches/cppdubov_pairer.py", f, o], env={**os.environ, "ARBITRO_CPPDUBOV": prog},
                        timeout=600)
                if r.returncode == 0 and os.path.exists(o):
                    theirs = open(o).read().split("\n", 1)[-1].strip().replace("\n", ", ")
                    if sorted(theirs.split(", ")) == sorted(ours.split(", ")):
                        verdict = "same pairing"
                    else:
                        k = run([arbitro, "check", f, "--rules", "dubov-2026", "--next", o, "--format", "json"])
                        try:
                            v = json.loads(k.stdout)["rounds"][-1]
                            verdict = "differs: " + (f"{v['criterion']}: {v['detail']}" if not v["complies"]
                                                     else "arbitro finds it complies too")
                        except (json.JSONDecodeError, KeyError, IndexError):
                            verdict = "differs (not checked: " + (k.stderr.strip().splitlines() or ["?"])[-1][:150] + ")"
                else:
                    theirs = f"failed ({r.returncode})"
            rows.append((name, n, recorded, ours, theirs, verdict))
    with open(a.out, "w") as out:
        out.write("# CPPDubovSystem's own test tournaments through arbitro (Dubov 2026)\n\n")
        out.write("Written by `benches/dubov_oracle_tests.py`; regenerate with\n\n```\n"
                  "ARBITRO_CPPDUBOV_SRC=/path/to/CPPDubovSystem-checkout ARBITRO_CPPDUBOV=/path/to/CPPDubovSystem \\\n"
                  f"  python3 benches/dubov_oracle_tests.py --out {a.out}\n```\n\n")
        out.write("The files are the `DubovSystem/tests/*.trf` of CPPDubovSystem v2.2 (tag `v2.2`), read from its "
                  "checkout (not copied here). For each: arbitro's check of the recorded rounds (`check --rules "
                  "dubov-2026`), arbitro's pairing of the next round, CPPDubovSystem's, and arbitro's check of the "
                  "program's round when the two differ (`check --next`). py4swiss publishes no fixed Dubov "
                  "tournaments: its Dubov tests compare it with CPPDubovSystem on generated ones, as the cross-tests "
                  "here do.\n\n")
        out.write("| File | Players | Recorded rounds (arbitro's check) | arbitro's next round | CPPDubovSystem's | Verdict |\n"
                  "|---|---|---|---|---|---|\n")
        for row in rows:
            out.write("| " + " | ".join(str(x).replace("|", "/") for x in row) + " |\n")
    print(f"{len(rows)} files; report: {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
