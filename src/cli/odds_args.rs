//! The flags of `posse odds qotd` and `posse roll qotd`: who tests, his target, and the
//! circumstances, as clap reads them (src/cli/odds.rs turns them into the rules' types).

use clap::Args;

/// The character who tests (shoots, attacks): from the roster, or described inline.
#[derive(Debug, Args)]
pub struct Who {
    /// A roster character's id. `--shooter` and `--attacker` are the same flag.
    #[arg(long, visible_aliases = ["shooter", "attacker"], value_name = "ID")]
    pub(super) character: Option<i64>,
    /// An inline character's type: hero, main, supporting or minor.
    #[arg(long = "type", value_name = "TYPE", conflicts_with = "character")]
    pub(super) kind: Option<String>,
    /// An inline character's personality (default: ordinary).
    #[arg(long, value_name = "P", requires = "kind")]
    pub(super) personality: Option<String>,
    /// An inline character's skill or trait, repeatable; `expert:winchester`, `good_in_skill:riding`.
    #[arg(long = "trait", value_name = "T", requires = "kind")]
    pub(super) traits: Vec<String>,
    /// An inline character's armour: none, minimal or armoured.
    #[arg(long, value_name = "A", requires = "kind")]
    pub(super) armour: Option<String>,
    /// The weapon used (an inline character carries it).
    #[arg(long, value_name = "W")]
    pub(super) weapon: Option<String>,
    /// An inline character plays with reduced dice, as after "I'm Exhausted!" (a roster character
    /// has them when their last aftermath says so).
    #[arg(long, requires = "kind")]
    pub(super) reduced: bool,
}

/// The character shot at or attacked, for `shot` and `fight`.
#[derive(Debug, Args)]
pub struct Target {
    /// A roster character's id.
    #[arg(long = "target", value_name = "ID")]
    pub(super) target_id: Option<i64>,
    /// An inline target's type: hero, main, supporting or minor.
    #[arg(long = "target-type", value_name = "TYPE", conflicts_with = "target_id")]
    pub(super) target_kind: Option<String>,
    /// An inline target's personality (default: ordinary).
    #[arg(long = "target-personality", value_name = "P", requires = "target_kind")]
    pub(super) target_personality: Option<String>,
    /// An inline target's skill or trait, repeatable.
    #[arg(long = "target-trait", value_name = "T", requires = "target_kind")]
    pub(super) target_traits: Vec<String>,
    /// An inline target's armour: none, minimal or armoured.
    #[arg(long = "target-armour", value_name = "A", requires = "target_kind")]
    pub(super) target_armour: Option<String>,
    /// The target carries a shield.
    #[arg(long = "target-shield", requires = "target_kind")]
    pub(super) target_shield: bool,
    /// An inline target plays with reduced dice (rolls them for the effect of each hit).
    #[arg(long = "target-reduced", requires = "target_kind")]
    pub(super) target_reduced: bool,
    /// An inline target plays with one card less than normal, as after "I'm Tired out!" (a roster
    /// target has one card less when their last aftermath says so).
    #[arg(long = "target-one-card-less", requires = "target_kind")]
    pub(super) target_one_card_less: bool,
    /// The cards the target has left (1 up to the cards they play with), after earlier hits; a
    /// roster target too.
    #[arg(long = "target-cards", value_name = "N")]
    pub(super) target_cards: Option<u8>,
}

/// The circumstances most often asked about; `--circumstances JSON` gives any other field.
#[derive(Debug, Args)]
pub struct CircumstanceArgs {
    /// An aimed shot (not moved, a turn spent aiming).
    #[arg(long, group = "shot")]
    pub(super) aimed: bool,
    /// A hasty shot.
    #[arg(long, group = "shot")]
    pub(super) hasty: bool,
    /// A snap shot (repeating or revolving weapons).
    #[arg(long, group = "shot")]
    pub(super) snap: bool,
    /// Fanning a revolver (6 paces at most).
    #[arg(long, group = "shot")]
    pub(super) fanning: bool,
    /// The target's cover: none, light or hard.
    #[arg(long, value_name = "COVER")]
    pub(super) cover: Option<String>,
    /// Distance to the target in paces.
    #[arg(long, value_name = "PACES")]
    pub(super) range: Option<u8>,
    /// The character moved this turn.
    #[arg(long)]
    pub(super) moved: bool,
    /// The character draws their weapon this turn.
    #[arg(long)]
    pub(super) drawing: bool,
    /// The target is lying prone.
    #[arg(long)]
    pub(super) prone: bool,
    /// Firing both barrels.
    #[arg(long)]
    pub(super) both_barrels: bool,
    /// Fighting more opponents than the character has cards.
    #[arg(long)]
    pub(super) outnumbered: bool,
    /// A second or later move this phase.
    #[arg(long)]
    pub(super) second_move: bool,
    /// Moving or attacking towards the enemy.
    #[arg(long)]
    pub(super) towards_enemy: bool,
    /// Moving in or into bad going.
    #[arg(long)]
    pub(super) bad_going: bool,
    /// The form of attack: standard, mighty_blow or all_out.
    #[arg(long, value_name = "FORM")]
    pub(super) attack: Option<String>,
    /// The defender's defence: basic, evade, block or hasty_shot.
    #[arg(long, value_name = "FORM")]
    pub(super) defence: Option<String>,
    /// What a task is about: general, athletic or strength.
    #[arg(long, value_name = "KIND")]
    pub(super) task: Option<String>,
    /// The skill a task uses (Good in / Poor in a skill).
    #[arg(long, value_name = "SKILL")]
    pub(super) skill: Option<String>,
    /// Adverse circumstances: reduced dice.
    #[arg(long)]
    pub(super) difficult: bool,
    /// The previous roll was a 10 (Got Them!, Get Stuck In!).
    #[arg(long)]
    pub(super) perfect: bool,
    /// The joker turned before the character's card: black or red.
    #[arg(long, value_name = "COLOUR")]
    pub(super) joker: Option<String>,
    /// Call "Cut!" if the roll fails (Heroes and Main Characters).
    #[arg(long)]
    pub(super) cut: bool,
    /// Spend a Lucky re-roll if the roll fails (in a shot or fight: the first roll that goes
    /// wrong, the effect of a hit included).
    #[arg(long)]
    pub(super) lucky: bool,
    /// The target tried to respond to the attack and was Flustered! (2–4): DV −1.
    #[arg(long)]
    pub(super) flustered: bool,
    /// A later round of a fight: a Rash or Fanatic attacker need not make an All Out Attack.
    #[arg(long)]
    pub(super) later_round: bool,
    /// Riding a mount (DV −1 in a fight).
    #[arg(long)]
    pub(super) mounted: bool,
    /// The attacker's mount moves over 4 paces: any hits count as high impact (with --mounted).
    #[arg(long)]
    pub(super) mount_fast: bool,
    /// The weapon's fire mode: the Le Mat's shotgun_barrel (its bullets otherwise).
    #[arg(long, value_name = "MODE")]
    pub(super) mode: Option<String>,
    /// A cap and ball revolver with a preloaded cylinder.
    #[arg(long)]
    pub(super) preloaded: bool,
    /// In a shot or fight: the target (Hero or Main Character) calls Cut! on the first effect roll
    /// that costs a card.
    #[arg(long)]
    pub(super) target_cut: bool,
    /// In a shot or fight: the target (Lucky) re-rolls the first effect roll that costs a card.
    #[arg(long)]
    pub(super) target_lucky: bool,
    /// Any circumstances as JSON, e.g. '{"hidden": "static_in_cover", "tentacles": 2}'; the flags
    /// above are added to it.
    #[arg(long, value_name = "JSON")]
    pub(super) circumstances: Option<String>,
}
