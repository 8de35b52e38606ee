//! Jumping: from a height (the chance of injury table), across gaps (a D6 against the distance),
//! and on horseback over fences and walls (the mounted failed to jump table).

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::options::HorseJump00;
use super::percentile::{roll_d100, show_d100, Die};
use super::wounds::Harm;
use super::{Chance, Fraction, Inches, MwwOptions, Reason};
use crate::error::ErrorCode;

/// A row of the jumping from height table: up to how high, and the injury (percent and wounds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwHeightRow")]
pub struct HeightRow {
    /// The row's heading: `1" – 2"`.
    pub height: &'static str,
    /// The row reaches this height (inches), inclusive.
    pub up_to: u16,
    /// Injured on 01 up to this (`None`: "OK").
    pub percent: Option<u8>,
    pub wounds: u8,
}

/// MWW, Jumping from height, "Chance of injury" (the rules part and v4 agree). Decisions: a row
/// reaches its upper height inclusive; 00 reads as 100 (no injury: the table does not single it
/// out); the table stops at 4", and so does Posse — a higher jump is refused, the text giving no
/// chance for one.
pub static HEIGHTS: [HeightRow; 4] = [
    HeightRow { height: "Upto 1\"", up_to: 1, percent: None, wounds: 0 },
    HeightRow { height: "1\" – 2\"", up_to: 2, percent: Some(10), wounds: 1 },
    HeightRow { height: "2\" – 3\"", up_to: 3, percent: Some(30), wounds: 2 },
    HeightRow { height: "3\" – 4\"", up_to: 4, percent: Some(60), wounds: 2 },
];

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JumpError {
    #[error("{field}: {reason}")]
    NotPossible { field: &'static str, reason: String },
}

impl ErrorCode for JumpError {
    fn code(&self) -> &'static str {
        "jump_not_possible"
    }
}

fn impossible(field: &'static str, reason: impl Into<String>) -> JumpError {
    JumpError::NotPossible { field, reason: reason.into() }
}

/// A jump from a height: the chance of injury.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwDropOdds")]
pub struct DropOdds {
    pub height: Inches,
    pub row: HeightRow,
    pub injured: Chance,
    pub wounds: u8,
    pub text: String,
}

pub fn height_row(height: Inches) -> Result<&'static HeightRow, JumpError> {
    HEIGHTS
        .iter()
        .find(|r| height <= Inches::whole(r.up_to))
        .ok_or_else(|| impossible("height", format!("{height} is beyond the chance of injury table (4\" at most)")))
}

pub fn drop_odds(height: Inches) -> Result<DropOdds, JumpError> {
    let row = *height_row(height)?;
    let (injured, text) = match row.percent {
        None => (Fraction::ZERO, "OK: no chance of injury".to_string()),
        Some(p) => (
            Fraction::new(u128::from(p), 100),
            format!("01–{p:02}: {} wound{}; otherwise OK", row.wounds, if row.wounds == 1 { "" } else { "s" }),
        ),
    };
    Ok(DropOdds { height, row, injured: injured.into(), wounds: row.wounds, text })
}

/// What the ground is like on the far side of a gap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind", content = "difference")]
#[ts(export, rename = "MwwLanding")]
pub enum Landing {
    Level,
    /// A lower level, this far down.
    Lower(Inches),
    /// A higher level, this far up.
    Higher(Inches),
}

/// A jump across a gap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwGapJump")]
pub struct GapJump {
    pub distance: Inches,
    pub landing: Landing,
    /// The figure moved more than 1" and then jumped.
    pub run_up: bool,
}

/// A gap jump's odds.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwGapOdds")]
pub struct GapOdds {
    pub jump: GapJump,
    pub reasons: Vec<Reason>,
    pub modifier: i32,
    /// "More than 2.5\" on a D6 +1".
    pub need: String,
    pub success: Chance,
    /// A drop of more than 2" to the lower level: the D6 for injury on landing.
    pub injury: Option<Vec<(String, Chance)>>,
    /// The distance jumped counts as walking for its AP cost.
    pub ap_cost: u32,
}

/// The injury D6 of a drop to a level more than 2" lower: 1–2 none, 3–4 1 wound, 5–6 2 wounds.
pub fn landing_injury(die: u8) -> Harm {
    match die {
        1 | 2 => Harm::Unhurt,
        3 | 4 => Harm::Wounds(1),
        _ => Harm::Wounds(2),
    }
}

/// MWW, Jumping Gaps: "Figures can jump gaps upto 2" at the same height, upto 3" to a lower level
/// or upto 1" to a higher level … roll 1 d6 needing more than the distance jumped … add 1 … if
/// the figure moves more than 1" and then jumps. Add 1 if jumping from a higher level and deduct 1
/// if jumping from a lower level." Jumps beyond those, and to a level more than 1" higher, are
/// refused. Decision: the text does not say what a failed jump means; Posse says it failed and
/// leaves the rest to the players.
pub fn gap_odds(jump: GapJump) -> Result<GapOdds, JumpError> {
    let (limit, mut reasons) = match jump.landing {
        Landing::Level => (2, Vec::new()),
        Landing::Lower(_) => (3, vec![Reason::amount("from_higher", 1, "Jumping from a higher level: +1")]),
        Landing::Higher(rise) => {
            if rise > Inches::whole(1) {
                return Err(impossible(
                    "landing",
                    format!("a jump to a level {rise} higher is not possible (more than 1\")"),
                ));
            }
            (1, vec![Reason::amount("from_lower", -1, "Jumping from a lower level: −1")])
        }
    };
    if jump.distance > Inches::whole(limit) {
        let to = match jump.landing {
            Landing::Level => "at the same height",
            Landing::Lower(_) => "to a lower level",
            Landing::Higher(_) => "to a higher level",
        };
        return Err(impossible(
            "distance",
            format!("figures jump gaps of up to {limit}\" {to}, not {}", jump.distance),
        ));
    }
    if jump.run_up {
        reasons.insert(0, Reason::amount("run_up", 1, "Moved more than 1\" and then jumped: +1"));
    }
    let modifier = super::total(&reasons);
    // More than the distance: a D6 + modifier, compared in tenths of an inch.
    let faces = Die::D6.faces();
    let made = faces.iter().filter(|f| (i32::from(**f) + modifier) * 10 > i32::from(jump.distance.0)).count();
    let injury = match jump.landing {
        Landing::Lower(drop) if drop > Inches::whole(2) => Some(vec![
            ("1–2: no injury".to_string(), Fraction::new(2, 6).into()),
            ("3–4: 1 wound".to_string(), Fraction::new(2, 6).into()),
            ("5–6: 2 wounds".to_string(), Fraction::new(2, 6).into()),
        ]),
        _ => None,
    };
    let sign = if modifier == 0 { String::new() } else { format!(" {}", super::signed(modifier, "")) };
    Ok(GapOdds {
        jump,
        need: format!("More than {} on a D6{sign}", jump.distance),
        reasons,
        modifier,
        success: Fraction::new(made as u128, 6).into(),
        injury,
        ap_cost: super::action_points::movement_cost(super::action_points::Movement::Walk, jump.distance),
    })
}

/// A row of the mounted failed to jump table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwFailedJumpRow")]
pub struct FailedJumpRow {
    /// As the table prints the rolls: "100%", "1% – 5%".
    pub rolls: &'static str,
    pub text: &'static str,
}

/// MWW, Mounted failed to jump table (the rules part and v4 agree, but for v4's shorter "- 1 d3
/// wounds"). Decision: the jump's percentile roll is read on this table; "6% – 25%" stops at the
/// rider's failure chance (15% with riding skill); anything above clears the jump. "100%" is 00:
/// by the campaign's reading ([`HorseJump00`]) the worst failure of all, so that "a 25% chance of
/// failing" is 01–25 and 00, 26 in 100 (the default, as the text reads 00 wherever it singles it
/// out), or the 25% exactly, 00 clearing the jump.
pub static FAILED_JUMP: [FailedJumpRow; 3] = [
    FailedJumpRow { rolls: "100%", text: "The rider falls and is killed" },
    FailedJumpRow { rolls: "1% – 5%", text: "The rider falls from the horse and receives 1 d3 wounds" },
    FailedJumpRow { rolls: "6% - 25%", text: "The horse refuses and stops before the jump is made." },
];

/// "Horses can jump over fences/walls etc with a 25% chance of failing. Figures with riding skills
/// fail on 15%."
pub fn failure_percent(riding_skill: bool) -> u8 {
    if riding_skill {
        15
    } else {
        25
    }
}

/// What a horse's jump comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwHorseJumpResult")]
pub enum HorseJumpResult {
    Clears,
    Refuses,
    /// The rider falls, with 1 d3 wounds.
    Falls,
    Killed,
}

pub fn read_horse_jump(roll: u8, riding_skill: bool, readings: &MwwOptions) -> HorseJumpResult {
    match roll {
        0 if readings.horse_jump_00 == HorseJump00::Clears => HorseJumpResult::Clears,
        0 => HorseJumpResult::Killed,
        1..=5 => HorseJumpResult::Falls,
        r if r <= failure_percent(riding_skill) => HorseJumpResult::Refuses,
        _ => HorseJumpResult::Clears,
    }
}

/// A horse jump's odds.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwHorseJumpOdds")]
pub struct HorseJumpOdds {
    pub riding_skill: bool,
    pub outcomes: Vec<(HorseJumpResult, String, Chance)>,
    /// The chance the jump fails, all failures together.
    pub fails: Chance,
    /// How the campaign reads the table's "100%".
    pub reading: String,
}

/// The horse must move at least 1" before it jumps: `moved` below that is refused.
pub fn horse_jump_odds(riding_skill: bool, moved: Inches, readings: &MwwOptions) -> Result<HorseJumpOdds, JumpError> {
    if moved < Inches::whole(1) {
        return Err(impossible("moved", "the horse must move at least 1\" to attempt a jump"));
    }
    let fail = u128::from(failure_percent(riding_skill));
    let killed_on_00 = readings.horse_jump_00 == HorseJump00::Killed;
    let mut outcomes = vec![
        (
            HorseJumpResult::Clears,
            if killed_on_00 {
                format!("{:02}–99: clears the jump", fail + 1)
            } else {
                format!("{:02}–99 and 00: clears the jump", fail + 1)
            },
            Fraction::new(99 - fail + u128::from(!killed_on_00), 100).into(),
        ),
        (
            HorseJumpResult::Refuses,
            format!("06–{fail:02}: {}", FAILED_JUMP[2].text),
            Fraction::new(fail - 5, 100).into(),
        ),
        (HorseJumpResult::Falls, format!("01–05: {}", FAILED_JUMP[1].text), Fraction::new(5, 100).into()),
    ];
    if killed_on_00 {
        outcomes.push((HorseJumpResult::Killed, format!("00: {}", FAILED_JUMP[0].text), Fraction::new(1, 100).into()));
    }
    let fails = Fraction::new(fail + u128::from(killed_on_00), 100);
    let reading = if killed_on_00 {
        format!("Fails on 01–{fail:02} and 00 (the table's \"100%\"): {}", fails.percent())
    } else {
        format!("Fails on 01–{fail:02}, the text's {fail}% (00 clears the jump)")
    };
    Ok(HorseJumpOdds { riding_skill, outcomes, fails: fails.into(), reading })
}

/// A horse jump as rolled.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwHorseJumpRoll")]
pub struct HorseJumpRoll {
    pub roll: String,
    pub result: HorseJumpResult,
    /// The d3 of wounds for a fall.
    pub wounds: Option<u8>,
    pub text: String,
}

pub fn roll_horse_jump(
    riding_skill: bool,
    moved: Inches,
    readings: &MwwOptions,
    rng: &mut impl Rng,
) -> Result<HorseJumpRoll, JumpError> {
    horse_jump_odds(riding_skill, moved, readings)?;
    let r = roll_d100(rng);
    let result = read_horse_jump(r, riding_skill, readings);
    let wounds = (result == HorseJumpResult::Falls).then(|| Die::D3.roll(rng));
    let text = match (result, wounds) {
        (HorseJumpResult::Clears, _) => "Clears the jump".to_string(),
        (HorseJumpResult::Refuses, _) => FAILED_JUMP[2].text.to_string(),
        (HorseJumpResult::Falls, Some(w)) => {
            format!("The rider falls from the horse: d3 = {w} wound{}", if w == 1 { "" } else { "s" })
        }
        (HorseJumpResult::Falls, None) => unreachable!("a fall rolls its d3"),
        (HorseJumpResult::Killed, _) => FAILED_JUMP[0].text.to_string(),
    };
    Ok(HorseJumpRoll { roll: show_d100(r), result, wounds, text })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heights_read_the_chance_of_injury_table() {
        assert_eq!(drop_odds(Inches::whole(1)).unwrap().injured.probability, Fraction::ZERO);
        let two = drop_odds(Inches::whole(2)).unwrap();
        assert_eq!((two.injured.probability, two.wounds), (Fraction::new(10, 100), 1));
        let three_half = drop_odds(Inches(35)).unwrap();
        assert_eq!((three_half.injured.probability, three_half.wounds), (Fraction::new(60, 100), 2));
        assert_eq!(drop_odds(Inches(41)).unwrap_err().code(), "jump_not_possible");
    }

    #[test]
    fn gaps_need_more_than_the_distance() {
        let level = |d: u16, run_up| GapJump { distance: Inches(d), landing: Landing::Level, run_up };
        // 2" from stationary: 3 to 6.
        assert_eq!(gap_odds(level(20, false)).unwrap().success.probability, Fraction::new(4, 6));
        // 1.5": 2 to 6; a run-up adds 1, so 1 to 6.
        assert_eq!(gap_odds(level(15, false)).unwrap().success.probability, Fraction::new(5, 6));
        assert_eq!(gap_odds(level(15, true)).unwrap().success.probability, Fraction::ONE);
        let down = GapJump { distance: Inches::whole(3), landing: Landing::Lower(Inches::whole(3)), run_up: false };
        let odds = gap_odds(down).unwrap();
        assert_eq!(odds.modifier, 1);
        assert_eq!(odds.success.probability, Fraction::new(4, 6));
        assert!(odds.injury.is_some());
        let up = GapJump { distance: Inches::whole(1), landing: Landing::Higher(Inches(5)), run_up: false };
        assert_eq!(gap_odds(up).unwrap().success.probability, Fraction::new(4, 6));
        assert!(gap_odds(GapJump { landing: Landing::Higher(Inches(15)), ..up }).is_err());
        assert!(gap_odds(level(25, true)).unwrap_err().to_string().contains("up to 2\""));
        assert_eq!(landing_injury(4), Harm::Wounds(1));
    }

    #[test]
    fn horses_fail_a_quarter_of_their_jumps_and_00_is_the_tables_100() {
        // "Horses can jump over fences/walls etc with a 25% chance of failing. Figures with riding
        // skills fail on 15%." and "100% The rider falls and is killed": by default 00 is that line.
        let d = MwwOptions::default();
        let odds = horse_jump_odds(false, Inches::whole(3), &d).unwrap();
        let p: Vec<Fraction> = odds.outcomes.iter().map(|o| o.2.probability).collect();
        assert_eq!(
            p,
            vec![Fraction::new(74, 100), Fraction::new(20, 100), Fraction::new(5, 100), Fraction::new(1, 100)]
        );
        assert_eq!(odds.fails.probability, Fraction::new(26, 100));
        assert!(odds.reading.contains("01–25 and 00"), "{}", odds.reading);
        let skilled = horse_jump_odds(true, Inches::whole(3), &d).unwrap();
        assert_eq!(skilled.outcomes[0].2.probability, Fraction::new(84, 100));
        assert_eq!(skilled.fails.probability, Fraction::new(16, 100));
        assert!(horse_jump_odds(false, Inches(5), &d).is_err());
        assert_eq!(read_horse_jump(0, false, &d), HorseJumpResult::Killed);
        assert_eq!(read_horse_jump(20, true, &d), HorseJumpResult::Clears);
        assert_eq!(read_horse_jump(20, false, &d), HorseJumpResult::Refuses);
    }

    #[test]
    fn a_campaign_may_keep_the_25_percent_exactly() {
        let exact = MwwOptions { horse_jump_00: HorseJump00::Clears, ..MwwOptions::default() };
        let odds = horse_jump_odds(false, Inches::whole(3), &exact).unwrap();
        assert_eq!(odds.fails.probability, Fraction::new(25, 100));
        assert_eq!(odds.outcomes.len(), 3);
        assert_eq!(odds.outcomes[0].2.probability, Fraction::new(75, 100));
        assert!(odds.outcomes[0].1.starts_with("26–99 and 00"));
        assert_eq!(horse_jump_odds(true, Inches::whole(3), &exact).unwrap().fails.probability, Fraction::new(15, 100));
        assert_eq!(read_horse_jump(0, false, &exact), HorseJumpResult::Clears);
        let total: Fraction = odds.outcomes.iter().map(|o| o.2.probability).sum();
        assert_eq!(total, Fraction::ONE);
    }
}
