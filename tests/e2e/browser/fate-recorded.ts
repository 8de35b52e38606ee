// The real backend's fate odds for the requests the fate browser test makes, recorded by
// record-fate-fixtures.mjs from the CLI (`posse odds fate … --json`): the fake backend answers
// these exactly as recorded, and works any other out itself (fate-fake.ts). Regenerate rather than
// edit by hand.

export const FIRE_RECORDED = [
  // `posse odds fate fire --class shootist --skill quick_shot --skill strong --skill strong --weapon six_shooter --range 7 --cover --json`
  {
    "class": "shootist",
    "skills": [
      {
        "id": "quick_shot",
        "level": 1
      },
      {
        "id": "strong",
        "level": 2
      }
    ],
    "weapon": "six_shooter",
    "context": {
      "range": 7,
      "cover": true,
      "moved": false,
      "aimed": false
    },
    "answer": {
      "deliberate": {
        "plan": {
          "weapon": "six_shooter",
          "fire": "deliberate",
          "range": 7,
          "band": "medium",
          "dice": 2,
          "thrown": 2,
          "zero_dice": false,
          "hit_on": 6,
          "per_hit": 1,
          "max_hits": 1,
          "rerolls": 0,
          "failure": "none",
          "fumbles": false,
          "reasons": [
            {
              "source": "range",
              "dice": 2,
              "text": "Pistols at 7\" (Medium): +2 dice"
            },
            {
              "source": "cover",
              "dice": -1,
              "text": "Target is in cover: −1 die"
            },
            {
              "source": "class",
              "dice": 1,
              "text": "Shootist: +1 die"
            }
          ]
        },
        "hits": [
          {
            "probability": 0.6944444444444444,
            "exact": "25/36"
          },
          {
            "probability": 0.3055555555555556,
            "exact": "11/36"
          }
        ],
        "at_least_one_hit": {
          "probability": 0.3055555555555556,
          "exact": "11/36"
        },
        "expected_hits": 0.3055555555555556,
        "out_of_ammo": {
          "probability": 0,
          "exact": "0"
        },
        "jammed": {
          "probability": 0,
          "exact": "0"
        },
        "bow_broken": {
          "probability": 0,
          "exact": "0"
        },
        "misfire": {
          "probability": 0,
          "exact": "0"
        },
        "fumble": {
          "probability": 0,
          "exact": "0"
        }
      },
      "deliberate_refused": null,
      "blaze_away": {
        "plan": {
          "weapon": "six_shooter",
          "fire": "blaze_away",
          "range": 7,
          "band": "medium",
          "dice": 5,
          "thrown": 5,
          "zero_dice": false,
          "hit_on": 6,
          "per_hit": 1,
          "max_hits": 4,
          "rerolls": 0,
          "failure": "playsheet",
          "fumbles": false,
          "reasons": [
            {
              "source": "range",
              "dice": 2,
              "text": "Pistols at 7\" (Medium): +2 dice"
            },
            {
              "source": "cover",
              "dice": -1,
              "text": "Target is in cover: −1 die"
            },
            {
              "source": "class",
              "dice": 1,
              "text": "Shootist: +1 die"
            },
            {
              "source": "blazing_away",
              "dice": 3,
              "text": "Blazing away with a six-shooter: +3 dice"
            },
            {
              "source": "quick_shot",
              "dice": null,
              "text": "Quick shot: up to 1 extra hit(s) blazing away"
            }
          ]
        },
        "hits": [
          {
            "probability": 0.4758230452674897,
            "exact": "925/1944"
          },
          {
            "probability": 0.3292181069958848,
            "exact": "80/243"
          },
          {
            "probability": 0.15946502057613168,
            "exact": "155/972"
          },
          {
            "probability": 0.03215020576131687,
            "exact": "125/3888"
          },
          {
            "probability": 0.0033436213991769547,
            "exact": "13/3888"
          }
        ],
        "at_least_one_hit": {
          "probability": 0.5241769547325102,
          "exact": "1019/1944"
        },
        "expected_hits": 0.7579732510288066,
        "out_of_ammo": {
          "probability": 0.40766460905349794,
          "exact": "1585/3888"
        },
        "jammed": {
          "probability": 0.11651234567901235,
          "exact": "151/1296"
        },
        "bow_broken": {
          "probability": 0,
          "exact": "0"
        },
        "misfire": {
          "probability": 0,
          "exact": "0"
        },
        "fumble": {
          "probability": 0,
          "exact": "0"
        }
      },
      "blaze_away_refused": null
    }
  },
  // `posse odds fate fire --class shootist --skill quick_shot --skill strong --skill strong --weapon six_shooter --range 7 --json`
  {
    "class": "shootist",
    "skills": [
      {
        "id": "quick_shot",
        "level": 1
      },
      {
        "id": "strong",
        "level": 2
      }
    ],
    "weapon": "six_shooter",
    "context": {
      "range": 7,
      "cover": false,
      "moved": false,
      "aimed": false
    },
    "answer": {
      "deliberate": {
        "plan": {
          "weapon": "six_shooter",
          "fire": "deliberate",
          "range": 7,
          "band": "medium",
          "dice": 3,
          "thrown": 3,
          "zero_dice": false,
          "hit_on": 6,
          "per_hit": 1,
          "max_hits": 1,
          "rerolls": 0,
          "failure": "none",
          "fumbles": false,
          "reasons": [
            {
              "source": "range",
              "dice": 2,
              "text": "Pistols at 7\" (Medium): +2 dice"
            },
            {
              "source": "class",
              "dice": 1,
              "text": "Shootist: +1 die"
            }
          ]
        },
        "hits": [
          {
            "probability": 0.5787037037037037,
            "exact": "125/216"
          },
          {
            "probability": 0.4212962962962963,
            "exact": "91/216"
          }
        ],
        "at_least_one_hit": {
          "probability": 0.4212962962962963,
          "exact": "91/216"
        },
        "expected_hits": 0.4212962962962963,
        "out_of_ammo": {
          "probability": 0,
          "exact": "0"
        },
        "jammed": {
          "probability": 0,
          "exact": "0"
        },
        "bow_broken": {
          "probability": 0,
          "exact": "0"
        },
        "misfire": {
          "probability": 0,
          "exact": "0"
        },
        "fumble": {
          "probability": 0,
          "exact": "0"
        }
      },
      "deliberate_refused": null,
      "blaze_away": {
        "plan": {
          "weapon": "six_shooter",
          "fire": "blaze_away",
          "range": 7,
          "band": "medium",
          "dice": 6,
          "thrown": 6,
          "zero_dice": false,
          "hit_on": 6,
          "per_hit": 1,
          "max_hits": 4,
          "rerolls": 0,
          "failure": "playsheet",
          "fumbles": false,
          "reasons": [
            {
              "source": "range",
              "dice": 2,
              "text": "Pistols at 7\" (Medium): +2 dice"
            },
            {
              "source": "class",
              "dice": 1,
              "text": "Shootist: +1 die"
            },
            {
              "source": "blazing_away",
              "dice": 3,
              "text": "Blazing away with a six-shooter: +3 dice"
            },
            {
              "source": "quick_shot",
              "dice": null,
              "text": "Quick shot: up to 1 extra hit(s) blazing away"
            }
          ]
        },
        "hits": [
          {
            "probability": 0.44594478737997256,
            "exact": "10403/23328"
          },
          {
            "probability": 0.2962962962962963,
            "exact": "8/27"
          },
          {
            "probability": 0.19547325102880658,
            "exact": "95/486"
          },
          {
            "probability": 0.05358367626886145,
            "exact": "625/11664"
          },
          {
            "probability": 0.0087019890260631,
            "exact": "203/23328"
          }
        ],
        "at_least_one_hit": {
          "probability": 0.5540552126200274,
          "exact": "12925/23328"
        },
        "expected_hits": 0.8828017832647461,
        "out_of_ammo": {
          "probability": 0.41503772290809327,
          "exact": "4841/11664"
        },
        "jammed": {
          "probability": 0.13901748971193414,
          "exact": "1081/7776"
        },
        "bow_broken": {
          "probability": 0,
          "exact": "0"
        },
        "misfire": {
          "probability": 0,
          "exact": "0"
        },
        "fumble": {
          "probability": 0,
          "exact": "0"
        }
      },
      "blaze_away_refused": null
    }
  },
];

export const DUEL_RECORDED = [
  // `posse odds fate duel --class shootist --skill quick_shot --skill strong --skill strong --other-class legend --json`
  {
    "first": {
      "class": "shootist",
      "skills": [
        {
          "id": "quick_shot",
          "level": 1
        },
        {
          "id": "strong",
          "level": 2
        }
      ]
    },
    "second": {
      "class": "legend",
      "skills": []
    },
    "answer": {
      "first": {
        "name": "The first duellist (Shootist)",
        "dice": 8,
        "rerolls": 0,
        "reasons": [
          {
            "source": "class",
            "dice": 5,
            "text": "Shootist: fast-draw dice: +5 dice"
          },
          {
            "source": "quick_shot",
            "dice": 3,
            "text": "Quick shot: +3 dice"
          }
        ]
      },
      "second": {
        "name": "The second duellist (Legend)",
        "dice": 6,
        "rerolls": 0,
        "reasons": [
          {
            "source": "class",
            "dice": 6,
            "text": "Legend: fast-draw dice: +6 dice"
          }
        ]
      },
      "first_fires_first": {
        "probability": 0.48285578689572756,
        "exact": "4204287791/8707129344"
      },
      "second_fires_first": {
        "probability": 0.2918197218691098,
        "exact": "22868208571/78364164096"
      },
      "together": {
        "probability": 0.22532449123516265,
        "exact": "8828682703/39182082048"
      },
      "favoured": "The first duellist (Shootist)"
    }
  },
];

export const NERVE_RECORDED = [
  // `posse odds fate nerve --class shootist --skill quick_shot --skill strong --skill strong --json`
  {
    "class": "shootist",
    "skills": [
      {
        "id": "quick_shot",
        "level": 1
      },
      {
        "id": "strong",
        "level": 2
      }
    ],
    "answer": {
      "character": "The character (Shootist)",
      "plan": {
        "dice": 5,
        "never_fails": false,
        "rerolls": 0,
        "reasons": [
          {
            "source": "class",
            "dice": 5,
            "text": "Shootist: nerve dice: +5 dice"
          }
        ]
      },
      "holds": {
        "probability": 0.5981224279835391,
        "exact": "4651/7776"
      }
    }
  },
];

export const FIGHT_RECORDED = [
  // `posse odds fate fight --class shootist --skill quick_shot --skill strong --skill strong --target-class legend --json`
  {
    "attacker": {
      "class": "shootist",
      "skills": [
        {
          "id": "quick_shot",
          "level": 1
        },
        {
          "id": "strong",
          "level": 2
        }
      ]
    },
    "target": {
      "class": "legend",
      "skills": []
    },
    "answer": {
      "attack": {
        "name": "The attacker (Shootist)",
        "attacking": true,
        "dice": 10,
        "rerolls": 0,
        "arms": "gun",
        "out_of_ammo": false,
        "tough": false,
        "reasons": [
          {
            "source": "class",
            "dice": 4,
            "text": "Shootist: 4 fighting dice (house table)"
          },
          {
            "source": "strong",
            "dice": 6,
            "text": "Very Strong: +6 dice"
          },
          {
            "source": "arms",
            "dice": null,
            "text": "Fights with: gun in hand (his hits read that column of the fighting results)"
          }
        ]
      },
      "defence": {
        "name": "The target (Legend)",
        "attacking": false,
        "dice": 5,
        "rerolls": 0,
        "arms": "gun",
        "out_of_ammo": false,
        "tough": false,
        "reasons": [
          {
            "source": "class",
            "dice": 5,
            "text": "Legend: 5 fighting dice (house table)"
          }
        ]
      },
      "defender": "standing",
      "hits": [
        {
          "probability": 0.41744242997677944,
          "exact": "49068790625/117546246144"
        },
        {
          "probability": 0.2733513028726363,
          "exact": "128525678125/470184984576"
        },
        {
          "probability": 0.1882881254807279,
          "exact": "3278898125/17414258688"
        },
        {
          "probability": 0.08628166829186054,
          "exact": "4507593875/52242776064"
        },
        {
          "probability": 0.027399182976073244,
          "exact": "12882684425/470184984576"
        },
        {
          "probability": 0.00614678551167736,
          "exact": "35680571/5804752896"
        },
        {
          "probability": 0.0009750418240459502,
          "exact": "152816675/156728328192"
        },
        {
          "probability": 0.00010730537268325886,
          "exact": "50453375/470184984576"
        },
        {
          "probability": 0.000007812084861264389,
          "exact": "408125/52242776064"
        },
        {
          "probability": 3.3896233446017003e-7,
          "exact": "53125/156728328192"
        },
        {
          "probability": 6.6463202835327456e-9,
          "exact": "3125/470184984576"
        }
      ],
      "at_least_one_hit": {
        "probability": 0.5825575700232206,
        "exact": "68477455519/117546246144"
      },
      "attacker_knocked_down": {
        "probability": 0.17083319493376267,
        "exact": "80323203125/470184984576"
      },
      "blows": [
        {
          "blow": "staggered",
          "name": "Staggered",
          "chance": {
            "probability": 0.16666666666666666,
            "exact": "1/6"
          }
        },
        {
          "blow": "knocked_down",
          "name": "Knocked down",
          "chance": {
            "probability": 0.3333333333333333,
            "exact": "1/3"
          }
        },
        {
          "blow": "shot",
          "name": "Shot!",
          "chance": {
            "probability": 0.5,
            "exact": "1/2"
          }
        }
      ]
    }
  },
];
