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


def entries(line):
    """The round entries (10 columns each from column 92) of a 001 line."""
    body = line.rstrip("\n")[91:]
    return [body[i:i + 10] for i in range(0, len(body), 10) if body[i:i + 10].strip()]


def main():
    prog = os.environ.get("ARBITRO_CPPDUBOV")
    if not prog:
        print("ARBITRO_CPPDUBOV is not set: no CPPDubovSystem to run", file=sys.stderr)
        return 2
    src, out = sys.argv[1], sys.argv[2]
    lines = open(src).read().splitlines()
    counts = [len(entries(l)) for l in lines if l.startswith("001")]
    played = min(counts) if counts else 0
    absent, kept = [], []
    for l in lines:
        if l.startswith("192 ") or l.startswith("###"):  # records it does not read
            continue
        if l.startswith("001"):
            e = entries(l)
            if len(e) > played:  # pre-entered for the round to pair: not to be paired
                absent.append(int(l[4:8]))
                l = l[:91] + "".join(e[:played])
            if len(l) < 89:  # no rank column yet (round 1): it needs the full player section
                l = l[:84].ljust(84) + "    0"
            if l[48:52] == "    ":
                l = l[:48] + "   0" + l[52:]
        kept.append(l)
    if absent:
        kept.append("XXZ " + " ".join(str(t) for t in sorted(absent)))
    with tempfile.TemporaryDirectory() as d:
        trf, csv = os.path.join(d, "in.trf"), os.path.join(d, "out.csv")
        open(trf, "w").write("\n".join(kept) + "\n")
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
