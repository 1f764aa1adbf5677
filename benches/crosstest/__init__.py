"""One cross-test harness for every pairing system and every oracle.

A cross-test generates tournaments (a pure function of the seed), has one program pair every
round, and compares the other's verdict:

  oracle-paired   the oracle pairs every round, results are drawn, and `arbitro check` checks
                  every round of the file;
  arbitro-paired  arbitro pairs every round; the oracle pairs each round again from the same
                  rounds before, and where its pairing differs `arbitro check --next` says which
                  rule decides.

Every departing round gets a class (classify.py: oracle defect, text ambiguity with its reading,
arbitro defect), the classes being the project's knowledge of the departures seen so far.

    python3 -m benches.crosstest --system dubov-2026 --oracle py4swiss --direction oracle-paired \\
        --seeds 1-100 --dir /work/campaigns/dubov-py4swiss --out reports/dubov-crosstest-py4swiss.md

Modules: systems.py (what each system's files look like), simulate.py (the tournaments),
trf.py (the files), adapters/ (one per oracle; the interface is in adapters/__init__.py),
store.py (per-seed results, resumable), run.py (one seed, either direction), classify.py,
report.py (the Markdown report and the JSON summary).
"""
