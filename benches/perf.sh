#!/bin/sh
# Regenerates reports/performance.md: wall time and peak memory of `arbitro pair` on the
# last round of synthetic 100-, 1,000- and 5,000-player tournaments (the same ones the
# criterion benchmark `cargo bench --bench pairing` uses). Run from the repository root:
#   sh benches/perf.sh
set -e
dir=$(mktemp -d)
cargo build --release --locked -q
ARBITRO_SYNTHETIC_DIR="$dir" cargo test --release --locked -q --test it write_synthetic -- --ignored >/dev/null
out=reports/performance.md
{
  echo "# Performance of the Dutch engine (\`arbitro pair\`)"
  echo
  echo "Regenerate with \`sh benches/perf.sh\` (wall time and peak resident memory from"
  echo "\`/usr/bin/time\`; criterion figures with \`cargo bench --bench pairing\`)."
  echo "Machine: $(nproc) cores, $(uname -m); measured $(date -u +%Y-%m-%dT%H:%MZ)."
  echo
  echo "| players | round paired | wall time (s) | peak memory (MB) |"
  echo "|---:|---:|---:|---:|"
  for n in 100 1000 5000; do
    f="$dir/synthetic-$n.trf"
    r=$(grep '^XXR' "$f" | awk '{print $2}')
    /usr/bin/time -f "%e %M" -o "$dir/t" target/release/arbitro pair --rules dutch-2026 "$f" -p "$dir/out-$n.txt" >/dev/null
    read -r secs kb < "$dir/t"
    echo "| $n | $r | $secs | $((kb / 1024)) |"
  done
} > "$out.tmp"
cat reports/performance-notes.md >> "$out.tmp" 2>/dev/null || true
mv "$out.tmp" "$out"
rm -rf "$dir"
cat "$out"
