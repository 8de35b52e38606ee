#!/usr/bin/env bash
# Makes, with the posse binary $1 in the database $2, a fate campaign "Forty guns" of two gangs of
# twenty (Citizen, Gunman, Shootist and Legend in turn, each class with its skills, a six-shooter and a
# repeating rifle; kills 0–19), as `benches/print.rs` builds it, and prints the campaign's id. The
# print benchmark's fate deck and chits are printed from it (docs/src/reference/measured.md).
#
# Usage: tests/print/forty-guns.sh POSSE DB
set -euo pipefail

posse=$1
db=$2
p() { "$posse" --db "$db" "$@"; }

names=(Wyatt Doc Virgil Morgan Dusty Johnny Ike Frank Tom Billy Curly Pete Luke Kate Josie Sam Jesse Cole Belle Clay)
classes=(citizen gunman shootist legend)
skills=('[]' '["quick_shot"]' '["crack_shot", "tough"]' '["fast_draw", "strong", "strong"]')
campaign=$(p campaign new "Forty guns" --ruleset fate)
for g in 1 2; do
  side=$(p side add --campaign "$campaign" "Gang $g")
  for i in "${!names[@]}"; do
    printf '{"name": "%s of gang %s", "class": "%s", "skills": %s, "weapons": ["six_shooter", "repeating_rifle"], "kills": %s}' \
      "${names[$i]}" "$g" "${classes[$((i % 4))]}" "${skills[$((i % 4))]}" "$i" |
      p character add --side "$side" --file - >/dev/null
  done
done
echo "$campaign"
