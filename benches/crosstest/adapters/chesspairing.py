"""chesspairing: `PROGRAM pair --SYSTEM FILE` (pair list on standard output) and
`PROGRAM check --SYSTEM FILE` (exit 0 when it would pair the file's last round alike).

The form it reads: the PAB written `F` (it reads `U` as an unpaired round), results scored 1-½-0
(for the Double-Swiss too: a match won 1, the PAB 1), no pre-entered absences; its command line
takes the number of rounds in the file for the round to pair and leaves the last one out of the
history, so an empty round to pair (`0000 - Z`) is written for every player when it pairs."""
from . import Adapter, write
from .. import trf
from ..simulate import PairingFailure


class Chesspairing(Adapter):
    name = "chesspairing"
    label = "chesspairing"
    env = "ARBITRO_CHESSPAIRING"
    systems = {"lim-2026": "--lim", "team-2026": "--team", "double-swiss-2026": "--double-swiss"}

    def _file(self, t, upto, workdir, dummy):
        return write(workdir, f"c{t.seed}.trf",
                     t.text(upto=upto, pab_code="F", scoring="standard", extra=(), dummy=dummy))

    def pair(self, t, r, workdir):
        upto, _ = t.to_pair(r)
        p = self.run(["pair", self.systems[t.system.id], self._file(t, upto, workdir, True)], "chesspairing pair")
        if p.returncode != 0:
            raise PairingFailure(f"chesspairing pair exit {p.returncode}: {(p.stderr or p.stdout).strip()[-300:]}")
        return trf.read_pair_list(p.stdout)

    def self_check(self, t, r, workdir):
        p = self.run(["check", self.systems[t.system.id], self._file(t, r, workdir, False)], "chesspairing check")
        return p.returncode == 0
