// The real backend's answers for the casting board, recorded by
// tests/e2e/browser/record-casting-fixtures.mjs from the CLI in one fresh database: the QOTD demo
// (campaign 1, after a first game: Tom McLaury dead, Morgan Earp one card less and reduced dice,
// Frank McLaury one card less) cast as "Showdown at Dry Gulch" step by step — the Earps (Ann, ♥)
// and the Cowboys (Bob, ♠), the Earps' thirteenth card, a fourteenth refused, Johnny Ringo's cards
// named twice and then by hand — saved, reopened and edited, copied, the copy removed; and the fate demo (campaign 2)
// with a fate deck. Each answer is for one command with these args, when its campaign is at
// `stage` (0 before saving, 1 saved, 2 copied, 3 the copy removed), or for a read at any later
// stage until another answer is recorded; `next` is the stage a command moves the campaign to.
// Regenerate rather than edit by hand.
import type { ErrorBody } from '../bindings/ErrorBody';

export type CastingScene = {
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

export const CASTING_SCENES: CastingScene[] = [
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
    "created_at": 1795357238
   },
   {
    "id": 1,
    "name": "Showdown at Dry Gulch",
    "ruleset": "qotd",
    "sides": 2,
    "characters": 11,
    "created_at": 1795357238
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
    "created_at": 1795357238
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
  "cmd": "casting_board",
  "args": {
   "campaign_id": 1
  },
  "cli": "posse campaign show 1, availability --campaign 1, cast list --campaign 1 (--json), and the animal table",
  "answer": {
   "campaign": {
    "campaign": {
     "id": 1,
     "name": "Showdown at Dry Gulch",
     "ruleset": "qotd",
     "sides": 2,
     "characters": 11,
     "created_at": 1795357238
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
   },
   "availability": [
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
     "cards_lost": 1,
     "reduced_dice": true,
     "may_rest": true,
     "reason": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered",
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
   ],
   "beasts": [
    {
     "id": "herbivore",
     "name": "Horses or similar sized herbivores including cattle",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "buffalo",
     "name": "Buffalo",
     "speed": "16",
     "dv": 1,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "large_cat",
     "name": "Large cats up to cougar size",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "surefooted",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Traits – Fearsome. Cat types are Sure footed and Stealthy All damage is rated as high impact"
    },
    {
     "id": "dog",
     "name": "Dogs or similar up to wolf size",
     "speed": "12",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth",
     "traits": [
      "fearsome",
      "sixth_sense"
     ],
     "high_impact": false,
     "special_rules": "Traits – Fearsome, Sixth Sense"
    },
    {
     "id": "carnivorous_reptile",
     "name": "Carnivorous Reptiles e.g. Alligators",
     "speed": "12 on land, 16 in water",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    },
    {
     "id": "large_carnivore",
     "name": "Mammals up to horse size e.g. Grizzly bears",
     "speed": "16",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "strong"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    }
   ],
   "scenarios": []
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": {
     "seed": 42
    },
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f3.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": {
    "seed": 42
   },
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 4
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 6,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f4.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 4
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 6,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f5.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 7
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 9,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f6.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 10
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 12,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f7.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [],
     "cards_used": 11
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 13,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f8.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 12
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 14,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f9.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 12
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 4
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 18,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f10.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 12
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 7
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 21,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f11.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 12
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "7"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 22,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [
       {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       }
      ],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f12.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "7"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [
       {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
       {
        "name": "Old Grizzly",
        "beast": "large_carnivore",
        "notes": ""
       }
      ],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f13.json --json",
  "error": {
   "code": "too_many_cards",
   "message": "sides[0]: The Earps, Ann, ♥: 14 cards are needed but a suit has 13: leave out Morgan Earp (a Supporting Character, 1 card) or Dusty (a Minor Character, 1 card), or give some of them to a second player with a suit of their own"
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [
       {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       }
      ],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {
       "Johnny Ringo": [
        "A",
        "A",
        "K",
        "Q"
       ]
      }
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f14.json --json",
  "error": {
   "code": "duplicate_card",
   "message": "sides[1].cards[\"Johnny Ringo\"]: The Cowboys, Bob, ♠: A is named twice for Johnny Ringo: each card may be dealt once"
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [
       {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       }
      ],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {
       "Johnny Ringo": [
        "A",
        "3",
        "7",
        "9"
       ]
      }
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f15.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {
      "6": [
       "A",
       "3",
       "7",
       "9"
      ]
     },
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "7"
        },
        {
         "suit": "spades",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "create_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [
       {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       }
      ],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {
       "Johnny Ringo": [
        "A",
        "3",
        "7",
        "9"
       ]
      }
     }
    ]
   }
  },
  "cli": "posse cast new --campaign 1 --file /tmp/posse-casting-pIIWh8/f16.json --json",
  "answer": {
   "id": 1,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {
      "6": [
       "A",
       "3",
       "7",
       "9"
      ]
     },
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "7"
        },
        {
         "suit": "spades",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": 1795357238,
   "updated_at": 1795357238
  },
  "next": 1
 },
 {
  "campaign": 1,
  "stage": 1,
  "cmd": "get_scenario",
  "args": {
   "scenario_id": 1
  },
  "cli": "posse cast show 1 --json",
  "answer": {
   "id": 1,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {
      "6": [
       "A",
       "3",
       "7",
       "9"
      ]
     },
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "7"
        },
        {
         "suit": "spades",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": 1795357238,
   "updated_at": 1795357238
  }
 },
 {
  "campaign": 1,
  "stage": 1,
  "cmd": "casting_board",
  "args": {
   "campaign_id": 1
  },
  "cli": "posse campaign show 1, availability --campaign 1, cast list --campaign 1 (--json), and the animal table",
  "answer": {
   "campaign": {
    "campaign": {
     "id": 1,
     "name": "Showdown at Dry Gulch",
     "ruleset": "qotd",
     "sides": 2,
     "characters": 11,
     "created_at": 1795357238
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
   },
   "availability": [
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
     "cards_lost": 1,
     "reduced_dice": true,
     "may_rest": true,
     "reason": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered",
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
   ],
   "beasts": [
    {
     "id": "herbivore",
     "name": "Horses or similar sized herbivores including cattle",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "buffalo",
     "name": "Buffalo",
     "speed": "16",
     "dv": 1,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "large_cat",
     "name": "Large cats up to cougar size",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "surefooted",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Traits – Fearsome. Cat types are Sure footed and Stealthy All damage is rated as high impact"
    },
    {
     "id": "dog",
     "name": "Dogs or similar up to wolf size",
     "speed": "12",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth",
     "traits": [
      "fearsome",
      "sixth_sense"
     ],
     "high_impact": false,
     "special_rules": "Traits – Fearsome, Sixth Sense"
    },
    {
     "id": "carnivorous_reptile",
     "name": "Carnivorous Reptiles e.g. Alligators",
     "speed": "12 on land, 16 in water",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    },
    {
     "id": "large_carnivore",
     "name": "Mammals up to horse size e.g. Grizzly bears",
     "speed": "16",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "strong"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    }
   ],
   "scenarios": [
    {
     "id": 1,
     "campaign_id": 1,
     "title": "Showdown at Dry Gulch",
     "sides": [
      "The Earps (Ann, ♥)",
      "The Cowboys (Bob, ♠)"
     ],
     "characters": 8,
     "extras": 1,
     "updated_at": 1795357238
    }
   ]
  }
 },
 {
  "campaign": 1,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon. Behan tries to disarm them.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [
       {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       }
      ],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {
       "Johnny Ringo": [
        "A",
        "3",
        "7",
        "9"
       ]
      }
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 1 --file /tmp/posse-casting-pIIWh8/f18.json --json",
  "answer": {
   "id": null,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon. Behan tries to disarm them.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {
      "6": [
       "A",
       "3",
       "7",
       "9"
      ]
     },
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "7"
        },
        {
         "suit": "spades",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 1,
  "stage": 1,
  "cmd": "edit_scenario",
  "args": {
   "scenario_id": 1,
   "script": {
    "title": "Showdown at Dry Gulch",
    "plot": "The Cowboys ride in at noon. Behan tries to disarm them.",
    "set_notes": "Main street, the livery stable, the O.K. Corral.",
    "allocation": "standard",
    "sides": [
     {
      "side": 1,
      "player": "Ann",
      "suit": "hearts",
      "characters": [
       1,
       2,
       3,
       4,
       5
      ],
      "extras": [
       {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       }
      ],
      "cards": {}
     },
     {
      "side": 2,
      "player": "Bob",
      "suit": "spades",
      "characters": [
       6,
       7,
       8
      ],
      "extras": [],
      "cards": {
       "Johnny Ringo": [
        "A",
        "3",
        "7",
        "9"
       ]
      }
     }
    ]
   }
  },
  "cli": "posse cast edit 1 --file /tmp/posse-casting-pIIWh8/f19.json --json",
  "answer": {
   "id": 1,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch",
   "plot": "The Cowboys ride in at noon. Behan tries to disarm them.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {
      "6": [
       "A",
       "3",
       "7",
       "9"
      ]
     },
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "7"
        },
        {
         "suit": "spades",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": 1795357238,
   "updated_at": 1795357238
  },
  "next": 1
 },
 {
  "campaign": 1,
  "stage": 1,
  "cmd": "copy_scenario",
  "args": {
   "scenario_id": 1
  },
  "cli": "posse cast new --from 1 --json",
  "answer": {
   "id": 2,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch (copy)",
   "plot": "The Cowboys ride in at noon. Behan tries to disarm them.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {
      "6": [
       "A",
       "3",
       "7",
       "9"
      ]
     },
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "7"
        },
        {
         "suit": "spades",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": 1795357238,
   "updated_at": 1795357238
  },
  "next": 2
 },
 {
  "campaign": 1,
  "stage": 2,
  "cmd": "casting_board",
  "args": {
   "campaign_id": 1
  },
  "cli": "posse campaign show 1, availability --campaign 1, cast list --campaign 1 (--json), and the animal table",
  "answer": {
   "campaign": {
    "campaign": {
     "id": 1,
     "name": "Showdown at Dry Gulch",
     "ruleset": "qotd",
     "sides": 2,
     "characters": 11,
     "created_at": 1795357238
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
   },
   "availability": [
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
     "cards_lost": 1,
     "reduced_dice": true,
     "may_rest": true,
     "reason": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered",
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
   ],
   "beasts": [
    {
     "id": "herbivore",
     "name": "Horses or similar sized herbivores including cattle",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "buffalo",
     "name": "Buffalo",
     "speed": "16",
     "dv": 1,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "large_cat",
     "name": "Large cats up to cougar size",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "surefooted",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Traits – Fearsome. Cat types are Sure footed and Stealthy All damage is rated as high impact"
    },
    {
     "id": "dog",
     "name": "Dogs or similar up to wolf size",
     "speed": "12",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth",
     "traits": [
      "fearsome",
      "sixth_sense"
     ],
     "high_impact": false,
     "special_rules": "Traits – Fearsome, Sixth Sense"
    },
    {
     "id": "carnivorous_reptile",
     "name": "Carnivorous Reptiles e.g. Alligators",
     "speed": "12 on land, 16 in water",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    },
    {
     "id": "large_carnivore",
     "name": "Mammals up to horse size e.g. Grizzly bears",
     "speed": "16",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "strong"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    }
   ],
   "scenarios": [
    {
     "id": 1,
     "campaign_id": 1,
     "title": "Showdown at Dry Gulch",
     "sides": [
      "The Earps (Ann, ♥)",
      "The Cowboys (Bob, ♠)"
     ],
     "characters": 8,
     "extras": 1,
     "updated_at": 1795357238
    },
    {
     "id": 2,
     "campaign_id": 1,
     "title": "Showdown at Dry Gulch (copy)",
     "sides": [
      "The Earps (Ann, ♥)",
      "The Cowboys (Bob, ♠)"
     ],
     "characters": 8,
     "extras": 1,
     "updated_at": 1795357238
    }
   ]
  }
 },
 {
  "campaign": 1,
  "stage": 2,
  "cmd": "get_scenario",
  "args": {
   "scenario_id": 2
  },
  "cli": "posse cast show 2 --json",
  "answer": {
   "id": 2,
   "campaign_id": 1,
   "ruleset": "qotd",
   "title": "Showdown at Dry Gulch (copy)",
   "plot": "The Cowboys ride in at noon. Behan tries to disarm them.",
   "set_notes": "Main street, the livery stable, the O.K. Corral.",
   "allocation": "standard",
   "sides": [
    {
     "side": 1,
     "player": "Ann",
     "suit": "hearts",
     "characters": [
      1,
      2,
      3,
      4,
      5
     ],
     "extras": [
      {
       "name": "Mayor Clum",
       "type": "minor",
       "personality": "ordinary",
       "traits": [],
       "weapons": [],
       "armour": "none",
       "shield": false,
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "The Earps",
     "cast": [
      {
       "character_id": 1,
       "name": "Wyatt Earp",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "hearts",
         "rank": "A"
        },
        {
         "suit": "hearts",
         "rank": "K"
        },
        {
         "suit": "hearts",
         "rank": "Q"
        },
        {
         "suit": "hearts",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Deputy U.S. Marshal. Carries a Buntline Special."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 2,
       "name": "Doc Holliday",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "10"
        },
        {
         "suit": "hearts",
         "rank": "9"
        },
        {
         "suit": "hearts",
         "rank": "8"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Dentist, gambler, coughs a great deal."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 3,
       "name": "Virgil Earp",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "7"
        },
        {
         "suit": "hearts",
         "rank": "6"
        },
        {
         "suit": "hearts",
         "rank": "5"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Town marshal of Dry Gulch."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 4,
       "name": "Morgan Earp",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "4"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": true,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered"
      },
      {
       "character_id": 5,
       "name": "Dusty",
       "extra": false,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "The stable boy who wants to be a lawman."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Mayor Clum",
       "extra": true,
       "kind": "minor",
       "kind_name": "Minor Character",
       "cards": [
        {
         "suit": "hearts",
         "rank": "2"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
        "name": "Mayor Clum",
        "type": "minor",
        "personality": "ordinary",
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": ""
       },
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
        "move_paces": 8,
        "max_traits": 1
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 13
    },
    {
     "side": 2,
     "player": "Bob",
     "suit": "spades",
     "characters": [
      6,
      7,
      8
     ],
     "extras": [],
     "cards": {
      "6": [
       "A",
       "3",
       "7",
       "9"
      ]
     },
     "side_name": "The Cowboys",
     "cast": [
      {
       "character_id": 6,
       "name": "Johnny Ringo",
       "extra": false,
       "kind": "hero",
       "kind_name": "Hero",
       "cards": [
        {
         "suit": "spades",
         "rank": "A"
        },
        {
         "suit": "spades",
         "rank": "9"
        },
        {
         "suit": "spades",
         "rank": "7"
        },
        {
         "suit": "spades",
         "rank": "3"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 7,
       "name": "Ike Clanton",
       "extra": false,
       "kind": "main",
       "kind_name": "Main Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "K"
        },
        {
         "suit": "spades",
         "rank": "Q"
        },
        {
         "suit": "spades",
         "rank": "J"
        }
       ],
       "cards_lost": 0,
       "action_dice": {
        "dice": 2,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 1,
        "keep": "best"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Talks big. Runs when it starts."
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": 8,
       "name": "Frank McLaury",
       "extra": false,
       "kind": "supporting",
       "kind_name": "Supporting Character",
       "cards": [
        {
         "suit": "spades",
         "rank": "10"
        }
       ],
       "cards_lost": 1,
       "action_dice": {
        "dice": 1,
        "keep": "best"
       },
       "reduced_dice": {
        "dice": 2,
        "keep": "worst"
       },
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": "I'm Tired out! after \"Ambush on the Contention Road\" (1881-09-08): one card less in the next adventure, or miss it and come back fully recovered"
      }
     ],
     "unavailable": [
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
      }
     ],
     "cards_used": 8
    }
   ],
   "jokers": [
    {
     "joker": "red",
     "title": "Red Joker",
     "effect": "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10"
    },
    {
     "joker": "black",
     "title": "Black Joker",
     "effect": "Bad luck for the next card turned over: that character makes no move or action, or suffers a mishap, equivalent to rolling a 1"
    }
   ],
   "pack_size": 23,
   "beast_cards": 0,
   "fate_deck": null,
   "warnings": [],
   "created_at": 1795357238,
   "updated_at": 1795357238
  }
 },
 {
  "campaign": 1,
  "stage": 2,
  "cmd": "remove_scenario",
  "args": {
   "scenario_id": 2
  },
  "cli": "posse cast remove 2",
  "answer": null,
  "next": 3
 },
 {
  "campaign": 1,
  "stage": 3,
  "cmd": "casting_board",
  "args": {
   "campaign_id": 1
  },
  "cli": "posse campaign show 1, availability --campaign 1, cast list --campaign 1 (--json), and the animal table",
  "answer": {
   "campaign": {
    "campaign": {
     "id": 1,
     "name": "Showdown at Dry Gulch",
     "ruleset": "qotd",
     "sides": 2,
     "characters": 11,
     "created_at": 1795357238
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
   },
   "availability": [
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
     "cards_lost": 1,
     "reduced_dice": true,
     "may_rest": true,
     "reason": "I'm Exhausted! after \"Ambush on the Contention Road\" (1881-09-08): one card less and reduced dice in the next adventure, or miss it and come back fully recovered",
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
   ],
   "beasts": [
    {
     "id": "herbivore",
     "name": "Horses or similar sized herbivores including cattle",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "buffalo",
     "name": "Buffalo",
     "speed": "16",
     "dv": 1,
     "attack_dice": 2,
     "attack_type": "Hooves and horns",
     "traits": [],
     "high_impact": false,
     "special_rules": "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character"
    },
    {
     "id": "large_cat",
     "name": "Large cats up to cougar size",
     "speed": "16",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "surefooted",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Traits – Fearsome. Cat types are Sure footed and Stealthy All damage is rated as high impact"
    },
    {
     "id": "dog",
     "name": "Dogs or similar up to wolf size",
     "speed": "12",
     "dv": 0,
     "attack_dice": 2,
     "attack_type": "Teeth",
     "traits": [
      "fearsome",
      "sixth_sense"
     ],
     "high_impact": false,
     "special_rules": "Traits – Fearsome, Sixth Sense"
    },
    {
     "id": "carnivorous_reptile",
     "name": "Carnivorous Reptiles e.g. Alligators",
     "speed": "12 on land, 16 in water",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "stealthy"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    },
    {
     "id": "large_carnivore",
     "name": "Mammals up to horse size e.g. Grizzly bears",
     "speed": "16",
     "dv": 2,
     "attack_dice": 2,
     "attack_type": "Teeth and/or claws",
     "traits": [
      "fearsome",
      "strong"
     ],
     "high_impact": true,
     "special_rules": "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong"
    }
   ],
   "scenarios": [
    {
     "id": 1,
     "campaign_id": 1,
     "title": "Showdown at Dry Gulch",
     "sides": [
      "The Earps (Ann, ♥)",
      "The Cowboys (Bob, ♠)"
     ],
     "characters": 8,
     "extras": 1,
     "updated_at": 1795357238
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
    "created_at": 1795357238
   },
   "options": {
    "jams": "playsheet",
    "actions": "playsheet",
    "movement": "playsheet",
    "indian_classes": "playsheet",
    "shotguns": "playsheet",
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
     "title": "Shotgun target spot and spread",
     "value": "playsheet",
     "values": [
      "playsheet",
      "ansell_1996"
     ],
     "is_default": true,
     "rule": "Sawn-off target spot 3\" away; a sawn-off hits anyone within 1½\" of the line, other shotguns 1\".",
     "source": "Playsheet, Shotgun Weapons Firing Chart; Ansell 1996, Shotguns"
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
     "rule": "On: hatred and fear add or take away dice when shooting and fighting, and have their causes and effects.",
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
  "cmd": "casting_board",
  "args": {
   "campaign_id": 2
  },
  "cli": "posse campaign show 2, availability --campaign 2, cast list --campaign 2 (--json), and the animal table",
  "answer": {
   "campaign": {
    "campaign": {
     "id": 2,
     "name": "Trouble at Tin Cup",
     "ruleset": "fate",
     "sides": 2,
     "characters": 8,
     "created_at": 1795357238
    },
    "options": {
     "jams": "playsheet",
     "actions": "playsheet",
     "movement": "playsheet",
     "indian_classes": "playsheet",
     "shotguns": "playsheet",
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
   },
   "availability": [
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
   ],
   "beasts": [],
   "scenarios": []
  }
 },
 {
  "campaign": 2,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 2,
   "script": {
    "title": "Stand-off at the Assay Office",
    "plot": "",
    "set_notes": "",
    "allocation": "standard",
    "sides": [
     {
      "side": 3,
      "player": "Cat",
      "suit": null,
      "characters": [
       12
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 2 --file /tmp/posse-casting-pIIWh8/f22.json --json",
  "answer": {
   "id": null,
   "campaign_id": 2,
   "ruleset": "fate",
   "title": "Stand-off at the Assay Office",
   "plot": "",
   "set_notes": "",
   "allocation": "standard",
   "sides": [
    {
     "side": 3,
     "player": "Cat",
     "suit": null,
     "characters": [
      12
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Kelly Gang",
     "cast": [
      {
       "character_id": 12,
       "name": "Kid Kelly",
       "extra": false,
       "kind": "gunman",
       "kind_name": "Gunman",
       "cards": [],
       "cards_lost": 0,
       "action_dice": null,
       "reduced_dice": null,
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Nineteen, and fast. Wants a reputation."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 0
    }
   ],
   "jokers": [],
   "pack_size": 6,
   "beast_cards": 0,
   "fate_deck": {
    "cards": [
     {
      "kind": {
       "class": "gunman",
       "held_as_action_card": false,
       "index": 0,
       "kind": "character"
      },
      "text": "Gunman. Quick shot",
      "title": "Kid Kelly"
     },
     {
      "kind": {
       "card": "citizen",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Citizen Action Card"
     },
     {
      "kind": {
       "card": "gunman",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Gunman Action Card"
     },
     {
      "kind": {
       "card": "shootist",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Shootist Action Card"
     },
     {
      "kind": {
       "card": "legend",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Legend Action Card"
     },
     {
      "kind": {
       "kind": "joker"
      },
      "text": "All discards and any action cards held by players are shuffled back into the Fate Deck.",
      "title": "Joker"
     }
    ]
   },
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 2,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 2,
   "script": {
    "title": "Stand-off at the Assay Office",
    "plot": "",
    "set_notes": "",
    "allocation": "standard",
    "sides": [
     {
      "side": 3,
      "player": "Cat",
      "suit": null,
      "characters": [
       12
      ],
      "extras": [],
      "cards": {}
     },
     {
      "side": 4,
      "player": "Dan",
      "suit": null,
      "characters": [
       16
      ],
      "extras": [],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 2 --file /tmp/posse-casting-pIIWh8/f23.json --json",
  "answer": {
   "id": null,
   "campaign_id": 2,
   "ruleset": "fate",
   "title": "Stand-off at the Assay Office",
   "plot": "",
   "set_notes": "",
   "allocation": "standard",
   "sides": [
    {
     "side": 3,
     "player": "Cat",
     "suit": null,
     "characters": [
      12
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Kelly Gang",
     "cast": [
      {
       "character_id": 12,
       "name": "Kid Kelly",
       "extra": false,
       "kind": "gunman",
       "kind_name": "Gunman",
       "cards": [],
       "cards_lost": 0,
       "action_dice": null,
       "reduced_dice": null,
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Nineteen, and fast. Wants a reputation."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 0
    },
    {
     "side": 4,
     "player": "Dan",
     "suit": null,
     "characters": [
      16
     ],
     "extras": [],
     "cards": {},
     "side_name": "Tin Cup Citizens' Committee",
     "cast": [
      {
       "character_id": 16,
       "name": "Marshal Dan Tolliver",
       "extra": false,
       "kind": "shootist",
       "kind_name": "Shootist",
       "cards": [],
       "cards_lost": 0,
       "action_dice": null,
       "reduced_dice": null,
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 0
    }
   ],
   "jokers": [],
   "pack_size": 7,
   "beast_cards": 0,
   "fate_deck": {
    "cards": [
     {
      "kind": {
       "class": "gunman",
       "held_as_action_card": false,
       "index": 0,
       "kind": "character"
      },
      "text": "Gunman. Quick shot",
      "title": "Kid Kelly"
     },
     {
      "kind": {
       "class": "shootist",
       "held_as_action_card": false,
       "index": 1,
       "kind": "character"
      },
      "text": "Shootist. Crack shot, Hard as nails",
      "title": "Marshal Dan Tolliver"
     },
     {
      "kind": {
       "card": "citizen",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Citizen Action Card"
     },
     {
      "kind": {
       "card": "gunman",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Gunman Action Card"
     },
     {
      "kind": {
       "card": "shootist",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Shootist Action Card"
     },
     {
      "kind": {
       "card": "legend",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Legend Action Card"
     },
     {
      "kind": {
       "kind": "joker"
      },
      "text": "All discards and any action cards held by players are shuffled back into the Fate Deck.",
      "title": "Joker"
     }
    ]
   },
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 },
 {
  "campaign": 2,
  "stage": 0,
  "cmd": "preview_scenario",
  "args": {
   "campaign_id": 2,
   "script": {
    "title": "Stand-off at the Assay Office",
    "plot": "",
    "set_notes": "",
    "allocation": "standard",
    "sides": [
     {
      "side": 3,
      "player": "Cat",
      "suit": null,
      "characters": [
       12
      ],
      "extras": [],
      "cards": {}
     },
     {
      "side": 4,
      "player": "Dan",
      "suit": null,
      "characters": [
       16
      ],
      "extras": [
       {
        "name": "Stage Driver",
        "class": "citizen",
        "skills": [],
        "hand": "right",
        "weapons": [],
        "kills": 0,
        "wounds": [],
        "notes": ""
       }
      ],
      "cards": {}
     }
    ]
   }
  },
  "cli": "posse cast preview --campaign 2 --file /tmp/posse-casting-pIIWh8/f24.json --json",
  "answer": {
   "id": null,
   "campaign_id": 2,
   "ruleset": "fate",
   "title": "Stand-off at the Assay Office",
   "plot": "",
   "set_notes": "",
   "allocation": "standard",
   "sides": [
    {
     "side": 3,
     "player": "Cat",
     "suit": null,
     "characters": [
      12
     ],
     "extras": [],
     "cards": {},
     "side_name": "The Kelly Gang",
     "cast": [
      {
       "character_id": 12,
       "name": "Kid Kelly",
       "extra": false,
       "kind": "gunman",
       "kind_name": "Gunman",
       "cards": [],
       "cards_lost": 0,
       "action_dice": null,
       "reduced_dice": null,
       "plays_reduced": false,
       "sheet": {
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
        "notes": "Nineteen, and fast. Wants a reputation."
       },
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
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 0
    },
    {
     "side": 4,
     "player": "Dan",
     "suit": null,
     "characters": [
      16
     ],
     "extras": [
      {
       "name": "Stage Driver",
       "class": "citizen",
       "skills": [],
       "hand": "right",
       "weapons": [],
       "kills": 0,
       "wounds": [],
       "notes": ""
      }
     ],
     "cards": {},
     "side_name": "Tin Cup Citizens' Committee",
     "cast": [
      {
       "character_id": 16,
       "name": "Marshal Dan Tolliver",
       "extra": false,
       "kind": "shootist",
       "kind_name": "Shootist",
       "cards": [],
       "cards_lost": 0,
       "action_dice": null,
       "reduced_dice": null,
       "plays_reduced": false,
       "sheet": {
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
        "notes": ""
       },
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
       "beast": null,
       "standing": null
      },
      {
       "character_id": null,
       "name": "Stage Driver",
       "extra": true,
       "kind": "citizen",
       "kind_name": "Citizen",
       "cards": [],
       "cards_lost": 0,
       "action_dice": null,
       "reduced_dice": null,
       "plays_reduced": false,
       "sheet": {
        "name": "Stage Driver",
        "class": "citizen",
        "skills": [],
        "hand": "right",
        "weapons": [],
        "kills": 0,
        "wounds": [],
        "notes": ""
       },
       "derived": {
        "class_name": "Citizen",
        "nerve_dice": 3,
        "firing_dice": -1,
        "skills": [],
        "weapons": [],
        "serious_wounds": 0,
        "flesh_wounds": 0,
        "wound_effects": [],
        "flags": []
       },
       "beast": null,
       "standing": null
      }
     ],
     "unavailable": [],
     "cards_used": 0
    }
   ],
   "jokers": [],
   "pack_size": 8,
   "beast_cards": 0,
   "fate_deck": {
    "cards": [
     {
      "kind": {
       "class": "gunman",
       "held_as_action_card": false,
       "index": 0,
       "kind": "character"
      },
      "text": "Gunman. Quick shot",
      "title": "Kid Kelly"
     },
     {
      "kind": {
       "class": "shootist",
       "held_as_action_card": false,
       "index": 1,
       "kind": "character"
      },
      "text": "Shootist. Crack shot, Hard as nails",
      "title": "Marshal Dan Tolliver"
     },
     {
      "kind": {
       "class": "citizen",
       "held_as_action_card": false,
       "index": 2,
       "kind": "character"
      },
      "text": "Citizen",
      "title": "Stage Driver"
     },
     {
      "kind": {
       "card": "citizen",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Citizen Action Card"
     },
     {
      "kind": {
       "card": "gunman",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Gunman Action Card"
     },
     {
      "kind": {
       "card": "shootist",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Shootist Action Card"
     },
     {
      "kind": {
       "card": "legend",
       "kind": "action"
      },
      "text": "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.",
      "title": "Legend Action Card"
     },
     {
      "kind": {
       "kind": "joker"
      },
      "text": "All discards and any action cards held by players are shuffled back into the Fate Deck.",
      "title": "Joker"
     }
    ]
   },
   "warnings": [],
   "created_at": null,
   "updated_at": null
  }
 }
];
