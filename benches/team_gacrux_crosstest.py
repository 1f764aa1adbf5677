#!/usr/bin/env python3
"""Cross-test of the Swiss Team Pairing System (C.04.6, 2026) against Gacrux, the FIDE TEC's
reference engine (`pip install gacrux`; module `gacrux.pairingchecker`, `-m fideteam` for Type A,
`-m fideteam-typeb` for Type B).

Team tournaments are generated here (a pure function of the seed) and written as the team
programs write them: one TRF-2026 line per player (BOARDS boards per team), record 310 per team,
a match forfeited on every board as `+`/`-` on each board (no record 330), the team PAB as
`0000 - U` on each of the team's player lines. arbitro pairs every round (`arbitro pair
--rules team-2026` on that file); before each round Gacrux pairs the same round from the same
history, and the two pairings are compared (pairs, the PAB, and the colour of each match).

The oracle is a black box named by an environment variable; without it the script says so and
exits 0. Nothing of the program is part of this repository. The files are written under
--workdir (outside the repository); the run is resumable: a tournament whose result line is in
--results is not run again.

    ARBITRO_GACRUX="python3 -m gacrux.pairingchecker" nice -n 19 \\
      python3 benches/team_gacrux_crosstest.py --type a --from 1 --count 300 \\
      --workdir /work/campaigns/team-gacrux --results /work/campaigns/team-gacrux/a.jsonl

Environment:
  ARBITRO_GACRUX  the command that runs Gacrux's pairing checker (split on blanks).
  ARBITRO_BIN     arbitro binary (default target/release/arbitro).

Tournaments: 5-30 teams (log-uniform), 4-9 rounds (at most teams-1), team ratings 1500-2600,
matches won/drawn/lost by a rating model with 25 % draws, FORFEIT_RATE matches forfeited on every
board; record 192 FIDE_TEAM (Type A) or FIDE_TEAM_TYPEB (Type B), record 152 W (the initial colour), match points 2/1/0,
the PAB a drawn match (C.04.6 1.4; Gacrux's default). Withdrawals are not generated: arbitro reads
no pre-entered absence of a team from its players' lines yet (see the report).
"""
import argparse
import json
import math
import os
import random
import shlex
import subprocess
import sys

BOARDS = 4
FORFEIT_RATE = 0.05
# Board results of a match won, drawn, lost (board 1 first): 2.5-1.5, 2-2, 1.5-2.5.
BOARD_RESULTS = {"1": "1=1=", "=": "====", "0": "0=0="}
FLIP = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}


def generate(seed):
    rng = random.Random(seed)
    n = int(round(math.exp(rng.uniform(math.log(5), math.log(30)))))
    planned = rng.randint(4, max(4, min(9, n - 1)))
    ratings = sorted((int(rng.uniform(1500, 2600)) for _ in range(n)), reverse=True)
    return rng, n, planned, ratings


def trf_text(n, planned, typeb, rounds, upto):
    """rounds[t]: list of (opponent team or 0, team colour 'w'/'b'/'-', team result char or 'U')."""
    out = ["012 Swiss Team cross-test against Gacrux", "042 2026/03/01", "092 Team Swiss System",
           "192 FIDE_TEAM_TYPEB" if typeb else "192 FIDE_TEAM", f"XXR {planned}", "152 W"]
    for t in range(1, n + 1):
        for k in range(BOARDS):
            p = (t - 1) * BOARDS + k + 1
            blocks, pts = [], 0.0
            for (o, c, r) in rounds[t][:upto]:
                if o == 0:
                    blocks.append(f"0000 - {r}")
                    pts += 1.0 if r == "U" else 0.0
                    continue
                if r in "+-":
                    res = r
                else:
                    res = BOARD_RESULTS[r][k]
                col = c if k % 2 == 0 else ("b" if c == "w" else "w")
                blocks.append(f"{(o - 1) * BOARDS + k + 1:>4} {col} {res}")
                pts += {"1": 1.0, "+": 1.0, "=": 0.5}.get(res, 0.0)
            line = f"001 {p:>4}      {'Player ' + str(p):<33}{'':33}{pts:>4.1f}{'':5}"
            for b in blocks:
                line += "  " + b
            out.append(line)
    for t in range(1, n + 1):
        ids = " ".join(f"{(t - 1) * BOARDS + k + 1:>4}" for k in range(BOARDS))
        out.append(f"310 {t:>3} {'Team ' + str(t):<32}{'':33}{ids}")
    return "\n".join(out) + "\n"


def read_pair_list(text):
    rows = [l.split() for l in text.splitlines() if l.strip()]
    pairs, bye = [], None
    for l in rows[1:]:
        w, b = int(l[0]), int(l[1])
        if b == 0:
            bye = w
        else:
            pairs.append((w, b))
    return pairs, bye


def run(cmd, timeout=600):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    return r


def pair_arbitro(arbitro, path):
    r = run([arbitro, "pair", path, "--rules", "team-2026", "-p", "-"])
    if r.returncode != 0:
        raise RuntimeError(f"arbitro exit {r.returncode}: {(r.stderr or r.stdout).strip()[-300:]}")
    return read_pair_list(r.stdout)


def pair_gacrux(gacrux, typeb, path, out):
    if os.path.exists(out):
        os.remove(out)
    r = run(gacrux + ["-m", "fideteam-typeb" if typeb else "fideteam", "-p", "-i", path,
                      "-o", out, "-F", "TXT"])
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"gacrux exit {r.returncode}: {(r.stderr or r.stdout).strip()[-300:]}")
    return read_pair_list(open(out).read())


def play(rng, ratings, rounds, pairs, bye):
    for (w, b) in pairs:
        if rng.random() < FORFEIT_RATE:
            res = ("+", "-") if rng.random() < 0.5 else ("-", "+")
            if rng.random() < 0.2:
                res = ("-", "-")
        else:
            e = 1 / (1 + 10 ** ((ratings[b - 1] - ratings[w - 1]) / 400))
            x = rng.random()
            res = ("=", "=") if x < 0.25 else (("1", "0") if x < 0.25 + 0.75 * e else ("0", "1"))
        rounds[w].append((b, "w", res[0]))
        rounds[b].append((w, "b", res[1]))
    if bye:
        rounds[bye].append((0, "-", "U"))
    n = max(len(v) for v in rounds.values())
    for t in rounds:
        if len(rounds[t]) < n:
            rounds[t].append((0, "-", "Z"))


def one(seed, typeb, arbitro, gacrux, workdir):
    rng, n, planned, ratings = generate(seed)
    rounds = {t: [] for t in range(1, n + 1)}
    rows = []
    tag = "b" if typeb else "a"
    for r in range(1, planned + 1):
        path = os.path.join(workdir, f"{tag}{seed}-r{r}.trf")
        open(path, "w").write(trf_text(n, planned, typeb, rounds, r - 1))
        try:
            a = pair_arbitro(arbitro, path)
        except RuntimeError as e:
            # No legal pairing (3.3.3: the Chief Arbiter decides): the same when Gacrux pairs
            # nobody either.
            try:
                g = pair_gacrux(gacrux, typeb, path, path + ".gacrux.txt")
            except (RuntimeError, subprocess.TimeoutExpired):
                g = None
            both = g is not None and not g[0] and "no valid pairing" in str(e)
            rows.append({"round": r, "status": "no-pairing-both" if both else "arbitro-failed",
                         "file": path, "why": str(e)[:300]})
            break
        try:
            g = pair_gacrux(gacrux, typeb, path, path + ".gacrux.txt")
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            rows.append({"round": r, "status": "gacrux-failed", "why": str(e)[:300]})
            g = None
        if g is not None:
            same_pairs = sorted(map(sorted, a[0])) == sorted(map(sorted, g[0])) and a[1] == g[1]
            same_colours = sorted(a[0]) == sorted(g[0]) and a[1] == g[1]
            status = "same" if same_colours else ("colours" if same_pairs else "pairs")
            row = {"round": r, "status": status}
            if status != "same":
                row.update({"file": path, "arbitro": a, "gacrux": g})
            else:
                os.remove(path)
                os.remove(path + ".gacrux.txt")
            rows.append(row)
        play(rng, ratings, rounds, a[0], a[1])
    return {"seed": seed, "type": tag, "teams": n, "rounds": planned, "checked": rows,
            "forfeits": sum(1 for t in rounds for x in rounds[t] if x[2] in "+-") // 2,
            "pabs": sum(1 for t in rounds for x in rounds[t] if x[2] == "U")}


def summary(paths):
    """A Markdown table of the result files: tournaments, rounds compared and how each ended."""
    print("| type | tournaments | forfeited matches | PABs | rounds compared | same | colours differ | pairs differ | no pairing (both) | arbitro failed | Gacrux failed |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for p in paths:
        rows = [json.loads(l) for l in open(p)]
        c = {}
        for d in rows:
            for x in d["checked"]:
                c[x["status"]] = c.get(x["status"], 0) + 1
        kind = rows[0]["type"].upper() if rows else "?"
        print(f"| {kind} | {len(rows)} | {sum(d['forfeits'] for d in rows)} | {sum(d['pabs'] for d in rows)} "
              f"| {sum(c.values())} | {c.get('same', 0)} | {c.get('colours', 0)} | {c.get('pairs', 0)} "
              f"| {c.get('no-pairing-both', 0)} | {c.get('arbitro-failed', 0)} | {c.get('gacrux-failed', 0)} |")
        for d in rows:
            for x in d["checked"]:
                if x["status"] not in ("same", "no-pairing-both"):
                    print(f"|   | seed {d['seed']} round {x['round']}: {x['status']} | | | | | | | | | |",
                          file=sys.stderr)


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--summary":
        summary(sys.argv[2:])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--type", choices=["a", "b"], default="a")
    ap.add_argument("--from", dest="first", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--results", required=True)
    args = ap.parse_args()
    g = os.environ.get("ARBITRO_GACRUX")
    if not g:
        print("ARBITRO_GACRUX is not set (e.g. 'python3 -m gacrux.pairingchecker'): skipped.")
        return 0
    gacrux = shlex.split(g)
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    os.makedirs(args.workdir, exist_ok=True)
    done = set()
    if os.path.exists(args.results):
        for l in open(args.results):
            done.add(json.loads(l)["seed"])
    with open(args.results, "a") as out:
        for seed in range(args.first, args.first + args.count):
            if seed in done:
                continue
            res = one(seed, args.type == "b", arbitro, gacrux, args.workdir)
            out.write(json.dumps(res) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
