#!/usr/bin/env bash
# One run of Posse's desktop app, from exec to the campaign list drawn with its rows: the app, with
# POSSE_STARTUP_PROBE set, says on standard error when the list's rows are in the page and a frame
# has been drawn with them (ui/src/components/CampaignList.svelte). The hello-world says the same
# of its one line (benches/hello/dist/drawn.js), so it is timed alike. Prints "ms=…" as
# ../shared/bench/startup.sh does (under an already-running X server, DISPLAY set), or "ms=99999"
# if nothing was drawn within 8 s.
BIN=$1
LOG=$(mktemp)
s=$(date +%s%N)
POSSE_STARTUP_PROBE=1 "$BIN" >/dev/null 2>"$LOG" & pid=$!
e=
for _ in $(seq 1 800); do
  if grep -q ' was drawn ' "$LOG"; then e=$(date +%s%N); break; fi
  sleep 0.01
done
kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null
rm -f "$LOG"
if [[ -n "$e" ]]; then echo "ms=$(( (e - s) / 1000000 ))"; else echo "ms=99999"; fi
