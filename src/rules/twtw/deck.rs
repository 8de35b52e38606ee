//! The 54-card action deck, generated: `posse deck twtw --seed N`.
//!
//! The published deck imitated dice; its values are lost with its pictures. Posse generates a
//! deck whose every column follows the true distribution of its dice as closely as 54 cards
//! allow, and keeps the cards the chapter shows ([`super::chapter`]):
//!
//! - **cause grid**: each cell is one die face; each row's 54 faces come out in equal counts (a
//!   d8 face 6 or 7 times), and the best of the first n rows and the critical failures of each
//!   pool are brought to their true chances by swapping faces between cards ([`super::balance`]);
//! - **effect grid**: each row is the running total of one more die; each die position is
//!   balanced like a cause row, the totals of every row brought to the true sum of n dice;
//! - **bursts**: of 3, 6 and 10 rounds fired, the first hits (the check hit) and each further
//!   round hits on an even chance — the texts give only "burst value → hits"; Posse's reading is
//!   documented at [`burst_rule`]. The three results of a card grow together (more rounds, never
//!   fewer hits);
//! - **hit locations**: the standard locations exactly as [`STANDARD_FREQUENCIES`]; the other
//!   three entries a step up, two up and one down the body ([`super::location::steps_up`]);
//! - **penetration** shield −2 … +2 on 6, 12, 18, 12 and 6 cards (the difference of two d3: the
//!   texts give the range only; cards 5 and 29 both read 0, the commonest);
//! - **wrench**: nine cards, numbered 0 to 8 (see [`WRENCH_RULE`]);
//! - **scatter**: the clock 1–12 as equal as 54 allows, the step 1–6 on 9 cards each;
//! - **unintended targets**: three figures a card, three different numbers 1–9, each number on
//!   18 cards (see [`UNINTENDED_RULE`]);
//! - **corners** and **toggle** follow from the number ([`super::card::corners`]).
//!
//! The deck Posse ships (no `--seed`) is generated from [`DEFAULT_SEED`] every time it is needed:
//! generation is deterministic and takes about a millisecond, so no copy is stored.

use std::sync::OnceLock;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::balance::{balance, Figure, Section};
use super::card::{corners, ActionCard, Burst, CauseColumn, EffectColumn, Scatter, Toggle, BURSTS, DECK_SIZE};
use super::chapter::{CARD_PINS, CAUSE_PINS, EFFECT_PINS};
use super::die::{is_critical_failure, Die, Pool, CAUSE_ROWS, EFFECT_ROWS};
use super::location::{steps_down, steps_up, Location, STANDARD_FREQUENCIES};

/// The seed of the deck Posse ships: the year of the gunfight at the O.K. Corral.
pub const DEFAULT_SEED: u64 = 1881;

/// "Equipment fails when the result over the wrench is below the equipment reliability." The
/// texts give neither how many cards carry a wrench nor its numbers. Posse prints a wrench on nine
/// cards (one in six), numbered 0 to 8 once each, so that equipment of reliability R fails on
/// exactly R cards of the 54 (fan-firing a revolver, Rel + 1, fails on one card more).
pub const WRENCH_RULE: &str =
    "Nine cards carry a wrench, numbered 0 to 8 once each: equipment of reliability R fails on R cards of the 54.";

/// "If the number of stray shots is equal to or greater than any of these numbers, an unintended
/// target is hit." Posse prints three figures on every card with three different numbers from 1
/// to 9, each number on 18 cards: one stray shot finds a bystander one time in three, and a
/// shotgun's four strays at long range may hit up to three.
pub const UNINTENDED_RULE: &str =
    "Three figures a card, three different numbers 1 to 9, each number on 18 cards: one stray shot hits a bystander one draw in three.";

/// How burst hits are read: the first round hits (the check hit), each further one on an even
/// chance, so a burst of B scores 1 + Binomial(B − 1, ½) hits. Angus's Gatling on card 50: 8 of
/// 10.
pub fn burst_rule() -> &'static str {
    "The first round hits (the check hit); each further round hits on an even chance."
}

/// A generated deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwDeck")]
pub struct Deck {
    /// The seed it was generated from.
    #[ts(type = "number")]
    pub seed: u64,
    /// Cards 0 to 53, in number order.
    pub cards: Vec<ActionCard>,
}

impl Deck {
    /// Card `number`, if there is one.
    pub fn card(&self, number: u8) -> Option<&ActionCard> {
        self.cards.get(usize::from(number))
    }
}

/// The deck Posse ships: [`generate`] of [`DEFAULT_SEED`].
pub fn default_deck() -> &'static Deck {
    static DECK: OnceLock<Deck> = OnceLock::new();
    DECK.get_or_init(|| generate(DEFAULT_SEED))
}

/// The deck of `seed`, or the default deck.
pub fn deck(seed: Option<u64>) -> Deck {
    match seed {
        Some(seed) => generate(seed),
        None => default_deck().clone(),
    }
}

/// Moves the balancing search tries per section.
const MOVES: usize = 3000;

/// Generates the deck of `seed`.
pub fn generate(seed: u64) -> Deck {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let causes: Vec<Vec<Vec<u8>>> = Die::ALL.iter().map(|d| balance(&cause_section(*d), &mut rng)).collect();
    let effects: Vec<Vec<Vec<u8>>> = Die::ALL.iter().map(|d| balance(&effect_section(*d), &mut rng)).collect();
    let coins = balance(&burst_section(), &mut rng);
    let stacks = stacks(&mut rng);
    let penetration = penetration(&mut rng);
    let wrenches = wrenches(&mut rng);
    let clock = spread(1, 12, &mut rng);
    let step = spread(1, 6, &mut rng);
    let unintended = unintended(&mut rng);

    let cards = (0..DECK_SIZE)
        .map(|n| {
            let (rank, suit) = corners(n as u8);
            ActionCard {
                number: n as u8,
                rank,
                suit,
                toggle: Toggle::of_suit(suit),
                cause: Die::ALL.iter().map(|d| CauseColumn::from_faces(*d, &causes[d.index()][n])).collect(),
                bursts: burst_hits(&coins[n])
                    .into_iter()
                    .zip(BURSTS)
                    .map(|(hits, burst)| Burst { burst, hits })
                    .collect(),
                locations: stacks[n].to_vec(),
                penetration: penetration[n],
                effect: Die::ALL.iter().map(|d| EffectColumn::from_dice(*d, &effects[d.index()][n])).collect(),
                wrench: wrenches[n],
                scatter: Scatter { clock: clock[n], step: step[n] },
                unintended: unintended[n].to_vec(),
            }
        })
        .collect();
    Deck { seed, cards }
}

fn cause_section(die: Die) -> Section {
    let x = die.sides();
    let mut figures = Vec::new();
    for n in 1..=CAUSE_ROWS {
        let pool = Pool::new(n, die);
        figures.push(Figure { min: 1, chances: pool.best_distribution().iter().map(|(_, p)| p.to_f64()).collect() });
    }
    for n in 2..=CAUSE_ROWS {
        let cf = Pool::new(n, die).critical_failure_chance().to_f64();
        figures.push(Figure { min: 0, chances: vec![1.0 - cf, cf] });
    }
    let read: fn(&[u8], &mut Vec<u16>) = |dice, out| {
        let mut best = 0;
        for d in dice {
            best = best.max(*d);
            out.push(u16::from(best));
        }
        let mut ones = u8::from(dice[0] == 1);
        for (i, d) in dice.iter().enumerate().skip(1) {
            ones += u8::from(*d == 1);
            out.push(u16::from(is_critical_failure(i as u8 + 1, ones)));
        }
    };
    let pins = CAUSE_PINS
        .iter()
        .filter(|p| p.die == die)
        .map(|p| (usize::from(p.card), usize::from(p.row - 1), p.face))
        .collect();
    Section { positions: usize::from(CAUSE_ROWS), lo: 1, hi: x, figures, read, pins, moves: MOVES }
}

fn effect_section(die: Die) -> Section {
    let figures = (1..=EFFECT_ROWS)
        .map(|n| {
            let sums = Pool::new(n, die).sum_distribution();
            Figure { min: sums[0].0, chances: sums.iter().map(|(_, p)| p.to_f64()).collect() }
        })
        .collect();
    let read: fn(&[u8], &mut Vec<u16>) = |dice, out| {
        let mut total = 0;
        for d in dice {
            total += u16::from(*d);
            out.push(total);
        }
    };
    let mut pins = Vec::new();
    for p in EFFECT_PINS.iter().filter(|p| p.die == die) {
        for (row, face) in p.dice.iter().enumerate() {
            pins.push((usize::from(p.card), row, *face));
        }
    }
    Section { positions: usize::from(EFFECT_ROWS), lo: 1, hi: die.sides(), figures, read, pins, moves: MOVES }
}

/// Hits of each burst from a card's coins (rounds 2 to 10).
fn burst_hits(coins: &[u8]) -> [u8; 3] {
    let upto = |rounds: u8| 1 + coins[..usize::from(rounds) - 1].iter().sum::<u8>();
    [upto(BURSTS[0]), upto(BURSTS[1]), upto(BURSTS[2])]
}

fn burst_section() -> Section {
    let figures = BURSTS
        .iter()
        .map(|b| {
            let n = u32::from(*b) - 1;
            let all = 2f64.powi(n as i32);
            Figure { min: 1, chances: (0..=n).map(|k| super::die::binomial(n, k) as f64 / all).collect() }
        })
        .collect();
    let read: fn(&[u8], &mut Vec<u16>) = |coins, out| out.extend(burst_hits(coins).map(u16::from));
    let mut pins = Vec::new();
    for p in CARD_PINS {
        if let Some(coins) = p.burst_coins {
            pins.extend(coins.iter().enumerate().map(|(i, c)| (usize::from(p.card), i, *c)));
        }
    }
    Section { positions: usize::from(BURSTS[2]) - 1, lo: 0, hi: 1, figures, read, pins, moves: MOVES / 2 }
}

/// Deals `values` to the cards not in `fixed`, shuffled, keeping the fixed ones.
fn deal<T: Copy + PartialEq>(fixed: &[(usize, T)], mut values: Vec<T>, rng: &mut ChaCha8Rng) -> Vec<T> {
    for (_, v) in fixed {
        let i = values.iter().position(|x| x == v).expect("a pinned value the deck holds");
        values.swap_remove(i);
    }
    values.shuffle(rng);
    let mut it = values.into_iter();
    (0..DECK_SIZE)
        .map(|n| match fixed.iter().find(|(card, _)| *card == n) {
            Some((_, v)) => *v,
            None => it.next().expect("a value for every card"),
        })
        .collect()
}

/// The hit-location stacks, top to bottom: two up, one up, the standard, one down.
fn stacks(rng: &mut ChaCha8Rng) -> Vec<[Location; 4]> {
    let fixed: Vec<(usize, Location)> =
        CARD_PINS.iter().filter_map(|p| p.standard.map(|s| (usize::from(p.card), s))).collect();
    let all: Vec<Location> =
        STANDARD_FREQUENCIES.iter().flat_map(|(l, n)| std::iter::repeat_n(*l, usize::from(*n))).collect();
    let standard = deal(&fixed, all, rng);
    standard
        .into_iter()
        .enumerate()
        .map(|(n, s)| {
            let pinned_up = CARD_PINS.iter().find(|p| usize::from(p.card) == n).and_then(|p| p.one_up);
            let up1 = pinned_up.unwrap_or_else(|| pick(&steps_up(s), &[s], rng));
            let up2 = pick(&steps_up(up1), &[s, up1], rng);
            let down = pick(&steps_down(s), &[s, up1, up2], rng);
            [up2, up1, s, down]
        })
        .collect()
}

/// One of `choices` not in `taken`, the nearer ones likelier; if every one is taken, the nearest
/// location by height that is not.
fn pick(choices: &[Location], taken: &[Location], rng: &mut ChaCha8Rng) -> Location {
    let open: Vec<Location> = choices.iter().copied().filter(|c| !taken.contains(c)).collect();
    if !open.is_empty() {
        // Weights 3, 2, 1, 1, …: the nearest step is the commonest.
        let weights: Vec<u32> = (0..open.len()).map(|i| 3u32.saturating_sub(i as u32).max(1)).collect();
        let mut roll = rng.random_range(0..weights.iter().sum::<u32>());
        for (l, w) in open.iter().zip(&weights) {
            if roll < *w {
                return *l;
            }
            roll -= w;
        }
    }
    let from = taken[0].height();
    *Location::ALL
        .iter()
        .filter(|l| !taken.contains(l))
        .min_by_key(|l| (l.height().abs_diff(from), l.height()))
        .expect("eight locations, at most three taken")
}

fn penetration(rng: &mut ChaCha8Rng) -> Vec<i8> {
    let fixed: Vec<(usize, i8)> =
        CARD_PINS.iter().filter_map(|p| p.penetration.map(|v| (usize::from(p.card), v))).collect();
    let all: Vec<i8> =
        [(-2, 6), (-1, 12), (0, 18), (1, 12), (2, 6)].iter().flat_map(|(v, n)| std::iter::repeat_n(*v, *n)).collect();
    deal(&fixed, all, rng)
}

fn wrenches(rng: &mut ChaCha8Rng) -> Vec<Option<u8>> {
    let fixed: Vec<(usize, Option<u8>)> =
        CARD_PINS.iter().filter_map(|p| p.wrench.map(|w| (usize::from(p.card), w))).collect();
    let mut all: Vec<Option<u8>> = (0..9).map(Some).collect();
    all.extend(std::iter::repeat_n(None, DECK_SIZE - 9));
    deal(&fixed, all, rng)
}

/// Faces `lo..=hi` in counts as equal as 54 allows (which faces get the extra card drawn by
/// `rng`), shuffled over the cards.
fn spread(lo: u8, hi: u8, rng: &mut ChaCha8Rng) -> Vec<u8> {
    let k = usize::from(hi - lo) + 1;
    let mut extra: Vec<u8> = (lo..=hi).collect();
    extra.shuffle(rng);
    let mut all: Vec<u8> = (lo..=hi).flat_map(|f| std::iter::repeat_n(f, DECK_SIZE / k)).collect();
    all.extend(extra.into_iter().take(DECK_SIZE % k));
    all.shuffle(rng);
    all
}

fn unintended(rng: &mut ChaCha8Rng) -> Vec<[u8; 3]> {
    let fixed: Vec<(usize, [u8; 3])> =
        CARD_PINS.iter().filter_map(|p| p.unintended.map(|u| (usize::from(p.card), u))).collect();
    let mut pool: Vec<u8> = (1..=9).flat_map(|v| std::iter::repeat_n(v, 18)).collect();
    for (_, u) in &fixed {
        for v in u {
            let i = pool.iter().position(|x| x == v).expect("18 of each");
            pool.swap_remove(i);
        }
    }
    pool.shuffle(rng);
    let open: Vec<usize> = (0..DECK_SIZE).filter(|n| !fixed.iter().any(|(c, _)| c == n)).collect();
    let mut slots: Vec<[u8; 3]> = pool.chunks(3).map(|c| [c[0], c[1], c[2]]).collect();
    // Swap numbers between cards until no card shows a number twice.
    let repeats = |s: &[u8; 3]| s[0] == s[1] || s[1] == s[2] || s[0] == s[2];
    let mut guard = 0;
    while let Some(i) = slots.iter().position(repeats) {
        let j = rng.random_range(0..slots.len());
        let (a, b) = (rng.random_range(0..3), rng.random_range(0..3));
        let (x, y) = (slots[i][a], slots[j][b]);
        if i != j && !slots[j].contains(&x) && !slots[i].contains(&y) {
            slots[i][a] = y;
            slots[j][b] = x;
        }
        guard += 1;
        assert!(guard < 1_000_000, "unintended targets could not be dealt");
    }
    let mut out = vec![[0u8; 3]; DECK_SIZE];
    for (n, u) in &fixed {
        out[*n] = *u;
    }
    for (n, mut s) in open.into_iter().zip(slots) {
        s.sort_unstable();
        out[n] = s;
    }
    out
}

#[cfg(test)]
#[path = "deck_tests.rs"]
mod tests;
