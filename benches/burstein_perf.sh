#!/usr/bin/env bash
# Times `arbitro pair --rules burstein-2026` on every round of a generated 1,000-player Burstein
# tournament and, when ARBITRO_BURSTEIN_ORACLE names a Burstein program (py4swiss command line:
# PROGRAM -t IN -p OUT), times it on the very same inputs in the same run. Writes
# reports/burstein-performance.md. Run from the repository root:
#
#   ARBITRO_BURSTEIN_ORACLE="/path/to/py4swiss -e burstein" bash benches/burstein_perf.sh
#
# Environment: ARBITRO_BIN (default target/release/arbitro), ARBITRO_PERF_PLAYERS (1000),
# ARBITRO_PERF_SEED (7), ARBITRO_PERF_OUT (reports/burstein-performance.md),
# ARBITRO_PERF_ORACLE_TIMEOUT (seconds per oracle call, default 600; the call is stopped after it),
# ARBITRO_PERF_ORACLE_ROUNDS (the rounds the oracle is timed on, e.g. "1 5"; default every round).
set -euo pipefail
bin=${ARBITRO_BIN:-target/release/arbitro}
players=${ARBITRO_PERF_PLAYERS:-1000}
seed=${ARBITRO_PERF_SEED:-7}
out=${ARBITRO_PERF_OUT:-reports/burstein-performance.md}
limit=${ARBITRO_PERF_ORACLE_TIMEOUT:-600}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# shellcheck source=benches/perf_common.sh
. "$(dirname "$0")/perf_common.sh"
perf_tournament burstein-2026 "$bin" "$seed" "$players"
{
  echo "# Burstein 2026: time to pair one round of a ${players}-player tournament"
  echo
  echo "Regenerate with: \`ARBITRO_BURSTEIN_ORACLE=\"${ARBITRO_BURSTEIN_ORACLE:-}\" bash benches/burstein_perf.sh\`"
  echo "(seed ${seed}; wall-clock milliseconds on this machine, 2 cores shared with other jobs; the"
  echo "whole process: reading the TRF, pairing, writing the pair list)."
  echo
  rounds=$(grep '^XXR' "$dir/round01.trf" | awk '{print $2}')
  seeding=$(( rounds / 2 < 4 ? rounds / 2 : 4 ))
  echo "Rounds 1-${seeding} are seeding rounds (1.6: paired by the Dutch System)."
  echo
  echo "| Round | arbitro (ms) | oracle (ms) | same pairing |"
  echo "|---|---|---|---|"
  for f in "$dir"/round*.trf; do
    r=$(basename "$f" .trf | sed 's/round0*//')
    a=$(ms 1 "$bin" pair "$f" --rules burstein-2026 -p "$dir/a.txt")
    o="—"; same="—"
    if [ -n "${ARBITRO_BURSTEIN_ORACLE:-}" ] && { [ -z "${ARBITRO_PERF_ORACLE_ROUNDS:-}" ] || [[ " ${ARBITRO_PERF_ORACLE_ROUNDS} " == *" $r "* ]]; }; then
      rm -f "$dir/o.txt"
      # shellcheck disable=SC2086
      o=$(ms 1 $ARBITRO_BURSTEIN_ORACLE -t "$f" -p "$dir/o.txt")
      [ -s "$dir/o.txt" ] && same=$(same "$dir/a.txt" "$dir/o.txt")
    fi
    echo "| $r | $a | $o | $same |"
  done
} > "$out"
cat "$out"
