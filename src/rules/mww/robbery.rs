//! Robbing banks: how many turns before the staff hand the money over (and the safe is opened),
//! how much there is, shooting a member of staff, the chance of the alarm each turn, and the
//! heroic civilian.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::percentile::{at_most, roll_d100, show_d100, succeeds, sum_of, Die};
use super::{total, Chance, Fraction, Reason};

/// One line of the alarm modifiers table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwAlarmModifier")]
pub struct AlarmModifier {
    pub id: &'static str,
    pub text: &'static str,
    pub percent: u8,
}

/// MWW, Robbing banks, Alarm modifiers (in the rules part only).
pub static ALARM_MODIFIERS: [AlarmModifier; 4] = [
    AlarmModifier { id: "per_turn", text: "Per turn", percent: 5 },
    AlarmModifier { id: "per_shot", text: "Per shot heard", percent: 10 },
    AlarmModifier { id: "per_horse", text: "Per horse within 6\" of bank door", percent: 5 },
    AlarmModifier { id: "per_member", text: "Per gang member within 12\" of a lawman", percent: 5 },
];

/// "If you roll 10% or less a civilian makes an attempt to grab a gun and you shoot him."
pub const HEROIC_CIVILIAN_PERCENT: i32 = 10;

/// What the robbers can take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwTill")]
pub enum Till {
    /// What the staff hand over: 1 d3 turns, 3 d6 × 100.
    Counter,
    /// The safe: 2 d3 turns, 3 d6 × 1000.
    Safe,
}

impl Till {
    fn turn_dice(self) -> &'static [Die] {
        match self {
            Till::Counter => &[Die::D3],
            Till::Safe => &[Die::D3, Die::D3],
        }
    }

    fn times(self) -> i32 {
        match self {
            Till::Counter => 100,
            Till::Safe => 1000,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Till::Counter => "the money handed over",
            Till::Safe => "the safe",
        }
    }
}

/// Halving the wait by shooting one of the staff. Decision: rounded up, so that there is always a
/// turn to wait (3 turns become 2, 1 stays 1).
pub fn halved(turns: u32) -> u32 {
    turns.div_ceil(2)
}

/// The wait and the takings of a till.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwTakingsOdds")]
pub struct TakingsOdds {
    pub till: Till,
    pub staff_shot: bool,
    /// Turns to wait and their chances.
    pub turns: Vec<(u32, Chance)>,
    /// Dollars and their chances.
    pub money: Vec<(u32, Chance)>,
    /// The mean, in dollars.
    pub mean_money: u32,
}

pub fn takings_odds(till: Till, staff_shot: bool) -> TakingsOdds {
    let mut turns: Vec<(u32, Fraction)> = Vec::new();
    for (t, p) in sum_of(till.turn_dice(), 1, 0) {
        let t = if staff_shot { halved(t as u32) } else { t as u32 };
        match turns.iter_mut().find(|(seen, _)| *seen == t) {
            Some((_, q)) => *q = *q + p,
            None => turns.push((t, p)),
        }
    }
    let money: Vec<(u32, Fraction)> =
        sum_of(&[Die::D6, Die::D6, Die::D6], till.times(), 0).into_iter().map(|(m, p)| (m as u32, p)).collect();
    TakingsOdds {
        till,
        staff_shot,
        turns: turns.into_iter().map(|(t, p)| (t, p.into())).collect(),
        mean_money: (10.5 * f64::from(till.times())) as u32,
        money: money.into_iter().map(|(m, p)| (m, p.into())).collect(),
    }
}

/// The robbers' turn in the bank, for the alarm.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwAlarm")]
pub struct Alarm {
    /// Turns the robbers have been in the bank, this one included.
    pub turns: u8,
    pub shots: u8,
    pub horses: u8,
    /// Gang members within 12" of a lawman.
    pub near_lawman: u8,
}

/// The alarm's chance this turn.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwAlarmOdds")]
pub struct AlarmOdds {
    pub alarm: Alarm,
    pub reasons: Vec<Reason>,
    pub percent: i32,
    pub chance: Chance,
}

/// "On each turn that the robbers are in the bank roll less than the chance of alarm modifiers
/// using % dice" (read as: that chance or less, as every percentile chance of the text).
pub fn alarm_odds(alarm: Alarm) -> AlarmOdds {
    let mut reasons = Vec::new();
    for (m, n) in ALARM_MODIFIERS.iter().zip([alarm.turns, alarm.shots, alarm.horses, alarm.near_lawman]) {
        if n > 0 {
            let amount = i32::from(m.percent) * i32::from(n);
            reasons.push(Reason::amount(m.id, amount, format!("{} ({n}): +{amount}%", m.text)));
        }
    }
    let percent = total(&reasons);
    AlarmOdds { alarm, reasons, percent, chance: at_most(percent).into() }
}

/// A robbery's dice as rolled.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwTakingsRoll")]
pub struct TakingsRoll {
    pub till: Till,
    pub turn_dice: Vec<u8>,
    pub turns: u32,
    pub money_dice: Vec<u8>,
    pub money: u32,
    pub text: String,
}

pub fn roll_takings(till: Till, staff_shot: bool, rng: &mut impl Rng) -> TakingsRoll {
    let turn_dice: Vec<u8> = till.turn_dice().iter().map(|d| d.roll(rng)).collect();
    let rolled: u32 = turn_dice.iter().map(|d| u32::from(*d)).sum();
    let turns = if staff_shot { halved(rolled) } else { rolled };
    let money_dice: Vec<u8> = (0..3).map(|_| Die::D6.roll(rng)).collect();
    let money = money_dice.iter().map(|d| u32::from(*d)).sum::<u32>() * till.times() as u32;
    let halving = if staff_shot { format!(", halved for shooting one of the staff: {turns}") } else { String::new() };
    let text = format!(
        "{}: {rolled} turn{} to wait{halving}; ${money} ({} × {})",
        till.name(),
        if rolled == 1 { "" } else { "s" },
        money_dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" + "),
        till.times()
    );
    TakingsRoll { till, turn_dice, turns, money_dice, money, text }
}

/// A turn's alarm roll.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwAlarmRoll")]
pub struct AlarmRoll {
    pub odds: AlarmOdds,
    pub roll: String,
    pub raised: bool,
}

pub fn roll_alarm(alarm: Alarm, rng: &mut impl Rng) -> AlarmRoll {
    let odds = alarm_odds(alarm);
    let r = roll_d100(rng);
    AlarmRoll { raised: succeeds(r, odds.percent), roll: show_d100(r), odds }
}

/// The chance there is a heroic civilian in the bank when the civilian move card is drawn.
pub fn heroic_civilian() -> Fraction {
    at_most(HEROIC_CIVILIAN_PERCENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_takings_read_the_dice() {
        let counter = takings_odds(Till::Counter, false);
        assert_eq!(counter.turns.len(), 3);
        assert_eq!(counter.money.first().unwrap().0, 300);
        assert_eq!(counter.money.last().unwrap().0, 1800);
        assert_eq!(counter.mean_money, 1050);
        let shot = takings_odds(Till::Counter, true);
        assert_eq!(
            shot.turns.iter().map(|t| (t.0, t.1.probability)).collect::<Vec<_>>(),
            vec![(1, Fraction::new(2, 3)), (2, Fraction::new(1, 3))]
        );
        let safe = takings_odds(Till::Safe, false);
        assert_eq!(safe.turns.first().unwrap().0, 2);
        assert_eq!(safe.turns.last().unwrap().0, 6);
        assert_eq!(safe.money.last().unwrap().0, 18000);
    }

    #[test]
    fn the_alarm_adds_its_modifiers() {
        let o = alarm_odds(Alarm { turns: 3, shots: 2, horses: 4, near_lawman: 1 });
        assert_eq!(o.percent, 15 + 20 + 20 + 5);
        assert_eq!(o.chance.probability, Fraction::new(60, 100));
        assert_eq!(alarm_odds(Alarm::default()).chance.probability, Fraction::ZERO);
        assert_eq!(heroic_civilian(), Fraction::new(1, 10));
    }
}
