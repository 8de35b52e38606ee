//! What the printed fate deck says: each skill in short for a character card, and what each action
//! card allows. The printer lays these words out; it knows no rules.
//!
//! Sources: the skills are Ansell 1996, Skills (Fearless: the playsheet, Effects of Fear), shortened
//! from [`super::SKILLS`]; the action cards are Ansell 1996, the Fate Deck, with the classes of the
//! playsheet.

use super::class::{ActionCard, Class};
use super::skills::Skill;

/// Each skill as a character card prints it, in short. A figure in braces is one the rule text
/// stars (`*`): a "Very" skill (level 2) doubles it, a treble one triples it. `{3}` is a number
/// (3, 6, 9); `{once}`/`{Once}` reads "once", "twice", "three times"; `{half}` is a chance that
/// halves with each level (50%, 25%, 12.5% — Posse's reading of a doubled "50%*", as the recovery
/// roll reads it); `{first}` is "first wound", "first 2 wounds".
///
/// Decisions: the cards keep what decides a throw (dice, figures, who fears whom) and leave out the
/// text's asides; where a skill implies others (White Knight, Wildman) the card lists those skills
/// too, each with its own line, so the line here only names them. Evil's line says what Posse's
/// experience rules keep (backshooting, knocked-out or unarmed victims, friends and allies).
pub static SKILL_CARD_TEXTS: [(Skill, &str); 33] = [
    (Skill::Agile, "No firing penalty for moving; may change direction {once} in a move and end facing any way; +{1} dice in a fight."),
    (Skill::Ambidextrous, "No penalty for firing two pistols."),
    (Skill::Boss, "His side +{1} dice testing nerve (+3 within 6\" of him, and he himself); if his nerve fails, his friends test at −3 dice."),
    (Skill::Charmed, "{Once} per gunfight: re-roll a whole batch of dice, or make an opponent re-roll his."),
    (Skill::CrackShot, "+{1} firing dice."),
    (Skill::Cursed, "Each opposing player may make him re-roll one die, {once} per gunfight."),
    (Skill::Deadeye, "Hits on a 5 or 6 when firing single shot."),
    (Skill::Drunk, "Subject to drunkenness rules."),
    (Skill::Evil, "Gains experience for backshooting and for shooting knocked-out or unarmed men, friends and allies."),
    (Skill::FastDraw, "+{3} dice in a fast draw."),
    (Skill::HardAsNails, "Ignores the effect of his {first} (still knocked down, out or dead)."),
    (Skill::Knifeman, "With knife or sword: +{4} dice in a fight and +{1} to effect. Throws a knife as a deliberate pistol shot, point blank or close, +1 die."),
    (Skill::LegendOfTheWest, "His card is kept in hand as an action card for him alone. May fire at a group within {4}\" of each other and share out the hits; if Ambidextrous, each gun at its own target. Fears no-one."),
    (Skill::Lucky, "Re-rolls {1} die of each batch he throws."),
    (Skill::Marksman, "±{1} to the hit-location roll."),
    (Skill::NervesOfSteel, "Never ducks back; +{1} dice testing nerve. Fears no-one."),
    (Skill::Nervous, "{half} chance of recovering; −{3} dice in a fast draw; always blazes away; −{2} dice testing nerve."),
    (Skill::QuickShot, "+{3} dice in a fast draw; blazing away, hits with {1} extra shot."),
    (Skill::Runt, "−{3} dice in a fight."),
    (Skill::SkilledFighter, "+4 dice attacking in a fight."),
    (Skill::Slow, "−{1} dice moving and in a fast draw. May not use an action card."),
    (Skill::Stalker, "Still behind cover: unseen beyond {12}\", and shooters at him −{1} dice."),
    (Skill::Stoopid, "Throws a die each turn: 1–2 does nothing, 3 does as last turn, 4–6 a normal turn."),
    (Skill::Strong, "+{3} dice in a fight."),
    (Skill::Swift, "Moved last turn: shooters at him −{1} dice. May roll {1} extra movement dice. +{1} dice in a fight and a fast draw."),
    (Skill::Terrifying, "Causes fear in everyone; opponents −{1} dice testing nerve."),
    (Skill::Tough, "−{1} to the effect dice when hit; never knocked down or out."),
    (Skill::TrueGrit, "+{3} dice testing nerve. Fears no-one."),
    (Skill::Vengeful, "Hates anyone who shoots at or attacks him."),
    (Skill::WhiteKnight, "Never back-shoots or shoots the helpless; +{1} firing dice against the Evil and the hated. Also Charmed and Tough; never loses his nerve. Fears no-one."),
    (Skill::Wildman, "Must move and fire every turn he can; no penalty for a pistol on the move; men he moves towards fear him. Also Tough, a Skilled Fighter, True Grit."),
    (Skill::Yellow, "−{3} dice testing nerve. Fears anyone who grazes or wounds him."),
    (Skill::Fearless, "Never again fears anyone."),
];

/// A skill's card text at a level (1 plain, 2 "Very", 3 treble), its starred figures worked out.
pub fn skill_card_text(skill: Skill, level: u8) -> String {
    let template = SKILL_CARD_TEXTS.iter().find(|(s, _)| *s == skill).map_or("", |(_, t)| t);
    let level = u32::from(level.max(1));
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let close = rest[open..].find('}').map_or(rest.len(), |c| open + c);
        let key = &rest[open + 1..close];
        let times = ["once", "twice", "three times"];
        let nth = |words: &str| words.to_string();
        out.push_str(&match key {
            "once" => nth(times[(level as usize - 1).min(2)]),
            "Once" => {
                let w = times[(level as usize - 1).min(2)];
                format!("{}{}", w[..1].to_uppercase(), &w[1..])
            }
            "half" => {
                let chance = 100.0 / 2f64.powi(level as i32);
                format!("{}%", format!("{chance:.1}").trim_end_matches(".0"))
            }
            "first" if level == 1 => "first wound".to_string(),
            "first" => format!("first {level} wounds"),
            n => n.parse::<u32>().map_or_else(|_| n.to_string(), |n| (n * level).to_string()),
        });
        rest = &rest[(close + 1).min(rest.len())..];
    }
    out.push_str(rest);
    out
}

/// What an action card says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionCardWords {
    /// "Gunman Action Card".
    pub title: String,
    /// "Gunman".
    pub class: &'static str,
    /// The classes whose character card takes it up: "Gunman, Shootist, Legend".
    pub taken_by: Vec<&'static str>,
    /// What it allows, once held.
    pub allows: String,
    /// What happens when it is drawn.
    pub when_drawn: &'static str,
}

/// When an action card is drawn (1996, the Fate Deck).
pub const ACTION_CARD_DRAWN: &str =
    "Displayed face up when drawn: the next player to draw a character card of this class \
                                     or higher takes it into his hand. The Joker shuffles it back into the deck.";

/// An action card's words, for a campaign whose classes are `classes` (the playsheet's Indian
/// classes take up the card of their equivalent: a Young Blood a Gunman's).
pub fn action_card_words(card: ActionCard, classes: &[Class]) -> ActionCardWords {
    let class = card.class().name();
    let taken_by = classes.iter().filter(|c| c.may_take(card)).map(|c| c.name()).collect();
    let allows = if card == ActionCard::Citizen {
        "A free turn for any one of his characters, at any time — even part way through someone else's turn."
            .to_string()
    } else {
        format!(
            "A free turn for any one of his characters of {} class or higher, at any time — even part way through \
             someone else's turn.",
            class
        )
    };
    ActionCardWords { title: card.title(), class, taken_by, allows, when_drawn: ACTION_CARD_DRAWN }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_skill_has_a_card_text_and_every_figure_is_worked_out() {
        for skill in Skill::ALL {
            assert!(SKILL_CARD_TEXTS.iter().any(|(s, _)| *s == skill), "{skill:?}");
            for level in 1..=3 {
                let text = skill_card_text(skill, level);
                assert!(!text.contains(['{', '}', '*']), "{skill:?} {level}: {text}");
                assert!(text.ends_with('.'), "{text}");
            }
        }
    }

    #[test]
    fn a_very_skill_doubles_its_starred_figures() {
        assert_eq!(skill_card_text(Skill::Strong, 1), "+3 dice in a fight.");
        assert_eq!(skill_card_text(Skill::Strong, 2), "+6 dice in a fight.");
        assert_eq!(
            skill_card_text(Skill::Charmed, 2),
            "Twice per gunfight: re-roll a whole batch of dice, or make an opponent re-roll his."
        );
        assert!(skill_card_text(Skill::Nervous, 2).starts_with("25% chance of recovering; −6 dice in a fast draw"));
        assert!(skill_card_text(Skill::HardAsNails, 2).contains("his first 2 wounds"));
        // A figure the text does not star stays: Skilled Fighter has no `*`, Boss's +3 near him neither.
        assert_eq!(skill_card_text(Skill::SkilledFighter, 2), "+4 dice attacking in a fight.");
        assert!(skill_card_text(Skill::Boss, 2).starts_with("His side +2 dice testing nerve (+3 within 6\""));
    }

    #[test]
    fn an_action_card_is_taken_by_its_class_and_higher() {
        let words = action_card_words(ActionCard::Gunman, &Class::ALL);
        assert_eq!(words.title, "Gunman Action Card");
        assert_eq!(words.taken_by, ["Gunman", "Shootist", "Legend", "Young Blood", "Warrior", "Mighty Warrior"]);
        assert!(words.allows.contains("of Gunman class or higher"));
        let four = [Class::Citizen, Class::Gunman, Class::Shootist, Class::Legend];
        assert_eq!(action_card_words(ActionCard::Legend, &four).taken_by, ["Legend"]);
        assert_eq!(action_card_words(ActionCard::Citizen, &four).taken_by, ["Citizen", "Gunman", "Shootist", "Legend"]);
    }
}
