"""One generated tournament paired round by round by one program, each round's input kept: the
files the timing scripts (benches/*_perf.*) give every program to pair.

    ARBITRO_SELF=target/release/arbitro python3 -m benches.crosstest.rounds \
        --system dubov-2026 --pairer arbitro --seed 7 --players 1000 --dir DIR

writes DIR/round01.trf, round02.trf … (the rounds before, and the absences pre-entered for the
round to pair), the tournament the cross-tests give `--seeds SEED` with that many players. The
program comes from its adapter's environment variable (ARBITRO_SELF for arbitro, ARBITRO_BBP …);
without it the command says so and exits 0 writing nothing."""
import argparse
import os
import sys
import tempfile

from .adapters import ADAPTERS
from .simulate import play
from .systems import SYSTEMS


def keep_rounds(system, adapter, seed, players, out):
    """Plays tournament `seed` of `players` entrants of `system`, every round paired by
    `adapter`; the file of each round to pair is written to `out`/roundNN.trf. Returns the
    paths, in round order, and the Tournament (its `failure` set where pairing stopped)."""
    kept = []
    with tempfile.TemporaryDirectory() as work:
        def pair(t, r):
            upto, absent = t.to_pair(r)
            path = os.path.join(out, f"round{r:02d}.trf")
            with open(path, "w") as f:
                f.write(adapter.arbitro_text(t, upto, absent))
            kept.append(path)
            return adapter.pair(t, r, work)

        t = play(system, seed, pair, players, players, rates_everyone=adapter.rates_everyone)
    return kept, t


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m benches.crosstest.rounds", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--system", required=True, choices=sorted(SYSTEMS))
    ap.add_argument("--pairer", required=True, choices=sorted(ADAPTERS))
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--players", type=int, default=1000)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args(argv)
    cls = ADAPTERS[a.pairer]
    command = os.environ.get(cls.env)
    if not command:
        print(f"{cls.env} is not set: no {cls.label} to pair with; nothing written.")
        return 0
    os.makedirs(a.dir, exist_ok=True)
    kept, t = keep_rounds(SYSTEMS[a.system], cls(command), a.seed, a.players, a.dir)
    if t.failure:
        print(f"round {t.failure[0]}: {cls.label} stopped: {t.failure[1]}", file=sys.stderr)
    print(f"{len(kept)} rounds kept in {a.dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
