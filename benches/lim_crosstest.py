#!/usr/bin/env python3
"""Cross-test of the Lim System (C.04.4.3) against chesspairing (`--lim`).

Two directions, on individual Swiss tournaments generated here (a pure function of the seed):

  oracle-paired   chesspairing pairs every round (`chesspairing pair --lim`), results are
                  drawn, and `arbitro check --rules lim-2026` checks every round of the file.
  arbitro-paired  arbitro pairs every round (`arbitro pair --rules lim-2026`), and
                  `chesspairing check --lim` re-pairs the last round of each cut of the file
                  (rounds 1..r); chesspairing's own pairing of the same position is checked by
                  `arbitro check --next` so that every disagreement gets arbitro's rule.

chesspairing is a black box named by an environment variable; without it the script says so
and exits 0. Nothing of the program is part of this repository.

    ARBITRO_CHESSPAIRING=/path/to/chesspairing \\
      python3 benches/lim_crosstest.py --direction oracle-paired --count 1000 \\
      --out reports/lim-crosstest-chesspairing-oracle-paired.md

Environment:
  ARBITRO_CHESSPAIRING  the chesspairing binary.
  ARBITRO_BIN           arbitro binary (default target/release/arbitro).

Conventions of the files: the pairing-allocated bye is worth a win and is written `U` for
arbitro and `F` for chesspairing (which reads `U` as an unpaired round and `F` as the PAB); no
pre-entered absences (its command line reads every round in the file as played). Tournaments:
8-60 players (log-uniform), 5-9 rounds (at most players-1), ratings 1400-2600 in pairing-number
order, games won/drawn/lost by a rating model with 30 % draws, 1 % forfeits; no record 192
(TRF-2026 has no Lim code), XXC white1, started 2026/03/01.
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time


def trf_text(players, rounds_planned, rounds, upto, pab_code, dummy=False):
    """players: list of dicts (tpn, name, rating); rounds: per player list of entries (opp or 0,
    colour 'w'/'b'/'-', result char, 'P' for the PAB)."""
    out = ["012 Lim cross-test", "042 2026/03/01", "092 Individual: Swiss-System (Lim)",
           f"XXR {rounds_planned}", "XXC white1"]
    for p in players:
        pts = 0.0
        entries = rounds[p["tpn"]][:upto]
        for (o, c, r) in entries:
            pts += {"1": 1, "+": 1, "P": 1, "=": 0.5}.get(r, 0)
        line = f"001 {p['tpn']:>4}      {p['name']:<33} {p['rating']:>4}{'':28}{pts:>4.1f}    0"
        for (o, c, r) in entries:
            line += "  " + (f"{o:>4} {c} {r}" if o else f"0000 - {pab_code if r == 'P' else r}")
        if dummy:
            # chesspairing's command line takes the number of rounds in the file for the round
            # to pair and leaves the last one out of the history: an empty round to pair is
            # written for it, so that every played round counts.
            line += "  0000 - Z"
        out.append(line)
    return "\n".join(out) + "\n"


def read_pair_list(text):
    lines = [l.split() for l in text.splitlines() if l.strip()]
    pairs, bye = [], None
    for l in lines[1:]:
        w, b = int(l[0]), int(l[1])
        if b == 0:
            bye = w
        else:
            pairs.append((w, b))
    return pairs, bye


def pair_chesspairing(cp, path):
    r = subprocess.run([cp, "pair", "--lim", path], capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        raise RuntimeError(f"chesspairing pair exit {r.returncode}: {(r.stderr or r.stdout).strip()[-300:]}")
    return read_pair_list(r.stdout)


def pair_arbitro(arbitro, path):
    r = subprocess.run([arbitro, "pair", path, "--rules", "lim-2026", "-p", "-"],
                       capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        raise RuntimeError(f"arbitro pair exit {r.returncode}: {(r.stderr or r.stdout).strip()[-300:]}")
    return read_pair_list(r.stdout)


def generate(seed, minp, maxp):
    rng = random.Random(seed)
    n = min(maxp, int(round(math.exp(rng.uniform(math.log(minp), math.log(maxp))))))
    rounds_planned = rng.randint(5, max(5, min(9, n - 1)))
    ratings = sorted((int(rng.uniform(1400, 2600)) for _ in range(n)), reverse=True)
    players = [{"tpn": i + 1, "name": f"Player{i + 1}", "rating": r} for i, r in enumerate(ratings)]
    return rng, players, rounds_planned


def play(rng, players, rounds, pairs, bye):
    rating = {t["tpn"]: t["rating"] for t in players}
    for (w, b) in pairs:
        if rng.random() < 0.01:
            res = ("+", "-") if rng.random() < 0.5 else ("-", "+")
        else:
            e = 1 / (1 + 10 ** ((rating[b] - rating[w]) / 400))
            x = rng.random()
            if x < 0.30:
                res = ("=", "=")
            elif x < 0.30 + 0.70 * e:
                res = ("1", "0")
            else:
                res = ("0", "1")
        rounds[w].append((b, "w", res[0]))
        rounds[b].append((w, "b", res[1]))
    if bye:
        rounds[bye].append((0, "-", "P"))
    # A player the program left out of the round (neither on a board nor given the PAB).
    n = max(len(v) for v in rounds.values())
    for t in rounds:
        if len(rounds[t]) < n:
            rounds[t].append((0, "-", "Z"))


def simulate(seed, pairer, workdir, minp, maxp):
    """Pairs every round with `pairer(path_for_arbitro, path_for_chesspairing)`; returns the
    players, the planned rounds, the rounds and the rounds paired (less when pairing failed)."""
    rng, players, rounds_planned = generate(seed, minp, maxp)
    rounds = {t["tpn"]: [] for t in players}
    fa = os.path.join(workdir, f"a{seed}.trf")
    fc = os.path.join(workdir, f"c{seed}.trf")
    failure = None
    paired = 0
    omitted = []
    for r in range(1, rounds_planned + 1):
        open(fa, "w").write(trf_text(players, rounds_planned, rounds, r - 1, "U"))
        open(fc, "w").write(trf_text(players, rounds_planned, rounds, r - 1, "F", dummy=True))
        try:
            pairs, bye = pairer(fa, fc)
        except RuntimeError as e:
            failure = (r, str(e))
            break
        seen = {x for p in pairs for x in p} | ({bye} if bye else set())
        left = sorted(t["tpn"] for t in players if t["tpn"] not in seen)
        if left:
            omitted.append((r, left))
        play(rng, players, rounds, pairs, bye)
        paired = r
    return players, rounds_planned, rounds, paired, failure, omitted


def arbitro_check(arbitro, path, nxt=None):
    args = [arbitro, "check", path, "--rules", "lim-2026", "--format", "json"]
    if nxt:
        args += ["--next", nxt]
    r = subprocess.run(args, capture_output=True, text=True, timeout=600)
    try:
        return json.loads(r.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"arbitro check exit {r.returncode}: {r.stderr.strip()[-300:]}")


def engine_text(v):
    eng = v.get("engine") or {}
    s = " ".join(f"{b['white']}-{b['black']}" for b in eng.get("boards", []))
    if eng.get("bye"):
        s += f" PAB {eng['bye']}"
    return s


def write_report(a, cp, stats, by_criterion, rows, t0):
    secs = time.time() - t0
    title = {"oracle-paired": "chesspairing pairs, arbitro checks",
             "arbitro-paired": "arbitro pairs, chesspairing checks"}[a.direction]
    with open(a.out, "w") as f:
        f.write(f"# Lim System (C.04.4.3) cross-test: {title}\n\n")
        f.write("Regenerate with (one core):\n\n```\nARBITRO_CHESSPAIRING=" + cp +
                f" \\\n  python3 benches/lim_crosstest.py --direction {a.direction} --count {a.count}"
                f" --first-seed {a.first_seed} --min-players {a.min_players} --max-players {a.max_players} --out {a.out}\n```\n\n")
        f.write(f"Tournaments: {stats['tournaments']}; rounds compared: {stats['rounds']}; the same pairing "
                f"(pairs, colours and PAB): {stats['agree']}; departing: {stats['rounds'] - stats['agree']}; "
                f"tournaments stopped because a program found no pairing: {stats['failures']}. "
                + (f"`chesspairing check --lim` on the cut files (rounds 1..r, as its command line reads them, "
                   f"the last round left out of the history) said match in {stats.get('cp_check_match', 0)} rounds. "
                   if a.direction == "arbitro-paired" else "") +
                f"Rounds in which the pairing program left players unpaired: {stats.get('omitted', 0)} "
                f"(classed `left unpaired`, whatever else arbitro finds in the round; in the file those players "
                f"show no game). "
                f"Run time {secs:.0f} s.\n\n")
        f.write("| arbitro's first departing criterion | Rounds |\n|---|---|\n")
        for c, k in sorted(by_criterion.items(), key=lambda x: (-x[1], x[0])):
            f.write(f"| {c} | {k} |\n")
        f.write("\n## Every departing round\n\n| Seed | Players | Round | Criterion | arbitro's explanation | "
                "The text's pairing (arbitro) | chesspairing's pairing |\n|---|---|---|---|---|---|---|\n")
        for row in rows:
            f.write("| " + " | ".join(str(x).replace("|", "/") for x in row) + " |\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--direction", choices=["oracle-paired", "arbitro-paired"], required=True)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--min-players", dest="min_players", type=int, default=8)
    ap.add_argument("--max-players", dest="max_players", type=int, default=60)
    ap.add_argument("--deadline", type=float, default=None, help="stop starting tournaments after this many seconds")
    ap.add_argument("--keep", default=None, help="directory to keep the TRFs of departing tournaments")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    cp = os.environ.get("ARBITRO_CHESSPAIRING")
    if not cp:
        print("ARBITRO_CHESSPAIRING is not set: no chesspairing to compare with; skipping.")
        return 0
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    stats = {"tournaments": 0, "rounds": 0, "agree": 0, "failures": 0}
    by_criterion, rows = {}, []
    t0 = time.time()
    with tempfile.TemporaryDirectory() as d:
        for seed in range(a.first_seed, a.first_seed + a.count):
            if a.deadline and time.time() - t0 > a.deadline:
                a.count = seed - a.first_seed
                break
            if a.direction == "oracle-paired":
                pairer = lambda fa, fc: pair_chesspairing(cp, fc)
            else:
                pairer = lambda fa, fc: pair_arbitro(arbitro, fa)
            players, rp, rounds, paired, failure, omitted = simulate(seed, pairer, d, a.min_players, a.max_players)
            n = len(players)
            stats["tournaments"] += 1
            # Rounds in which the program left players out: the file shows those players without a
            # match (`Z`), which arbitro reads as absent; the round departs from 3.3.1 all the same.
            left_out = dict(omitted)
            stats["omitted"] = stats.get("omitted", 0) + len(omitted)
            if failure:
                stats["failures"] += 1
                rows.append((seed, n, failure[0], "no pairing", failure[1][:200], "", ""))
            departed = False
            fa = os.path.join(d, f"a{seed}.trf")
            if a.direction == "oracle-paired":
                if paired == 0:
                    continue
                open(fa, "w").write(trf_text(players, rp, rounds, paired, "U"))
                try:
                    rep = arbitro_check(arbitro, fa)
                except RuntimeError as e:
                    rows.append((seed, n, "-", "arbitro error", str(e)[:200], "", ""))
                    continue
                for v in rep["rounds"]:
                    stats["rounds"] += 1
                    if v["complies"] and v["round"] not in left_out:
                        stats["agree"] += 1
                        continue
                    departed = True
                    c = v["criterion"] or "?"
                    if v["round"] in left_out:
                        c = "left unpaired"
                        v["detail"] = ("players " + ", ".join(map(str, left_out[v["round"]])) + " neither on a board "
                                       "nor given the PAB; arbitro, reading them as absent: " + v["detail"])
                    by_criterion[c] = by_criterion.get(c, 0) + 1
                    ours = {b["white"]: b["black"] for b in (v.get("engine") or {}).get("boards", [])}
                    rr = v["round"] - 1
                    theirs = " ".join(f"{t}-{rounds[t][rr][0]}" for t in sorted(rounds) if rounds[t][rr][1] == "w")
                    theirs += "".join(f" PAB {t}" for t in sorted(rounds) if rounds[t][rr][2] == "P")
                    rows.append((seed, n, v["round"], c, v["detail"], engine_text(v), theirs))
            else:
                fc = os.path.join(d, f"c{seed}.trf")
                for r in range(1, paired + 1):
                    # chesspairing's own check of the cut file (rounds 1..r), as its command line reads it.
                    open(fc, "w").write(trf_text(players, rp, rounds, r, "F"))
                    res = subprocess.run([cp, "check", "--lim", fc], capture_output=True, text=True, timeout=600)
                    stats["cp_check_match"] = stats.get("cp_check_match", 0) + (res.returncode == 0)
                    # chesspairing pairs round r from the same rounds 1..r-1 (with the empty round
                    # to pair its command line needs); arbitro checks that pairing.
                    open(fc, "w").write(trf_text(players, rp, rounds, r - 1, "F", dummy=True))
                    open(fa, "w").write(trf_text(players, rp, rounds, r - 1, "U"))
                    stats["rounds"] += 1
                    ours_r = sorted((t, rounds[t][r - 1][0]) for t in rounds if rounds[t][r - 1][1] == "w")
                    ours_bye = [t for t in rounds if rounds[t][r - 1][2] == "P"]
                    try:
                        pairs, bye = pair_chesspairing(cp, fc)
                    except RuntimeError as e:
                        departed = True
                        by_criterion["chesspairing: no pairing"] = by_criterion.get("chesspairing: no pairing", 0) + 1
                        rows.append((seed, n, r, "chesspairing: no pairing", str(e)[:200], "", ""))
                        continue
                    if sorted(pairs) == ours_r and [bye] == (ours_bye or [None]):
                        stats["agree"] += 1
                        continue
                    departed = True
                    theirs = " ".join(f"{w}-{b}" for w, b in pairs) + (f" PAB {bye}" if bye else "")
                    pl = os.path.join(d, f"n{seed}.txt")
                    open(pl, "w").write(f"{len(pairs) + (1 if bye else 0)}\n" +
                                        "".join(f"{w} {b}\n" for w, b in pairs) + (f"{bye} 0\n" if bye else ""))
                    try:
                        v = arbitro_check(arbitro, fa, pl)["rounds"][0]
                        c = v["criterion"] or ("same pairing" if v["complies"] else "?")
                        detail, ours = v["detail"], engine_text(v)
                    except RuntimeError as e:
                        c, detail, ours = "arbitro error", str(e)[:200], ""
                    by_criterion[c] = by_criterion.get(c, 0) + 1
                    rows.append((seed, n, r, c, detail, ours, theirs))
            if departed and a.keep:
                os.makedirs(a.keep, exist_ok=True)
                open(os.path.join(a.keep, f"lim-{seed}.trf"), "w").write(trf_text(players, rp, rounds, paired, "U"))
            if stats["tournaments"] % 25 == 0:
                write_report(a, cp, stats, by_criterion, rows, t0)
    write_report(a, cp, stats, by_criterion, rows, t0)
    print(f"{stats['tournaments']} tournaments, {stats['rounds']} rounds, {stats['agree']} agree; report: {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
