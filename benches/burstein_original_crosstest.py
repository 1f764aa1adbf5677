#!/usr/bin/env python3
"""Cross-test of the Burstein System, original edition (C.04.4.2 with the Sonneborn-Berger /
Buchholz / Median order, `--rules burstein-original`): bbpPairings `--burstein` pairs every
round of generated tournaments (round by round, `-p`), `arbitro check --rules burstein-original`
checks each round, and every round where arbitro departs from the program is listed with
arbitro's explanation (criterion, article, boards, the pairing the text gives) and a class.

The program is a black box named by an environment variable; without it the script says so
and exits 0. Nothing of the program is part of this repository.

    ARBITRO_BBP=/path/to/bbpPairings.exe \\
      python3 benches/burstein_original_crosstest.py --count 2000 --trf-dir /tmp/bbp-burstein \\
      --out reports/burstein-crosstest-bbp-original.md

Environment:
  ARBITRO_BBP   bbpPairings executable; called as `PROGRAM --burstein IN.trf -p OUT.txt`.
  ARBITRO_BIN   arbitro binary (default target/release/arbitro).

The tournaments are those of benches/burstein_crosstest.py (8-400 players log-uniform, 5-11
rounds, draws, forfeits 2 %, half-point byes 3 %, withdrawals 1 % per round; a pure function
of the seed). The files carry no XXA record, so the program applies the imaginary point of
3.3 (its default for Burstein) and arbitro applies it as the text says (3.3).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import burstein_crosstest as bc  # noqa: E402  (the same generated tournaments)


def run_bbp(cmd, kind, trf_path, out_path):
    text = open(trf_path).read().replace("192 FIDE_BURSTEIN\n", "")
    with open(trf_path, "w") as f:
        f.write(text)
    r = subprocess.run(cmd + ["--burstein", trf_path, "-p", out_path], capture_output=True, text=True, timeout=600)
    if r.returncode != 0 or not os.path.exists(out_path):
        raise RuntimeError(f"bbpPairings failed ({r.returncode}): {r.stderr.strip()[-300:]}")
    pairs, bye = [], None
    lines = [l.split() for l in open(out_path).read().splitlines() if l.strip()]
    for l in lines[1:]:
        w, b = int(l[0]), int(l[1])
        if b == 0:
            bye = w
        else:
            pairs.append((w, b))
    return pairs, bye


def cut(src, dst, R, keep_absent=True):
    """The tournament before round R: rounds 1..R-1, and the round-R entries that are not the
    pairing's (a requested bye or absence: H, Z, F), points recomputed."""
    out = []
    for l in open(src):
        l = l.rstrip("\n")
        if l.startswith("192"):
            continue
        if l.startswith("001"):
            head, rest = l[:89], l[89:]
            rs = [rest[i:i + 10] for i in range(0, len(rest), 10)]
            keep = rs[:R - 1]
            if keep_absent and len(rs) >= R and rs[R - 1][2:6] == "0000" and rs[R - 1][9] in "HZF":
                keep.append(rs[R - 1])
            pts = sum(PTS.get(r[9], 0) for r in rs[:R - 1] if len(r) >= 10)
            l = head[:80] + f"{pts:>4.1f}" + head[84:] + "".join(keep)
        out.append(l)
    open(dst, "w").write("\n".join(out) + "\n")


PTS = {"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5, "W": 1, "D": 0.5}


def values(oracle, arbitro, trf, R, d):
    """The values of 3.2 before round R as each program computes them: {tpn: (score, SB,
    Buchholz, Median)} from the program's check list (-l) and from arbitro's pair table."""
    src = os.path.join(d, "cut.trf")
    cut(trf, src, R)
    cl = os.path.join(d, "cut.cl")
    subprocess.run([oracle, "--burstein", src, "-p", os.path.join(d, "cut.out"), "-l", cl],
                   capture_output=True, text=True, timeout=600)
    theirs, ours = {}, {}
    if os.path.exists(cl):
        for l in open(cl):
            f = [x.strip() for x in l.split("\t")]
            if len(f) > 8 and f[0].isdigit():
                theirs[int(f[0])] = (float(f[1]), float(f[4]), float(f[6]), float(f[8]))
        os.remove(cl)
    r = subprocess.run([arbitro, "pair", src, "--rules", "burstein-original"], capture_output=True, text=True)
    for m in re.finditer(r"(\d+) Player\d+\s+([\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)", r.stdout):
        ours[int(m.group(1))] = tuple(float(m.group(k)) for k in range(2, 6))
    return theirs, ours


def classify(criterion, detail, oracle, arbitro, trf, R, d):
    """The class of a departing round (readings B-O-n of docs/systems/burstein-original.md):
    first, whether the two programs order the players alike (3.2 values of the players of the
    departing score group, from the program's own check list); then by arbitro's criterion."""
    if oracle.startswith("(recheck"):
        oracle = os.environ.get("ARBITRO_BBP_CHECKLIST", "")
    named = [int(x) for x in re.findall(r"\d+\. (\d+) \(", detail)]  # a score group in the order of 3.2
    named += [int(x) for x in re.findall(r"(?:goes to|not to) (\d+) \(", detail)]  # the bye
    named += [int(x) for x in re.findall(r"[(;] (\d+): ", detail)]  # the two players of a board
    if oracle and os.path.exists(oracle):
        theirs, ours = values(oracle, arbitro, trf, R, d)
        who = named or sorted(set(theirs) & set(ours))
        for t in who:
            if t in theirs and t in ours and any(abs(a - b) > 1e-6 for a, b in zip(theirs[t], ours[t])):
                what = "score" if abs(theirs[t][0] - ours[t][0]) > 1e-6 else "SB/Buchholz/Median"
                why = ("B-O-8, the imaginary point in the opponents' scores; B-O-2" if R <= 2 else
                       "B-O-2, rounds without a game")
                return (f"text ambiguity ({why}): values of 3.2 differ — player {t}: arbitro (score, SB, Buchholz, "
                        f"Median) {ours[t]}, the program {theirs[t]} ({what})")
    for code, cls in CLASSES:
        if re.search(code, criterion + " " + detail):
            return cls
    return "to examine"


# (pattern on "criterion detail", class); first match wins, after the values of 3.2 agree.
# Each class rests on the hand-checked samples listed in the report.
CLASSES = [
    (r"^C4 ", "to examine (6.6 completion)"),
    (r"^C5 ", "oracle defect (6.1, 6.3): fewer pairs inside the score group than the text makes while every remaining "
              "player can still be paired; the program pairs across score groups instead"),
    (r"^C6 ", "oracle defect (6.3, 6.4): a player who floated into the score group floats on (or a higher score floats) "
              "where the text pairs him in the group"),
    (r"^C7 ", "oracle defect (6.6): the program's floater finds no opponent in the next score group where the text's "
              "does"),
    (r"^C8 ", "oracle defect (6.5): fewer players of the score group get their due colour than in the text's "
              "combination"),
    (r"^Order ", "oracle defect (6.2, 6.4): not the first combination in the order of the tables among those equal by "
                 "6.3-6.6"),
    (r"^Colours .*5\.4 \(4\)-\(5\)", "oracle defect (5.4 (4)-(5)): the program compares players of different scores by "
                                     "score x Buchholz (its README); the text gives the preference to the higher SB, "
                                     "then Buchholz"),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--min-players", type=int, default=8)
    ap.add_argument("--max-players", type=int, default=400)
    ap.add_argument("--out", default="reports/burstein-crosstest-bbp-original.md")
    ap.add_argument("--trf-dir", default=None,
                    help="keep every paired tournament here (bbp-SEED.trf, or bbp-SEED.error where the program failed); a "
                         "seed kept there is not paired again, so an interrupted run resumes")
    ap.add_argument("--pair-only", action="store_true", help="only let the program pair (into --trf-dir); no check")
    ap.add_argument("--recheck", action="store_true", help="do not run the program: check the tournaments in --trf-dir")
    ap.add_argument("--merge", nargs="+", default=None,
                    help="write --out from the JSON sidecars (OUT.json) of runs over disjoint seed ranges")
    a = ap.parse_args()
    if a.merge:
        stats, by_criterion, rows = merge(a.merge)
        render(a, os.environ.get("ARBITRO_BBP", "/path/to/bbpPairings.exe"), stats, by_criterion, rows)
        print(f"{stats['tournaments']} tournaments, {stats['rounds']} rounds, {stats['agree']} agree; report: {a.out}")
        return 0
    oracle = os.environ.get("ARBITRO_BBP")
    if not oracle and not (a.recheck and a.trf_dir):
        print("ARBITRO_BBP is not set: no bbpPairings to compare with; skipping.")
        return 0
    oracle = oracle or "(recheck of " + a.trf_dir + ")"
    bc.run_oracle = run_bbp
    cmd = [oracle]
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    rows, stats, by_criterion = [], {"tournaments": 0, "rounds": 0, "agree": 0, "oracle_errors": 0}, {}
    t0 = time.time()
    with tempfile.TemporaryDirectory() as d:
        for seed in range(a.first_seed, a.first_seed + a.count):
            kept = os.path.join(a.trf_dir, f"bbp-{seed}.trf") if a.trf_dir else None
            err = kept[:-4] + ".error" if kept else None
            try:
                if err and os.path.exists(err):
                    raise RuntimeError(open(err).read())
                if kept and os.path.exists(kept):
                    trf = kept
                    n = sum(1 for l in open(trf) if l.startswith("001"))
                elif a.recheck:
                    continue
                else:
                    trf, n, _ = bc.simulate(seed, cmd, "bbp", d, a.min_players, a.max_players, "log")
                    if kept:
                        os.makedirs(a.trf_dir, exist_ok=True)
                        shutil.copyfile(trf, kept + ".part")
                        os.replace(kept + ".part", kept)
                        trf = kept
            except Exception as e:  # the program failed on a round: keep the rounds before it
                partial = os.path.join(d, f"t{seed}.trf")
                if err and not os.path.exists(err):
                    os.makedirs(a.trf_dir, exist_ok=True)
                    open(err, "w").write(str(e))
                    if os.path.exists(partial):
                        shutil.copyfile(partial, err[:-6] + ".partial.trf")
                stats["oracle_errors"] += 1
                kept_partial = err[:-6] + ".partial.trf" if err else partial
                if a.pair_only or not os.path.exists(kept_partial):
                    rows.append((seed, "-", "-", "program error", str(e)[-200:].replace("\n", " "), "to examine", ""))
                    continue
                # The round the program could not pair: does the text pair it?
                # Every player has an entry for each round paired; only the absent have one for the next.
                rnd = 1 + min((len(l[89:].rstrip()) + 2) // 10 for l in open(kept_partial) if l.startswith("001"))
                r = subprocess.run([arbitro, "pair", kept_partial, "--rules", "burstein-original", "--round", str(rnd),
                                    "-p", "-"], capture_output=True, text=True)
                n = sum(1 for l in open(kept_partial) if l.startswith("001"))
                if r.returncode == 1 and "no valid pairing" in r.stderr:
                    stats["both_unpairable"] = stats.get("both_unpairable", 0) + 1
                    cls = "agreement: no legal pairing (3.1, 5.2-5.3) exists for either program"
                else:
                    cls = "oracle defect (3.1, 5.2-5.3): the program finds no legal pairing; the text's exists"
                stats.setdefault("classes", {})[cls.split(":")[0]] = stats.setdefault("classes", {}).get(cls.split(":")[0], 0) + 1
                rows.append((seed, n, rnd, "program error", str(e)[-160:].replace("\n", " ") + " / arbitro: " +
                             (r.stderr.strip()[-200:] or "pairs it"), cls, r.stdout.replace("\n", " ")[:300]))
                if rnd <= 1:
                    continue
                trf = os.path.join(d, "paired-rounds.trf")  # the rounds the program paired, checked below
                cut(kept_partial, trf, rnd, keep_absent=False)
            if a.pair_only:
                continue
            stats["tournaments"] += 1
            b = next(x for x in bc.SIZE_BUCKETS if n <= x[1])
            key = f"{b[0]}-{b[1]}"
            stats.setdefault("sizes", {})[key] = stats.setdefault("sizes", {}).get(key, 0) + 1
            stats["max_players"] = max(stats.get("max_players", 0), n)
            r = subprocess.run([arbitro, "check", trf, "--rules", "burstein-original", "--format", "json"],
                               capture_output=True, text=True)
            try:
                rep = json.loads(r.stdout)
            except json.JSONDecodeError:
                rows.append((seed, n, "-", "arbitro error", r.stderr.strip()[:300], "arbitro defect", ""))
                continue
            for v in rep["rounds"]:
                stats["rounds"] += 1
                if v["complies"]:
                    stats["agree"] += 1
                    continue
                c = v["criterion"] or "?"
                by_criterion[c] = by_criterion.get(c, 0) + 1
                eng = v.get("engine") or {}
                text_pairs = " ".join(f"{x['white']}-{x['black']}" for x in eng.get("boards", []))
                if eng.get("bye"):
                    text_pairs += f" PAB {eng['bye']}"
                cls = classify(c, v["detail"], oracle, arbitro, trf, v["round"], d)
                stats.setdefault("classes", {})[cls.split(":")[0]] = stats.setdefault("classes", {}).get(cls.split(":")[0], 0) + 1
                if len(text_pairs) > 300:
                    text_pairs = text_pairs[:300] + " …"
                rows.append((seed, n, v["round"], c, v["detail"], cls, text_pairs))
            if seed % 50 == 0:
                write_report(a, oracle, stats, by_criterion, rows, t0)
    if not a.pair_only:
        write_report(a, oracle, stats, by_criterion, rows, t0)
    print(f"{stats['tournaments']} tournaments, {stats['rounds']} rounds, {stats['agree']} agree, "
          f"{stats['oracle_errors']} program errors; report: {a.out}")
    return 0


SAMPLES = """## How the classes were decided, and the rounds checked by hand

The program is bbpPairings 5.0.1 (`--burstein`). Version 6.0.0 stops with a memory error (abort or
segmentation fault) on 8 of 20 of these files at round 3; where it runs (26 files at round 4) its pairings
are byte for byte those of 5.0.1, so 5.0.1 stands for both.

A departing round is first put to the values of 3.2: the program's check list (`-l`: SB, Buchholz and
Median per player) is read for the round and compared with arbitro's for the players the explanation
names (the score group in the order of 3.2, the bye's two candidates, a board's two players). Where they
differ the round is a **text ambiguity**: B-O-8 (rounds 1-2: the program counts the opponents' imaginary
point of 3.3 in their scores) or B-O-2 (rounds without a game). Otherwise the class follows arbitro's
criterion, and each class rests on rounds checked by hand against the text:

- **6.1, 6.3 (C5)** — seed 1, round 6: score group 2.5 = 2, 5, 14, 7 (3.2 order). Player 1 (0.5) can meet
  nobody below, so one of the group must go down to him (6.6); the text still pairs 2-14 inside. The program
  pairs all four outside the group (2-1, 5-6, 7-3, 14-10), 2.5 against 0.5.
- **6.2, 6.4 (ORDER)** — seed 6, round 2: score group 1.5 of 14, equal colours either way; no. 3 (23) meets
  no. 14 (40) in the text, no. 9 (59) in the program's pairing. Both pairings have the same sum of distances in
  the order (13): the program seems to minimise such a sum, while the 6.2 table is ordered on no. 1's opponent,
  then no. 2's (combination 3, 1*6 2*3 4*5, comes before combination 4, 1*5 2*6 3*4, whose distances are larger).
- **6.3, 6.4 (C6)** — seed 18, round 8: the program floats 4 (4.5 points, a floater from above) again where
  the text floats a resident of 4.0 and pairs every floater in the group.
- **6.5 (C8)** — seed 59, round 4: the program pairs 2 (due White) with 3 (due White) where 2-6 and 8-3 give
  every player of the group his due colour with as many pairs.
- **6.6 (C7)** — seed 85, round 7: the program's floater 15 meets 13 two groups below; the text's floater 7
  meets 3 in the next group.
- **5.4 (4)-(5) (COLOURS)** — seeds 82 (round 5) and 16 (round 4): equal SB, the preference goes to the
  higher Buchholz in the text; the program gives it to the higher product score x Buchholz, which its README
  describes for players of different score groups.
- **Program errors** — seed 43, round 8: the program finds no pairing; arbitro's (bye 1, 8-2, 9-6, 3-5, 7-4)
  was checked by hand: 1 never had a point without playing (4.1), no rematch (3.1), 3 and 4 get the colours
  5.3 requires, no difference beyond 2 (5.2). Seed 198, round 8 likewise (bye 6, 9-5, 2-10, 8-1, 4-7: 5
  must have Black after WW and gets it). Seed 57, round 9 (nine players): neither program finds one.
- **B-O-8** — seed 5, round 2: player 90's Buchholz is 1.0 for arbitro, 2.0 in the program's check list:
  its opponent's imaginary point counted; the bye then goes elsewhere.

**arbitro defects found and fixed**: the first version read 6.6 as "the next score group paired as well as
possible" (the 2026 [C7]); 6.6 only asks that the floaters find opponents there, which now decides (seed 85,
round 7 and the like). The generated files put the rating one column early (48-51 instead of 49-52), so both
programs read wrong ratings; fixed in `benches/burstein_crosstest.py` before this run.
"""


def write_report(a, oracle, stats, by_criterion, rows, t0):
    secs = time.time() - t0
    with open(a.out + ".json", "w") as f:
        json.dump({"stats": stats, "by_criterion": by_criterion, "rows": rows, "secs": secs,
                   "first_seed": a.first_seed, "count": a.count}, f)
    stats = dict(stats, secs=secs)
    render(a, oracle, stats, by_criterion, rows)


def merge(parts):
    """Adds up the JSON sidecars of runs over disjoint seed ranges."""
    stats, by_criterion, rows = {}, {}, []
    for p in parts:
        d = json.load(open(p))
        for k, v in d["stats"].items():
            if isinstance(v, dict):
                for kk, vv in v.items():
                    stats.setdefault(k, {})[kk] = stats.setdefault(k, {}).get(kk, 0) + vv
            elif k == "max_players":
                stats[k] = max(stats.get(k, 0), v)
            else:
                stats[k] = stats.get(k, 0) + v
        stats["secs"] = stats.get("secs", 0) + d["secs"]
        for k, v in d["by_criterion"].items():
            by_criterion[k] = by_criterion.get(k, 0) + v
        rows += d["rows"]
    rows.sort(key=lambda r: (r[0], r[2] if isinstance(r[2], int) else 0))
    return stats, by_criterion, rows


def render(a, oracle, stats, by_criterion, rows):
    secs = stats.get("secs", 0)
    with open(a.out, "w") as f:
        f.write("# Burstein original edition: arbitro against bbpPairings --burstein\n\n")
        if a.merge:
            dd = a.trf_dir or "DIR"
            f.write("Regenerate with (each command on one core; the two checks may run side by side):\n\n```\n"
                    f"ARBITRO_BBP={oracle} python3 benches/burstein_original_crosstest.py --count 2000 --pair-only "
                    f"--trf-dir {dd}\n"
                    f"ARBITRO_BBP_CHECKLIST={oracle} python3 benches/burstein_original_crosstest.py --recheck "
                    f"--first-seed 1 --count 1000 --trf-dir {dd} --out /tmp/A.md\n"
                    f"ARBITRO_BBP_CHECKLIST={oracle} python3 benches/burstein_original_crosstest.py --recheck "
                    f"--first-seed 1001 --count 1000 --trf-dir {dd} --out /tmp/B.md\n"
                    f"python3 benches/burstein_original_crosstest.py --merge /tmp/A.md.json /tmp/B.md.json --trf-dir {dd} "
                    f"--out {a.out}\n```\n\n")
        else:
          f.write("Regenerate with (one core):\n\n```\nARBITRO_BBP=" + oracle +
                  f" python3 benches/burstein_original_crosstest.py --count {a.count} --first-seed {a.first_seed}"
                  f" --min-players {a.min_players} --max-players {a.max_players}"
                  + (f" --trf-dir {a.trf_dir}" if a.trf_dir else "") + f" --out {a.out}\n```\n\n")
        f.write(f"bbpPairings pairs every round; `arbitro check --rules burstein-original` checks it. Where the "
                f"program finds no pairing, the rounds before are checked and arbitro pairs that round "
                f"(both without a pairing: {stats.get('both_unpairable', 0)}). "
                f"Tournaments: {stats['tournaments']} (program errors: {stats['oracle_errors']}), "
                f"rounds checked: {stats['rounds']}, identical to the text as arbitro reads it: {stats['agree']}, "
                f"departing: {stats['rounds'] - stats['agree']}. Check time {secs:.0f} s (one core per seed range).\n\n")
        sizes = stats.get("sizes", {})
        f.write("Players per tournament (largest " + str(stats.get("max_players", 0)) + "): " +
                ", ".join(f"{k}: {sizes[k]}" for k in sorted(sizes, key=lambda k: int(k.split("-")[0]))) + ".\n\n")
        f.write("| Criterion | Rounds |\n|---|---|\n")
        for c, k in sorted(by_criterion.items(), key=lambda x: -x[1]):
            f.write(f"| {c} | {k} |\n")
        f.write("\n| Class | Rounds |\n|---|---|\n")
        for c, k in sorted(stats.get("classes", {}).items(), key=lambda x: -x[1]):
            f.write(f"| {c} | {k} |\n")
        f.write("\n" + SAMPLES + "\n")
        f.write("\n## Every departing round\n\n| Seed | Players | Round | Criterion | arbitro's explanation | Class | "
                "The text's pairing (arbitro) |\n|---|---|---|---|---|---|---|\n")
        for row in rows:
            f.write("| " + " | ".join(str(x).replace("|", "/") for x in row) + " |\n")


if __name__ == "__main__":
    sys.exit(main())
