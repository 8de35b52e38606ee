// QOTD tables for unit tests and the browser tests' fake backend, as the real backend gives them:
// recorded by tests/e2e/browser/record-fixtures.mjs from `posse tables list --json` and
// `posse tables show ID --json` (src/rules/tables.rs, src/rules/qotd/charts/registry.rs). An action
// chart (Wanting to shoot), a grid (Effects of hits on characters), a list (DV adjustments, a row
// per circumstance) and a chart of situations × bands (Post action rest and recovery).
// Regenerate rather than edit by hand.
import type { Table } from '../bindings/Table';
import type { TableInfo } from '../bindings/TableInfo';

export const TABLE_LIST_FIXTURE: TableInfo[] = [
  {
    "id": "qotd.character_types",
    "title": "Character type/star status",
    "source": "QOTD Reel 2, Character type/star status",
    "family": "qotd"
  },
  {
    "id": "qotd.personalities",
    "title": "Personality",
    "source": "QOTD Reel 2, Personality",
    "family": "qotd"
  },
  {
    "id": "qotd.traits",
    "title": "Skills and traits",
    "source": "QOTD Reel 2, Skills and traits",
    "family": "qotd"
  },
  {
    "id": "qotd.armour",
    "title": "Protection – armour and shields",
    "source": "QOTD Props, Protection – armour and shields",
    "family": "qotd"
  },
  {
    "id": "qotd.combat_weapons",
    "title": "Combat weapons",
    "source": "QOTD Props, Combat weapons",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_move",
    "title": "Wanting to Move",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_evade",
    "title": "Wanting to evade",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_move_in_forest_or_jungle",
    "title": "Wanting To Move in Forest or Jungle",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_move_in_deep_snow_or_sand",
    "title": "Wanting To Move in Deep Snow or Deep Sand",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_move_through_a_swamp",
    "title": "Wanting To Move/wade through a Swamp",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_move_through_ruins",
    "title": "Wanting to move through ruins or a derelict structure",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.movement_rates",
    "title": "Wanting to move: move distances",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.linear_obstacles_and_bad_going",
    "title": "Linear obstacles and bad going",
    "source": "QOTD Reel 3, Wanting to move",
    "family": "qotd"
  },
  {
    "id": "qotd.random_movement",
    "title": "Random movement",
    "source": "QOTD Reel 3, Random movement",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_complete_a_task",
    "title": "Wanting to complete a task",
    "source": "QOTD Reel 3, Tasks",
    "family": "qotd"
  },
  {
    "id": "qotd.responding_to_an_opportunity",
    "title": "Responding to an opportunity",
    "source": "QOTD Reel 3, Responding to an opportunity while holding",
    "family": "qotd"
  },
  {
    "id": "qotd.responding_to_an_attack",
    "title": "Responding to an attack",
    "source": "QOTD Reel 3, Responding to an opportunity while holding",
    "family": "qotd"
  },
  {
    "id": "qotd.reacting_to_a_new_event",
    "title": "Reacting to a new event/locating the enemy",
    "source": "QOTD Reel 3, Responding to an opportunity while holding",
    "family": "qotd"
  },
  {
    "id": "qotd.locating_the_enemy",
    "title": "Wanting to Locate the Enemy",
    "source": "QOTD Reel 3, Locating the enemy",
    "family": "qotd"
  },
  {
    "id": "qotd.courage_test",
    "title": "Taking a Courage Test",
    "source": "QOTD Reel 3, Courage test",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_shoot",
    "title": "Wanting to Shoot or Move and shoot",
    "source": "QOTD Reel 4, Wanting to shoot",
    "family": "qotd"
  },
  {
    "id": "qotd.hit_from_shooting",
    "title": "To see if a hit is scored from Shooting or Throwing",
    "source": "QOTD Reel 4, Shooting – trying to hit",
    "family": "qotd"
  },
  {
    "id": "qotd.reload_or_restring",
    "title": "Needing to reload or restring",
    "source": "QOTD Reel 4, Shooting related tasks",
    "family": "qotd"
  },
  {
    "id": "qotd.drawing_and_shooting",
    "title": "Drawing and shooting",
    "source": "QOTD Reel 4, Shootouts",
    "family": "qotd"
  },
  {
    "id": "qotd.responding_to_an_opponent_drawing",
    "title": "Responding to an opponent drawing",
    "source": "QOTD Reel 4, Shootouts",
    "family": "qotd"
  },
  {
    "id": "qotd.shooting_types",
    "title": "Types of shooting",
    "source": "QOTD Reel 4, Types of shooting",
    "family": "qotd"
  },
  {
    "id": "qotd.reloading_weapons",
    "title": "Reloading weapons",
    "source": "QOTD Reel 4, Reloading weapons",
    "family": "qotd"
  },
  {
    "id": "qotd.form_of_attack_dice",
    "title": "Action dice by form of attack",
    "source": "QOTD Reel 4, Action dice by form of attack",
    "family": "qotd"
  },
  {
    "id": "qotd.weapons",
    "title": "Weapons table",
    "source": "QOTD Reel 4, Weapons table",
    "family": "qotd"
  },
  {
    "id": "qotd.wanting_to_attack",
    "title": "Wanting to make an attack",
    "source": "QOTD Reel 5, Wanting to make an attack",
    "family": "qotd"
  },
  {
    "id": "qotd.breaking_off",
    "title": "Wanting to break off from a fight",
    "source": "QOTD Reel 5, Wanting to break from a fight",
    "family": "qotd"
  },
  {
    "id": "qotd.hit_from_an_attack",
    "title": "To see if a hit is scored from an attack",
    "source": "QOTD Reel 5, Fighting: trying to hit",
    "family": "qotd"
  },
  {
    "id": "qotd.forms_of_attack",
    "title": "Forms of attack",
    "source": "QOTD Reel 5, Forms of attack",
    "family": "qotd"
  },
  {
    "id": "qotd.dv_adjustments",
    "title": "Adjustments for shooting and fighting to DV",
    "source": "QOTD Reel 6, Adjustments for shooting and fighting to DV",
    "family": "qotd"
  },
  {
    "id": "qotd.effects_of_hits",
    "title": "Effects of hit table on characters",
    "source": "QOTD Reel 6, Effects of hit table on characters",
    "family": "qotd"
  },
  {
    "id": "qotd.hit_outcomes",
    "title": "Effects of hits: outcomes",
    "source": "QOTD Reel 6, Effects of hit table on characters",
    "family": "qotd"
  },
  {
    "id": "qotd.hits_on_mounts",
    "title": "Hits on mounts",
    "source": "QOTD Reel 6, Hits on mounts",
    "family": "qotd"
  },
  {
    "id": "qotd.vehicle_defence_values",
    "title": "Hits on vehicles: Vehicle Defence Value",
    "source": "QOTD Reel 6, Hits on vehicles",
    "family": "qotd"
  },
  {
    "id": "qotd.vdv_adjustments",
    "title": "Hits on vehicles: adjustments",
    "source": "QOTD Reel 6, Hits on vehicles",
    "family": "qotd"
  },
  {
    "id": "qotd.vehicle_damage",
    "title": "Hits on vehicles: damage",
    "source": "QOTD Reel 6, Hits on vehicles",
    "family": "qotd"
  },
  {
    "id": "qotd.vehicle_damage_outcomes",
    "title": "Hits on vehicles: outcomes",
    "source": "QOTD Reel 6, Hits on vehicles",
    "family": "qotd"
  },
  {
    "id": "qotd.coming_round",
    "title": "Trying to come round",
    "source": "QOTD Reel 6, Testing to come round or heal a wound",
    "family": "qotd"
  },
  {
    "id": "qotd.healing",
    "title": "Trying to heal",
    "source": "QOTD Reel 6, Testing to come round or heal a wound",
    "family": "qotd"
  },
  {
    "id": "qotd.poison",
    "title": "Poison",
    "source": "QOTD Reel 6, Poison",
    "family": "qotd"
  },
  {
    "id": "qotd.post_action_recovery",
    "title": "Post action rest and recovery",
    "source": "QOTD Reel 6, Post action rest and recovery",
    "family": "qotd"
  },
  {
    "id": "qotd.entanglement",
    "title": "Entangling or restraining opponents",
    "source": "QOTD Reel 6, Entangling or restraining opponents",
    "family": "qotd"
  },
  {
    "id": "qotd.escape",
    "title": "Attempting to escape from entanglement",
    "source": "QOTD Reel 6, Attempting to escape from entanglement",
    "family": "qotd"
  },
  {
    "id": "qotd.beasts_reaction",
    "title": "Beast's Reaction",
    "source": "QOTD Reel 7, Beasts",
    "family": "qotd"
  },
  {
    "id": "qotd.animal_damage",
    "title": "Damage to wild animals",
    "source": "QOTD Reel 7, Effect of hits on wild animals",
    "family": "qotd"
  },
  {
    "id": "qotd.animal_damage_outcomes",
    "title": "Damage to wild animals: effects",
    "source": "QOTD Reel 7, Effect of hits on wild animals",
    "family": "qotd"
  },
  {
    "id": "qotd.animal_types",
    "title": "Animal types",
    "source": "QOTD Reel 7, Animal types",
    "family": "qotd"
  }
];

export const WANTING_TO_SHOOT: Table = {
  "info": {
    "id": "qotd.wanting_to_shoot",
    "title": "Wanting to Shoot or Move and shoot",
    "source": "QOTD Reel 4, Wanting to shoot",
    "family": "qotd"
  },
  "columns": [
    {
      "key": "roll",
      "title": "Roll"
    },
    {
      "key": "result",
      "title": "Result"
    }
  ],
  "rows": [
    {
      "cells": [
        {
          "headline": null,
          "text": "1"
        },
        {
          "headline": "I'm not sure I can do this!",
          "text": "Lose confidence and will not shoot Instead falls back 4 paces facing the enemy or moves towards the nearest cover or if in cover ducks down"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "2–4"
        },
        {
          "headline": "Where's the target!",
          "text": "Hesitate and do not Shoot"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "5–9"
        },
        {
          "headline": "Shoot at the Enemy!",
          "text": "Take your shot. If attacked may choose to make closing shots or make a counter attack but not both If moved any shots are rated as Hasty"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "10"
        },
        {
          "headline": "Got Them!",
          "text": "Make the perfect shot and may reroll the shooting attack dice if failed to hit ignoring any 1's rolled. OR if attacked may choose to make a Hasty Shot and make a counter attack"
        }
      ]
    }
  ],
  "keys": [
    {
      "name": "roll",
      "title": "Dice roll",
      "axis": "row",
      "values": [
        {
          "value": "1",
          "index": 0
        },
        {
          "value": "2",
          "index": 1
        },
        {
          "value": "3",
          "index": 1
        },
        {
          "value": "4",
          "index": 1
        },
        {
          "value": "5",
          "index": 2
        },
        {
          "value": "6",
          "index": 2
        },
        {
          "value": "7",
          "index": 2
        },
        {
          "value": "8",
          "index": 2
        },
        {
          "value": "9",
          "index": 2
        },
        {
          "value": "10",
          "index": 3
        }
      ],
      "clamp": null
    }
  ],
  "notes": []
};

export const EFFECTS_OF_HITS: Table = {
  "info": {
    "id": "qotd.effects_of_hits",
    "title": "Effects of hit table on characters",
    "source": "QOTD Reel 6, Effects of hit table on characters",
    "family": "qotd"
  },
  "columns": [
    {
      "key": "roll",
      "title": "Dice Roll"
    },
    {
      "key": "dv_minus_3",
      "title": "DV-3"
    },
    {
      "key": "dv_minus_2",
      "title": "DV-2"
    },
    {
      "key": "dv_minus_1",
      "title": "DV-1"
    },
    {
      "key": "dv_0",
      "title": "DV 0"
    },
    {
      "key": "dv_1",
      "title": "DV 1"
    },
    {
      "key": "dv_2",
      "title": "DV 2"
    },
    {
      "key": "dv_3",
      "title": "DV 3"
    },
    {
      "key": "dv_3_plus",
      "title": "DV 3+"
    }
  ],
  "rows": [
    {
      "cells": [
        {
          "headline": null,
          "text": "10"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Near Miss"
        },
        {
          "headline": null,
          "text": "Near Miss"
        },
        {
          "headline": null,
          "text": "Near Miss"
        },
        {
          "headline": null,
          "text": "Near Miss"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "9"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Near Miss"
        },
        {
          "headline": null,
          "text": "Near Miss"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "8"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Near Miss"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "7"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Graze"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "6"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Graze"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "5"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "4"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "3"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "Courage Test"
        },
        {
          "headline": null,
          "text": "Courage Test"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "2"
        },
        {
          "headline": null,
          "text": "3 Hits"
        },
        {
          "headline": null,
          "text": "3 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "1 Hit"
        },
        {
          "headline": null,
          "text": "1 Hit"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "1"
        },
        {
          "headline": null,
          "text": "3 Hits"
        },
        {
          "headline": null,
          "text": "3 Hits"
        },
        {
          "headline": null,
          "text": "3 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "2 Hits"
        },
        {
          "headline": null,
          "text": "1 Hit"
        }
      ]
    }
  ],
  "keys": [
    {
      "name": "dv",
      "title": "Adjusted DV of the target",
      "axis": "column",
      "values": [
        {
          "value": "-3",
          "index": 1
        },
        {
          "value": "-2",
          "index": 2
        },
        {
          "value": "-1",
          "index": 3
        },
        {
          "value": "0",
          "index": 4
        },
        {
          "value": "1",
          "index": 5
        },
        {
          "value": "2",
          "index": 6
        },
        {
          "value": "3",
          "index": 7
        },
        {
          "value": "3+",
          "index": 8
        }
      ],
      "clamp": {
        "min": -3,
        "below": "-3",
        "max": 3,
        "above": "3+"
      }
    },
    {
      "name": "roll",
      "title": "Dice roll",
      "axis": "row",
      "values": [
        {
          "value": "1",
          "index": 9
        },
        {
          "value": "2",
          "index": 8
        },
        {
          "value": "3",
          "index": 7
        },
        {
          "value": "4",
          "index": 6
        },
        {
          "value": "5",
          "index": 5
        },
        {
          "value": "6",
          "index": 4
        },
        {
          "value": "7",
          "index": 3
        },
        {
          "value": "8",
          "index": 2
        },
        {
          "value": "9",
          "index": 1
        },
        {
          "value": "10",
          "index": 0
        }
      ],
      "clamp": null
    }
  ],
  "notes": [
    "A hit on a character who: DV 0: Has no armour; DV 1: Has minimal armour; DV 2: Has armour; DV 3: Has heavy armour; DV 3+: Is Firing through a loophole.",
    "An adjusted DV below −3 reads the DV−3 column; 4 or more reads DV 3+.",
    "Roll the action dice for each potential injury."
  ]
};

export const DV_ADJUSTMENTS: Table = {
  "info": {
    "id": "qotd.dv_adjustments",
    "title": "Adjustments for shooting and fighting to DV",
    "source": "QOTD Reel 6, Adjustments for shooting and fighting to DV",
    "family": "qotd"
  },
  "columns": [
    {
      "key": "adjustment",
      "title": "Adjustment"
    },
    {
      "key": "side",
      "title": "Side"
    },
    {
      "key": "condition",
      "title": "Circumstance"
    }
  ],
  "rows": [
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Defenceless or helpless"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Shot at point blank range (1 pace)"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Made an All Out Attack on their turn"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Shot while Moving quickly"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Shot while in light cover"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Stealthy and shot"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Using a shield when hit in close combat or by a non-gunpowder weapon"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Wearing Armour"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Shot while evading"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Shot while in dense or hard cover"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Shot while lying prone"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Making a block defence"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the target/Defender"
        },
        {
          "headline": null,
          "text": "Behind defences in combat"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Shot by a Marksman"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by any explosive weapon, such as a grenade, ball or shell, grape or dynamite"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a bulls eye shot or deadly blow"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a Man Killer"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a High Impact weapon"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by an Expert with a particular type of weapon"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a character with a longer reach weapon"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by an aimed shot"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a character riding a mount"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a character charging in or following up"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit in close combat by a Fighter"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit in close combat by a Brawler"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit in close combat by one with martial arts skill"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a Mighty Blow"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a character rated as Two Weapon trained"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by the fists of a character who is two fisted"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit with a Blunt Weapon by a character who is strong"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Decrease the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a character who is off handed"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a Light Impact weapon"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by an improvised weapon"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by opponent Drawing weapon on this turn"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 1"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a snap shot"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a hasty shot or hasty attack"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a character who fanned their revolver"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a character who is On the Back Foot"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Increase the target's DV by 2"
        },
        {
          "headline": null,
          "text": "For the Shooter/attacker or weapon"
        },
        {
          "headline": null,
          "text": "Hit by a shot fired from the shooter's wrong hand"
        }
      ]
    }
  ],
  "keys": [
    {
      "name": "condition",
      "title": "Circumstance",
      "axis": "row",
      "values": [
        {
          "value": "defenceless",
          "index": 0
        },
        {
          "value": "point_blank",
          "index": 1
        },
        {
          "value": "made_all_out_attack",
          "index": 2
        },
        {
          "value": "moving_quickly",
          "index": 3
        },
        {
          "value": "light_cover",
          "index": 4
        },
        {
          "value": "stealthy",
          "index": 5
        },
        {
          "value": "shield",
          "index": 6
        },
        {
          "value": "armour",
          "index": 7
        },
        {
          "value": "evading",
          "index": 8
        },
        {
          "value": "hard_cover",
          "index": 9
        },
        {
          "value": "prone",
          "index": 10
        },
        {
          "value": "block",
          "index": 11
        },
        {
          "value": "behind_defences",
          "index": 12
        },
        {
          "value": "marksman",
          "index": 13
        },
        {
          "value": "explosive",
          "index": 14
        },
        {
          "value": "bulls_eye",
          "index": 15
        },
        {
          "value": "man_killer",
          "index": 16
        },
        {
          "value": "high_impact",
          "index": 17
        },
        {
          "value": "expert",
          "index": 18
        },
        {
          "value": "longer_reach",
          "index": 19
        },
        {
          "value": "aimed_shot",
          "index": 20
        },
        {
          "value": "mounted",
          "index": 21
        },
        {
          "value": "charging",
          "index": 22
        },
        {
          "value": "fighter",
          "index": 23
        },
        {
          "value": "brawler",
          "index": 24
        },
        {
          "value": "martial_artist",
          "index": 25
        },
        {
          "value": "mighty_blow",
          "index": 26
        },
        {
          "value": "two_weapon_trained",
          "index": 27
        },
        {
          "value": "two_fisted",
          "index": 28
        },
        {
          "value": "strong",
          "index": 29
        },
        {
          "value": "off_handed",
          "index": 30
        },
        {
          "value": "light_impact",
          "index": 31
        },
        {
          "value": "improvised_weapon",
          "index": 32
        },
        {
          "value": "drawing",
          "index": 33
        },
        {
          "value": "snap_shot",
          "index": 34
        },
        {
          "value": "hasty",
          "index": 35
        },
        {
          "value": "fanned",
          "index": 36
        },
        {
          "value": "back_foot",
          "index": 37
        },
        {
          "value": "wrong_hand",
          "index": 38
        }
      ],
      "clamp": null
    }
  ],
  "notes": []
};

export const POST_ACTION_RECOVERY: Table = {
  "info": {
    "id": "qotd.post_action_recovery",
    "title": "Post action rest and recovery",
    "source": "QOTD Reel 6, Post action rest and recovery",
    "family": "qotd"
  },
  "columns": [
    {
      "key": "situation",
      "title": "Situation"
    },
    {
      "key": "1",
      "title": "1"
    },
    {
      "key": "2_4",
      "title": "2 to 4"
    },
    {
      "key": "5_9",
      "title": "5+"
    },
    {
      "key": "10",
      "title": "10"
    }
  ],
  "rows": [
    {
      "cells": [
        {
          "headline": null,
          "text": "The Character ended the adventure either uninjured or injured but with cards they could still activate"
        },
        {
          "headline": "I'm Exhausted!",
          "text": "The character needs to rest and if they were injured then the injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal and using their reduced dice.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
        },
        {
          "headline": "I'm Tired out!",
          "text": "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
        },
        {
          "headline": "Fighting Fit!",
          "text": "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"
        },
        {
          "headline": "Experience is a great Teacher!",
          "text": "The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "The Character ended the adventure injured and with no cards they could activate"
        },
        {
          "headline": "He's Going!",
          "text": "Roll again and check on the next chart"
        },
        {
          "headline": "He needs time to heal!",
          "text": "The character's injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered"
        },
        {
          "headline": "Fully Recovered!",
          "text": "The character's injuries are fully healed and they can take part in the next adventure"
        },
        {
          "headline": "It's a Miracle!",
          "text": "The character's injuries are fully healed.\nIn addition they have gained skill and experience from the last adventure – pick a new trait to add to their skill set."
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "He's Going!"
        },
        {
          "headline": "A Goner!",
          "text": "The character's injuries are beyond any form of medical treatment and they die"
        },
        {
          "headline": "A Goner!",
          "text": "The character's injuries are beyond any form of medical treatment and they die"
        },
        {
          "headline": "Needs Extensive Medical Care!",
          "text": "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"
        },
        {
          "headline": "Needs Medical Care!",
          "text": "The character requires on-going medical care- they will miss the next adventure"
        }
      ]
    }
  ],
  "keys": [
    {
      "name": "situation",
      "title": "How the character ended the adventure",
      "axis": "row",
      "values": [
        {
          "value": "with_cards",
          "index": 0
        },
        {
          "value": "no_cards",
          "index": 1
        },
        {
          "value": "hes_going",
          "index": 2
        }
      ],
      "clamp": null
    },
    {
      "name": "roll",
      "title": "Dice roll",
      "axis": "column",
      "values": [
        {
          "value": "1",
          "index": 1
        },
        {
          "value": "2",
          "index": 2
        },
        {
          "value": "3",
          "index": 2
        },
        {
          "value": "4",
          "index": 2
        },
        {
          "value": "5",
          "index": 3
        },
        {
          "value": "6",
          "index": 3
        },
        {
          "value": "7",
          "index": 3
        },
        {
          "value": "8",
          "index": 3
        },
        {
          "value": "9",
          "index": 3
        },
        {
          "value": "10",
          "index": 4
        }
      ],
      "clamp": null
    }
  ],
  "notes": [
    "\"5+\" is 5 to 9; 10 has its own column.",
    "He's Going!: a 1 when injured with no cards is the second roll, on the He's Going! row (situation=hes_going)."
  ]
};

export const TABLES_FIXTURE: Table[] = [WANTING_TO_SHOOT, EFFECTS_OF_HITS, DV_ADJUSTMENTS, POST_ACTION_RECOVERY];
