#!/usr/bin/env bash
# The print comparison of ../shared/bench (README there) with Posse's row, and the ratios from the
# same run: Posse / typst, Posse / ReportLab, Posse / fpdf2, for the whole process's time and the
# PDF's bytes. Posse prints The West That Wasn't's action deck (54 cards, backs, crop marks, A4), the
# job issue 13 names. `make bench-compare` runs it.
#
# Usage: benches/compare.sh SHARED_BENCH_DIR POSSE_BIN [N]
set -euo pipefail
SHARED=$1 POSSE=$2 N=${3:-10}
export GENS="posse ${GENS:-typst typst-notags reportlab fpdf2}"
export POSSE_CMD="$POSSE print action-cards --seed 1 --paper a4 --crop-marks --duplex long -o"
table=$(mktemp)
trap 'rm -f "$table"' EXIT
"$SHARED/run_baselines.sh" "$N" | tee "$table"
echo
awk '
  $1 == "generator" { header = 1; next }
  header && NF >= 8 { ms[$1] = $2; bytes[$1] = $7; order[++n] = $1 }
  END {
    if (!("posse" in ms)) { print "no posse row" > "/dev/stderr"; exit 1 }
    printf "%-14s %12s %12s\n", "Posse against", "time ratio", "bytes ratio"
    for (i = 1; i <= n; i++) {
      g = order[i]
      if (g == "posse") continue
      printf "%-14s %12.3f %12.3f   (Posse %.1f ms, %d B; %s %.1f ms, %d B)\n", g, ms["posse"] / ms[g], bytes["posse"] / bytes[g], ms["posse"], bytes["posse"], g, ms[g], bytes[g]
    }
  }' "$table"
