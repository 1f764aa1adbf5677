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


# Every departure above, read by hand against the text (file, round, deciding article, class, why).
CLASSES = """
## The departures, classified

| File / round | Criterion | Deciding article | Class | Why |
|---|---|---|---|---|
| baku_test R1, R3, R4 | Subgroups, C7, UpfloaterOrder | C.04.4.1 3.2 with acceleration | not comparable | The file says `ACC true`, CPPDubovSystem's own record for an accelerated pairing (its title: "test case for baku acceleration"); round 1 pairs 1-3, 2-4 … inside accelerated groups. TRF-2026 declares acceleration with records 250 / XXA, which the file does not carry, and arbitro's Dubov check applies none: the rounds that virtual points decide (1 and, through the scores, 3 and 4) cannot be compared. |
| issue4, next round | C6 | [C6] Art. 2.3.2 | oracle defect | Bracket of 2.0 points needs one upfloater: 5 (1.5) pairs legally with 3 (arbitro's 3-5); CPPDubovSystem takes 2 (1.0), a lower score, against [C6] (maximise the upfloaters' scores). |
| parsing_test R3 | C7 | [C7] Art. 2.3.3 with 3.2.2 (reading D-12) | oracle defect under reading D-12 | Bracket of 0.5 (9 mild White, 19 mild Black) needs two upfloaters of 0.0: {2, 3} leaves one player without the colour preference, {2, 8} none (9-8, 2-19); 3.2.2 chooses the set whose bracket pairs best on [C7]. The file has {2, 3}, the first set in 4.2 order, as if [C7] did not decide between sets. |
| parsing_test R5 | C10 | [C10] Art. 2.3.6 with 1.8 | oracle defect | 11 upfloated in round 4 over the board (0 against 19 on 0.5, a game played and won), 13 did not; [C10] minimises upfloaters who upfloated in the previous round, so 13. No forfeit or bye is involved, so reading D-5 does not enter. |
| test R5 | C10 | [C10] Art. 2.3.6 with 1.8 | oracle defect | 2 upfloated in round 4 over the board (1.0 against 19 on 1.5), 5 did not upfloat in round 4; the file takes 2. |

No departure was an arbitro defect.
"""


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
        out.write(CLASSES)
    print(f"{len(rows)} files; report: {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
