"""CPPDubovSystem (v2.2): `PROGRAM --pairings IN.trf --output OUT.csv`, CSV `White,Black` with
the PAB's opponent -1.

What it reads (its input adaptations): TRF16 without record 192 ("Unidentified line 192");
no blank rating ("stoi"; an unrated player's rating is written 0, and the generator rates
everyone since it refuses unrated players, its reading of Art. 1.1.1); a pre-entered bye counts
as a round played for it, so the absent players of the round to pair are named in an XXZ record
(JaVaFo's convention) instead."""
import os

from . import Adapter, write
from .. import trf as trfmod
from ..simulate import PairingFailure


def blank_rating_as_zero(line):
    if line.startswith("001") and line[48:52] == "    ":
        return line[:48] + "   0" + line[52:]
    return line


def convert(text):
    """The input it reads from a TRF arbitro writes (the round to pair pre-entered for the
    absent players): no record 192 nor `###` comments, the absent in an XXZ record, a blank
    rating as 0, the rank column filled when absent (round 1)."""
    lines = text.splitlines()
    counts = [len(trfmod.entries(l)) for l in lines if l.startswith("001")]
    played = min(counts) if counts else 0
    absent, kept = [], []
    for l in lines:
        if l.startswith("192 ") or l.startswith("###"):
            continue
        if l.startswith("001"):
            e = trfmod.entries(l)
            if len(e) > played:  # pre-entered for the round to pair: not to be paired
                absent.append(int(l[4:8]))
                l = l[:91] + "".join(e[:played])
            if len(l) < 89:  # no rank column yet (round 1): it needs the full player section
                l = l[:84].ljust(84) + "    0"
            l = blank_rating_as_zero(l)
        kept.append(l)
    if absent:
        kept.append("XXZ " + " ".join(str(t) for t in sorted(absent)))
    return "\n".join(kept) + "\n"


def read_csv(text):
    pairs, bye = [], None
    for line in text.splitlines():
        parts = [x.strip() for x in line.split(",")]
        if len(parts) != 2 or not parts[0].lstrip("-").isdigit():
            continue
        w, b = int(parts[0]), int(parts[1])
        if b == -1:
            bye = w
        elif w == -1:
            bye = b
        else:
            pairs.append((w, b))
    return pairs, bye


class CppDubov(Adapter):
    name = "cppdubov"
    label = "CPPDubovSystem"
    env = "ARBITRO_CPPDUBOV"
    systems = {"dubov-2026": ""}
    rates_everyone = True

    def pair(self, t, r, workdir):
        upto, absent = t.to_pair(r)
        text = t.text(upto=upto, code=False)
        if absent:
            text += "XXZ " + " ".join(str(x) for x in sorted(absent)) + "\n"
        text = "".join(blank_rating_as_zero(l) + "\n" for l in text.splitlines())
        src = write(workdir, f"t{t.seed}.trf16", text)
        out = os.path.join(workdir, f"p{t.seed}.csv")
        if os.path.exists(out):
            os.remove(out)
        p = self.run(["--pairings", src, "--output", out], "oracle")
        if p.returncode != 0 or not os.path.exists(out):
            raise PairingFailure(f"oracle failed ({p.returncode}): {p.stderr.strip()[-300:]}")
        return read_csv(open(out).read())
