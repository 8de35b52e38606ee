//! Action points: a gang's APs each turn (6 a figure and a random addition by the gang's size,
//! less a point a wound), the 4 held APs every gang starts a game with, the 12-a-figure cap,
//! civilians' 5 APs, and the AP cost of everything a figure does.

use std::collections::BTreeMap;

use rand::Rng;
use serde::Serialize;
use ts_rs::TS;

use super::percentile::{sum_of, Die};
use super::{Chance, Fraction, Inches};
use crate::error::ErrorCode;

/// "A gang's total AP's are equal to 6 times the number of figures in the gang plus a random
/// amount".
pub const AP_PER_FIGURE: u32 = 6;
/// "All gangs start a game with 4 held AP's."
pub const HELD_AT_START: u32 = 4;
/// "up to a maximum of 12pts per figure" (not counting opportunity fire or defending).
pub const MAX_PER_FIGURE: u32 = 12;
/// Civilians allocated to a gang "will only get 5 AP's per figure and do not get a roll for
/// additional AP's".
pub const CIVILIAN_AP: u32 = 5;
/// The most figures Posse works a budget out for (a gang of the text is a handful).
pub const MAX_FIGURES: u8 = 60;

/// A row of the "Random die rolls" table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwRandomAddition")]
pub struct RandomAddition {
    /// Figures from and to (`None`: and more).
    pub from: u8,
    pub to: Option<u8>,
    /// As the table prints it: "1 d3", "1 average", "2 d3".
    pub dice_text: &'static str,
    #[serde(skip)]
    #[ts(skip)]
    pub dice: &'static [Die],
}

/// MWW, Random die rolls: 1 – 3 figures 1 d3; 4 – 5 1 average; 6+ 2 d3.
pub static RANDOM_ADDITION: [RandomAddition; 3] = [
    RandomAddition { from: 1, to: Some(3), dice_text: "1 d3", dice: &[Die::D3] },
    RandomAddition { from: 4, to: Some(5), dice_text: "1 average", dice: &[Die::Average] },
    RandomAddition { from: 6, to: None, dice_text: "2 d3", dice: &[Die::D3, Die::D3] },
];

impl RandomAddition {
    /// "1 – 3", "6+".
    pub fn figures_text(&self) -> String {
        match self.to {
            Some(to) => format!("{} – {to}", self.from),
            None => format!("{}+", self.from),
        }
    }

    pub fn of(figures: u8) -> &'static RandomAddition {
        RANDOM_ADDITION
            .iter()
            .find(|r| figures >= r.from && r.to.is_none_or(|to| figures <= to))
            .unwrap_or(&RANDOM_ADDITION[0])
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApError {
    #[error("figures: a gang needs at least one figure to get action points")]
    NoFigures,
    #[error("figures: at most {MAX_FIGURES} figures, not {0}")]
    TooManyFigures(u32),
}

impl ErrorCode for ApError {
    fn code(&self) -> &'static str {
        match self {
            ApError::NoFigures => "no_figures",
            ApError::TooManyFigures(_) => "too_many_figures",
        }
    }
}

/// A gang's AP budget for a turn, worked out before the dice.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwApBudget")]
pub struct ApBudget {
    pub figures: u8,
    /// Wounds carried by the gang's figures.
    pub wounds: u32,
    /// Civilians allocated to the gang.
    pub civilians: u8,
    /// 6 × figures.
    pub base: u32,
    /// "1 d3", "1 average", "2 d3".
    pub dice: String,
    /// The faces of the dice rolled, for showing them.
    pub faces: Vec<Vec<u8>>,
    /// The least and most the gang's own figures can have.
    pub least: u32,
    pub most: u32,
    /// Every total the gang's figures can have, and its exact chance.
    pub distribution: Vec<BudgetChance>,
    /// 5 × civilians: theirs only, never rolled for.
    pub civilian_ap: u32,
    /// The 4 held APs a gang starts the game with.
    pub held_at_start: u32,
    /// At most 12 a figure spent in a turn (opportunity fire and defending aside).
    pub max_per_figure: u32,
    /// The rules that go with it, in words.
    pub lines: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwBudgetChance")]
pub struct BudgetChance {
    pub total: u32,
    pub chance: Chance,
}

fn dice_of(figures: u8) -> &'static [Die] {
    RandomAddition::of(figures).dice
}

/// Works out a gang's turn: `figures` on the table, `wounds` carried by them all, `civilians`
/// allocated to it. Decisions: the wound deduction never takes the gang below 0 APs; the figures
/// are those in play (the dead do not count).
pub fn budget(figures: u8, wounds: u32, civilians: u8) -> Result<ApBudget, ApError> {
    if figures == 0 {
        return Err(ApError::NoFigures);
    }
    if figures > MAX_FIGURES {
        return Err(ApError::TooManyFigures(u32::from(figures)));
    }
    let addition = RandomAddition::of(figures);
    let base = AP_PER_FIGURE * u32::from(figures);
    let mut totals: BTreeMap<u32, Fraction> = BTreeMap::new();
    for (sum, p) in sum_of(addition.dice, 1, base as i32) {
        let t = (sum - wounds as i32).max(0) as u32;
        let e = totals.entry(t).or_insert(Fraction::ZERO);
        *e = *e + p;
    }
    let distribution: Vec<BudgetChance> =
        totals.iter().map(|(total, p)| BudgetChance { total: *total, chance: (*p).into() }).collect();
    let least = *totals.keys().next().expect("dice give totals");
    let most = *totals.keys().last().expect("dice give totals");
    let mut lines = vec![
        format!("{figures} figure{} × 6 = {base} APs", if figures == 1 { "" } else { "s" }),
        format!(
            "Random addition ({} figures): {}, rolled at the start of every turn",
            addition.figures_text(),
            addition.dice_text
        ),
    ];
    if wounds > 0 {
        lines.push(format!(
            "−{wounds} for {wounds} wound{} in the gang, every turn",
            if wounds == 1 { "" } else { "s" }
        ));
    }
    lines.push(format!("At most {MAX_PER_FIGURE} APs a figure in a turn, not counting opportunity fire or defending"));
    lines.push(format!(
        "{HELD_AT_START} held APs at the start of the game; held APs are lost before the gang allocates its next turn"
    ));
    if civilians > 0 {
        lines.push(format!(
            "{civilians} civilian{}: {} APs (5 each, no roll), for the civilians only",
            if civilians == 1 { "" } else { "s" },
            CIVILIAN_AP * u32::from(civilians)
        ));
    }
    Ok(ApBudget {
        figures,
        wounds,
        civilians,
        base,
        dice: addition.dice_text.to_string(),
        faces: addition.dice.iter().map(|d| d.faces().to_vec()).collect(),
        least,
        most,
        distribution,
        civilian_ap: CIVILIAN_AP * u32::from(civilians),
        held_at_start: HELD_AT_START,
        max_per_figure: MAX_PER_FIGURE,
        lines,
    })
}

/// A turn's budget as rolled.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwApRoll")]
pub struct ApRoll {
    pub budget: ApBudget,
    /// The random addition's dice as they fell.
    pub dice: Vec<u8>,
    pub addition: u32,
    /// The gang's figures' APs this turn.
    pub total: u32,
    /// "6 × 3 + 3 (1 d3) = 21 APs".
    pub sum: String,
}

/// The gang's APs for a turn, the dice given (as rolled at the table or by Posse).
pub fn total_for(budget: &ApBudget, dice: &[u8]) -> u32 {
    let addition: u32 = dice.iter().map(|d| u32::from(*d)).sum();
    (budget.base + addition).saturating_sub(budget.wounds)
}

pub fn roll_budget(budget: ApBudget, rng: &mut impl Rng) -> ApRoll {
    let dice: Vec<u8> = dice_of(budget.figures).iter().map(|d| d.roll(rng)).collect();
    let addition: u32 = dice.iter().map(|d| u32::from(*d)).sum();
    let total = total_for(&budget, &dice);
    let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
    let wounds = if budget.wounds > 0 { format!(" − {} (wounds)", budget.wounds) } else { String::new() };
    let sum =
        format!("6 × {} + {} ({}: {}){wounds} = {total} APs", budget.figures, addition, budget.dice, shown.join(" + "));
    ApRoll { budget, dice, addition, total, sum }
}

/// A section of the AP cost table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwCostSection")]
pub enum CostSection {
    Movement,
    ShootingFighting,
    Actions,
}

impl CostSection {
    pub fn name(self) -> &'static str {
        match self {
            CostSection::Movement => "Movement",
            CostSection::ShootingFighting => "Shooting / Fighting",
            CostSection::Actions => "Actions",
        }
    }
}

/// One line of the AP cost table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwApCost")]
pub struct ApCost {
    pub section: CostSection,
    pub id: &'static str,
    /// As the table prints it.
    pub action: &'static str,
    /// As the table prints it: "1 per inch", "d3 + 1", "4".
    pub cost: &'static str,
    /// The table's note beside the cost, if any.
    pub note: &'static str,
    /// A fixed cost in APs, where the cost is one.
    pub fixed: Option<u8>,
}

const fn c(
    section: CostSection,
    id: &'static str,
    action: &'static str,
    cost: &'static str,
    note: &'static str,
    fixed: Option<u8>,
) -> ApCost {
    ApCost { section, id, action, cost, note, fixed }
}

use CostSection::{Actions as A, Movement as M, ShootingFighting as S};

/// MWW "Action Point Costs" and tables v4 "Action Point Costs v4": the same, line for line.
/// "*Any passengers must deduct half of the distance moved from their A.P allocation for the turn".
///
/// Decision: the text's worked example ("Figure one aims and shoots once, costing 6 AP's") was
/// worked with an older cost; both cost tables say Aim + Shoot costs 7, and 7 stands. With it the
/// example's gang has 1 AP left, not 2.
pub static AP_COSTS: [ApCost; 23] = [
    c(M, "walk", "Walk", "1 per inch", "", None),
    c(M, "crawl", "Crawl", "2 per inch", "", None),
    c(M, "cross_low_obstacle", "Cross Low obstacle (10-15mm)", "1", "", Some(1)),
    c(M, "cross_high_obstacle", "Cross High obstacle (16-30mm)", "d3 + 1", "", None),
    c(M, "climb", "Climb up/down", "2 per inch", "", None),
    c(M, "mounted", "Mounted", "1 per 2\" moved", "", None),
    c(M, "wagon", "Wagon / Stage*", "1 per inch", "", None),
    c(M, "mount_dismount", "Mount/Dismount", "3", "", Some(3)),
    c(M, "stand", "Stand from prone", "3", "", Some(3)),
    c(S, "shoot", "Shoot", "2", "", Some(2)),
    c(S, "aim_shoot", "Aim + Shoot", "7", "", Some(7)),
    c(
        S,
        "opportunity_fire",
        "Opportunity fire",
        "4",
        "Only if target moved or fired (Max of 1 shot per figure)",
        Some(4),
    ),
    c(S, "throw", "Throw something", "4", "", Some(4)),
    c(S, "change_weapon", "Change weapon", "1", "", Some(1)),
    c(S, "lasso", "Lasso (Use)", "5", "(only 1 attempt per turn)", Some(5)),
    c(S, "hand_to_hand", "Hand to Hand", "1 – 3", "(minimum 1pt) Cannot start a fight with 3 or more wounds", None),
    c(A, "lasso_free", "Lasso (get free)", "1 d6", "", None),
    c(A, "load", "Load 1 bullet", "2", "", Some(2)),
    c(A, "pick_up", "Pick up/put down object", "2", "", Some(2)),
    c(A, "door", "Open/close door or window", "1", "", Some(1)),
    c(A, "tip_light", "Tip table/chair – Light dynamite", "1", "", Some(1)),
    c(A, "tie_horse", "Tie up/un-tie a horse", "2", "", Some(2)),
    c(A, "tie_figure", "Tie up/un-tie a figure", "6", "", Some(6)),
];

/// The note under the cost table.
pub const PASSENGERS: &str =
    "*Any passengers must deduct half of the distance moved from their A.P allocation for the turn";

/// A kind of movement that costs by distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movement {
    Walk,
    Crawl,
    Climb,
    Mounted,
    Wagon,
}

/// What moving `distance` costs. Decision: a part inch costs as a whole one (2.5" walked is 3
/// APs), and a mounted move's part of 2" as a whole 2" (5" is 3 APs), as players count APs in
/// whole points.
pub fn movement_cost(movement: Movement, distance: Inches) -> u32 {
    let tenths = u32::from(distance.0);
    match movement {
        Movement::Walk | Movement::Wagon => tenths.div_ceil(10),
        Movement::Crawl | Movement::Climb => 2 * tenths.div_ceil(10),
        Movement::Mounted => tenths.div_ceil(20),
    }
}

/// What a passenger deducts from his allocation: half the distance the wagon moved. Decision:
/// rounded up, as the text's only other rounding (cover's) is.
pub fn passenger_cost(distance: Inches) -> u32 {
    u32::from(distance.0).div_ceil(10).div_ceil(2)
}

/// A fixed cost from the table, by id.
pub fn cost(id: &str) -> Option<u8> {
    AP_COSTS.iter().find(|c| c.id == id).and_then(|c| c.fixed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn three_figures_no_wounds_rolling_3_have_21_aps() {
        // MWW, "Example - A group of 3 figures with no wounds": "The gang roll 3 using 1 d3, giving
        // them a total of 21 AP's."
        let b = budget(3, 0, 0).unwrap();
        assert_eq!(b.dice, "1 d3");
        assert_eq!(total_for(&b, &[3]), 21);
        assert_eq!((b.least, b.most), (19, 21));
        assert!(b.distribution.iter().all(|d| d.chance.probability == Fraction::new(1, 3)));
        // The example's spending, on today's costs: aim + shoot 7; 6" and two shots 10; 3" 3.
        let spent = u32::from(cost("aim_shoot").unwrap())
            + movement_cost(Movement::Walk, Inches::whole(6))
            + 2 * u32::from(cost("shoot").unwrap())
            + movement_cost(Movement::Walk, Inches::whole(3));
        assert_eq!(spent, 20);
        let left = 21 - spent;
        assert!(left < u32::from(cost("opportunity_fire").unwrap()), "no opportunity fire left");
        assert!(left <= 3, "the rest may go into hand to hand");
    }

    #[test]
    fn five_figures_with_two_wounds_roll_the_average_die() {
        let b = budget(5, 2, 0).unwrap();
        assert_eq!(b.dice, "1 average");
        let d: Vec<(u32, Fraction)> = b.distribution.iter().map(|d| (d.total, d.chance.probability)).collect();
        assert_eq!(
            d,
            vec![
                (30, Fraction::new(1, 6)),
                (31, Fraction::new(1, 3)),
                (32, Fraction::new(1, 3)),
                (33, Fraction::new(1, 6))
            ]
        );
        assert!(b.lines.iter().any(|l| l == "−2 for 2 wounds in the gang, every turn"));
    }

    #[test]
    fn six_figures_roll_2d3_and_wounds_never_go_below_nothing() {
        let b = budget(6, 0, 2).unwrap();
        assert_eq!(b.dice, "2 d3");
        assert_eq!((b.least, b.most), (38, 42));
        assert_eq!(b.distribution[2].chance.probability, Fraction::new(3, 9));
        assert_eq!(b.civilian_ap, 10);
        let hurt = budget(1, 20, 0).unwrap();
        assert_eq!((hurt.least, hurt.most), (0, 0));
        assert_eq!(budget(0, 0, 0).unwrap_err(), ApError::NoFigures);
        assert_eq!(budget(61, 0, 0).unwrap_err().code(), "too_many_figures");
    }

    #[test]
    fn the_exact_distribution_matches_seeded_rolls() {
        for (figures, wounds) in [(3, 0), (5, 2), (8, 1)] {
            let b = budget(figures, wounds, 0).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(figures));
            let n = 200_000;
            let mut counts = std::collections::BTreeMap::new();
            for _ in 0..n {
                *counts.entry(roll_budget(b.clone(), &mut rng).total).or_insert(0u32) += 1;
            }
            assert_eq!(counts.len(), b.distribution.len(), "{figures} figures");
            for d in &b.distribution {
                let seen = f64::from(counts[&d.total]) / f64::from(n);
                assert!((seen - d.chance.probability.to_f64()).abs() < 0.005, "{figures}: {} APs {seen}", d.total);
            }
        }
    }

    #[test]
    fn a_rolled_budget_shows_its_dice() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let roll = roll_budget(budget(3, 1, 0).unwrap(), &mut rng);
        assert_eq!(roll.dice.len(), 1);
        assert_eq!(roll.total, 18 + roll.addition - 1);
        assert!(
            roll.sum.starts_with("6 × 3 + ") && roll.sum.ends_with(&format!("= {} APs", roll.total)),
            "{}",
            roll.sum
        );
    }

    #[test]
    fn movement_costs_read_the_table() {
        assert_eq!(movement_cost(Movement::Walk, Inches(25)), 3);
        assert_eq!(movement_cost(Movement::Crawl, Inches::whole(2)), 4);
        assert_eq!(movement_cost(Movement::Mounted, Inches::whole(12)), 6);
        assert_eq!(movement_cost(Movement::Mounted, Inches::whole(5)), 3);
        assert_eq!(passenger_cost(Inches::whole(9)), 5);
        assert_eq!(cost("tie_figure"), Some(6));
        assert_eq!(cost("walk"), None);
    }
}
