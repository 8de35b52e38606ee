//! Reactions: who fires first when two figures meet unexpectedly (the reaction test), and whom a
//! figure bursting into a room shoots at (reaction target selection).

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::percentile::Die;
use super::{signed, total, Chance, Fraction, Reason};
use crate::error::ErrorCode;

/// MWW, Reaction tests (the rules part and v4 agree): "Roll 1 d6 and apply modifiers".
pub static REACTION_MODIFIERS: [(&str, &str, i32); 3] =
    [("moving", "Moving figure", 1), ("back_to_target", "Back to target", -1), ("per_wound", "Per wound", -1)];

/// MWW, Reaction Target Selection (the rules part and v4 agree): "Roll 1 d10 and Apply modifiers
/// to the die roll".
pub static TARGET_MODIFIERS: [(&str, &str, &str); 4] = [
    ("per_enemy", "Enemy figures in room", "-1 Per enemy figure"),
    ("per_friend", "Friendly figures in room", "+1 Per friendly figure"),
    ("own_gang", "No. of friendly figures from your gang", "-1"),
    ("per_civilian", "Civilian in the room*", "-1 Per Civilian"),
];

/// One figure of a reaction test.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwReactor")]
pub struct Reactor {
    #[serde(default)]
    pub moving: bool,
    #[serde(default)]
    pub back_to_target: bool,
    #[serde(default)]
    pub wounds: u8,
}

fn reactor_reasons(r: &Reactor) -> Vec<Reason> {
    let mut reasons = Vec::new();
    if r.moving {
        reasons.push(Reason::amount("moving", 1, "Moving figure: +1"));
    }
    if r.back_to_target {
        reasons.push(Reason::amount("back_to_target", -1, "Back to target: −1"));
    }
    if r.wounds > 0 {
        let n = i32::from(r.wounds);
        reasons.push(Reason::amount(
            "per_wound",
            -n,
            format!("{n} wound{}: {}", if n == 1 { "" } else { "s" }, signed(-n, "")),
        ));
    }
    reasons
}

/// Who fires first.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwReactionOdds")]
pub struct ReactionOdds {
    pub first_reasons: Vec<Reason>,
    pub second_reasons: Vec<Reason>,
    /// The first figure fires first (ties rolled again).
    pub first_fires_first: Chance,
    pub second_fires_first: Chance,
    /// The chance a throw is tied and rolled again.
    pub tie: Chance,
}

/// MWW, Reaction tests: "When two opposing figures meet unexpectedly and both are able to shoot
/// roll to see who fires first." Decision: each rolls a D6 with his modifiers and the higher fires
/// first; a tie is rolled again (the test asks who fires first, so someone does).
pub fn reaction_odds(first: &Reactor, second: &Reactor) -> ReactionOdds {
    let first_reasons = reactor_reasons(first);
    let second_reasons = reactor_reasons(second);
    let (a_mod, b_mod) = (total(&first_reasons), total(&second_reasons));
    let (mut a, mut b, mut tie) = (0u128, 0u128, 0u128);
    for x in Die::D6.faces() {
        for y in Die::D6.faces() {
            match (i32::from(*x) + a_mod).cmp(&(i32::from(*y) + b_mod)) {
                std::cmp::Ordering::Greater => a += 1,
                std::cmp::Ordering::Less => b += 1,
                std::cmp::Ordering::Equal => tie += 1,
            }
        }
    }
    let decided = a + b;
    let (first_p, second_p) = if decided == 0 {
        (Fraction::new(1, 2), Fraction::new(1, 2))
    } else {
        (Fraction::new(a, decided), Fraction::new(b, decided))
    };
    ReactionOdds {
        first_reasons,
        second_reasons,
        first_fires_first: first_p.into(),
        second_fires_first: second_p.into(),
        tie: Fraction::new(tie, 36).into(),
    }
}

/// A reaction test as rolled: each throw until one is higher.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwReactionRoll")]
pub struct ReactionRoll {
    /// Each throw: the first figure's total and the second's.
    pub throws: Vec<(u8, i32, u8, i32)>,
    pub first_fires_first: bool,
}

pub fn roll_reaction(first: &Reactor, second: &Reactor, rng: &mut impl Rng) -> ReactionRoll {
    let a_mod = total(&reactor_reasons(first));
    let b_mod = total(&reactor_reasons(second));
    let mut throws = Vec::new();
    loop {
        let (x, y) = (Die::D6.roll(rng), Die::D6.roll(rng));
        let (a, b) = (i32::from(x) + a_mod, i32::from(y) + b_mod);
        throws.push((x, a, y, b));
        if a != b {
            return ReactionRoll { throws, first_fires_first: a > b };
        }
    }
}

/// Who is in the room a figure bursts into.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwRoom")]
pub struct Room {
    pub enemies: u8,
    pub friends: u8,
    /// Some of the friendly figures are of the figure's own gang.
    #[serde(default)]
    pub own_gang: bool,
    #[serde(default)]
    pub civilians: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoomError {
    #[error("{field}: {reason}")]
    NotApplicable { field: &'static str, reason: &'static str },
}

impl ErrorCode for RoomError {
    fn code(&self) -> &'static str {
        "not_applicable"
    }
}

/// Whom the figure shoots at.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwTargetOdds")]
pub struct TargetOdds {
    pub room: Room,
    pub reasons: Vec<Reason>,
    pub modifier: i32,
    pub enemy: Chance,
    pub friend: Chance,
    /// With civilians in the room: a first "enemy" result rolled again, 6–10 the civilian.
    pub civilian: Chance,
}

/// MWW, Reaction Target Selection: "1 – 5 shoot at enemy figure, 6 – 10 shoot at friendly figure
/// … * If the first result is to shoot the enemy, re-roll with no modifiers: 1 – 5 shoot the enemy
/// figure, 6 – 10 shoot the civilian". Decisions: a modified roll below 1 reads as 1–5, above 10 as
/// 6–10; "No. of friendly figures from your gang −1" says "−1", not "−1 per" as its neighbours do,
/// so it is taken once when any friendly figure in the room is of the figure's own gang. The test
/// is for a room with an enemy and a friendly figure: one of each is needed.
pub fn target_odds(room: Room) -> Result<TargetOdds, RoomError> {
    if room.enemies == 0 {
        return Err(RoomError::NotApplicable {
            field: "enemies",
            reason: "the test is for a room with an enemy figure in it",
        });
    }
    if room.friends == 0 {
        return Err(RoomError::NotApplicable {
            field: "friends",
            reason: "the test is for a room with a friendly figure in it",
        });
    }
    let mut reasons = vec![
        Reason::amount(
            "per_enemy",
            -i32::from(room.enemies),
            format!(
                "{} enemy figure{} in the room: −{}",
                room.enemies,
                if room.enemies == 1 { "" } else { "s" },
                room.enemies
            ),
        ),
        Reason::amount(
            "per_friend",
            i32::from(room.friends),
            format!(
                "{} friendly figure{} in the room: +{}",
                room.friends,
                if room.friends == 1 { "" } else { "s" },
                room.friends
            ),
        ),
    ];
    if room.own_gang {
        reasons.push(Reason::amount("own_gang", -1, "Friendly figures from your gang: −1"));
    }
    if room.civilians > 0 {
        let n = i32::from(room.civilians);
        reasons.push(Reason::amount(
            "per_civilian",
            -n,
            format!("{n} civilian{} in the room: −{n}", if n == 1 { "" } else { "s" }),
        ));
    }
    let modifier = total(&reasons);
    let enemy_first = Die::D10.faces().iter().filter(|d| i32::from(**d) + modifier <= 5).count() as u128;
    let first_enemy = Fraction::new(enemy_first, 10);
    let (enemy, civilian) = if room.civilians > 0 {
        (first_enemy * Fraction::new(1, 2), first_enemy * Fraction::new(1, 2))
    } else {
        (first_enemy, Fraction::ZERO)
    };
    Ok(TargetOdds {
        room,
        reasons,
        modifier,
        enemy: enemy.into(),
        friend: first_enemy.complement().into(),
        civilian: civilian.into(),
    })
}

/// Whom the figure shot at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwShootsAt")]
pub enum ShootsAt {
    Enemy,
    Friend,
    Civilian,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwTargetRoll")]
pub struct TargetRoll {
    pub odds: TargetOdds,
    pub die: u8,
    /// The re-roll with no modifiers, when civilians are in the room and the first said enemy.
    pub reroll: Option<u8>,
    pub shoots_at: ShootsAt,
}

pub fn roll_target(room: Room, rng: &mut impl Rng) -> Result<TargetRoll, RoomError> {
    let odds = target_odds(room)?;
    let die = Die::D10.roll(rng);
    if i32::from(die) + odds.modifier > 5 {
        return Ok(TargetRoll { odds, die, reroll: None, shoots_at: ShootsAt::Friend });
    }
    if room.civilians == 0 {
        return Ok(TargetRoll { odds, die, reroll: None, shoots_at: ShootsAt::Enemy });
    }
    let again = Die::D10.roll(rng);
    let shoots_at = if again <= 5 { ShootsAt::Enemy } else { ShootsAt::Civilian };
    Ok(TargetRoll { odds, die, reroll: Some(again), shoots_at })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moving_figure_is_likelier_to_fire_first() {
        let even = reaction_odds(&Reactor::default(), &Reactor::default());
        assert_eq!(even.first_fires_first.probability, Fraction::new(1, 2));
        assert_eq!(even.tie.probability, Fraction::new(1, 6));
        let moving = Reactor { moving: true, ..Reactor::default() };
        let hurt = Reactor { wounds: 1, back_to_target: true, ..Reactor::default() };
        let o = reaction_odds(&moving, &hurt);
        // +1 against −2: the first wins 30 of 36 throws... counted: difference 3.
        let wins = (1..=6).flat_map(|a| (1..=6).map(move |b| (a, b))).filter(|(a, b)| a + 1 > b - 2).count() as u128;
        let ties = (1..=6).flat_map(|a| (1..=6).map(move |b| (a, b))).filter(|(a, b)| a + 1 == b - 2).count() as u128;
        assert_eq!(o.first_fires_first.probability, Fraction::new(wins, 36 - ties));
    }

    #[test]
    fn target_selection_reads_the_modifiers() {
        let o = target_odds(Room { enemies: 1, friends: 1, own_gang: false, civilians: 0 }).unwrap();
        assert_eq!(o.modifier, 0);
        assert_eq!(o.enemy.probability, Fraction::new(5, 10));
        let crowded = target_odds(Room { enemies: 1, friends: 3, own_gang: true, civilians: 1 }).unwrap();
        assert_eq!(crowded.modifier, -1 + 3 - 1 - 1);
        // d10 + 0 ≤ 5 on 1–5: half of those go to the civilian.
        assert_eq!(crowded.enemy.probability, Fraction::new(1, 4));
        assert_eq!(crowded.civilian.probability, Fraction::new(1, 4));
        assert_eq!(crowded.friend.probability, Fraction::new(1, 2));
        assert!(target_odds(Room { enemies: 0, friends: 1, ..Room::default() }).is_err());
        assert!(target_odds(Room { enemies: 1, friends: 0, ..Room::default() }).is_err());
    }
}
