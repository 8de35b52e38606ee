//! Fighting (1996, Fighting): the attacker's 6s against the defender's 6s, knock-downs, and the
//! helpless. The fighting dice by class are a house table ([`super::house::FightingDice`]): the
//! 1996 "fighting chart below" is missing from the scan.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::emotions::{feeling_toward, Feeling};
use super::house::FightingDice;
use super::options::FateOptions;
use super::pool::{binomial_chance, count, roll_d6, roll_pool, Chance, Fraction};
use super::skills::Skill;
use super::{signed_dice, total_dice, Character, Reason};

/// The defender's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateStanding")]
pub enum Standing {
    #[default]
    Standing,
    /// "He does not roll dice in defence, and each 6 that the attacker rolls scores a hit."
    KnockedDown,
    /// "The attacker automatically scores a hit with each dice he throws."
    KnockedOut,
}

/// One side of a fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FateFighter", optional_fields)]
pub struct Fighter {
    /// Clubbing his pistol or rifle (announced before the attacker's movement dice).
    pub clubbing: bool,
    /// Armed with a knife or sword (for Knifeman/Swordsman).
    pub blade: bool,
    /// How he feels about his opponent.
    pub feeling: Feeling,
}

/// How one side's fighting dice are thrown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateFightPlan")]
pub struct FightPlan {
    pub name: String,
    pub attacking: bool,
    pub dice: i8,
    /// Lucky's re-rolls, taken on dice that are not 6s.
    pub rerolls: u8,
    pub reasons: Vec<Reason>,
}

impl FightPlan {
    pub fn thrown(&self) -> u8 {
        self.dice.max(0) as u8
    }
}

fn add(reasons: &mut Vec<Reason>, source: &str, n: i8, text: &str) {
    if n != 0 {
        reasons.push(Reason::dice(source, n, format!("{text}: {}", signed_dice(n))));
    }
}

/// Plans one side of a fight. `house` is the fighting-dice house table.
///
/// Decisions where the text is silent: every skill that adds dice "in a fight" adds them attacking
/// and defending, except Skilled Fighter ("when attempting to hit"); hatred and fear add or take
/// dice as for shooting; serious wounds and clubbing are in the house table.
pub fn plan_fight(
    c: &Character,
    attacking: bool,
    side: &Fighter,
    opponent: Option<&Character>,
    house: &FightingDice,
    options: &FateOptions,
) -> FightPlan {
    let mut reasons = Vec::new();
    let r = &mut reasons;
    let base = house.dice(c.class());
    r.push(Reason::dice("class", base, format!("{}: {base} fighting dice (house table)", c.class().name())));
    let level = |s: Skill| c.level(s) as i8;
    let label = |s: Skill| s.label(c.level(s));
    add(r, "agile", level(Skill::Agile), &label(Skill::Agile));
    add(r, "strong", 3 * level(Skill::Strong), &label(Skill::Strong));
    add(r, "runt", -3 * level(Skill::Runt), &label(Skill::Runt));
    add(r, "swift", level(Skill::Swift), &label(Skill::Swift));
    if side.blade {
        add(r, "knifeman", 4 * level(Skill::Knifeman), &format!("{} armed with a blade", label(Skill::Knifeman)));
    }
    if attacking {
        add(r, "skilled_fighter", 4 * level(Skill::SkilledFighter), &label(Skill::SkilledFighter));
    }
    if side.clubbing {
        add(r, "clubbing", house.clubbed_weapon, "Clubbing his weapon (house table)");
    }
    let serious = c.serious_wounds() as i8;
    add(r, "serious_wounds", house.each_serious_wound * serious, &format!("{serious} serious wound(s) (house table)"));
    feeling_toward(c, side.feeling, opponent, options, r);
    let rerolls = c.level(Skill::Lucky);
    if rerolls > 0 {
        r.push(Reason::note(
            "lucky",
            format!("{}: re-rolls {rerolls} die that is not a 6", Skill::Lucky.label(rerolls)),
        ));
    }
    let dice = total_dice(&reasons);
    FightPlan { name: c.name().to_string(), attacking, dice, rerolls, reasons }
}

/// What a fight came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, TS)]
#[ts(export, rename = "FateFightResult")]
pub struct FightResult {
    /// Hits on the defender: roll location and effect for each.
    pub hits: u8,
    /// "If the defender rolls more 6's than the attacker, then the attacker is knocked down."
    pub attacker_knocked_down: bool,
}

/// Reads a fight from the 6s each side threw.
pub fn result_of(attack_dice: u8, attack_sixes: u8, defence_sixes: u8, defender: Standing) -> FightResult {
    match defender {
        Standing::Standing => FightResult {
            hits: attack_sixes.saturating_sub(defence_sixes),
            attacker_knocked_down: defence_sixes > attack_sixes,
        },
        Standing::KnockedDown => FightResult { hits: attack_sixes, attacker_knocked_down: false },
        Standing::KnockedOut => FightResult { hits: attack_dice, attacker_knocked_down: false },
    }
}

/// A side's dice as thrown, with Lucky re-rolling dice that are not 6s.
fn throw(plan: &FightPlan, rng: &mut impl Rng) -> Vec<u8> {
    let mut dice = roll_pool(plan.thrown(), rng);
    let mut left = plan.rerolls;
    for d in dice.iter_mut() {
        if left > 0 && *d != 6 {
            *d = roll_d6(rng);
            left -= 1;
        }
    }
    dice
}

/// A fight as thrown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateRolledFight")]
pub struct RolledFight {
    pub attack: Vec<u8>,
    /// No dice if the defender is down or out.
    pub defence: Vec<u8>,
    pub result: FightResult,
}

/// Throws a fight.
pub fn roll_fight(attack: &FightPlan, defence: &FightPlan, defender: Standing, rng: &mut impl Rng) -> RolledFight {
    let a = throw(attack, rng);
    let d = if defender == Standing::Standing { throw(defence, rng) } else { Vec::new() };
    let result = result_of(a.len() as u8, count(&a, 6), count(&d, 6), defender);
    RolledFight { attack: a, defence: d, result }
}

/// The exact chance of each number of 6s a side throws, Lucky's re-rolls included.
fn sixes(plan: &FightPlan) -> Vec<Fraction> {
    let n = u32::from(plan.thrown());
    let mut p = vec![Fraction::ZERO; n as usize + 1];
    for s in 0..=n {
        let first = binomial_chance(n, s, 1);
        let r = u32::from(plan.rerolls).min(n - s);
        for s2 in 0..=r {
            p[(s + s2) as usize] = p[(s + s2) as usize] + first * binomial_chance(r, s2, 1);
        }
    }
    p
}

/// The exact odds of a fight.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateFightOdds")]
pub struct FightOdds {
    pub attack: FightPlan,
    pub defence: FightPlan,
    pub defender: Standing,
    /// The chance of each number of hits (index 0 = none).
    pub hits: Vec<Chance>,
    pub at_least_one_hit: Chance,
    pub attacker_knocked_down: Chance,
}

/// Weighs a fight exactly.
pub fn fight_odds(attack: &FightPlan, defence: &FightPlan, defender: Standing) -> FightOdds {
    let a = sixes(attack);
    let d = if defender == Standing::Standing { sixes(defence) } else { vec![Fraction::ONE] };
    let mut hits = vec![Fraction::ZERO; a.len()];
    let mut down = Fraction::ZERO;
    for (sa, pa) in a.iter().enumerate() {
        for (sd, pd) in d.iter().enumerate() {
            let r = result_of(attack.thrown(), sa as u8, sd as u8, defender);
            hits[usize::from(r.hits)] = hits[usize::from(r.hits)] + *pa * *pd;
            if r.attacker_knocked_down {
                down = down + *pa * *pd;
            }
        }
    }
    FightOdds {
        attack: attack.clone(),
        defence: defence.clone(),
        defender,
        at_least_one_hit: hits[0].complement().into(),
        hits: hits.into_iter().map(Chance::from).collect(),
        attacker_knocked_down: down.into(),
    }
}

/// The fighting rules, for the table.
pub static FIGHT_RULES: [(&str, &str); 6] = [
    ("Attack", "A character who moves into contact makes an attack; each 6 he rolls is a potential hit."),
    ("Defence", "The defender (unless knocked down or out) rolls his dice; each 6 cancels one of the attacker's hits. Roll effect for each hit left."),
    ("Knock-down", "If the defender rolls more 6s than the attacker, the attacker is knocked down and can do nothing, nor defend properly, until he has spent a turn recovering."),
    ("Knocked-down victim", "Rolls no defence: each of the attacker's 6s hits."),
    ("Knocked-out victim", "Every die the attacker throws hits: a graze or flesh wound becomes serious, a serious wound kills (50% chance the weapon sticks). Not gentlemanly: no experience or skills."),
    ("Clubbing", "Announced before the attacker rolls his movement dice; neither may fire next turn."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::house::HouseTables;
    use crate::rules::fate::test_character;

    fn plan(class: &str, skills: &[&str], attacking: bool, side: Fighter) -> FightPlan {
        let house = HouseTables::standard().fighting;
        plan_fight(&test_character(class, skills), attacking, &side, None, &house, &FateOptions::default())
    }

    #[test]
    fn fighting_dice_by_class_and_skill() {
        let bare = Fighter::default();
        assert_eq!(plan("citizen", &[], true, bare).dice, 2);
        assert_eq!(plan("legend", &[], false, bare).dice, 5);
        assert_eq!(plan("shootist", &["quick shot", "very strong"], true, bare).dice, 4 + 6);
        assert_eq!(plan("gunman", &["skilled fighter"], true, bare).dice, 7);
        assert_eq!(plan("gunman", &["skilled fighter"], false, bare).dice, 3, "Skilled Fighter only attacking");
        assert_eq!(plan("gunman", &["knifeman"], true, bare).dice, 3, "Knifeman needs a blade");
        assert_eq!(plan("gunman", &["knifeman"], true, Fighter { blade: true, ..bare }).dice, 7);
        assert_eq!(plan("gunman", &["runt", "agile", "swift"], true, bare).dice, 2);
        assert_eq!(
            plan("gunman", &[], true, Fighter { clubbing: true, feeling: Feeling::HatesExtremely, blade: false }).dice,
            6
        );
        assert_eq!(plan("gunman", &["wildman"], true, bare).dice, 7, "a Wildman is an Expert Fighter");
    }

    #[test]
    fn sixes_against_sixes() {
        assert_eq!(result_of(3, 2, 1, Standing::Standing), FightResult { hits: 1, attacker_knocked_down: false });
        assert_eq!(result_of(3, 1, 2, Standing::Standing), FightResult { hits: 0, attacker_knocked_down: true });
        assert_eq!(result_of(3, 1, 1, Standing::Standing), FightResult { hits: 0, attacker_knocked_down: false });
        assert_eq!(result_of(3, 2, 5, Standing::KnockedDown).hits, 2);
        assert_eq!(result_of(3, 0, 0, Standing::KnockedOut).hits, 3);
    }

    #[test]
    fn fight_odds_add_up() {
        let a = plan("gunman", &["lucky"], true, Fighter::default());
        let d = plan("gunman", &[], false, Fighter::default());
        let odds = fight_odds(&a, &d, Standing::Standing);
        let total: Fraction = odds.hits.iter().map(|c| c.probability).sum();
        assert_eq!(total, Fraction::ONE);
        let out = fight_odds(&a, &d, Standing::KnockedOut);
        assert_eq!(out.hits[3].probability, Fraction::ONE);
        // One die each: the attacker is knocked down when only the defender rolls a 6.
        let one = |attacking| FightPlan { name: String::new(), attacking, dice: 1, rerolls: 0, reasons: vec![] };
        let odds = fight_odds(&one(true), &one(false), Standing::Standing);
        assert_eq!(odds.attacker_knocked_down.probability, Fraction::new(5, 36));
        assert_eq!(odds.at_least_one_hit.probability, Fraction::new(5, 36));
    }
}
