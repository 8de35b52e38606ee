//! QOTD Reel 4, Shooting and weapons of the Old West: wanting to shoot, hitting, reloading,
//! shootouts (drawing and shooting, responding to an opponent drawing), the reloading rules, the
//! types of shooting and the action dice of each form of attack. The Weapons Table itself is
//! [`MISSILE_WEAPONS`](crate::rules::qotd::MISSILE_WEAPONS) in `weapons.rs`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{outcome, ActionChart};
use crate::rules::qotd::{CharacterType, Reload};

/// QOTD Reel 4, Wanting to shoot: the first of shooting's three steps. Disciplined characters may
/// re-roll. The 1's text reads "moves towards the nearest cover of if in cover ducks down" in the
/// scan; "of" is mended to "or".
pub const WANTING_TO_SHOOT: ActionChart = ActionChart {
    id: "wanting_to_shoot",
    title: "Wanting to Shoot or Move and shoot",
    source: "QOTD Reel 4, Wanting to shoot",
    outcomes: [
        outcome("I'm not sure I can do this!", "Lose confidence and will not shoot Instead falls back 4 paces facing the enemy or moves towards the nearest cover or if in cover ducks down"),
        outcome("Where's the target!", "Hesitate and do not Shoot"),
        outcome("Shoot at the Enemy!", "Take your shot. If attacked may choose to make closing shots or make a counter attack but not both If moved any shots are rated as Hasty"),
        outcome("Got Them!", "Make the perfect shot and may reroll the shooting attack dice if failed to hit ignoring any 1's rolled. OR if attacked may choose to make a Hasty Shot and make a counter attack"),
    ],
};

/// QOTD Reel 4, Shooting – trying to hit: a hit from shooting or throwing. Poor shots use reduced
/// dice; good shots (experts) may re-roll. The 1's cell is a list by weapon, one line each.
pub const HIT_FROM_SHOOTING: ActionChart = ActionChart {
    id: "hit_from_shooting",
    title: "To see if a hit is scored from Shooting or Throwing",
    source: "QOTD Reel 4, Shooting – trying to hit",
    outcomes: [
        outcome(
            "Damn It!",
            "Misses and if a spear, javelin, blowpipe or sling, it breaks\n\
             a net, lasso, bolas or whip it becomes entangled\n\
             a bow needs to be restrung\n\
             a muzzleloader it needs to be re-primed\n\
             a single shot breech loader it jams\n\
             a revolver, repeater, bolt action or magazine weapon is out of ammo & it needs to be reloaded:\n\
             If a double action pistol or fanning reroll it jams and needs reloading\n\
             a stick of dynamite or similar drop it and assess damage as normal",
        ),
        outcome(
            "Missed!",
            "Fails to hit opponent\n\
             If a Flint lock it misfires\n\
             If thrown dynamite or similar falls short: throw for deviation.",
        ),
        outcome(
            "Gotcha!",
            "Hits opponent\n\
             If more than 1 hit is scored from a Shotgun, blunderbuss, multi-barrelled pistol or Volley Gun , explosion or a character fanning these may be spread to opponents within 1 pace of target or 2 paces if shell",
        ),
        outcome(
            "Bulls Eye!",
            "The hit is deadly – roll for the effect with the targets DV lower by 2.\n\
             If more than 1 hit is scored from a Shotgun, blunderbuss, multi-barrelled pistol or Volley Gun , explosion or a character fanning these may be spread to opponents within 1 pace of target or 2 paces if shell",
        ),
    ],
};

/// QOTD Reel 4, Shooting related tasks: reloading or repriming, clearing a jam, lighting a fuse,
/// deploying artillery or a machine gun. Disciplined characters, experts with the weapon and good
/// crews may re-roll; poor or diminished crews use reduced dice.
pub const RELOAD_OR_RESTRING: ActionChart = ActionChart {
    id: "reload_or_restring",
    title: "Needing to reload or restring",
    source: "QOTD Reel 4, Shooting related tasks",
    outcomes: [
        outcome("It's Jammed!", "The weapon is jammed and must pass an Action test to fix it before they can try to reload or reprime it, Or fail to unjam or foul up the deployment and make any further attempt with reduced action dice. If lighting a fuse, explodes prematurely"),
        outcome("This is Fiddly!", "Do not reload or reprime or clear the jam or deploy on this turn. Fail to light a fuse"),
        outcome("Ready to shoot!", "Successfully reload or reprime and may now move ½ move or make a hasty shot. Successfully clear the jam or deploy or light the fuse."),
        outcome("Rapid Reload!", "Successfully reload or reprime and may immediately Open Fire, or move 1 move, or move ½ move and make a hasty shot. Successfully deploy or clear the jam and may load or shoot. Successfully light fuse and may throw this turn"),
    ],
};

/// QOTD Reel 4, Shootouts: walking into range, drawing and shooting.
pub const DRAWING_AND_SHOOTING: ActionChart = ActionChart {
    id: "drawing_and_shooting",
    title: "Drawing and shooting",
    source: "QOTD Reel 4, Shootouts",
    outcomes: [
        outcome("Darn It!", "You fumble and drop gun on the floor."),
        outcome("Slow on the Draw!", "You draw but do not shoot this turn"),
        outcome("Shoot that Smoke Wagon!", "You draw and shoot. Treat as hasty shot unless you have the Quick Draw Trait"),
        outcome("Mr Chained Lightning!", "You draw and shoot without any deductions for drawing a gun and if you have the Quick Draw trait you shoot first"),
    ],
};

/// QOTD Reel 4, Shootouts: a character holding, or with cards remaining, responds to an opponent
/// drawing. "If both are quick draws and both shoot first then it is simultaneous!"
pub const RESPONDING_TO_AN_OPPONENT_DRAWING: ActionChart = ActionChart {
    id: "responding_to_an_opponent_drawing",
    title: "Responding to an opponent drawing",
    source: "QOTD Reel 4, Shootouts",
    outcomes: [
        outcome("What The?", "You hesitate and do nothing this turn"),
        outcome("Time to get out 'a Town!", "You panic and back off 4 paces and do not draw your gun."),
        outcome("Shoot that Smoke Wagon!", "You draw and shoot. This is a hasty shot unless you have the Quick Draw Trait and if you have the Quick Draw trait you shoot first"),
        outcome("Mr Chained Lightning!", "You draw and shoot without any deductions for drawing a gun and if you have the Quick Draw trait you shoot first"),
    ],
};

/// The types of shooting. QOTD Reel 4, Types of shooting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum ShotType {
    Hasty,
    Snap,
    Fanning,
    Deliberate,
    Aimed,
}

impl ShotType {
    pub const ALL: [ShotType; 5] =
        [ShotType::Hasty, ShotType::Snap, ShotType::Fanning, ShotType::Deliberate, ShotType::Aimed];

    pub fn id(self) -> &'static str {
        match self {
            ShotType::Hasty => "hasty",
            ShotType::Snap => "snap",
            ShotType::Fanning => "fanning",
            ShotType::Deliberate => "deliberate",
            ShotType::Aimed => "aimed",
        }
    }

    /// As the rule text names it.
    pub fn name(self) -> &'static str {
        match self {
            ShotType::Hasty => "Hasty Shots",
            ShotType::Snap => "Snap shots",
            ShotType::Fanning => "Fanning",
            ShotType::Deliberate => "Deliberate Shots",
            ShotType::Aimed => "Aimed Shots",
        }
    }

    /// The rule, in the rule text's words.
    pub fn text(self) -> &'static str {
        match self {
            ShotType::Hasty => "these are any shots made whilst moving or drawing a firearm",
            ShotType::Snap => "these are only possible with repeating or revolving weapons and the shooter must not have moved.",
            ShotType::Fanning => "this is only possible with a single action revolver and the character must not have moved. It has a maximum range of 6 paces and automatically empties the revolver.",
            ShotType::Deliberate => "this covers most shots; the shooter must not have moved.",
            ShotType::Aimed => "the shooter must not have moved, and spent one turn aiming at a target before shooting. Aiming is a basic action.",
        }
    }

    /// The line of the DV adjustments it brings ([`dv_adjustment`](super::dv_adjustment)):
    /// hasty +2, snap +1, fanned +2, aimed −1; a deliberate shot none.
    pub fn condition_id(self) -> Option<&'static str> {
        match self {
            ShotType::Hasty => Some("hasty"),
            ShotType::Snap => Some("snap_shot"),
            ShotType::Fanning => Some("fanned"),
            ShotType::Deliberate => None,
            ShotType::Aimed => Some("aimed_shot"),
        }
    }

    /// How it moves the target's DV, from the DV adjustments table.
    pub fn dv_adjustment(self) -> i8 {
        self.condition_id().and_then(super::dv_adjustment).map_or(0, |a| a.amount)
    }

    /// Every type but the hasty shot needs the shooter not to have moved.
    pub fn needs_stationary_shooter(self) -> bool {
        self != ShotType::Hasty
    }

    /// Fanning "has a maximum range of 6 paces".
    pub fn max_range(self) -> Option<u8> {
        match self {
            ShotType::Fanning => Some(6),
            _ => None,
        }
    }

    /// The column of the action dice by form of attack that the shot itself decides: snap shots
    /// are in the third column, fanning in the fourth; the others go by the weapon.
    pub fn firing_form(self) -> Option<FiringForm> {
        match self {
            ShotType::Snap => Some(FiringForm::DoubleShot),
            ShotType::Fanning => Some(FiringForm::Scatter),
            _ => None,
        }
    }
}

/// The columns of the table of action dice by form of attack. QOTD Reel 4, after Reloading
/// weapons: "Due to the nature of the weapons used Characters action dice are changed depending
/// on their form of attack".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum FiringForm {
    /// Fighting with a melee or improvised weapon, or fists.
    Fighting,
    /// One shot: thrown weapon, bow, single shot firearm, one barrel of a double.
    SingleShot,
    /// Both barrels of a double, one barrel of a sawn-off, snap shots.
    DoubleShot,
    /// Blunderbuss, both barrels of a sawn-off, multi-barrelled weapons, grenades and dynamite,
    /// artillery ball, a hand-cranked machine gun's burst, fanning.
    Scatter,
    /// Grape shot, a keg of powder or bundle of dynamite, shell or case shot, an automatic
    /// weapon's burst.
    Barrage,
}

impl FiringForm {
    pub const ALL: [FiringForm; 5] = [
        FiringForm::Fighting,
        FiringForm::SingleShot,
        FiringForm::DoubleShot,
        FiringForm::Scatter,
        FiringForm::Barrage,
    ];

    pub fn id(self) -> &'static str {
        match self {
            FiringForm::Fighting => "fighting",
            FiringForm::SingleShot => "single_shot",
            FiringForm::DoubleShot => "double_shot",
            FiringForm::Scatter => "scatter",
            FiringForm::Barrage => "barrage",
        }
    }

    /// The column's heading: "Fighting" or "Firing".
    pub fn heading(self) -> &'static str {
        match self {
            FiringForm::Fighting => "Fighting",
            _ => "Firing",
        }
    }

    /// What the column covers, in the rule text's words.
    pub fn text(self) -> &'static str {
        match self {
            FiringForm::Fighting => "Using a Melee or Improvised Weapon or Fists, etc",
            FiringForm::SingleShot => "A thrown weapon or Bow or a Single Shot Firearm including swivel guns or one barrel of a double barrelled weapon",
            FiringForm::DoubleShot => "A double barrelled weapon firing both barrels or one barrel of a sawn off shotgun or making snap shots",
            FiringForm::Scatter => "A Blunderbuss or both barrels of a sawn off shotgun or Multi-barrelled weapon or a Fused Grenade/dynamite or ball/shot from artillery or a burst from a hand cranked MG or fanning",
            FiringForm::Barrage => "firing grape shot or a keg of black powder/ bundle of dynamite/ shell or case shot or a burst from an automatic weapon",
        }
    }
}

/// The dice of one cell of the form-of-attack table: how many D10, and whether only the best
/// counts ("2D10 High") or every die may score a hit ("2D10 and both can score", "3D10 and all can
/// score").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct FormDice {
    pub dice: u8,
    /// Every die is a separate shot that may hit; otherwise the best die counts.
    pub all_score: bool,
}

impl FormDice {
    /// As the table prints it: "1D10", "2D10 High", "2D10 and both can score", "3D10 and all can
    /// score".
    pub fn label(self) -> String {
        match (self.dice, self.all_score) {
            (1, _) => "1D10".to_string(),
            (n, false) => format!("{n}D10 High"),
            (2, true) => "2D10 and both can score".to_string(),
            (n, true) => format!("{n}D10 and all can score"),
        }
    }
}

const fn dice(dice: u8, all_score: bool) -> FormDice {
    FormDice { dice, all_score }
}

/// QOTD Reel 4, the action dice by form of attack, by character type: rows for Heroes and Main
/// Characters, then Supporting and Minor characters; columns in the order of [`FiringForm::ALL`].
///
/// The scan lost the first row's heading (it prints "Character Action Dice" above the column
/// descriptions and an empty cell before "2D10 High"); that row is the Heroes' and Main
/// Characters', whose action dice are 2D10 take the best. The text says "Use reduced action dice
/// if poor shots or poor fighter/brawler or if outnumbered in a fight" and is silent on reducing a
/// many-dice cell; the table gives a character's ordinary dice for each form.
#[rustfmt::skip]
pub static FORM_DICE: [[FormDice; 5]; 2] = [
    [
        dice(2, false),
        dice(2, false),
        dice(2, true),
        dice(3, true),
        dice(4, true),
    ],
    [
        dice(1, false),
        dice(1, false),
        dice(2, false),
        dice(2, true),
        dice(3, true),
    ],
];

/// The rows' headings of [`FORM_DICE`].
pub const FORM_DICE_ROWS: [&str; 2] = ["Heroes & Main", "Supporting & Minor"];

/// The dice a character of `character_type` rolls to hit with a form of attack.
pub fn form_dice(form: FiringForm, character_type: CharacterType) -> FormDice {
    let row = match character_type {
        CharacterType::Hero | CharacterType::Main => 0,
        CharacterType::Supporting | CharacterType::Minor => 1,
    };
    FORM_DICE[row][form as usize]
}

/// One row of the Reloading weapons table: which weapons, and what they need.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ReloadingRule {
    pub id: &'static str,
    /// The row's heading, as the rule text words it.
    pub heading: &'static str,
    /// The weapons it covers, one bullet a line.
    pub weapons: &'static str,
    /// The weapons table's reload rule it is (`None` for the difficult-reload row, which is about
    /// the dice, not when to reload).
    pub reload: Option<Reload>,
}

/// QOTD Reel 4, Reloading weapons. The first bullet reads "All single shot weapons volley guns
/// unless Double barrelled" in the scan; it lost an "and": "All single shot weapons and volley
/// guns unless Double barrelled".
pub static RELOADING_RULES: [ReloadingRule; 5] = [
    ReloadingRule {
        id: "after_every_use",
        heading: "Missile weapons that have to be reloaded after each time they are used:",
        weapons: "All single shot weapons and volley guns unless Double barrelled: Such weapons must be reloaded after both barrels have been fired\n\
                  All bows\n\
                  All Artillery pieces",
        reload: Some(Reload::AfterEveryShot),
    },
    ReloadingRule {
        id: "replaced_or_recovered",
        heading: "Missile weapons that have to be replaced or recovered after each time they are used",
        weapons: "a spear or throwing axe or similar",
        reload: Some(Reload::ReplaceOrRecover),
    },
    ReloadingRule {
        id: "recoiled_or_recovered",
        heading: "Missile weapons that have to be recoiled or recovered after each time they are used:",
        weapons: "a net, lasso, bolas or whip",
        reload: Some(Reload::RecoilOrRecover),
    },
    ReloadingRule {
        id: "when_a_one_is_thrown",
        heading: "Missile weapons that have to be reloaded if any 1s are thrown when shooting:",
        weapons: "All Revolving or Repeating cartridge Firearms or any special Firearms such as Harmonica Guns\n\
                  All Bolt Action or Magazine Firearms",
        reload: Some(Reload::WhenAOneIsThrown),
    },
    ReloadingRule {
        id: "difficult",
        heading: "Reloading the following weapons is Difficult so characters or crews use reduced action dice:",
        weapons: "All Cap and Ball Repeating Firearms unless using a preloaded cylinder\n\
                  All Multi-barrelled Firearms\n\
                  A Machine gun or artillery piece without a full crew",
        reload: None,
    },
];
