//! Nerve (1996, Nerve; playsheet, Nerve): when a character must test, how many dice he throws and
//! why, and whether he holds.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::class::Class;
use super::hits::{HitResult, Severity};
use super::pool::{count, roll_d6, roll_pool, Fraction};
use super::skills::Skill;
use super::{signed_dice, total_dice, Character, Reason};

/// Whether a character is "hurt real bad" by the hits he has taken this gunfight (grazes
/// included; the class decides whether they count).
///
/// Playsheet: a Citizen by any wound or graze; a Gunman/Young Blood by any two wounds; a
/// Shootist/Warrior by any three; a Legend/Mighty Warrior by any three, at least one serious.
pub fn hurt_real_bad(class: Class, hits: &[HitResult]) -> bool {
    let rule = class.info().hurt_real_bad;
    let wounds =
        hits.iter().filter(|h| h.severity().is_some() || (rule.grazes_count && **h == HitResult::Graze)).count();
    let serious = hits.iter().any(|h| h.severity() == Some(Severity::Serious));
    wounds >= usize::from(rule.wounds) && (serious || !rule.needs_serious)
}

/// "When half his side is down: either killed, seriously wounded, knocked out, surrendered, lost
/// their nerve, refused a challenge or left the table." Posse reads "half" as half or more of the
/// side as it started.
pub fn half_side_down(side: usize, down: usize) -> bool {
    side > 0 && down * 2 >= side
}

/// What is going on when a character tests his nerve. `{}` is a test with no Boss about, the
/// sides even, and no Terrifying enemy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FateNerveContext", optional_fields)]
pub struct NerveContext {
    /// His side has put more of the enemy down than it has lost.
    pub winning: bool,
    /// The level of Boss on his side (another man; his own Boss skill counts by itself), 0 if none.
    pub side_boss: u8,
    /// He is within six inches of that Boss.
    pub near_boss: bool,
    /// That Boss has lost his nerve.
    pub boss_lost_nerve: bool,
    /// The highest level of Terrifying among the enemy facing him, 0 if none.
    pub terrifying_enemy: u8,
}

/// How a nerve test is thrown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateNervePlan")]
pub struct NervePlan {
    /// Nerve dice after every modifier (0 or less: he cannot roll a 6).
    pub dice: i8,
    /// A White Knight "never loses his nerve": no roll.
    pub never_fails: bool,
    /// Lucky's re-rolls, taken on dice that are not 6s when no 6 came up.
    pub rerolls: u8,
    pub reasons: Vec<Reason>,
}

impl NervePlan {
    /// The dice thrown.
    pub fn thrown(&self) -> u8 {
        self.dice.max(0) as u8
    }
}

fn add(reasons: &mut Vec<Reason>, source: &str, n: i8, text: &str) {
    if n != 0 {
        reasons.push(Reason::dice(source, n, format!("{text}: {}", signed_dice(n))));
    }
}

/// Plans a nerve test.
///
/// Decisions where the texts are silent:
/// - Boss: a man within six inches of his Boss adds three dice whatever the Boss's level; the
///   doubled `*` doubles only the side-wide bonus. A Boss tests with his own +3. Once the Boss has
///   lost his nerve his bonus is gone and his friends test at −3.
/// - Terrifying enemies: the most Terrifying one counts, not each. Terrifying "causes fear* in
///   everyone, opponents subtract one* dice when testing nerve" (1996, Skills): the nerve penalty
///   is a clause apart, said of "opponents", not of those who fear him — and neither text lists a
///   nerve penalty among the effects of fear ("-1D6 when fighting/shooting at feared model";
///   testing nerve when challenged). So a man who fears no-one is spared the fear (no dice lost
///   shooting or fighting him) but not the −1 to his nerve (issue 21, item 10).
/// - With no dice left he cannot throw a 6, and loses his nerve (unless a White Knight).
pub fn plan_nerve(c: &Character, ctx: &NerveContext) -> NervePlan {
    let mut reasons = Vec::new();
    let r = &mut reasons;
    let base = c.class().nerve_dice() as i8;
    add(r, "class", base, &format!("{}: nerve dice", c.class().name()));
    add(r, "flesh_wounds", -(c.flesh_wounds() as i8), &format!("{} flesh wound(s)", c.flesh_wounds()));
    add(r, "serious_wounds", -2 * c.serious_wounds() as i8, &format!("{} serious wound(s)", c.serious_wounds()));
    if ctx.winning {
        add(r, "winning", 1, "His side has put more of the enemy down than it lost");
    }
    if c.has(Skill::Boss) {
        add(r, "boss", 3, "Boss: the Great Man himself");
    } else if ctx.boss_lost_nerve {
        add(r, "boss_lost_nerve", -3, "His Boss has lost his nerve");
    } else if ctx.side_boss > 0 {
        let bonus = if ctx.near_boss { 3 } else { ctx.side_boss as i8 };
        add(r, "boss", bonus, if ctx.near_boss { "Within six inches of his Boss" } else { "A Boss on his side" });
    }
    let level = |s: Skill| c.level(s) as i8;
    add(r, "nerves_of_steel", level(Skill::NervesOfSteel), &Skill::NervesOfSteel.label(c.level(Skill::NervesOfSteel)));
    add(r, "true_grit", 3 * level(Skill::TrueGrit), &Skill::TrueGrit.label(c.level(Skill::TrueGrit)));
    add(r, "nervous", -2 * level(Skill::Nervous), &Skill::Nervous.label(c.level(Skill::Nervous)));
    add(r, "yellow", -3 * level(Skill::Yellow), &Skill::Yellow.label(c.level(Skill::Yellow)));
    if ctx.terrifying_enemy > 0 {
        add(
            r,
            "terrifying",
            -(ctx.terrifying_enemy as i8),
            "A Terrifying enemy (\"opponents subtract one* dice when testing nerve\")",
        );
        if c.fears_no_one() {
            r.push(Reason::note(
                "fears_no_one",
                "Fears no-one: spared the Terrifying man's fear, not his −1 to nerve (a clause apart: \"opponents subtract one* dice when testing nerve\")",
            ));
        }
    }
    let never_fails = c.has(Skill::WhiteKnight);
    if never_fails {
        r.push(Reason::note("white_knight", "White Knight: he never loses his nerve"));
    }
    let rerolls = c.level(Skill::Lucky);
    if rerolls > 0 {
        r.push(Reason::note(
            "lucky",
            format!("{}: re-rolls {rerolls} die if no 6 comes up", Skill::Lucky.label(rerolls)),
        ));
    }
    let dice = total_dice(&reasons);
    NervePlan { dice, never_fails, rerolls, reasons }
}

/// A nerve test as thrown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateNerveRoll")]
pub struct NerveRoll {
    pub first: Vec<u8>,
    /// Lucky's re-rolls, as they fell.
    pub rerolled: Vec<u8>,
    /// "He must throw at least one 6, otherwise he has lost his nerve."
    pub passed: bool,
}

/// Throws a nerve test.
pub fn roll_nerve(plan: &NervePlan, rng: &mut impl Rng) -> NerveRoll {
    let first = roll_pool(plan.thrown(), rng);
    let mut passed = count(&first, 6) > 0;
    let mut rerolled = Vec::new();
    if !passed {
        rerolled = (0..plan.rerolls.min(plan.thrown())).map(|_| roll_d6(rng)).collect();
        passed = count(&rerolled, 6) > 0;
    }
    NerveRoll { first, rerolled, passed: passed || plan.never_fails }
}

/// The exact chance of holding: 1 − (5/6)^(n + re-rolls), the re-rolls being no more than the dice.
pub fn nerve_odds(plan: &NervePlan) -> Fraction {
    if plan.never_fails {
        return Fraction::ONE;
    }
    let n = u32::from(plan.thrown());
    let tries = n + u32::from(plan.rerolls).min(n);
    Fraction::new(5, 6).pow(tries).complement()
}

/// When a nerve test is due, for the table.
pub static NERVE_DUE: [(&str, &str); 3] = [
    ("Hurt real bad", "A Citizen suffers any wound or graze; a Gunman/Young Blood any two wounds; a Shootist/Warrior any three wounds; a Legend/Mighty Warrior any three wounds, at least one of which is serious."),
    ("Half his side is down", "Killed, seriously wounded, knocked out, surrendered, lost their nerve, refused a challenge or left the table."),
    ("The gamesmaster says so", "Whenever the gamesmaster thinks it appropriate (1996)."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::hits::{Location, Wound};
    use crate::rules::fate::test_character;

    fn dice(class: &str, skills: &[&str], ctx: NerveContext) -> i8 {
        plan_nerve(&test_character(class, skills), &ctx).dice
    }

    #[test]
    fn nerve_dice_by_class_and_modifier() {
        let none = NerveContext::default();
        assert_eq!(dice("citizen", &[], none), 3);
        assert_eq!(dice("mighty_warrior", &[], none), 6);
        assert_eq!(dice("gunman", &[], NerveContext { winning: true, ..none }), 5);
        let hurt = test_character("legend", &[]).with_wounds(vec![
            Wound::new(Severity::Flesh, Location::Legs),
            Wound::new(Severity::Serious, Location::Chest),
        ]);
        assert_eq!(plan_nerve(&hurt, &none).dice, 6 - 1 - 2);
    }

    #[test]
    fn skills_that_change_nerve_dice() {
        let none = NerveContext::default();
        assert_eq!(dice("gunman", &["true grit"], none), 7);
        assert_eq!(dice("gunman", &["very true grit"], none), 10);
        assert_eq!(dice("gunman", &["nerves of steel"], none), 5);
        assert_eq!(dice("gunman", &["nervous"], none), 2);
        assert_eq!(dice("gunman", &["very yellow"], none), -2);
        assert_eq!(dice("gunman", &["wildman"], none), 7, "a Wildman has True Grit");
        assert_eq!(dice("gunman", &["boss"], none), 7, "the Great Man himself");
        assert_eq!(dice("gunman", &[], NerveContext { side_boss: 2, ..none }), 6);
        assert_eq!(dice("gunman", &[], NerveContext { side_boss: 1, near_boss: true, ..none }), 7);
        assert_eq!(dice("gunman", &[], NerveContext { side_boss: 1, boss_lost_nerve: true, ..none }), 1);
        assert_eq!(dice("gunman", &[], NerveContext { terrifying_enemy: 2, ..none }), 2);
        // 1996, Skills: "Terrifying: causes fear* in everyone, opponents subtract one* dice when
        // testing nerve" and "True Grit: adds three* dice when testing nerve. Fears no-one": the
        // fearless still lose the die, a clause apart from the fear (issue 21, item 10).
        assert_eq!(dice("gunman", &["true grit"], NerveContext { terrifying_enemy: 2, ..none }), 4 + 3 - 2);
        let grit = plan_nerve(&test_character("gunman", &["true grit"]), &NerveContext { terrifying_enemy: 1, ..none });
        assert!(grit.reasons.iter().any(|r| r.source == "fears_no_one" && r.text.contains("not his −1")));
    }

    #[test]
    fn exact_odds_of_holding() {
        let none = NerveContext::default();
        let gunman = plan_nerve(&test_character("gunman", &[]), &none);
        assert_eq!(nerve_odds(&gunman), Fraction::new(671, 1296));
        let lucky = plan_nerve(&test_character("gunman", &["lucky"]), &none);
        assert_eq!(nerve_odds(&lucky), Fraction::new(5, 6).pow(5).complement());
        let knight = plan_nerve(&test_character("citizen", &["white knight", "very nervous"]), &none);
        assert!(knight.dice < 0 && knight.never_fails);
        assert_eq!(nerve_odds(&knight), Fraction::ONE);
        let broken = plan_nerve(&test_character("citizen", &["very yellow"]), &none);
        assert_eq!(nerve_odds(&broken), Fraction::ZERO);
    }

    #[test]
    fn when_a_test_is_due() {
        use HitResult::*;
        assert!(hurt_real_bad(Class::Citizen, &[Graze]));
        assert!(!hurt_real_bad(Class::Gunman, &[Graze, FleshWound]));
        assert!(hurt_real_bad(Class::YoungBlood, &[FleshWound, FleshWoundKnockedDown]));
        assert!(!hurt_real_bad(Class::Shootist, &[FleshWound, FleshWound]));
        assert!(hurt_real_bad(Class::Warrior, &[FleshWound, FleshWound, SeriousWound]));
        assert!(!hurt_real_bad(Class::Legend, &[FleshWound, FleshWound, FleshWound]));
        assert!(hurt_real_bad(Class::MightyWarrior, &[FleshWound, FleshWound, SeriousWoundKnockedOut]));
        assert!(half_side_down(4, 2) && !half_side_down(5, 2) && !half_side_down(0, 0));
    }
}
