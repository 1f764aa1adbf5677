"""bbpPairings (5.0.1): `PROGRAM --burstein IN.trf -p OUT.txt` (pair list) and `-l LIST` (its
check list: score, SB, Buchholz, Median per player). It reads no record 192. The files carry
no XXA record, so it applies the imaginary point of 3.3 (its default for Burstein)."""
import os

from . import Adapter, write
from .. import trf
from ..simulate import PairingFailure


class Bbp(Adapter):
    name = "bbp"
    label = "bbpPairings --burstein"
    env = "ARBITRO_BBP"
    systems = {"burstein-original": "--burstein"}

    def pair(self, t, r, workdir):
        upto, absent = t.to_pair(r)
        src = write(workdir, f"t{t.seed}.trf", t.text(upto=upto, absent=absent, code=False))
        out = os.path.join(workdir, f"p{t.seed}.txt")
        if os.path.exists(out):
            os.remove(out)
        p = self.run([self.systems[t.system.id], src, "-p", out], "bbpPairings")
        if p.returncode != 0 or not os.path.exists(out):
            raise PairingFailure(f"bbpPairings failed ({p.returncode}): {p.stderr.strip()[-300:]}")
        return trf.read_pair_list(open(out).read())

    def values(self, path, r, workdir):
        """The values of 3.2 before round r from its check list: {tpn: (score, SB, Buchholz, Median)}."""
        src = os.path.join(workdir, "cut.trf")
        trf.cut(path, src, r)
        cl = os.path.join(workdir, "cut.cl")
        self.run(["--burstein", src, "-p", os.path.join(workdir, "cut.out"), "-l", cl], "bbpPairings")
        theirs = {}
        if os.path.exists(cl):
            for l in open(cl):
                f = [x.strip() for x in l.split("\t")]
                if len(f) > 8 and f[0].isdigit():
                    theirs[int(f[0])] = (float(f[1]), float(f[4]), float(f[6]), float(f[8]))
            os.remove(cl)
        return theirs
