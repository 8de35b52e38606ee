// Fate-family tables for unit tests and the browser tests' fake backend, as the real backend gives
// them: recorded by tests/e2e/browser/record-fate-fixtures.mjs from `posse tables list --json` (the
// fate ones) and `posse tables show ID --json` (src/rules/fate/registry.rs). The house grid (D6
// location × D6 effect), the range and firing chart, and the nerve table. Regenerate rather than
// edit by hand.
import type { Table } from '../bindings/Table';
import type { TableInfo } from '../bindings/TableInfo';

export const FATE_TABLE_LIST_FIXTURE: TableInfo[] = [
  {
    "id": "fate.classes",
    "title": "Classes of character",
    "source": "Ansell 1996, classes and Experience; Playsheet, Nerve",
    "family": "fate"
  },
  {
    "id": "fate.actions",
    "title": "Actions",
    "source": "Playsheet, Actions; Ansell 1996, Actions",
    "family": "fate"
  },
  {
    "id": "fate.movement",
    "title": "Movement in buildings and terrain",
    "source": "Playsheet, Movement in Buildings and Terrain",
    "family": "fate"
  },
  {
    "id": "fate.fix_gun",
    "title": "Fix gun",
    "source": "Playsheet, Actions (Fix Gun)",
    "family": "fate"
  },
  {
    "id": "fate.nerve",
    "title": "Nerve",
    "source": "Playsheet, Nerve",
    "family": "fate"
  },
  {
    "id": "fate.nerve_tests_due",
    "title": "When to check nerve",
    "source": "Playsheet, Nerve",
    "family": "fate"
  },
  {
    "id": "fate.hatred_and_fear_causes",
    "title": "Causes of hatred and fear",
    "source": "Playsheet, Causes of Hatred; Ansell 1996, Hatred & Fear",
    "family": "fate"
  },
  {
    "id": "fate.hatred_and_fear_effects",
    "title": "Effects of hatred and fear",
    "source": "Playsheet, Effects of Hatred and Effects of Fear",
    "family": "fate"
  },
  {
    "id": "fate.cover",
    "title": "Cover, exposure and duck backs",
    "source": "Playsheet, Cover, Exposure to Fire, Duck Backs, Area Terrain",
    "family": "fate"
  },
  {
    "id": "fate.firing_chart",
    "title": "Range and firing chart",
    "source": "Playsheet, Range and Firing Chart",
    "family": "fate"
  },
  {
    "id": "fate.firing_modifiers",
    "title": "Modifiers to number of dice thrown",
    "source": "Playsheet, Range and Firing Chart",
    "family": "fate"
  },
  {
    "id": "fate.deliberate_fire_and_blazing_away",
    "title": "Deliberate fire and blazing away",
    "source": "Playsheet, Deliberate Fire and Blazing Away",
    "family": "fate"
  },
  {
    "id": "fate.weapons",
    "title": "Weapons",
    "source": "Playsheet, Range and Firing Chart and Shotgun Weapons Firing Chart; Ansell 1996",
    "family": "fate"
  },
  {
    "id": "fate.shotgun",
    "title": "Shotgun weapons firing chart",
    "source": "Playsheet, Shotgun Weapons Firing Chart; Ansell 1996, Shotguns",
    "family": "fate"
  },
  {
    "id": "fate.fast_draw",
    "title": "Challenges, duels and fast draws",
    "source": "Ansell 1996, Challenges, Duels and Fast Draws",
    "family": "fate"
  },
  {
    "id": "fate.fighting_dice_house_table",
    "title": "Fighting dice (house table)",
    "source": "Posse house table (the 1996 fighting chart is missing)",
    "family": "fate"
  },
  {
    "id": "fate.fighting",
    "title": "Fighting",
    "source": "Ansell 1996, Fighting",
    "family": "fate"
  },
  {
    "id": "fate.fighting_results_house_table",
    "title": "Fighting results (house table)",
    "source": "Posse house table (the 1996 fighting chart, with its shot! and knifed!, is missing)",
    "family": "fate"
  },
  {
    "id": "fate.skills",
    "title": "Skills",
    "source": "Ansell 1996, Skills",
    "family": "fate"
  },
  {
    "id": "fate.skill_contradictions",
    "title": "Contradictory skills",
    "source": "Ansell 1996, Skills (Posse's decisions)",
    "family": "fate"
  },
  {
    "id": "fate.stoopid",
    "title": "Stoopid",
    "source": "Ansell 1996, Skills (Stoopid)",
    "family": "fate"
  },
  {
    "id": "fate.hit_location_trwnn_2003",
    "title": "Hit location and effect (TRWNN playsheet 2, 2003 edition, fan reconstruction)",
    "source": "Playsheet 2 of The Rules With No Name, Hit Location Chart ver. 1.00, 2003 edition (fan reconstruction)",
    "family": "fate"
  },
  {
    "id": "fate.hit_location_house_grid",
    "title": "Hit location and effect (house table)",
    "source": "Posse house table (the 1996 chits were not in the scan); locations, results and modifiers from Ansell 1996",
    "family": "fate"
  },
  {
    "id": "fate.effect_modifiers",
    "title": "Modifiers to the effect roll",
    "source": "Ansell 1996, Skills and Shotguns; Playsheet, Cover; TRWNN Playsheet 2",
    "family": "fate"
  },
  {
    "id": "fate.wound_consequences",
    "title": "Consequences of wounds",
    "source": "Ansell 1996, Hit Location & Effect",
    "family": "fate"
  },
  {
    "id": "fate.options",
    "title": "Campaign options",
    "source": "Playsheet and Ansell 1996, where they disagree; optional rules",
    "family": "fate"
  },
  {
    "id": "fate.fate_deck",
    "title": "The fate deck",
    "source": "Ansell 1996, the Fate Deck; Playsheet, Range and Firing Chart",
    "family": "fate"
  }
];

export const FATE_HOUSE_GRID: Table = {
  "info": {
    "id": "fate.hit_location_house_grid",
    "title": "Hit location and effect (house table)",
    "source": "Posse house table (the 1996 chits were not in the scan); locations, results and modifiers from Ansell 1996",
    "family": "fate"
  },
  "columns": [
    {
      "key": "location",
      "title": "Location (D6)"
    },
    {
      "key": "1",
      "title": "1"
    },
    {
      "key": "2",
      "title": "2"
    },
    {
      "key": "3",
      "title": "3"
    },
    {
      "key": "4",
      "title": "4"
    },
    {
      "key": "5",
      "title": "5"
    },
    {
      "key": "6",
      "title": "6"
    }
  ],
  "rows": [
    {
      "cells": [
        {
          "headline": null,
          "text": "1: Head"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Flesh wound & knocked down"
        },
        {
          "headline": null,
          "text": "Flesh wound & knocked out. Throw 6 to recover."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked out. Throw 6 to recover."
        },
        {
          "headline": null,
          "text": "Dead"
        },
        {
          "headline": null,
          "text": "Dead"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "2: Chest"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Flesh wound"
        },
        {
          "headline": null,
          "text": "Flesh wound & knocked down"
        },
        {
          "headline": null,
          "text": "Serious wound & knocked down"
        },
        {
          "headline": null,
          "text": "Serious wound & knocked out. Throw 6 to recover."
        },
        {
          "headline": null,
          "text": "Dead"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "3: Belly"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Flesh wound"
        },
        {
          "headline": null,
          "text": "Serious wound. No movement or turning."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked down. No movement or turning."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked out. Throw 6 to recover. No movement or turning."
        },
        {
          "headline": null,
          "text": "Dead"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "4: Right arm"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Flesh wound"
        },
        {
          "headline": null,
          "text": "Flesh wound"
        },
        {
          "headline": null,
          "text": "Serious wound. Cannot fire a pistol in that hand, or fire a rifle at all."
        },
        {
          "headline": null,
          "text": "Serious wound. Cannot fire a pistol in that hand, or fire a rifle at all."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked down. Cannot fire a pistol in that hand, or fire a rifle at all."
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "5: Left arm"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Flesh wound"
        },
        {
          "headline": null,
          "text": "Flesh wound"
        },
        {
          "headline": null,
          "text": "Serious wound. Cannot fire a pistol in that hand, or fire a rifle at all."
        },
        {
          "headline": null,
          "text": "Serious wound. Cannot fire a pistol in that hand, or fire a rifle at all."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked down. Cannot fire a pistol in that hand, or fire a rifle at all."
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "6: Legs"
        },
        {
          "headline": null,
          "text": "Graze"
        },
        {
          "headline": null,
          "text": "Flesh wound. Movement reduced by one dice."
        },
        {
          "headline": null,
          "text": "Flesh wound & knocked down. Movement reduced by one dice."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked down. No movement or turning."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked down. No movement or turning."
        },
        {
          "headline": null,
          "text": "Serious wound & knocked out. Throw 6 to recover. No movement or turning."
        }
      ]
    }
  ],
  "keys": [
    {
      "name": "location",
      "title": "Location roll",
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
          "index": 2
        },
        {
          "value": "4",
          "index": 3
        },
        {
          "value": "5",
          "index": 4
        },
        {
          "value": "6",
          "index": 5
        }
      ],
      "clamp": null
    },
    {
      "name": "effect",
      "title": "Effect roll (after modifiers)",
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
          "index": 3
        },
        {
          "value": "4",
          "index": 4
        },
        {
          "value": "5",
          "index": 5
        },
        {
          "value": "6",
          "index": 6
        }
      ],
      "clamp": null
    }
  ],
  "notes": [
    "A house table: Posse's grid of the 36 chits, not in either rule text; a campaign may edit it. Option hit_location=ansell_1996 rolls on it.",
    "A modified effect roll below 1 has no effect; above 6 reads as 6. Tough: never knocked down or out. Hard as nails ignores the first* wound.",
    "Results: Graze; Flesh wound; Flesh wound & knocked down; Flesh wound & knocked out; Serious wound; Serious wound & knocked down; Serious wound & knocked out; Dead.",
    "Locations: Head, Chest, Belly, Right arm, Left arm, Legs."
  ]
};

export const FATE_FIRING_CHART: Table = {
  "info": {
    "id": "fate.firing_chart",
    "title": "Range and firing chart",
    "source": "Playsheet, Range and Firing Chart",
    "family": "fate"
  },
  "columns": [
    {
      "key": "weapon",
      "title": "Weapon"
    },
    {
      "key": "point_blank",
      "title": "PB"
    },
    {
      "key": "close",
      "title": "Close"
    },
    {
      "key": "medium",
      "title": "Medium"
    },
    {
      "key": "long",
      "title": "Long"
    },
    {
      "key": "extreme",
      "title": "Extreme"
    },
    {
      "key": "notes",
      "title": "Notes"
    }
  ],
  "rows": [
    {
      "cells": [
        {
          "headline": null,
          "text": "Pistols"
        },
        {
          "headline": null,
          "text": "2\" / 2D6"
        },
        {
          "headline": null,
          "text": "6\" / 3D6"
        },
        {
          "headline": null,
          "text": "9\" / 2D6"
        },
        {
          "headline": null,
          "text": "12\" / 1D6"
        },
        {
          "headline": null,
          "text": "24\" / -1D6"
        },
        {
          "headline": null,
          "text": "All 6-shooters, and muzzle loading* pistols."
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Rifles"
        },
        {
          "headline": null,
          "text": "2\" / 1D6"
        },
        {
          "headline": null,
          "text": "6\" / 2D6"
        },
        {
          "headline": null,
          "text": "12\" / 3D6"
        },
        {
          "headline": null,
          "text": "24\" / 2D6"
        },
        {
          "headline": null,
          "text": "24\"+ / 0D6"
        },
        {
          "headline": null,
          "text": "Incl. Breach-loaders, repeaters, muzzle loading* rifles."
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Bow"
        },
        {
          "headline": null,
          "text": "2\" / 2D6"
        },
        {
          "headline": null,
          "text": "6\" / 3D6"
        },
        {
          "headline": null,
          "text": "9\" / 2D6"
        },
        {
          "headline": null,
          "text": "24\" / 1D6"
        },
        {
          "headline": null,
          "text": "--"
        },
        {
          "headline": null,
          "text": "May not use Move and Fire action!"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Knife/Tomahawk/Axe*"
        },
        {
          "headline": null,
          "text": "2\" / 2D6"
        },
        {
          "headline": null,
          "text": "6\" / 3D6"
        },
        {
          "headline": null,
          "text": "9\" / 2D6"
        },
        {
          "headline": null,
          "text": "--"
        },
        {
          "headline": null,
          "text": "--"
        },
        {
          "headline": null,
          "text": "Up to one knife and tomahawk/axe per model."
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Lance*"
        },
        {
          "headline": null,
          "text": "2\" / 2D6"
        },
        {
          "headline": null,
          "text": "6\" / 3D6"
        },
        {
          "headline": null,
          "text": "9\" / 2D6"
        },
        {
          "headline": null,
          "text": "12\" / 1D6"
        },
        {
          "headline": null,
          "text": "--"
        },
        {
          "headline": null,
          "text": "Normally up to one lance per model."
        }
      ]
    }
  ],
  "keys": [
    {
      "name": "weapon",
      "title": "Weapon",
      "axis": "row",
      "values": [
        {
          "value": "pistols",
          "index": 0
        },
        {
          "value": "rifles",
          "index": 1
        },
        {
          "value": "bow",
          "index": 2
        },
        {
          "value": "knife_tomahawk_axe",
          "index": 3
        },
        {
          "value": "lance",
          "index": 4
        }
      ],
      "clamp": null
    },
    {
      "name": "range",
      "title": "Range band",
      "axis": "column",
      "values": [
        {
          "value": "point_blank",
          "index": 1
        },
        {
          "value": "close",
          "index": 2
        },
        {
          "value": "medium",
          "index": 3
        },
        {
          "value": "long",
          "index": 4
        },
        {
          "value": "extreme",
          "index": 5
        }
      ],
      "clamp": null
    }
  ],
  "notes": [
    "* Muzzleloaders, bows and all thrown weapons may only use Deliberate Fire.",
    "A band reaches its figure inclusive (7\" is medium for a pistol). Aimed shots: rifle +6, everything else +4 (the playsheet names only rifles and pistols)."
  ]
};

export const FATE_NERVE: Table = {
  "info": {
    "id": "fate.nerve",
    "title": "Nerve",
    "source": "Playsheet, Nerve",
    "family": "fate"
  },
  "columns": [
    {
      "key": "class",
      "title": "Class"
    },
    {
      "key": "dice",
      "title": "Nerve dice"
    },
    {
      "key": "hurt_real_bad",
      "title": "Hurt real bad"
    }
  ],
  "rows": [
    {
      "cells": [
        {
          "headline": null,
          "text": "Citizen"
        },
        {
          "headline": null,
          "text": "3 dice"
        },
        {
          "headline": null,
          "text": "Any wound or graze"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Gunman"
        },
        {
          "headline": null,
          "text": "4 dice"
        },
        {
          "headline": null,
          "text": "Any 2 wounds"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Shootist"
        },
        {
          "headline": null,
          "text": "5 dice"
        },
        {
          "headline": null,
          "text": "Any 3 wounds"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Legend"
        },
        {
          "headline": null,
          "text": "6 dice"
        },
        {
          "headline": null,
          "text": "Any 3 wounds, at least one serious"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Young Blood"
        },
        {
          "headline": null,
          "text": "4 dice"
        },
        {
          "headline": null,
          "text": "Any 2 wounds"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Warrior"
        },
        {
          "headline": null,
          "text": "5 dice"
        },
        {
          "headline": null,
          "text": "Any 3 wounds"
        }
      ]
    },
    {
      "cells": [
        {
          "headline": null,
          "text": "Mighty Warrior"
        },
        {
          "headline": null,
          "text": "6 dice"
        },
        {
          "headline": null,
          "text": "Any 3 wounds, at least one serious"
        }
      ]
    }
  ],
  "keys": [
    {
      "name": "class",
      "title": "Class",
      "axis": "row",
      "values": [
        {
          "value": "citizen",
          "index": 0
        },
        {
          "value": "gunman",
          "index": 1
        },
        {
          "value": "shootist",
          "index": 2
        },
        {
          "value": "legend",
          "index": 3
        },
        {
          "value": "young_blood",
          "index": 4
        },
        {
          "value": "warrior",
          "index": 5
        },
        {
          "value": "mighty_warrior",
          "index": 6
        }
      ],
      "clamp": null
    }
  ],
  "notes": [
    "Must roll at least one 6, or he has lost his nerve: on his next turn he must hide, run or surrender.",
    "Each flesh wound −1 die; each serious wound −2 dice; more of the enemy down than of his own side +1 die.",
    "Skills: Boss +1* for his side, +3 within 6\" of him (and himself), −3 if he has lost his nerve; Nerves of steel +1*; True Grit +3*; Nervous −2*; Yellow −3*; a Terrifying enemy −1*; a White Knight never loses his nerve."
  ]
};

export const FATE_TABLES_FIXTURE: Table[] = [FATE_HOUSE_GRID, FATE_FIRING_CHART, FATE_NERVE];
