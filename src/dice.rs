//! Dice. Every roll takes its random number generator as an argument (a seeded [`rand_chacha`]
//! generator in play and in tests), so that the same seed always gives the same rolls.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Which die of a pool counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Keep {
    /// The highest die counts.
    Best,
    /// The lowest die counts.
    Worst,
}

/// A character's action dice: some D10s of which one counts.
/// QOTD Reel 2, Character type/star status: "Roll 2D10 and take best result", "Roll 1D10",
/// "Roll 2D10 and take worst result".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ActionDice {
    /// How many D10 are rolled (1 or 2).
    pub dice: u8,
    /// Which of them counts; irrelevant for a single die.
    pub keep: Keep,
}

impl ActionDice {
    pub const ONE_D10: ActionDice = ActionDice { dice: 1, keep: Keep::Best };
    pub const TWO_D10_BEST: ActionDice = ActionDice { dice: 2, keep: Keep::Best };
    pub const TWO_D10_WORST: ActionDice = ActionDice { dice: 2, keep: Keep::Worst };

    /// Rolls the dice and reports every die seen and the one that counts.
    pub fn roll(self, rng: &mut impl Rng) -> ActionRoll {
        let dice: Vec<u8> = (0..self.dice).map(|_| rng.random_range(1..=10)).collect();
        let result = match self.keep {
            Keep::Best => dice.iter().copied().max(),
            Keep::Worst => dice.iter().copied().min(),
        }
        .unwrap_or(1);
        ActionRoll { dice, result }
    }
}

impl std::fmt::Display for ActionDice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.dice, self.keep) {
            (1, _) => f.write_str("1D10"),
            (n, Keep::Best) => write!(f, "{n}D10, take the best"),
            (n, Keep::Worst) => write!(f, "{n}D10, take the worst"),
        }
    }
}

/// The outcome of rolling [`ActionDice`]: the dice as they fell and the one that counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ActionRoll {
    pub dice: Vec<u8>,
    pub result: u8,
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn best_of_two_keeps_the_highest_and_reports_both_dice() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..1000 {
            let roll = ActionDice::TWO_D10_BEST.roll(&mut rng);
            assert_eq!(roll.dice.len(), 2);
            assert!(roll.dice.iter().all(|d| (1..=10).contains(d)));
            assert_eq!(roll.result, *roll.dice.iter().max().unwrap());
        }
    }

    #[test]
    fn worst_of_two_keeps_the_lowest() {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        for _ in 0..1000 {
            let roll = ActionDice::TWO_D10_WORST.roll(&mut rng);
            assert_eq!(roll.result, *roll.dice.iter().min().unwrap());
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_rolls() {
        let a: Vec<_> = {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            (0..20).map(|_| ActionDice::ONE_D10.roll(&mut rng)).collect()
        };
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let b: Vec<_> = (0..20).map(|_| ActionDice::ONE_D10.roll(&mut rng)).collect();
        assert_eq!(a, b);
    }

    #[test]
    fn dice_read_as_the_rule_book_says() {
        assert_eq!(ActionDice::TWO_D10_BEST.to_string(), "2D10, take the best");
        assert_eq!(ActionDice::ONE_D10.to_string(), "1D10");
        assert_eq!(ActionDice::TWO_D10_WORST.to_string(), "2D10, take the worst");
    }
}
