"""What each pairing system's cross-test tournaments look like: arbitro's rules, the file's
header, the generator family and its parameters. Everything that differs between systems is
data here; simulate.py and run.py read it.

Two generator families, kept from the first cross-tests so that their seeds keep giving the
same tournaments:

  swiss   ratings N(1900, 300) clamped to 1000-2750 (5 % unrated unless the oracle rates
          everyone), 5-11 rounds, results 35/30/35 with 2 % forfeits, half-point byes 3 % per
          player and round (not in the first or last round) and withdrawals 1 % per round,
          pre-entered as absences for the round to pair (Dubov, Burstein);
  rated   ratings in pairing-number order, results by a rating model (draws, forfeits), no
          absences (Lim, Swiss Team, Double-Swiss: chesspairing's command line reads every round
          of the file as played), except withdrawals at the system's `withdraw` rate when the
          oracle reads absences (Gacrux: a withdrawn team absent from every later round).
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class System:
    id: str
    rules: str                  # arbitro --rules
    title: str                  # in report titles
    family: str                 # "swiss" or "rated"
    event: str                  # record 012
    kind: str                   # record 092
    code: str | None            # record 192 (None: the system has no TRF-2026 code)
    min_size: int
    max_size: int
    size_dist: str              # "log" or "uniform"
    entity: str = "players"     # "teams" for the Swiss Team system
    name_prefix: str = "Player"
    # rated family
    rounds: tuple = (5, 9, 1)   # (fewest, most, at most entities minus this)
    ratings: tuple = ("uniform", 1400, 2600)
    forfeit: float = 0.01
    draw: float = 0.30
    withdraw: float = 0.0       # per entity and round, when the oracle reads absences
    # arbitro's reading of the file: scoring of the rounds and extra header records
    scoring: str = "standard"
    scoring_records: tuple = field(default=())
    # Burstein 2026: the seeding rounds (1.6: min(rounds / 2, 4)) are counted apart.
    seeding_rounds: bool = False

    def header(self, rounds_planned):
        out = [f"012 {self.event}", "042 2026/03/01", f"092 {self.kind}"]
        if self.code:
            out.append(f"192 {self.code}")
        return out + [f"XXR {rounds_planned}", "XXC white1"]

    def seeding(self, rounds_planned):
        return min(rounds_planned // 2, 4) if self.seeding_rounds else 0


SYSTEMS = {s.id: s for s in [
    System("dubov-2026", "dubov-2026", "Dubov 2026", "swiss", "Dubov cross-test",
           "Individual: Swiss-System", "FIDE_DUBOV", 8, 100, "uniform"),
    System("burstein-2026", "burstein-2026", "Burstein 2026", "swiss", "Burstein cross-test",
           "Individual: Swiss-System", "FIDE_BURSTEIN", 8, 400, "log", seeding_rounds=True),
    System("burstein-original", "burstein-original", "Burstein original edition", "swiss",
           "Burstein cross-test", "Individual: Swiss-System", "FIDE_BURSTEIN", 8, 400, "log"),
    System("lim-2026", "lim-2026", "Lim System (C.04.4.3)", "rated", "Lim cross-test",
           "Individual: Swiss-System (Lim)", None, 8, 60, "log"),
    System("team-2026", "team-2026", "Swiss Team 2026", "rated", "Swiss Team cross-test",
           "Team: Swiss-System", "FIDE_TEAM", 6, 40, "log", entity="teams", name_prefix="Team",
           rounds=(4, 11, 2), ratings=("uniform", 1500, 2600), forfeit=0.02, draw=0.25,
           withdraw=0.01),
    # Type B (C.04.6 4.3.4, colour preferences strong and mild): the same tournaments, record 192
    # FIDE_TEAM_TYPEB (arbitro reads the type from it).
    System("team-2026-typeb", "team-2026", "Swiss Team 2026, Type B", "rated", "Swiss Team cross-test",
           "Team: Swiss-System", "FIDE_TEAM_TYPEB", 6, 40, "log", entity="teams", name_prefix="Team",
           rounds=(4, 11, 2), ratings=("uniform", 1500, 2600), forfeit=0.02, draw=0.25,
           withdraw=0.01),
    System("double-swiss-2026", "double-swiss-2026", "Double-Swiss System (C.04.5, 2026)", "rated",
           "Double-Swiss cross-test", "Individual: Double-Swiss", "FIDE_DOUBLESWISS", 8, 100, "log",
           ratings=("distinct", 1400, 2600), scoring="double-swiss-games",
           # arbitro's files say their scoring: game points (a match won 2, drawn 1, the PAB 1.5).
           scoring_records=("BBW  2.0", "BBD  1.0", "BBL  0.0", "BBZ  0.0", "BBF  0.0", "BBU  1.5")),
]}
