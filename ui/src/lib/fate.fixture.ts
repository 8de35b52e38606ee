// The fate-deck catalog (classes, skills, weapons, campaign options) for unit tests and the browser
// tests' fake backend, taken from the backend's tables (src/rules/fate/class.rs, skills.rs,
// weapons.rs, options.rs) in the shape `fate_catalog` answers. Ids and texts are the backend's.
import type { FateCatalog } from './fate';

export const FATE_CATALOG_FIXTURE: FateCatalog = {
 "classes": [
  {
   "id": "citizen",
   "name": "Citizen",
   "rank": 0,
   "indian": false,
   "description": "Ordinary townsfolk who may carry a gun but never expected to use it (line lost in the 1996 scan; Posse's words).",
   "nerve_dice": 3,
   "firing_dice": -1
  },
  {
   "id": "gunman",
   "name": "Gunman",
   "rank": 1,
   "indian": false,
   "description": "Tough individuals who wear a gun with the expectation of having to use it.",
   "nerve_dice": 4,
   "firing_dice": 0
  },
  {
   "id": "shootist",
   "name": "Shootist",
   "rank": 2,
   "indian": false,
   "description": "Violent characters who have killed their man.",
   "nerve_dice": 5,
   "firing_dice": 1
  },
  {
   "id": "legend",
   "name": "Legend",
   "rank": 3,
   "indian": false,
   "description": "Stone cold killers; the legendary heroes and villains of the West.",
   "nerve_dice": 6,
   "firing_dice": 2
  },
  {
   "id": "young_blood",
   "name": "Young Blood",
   "rank": 1,
   "indian": true,
   "description": "An Indian brave yet to prove himself: the Gunman's equivalent.",
   "nerve_dice": 4,
   "firing_dice": 0
  },
  {
   "id": "warrior",
   "name": "Warrior",
   "rank": 2,
   "indian": true,
   "description": "A proven Indian fighter: the Shootist's equivalent.",
   "nerve_dice": 5,
   "firing_dice": 1
  },
  {
   "id": "mighty_warrior",
   "name": "Mighty Warrior",
   "rank": 3,
   "indian": true,
   "description": "A renowned Indian war leader: the Legend's equivalent.",
   "nerve_dice": 6,
   "firing_dice": 2
  }
 ],
 "skills": [
  {
   "id": "agile",
   "name": "Agile",
   "double": true,
   "effect": "No firing penalty when moving, may make one change of direction during move*, ends move facing any direction. Adds one dice* in a fight.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "ambidextrous",
   "name": "Ambidextrous",
   "double": false,
   "effect": "No penalty for firing two pistols.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "boss",
   "name": "Boss",
   "double": true,
   "effect": "All the characters on his side add one dice* when testing nerve, except that those within six inches of his beloved person add three dice (including the Great Man himself). If his own nerve fails, then all his friends test with minus three dice.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "charmed",
   "name": "Charmed",
   "double": true,
   "effect": "Once* per gunfight he may re-roll a whole batch of dice, or make an opponent do the same.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "crack_shot",
   "name": "Crack shot",
   "double": true,
   "effect": "Add one* firing dice.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "cursed",
   "name": "Cursed",
   "double": true,
   "effect": "Each opposing player may cause him to re-roll one dice once* per gunfight.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "deadeye",
   "name": "Deadeye",
   "double": false,
   "effect": "Hits on a 5 or 6 when firing single shot.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "drunk",
   "name": "Drunk (or Deranged)",
   "double": false,
   "effect": "Subject to drunkenness rules.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "evil",
   "name": "Evil",
   "double": false,
   "effect": "Gains normal experience from backshooting, shooting KO'd and unarmed victims, also friends and allies.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "fast_draw",
   "name": "Fast draw",
   "double": true,
   "effect": "Adds three* dice in a fast draw situation.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "hard_as_nails",
   "name": "Hard as nails",
   "double": true,
   "effect": "Ignores the effect of the first* wound he receives (still knocked down, knocked out or dead though!)",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "knifeman",
   "name": "Knifeman/Swordsman",
   "double": true,
   "effect": "Adds four* dice in a fight, and one* to the throw for effect, but only if armed with a knife/sword. A knifeman may throw his knife as if making a deliberate pistol shot at point blank and close range only, but with plus one dice to hit.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "legend_of_the_west",
   "name": "Legend of the West",
   "double": true,
   "effect": "When his character card is drawn, his player takes it into his hand as if it was an action card which can be used only for this character. May fire at a group of characters within four* inches of each other and distribute any hits between them as he chooses. If Ambidextrous may fire each gun at a different target. Fears no-one. Roll randomly for one* additional skill now. If this character gains any further skills he may choose whichever ones he wants.",
   "implies": [],
   "fears_no_one": true,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "lucky",
   "name": "Lucky",
   "double": true,
   "effect": "May re-roll one* of each batch of dice he throws.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "marksman",
   "name": "Marksman",
   "double": true,
   "effect": "May add or subtract one* when rolling for hit location.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "nerves_of_steel",
   "name": "Nerves of steel",
   "double": true,
   "effect": "Not subject to duck back, add one* dice to testing nerve. Fears no-one.",
   "implies": [],
   "fears_no_one": true,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "nervous",
   "name": "Nervous",
   "double": true,
   "effect": "Only has a 50%* chance of recovering, subtract three* dice in a fast draw situation, always blazes away, subtract two* dice when testing nerve.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "quick_shot",
   "name": "Quick shot",
   "double": true,
   "effect": "Adds three* dice in a fast draw situation, when blazing away he can hit with one* extra shot.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "runt",
   "name": "Runt",
   "double": true,
   "effect": "Subtracts three* dice in a fight.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "skilled_fighter",
   "name": "Skilled Fighter",
   "double": false,
   "effect": "Adds four dice when attempting to hit in a fight.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "slow",
   "name": "Slow",
   "double": true,
   "effect": "Subtract one* dice for movement and fast draw. May not use an action card.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "stalker",
   "name": "Stalker",
   "double": true,
   "effect": "If motionless behind cover, cannot be seen at all beyond 12* inches, subtract one* firing dice if shot at behind cover.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "stoopid",
   "name": "Stoopid",
   "double": false,
   "effect": "Throw each turn: 1, 2 - do nothing. 3 - continue doing whatever he did last turn. 4, 5, 6 - take normal turn.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "strong",
   "name": "Strong",
   "double": true,
   "effect": "Adds three* dice in a fight.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "swift",
   "name": "Swift",
   "double": true,
   "effect": "Opponents subtract one* dice when firing at him if he moved on his last turn, may choose to roll one* extra movement dice. Adds one* dice in a fight and in a fast draw.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "terrifying",
   "name": "Terrifying",
   "double": true,
   "effect": "Causes fear* in everyone, opponents subtract one* dice when testing nerve.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "tough",
   "name": "Tough",
   "double": true,
   "effect": "When hit by shooting or in a fight, subtract one* from the effect dice, never knocked down or knocked out.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "true_grit",
   "name": "True Grit",
   "double": true,
   "effect": "Adds three* dice when testing nerve. Fears no-one.",
   "implies": [],
   "fears_no_one": true,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "vengeful",
   "name": "Vengeful",
   "double": false,
   "effect": "Hates anyone who shoots at him or attacks him.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "white_knight",
   "name": "White knight",
   "double": true,
   "effect": "May not back-shoot, shoot knocked down targets or anyone unable to shoot back, gains one* firing dice against all Evil characters and hated opponents, he is also Charmed* and Tough*, he never loses his nerve. Fears no-one.",
   "implies": [
    "charmed",
    "tough"
   ],
   "fears_no_one": true,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "wildman",
   "name": "Wildman",
   "double": true,
   "effect": "In a gunfight he must move and fire every turn if he can, he suffers no firing penalty for moving and firing a pistol, opponents he is moving towards suffer fear. He is also Tough*, an Expert Fighter* and has True Grit*.",
   "implies": [
    "tough",
    "skilled_fighter",
    "true_grit"
   ],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "yellow",
   "name": "Yellow",
   "double": true,
   "effect": "Subtracts three* dice when testing nerve. Fears anyone who grazes or wounds him.",
   "implies": [],
   "fears_no_one": false,
   "source": "Ansell 1996, Skills"
  },
  {
   "id": "fearless",
   "name": "Fearless",
   "double": false,
   "effect": "Earned by surviving a challenge from a feared model: he never again fears anyone.",
   "implies": [],
   "fears_no_one": true,
   "source": "Playsheet, Effects of Fear"
  }
 ],
 "weapons": [
  {
   "id": "six_shooter",
   "name": "Six-shooter",
   "blaze": {
    "dice": 3,
    "max_hits": 3
   },
   "max_carried": null
  },
  {
   "id": "muzzle_loading_pistol",
   "name": "Muzzle-loading pistol",
   "blaze": null,
   "max_carried": null
  },
  {
   "id": "breech_loading_rifle",
   "name": "Breech-loading rifle",
   "blaze": {
    "dice": 1,
    "max_hits": 1
   },
   "max_carried": null
  },
  {
   "id": "repeating_rifle",
   "name": "Repeating rifle",
   "blaze": {
    "dice": 2,
    "max_hits": 2
   },
   "max_carried": null
  },
  {
   "id": "muzzle_loading_rifle",
   "name": "Muzzle-loading rifle",
   "blaze": null,
   "max_carried": null
  },
  {
   "id": "bow",
   "name": "Bow",
   "blaze": null,
   "max_carried": null
  },
  {
   "id": "knife",
   "name": "Knife",
   "blaze": null,
   "max_carried": 1
  },
  {
   "id": "tomahawk",
   "name": "Tomahawk/Axe",
   "blaze": null,
   "max_carried": 1
  },
  {
   "id": "lance",
   "name": "Lance",
   "blaze": null,
   "max_carried": 1
  },
  {
   "id": "sword",
   "name": "Sword",
   "blaze": null,
   "max_carried": null
  },
  {
   "id": "shotgun",
   "name": "Shotgun",
   "blaze": null,
   "max_carried": null
  },
  {
   "id": "sawn_off_shotgun",
   "name": "Sawn-off shotgun",
   "blaze": null,
   "max_carried": null
  },
  {
   "id": "blunderbuss",
   "name": "Blunderbuss/Musketoon",
   "blaze": null,
   "max_carried": null
  },
  {
   "id": "le_mat",
   "name": "Le Mat revolver",
   "blaze": {
    "dice": 3,
    "max_hits": 3
   },
   "max_carried": null
  }
 ],
 "options": [
  {
   "id": "jams",
   "title": "Out of ammo and jams",
   "kind": "text",
   "first": "Blazing away: the same number of 1s as 6s hits but is out of ammo; more 1s than 6s misses and is out of ammo; two or more 1s more than 6s misses and jams.",
   "second": "Blazing away: more 1s than 6s misses and is out of ammo; three or more 1s jam the gun (the shot's hits still count unless it is also out of ammo).",
   "default_first": true,
   "source": "Playsheet, Blazing Away; Ansell 1996, Shooting"
  },
  {
   "id": "actions",
   "title": "Which actions exist",
   "kind": "text",
   "first": "Reposition (up to 2\" in any direction and facing) and Mount/Dismount; no Pass.",
   "second": "Pass (do nothing but turn to face any direction); no Reposition or Mount/Dismount.",
   "default_first": true,
   "source": "Playsheet, Actions; Ansell 1996, Actions"
  },
  {
   "id": "movement",
   "title": "Movement dice and falling over",
   "kind": "text",
   "first": "Move 3D6; three 1s fall over. Citizens move 2D6, must move the full roll and fall over on any 1. Move & Fire up to 2D6, only Citizens fall over.",
   "second": "Move 3D6 for every class; Gunmen and better move at least 3\", Citizens the full roll. Move & Fire 2D6. Nobody falls over.",
   "default_first": true,
   "source": "Playsheet, Actions; Ansell 1996, Actions"
  },
  {
   "id": "indian_classes",
   "title": "Indian classes",
   "kind": "text",
   "first": "Young Blood, Warrior and Mighty Warrior may be fielded, with their bows and their own firing rules.",
   "second": "Only Citizens, Gunmen, Shootists and Legends (the 1996 text leaves Indians for later).",
   "default_first": true,
   "source": "Playsheet, Nerve and Range and Firing Chart; Ansell 1996, Optional rules"
  },
  {
   "id": "shotguns",
   "title": "Shotgun target spot, spread and reach",
   "kind": "text",
   "first": "Sawn-off target spot 3\" away; a line from the shooter's head through the target spot runs on \"to the range of the weapon\" (beyond the spot too); a sawn-off hits anyone within 1½\" of it, other shotguns 1\".",
   "second": "Sawn-off target spot 6\" away (3\" if modified to fire one-handed); the line runs from the shooter's head \"to either of the marker spots\" and stops there: nobody beyond a spot is hit; every shotgun hits within 1\" of it.",
   "default_first": true,
   "source": "Playsheet, Shotgun Weapons Firing Chart; Ansell 1996, Shotguns"
  },
  {
   "id": "hit_location",
   "title": "Hit-location chart",
   "kind": "text",
   "first": "The 6 × 6 chart of The Rules With No Name Playsheet 2 (2003 edition, fan reconstruction): its 36 cells are the 36 chits, with its own effect modifiers (muzzle-loader +2; any shotgun at 3\" or less +1; shotgun, blunderbuss or musketoon beyond 6\" −1) and wound notes (any belly wound: no movement or turning; a serious arm wound: cannot reload or shoot a rifle).",
   "second": "The 1996 rules of the effect roll (shotgun +1 within 3\", −1 over 6\", −2 over 9\" sawn-off or 18\" shotgun; no muzzle-loader modifier) and of wounds (a serious leg or belly wound stops movement), read on Posse's house grid (a house table: the 1996 chits are lost).",
   "default_first": true,
   "source": "TRWNN Playsheet 2, Hit Location Chart ver. 1.00 (trwnn-hit-location-2003-playsheet.md); Ansell 1996, Hit Location & Effect and Shotguns"
  },
  {
   "id": "knife_throwing",
   "title": "Who may throw a knife",
   "kind": "text",
   "first": "Anyone may throw a knife, tomahawk or axe by the Range and Firing Chart (Knifemen add one die).",
   "second": "Only a Knifeman may throw his knife: as a deliberate pistol shot at point blank and close range only, with one die more.",
   "default_first": true,
   "source": "Playsheet, Range and Firing Chart; Ansell 1996, Skills (Knifeman)"
  },
  {
   "id": "hatred_and_fear",
   "title": "Hatred and fear",
   "kind": "switch",
   "first": "On: hatred and fear add or take away dice when shooting and fighting, and have their causes and effects (both texts have the rule).",
   "second": "Off (the playsheet marks the rule optional): nobody hates or fears anybody; skills that cause fear or hatred change no dice.",
   "default_first": true,
   "source": "Playsheet, Hatred and Fear (Optional); Ansell 1996, Hatred & Fear"
  },
  {
   "id": "wounds_cause_hatred_or_fear",
   "title": "Wounds cause hatred or fear",
   "kind": "switch",
   "first": "On: whenever a model is grazed or wounded by an enemy, throw a D6: a 1 means he now fears the shooter, a 6 that he hates him.",
   "second": "Off: wounds cause no hatred or fear (both texts make this optional).",
   "default_first": false,
   "source": "Playsheet, Causes of Hatred (Option); Ansell 1996, Hatred & Fear"
  },
  {
   "id": "fumbles",
   "title": "Fumbles",
   "kind": "switch",
   "first": "On: four or more 1s on a shot is a fumble: something terrible happens, as the gamesmaster decides.",
   "second": "Off: no fumbles (the 1996 text suggests them for games with a gamesmaster; the playsheet has none).",
   "default_first": false,
   "source": "Ansell 1996, Shooting"
  },
  {
   "id": "treble_skills",
   "title": "Treble skills",
   "kind": "switch",
   "first": "On: a starred skill may be gained a third time, trebling its effect.",
   "second": "Off: a starred skill may be gained twice at most (\"Very Strong\").",
   "default_first": false,
   "source": "Ansell 1996, Skills (\"It's up to you whether you allow 'treble' skills\")"
  }
 ]
};
