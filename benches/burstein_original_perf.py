#!/usr/bin/env python3
"""Times `arbitro pair --rules burstein-original` beside bbpPairings `--burstein` on every round
of one generated 1,000-player tournament paired round by round by bbpPairings (the cross-test's
simulator, seed 7), in one run, and appends the table to reports/burstein-performance.md.

    ARBITRO_BBP=/path/to/bbpPairings.exe python3 benches/burstein_original_perf.py

Environment: ARBITRO_BBP (skips cleanly without it), ARBITRO_BIN (target/release/arbitro),
ARBITRO_PERF_PLAYERS (1000), ARBITRO_PERF_SEED (7), ARBITRO_PERF_OUT (reports/burstein-performance.md).
Wall-clock of the whole process (reading the TRF, pairing, writing the pair list), best of three.
"""
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from benches.crosstest.adapters import ADAPTERS  # noqa: E402
from benches.crosstest.rounds import keep_rounds  # noqa: E402
from benches.crosstest.systems import SYSTEMS  # noqa: E402


def best_ms(args):
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        r = subprocess.run(args, capture_output=True, text=True)
        ms = (time.perf_counter() - t0) * 1000
        best = ms if best is None else min(best, ms)
    return best, r.returncode


def pairs_of(path):
    lines = [l.split() for l in open(path).read().splitlines()[1:] if l.strip()]
    return sorted(tuple(sorted((int(a), int(b)))) if b != "0" else (int(a), 0) for a, b in lines)


def main():
    oracle = os.environ.get("ARBITRO_BBP")
    if not oracle:
        print("ARBITRO_BBP is not set: no bbpPairings to time; skipping.")
        return 0
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    n = int(os.environ.get("ARBITRO_PERF_PLAYERS", "1000"))
    seed = int(os.environ.get("ARBITRO_PERF_SEED", "7"))
    out = os.environ.get("ARBITRO_PERF_OUT", "reports/burstein-performance.md")
    with tempfile.TemporaryDirectory() as d:
        # bbpPairings pairs every round of the tournament; each round's input is kept.
        kept, _ = keep_rounds(SYSTEMS["burstein-original"], ADAPTERS["bbp"](oracle), seed, n, d)
        rows = []
        for k, f in enumerate(kept, 1):
            a_ms, a_rc = best_ms([arbitro, "pair", f, "--rules", "burstein-original", "-p", os.path.join(d, "a.txt")])
            o_ms, o_rc = best_ms([oracle, "--burstein", f, "-p", os.path.join(d, "o.txt")])
            same = a_rc == 0 and o_rc == 0 and pairs_of(os.path.join(d, "a.txt")) == pairs_of(os.path.join(d, "o.txt"))
            rows.append((k, a_ms, o_ms, "yes" if same else "no"))
    with open(out, "a") as f:
        f.write(f"\n## Original edition (`--rules burstein-original`) beside bbpPairings `--burstein`\n\n")
        f.write(f"Regenerate with: `ARBITRO_BBP={oracle} python3 benches/burstein_original_perf.py` "
                f"({n} players, seed {seed}; bbpPairings pairs every round of the tournament, both programs are "
                f"timed on the same inputs in the same run; best of three, wall-clock milliseconds of the whole "
                f"process on this machine, 2 cores shared with other jobs). \"Same pairing\": the same pairs "
                f"and bye (colours not compared); the departures are those of "
                f"`reports/burstein-crosstest-bbp-original.md`.\n\n")
        f.write("| Round | arbitro (ms) | bbpPairings (ms) | same pairing |\n|---|---|---|---|\n")
        for k, a_ms, o_ms, same in rows:
            f.write(f"| {k} | {a_ms:.0f} | {o_ms:.0f} | {same} |\n")
    print(f"{len(rows)} rounds timed; appended to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
