//! Why a test cannot be made as described. Each message starts with the circumstance (or the part
//! of the request) it is about, and says why.

use crate::error::ErrorCode;
use crate::rules::qotd::CharacterType;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TestError {
    #[error("weapon: \"{given}\" is not a QOTD weapon{}", .suggestion.as_ref().map(|s| format!(" (did you mean {s}?)")).unwrap_or_default())]
    UnknownWeapon { given: String, suggestion: Option<String> },
    #[error("weapon: {id} is not a missile weapon, so it cannot shoot")]
    NotAMissileWeapon { id: &'static str },
    #[error("weapon: {id} is a missile weapon; in a fight use a melee weapon, fists or pistol_as_club")]
    NotAMeleeWeapon { id: &'static str },
    #[error("{name} carries no missile weapon: name one with a weapon")]
    NoMissileWeapon { name: String },
    #[error("range_paces: {range} paces is beyond {} ({max} paces)", if *.doubled { format!("twice the effective range of {}", .weapon) } else { format!("how far {} can be thrown", .weapon) })]
    OutOfRange { weapon: &'static str, range: u8, max: u8, doubled: bool },
    #[error("shot_type: {shot} is not possible here: {why}")]
    ShotNotPossible { shot: &'static str, why: String },
    #[error("both_barrels: {weapon} has no second barrel to fire")]
    NoSecondBarrel { weapon: &'static str },
    #[error("drawing: {weapon} \"cannot be drawn and fired in the same turn\"")]
    CannotDrawAndFire { weapon: &'static str },
    #[error("fire_mode: {weapon} {}", if .modes.is_empty() { "has one way of firing only".to_string() } else { format!("fires {} (not \"{}\")", .modes.join(" or "), .given) })]
    UnknownFireMode { weapon: &'static str, given: String, modes: Vec<String> },
    #[error("preloaded_cylinder: {weapon} takes no preloaded cylinder (only the improved cap and ball revolvers do)")]
    NoPreloadedCylinder { weapon: &'static str },
    #[error("cut: only Heroes and Main Characters may call Cut!, not a {}", .0.name())]
    CutNotAllowed(CharacterType),
    #[error("lucky: only a Lucky character has Lucky's re-rolls")]
    NotLucky,
    #[error("target_cut: only Heroes and Main Characters may call Cut!, and the target is a {}", .0.name())]
    TargetCutNotAllowed(CharacterType),
    #[error("target_lucky: the target is not Lucky, so has no Lucky re-rolls")]
    TargetNotLucky,
    #[error("target_one_card_less: a {} is dealt {} card{}: with one card less he has none to act on and misses the adventure (\"If they miss the next adventure then they can take part in the one after that fully recovered\"), so he is no target in it", .0.name(), .0.cards(), if .0.cards() == 1 { "" } else { "s" })]
    NoCardToSpare(CharacterType),
    #[error("target_cards: {given} is not a number of cards the target can have left: 1 to {most} ({why}; with none left he is a casualty already)")]
    TargetCards { given: u8, most: u8, why: String },
    #[error("test: a Minor Character cannot Hold (\"Heroes, Main and Supporting characters can choose … to hold\"), so never responds to an opportunity while holding")]
    CannotHold,
    #[error("test: only a Healer/Saw Bones \"can heal wounds and aid recovery\"; {name} is not one")]
    NotAHealer { name: String },
    #[error("attack: {personality} characters \"must use this attack in the first round of fighting\": an All Out Attack (say later_round for a later round)")]
    MustAttackAllOut { personality: &'static str },
    #[error("mount_over_4_paces: only a mounted attacker's mount moves; say mounted too")]
    NotMounted,
    #[error("{field}: does not apply to {asked}: {about}")]
    DoesNotApply { field: &'static str, asked: String, about: &'static str },
}

impl ErrorCode for TestError {
    fn code(&self) -> &'static str {
        match self {
            TestError::UnknownWeapon { .. } => "unknown_weapon",
            TestError::NotAMissileWeapon { .. } => "not_a_missile_weapon",
            TestError::NotAMeleeWeapon { .. } => "not_a_melee_weapon",
            TestError::NoMissileWeapon { .. } => "no_missile_weapon",
            TestError::OutOfRange { .. } => "out_of_range",
            TestError::ShotNotPossible { .. } => "shot_not_possible",
            TestError::NoSecondBarrel { .. } => "no_second_barrel",
            TestError::CannotDrawAndFire { .. } => "cannot_draw_and_fire",
            TestError::UnknownFireMode { .. } => "unknown_fire_mode",
            TestError::NoPreloadedCylinder { .. } => "no_preloaded_cylinder",
            TestError::CutNotAllowed(_) => "cut_not_allowed",
            TestError::NotLucky => "not_lucky",
            TestError::TargetCutNotAllowed(_) => "cut_not_allowed",
            TestError::TargetNotLucky => "not_lucky",
            TestError::NoCardToSpare(_) => "no_card_to_spare",
            TestError::TargetCards { .. } => "bad_target_cards",
            TestError::CannotHold => "cannot_hold",
            TestError::NotAHealer { .. } => "not_a_healer",
            TestError::MustAttackAllOut { .. } => "must_attack_all_out",
            TestError::NotMounted => "not_mounted",
            TestError::DoesNotApply { .. } => "does_not_apply",
        }
    }
}
