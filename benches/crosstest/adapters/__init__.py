"""Oracle adapters: how one external pairing program is called and read.

The programs are black boxes run locally; nothing of them is part of this repository. Each is
named by an environment variable (its path or command line); without it the harness says so
and exits 0.

The interface (an adapter is a subclass of `Adapter` in its own module, listed in ADAPTERS):

  name            the `--oracle` value (py4swiss, cppdubov, chesspairing, bbp, arbitro)
  label           how reports name the program
  env             the environment variable that names it (`command` below is its value, split
                  as a shell would)
  systems         {system id: what the program is told for it} (the systems it pairs)
  rates_everyone  True when the program refuses unrated players (the generator then rates all)
  pair(t, r, workdir) -> (pairs [(white, black)], bye or None)
                  pair round r of the simulate.Tournament `t`: `t.to_pair(r)` gives the rounds
                  before and the absences pre-entered for round r; `t.text(...)` writes them in
                  the form the program reads. Raise simulate.PairingFailure(message) when the
                  program fails (its exit code and last words in the message).
  self_check(t, r, workdir) -> bool or None
                  optional: the program's own verdict on round r as played (None: it has none).
  values(trf, r, workdir) -> {tpn: tuple} or None
                  optional: the program's ranking values before round r, for classify.py.

Folding in another oracle (the Swiss Team oracle Gacrux, for one): write adapters/gacrux.py with
`class Gacrux(Adapter)`, name "gacrux", env "ARBITRO_GACRUX" (e.g. "python3 -m gacrux.pairingchecker"),
systems {"team-2026": "-m fideteam"}, and a `pair` that writes its input from `t` (one line per
player plus the team records) and reads its pairing back; add it to ADAPTERS below and give its
known departures a class in classify.py. Nothing else changes: simulation, checking, resuming
and reports are shared.
"""
import os
import shlex
import subprocess

from ..simulate import PairingFailure


class Adapter:
    name = ""
    label = ""
    env = ""
    systems = {}
    rates_everyone = False

    def __init__(self, command):
        self.command = command
        self.argv = shlex.split(command)

    def pair(self, t, r, workdir):
        raise NotImplementedError

    def self_check(self, t, r, workdir):
        return None

    def values(self, trf, r, workdir):
        return None

    def run(self, args, what, timeout=600):
        """Runs the program; a failure (non-zero exit) raises PairingFailure naming `what`."""
        try:
            return subprocess.run(self.argv + args, capture_output=True, text=True, timeout=timeout)
        except (OSError, subprocess.TimeoutExpired) as e:
            raise PairingFailure(f"{what} failed: {e}")


def write(workdir, name, text):
    path = os.path.join(workdir, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def _registry():
    from .arbitro import Arbitro
    from .bbp import Bbp
    from .chesspairing import Chesspairing
    from .cppdubov import CppDubov
    from .py4swiss import Py4swiss
    return {a.name: a for a in (Py4swiss, CppDubov, Chesspairing, Bbp, Arbitro)}


ADAPTERS = _registry()
