//! What is going on when a character tests: every field is optional, and the default is the plain
//! case (standing in the open, a deliberate shot, nothing special).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::dice::Joker;
use crate::rules::qotd::charts::{AttackForm, DefenceForm, RecoverySituation, ShotType};
use crate::rules::qotd::CharacterType;

/// The cover a target is in. QOTD Reel 6: "in light cover" DV +1; "in dense or hard cover" DV +2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Cover {
    #[default]
    None,
    Light,
    Hard,
}

impl Cover {
    pub const ALL: [Cover; 3] = [Cover::None, Cover::Light, Cover::Hard];

    pub fn id(self) -> &'static str {
        match self {
            Cover::None => "none",
            Cover::Light => "light",
            Cover::Hard => "hard",
        }
    }

    pub fn from_id(id: &str) -> Option<Cover> {
        let id = crate::rules::qotd::normalise_id(id);
        let id = if id == "dense" { "hard" } else { id.as_str() };
        Cover::ALL.into_iter().find(|c| c.id() == id)
    }
}

/// How a hidden enemy or trap is placed, for Locating the enemy. QOTD Reel 3, Locating the enemy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Hidden {
    /// "Enemy is moving in cover or a trap is within 6 paces": action dice.
    #[default]
    MovingInCover,
    /// "The enemy is static in cover": reduced dice.
    StaticInCover,
    /// "Or is stealthy": reduced dice.
    Stealthy,
    /// "A trap is within 6 to 12 paces": reduced dice.
    TrapFarOff,
}

/// What a task is about, for the traits that re-roll or reduce tasks. QOTD Reel 3, Tasks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum TaskKind {
    #[default]
    General,
    /// "Climbing, jumping, getting through small spaces": Athletic re-rolls.
    Athletic,
    /// "Any task requiring strength": Strong re-rolls.
    Strength,
}

/// The circumstances of a test. All optional: `{}` is a deliberate shot or a plain test in the
/// open. Fields about "the target" describe whoever is shot at or attacked.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, optional_fields)]
pub struct Circumstances {
    /// The character moved this turn: the shot is hasty ("If moved any shots are rated as Hasty").
    /// An aimed, snap, fanned or deliberate shot asked for after moving is refused ("the shooter
    /// must not have moved"), but for a thrown or hurled weapon's deliberate throw ("All shots are
    /// deliberate or aimed").
    pub moved: bool,
    /// How the shot is taken; deliberate unless said (hasty when `moved` or drawing).
    pub shot_type: Option<ShotType>,
    /// Firing both barrels of a double-barrelled weapon, sawn-off or hold-out.
    pub both_barrels: bool,
    /// The weapon used, by id or alias; by default the character's first missile weapon for
    /// shooting tests and first melee weapon (else fists) for fighting.
    pub weapon: Option<String>,
    /// The weapon's fire mode, for a weapon that has more than one: the Le Mat's `shotgun_barrel`
    /// ("may make 1 shot as a sawn off shotgun"); its bullets unless said.
    pub fire_mode: Option<String>,
    /// A cap and ball revolver with a preloaded cylinder: "reloading is a normal action but the
    /// weapon misfires on a 3 and 2".
    pub preloaded_cylinder: bool,
    /// Distance to the target in paces: sets impact, point blank (1 pace) and reduced dice beyond
    /// the effective range (up to twice it).
    pub range_paces: Option<u8>,
    /// The target's cover.
    pub cover: Cover,
    /// The target is lying prone (DV +2 when shot).
    pub prone: bool,
    /// The target is moving quickly (DV +1 when shot).
    pub moving_quickly: bool,
    /// The target is evading (DV +2 when shot).
    pub evading: bool,
    /// The target is defenceless or helpless (DV −2).
    pub defenceless: bool,
    /// The character draws their weapon this turn (a drawn shot is hasty; drawing and fighting
    /// gives the target DV +1; Quick Draw ignores both).
    pub drawing: bool,
    /// Shooting with the wrong hand (DV +2 unless Ambidextrous).
    pub wrong_hand: bool,
    /// The roll before this one was a 10. For hits: Wanting to shoot / Wanting to attack was a 10
    /// ("Got Them!", "Get Stuck In!"), so a miss may be re-rolled, ignoring any 1s. For
    /// entanglement: the throw or grapple scored a 10, so the entangled character rolls twice and
    /// takes the worst.
    pub perfect: bool,
    /// Fighting more opponents than the character has cards: reduced dice to hit.
    pub outnumbered: bool,
    /// The form of attack in a fight (standard unless said).
    pub attack: Option<AttackForm>,
    /// A hasty attack, the only one a blocking character may make on their turn (DV +2).
    pub hasty_attack: bool,
    /// How the defender defends (basic unless said): a block gives DV +2; a defender who made a
    /// hasty shot and is still hit "is treated as defenceless" (DV −2).
    pub defence: Option<DefenceForm>,
    /// Charging in or following up (DV −1).
    pub charging: bool,
    /// Riding a mount (DV −1 in a fight).
    pub mounted: bool,
    /// The character's weapon out-reaches the defender's (DV −1).
    pub longer_reach: bool,
    /// The character is On the Back Foot (DV +2).
    pub back_foot: bool,
    /// The defender is behind defences in combat (DV +2).
    pub behind_defences: bool,
    /// The defender made an All Out Attack on their turn (DV −1).
    pub made_all_out_attack: bool,
    /// The target tried to respond to the attack and rolled 2–4: "Flustered! Panic and DV is
    /// lowered by 1" (Reel 3, Responding to an attack).
    pub flustered: bool,
    /// The fight is past its first round, so a Rash or Fanatic attacker may choose their form of
    /// attack ("Rash characters and fanatics must use this attack in the first round of fighting").
    pub later_round: bool,
    /// The attacker's mount is moving over 4 paces: "any hits count as high impact" (Reel 5,
    /// Fighting from a mount); with `mounted`.
    pub mount_over_4_paces: bool,
    /// The defender uses a shield (DV +1 in close combat or against non-gunpowder weapons).
    pub shield: bool,
    /// Moving a second or later time this phase: reduced dice.
    pub second_move_this_phase: bool,
    /// The move or attack takes the character towards the enemy (Rash and Fanatic re-roll).
    pub towards_enemy: bool,
    /// Moving in or entering bad going faster than slowly: reduced dice (Surefooted ignores it).
    pub in_bad_going: bool,
    /// What a task is about.
    pub task: TaskKind,
    /// The skill a task uses (Good in / Poor in a particular skill).
    pub skill: Option<String>,
    /// The task, test or action is in an Academic's own field of study.
    pub own_field: bool,
    /// Adverse circumstances make the task difficult (sheer cliff, strong current, escaping a bad
    /// entanglement): reduced dice.
    pub difficult: bool,
    /// Escaping with a tool, weapon or help: may re-roll.
    pub with_aid: bool,
    /// Two or more characters restrain the one escaping: reduced dice.
    pub restrained_by_several: bool,
    /// Where the enemy or trap is, for Locating the enemy.
    pub hidden: Hidden,
    /// The wounded character being healed is Frail (reduced dice) or Tough (may re-roll).
    pub patient_frail: bool,
    pub patient_tough: bool,
    /// A Natural Leader of this type is within 10 paces: their dice are used for movement,
    /// courage and responding to hold actions.
    pub natural_leader_near: Option<CharacterType>,
    /// A Dominant leader of the character's own side is within 10 paces: a failed action or task
    /// may be re-rolled.
    pub dominant_leader_near: bool,
    /// For the post action rest and recovery chart: how the adventure ended (with cards by default).
    pub recovery: Option<RecoverySituation>,
    /// Entangled by a beast's tentacles: roll 1D10 per tentacle and take the lowest, rather than
    /// the action dice.
    pub tentacles: u8,
    /// The joker turned before this character's card: black counts as a 1, red as a 10.
    pub joker: Option<Joker>,
    /// The player will yell "Cut!" if this roll fails (Heroes and Main Characters; costs a card).
    pub cut: bool,
    /// The player will spend one of Lucky's four re-rolls if this roll fails.
    pub lucky: bool,
    /// The character plays with reduced dice, as after "I'm Exhausted!" (Reel 6, Post action rest
    /// and recovery: "using their reduced dice"). A roster character whose last aftermath says so
    /// has them without being told.
    pub reduced: bool,
    /// In a shot or a fight: the target plays with reduced dice, so rolls them for the effect of
    /// each hit.
    pub target_reduced: bool,
    /// In a shot or a fight: the target plays "with one card less than normal" (QOTD Reel 6, Post
    /// action rest and recovery: "I'm Tired out!", "He needs time to heal!", "I'm Exhausted!"), so
    /// losing the cards they have left makes them a casualty. A roster target whose last aftermath
    /// says so has one card less without being told.
    pub target_one_card_less: bool,
    /// In a shot or a fight: the cards the target has left (1 up to the cards they play with), when
    /// earlier hits have already taken some ("Each successful Hit on a Character by a Lethal Weapon
    /// permanently removes one of their cards. … When a character has no cards left they are deemed
    /// to be casualties").
    pub target_cards: Option<u8>,
    /// In a shot or a fight: the target (a Hero or Main Character) calls "Cut!" on the first effect
    /// roll that costs them a card ("a hit or wound inflicted by the opponent").
    pub target_cut: bool,
    /// In a shot or a fight: the target, being Lucky, spends a re-roll on the first effect roll
    /// that costs them a card ("dice rolls which cause an adverse affect on them, such as hits,
    /// wounds").
    pub target_lucky: bool,
}
