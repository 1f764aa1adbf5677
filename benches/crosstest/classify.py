"""The class of every departing round, per system (and oracle where it matters): `oracle defect`
(the program departs from a rule the text states), `text ambiguity (reading)` (only the missing
wording could decide; arbitro rests on the reading named), `arbitro defect`, or `to examine` (no
rule yet: read the round by hand against the text and add one here).

These rules are the committed knowledge of the cross-tests run so far (the reports in reports/
show the hand-checked rounds each rests on); they moved here unchanged from the per-system
scripts benches/{burstein,burstein_original,double_swiss}_crosstest.py and, for the Dubov
System, from the hand-read classes of benches/dubov_crosstest_summary.py."""
import os
import re
import subprocess

from . import trf


LEFT_UNPAIRED = "oracle defect: players neither paired nor given the PAB (3.3.1)"


class Round:
    """What a rule may read: the system, the oracle, arbitro's criterion and explanation, the
    tournament file (arbitro's form) and the round, the adapter and arbitro's binary."""

    def __init__(self, system, oracle, criterion, detail, trf_path, rnd, adapter=None, arbitro=None,
                 workdir=None):
        self.system, self.oracle, self.criterion, self.detail = system, oracle, criterion, str(detail)
        self.trf, self.round, self.adapter, self.arbitro, self.workdir = trf_path, rnd, adapter, arbitro, workdir


def departure(x):
    """The class of a departing round."""
    if x.criterion == "left unpaired":
        return LEFT_UNPAIRED
    if x.criterion == "arbitro error":
        return "arbitro defect"
    f = DEPARTURE.get(x.system)
    return f(x) if f else "to examine"


def failure(system, who, message, text_pairs):
    """The class of a round the pairing program could not pair. `who` is "oracle" or "arbitro";
    `text_pairs`: whether arbitro pairs that round (None when not asked)."""
    if system == "double-swiss-2026":
        return double_swiss(Round(system, None, "no pairing", message, None, None))
    if text_pairs is False:
        if system == "burstein-original":
            return "agreement: no legal pairing (3.1, 5.2-5.3) exists for either program"
        return "agreement: no legal pairing exists for either program"
    if system == "burstein-original":
        return "oracle defect (3.1, 5.2-5.3): the program finds no pairing; the text's exists"
    return "oracle defect (crash)" if who == "oracle" else "to examine"


# --- Burstein 2026 (C.04.4.2) ----------------------------------------------------------------
# The Index readings that differ between arbitro and what the oracle's pairings show: arbitro
# counts a withdrawn opponent's run of zero-point byes up to now as draws (1.7.2 item 3) and an
# opponent's score before the round; the other reading counts item 3 only for a player who never
# played and includes a bye already entered for the round being paired.
PTS = {"1": 10, "+": 10, "U": 10, "F": 10, "=": 5, "H": 5, "W": 10, "D": 5}


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
    P = trf.rounds_of(path)
    paired = [t for t in P if len(P[t]) >= R and not (P[t][R - 1][0] == 0 and P[t][R - 1][2] in "HZF ")]
    sc, a = _indices(P, R, "arbitro")
    _, p = _indices(P, R, "other")
    groups = {}
    for t in paired:
        if score is None or sc[t] == score:
            groups.setdefault(sc[t], []).append(t)
    return sum(1 for g in groups.values()
               if sorted(g, key=lambda t: a[t], reverse=True) != sorted(g, key=lambda t: p[t], reverse=True))


def burstein_2026(x):
    """Only the criteria that read the ranking of 1.8 (the order of 4.3, the PAB's 3.1.5, the
    colours' 5.2.5) can come from the Index readings: for those, the departing bracket's
    scoregroup (all scoregroups for the PAB and colours) is ranked under both readings."""
    criterion, detail = x.criterion, x.detail
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
        groups = index_readings_differ(x.trf, x.round, score)
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


# --- Burstein, original edition (bbpPairings) ------------------------------------------------
# (pattern on "criterion detail", class); first match wins, after the values of 3.2 agree.
# Each class rests on the hand-checked samples listed in reports/burstein-crosstest-bbp-original.md.
BURSTEIN_ORIGINAL = [
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


def _arbitro_values(arbitro, path, R, workdir):
    src = os.path.join(workdir, "cut.trf")
    trf.cut(path, src, R)
    ours = {}
    r = subprocess.run([arbitro, "pair", src, "--rules", "burstein-original"], capture_output=True, text=True)
    for m in re.finditer(r"(\d+) Player\d+\s+([\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)", r.stdout):
        ours[int(m.group(1))] = tuple(float(m.group(k)) for k in range(2, 6))
    return ours


def burstein_original(x):
    """Readings B-O-n of docs/systems/burstein-original.md: first, whether the two programs order
    the players alike (3.2 values of the players of the departing score group, from the program's
    own check list); then by arbitro's criterion."""
    detail, R = x.detail, x.round
    named = [int(v) for v in re.findall(r"\d+\. (\d+) \(", detail)]  # a score group in the order of 3.2
    named += [int(v) for v in re.findall(r"(?:goes to|not to) (\d+) \(", detail)]  # the bye
    named += [int(v) for v in re.findall(r"[(;] (\d+): ", detail)]  # the two players of a board
    theirs = x.adapter.values(x.trf, R, x.workdir) if x.adapter is not None else None
    if theirs is not None:
        ours = _arbitro_values(x.arbitro, x.trf, R, x.workdir)
        who = named or sorted(set(theirs) & set(ours))
        for t in who:
            if t in theirs and t in ours and any(abs(a - b) > 1e-6 for a, b in zip(theirs[t], ours[t])):
                what = "score" if abs(theirs[t][0] - ours[t][0]) > 1e-6 else "SB/Buchholz/Median"
                why = ("B-O-8, the imaginary point in the opponents' scores; B-O-2" if R <= 2 else
                       "B-O-2, rounds without a game")
                return (f"text ambiguity ({why}): values of 3.2 differ — player {t}: arbitro (score, SB, Buchholz, "
                        f"Median) {ours[t]}, the program {theirs[t]} ({what})")
    for code, cls in BURSTEIN_ORIGINAL:
        if re.search(code, x.criterion + " " + detail):
            return cls
    return "to examine"


# --- Double-Swiss (C.04.5, 2026) against chesspairing ----------------------------------------
DOUBLE_SWISS = {
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
    "left unpaired": "oracle defect: players neither paired nor given the PAB (3.3.1)",  # LEFT_UNPAIRED
    "oracle: no pairing": "oracle defect: no pairing where arbitro finds one",
    "no pairing": "see the detail",
    "arbitro error": "arbitro defect",
}


def double_swiss(x):
    c, detail = x.criterion, x.detail
    if c == "left unpaired":
        return DOUBLE_SWISS["left unpaired"]
    if c == "C3" and "neither on a board nor given the PAB" in detail:
        return DOUBLE_SWISS["left unpaired"]
    if c == "no pairing" and "no valid pairing" in detail.lower():
        return "no pairing by the text (3.3.3: the Chief Arbiter decides); the tournament stops"
    if detail.startswith("refused"):
        return "text ambiguity (DS-6): the scope of the exception of [C7]/[C8] decides the round; arbitro refuses it"
    return DOUBLE_SWISS.get(c, "?")


# --- Dubov (C.04.4.1, 2026) ------------------------------------------------------------------
# The classes of reports/dubov-crosstest-2026.md, each read by hand on the rounds named there
# (benches/dubov_crosstest_summary.py keeps those examples), per oracle and criterion.
D5 = "text ambiguity (D-5): \"upfloated\" (1.8) is not defined; arbitro counts a forfeit against a higher score, the oracle only games played"
DUBOV = {
    "py4swiss": {
        "Pab": "oracle defect (3.1.4, reading D-11): it counts a bye or forfeit round as a game played",
        "C10": D5,
        "C8": D5,
        "UpfloaterOrder": D5,
        "C6": "oracle defect ([C6] Art. 2.3.2): it compares the upfloaters' scores from the highest down",
        "Transposition": "oracle defect (3.2.6, 4.4.2): a later transposition of T2 than the first legal one",
        "Subgroups": "oracle defect (3.2.4 and its Note, 4.3.2-4.3.3): not the first shifter in 4.3 order",
    },
    "cppdubov": {
        "C6": "oracle defect ([C6] Art. 2.3.2, with 3.2.2): a worse score profile of upfloaters",
        "Pab": "oracle defect (3.1.3, [C2] Art. 2.1.2): a requested half-point bye taken as barring the PAB",
        "C2": "oracle defect ([C2] Art. 2.1.2, reading D-10): the PAB to a player who won without playing",
        "C10": D5,
        "C8": D5,
        "C7": "oracle defect under reading D-12 ([C7] Art. 2.3.3 with 3.2.2): judged on the whole bracket's pairing",
        "Subgroups": "oracle defect (3.2.4 and its Note, 4.3.2-4.3.3): not the first shifter in 4.3 order",
    },
}


def unplayed_before(path, round_no, tpns):
    """Whether one of `tpns` had no game in round `round_no` - 1 of the TRF (bye, absence, forfeit)."""
    for line in open(path, encoding="utf-8"):
        if not line.startswith("001") or int(line[4:8]) not in tpns:
            continue
        cells = line[91:].rstrip("\n")
        cell = cells[(round_no - 2) * 10:(round_no - 1) * 10].split()
        if len(cell) == 3 and (cell[0] == "0000" or cell[2] in "+-HUFZ"):
            return True
    return False


def dubov(x):
    c = x.criterion
    if x.oracle == "cppdubov" and c == "Colours":
        if x.round == 1:
            return "oracle defect (5.2.1): round 1 colours alternated by board, not by the initial colour"
        return "text ambiguity (D-16): colour histories compared on played games (5.2.4)"
    if x.oracle == "cppdubov" and c == "UpfloaterOrder":
        ours = re.search(r"pairs as well is ([\d, ]+)", x.detail)
        tpns = [int(v) for v in ours.group(1).split(",")] if ours else []
        if x.trf and unplayed_before(x.trf, x.round, tpns):
            return D5 + " (the player arbitro takes did not play the round before)"
        return "oracle defect (3.2.2 with 4.2.2): not the first set of upfloaters in the order of 4.2"
    return DUBOV.get(x.oracle, {}).get(c, "to examine")


# --- Lim (C.04.4.3) against chesspairing --------------------------------------------------------
# The classes of reports/lim-crosstest-chesspairing.md, each read by hand on the samples named there.
LIM_CHESSPAIRING = {
    "Exchange": "oracle defect (2.4, 4.1-4.3): not the first pairing in the order of the exchange tables",
    "FloaterPairing": "oracle defect (3.8): not the highest-ranked (downward) / lowest-ranked (upward) opponent due the other colour",
    "ColourExchange": "text ambiguity (reading L-12): how far 5.2's second scrutiny goes; arbitro takes the fewest pairs due one colour",
    "Pab": "oracle defect (1.1; Basic Rules 4): the PAB to a player who has won by forfeit",
    "ColourLimits": "oracle defect (2.1, 5.1 (b)): a colour beyond the limits",
    "Complete": LEFT_UNPAIRED,
}


def lim(x):
    if x.oracle != "chesspairing":
        return "to examine"
    c, detail = x.criterion, x.detail
    if c == "Floaters":
        if "transfers nobody" in detail:
            return "oracle defect (2.3): players transferred out of a group that pairs whole"
        return "oracle defect (3.2, 3.3, 3.9; reading L-11): another floater than the text's order chooses"
    if c == "Colours":
        if "evening the colours" in detail:
            return "text ambiguity (reading L-21): evening the colours before alternating; the oracle applies 5.4 here"
        if "5.4" in detail:
            return "text ambiguity (readings L-10, L-19): 5.4 between two players due the same colour"
        return "oracle defect (5.5, 5.6): not the colour each player is due"
    return LIM_CHESSPAIRING.get(c, "to examine")


# --- Swiss Team 2026 (C.04.6) against Gacrux ---------------------------------------------------
# A round Gacrux pairs otherwise than arbitro's default is classed by arbitro's own check when
# another reading explains it (run.under_reading); one no reading explains stays "to examine".
# (Classes once given here by the pattern a file showed were retired on 2026-12-06: the pattern
# taken for reading T-11 was the PAB's game points — the players' lines scored a team's PAB as a
# match won, which Gacrux ranks teams by — and the harness now writes the PAB as a drawn match.)


DEPARTURE = {
    "burstein-2026": burstein_2026,
    "burstein-original": burstein_original,
    "double-swiss-2026": double_swiss,
    "dubov-2026": dubov,
}


# The classes of reports/team-crosstest-chesspairing.md, each read by hand on the samples named there.
TEAM_CHESSPAIRING = {
    "C3": LEFT_UNPAIRED,
    "Identifier": "oracle defect (3.6.2-3.6.3): pairings enumerated pair by pair, not sorted by the identifier",
    "C5": "oracle defect ([C5] 2.3.2): the lowest-ranked team of an odd scoregroup floated, not the highest score",
    "UpfloaterOrder": "oracle defect (3.5.3-3.5.5): the largest TPN among upfloaters of equal score",
    "Pab": "text ambiguity (reading T-3): a forfeited match counted as played (3.4.3)",
    "C7": "float history read differently (T-13, T-14); not examined one by one",
    "C10": "float history read differently (T-13, T-14); not examined one by one",
    "Colours": "oracle defect (1.6.1, reading T-11): a forfeited match's colour counted, 4.3.6 aligned round by round",
    "C2": "oracle defect ([C2] 2.1.2): the PAB to a team that won a match by forfeit",
    "C8": "not examined",
}


def _team(x):
    if x.oracle == "chesspairing":
        return TEAM_CHESSPAIRING.get(x.criterion, "to examine")
    return "to examine"


DEPARTURE["lim-2026"] = lim
DEPARTURE["team-2026"] = _team
DEPARTURE["team-2026-typeb"] = _team
