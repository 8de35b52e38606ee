//! How close a deck comes to true dice, column by column: `posse deck twtw --stats`.
//!
//! Each column lists, for every value, the count the deck holds beside the count ideal dice would
//! give in 54 draws, and a chi-square over bins merged until each expects at least five cards
//! (the usual condition for the test), with its degrees of freedom and the 95% critical value: a
//! column whose chi-square is below it cannot be told from real dice by 54 draws.

use serde::Serialize;
use ts_rs::TS;

use super::card::{ActionCard, BURSTS, DECK_SIZE};
use super::deck::Deck;
use super::die::{Die, Pool, CAUSE_ROWS, EFFECT_ROWS};
use super::location::STANDARD_FREQUENCIES;

/// One value of a column.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwStatBin")]
pub struct Bin {
    /// The value as printed: "7", "Left leg", "−1".
    pub label: String,
    /// Cards of the deck showing it.
    pub actual: u32,
    /// Cards ideal dice would give in 54 draws.
    pub expected: f64,
}

/// One column of the deck against its dice.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwColumnStats")]
pub struct ColumnStats {
    /// `cause.d10.3` (best of three d10), `effect.d8.5`, `burst.10`, `location`, …
    pub id: String,
    /// "3d10: the best face", "(5)8".
    pub title: String,
    pub bins: Vec<Bin>,
    pub chi_square: f64,
    pub degrees_of_freedom: u32,
    /// The chi-square value ideal dice exceed one time in twenty.
    pub critical_95: f64,
    /// For a cause column: critical failures expected and held.
    pub critical_failures: Option<Bin>,
}

impl ColumnStats {
    fn new(id: String, title: String, bins: Vec<Bin>) -> ColumnStats {
        let (chi_square, degrees_of_freedom) = chi_square(&bins);
        ColumnStats {
            id,
            title,
            bins,
            chi_square,
            degrees_of_freedom,
            critical_95: critical_95(degrees_of_freedom),
            critical_failures: None,
        }
    }

    /// Whether the deck passes for real dice at the 95% level.
    pub fn passes(&self) -> bool {
        self.chi_square <= self.critical_95 + 1e-9
    }
}

/// Every column of a deck.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwDeckStats")]
pub struct DeckStats {
    #[ts(type = "number")]
    pub seed: u64,
    pub columns: Vec<ColumnStats>,
}

/// The chi-square of `bins`, merged in order until each expects at least 5, and its degrees of
/// freedom (merged bins − 1). A column with a single bin has none, and a chi-square of 0.
pub fn chi_square(bins: &[Bin]) -> (f64, u32) {
    let mut merged: Vec<(f64, f64)> = Vec::new();
    let mut acc = (0.0, 0.0);
    for b in bins {
        acc.0 += f64::from(b.actual);
        acc.1 += b.expected;
        if acc.1 >= 5.0 - 1e-9 {
            merged.push(acc);
            acc = (0.0, 0.0);
        }
    }
    if acc.1 > 0.0 || acc.0 > 0.0 {
        match merged.last_mut() {
            Some(last) => {
                last.0 += acc.0;
                last.1 += acc.1;
            }
            None => merged.push(acc),
        }
    }
    if merged.len() < 2 {
        return (0.0, 0);
    }
    let chi = merged.iter().map(|(o, e)| (o - e) * (o - e) / e).sum();
    (chi, merged.len() as u32 - 1)
}

/// The 95% point of chi-square with `k` degrees of freedom (Wilson–Hilferty; within 1% for the
/// small `k` a deck gives).
pub fn critical_95(k: u32) -> f64 {
    if k == 0 {
        return 0.0;
    }
    let k = f64::from(k);
    let z = 1.644_853_626_951_472_2;
    let a = 2.0 / (9.0 * k);
    k * (1.0 - a + z * a.sqrt()).powi(3)
}

fn count(cards: &[ActionCard], f: impl Fn(&ActionCard) -> bool) -> u32 {
    cards.iter().filter(|c| f(c)).count() as u32
}

fn expected(p: f64) -> f64 {
    p * DECK_SIZE as f64
}

/// Every column of `deck`, compared with its dice.
pub fn deck_stats(deck: &Deck) -> DeckStats {
    let cards = &deck.cards;
    let mut columns = Vec::new();
    for die in Die::ALL {
        for n in 1..=CAUSE_ROWS {
            let pool = Pool::new(n, die);
            let bins = pool
                .best_distribution()
                .into_iter()
                .map(|(face, p)| Bin {
                    label: face.to_string(),
                    actual: count(cards, |c| c.cause_cells(pool).iter().map(|x| x.face).max() == Some(face)),
                    expected: expected(p.to_f64()),
                })
                .collect();
            let title = if n == 1 { format!("1{die}: the face") } else { format!("{n}{die}: the best face") };
            let mut stats = ColumnStats::new(format!("cause.{die}.{n}"), title, bins);
            stats.critical_failures = Some(Bin {
                label: "CF".to_string(),
                actual: count(cards, |c| c.cause_cells(pool)[usize::from(n) - 1].critical_failure),
                expected: expected(pool.critical_failure_chance().to_f64()),
            });
            columns.push(stats);
        }
    }
    for die in Die::ALL {
        for n in 1..=EFFECT_ROWS {
            let pool = Pool::new(n, die);
            let bins = pool
                .sum_distribution()
                .into_iter()
                .map(|(sum, p)| Bin {
                    label: sum.to_string(),
                    actual: count(cards, |c| c.effect_cell(pool).value == sum),
                    expected: expected(p.to_f64()),
                })
                .collect();
            columns.push(ColumnStats::new(format!("effect.{die}.{n}"), pool.effect_label(), bins));
        }
    }
    for (i, burst) in BURSTS.iter().enumerate() {
        let n = u32::from(*burst) - 1;
        let bins = (0..=n)
            .map(|k| Bin {
                label: (k + 1).to_string(),
                actual: count(cards, |c| u32::from(c.bursts[i].hits) == k + 1),
                expected: expected(super::die::binomial(n, k) as f64 / 2f64.powi(n as i32)),
            })
            .collect();
        columns.push(ColumnStats::new(format!("burst.{burst}"), format!("Burst {burst}: hits"), bins));
    }
    let bins = STANDARD_FREQUENCIES
        .iter()
        .map(|(l, n)| Bin {
            label: l.name().to_string(),
            actual: count(cards, |c| c.standard_location() == *l),
            expected: f64::from(*n),
        })
        .collect();
    columns.push(ColumnStats::new("location".to_string(), "Standard hit location".to_string(), bins));
    let bins = (-2i8..=2)
        .map(|v| Bin {
            label: format!("{v:+}").replace("+0", "0"),
            actual: count(cards, |c| c.penetration == v),
            expected: expected(f64::from(3 - v.unsigned_abs()) / 9.0),
        })
        .collect();
    columns.push(ColumnStats::new("penetration".to_string(), "Penetration shield".to_string(), bins));
    let uniform = |id: &str, title: &str, faces: std::ops::RangeInclusive<u8>, read: &dyn Fn(&ActionCard) -> u8| {
        let k = f64::from(faces.end() - faces.start() + 1);
        let bins = faces
            .map(|f| Bin { label: f.to_string(), actual: count(cards, |c| read(c) == f), expected: expected(1.0 / k) })
            .collect();
        ColumnStats::new(id.to_string(), title.to_string(), bins)
    };
    columns.push(uniform("scatter.clock", "Scatter clock", 1..=12, &|c| c.scatter.clock));
    columns.push(uniform("scatter.step", "Scatter step", 1..=6, &|c| c.scatter.step));
    let bins = (1..=9u8)
        .map(|v| Bin {
            label: v.to_string(),
            actual: count(cards, |c| c.unintended.contains(&v)),
            expected: expected(1.0 / 3.0),
        })
        .collect();
    columns.push(ColumnStats::new(
        "unintended".to_string(),
        "Unintended targets: cards showing each number".to_string(),
        bins,
    ));
    let mut bins = vec![Bin {
        label: "blank".to_string(),
        actual: count(cards, |c| c.wrench.is_none()),
        expected: f64::from(DECK_SIZE as u32 - 9),
    }];
    bins.extend((0..9u8).map(|w| Bin {
        label: w.to_string(),
        actual: count(cards, |c| c.wrench == Some(w)),
        expected: 1.0,
    }));
    columns.push(ColumnStats::new("wrench".to_string(), "Wrench".to_string(), bins));
    DeckStats { seed: deck.seed, columns }
}
