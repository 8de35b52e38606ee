//! Ranged combat ("Ranged Combat" to "Two handed ranged weapons"): the TN from the range, the
//! modifiers to the result, shot types, fan fire, two weapons and tactical aiming.
//!
//! The chapter mixes the two ways of writing a modifier: range and target size add to the TN,
//! everything in the Modifiers table adds to the result ("the movement penalty is -3 … The results
//! 8, 1, 3 indicate a hit" at TN 5: 8 − 3 = 5). Posse keeps them apart the same way.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// "The Target Number required is Standard (5) plus any relevant modifiers."
pub const BASE_TN: i32 = 5;
/// "The TN for point blank range is 3."
pub const POINT_BLANK_TN: i32 = 3;
/// "The Range Increment for all thrown weapons is 10 paces."
pub const THROWN_INCREMENT: u16 = 10;

/// "Add one to the TN for each full range increment between the firer and target." A Schofield
/// (increment 10): TN 5 up to 9 paces, 6 up to 19.
pub fn range_tn(paces: u16, increment: u16) -> i32 {
    BASE_TN + i32::from(paces / increment.max(1))
}

/// The most a character throws an average weapon (1–2 pounds): "Strength trait value x 5 paces".
/// Posse reads a trait's value as its die (a d8 Strength throws 40 paces), as the chapter reads
/// an "Initiative value" by its die.
pub fn throw_range(strength_sides: u8) -> u16 {
    u16::from(strength_sides) * 5
}

/// "Situation / Modifier", as printed (to the result).
pub const MODIFIERS: [(&str, &str); 8] = [
    ("Firer is moving", "-1/-4 (walk/run)"),
    ("Firer is mounted", "-2 (only if worse than the firer's movement; a galloping mount -4)"),
    ("Firer is wounded", "Varies: the wound's AP penalty (see Wound effects)"),
    ("Size", "TN +1 for a target of size 4 or less, +2 for 2 or less; result +1 for every 2 sizes above 6"),
    ("Target is moving", "-1 per 5 paces relative speed"),
    ("Secondary targets", "-1 for each target after the first, cumulative"),
    ("Appearing/Disappearing", "-1 (entering or leaving cover or sight during its move)"),
    ("Target is prone", "+1"),
];

/// How the firer moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwMoving")]
pub enum Moving {
    #[default]
    Still,
    Walk,
    Run,
}

/// The firer's mount, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwMount")]
pub enum Mount {
    #[default]
    None,
    /// Standing or walking: −2.
    Steady,
    /// "a galloping mount costs the character a penalty of 4".
    Galloping,
}

/// The kind of shot ("There are three types of shots").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[ts(export, rename = "TwtwShot")]
pub enum Shot {
    /// At the weapon's snapshot penalty.
    Snap,
    #[default]
    Normal,
    /// A normal shot with 1 or 2 aim actions after it: +1 each, and the weapon's Accurate bonus.
    Aimed { aims: u8 },
}

/// Which hand, when a hero fires a weapon in each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwHand")]
pub enum Hand {
    Main,
    Off,
}

/// Everything about a shot that changes its TN or result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwShotSituation", optional_fields)]
pub struct Situation {
    pub paces: u16,
    /// The weapon's range increment.
    pub increment: u16,
    pub point_blank: bool,
    pub moving: Moving,
    pub mount: Mount,
    /// The target's Size (6 for a man).
    pub target_size: u8,
    /// Relative speed of firer and target, in paces.
    pub relative_speed: u16,
    /// 0 for the first target, 1 for the second, …
    pub target_index: u8,
    pub appearing: bool,
    pub prone: bool,
    pub shot: Shot,
    /// The weapon's snapshot penalty, as a positive number (Sharps 3).
    pub snap_penalty: u8,
    /// The weapon's Accurate (N).
    pub accurate: u8,
    /// Firing a weapon in each hand: this shot's hand.
    pub two_weapons: Option<Hand>,
    /// A two-handed weapon used with one hand.
    pub one_handed: bool,
    /// The firer's wound AP penalty ("Firer is wounded: Varies").
    pub wound_penalty: u8,
    /// Not visible behind cover: "targets that are not visible behind cover can be attacked at -4".
    pub unseen: bool,
}

/// A shot's TN and result modifier, with a reason for each part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwShotPlan")]
pub struct ShotPlan {
    pub tn: i32,
    pub modifier: i32,
    pub reasons: Vec<String>,
}

fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        format!("−{}", -n)
    }
}

/// The TN and modifier of a shot.
pub fn plan(s: &Situation) -> ShotPlan {
    let mut reasons = Vec::new();
    let mut tn = if s.point_blank {
        reasons.push("Point blank: TN 3".to_string());
        POINT_BLANK_TN
    } else {
        let tn = range_tn(s.paces, s.increment);
        reasons.push(format!("{} paces, increment {}: TN {tn}", s.paces, s.increment.max(1)));
        tn
    };
    let size = if s.target_size == 0 { 6 } else { s.target_size };
    if size <= 2 {
        tn += 2;
        reasons.push(format!("Target size {size}: TN +2"));
    } else if size <= 4 {
        tn += 1;
        reasons.push(format!("Target size {size}: TN +1"));
    }
    let mut m = 0;
    let mut add = |n: i32, why: &str| {
        if n != 0 {
            m += n;
            reasons.push(format!("{why}: {}", signed(n)));
        }
    };
    if size > 6 {
        add(i32::from((size - 6) / 2), "Large target");
    }
    let moving = match s.moving {
        Moving::Still => 0,
        Moving::Walk => -1,
        Moving::Run => -4,
    };
    let mounted = match s.mount {
        Mount::None => 0,
        Mount::Steady => -2,
        Mount::Galloping => -4,
    };
    // "The modifier listed is used only if it is worse than the movement penalty."
    if mounted < moving {
        add(mounted, "Firer is mounted");
    } else {
        add(moving, "Firer is moving");
    }
    add(-i32::from(s.wound_penalty), "Firer is wounded");
    add(-i32::from(s.relative_speed / 5), "Target is moving");
    add(-i32::from(s.target_index), "Secondary target");
    if s.appearing {
        add(-1, "Appearing or disappearing");
    }
    if s.prone {
        add(1, "Target is prone");
    }
    if s.unseen {
        add(-4, "Target not visible behind cover");
    }
    match s.shot {
        Shot::Snap => add(-i32::from(s.snap_penalty), "Snap shot"),
        Shot::Normal => {}
        Shot::Aimed { aims } => {
            add(i32::from(aims.clamp(1, 2)), "Aimed");
            add(i32::from(s.accurate), "Accurate");
        }
    }
    match s.two_weapons {
        Some(Hand::Main) => add(-1, "A weapon in each hand"),
        Some(Hand::Off) => add(-4, "A weapon in each hand, off hand"),
        None => {}
    }
    if s.one_handed {
        add(-2, "Two-handed weapon in one hand");
    }
    ShotPlan { tn, modifier: m, reasons }
}

/// Fan firing: each shot's modifier, for shots at `targets` in the order fired (the target's
/// index for each shot: `[0, 0, 1, 2]` is two shots at the first target, then one at each of two
/// more). "For each shot the TN is increased by 1 successively, starting with the first. Each
/// target after the first increases the difficulty an additional 1, successively. Fan-firing is
/// always a snap shot."
pub fn fan_fire(targets: &[u8], snap_penalty: u8) -> Vec<i32> {
    targets
        .iter()
        .enumerate()
        .map(|(shot, target)| -i32::from(snap_penalty) - (shot as i32 + 1) - i32::from(*target))
        .collect()
}

/// The APs of a fan: "1 AP per shot, plus 1 AP per target switch".
pub fn fan_fire_aps(targets: &[u8]) -> u8 {
    let switches = targets.windows(2).filter(|w| w[0] != w[1]).count();
    (targets.len() + switches) as u8
}

/// The Bravery TN to keep aim under fire ("Tactical Aiming"): Standard (5), +1 for each shot
/// after the first that targeted the character, +2 for each that hit; targeted in melee, TN 9.
/// `None`: hit by a melee attack, he cannot aim at all.
pub fn keep_aim_tn(shots_at: u8, hits: u8, melee_targeted: bool, melee_hit: bool) -> Option<i32> {
    if melee_hit {
        return None;
    }
    if melee_targeted {
        return Some(9);
    }
    Some(5 + i32::from(shots_at.saturating_sub(1)) + 2 * i32::from(hits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schofield_steps_its_tn_every_ten_paces() {
        assert_eq!([0, 9, 10, 19, 20].map(|p| range_tn(p, 10)), [5, 5, 6, 6, 7]);
    }

    #[test]
    fn miranda_fires_at_the_galloping_vaquero_at_minus_3() {
        // "Because the mounted cowboy is moving at 18 paces, and Miranda is stationary, the
        // movement penalty is -3."
        let p = plan(&Situation { paces: 20, increment: 100, relative_speed: 18, ..Situation::default() });
        assert_eq!((p.tn, p.modifier), (5, -3));
    }

    #[test]
    fn relative_speed_and_mounts() {
        // Reuben's wagon at 18 and the vaquero at 8 the other way: 26, for a −5.
        assert_eq!(plan(&Situation { increment: 10, relative_speed: 26, ..Default::default() }).modifier, -5);
        let walking = Situation { increment: 10, moving: Moving::Walk, mount: Mount::Steady, ..Default::default() };
        assert_eq!(plan(&walking).modifier, -2, "the mount is worse than walking");
        let running = Situation { moving: Moving::Run, mount: Mount::Steady, ..walking };
        assert_eq!(plan(&running).modifier, -4, "running is worse than a steady mount");
    }

    #[test]
    fn an_aimed_sharps_is_plus_3() {
        // "That shot would be at +3 (+1 for aim, and +2 for the accurate bonus)."
        let p = plan(&Situation { increment: 50, shot: Shot::Aimed { aims: 1 }, accurate: 2, ..Default::default() });
        assert_eq!(p.modifier, 3);
        let snap = plan(&Situation { increment: 50, shot: Shot::Snap, snap_penalty: 3, ..Default::default() });
        assert_eq!(snap.modifier, -3);
    }

    #[test]
    fn small_and_large_targets() {
        assert_eq!(plan(&Situation { increment: 10, target_size: 4, ..Default::default() }).tn, 6);
        assert_eq!(plan(&Situation { increment: 10, target_size: 2, ..Default::default() }).tn, 7);
        assert_eq!(plan(&Situation { increment: 10, target_size: 10, ..Default::default() }).modifier, 2);
    }

    #[test]
    fn the_fan_fire_examples() {
        // Miranda: two shots on Angus, one on each crony, Peacemaker SP 2: −3, −4, −6, −8.
        assert_eq!(fan_fire(&[0, 0, 1, 2], 2), [-3, -4, -6, -8]);
        // Cyril: TN 5, two shots at two brothers: "8 and 9 … plus one additional on the second
        // brother for a total of 10".
        assert_eq!(fan_fire(&[0, 1], 2).iter().map(|m| 5 - m).collect::<Vec<_>>(), [8, 10]);
        assert_eq!(fan_fire_aps(&[0, 0, 1, 2]), 6);
    }

    #[test]
    fn keeping_aim_under_fire() {
        assert_eq!(keep_aim_tn(1, 0, false, false), Some(5));
        assert_eq!(keep_aim_tn(3, 1, false, false), Some(9));
        assert_eq!(keep_aim_tn(0, 0, true, false), Some(9));
        assert_eq!(keep_aim_tn(0, 0, true, true), None);
    }
}
