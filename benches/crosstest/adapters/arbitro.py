"""arbitro's own `pair` as the pairing program (self-consistency and timing runs):
ARBITRO_SELF names the binary (e.g. target/release/arbitro)."""
import os

from . import Adapter, write
from .. import trf
from ..systems import SYSTEMS
from ..simulate import PairingFailure


class Arbitro(Adapter):
    name = "arbitro"
    label = "arbitro pair"
    env = "ARBITRO_SELF"
    systems = {k: k for k in SYSTEMS}

    def pair(self, t, r, workdir):
        upto, absent = t.to_pair(r)
        src = write(workdir, f"s{t.seed}.trf", t.text(upto=upto, absent=absent))
        out = os.path.join(workdir, f"s{t.seed}.txt")
        if os.path.exists(out):
            os.remove(out)
        p = self.run(["pair", src, "--rules", t.system.rules, "-p", out], "arbitro pair")
        if p.returncode != 0 or not os.path.exists(out):
            raise PairingFailure(f"oracle failed ({p.returncode}): {p.stderr.strip()[-300:]}")
        return trf.read_pair_list(open(out).read())
