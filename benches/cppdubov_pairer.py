#!/usr/bin/env python3
"""Adapter that lets `arbitro campaign --pairer` / `generate --pairer` have CPPDubovSystem pair a
round (a black box; nothing of it is part of this repository):

    ARBITRO_CPPDUBOV=/path/to/CPPDubovSystem arbitro campaign --profile dubov-club --count 100 \\
      --pairer 'python3 benches/cppdubov_pairer.py {in} {out}' --report reports/dubov-campaign-cppdubov

It reads the TRF arbitro writes (TRF16, the round to pair pre-entered for the absent players),
gives the program what it reads (no record 192 nor `###` comment lines; absent players of the round in an XXZ record
instead of pre-entered entries, which it counts as a round played; an unrated player's blank
rating as 0; the rank column filled when absent) and writes its CSV pairing (`White,Black`, PAB opponent -1) as the JaVaFo/bbpPairings
pair list (count line, `white black`, `TPN 0`). Without ARBITRO_CPPDUBOV it says so and exits 2.
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from benches.crosstest.adapters.cppdubov import convert  # noqa: E402  (the harness's adapter)


def main():
    prog = os.environ.get("ARBITRO_CPPDUBOV")
    if not prog:
        print("ARBITRO_CPPDUBOV is not set: no CPPDubovSystem to run", file=sys.stderr)
        return 2
    src, out = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as d:
        trf, csv = os.path.join(d, "in.trf"), os.path.join(d, "out.csv")
        open(trf, "w").write(convert(open(src).read()))
        r = subprocess.run([prog, "--pairings", trf, "--output", csv], capture_output=True, text=True)
        if r.returncode != 0 or not os.path.exists(csv):
            sys.stderr.write(f"CPPDubovSystem failed ({r.returncode}): {(r.stderr or r.stdout)[-300:]}\n")
            return 1
        pairs = []
        for row in open(csv).read().splitlines()[1:]:
            w, b = (int(x) for x in row.split(","))
            pairs.append((w, 0) if b == -1 else (b, 0) if w == -1 else (w, b))
    with open(out, "w") as f:
        f.write(f"{len(pairs)}\n" + "".join(f"{w} {b}\n" for w, b in pairs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
