"""py4swiss (0.3.1): `PROGRAM -e ENGINE -t IN.trf -p OUT.txt`, a JaVaFo-style pair list."""
import os

from . import Adapter, write


class Py4swiss(Adapter):
    name = "py4swiss"
    label = "py4swiss"
    env = "ARBITRO_PY4SWISS"
    systems = {"dubov-2026": "dubov", "burstein-2026": "burstein"}

    def pair(self, t, r, workdir):
        upto, absent = t.to_pair(r)
        src = write(workdir, f"t{t.seed}.trf", t.text(upto=upto, absent=absent))
        out = os.path.join(workdir, f"p{t.seed}.txt")
        return self.pair_list(["-e", self.systems[t.system.id], "-t", src, "-p", out], out, "oracle")
