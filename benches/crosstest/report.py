"""One report layout for every cross-test: the Markdown report and its JSON summary, both a
function of the per-seed results alone (store.py)."""
import json

SIZE_BUCKETS = [(1, 20), (21, 50), (51, 100), (101, 200), (201, 400), (401, 10**6)]
DIRECTIONS = {"oracle-paired": "{oracle} pairs every round, `arbitro check --rules {rules}` checks it",
              "arbitro-paired": "arbitro pairs every round (`arbitro pair --rules {rules}`), {oracle} pairs each "
                                "round again from the rounds before, and `arbitro check --next` explains every "
                                "difference"}


def _count(d, k, n=1):
    d[k] = d.get(k, 0) + n


def summary(settings, results, seconds=None):
    """The JSON summary: tournaments, rounds, identical rounds, departing rounds by class and by
    criterion, oracle failures by class, time."""
    s = {"system": settings["system"], "oracle": settings["oracle"], "direction": settings["direction"],
         "seeds": [min((r["seed"] for r in results), default=None), max((r["seed"] for r in results), default=None)],
         "tournaments": len(results), "paired_to_the_end": 0, "rounds": 0, "identical": 0, "departing": 0,
         "departing_by_class": {}, "departing_by_criterion": {}, "failures": 0, "failures_by_class": {},
         "seeding_rounds": 0, "seeding_identical": 0, "rounds_left_unpaired": 0,
         "self_check_rounds": 0, "self_check_match": 0, "largest": 0, "sizes": {},
         "seconds": round(sum(r.get("secs", 0) for r in results) if seconds is None else seconds)}
    for r in results:
        s["rounds"] += r["rounds"]
        s["identical"] += r["identical"]
        s["seeding_rounds"] += r["seeding"]["rounds"]
        s["seeding_identical"] += r["seeding"]["identical"]
        s["self_check_rounds"] += r["self_check"]["rounds"]
        s["self_check_match"] += r["self_check"]["match"]
        s["rounds_left_unpaired"] += len(r["omitted"])
        s["largest"] = max(s["largest"], r["players"])
        b = next(x for x in SIZE_BUCKETS if r["players"] <= x[1])
        _count(s["sizes"], f"{b[0]}-{b[1]}")
        if r["failure"]:
            s["failures"] += 1
            _count(s["failures_by_class"], r["failure"]["class"])
        else:
            s["paired_to_the_end"] += 1
        for row in r["rows"]:
            if row["criterion"] == "arbitro error" and row["round"] == "-":
                _count(s["departing_by_class"], row["class"])
                continue
            s["departing"] += 1
            _count(s["departing_by_class"], row["class"])
            _count(s["departing_by_criterion"], row["criterion"])
    return s


def _cell(x, k=None):
    x = str(x).replace("|", "/").replace("\n", " ")
    return x[:k] + " …" if k and len(x) > k else x


def _table(f, head, d):
    f.write(f"| {head} | Rounds |\n|---|---|\n")
    for c, k in sorted(d.items(), key=lambda x: (-x[1], x[0])):
        f.write(f"| {_cell(c)} | {k} |\n")
    f.write("\n")


def markdown(path, settings, results, s, label, rules, title, command):
    entity = settings.get("entity", "players")
    with open(path, "w") as f:
        f.write(f"# {title} cross-test: arbitro against {label} ({settings['direction']})\n\n")
        f.write("Regenerate with (resumable: each seed's result is kept in the run's directory, and seeds done are "
                "skipped; the oracle is a program on your machine, named by the variable):\n\n```\n"
                + command + "\n```\n\n")
        f.write(DIRECTIONS[settings["direction"]].format(oracle=label, rules=rules) + ". ")
        f.write(f"Seeds {s['seeds'][0]}-{s['seeds'][1]}. " if results else "")
        f.write(f"Tournaments: {s['tournaments']} (oracle errors: {s['failures']}), rounds checked: {s['rounds']}, "
                f"identical to the text as arbitro reads it: {s['identical']}, departing: {s['departing']}. "
                f"Run time {s['seconds']} s.\n\n")
        f.write(f"Tournaments paired to the last round: {s['paired_to_the_end']}; where pairing stopped, the rounds "
                f"before were checked all the same.")
        if s["seeding_rounds"]:
            f.write(f" Seeding rounds (1.6, paired by the Dutch System): {s['seeding_rounds']}, of which identical: "
                    f"{s['seeding_identical']}; rounds proper: {s['rounds'] - s['seeding_rounds']}, of which "
                    f"identical: {s['identical'] - s['seeding_identical']}.")
        if s["self_check_rounds"]:
            f.write(f" {label}'s own check of the rounds arbitro paired said match in {s['self_check_match']} of "
                    f"{s['self_check_rounds']}.")
        f.write(f" Rounds in which the pairing program left {entity} unpaired: {s['rounds_left_unpaired']} (classed "
                f"`left unpaired`, whatever else arbitro finds in the round).\n\n")
        sizes = s["sizes"]
        f.write(f"{entity.capitalize()} per tournament (largest {s['largest']}): "
                + ", ".join(f"{k}: {sizes[k]}" for k in sorted(sizes, key=lambda k: int(k.split('-')[0]))) + ".\n\n")
        _table(f, "Class", s["departing_by_class"])
        _table(f, "arbitro's first departing criterion", s["departing_by_criterion"])
        fails = [r for r in results if r["failure"]]
        if fails:
            f.write("## Where pairing stopped\n\n| Seed | " + entity.capitalize() + " | Round | Message | Class |\n"
                    "|---|---|---|---|---|\n")
            for r in fails:
                x = r["failure"]
                f.write(f"| {r['seed']} | {r['players']} | {x['round']} | {_cell(x['message'], 300)} | "
                        f"{_cell(x['class'])} |\n")
            f.write("\n")
        f.write("## Every departing round\n\nLong explanations and pairings are cut at 400 and 200 characters (marked "
                "…); the run's directory keeps them whole.\n\n"
                f"| Seed | {entity.capitalize()} | Round | Criterion | Class | arbitro's explanation | The text's pairing "
                f"(arbitro) | {label}'s pairing |\n|---|---|---|---|---|---|---|---|\n")
        for r in results:
            for row in r["rows"]:
                f.write(f"| {r['seed']} | {r['players']} | {row['round']} | {_cell(row['criterion'])} | "
                        f"{_cell(row['class'])} | {_cell(row['detail'], 400)} | {_cell(row['text'], 200)} | "
                        f"{_cell(row['oracle'], 200)} |\n")


def write(path, settings, results, label, rules, title, command, seconds=None):
    s = summary(settings, results, seconds)
    markdown(path, settings, results, s, label, rules, title, command)
    with open(path[:-3] + ".json" if path.endswith(".md") else path + ".json", "w") as f:
        json.dump(s, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    return s
