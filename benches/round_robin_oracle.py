#!/usr/bin/env python3
"""Round-robin pairings of arbitro against chesspairing (`pair --roundrobin`), issue 41.

Generates round-robins with arbitro's RTG (profile `round-robin`: 3-24 players, single and
double, forfeits and withdrawals), and for every round r of each asks both programs to pair
round r from the file cut after round r-1: arbitro `pair --system round-robin -p -` and
chesspairing `pair --roundrobin` (its list format: the number of pairs, `white black` per
board, `player 0` for a bye). Pairs, colours and the player without a game are compared
(board order aside); each disagreement is grouped and written with the annex text that
settles it.

    cargo build --release
    CHESSPAIRING=/path/to/chesspairing python3 benches/round_robin_oracle.py \
        target/release/arbitro 500 > reports/round-robin-vs-chesspairing.md

chesspairing is a black box: built locally from its public repository, never committed.
Without CHESSPAIRING (or when it does not run) the script says so and exits 0.
"""

import collections
import os
import pathlib
import subprocess
import sys
import tempfile

EXPLAIN = {
    "first round": (
        "With no round played chesspairing pairs nothing (its message: \"{msg}\"). The table does not "
        "depend on results: C.05 5.1, \"the pairings of a round robin are made by the Berger tables\" "
        "(Annex 1), round 1 included; arbitro gives the table's round 1."
    ),
    "last round again": (
        "Given a file with r-1 rounds played, chesspairing prints the table's round r-1 again, the round the "
        "file already records, not round r (its command line takes the number of rounds played as the round "
        "to pair). Annex 1 lists the rounds in order, each row once: after round r-1 comes row r. The second "
        "comparison below gives chesspairing the file with round r in it, so that it prints row r, and "
        "compares that row with arbitro's round r."
    ),
    "withdrawn player": (
        "A player withdrew (his later games forfeited, '-'/'+'). C.05 6.4 keeps the pairings "
        "unchanged after the draw, and 6.6(2) records a withdrawn player's unplayed games as '-' and "
        "the opponents' as '+': the table stands."
    ),
    "pairs": "The pairs differ.",
    "colours": "Same pairs, colours differ.",
    "bye": "The player without a game differs.",
    "oracle error": "chesspairing gave no pairing: \"{msg}\".",
    "arbitro error": "arbitro gave no pairing: \"{msg}\".",
}


def cut(lines, r):
    """The file with rounds 1..r-1 only (columns from 92 + 10(r-1) blanked)."""
    out = []
    for line in lines:
        if line.startswith("001"):
            keep = 91 + 10 * (r - 1)
            out.append(line[:keep].rstrip())
        else:
            out.append(line)
    return out


def pairs_of(text):
    rows = [l.split() for l in text.strip().splitlines() if l.strip()]
    if rows and len(rows[0]) == 1:
        rows = rows[1:]
    boards, bye = set(), None
    for row in rows:
        if len(row) != 2:
            continue
        w, b = int(row[0]), int(row[1])
        if b == 0:
            bye = w
        else:
            boards.add((w, b))
    return boards, bye


def withdrawn_before(lines, r):
    """Players with a forfeit loss in every round from some round before r on."""
    out = set()
    for line in lines:
        if not line.startswith("001"):
            continue
        tpn = int(line[4:8])
        codes = [line[98 + 10 * i] if len(line) > 98 + 10 * i else " " for i in range(r - 1)]
        if codes and codes[-1] == "-":
            out.add(tpn)
    return out


def classify(part, r, a, b):
    a_boards, a_bye = a
    b_boards, b_bye = b
    colour_blind = lambda x: {tuple(sorted(p)) for p in x}
    if withdrawn_before(part, r):
        return "withdrawn player"
    if a_bye != b_bye:
        return "bye"
    if colour_blind(a_boards) == colour_blind(b_boards):
        return "colours"
    return "pairs"


def main():
    arbitro = sys.argv[1] if len(sys.argv) > 1 else "target/release/arbitro"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    oracle = os.environ.get("CHESSPAIRING", "")
    if not oracle or not pathlib.Path(oracle).is_file():
        print("skipped: set CHESSPAIRING to a chesspairing binary to compare round-robin pairings")
        return 0
    # Two comparisons: `next` gives chesspairing the file before round r (what `pair` is for);
    # `row` gives it the file with round r, which makes it print row r.
    groups = {"next": collections.defaultdict(list), "row": collections.defaultdict(list)}
    agree = {"next": 0, "row": 0}
    rounds = 0
    sizes = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(count):
            trf = pathlib.Path(tmp, f"rr{seed}.trf")
            subprocess.run([arbitro, "generate", "--profile", "round-robin", "--seed", str(seed), "-o", str(trf)],
                           check=True, capture_output=True)
            lines = trf.read_text().splitlines()
            n = sum(1 for l in lines if l.startswith("001"))
            total = int(next(l for l in lines if l.startswith("XXR"))[4:])
            double = any(l.startswith("092") and "Double" in l for l in lines)
            sizes[(n, 2 if double else 1)] += 1
            ours_by_round = {}
            for r in range(1, total + 1):
                before = cut(lines, r)
                f = pathlib.Path(tmp, f"rr{seed}-{r}.trf")
                f.write_text("\n".join(before) + "\n")
                ours = subprocess.run([arbitro, "pair", "--system", "round-robin", "--round", str(r), str(f), "-p", "-"],
                                      capture_output=True, text=True)
                rounds += 1
                key = f"seed {seed} ({n} players, {'double' if double else 'single'}), round {r}"
                if ours.returncode != 0:
                    for which in groups:
                        groups[which]["arbitro error"].append((key, ours.stderr.strip()))
                    continue
                a = pairs_of(ours.stdout)
                ours_by_round[r] = a
                extra = ["XXY 2"] if double else []
                for which, part in (("next", before), ("row", cut(lines, r + 1))):
                    g = pathlib.Path(tmp, f"rr{seed}-{r}-{which}.trf")
                    g.write_text("\n".join(part + extra) + "\n")
                    theirs = subprocess.run([oracle, "pair", "--roundrobin", str(g)], capture_output=True, text=True)
                    if theirs.returncode != 0:
                        msg = (theirs.stderr.strip().splitlines() or [""])[-1]
                        kind = "first round" if which == "next" and r == 1 else "oracle error"
                        groups[which][kind].append((key, msg))
                        continue
                    b = pairs_of(theirs.stdout)
                    if a == b:
                        agree[which] += 1
                        continue
                    if which == "next" and ours_by_round.get(r - 1) == b:
                        kind = "last round again"
                    else:
                        kind = classify(part, r, a, b)
                    detail = (f"arbitro {sorted(a[0])} no game {a[1]}; "
                              f"chesspairing {sorted(b[0])} no game {b[1]}")
                    groups[which][kind].append((key, detail))
    print("# Round-robin pairings: arbitro against chesspairing (`pair --roundrobin`)\n")
    print("Regenerate (chesspairing built locally from github.com/gnutterts/chesspairing; never committed):\n")
    print("    cargo build --release")
    print(f"    CHESSPAIRING=/path/to/chesspairing python3 benches/round_robin_oracle.py target/release/arbitro {count} \\")
    print("        > reports/round-robin-vs-chesspairing.md\n")
    singles = sum(v for (n, c), v in sizes.items() if c == 1)
    print(f"{count} round-robins of the `round-robin` profile (seeds 0-{count - 1}: {singles} single and "
          f"{count - singles} double, {min(n for n, _ in sizes)}-{max(n for n, _ in sizes)} players, forfeits and "
          f"withdrawals), {rounds} rounds. Each round r is paired by arbitro from the file cut before r "
          "(`pair --system round-robin --round r -p -`). Compared: pairs, colours and the player without a game "
          "(board order aside). A double round-robin gets `XXY 2` (chesspairing's cycles record).\n")
    titles = {
        "next": "chesspairing given the file before round r (the round to pair)",
        "row": "chesspairing given the file with round r (so that it prints row r)",
    }
    for which in ("next", "row"):
        print(f"## {titles[which]}: {agree[which]} of {rounds} rounds agree\n")
        if not groups[which]:
            print("No disagreement.\n")
        for kind, items in sorted(groups[which].items(), key=lambda kv: -len(kv[1])):
            msg = items[0][1]
            print(f"### {kind}: {len(items)} rounds\n")
            print(EXPLAIN.get(kind, "").format(msg=msg) + "\n")
            for key, detail in items[:5]:
                print(f"- {key}: {detail}")
            if len(items) > 5:
                print(f"- … and {len(items) - 5} more")
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
