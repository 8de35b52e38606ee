//! Hatred and fear (1996, Hatred & Fear; playsheet, Hatred and Fear (Optional)): what causes them,
//! what they do to the dice, and how a man who both hates and fears another settles it.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::options::FateOptions;
use super::{Character, Reason};

/// How a character feels about the man he shoots at or fights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateFeeling")]
pub enum Feeling {
    #[default]
    None,
    Hates,
    HatesExtremely,
    Fears,
    FearsExtremely,
}

impl Feeling {
    /// "+1D6 when fighting or shooting at hated model (+2D6 if extreme)"; "−1D6 when
    /// fighting/shooting at feared model (−2D6 if Extreme)".
    pub fn dice(self) -> i8 {
        match self {
            Feeling::None => 0,
            Feeling::Hates => 1,
            Feeling::HatesExtremely => 2,
            Feeling::Fears => -1,
            Feeling::FearsExtremely => -2,
        }
    }

    pub fn is_fear(self) -> bool {
        matches!(self, Feeling::Fears | Feeling::FearsExtremely)
    }

    pub fn is_hatred(self) -> bool {
        matches!(self, Feeling::Hates | Feeling::HatesExtremely)
    }

    fn text(self) -> &'static str {
        match self {
            Feeling::None => "No feelings",
            Feeling::Hates => "Hates the target",
            Feeling::HatesExtremely => "Hates the target extremely",
            Feeling::Fears => "Fears the target",
            Feeling::FearsExtremely => "Fears the target extremely",
        }
    }
}

/// How `c` feels about his opponent once the rules have had their say, with the reasons.
///
/// - With the `hatred_and_fear` option off, nobody hates or fears.
/// - A man who fears no-one cannot fear (the feeling is dropped, with a note).
/// - A Terrifying opponent "causes fear* in everyone": when no feeling is given, a man who can fear
///   fears him, extremely if he is Very Terrifying (Posse's reading of the doubled `*`). A feeling
///   that is given stands: the player knows his man.
pub fn feeling_toward(
    c: &Character,
    given: Feeling,
    opponent: Option<&Character>,
    options: &FateOptions,
    reasons: &mut Vec<Reason>,
) -> Feeling {
    if !options.hatred_and_fear {
        if given != Feeling::None {
            reasons.push(Reason::note("hatred_and_fear", "Hatred and fear are not in play (option hatred_and_fear)"));
        }
        return Feeling::None;
    }
    let terrifying = opponent.map_or(0, |o| o.level(super::Skill::Terrifying));
    let feeling = match given {
        Feeling::None if terrifying >= 2 => Feeling::FearsExtremely,
        Feeling::None if terrifying == 1 => Feeling::Fears,
        f => f,
    };
    if feeling.is_fear() && c.fears_no_one() {
        reasons.push(Reason::note("fears_no_one", format!("{} fears no-one", c.name())));
        return Feeling::None;
    }
    if feeling != Feeling::None {
        let source = if given == Feeling::None { "terrifying" } else { "feeling" };
        let text = if given == Feeling::None { "The opponent is Terrifying: fear" } else { feeling.text() };
        reasons.push(Reason::dice(source, feeling.dice(), format!("{text}: {}", super::signed_dice(feeling.dice()))));
    }
    feeling
}

/// What a man who both hates and fears another comes to: "Roll a D6. On a roll of 4+ the model
/// counts as having EXTREME hatred for that model. Any other roll and he counts as having EXTREME
/// fear instead" (playsheet; the 1996 text only says "throw a dice").
pub fn settle_hate_and_fear(roll: u8) -> Feeling {
    if roll >= 4 {
        Feeling::HatesExtremely
    } else {
        Feeling::FearsExtremely
    }
}

/// The optional rule: "Throw a D6 whenever a model is grazed or wounded by an enemy. A roll of a 1
/// means the model shot now fears the shooter, a 6 means he hates him instead."
pub fn wounded_by(roll: u8, options: &FateOptions) -> Feeling {
    match roll {
        _ if !options.wounds_cause_hatred_or_fear || !options.hatred_and_fear => Feeling::None,
        1 => Feeling::Fears,
        6 => Feeling::Hates,
        _ => Feeling::None,
    }
}

/// Playsheet, Causes of Hatred, and the skills that cause hatred or fear (1996, Skills).
pub static CAUSES: [(&str, &str); 8] = [
    ("Refusing a challenge", "Hated by all enemies for the rest of the battle; models who feared him no longer do so."),
    ("Backshooting", "A model who attempts to backshoot is hated by all models who see the attempt."),
    ("Vengeful", "Hates anyone who shoots at him or attacks him."),
    ("Terrifying", "Causes fear in everyone (extreme fear if Very Terrifying)."),
    ("Wildman", "Opponents he is moving towards suffer fear."),
    ("Yellow", "Fears anyone who grazes or wounds him."),
    ("Scenario or gamesmaster", "Relationships of hate and fear set up for the game, or ruled by the gamesmaster."),
    ("Wounds (option)", "Grazed or wounded by an enemy: D6, 1 fears him, 6 hates him."),
];

/// Playsheet, Effects of Hatred and Effects of Fear.
///
/// The playsheet's "If challenged by hated model, he must test his nerve" under Effects of Fear is
/// read as "feared model" (a slip: it is the fear list). "Must always except challenges" is
/// "accept".
pub static EFFECTS: [(&str, &str); 6] = [
    ("Hatred", "+1D6 when fighting or shooting at the hated model (+2D6 if extreme)."),
    ("Hatred", "Must always accept challenges from the hated model."),
    ("Hatred", "Must fire at the hated enemy when within fire arc and range. If the hated model is neutral or friendly, D6: on 1-2 he fires (even backshooting) at him."),
    ("Fear", "−1D6 when fighting or shooting at the feared model (−2D6 if extreme)."),
    ("Fear", "If challenged by the feared model, he must test his nerve at once. If he passes he must accept; surviving the challenge makes him Fearless for life. Otherwise he suffers as for losing his nerve."),
    ("Hatred and fear", "Resolved when he shoots at or is shot at by that model, or they come within 12\" of each other: D6, 4+ extreme hatred, else extreme fear, for the rest of the battle."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::options::FateOptions;
    use crate::rules::fate::test_character;

    #[test]
    fn feelings_change_dice_as_the_playsheet_says() {
        let dice: Vec<i8> =
            [Feeling::None, Feeling::Hates, Feeling::HatesExtremely, Feeling::Fears, Feeling::FearsExtremely]
                .iter()
                .map(|f| f.dice())
                .collect();
        assert_eq!(dice, [0, 1, 2, -1, -2]);
        assert_eq!(settle_hate_and_fear(4), Feeling::HatesExtremely);
        assert_eq!(settle_hate_and_fear(3), Feeling::FearsExtremely);
    }

    #[test]
    fn the_wounds_option_is_off_by_default() {
        let off = FateOptions::default();
        assert_eq!(wounded_by(1, &off), Feeling::None);
        let on = FateOptions { wounds_cause_hatred_or_fear: true, ..Default::default() };
        assert_eq!(wounded_by(1, &on), Feeling::Fears);
        assert_eq!(wounded_by(6, &on), Feeling::Hates);
        assert_eq!(wounded_by(3, &on), Feeling::None);
    }

    #[test]
    fn fearless_men_and_terrifying_opponents() {
        let o = FateOptions::default();
        let mut reasons = Vec::new();
        let gunman = test_character("gunman", &[]);
        let brute = test_character("legend", &["very terrifying"]);
        assert_eq!(feeling_toward(&gunman, Feeling::None, Some(&brute), &o, &mut reasons), Feeling::FearsExtremely);
        let gritty = test_character("gunman", &["true grit"]);
        assert_eq!(feeling_toward(&gritty, Feeling::Fears, Some(&brute), &o, &mut reasons), Feeling::None);
        assert_eq!(feeling_toward(&gritty, Feeling::Hates, None, &o, &mut reasons), Feeling::Hates);
        let off = FateOptions { hatred_and_fear: false, ..Default::default() };
        assert_eq!(feeling_toward(&gunman, Feeling::Hates, None, &off, &mut reasons), Feeling::None);
    }
}
