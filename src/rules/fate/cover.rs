//! Cover, exposure to fire, duck backs and spotting (1996, Cover and Duck Backs; playsheet, Cover,
//! Exposure to Fire, Duck Backs, Area Terrain).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::hits::Location;
use super::pool::Fraction;
use super::skills::Skill;
use super::Character;

/// Where a target is, for which parts of him can be hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FatePosition")]
pub enum Position {
    /// In the open: all of him.
    #[default]
    Open,
    /// Firing round a corner: head and chest, and his shooting arm (pistol) or both arms (rifle).
    FiringRoundCorner,
    /// Firing over a wall: as round a corner, except the chest is not exposed.
    FiringOverWall,
    /// Behind cover and not firing: "as a rule of thumb the head is ALWAYS exposed except when
    /// ducking back".
    BehindCover,
    /// Ducked back: nothing.
    DuckedBack,
}

/// The parts of a target that shots can reach. `two_handed`: he is firing a rifle (or bow);
/// `shooting_arm`: the arm of his pistol hand.
///
/// Decision: the 1996 text says pistol shooters expose "their right arm", the playsheet "their
/// shooting arm"; the playsheet is followed, so a left-handed man exposes his left arm.
pub fn exposed(position: Position, two_handed: bool, shooting_arm: Location) -> Vec<Location> {
    let arms = if two_handed { vec![Location::RightArm, Location::LeftArm] } else { vec![shooting_arm] };
    match position {
        Position::Open => Location::ALL.to_vec(),
        Position::FiringRoundCorner => [vec![Location::Head, Location::Chest], arms].concat(),
        Position::FiringOverWall => [vec![Location::Head], arms].concat(),
        Position::BehindCover => vec![Location::Head],
        Position::DuckedBack => Vec::new(),
    }
}

/// What a target's cover is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateCoverKind")]
pub enum CoverKind {
    /// Stone or clay walls, large crates, rocks, trees: stops every shot at the parts it covers.
    Substantial,
    /// Wooden walls, fences, empty barrels: stops a shot on a D6 of 3+; on 1-2 the shot goes
    /// through with −1 to the effect roll.
    LessSubstantial,
    /// Wheat, tall grass, brush: counts as cover (−1 firing die) but stops nothing.
    Insubstantial,
}

/// A shot that hit a covered part of the target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateThroughCover")]
pub enum ThroughCover {
    /// Stopped: no injury, but the target must duck back.
    Stopped,
    /// Went through: hits as normal, with this added to the effect roll.
    Penetrated { effect: i8 },
}

/// What a shot at a covered part does; `roll` is the D6 thrown for less substantial cover.
///
/// Decision: "a shotgun will not penetrate wooden walls or fences unless they are exceptionally
/// flimsy" (1996): for a shotgun, less substantial cover stops the shot like substantial cover.
pub fn through_cover(kind: CoverKind, shotgun: bool, roll: u8) -> ThroughCover {
    match kind {
        CoverKind::Substantial => ThroughCover::Stopped,
        CoverKind::LessSubstantial if shotgun || roll >= 3 => ThroughCover::Stopped,
        CoverKind::LessSubstantial => ThroughCover::Penetrated { effect: -1 },
        CoverKind::Insubstantial => ThroughCover::Penetrated { effect: 0 },
    }
}

/// The exact chance that cover stops a shot at a part it covers.
pub fn stop_chance(kind: CoverKind, shotgun: bool) -> Fraction {
    match kind {
        CoverKind::Substantial => Fraction::ONE,
        CoverKind::LessSubstantial if shotgun => Fraction::ONE,
        CoverKind::LessSubstantial => Fraction::new(4, 6),
        CoverKind::Insubstantial => Fraction::ZERO,
    }
}

/// A target hit (a graze included), or whose cover stopped a shot, must duck back at once; a man
/// with Nerves of steel is "not subject to duck back". Also a target in a woods area grazed or
/// wounded, or saved by a tree (playsheet).
pub fn must_duck_back(target: &Character) -> bool {
    !target.has(Skill::NervesOfSteel)
}

/// A hit on a target in woods is stopped by a tree on a D6 of 4+.
pub fn stopped_by_tree(roll: u8) -> bool {
    roll >= 4
}

/// The chance that a character who must recover does so this turn: certain, but "only a 50%*
/// chance" for a Nervous man (a Very Nervous man 25%: Posse's reading of the doubled `*` as
/// halving again).
pub fn recover_chance(c: &Character) -> Fraction {
    Fraction::new(1, 2).pow(u32::from(c.level(Skill::Nervous)))
}

/// Area terrain between shooter and target (playsheet, Area Terrain): 1 density point for each
/// loose feature, 2 for each dense one. The shooter must roll more than the points on a D6, less 1
/// if the target is an Indian or has ducked back; if he fails he does nothing else this turn.
pub fn spotting_points(loose: u8, dense: u8) -> u8 {
    loose + 2 * dense
}

/// Whether a spotting roll sees the target.
pub fn spots(roll: u8, points: u8, indian_or_ducked_back: bool) -> bool {
    i16::from(roll) - i16::from(indian_or_ducked_back) > i16::from(points)
}

/// The exact chance of spotting a target behind `points` of area terrain.
pub fn spot_chance(points: u8, indian_or_ducked_back: bool) -> Fraction {
    Fraction::new((1..=6u8).filter(|r| spots(*r, points, indian_or_ducked_back)).count() as u128, 6)
}

/// The rules of cover, exposure and duck backs, as the table lists them.
pub static COVER_RULES: [(&str, &str); 9] = [
    ("Substantial cover", "Stone or clay walls, large crates, rocks, trees: shots hitting covered parts are stopped; the target ducks back."),
    ("Less substantial cover", "Wooden walls, fences, empty barrels: a shot hitting a covered part is stopped on a D6 of 3+; on 1-2 it hits as normal with −1 to the effect roll. Shotguns do not penetrate it."),
    ("Insubstantial cover", "Wheat, tall grass, brush: counts as cover (−1 firing die) but does not stop bullets."),
    ("Firing round a corner", "Exposes head and chest; pistol shooters also their shooting arm, rifle shooters both arms."),
    ("Firing over a wall", "As round a corner, except the chest is not exposed."),
    ("Anywhere else behind cover", "The head is always exposed except when ducking back."),
    ("Duck backs", "A target hit (grazes included), or whose cover stops a shot, must duck back at once and spend a turn recovering; shots at a man known to lurk behind cover still force duck backs. Nerves of steel: not subject to duck back."),
    ("Woods", "A target in woods that is hit: D6, 4+ the shot is stopped by a tree (and he ducks back)."),
    ("Spotting through area terrain", "1 point per loose feature, 2 per dense one between the models: roll more than the points on a D6 (−1 if the target is an Indian or ducked back) to shoot or aim; if the roll fails he does nothing else that turn."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::test_character;

    #[test]
    fn exposure_follows_the_playsheet() {
        use Location::*;
        assert_eq!(exposed(Position::FiringRoundCorner, false, RightArm), [Head, Chest, RightArm]);
        assert_eq!(exposed(Position::FiringRoundCorner, false, LeftArm), [Head, Chest, LeftArm]);
        assert_eq!(exposed(Position::FiringRoundCorner, true, RightArm), [Head, Chest, RightArm, LeftArm]);
        assert_eq!(exposed(Position::FiringOverWall, true, RightArm), [Head, RightArm, LeftArm]);
        assert_eq!(exposed(Position::BehindCover, true, RightArm), [Head]);
        assert!(exposed(Position::DuckedBack, false, RightArm).is_empty());
        assert_eq!(exposed(Position::Open, false, RightArm).len(), 6);
    }

    #[test]
    fn cover_stops_shots_as_the_texts_say() {
        assert_eq!(through_cover(CoverKind::Substantial, false, 1), ThroughCover::Stopped);
        assert_eq!(through_cover(CoverKind::LessSubstantial, false, 3), ThroughCover::Stopped);
        assert_eq!(through_cover(CoverKind::LessSubstantial, false, 2), ThroughCover::Penetrated { effect: -1 });
        assert_eq!(through_cover(CoverKind::LessSubstantial, true, 1), ThroughCover::Stopped);
        assert_eq!(through_cover(CoverKind::Insubstantial, false, 6), ThroughCover::Penetrated { effect: 0 });
        assert_eq!(stop_chance(CoverKind::LessSubstantial, false), Fraction::new(2, 3));
        assert!(stopped_by_tree(4) && !stopped_by_tree(3));
    }

    #[test]
    fn duck_backs_recovery_and_spotting() {
        assert!(must_duck_back(&test_character("gunman", &[])));
        assert!(!must_duck_back(&test_character("gunman", &["nerves of steel"])));
        assert_eq!(recover_chance(&test_character("gunman", &[])), Fraction::ONE);
        assert_eq!(recover_chance(&test_character("gunman", &["nervous"])), Fraction::new(1, 2));
        assert_eq!(recover_chance(&test_character("gunman", &["very nervous"])), Fraction::new(1, 4));
        assert_eq!(spotting_points(1, 1), 3);
        assert_eq!(spot_chance(3, false), Fraction::new(1, 2));
        assert_eq!(spot_chance(3, true), Fraction::new(1, 3));
        assert_eq!(spot_chance(6, false), Fraction::ZERO);
        assert!(spots(5, 3, true) && !spots(4, 3, true));
    }
}
