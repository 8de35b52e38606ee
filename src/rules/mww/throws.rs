//! The small throws of My Wild West, each one die or one percentile roll: whether a heroic
//! civilian is in the bank, the APs a high obstacle costs, and the APs it takes to get free of a
//! lasso. Each has its exact odds and a seeded roll, in one shape for the command line and the app.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::action_points::AP_COSTS;
use super::percentile::{roll_d100, show_d100, succeeds, sum_of, Die};
use super::robbery::{heroic_civilian, HEROIC_CIVILIAN_PERCENT};
use super::Chance;

/// A small throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwThrow")]
pub enum Throw {
    /// MWW, Robbing banks: "When the civilian move card is drawn roll to see if there is a heroic
    /// civilian in the bank. If you roll 10% or less a civilian makes an attempt to grab a gun and
    /// you shoot him."
    HeroicCivilian,
    /// MWW, Action Point Costs: "Cross High obstacle (16-30mm) d3 + 1".
    HighObstacle,
    /// MWW, Action Point Costs: "Lasso (get free) 1 d6"; Lasso's: "If the lasso is no longer being
    /// held the figure can roll 1 d6 for the number of AP's it will take to get free."
    LassoFree,
}

impl Throw {
    pub const ALL: [Throw; 3] = [Throw::HeroicCivilian, Throw::HighObstacle, Throw::LassoFree];

    pub fn id(self) -> &'static str {
        match self {
            Throw::HeroicCivilian => "civilian",
            Throw::HighObstacle => "obstacle",
            Throw::LassoFree => "lasso_free",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Throw::HeroicCivilian => "A heroic civilian in the bank",
            Throw::HighObstacle => "Crossing a high obstacle",
            Throw::LassoFree => "Getting free of a lasso",
        }
    }

    /// The rule, in the text's words.
    pub fn rule(self) -> String {
        let cost = |id: &str| AP_COSTS.iter().find(|c| c.id == id).expect("a line of the AP costs");
        match self {
            Throw::HeroicCivilian => "When the civilian move card is drawn roll to see if there is a heroic civilian in the bank. If you roll 10% or less a civilian makes an attempt to grab a gun and you shoot him.".to_string(),
            Throw::HighObstacle => {
                let c = cost("cross_high_obstacle");
                format!("{}: {} APs.", c.action, c.cost)
            }
            Throw::LassoFree => {
                let c = cost("lasso_free");
                format!(
                    "{}: {} APs. If the lasso is no longer being held the figure can roll 1 d6 for the number of AP's it will take to get free (while it is held he can do nothing).",
                    c.action, c.cost
                )
            }
        }
    }

    /// The dice thrown, as the text names them.
    pub fn dice(self) -> &'static str {
        match self {
            Throw::HeroicCivilian => "% dice",
            Throw::HighObstacle => "d3 + 1",
            Throw::LassoFree => "1 d6",
        }
    }

    /// For the APs a throw costs: its dice and what is added.
    fn ap_dice(self) -> Option<(&'static [Die], i32)> {
        match self {
            Throw::HeroicCivilian => None,
            Throw::HighObstacle => Some((&[Die::D3], 1)),
            Throw::LassoFree => Some((&[Die::D6], 0)),
        }
    }

    /// Reads a throw as typed: its id, or `free`, `lasso`, `high_obstacle`, `heroic_civilian`.
    pub fn read(typed: &str) -> Option<Throw> {
        match super::normalise_id(typed).as_str() {
            "civilian" | "heroic_civilian" | "heroic" => Some(Throw::HeroicCivilian),
            "obstacle" | "high_obstacle" | "cross_high_obstacle" => Some(Throw::HighObstacle),
            "lasso_free" | "free" | "get_free" | "lasso_get_free" => Some(Throw::LassoFree),
            _ => None,
        }
    }
}

/// One result of a throw and its chance.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwThrowOutcome")]
pub struct ThrowOutcome {
    /// "01–10 (10% or less)", "2 APs".
    pub rolls: String,
    pub text: String,
    /// The APs it costs, for a throw of APs.
    pub aps: Option<u32>,
    pub chance: Chance,
}

/// A throw's odds.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwThrowOdds")]
pub struct ThrowOdds {
    pub throw: Throw,
    pub id: String,
    pub title: String,
    pub rule: String,
    pub dice: String,
    pub outcomes: Vec<ThrowOutcome>,
    /// The mean APs, for a throw of APs.
    pub mean_aps: Option<f64>,
}

fn aps_word(n: u32) -> String {
    format!("{n} AP{}", if n == 1 { "" } else { "s" })
}

/// The exact odds of a throw. Decision: the heroic civilian's "10% or less" is 01–10 (00 reads as
/// 100, as for every chance the text does not single 00 out in).
pub fn throw_odds(throw: Throw) -> ThrowOdds {
    let (outcomes, mean_aps) = match throw.ap_dice() {
        None => {
            let p = heroic_civilian();
            let top = HEROIC_CIVILIAN_PERCENT;
            (
                vec![
                    ThrowOutcome {
                        rolls: format!("01–{top:02}"),
                        text: "A heroic civilian grabs for a gun, and you shoot him".to_string(),
                        aps: None,
                        chance: p.into(),
                    },
                    ThrowOutcome {
                        rolls: format!("{:02}–99, 00", top + 1),
                        text: "No hero: the civilians stay put".to_string(),
                        aps: None,
                        chance: p.complement().into(),
                    },
                ],
                None,
            )
        }
        Some((dice, add)) => {
            let totals = sum_of(dice, 1, add);
            let mean: f64 = totals.iter().map(|(t, p)| f64::from(*t) * p.to_f64()).sum();
            let outcomes = totals
                .into_iter()
                .map(|(t, p)| {
                    let t = t as u32;
                    ThrowOutcome {
                        rolls: aps_word(t),
                        text: format!("Costs {}", aps_word(t)),
                        aps: Some(t),
                        chance: p.into(),
                    }
                })
                .collect();
            (outcomes, Some(mean))
        }
    };
    ThrowOdds {
        throw,
        id: throw.id().to_string(),
        title: throw.title().to_string(),
        rule: throw.rule(),
        dice: throw.dice().to_string(),
        outcomes,
        mean_aps,
    }
}

/// A throw as rolled.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwThrowRoll")]
pub struct ThrowRoll {
    pub throw: Throw,
    /// The dice as they fell: "07" for % dice, "2" for a d3.
    pub dice: Vec<String>,
    /// The APs it costs, for a throw of APs.
    pub aps: Option<u32>,
    /// For the heroic civilian: whether there is one.
    pub heroic: Option<bool>,
    /// "07: a heroic civilian grabs for a gun (10% or less)", "d3 2 + 1 = 3 APs".
    pub text: String,
}

/// A throw rolled with a seed: the same seed, the same dice as `posse roll mww civilian|obstacle|
/// lasso_free --seed N`.
pub fn roll_throw_seeded(throw: Throw, seed: u64) -> ThrowRoll {
    roll_throw(throw, &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed))
}

pub fn roll_throw(throw: Throw, rng: &mut impl Rng) -> ThrowRoll {
    match throw.ap_dice() {
        None => {
            let r = roll_d100(rng);
            let heroic = succeeds(r, HEROIC_CIVILIAN_PERCENT);
            let text = if heroic {
                format!("{}: a heroic civilian grabs for a gun, and you shoot him (10% or less)", show_d100(r))
            } else {
                format!("{}: no hero (more than 10%)", show_d100(r))
            };
            ThrowRoll { throw, dice: vec![show_d100(r)], aps: None, heroic: Some(heroic), text }
        }
        Some((dice, add)) => {
            let faces: Vec<u8> = dice.iter().map(|d| d.roll(rng)).collect();
            let total = faces.iter().map(|f| u32::from(*f)).sum::<u32>() + add as u32;
            let shown: Vec<String> = faces.iter().map(u8::to_string).collect();
            let plus = if add > 0 { format!(" + {add}") } else { String::new() };
            let text = format!("{} {}{plus} = {}", dice[0].name(), shown.join(" + "), aps_word(total));
            ThrowRoll { throw, dice: shown, aps: Some(total), heroic: None, text }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mww::Fraction;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn each_throw_reads_its_dice_as_the_text_names_them() {
        // "If you roll 10% or less a civilian makes an attempt to grab a gun and you shoot him."
        let civilian = throw_odds(Throw::HeroicCivilian);
        assert_eq!(civilian.outcomes[0].chance.probability, Fraction::new(10, 100));
        assert_eq!(civilian.outcomes[0].rolls, "01–10");
        assert!(civilian.rule.contains("10% or less"));
        // "Cross High obstacle (16-30mm) d3 + 1": 2, 3 or 4 APs, a third each.
        let obstacle = throw_odds(Throw::HighObstacle);
        let aps: Vec<(Option<u32>, Fraction)> =
            obstacle.outcomes.iter().map(|o| (o.aps, o.chance.probability)).collect();
        assert_eq!(aps, [2, 3, 4].map(|n| (Some(n), Fraction::new(1, 3))));
        assert_eq!(obstacle.mean_aps, Some(3.0));
        assert!(obstacle.rule.contains("d3 + 1"));
        // "Lasso (get free) 1 d6": 1 to 6 APs, a sixth each.
        let lasso = throw_odds(Throw::LassoFree);
        assert_eq!(lasso.outcomes.len(), 6);
        assert!(lasso.outcomes.iter().all(|o| o.chance.probability == Fraction::new(1, 6)));
        assert_eq!(lasso.mean_aps, Some(3.5));
        assert_eq!(Throw::read("lasso-free"), Some(Throw::LassoFree));
        assert_eq!(Throw::read("high obstacle"), Some(Throw::HighObstacle));
    }

    #[test]
    fn seeded_rolls_fall_as_the_odds_say() {
        let mut rng = ChaCha8Rng::seed_from_u64(10);
        let n = 100_000;
        let heroes = (0..n).filter(|_| roll_throw(Throw::HeroicCivilian, &mut rng).heroic == Some(true)).count();
        assert!((heroes as f64 / f64::from(n) - 0.10).abs() < 0.005, "{heroes}");
        for _ in 0..300 {
            let r = roll_throw(Throw::HighObstacle, &mut rng);
            assert!((2..=4).contains(&r.aps.unwrap()), "{}", r.text);
            assert!(r.text.ends_with("APs") && r.text.starts_with("d3 "), "{}", r.text);
            assert!((1..=6).contains(&roll_throw(Throw::LassoFree, &mut rng).aps.unwrap()));
        }
    }
}
