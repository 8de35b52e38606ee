//! Hand to hand: each side's D6 and modifiers, the weapons' points and wounds, who wins and what
//! the loser takes, and the knock-out at 3 wounds.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::options::KnockOut;
use super::percentile::Die;
use super::weapons::FightWeapon;
use super::{signed, total, Chance, Fraction, MwwOptions, Reason};
use crate::error::ErrorCode;

/// A figure with this many wounds or more is knocked out in a fight, and cannot start one.
pub const KNOCKED_OUT_WOUNDS: u8 = 3;

/// The most APs a figure may put into a fight (attacking: at least 1).
pub const MAX_FIGHT_AP: u8 = 3;

/// One line of the hand-to-hand modifiers table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FightModifier {
    pub id: &'static str,
    pub text: &'static str,
    pub amount_text: &'static str,
}

const fn fm(id: &'static str, text: &'static str, amount_text: &'static str) -> FightModifier {
    FightModifier { id, text, amount_text }
}

/// MWW tables v4, Hand to Hand Modifiers. Decision (the parts disagree; the later v4 table wins):
/// "Mounted +2" (the rules part has "Mounted v's Foot +3"); the rules part's wording says when it
/// counts, so Posse gives +2 to a mounted figure fighting one on foot (and nothing when both are
/// mounted).
pub static FIGHT_MODIFIERS: [FightModifier; 10] = [
    fm("ap", "H to H A.P", "+1, +2, +3"),
    fm("skill", "Fighting skill", "+2"),
    fm("rear", "Attacking from the rear", "+2"),
    fm("higher", "Higher level", "+1"),
    fm("obstacle", "Defending from behind obstacle", "+2"),
    fm("mounted", "Mounted", "+2"),
    fm("multiple", "Multiple attack", "+1"),
    fm("prone", "Prone", "−1"),
    fm("per_wound", "Per wound", "−1"),
    fm("weapon", "Weapon", "see table"),
];

/// The rules part's line that v4 replaced, for the table's notes.
pub const MOUNTED_RULES_PART: (&str, &str) = ("Mounted v's Foot", "+3");

/// One side of a fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwFighter")]
pub struct Fighter {
    pub weapon: FightWeapon,
    /// APs put into the fight: 1 to 3 attacking, 0 to 3 defending (from held APs).
    pub ap: u8,
    /// Has the fighting skill.
    #[serde(default)]
    pub skill: bool,
    #[serde(default)]
    pub wounds: u8,
    /// Stands on a higher level than the other.
    #[serde(default)]
    pub higher: bool,
    #[serde(default)]
    pub mounted: bool,
    #[serde(default)]
    pub prone: bool,
}

impl Fighter {
    pub fn new(weapon: FightWeapon, ap: u8) -> Fighter {
        Fighter { weapon, ap, skill: false, wounds: 0, higher: false, mounted: false, prone: false }
    }
}

/// A fight as the players describe it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwFight")]
pub struct Fight {
    pub attacker: Fighter,
    pub defender: Fighter,
    /// The attacker comes from the defender's rear.
    #[serde(default)]
    pub from_rear: bool,
    /// Two or more attack the defender (this is one of them).
    #[serde(default)]
    pub multiple: bool,
    /// The defender fights from behind an obstacle.
    #[serde(default)]
    pub behind_obstacle: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FightError {
    #[error("{field}: {reason}")]
    NotAllowed { field: &'static str, reason: String },
}

impl ErrorCode for FightError {
    fn code(&self) -> &'static str {
        "not_allowed"
    }
}

fn refuse(field: &'static str, reason: impl Into<String>) -> FightError {
    FightError::NotAllowed { field, reason: reason.into() }
}

/// The modifiers of one side, with their reasons.
fn side(me: &Fighter, other: &Fighter, attacking: bool, fight: &Fight) -> Vec<Reason> {
    let mut reasons = Vec::new();
    if me.ap > 0 {
        reasons.push(Reason::amount(
            "ap",
            i32::from(me.ap),
            format!("H to H A.P ({}): {}", me.ap, signed(i32::from(me.ap), "")),
        ));
    }
    if me.skill {
        reasons.push(Reason::amount("skill", 2, "Fighting skill: +2"));
    }
    if attacking && fight.from_rear {
        reasons.push(Reason::amount("rear", 2, "Attacking from the rear: +2"));
    }
    if me.higher {
        reasons.push(Reason::amount("higher", 1, "Higher level: +1"));
    }
    if !attacking && fight.behind_obstacle {
        reasons.push(Reason::amount("obstacle", 2, "Defending from behind obstacle: +2"));
    }
    if me.mounted && !other.mounted {
        reasons.push(Reason::amount("mounted", 2, "Mounted, against a figure on foot: +2"));
    } else if me.mounted {
        reasons.push(Reason::note("mounted", "Mounted, but so is the other: no bonus"));
    }
    if attacking && fight.multiple {
        reasons.push(Reason::amount("multiple", 1, "Multiple attack: +1"));
    }
    if me.prone {
        reasons.push(Reason::amount("prone", -1, "Prone: −1"));
    }
    if me.wounds > 0 {
        let n = i32::from(me.wounds);
        reasons.push(Reason::amount(
            "per_wound",
            -n,
            format!("{n} wound{}: {}", if n == 1 { "" } else { "s" }, signed(-n, "")),
        ));
    }
    let w = me.weapon.info();
    reasons.push(Reason::amount(
        "weapon",
        i32::from(w.points),
        format!("{}: {} (wounds {})", w.name, signed(i32::from(w.points), ""), w.wounds),
    ));
    reasons
}

/// A fight worked out: each side's modifiers.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwFightPlan")]
pub struct FightPlan {
    pub fight: Fight,
    pub attacker_reasons: Vec<Reason>,
    pub defender_reasons: Vec<Reason>,
    /// Added to the attacker's D6.
    pub attacker_modifier: i32,
    pub defender_modifier: i32,
}

/// Checks a fight and adds up each side. Refused: an attacker on 3 or more wounds ("Figures already
/// on 3 or more wounds cannot start a fight but can defend themselves"), an attacker putting in no
/// AP or either side more than 3, both sides higher than the other.
pub fn plan(fight: &Fight) -> Result<FightPlan, FightError> {
    let (a, d) = (&fight.attacker, &fight.defender);
    if a.wounds >= KNOCKED_OUT_WOUNDS {
        return Err(refuse(
            "attacker",
            format!("a figure on {} wounds cannot start a fight (3 or more); he may only defend", a.wounds),
        ));
    }
    if a.ap == 0 {
        return Err(refuse("ap", "each attacker must use at least 1 AP to fight"));
    }
    if a.ap > MAX_FIGHT_AP {
        return Err(refuse("ap", format!("at most 3 APs go into a fight, not {}", a.ap)));
    }
    if d.ap > MAX_FIGHT_AP {
        return Err(refuse("defender_ap", format!("a defender adds up to 3 held APs, not {}", d.ap)));
    }
    if a.higher && d.higher {
        return Err(refuse("higher", "only one of the two can stand on the higher level"));
    }
    let attacker_reasons = side(a, d, true, fight);
    let defender_reasons = side(d, a, false, fight);
    Ok(FightPlan {
        fight: *fight,
        attacker_modifier: total(&attacker_reasons),
        defender_modifier: total(&defender_reasons),
        attacker_reasons,
        defender_reasons,
    })
}

/// Who a fight's round goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwFightWinner")]
pub enum FightWinner {
    Attacker,
    Defender,
    /// Equal totals: no result; the fight goes on in the next player's turn.
    Neither,
}

/// What the loser of a round takes.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwFightOutcome")]
pub struct FightOutcome {
    pub winner: FightWinner,
    pub chance: Chance,
    /// Wounds the loser takes (the winner's weapon's).
    pub wounds: u8,
    /// The loser's wounds after it.
    pub loser_wounds: u8,
    /// The loser reaches 3 wounds or more: knocked out.
    pub knocked_out: bool,
    /// The defender, already on 3 wounds or more, is still in the hand to hand after the round (a
    /// tie, or a win that does not knock the attacker out): knocked out, by the campaign's reading
    /// [`KnockOut::InHandToHand`].
    pub defender_knocked_out: bool,
    pub text: String,
}

/// A fight's odds.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwFightOdds")]
pub struct FightOdds {
    pub plan: FightPlan,
    pub outcomes: Vec<FightOutcome>,
    pub notes: Vec<String>,
}

fn outcome(plan: &FightPlan, winner: FightWinner, chance: Fraction, readings: &MwwOptions) -> FightOutcome {
    let defender = &plan.fight.defender;
    // "Once a figure has reached 3 or more wounds and still in a hand to hand he will be knocked
    // out": a defender already on 3 whose fight goes on after the round.
    let on_three = readings.knocked_out == KnockOut::InHandToHand && defender.wounds >= KNOCKED_OUT_WOUNDS;
    let still_in = "; the defender, on 3 wounds or more and still in a hand to hand, is knocked out";
    let (win, lose, who, loser) = match winner {
        FightWinner::Attacker => (&plan.fight.attacker, defender, "The attacker wins", "the defender"),
        FightWinner::Defender => (defender, &plan.fight.attacker, "The defender wins", "the attacker"),
        FightWinner::Neither => {
            return FightOutcome {
                winner,
                chance: chance.into(),
                wounds: 0,
                loser_wounds: 0,
                knocked_out: false,
                defender_knocked_out: on_three,
                text: format!(
                    "Equal: no result, the fight goes on in the next player's turn{}",
                    if on_three { still_in } else { "" }
                ),
            }
        }
    };
    let w = win.weapon.info();
    let after = lose.wounds.saturating_add(w.wounds);
    let knocked_out = after >= KNOCKED_OUT_WOUNDS;
    let defender_knocked_out = on_three && winner == FightWinner::Defender && !knocked_out;
    let text = format!(
        "{who}: {loser} takes {} ({}), {} in all{}{}",
        if w.wounds == 1 { "1 wound".to_string() } else { format!("{} wounds", w.wounds) },
        w.name,
        after,
        if knocked_out { ", knocked out" } else { "; the fight goes on in the next player's turn" },
        if defender_knocked_out { still_in } else { "" }
    );
    FightOutcome {
        winner,
        chance: chance.into(),
        wounds: w.wounds,
        loser_wounds: after,
        knocked_out,
        defender_knocked_out,
        text,
    }
}

/// MWW, Hand to hand: "Roll 1 d6 and apply modifiers". Decisions (the text says no more of how a
/// fight is settled): both sides roll a D6 and add their modifiers; the higher total wins; the loser
/// takes the wounds of the winner's weapon ("Hand to Hand — Loser — See table"); equal totals settle
/// nothing this turn. A loser reaching 3 wounds or more is knocked out. The text names a kill as a
/// way a fight may end but gives no roll for one: what is done to a knocked-out figure is the
/// players' business. Who is knocked out at 3 wounds is the campaign's reading ([`KnockOut`]): by
/// default also a defender already on 3 whose fight goes on after the round ("Once a figure has
/// reached 3 or more wounds and still in a hand to hand he will be knocked out").
pub fn fight_odds(fight: &Fight, readings: &MwwOptions) -> Result<FightOdds, FightError> {
    let plan = plan(fight)?;
    let (mut attacker, mut defender, mut tie) = (0u128, 0u128, 0u128);
    for a in Die::D6.faces() {
        for d in Die::D6.faces() {
            let at = i32::from(*a) + plan.attacker_modifier;
            let de = i32::from(*d) + plan.defender_modifier;
            match at.cmp(&de) {
                std::cmp::Ordering::Greater => attacker += 1,
                std::cmp::Ordering::Less => defender += 1,
                std::cmp::Ordering::Equal => tie += 1,
            }
        }
    }
    let outcomes = vec![
        outcome(&plan, FightWinner::Attacker, Fraction::new(attacker, 36), readings),
        outcome(&plan, FightWinner::Defender, Fraction::new(defender, 36), readings),
        outcome(&plan, FightWinner::Neither, Fraction::new(tie, 36), readings),
    ];
    let notes = vec![
        "A lone figure cannot withdraw from hand to hand; with two or more against one, the spare figures may.".to_string(),
        "When two or more attack one figure, each attack is rolled separately, in the order the attackers choose; each must use at least 1 AP.".to_string(),
    ];
    Ok(FightOdds { plan, outcomes, notes })
}

/// A round of a fight as rolled.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwFightRoll")]
pub struct FightRoll {
    pub plan: FightPlan,
    pub attacker_die: u8,
    pub defender_die: u8,
    pub attacker_total: i32,
    pub defender_total: i32,
    pub outcome: FightOutcome,
}

pub fn roll_fight(fight: &Fight, readings: &MwwOptions, rng: &mut impl Rng) -> Result<FightRoll, FightError> {
    let plan = plan(fight)?;
    let attacker_die = Die::D6.roll(rng);
    let defender_die = Die::D6.roll(rng);
    let attacker_total = i32::from(attacker_die) + plan.attacker_modifier;
    let defender_total = i32::from(defender_die) + plan.defender_modifier;
    let winner = match attacker_total.cmp(&defender_total) {
        std::cmp::Ordering::Greater => FightWinner::Attacker,
        std::cmp::Ordering::Less => FightWinner::Defender,
        std::cmp::Ordering::Equal => FightWinner::Neither,
    };
    let outcome = outcome(&plan, winner, Fraction::ONE, readings);
    Ok(FightRoll { plan, attacker_die, defender_die, attacker_total, defender_total, outcome })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fight(a: Fighter, d: Fighter) -> Fight {
        Fight { attacker: a, defender: d, from_rear: false, multiple: false, behind_obstacle: false }
    }

    fn fight_odds(f: &Fight) -> Result<FightOdds, FightError> {
        super::fight_odds(f, &MwwOptions::default())
    }

    fn roll_fight(f: &Fight, rng: &mut rand_chacha::ChaCha8Rng) -> Result<FightRoll, FightError> {
        super::roll_fight(f, &MwwOptions::default(), rng)
    }

    #[test]
    fn a_defender_on_3_wounds_still_in_the_fight_is_knocked_out() {
        // "Once a figure has reached 3 or more wounds and still in a hand to hand he will be knocked
        // out"; "Figures already on 3 or more wounds cannot start a fight but can defend themselves".
        let mut d = Fighter::new(FightWeapon::HandGun, 0);
        d.wounds = 3;
        let a = Fighter::new(FightWeapon::NoWeapon, 1);
        let odds = fight_odds(&fight(a, d)).unwrap();
        let [att, def, tie] = [&odds.outcomes[0], &odds.outcomes[1], &odds.outcomes[2]];
        assert!(att.knocked_out && !att.defender_knocked_out);
        // He wins, the attacker takes 1 wound (hand gun) and the fight goes on: still in it, he is out.
        assert!(!def.knocked_out && def.defender_knocked_out, "{}", def.text);
        assert!(def.text.contains("still in a hand to hand, is knocked out"), "{}", def.text);
        assert!(tie.defender_knocked_out && tie.text.contains("knocked out"));
        // A win that knocks the attacker out ends the fight: the defender stays up.
        let mut hurt = a;
        hurt.wounds = 2;
        let ends = fight_odds(&fight(hurt, d)).unwrap();
        assert!(ends.outcomes[1].knocked_out && !ends.outcomes[1].defender_knocked_out);
        // The other reading: only the loser of a round reaching 3 is knocked out.
        let third = MwwOptions { knocked_out: KnockOut::AtThirdWound, ..MwwOptions::default() };
        let other = super::fight_odds(&fight(a, d), &third).unwrap();
        assert!(other.outcomes.iter().all(|o| !o.defender_knocked_out));
        assert!(other.outcomes[0].knocked_out);
    }

    #[test]
    fn the_exact_odds_match_seeded_rolls() {
        use rand::SeedableRng;
        let mut a = Fighter::new(FightWeapon::Knife, 2);
        a.wounds = 1;
        let mut d = Fighter::new(FightWeapon::Club, 1);
        d.skill = true;
        let f = Fight { attacker: a, defender: d, from_rear: true, multiple: false, behind_obstacle: false };
        let odds = fight_odds(&f).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(36);
        let n = 200_000;
        let mut counts = [0u32; 3];
        for _ in 0..n {
            counts[match roll_fight(&f, &mut rng).unwrap().outcome.winner {
                FightWinner::Attacker => 0,
                FightWinner::Defender => 1,
                FightWinner::Neither => 2,
            }] += 1;
        }
        for (o, c) in odds.outcomes.iter().zip(counts) {
            let seen = f64::from(c) / f64::from(n);
            assert!(
                (seen - o.chance.probability.to_f64()).abs() < 0.005,
                "{:?}: {seen} against {}",
                o.winner,
                o.chance.exact
            );
        }
    }

    #[test]
    fn equal_fighters_win_alike_and_tie_one_time_in_six() {
        let odds =
            fight_odds(&fight(Fighter::new(FightWeapon::Knife, 2), Fighter::new(FightWeapon::Knife, 2))).unwrap();
        assert_eq!(odds.outcomes[0].chance.probability, Fraction::new(15, 36));
        assert_eq!(odds.outcomes[1].chance.probability, Fraction::new(15, 36));
        assert_eq!(odds.outcomes[2].chance.probability, Fraction::new(6, 36));
        assert_eq!(odds.outcomes[0].wounds, 2);
    }

    #[test]
    fn every_modifier_counts_as_the_table_says() {
        let mut a = Fighter::new(FightWeapon::Sword, 3);
        a.skill = true;
        a.mounted = true;
        a.wounds = 1;
        let mut d = Fighter::new(FightWeapon::NoWeapon, 0);
        d.prone = true;
        let mut f = fight(a, d);
        f.from_rear = true;
        f.multiple = true;
        let p = plan(&f).unwrap();
        // AP 3, skill 2, rear 2, mounted 2, multiple 1, a wound −1, sword 3.
        assert_eq!(p.attacker_modifier, 3 + 2 + 2 + 2 + 1 - 1 + 3);
        assert_eq!(p.defender_modifier, -1);
        let odds = fight_odds(&f).unwrap();
        assert_eq!(odds.outcomes[0].chance.probability, Fraction::ONE);
        assert!(odds.outcomes[0].knocked_out);
        assert_eq!(odds.outcomes[0].loser_wounds, 3);
    }

    #[test]
    fn the_texts_limits_are_refused() {
        let mut a = Fighter::new(FightWeapon::Knife, 1);
        a.wounds = 3;
        assert!(plan(&fight(a, Fighter::new(FightWeapon::Knife, 0)))
            .unwrap_err()
            .to_string()
            .contains("cannot start a fight"));
        let e = plan(&fight(Fighter::new(FightWeapon::Knife, 0), Fighter::new(FightWeapon::Knife, 0))).unwrap_err();
        assert_eq!(e.to_string(), "ap: each attacker must use at least 1 AP to fight");
        assert!(plan(&fight(Fighter::new(FightWeapon::Knife, 4), Fighter::new(FightWeapon::Knife, 0))).is_err());
        assert!(plan(&fight(Fighter::new(FightWeapon::Knife, 1), Fighter::new(FightWeapon::Knife, 4))).is_err());
    }

    #[test]
    fn a_defender_on_3_wounds_may_defend_and_both_mounted_gain_nothing() {
        let mut d = Fighter::new(FightWeapon::Club, 3);
        d.wounds = 3;
        d.mounted = true;
        let mut a = Fighter::new(FightWeapon::HandGun, 1);
        a.mounted = true;
        let p = plan(&fight(a, d)).unwrap();
        assert_eq!(p.attacker_modifier, 1 + 1);
        // AP 3, three wounds −3, club +2.
        assert_eq!(p.defender_modifier, 2);
        assert!(p.attacker_reasons.iter().any(|r| r.source == "mounted" && r.amount.is_none()));
    }
}
