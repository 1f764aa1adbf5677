"""One seed of a cross-test, in either direction: the tournament is played, checked, and every
departing round classed. The result is a plain dict (stored as SEED.json by store.py)."""
import json
import os
import subprocess
import time

from . import classify, simulate, trf
from .simulate import PairingFailure


def arbitro_check(arbitro, rules, path, nxt=None):
    args = [arbitro, "check", path, "--rules", rules, "--format", "json"]
    if nxt:
        args += ["--next", nxt]
    r = subprocess.run(args, capture_output=True, text=True, timeout=600)
    try:
        return json.loads(r.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"arbitro check exit {r.returncode}: {r.stderr.strip()[-300:]}")


def arbitro_pair(arbitro, rules, path):
    """arbitro's pairing of the round to pair of `path`; a refusal that names a reading is kept
    whole (its round and reading are at its start)."""
    r = subprocess.run([arbitro, "pair", path, "--rules", rules, "-p", "-"], capture_output=True, text=True,
                       timeout=600)
    if r.returncode != 0:
        msg = (r.stderr or r.stdout).strip()
        if "refused" in msg and "reading" in msg:
            raise PairingFailure(msg)
        raise PairingFailure(f"arbitro pair exit {r.returncode}: {msg[-300:]}")
    return trf.read_pair_list(r.stdout)


def engine_text(v):
    eng = v.get("engine") or {}
    s = " ".join(f"{b['white']}-{b['black']}" for b in eng.get("boards", []))
    if eng.get("bye"):
        s += f" PAB {eng['bye']}"
    return s


def under_reading(v):
    """The class of a round `arbitro check` finds consistent only under another reading than
    its default (the check's own verdict, `reading` in its JSON), or None."""
    note = v.get("reading") if v.get("complies") else None
    if not note:
        return None
    alt, default = note["reading"], note["default"]
    return (f"reading {alt[:-1]} (arbitro's check: consistent under {alt}; its default {default} departs"
            f"{' on ' + note['default_criterion'] if note.get('default_criterion') else ''})")


def reading_row(v, cls, rnd, oracle_text):
    """The row of round `rnd`, consistent only under another reading (its class `cls`, from
    under_reading): counted apart, never identical."""
    note = v["reading"]
    return {"round": rnd, "criterion": note.get("default_criterion") or "reading", "class": cls,
            "detail": note.get("default_detail") or "", "text": engine_text(v), "oracle": oracle_text}


def played(rounds, r):
    """The pairing of round r as played in a file's rounds (tpn -> entries)."""
    rr = r - 1
    s = " ".join(f"{t}-{rounds[t][rr][0]}" for t in sorted(rounds) if len(rounds[t]) > rr and rounds[t][rr][1] == "w")
    s += "".join(f" PAB {t}" for t in sorted(rounds) if len(rounds[t]) > rr and rounds[t][rr][0] == 0
                 and rounds[t][rr][2] in "UP")
    return s


def new_result(t):
    return {"seed": t.seed, "players": len(t.players), "rounds_planned": t.rounds_planned, "paired": t.paired,
            "failure": None, "omitted": [[r, left] for r, left in t.omitted], "rounds": 0, "identical": 0,
            "seeding": {"rounds": 0, "identical": 0}, "self_check": {"rounds": 0, "match": 0}, "rows": []}


class Context:
    """What every seed shares: the system, the oracle (its adapter), arbitro's binary, a work
    directory, the sizes asked for."""

    def __init__(self, system, adapter, arbitro, workdir, sizes):
        self.system, self.adapter, self.arbitro, self.workdir, self.sizes = system, adapter, arbitro, workdir, sizes

    def classify(self, criterion, detail, path, rnd):
        return classify.departure(classify.Round(self.system.id, self.adapter.name if self.adapter else None,
                                                 criterion, detail, path, rnd, self.adapter, self.arbitro,
                                                 self.workdir))

    def arbitro_text(self, t, upto=None, absent=None):
        """The file arbitro reads of `t`: the harness's own form, unless the oracle reads another
        that carries more (Gacrux: the teams' board points), when arbitro reads that one too."""
        if self.adapter is not None:
            return self.adapter.arbitro_text(t, upto, absent)
        return t.text(upto=upto, absent=absent)

    def text_pairs(self, text):
        """Whether arbitro pairs the round to pair of `text` (False: no legal pairing)."""
        path = os.path.join(self.workdir, "failed-round.trf")
        open(path, "w").write(text)
        try:
            arbitro_pair(self.arbitro, self.system.rules, path)
            return True
        except PairingFailure as e:
            return False if "no valid pairing" in str(e).lower() else None


def check_played(ctx, result, path):
    """`arbitro check` of every round of the file the oracle paired (oracle-paired)."""
    left_out = {r: left for r, left in result["omitted"]}
    result["rounds"] = result["identical"] = 0
    result["seeding"] = {"rounds": 0, "identical": 0}
    result["rows"] = []
    if result["paired"] == 0:
        return
    try:
        rep = arbitro_check(ctx.arbitro, ctx.system.rules, path)
    except RuntimeError as e:
        result["rows"].append({"round": "-", "criterion": "arbitro error", "class": "arbitro defect",
                               "detail": str(e)[:300], "text": "", "oracle": ""})
        return
    seeding = ctx.system.seeding(result["rounds_planned"])
    rounds = trf.rounds_of(path)
    for v in rep["rounds"]:
        result["rounds"] += 1
        if v["round"] <= seeding:
            result["seeding"]["rounds"] += 1
            result["seeding"]["identical"] += int(v["complies"])
        cls = under_reading(v)
        if cls and v["round"] not in left_out:
            result["rows"].append(reading_row(v, cls, v["round"], played(rounds, v["round"])))
            continue
        if v["complies"] and v["round"] not in left_out:
            result["identical"] += 1
            continue
        c, detail = v["criterion"] or "?", v["detail"]
        if v["round"] in left_out:
            c = "left unpaired"
            detail = ("players " + ", ".join(map(str, left_out[v["round"]])) + " neither on a board nor given "
                      "the PAB; arbitro, reading them as absent: " + detail)
        result["rows"].append({"round": v["round"], "criterion": c, "class": ctx.classify(c, detail, path, v["round"]),
                               "detail": detail, "text": engine_text(v), "oracle": played(rounds, v["round"])})


def oracle_paired(ctx, seed, path):
    """The oracle pairs every round; arbitro checks the file (kept at `path`)."""
    t0 = time.time()
    t = simulate.play(ctx.system, seed, lambda t, r: ctx.adapter.pair(t, r, ctx.workdir), *ctx.sizes,
                      rates_everyone=ctx.adapter.rates_everyone, withdrawals=ctx.adapter.reads_absences)
    result = new_result(t)
    text = ctx.arbitro_text(t, upto=t.paired)
    if t.failure:
        r, msg = t.failure
        ok = ctx.text_pairs(ctx.arbitro_text(t, upto=t.paired, absent=t.failure_absent))
        result["failure"] = {"round": r, "by": "oracle", "message": msg[-300:], "text_pairs": ok,
                             "class": classify.failure(ctx.system.id, "oracle", msg, ok)}
    with open(path, "w") as f:
        f.write(text)
    check_played(ctx, result, path)
    result["secs"] = round(time.time() - t0, 3)
    return result, text


def arbitro_paired(ctx, seed, path):
    """arbitro pairs every round; the oracle pairs each round again from the rounds before, and
    `arbitro check --next` explains every difference. A round arbitro refuses under a reading is
    paired by the oracle so that the tournament goes on."""
    t0 = time.time()
    refused = {}
    fa = os.path.join(ctx.workdir, f"a{seed}.trf")

    def pair(t, r):
        upto, absent = t.to_pair(r)
        open(fa, "w").write(ctx.arbitro_text(t, upto=upto, absent=absent))
        try:
            return arbitro_pair(ctx.arbitro, ctx.system.rules, fa)
        except PairingFailure as e:
            if not str(e).startswith("arbitro pair exit"):
                refused[r] = str(e)
                return ctx.adapter.pair(t, r, ctx.workdir)
            raise

    t = simulate.play(ctx.system, seed, pair, *ctx.sizes, rates_everyone=ctx.adapter.rates_everyone,
                      withdrawals=ctx.adapter.reads_absences)
    result = new_result(t)
    if t.failure:
        r, msg = t.failure
        result["failure"] = {"round": r, "by": "arbitro", "message": msg[-300:], "text_pairs": None,
                             "class": classify.failure(ctx.system.id, "arbitro", msg, None)}
    for r in range(1, t.paired + 1):
        theirs_played = played(t.rounds, r)
        if r in refused:
            result["rounds"] += 1
            detail = "refused: " + refused[r].split(": ", 1)[-1][:400]
            result["rows"].append({"round": r, "criterion": "refused", "class": ctx.classify("refused", detail, None, r),
                                   "detail": detail, "text": "", "oracle": theirs_played})
            continue
        sc = ctx.adapter.self_check(t, r, ctx.workdir)
        if sc is not None:
            result["self_check"]["rounds"] += 1
            result["self_check"]["match"] += int(sc)
        result["rounds"] += 1
        ours = sorted((x, e[r - 1][0]) for x, e in t.rounds.items() if e[r - 1][1] == "w")
        ours_bye = [x for x, e in t.rounds.items() if e[r - 1][0] == 0 and e[r - 1][2] == "P"]
        upto, absent = t.to_pair(r)
        try:
            pairs, bye = ctx.adapter.pair(t, r, ctx.workdir)
        except PairingFailure as e:
            result["rows"].append({"round": r, "criterion": "oracle: no pairing",
                                   "class": ctx.classify("oracle: no pairing", str(e), None, r),
                                   "detail": str(e)[:300], "text": theirs_played, "oracle": ""})
            continue
        if sorted(pairs) == ours and [bye] == (ours_bye or [None]):
            result["identical"] += 1
            continue
        theirs = " ".join(f"{w}-{b}" for w, b in pairs) + (f" PAB {bye}" if bye else "")
        open(fa, "w").write(ctx.arbitro_text(t, upto=upto, absent=absent))
        pl = os.path.join(ctx.workdir, f"n{seed}.txt")
        open(pl, "w").write(trf.pair_list_text(pairs, bye))
        try:
            v = arbitro_check(ctx.arbitro, ctx.system.rules, fa, pl)["rounds"][0]
            c = v["criterion"] or ("same pairing" if v["complies"] else "?")
            detail, text = v["detail"], engine_text(v)
        except RuntimeError as e:
            v, c, detail, text = {}, "arbitro error", str(e)[:300], ""
        cls = under_reading(v)
        if cls:
            result["rows"].append(reading_row(v, cls, r, theirs))
            continue
        result["rows"].append({"round": r, "criterion": c, "class": ctx.classify(c, detail, fa, r), "detail": detail,
                               "text": text, "oracle": theirs})
    text = ctx.arbitro_text(t, upto=t.paired)
    with open(path, "w") as f:
        f.write(text)
    result["secs"] = round(time.time() - t0, 3)
    return result, text
