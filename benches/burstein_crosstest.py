#!/usr/bin/env python3
"""Cross-test of the Burstein System (C.04.4.2, 2026): an external program pairs every round of
generated tournaments, `arbitro check --rules burstein-2026` checks each round, and every round
where arbitro departs from the program is recorded with arbitro's explanation (criterion,
article, boards, the pairing the text gives). Seeding rounds (1.6: min(rounds/2, 4)) are
counted apart: arbitro holds them to the Dutch System of 2026 (reading B-1 a).

The external program is a black box named by an environment variable; without it the script
says so and exits 0. Nothing of the program is part of this repository.

    ARBITRO_BURSTEIN_ORACLE="/path/to/py4swiss -e burstein" \
      python3 benches/burstein_crosstest.py --count 200 --out reports/burstein-crosstest-py4swiss-2026.md

Environment:
  ARBITRO_BURSTEIN_ORACLE       the program and its fixed arguments; it is called as
                                `PROGRAM -t IN.trf -p OUT.txt` (py4swiss command line) and must
                                write a JaVaFo-style pair list (count line, `white black`, `TPN 0`).
  ARBITRO_BURSTEIN_ORACLE_KIND  `py4swiss` (default) or `arbitro` (arbitro's own `pair`, for
                                self-consistency and timing runs).
  ARBITRO_BIN                arbitro binary (default target/release/arbitro).

Tournaments: 8-400 players by default, log-uniform (--min-players/--max-players), 5-11 rounds, ratings
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
    out = ["012 Burstein cross-test", "042 2026/03/01", "092 Individual: Swiss-System",
           "192 FIDE_BURSTEIN", f"XXR {rounds_planned}", "XXC white1"]
    for p in players:
        pts = 0.0
        for (o, c, r) in rounds[p["tpn"]]:
            pts += {"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5}.get(r, 0)
        rating = f"{p['rating']:>4}" if p["rating"] else "    "
        # TRF columns: name 15-47, rating 49-52, points 81-84.
        line = f"001 {p['tpn']:>4}      {p['name']:<33} {rating}{'':28}{pts:>4.1f}    0"
        for (o, c, r) in rounds[p["tpn"]]:
            line += "  " + (f"{o:>4} {c} {r}" if o else f"0000 - {r}")
        out.append(line)
    return "\n".join(out) + "\n"


def run_oracle(cmd, kind, trf_path, out_path):
    if kind == "arbitro":  # arbitro pairing itself (self-consistency and timing runs)
        args = cmd + ["pair", trf_path, "--rules", "burstein-2026", "-p", out_path]
    else:
        args = cmd + ["-t", trf_path, "-p", out_path]
    r = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if r.returncode != 0 or not os.path.exists(out_path):
        raise RuntimeError(f"oracle failed ({r.returncode}): {r.stderr.strip()[-300:]}")
    pairs, bye = [], None
    text = open(out_path).read()
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
        unrated = rng.random() < 0.05
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
        for t, code in absent.items():
            rounds[t].append((0, "-", code))
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


# --- Classification of a departing round -------------------------------------------------
# The Index readings that differ between arbitro and what the oracle's pairings show: arbitro
# counts a withdrawn opponent's run of zero-point byes up to now as draws (1.7.2 item 3) and an
# opponent's score before the round; the other reading counts item 3 only for a player who never
# played and includes a bye already entered for the round being paired.
PTS = {"1": 10, "+": 10, "U": 10, "F": 10, "=": 5, "H": 5, "W": 10, "D": 5}


def _rounds_of(path):
    out = {}
    for l in open(path):
        if l.startswith("001"):
            rest = l[89:].rstrip("\n")
            rs = [rest[i:i + 10] for i in range(0, len(rest), 10)]
            out[int(l[4:8])] = [(int(r[2:6]), r[7], r[9]) for r in rs if len(r) >= 10]
    return out


def _indices(P, R, reading):
    sc = {t: sum(PTS.get(r[2], 0) for r in P[t][:R - 1]) for t in P}
    seen = dict(sc)
    for t in P:
        rs = P[t][:R - 1]
        if reading == "arbitro":
            run = 0
            for o, c, r in reversed(rs):
                if o == 0 and r in "Z ":
                    run += 1
                else:
                    break
            seen[t] = sc[t] + 5 * run
        else:
            cur = P[t][R - 1] if len(P[t]) >= R else None
            if cur and cur[0] == 0 and cur[2] in "HZ":
                seen[t] = sc[t] + PTS.get(cur[2], 0)
            if rs and all(r == "Z" for o, c, r in rs):
                seen[t] = 5 * len(rs)
    out = {}
    for t in P:
        bh = sb = 0
        for o, c, r in P[t][:R - 1]:
            s = seen[o] if (o != 0 and r in "10=WDL") else sc[t]
            bh += s
            sb += PTS.get(r, 0) * s
        out[t] = (bh, sb, -t)
    return sc, out


def index_readings_differ(path, R, score=None):
    """How many scoregroups of round R (only the one of `score` points, when given) are ranked
    otherwise (1.8) under the other Index reading."""
    P = _rounds_of(path)
    paired = [t for t in P if len(P[t]) >= R and not (P[t][R - 1][0] == 0 and P[t][R - 1][2] in "HZF ")]
    sc, a = _indices(P, R, "arbitro")
    _, p = _indices(P, R, "other")
    groups = {}
    for t in paired:
        if score is None or sc[t] == score:
            groups.setdefault(sc[t], []).append(t)
    return sum(1 for g in groups.values()
               if sorted(g, key=lambda t: a[t], reverse=True) != sorted(g, key=lambda t: p[t], reverse=True))


def classify(criterion, detail, trf, rnd):
    """The class of a departing round, from arbitro's criterion and explanation. Only the
    criteria that read the ranking of 1.8 (the order of 4.3, the PAB's 3.1.5, the colours'
    5.2.5) can come from the Index readings: for those, the departing bracket's scoregroup (all
    scoregroups for the PAB and colours) is ranked under both readings."""
    import re
    if criterion == "Seeding":
        return "text ambiguity (B-1): the oracle pairs seeding rounds with a Dutch text before 2026"
    if criterion == "Pab" and "3.1.4" in detail:
        return ("text ambiguity (3.1.4): the oracle counts a round without a game over the board (bye, forfeit) "
                "as a game played")
    pts = re.findall(r"(\d+) ([0-9.]+) points, Buchholz", detail)
    if criterion == "Colours" and "5.2.5" in detail and len(pts) == 2 and pts[0][1] != pts[1][1]:
        return ("text ambiguity (B-12): 5.2.5 \"higher ranked\" — arbitro: more points, then the 1.8 order; "
                "the oracle's colours fit the 1.8 order (Index) alone")
    if criterion in ("Order", "Pab", "Colours"):
        m = re.search(r"bracket of ([0-9.]+) points", detail)
        score = int(round(float(m.group(1)) * 10)) if m else None
        groups = index_readings_differ(trf, rnd, score)
        if groups:
            return ("text ambiguity (1.7, B-3/B-4): the scoregroup ranks otherwise when a withdrawn opponent's "
                    "zero-point byes are not draws (1.7.2 item 3) and a bye entered for the round counts in the "
                    "opponent's current score (1.7.1)")
    if criterion == "C6":
        return "oracle defect (2.3.2): it floats a higher score where a lower one floats with as many pairs"
    if criterion in ("C7", "C8", "Order"):
        return (f"oracle defect ({criterion}): arbitro's pairing is legal, equal on the criteria above and better "
                "on this one")
    return "to examine"


SIZE_BUCKETS = [(1, 20), (21, 50), (51, 100), (101, 200), (201, 400), (401, 10**6)]


def write_report(a, oracle, kind, stats, by_criterion, rows, t0):
    secs = time.time() - t0
    with open(a.out, "w") as f:
        f.write("# Burstein 2026 cross-test: arbitro against " + kind + "\n\n")
        f.write("Regenerate with:\n\n```\nARBITRO_BURSTEIN_ORACLE=\"" + oracle + "\" ARBITRO_BURSTEIN_ORACLE_KIND=" + kind +
                f" \\\n  python3 benches/burstein_crosstest.py --count {a.count} --first-seed {a.first_seed}"
                f" --min-players {a.min_players} --max-players {a.max_players} --size-dist {a.size_dist} --out {a.out}\n```\n\n")
        f.write(f"The program pairs every round; `arbitro check --rules burstein-2026` checks it. "
                f"Tournaments: {stats['tournaments']} (oracle errors: {stats['oracle_errors']}), "
                f"rounds checked: {stats['rounds']}, identical to the text as arbitro reads it: {stats['agree']}, "
                f"departing: {stats['rounds'] - stats['agree']}. Run time {secs:.0f} s.\n\n")
        sr, sa = stats.get("seeding_rounds", 0), stats.get("seeding_agree", 0)
        f.write(f"Seeding rounds (1.6, paired by the Dutch System): {sr}, of which identical: {sa}; "
                f"Burstein rounds proper: {stats['rounds'] - sr}, of which identical: {stats['agree'] - sa}.\n\n")
        sizes = stats.get("sizes", {})
        f.write("Players per tournament (largest " + str(stats.get("max_players", 0)) + "): " +
                ", ".join(f"{k}: {sizes[k]}" for k in sorted(sizes, key=lambda k: int(k.split("-")[0]))) + ".\n\n")
        f.write("| Criterion | Rounds |\n|---|---|\n")
        for c, k in sorted(by_criterion.items(), key=lambda x: -x[1]):
            f.write(f"| {c} | {k} |\n")
        f.write("\n| Class | Rounds |\n|---|---|\n")
        for c, k in sorted(stats.get("classes", {}).items(), key=lambda x: -x[1]):
            f.write(f"| {c} | {k} |\n")
        f.write("\n## Every departing round\n\n| Seed | Players | Round | Criterion | arbitro's explanation | Class | "
                "The text's pairing (arbitro) |\n|---|---|---|---|---|---|---|\n")
        for row in rows:
            f.write("| " + " | ".join(str(x).replace("|", "/") for x in row) + " |\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--min-players", type=int, default=8)
    ap.add_argument("--max-players", type=int, default=400)
    ap.add_argument("--size-dist", choices=["uniform", "log"], default="log",
                    help="number of players: log-uniform (default) or uniform between the bounds")
    ap.add_argument("--out", default="reports/burstein-crosstest-py4swiss-2026.md")
    ap.add_argument("--keep", default=None, help="directory to keep the TRFs of disagreeing tournaments")
    ap.add_argument("--trf-dir", default=None,
                    help="keep every paired tournament here (burstein-SEED.trf, or -SEED.error where the program failed); a "
                         "seed kept there is not paired again, so an interrupted run resumes; with --recheck, check only those")
    ap.add_argument("--recheck", action="store_true",
                    help="do not run the program: check the tournaments it paired before, kept in --trf-dir")
    a = ap.parse_args()
    oracle = os.environ.get("ARBITRO_BURSTEIN_ORACLE")
    if a.recheck and a.trf_dir:
        oracle = oracle or "(recheck of " + a.trf_dir + ")"
    if not oracle:
        print("ARBITRO_BURSTEIN_ORACLE is not set: no oracle to compare with; skipping.")
        return 0
    kind = os.environ.get("ARBITRO_BURSTEIN_ORACLE_KIND", "py4swiss")
    cmd = shlex.split(oracle)
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    rows, stats = [], {"tournaments": 0, "rounds": 0, "agree": 0, "oracle_errors": 0}
    by_criterion = {}
    t0 = time.time()
    with tempfile.TemporaryDirectory() as d:
        for seed in range(a.first_seed, a.first_seed + a.count):
            try:
                kept = os.path.join(a.trf_dir, f"burstein-{seed}.trf") if a.trf_dir else None
                failed = kept and os.path.exists(kept[:-4] + ".error")
                if failed:  # the program failed on this seed before: the same failure, kept
                    raise RuntimeError(open(kept[:-4] + ".error").read())
                if a.recheck or (kept and os.path.exists(kept)):
                    trf = kept
                    if not os.path.exists(trf):
                        continue
                    n = sum(1 for l in open(trf) if l.startswith("001"))
                    rp = next((int(l.split()[1]) for l in open(trf) if l.startswith("XXR")), 0)
                else:
                    trf, n, rp = simulate(seed, cmd, kind, d, a.min_players, a.max_players, a.size_dist)
                    if a.trf_dir:  # written whole after the last round: an interrupted run resumes here
                        os.makedirs(a.trf_dir, exist_ok=True)
                        shutil.copyfile(trf, os.path.join(a.trf_dir, f"burstein-{seed}.trf.part"))
                        os.replace(os.path.join(a.trf_dir, f"burstein-{seed}.trf.part"),
                                   os.path.join(a.trf_dir, f"burstein-{seed}.trf"))
            except Exception as e:  # the oracle failed on a round
                if a.trf_dir and not a.recheck and not failed:
                    os.makedirs(a.trf_dir, exist_ok=True)
                    with open(os.path.join(a.trf_dir, f"burstein-{seed}.error"), "w") as f:
                        f.write(str(e))
                stats["oracle_errors"] += 1
                rows.append((seed, "-", "-", "oracle error", str(e)[-200:].replace("\n", " "), "oracle defect (crash)", ""))
                continue
            stats["tournaments"] += 1
            b = next(x for x in SIZE_BUCKETS if n <= x[1])
            stats.setdefault("sizes", {}).setdefault(f"{b[0]}-{b[1]}", 0)
            stats["sizes"][f"{b[0]}-{b[1]}"] += 1
            stats["max_players"] = max(stats.get("max_players", 0), n)
            r = subprocess.run([arbitro, "check", trf, "--rules", "burstein-2026", "--format", "json"],
                               capture_output=True, text=True)
            try:
                rep = json.loads(r.stdout)
            except json.JSONDecodeError:
                rows.append((seed, n, "-", "arbitro error", r.stderr.strip()[:300], "arbitro defect", ""))
                continue
            seeding = min(rp // 2, 4)
            for v in rep["rounds"]:
                stats["rounds"] += 1
                if seeding is not None and v["round"] <= seeding:
                    stats["seeding_rounds"] = stats.get("seeding_rounds", 0) + 1
                    stats["seeding_agree"] = stats.get("seeding_agree", 0) + int(v["complies"])
                if v["complies"]:
                    stats["agree"] += 1
                    continue
                c = v["criterion"] or "?"
                by_criterion[c] = by_criterion.get(c, 0) + 1
                eng = v.get("engine") or {}
                text_pairs = " ".join(f"{b['white']}-{b['black']}" for b in eng.get("boards", []))
                if eng.get("bye"):
                    text_pairs += f" PAB {eng['bye']}"
                cls = classify(c, v["detail"], trf, v["round"])
                stats.setdefault("classes", {}).setdefault(cls.split(":")[0], 0)
                stats["classes"][cls.split(":")[0]] += 1
                if len(text_pairs) > 300:
                    text_pairs = text_pairs[:300] + " …"
                rows.append((seed, n, v["round"], c, v["detail"], cls, text_pairs))
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    subprocess.run(["cp", trf, os.path.join(a.keep, f"burstein-{seed}.trf")])
            write_report(a, oracle, kind, stats, by_criterion, rows, t0)
    write_report(a, oracle, kind, stats, by_criterion, rows, t0)
    print(f"{stats['tournaments']} tournaments, {stats['rounds']} rounds, {stats['agree']} agree; report: {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
