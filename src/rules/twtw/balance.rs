//! The balancing of a deck section built from dice ("steps"): each card holds one die per
//! position; each position's 54 faces are as close to equal counts as 54 allows (a face appears
//! ⌊54/k⌋ or ⌈54/k⌉ times); and the figures read from a card's dice (the best of n, a critical
//! failure, a running total) are brought as close to their true distributions as swaps of dice
//! between cards can bring them, measured as the squared gap between the deck's and the ideal
//! cumulative counts. The search is seeded, so a seed always gives the same deck.

use rand::seq::SliceRandom;
use rand::Rng;

use super::card::DECK_SIZE;

/// A figure read from a card's dice: its smallest and largest values and the ideal chance of each.
pub struct Figure {
    pub min: u16,
    /// Ideal chance of `min`, `min + 1`, … (summing to 1).
    pub chances: Vec<f64>,
}

/// One section: `positions` dice of faces `lo..=hi` per card, and the figures read from them.
pub struct Section<'a> {
    pub positions: usize,
    pub lo: u8,
    pub hi: u8,
    pub figures: Vec<Figure>,
    /// Writes a card's figures (one per [`Figure`], in order) from its dice.
    pub read: &'a dyn Fn(&[u8], &mut Vec<u16>),
    /// Dice fixed in advance: (card, position, face).
    pub pins: Vec<(usize, usize, u8)>,
    /// Moves tried by the search.
    pub moves: usize,
}

struct State<'a> {
    section: &'a Section<'a>,
    dice: Vec<Vec<u8>>,
    pinned: Vec<Vec<bool>>,
    figures: Vec<Vec<u16>>,
    /// Deck count of cards whose figure is at most each value.
    cum: Vec<Vec<f64>>,
    /// Ideal count of cards whose figure is at most each value.
    ideal: Vec<Vec<f64>>,
    scratch: Vec<u16>,
    /// What the moves since the last [`State::keep`] changed, to take back: (card, position,
    /// face before) and (card, figure, value before, value after).
    dice_before: Vec<(usize, usize, u8)>,
    figures_changed: Vec<(usize, usize, u16, u16)>,
}

impl<'a> State<'a> {
    /// The cumulative counts a card's figure `f` moves through going from `from` to `to`, and
    /// by how much each changes.
    fn span(&self, f: usize, from: u16, to: u16) -> (std::ops::Range<usize>, f64) {
        let min = self.section.figures[f].min;
        let (lo, hi, d) = if to > from { (from, to, -1.0) } else { (to, from, 1.0) };
        (usize::from(lo - min)..usize::from(hi - min), d)
    }

    /// Moves figure `f` of one card from `from` to `to`, and says how much the gap grew.
    fn shift(&mut self, f: usize, from: u16, to: u16) -> f64 {
        let (range, d) = self.span(f, from, to);
        let mut delta = 0.0;
        for (cum, ideal) in self.cum[f][range.clone()].iter_mut().zip(&self.ideal[f][range]) {
            let gap = *cum - *ideal;
            delta += 2.0 * d * gap + 1.0;
            *cum += d;
        }
        delta
    }

    /// Sets card `card`'s dice, updating its figures; returns the change in the gap.
    fn set(&mut self, card: usize, position: usize, face: u8) -> f64 {
        self.dice_before.push((card, position, self.dice[card][position]));
        self.dice[card][position] = face;
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        (self.section.read)(&self.dice[card], &mut scratch);
        let mut delta = 0.0;
        for (f, &new) in scratch.iter().enumerate() {
            let old = self.figures[card][f];
            if old != new {
                delta += self.shift(f, old, new);
                self.figures[card][f] = new;
                self.figures_changed.push((card, f, old, new));
            }
        }
        self.scratch = scratch;
        delta
    }

    /// Keeps what the last moves set.
    fn keep(&mut self) {
        self.dice_before.clear();
        self.figures_changed.clear();
    }

    /// Takes back what the moves since the last [`State::keep`] set. The counts are whole numbers,
    /// so each comes back exactly as it was (as if the dice had been set back one by one).
    fn take_back(&mut self) {
        while let Some((card, f, old, new)) = self.figures_changed.pop() {
            let (range, d) = self.span(f, old, new);
            for cum in &mut self.cum[f][range] {
                *cum -= d;
            }
            self.figures[card][f] = old;
        }
        while let Some((card, position, face)) = self.dice_before.pop() {
            self.dice[card][position] = face;
        }
    }

    /// The state of dealt `dice`: each card's figures and the deck's counts beside the ideal.
    fn new(section: &'a Section<'a>, dice: Vec<Vec<u8>>, pinned: Vec<Vec<bool>>) -> State<'a> {
        let n = dice.len();
        let mut figures = Vec::with_capacity(n);
        let mut scratch = Vec::new();
        for card in &dice {
            scratch.clear();
            (section.read)(card, &mut scratch);
            figures.push(scratch.clone());
        }
        let mut cum = Vec::new();
        let mut ideal = Vec::new();
        for (f, fig) in section.figures.iter().enumerate() {
            let mut c = vec![0.0; fig.chances.len()];
            for card in &figures {
                let i = usize::from(card[f] - fig.min);
                for x in &mut c[i..] {
                    *x += 1.0;
                }
            }
            let mut acc = 0.0;
            let e: Vec<f64> = fig
                .chances
                .iter()
                .map(|p| {
                    acc += p * n as f64;
                    acc
                })
                .collect();
            cum.push(c);
            ideal.push(e);
        }
        State {
            section,
            dice,
            pinned,
            figures,
            cum,
            ideal,
            scratch,
            dice_before: Vec::new(),
            figures_changed: Vec::new(),
        }
    }
}

/// The faces of one position as close to equal counts as the deck allows: which faces get the
/// extra card is drawn with `rng`, among those the pins leave room for.
fn face_counts(lo: u8, hi: u8, pinned: &[u8], rng: &mut impl Rng) -> Vec<usize> {
    let k = usize::from(hi - lo) + 1;
    let base = DECK_SIZE / k;
    let mut counts = vec![base; k];
    let mut extra = DECK_SIZE % k;
    // A face pinned more often than the base count takes an extra first.
    for (i, c) in counts.iter_mut().enumerate() {
        let need = pinned.iter().filter(|p| usize::from(**p - lo) == i).count();
        if need > *c {
            assert!(need == *c + 1 && extra > 0, "pins crowd face {}", i + usize::from(lo));
            *c += 1;
            extra -= 1;
        }
    }
    let mut open: Vec<usize> = (0..k).filter(|i| counts[*i] == base).collect();
    open.shuffle(rng);
    for i in open.into_iter().take(extra) {
        counts[i] += 1;
    }
    counts
}

/// Deals and balances a section: the dice of every card, `[card][position]`.
pub fn balance(section: &Section, rng: &mut impl Rng) -> Vec<Vec<u8>> {
    let n = DECK_SIZE;
    let mut dice = vec![vec![0u8; section.positions]; n];
    let mut pinned = vec![vec![false; section.positions]; n];
    for &(card, position, face) in &section.pins {
        dice[card][position] = face;
        pinned[card][position] = true;
    }
    let (base, ceil) = {
        let k = usize::from(section.hi - section.lo) + 1;
        (DECK_SIZE / k, DECK_SIZE.div_ceil(k))
    };
    let mut counts = Vec::new();
    for p in 0..section.positions {
        let pins: Vec<u8> = section.pins.iter().filter(|x| x.1 == p).map(|x| x.2).collect();
        let c = face_counts(section.lo, section.hi, &pins, rng);
        let mut faces: Vec<u8> = Vec::new();
        for (i, count) in c.iter().enumerate() {
            let face = section.lo + i as u8;
            let used = pins.iter().filter(|f| **f == face).count();
            faces.extend(std::iter::repeat_n(face, count - used));
        }
        faces.shuffle(rng);
        let mut it = faces.into_iter();
        for card in 0..n {
            if !pinned[card][p] {
                dice[card][p] = it.next().expect("as many faces as open cards");
            }
        }
        counts.push(c);
    }

    let mut state = State::new(section, dice, pinned);

    for _ in 0..section.moves {
        let p = rng.random_range(0..section.positions);
        let a = rng.random_range(0..n);
        if state.pinned[a][p] {
            continue;
        }
        let fa = state.dice[a][p];
        // Half the moves swap two cards' dice; the other half give a card the face that another
        // face's extra card stands for, where the counts leave room.
        if rng.random_bool(0.5) || base == ceil {
            let b = rng.random_range(0..n);
            let fb = state.dice[b][p];
            if b == a || state.pinned[b][p] || fa == fb {
                continue;
            }
            let delta = state.set(a, p, fb) + state.set(b, p, fa);
            if delta > 0.0 {
                state.take_back();
            } else {
                state.keep();
            }
        } else {
            let to = rng.random_range(section.lo..=section.hi);
            let (i, j) = (usize::from(fa - section.lo), usize::from(to - section.lo));
            if to == fa || counts[p][i] != ceil || counts[p][j] != base {
                continue;
            }
            if state.set(a, p, to) > 0.0 {
                state.take_back();
            } else {
                state.keep();
                counts[p][i] -= 1;
                counts[p][j] += 1;
            }
        }
    }
    state.dice
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Two dice a card of `sides` faces, read as their best and their total.
    fn section(sides: u8, moves: usize, read: &dyn Fn(&[u8], &mut Vec<u16>)) -> Section<'_> {
        let x = i32::from(sides);
        let all = f64::from(x * x);
        let best = (1..=x).map(|v| f64::from(v * v - (v - 1) * (v - 1)) / all).collect();
        let total = (2..=2 * x).map(|s| f64::from(x - (s - x - 1).abs()) / all).collect();
        Section {
            positions: 2,
            lo: 1,
            hi: sides,
            figures: vec![Figure { min: 1, chances: best }, Figure { min: 2, chances: total }],
            read,
            pins: Vec::new(),
            moves,
        }
    }

    fn read(dice: &[u8], out: &mut Vec<u16>) {
        out.push(u16::from(dice[0].max(dice[1])));
        out.push(u16::from(dice[0] + dice[1]));
    }

    fn gap(section: &Section, dice: &[Vec<u8>]) -> f64 {
        let state = State::new(section, dice.to_vec(), vec![vec![false; 2]; DECK_SIZE]);
        state.cum.iter().zip(&state.ideal).flat_map(|(c, e)| c.iter().zip(e)).map(|(c, e)| (c - e).powi(2)).sum()
    }

    #[test]
    fn a_move_taken_back_leaves_every_count_as_it_was() {
        let section = section(6, 0, &read);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let dice: Vec<Vec<u8>> =
            (0..DECK_SIZE).map(|_| vec![rng.random_range(1..=6), rng.random_range(1..=6)]).collect();
        let mut state = State::new(&section, dice.clone(), vec![vec![false; 2]; DECK_SIZE]);
        let (figures, cum) = (state.figures.clone(), state.cum.clone());
        // Two cards whose dice differ in both places: swapping the first dice moves both totals.
        let a = (1..DECK_SIZE).find(|c| dice[*c][0] != dice[0][0] && dice[*c][1] != dice[0][1]).expect("such a card");
        state.set(0, 0, dice[a][0]);
        state.set(a, 0, dice[0][0]);
        assert_ne!(state.cum, cum, "the swap moved some counts");
        state.take_back();
        assert_eq!((&state.dice, &state.figures, &state.cum), (&dice, &figures, &cum));
        assert!(state.dice_before.is_empty() && state.figures_changed.is_empty());
        // A move kept stays; the next one taken back returns to it.
        state.set(0, 0, dice[a][0]);
        state.keep();
        let kept = (state.dice.clone(), state.cum.clone());
        state.set(a, 1, dice[0][1]);
        state.take_back();
        assert_eq!((&state.dice, &state.cum), (&kept.0, &kept.1));
    }

    #[test]
    fn the_search_keeps_the_face_counts_and_brings_the_figures_closer_to_their_chances() {
        // d6: 54 cards take each face 9 times, so the search only swaps; d5: four faces take an
        // eleventh card, and the search also moves those extra cards between faces.
        for sides in [6u8, 5] {
            let (start, searched) = (section(sides, 0, &read), section(sides, 2000, &read));
            let dealt = balance(&start, &mut ChaCha8Rng::seed_from_u64(9));
            let balanced = balance(&searched, &mut ChaCha8Rng::seed_from_u64(9));
            let (base, ceil) = (DECK_SIZE / usize::from(sides), DECK_SIZE.div_ceil(usize::from(sides)));
            for p in 0..2 {
                for face in 1..=sides {
                    let count = balanced.iter().filter(|d| d[p] == face).count();
                    assert!((base..=ceil).contains(&count), "d{sides}: face {face} at position {p} on {count} cards");
                }
            }
            let (before, after) = (gap(&start, &dealt), gap(&searched, &balanced));
            assert!(after < before / 2.0, "d{sides}: the gap went from {before} to {after}");
        }
    }
}
