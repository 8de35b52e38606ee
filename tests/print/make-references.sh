#!/usr/bin/env bash
# Prints every printable of the print shop from the demo campaigns with the posse binary given (default
# target/debug/posse), on a fresh database, and writes page 1 of each as a PNG into
# tests/print/references/ (committed: a change to how a printable looks shows in the diff, and is
# checked by eye). `make print-references` runs it. Needs pdftoppm (poppler-utils).
#
# Usage: tests/print/make-references.sh [POSSE]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
posse="$(realpath "${1:-$repo/target/debug/posse}")"
out="$here/references"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
command -v pdftoppm >/dev/null || { echo "pdftoppm missing (apt-get install poppler-utils)" >&2; exit 1; }

db="$work/posse.sqlite"
p() { "$posse" --db "$db" "$@"; }

qotd=$(p demo 2>/dev/null)
fate=$(p demo --ruleset fate 2>/dev/null)
"$here/full-house.sh" "$posse" "$db" >"$work/full-house-cast"
full_house=$(cat "$work/full-house-cast")
cat >"$work/tonight.json" <<'EOF'
{ "title": "Tonight at Tin Cup", "sides": [
  { "side": "The Kelly Gang", "player": "Ann", "characters": ["Kid Kelly", "Black Jack Ketchum", "Swede Larsen", "Running Elk"] },
  { "side": "Tin Cup Citizens' Committee", "player": "Bob", "characters": ["Marshal Dan Tolliver", "Doc Ames", "Grey Wolf"] } ] }
EOF
tonight=$(p cast new --campaign "$fate" --file "$work/tonight.json")
mww=$(p demo --ruleset mww 2>/dev/null)
cat >"$work/bank-job.json" <<'EOF'
{ "title": "The Dry Creek Bank Job", "sides": [
  { "side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan", "Deaf Charlie"],
    "extras": [{ "name": "Sundance", "weapons": ["six_gun"] }] },
  { "side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt", "Two Knives"] } ],
  "civilians": ["The teller", "Mrs. Potts"] }
EOF
bank_job=$(p cast new --campaign "$mww" --file "$work/bank-job.json")
twtw=$(p demo --ruleset twtw 2>/dev/null)
cat >"$work/laroq.json" <<'EOF'
{ "title": "Showdown at the Laroq Ranch", "plot": "The Perkins brothers want their wages back.", "sides": [
  { "side": "Miranda's Posse", "player": "Ann", "characters": ["Miranda Valentine", "Cyril Wellington", "Hank"] },
  { "side": "The Laroq Ranch", "player": "Bob", "characters": ["Angus Laroq", "Pete Perkins", "Clem Perkins"] } ] }
EOF
laroq=$(p cast new --campaign "$twtw" --file "$work/laroq.json")

mkdir -p "$out"
rm -f "$out"/*.png
print() {
  local name=$1
  shift
  p print "$@" -o "$work/$name.pdf" >/dev/null
  pdftoppm -r 60 -f 1 -l 1 -png -singlefile "$work/$name.pdf" "$out/$name"
  echo "tests/print/references/$name.png"
}
print roster-qotd-demo roster --campaign "$qotd"
print roster-fate-demo roster --campaign "$fate"
print fate-deck-letter-bleed fate-deck --cast "$tonight" --paper letter --bleed 3 --duplex long
print chits-trwnn chits --campaign "$fate"
p campaign options "$fate" --set hit_location=ansell_1996 >/dev/null
print chits-house-square chits --campaign "$fate" --chit square --chit-size 25
print pack-full-house pack --cast "$full_house" --paper a4 --crop-marks --duplex long
print turn-cards-bank-job turn-cards --cast "$bank_job" --paper letter --bleed 2
print alignment-test alignment-test --paper a4
print cast-sheet-bank-job cast-sheet --cast "$bank_job"
print cast-sheet-laroq cast-sheet --cast "$laroq" --paper letter
