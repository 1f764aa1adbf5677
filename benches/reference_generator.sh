#!/usr/bin/env bash
# Tournaments made by the reference's own random tournament generator, every round checked
# by arbitro (issue #36): for each edition, `arbitro campaign --generator` writes a JaVaFo /
# bbpPairings configuration per tournament (players and rounds drawn from the profile with the
# tournament's seed), runs the reference's generator, which pairs every round itself, and
# checks every round of the file it wrote. Reports go to reports/campaign-bbp600-generator-*/
# (Dutch 2026, bbpPairings v6.0.0) and reports/campaign-bbp501-generator-*/ (Dutch 2017,
# bbpPairings v5.0.1), and the summary of both to reports/reference-generator.md. Run from the
# repository root:
#
#   ARBITRO_REFERENCE_2026=/path/to/bbpPairings-v6 ARBITRO_REFERENCE_2017=/path/to/bbpPairings-v5 \
#     bash benches/reference_generator.sh
#
# Environment:
#   ARBITRO_REFERENCE_2026, ARBITRO_REFERENCE_2017  the generators (bbpPairings command line:
#       PROGRAM --dutch -g CONFIG -o OUT -s SEED); an edition whose variable does not name an
#       executable is skipped. Nothing of theirs is part of this repository.
#   ARBITRO_GEN_SCALE   divide every count by this (default 1: 1,300 + 500 + 160 + 40 + 40 per edition)
#   ARBITRO_GEN_FLAGS   extra flags for every campaign (e.g. "--resume" to continue, "--jobs 1")
set -uo pipefail
scale=${ARBITRO_GEN_SCALE:-1}
flags=${ARBITRO_GEN_FLAGS:-}
bin=${ARBITRO_BIN:-target/release/arbitro}
[ -x "$bin" ] || cargo build --release --locked -q --bin arbitro
status=0
for edition in 2026 2017; do
  var=ARBITRO_REFERENCE_$edition
  ref=${!var:-}
  if [ -z "$ref" ] || [ ! -x "$ref" ]; then
    echo "skipped Dutch $edition: $var does not name an executable"
    continue
  fi
  tag=$([ "$edition" = 2026 ] && echo bbp600 || echo bbp501)
  # folder, count, first seed
  for spec in "14-150 1300 360001" "14-150-3-1-0 500 362001" "10-13 160 364001" "151-250 40 366001" "251-700 40 368001"; do
    set -- $spec
    dir=reports/campaign-$tag-generator-$1
    count=$(( $2 / scale ))
    [ "$count" -ge 1 ] || count=1
    # shellcheck disable=SC2086
    "$bin" campaign --count "$count" --profile "$dir/profile.yaml" --seed "$3" \
      --generator "$ref --dutch -g {config} -o {out} -s {seed}" --report "$dir/report" $flags || status=1
  done
done
python3 benches/reference_generator_summary.py > reports/reference-generator.md || status=1
exit $status
