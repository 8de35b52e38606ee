//! Challenges, duels and fast draws (1996, "Challenges, Duels and Fast Draws" and Backshooting):
//! how many fast-draw dice a man throws and why, who fires first, and the exact odds of a draw
//! between two men.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::pool::{binomial, count, roll_pool, Chance, Fraction};
use super::skills::Skill;
use super::{signed_dice, total_dice, Character, Reason};

/// Which way a man faces his opponent when the draw begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateFacing")]
pub enum Facing {
    #[default]
    Facing,
    /// "Sideways To Opponent −1".
    Sideways,
    /// "Back To Opponent −3" (challenged from behind).
    Back,
}

/// How a fast draw is thrown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateDrawPlan")]
pub struct DrawPlan {
    pub name: String,
    /// Fast-draw dice after every modifier (0 or less: no dice, he cannot draw first unless his
    /// opponent has none either).
    pub dice: i8,
    /// Lucky's re-rolls, taken on dice below his best face.
    pub rerolls: u8,
    pub reasons: Vec<Reason>,
}

impl DrawPlan {
    pub fn thrown(&self) -> u8 {
        self.dice.max(0) as u8
    }
}

fn add(reasons: &mut Vec<Reason>, source: &str, n: i8, text: &str) {
    if n != 0 {
        reasons.push(Reason::dice(source, n, format!("{text}: {}", signed_dice(n))));
    }
}

/// Plans a man's fast draw.
///
/// Decisions where the 1996 text is silent: "Wounded Firing Arm" is any wound, flesh or serious,
/// to the arm of his shooting hand; hatred and fear change no fast-draw dice (the text gives them
/// for shooting and fighting only); Charmed and Cursed re-rolls are spent by the players and are
/// not counted.
pub fn plan_draw(c: &Character, facing: Facing) -> DrawPlan {
    let mut reasons = Vec::new();
    let r = &mut reasons;
    add(r, "class", c.class().fast_draw_dice() as i8, &format!("{}: fast-draw dice", c.class().name()));
    let level = |s: Skill| c.level(s) as i8;
    let label = |s: Skill| s.label(c.level(s));
    add(r, "fast_draw", 3 * level(Skill::FastDraw), &label(Skill::FastDraw));
    add(r, "quick_shot", 3 * level(Skill::QuickShot), &label(Skill::QuickShot));
    add(r, "swift", level(Skill::Swift), &label(Skill::Swift));
    add(r, "nervous", -3 * level(Skill::Nervous), &label(Skill::Nervous));
    add(r, "slow", -level(Skill::Slow), &label(Skill::Slow));
    add(r, "serious_wounds", -(c.serious_wounds() as i8), &format!("{} serious wound(s)", c.serious_wounds()));
    if c.wounded_in(c.hand().arm()) {
        add(r, "firing_arm", -1, "Wounded firing arm");
    }
    match facing {
        Facing::Facing => {}
        Facing::Sideways => add(r, "sideways", -1, "Sideways to opponent"),
        Facing::Back => add(r, "back", -3, "Back to opponent"),
    }
    let rerolls = c.level(Skill::Lucky);
    if rerolls > 0 {
        r.push(Reason::note(
            "lucky",
            format!("{}: re-rolls {rerolls} of his lowest dice", Skill::Lucky.label(rerolls)),
        ));
    }
    if c.has(Skill::Slow) {
        r.push(Reason::note("slow", "Slow: may not use an action card"));
    }
    let dice = total_dice(&reasons);
    DrawPlan { name: c.name().to_string(), dice, rerolls, reasons }
}

/// Who fires first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateDrawOutcome")]
pub enum DrawOutcome {
    First,
    Second,
    /// "If both duellists roll the same number of 6's, they fire simultaneously."
    Together,
}

/// Who of two throws fires first: "The character who rolls the most 6's fires first, if both
/// duellists roll the same number of 6's, they fire simultaneously. If neither rolls any 6's, then
/// see who rolled the most 5's, and so on!" — read as: at the highest face either man rolled, more
/// of it wins and the same number is simultaneous. If neither threw a die, they fire together.
pub fn who_draws_first(first: &[u8], second: &[u8]) -> DrawOutcome {
    for face in (1..=6).rev() {
        let (a, b) = (count(first, face), count(second, face));
        if a > b {
            return DrawOutcome::First;
        }
        if b > a {
            return DrawOutcome::Second;
        }
        if a > 0 {
            return DrawOutcome::Together;
        }
    }
    DrawOutcome::Together
}

/// A draw as thrown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateDrawRoll")]
pub struct DrawRoll {
    pub first: Vec<u8>,
    /// The dice that stand, after Lucky's re-rolls.
    pub dice: Vec<u8>,
}

/// Throws a fast draw. Lucky re-rolls his lowest dice that are below his best face (which can
/// only help him).
pub fn roll_draw(plan: &DrawPlan, rng: &mut impl Rng) -> DrawRoll {
    let first = roll_pool(plan.thrown(), rng);
    let mut dice = first.clone();
    let top = first.iter().copied().max().unwrap_or(0);
    let mut below: Vec<usize> = (0..dice.len()).filter(|i| dice[*i] < top).collect();
    below.sort_by_key(|i| dice[*i]);
    for i in below.into_iter().take(usize::from(plan.rerolls)) {
        dice[i] = super::pool::roll_d6(rng);
    }
    DrawRoll { first, dice }
}

/// A throw reduced to what decides a draw: its highest face and how many dice show it (`None`:
/// no dice thrown).
type Top = Option<(u8, u8)>;

/// The exact chance of each [`Top`] of `n` dice: C(n, c)·(f − 1)^(n − c) / 6^n for highest face
/// `f` shown by `c` dice.
fn tops(n: u8) -> Vec<(Top, Fraction)> {
    if n == 0 {
        return vec![(None, Fraction::ONE)];
    }
    let n = u32::from(n);
    let mut out = Vec::new();
    for f in 1..=6u32 {
        for c in 1..=n {
            let ways = binomial(n, c) * u128::from(f - 1).pow(n - c);
            if ways > 0 {
                out.push((Some((f as u8, c as u8)), Fraction::new(ways, 6u128.pow(n))));
            }
        }
    }
    out
}

/// The exact chance of each [`Top`] of a plan's throw, Lucky's re-rolls included.
fn draw_distribution(plan: &DrawPlan) -> Vec<(Top, Fraction)> {
    let n = plan.thrown();
    let mut out: Vec<(Top, Fraction)> = Vec::new();
    let mut put = |top: Top, p: Fraction| match out.iter_mut().find(|(t, _)| *t == top) {
        Some((_, q)) => *q = *q + p,
        None => out.push((top, p)),
    };
    for (top, p) in tops(n) {
        let Some((f, c)) = top else {
            put(None, p);
            continue;
        };
        let r = plan.rerolls.min(n - c);
        for (again, q) in tops(r) {
            let combined = match again {
                Some((f2, c2)) if f2 > f => Some((f2, c2)),
                Some((f2, c2)) if f2 == f => Some((f, c + c2)),
                _ => Some((f, c)),
            };
            put(combined, p * q);
        }
    }
    out
}

fn compare(a: Top, b: Top) -> DrawOutcome {
    match (a, b) {
        (None, None) => DrawOutcome::Together,
        (Some(_), None) => DrawOutcome::First,
        (None, Some(_)) => DrawOutcome::Second,
        (Some((fa, ca)), Some((fb, cb))) => match (fa.cmp(&fb), ca.cmp(&cb)) {
            (std::cmp::Ordering::Greater, _) => DrawOutcome::First,
            (std::cmp::Ordering::Less, _) => DrawOutcome::Second,
            (_, std::cmp::Ordering::Greater) => DrawOutcome::First,
            (_, std::cmp::Ordering::Less) => DrawOutcome::Second,
            _ => DrawOutcome::Together,
        },
    }
}

/// The exact odds of who fires first.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateDuelOdds")]
pub struct DuelOdds {
    pub first: DrawPlan,
    pub second: DrawPlan,
    /// The first man fires first.
    pub first_fires_first: Chance,
    pub second_fires_first: Chance,
    pub together: Chance,
    /// Who is favoured: the name of the likelier to fire first, or `None` if it is even.
    pub favoured: Option<String>,
}

/// The exact odds of a draw between two plans, by going through every way each throw can fall.
pub fn duel_odds(first: &DrawPlan, second: &DrawPlan) -> DuelOdds {
    let (a, b) = (draw_distribution(first), draw_distribution(second));
    let mut p = [Fraction::ZERO; 3];
    for (ta, pa) in &a {
        for (tb, pb) in &b {
            let i = compare(*ta, *tb) as usize;
            p[i] = p[i] + *pa * *pb;
        }
    }
    let favoured = match p[0].cmp(&p[1]) {
        std::cmp::Ordering::Greater => Some(first.name.clone()),
        std::cmp::Ordering::Less => Some(second.name.clone()),
        std::cmp::Ordering::Equal => None,
    };
    DuelOdds {
        first: first.clone(),
        second: second.clone(),
        first_fires_first: p[0].into(),
        second_fires_first: p[1].into(),
        together: p[2].into(),
        favoured,
    }
}

/// The exact chance of a plan's highest face and its count, for tests and the desktop app's bars.
pub fn draw_tops(plan: &DrawPlan) -> Vec<(Option<(u8, u8)>, Fraction)> {
    draw_distribution(plan)
}

/// How a duel runs, for the table.
pub static DUEL_RULES: [(&str, &str); 8] = [
    ("When", "An opponent in his arc is seen going for his gun; a challenge to a duel; a gentlemanly challenge from behind instead of a backshot."),
    ("Challenge", "An action: call out one or more enemies within 18\". Those accepting must have a six gun (friends close by may pass one), discard rifles and rise to their feet."),
    ("During the duel", "Duellists may only Pass, Move directly towards an opponent or Fast Draw; facing several, draw against the fastest. Nobody may interfere."),
    ("Fast-draw dice", "Citizen 3, Gunman 4, Shootist 5, Legend 6 (as for nerve). Each serious wound −1, wounded firing arm −1, sideways to opponent −1, back to opponent −3."),
    ("Who fires first", "Most 6s fires first; the same number of 6s fire together; if neither rolled a 6, most 5s, and so on."),
    ("Firing", "The winner fires (deliberately or blazing away), then his opponent if still standing; if both still stand, throw again."),
    ("The winner", "Once a duellist is killed, knocked out or knocked down the duel is over: the winner at once makes two actions."),
    ("Refusing", "All his enemies hate him for the rest of the gunfight, those who feared him no longer do; no experience or skills for this gunfight."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::hits::{Location, Severity, Wound};
    use crate::rules::fate::test_character;

    #[test]
    fn fast_draw_dice_by_class_and_modifier() {
        let dice =
            |class: &str, skills: &[&str], facing: Facing| plan_draw(&test_character(class, skills), facing).dice;
        assert_eq!(dice("citizen", &[], Facing::Facing), 3);
        assert_eq!(dice("legend", &[], Facing::Facing), 6);
        assert_eq!(dice("shootist", &["quick shot", "very strong"], Facing::Facing), 8);
        assert_eq!(dice("gunman", &["very fast draw"], Facing::Facing), 10);
        assert_eq!(dice("gunman", &["swift"], Facing::Sideways), 4);
        assert_eq!(dice("gunman", &["nervous", "slow"], Facing::Back), 4 - 3 - 1 - 3);
        let hurt = test_character("legend", &[]).with_wounds(vec![
            Wound::new(Severity::Flesh, Location::RightArm),
            Wound::new(Severity::Serious, Location::Legs),
        ]);
        assert_eq!(plan_draw(&hurt, Facing::Facing).dice, 6 - 1 - 1);
    }

    #[test]
    fn the_highest_face_decides() {
        assert_eq!(who_draws_first(&[6, 1], &[5, 5, 5]), DrawOutcome::First);
        assert_eq!(who_draws_first(&[6, 6], &[6, 1]), DrawOutcome::First);
        assert_eq!(who_draws_first(&[6, 1], &[6, 5]), DrawOutcome::Together, "same number of 6s");
        assert_eq!(who_draws_first(&[5, 5], &[5, 3, 3]), DrawOutcome::First);
        assert_eq!(who_draws_first(&[2], &[4]), DrawOutcome::Second);
        assert_eq!(who_draws_first(&[], &[1]), DrawOutcome::Second);
        assert_eq!(who_draws_first(&[], &[]), DrawOutcome::Together);
    }

    #[test]
    fn a_one_die_duel_is_even_and_odds_add_up() {
        let one = |name: &str| DrawPlan { name: name.to_string(), dice: 1, rerolls: 0, reasons: Vec::new() };
        let odds = duel_odds(&one("A"), &one("B"));
        assert_eq!(odds.first_fires_first.probability, Fraction::new(15, 36));
        assert_eq!(odds.together.probability, Fraction::new(6, 36));
        assert_eq!(odds.favoured, None);
        let legend = plan_draw(&test_character("legend", &["lucky"]), Facing::Facing);
        let gunman = plan_draw(&test_character("gunman", &[]), Facing::Back);
        let odds = duel_odds(&legend, &gunman);
        let total =
            odds.first_fires_first.probability + odds.second_fires_first.probability + odds.together.probability;
        assert_eq!(total, Fraction::ONE);
        assert_eq!(odds.favoured.as_deref(), Some(legend.name.as_str()));
        let sum: Fraction = draw_tops(&legend).iter().map(|(_, p)| *p).sum();
        assert_eq!(sum, Fraction::ONE);
    }
}
