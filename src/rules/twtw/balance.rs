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

/// The most dice a card holds in one section.
const MAX_POSITIONS: usize = 16;

/// One section: `positions` dice of faces `lo..=hi` per card, and the figures read from them.
pub struct Section {
    pub positions: usize,
    pub lo: u8,
    pub hi: u8,
    pub figures: Vec<Figure>,
    /// Writes a card's figures (one per [`Figure`], in order) from its dice.
    pub read: fn(&[u8], &mut Vec<u16>),
    /// Dice fixed in advance: (card, position, face).
    pub pins: Vec<(usize, usize, u8)>,
    /// Moves tried by the search.
    pub moves: usize,
}

/// The search's state, flat: with `n` dice and `k` figures a card, card `c`'s die at position `p`
/// is `dice[c * n + p]`, its figure `f` is `figures[c * k + f]`, and figure `f`'s counts start at
/// `start[f]`.
struct State<'a> {
    section: &'a Section,
    dice: Vec<u8>,
    pinned: Vec<bool>,
    figures: Vec<u16>,
    start: Vec<usize>,
    /// Deck count of cards whose figure is at most each value.
    cum: Vec<i32>,
    /// Ideal count of cards whose figure is at most each value.
    ideal: Vec<f64>,
    /// The figures a move would give its first card and its second.
    first: Vec<u16>,
    second: Vec<u16>,
}

/// One card's part of a move: its figures would go from `old` to `new`.
struct Change<'s> {
    old: &'s [u16],
    new: &'s [u16],
}

impl<'a> State<'a> {
    /// The counts a card's figure `f` moves through going from `from` to `to`, and by how much
    /// each changes.
    fn span(&self, f: usize, from: u16, to: u16) -> (std::ops::Range<usize>, f64) {
        let min = self.section.figures[f].min;
        let (lo, hi, d) = if to > from { (from, to, -1.0) } else { (to, from, 1.0) };
        (self.start[f] + usize::from(lo - min)..self.start[f] + usize::from(hi - min), d)
    }

    /// Writes into `out` the figures card `card` would have with `face` at `position`.
    fn read_with(&self, card: usize, position: usize, face: u8, out: &mut Vec<u16>) {
        let mut dice = [0u8; MAX_POSITIONS];
        let n = self.section.positions;
        let dice = &mut dice[..n];
        dice.copy_from_slice(&self.dice[card * n..][..n]);
        dice[position] = face;
        out.clear();
        (self.section.read)(dice, out);
    }

    fn figures_of(&self, card: usize) -> &[u16] {
        let k = self.section.figures.len();
        &self.figures[card * k..][..k]
    }

    /// How much the gap would grow if `first`'s figures changed and then `second`'s: each count
    /// a figure passes changes by one, and the gap by `2·d·(count − ideal) + 1`. Nothing is
    /// written, and the sum is taken in the order a move made one change at a time would take it:
    /// the search decides on its sign, so a different order (or rounding) could change a seed's
    /// deck.
    fn growth(&self, first: &Change, second: Option<&Change>) -> f64 {
        let mut total = self.card_growth(first, None);
        if let Some(second) = second {
            total += self.card_growth(second, Some(first));
        }
        total
    }

    /// One card's part of [`State::growth`], after `earlier`'s changes.
    fn card_growth(&self, change: &Change, earlier: Option<&Change>) -> f64 {
        let mut delta = 0.0;
        for (f, (&old, &new)) in change.old.iter().zip(change.new).enumerate() {
            if old == new {
                continue;
            }
            let (range, d) = self.span(f, old, new);
            // The counts the earlier card's change to this figure moved, and by how much.
            let (moved, by) = match earlier {
                Some(e) if e.old[f] != e.new[f] => self.span(f, e.old[f], e.new[f]),
                _ => (0..0, 0.0),
            };
            let mut shift = 0.0;
            for i in range {
                let count = f64::from(self.cum[i]) + if moved.contains(&i) { by } else { 0.0 };
                shift += 2.0 * d * (count - self.ideal[i]) + 1.0;
            }
            delta += shift;
        }
        delta
    }

    /// Sets card `card`'s die at `position` to `face`, its figures to `new` and the counts with them.
    fn set(&mut self, card: usize, position: usize, face: u8, new: &[u16]) {
        self.dice[card * self.section.positions + position] = face;
        let at = card * self.section.figures.len();
        for (f, &new) in new.iter().enumerate() {
            let old = self.figures[at + f];
            if old != new {
                let (range, d) = self.span(f, old, new);
                for count in &mut self.cum[range] {
                    *count += d as i32;
                }
                self.figures[at + f] = new;
            }
        }
    }

    /// Tries giving card `a` the face `to` at `position` and, if `b` is given, card `b` the face
    /// `a` had: kept if the gap does not grow, else nothing changes. Says whether it was kept.
    fn try_move(&mut self, position: usize, a: usize, to: u8, b: Option<usize>) -> bool {
        debug_assert_ne!(b, Some(a), "a card swaps with another");
        let (mut first, mut second) = (std::mem::take(&mut self.first), std::mem::take(&mut self.second));
        self.read_with(a, position, to, &mut first);
        let from = self.die(a, position);
        if let Some(b) = b {
            self.read_with(b, position, from, &mut second);
        }
        let growth = {
            let a_change = Change { old: self.figures_of(a), new: &first };
            let b_change = b.map(|b| Change { old: self.figures_of(b), new: &second });
            self.growth(&a_change, b_change.as_ref())
        };
        let kept = growth <= 0.0;
        if kept {
            self.set(a, position, to, &first);
            if let Some(b) = b {
                self.set(b, position, from, &second);
            }
        }
        (self.first, self.second) = (first, second);
        kept
    }

    /// The state of dealt `dice`: each card's figures and the deck's counts beside the ideal.
    fn new(section: &'a Section, dice: &[Vec<u8>], pinned: &[Vec<bool>]) -> State<'a> {
        let n = dice.len();
        let mut figures = Vec::new();
        for card in dice {
            (section.read)(card, &mut figures);
        }
        let figures_per_card = section.figures.len();
        debug_assert_eq!(figures.len(), n * figures_per_card, "a figure a card for each of the section's");
        let (mut cum, mut ideal, mut start) = (Vec::new(), Vec::new(), Vec::new());
        for (f, fig) in section.figures.iter().enumerate() {
            start.push(cum.len());
            let mut c = vec![0; fig.chances.len()];
            for card in figures.chunks(figures_per_card) {
                let i = usize::from(card[f] - fig.min);
                for x in &mut c[i..] {
                    *x += 1;
                }
            }
            let mut acc = 0.0;
            ideal.extend(fig.chances.iter().map(|p| {
                acc += p * n as f64;
                acc
            }));
            cum.extend(c);
        }
        State {
            section,
            dice: dice.concat(),
            pinned: pinned.concat(),
            figures,
            start,
            cum,
            ideal,
            first: Vec::new(),
            second: Vec::new(),
        }
    }

    fn pinned(&self, card: usize, position: usize) -> bool {
        self.pinned[card * self.section.positions + position]
    }

    fn die(&self, card: usize, position: usize) -> u8 {
        self.dice[card * self.section.positions + position]
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
    assert!(section.positions <= MAX_POSITIONS, "a section holds {MAX_POSITIONS} dice a card at most");
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

    let mut state = State::new(section, &dice, &pinned);
    for _ in 0..section.moves {
        let p = rng.random_range(0..section.positions);
        let a = rng.random_range(0..n);
        if state.pinned(a, p) {
            continue;
        }
        let fa = state.die(a, p);
        // Half the moves swap two cards' dice; the other half give a card the face that another
        // face's extra card stands for, where the counts leave room.
        if rng.random_bool(0.5) || base == ceil {
            let b = rng.random_range(0..n);
            let fb = state.die(b, p);
            if b == a || state.pinned(b, p) || fa == fb {
                continue;
            }
            state.try_move(p, a, fb, Some(b));
        } else {
            let to = rng.random_range(section.lo..=section.hi);
            let (i, j) = (usize::from(fa - section.lo), usize::from(to - section.lo));
            if to == fa || counts[p][i] != ceil || counts[p][j] != base {
                continue;
            }
            if state.try_move(p, a, to, None) {
                counts[p][i] -= 1;
                counts[p][j] += 1;
            }
        }
    }
    state.dice.chunks(section.positions).map(<[u8]>::to_vec).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Two dice a card of `sides` faces, read as their best and their total.
    fn section(sides: u8, moves: usize, read: fn(&[u8], &mut Vec<u16>)) -> Section {
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
        let state = State::new(section, dice, &vec![vec![false; 2]; DECK_SIZE]);
        state.cum.iter().zip(&state.ideal).map(|(c, e)| (f64::from(*c) - e).powi(2)).sum()
    }

    #[test]
    fn a_move_is_kept_only_if_the_gap_does_not_grow_and_then_counts_as_if_dealt_so() {
        // Swaps on a d6 and on a d5, and giving a card another face on a d5: each decision
        // against the gap counted afresh. On a d6 the ideal counts are multiples of 1.5, so every
        // sum is exact and a move that leaves the gap as it was is kept; on a d5 such a move's
        // growth is a rounding either way, and only the others are checked.
        for (sides, give) in [(6u8, false), (5, false), (5, true)] {
            let section = section(sides, 0, read);
            let unpinned = vec![vec![false; 2]; DECK_SIZE];
            let mut rng = ChaCha8Rng::seed_from_u64(3);
            let mut dice: Vec<Vec<u8>> =
                (0..DECK_SIZE).map(|_| vec![rng.random_range(1..=sides), rng.random_range(1..=sides)]).collect();
            let mut state = State::new(&section, &dice, &unpinned);
            let (mut kept, mut refused) = (0, 0);
            for _ in 0..400 {
                let (a, b, p) =
                    (rng.random_range(0..DECK_SIZE), rng.random_range(0..DECK_SIZE), rng.random_range(0..2));
                let to = if give { rng.random_range(1..=sides) } else { dice[b][p] };
                if a == b || dice[a][p] == to {
                    continue;
                }
                let mut moved = dice.clone();
                moved[a][p] = to;
                if !give {
                    moved[b][p] = dice[a][p];
                }
                let growth = gap(&section, &moved) - gap(&section, &dice);
                let before = (state.dice.clone(), state.figures.clone(), state.cum.clone());
                let was_kept = state.try_move(p, a, to, (!give).then_some(b));
                if sides == 6 || growth.abs() > 1e-9 {
                    assert_eq!(
                        was_kept,
                        growth <= 1e-9,
                        "d{sides}, card {a} to {to} at {p}: the gap grows by {growth}"
                    );
                }
                if was_kept {
                    kept += 1;
                    dice = moved;
                    // The counts kept up as the move went: the same as a deal of the new dice.
                    let fresh = State::new(&section, &dice, &unpinned);
                    assert_eq!((&state.dice, &state.figures, &state.cum), (&fresh.dice, &fresh.figures, &fresh.cum));
                } else {
                    refused += 1;
                    assert_eq!((&state.dice, &state.figures, &state.cum), (&before.0, &before.1, &before.2));
                }
            }
            assert!(kept > 10 && refused > 10, "d{sides}: {kept} kept, {refused} refused");
        }
    }

    #[test]
    fn the_search_keeps_the_face_counts_and_brings_the_figures_closer_to_their_chances() {
        // d6: 54 cards take each face 9 times, so the search only swaps; d5: four faces take an
        // eleventh card, and the search also moves those extra cards between faces.
        for sides in [6u8, 5] {
            let (start, searched) = (section(sides, 0, read), section(sides, 2000, read));
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
