// The real backend's answers for the after-action wizard, the games list and the chronicle, recorded
// by tests/e2e/browser/record-games-fixtures.mjs from the CLI in one fresh database: the QOTD demo
// (campaign 1: a game already applied, then "The Gunfight at the O.K. Corral" — Dusty's He's Going!
// and Wyatt's and Johnny Ringo's new traits) and the fate demo (campaign 2: Kid Kelly kills Marshal
// Dan Tolliver and becomes a Shootist). Each answer is for one command with these args, when its
// campaign is at `stage` (0 before the wizard's game, 1 recorded, 2 dice recorded, 3 applied), or
// for a read at any later stage until another answer is recorded; `next` is the stage a command
// moves the campaign to (it answers at its own stage only). Regenerate rather than edit by hand.
import type { ErrorBody } from '../bindings/ErrorBody';

export type GamesScene = {
  /** The campaign whose stage it needs (null: any). */
  campaign: number | null;
  stage: number;
  cmd: string;
  args: Record<string, unknown>;
  /** The CLI command it was recorded from. */
  cli: string;
  answer?: unknown;
  error?: ErrorBody;
  next?: number;
};

export const GAMES_SCENES: GamesScene[] = [
  {
    "campaign": null,
    "stage": 0,
    "cmd": "list_campaigns",
    "args": {},
    "cli": "posse campaign list --json",
    "answer": [
      {
        "id": 2,
        "name": "Trouble at Tin Cup",
        "ruleset": "fate",
        "sides": 2,
        "characters": 8,
        "created_at": 1795514608
      },
      {
        "id": 1,
        "name": "Showdown at Dry Gulch",
        "ruleset": "qotd",
        "sides": 2,
        "characters": 11,
        "created_at": 1795514608
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 0,
    "cmd": "get_campaign",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse campaign show 1 --json",
    "answer": {
      "campaign": {
        "id": 1,
        "name": "Showdown at Dry Gulch",
        "ruleset": "qotd",
        "sides": 2,
        "characters": 11,
        "created_at": 1795514608
      },
      "sides": [
        {
          "id": 1,
          "campaign_id": 1,
          "name": "The Earps",
          "suit": "hearts",
          "characters": [
            {
              "id": 1,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Wyatt Earp",
              "type": "hero",
              "personality": "disciplined",
              "traits": [
                {
                  "id": "marksman"
                },
                {
                  "id": "quick_draw"
                },
                {
                  "id": "expert",
                  "param": "long_pistol"
                }
              ],
              "weapons": [
                "long_pistol",
                "repeating_shotgun",
                "pistol_as_club"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Deputy U.S. Marshal. Carries a Buntline Special.",
              "derived": {
                "cards": 4,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 4
              },
              "has_portrait": false
            },
            {
              "id": 2,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Doc Holliday",
              "type": "main",
              "personality": "rash",
              "traits": [
                {
                  "id": "quick_draw"
                },
                {
                  "id": "frail"
                },
                {
                  "id": "ambidextrous"
                }
              ],
              "weapons": [
                "double_barrelled_shotgun",
                "cartridge_revolver",
                "knife"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Dentist, gambler, coughs a great deal.",
              "derived": {
                "cards": 3,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 3
              },
              "has_portrait": false
            },
            {
              "id": 3,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Virgil Earp",
              "type": "main",
              "personality": "natural_leader",
              "traits": [
                {
                  "id": "strong"
                },
                {
                  "id": "good_in_skill",
                  "param": "tracking"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_rifle"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Town marshal of Dry Gulch.",
              "derived": {
                "cards": 3,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 3
              },
              "has_portrait": false
            },
            {
              "id": 4,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Morgan Earp",
              "type": "supporting",
              "personality": "brave",
              "traits": [
                {
                  "id": "athletic"
                }
              ],
              "weapons": [
                "cartridge_revolver"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 2,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 2
              },
              "has_portrait": false
            },
            {
              "id": 5,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Dusty",
              "type": "minor",
              "personality": "ordinary",
              "traits": [
                {
                  "id": "fleet_footed"
                }
              ],
              "weapons": [
                "holdout_pistol"
              ],
              "armour": "none",
              "shield": false,
              "notes": "The stable boy who wants to be a lawman.",
              "derived": {
                "cards": 1,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 10,
                "max_traits": 1
              },
              "has_portrait": false
            }
          ]
        },
        {
          "id": 2,
          "campaign_id": 1,
          "name": "The Cowboys",
          "suit": "spades",
          "characters": [
            {
              "id": 6,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Johnny Ringo",
              "type": "hero",
              "personality": "ruthless",
              "traits": [
                {
                  "id": "man_killer"
                },
                {
                  "id": "quick_draw"
                },
                {
                  "id": "sixth_sense"
                },
                {
                  "id": "ambidextrous"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_carbine",
                "bowie_knife"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 4,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 4
              },
              "has_portrait": false
            },
            {
              "id": 7,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Ike Clanton",
              "type": "main",
              "personality": "cautious",
              "traits": [
                {
                  "id": "poor_shot"
                },
                {
                  "id": "stealthy"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_rifle"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Talks big. Runs when it starts.",
              "derived": {
                "cards": 3,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 3
              },
              "has_portrait": false
            },
            {
              "id": 8,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Frank McLaury",
              "type": "supporting",
              "personality": "proud",
              "traits": [
                {
                  "id": "marksman"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_rifle"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 2,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 2
              },
              "has_portrait": false
            },
            {
              "id": 9,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Tom McLaury",
              "type": "supporting",
              "personality": "bloodthirsty",
              "traits": [
                {
                  "id": "brawler"
                },
                {
                  "id": "two_fisted"
                }
              ],
              "weapons": [
                "fists",
                "cartridge_revolver"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 2,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 2
              },
              "has_portrait": false
            },
            {
              "id": 10,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Billy Clanton",
              "type": "minor",
              "personality": "rash",
              "traits": [
                {
                  "id": "fleet_footed"
                }
              ],
              "weapons": [
                "cartridge_revolver"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 1,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 10,
                "max_traits": 1
              },
              "has_portrait": false
            },
            {
              "id": 11,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Billy Claiborne",
              "type": "minor",
              "personality": "cautious",
              "traits": [],
              "weapons": [
                "holdout_pistol"
              ],
              "armour": "minimal",
              "shield": false,
              "notes": "Wears a thick buffalo coat.",
              "derived": {
                "cards": 1,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 1,
                "move_paces": 8,
                "max_traits": 1
              },
              "has_portrait": false
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 0,
    "cmd": "list_games",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse game list --campaign 1 --json",
    "answer": [
      {
        "id": 1,
        "campaign_id": 1,
        "ruleset": "qotd",
        "title": "Ambush on the Contention Road",
        "played_on": "1881-09-08",
        "notes": "",
        "participants": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [
              {
                "victim_id": 9,
                "name": "Tom McLaury"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 1,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "applied",
        "aftermath": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  6,
                  2
                ],
                "kept": 6,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  5
                ],
                "kept": 5,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  3
                ],
                "kept": 3,
                "result": "I'm Tired out!",
                "text": "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
              }
            ],
            "results": [
              "Next adventure with one card less, or miss it and come back fully recovered."
            ],
            "next": "available",
            "cards_lost": 1,
            "reduced_dice": false,
            "may_rest": true,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "rolls": [],
            "results": [
              "Killed in the adventure."
            ],
            "next": "dead",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": true,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          }
        ]
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 0,
    "cmd": "availability",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse availability --campaign 1 --json",
    "answer": [
      {
        "character_id": 1,
        "side_id": 1,
        "name": "Wyatt Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 2,
        "side_id": 1,
        "name": "Doc Holliday",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 3,
        "side_id": 1,
        "name": "Virgil Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fighting Fit! after \"Ambush on the Contention Road\" (1881-09-08): fit",
        "game_id": 1
      },
      {
        "character_id": 4,
        "side_id": 1,
        "name": "Morgan Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fighting Fit! after \"Ambush on the Contention Road\" (1881-09-08): fit",
        "game_id": 1
      },
      {
        "character_id": 5,
        "side_id": 1,
        "name": "Dusty",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 6,
        "side_id": 2,
        "name": "Johnny Ringo",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 7,
        "side_id": 2,
        "name": "Ike Clanton",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 8,
        "side_id": 2,
        "name": "Frank McLaury",
        "status": "available",
        "cards_lost": 1,
        "reduced_dice": false,
        "may_rest": true,
        "reason": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered",
        "game_id": 1
      },
      {
        "character_id": 9,
        "side_id": 2,
        "name": "Tom McLaury",
        "status": "dead",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "killed in \"Ambush on the Contention Road\" (1881-09-08)",
        "game_id": 1
      },
      {
        "character_id": 10,
        "side_id": 2,
        "name": "Billy Clanton",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 11,
        "side_id": 2,
        "name": "Billy Claiborne",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 0,
    "cmd": "chronicle",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse chronicle --campaign 1 --json",
    "answer": {
      "campaign": {
        "id": 1,
        "name": "Showdown at Dry Gulch",
        "ruleset": "qotd",
        "sides": 2,
        "characters": 11,
        "created_at": 1795514608
      },
      "character_id": null,
      "entries": [
        {
          "at": 1795514608,
          "played_on": null,
          "kind": "campaign",
          "character_id": null,
          "game_id": null,
          "text": "Started the demo campaign \"Showdown at Dry Gulch\""
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "game",
          "character_id": null,
          "game_id": 1,
          "text": "\"Ambush on the Contention Road\" is played (4 taking part)"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp ends it uninjured, killing Tom McLaury"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp ends it injured, with cards still to activate"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury ends it uninjured"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "death",
          "character_id": 9,
          "game_id": 1,
          "text": "Tom McLaury ends it killed"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp: Post action rest and recovery [6, 2] — Fighting Fit!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp: Fit for the next adventure."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp: Post action rest and recovery [5] — Fighting Fit!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp: Fit for the next adventure."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury: Post action rest and recovery [3] — I'm Tired out!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury: Next adventure with one card less, or miss it and come back fully recovered."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 9,
          "game_id": 1,
          "text": "Tom McLaury: Killed in the adventure."
        }
      ],
      "characters": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 3,
          "name": "Virgil Earp",
          "side_id": 1,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 4,
          "name": "Morgan Earp",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "available"
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 8,
          "name": "Frank McLaury",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 1,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 9,
          "name": "Tom McLaury",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "dead"
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 11,
          "name": "Billy Claiborne",
          "side_id": 2,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        }
      ],
      "strength": [
        {
          "game_id": 1,
          "title": "Ambush on the Contention Road",
          "played_on": "1881-09-08",
          "sides": [
            {
              "side_id": 1,
              "name": "The Earps",
              "alive": 5
            },
            {
              "side_id": 2,
              "name": "The Cowboys",
              "alive": 5
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 0,
    "cmd": "get_game",
    "args": {
      "game_id": 1
    },
    "cli": "posse game show 1 --json",
    "answer": {
      "id": 1,
      "campaign_id": 1,
      "ruleset": "qotd",
      "title": "Ambush on the Contention Road",
      "played_on": "1881-09-08",
      "notes": "",
      "participants": [
        {
          "character_id": 3,
          "name": "Virgil Earp",
          "side_id": 1,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [
            {
              "victim_id": 9,
              "name": "Tom McLaury"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 4,
          "name": "Morgan Earp",
          "side_id": 1,
          "ended": "injured_with_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 8,
          "name": "Frank McLaury",
          "side_id": 2,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 1,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 9,
          "name": "Tom McLaury",
          "side_id": 2,
          "ended": "killed",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "applied",
      "aftermath": [
        {
          "character_id": 3,
          "name": "Virgil Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 4,
          "name": "Morgan Earp",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                5
              ],
              "kept": 5,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 8,
          "name": "Frank McLaury",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                3
              ],
              "kept": 3,
              "result": "I'm Tired out!",
              "text": "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 9,
          "name": "Tom McLaury",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 0,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 1
    },
    "cli": "posse game aftermath 1 --json",
    "answer": {
      "game_id": 1,
      "title": "Ambush on the Contention Road",
      "ruleset": "qotd",
      "dice": {
        "entries": [
          {
            "character_id": 3,
            "dice": [
              6,
              2
            ]
          },
          {
            "character_id": 4,
            "dice": [
              5
            ]
          },
          {
            "character_id": 8,
            "dice": [
              3
            ]
          },
          {
            "character_id": 9
          }
        ]
      },
      "entries": [
        {
          "character_id": 3,
          "name": "Virgil Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 4,
          "name": "Morgan Earp",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                5
              ],
              "kept": 5,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 8,
          "name": "Frank McLaury",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                3
              ],
              "kept": 3,
              "result": "I'm Tired out!",
              "text": "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 9,
          "name": "Tom McLaury",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": true,
      "dice_recorded": true
    }
  },
  {
    "campaign": 1,
    "stage": 0,
    "cmd": "record_game",
    "args": {
      "campaign_id": 1,
      "game": {
        "title": "The Gunfight at the O.K. Corral",
        "date": "1881-10-26",
        "participants": [
          {
            "character": 1,
            "ended": "uninjured",
            "kills": [
              {
                "victim": 10
              }
            ]
          },
          {
            "character": 2,
            "ended": "injured_with_cards",
            "seriously_wounded": 1
          },
          {
            "character": 5,
            "ended": "injured_no_cards"
          },
          {
            "character": 6,
            "ended": "uninjured"
          },
          {
            "character": 7,
            "ended": "injured_no_cards"
          },
          {
            "character": 10,
            "ended": "killed"
          }
        ]
      }
    },
    "cli": "posse game record --campaign 1 --file /tmp/posse-games-XA4D4Q/f2.json --json",
    "answer": {
      "id": 2,
      "campaign_id": 1,
      "ruleset": "qotd",
      "title": "The Gunfight at the O.K. Corral",
      "played_on": "1881-10-26",
      "notes": "",
      "participants": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [
            {
              "victim_id": 10,
              "name": "Billy Clanton"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 1,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "recorded",
      "aftermath": []
    },
    "next": 1
  },
  {
    "campaign": 1,
    "stage": 1,
    "cmd": "list_games",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse game list --campaign 1 --json",
    "answer": [
      {
        "id": 1,
        "campaign_id": 1,
        "ruleset": "qotd",
        "title": "Ambush on the Contention Road",
        "played_on": "1881-09-08",
        "notes": "",
        "participants": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [
              {
                "victim_id": 9,
                "name": "Tom McLaury"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 1,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "applied",
        "aftermath": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  6,
                  2
                ],
                "kept": 6,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  5
                ],
                "kept": 5,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  3
                ],
                "kept": 3,
                "result": "I'm Tired out!",
                "text": "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
              }
            ],
            "results": [
              "Next adventure with one card less, or miss it and come back fully recovered."
            ],
            "next": "available",
            "cards_lost": 1,
            "reduced_dice": false,
            "may_rest": true,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "rolls": [],
            "results": [
              "Killed in the adventure."
            ],
            "next": "dead",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": true,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          }
        ]
      },
      {
        "id": 2,
        "campaign_id": 1,
        "ruleset": "qotd",
        "title": "The Gunfight at the O.K. Corral",
        "played_on": "1881-10-26",
        "notes": "",
        "participants": [
          {
            "character_id": 1,
            "name": "Wyatt Earp",
            "side_id": 1,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [
              {
                "victim_id": 10,
                "name": "Billy Clanton"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 2,
            "name": "Doc Holliday",
            "side_id": 1,
            "ended": "injured_with_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 1,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 5,
            "name": "Dusty",
            "side_id": 1,
            "ended": "injured_no_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 6,
            "name": "Johnny Ringo",
            "side_id": 2,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 7,
            "name": "Ike Clanton",
            "side_id": 2,
            "ended": "injured_no_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 10,
            "name": "Billy Clanton",
            "side_id": 2,
            "ended": "killed",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "recorded",
        "aftermath": []
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 1,
    "cmd": "availability",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse availability --campaign 1 --json",
    "answer": [
      {
        "character_id": 1,
        "side_id": 1,
        "name": "Wyatt Earp",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"The Gunfight at the O.K. Corral\" (1881-10-26), whose aftermath is not applied yet",
        "game_id": 2
      },
      {
        "character_id": 2,
        "side_id": 1,
        "name": "Doc Holliday",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"The Gunfight at the O.K. Corral\" (1881-10-26), whose aftermath is not applied yet",
        "game_id": 2
      },
      {
        "character_id": 3,
        "side_id": 1,
        "name": "Virgil Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fighting Fit! after \"Ambush on the Contention Road\" (1881-09-08): fit",
        "game_id": 1
      },
      {
        "character_id": 4,
        "side_id": 1,
        "name": "Morgan Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fighting Fit! after \"Ambush on the Contention Road\" (1881-09-08): fit",
        "game_id": 1
      },
      {
        "character_id": 5,
        "side_id": 1,
        "name": "Dusty",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"The Gunfight at the O.K. Corral\" (1881-10-26), whose aftermath is not applied yet",
        "game_id": 2
      },
      {
        "character_id": 6,
        "side_id": 2,
        "name": "Johnny Ringo",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"The Gunfight at the O.K. Corral\" (1881-10-26), whose aftermath is not applied yet",
        "game_id": 2
      },
      {
        "character_id": 7,
        "side_id": 2,
        "name": "Ike Clanton",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"The Gunfight at the O.K. Corral\" (1881-10-26), whose aftermath is not applied yet",
        "game_id": 2
      },
      {
        "character_id": 8,
        "side_id": 2,
        "name": "Frank McLaury",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fully recovered: sat out \"The Gunfight at the O.K. Corral\"",
        "game_id": 1
      },
      {
        "character_id": 9,
        "side_id": 2,
        "name": "Tom McLaury",
        "status": "dead",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "killed in \"Ambush on the Contention Road\" (1881-09-08)",
        "game_id": 1
      },
      {
        "character_id": 10,
        "side_id": 2,
        "name": "Billy Clanton",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"The Gunfight at the O.K. Corral\" (1881-10-26), whose aftermath is not applied yet",
        "game_id": 2
      },
      {
        "character_id": 11,
        "side_id": 2,
        "name": "Billy Claiborne",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 1,
    "cmd": "chronicle",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse chronicle --campaign 1 --json",
    "answer": {
      "campaign": {
        "id": 1,
        "name": "Showdown at Dry Gulch",
        "ruleset": "qotd",
        "sides": 2,
        "characters": 11,
        "created_at": 1795514608
      },
      "character_id": null,
      "entries": [
        {
          "at": 1795514608,
          "played_on": null,
          "kind": "campaign",
          "character_id": null,
          "game_id": null,
          "text": "Started the demo campaign \"Showdown at Dry Gulch\""
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "game",
          "character_id": null,
          "game_id": 1,
          "text": "\"Ambush on the Contention Road\" is played (4 taking part)"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp ends it uninjured, killing Tom McLaury"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp ends it injured, with cards still to activate"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury ends it uninjured"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "death",
          "character_id": 9,
          "game_id": 1,
          "text": "Tom McLaury ends it killed"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp: Post action rest and recovery [6, 2] — Fighting Fit!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp: Fit for the next adventure."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp: Post action rest and recovery [5] — Fighting Fit!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp: Fit for the next adventure."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury: Post action rest and recovery [3] — I'm Tired out!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury: Next adventure with one card less, or miss it and come back fully recovered."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 9,
          "game_id": 1,
          "text": "Tom McLaury: Killed in the adventure."
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "game",
          "character_id": null,
          "game_id": 2,
          "text": "\"The Gunfight at the O.K. Corral\" is played (6 taking part)"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 1,
          "game_id": 2,
          "text": "Wyatt Earp ends it uninjured, killing Billy Clanton"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 2,
          "game_id": 2,
          "text": "Doc Holliday ends it injured, with cards still to activate"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty ends it injured, with no cards to activate"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 6,
          "game_id": 2,
          "text": "Johnny Ringo ends it uninjured"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 7,
          "game_id": 2,
          "text": "Ike Clanton ends it injured, with no cards to activate"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "death",
          "character_id": 10,
          "game_id": 2,
          "text": "Billy Clanton ends it killed"
        }
      ],
      "characters": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 1,
          "times_hurt": 1,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 3,
          "name": "Virgil Earp",
          "side_id": 1,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 4,
          "name": "Morgan Earp",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "available"
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 8,
          "name": "Frank McLaury",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 1,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 9,
          "name": "Tom McLaury",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "dead"
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 11,
          "name": "Billy Claiborne",
          "side_id": 2,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        }
      ],
      "strength": [
        {
          "game_id": 1,
          "title": "Ambush on the Contention Road",
          "played_on": "1881-09-08",
          "sides": [
            {
              "side_id": 1,
              "name": "The Earps",
              "alive": 5
            },
            {
              "side_id": 2,
              "name": "The Cowboys",
              "alive": 5
            }
          ]
        },
        {
          "game_id": 2,
          "title": "The Gunfight at the O.K. Corral",
          "played_on": "1881-10-26",
          "sides": [
            {
              "side_id": 1,
              "name": "The Earps",
              "alive": 5
            },
            {
              "side_id": 2,
              "name": "The Cowboys",
              "alive": 4
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 1,
    "cmd": "get_game",
    "args": {
      "game_id": 2
    },
    "cli": "posse game show 2 --json",
    "answer": {
      "id": 2,
      "campaign_id": 1,
      "ruleset": "qotd",
      "title": "The Gunfight at the O.K. Corral",
      "played_on": "1881-10-26",
      "notes": "",
      "participants": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [
            {
              "victim_id": 10,
              "name": "Billy Clanton"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 1,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "recorded",
      "aftermath": []
    }
  },
  {
    "campaign": 1,
    "stage": 1,
    "cmd": "enter_aftermath_dice",
    "args": {
      "game_id": 2,
      "rolls": {
        "rolls": [
          {
            "character": 1,
            "dice": [
              10,
              3
            ]
          },
          {
            "character": 2,
            "dice": [
              6,
              2
            ]
          },
          {
            "character": 5,
            "dice": [
              1
            ],
            "hes_going": [
              7
            ]
          },
          {
            "character": 6,
            "dice": [
              10,
              4
            ]
          },
          {
            "character": 7,
            "dice": [
              4,
              1
            ]
          }
        ]
      }
    },
    "cli": "posse game dice 2 --rolls /tmp/posse-games-XA4D4Q/f3.json --json",
    "answer": {
      "game_id": 2,
      "title": "The Gunfight at the O.K. Corral",
      "ruleset": "qotd",
      "dice": {
        "entries": [
          {
            "character_id": 1,
            "dice": [
              10,
              3
            ]
          },
          {
            "character_id": 2,
            "dice": [
              6,
              2
            ]
          },
          {
            "character_id": 5,
            "dice": [
              1
            ],
            "hes_going": [
              7
            ]
          },
          {
            "character_id": 6,
            "dice": [
              10,
              4
            ]
          },
          {
            "character_id": 7,
            "dice": [
              4,
              1
            ]
          },
          {
            "character_id": 10
          }
        ]
      },
      "entries": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                3
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure.",
            "Gains a new trait: choose it."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "ambidextrous",
                "name": "Ambidextrous",
                "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                "needs_param": null
              },
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "sixth_sense",
                "name": "Sixth Sense",
                "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "man_killer",
                "name": "Man Killer",
                "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "marksman",
              "quick_draw",
              "expert:long_pistol"
            ],
            "max": 4,
            "full": false,
            "chosen": "",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                1
              ],
              "kept": 1,
              "result": "He's Going!",
              "text": "Roll again and check on the next chart"
            },
            {
              "what": "He's Going! (the second roll)",
              "dice": [
                7
              ],
              "kept": 7,
              "result": "Needs Extensive Medical Care!",
              "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
            }
          ],
          "results": [
            "Must miss the next adventure.",
            "A brush with death."
          ],
          "next": "missing",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Ordinary becomes Cautious."
          ]
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                4
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure.",
            "Gains a new trait: choose it."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "marksman",
                "name": "Marksman",
                "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "man_killer",
              "quick_draw",
              "sixth_sense",
              "ambidextrous"
            ],
            "max": 4,
            "full": true,
            "chosen": "",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                4,
                1
              ],
              "kept": 4,
              "result": "He needs time to heal!",
              "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": true
    },
    "next": 2
  },
  {
    "campaign": 1,
    "stage": 2,
    "cmd": "list_games",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse game list --campaign 1 --json",
    "answer": [
      {
        "id": 1,
        "campaign_id": 1,
        "ruleset": "qotd",
        "title": "Ambush on the Contention Road",
        "played_on": "1881-09-08",
        "notes": "",
        "participants": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [
              {
                "victim_id": 9,
                "name": "Tom McLaury"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 1,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "applied",
        "aftermath": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  6,
                  2
                ],
                "kept": 6,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  5
                ],
                "kept": 5,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  3
                ],
                "kept": 3,
                "result": "I'm Tired out!",
                "text": "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
              }
            ],
            "results": [
              "Next adventure with one card less, or miss it and come back fully recovered."
            ],
            "next": "available",
            "cards_lost": 1,
            "reduced_dice": false,
            "may_rest": true,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "rolls": [],
            "results": [
              "Killed in the adventure."
            ],
            "next": "dead",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": true,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          }
        ]
      },
      {
        "id": 2,
        "campaign_id": 1,
        "ruleset": "qotd",
        "title": "The Gunfight at the O.K. Corral",
        "played_on": "1881-10-26",
        "notes": "",
        "participants": [
          {
            "character_id": 1,
            "name": "Wyatt Earp",
            "side_id": 1,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [
              {
                "victim_id": 10,
                "name": "Billy Clanton"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 2,
            "name": "Doc Holliday",
            "side_id": 1,
            "ended": "injured_with_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 1,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 5,
            "name": "Dusty",
            "side_id": 1,
            "ended": "injured_no_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 6,
            "name": "Johnny Ringo",
            "side_id": 2,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 7,
            "name": "Ike Clanton",
            "side_id": 2,
            "ended": "injured_no_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 10,
            "name": "Billy Clanton",
            "side_id": 2,
            "ended": "killed",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "dice_rolled",
        "aftermath": []
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 2,
    "cmd": "get_game",
    "args": {
      "game_id": 2
    },
    "cli": "posse game show 2 --json",
    "answer": {
      "id": 2,
      "campaign_id": 1,
      "ruleset": "qotd",
      "title": "The Gunfight at the O.K. Corral",
      "played_on": "1881-10-26",
      "notes": "",
      "participants": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [
            {
              "victim_id": 10,
              "name": "Billy Clanton"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 1,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "dice_rolled",
      "aftermath": []
    }
  },
  {
    "campaign": 1,
    "stage": 2,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 2
    },
    "cli": "posse game aftermath 2 --json",
    "answer": {
      "game_id": 2,
      "title": "The Gunfight at the O.K. Corral",
      "ruleset": "qotd",
      "dice": {
        "entries": [
          {
            "character_id": 1,
            "dice": [
              10,
              3
            ]
          },
          {
            "character_id": 2,
            "dice": [
              6,
              2
            ]
          },
          {
            "character_id": 5,
            "dice": [
              1
            ],
            "hes_going": [
              7
            ]
          },
          {
            "character_id": 6,
            "dice": [
              10,
              4
            ]
          },
          {
            "character_id": 7,
            "dice": [
              4,
              1
            ]
          },
          {
            "character_id": 10
          }
        ]
      },
      "entries": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                3
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure.",
            "Gains a new trait: choose it."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "ambidextrous",
                "name": "Ambidextrous",
                "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                "needs_param": null
              },
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "sixth_sense",
                "name": "Sixth Sense",
                "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "man_killer",
                "name": "Man Killer",
                "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "marksman",
              "quick_draw",
              "expert:long_pistol"
            ],
            "max": 4,
            "full": false,
            "chosen": "",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                1
              ],
              "kept": 1,
              "result": "He's Going!",
              "text": "Roll again and check on the next chart"
            },
            {
              "what": "He's Going! (the second roll)",
              "dice": [
                7
              ],
              "kept": 7,
              "result": "Needs Extensive Medical Care!",
              "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
            }
          ],
          "results": [
            "Must miss the next adventure.",
            "A brush with death."
          ],
          "next": "missing",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Ordinary becomes Cautious."
          ]
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                4
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure.",
            "Gains a new trait: choose it."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "marksman",
                "name": "Marksman",
                "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "man_killer",
              "quick_draw",
              "sixth_sense",
              "ambidextrous"
            ],
            "max": 4,
            "full": true,
            "chosen": "",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                4,
                1
              ],
              "kept": 4,
              "result": "He needs time to heal!",
              "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": true
    }
  },
  {
    "campaign": 1,
    "stage": 2,
    "cmd": "roll_aftermath_dice",
    "args": {
      "game_id": 2,
      "seed": 7
    },
    "cli": "posse game dice 2 --seed 7 --json",
    "error": {
      "code": "invalid_dice",
      "message": "dice: this game's aftermath dice are already recorded (entered by the players); use them (give no --seed or --rolls), or undo their recording to roll again"
    }
  },
  {
    "campaign": 1,
    "stage": 2,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 2,
      "choices": {
        "choices": [
          {
            "character": 1,
            "trait": {
              "id": "tough"
            }
          }
        ]
      }
    },
    "cli": "posse game aftermath 2 --choices /tmp/posse-games-XA4D4Q/f4.json --json",
    "answer": {
      "game_id": 2,
      "title": "The Gunfight at the O.K. Corral",
      "ruleset": "qotd",
      "dice": {
        "entries": [
          {
            "character_id": 1,
            "dice": [
              10,
              3
            ]
          },
          {
            "character_id": 2,
            "dice": [
              6,
              2
            ]
          },
          {
            "character_id": 5,
            "dice": [
              1
            ],
            "hes_going": [
              7
            ]
          },
          {
            "character_id": 6,
            "dice": [
              10,
              4
            ]
          },
          {
            "character_id": 7,
            "dice": [
              4,
              1
            ]
          },
          {
            "character_id": 10
          }
        ]
      },
      "entries": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                3
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "ambidextrous",
                "name": "Ambidextrous",
                "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                "needs_param": null
              },
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "sixth_sense",
                "name": "Sixth Sense",
                "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "man_killer",
                "name": "Man Killer",
                "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "marksman",
              "quick_draw",
              "expert:long_pistol"
            ],
            "max": 4,
            "full": false,
            "chosen": "tough",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Gains Tough."
          ]
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                1
              ],
              "kept": 1,
              "result": "He's Going!",
              "text": "Roll again and check on the next chart"
            },
            {
              "what": "He's Going! (the second roll)",
              "dice": [
                7
              ],
              "kept": 7,
              "result": "Needs Extensive Medical Care!",
              "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
            }
          ],
          "results": [
            "Must miss the next adventure.",
            "A brush with death."
          ],
          "next": "missing",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Ordinary becomes Cautious."
          ]
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                4
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure.",
            "Gains a new trait: choose it."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "marksman",
                "name": "Marksman",
                "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "man_killer",
              "quick_draw",
              "sixth_sense",
              "ambidextrous"
            ],
            "max": 4,
            "full": true,
            "chosen": "",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                4,
                1
              ],
              "kept": 4,
              "result": "He needs time to heal!",
              "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": true
    }
  },
  {
    "campaign": 1,
    "stage": 2,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 2,
      "choices": {
        "choices": [
          {
            "character": 1,
            "trait": {
              "id": "tough"
            }
          },
          {
            "character": 6,
            "trait": {
              "id": "marksman"
            },
            "replace": "ambidextrous"
          }
        ]
      }
    },
    "cli": "posse game aftermath 2 --choices /tmp/posse-games-XA4D4Q/f5.json --json",
    "answer": {
      "game_id": 2,
      "title": "The Gunfight at the O.K. Corral",
      "ruleset": "qotd",
      "dice": {
        "entries": [
          {
            "character_id": 1,
            "dice": [
              10,
              3
            ]
          },
          {
            "character_id": 2,
            "dice": [
              6,
              2
            ]
          },
          {
            "character_id": 5,
            "dice": [
              1
            ],
            "hes_going": [
              7
            ]
          },
          {
            "character_id": 6,
            "dice": [
              10,
              4
            ]
          },
          {
            "character_id": 7,
            "dice": [
              4,
              1
            ]
          },
          {
            "character_id": 10
          }
        ]
      },
      "entries": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                3
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "ambidextrous",
                "name": "Ambidextrous",
                "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                "needs_param": null
              },
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "sixth_sense",
                "name": "Sixth Sense",
                "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "man_killer",
                "name": "Man Killer",
                "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "marksman",
              "quick_draw",
              "expert:long_pistol"
            ],
            "max": 4,
            "full": false,
            "chosen": "tough",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Gains Tough."
          ]
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                1
              ],
              "kept": 1,
              "result": "He's Going!",
              "text": "Roll again and check on the next chart"
            },
            {
              "what": "He's Going! (the second roll)",
              "dice": [
                7
              ],
              "kept": 7,
              "result": "Needs Extensive Medical Care!",
              "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
            }
          ],
          "results": [
            "Must miss the next adventure.",
            "A brush with death."
          ],
          "next": "missing",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Ordinary becomes Cautious."
          ]
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                4
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "marksman",
                "name": "Marksman",
                "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "man_killer",
              "quick_draw",
              "sixth_sense",
              "ambidextrous"
            ],
            "max": 4,
            "full": true,
            "chosen": "marksman",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Drops Ambidextrous.",
            "Gains Marksman."
          ]
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                4,
                1
              ],
              "kept": 4,
              "result": "He needs time to heal!",
              "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": true
    }
  },
  {
    "campaign": 1,
    "stage": 2,
    "cmd": "apply_aftermath",
    "args": {
      "game_id": 2,
      "choices": {
        "choices": [
          {
            "character": 1,
            "trait": {
              "id": "tough"
            }
          },
          {
            "character": 6,
            "trait": {
              "id": "marksman"
            },
            "replace": "ambidextrous"
          }
        ]
      }
    },
    "cli": "posse game apply 2 --choices /tmp/posse-games-XA4D4Q/f6.json --json",
    "answer": {
      "game_id": 2,
      "title": "The Gunfight at the O.K. Corral",
      "ruleset": "qotd",
      "dice": {
        "entries": [
          {
            "character_id": 1,
            "dice": [
              10,
              3
            ]
          },
          {
            "character_id": 2,
            "dice": [
              6,
              2
            ]
          },
          {
            "character_id": 5,
            "dice": [
              1
            ],
            "hes_going": [
              7
            ]
          },
          {
            "character_id": 6,
            "dice": [
              10,
              4
            ]
          },
          {
            "character_id": 7,
            "dice": [
              4,
              1
            ]
          },
          {
            "character_id": 10
          }
        ]
      },
      "entries": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                3
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "ambidextrous",
                "name": "Ambidextrous",
                "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                "needs_param": null
              },
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "sixth_sense",
                "name": "Sixth Sense",
                "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "man_killer",
                "name": "Man Killer",
                "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "marksman",
              "quick_draw",
              "expert:long_pistol"
            ],
            "max": 4,
            "full": false,
            "chosen": "tough",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Gains Tough."
          ]
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                1
              ],
              "kept": 1,
              "result": "He's Going!",
              "text": "Roll again and check on the next chart"
            },
            {
              "what": "He's Going! (the second roll)",
              "dice": [
                7
              ],
              "kept": 7,
              "result": "Needs Extensive Medical Care!",
              "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
            }
          ],
          "results": [
            "Must miss the next adventure.",
            "A brush with death."
          ],
          "next": "missing",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Ordinary becomes Cautious."
          ]
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                4
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "marksman",
                "name": "Marksman",
                "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "man_killer",
              "quick_draw",
              "sixth_sense",
              "ambidextrous"
            ],
            "max": 4,
            "full": true,
            "chosen": "marksman",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Drops Ambidextrous.",
            "Gains Marksman."
          ]
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                4,
                1
              ],
              "kept": 4,
              "result": "He needs time to heal!",
              "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": true,
      "dice_recorded": true
    },
    "next": 3
  },
  {
    "campaign": 1,
    "stage": 3,
    "cmd": "get_campaign",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse campaign show 1 --json",
    "answer": {
      "campaign": {
        "id": 1,
        "name": "Showdown at Dry Gulch",
        "ruleset": "qotd",
        "sides": 2,
        "characters": 11,
        "created_at": 1795514608
      },
      "sides": [
        {
          "id": 1,
          "campaign_id": 1,
          "name": "The Earps",
          "suit": "hearts",
          "characters": [
            {
              "id": 1,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Wyatt Earp",
              "type": "hero",
              "personality": "disciplined",
              "traits": [
                {
                  "id": "marksman"
                },
                {
                  "id": "quick_draw"
                },
                {
                  "id": "expert",
                  "param": "long_pistol"
                },
                {
                  "id": "tough"
                }
              ],
              "weapons": [
                "long_pistol",
                "repeating_shotgun",
                "pistol_as_club"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Deputy U.S. Marshal. Carries a Buntline Special.",
              "derived": {
                "cards": 4,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 4
              },
              "has_portrait": false
            },
            {
              "id": 2,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Doc Holliday",
              "type": "main",
              "personality": "rash",
              "traits": [
                {
                  "id": "quick_draw"
                },
                {
                  "id": "frail"
                },
                {
                  "id": "ambidextrous"
                }
              ],
              "weapons": [
                "double_barrelled_shotgun",
                "cartridge_revolver",
                "knife"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Dentist, gambler, coughs a great deal.",
              "derived": {
                "cards": 3,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 3
              },
              "has_portrait": false
            },
            {
              "id": 3,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Virgil Earp",
              "type": "main",
              "personality": "natural_leader",
              "traits": [
                {
                  "id": "strong"
                },
                {
                  "id": "good_in_skill",
                  "param": "tracking"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_rifle"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Town marshal of Dry Gulch.",
              "derived": {
                "cards": 3,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 3
              },
              "has_portrait": false
            },
            {
              "id": 4,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Morgan Earp",
              "type": "supporting",
              "personality": "brave",
              "traits": [
                {
                  "id": "athletic"
                }
              ],
              "weapons": [
                "cartridge_revolver"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 2,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 2
              },
              "has_portrait": false
            },
            {
              "id": 5,
              "side_id": 1,
              "ruleset": "qotd",
              "name": "Dusty",
              "type": "minor",
              "personality": "cautious",
              "traits": [
                {
                  "id": "fleet_footed"
                }
              ],
              "weapons": [
                "holdout_pistol"
              ],
              "armour": "none",
              "shield": false,
              "notes": "The stable boy who wants to be a lawman.",
              "derived": {
                "cards": 1,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 10,
                "max_traits": 1
              },
              "has_portrait": false
            }
          ]
        },
        {
          "id": 2,
          "campaign_id": 1,
          "name": "The Cowboys",
          "suit": "spades",
          "characters": [
            {
              "id": 6,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Johnny Ringo",
              "type": "hero",
              "personality": "ruthless",
              "traits": [
                {
                  "id": "man_killer"
                },
                {
                  "id": "quick_draw"
                },
                {
                  "id": "sixth_sense"
                },
                {
                  "id": "marksman"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_carbine",
                "bowie_knife"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 4,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 4
              },
              "has_portrait": false
            },
            {
              "id": 7,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Ike Clanton",
              "type": "main",
              "personality": "cautious",
              "traits": [
                {
                  "id": "poor_shot"
                },
                {
                  "id": "stealthy"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_rifle"
              ],
              "armour": "none",
              "shield": false,
              "notes": "Talks big. Runs when it starts.",
              "derived": {
                "cards": 3,
                "action_dice": {
                  "dice": 2,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 3
              },
              "has_portrait": false
            },
            {
              "id": 8,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Frank McLaury",
              "type": "supporting",
              "personality": "proud",
              "traits": [
                {
                  "id": "marksman"
                }
              ],
              "weapons": [
                "cartridge_revolver",
                "repeating_rifle"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 2,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 2
              },
              "has_portrait": false
            },
            {
              "id": 9,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Tom McLaury",
              "type": "supporting",
              "personality": "bloodthirsty",
              "traits": [
                {
                  "id": "brawler"
                },
                {
                  "id": "two_fisted"
                }
              ],
              "weapons": [
                "fists",
                "cartridge_revolver"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 2,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 8,
                "max_traits": 2
              },
              "has_portrait": false
            },
            {
              "id": 10,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Billy Clanton",
              "type": "minor",
              "personality": "rash",
              "traits": [
                {
                  "id": "fleet_footed"
                }
              ],
              "weapons": [
                "cartridge_revolver"
              ],
              "armour": "none",
              "shield": false,
              "notes": "",
              "derived": {
                "cards": 1,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 0,
                "move_paces": 10,
                "max_traits": 1
              },
              "has_portrait": false
            },
            {
              "id": 11,
              "side_id": 2,
              "ruleset": "qotd",
              "name": "Billy Claiborne",
              "type": "minor",
              "personality": "cautious",
              "traits": [],
              "weapons": [
                "holdout_pistol"
              ],
              "armour": "minimal",
              "shield": false,
              "notes": "Wears a thick buffalo coat.",
              "derived": {
                "cards": 1,
                "action_dice": {
                  "dice": 1,
                  "keep": "best"
                },
                "reduced_dice": {
                  "dice": 2,
                  "keep": "worst"
                },
                "dv": 1,
                "move_paces": 8,
                "max_traits": 1
              },
              "has_portrait": false
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 3,
    "cmd": "list_games",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse game list --campaign 1 --json",
    "answer": [
      {
        "id": 1,
        "campaign_id": 1,
        "ruleset": "qotd",
        "title": "Ambush on the Contention Road",
        "played_on": "1881-09-08",
        "notes": "",
        "participants": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [
              {
                "victim_id": 9,
                "name": "Tom McLaury"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 1,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "applied",
        "aftermath": [
          {
            "character_id": 3,
            "name": "Virgil Earp",
            "side_id": 1,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  6,
                  2
                ],
                "kept": 6,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 4,
            "name": "Morgan Earp",
            "side_id": 1,
            "ended": "injured_with_cards",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  5
                ],
                "kept": 5,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 8,
            "name": "Frank McLaury",
            "side_id": 2,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  3
                ],
                "kept": 3,
                "result": "I'm Tired out!",
                "text": "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
              }
            ],
            "results": [
              "Next adventure with one card less, or miss it and come back fully recovered."
            ],
            "next": "available",
            "cards_lost": 1,
            "reduced_dice": false,
            "may_rest": true,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 9,
            "name": "Tom McLaury",
            "side_id": 2,
            "ended": "killed",
            "rolls": [],
            "results": [
              "Killed in the adventure."
            ],
            "next": "dead",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": true,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          }
        ]
      },
      {
        "id": 2,
        "campaign_id": 1,
        "ruleset": "qotd",
        "title": "The Gunfight at the O.K. Corral",
        "played_on": "1881-10-26",
        "notes": "",
        "participants": [
          {
            "character_id": 1,
            "name": "Wyatt Earp",
            "side_id": 1,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [
              {
                "victim_id": 10,
                "name": "Billy Clanton"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 2,
            "name": "Doc Holliday",
            "side_id": 1,
            "ended": "injured_with_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 1,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 5,
            "name": "Dusty",
            "side_id": 1,
            "ended": "injured_no_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 6,
            "name": "Johnny Ringo",
            "side_id": 2,
            "ended": "uninjured",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 7,
            "name": "Ike Clanton",
            "side_id": 2,
            "ended": "injured_no_cards",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 10,
            "name": "Billy Clanton",
            "side_id": 2,
            "ended": "killed",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "applied",
        "aftermath": [
          {
            "character_id": 1,
            "name": "Wyatt Earp",
            "side_id": 1,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  10,
                  3
                ],
                "kept": 10,
                "result": "Experience is a great Teacher!",
                "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": {
              "options": [
                {
                  "id": "ambidextrous",
                  "name": "Ambidextrous",
                  "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                  "needs_param": null
                },
                {
                  "id": "athletic",
                  "name": "Athletic",
                  "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                  "needs_param": null
                },
                {
                  "id": "good_in_skill",
                  "name": "Good in a particular skill",
                  "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                  "needs_param": "skill"
                },
                {
                  "id": "fleet_footed",
                  "name": "Fleet Footed",
                  "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                  "needs_param": null
                },
                {
                  "id": "healer",
                  "name": "Healer",
                  "effect": "Can heal wounds and aid recovery",
                  "needs_param": null
                },
                {
                  "id": "sixth_sense",
                  "name": "Sixth Sense",
                  "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                  "needs_param": null
                },
                {
                  "id": "stealthy",
                  "name": "Stealthy",
                  "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                  "needs_param": null
                },
                {
                  "id": "strong",
                  "name": "Strong",
                  "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                  "needs_param": null
                },
                {
                  "id": "surefooted",
                  "name": "Surefooted",
                  "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                  "needs_param": null
                },
                {
                  "id": "tough",
                  "name": "Tough",
                  "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                  "needs_param": null
                },
                {
                  "id": "brawler",
                  "name": "Brawler",
                  "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                  "needs_param": null
                },
                {
                  "id": "expert",
                  "name": "Fighter or Expert with a particular weapon",
                  "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                  "needs_param": "weapon"
                },
                {
                  "id": "man_killer",
                  "name": "Man Killer",
                  "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                  "needs_param": null
                },
                {
                  "id": "martial_artist",
                  "name": "Martial Artist",
                  "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                  "needs_param": null
                },
                {
                  "id": "off_handed",
                  "name": "Off Handed",
                  "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                  "needs_param": null
                },
                {
                  "id": "two_fisted",
                  "name": "Two Fisted",
                  "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                  "needs_param": null
                },
                {
                  "id": "two_weapon_trained",
                  "name": "Two Weapon Trained",
                  "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                  "needs_param": null
                }
              ],
              "held": [
                "marksman",
                "quick_draw",
                "expert:long_pistol"
              ],
              "max": 4,
              "full": false,
              "chosen": "tough",
              "skipped": false
            },
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": [
              "Gains Tough."
            ]
          },
          {
            "character_id": 2,
            "name": "Doc Holliday",
            "side_id": 1,
            "ended": "injured_with_cards",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  6,
                  2
                ],
                "kept": 6,
                "result": "Fighting Fit!",
                "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 5,
            "name": "Dusty",
            "side_id": 1,
            "ended": "injured_no_cards",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  1
                ],
                "kept": 1,
                "result": "He's Going!",
                "text": "Roll again and check on the next chart"
              },
              {
                "what": "He's Going! (the second roll)",
                "dice": [
                  7
                ],
                "kept": 7,
                "result": "Needs Extensive Medical Care!",
                "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
              }
            ],
            "results": [
              "Must miss the next adventure.",
              "A brush with death."
            ],
            "next": "missing",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": [
              "Ordinary becomes Cautious."
            ]
          },
          {
            "character_id": 6,
            "name": "Johnny Ringo",
            "side_id": 2,
            "ended": "uninjured",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  10,
                  4
                ],
                "kept": 10,
                "result": "Experience is a great Teacher!",
                "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
              }
            ],
            "results": [
              "Fit for the next adventure."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": {
              "options": [
                {
                  "id": "athletic",
                  "name": "Athletic",
                  "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                  "needs_param": null
                },
                {
                  "id": "good_in_skill",
                  "name": "Good in a particular skill",
                  "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                  "needs_param": "skill"
                },
                {
                  "id": "fleet_footed",
                  "name": "Fleet Footed",
                  "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                  "needs_param": null
                },
                {
                  "id": "healer",
                  "name": "Healer",
                  "effect": "Can heal wounds and aid recovery",
                  "needs_param": null
                },
                {
                  "id": "stealthy",
                  "name": "Stealthy",
                  "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                  "needs_param": null
                },
                {
                  "id": "strong",
                  "name": "Strong",
                  "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                  "needs_param": null
                },
                {
                  "id": "surefooted",
                  "name": "Surefooted",
                  "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                  "needs_param": null
                },
                {
                  "id": "tough",
                  "name": "Tough",
                  "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                  "needs_param": null
                },
                {
                  "id": "brawler",
                  "name": "Brawler",
                  "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                  "needs_param": null
                },
                {
                  "id": "expert",
                  "name": "Fighter or Expert with a particular weapon",
                  "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                  "needs_param": "weapon"
                },
                {
                  "id": "marksman",
                  "name": "Marksman",
                  "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                  "needs_param": null
                },
                {
                  "id": "martial_artist",
                  "name": "Martial Artist",
                  "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                  "needs_param": null
                },
                {
                  "id": "off_handed",
                  "name": "Off Handed",
                  "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                  "needs_param": null
                },
                {
                  "id": "two_fisted",
                  "name": "Two Fisted",
                  "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                  "needs_param": null
                },
                {
                  "id": "two_weapon_trained",
                  "name": "Two Weapon Trained",
                  "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                  "needs_param": null
                }
              ],
              "held": [
                "man_killer",
                "quick_draw",
                "sixth_sense",
                "ambidextrous"
              ],
              "max": 4,
              "full": true,
              "chosen": "marksman",
              "skipped": false
            },
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": [
              "Drops Ambidextrous.",
              "Gains Marksman."
            ]
          },
          {
            "character_id": 7,
            "name": "Ike Clanton",
            "side_id": 2,
            "ended": "injured_no_cards",
            "rolls": [
              {
                "what": "Post action rest and recovery",
                "dice": [
                  4,
                  1
                ],
                "kept": 4,
                "result": "He needs time to heal!",
                "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
              }
            ],
            "results": [
              "Next adventure with one card less, or miss it and come back fully recovered."
            ],
            "next": "available",
            "cards_lost": 1,
            "reduced_dice": false,
            "may_rest": true,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 10,
            "name": "Billy Clanton",
            "side_id": 2,
            "ended": "killed",
            "rolls": [],
            "results": [
              "Killed in the adventure."
            ],
            "next": "dead",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": true,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          }
        ]
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 3,
    "cmd": "availability",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse availability --campaign 1 --json",
    "answer": [
      {
        "character_id": 1,
        "side_id": 1,
        "name": "Wyatt Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Experience is a great Teacher! after \"The Gunfight at the O.K. Corral\" (1881-10-26): fit",
        "game_id": 2
      },
      {
        "character_id": 2,
        "side_id": 1,
        "name": "Doc Holliday",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fighting Fit! after \"The Gunfight at the O.K. Corral\" (1881-10-26): fit",
        "game_id": 2
      },
      {
        "character_id": 3,
        "side_id": 1,
        "name": "Virgil Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fighting Fit! after \"Ambush on the Contention Road\" (1881-09-08): fit",
        "game_id": 1
      },
      {
        "character_id": 4,
        "side_id": 1,
        "name": "Morgan Earp",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fighting Fit! after \"Ambush on the Contention Road\" (1881-09-08): fit",
        "game_id": 1
      },
      {
        "character_id": 5,
        "side_id": 1,
        "name": "Dusty",
        "status": "missing",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Needs Extensive Medical Care! after \"The Gunfight at the O.K. Corral\" (1881-10-26): misses the next adventure",
        "game_id": 2
      },
      {
        "character_id": 6,
        "side_id": 2,
        "name": "Johnny Ringo",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Experience is a great Teacher! after \"The Gunfight at the O.K. Corral\" (1881-10-26): fit",
        "game_id": 2
      },
      {
        "character_id": 7,
        "side_id": 2,
        "name": "Ike Clanton",
        "status": "available",
        "cards_lost": 1,
        "reduced_dice": false,
        "may_rest": true,
        "reason": "He needs time to heal! after \"The Gunfight at the O.K. Corral\" (1881-10-26): one card less in the next adventure, or miss it and come back fully recovered",
        "game_id": 2
      },
      {
        "character_id": 8,
        "side_id": 2,
        "name": "Frank McLaury",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fully recovered: sat out \"The Gunfight at the O.K. Corral\"",
        "game_id": 1
      },
      {
        "character_id": 9,
        "side_id": 2,
        "name": "Tom McLaury",
        "status": "dead",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "killed in \"Ambush on the Contention Road\" (1881-09-08)",
        "game_id": 1
      },
      {
        "character_id": 10,
        "side_id": 2,
        "name": "Billy Clanton",
        "status": "dead",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "killed in \"The Gunfight at the O.K. Corral\" (1881-10-26)",
        "game_id": 2
      },
      {
        "character_id": 11,
        "side_id": 2,
        "name": "Billy Claiborne",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      }
    ]
  },
  {
    "campaign": 1,
    "stage": 3,
    "cmd": "chronicle",
    "args": {
      "campaign_id": 1
    },
    "cli": "posse chronicle --campaign 1 --json",
    "answer": {
      "campaign": {
        "id": 1,
        "name": "Showdown at Dry Gulch",
        "ruleset": "qotd",
        "sides": 2,
        "characters": 11,
        "created_at": 1795514608
      },
      "character_id": null,
      "entries": [
        {
          "at": 1795514608,
          "played_on": null,
          "kind": "campaign",
          "character_id": null,
          "game_id": null,
          "text": "Started the demo campaign \"Showdown at Dry Gulch\""
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "game",
          "character_id": null,
          "game_id": 1,
          "text": "\"Ambush on the Contention Road\" is played (4 taking part)"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp ends it uninjured, killing Tom McLaury"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp ends it injured, with cards still to activate"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury ends it uninjured"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "death",
          "character_id": 9,
          "game_id": 1,
          "text": "Tom McLaury ends it killed"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp: Post action rest and recovery [6, 2] — Fighting Fit!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 3,
          "game_id": 1,
          "text": "Virgil Earp: Fit for the next adventure."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp: Post action rest and recovery [5] — Fighting Fit!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 4,
          "game_id": 1,
          "text": "Morgan Earp: Fit for the next adventure."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "roll",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury: Post action rest and recovery [3] — I'm Tired out!"
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 8,
          "game_id": 1,
          "text": "Frank McLaury: Next adventure with one card less, or miss it and come back fully recovered."
        },
        {
          "at": 1795514608,
          "played_on": "1881-09-08",
          "kind": "outcome",
          "character_id": 9,
          "game_id": 1,
          "text": "Tom McLaury: Killed in the adventure."
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "game",
          "character_id": null,
          "game_id": 2,
          "text": "\"The Gunfight at the O.K. Corral\" is played (6 taking part)"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 1,
          "game_id": 2,
          "text": "Wyatt Earp ends it uninjured, killing Billy Clanton"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 2,
          "game_id": 2,
          "text": "Doc Holliday ends it injured, with cards still to activate"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty ends it injured, with no cards to activate"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 6,
          "game_id": 2,
          "text": "Johnny Ringo ends it uninjured"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 7,
          "game_id": 2,
          "text": "Ike Clanton ends it injured, with no cards to activate"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "death",
          "character_id": 10,
          "game_id": 2,
          "text": "Billy Clanton ends it killed"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 1,
          "game_id": 2,
          "text": "Wyatt Earp: Post action rest and recovery [10, 3] — Experience is a great Teacher!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "trait",
          "character_id": 1,
          "game_id": 2,
          "text": "Wyatt Earp: Gains Tough."
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 1,
          "game_id": 2,
          "text": "Wyatt Earp: Fit for the next adventure."
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 2,
          "game_id": 2,
          "text": "Doc Holliday: Post action rest and recovery [6, 2] — Fighting Fit!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 2,
          "game_id": 2,
          "text": "Doc Holliday: Fit for the next adventure."
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty: Post action rest and recovery [1] — He's Going!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty: He's Going! (the second roll) [7] — Needs Extensive Medical Care!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty: Must miss the next adventure. A brush with death."
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 6,
          "game_id": 2,
          "text": "Johnny Ringo: Post action rest and recovery [10, 4] — Experience is a great Teacher!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "trait",
          "character_id": 6,
          "game_id": 2,
          "text": "Johnny Ringo: Gains Marksman."
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 6,
          "game_id": 2,
          "text": "Johnny Ringo: Fit for the next adventure."
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 7,
          "game_id": 2,
          "text": "Ike Clanton: Post action rest and recovery [4, 1] — He needs time to heal!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 7,
          "game_id": 2,
          "text": "Ike Clanton: Next adventure with one card less, or miss it and come back fully recovered."
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 10,
          "game_id": 2,
          "text": "Billy Clanton: Killed in the adventure."
        }
      ],
      "characters": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 1,
          "times_hurt": 1,
          "status": "available"
        },
        {
          "character_id": 3,
          "name": "Virgil Earp",
          "side_id": 1,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 4,
          "name": "Morgan Earp",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "available"
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "missing"
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "available"
        },
        {
          "character_id": 8,
          "name": "Frank McLaury",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 1,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 9,
          "name": "Tom McLaury",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "dead"
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "dead"
        },
        {
          "character_id": 11,
          "name": "Billy Claiborne",
          "side_id": 2,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        }
      ],
      "strength": [
        {
          "game_id": 1,
          "title": "Ambush on the Contention Road",
          "played_on": "1881-09-08",
          "sides": [
            {
              "side_id": 1,
              "name": "The Earps",
              "alive": 5
            },
            {
              "side_id": 2,
              "name": "The Cowboys",
              "alive": 5
            }
          ]
        },
        {
          "game_id": 2,
          "title": "The Gunfight at the O.K. Corral",
          "played_on": "1881-10-26",
          "sides": [
            {
              "side_id": 1,
              "name": "The Earps",
              "alive": 5
            },
            {
              "side_id": 2,
              "name": "The Cowboys",
              "alive": 4
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 3,
    "cmd": "chronicle",
    "args": {
      "character_id": 5
    },
    "cli": "posse chronicle --character 5 --json",
    "answer": {
      "campaign": {
        "id": 1,
        "name": "Showdown at Dry Gulch",
        "ruleset": "qotd",
        "sides": 2,
        "characters": 11,
        "created_at": 1795514608
      },
      "character_id": 5,
      "entries": [
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "game",
          "character_id": null,
          "game_id": 2,
          "text": "\"The Gunfight at the O.K. Corral\" is played (6 taking part)"
        },
        {
          "at": 1795514609,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty ends it injured, with no cards to activate"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty: Post action rest and recovery [1] — He's Going!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "roll",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty: He's Going! (the second roll) [7] — Needs Extensive Medical Care!"
        },
        {
          "at": 1795514610,
          "played_on": "1881-10-26",
          "kind": "outcome",
          "character_id": 5,
          "game_id": 2,
          "text": "Dusty: Must miss the next adventure. A brush with death."
        }
      ],
      "characters": [
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "missing"
        }
      ],
      "strength": [
        {
          "game_id": 1,
          "title": "Ambush on the Contention Road",
          "played_on": "1881-09-08",
          "sides": [
            {
              "side_id": 1,
              "name": "The Earps",
              "alive": 5
            },
            {
              "side_id": 2,
              "name": "The Cowboys",
              "alive": 5
            }
          ]
        },
        {
          "game_id": 2,
          "title": "The Gunfight at the O.K. Corral",
          "played_on": "1881-10-26",
          "sides": [
            {
              "side_id": 1,
              "name": "The Earps",
              "alive": 5
            },
            {
              "side_id": 2,
              "name": "The Cowboys",
              "alive": 4
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 3,
    "cmd": "get_game",
    "args": {
      "game_id": 2
    },
    "cli": "posse game show 2 --json",
    "answer": {
      "id": 2,
      "campaign_id": 1,
      "ruleset": "qotd",
      "title": "The Gunfight at the O.K. Corral",
      "played_on": "1881-10-26",
      "notes": "",
      "participants": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [
            {
              "victim_id": 10,
              "name": "Billy Clanton"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 1,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "applied",
      "aftermath": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                3
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "ambidextrous",
                "name": "Ambidextrous",
                "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                "needs_param": null
              },
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "sixth_sense",
                "name": "Sixth Sense",
                "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "man_killer",
                "name": "Man Killer",
                "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "marksman",
              "quick_draw",
              "expert:long_pistol"
            ],
            "max": 4,
            "full": false,
            "chosen": "tough",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Gains Tough."
          ]
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                1
              ],
              "kept": 1,
              "result": "He's Going!",
              "text": "Roll again and check on the next chart"
            },
            {
              "what": "He's Going! (the second roll)",
              "dice": [
                7
              ],
              "kept": 7,
              "result": "Needs Extensive Medical Care!",
              "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
            }
          ],
          "results": [
            "Must miss the next adventure.",
            "A brush with death."
          ],
          "next": "missing",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Ordinary becomes Cautious."
          ]
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                4
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "marksman",
                "name": "Marksman",
                "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "man_killer",
              "quick_draw",
              "sixth_sense",
              "ambidextrous"
            ],
            "max": 4,
            "full": true,
            "chosen": "marksman",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Drops Ambidextrous.",
            "Gains Marksman."
          ]
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                4,
                1
              ],
              "kept": 4,
              "result": "He needs time to heal!",
              "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ]
    }
  },
  {
    "campaign": 1,
    "stage": 3,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 2
    },
    "cli": "posse game aftermath 2 --json",
    "answer": {
      "game_id": 2,
      "title": "The Gunfight at the O.K. Corral",
      "ruleset": "qotd",
      "dice": {
        "entries": [
          {
            "character_id": 1,
            "dice": [
              10,
              3
            ]
          },
          {
            "character_id": 2,
            "dice": [
              6,
              2
            ]
          },
          {
            "character_id": 5,
            "dice": [
              1
            ],
            "hes_going": [
              7
            ]
          },
          {
            "character_id": 6,
            "dice": [
              10,
              4
            ]
          },
          {
            "character_id": 7,
            "dice": [
              4,
              1
            ]
          },
          {
            "character_id": 10
          }
        ]
      },
      "entries": [
        {
          "character_id": 1,
          "name": "Wyatt Earp",
          "side_id": 1,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                3
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "ambidextrous",
                "name": "Ambidextrous",
                "effect": "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
                "needs_param": null
              },
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "sixth_sense",
                "name": "Sixth Sense",
                "effect": "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "man_killer",
                "name": "Man Killer",
                "effect": "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "marksman",
              "quick_draw",
              "expert:long_pistol"
            ],
            "max": 4,
            "full": false,
            "chosen": "tough",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Gains Tough."
          ]
        },
        {
          "character_id": 2,
          "name": "Doc Holliday",
          "side_id": 1,
          "ended": "injured_with_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                6,
                2
              ],
              "kept": 6,
              "result": "Fighting Fit!",
              "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 5,
          "name": "Dusty",
          "side_id": 1,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                1
              ],
              "kept": 1,
              "result": "He's Going!",
              "text": "Roll again and check on the next chart"
            },
            {
              "what": "He's Going! (the second roll)",
              "dice": [
                7
              ],
              "kept": 7,
              "result": "Needs Extensive Medical Care!",
              "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
            }
          ],
          "results": [
            "Must miss the next adventure.",
            "A brush with death."
          ],
          "next": "missing",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Ordinary becomes Cautious."
          ]
        },
        {
          "character_id": 6,
          "name": "Johnny Ringo",
          "side_id": 2,
          "ended": "uninjured",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                10,
                4
              ],
              "kept": 10,
              "result": "Experience is a great Teacher!",
              "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
            }
          ],
          "results": [
            "Fit for the next adventure."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": {
            "options": [
              {
                "id": "athletic",
                "name": "Athletic",
                "effect": "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
                "needs_param": null
              },
              {
                "id": "good_in_skill",
                "name": "Good in a particular skill",
                "effect": "May reroll a task roll when using that skill but must keep the second outcome",
                "needs_param": "skill"
              },
              {
                "id": "fleet_footed",
                "name": "Fleet Footed",
                "effect": "Can reroll a failed Wanting to move roll and may move up to 10 paces",
                "needs_param": null
              },
              {
                "id": "healer",
                "name": "Healer",
                "effect": "Can heal wounds and aid recovery",
                "needs_param": null
              },
              {
                "id": "stealthy",
                "name": "Stealthy",
                "effect": "Improves the character’s DV when shot at and reduces the chance of them being located",
                "needs_param": null
              },
              {
                "id": "strong",
                "name": "Strong",
                "effect": "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
                "needs_param": null
              },
              {
                "id": "surefooted",
                "name": "Surefooted",
                "effect": "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
                "needs_param": null
              },
              {
                "id": "tough",
                "name": "Tough",
                "effect": "They can reroll their dice if being healed or attempting to come too after being KO’d.",
                "needs_param": null
              },
              {
                "id": "brawler",
                "name": "Brawler",
                "effect": "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
                "needs_param": null
              },
              {
                "id": "expert",
                "name": "Fighter or Expert with a particular weapon",
                "effect": "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
                "needs_param": "weapon"
              },
              {
                "id": "marksman",
                "name": "Marksman",
                "effect": "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
                "needs_param": null
              },
              {
                "id": "martial_artist",
                "name": "Martial Artist",
                "effect": "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
                "needs_param": null
              },
              {
                "id": "off_handed",
                "name": "Off Handed",
                "effect": "Lowers the enemy's DV by 1 when making a close combat attack",
                "needs_param": null
              },
              {
                "id": "two_fisted",
                "name": "Two Fisted",
                "effect": "Lowers an enemy's DV by 1 when using their Fists and Feet",
                "needs_param": null
              },
              {
                "id": "two_weapon_trained",
                "name": "Two Weapon Trained",
                "effect": "Lowers the enemy's DV by 1 when the character makes a close combat attack",
                "needs_param": null
              }
            ],
            "held": [
              "man_killer",
              "quick_draw",
              "sixth_sense",
              "ambidextrous"
            ],
            "max": 4,
            "full": true,
            "chosen": "marksman",
            "skipped": false
          },
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Drops Ambidextrous.",
            "Gains Marksman."
          ]
        },
        {
          "character_id": 7,
          "name": "Ike Clanton",
          "side_id": 2,
          "ended": "injured_no_cards",
          "rolls": [
            {
              "what": "Post action rest and recovery",
              "dice": [
                4,
                1
              ],
              "kept": 4,
              "result": "He needs time to heal!",
              "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
            }
          ],
          "results": [
            "Next adventure with one card less, or miss it and come back fully recovered."
          ],
          "next": "available",
          "cards_lost": 1,
          "reduced_dice": false,
          "may_rest": true,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 10,
          "name": "Billy Clanton",
          "side_id": 2,
          "ended": "killed",
          "rolls": [],
          "results": [
            "Killed in the adventure."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": true,
      "dice_recorded": true
    }
  },
  {
    "campaign": 2,
    "stage": 0,
    "cmd": "campaign_options",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse campaign options 2 --json",
    "answer": {
      "campaign_id": 2,
      "options": {
        "jams": "playsheet",
        "actions": "playsheet",
        "movement": "playsheet",
        "indian_classes": "playsheet",
        "shotguns": "playsheet",
        "hit_location": "playsheet",
        "knife_throwing": "playsheet",
        "hatred_and_fear": true,
        "wounds_cause_hatred_or_fear": false,
        "fumbles": false,
        "treble_skills": false
      },
      "choices": [
        {
          "id": "jams",
          "title": "Out of ammo and jams",
          "value": "playsheet",
          "values": [
            "playsheet",
            "ansell_1996"
          ],
          "is_default": true,
          "rule": "Blazing away: the same number of 1s as 6s hits but is out of ammo; more 1s than 6s misses and is out of ammo; two or more 1s more than 6s misses and jams.",
          "source": "Playsheet, Blazing Away; Ansell 1996, Shooting"
        },
        {
          "id": "actions",
          "title": "Which actions exist",
          "value": "playsheet",
          "values": [
            "playsheet",
            "ansell_1996"
          ],
          "is_default": true,
          "rule": "Reposition (up to 2\" in any direction and facing) and Mount/Dismount; no Pass.",
          "source": "Playsheet, Actions; Ansell 1996, Actions"
        },
        {
          "id": "movement",
          "title": "Movement dice and falling over",
          "value": "playsheet",
          "values": [
            "playsheet",
            "ansell_1996"
          ],
          "is_default": true,
          "rule": "Move 3D6; three 1s fall over. Citizens move 2D6, must move the full roll and fall over on any 1. Move & Fire up to 2D6, only Citizens fall over.",
          "source": "Playsheet, Actions; Ansell 1996, Actions"
        },
        {
          "id": "indian_classes",
          "title": "Indian classes",
          "value": "playsheet",
          "values": [
            "playsheet",
            "ansell_1996"
          ],
          "is_default": true,
          "rule": "Young Blood, Warrior and Mighty Warrior may be fielded, with their bows and their own firing rules.",
          "source": "Playsheet, Nerve and Range and Firing Chart; Ansell 1996, Optional rules"
        },
        {
          "id": "shotguns",
          "title": "Shotgun target spot, spread and reach",
          "value": "playsheet",
          "values": [
            "playsheet",
            "ansell_1996"
          ],
          "is_default": true,
          "rule": "Sawn-off target spot 3\" away; a line from the shooter's head through the target spot runs on \"to the range of the weapon\" (beyond the spot too); a sawn-off hits anyone within 1½\" of it, other shotguns 1\".",
          "source": "Playsheet, Shotgun Weapons Firing Chart; Ansell 1996, Shotguns"
        },
        {
          "id": "hit_location",
          "title": "Hit-location chart",
          "value": "playsheet",
          "values": [
            "playsheet",
            "ansell_1996"
          ],
          "is_default": true,
          "rule": "The 6 × 6 chart of The Rules With No Name Playsheet 2 (2003 edition, fan reconstruction): its 36 cells are the 36 chits, with its own effect modifiers (muzzle-loader +2; any shotgun at 3\" or less +1; shotgun, blunderbuss or musketoon beyond 6\" −1) and wound notes (any belly wound: no movement or turning; a serious arm wound: cannot reload or shoot a rifle).",
          "source": "TRWNN Playsheet 2, Hit Location Chart ver. 1.00 (trwnn-hit-location-2003-playsheet.md); Ansell 1996, Hit Location & Effect and Shotguns"
        },
        {
          "id": "knife_throwing",
          "title": "Who may throw a knife",
          "value": "playsheet",
          "values": [
            "playsheet",
            "ansell_1996"
          ],
          "is_default": true,
          "rule": "Anyone may throw a knife, tomahawk or axe by the Range and Firing Chart (Knifemen add one die).",
          "source": "Playsheet, Range and Firing Chart; Ansell 1996, Skills (Knifeman)"
        },
        {
          "id": "hatred_and_fear",
          "title": "Hatred and fear",
          "value": "on",
          "values": [
            "on",
            "off"
          ],
          "is_default": true,
          "rule": "On: hatred and fear add or take away dice when shooting and fighting, and have their causes and effects (both texts have the rule).",
          "source": "Playsheet, Hatred and Fear (Optional); Ansell 1996, Hatred & Fear"
        },
        {
          "id": "wounds_cause_hatred_or_fear",
          "title": "Wounds cause hatred or fear",
          "value": "off",
          "values": [
            "on",
            "off"
          ],
          "is_default": true,
          "rule": "Off: wounds cause no hatred or fear (both texts make this optional).",
          "source": "Playsheet, Causes of Hatred (Option); Ansell 1996, Hatred & Fear"
        },
        {
          "id": "fumbles",
          "title": "Fumbles",
          "value": "off",
          "values": [
            "on",
            "off"
          ],
          "is_default": true,
          "rule": "Off: no fumbles (the 1996 text suggests them for games with a gamesmaster; the playsheet has none).",
          "source": "Ansell 1996, Shooting"
        },
        {
          "id": "treble_skills",
          "title": "Treble skills",
          "value": "off",
          "values": [
            "on",
            "off"
          ],
          "is_default": true,
          "rule": "Off: a starred skill may be gained twice at most (\"Very Strong\").",
          "source": "Ansell 1996, Skills (\"It's up to you whether you allow 'treble' skills\")"
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 0,
    "cmd": "fate_deck",
    "args": {
      "campaign_id": 2,
      "side_id": null
    },
    "cli": "posse fate deck --campaign 2 --json",
    "answer": {
      "cards": [
        {
          "kind": {
            "kind": "character",
            "index": 0,
            "class": "gunman",
            "held_as_action_card": false
          },
          "title": "Kid Kelly",
          "text": "Gunman. Quick shot"
        },
        {
          "kind": {
            "kind": "character",
            "index": 1,
            "class": "legend",
            "held_as_action_card": false
          },
          "title": "Black Jack Ketchum",
          "text": "Legend. Deadeye, Fast draw, Tough"
        },
        {
          "kind": {
            "kind": "character",
            "index": 2,
            "class": "citizen",
            "held_as_action_card": false
          },
          "title": "Swede Larsen",
          "text": "Citizen. Very Strong"
        },
        {
          "kind": {
            "kind": "character",
            "index": 3,
            "class": "warrior",
            "held_as_action_card": false
          },
          "title": "Running Elk",
          "text": "Warrior. Stalker"
        },
        {
          "kind": {
            "kind": "character",
            "index": 4,
            "class": "shootist",
            "held_as_action_card": false
          },
          "title": "Marshal Dan Tolliver",
          "text": "Shootist. Crack shot, Hard as nails"
        },
        {
          "kind": {
            "kind": "character",
            "index": 5,
            "class": "citizen",
            "held_as_action_card": false
          },
          "title": "Doc Ames",
          "text": "Citizen. Lucky"
        },
        {
          "kind": {
            "kind": "character",
            "index": 6,
            "class": "young_blood",
            "held_as_action_card": false
          },
          "title": "Little Hawk",
          "text": "Young Blood. Swift"
        },
        {
          "kind": {
            "kind": "character",
            "index": 7,
            "class": "mighty_warrior",
            "held_as_action_card": false
          },
          "title": "Grey Wolf",
          "text": "Mighty Warrior. Agile, Terrifying"
        },
        {
          "kind": {
            "kind": "action",
            "card": "citizen"
          },
          "title": "Citizen Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "action",
            "card": "gunman"
          },
          "title": "Gunman Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "action",
            "card": "shootist"
          },
          "title": "Shootist Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "action",
            "card": "legend"
          },
          "title": "Legend Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "joker"
          },
          "title": "Joker",
          "text": "All discards and any action cards held by players are shuffled back into the Fate Deck."
        },
        {
          "kind": {
            "kind": "muzzleloader_fire",
            "index": 5
          },
          "title": "Muzzleloader Fire: Doc Ames",
          "text": "Doc Ames's muzzle-loading pistol may fire only while this card is in his player's hand."
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 0,
    "cmd": "get_campaign",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse campaign show 2 --json",
    "answer": {
      "campaign": {
        "id": 2,
        "name": "Trouble at Tin Cup",
        "ruleset": "fate",
        "sides": 2,
        "characters": 8,
        "created_at": 1795514608
      },
      "options": {
        "jams": "playsheet",
        "actions": "playsheet",
        "movement": "playsheet",
        "indian_classes": "playsheet",
        "shotguns": "playsheet",
        "hit_location": "playsheet",
        "knife_throwing": "playsheet",
        "hatred_and_fear": true,
        "wounds_cause_hatred_or_fear": false,
        "fumbles": false,
        "treble_skills": false
      },
      "sides": [
        {
          "id": 3,
          "campaign_id": 2,
          "name": "The Kelly Gang",
          "suit": null,
          "characters": [
            {
              "id": 12,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Kid Kelly",
              "class": "gunman",
              "skills": [
                {
                  "id": "quick_shot",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "six_shooter"
              ],
              "kills": 3,
              "wounds": [],
              "notes": "Nineteen, and fast. Wants a reputation.",
              "derived": {
                "class_name": "Gunman",
                "nerve_dice": 4,
                "firing_dice": 0,
                "skills": [
                  {
                    "id": "quick_shot",
                    "label": "Quick shot",
                    "level": 1,
                    "effect": "Adds three* dice in a fast draw situation, when blazing away he can hit with one* extra shot.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Six-shooter"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 13,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Black Jack Ketchum",
              "class": "legend",
              "skills": [
                {
                  "id": "fast_draw",
                  "level": 1
                },
                {
                  "id": "deadeye",
                  "level": 1
                },
                {
                  "id": "tough",
                  "level": 1
                }
              ],
              "hand": "left",
              "weapons": [
                "six_shooter",
                "six_shooter"
              ],
              "kills": 14,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Legend",
                "nerve_dice": 6,
                "firing_dice": 2,
                "skills": [
                  {
                    "id": "deadeye",
                    "label": "Deadeye",
                    "level": 1,
                    "effect": "Hits on a 5 or 6 when firing single shot.",
                    "implied_by": []
                  },
                  {
                    "id": "fast_draw",
                    "label": "Fast draw",
                    "level": 1,
                    "effect": "Adds three* dice in a fast draw situation.",
                    "implied_by": []
                  },
                  {
                    "id": "tough",
                    "label": "Tough",
                    "level": 1,
                    "effect": "When hit by shooting or in a fight, subtract one* from the effect dice, never knocked down or knocked out.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Six-shooter",
                  "Six-shooter"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 14,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Swede Larsen",
              "class": "citizen",
              "skills": [
                {
                  "id": "strong",
                  "level": 2
                }
              ],
              "hand": "right",
              "weapons": [
                "shotgun"
              ],
              "kills": 0,
              "wounds": [],
              "notes": "Drives the wagon.",
              "derived": {
                "class_name": "Citizen",
                "nerve_dice": 3,
                "firing_dice": -1,
                "skills": [
                  {
                    "id": "strong",
                    "label": "Very Strong",
                    "level": 2,
                    "effect": "Adds three* dice in a fight.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Shotgun"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 15,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Running Elk",
              "class": "warrior",
              "skills": [
                {
                  "id": "stalker",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "bow",
                "knife"
              ],
              "kills": 0,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Warrior",
                "nerve_dice": 5,
                "firing_dice": 1,
                "skills": [
                  {
                    "id": "stalker",
                    "label": "Stalker",
                    "level": 1,
                    "effect": "If motionless behind cover, cannot be seen at all beyond 12* inches, subtract one* firing dice if shot at behind cover.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Bow",
                  "Knife"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            }
          ]
        },
        {
          "id": 4,
          "campaign_id": 2,
          "name": "Tin Cup Citizens' Committee",
          "suit": null,
          "characters": [
            {
              "id": 16,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Marshal Dan Tolliver",
              "class": "shootist",
              "skills": [
                {
                  "id": "crack_shot",
                  "level": 1
                },
                {
                  "id": "hard_as_nails",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "six_shooter",
                "repeating_rifle"
              ],
              "kills": 6,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Shootist",
                "nerve_dice": 5,
                "firing_dice": 1,
                "skills": [
                  {
                    "id": "crack_shot",
                    "label": "Crack shot",
                    "level": 1,
                    "effect": "Add one* firing dice.",
                    "implied_by": []
                  },
                  {
                    "id": "hard_as_nails",
                    "label": "Hard as nails",
                    "level": 1,
                    "effect": "Ignores the effect of the first* wound he receives (still knocked down, knocked out or dead though!)",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Six-shooter",
                  "Repeating rifle"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 17,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Doc Ames",
              "class": "citizen",
              "skills": [
                {
                  "id": "lucky",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "muzzle_loading_pistol"
              ],
              "kills": 0,
              "wounds": [
                {
                  "severity": "flesh",
                  "location": "legs"
                }
              ],
              "notes": "",
              "derived": {
                "class_name": "Citizen",
                "nerve_dice": 3,
                "firing_dice": -1,
                "skills": [
                  {
                    "id": "lucky",
                    "label": "Lucky",
                    "level": 1,
                    "effect": "May re-roll one* of each batch of dice he throws.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Muzzle-loading pistol"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 1,
                "wound_effects": [
                  "One movement die less"
                ],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 18,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Little Hawk",
              "class": "young_blood",
              "skills": [
                {
                  "id": "swift",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "tomahawk"
              ],
              "kills": 0,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Young Blood",
                "nerve_dice": 4,
                "firing_dice": 0,
                "skills": [
                  {
                    "id": "swift",
                    "label": "Swift",
                    "level": 1,
                    "effect": "Opponents subtract one* dice when firing at him if he moved on his last turn, may choose to roll one* extra movement dice. Adds one* dice in a fight and in a fast draw.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Tomahawk/Axe"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 19,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Grey Wolf",
              "class": "mighty_warrior",
              "skills": [
                {
                  "id": "agile",
                  "level": 1
                },
                {
                  "id": "terrifying",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "breech_loading_rifle",
                "tomahawk"
              ],
              "kills": 9,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Mighty Warrior",
                "nerve_dice": 6,
                "firing_dice": 2,
                "skills": [
                  {
                    "id": "agile",
                    "label": "Agile",
                    "level": 1,
                    "effect": "No firing penalty when moving, may make one change of direction during move*, ends move facing any direction. Adds one dice* in a fight.",
                    "implied_by": []
                  },
                  {
                    "id": "terrifying",
                    "label": "Terrifying",
                    "level": 1,
                    "effect": "Causes fear* in everyone, opponents subtract one* dice when testing nerve.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Breech-loading rifle",
                  "Tomahawk/Axe"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 0,
    "cmd": "list_games",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse game list --campaign 2 --json",
    "answer": []
  },
  {
    "campaign": 2,
    "stage": 0,
    "cmd": "availability",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse availability --campaign 2 --json",
    "answer": [
      {
        "character_id": 12,
        "side_id": 3,
        "name": "Kid Kelly",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 13,
        "side_id": 3,
        "name": "Black Jack Ketchum",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 14,
        "side_id": 3,
        "name": "Swede Larsen",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 15,
        "side_id": 3,
        "name": "Running Elk",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 16,
        "side_id": 4,
        "name": "Marshal Dan Tolliver",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 17,
        "side_id": 4,
        "name": "Doc Ames",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 18,
        "side_id": 4,
        "name": "Little Hawk",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 19,
        "side_id": 4,
        "name": "Grey Wolf",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      }
    ]
  },
  {
    "campaign": 2,
    "stage": 0,
    "cmd": "chronicle",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse chronicle --campaign 2 --json",
    "answer": {
      "campaign": {
        "id": 2,
        "name": "Trouble at Tin Cup",
        "ruleset": "fate",
        "sides": 2,
        "characters": 8,
        "created_at": 1795514608
      },
      "character_id": null,
      "entries": [
        {
          "at": 1795514608,
          "played_on": null,
          "kind": "campaign",
          "character_id": null,
          "game_id": null,
          "text": "Started the demo campaign \"Trouble at Tin Cup\""
        }
      ],
      "characters": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 13,
          "name": "Black Jack Ketchum",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 15,
          "name": "Running Elk",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 18,
          "name": "Little Hawk",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 19,
          "name": "Grey Wolf",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        }
      ],
      "strength": []
    }
  },
  {
    "campaign": 2,
    "stage": 0,
    "cmd": "record_game",
    "args": {
      "campaign_id": 2,
      "game": {
        "title": "Shootout at the Assay Office",
        "date": "1882-03-14",
        "participants": [
          {
            "character": 12,
            "ended": "unhurt",
            "fired_at_opponent": true,
            "kills": [
              {
                "victim": 16
              }
            ]
          },
          {
            "character": 14,
            "ended": "flesh_wounded",
            "fired_at_opponent": true
          },
          {
            "character": 16,
            "ended": "dead",
            "fired_at_opponent": true
          },
          {
            "character": 17,
            "ended": "seriously_wounded"
          }
        ]
      }
    },
    "cli": "posse game record --campaign 2 --file /tmp/posse-games-XA4D4Q/f7.json --json",
    "answer": {
      "id": 3,
      "campaign_id": 2,
      "ruleset": "fate",
      "title": "Shootout at the Assay Office",
      "played_on": "1882-03-14",
      "notes": "",
      "participants": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "fired_at_opponent": true,
          "kills": [
            {
              "victim_id": 16,
              "name": "Marshal Dan Tolliver",
              "class": "shootist"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "recorded",
      "aftermath": []
    },
    "next": 1
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "list_games",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse game list --campaign 2 --json",
    "answer": [
      {
        "id": 3,
        "campaign_id": 2,
        "ruleset": "fate",
        "title": "Shootout at the Assay Office",
        "played_on": "1882-03-14",
        "notes": "",
        "participants": [
          {
            "character_id": 12,
            "name": "Kid Kelly",
            "side_id": 3,
            "ended": "unhurt",
            "fired_at_opponent": true,
            "kills": [
              {
                "victim_id": 16,
                "name": "Marshal Dan Tolliver",
                "class": "shootist"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 14,
            "name": "Swede Larsen",
            "side_id": 3,
            "ended": "flesh_wounded",
            "fired_at_opponent": true,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 16,
            "name": "Marshal Dan Tolliver",
            "side_id": 4,
            "ended": "dead",
            "fired_at_opponent": true,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 17,
            "name": "Doc Ames",
            "side_id": 4,
            "ended": "seriously_wounded",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "recorded",
        "aftermath": []
      }
    ]
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "availability",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse availability --campaign 2 --json",
    "answer": [
      {
        "character_id": 12,
        "side_id": 3,
        "name": "Kid Kelly",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"Shootout at the Assay Office\" (1882-03-14), whose aftermath is not applied yet",
        "game_id": 3
      },
      {
        "character_id": 13,
        "side_id": 3,
        "name": "Black Jack Ketchum",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 14,
        "side_id": 3,
        "name": "Swede Larsen",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"Shootout at the Assay Office\" (1882-03-14), whose aftermath is not applied yet",
        "game_id": 3
      },
      {
        "character_id": 15,
        "side_id": 3,
        "name": "Running Elk",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 16,
        "side_id": 4,
        "name": "Marshal Dan Tolliver",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"Shootout at the Assay Office\" (1882-03-14), whose aftermath is not applied yet",
        "game_id": 3
      },
      {
        "character_id": 17,
        "side_id": 4,
        "name": "Doc Ames",
        "status": "awaiting_aftermath",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "took part in \"Shootout at the Assay Office\" (1882-03-14), whose aftermath is not applied yet",
        "game_id": 3
      },
      {
        "character_id": 18,
        "side_id": 4,
        "name": "Little Hawk",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 19,
        "side_id": 4,
        "name": "Grey Wolf",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      }
    ]
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "chronicle",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse chronicle --campaign 2 --json",
    "answer": {
      "campaign": {
        "id": 2,
        "name": "Trouble at Tin Cup",
        "ruleset": "fate",
        "sides": 2,
        "characters": 8,
        "created_at": 1795514608
      },
      "character_id": null,
      "entries": [
        {
          "at": 1795514608,
          "played_on": null,
          "kind": "campaign",
          "character_id": null,
          "game_id": null,
          "text": "Started the demo campaign \"Trouble at Tin Cup\""
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "game",
          "character_id": null,
          "game_id": 3,
          "text": "\"Shootout at the Assay Office\" is played (4 taking part)"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly ends it unhurt, killing Marshal Dan Tolliver"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 14,
          "game_id": 3,
          "text": "Swede Larsen ends it flesh-wounded"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "death",
          "character_id": 16,
          "game_id": 3,
          "text": "Marshal Dan Tolliver ends it dead"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 17,
          "game_id": 3,
          "text": "Doc Ames ends it seriously wounded"
        }
      ],
      "characters": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 13,
          "name": "Black Jack Ketchum",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 15,
          "name": "Running Elk",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "awaiting_aftermath"
        },
        {
          "character_id": 18,
          "name": "Little Hawk",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 19,
          "name": "Grey Wolf",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        }
      ],
      "strength": [
        {
          "game_id": 3,
          "title": "Shootout at the Assay Office",
          "played_on": "1882-03-14",
          "sides": [
            {
              "side_id": 3,
              "name": "The Kelly Gang",
              "alive": 4
            },
            {
              "side_id": 4,
              "name": "Tin Cup Citizens' Committee",
              "alive": 3
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "get_game",
    "args": {
      "game_id": 3
    },
    "cli": "posse game show 3 --json",
    "answer": {
      "id": 3,
      "campaign_id": 2,
      "ruleset": "fate",
      "title": "Shootout at the Assay Office",
      "played_on": "1882-03-14",
      "notes": "",
      "participants": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "fired_at_opponent": true,
          "kills": [
            {
              "victim_id": 16,
              "name": "Marshal Dan Tolliver",
              "class": "shootist"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "recorded",
      "aftermath": []
    }
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 3
    },
    "cli": "posse game aftermath 3 --seed 7 --json",
    "answer": {
      "game_id": 3,
      "title": "Shootout at the Assay Office",
      "ruleset": "fate",
      "dice": {
        "seed": 7,
        "entries": [
          {
            "character_id": 12,
            "skills": [
              "crack_shot",
              "cursed"
            ]
          },
          {
            "character_id": 14
          },
          {
            "character_id": 16
          },
          {
            "character_id": 17
          }
        ]
      },
      "entries": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "rolls": [
            {
              "what": "Skill chit",
              "dice": [],
              "kept": null,
              "result": "Crack shot",
              "text": "Taken."
            },
            {
              "what": "Skill chit",
              "dice": [],
              "kept": null,
              "result": "Cursed",
              "text": "Taken."
            }
          ],
          "results": [
            "Promoted from Gunman to Shootist.",
            "Killed 1 armed man/men: career kills 3 → 4.",
            "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Gunman → Shootist",
          "trait_choice": null,
          "skills": [
            "Crack shot",
            "Cursed"
          ],
          "skills_earned": 2,
          "skill_options": [
            "agile",
            "ambidextrous",
            "boss",
            "charmed",
            "crack_shot",
            "cursed",
            "deadeye",
            "drunk",
            "evil",
            "fast_draw",
            "hard_as_nails",
            "knifeman",
            "legend_of_the_west",
            "lucky",
            "marksman",
            "nerves_of_steel",
            "nervous",
            "quick_shot",
            "runt",
            "skilled_fighter",
            "slow",
            "stalker",
            "stoopid",
            "strong",
            "swift",
            "terrifying",
            "tough",
            "true_grit",
            "vengeful",
            "white_knight",
            "wildman",
            "yellow"
          ],
          "kills_added": 1,
          "changes": [
            "Promoted from Gunman to Shootist.",
            "Kills: 3 → 4.",
            "Gains Crack shot (now Crack shot).",
            "Gains Cursed (now Cursed)."
          ]
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "rolls": [],
          "results": [
            "Promoted from Citizen to Gunman."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Citizen → Gunman",
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Promoted from Citizen to Gunman."
          ]
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "rolls": [],
          "results": [
            "Dead: gains nothing.",
            "Dead."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "rolls": [],
          "results": [],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": false
    }
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "enter_aftermath_dice",
    "args": {
      "game_id": 3,
      "rolls": {
        "rolls": []
      }
    },
    "cli": "posse game dice 3 --rolls /tmp/posse-games-XA4D4Q/f8.json --json",
    "error": {
      "code": "invalid_dice",
      "message": "skills: Kid Kelly (12) earns 2 skill(s); draw 2 more chit(s)"
    }
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "roll_aftermath_dice",
    "args": {
      "game_id": 3,
      "seed": 7
    },
    "cli": "posse game dice 3 --seed 7 --json",
    "answer": {
      "game_id": 3,
      "title": "Shootout at the Assay Office",
      "ruleset": "fate",
      "dice": {
        "seed": 7,
        "entries": [
          {
            "character_id": 12,
            "skills": [
              "crack_shot",
              "cursed"
            ]
          },
          {
            "character_id": 14
          },
          {
            "character_id": 16
          },
          {
            "character_id": 17
          }
        ]
      },
      "entries": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "rolls": [
            {
              "what": "Skill chit",
              "dice": [],
              "kept": null,
              "result": "Crack shot",
              "text": "Taken."
            },
            {
              "what": "Skill chit",
              "dice": [],
              "kept": null,
              "result": "Cursed",
              "text": "Taken."
            }
          ],
          "results": [
            "Promoted from Gunman to Shootist.",
            "Killed 1 armed man/men: career kills 3 → 4.",
            "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Gunman → Shootist",
          "trait_choice": null,
          "skills": [
            "Crack shot",
            "Cursed"
          ],
          "skills_earned": 2,
          "skill_options": [
            "agile",
            "ambidextrous",
            "boss",
            "charmed",
            "crack_shot",
            "cursed",
            "deadeye",
            "drunk",
            "evil",
            "fast_draw",
            "hard_as_nails",
            "knifeman",
            "legend_of_the_west",
            "lucky",
            "marksman",
            "nerves_of_steel",
            "nervous",
            "quick_shot",
            "runt",
            "skilled_fighter",
            "slow",
            "stalker",
            "stoopid",
            "strong",
            "swift",
            "terrifying",
            "tough",
            "true_grit",
            "vengeful",
            "white_knight",
            "wildman",
            "yellow"
          ],
          "kills_added": 1,
          "changes": [
            "Promoted from Gunman to Shootist.",
            "Kills: 3 → 4.",
            "Gains Crack shot (now Crack shot).",
            "Gains Cursed (now Cursed)."
          ]
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "rolls": [],
          "results": [
            "Promoted from Citizen to Gunman."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Citizen → Gunman",
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Promoted from Citizen to Gunman."
          ]
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "rolls": [],
          "results": [
            "Dead: gains nothing.",
            "Dead."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "rolls": [],
          "results": [],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": true
    },
    "next": 2
  },
  {
    "campaign": 2,
    "stage": 2,
    "cmd": "list_games",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse game list --campaign 2 --json",
    "answer": [
      {
        "id": 3,
        "campaign_id": 2,
        "ruleset": "fate",
        "title": "Shootout at the Assay Office",
        "played_on": "1882-03-14",
        "notes": "",
        "participants": [
          {
            "character_id": 12,
            "name": "Kid Kelly",
            "side_id": 3,
            "ended": "unhurt",
            "fired_at_opponent": true,
            "kills": [
              {
                "victim_id": 16,
                "name": "Marshal Dan Tolliver",
                "class": "shootist"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 14,
            "name": "Swede Larsen",
            "side_id": 3,
            "ended": "flesh_wounded",
            "fired_at_opponent": true,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 16,
            "name": "Marshal Dan Tolliver",
            "side_id": 4,
            "ended": "dead",
            "fired_at_opponent": true,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 17,
            "name": "Doc Ames",
            "side_id": 4,
            "ended": "seriously_wounded",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "dice_rolled",
        "aftermath": []
      }
    ]
  },
  {
    "campaign": 2,
    "stage": 2,
    "cmd": "get_game",
    "args": {
      "game_id": 3
    },
    "cli": "posse game show 3 --json",
    "answer": {
      "id": 3,
      "campaign_id": 2,
      "ruleset": "fate",
      "title": "Shootout at the Assay Office",
      "played_on": "1882-03-14",
      "notes": "",
      "participants": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "fired_at_opponent": true,
          "kills": [
            {
              "victim_id": 16,
              "name": "Marshal Dan Tolliver",
              "class": "shootist"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "dice_rolled",
      "aftermath": []
    }
  },
  {
    "campaign": 2,
    "stage": 2,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 3
    },
    "cli": "posse game aftermath 3 --json",
    "answer": {
      "game_id": 3,
      "title": "Shootout at the Assay Office",
      "ruleset": "fate",
      "dice": {
        "seed": 7,
        "entries": [
          {
            "character_id": 12,
            "skills": [
              "crack_shot",
              "cursed"
            ]
          },
          {
            "character_id": 14
          },
          {
            "character_id": 16
          },
          {
            "character_id": 17
          }
        ]
      },
      "entries": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "rolls": [
            {
              "what": "Skill chit",
              "dice": [],
              "kept": null,
              "result": "Crack shot",
              "text": "Taken."
            },
            {
              "what": "Skill chit",
              "dice": [],
              "kept": null,
              "result": "Cursed",
              "text": "Taken."
            }
          ],
          "results": [
            "Promoted from Gunman to Shootist.",
            "Killed 1 armed man/men: career kills 3 → 4.",
            "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Gunman → Shootist",
          "trait_choice": null,
          "skills": [
            "Crack shot",
            "Cursed"
          ],
          "skills_earned": 2,
          "skill_options": [
            "agile",
            "ambidextrous",
            "boss",
            "charmed",
            "crack_shot",
            "cursed",
            "deadeye",
            "drunk",
            "evil",
            "fast_draw",
            "hard_as_nails",
            "knifeman",
            "legend_of_the_west",
            "lucky",
            "marksman",
            "nerves_of_steel",
            "nervous",
            "quick_shot",
            "runt",
            "skilled_fighter",
            "slow",
            "stalker",
            "stoopid",
            "strong",
            "swift",
            "terrifying",
            "tough",
            "true_grit",
            "vengeful",
            "white_knight",
            "wildman",
            "yellow"
          ],
          "kills_added": 1,
          "changes": [
            "Promoted from Gunman to Shootist.",
            "Kills: 3 → 4.",
            "Gains Crack shot (now Crack shot).",
            "Gains Cursed (now Cursed)."
          ]
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "rolls": [],
          "results": [
            "Promoted from Citizen to Gunman."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Citizen → Gunman",
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Promoted from Citizen to Gunman."
          ]
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "rolls": [],
          "results": [
            "Dead: gains nothing.",
            "Dead."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "rolls": [],
          "results": [],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": true
    }
  },
  {
    "campaign": 2,
    "stage": 2,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 3,
      "choices": {
        "choices": [
          {
            "character": 12,
            "skills": [
              "fast_draw",
              "lucky"
            ]
          }
        ]
      }
    },
    "cli": "posse game aftermath 3 --choices /tmp/posse-games-XA4D4Q/f9.json --json",
    "answer": {
      "game_id": 3,
      "title": "Shootout at the Assay Office",
      "ruleset": "fate",
      "dice": {
        "seed": 7,
        "entries": [
          {
            "character_id": 12,
            "skills": [
              "crack_shot",
              "cursed"
            ]
          },
          {
            "character_id": 14
          },
          {
            "character_id": 16
          },
          {
            "character_id": 17
          }
        ]
      },
      "entries": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "rolls": [],
          "results": [
            "Promoted from Gunman to Shootist.",
            "Killed 1 armed man/men: career kills 3 → 4.",
            "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Gunman → Shootist",
          "trait_choice": null,
          "skills": [
            "Fast draw",
            "Lucky"
          ],
          "skills_earned": 2,
          "skill_options": [
            "agile",
            "ambidextrous",
            "boss",
            "charmed",
            "crack_shot",
            "cursed",
            "deadeye",
            "drunk",
            "evil",
            "fast_draw",
            "hard_as_nails",
            "knifeman",
            "legend_of_the_west",
            "lucky",
            "marksman",
            "nerves_of_steel",
            "nervous",
            "quick_shot",
            "runt",
            "skilled_fighter",
            "slow",
            "stalker",
            "stoopid",
            "strong",
            "swift",
            "terrifying",
            "tough",
            "true_grit",
            "vengeful",
            "white_knight",
            "wildman",
            "yellow"
          ],
          "kills_added": 1,
          "changes": [
            "Promoted from Gunman to Shootist.",
            "Kills: 3 → 4.",
            "Gains Fast draw (now Fast draw).",
            "Gains Lucky (now Lucky)."
          ]
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "rolls": [],
          "results": [
            "Promoted from Citizen to Gunman."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Citizen → Gunman",
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Promoted from Citizen to Gunman."
          ]
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "rolls": [],
          "results": [
            "Dead: gains nothing.",
            "Dead."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "rolls": [],
          "results": [],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": false,
      "dice_recorded": true
    }
  },
  {
    "campaign": 2,
    "stage": 2,
    "cmd": "apply_aftermath",
    "args": {
      "game_id": 3,
      "choices": {
        "choices": [
          {
            "character": 12,
            "skills": [
              "fast_draw",
              "lucky"
            ]
          }
        ]
      }
    },
    "cli": "posse game apply 3 --choices /tmp/posse-games-XA4D4Q/f10.json --json",
    "answer": {
      "game_id": 3,
      "title": "Shootout at the Assay Office",
      "ruleset": "fate",
      "dice": {
        "seed": 7,
        "entries": [
          {
            "character_id": 12,
            "skills": [
              "crack_shot",
              "cursed"
            ]
          },
          {
            "character_id": 14
          },
          {
            "character_id": 16
          },
          {
            "character_id": 17
          }
        ]
      },
      "entries": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "rolls": [],
          "results": [
            "Promoted from Gunman to Shootist.",
            "Killed 1 armed man/men: career kills 3 → 4.",
            "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Gunman → Shootist",
          "trait_choice": null,
          "skills": [
            "Fast draw",
            "Lucky"
          ],
          "skills_earned": 2,
          "skill_options": [
            "agile",
            "ambidextrous",
            "boss",
            "charmed",
            "crack_shot",
            "cursed",
            "deadeye",
            "drunk",
            "evil",
            "fast_draw",
            "hard_as_nails",
            "knifeman",
            "legend_of_the_west",
            "lucky",
            "marksman",
            "nerves_of_steel",
            "nervous",
            "quick_shot",
            "runt",
            "skilled_fighter",
            "slow",
            "stalker",
            "stoopid",
            "strong",
            "swift",
            "terrifying",
            "tough",
            "true_grit",
            "vengeful",
            "white_knight",
            "wildman",
            "yellow"
          ],
          "kills_added": 1,
          "changes": [
            "Promoted from Gunman to Shootist.",
            "Kills: 3 → 4.",
            "Gains Fast draw (now Fast draw).",
            "Gains Lucky (now Lucky)."
          ]
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "rolls": [],
          "results": [
            "Promoted from Citizen to Gunman."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Citizen → Gunman",
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Promoted from Citizen to Gunman."
          ]
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "rolls": [],
          "results": [
            "Dead: gains nothing.",
            "Dead."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "rolls": [],
          "results": [],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": true,
      "dice_recorded": true
    },
    "next": 3
  },
  {
    "campaign": 2,
    "stage": 3,
    "cmd": "get_campaign",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse campaign show 2 --json",
    "answer": {
      "campaign": {
        "id": 2,
        "name": "Trouble at Tin Cup",
        "ruleset": "fate",
        "sides": 2,
        "characters": 8,
        "created_at": 1795514608
      },
      "options": {
        "jams": "playsheet",
        "actions": "playsheet",
        "movement": "playsheet",
        "indian_classes": "playsheet",
        "shotguns": "playsheet",
        "hit_location": "playsheet",
        "knife_throwing": "playsheet",
        "hatred_and_fear": true,
        "wounds_cause_hatred_or_fear": false,
        "fumbles": false,
        "treble_skills": false
      },
      "sides": [
        {
          "id": 3,
          "campaign_id": 2,
          "name": "The Kelly Gang",
          "suit": null,
          "characters": [
            {
              "id": 12,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Kid Kelly",
              "class": "shootist",
              "skills": [
                {
                  "id": "quick_shot",
                  "level": 1
                },
                {
                  "id": "fast_draw",
                  "level": 1
                },
                {
                  "id": "lucky",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "six_shooter"
              ],
              "kills": 4,
              "wounds": [],
              "notes": "Nineteen, and fast. Wants a reputation.",
              "derived": {
                "class_name": "Shootist",
                "nerve_dice": 5,
                "firing_dice": 1,
                "skills": [
                  {
                    "id": "fast_draw",
                    "label": "Fast draw",
                    "level": 1,
                    "effect": "Adds three* dice in a fast draw situation.",
                    "implied_by": []
                  },
                  {
                    "id": "lucky",
                    "label": "Lucky",
                    "level": 1,
                    "effect": "May re-roll one* of each batch of dice he throws.",
                    "implied_by": []
                  },
                  {
                    "id": "quick_shot",
                    "label": "Quick shot",
                    "level": 1,
                    "effect": "Adds three* dice in a fast draw situation, when blazing away he can hit with one* extra shot.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Six-shooter"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 13,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Black Jack Ketchum",
              "class": "legend",
              "skills": [
                {
                  "id": "fast_draw",
                  "level": 1
                },
                {
                  "id": "deadeye",
                  "level": 1
                },
                {
                  "id": "tough",
                  "level": 1
                }
              ],
              "hand": "left",
              "weapons": [
                "six_shooter",
                "six_shooter"
              ],
              "kills": 14,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Legend",
                "nerve_dice": 6,
                "firing_dice": 2,
                "skills": [
                  {
                    "id": "deadeye",
                    "label": "Deadeye",
                    "level": 1,
                    "effect": "Hits on a 5 or 6 when firing single shot.",
                    "implied_by": []
                  },
                  {
                    "id": "fast_draw",
                    "label": "Fast draw",
                    "level": 1,
                    "effect": "Adds three* dice in a fast draw situation.",
                    "implied_by": []
                  },
                  {
                    "id": "tough",
                    "label": "Tough",
                    "level": 1,
                    "effect": "When hit by shooting or in a fight, subtract one* from the effect dice, never knocked down or knocked out.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Six-shooter",
                  "Six-shooter"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 14,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Swede Larsen",
              "class": "gunman",
              "skills": [
                {
                  "id": "strong",
                  "level": 2
                }
              ],
              "hand": "right",
              "weapons": [
                "shotgun"
              ],
              "kills": 0,
              "wounds": [],
              "notes": "Drives the wagon.",
              "derived": {
                "class_name": "Gunman",
                "nerve_dice": 4,
                "firing_dice": 0,
                "skills": [
                  {
                    "id": "strong",
                    "label": "Very Strong",
                    "level": 2,
                    "effect": "Adds three* dice in a fight.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Shotgun"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 15,
              "side_id": 3,
              "ruleset": "fate",
              "name": "Running Elk",
              "class": "warrior",
              "skills": [
                {
                  "id": "stalker",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "bow",
                "knife"
              ],
              "kills": 0,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Warrior",
                "nerve_dice": 5,
                "firing_dice": 1,
                "skills": [
                  {
                    "id": "stalker",
                    "label": "Stalker",
                    "level": 1,
                    "effect": "If motionless behind cover, cannot be seen at all beyond 12* inches, subtract one* firing dice if shot at behind cover.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Bow",
                  "Knife"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            }
          ]
        },
        {
          "id": 4,
          "campaign_id": 2,
          "name": "Tin Cup Citizens' Committee",
          "suit": null,
          "characters": [
            {
              "id": 16,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Marshal Dan Tolliver",
              "class": "shootist",
              "skills": [
                {
                  "id": "crack_shot",
                  "level": 1
                },
                {
                  "id": "hard_as_nails",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "six_shooter",
                "repeating_rifle"
              ],
              "kills": 6,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Shootist",
                "nerve_dice": 5,
                "firing_dice": 1,
                "skills": [
                  {
                    "id": "crack_shot",
                    "label": "Crack shot",
                    "level": 1,
                    "effect": "Add one* firing dice.",
                    "implied_by": []
                  },
                  {
                    "id": "hard_as_nails",
                    "label": "Hard as nails",
                    "level": 1,
                    "effect": "Ignores the effect of the first* wound he receives (still knocked down, knocked out or dead though!)",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Six-shooter",
                  "Repeating rifle"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 17,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Doc Ames",
              "class": "citizen",
              "skills": [
                {
                  "id": "lucky",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "muzzle_loading_pistol"
              ],
              "kills": 0,
              "wounds": [
                {
                  "severity": "flesh",
                  "location": "legs"
                }
              ],
              "notes": "",
              "derived": {
                "class_name": "Citizen",
                "nerve_dice": 3,
                "firing_dice": -1,
                "skills": [
                  {
                    "id": "lucky",
                    "label": "Lucky",
                    "level": 1,
                    "effect": "May re-roll one* of each batch of dice he throws.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Muzzle-loading pistol"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 1,
                "wound_effects": [
                  "One movement die less"
                ],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 18,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Little Hawk",
              "class": "young_blood",
              "skills": [
                {
                  "id": "swift",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "tomahawk"
              ],
              "kills": 0,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Young Blood",
                "nerve_dice": 4,
                "firing_dice": 0,
                "skills": [
                  {
                    "id": "swift",
                    "label": "Swift",
                    "level": 1,
                    "effect": "Opponents subtract one* dice when firing at him if he moved on his last turn, may choose to roll one* extra movement dice. Adds one* dice in a fight and in a fast draw.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Tomahawk/Axe"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            },
            {
              "id": 19,
              "side_id": 4,
              "ruleset": "fate",
              "name": "Grey Wolf",
              "class": "mighty_warrior",
              "skills": [
                {
                  "id": "agile",
                  "level": 1
                },
                {
                  "id": "terrifying",
                  "level": 1
                }
              ],
              "hand": "right",
              "weapons": [
                "breech_loading_rifle",
                "tomahawk"
              ],
              "kills": 9,
              "wounds": [],
              "notes": "",
              "derived": {
                "class_name": "Mighty Warrior",
                "nerve_dice": 6,
                "firing_dice": 2,
                "skills": [
                  {
                    "id": "agile",
                    "label": "Agile",
                    "level": 1,
                    "effect": "No firing penalty when moving, may make one change of direction during move*, ends move facing any direction. Adds one dice* in a fight.",
                    "implied_by": []
                  },
                  {
                    "id": "terrifying",
                    "label": "Terrifying",
                    "level": 1,
                    "effect": "Causes fear* in everyone, opponents subtract one* dice when testing nerve.",
                    "implied_by": []
                  }
                ],
                "weapons": [
                  "Breech-loading rifle",
                  "Tomahawk/Axe"
                ],
                "serious_wounds": 0,
                "flesh_wounds": 0,
                "wound_effects": [],
                "flags": []
              },
              "has_portrait": false
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 3,
    "cmd": "list_games",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse game list --campaign 2 --json",
    "answer": [
      {
        "id": 3,
        "campaign_id": 2,
        "ruleset": "fate",
        "title": "Shootout at the Assay Office",
        "played_on": "1882-03-14",
        "notes": "",
        "participants": [
          {
            "character_id": 12,
            "name": "Kid Kelly",
            "side_id": 3,
            "ended": "unhurt",
            "fired_at_opponent": true,
            "kills": [
              {
                "victim_id": 16,
                "name": "Marshal Dan Tolliver",
                "class": "shootist"
              }
            ],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 14,
            "name": "Swede Larsen",
            "side_id": 3,
            "ended": "flesh_wounded",
            "fired_at_opponent": true,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 16,
            "name": "Marshal Dan Tolliver",
            "side_id": 4,
            "ended": "dead",
            "fired_at_opponent": true,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          },
          {
            "character_id": 17,
            "name": "Doc Ames",
            "side_id": 4,
            "ended": "seriously_wounded",
            "fired_at_opponent": false,
            "kills": [],
            "seriously_wounded": 0,
            "backshot": false,
            "shot_helpless": false,
            "shot_surrendered_or_woman": false,
            "surrendered": false,
            "refused_challenge": false
          }
        ],
        "status": "applied",
        "aftermath": [
          {
            "character_id": 12,
            "name": "Kid Kelly",
            "side_id": 3,
            "ended": "unhurt",
            "rolls": [],
            "results": [
              "Promoted from Gunman to Shootist.",
              "Killed 1 armed man/men: career kills 3 → 4.",
              "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": "Gunman → Shootist",
            "trait_choice": null,
            "skills": [
              "Fast draw",
              "Lucky"
            ],
            "skills_earned": 2,
            "skill_options": [
              "agile",
              "ambidextrous",
              "boss",
              "charmed",
              "crack_shot",
              "cursed",
              "deadeye",
              "drunk",
              "evil",
              "fast_draw",
              "hard_as_nails",
              "knifeman",
              "legend_of_the_west",
              "lucky",
              "marksman",
              "nerves_of_steel",
              "nervous",
              "quick_shot",
              "runt",
              "skilled_fighter",
              "slow",
              "stalker",
              "stoopid",
              "strong",
              "swift",
              "terrifying",
              "tough",
              "true_grit",
              "vengeful",
              "white_knight",
              "wildman",
              "yellow"
            ],
            "kills_added": 1,
            "changes": [
              "Promoted from Gunman to Shootist.",
              "Kills: 3 → 4.",
              "Gains Fast draw (now Fast draw).",
              "Gains Lucky (now Lucky)."
            ]
          },
          {
            "character_id": 14,
            "name": "Swede Larsen",
            "side_id": 3,
            "ended": "flesh_wounded",
            "rolls": [],
            "results": [
              "Promoted from Citizen to Gunman."
            ],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": "Citizen → Gunman",
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": [
              "Promoted from Citizen to Gunman."
            ]
          },
          {
            "character_id": 16,
            "name": "Marshal Dan Tolliver",
            "side_id": 4,
            "ended": "dead",
            "rolls": [],
            "results": [
              "Dead: gains nothing.",
              "Dead."
            ],
            "next": "dead",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": true,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          },
          {
            "character_id": 17,
            "name": "Doc Ames",
            "side_id": 4,
            "ended": "seriously_wounded",
            "rolls": [],
            "results": [],
            "next": "available",
            "cards_lost": 0,
            "reduced_dice": false,
            "may_rest": false,
            "dies": false,
            "promotion": null,
            "trait_choice": null,
            "skills": [],
            "skills_earned": 0,
            "skill_options": [],
            "kills_added": 0,
            "changes": []
          }
        ]
      }
    ]
  },
  {
    "campaign": 2,
    "stage": 3,
    "cmd": "availability",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse availability --campaign 2 --json",
    "answer": [
      {
        "character_id": 12,
        "side_id": 3,
        "name": "Kid Kelly",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit",
        "game_id": 3
      },
      {
        "character_id": 13,
        "side_id": 3,
        "name": "Black Jack Ketchum",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 14,
        "side_id": 3,
        "name": "Swede Larsen",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit",
        "game_id": 3
      },
      {
        "character_id": 15,
        "side_id": 3,
        "name": "Running Elk",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 16,
        "side_id": 4,
        "name": "Marshal Dan Tolliver",
        "status": "dead",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "killed in \"Shootout at the Assay Office\" (1882-03-14)",
        "game_id": 3
      },
      {
        "character_id": 17,
        "side_id": 4,
        "name": "Doc Ames",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit",
        "game_id": 3
      },
      {
        "character_id": 18,
        "side_id": 4,
        "name": "Little Hawk",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      },
      {
        "character_id": 19,
        "side_id": 4,
        "name": "Grey Wolf",
        "status": "available",
        "cards_lost": 0,
        "reduced_dice": false,
        "may_rest": false,
        "reason": "Fit: has not played yet",
        "game_id": null
      }
    ]
  },
  {
    "campaign": 2,
    "stage": 3,
    "cmd": "chronicle",
    "args": {
      "campaign_id": 2
    },
    "cli": "posse chronicle --campaign 2 --json",
    "answer": {
      "campaign": {
        "id": 2,
        "name": "Trouble at Tin Cup",
        "ruleset": "fate",
        "sides": 2,
        "characters": 8,
        "created_at": 1795514608
      },
      "character_id": null,
      "entries": [
        {
          "at": 1795514608,
          "played_on": null,
          "kind": "campaign",
          "character_id": null,
          "game_id": null,
          "text": "Started the demo campaign \"Trouble at Tin Cup\""
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "game",
          "character_id": null,
          "game_id": 3,
          "text": "\"Shootout at the Assay Office\" is played (4 taking part)"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly ends it unhurt, killing Marshal Dan Tolliver"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 14,
          "game_id": 3,
          "text": "Swede Larsen ends it flesh-wounded"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "death",
          "character_id": 16,
          "game_id": 3,
          "text": "Marshal Dan Tolliver ends it dead"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 17,
          "game_id": 3,
          "text": "Doc Ames ends it seriously wounded"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "promotion",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly promoted: Gunman → Shootist"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "skill",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly gains the skill Fast draw"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "skill",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly gains the skill Lucky"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly: Promoted from Gunman to Shootist. Killed 1 armed man/men: career kills 3 → 4. Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "promotion",
          "character_id": 14,
          "game_id": 3,
          "text": "Swede Larsen promoted: Citizen → Gunman"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 14,
          "game_id": 3,
          "text": "Swede Larsen: Promoted from Citizen to Gunman."
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 16,
          "game_id": 3,
          "text": "Marshal Dan Tolliver: Dead: gains nothing. Dead."
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 17,
          "game_id": 3,
          "text": "Doc Ames: "
        }
      ],
      "characters": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 13,
          "name": "Black Jack Ketchum",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "available"
        },
        {
          "character_id": 15,
          "name": "Running Elk",
          "side_id": 3,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "dead"
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "games": 1,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 1,
          "status": "available"
        },
        {
          "character_id": 18,
          "name": "Little Hawk",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        },
        {
          "character_id": 19,
          "name": "Grey Wolf",
          "side_id": 4,
          "games": 0,
          "kills": 0,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        }
      ],
      "strength": [
        {
          "game_id": 3,
          "title": "Shootout at the Assay Office",
          "played_on": "1882-03-14",
          "sides": [
            {
              "side_id": 3,
              "name": "The Kelly Gang",
              "alive": 4
            },
            {
              "side_id": 4,
              "name": "Tin Cup Citizens' Committee",
              "alive": 3
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 3,
    "cmd": "chronicle",
    "args": {
      "character_id": 12
    },
    "cli": "posse chronicle --character 12 --json",
    "answer": {
      "campaign": {
        "id": 2,
        "name": "Trouble at Tin Cup",
        "ruleset": "fate",
        "sides": 2,
        "characters": 8,
        "created_at": 1795514608
      },
      "character_id": 12,
      "entries": [
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "game",
          "character_id": null,
          "game_id": 3,
          "text": "\"Shootout at the Assay Office\" is played (4 taking part)"
        },
        {
          "at": 1795514610,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly ends it unhurt, killing Marshal Dan Tolliver"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "promotion",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly promoted: Gunman → Shootist"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "skill",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly gains the skill Fast draw"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "skill",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly gains the skill Lucky"
        },
        {
          "at": 1795514611,
          "played_on": "1882-03-14",
          "kind": "outcome",
          "character_id": 12,
          "game_id": 3,
          "text": "Kid Kelly: Promoted from Gunman to Shootist. Killed 1 armed man/men: career kills 3 → 4. Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
        }
      ],
      "characters": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "games": 1,
          "kills": 1,
          "wounds_dealt": 0,
          "times_hurt": 0,
          "status": "available"
        }
      ],
      "strength": [
        {
          "game_id": 3,
          "title": "Shootout at the Assay Office",
          "played_on": "1882-03-14",
          "sides": [
            {
              "side_id": 3,
              "name": "The Kelly Gang",
              "alive": 4
            },
            {
              "side_id": 4,
              "name": "Tin Cup Citizens' Committee",
              "alive": 3
            }
          ]
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 3,
    "cmd": "get_game",
    "args": {
      "game_id": 3
    },
    "cli": "posse game show 3 --json",
    "answer": {
      "id": 3,
      "campaign_id": 2,
      "ruleset": "fate",
      "title": "Shootout at the Assay Office",
      "played_on": "1882-03-14",
      "notes": "",
      "participants": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "fired_at_opponent": true,
          "kills": [
            {
              "victim_id": 16,
              "name": "Marshal Dan Tolliver",
              "class": "shootist"
            }
          ],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "fired_at_opponent": true,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "fired_at_opponent": false,
          "kills": [],
          "seriously_wounded": 0,
          "backshot": false,
          "shot_helpless": false,
          "shot_surrendered_or_woman": false,
          "surrendered": false,
          "refused_challenge": false
        }
      ],
      "status": "applied",
      "aftermath": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "rolls": [],
          "results": [
            "Promoted from Gunman to Shootist.",
            "Killed 1 armed man/men: career kills 3 → 4.",
            "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Gunman → Shootist",
          "trait_choice": null,
          "skills": [
            "Fast draw",
            "Lucky"
          ],
          "skills_earned": 2,
          "skill_options": [
            "agile",
            "ambidextrous",
            "boss",
            "charmed",
            "crack_shot",
            "cursed",
            "deadeye",
            "drunk",
            "evil",
            "fast_draw",
            "hard_as_nails",
            "knifeman",
            "legend_of_the_west",
            "lucky",
            "marksman",
            "nerves_of_steel",
            "nervous",
            "quick_shot",
            "runt",
            "skilled_fighter",
            "slow",
            "stalker",
            "stoopid",
            "strong",
            "swift",
            "terrifying",
            "tough",
            "true_grit",
            "vengeful",
            "white_knight",
            "wildman",
            "yellow"
          ],
          "kills_added": 1,
          "changes": [
            "Promoted from Gunman to Shootist.",
            "Kills: 3 → 4.",
            "Gains Fast draw (now Fast draw).",
            "Gains Lucky (now Lucky)."
          ]
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "rolls": [],
          "results": [
            "Promoted from Citizen to Gunman."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Citizen → Gunman",
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Promoted from Citizen to Gunman."
          ]
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "rolls": [],
          "results": [
            "Dead: gains nothing.",
            "Dead."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "rolls": [],
          "results": [],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ]
    }
  },
  {
    "campaign": 2,
    "stage": 3,
    "cmd": "preview_aftermath",
    "args": {
      "game_id": 3
    },
    "cli": "posse game aftermath 3 --json",
    "answer": {
      "game_id": 3,
      "title": "Shootout at the Assay Office",
      "ruleset": "fate",
      "dice": {
        "seed": 7,
        "entries": [
          {
            "character_id": 12,
            "skills": [
              "crack_shot",
              "cursed"
            ]
          },
          {
            "character_id": 14
          },
          {
            "character_id": 16
          },
          {
            "character_id": 17
          }
        ]
      },
      "entries": [
        {
          "character_id": 12,
          "name": "Kid Kelly",
          "side_id": 3,
          "ended": "unhurt",
          "rolls": [],
          "results": [
            "Promoted from Gunman to Shootist.",
            "Killed 1 armed man/men: career kills 3 → 4.",
            "Shootists gain a skill for each armed man they kill (including the first): 1 skill(s) for this gunfight's kills, and one for his first kill, made in an earlier gunfight."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Gunman → Shootist",
          "trait_choice": null,
          "skills": [
            "Fast draw",
            "Lucky"
          ],
          "skills_earned": 2,
          "skill_options": [
            "agile",
            "ambidextrous",
            "boss",
            "charmed",
            "crack_shot",
            "cursed",
            "deadeye",
            "drunk",
            "evil",
            "fast_draw",
            "hard_as_nails",
            "knifeman",
            "legend_of_the_west",
            "lucky",
            "marksman",
            "nerves_of_steel",
            "nervous",
            "quick_shot",
            "runt",
            "skilled_fighter",
            "slow",
            "stalker",
            "stoopid",
            "strong",
            "swift",
            "terrifying",
            "tough",
            "true_grit",
            "vengeful",
            "white_knight",
            "wildman",
            "yellow"
          ],
          "kills_added": 1,
          "changes": [
            "Promoted from Gunman to Shootist.",
            "Kills: 3 → 4.",
            "Gains Fast draw (now Fast draw).",
            "Gains Lucky (now Lucky)."
          ]
        },
        {
          "character_id": 14,
          "name": "Swede Larsen",
          "side_id": 3,
          "ended": "flesh_wounded",
          "rolls": [],
          "results": [
            "Promoted from Citizen to Gunman."
          ],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": "Citizen → Gunman",
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": [
            "Promoted from Citizen to Gunman."
          ]
        },
        {
          "character_id": 16,
          "name": "Marshal Dan Tolliver",
          "side_id": 4,
          "ended": "dead",
          "rolls": [],
          "results": [
            "Dead: gains nothing.",
            "Dead."
          ],
          "next": "dead",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": true,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        },
        {
          "character_id": 17,
          "name": "Doc Ames",
          "side_id": 4,
          "ended": "seriously_wounded",
          "rolls": [],
          "results": [],
          "next": "available",
          "cards_lost": 0,
          "reduced_dice": false,
          "may_rest": false,
          "dies": false,
          "promotion": null,
          "trait_choice": null,
          "skills": [],
          "skills_earned": 0,
          "skill_options": [],
          "kills_added": 0,
          "changes": []
        }
      ],
      "applied": true,
      "dice_recorded": true
    }
  },
  {
    "campaign": 2,
    "stage": 1,
    "cmd": "fate_deck",
    "args": {
      "campaign_id": 2,
      "side_id": null
    },
    "cli": "posse fate deck --campaign 2 --json",
    "answer": {
      "cards": [
        {
          "kind": {
            "kind": "character",
            "index": 0,
            "class": "shootist",
            "held_as_action_card": false
          },
          "title": "Kid Kelly",
          "text": "Shootist. Fast draw, Lucky, Quick shot"
        },
        {
          "kind": {
            "kind": "character",
            "index": 1,
            "class": "legend",
            "held_as_action_card": false
          },
          "title": "Black Jack Ketchum",
          "text": "Legend. Deadeye, Fast draw, Tough"
        },
        {
          "kind": {
            "kind": "character",
            "index": 2,
            "class": "gunman",
            "held_as_action_card": false
          },
          "title": "Swede Larsen",
          "text": "Gunman. Very Strong"
        },
        {
          "kind": {
            "kind": "character",
            "index": 3,
            "class": "warrior",
            "held_as_action_card": false
          },
          "title": "Running Elk",
          "text": "Warrior. Stalker"
        },
        {
          "kind": {
            "kind": "character",
            "index": 4,
            "class": "shootist",
            "held_as_action_card": false
          },
          "title": "Marshal Dan Tolliver",
          "text": "Shootist. Crack shot, Hard as nails"
        },
        {
          "kind": {
            "kind": "character",
            "index": 5,
            "class": "citizen",
            "held_as_action_card": false
          },
          "title": "Doc Ames",
          "text": "Citizen. Lucky"
        },
        {
          "kind": {
            "kind": "character",
            "index": 6,
            "class": "young_blood",
            "held_as_action_card": false
          },
          "title": "Little Hawk",
          "text": "Young Blood. Swift"
        },
        {
          "kind": {
            "kind": "character",
            "index": 7,
            "class": "mighty_warrior",
            "held_as_action_card": false
          },
          "title": "Grey Wolf",
          "text": "Mighty Warrior. Agile, Terrifying"
        },
        {
          "kind": {
            "kind": "action",
            "card": "citizen"
          },
          "title": "Citizen Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "action",
            "card": "gunman"
          },
          "title": "Gunman Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "action",
            "card": "shootist"
          },
          "title": "Shootist Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "action",
            "card": "legend"
          },
          "title": "Legend Action Card",
          "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck."
        },
        {
          "kind": {
            "kind": "joker"
          },
          "title": "Joker",
          "text": "All discards and any action cards held by players are shuffled back into the Fate Deck."
        },
        {
          "kind": {
            "kind": "muzzleloader_fire",
            "index": 5
          },
          "title": "Muzzleloader Fire: Doc Ames",
          "text": "Doc Ames's muzzle-loading pistol may fire only while this card is in his player's hand."
        }
      ]
    }
  }
];
