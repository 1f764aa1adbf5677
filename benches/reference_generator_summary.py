#!/usr/bin/env python3
"""Summary of the reference-generator campaigns (issue #36): one table from the report.json of
every reports/campaign-bbp{600,501}-generator-*/ folder. Written by benches/reference_generator.sh;
run alone from the repository root: python3 benches/reference_generator_summary.py > reports/reference-generator.md
"""
import glob
import json
import os

EDITIONS = [("bbp600", "Dutch 2026", "bbpPairings v6.0.0"), ("bbp501", "Dutch 2017", "bbpPairings v5.0.1")]


def num(n):
    return f"{n:,}"


def main():
    print("# Tournaments made by the reference's own generator, every round checked by arbitro\n")
    print("Each tournament was made by bbpPairings' random tournament generator (`--dutch -g CONFIG -o OUT -s SEED`),")
    print("which pairs every round itself, from a configuration arbitro wrote for the tournament's seed")
    print("(players, rounds, draw, forfeit, withdrawal and half-point-bye rates, scoring from the profile).")
    print("The files carry no initial-colour record, no number of rounds and CR line ends, as that program")
    print("writes them; arbitro checked every round of every file with no hand edit (`arbitro campaign")
    print("--generator`, initial colour inferred from round 1). \"Not generated\": the program's generator")
    print("found no pairing for a round that satisfies the absolute criteria (10-14 players in 9-13 rounds),")
    print("so no file was written.\n")
    print("Regenerate: `ARBITRO_REFERENCE_2026=$BBP ARBITRO_REFERENCE_2017=$BBP5 bash benches/reference_generator.sh`")
    print("(bbpPairings built from its public repository, outside this one; `ARBITRO_GEN_FLAGS=--resume` continues).\n")
    for tag, edition, program in EDITIONS:
        rows = []
        tot = dict(requested=0, completed=0, consistent=0, discrepant=0, not_generated=0, check_failed=0, rounds_checked=0)
        for path in sorted(glob.glob(f"reports/campaign-{tag}-generator-*/report.json")):
            with open(path, encoding="utf-8") as f:
                d = json.load(f)
            folder = os.path.basename(os.path.dirname(path))
            rows.append((folder, d))
            for k in tot:
                tot[k] += d[k]
        if not rows:
            continue
        print(f"## {edition}: {program}'s generator\n")
        print("| profile | tournaments | checked | every round consistent | discrepant | not generated | checker failed | rounds checked |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for folder, d in rows:
            checked = d["completed"] - d["not_generated"]
            print(f"| [`{folder}`]({folder}/report.md) | {num(d['completed'])} | {num(checked)} | {num(d['consistent'])} | "
                  f"{d['discrepant']} | {d['not_generated']} | {d['check_failed']} | {num(d['rounds_checked'])} |")
        checked = tot["completed"] - tot["not_generated"]
        print(f"| **all** | **{num(tot['completed'])}** | **{num(checked)}** | **{num(tot['consistent'])}** | "
              f"**{tot['discrepant']}** | **{tot['not_generated']}** | **{tot['check_failed']}** | **{num(tot['rounds_checked'])}** |\n")


if __name__ == "__main__":
    main()
