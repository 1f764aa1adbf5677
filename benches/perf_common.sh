# Shared by the per-system timing scripts (dubov_perf.sh, burstein_perf.sh); sourced, not run.
# Needs: $limit (seconds one call may take) and $dir (the run's directory).

# The tournament: arbitro pairs every round of a generated SYSTEM tournament itself (results
# drawn by the cross-test's simulator); the input of each round is kept as $dir/roundNN.trf.
perf_tournament() { # SYSTEM BIN SEED PLAYERS
  ARBITRO_SELF="$2" python3 -m benches.crosstest.rounds --system "$1" --pairer arbitro \
    --seed "$3" --players "$4" --dir "$dir" >/dev/null
}

# Milliseconds of wall-clock for one command (best of $1 runs); "> LIMIT s" or "failed (RC)".
ms() {
  local runs=$1; shift
  local best="" s e rc t
  for _ in $(seq "$runs"); do
    s=$(date +%s%N)
    rc=0; timeout "$limit" "$@" >/dev/null 2>&1 || rc=$?
    e=$(date +%s%N)
    if [ "$rc" = 124 ]; then echo "> ${limit} s"; return; fi
    if [ "$rc" != 0 ]; then echo "failed ($rc)"; return; fi
    t=$(( (e - s) / 1000000 ))
    if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
  done
  echo "$best"
}

# The two pair lists: the same boards and colours ("yes"), the same pairs, or not.
same() {
  python3 - "$1" "$2" <<'PY' 2>/dev/null || echo "?"
import sys
def pairs(p):
    L = [l.split() for l in open(p) if l.strip()][1:]
    return sorted(tuple(sorted(map(int, x))) for x in L), sorted(tuple(x) for x in L)
a, o = pairs(sys.argv[1]), pairs(sys.argv[2])
print("yes" if a == o else ("pairs yes, colours no" if a[0] == o[0] else "no"))
PY
}
