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
  reads_absences  True when the program reads absences pre-entered for the round to pair in the
                  rated family (the generator then lets entities withdraw, systems.py `withdraw`)
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
import contextlib
import io
import os
import runpy
import shlex
import shutil
import subprocess
import sys

from .. import trf
from ..simulate import PairingFailure


class Adapter:
    name = ""
    label = ""
    env = ""
    systems = {}
    rates_everyone = False
    reads_absences = False

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
        """Runs the program; a failure (non-zero exit) raises PairingFailure naming `what`.
        A Python program named as `python3 -m MODULE` of this very interpreter runs in this
        process when the adapter allows it (`in_process`): the same entry point with the same
        arguments, without paying the interpreter's start and the module's imports per round
        (two thirds of a Gacrux call). The comparison of the two ways is in
        reports/team-crosstest-gacrux.md."""
        module = self._module()
        if module:
            return _run_module(module, args)
        try:
            return subprocess.run(self.argv + args, capture_output=True, text=True, timeout=timeout)
        except (OSError, subprocess.TimeoutExpired) as e:
            raise PairingFailure(f"{what} failed: {e}")

    def pair_list(self, args, out, what):
        """Runs the program with `args`, which write the round's pair list to `out`; the list read
        back (pairs, bye). No list, or a non-zero exit, raises PairingFailure naming `what`."""
        if os.path.exists(out):
            os.remove(out)
        p = self.run(args, what)
        if p.returncode != 0 or not os.path.exists(out):
            raise PairingFailure(f"{what} failed ({p.returncode}): {p.stderr.strip()[-300:]}")
        return trf.read_pair_list(open(out).read())

    in_process = False

    def _module(self):
        if not self.in_process or len(self.argv) != 3 or self.argv[1] != "-m":
            return None
        exe = shutil.which(self.argv[0])
        if not exe or os.path.realpath(exe) != os.path.realpath(sys.executable):
            return None
        return self.argv[2]


def _run_module(module, args):
    """`python3 -m MODULE ARGS` in this process: its exit code, standard output and error."""
    out, err, code = io.StringIO(), io.StringIO(), 0
    saved = sys.argv
    sys.argv = [module] + [str(a) for a in args]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except Exception as e:  # the program's own failure, kept with its words
        code, _ = 1, err.write(f"{type(e).__name__}: {e}")
    finally:
        sys.argv = saved
    return subprocess.CompletedProcess(sys.argv, code, out.getvalue(), err.getvalue())


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
