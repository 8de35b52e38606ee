#!/usr/bin/env bash
# Makes, with the posse binary $1 in the database $2, a QOTD campaign "Full house" whose saved cast
# deals the whole pack (four players, a suit each; a Hero, two Main Characters, a Supporting and a
# Minor Character each: 13 cards a player) and prints the cast's id. The print benchmark's 54-card
# job (with the two jokers) and a reference picture are made from it.
#
# Usage: tests/print/full-house.sh POSSE DB
set -euo pipefail

posse=$1
db=$2
p() { "$posse" --db "$db" "$@"; }

names=(Wyatt Doc Virgil Morgan Dusty Johnny Ike Frank Tom Billy Curly Pete Luke Kate Josie Sam Jesse Cole Belle Clay)
kinds=(hero main main supporting minor)
campaign=$(p campaign new "Full house" --ruleset qotd)
sides=""
n=0
for suit in hearts diamonds clubs spades; do
  side=$(p side add --campaign "$campaign" "The ${suit^}" --suit "$suit")
  cast=""
  for kind in "${kinds[@]}"; do
    name="${names[$n]} ${suit^}"
    n=$((n + 1))
    printf '{"name": "%s", "type": "%s", "personality": "ordinary", "weapons": ["cartridge_revolver"]}' "$name" "$kind" |
      p character add --side "$side" --file - >/dev/null
    cast="$cast${cast:+, }\"$name\""
  done
  sides="$sides${sides:+, }{\"side\": $side, \"player\": \"Player of ${suit}\", \"characters\": [$cast]}"
done
printf '{"title": "Full house", "sides": [%s]}' "$sides" | p cast new --campaign "$campaign" --file -
