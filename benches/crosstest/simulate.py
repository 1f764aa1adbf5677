"""Generated tournaments, a pure function of the seed (and of whether the oracle rates every
player): every round is paired by a `pair(tournament, round)` callable, results are drawn, the
history grows. See systems.py for the two generator families."""
import math
import random

from . import trf


class PairingFailure(Exception):
    """The program that pairs could not pair a round (its message kept)."""


class Tournament:
    """A tournament being played: its players (tpn, name, rating), the rounds played so far
    (tpn -> [(opponent, colour, result)], the PAB written 'P'), and the absences pre-entered
    for the round to pair (tpn -> 'H' or 'Z')."""

    def __init__(self, system, seed, players, rounds_planned):
        self.system, self.seed = system, seed
        self.players, self.rounds_planned = players, rounds_planned
        self.rounds = {p["tpn"]: [] for p in players}
        self.absent = {}
        self.omitted = []       # (round, [tpn]) left out by the program that paired
        self.failure = None     # (round, message) where pairing stopped
        self.paired = 0         # rounds paired
        self.failure_absent = {}  # the absences pre-entered for the round that could not be paired
        self.preentered = {}    # rated family: round -> the absences pre-entered for it (withdrawals)

    def text(self, upto=None, absent=None, pab_code="U", scoring=None, extra=None, dummy=False, code=True):
        """The file of rounds 1..upto (all played when None) with the absences `absent`
        pre-entered; by default arbitro's reading of the system (its scoring records)."""
        s = self.system
        header = s.header(self.rounds_planned)
        if not code:
            header = [h for h in header if not h.startswith("192 ")]
        return trf.render(header, self.players, self.rounds, upto, absent, pab_code,
                          scoring or s.scoring, s.scoring_records if extra is None else extra, dummy)

    def to_pair(self, r):
        """The view of round r to pair: rounds 1..r-1 and the absences of round r (already in the
        history when arbitro paired round r and an oracle pairs it again)."""
        if r == self.paired + 1:
            return r - 1, dict(self.absent)
        if self.system.family == "rated":
            return r - 1, dict(self.preentered.get(r, {}))
        return r - 1, {t: e[r - 1][2] for t, e in self.rounds.items() if len(e) >= r and e[r - 1][0] == 0
                       and e[r - 1][2] in "HZ" and self.system.family == "swiss"}


def _size(rng, s, minp, maxp, dist):
    if dist == "log":  # log-uniform: as many 8-20 as 20-50 as 50-125 as 125-300 fields
        return min(maxp, int(round(math.exp(rng.uniform(math.log(minp), math.log(maxp))))))
    return rng.randint(minp, maxp)


def play(s, seed, pair, minp=None, maxp=None, dist=None, rates_everyone=False, withdrawals=False):
    """Plays the tournament of `seed`; `pair(t, r)` returns (pairs [(white, black)], bye) or
    raises PairingFailure. Returns the Tournament (its failure set where pairing stopped).
    `withdrawals` (rated family, when the oracle reads absences): entities withdraw at the
    system's `withdraw` rate per round, drawn from a stream of their own, so that a tournament in
    which nobody withdraws is the one the seed gives without them."""
    minp, maxp, dist = minp or s.min_size, maxp or s.max_size, dist or s.size_dist
    if s.family == "swiss":
        return _play_swiss(s, seed, pair, minp, maxp, dist, rates_everyone)
    return _play_rated(s, seed, pair, minp, maxp, dist, s.withdraw if withdrawals else 0.0)


def _pair_round(t, r, pair, players):
    """Round r paired by the program: (pairs, bye), or None when the tournament stops there —
    fewer than two players left, or the program could not pair (kept as the failure)."""
    if len(players) - len(t.absent) < 2:
        return None
    try:
        pairs, bye = pair(t, r)
    except PairingFailure as e:
        t.failure, t.failure_absent = (r, str(e)), dict(t.absent)
        return None
    _left_out(t, r, pairs, bye)
    return pairs, bye


def _left_out(t, r, pairs, bye):
    seen = {x for p in pairs for x in p} | ({bye} if bye else set()) | set(t.absent)
    left = sorted(p["tpn"] for p in t.players if p["tpn"] not in seen)
    if left:
        t.omitted.append((r, left))


def _play_swiss(s, seed, pair, minp, maxp, dist, rates_everyone):
    rng = random.Random(seed)
    n = _size(rng, s, minp, maxp, dist)
    rounds_planned = rng.randint(5, 11)
    players = []
    for i in range(n):
        unrated = rng.random() < 0.05 and not rates_everyone
        rating = 0 if unrated else int(rng.gauss(1900, 300))
        rating = max(1000, min(2750, rating)) if rating else 0
        players.append({"rating": rating})
    players.sort(key=lambda p: -p["rating"])
    for i, p in enumerate(players):
        p["tpn"] = i + 1
        p["name"] = f"{s.name_prefix}{i + 1}"
    t = Tournament(s, seed, players, rounds_planned)
    withdrawn = set()
    for r in range(1, rounds_planned + 1):
        t.absent = {}
        for p in players:
            tpn = p["tpn"]
            if tpn in withdrawn:
                t.absent[tpn] = "Z"
            elif 1 < r < rounds_planned and rng.random() < 0.03:
                t.absent[tpn] = "H"
        paired = _pair_round(t, r, pair, players)
        if paired is None:
            break
        pairs, bye = paired
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
            by_tpn[bye] = (0, "-", "P")
        for tpn, code in t.absent.items():
            by_tpn[tpn] = (0, "-", code)
        for p in players:
            t.rounds[p["tpn"]].append(by_tpn.get(p["tpn"], (0, "-", "Z")))
        t.paired = r
        for p in players:
            if p["tpn"] not in withdrawn and rng.random() < 0.01:
                withdrawn.add(p["tpn"])
    t.absent = {}
    return t


def _play_rated(s, seed, pair, minp, maxp, dist, withdraw=0.0):
    rng = random.Random(seed)
    leaving = random.Random(f"withdrawals {seed}")
    n = _size(rng, s, minp, maxp, dist)
    lo, hi, less = s.rounds
    rounds_planned = rng.randint(lo, max(lo, min(hi, n - less)))
    how, rlo, rhi = s.ratings
    if how == "distinct":
        ratings = sorted(rng.sample(range(rlo, rhi), n), reverse=True)
    else:
        ratings = sorted((int(rng.uniform(rlo, rhi)) for _ in range(n)), reverse=True)
    players = [{"tpn": i + 1, "name": f"{s.name_prefix}{i + 1}", "rating": x} for i, x in enumerate(ratings)]
    t = Tournament(s, seed, players, rounds_planned)
    rating = {p["tpn"]: p["rating"] for p in players}
    withdrawn = set()
    for r in range(1, rounds_planned + 1):
        t.absent = {tpn: "Z" for tpn in sorted(withdrawn)}
        if len(players) - len(t.absent) < 2:
            break
        t.preentered[r] = dict(t.absent)
        paired = _pair_round(t, r, pair, players)
        if paired is None:
            break
        pairs, bye = paired
        for (w, b) in pairs:
            if rng.random() < s.forfeit:
                res = ("+", "-") if rng.random() < 0.5 else ("-", "+")
            else:
                e = 1 / (1 + 10 ** ((rating[b] - rating[w]) / 400))
                x = rng.random()
                if x < s.draw:
                    res = ("=", "=")
                elif x < s.draw + (1 - s.draw) * e:
                    res = ("1", "0")
                else:
                    res = ("0", "1")
            t.rounds[w].append((b, "w", res[0]))
            t.rounds[b].append((w, "b", res[1]))
        if bye:
            t.rounds[bye].append((0, "-", "P"))
        for tpn in t.absent:
            t.rounds[tpn].append((0, "-", "Z"))
        # A player the program left out of the round (neither on a board nor given the PAB).
        most = max(len(v) for v in t.rounds.values())
        for tpn in t.rounds:
            if len(t.rounds[tpn]) < most:
                t.rounds[tpn].append((0, "-", "Z"))
        t.paired = r
        if withdraw:
            for p in players:
                if p["tpn"] not in withdrawn and leaving.random() < withdraw:
                    withdrawn.add(p["tpn"])
    t.absent = {}
    return t
