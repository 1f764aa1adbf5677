"""python3 -m benches.crosstest: one cross-test run (see benches/crosstest/__init__.py).

    ARBITRO_PY4SWISS=/path/to/py4swiss nice -n 19 python3 -m benches.crosstest --system dubov-2026 \\
        --oracle py4swiss --seeds 1-100 --dir /tmp/dubov-py4swiss --out reports/dubov-crosstest-py4swiss.md

The oracle's program comes from its environment variable (ARBITRO_PY4SWISS, ARBITRO_CPPDUBOV,
ARBITRO_CHESSPAIRING, ARBITRO_GACRUX, ARBITRO_BBP, ARBITRO_SELF); without it the run says so and exits 0.
ARBITRO_BIN names arbitro's binary (default target/release/arbitro). Results are kept per seed
in --dir: an interrupted run goes on where it stopped, runs over other seed ranges add up, and
two processes never play the same seed. --out is the Markdown report of the seeds asked for;
its JSON summary is written beside it (.json)."""
import argparse
import os
import shlex
import sys
import tempfile
import time

from . import report, run
from .adapters import ADAPTERS
from .store import Store
from .systems import SYSTEMS


def seed_range(text):
    try:
        a, _, b = text.partition("-")
        lo, hi = int(a), int(b or a)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected FIRST-LAST (e.g. 1-100), got {text!r}")
    if lo < 0 or hi < lo:
        raise argparse.ArgumentTypeError(f"expected FIRST-LAST with FIRST <= LAST, got {text!r}")
    return lo, hi


def parser():
    ap = argparse.ArgumentParser(prog="python3 -m benches.crosstest", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--system", required=True, choices=sorted(SYSTEMS))
    ap.add_argument("--oracle", required=True, choices=sorted(ADAPTERS))
    ap.add_argument("--direction", choices=["oracle-paired", "arbitro-paired"], default="oracle-paired")
    ap.add_argument("--seeds", type=seed_range, default=(1, 100), help="FIRST-LAST (default 1-100)")
    ap.add_argument("--dir", required=True, help="the run's directory: one result per seed (resumable)")
    ap.add_argument("--out", default=None, help="the Markdown report (its JSON summary beside it)")
    ap.add_argument("--min-size", type=int, default=None, help="fewest players (teams); default per system")
    ap.add_argument("--max-size", type=int, default=None, help="most players (teams); default per system")
    ap.add_argument("--size-dist", choices=["log", "uniform"], default=None, help="default per system")
    ap.add_argument("--recheck", action="store_true",
                    help="do not pair again: check the tournaments kept in --dir with the current arbitro")
    ap.add_argument("--report-only", action="store_true", help="only write --out from the results in --dir")
    ap.add_argument("--deadline", type=float, default=None, help="start no tournament after this many seconds")
    return ap


def main(argv=None):
    a = parser().parse_args(argv)
    system, cls = SYSTEMS[a.system], ADAPTERS[a.oracle]
    if a.system not in cls.systems:
        print(f"{cls.label} pairs none of this system's rounds here (it pairs: {', '.join(sorted(cls.systems))})",
              file=sys.stderr)
        return 2
    if a.direction == "arbitro-paired" and system.family == "swiss" and a.recheck:
        print("--recheck re-checks oracle-paired runs only", file=sys.stderr)
        return 2
    command = os.environ.get(cls.env)
    if not command and not (a.report_only or a.recheck):
        print(f"{cls.env} is not set: no {cls.label} to compare with; skipping.")
        return 0
    adapter = cls(command) if command else None
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    if not (a.report_only or os.path.exists(arbitro)):
        print(f"{arbitro}: no arbitro binary (build it with `cargo build --release`, or set ARBITRO_BIN)",
              file=sys.stderr)
        return 2
    sizes = (a.min_size or system.min_size, a.max_size or system.max_size, a.size_dist or system.size_dist)
    settings = {"system": a.system, "oracle": a.oracle, "direction": a.direction, "min_size": sizes[0],
                "max_size": sizes[1], "size_dist": sizes[2], "entity": system.entity}
    store = Store(a.dir, settings)
    seeds = range(a.seeds[0], a.seeds[1] + 1)
    t0 = time.time()
    played = 0
    if not a.report_only:
        with tempfile.TemporaryDirectory() as d:
            ctx = run.Context(system, adapter, arbitro, d, sizes)
            for seed in seeds:
                if a.deadline and time.time() - t0 > a.deadline:
                    break
                if a.recheck:
                    if not (store.done(seed) and os.path.exists(store.file(seed, "trf"))) or not store.claim(seed):
                        continue
                    try:
                        result = store.load(seed)
                        run.check_played(ctx, result, store.file(seed, "trf"))
                        store.save(seed, result)
                    finally:
                        store.release(seed)
                    played += 1
                    continue
                if store.done(seed) or not store.claim(seed):
                    continue
                try:
                    path = os.path.join(d, f"{seed}.trf")
                    go = run.oracle_paired if a.direction == "oracle-paired" else run.arbitro_paired
                    result, text = go(ctx, seed, path)
                    store.save(seed, result, text)
                finally:
                    store.release(seed)
                played += 1
    results = store.results(seeds)
    if a.out:
        env = f"{cls.env}={shlex.quote(command or '/path/to/program')} "
        cmd = (env + f"nice -n 19 python3 -m benches.crosstest --system {a.system} --oracle {a.oracle} "
               f"--direction {a.direction} --seeds {a.seeds[0]}-{a.seeds[1]} --dir DIR --out {a.out}")
        if (a.min_size, a.max_size, a.size_dist) != (None, None, None):
            cmd += f" --min-size {sizes[0]} --max-size {sizes[1]} --size-dist {sizes[2]}"
        s = report.write(a.out, settings, results, cls.label, system.rules, system.title, cmd)
    else:
        s = report.summary(settings, results)
    print(f"{played} tournaments played now, {s['tournaments']} in {a.dir} for seeds {a.seeds[0]}-{a.seeds[1]}: "
          f"{s['rounds']} rounds, {s['identical']} identical, {s['departing']} departing, {s['failures']} oracle "
          f"failures" + (f"; report: {a.out}" if a.out else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
