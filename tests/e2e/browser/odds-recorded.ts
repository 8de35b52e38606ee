// Answers of the real backend for the requests the browser tests make, recorded by
// record-fixtures.mjs from the CLI (each under its command; the CLI and the app share
// src/rules/qotd/odds), and the list of tests (`posse odds qotd --list --json`). The fake backend
// (odds-fake.ts) answers these requests with them. An inline character here is the sheet the Odds
// panel sends, its name aside. Regenerate rather than edit by hand.
import type { ChainOdds } from '../../../ui/src/bindings/ChainOdds';
import type { CharacterSheet } from '../../../ui/src/bindings/CharacterSheet';
import type { RolledTest } from '../../../ui/src/bindings/RolledTest';
import type { TestInfo } from '../../../ui/src/bindings/TestInfo';
import type { TestOdds } from '../../../ui/src/bindings/TestOdds';

type Sheet = Omit<CharacterSheet, 'name'>;
type Req = Record<string, unknown>;

export const TESTS: TestInfo[] = [
  {
    "id": "wanting_to_move",
    "title": "Wanting to Move",
    "source": "QOTD Reel 3, Wanting to move"
  },
  {
    "id": "wanting_to_evade",
    "title": "Wanting to evade",
    "source": "QOTD Reel 3, Wanting to move"
  },
  {
    "id": "wanting_to_move_in_forest_or_jungle",
    "title": "Wanting To Move in Forest or Jungle",
    "source": "QOTD Reel 3, Wanting to move"
  },
  {
    "id": "wanting_to_move_in_deep_snow_or_sand",
    "title": "Wanting To Move in Deep Snow or Deep Sand",
    "source": "QOTD Reel 3, Wanting to move"
  },
  {
    "id": "wanting_to_move_through_a_swamp",
    "title": "Wanting To Move/wade through a Swamp",
    "source": "QOTD Reel 3, Wanting to move"
  },
  {
    "id": "wanting_to_move_through_ruins",
    "title": "Wanting to move through ruins or a derelict structure",
    "source": "QOTD Reel 3, Wanting to move"
  },
  {
    "id": "wanting_to_complete_a_task",
    "title": "Wanting to complete a task",
    "source": "QOTD Reel 3, Tasks"
  },
  {
    "id": "responding_to_an_opportunity",
    "title": "Responding to an opportunity",
    "source": "QOTD Reel 3, Responding to an opportunity while holding"
  },
  {
    "id": "responding_to_an_attack",
    "title": "Responding to an attack",
    "source": "QOTD Reel 3, Responding to an opportunity while holding"
  },
  {
    "id": "reacting_to_a_new_event",
    "title": "Reacting to a new event/locating the enemy",
    "source": "QOTD Reel 3, Responding to an opportunity while holding"
  },
  {
    "id": "locating_the_enemy",
    "title": "Wanting to Locate the Enemy",
    "source": "QOTD Reel 3, Locating the enemy"
  },
  {
    "id": "courage_test",
    "title": "Taking a Courage Test",
    "source": "QOTD Reel 3, Courage test"
  },
  {
    "id": "wanting_to_shoot",
    "title": "Wanting to Shoot or Move and shoot",
    "source": "QOTD Reel 4, Wanting to shoot"
  },
  {
    "id": "hit_from_shooting",
    "title": "To see if a hit is scored from Shooting or Throwing",
    "source": "QOTD Reel 4, Shooting – trying to hit"
  },
  {
    "id": "reload_or_restring",
    "title": "Needing to reload or restring",
    "source": "QOTD Reel 4, Shooting related tasks"
  },
  {
    "id": "drawing_and_shooting",
    "title": "Drawing and shooting",
    "source": "QOTD Reel 4, Shootouts"
  },
  {
    "id": "responding_to_an_opponent_drawing",
    "title": "Responding to an opponent drawing",
    "source": "QOTD Reel 4, Shootouts"
  },
  {
    "id": "wanting_to_attack",
    "title": "Wanting to make an attack",
    "source": "QOTD Reel 5, Wanting to make an attack"
  },
  {
    "id": "breaking_off",
    "title": "Wanting to break off from a fight",
    "source": "QOTD Reel 5, Wanting to break from a fight"
  },
  {
    "id": "hit_from_an_attack",
    "title": "To see if a hit is scored from an attack",
    "source": "QOTD Reel 5, Fighting: trying to hit"
  },
  {
    "id": "coming_round",
    "title": "Trying to come round",
    "source": "QOTD Reel 6, Testing to come round or heal a wound"
  },
  {
    "id": "healing",
    "title": "Trying to heal",
    "source": "QOTD Reel 6, Testing to come round or heal a wound"
  },
  {
    "id": "poison",
    "title": "Poison",
    "source": "QOTD Reel 6, Poison"
  },
  {
    "id": "entanglement",
    "title": "Entangling or restraining opponents",
    "source": "QOTD Reel 6, Entangling or restraining opponents"
  },
  {
    "id": "escape",
    "title": "Attempting to escape from entanglement",
    "source": "QOTD Reel 6, Attempting to escape from entanglement"
  },
  {
    "id": "post_action_recovery",
    "title": "Post action rest and recovery",
    "source": "QOTD Reel 6, Post action rest and recovery"
  }
];

export const RECORDED: {
  test_odds: { who: Sheet; test: string; circumstances: Req; answer: TestOdds }[];
  roll_test: { who: Sheet; test: string; circumstances: Req; seed: number; answer: RolledTest }[];
  shot_odds: { shooter: Sheet; target: Sheet; circumstances: Req; answer: ChainOdds }[];
  fight_odds: { attacker: Sheet; target: Sheet; circumstances: Req; answer: ChainOdds }[];
} = {
  test_odds: [
    // `posse odds qotd wanting_to_shoot --type supporting --personality disciplined --json`
    {
      "who": {
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "supporting",
        "personality": "disciplined"
      },
      "test": "wanting_to_shoot",
      "circumstances": {},
      "answer": {
        "test": "wanting_to_shoot",
        "title": "Wanting to Shoot or Move and shoot",
        "source": "QOTD Reel 4, Wanting to shoot",
        "character": "The character (Supporting Character)",
        "dice": "1D10",
        "reduced": false,
        "outcomes": [
          {
            "band": "one",
            "headline": "I'm not sure I can do this!",
            "probability": 0.04,
            "exact": "0.04"
          },
          {
            "band": "two_to_four",
            "headline": "Where's the target!",
            "probability": 0.12,
            "exact": "0.12"
          },
          {
            "band": "five_to_nine",
            "headline": "Shoot at the Enemy!",
            "probability": 0.7,
            "exact": "0.7"
          },
          {
            "band": "ten",
            "headline": "Got Them!",
            "probability": 0.14,
            "exact": "0.14"
          }
        ],
        "p_success": 0.84,
        "dv_change": null,
        "scoring_dice": null,
        "reasons": [
          {
            "kind": "dice",
            "source": "supporting",
            "dv": null,
            "text": "Supporting Character: action dice 1D10"
          },
          {
            "kind": "reroll",
            "source": "disciplined",
            "dv": null,
            "text": "Disciplined: may re-roll Wanting to shoot, must keep the second"
          }
        ]
      }
    },
    // `posse odds qotd wanting_to_shoot --type supporting --personality disciplined --moved --json`
    {
      "who": {
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "supporting",
        "personality": "disciplined"
      },
      "test": "wanting_to_shoot",
      "circumstances": {
        "moved": true
      },
      "answer": {
        "test": "wanting_to_shoot",
        "title": "Wanting to Shoot or Move and shoot",
        "source": "QOTD Reel 4, Wanting to shoot",
        "character": "The character (Supporting Character)",
        "dice": "1D10",
        "reduced": false,
        "outcomes": [
          {
            "band": "one",
            "headline": "I'm not sure I can do this!",
            "probability": 0.04,
            "exact": "0.04"
          },
          {
            "band": "two_to_four",
            "headline": "Where's the target!",
            "probability": 0.12,
            "exact": "0.12"
          },
          {
            "band": "five_to_nine",
            "headline": "Shoot at the Enemy!",
            "probability": 0.7,
            "exact": "0.7"
          },
          {
            "band": "ten",
            "headline": "Got Them!",
            "probability": 0.14,
            "exact": "0.14"
          }
        ],
        "p_success": 0.84,
        "dv_change": null,
        "scoring_dice": null,
        "reasons": [
          {
            "kind": "dice",
            "source": "supporting",
            "dv": null,
            "text": "Supporting Character: action dice 1D10"
          },
          {
            "kind": "reroll",
            "source": "disciplined",
            "dv": null,
            "text": "Disciplined: may re-roll Wanting to shoot, must keep the second"
          }
        ]
      }
    },
  ],
  roll_test: [
    // `posse roll qotd wanting_to_shoot --type supporting --personality disciplined --seed 8 --json`
    {
      "who": {
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "supporting",
        "personality": "disciplined"
      },
      "test": "wanting_to_shoot",
      "circumstances": {},
      "seed": 8,
      "answer": {
        "automatic": false,
        "band": "one",
        "character": "The character (Supporting Character)",
        "dice": "1D10",
        "first": [
          3
        ],
        "headline": "I'm not sure I can do this!",
        "joker": null,
        "reasons": [
          {
            "dv": null,
            "kind": "dice",
            "source": "supporting",
            "text": "Supporting Character: action dice 1D10"
          },
          {
            "dv": null,
            "kind": "reroll",
            "source": "disciplined",
            "text": "Disciplined: may re-roll Wanting to shoot, must keep the second"
          }
        ],
        "reroll": [
          1
        ],
        "reroll_because": "Disciplined: may re-roll Wanting to shoot, must keep the second",
        "result": 1,
        "scoring": null,
        "second_throw": null,
        "test": "wanting_to_shoot",
        "title": "Wanting to Shoot or Move and shoot"
      }
    },
    // `posse roll qotd wanting_to_shoot --type supporting --personality disciplined --moved --seed 8 --json`
    {
      "who": {
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "supporting",
        "personality": "disciplined"
      },
      "test": "wanting_to_shoot",
      "circumstances": {
        "moved": true
      },
      "seed": 8,
      "answer": {
        "automatic": false,
        "band": "one",
        "character": "The character (Supporting Character)",
        "dice": "1D10",
        "first": [
          3
        ],
        "headline": "I'm not sure I can do this!",
        "joker": null,
        "reasons": [
          {
            "dv": null,
            "kind": "dice",
            "source": "supporting",
            "text": "Supporting Character: action dice 1D10"
          },
          {
            "dv": null,
            "kind": "reroll",
            "source": "disciplined",
            "text": "Disciplined: may re-roll Wanting to shoot, must keep the second"
          }
        ],
        "reroll": [
          1
        ],
        "reroll_because": "Disciplined: may re-roll Wanting to shoot, must keep the second",
        "result": 1,
        "scoring": null,
        "second_throw": null,
        "test": "wanting_to_shoot",
        "title": "Wanting to Shoot or Move and shoot"
      }
    },
  ],
  shot_odds: [
    // `posse odds qotd shot --type hero --personality disciplined --trait marksman --weapon repeating_rifle --target-type supporting --aimed --cover light --range 20 --json`
    {
      "shooter": {
        "traits": [
          {
            "id": "marksman"
          }
        ],
        "weapons": [
          "repeating_rifle"
        ],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "hero",
        "personality": "disciplined"
      },
      "target": {
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "supporting",
        "personality": "ordinary"
      },
      "circumstances": {
        "shot_type": "aimed",
        "cover": "light",
        "range_paces": 20
      },
      "answer": {
        "attacker": "The shooter (Hero)",
        "target": "The target (Supporting Character)",
        "weapon": "Repeating rifle (lever, pump action or magazine)",
        "first": {
          "test": "wanting_to_shoot",
          "title": "Wanting to Shoot or Move and shoot",
          "source": "QOTD Reel 4, Wanting to shoot",
          "character": "The shooter (Hero)",
          "dice": "2D10, take the best",
          "reduced": false,
          "outcomes": [
            {
              "band": "one",
              "headline": "I'm not sure I can do this!",
              "probability": 0.0016,
              "exact": "0.0016"
            },
            {
              "band": "two_to_four",
              "headline": "Where's the target!",
              "probability": 0.024,
              "exact": "0.024"
            },
            {
              "band": "five_to_nine",
              "headline": "Shoot at the Enemy!",
              "probability": 0.754,
              "exact": "0.754"
            },
            {
              "band": "ten",
              "headline": "Got Them!",
              "probability": 0.2204,
              "exact": "0.2204"
            }
          ],
          "p_success": 0.9744,
          "dv_change": null,
          "scoring_dice": null,
          "reasons": [
            {
              "kind": "dice",
              "source": "hero",
              "dv": null,
              "text": "Hero: action dice 2D10, take the best"
            },
            {
              "kind": "reroll",
              "source": "disciplined",
              "dv": null,
              "text": "Disciplined: may re-roll Wanting to shoot, must keep the second"
            }
          ]
        },
        "hit": {
          "test": "hit_from_shooting",
          "title": "To see if a hit is scored from Shooting or Throwing",
          "source": "QOTD Reel 4, Shooting – trying to hit",
          "character": "The shooter (Hero)",
          "dice": "2D10, take the best",
          "reduced": false,
          "outcomes": [
            {
              "band": "one",
              "headline": "Damn It!",
              "probability": 0.01,
              "exact": "0.01"
            },
            {
              "band": "two_to_four",
              "headline": "Missed!",
              "probability": 0.15,
              "exact": "0.15"
            },
            {
              "band": "five_to_nine",
              "headline": "Gotcha!",
              "probability": 0.65,
              "exact": "0.65"
            },
            {
              "band": "ten",
              "headline": "Bulls Eye!",
              "probability": 0.19,
              "exact": "0.19"
            }
          ],
          "p_success": 0.84,
          "dv_change": -2,
          "scoring_dice": null,
          "reasons": [
            {
              "kind": "dice",
              "source": "hero",
              "dv": null,
              "text": "Hero: action dice 2D10, take the best"
            },
            {
              "kind": "dice",
              "source": "repeating_rifle",
              "dv": null,
              "text": "Repeating rifle (lever, pump action or magazine), single shot: 2D10, take the best"
            },
            {
              "kind": "dv",
              "source": "aimed_shot",
              "dv": -1,
              "text": "Aimed Shots: target's DV −1"
            },
            {
              "kind": "dv",
              "source": "marksman",
              "dv": -2,
              "text": "Marksman: target's DV −2 (deliberate or aimed shot)"
            },
            {
              "kind": "dv",
              "source": "light_cover",
              "dv": 1,
              "text": "Light cover: target's DV +1"
            }
          ]
        },
        "adjusted_dv": -2,
        "target_dice": "1D10",
        "hits": [
          0.15188224,
          0.84811776
        ],
        "cards_lost": [
          0.387133952,
          0.188807168,
          0.42405888
        ],
        "summary": {
          "p_attempt": 0.9744,
          "p_hit": 0.84811776,
          "p_no_effect": 0.15188224,
          "p_graze": 0.084811776,
          "p_courage_test": 0.150439936,
          "p_cards_lost": 0.612866048,
          "p_casualty": 0.42405888,
          "p_target_tests_courage": 0.42405888,
          "expected_cards_lost": 1.036924928,
          "expected_cards_lost_exact": "1.036924928"
        },
        "mishaps": [
          {
            "id": "one",
            "text": "A 1 is thrown: out of ammo, must be reloaded",
            "probability": 0.00789264
          }
        ],
        "reasons": [
          {
            "kind": "note",
            "source": "armour",
            "dv": null,
            "text": "The target (Supporting Character): No Armour (Supporting Character), basic DV 0"
          },
          {
            "kind": "note",
            "source": "graze",
            "dv": null,
            "text": "The target (Supporting Character): a graze means a Courage Test"
          }
        ]
      }
    },
  ],
  fight_odds: [
    // `posse odds qotd fight --type main --personality brave --weapon bowie_knife --target-type minor --attack mighty_blow --json`
    {
      "attacker": {
        "traits": [],
        "weapons": [
          "bowie_knife"
        ],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "main",
        "personality": "brave"
      },
      "target": {
        "traits": [],
        "weapons": [],
        "armour": "none",
        "shield": false,
        "notes": "",
        "type": "minor",
        "personality": "ordinary"
      },
      "circumstances": {
        "attack": "mighty_blow"
      },
      "answer": {
        "attacker": "The attacker (Main Character)",
        "target": "The target (Minor Character)",
        "weapon": "Bowie Knife",
        "first": {
          "test": "wanting_to_attack",
          "title": "Wanting to make an attack",
          "source": "QOTD Reel 5, Wanting to make an attack",
          "character": "The attacker (Main Character)",
          "dice": "2D10, take the best",
          "reduced": false,
          "outcomes": [
            {
              "band": "one",
              "headline": "I'm not sure I can do this!",
              "probability": 0.01,
              "exact": "0.01"
            },
            {
              "band": "two_to_four",
              "headline": "They look Tough!",
              "probability": 0.15,
              "exact": "0.15"
            },
            {
              "band": "five_to_nine",
              "headline": "Attack the Enemy!",
              "probability": 0.65,
              "exact": "0.65"
            },
            {
              "band": "ten",
              "headline": "Get Stuck In!",
              "probability": 0.19,
              "exact": "0.19"
            }
          ],
          "p_success": 0.84,
          "dv_change": null,
          "scoring_dice": null,
          "reasons": [
            {
              "kind": "dice",
              "source": "main",
              "dv": null,
              "text": "Main Character: action dice 2D10, take the best"
            }
          ]
        },
        "hit": {
          "test": "hit_from_an_attack",
          "title": "To see if a hit is scored from an attack",
          "source": "QOTD Reel 5, Fighting: trying to hit",
          "character": "The attacker (Main Character)",
          "dice": "2D10, take the best",
          "reduced": false,
          "outcomes": [
            {
              "band": "one",
              "headline": "A Deadly Riposte!",
              "probability": 0.01,
              "exact": "0.01"
            },
            {
              "band": "two_to_four",
              "headline": "Missed!",
              "probability": 0.15,
              "exact": "0.15"
            },
            {
              "band": "five_to_nine",
              "headline": "Take That!",
              "probability": 0.65,
              "exact": "0.65"
            },
            {
              "band": "ten",
              "headline": "A Deadly Blow!",
              "probability": 0.19,
              "exact": "0.19"
            }
          ],
          "p_success": 0.84,
          "dv_change": -1,
          "scoring_dice": null,
          "reasons": [
            {
              "kind": "dice",
              "source": "main",
              "dv": null,
              "text": "Main Character: action dice 2D10, take the best"
            },
            {
              "kind": "dice",
              "source": "bowie_knife",
              "dv": null,
              "text": "Bowie Knife, fighting: 2D10, take the best"
            },
            {
              "kind": "dv",
              "source": "mighty_blow",
              "dv": -1,
              "text": "Mighty Blow: target's DV −1"
            }
          ]
        },
        "adjusted_dv": -1,
        "target_dice": "1D10",
        "hits": [
          0.268864,
          0.731136
        ],
        "cards_lost": [
          0.5282432,
          0.4717568
        ],
        "summary": {
          "p_attempt": 0.84,
          "p_hit": 0.731136,
          "p_no_effect": 0.268864,
          "p_graze": 0.0731136,
          "p_courage_test": 0.1862656,
          "p_cards_lost": 0.4717568,
          "p_casualty": 0.4717568,
          "p_target_tests_courage": 0.2593792,
          "expected_cards_lost": 0.4717568,
          "expected_cards_lost_exact": "0.4717568"
        },
        "mishaps": [
          {
            "id": "deadly_riposte",
            "text": "A Deadly Riposte! (a 1): the opponent makes an immediate fight back and may re-roll",
            "probability": 0.006804
          }
        ],
        "reasons": [
          {
            "kind": "note",
            "source": "armour",
            "dv": null,
            "text": "The target (Minor Character): No Armour (Minor Character), basic DV 0"
          },
          {
            "kind": "note",
            "source": "graze",
            "dv": null,
            "text": "The target (Minor Character): a graze means a Courage Test"
          }
        ]
      }
    },
  ],
};
