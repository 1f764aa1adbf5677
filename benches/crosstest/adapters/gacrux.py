"""Gacrux, the FIDE Technical Commission's engine (`pip install gacrux`; module
`gacrux.pairingchecker`): `COMMAND -m fideteam|fideteam-typeb -p -i FILE -o OUT -F TXT` writes the
round's pair list (a count line, then `white black`, `TEAM 0` for the PAB).

The form it reads is the team programs' TRF-2026: one line per player (BOARDS per team, pairing
numbers team by team), a record 310 per team naming its players, record 192 saying the type; a
match's result spread over its boards (won 2½–1½, drawn 2–2, lost 1½–2½, the team with the
match's colour on boards 1 and 3), a match forfeited as `+`/`-` on every board (no record 330),
the team's PAB `0000 - U` on each of its players' lines (a drawn match by default, C.04.6 1.4, as
Gacrux scores it), a withdrawn team `0000 - Z` on each board of the rounds it missed and, for
the round to pair, named with `-u` (its team number). arbitro checks the same file, the team
absent from the round to pair named by an XXZ record listing its roster (arbitro's reading of a
whole roster absent): the one-line-per-team form loses the board points that rank the teams
within a scoregroup. Gacrux answers a file it cannot read with `### Error …` lines in the pair
list; that is a failure of the oracle's, kept with its words."""
import os

from . import Adapter, write
from .. import trf
from ..simulate import PairingFailure

BOARDS = 4
# Board results of a match won, drawn, lost by the team (board 1 first).
BOARD_RESULTS = {"1": "1=1=", "=": "====", "0": "0=0="}
BOARD_POINTS = {"1": 1.0, "+": 1.0, "=": 0.5}
# Record 162 (TRF-2026: "also game points in team events"): a board of the team given the PAB
# scores half a point, so that the PAB is a drawn match's game points (C.04.6 1.4) on the
# players' lines too; without it a `U` scores a win's point (162's default for P), and Gacrux,
# which ranks teams by their players' points (4.2.2), would count the PAB as a match won 4-0.
PAB_SCORING = "162  P 0.5"


def player(team, board):
    return (team - 1) * BOARDS + board + 1


def team_file(t, upto):
    """The tournament's rounds 1..upto in the team programs' form."""
    code = t.system.code or "FIDE_TEAM"
    out = [f"012 {t.system.event}", "042 2026/03/01", "092 Team Swiss System", f"192 {code}",
           f"XXR {t.rounds_planned}", "152 W", PAB_SCORING]
    for team in sorted(t.rounds):
        for k in range(BOARDS):
            blocks, points = [], 0.0
            for (o, c, r) in t.rounds[team][:upto]:
                if o == 0:
                    code = "U" if r == "P" else r
                    blocks.append(f"0000 - {code}")
                    # The PAB is a drawn match (C.04.6 1.4): half a point a board, the game
                    # points of a draw; Gacrux ranks teams by these scores (4.2.2).
                    points += 0.5 if code == "U" else 0.0
                    continue
                res = r if r in "+-" else BOARD_RESULTS[r][k]
                colour = c if k % 2 == 0 else ("b" if c == "w" else "w")
                blocks.append(f"{player(o, k):>4} {colour} {res}")
                points += BOARD_POINTS.get(res, 0.0)
            p = player(team, k)
            line = f"001 {p:>4}      {'Player ' + str(p):<33}{'':33}{points:>4.1f}{'':5}"
            out.append(line + "".join("  " + b for b in blocks))
    for team in sorted(t.rounds):
        ids = " ".join(f"{player(team, k):>4}" for k in range(BOARDS))
        out.append(f"310 {team:>3} {'Team ' + str(team):<32}{'':33}{ids}")
    return "\n".join(out) + "\n"


class Gacrux(Adapter):
    name = "gacrux"
    label = "Gacrux"
    env = "ARBITRO_GACRUX"
    systems = {"team-2026": "fideteam", "team-2026-typeb": "fideteam-typeb"}
    reads_absences = True
    in_process = True

    def pair(self, t, r, workdir):
        upto, absent = t.to_pair(r)
        path = write(workdir, f"g{t.seed}.trf", team_file(t, upto))
        out = path + ".pairs.txt"
        args = ["-m", self.systems[t.system.id], "-p", "-i", path, "-o", out, "-F", "TXT"]
        if absent:
            args += ["-u"] + [str(x) for x in sorted(absent)]
        if os.path.exists(out):
            os.remove(out)
        p = self.run(args, "Gacrux")
        text = open(out).read() if os.path.exists(out) else ""
        if p.returncode != 0 or not text.strip():
            raise PairingFailure(f"Gacrux exit {p.returncode}: {(p.stderr or p.stdout).strip()[-300:]}")
        try:
            pairs, bye = trf.read_pair_list(text)
        except (ValueError, IndexError):
            words = " ".join(l.strip("# ") for l in text.splitlines() if l.strip())
            raise PairingFailure(f"Gacrux exit {p.returncode}, no pair list: {words[-300:]}")
        if not pairs and bye is None:
            # An empty list (a count of 0) is Gacrux's answer when it finds no pairing.
            raise PairingFailure("Gacrux: an empty pair list (no pairing found)")
        return pairs, bye

    def arbitro_text(self, t, upto, absent):
        text = team_file(t, upto)
        if absent:
            roster = [player(team, k) for team in sorted(absent) for k in range(BOARDS)]
            text += "XXZ " + " ".join(str(x) for x in roster) + "\n"
        return text
