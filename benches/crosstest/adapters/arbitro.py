"""arbitro's own `pair` as the pairing program (self-consistency and timing runs):
ARBITRO_SELF names the binary (e.g. target/release/arbitro)."""
import os

from . import Adapter, write
from ..systems import SYSTEMS


class Arbitro(Adapter):
    name = "arbitro"
    label = "arbitro pair"
    env = "ARBITRO_SELF"
    systems = {k: k for k in SYSTEMS}

    def pair(self, t, r, workdir):
        upto, absent = t.to_pair(r)
        src = write(workdir, f"s{t.seed}.trf", t.text(upto=upto, absent=absent))
        out = os.path.join(workdir, f"s{t.seed}.txt")
        return self.pair_list(["pair", src, "--rules", t.system.rules, "-p", out], out, "arbitro pair")
