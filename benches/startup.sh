#!/usr/bin/env bash
# Start-up time and memory of Posse's desktop app against a Tauri 2 hello-world (`make bench-startup`).
#
# Usage: benches/startup.sh N STARTUP_SH POSSE_DESKTOP HELLO POSSE_CLI
#   N           timed runs of each app (after one untimed warm-up each), interleaved: hello, Posse,
#               Posse to its list, hello… so that a noisy machine slows all alike
#   STARTUP_SH  ../shared/bench/startup.sh: one run, from exec to a viewable window with the app's
#               title; prints "ms=… rss_kb=… children_rss_kb=…" (the main process when the window
#               shows, and its WebKit child processes a second later)
#   POSSE_DESKTOP, HELLO  the two release binaries; POSSE_CLI makes the database Posse opens (both
#               demo campaigns, as a player's first session has)
# Posse is timed twice: to its window (as the hello-world is) and to its campaign list drawn with
# its rows (benches/startup-drawn.sh: what a person waits for); the hello-world too, to its one
# line drawn, the same way (for comparison: the goal is against the hello-world's window). All run
# under one Xvfb, with their data and caches in one scratch folder.
set -euo pipefail

N=$1 STARTUP=$2 POSSE=$(realpath "$3") HELLO=$(realpath "$4") CLI=$(realpath "$5")
SCRATCH=$(mktemp -d)
XVFB_PID=
cleanup() {
  [[ -n "$XVFB_PID" ]] && kill "$XVFB_PID" 2>/dev/null && wait "$XVFB_PID" 2>/dev/null
  rm -rf "$SCRATCH"
}
trap cleanup EXIT

# A display of Xvfb's own choosing (-displayfd), so that a running X server is never in the way.
exec 3>"$SCRATCH/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XVFB_PID=$!
for _ in $(seq 1 100); do [[ -s "$SCRATCH/display" ]] && break; sleep 0.05; done
exec 3>&-
export DISPLAY=":$(head -1 "$SCRATCH/display")"
export HOME="$SCRATCH/home" XDG_DATA_HOME="$SCRATCH/home/data" XDG_CACHE_HOME="$SCRATCH/home/cache" \
  XDG_CONFIG_HOME="$SCRATCH/home/config" POSSE_DB="$SCRATCH/posse.sqlite"
mkdir -p "$HOME"
"$CLI" demo >/dev/null 2>&1
"$CLI" demo --ruleset fate >/dev/null 2>&1

# One run; a start that shows no window (now and then GTK fails to connect to Xvfb and the app
# exits at once) is tried again, up to twice, and counted.
run() {  # app title file
  local out try
  for try in 1 2 3; do
    out=$("$STARTUP" "$1" "$2" 2>/dev/null)
    [[ "$out" =~ ms=([0-9]+) ]] || { echo "no time from $1: $out" >&2; exit 1; }
    if (( BASH_REMATCH[1] < 7500 )); then
      [[ -n "$3" ]] && echo " $out" >>"$3"
      return 0
    fi
    echo "$1" >>"$SCRATCH/failed"
  done
  echo "$1: no window with the title \"$2\" in 3 tries" >&2
  exit 1
}

# An app to its page drawn; a run that drew nothing in 8 s is tried again, up to twice.
drawn() {  # app file
  local out try
  for try in 1 2 3; do
    out=$("$DRAWN" "$1")
    if [[ "$out" =~ ms=([0-9]+) ]] && (( BASH_REMATCH[1] < 8000 )); then
      [[ -n "$2" ]] && echo " $out" >>"$2"
      return 0
    fi
    echo "$1 drawn" >>"$SCRATCH/failed"
  done
  echo "$1: nothing drawn in 3 tries" >&2
  exit 1
}
DRAWN="$(dirname "$0")/startup-drawn.sh"

echo >"$SCRATCH/failed"
run "$HELLO" Hello "" && run "$POSSE" Posse "" && drawn "$POSSE" "" && drawn "$HELLO" ""
for ((i = 0; i < N; i++)); do
  run "$HELLO" Hello "$SCRATCH/hello.txt"
  run "$POSSE" Posse "$SCRATCH/posse.txt"
  drawn "$POSSE" "$SCRATCH/drawn.txt"
  drawn "$HELLO" "$SCRATCH/hello-drawn.txt"
done

median() {  # median of key $1 in file $2
  sed -n "s/.*[^_]$1=\([0-9]*\).*/\1/p" "$2" | sort -n | awk '{ v[NR] = $1 } END {
    if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
range() { sed -n "s/.*[^_]$1=\([0-9]*\).*/\1/p" "$2" | sort -n | awk 'NR == 1 { lo = $1 } { hi = $1 } END { print lo "–" hi }'; }

ms_h=$(median ms "$SCRATCH/hello.txt") ms_p=$(median ms "$SCRATCH/posse.txt")
rss_h=$(median rss_kb "$SCRATCH/hello.txt") rss_p=$(median rss_kb "$SCRATCH/posse.txt")
web_h=$(median children_rss_kb "$SCRATCH/hello.txt") web_p=$(median children_rss_kb "$SCRATCH/posse.txt")
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

echo "# $(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), kernel $(uname -r)"
echo "# N=$N runs of each (+1 warm-up), interleaved; medians; memory is RSS; starts that showed no window and were tried again: $(grep -v ' drawn$' "$SCRATCH/failed" | grep -c hello) hello, $(grep -v ' drawn$' "$SCRATCH/failed" | grep -c posse-desktop) posse; pages not drawn and tried again: $(grep -c ' drawn$' "$SCRATCH/failed")"
printf '%-12s %10s %12s %14s %14s %14s\n' app start_ms "min–max" main_MB webkit_MB total_MB
printf '%-12s %10s %12s %14s %14s %14s\n' hello-world "$ms_h" "$(range ms "$SCRATCH/hello.txt")" \
  "$(mb "$rss_h")" "$(mb "$web_h")" "$(mb $((${rss_h%.*} + ${web_h%.*})))"
printf '%-12s %10s %12s %14s %14s %14s\n' posse "$ms_p" "$(range ms "$SCRATCH/posse.txt")" \
  "$(mb "$rss_p")" "$(mb "$web_p")" "$(mb $((${rss_p%.*} + ${web_p%.*})))"
ms_d=$(median ms "$SCRATCH/drawn.txt") ms_hd=$(median ms "$SCRATCH/hello-drawn.txt")
printf '%-12s %10s %12s\n' "hello, page" "$ms_hd" "$(range ms "$SCRATCH/hello-drawn.txt")"
printf '%-12s %10s %12s\n' "posse, list" "$ms_d" "$(range ms "$SCRATCH/drawn.txt")"
awk -v p="$ms_p" -v h="$ms_h" -v mp="$((${rss_p%.*} + ${web_p%.*}))" -v mh="$((${rss_h%.*} + ${web_h%.*}))" 'BEGIN {
  r = p / h; d = (mp - mh) / 1024
  printf "window: posse/hello = %.2f\n", r
  printf "memory: posse - hello = %+.1f MB (goal <= +50 MB: %s)\n", d, (d <= 50 ? "met" : "MISSED")
}'
awk -v d="$ms_d" -v h="$ms_h" 'BEGIN {
  r = d / h
  printf "start (the list drawn with its rows): posse/hello = %.2f (goal <= 1.20: %s)\n", r, (r <= 1.2 ? "met" : "MISSED")
}'
awk -v d="$ms_d" -v hd="$ms_hd" -v h="$ms_h" 'BEGIN {
  printf "for comparison: the hello-world to its page drawn = %.2f x its window; posse list / hello page = %.2f\n", hd / h, d / hd
}'
