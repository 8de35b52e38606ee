#!/usr/bin/env bash
# Makes, with the posse binary $1 in the database $2, a QOTD campaign "Bench" of four posses (a suit
# each) of six — a Hero, a Main Character, two Supporting, two Minor, each brave and tough with a
# Winchester, a cartridge revolver and a Bowie knife, in minimal armour — and a saved cast of all 24,
# as `benches/sheets.rs` builds it; prints the cast's id. The cast sheets of the print benchmark are
# printed from it (docs/src/reference/measured.md).
#
# Usage: tests/print/four-posses.sh POSSE DB
set -euo pipefail

posse=$1
db=$2
p() { "$posse" --db "$db" "$@"; }

campaign=$(p campaign new "Bench" --ruleset qotd)
sides=""
s=0
for suit in hearts diamonds clubs spades; do
  side=$(p side add --campaign "$campaign" "Posse $s" --suit "$suit")
  cast=""
  i=0
  for kind in hero main supporting supporting minor minor; do
    name="Hand $s-$i"
    printf '{"name": "%s", "type": "%s", "personality": "brave", "traits": ["tough"], "weapons": ["winchester", "cartridge_revolver", "bowie_knife"], "armour": "minimal"}' "$name" "$kind" |
      p character add --side "$side" --file - >/dev/null
    cast="$cast${cast:+, }\"$name\""
    i=$((i + 1))
  done
  sides="$sides${sides:+, }{\"side\": $side, \"player\": \"Player $s\", \"characters\": [$cast]}"
  s=$((s + 1))
done
printf '{"title": "Bench", "plot": "Four posses meet at noon.", "set_notes": "Main street.", "sides": [%s]}' "$sides" |
  p cast new --campaign "$campaign" --file -
