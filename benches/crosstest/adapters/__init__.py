"""Oracle adapters: how one external pairing program is called and read.

The programs are black boxes run locally; nothing of them is part of this repository. Each is
named by an environment variable (its path or command line); without it the harness says so
and exits 0.

The interface (an adapter is a subclass of `Adapter` in its own module, listed in ADAPTERS):

  name            the `--oracle` value (py4swiss, cppdubov, chesspairing, gacrux, bbp, arbitro)
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
  arbitro_text(t, upto, absent) -> str
                  optional: the file arbitro reads of the same tournament, when the program's
                  own form carries more than the harness's (default: `t.text(...)`).

Folding in another oracle: write adapters/NAME.py with `class Name(Adapter)` (its name, env,
systems and a `pair` that writes its input from `t` and reads its pairing back, as gacrux.py
does for a program that reads teams as one line per player), add it to ADAPTERS below and give
its known departures a class in classify.py. Nothing else changes: simulation, checking,
resuming and reports are shared.
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

    def arbitro_text(self, t, upto, absent):
        return t.text(upto=upto, absent=absent)

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
    from .gacrux import Gacrux
    from .py4swiss import Py4swiss
    return {a.name: a for a in (Py4swiss, CppDubov, Chesspairing, Gacrux, Bbp, Arbitro)}


ADAPTERS = _registry()
