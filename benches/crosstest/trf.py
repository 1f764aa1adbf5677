"""The TRF files of the cross-tests and the JaVaFo/bbpPairings pair list.

A round entry is (opponent or 0, colour 'w'/'b'/'-', result); the pairing-allocated bye is
written 'P' in the history and rendered with the code the reader expects ('U' for arbitro and
most programs, 'F' for chesspairing).
"""

# Points of a result code, per scoring; the bye 'P' is the PAB.
POINTS = {
    "standard": {"1": 1, "+": 1, "P": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5},
    # Double-Swiss as arbitro reads it: game points, a match won 2, drawn 1, the PAB 1.5 (C.04.5 1.4).
    "double-swiss-games": {"1": 2, "+": 2, "P": 1.5, "=": 1},
}


def player_line(tpn, name, rating, points, entries):
    """A 001 line: name in columns 15-47, rating 49-52 (blank when unrated), points 81-84, then
    the rounds from column 92."""
    r = f"{rating:>4}" if rating else "    "
    line = f"001 {tpn:>4}      {name:<33} {r}{'':28}{points:>4.1f}    0"
    for (o, c, res) in entries:
        line += "  " + (f"{o:>4} {c} {res}" if o else f"0000 - {res}")
    return line


def render(header, players, rounds, upto=None, absent=None, pab_code="U", scoring="standard", extra=(),
           dummy=False):
    """The file of a tournament: the header lines, every player with their rounds 1..upto (all
    when None), then the entries pre-entered for the round to pair (`absent`: tpn -> code), and,
    with `dummy`, an empty round to pair written for every player."""
    pts = POINTS[scoring]
    out = list(header) + list(extra)
    for p in players:
        t = p["tpn"]
        entries = [(o, c, pab_code if (o == 0 and r == "P") else r) for (o, c, r) in rounds[t][:upto]]
        if absent and t in absent:
            entries.append((0, "-", absent[t]))
        points = sum(pts.get(r, 0) for (o, c, r) in rounds[t][:upto])
        if absent and t in absent:
            points += pts.get(absent[t], 0)
        line = player_line(t, p["name"], p["rating"], points, entries)
        if dummy:
            line += "  0000 - Z"
        out.append(line)
    return "\n".join(out) + "\n"


def read_pair_list(text):
    """(pairs [(white, black)], bye or None) from a pair list: a count line, then `white black`
    lines, `TPN 0` for the PAB."""
    pairs, bye = [], None
    lines = [l.split() for l in text.splitlines() if l.strip()]
    for l in lines[1:]:
        w, b = int(l[0]), int(l[1])
        if b == 0:
            bye = w
        else:
            pairs.append((w, b))
    return pairs, bye


def pair_list_text(pairs, bye):
    return (f"{len(pairs) + (1 if bye else 0)}\n" + "".join(f"{w} {b}\n" for w, b in pairs)
            + (f"{bye} 0\n" if bye else ""))


def entries(line):
    """The round entries (10 columns each from column 92) of a 001 line."""
    body = line.rstrip("\n")[91:]
    return [body[i:i + 10] for i in range(0, len(body), 10) if body[i:i + 10].strip()]


def rounds_of(path):
    """tpn -> [(opponent, colour, result)] of a TRF file; in a file of players with team records
    (310), team -> the entries of its first board, opponents as teams."""
    out, teams = {}, {}
    for l in open(path):
        if l.startswith("001"):
            rest = l[89:].rstrip("\n")
            rs = [rest[i:i + 10] for i in range(0, len(rest), 10)]
            out[int(l[4:8])] = [(int(r[2:6]), r[7], r[9]) for r in rs if len(r) >= 10]
        elif l.startswith("310"):
            members = [int(x) for x in l[73:].split()]
            if members:
                teams[int(l[4:7])] = members
    if not teams:
        return out
    team_of = {p: team for team, ps in teams.items() for p in ps}
    return {team: [(team_of.get(o, 0), c, r) for (o, c, r) in out.get(ps[0], [])] for team, ps in teams.items()}


CUT_POINTS = {"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5, "W": 1, "D": 0.5}


def cut(src, dst, R, keep_absent=True):
    """The tournament before round R: rounds 1..R-1, and the round-R entries that are not the
    pairing's (a requested bye or absence: H, Z, F), points recomputed; record 192 left out."""
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
            pts = sum(CUT_POINTS.get(r[9], 0) for r in rs[:R - 1] if len(r) >= 10)
            l = head[:80] + f"{pts:>4.1f}" + head[84:] + "".join(keep)
        out.append(l)
    open(dst, "w").write("\n".join(out) + "\n")
