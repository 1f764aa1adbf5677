#!/usr/bin/env python3
"""Cross-test of the Dubov System (C.04.4.1, 2026): an external program pairs every round of
generated tournaments, `arbitro check --rules dubov-2026` checks each round, and every round
where arbitro departs from the program is recorded with arbitro's explanation (criterion,
article, boards, the pairing the text gives).

The external program is a black box named by an environment variable; without it the script
says so and exits 0. Nothing of the program is part of this repository.

    ARBITRO_DUBOV_ORACLE="/path/to/py4swiss -e dubov" \
      python3 benches/dubov_crosstest.py --count 200 --out reports/dubov-crosstest-py4swiss.md

Environment:
  ARBITRO_DUBOV_ORACLE       the program and its fixed arguments; it is called as
                             `PROGRAM -t IN.trf -p OUT.txt` (py4swiss command line) and must
                             write a JaVaFo-style pair list (count line, `white black`, `TPN 0`).
  ARBITRO_DUBOV_ORACLE_KIND  `py4swiss` (default) or `cppdubov` (`PROGRAM --pairings IN.trf
                             --output OUT.csv`, CSV `White,Black`, PAB opponent -1), or
                             `arbitro` (arbitro's own `pair`, for self-consistency runs).
  ARBITRO_BIN                arbitro binary (default target/release/arbitro).

Tournaments: 8-100 players by default (--min-players/--max-players), 5-11 rounds, ratings
1200-2700 (some unrated), draws 30 %, forfeits 2 %, half-point byes 3 %, withdrawals 1 % per
round; all a pure function of the seed.
"""
import argparse
import json
import math
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
import time


def trf_text(players, rounds_planned, rounds):
    """players: list of dicts (tpn, name, rating); rounds: per player list of entries
    (opp or 0, colour 'w'/'b'/'-', result char)."""
    out = ["012 Dubov cross-test", "042 2026/03/01", "092 Individual: Swiss-System",
           "192 FIDE_DUBOV", f"XXR {rounds_planned}", "XXC white1"]
    for p in players:
        pts = 0.0
        for (o, c, r) in rounds[p["tpn"]]:
            pts += {"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5}.get(r, 0)
        rating = f"{p['rating']:>4}" if p["rating"] else "    "
        line = f"001 {p['tpn']:>4}      {p['name']:<33}{rating}{'':29}{pts:>4.1f}    0"
        for (o, c, r) in rounds[p["tpn"]]:
            line += "  " + (f"{o:>4} {c} {r}" if o else f"0000 - {r}")
        out.append(line)
    return "\n".join(out) + "\n"


def run_oracle(cmd, kind, trf_path, out_path):
    if kind == "cppdubov":
        # CPPDubovSystem reads TRF16 and stops at the TRF-2026 record 192 ("Unidentified line
        # 192"), and stops at a blank rating field (an unrated player; "stoi"): it is given the
        # same file without that record and with unrated players' rating written as 0.
        trf16 = trf_path + ".trf16"
        with open(trf_path) as src, open(trf16, "w") as dst:
            for l in src:
                if l.startswith("192 "):
                    continue
                if l.startswith("001") and l[48:52] == "    ":
                    l = l[:48] + "   0" + l[52:]
                dst.write(l)
        args = cmd + ["--pairings", trf16, "--output", out_path]
    elif kind == "arbitro":  # arbitro pairing itself (self-consistency and timing runs)
        args = cmd + ["pair", trf_path, "--rules", "dubov-2026", "-p", out_path]
    else:
        args = cmd + ["-t", trf_path, "-p", out_path]
    r = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if r.returncode != 0 or not os.path.exists(out_path):
        raise RuntimeError(f"oracle failed ({r.returncode}): {r.stderr.strip()[-300:]}")
    pairs, bye = [], None
    text = open(out_path).read()
    if kind == "cppdubov":
        for line in text.splitlines():
            parts = [x.strip() for x in line.split(",")]
            if len(parts) != 2 or not parts[0].lstrip("-").isdigit():
                continue
            w, b = int(parts[0]), int(parts[1])
            if b == -1:
                bye = w
            elif w == -1:
                bye = b
            else:
                pairs.append((w, b))
    else:
        lines = [l.split() for l in text.splitlines() if l.strip()]
        for l in lines[1:]:
            w, b = int(l[0]), int(l[1])
            if b == 0:
                bye = w
            else:
                pairs.append((w, b))
    return pairs, bye


def simulate(seed, cmd, kind, workdir, minp, maxp, size_dist="uniform"):
    rng = random.Random(seed)
    if size_dist == "log":  # log-uniform: as many 8-20 as 20-50 as 50-125 as 125-300 fields
        n = min(maxp, int(round(math.exp(rng.uniform(math.log(minp), math.log(maxp))))))
    else:
        n = rng.randint(minp, maxp)
    rounds_planned = rng.randint(5, 11)
    players = []
    for i in range(n):
        # CPPDubovSystem refuses unrated players (its reading of Art. 1.1.1): its fields are all rated.
        unrated = rng.random() < 0.05 and kind != "cppdubov"
        rating = 0 if unrated else int(rng.gauss(1900, 300))
        rating = max(1000, min(2750, rating)) if rating else 0
        players.append({"rating": rating})
    players.sort(key=lambda p: -p["rating"])
    for i, p in enumerate(players):
        p["tpn"] = i + 1
        p["name"] = f"Player{i + 1}"
    rounds = {p["tpn"]: [] for p in players}
    withdrawn = set()
    trf_path = os.path.join(workdir, f"t{seed}.trf")
    out_path = os.path.join(workdir, f"p{seed}.txt")
    for r in range(1, rounds_planned + 1):
        absent = {}
        for p in players:
            t = p["tpn"]
            if t in withdrawn:
                absent[t] = "Z"
            elif r > 1 and r < rounds_planned and rng.random() < 0.03:
                absent[t] = "H"
        if len(players) - len(absent) < 2:
            break
        if kind == "cppdubov":
            # CPPDubovSystem counts a pre-entered bye as a round played; the absent players of
            # the round to pair are named in an XXZ record instead (JaVaFo's convention).
            text = trf_text(players, rounds_planned, rounds)
            if absent:
                text += "XXZ " + " ".join(str(t) for t in sorted(absent)) + "\n"
            open(trf_path, "w").write(text)
        for t, code in absent.items():
            rounds[t].append((0, "-", code))
        if kind != "cppdubov":
            open(trf_path, "w").write(trf_text(players, rounds_planned, rounds))
        if os.path.exists(out_path):
            os.remove(out_path)
        pairs, bye = run_oracle(cmd, kind, trf_path, out_path)
        for t in absent:
            rounds[t].pop()
        by_tpn = {}
        for (w, b) in pairs:
            x = rng.random()
            if rng.random() < 0.02:
                res = ("+", "-") if rng.random() < 0.5 else ("-", "+")
            elif x < 0.35:
                res = ("1", "0")
            elif x < 0.65:
                res = ("=", "=")
            else:
                res = ("0", "1")
            by_tpn[w] = (b, "w", res[0])
            by_tpn[b] = (w, "b", res[1])
        if bye:
            by_tpn[bye] = (0, "-", "U")
        for t, code in absent.items():
            by_tpn[t] = (0, "-", code)
        for p in players:
            t = p["tpn"]
            rounds[t].append(by_tpn.get(t, (0, "-", "Z")))
        for p in players:
            if p["tpn"] not in withdrawn and rng.random() < 0.01:
                withdrawn.add(p["tpn"])
    open(trf_path, "w").write(trf_text(players, rounds_planned, rounds))
    return trf_path, n, rounds_planned


SIZE_BUCKETS = [(1, 20), (21, 50), (51, 100), (101, 200), (201, 400), (401, 10**6)]


def write_report(a, oracle, kind, stats, by_criterion, rows, t0):
    secs = time.time() - t0
    with open(a.out, "w") as f:
        f.write("# Dubov 2026 cross-test: arbitro against " + kind + "\n\n")
        f.write("Regenerate with:\n\n```\nARBITRO_DUBOV_ORACLE=\"" + oracle + "\" ARBITRO_DUBOV_ORACLE_KIND=" + kind +
                f" \\\n  python3 benches/dubov_crosstest.py --count {a.count}"
                + (f" --checked {a.checked}" if a.checked is not None else "") + f" --first-seed {a.first_seed}"
                f" --min-players {a.min_players} --max-players {a.max_players} --size-dist {a.size_dist}"
                + (" --recheck" if a.recheck else "") + (" --trf-dir KEEPDIR" if a.trf_dir else "")
                + f" --out {a.out}\n```\n\n")
        f.write(f"The program pairs every round; `arbitro check --rules dubov-2026` checks it. "
                f"Seeds {a.first_seed}-{stats.get('last_seed', a.first_seed)}. "
                f"Tournaments: {stats['tournaments']} (oracle errors: {stats['oracle_errors']}), "
                f"rounds checked: {stats['rounds']}, identical to the text as arbitro reads it: {stats['agree']}, "
                f"departing: {stats['rounds'] - stats['agree']}. "
                + (f"(Check of all kept tournaments by the current arbitro: {secs:.0f} s.)" if a.recheck
                   else f"Run time {secs:.0f} s.") + "\n\n")
        sizes = stats.get("sizes", {})
        f.write("Players per tournament (largest " + str(stats.get("max_players", 0)) + "): " +
                ", ".join(f"{k}: {sizes[k]}" for k in sorted(sizes, key=lambda k: int(k.split("-")[0]))) + ".\n\n")
        f.write("| Criterion | Rounds |\n|---|---|\n")
        for c, k in sorted(by_criterion.items(), key=lambda x: -x[1]):
            f.write(f"| {c} | {k} |\n")
        f.write("\n## Every departing round\n\n| Seed | Players | Round | Criterion | arbitro's explanation | The text's pairing (arbitro) |\n|---|---|---|---|---|---|\n")
        for row in rows:
            f.write("| " + " | ".join(str(x).replace("|", "/") for x in row) + " |\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--checked", type=int, default=None,
                    help="go on past --count seeds until this many tournaments were paired to the end "
                         "and checked (an oracle failure does not count)")
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--min-players", type=int, default=8)
    ap.add_argument("--max-players", type=int, default=100)
    ap.add_argument("--size-dist", choices=["uniform", "log"], default="uniform",
                    help="number of players: uniform (default) or log-uniform between the bounds")
    ap.add_argument("--out", default="reports/dubov-crosstest-py4swiss.md")
    ap.add_argument("--keep", default=None, help="directory to keep the TRFs of disagreeing tournaments")
    ap.add_argument("--trf-dir", default=None,
                    help="keep every paired tournament here (dubov-SEED.trf, or -SEED.error where the program failed); a "
                         "seed kept there is not paired again, so an interrupted run resumes; with --recheck, check only those")
    ap.add_argument("--recheck", action="store_true",
                    help="do not run the program: check the tournaments it paired before, kept in --trf-dir")
    a = ap.parse_args()
    oracle = os.environ.get("ARBITRO_DUBOV_ORACLE")
    if a.recheck and a.trf_dir:
        oracle = oracle or "(recheck of " + a.trf_dir + ")"
    if not oracle:
        print("ARBITRO_DUBOV_ORACLE is not set: no oracle to compare with; skipping.")
        return 0
    kind = os.environ.get("ARBITRO_DUBOV_ORACLE_KIND", "py4swiss")
    cmd = shlex.split(oracle)
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    rows, stats = [], {"tournaments": 0, "rounds": 0, "agree": 0, "oracle_errors": 0}
    by_criterion = {}
    t0 = time.time()
    with tempfile.TemporaryDirectory() as d:
        seed = a.first_seed - 1
        while True:
            seed += 1
            if a.checked is not None:
                if stats["tournaments"] >= a.checked or (a.recheck and seed >= a.first_seed + a.count):
                    break
            elif seed >= a.first_seed + a.count:
                break
            try:
                kept = os.path.join(a.trf_dir, f"dubov-{seed}.trf") if a.trf_dir else None
                failed = kept and os.path.exists(kept[:-4] + ".error")
                if not (a.recheck and not failed and not (kept and os.path.exists(kept))):
                    stats["last_seed"] = seed  # a re-check names the seeds kept, not the seeds asked for
                if failed:  # the program failed on this seed before: the same failure, kept
                    raise RuntimeError(open(kept[:-4] + ".error").read())
                if a.recheck or (kept and os.path.exists(kept)):
                    trf = kept
                    if not os.path.exists(trf):
                        continue
                    n = sum(1 for l in open(trf) if l.startswith("001"))
                else:
                    trf, n, rp = simulate(seed, cmd, kind, d, a.min_players, a.max_players, a.size_dist)
                    if a.trf_dir:  # written whole after the last round: an interrupted run resumes here
                        os.makedirs(a.trf_dir, exist_ok=True)
                        shutil.copyfile(trf, os.path.join(a.trf_dir, f"dubov-{seed}.trf.part"))
                        os.replace(os.path.join(a.trf_dir, f"dubov-{seed}.trf.part"),
                                   os.path.join(a.trf_dir, f"dubov-{seed}.trf"))
            except Exception as e:  # the oracle failed on a round
                if a.trf_dir and not a.recheck and not failed:
                    os.makedirs(a.trf_dir, exist_ok=True)
                    with open(os.path.join(a.trf_dir, f"dubov-{seed}.error"), "w") as f:
                        f.write(str(e))
                stats["oracle_errors"] += 1
                rows.append((seed, "-", "-", "oracle error", str(e)[:200], ""))
                continue
            stats["tournaments"] += 1
            b = next(x for x in SIZE_BUCKETS if n <= x[1])
            stats.setdefault("sizes", {}).setdefault(f"{b[0]}-{b[1]}", 0)
            stats["sizes"][f"{b[0]}-{b[1]}"] += 1
            stats["max_players"] = max(stats.get("max_players", 0), n)
            r = subprocess.run([arbitro, "check", trf, "--rules", "dubov-2026", "--format", "json"],
                               capture_output=True, text=True)
            try:
                rep = json.loads(r.stdout)
            except json.JSONDecodeError:
                rows.append((seed, n, "-", "arbitro error", r.stderr.strip()[:300], ""))
                continue
            for v in rep["rounds"]:
                stats["rounds"] += 1
                if v["complies"]:
                    stats["agree"] += 1
                    continue
                c = v["criterion"] or "?"
                by_criterion[c] = by_criterion.get(c, 0) + 1
                eng = v.get("engine") or {}
                text_pairs = " ".join(f"{b['white']}-{b['black']}" for b in eng.get("boards", []))
                if eng.get("bye"):
                    text_pairs += f" PAB {eng['bye']}"
                rows.append((seed, n, v["round"], c, v["detail"], text_pairs))
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    subprocess.run(["cp", trf, os.path.join(a.keep, f"dubov-{seed}.trf")])
            write_report(a, oracle, kind, stats, by_criterion, rows, t0)
    write_report(a, oracle, kind, stats, by_criterion, rows, t0)
    print(f"{stats['tournaments']} tournaments, {stats['rounds']} rounds, {stats['agree']} agree; report: {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
