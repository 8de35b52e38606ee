//! Fighting (1996, Fighting): the attacker's 6s against the defender's 6s, knock-downs, the
//! knocked-out victim, and what each hit does. The fighting dice by class and the fighting results
//! are house tables ([`super::house::FightingDice`], [`FightingResults`]): the 1996 "fighting chart
//! below" is missing from the scan.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use super::blows::{Arms, Blow, FightingResults};
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
    /// What he fights with (default: his gun in hand).
    pub arms: Arms,
    /// His gun is out of ammo: "a character who is out of ammo cannot shoot an opponent, and counts
    /// a shot! result as no effect". Only for a gun in hand.
    pub out_of_ammo: bool,
    /// How he feels about his opponent.
    pub feeling: Feeling,
}

/// Why a side of a fight cannot be as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FightError {
    #[error("out_of_ammo: only a man with his gun in hand can be out of ammo in a fight (he fights with: {})", .arms.name().to_lowercase())]
    OutOfAmmoWithoutGun { arms: Arms },
    #[error("{field}: the defender is {}: he throws no dice, so how he fights does not count", if *.knocked_out { "knocked out" } else { "knocked down" })]
    DefenderDown { field: &'static str, knocked_out: bool },
    #[error("out_of_ammo: the defender lands no blows (his 6s only cancel the attacker's), so being out of ammo changes nothing for him")]
    DefenderOutOfAmmo,
}

impl crate::error::ErrorCode for FightError {
    fn code(&self) -> &'static str {
        match self {
            FightError::OutOfAmmoWithoutGun { .. } => "not_applicable",
            FightError::DefenderDown { .. } => "not_applicable",
            FightError::DefenderOutOfAmmo => "not_applicable",
        }
    }
}

impl Fighter {
    /// Refuses what cannot apply: out of ammo without a gun in hand.
    pub fn check(&self) -> Result<(), FightError> {
        if self.out_of_ammo && self.arms != Arms::Gun {
            return Err(FightError::OutOfAmmoWithoutGun { arms: self.arms });
        }
        Ok(())
    }

    /// Refuses a defender's side that cannot count: he lands no blows (out of ammo changes
    /// nothing), and knocked down or out he throws no dice (his arms and feelings change nothing).
    pub fn check_defender(&self, standing: Standing) -> Result<(), FightError> {
        self.check()?;
        if self.out_of_ammo {
            return Err(FightError::DefenderOutOfAmmo);
        }
        if standing != Standing::Standing {
            let knocked_out = standing == Standing::KnockedOut;
            if self.arms != Arms::Gun {
                return Err(FightError::DefenderDown { field: "arms", knocked_out });
            }
            if self.feeling != Feeling::None {
                return Err(FightError::DefenderDown { field: "feeling", knocked_out });
            }
        }
        Ok(())
    }
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
    /// What he fights with: the column his hits read on the fighting results.
    pub arms: Arms,
    /// Out of ammo: his "shot!" is no effect.
    pub out_of_ammo: bool,
    /// Tough: "never knocked down or knocked out": not by a blow, nor by a defender's 6s.
    pub tough: bool,
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
    if side.arms == Arms::Blade {
        add(r, "knifeman", 4 * level(Skill::Knifeman), &format!("{} armed with a blade", label(Skill::Knifeman)));
    }
    if attacking {
        add(r, "skilled_fighter", 4 * level(Skill::SkilledFighter), &label(Skill::SkilledFighter));
    }
    if side.arms == Arms::Clubbed {
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
    if attacking {
        r.push(Reason::note(
            "arms",
            format!(
                "Fights with: {} (his hits read that column of the fighting results)",
                side.arms.name().to_lowercase()
            ),
        ));
        if side.out_of_ammo {
            r.push(Reason::note("out_of_ammo", "Out of ammo: he cannot shoot his man, a shot! is no effect"));
        }
    }
    let dice = total_dice(&reasons);
    FightPlan {
        name: c.name().to_string(),
        attacking,
        dice,
        rerolls,
        arms: side.arms,
        out_of_ammo: side.out_of_ammo,
        tough: c.has(Skill::Tough),
        reasons,
    }
}

/// The blow one hit of `attack` on `defence` does, for a D6 `roll` on the fighting results.
///
/// Decisions where the lost chart leaves Posse to decide: the roll is a plain D6 (Tough's −1 and
/// Knifeman's +1 to "the effect dice" are applied once, to the effect roll of the hit-location
/// chart when the blow wounds); Tough turns a knock-down or knock-out into no effect ("never
/// knocked down or knocked out"); an attacker out of ammo counts a shot! as no effect (1996).
pub fn read_blow(results: &FightingResults, attack: &FightPlan, defence: &FightPlan, roll: u8) -> Blow {
    match results.blow(attack.arms, roll) {
        Blow::Shot if attack.out_of_ammo => Blow::NoEffect,
        Blow::KnockedDown | Blow::KnockedOut if defence.tough => Blow::NoEffect,
        blow => blow,
    }
}

/// The exact chance of each blow of one hit.
pub fn blow_odds(results: &FightingResults, attack: &FightPlan, defence: &FightPlan) -> Vec<BlowChance> {
    let mut out: Vec<(Blow, Fraction)> = Vec::new();
    for roll in 1..=6 {
        let blow = read_blow(results, attack, defence, roll);
        match out.iter_mut().find(|(b, _)| *b == blow) {
            Some((_, p)) => *p = *p + Fraction::new(1, 6),
            None => out.push((blow, Fraction::new(1, 6))),
        }
    }
    out.sort_by_key(|(b, _)| *b);
    out.into_iter().map(|(blow, p)| BlowChance { blow, name: blow.name(), chance: p.into() }).collect()
}

/// One blow and its chance.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateBlowChance")]
pub struct BlowChance {
    pub blow: Blow,
    pub name: &'static str,
    pub chance: Chance,
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

/// Reads a fight from the 6s each side threw. "If the defender rolls more 6's than the attacker,
/// then the attacker is knocked down" — unless he is Tough: "never knocked down or knocked out"
/// (1996, Skills), in a fight as when shot.
pub fn result_of(attack: &FightPlan, attack_sixes: u8, defence_sixes: u8, defender: Standing) -> FightResult {
    match defender {
        Standing::Standing => FightResult {
            hits: attack_sixes.saturating_sub(defence_sixes),
            attacker_knocked_down: defence_sixes > attack_sixes && !attack.tough,
        },
        Standing::KnockedDown => FightResult { hits: attack_sixes, attacker_knocked_down: false },
        Standing::KnockedOut => FightResult { hits: attack.thrown(), attacker_knocked_down: false },
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
    /// Each hit's D6 on the fighting results, and the blow it comes to.
    pub blows: Vec<RolledBlow>,
}

/// One hit's roll on the fighting results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateRolledBlow")]
pub struct RolledBlow {
    pub roll: u8,
    pub blow: Blow,
}

/// Throws a fight, and a D6 on the fighting results for each hit.
pub fn roll_fight(
    attack: &FightPlan,
    defence: &FightPlan,
    defender: Standing,
    results: &FightingResults,
    rng: &mut impl Rng,
) -> RolledFight {
    let a = throw(attack, rng);
    let d = if defender == Standing::Standing { throw(defence, rng) } else { Vec::new() };
    let result = result_of(attack, count(&a, 6), count(&d, 6), defender);
    let blows = (0..result.hits)
        .map(|_| {
            let roll = roll_d6(rng);
            RolledBlow { roll, blow: read_blow(results, attack, defence, roll) }
        })
        .collect();
    RolledFight { attack: a, defence: d, result, blows }
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
    /// What each hit does: the chance of each blow of the fighting results (a house table).
    pub blows: Vec<BlowChance>,
}

/// Weighs a fight exactly.
pub fn fight_odds(attack: &FightPlan, defence: &FightPlan, defender: Standing, results: &FightingResults) -> FightOdds {
    let a = sixes(attack);
    let d = if defender == Standing::Standing { sixes(defence) } else { vec![Fraction::ONE] };
    let mut hits = vec![Fraction::ZERO; a.len()];
    let mut down = Fraction::ZERO;
    for (sa, pa) in a.iter().enumerate() {
        for (sd, pd) in d.iter().enumerate() {
            let r = result_of(attack, sa as u8, sd as u8, defender);
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
        blows: blow_odds(results, attack, defence),
    }
}

/// The fighting rules, for the table.
pub static FIGHT_RULES: [(&str, &str); 8] = [
    ("Attack", "A character who moves into contact makes an attack; each 6 he rolls is a potential hit."),
    ("Defence", "The defender (unless knocked down or out) rolls his dice; each 6 cancels one of the attacker's hits. Roll effect for each hit left."),
    ("Knock-down", "If the defender rolls more 6s than the attacker, the attacker is knocked down and can do nothing, nor defend properly, until he has spent a turn recovering."),
    ("Knocked-down victim", "Rolls no defence: each of the attacker's 6s hits."),
    ("Knocked-out victim", "Every die the attacker throws hits (or he may just as well shoot him at point blank range). Not gentlemanly: no experience or skills. Each wound is worse: a graze or flesh wound becomes serious; a serious wound severs the limb or the head, or runs through the body, killing him (a blade: 50% chance it is stuck)."),
    ("Effect of a hit", "A D6 on the fighting results (a house table), in the column of what the attacker fights with: a shot!, knifed! or struck! is then read on the hit-location chart as a hit."),
    ("Shot! and knifed!", "Treated exactly as if shot in normal firing, except that a character who is out of ammo cannot shoot an opponent, and counts a shot! as no effect."),
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

    fn armed(arms: Arms) -> Fighter {
        Fighter { arms, ..Default::default() }
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
        assert_eq!(plan("gunman", &["knifeman"], true, armed(Arms::Blade)).dice, 7);
        assert_eq!(plan("gunman", &["runt", "agile", "swift"], true, bare).dice, 2);
        assert_eq!(
            plan(
                "gunman",
                &[],
                true,
                Fighter { arms: Arms::Clubbed, feeling: Feeling::HatesExtremely, out_of_ammo: false }
            )
            .dice,
            6
        );
        assert_eq!(plan("gunman", &["wildman"], true, bare).dice, 7, "a Wildman is an Expert Fighter");
        assert_eq!(plan("legend", &["very wildman"], true, bare).dice, 5 + 4, "a Skilled Fighter once");
    }

    #[test]
    fn sixes_against_sixes() {
        let three = FightPlan { dice: 3, ..plan("gunman", &[], true, Fighter::default()) };
        assert_eq!(result_of(&three, 2, 1, Standing::Standing), FightResult { hits: 1, attacker_knocked_down: false });
        assert_eq!(result_of(&three, 1, 2, Standing::Standing), FightResult { hits: 0, attacker_knocked_down: true });
        assert_eq!(result_of(&three, 1, 1, Standing::Standing), FightResult { hits: 0, attacker_knocked_down: false });
        assert_eq!(result_of(&three, 2, 5, Standing::KnockedDown).hits, 2);
        assert_eq!(result_of(&three, 0, 0, Standing::KnockedOut).hits, 3);
        // 1996, Skills, Tough: "never knocked down or knocked out".
        let tough = FightPlan { tough: true, ..three };
        assert_eq!(result_of(&tough, 1, 2, Standing::Standing), FightResult { hits: 0, attacker_knocked_down: false });
    }

    /// Issue 21, item 4. 1996, Skills: "Tough: when hit by shooting or in a fight, subtract one*
    /// from the effect dice, never knocked down or knocked out"; Fighting: "If the defender rolls
    /// more 6's than the attacker, then the attacker is knocked down". A Citizen (2 fighting dice,
    /// house table) attacks a Legend (5): checked against every way the 7 dice can fall.
    #[test]
    fn a_tough_attacker_is_never_knocked_down_by_the_defenders_sixes() {
        let results = HouseTables::standard().fighting_results;
        let legend = plan("legend", &[], false, Fighter::default());
        let (plain, tough) =
            (plan("citizen", &[], true, Fighter::default()), plan("citizen", &["tough"], true, Fighter::default()));
        assert_eq!((plain.thrown(), legend.thrown()), (2, 5));
        // By hand, over the 6^7 throws: the Legend's 6s outnumber the Citizen's.
        let mut down = 0u64;
        for throw in 0..6u64.pow(7) {
            let sixes = |from: u32, n: u32| (from..from + n).filter(|i| (throw / 6u64.pow(*i)) % 6 == 5).count();
            if sixes(2, 5) > sixes(0, 2) {
                down += 1;
            }
        }
        assert_eq!(Fraction::new(down as u128, 6u128.pow(7)), Fraction::new(43937, 93312));
        assert_eq!(
            fight_odds(&plain, &legend, Standing::Standing, &results).attacker_knocked_down.probability,
            Fraction::new(43937, 93312)
        );
        assert_eq!(
            fight_odds(&tough, &legend, Standing::Standing, &results).attacker_knocked_down.probability,
            Fraction::ZERO
        );
        // The Tough man's hits are the same: only the knock-down goes.
        assert_eq!(
            fight_odds(&tough, &legend, Standing::Standing, &results).hits,
            fight_odds(&plain, &legend, Standing::Standing, &results).hits
        );
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(21);
        assert!((0..300).all(|_| !roll_fight(&tough, &legend, Standing::Standing, &results, &mut rng)
            .result
            .attacker_knocked_down));
    }

    #[test]
    fn fight_odds_add_up() {
        let results = HouseTables::standard().fighting_results;
        let a = plan("gunman", &["lucky"], true, Fighter::default());
        let d = plan("gunman", &[], false, Fighter::default());
        let odds = fight_odds(&a, &d, Standing::Standing, &results);
        let total: Fraction = odds.hits.iter().map(|c| c.probability).sum();
        assert_eq!(total, Fraction::ONE);
        let out = fight_odds(&a, &d, Standing::KnockedOut, &results);
        assert_eq!(out.hits[3].probability, Fraction::ONE);
        // One die each: the attacker is knocked down when only the defender rolls a 6.
        let one = |attacking| FightPlan { dice: 1, attacking, ..plan("gunman", &[], attacking, Fighter::default()) };
        let odds = fight_odds(&one(true), &one(false), Standing::Standing, &results);
        assert_eq!(odds.attacker_knocked_down.probability, Fraction::new(5, 36));
        assert_eq!(odds.at_least_one_hit.probability, Fraction::new(5, 36));
        let total: Fraction = odds.blows.iter().map(|b| b.chance.probability).sum();
        assert_eq!(total, Fraction::ONE);
    }

    #[test]
    fn a_punch_reads_the_fighting_results_not_the_shooting_grid() {
        // 1996, Fighting: "Victims who are shot! or knifed! are treated exactly as if they had been
        // shot in normal firing except that a character who is out of ammo cannot shoot an
        // opponent, and counts a shot! result as no effect."
        let results = HouseTables::standard().fighting_results;
        let victim = plan("gunman", &[], false, Fighter::default());
        let fists = plan("gunman", &[], true, armed(Arms::Fists));
        let blows = blow_odds(&results, &fists, &victim);
        assert!(blows.iter().all(|b| !b.blow.wounds()), "fists never read the hit-location chart: {blows:?}");
        let knife = plan("gunman", &[], true, armed(Arms::Blade));
        assert!(blow_odds(&results, &knife, &victim).iter().any(|b| b.blow == Blow::Knifed));
        let gun = plan("gunman", &[], true, Fighter::default());
        let shot = blow_odds(&results, &gun, &victim).into_iter().find(|b| b.blow == Blow::Shot).unwrap();
        let empty = plan("gunman", &[], true, Fighter { out_of_ammo: true, ..Default::default() });
        let blows = blow_odds(&results, &empty, &victim);
        assert!(blows.iter().all(|b| b.blow != Blow::Shot), "out of ammo: a shot! is no effect");
        let none = blows.iter().find(|b| b.blow == Blow::NoEffect).map_or(Fraction::ZERO, |b| b.chance.probability);
        assert!(none >= shot.chance.probability);
        // Tough: "never knocked down or knocked out".
        let tough = plan("gunman", &["tough"], false, Fighter::default());
        assert!(blow_odds(&results, &fists, &tough)
            .iter()
            .all(|b| !matches!(b.blow, Blow::KnockedDown | Blow::KnockedOut)));
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
        let out = fight_odds(&fists, &victim, Standing::KnockedOut, &results);
        assert_eq!(out.hits[3].probability, Fraction::ONE);
        let rolled = roll_fight(&fists, &victim, Standing::KnockedOut, &results, &mut rng);
        assert_eq!(rolled.blows.len(), 3, "a knocked-out victim: every die hits, a blow each");
        assert!(rolled.blows.iter().all(|b| b.blow == results.blow(Arms::Fists, b.roll)));
    }

    #[test]
    fn what_cannot_apply_to_a_side_is_refused() {
        assert_eq!(
            Fighter { arms: Arms::Fists, out_of_ammo: true, ..Default::default() }.check(),
            Err(FightError::OutOfAmmoWithoutGun { arms: Arms::Fists })
        );
        assert_eq!(armed(Arms::Blade).check_defender(Standing::Standing), Ok(()));
        assert_eq!(
            armed(Arms::Blade).check_defender(Standing::KnockedOut),
            Err(FightError::DefenderDown { field: "arms", knocked_out: true })
        );
        assert_eq!(
            Fighter { out_of_ammo: true, ..Default::default() }.check_defender(Standing::Standing),
            Err(FightError::DefenderOutOfAmmo)
        );
    }
}
