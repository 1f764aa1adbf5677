#!/usr/bin/env bash
# Times `arbitro pair --rules dubov-2026` on every round of a generated 1,000-player Dubov
# tournament and, in the same run and on the very same inputs, the Dubov programs named by the
# environment (each skipped cleanly when unset). Writes reports/dubov-performance.md. From the
# repository root, after `cargo build --release`:
#
#   ARBITRO_CPPDUBOV=/path/to/CPPDubovSystem \
#   ARBITRO_DUBOV_ORACLE="/path/to/py4swiss -e dubov" bash benches/dubov_perf.sh
#
# Environment: ARBITRO_BIN (default target/release/arbitro), ARBITRO_PERF_PLAYERS (1000),
# ARBITRO_PERF_SEED (7), ARBITRO_PERF_OUT (reports/dubov-performance.md),
# ARBITRO_PERF_ORACLE_TIMEOUT (seconds one oracle call may take, 120).
set -euo pipefail
bin=${ARBITRO_BIN:-target/release/arbitro}
players=${ARBITRO_PERF_PLAYERS:-1000}
seed=${ARBITRO_PERF_SEED:-7}
out=${ARBITRO_PERF_OUT:-reports/dubov-performance.md}
limit=${ARBITRO_PERF_ORACLE_TIMEOUT:-120}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# shellcheck source=benches/perf_common.sh
. "$(dirname "$0")/perf_common.sh"
perf_tournament dubov-2026 "$bin" "$seed" "$players"
cpp="${ARBITRO_CPPDUBOV:-}"
py="${ARBITRO_DUBOV_ORACLE:-}"
slow=0
{
  echo "# Dubov 2026: time to pair one round of a ${players}-player tournament"
  echo
  echo "Written by \`benches/dubov_perf.sh\` on $(date -u +%Y-%m-%d); regenerate with (after \`cargo build --release\`):"
  echo
  echo '```'
  echo "ARBITRO_PERF_ORACLE_TIMEOUT=${limit} ARBITRO_CPPDUBOV=${cpp:-/path/to/CPPDubovSystem} \\"
  echo "ARBITRO_DUBOV_ORACLE=\"${py:-/path/to/py4swiss -e dubov}\" bash benches/dubov_perf.sh"
  echo '```'
  echo
  echo "The tournament (seed ${seed}: ${players} players, 3 % half-point byes, 1 % withdrawals per round, 2 %"
  echo "forfeits) is paired round by round by arbitro; then each program pairs the input of every round."
  echo "Wall-clock milliseconds of the whole process (reading the TRF, pairing, writing the pair list), arbitro"
  echo "best of three, each oracle one call of at most ${limit} s, on this machine (2 cores shared with"
  echo "other jobs; load average at the start: $(cut -d' ' -f1 /proc/loadavg)). CPPDubovSystem is run through"
  echo "\`benches/cppdubov_pairer.py\` (its input adaptations; a Python start of about 30 ms is included)."
  echo
  echo "| Round | arbitro (ms) | CPPDubovSystem v2.2 (ms) | same as arbitro | py4swiss 0.3.1 (ms) | same as arbitro |"
  echo "|---|---|---|---|---|---|"
  for f in "$dir"/round*.trf; do
    r=$(basename "$f" .trf | sed 's/round0*//')
    a=$(ms 3 "$bin" pair "$f" --rules dubov-2026 -p "$dir/a.txt" --force)
    case "$a" in *[!0-9]*) slow=1 ;; *) [ "$a" -ge 500 ] && slow=1 ;; esac
    c="—"; cs="—"; p="—"; ps="—"
    if [ -n "$cpp" ]; then
      rm -f "$dir/c.txt"
      c=$(ARBITRO_CPPDUBOV="$cpp" ms 1 python3 benches/cppdubov_pairer.py "$f" "$dir/c.txt")
      [ -s "$dir/c.txt" ] && cs=$(same "$dir/a.txt" "$dir/c.txt")
    fi
    if [ -n "$py" ]; then
      rm -f "$dir/p.txt"
      # shellcheck disable=SC2086
      p=$(ms 1 $py -t "$f" -p "$dir/p.txt")
      [ -s "$dir/p.txt" ] && ps=$(same "$dir/a.txt" "$dir/p.txt")
    fi
    echo "| $r | $a | $c | $cs | $p | $ps |"
  done
  echo
  if [ "$slow" = 0 ]; then
    echo "Every round is paired by arbitro in under 0.5 s wall-clock (the issue's target)."
  else
    echo "At least one round took arbitro 0.5 s or more wall-clock in this run (the issue's target is under 0.5 s)."
  fi
  echo "Where a pairing differs from arbitro's, \`arbitro check FILE --rules dubov-2026\` on the oracle's"
  echo "round names the first criterion; the cross-test reports classify such rounds."
} > "$out"
cat "$out"
