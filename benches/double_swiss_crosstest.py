#!/usr/bin/env python3
"""Cross-test of the Double-Swiss System (C.04.5, 2026) against chesspairing (`--double-swiss`).

Two directions, on individual Swiss tournaments generated here (a pure function of the seed):

  oracle-paired   chesspairing pairs every round (`chesspairing pair --double-swiss`), results are
                  drawn, and `arbitro check --rules double-swiss-2026` checks every round of the file.
  arbitro-paired  arbitro pairs every round (`arbitro pair --rules double-swiss-2026`), and
                  `chesspairing check --double-swiss` re-pairs the last round of each cut of the file
                  (rounds 1..r); chesspairing's own pairing of the same position is checked by
                  `arbitro check --next` so that every disagreement gets arbitro's rule.

chesspairing is a black box named by an environment variable; without it the script says so
and exits 0. Nothing of the program is part of this repository.

    ARBITRO_CHESSPAIRING=/path/to/chesspairing \\
      python3 benches/double_swiss_crosstest.py --direction oracle-paired --count 1000 \\
      --out reports/double-swiss-crosstest-chesspairing.md

Environment:
  ARBITRO_CHESSPAIRING  the chesspairing binary.
  ARBITRO_BIN           arbitro binary (default target/release/arbitro).

Conventions of the files (the form chesspairing reads and writes): one TRF round per two-game
match, its result the match's (`1` won, `=` drawn, `0` lost; `+`/`-` the whole match forfeited);
arbitro scores them 2, 1, 0 game points and the pairing-allocated bye 1.5 (a game won and a game
drawn, C.04.5 1.4 fragment), chesspairing 1, 0.5, 0 and the bye 1 (a match won). The PAB is
written `U` for arbitro and `F` for chesspairing (which reads `U` as an unpaired round and `F`
as the PAB); no pre-entered absences. Tournaments: 8-100 players (log-uniform), 5-9 rounds (at
most players-1), distinct ratings 1400-2600 in pairing-number order (chesspairing ranks by
rating), matches won/drawn/lost by a rating model with 30 % draws, 1 % forfeited; record 192
FIDE_DOUBLESWISS, XXC white1, started 2026/03/01.

Every departing round gets a class: `oracle defect` (chesspairing departs from a rule the
public text or its fragments state), `text ambiguity (DS-n)` (only the missing wording could
decide; arbitro refuses or rests on the reading named), `arbitro defect` (fixed, then rerun).
"""
import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import time


def trf_text(players, rounds_planned, rounds, upto, pab_code, dummy=False):
    """players: list of dicts (tpn, name, rating); rounds: per player list of entries (opp or 0,
    colour 'w'/'b'/'-', result char, 'P' for the PAB)."""
    out = ["012 Double-Swiss cross-test", "042 2026/03/01", "092 Individual: Double-Swiss",
           "192 FIDE_DOUBLESWISS", f"XXR {rounds_planned}", "XXC white1"]
    if pab_code == "U":
        # arbitro's files say their scoring: game points (a match won 2, drawn 1, the PAB 1.5).
        out += ["BBW  2.0", "BBD  1.0", "BBL  0.0", "BBZ  0.0", "BBF  0.0", "BBU  1.5"]
    for p in players:
        pts = 0.0
        entries = rounds[p["tpn"]][:upto]
        for (o, c, r) in entries:
            pts += ({"1": 2, "+": 2, "P": 1.5, "=": 1} if pab_code == "U" else {"1": 1, "+": 1, "P": 1, "=": 0.5}).get(r, 0)
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
    r = subprocess.run([cp, "pair", "--double-swiss", path], capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        raise RuntimeError(f"chesspairing pair exit {r.returncode}: {(r.stderr or r.stdout).strip()[-300:]}")
    return read_pair_list(r.stdout)


def pair_arbitro(arbitro, path):
    r = subprocess.run([arbitro, "pair", path, "--rules", "double-swiss-2026", "-p", "-"],
                       capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        msg = (r.stderr or r.stdout).strip()
        if "reading DS-6" in msg:
            # A refusal: kept whole (its round number and reading are at its start).
            raise RuntimeError(msg)
        raise RuntimeError(f"arbitro pair exit {r.returncode}: {msg[-300:]}")
    return read_pair_list(r.stdout)


def generate(seed, minp, maxp):
    rng = random.Random(seed)
    n = min(maxp, int(round(math.exp(rng.uniform(math.log(minp), math.log(maxp))))))
    rounds_planned = rng.randint(5, max(5, min(9, n - 1)))
    ratings = sorted(rng.sample(range(1400, 2600), n), reverse=True)
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
    args = [arbitro, "check", path, "--rules", "double-swiss-2026", "--format", "json"]
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


CLASSES = {
    "C1": "oracle defect: a rematch of a match not forfeited ([C1]; Preface, verbatim)",
    "C2": "oracle defect: the PAB to a player barred by [C2] (fragment)",
    "C3": "oracle defect: the round cannot be completed legally ([C3])",
    "Pab": "oracle defect: the PAB by 3.4 (team wording, DS-1) on game points, the bye worth 1.5 (1.4 fragment); chesspairing scores matches 1-½-0 and the bye 1",
    "C4": "oracle defect on reading DS-1: [C4] fewest upfloaters (paraphrase)",
    "C5": "oracle defect on reading DS-1: [C5] upfloaters' scores (paraphrase)",
    "C6": "oracle defect on reading DS-1: [C6] (team wording, fragment of its Note)",
    "C7": "oracle defect on reading DS-1: [C7] floats (paraphrase; chesspairing has no float criterion)",
    "UpfloaterOrder": "oracle defect on reading DS-1: 3.5.3-3.5.5 order of the upfloater sets (team wording)",
    "C8": "oracle defect on reading DS-1: [C8] upfloaters' opponents' floats (paraphrase; chesspairing's C8 is a colour rule)",
    "Identifier": "oracle defect on reading DS-1: 3.6.2 first identifier (team wording; MD cites 3.6.2 identifiers); chesspairing pairs the lowest TPN with the next free one",
    "Colours": "oracle defect on reading DS-1: game-1 colours by 4.3.1-4.3.5 (paraphrase: no three-in-a-row rule, no board alternation)",
    "left unpaired": "oracle defect: players neither paired nor given the PAB (3.3.1)",
    "chesspairing: no pairing": "oracle defect: no pairing where arbitro finds one",
    "no pairing": "see the detail",
    "arbitro error": "arbitro defect",
}


def classify(c, detail):
    if c == "C3" and "neither on a board nor given the PAB" in str(detail):
        return CLASSES["left unpaired"]
    if c == "no pairing" and "no valid pairing" in str(detail).lower():
        return "no pairing by the text (3.3.3: the Chief Arbiter decides); the tournament stops"
    if str(detail).startswith("refused"):
        return "text ambiguity (DS-6): the scope of the exception of [C7]/[C8] decides the round; arbitro refuses it"
    return CLASSES.get(c, "?")


def read_log(path):
    done = {}
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line:
                e = json.loads(line)
                done[e["seed"]] = e
    return done


def write_report(a, cp, logs, secs):
    """The report of both directions, from their logs (each a JSON line per tournament)."""
    titles = {"oracle-paired": "chesspairing pairs, arbitro checks",
              "arbitro-paired": "arbitro pairs, chesspairing checks"}
    with open(a.out, "w") as f:
        f.write("# Double-Swiss System (C.04.5, 2026) cross-test against chesspairing\n\n")
        f.write("arbitro implements C.04.5 as docs/systems/double-swiss-2026.md reads it: the Preface and 1.1-1.3.2 "
                "verbatim, the rest on the Swiss Team 2026 procedure with players for teams and the differences the "
                "secondary source names (reading DS-1 (a)); the penultimate round is refused where the scope of the "
                "[C7]/[C8] exception decides it (DS-6). Files: one TRF round per match with the match result (the "
                "form chesspairing reads and writes; DS-10).\n\n")
        f.write("Regenerate (one core, resumable: each direction appends one JSON line per tournament to its log "
                "and skips the seeds already there):\n\n```\n")
        for d in ("oracle-paired", "arbitro-paired"):
            f.write(f"ARBITRO_CHESSPAIRING={cp} nice -n 19 python3 benches/double_swiss_crosstest.py "
                    f"--direction {d} --count {a.count} --first-seed {a.first_seed} --min-players {a.min_players} "
                    f"--max-players {a.max_players} --log-dir {a.log_dir} --out {a.out}\n")
        f.write("```\n\n(`--direction report` rewrites this report from the logs alone.)\n\n")
        f.write("Notes on the oracle. (1) chesspairing scores these files 1-½-0 per match and its PAB as a match won, "
                "where the text counts game points and the PAB as a game won and a game drawn (1.5 of 2): after a PAB "
                "the two programs' scoregroups differ, which shows as [C4], [C5], [C7] and 3.5 departures in later "
                "rounds besides the PAB rounds themselves. (2) Its command line leaves the file's last round out of "
                "the history, so every file given to it carries an empty round to pair; with the full history it "
                "often leaves players neither paired nor given the PAB (3.3.1), without the empty round it pairs "
                "everyone but repeats the previous round's pairs. (3) Its bracket pairing takes the lowest TPN with "
                "the next free one (1-2 3-4 ...), not the first identifier of 3.6.2 (1-5 2-6 ...). (4) It has no "
                "float criteria ([C7], [C8]); its 'C8' is a colour rule, and its colours follow other rules than "
                "4.3.1-4.3.5 (no colour three times running, board alternation in round 1). Samples of every class "
                "were read by hand against the text (C2, C4, C6, Colours, Pab, identifier, left unpaired, DS-6 "
                "refusals); no arbitro defect was found in them.\n\n")
        for d in ("oracle-paired", "arbitro-paired"):
            entries = [logs[d][k] for k in sorted(logs[d])]
            st = {"tournaments": len(entries), "rounds": 0, "agree": 0, "failures": 0, "omitted": 0, "cp_check_match": 0}
            by_c, by_class, rows = {}, {}, []
            for e in entries:
                for k in ("rounds", "agree", "failures", "omitted", "cp_check_match"):
                    st[k] += e["stats"].get(k, 0)
                for r in e["rows"]:
                    c = r[3]
                    cl = classify(c, r[4])
                    by_c[c] = by_c.get(c, 0) + 1
                    by_class[cl] = by_class.get(cl, 0) + 1
                    cut = lambda x, k: (x[:k] + " …") if len(str(x)) > k else x
                    rows.append(r[:4] + [cl, cut(r[4], 400), cut(r[5], 200), cut(r[6], 200)])
            f.write(f"## {titles[d]}\n\n")
            f.write(f"Tournaments: {st['tournaments']}; rounds compared: {st['rounds']}; the same pairing (pairs, "
                    f"game-1 colours and PAB): {st['agree']}; departing or refused: {st['rounds'] - st['agree']}; "
                    f"tournaments stopped because a program found no pairing: {st['failures']}; rounds where the "
                    f"pairing program left players unpaired: {st['omitted']}"
                    + (" (all in rounds arbitro refused under DS-6, which chesspairing paired instead so that the "
                       "tournament could go on)" if d == "arbitro-paired" else "") + "."
                    + (f" `chesspairing check --double-swiss` on the cut files said match in {st['cp_check_match']} rounds."
                       if d == "arbitro-paired" else "") + "\n\n")
            f.write("| arbitro's first departing criterion | Rounds |\n|---|---|\n")
            for c, k in sorted(by_c.items(), key=lambda x: (-x[1], x[0])):
                f.write(f"| {c} | {k} |\n")
            f.write("\n| Class | Rounds |\n|---|---|\n")
            for c, k in sorted(by_class.items(), key=lambda x: (-x[1], x[0])):
                f.write(f"| {c} | {k} |\n")
            f.write("\nLong explanations and pairings are cut at 400 and 200 characters (marked …); the logs keep "
                    "them whole.\n")
            f.write("\n### Every departing round\n\n| Seed | Players | Round | Criterion | Class | arbitro's "
                    "explanation | The text's pairing (arbitro) | chesspairing's pairing |\n|---|---|---|---|---|---|---|---|\n")
            for row in rows:
                f.write("| " + " | ".join(str(x).replace("|", "/") for x in row) + " |\n")
            f.write("\n")
        f.write(f"Last run time {secs:.0f} s.\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--direction", choices=["oracle-paired", "arbitro-paired", "report"], required=True)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--min-players", dest="min_players", type=int, default=8)
    ap.add_argument("--max-players", dest="max_players", type=int, default=100)
    ap.add_argument("--deadline", type=float, default=None, help="stop starting tournaments after this many seconds")
    ap.add_argument("--keep", default=None, help="directory to keep the TRFs of departing tournaments")
    ap.add_argument("--log-dir", dest="log_dir", default="reports/double-swiss-crosstest",
                    help="where each direction's JSON-lines log is kept (resumable)")
    ap.add_argument("--log", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--out", default="reports/double-swiss-crosstest-chesspairing.md")
    a = ap.parse_args()
    if a.log:
        a.log_dir = os.path.dirname(a.log) or "."
    cp = os.environ.get("ARBITRO_CHESSPAIRING")
    if not cp:
        print("ARBITRO_CHESSPAIRING is not set: no chesspairing to compare with; skipping.")
        return 0
    arbitro = os.environ.get("ARBITRO_BIN", "target/release/arbitro")
    os.makedirs(a.log_dir, exist_ok=True)
    path = {d: os.path.join(a.log_dir, f"double-swiss-{d}.jsonl") for d in ("oracle-paired", "arbitro-paired")}
    logs = {d: read_log(p) for d, p in path.items()}
    t0 = time.time()
    if a.direction == "report":
        write_report(a, cp, logs, 0)
        return 0
    done = logs[a.direction]
    with tempfile.TemporaryDirectory() as d:
        for seed in range(a.first_seed, a.first_seed + a.count):
            if seed in done:
                continue
            if a.deadline and time.time() - t0 > a.deadline:
                break
            stats = {"rounds": 0, "agree": 0, "failures": 0}
            by_criterion, rows = {}, []
            if a.direction == "oracle-paired":
                pairer = lambda fa, fc: pair_chesspairing(cp, fc)
            else:
                refused = {}

                def pairer(fa, fc, refused=refused):
                    # A round arbitro refuses (reading DS-6) is recorded and paired by chesspairing,
                    # so that the tournament goes on to its last round.
                    try:
                        return pair_arbitro(arbitro, fa)
                    except RuntimeError as e:
                        if "reading DS-6" not in str(e):
                            raise
                        m = re.search(r"round (\d+) of \d+ refused", str(e))
                        refused[int(m.group(1)) if m else 0] = str(e)
                        return pair_chesspairing(cp, fc)
            players, rp, rounds, paired, failure, omitted = simulate(seed, pairer, d, a.min_players, a.max_players)
            n = len(players)
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
                    if r in refused:
                        # arbitro refused to pair this round (DS-6); chesspairing's pairing was kept.
                        stats["rounds"] += 1
                        departed = True
                        by_criterion["C7"] = by_criterion.get("C7", 0) + 1
                        theirs = " ".join(f"{t}-{rounds[t][r - 1][0]}" for t in sorted(rounds) if rounds[t][r - 1][1] == "w")
                        rows.append((seed, n, r, "C7", "refused: " + refused[r].split(": ", 1)[-1][:400], "", theirs))
                        continue
                    # chesspairing's own check of the cut file (rounds 1..r), as its command line reads it.
                    open(fc, "w").write(trf_text(players, rp, rounds, r, "F"))
                    res = subprocess.run([cp, "check", "--double-swiss", fc], capture_output=True, text=True, timeout=600)
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
                open(os.path.join(a.keep, f"double-swiss-{seed}.trf"), "w").write(trf_text(players, rp, rounds, paired, "U"))
            entry = {"seed": seed, "players": n, "stats": stats, "rows": [list(r) for r in rows]}
            with open(path[a.direction], "a") as lf:
                lf.write(json.dumps(entry) + "\n")
            done[seed] = entry
            if len(done) % 25 == 0:
                write_report(a, cp, logs, time.time() - t0)
    write_report(a, cp, logs, time.time() - t0)
    print(f"{len(done)} tournaments in the {a.direction} log; report: {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
