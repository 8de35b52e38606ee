//! QOTD Reel 2, Personality: every character has exactly one, besides their skills and traits.

use serde::Serialize;
use ts_rs::TS;

use super::normalise_id;

/// A personality: how a character behaves and performs in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export)]
pub struct Personality {
    /// Snake_case of the rule text's name (`quick_witted`).
    pub id: &'static str,
    /// As the rule text names it (`Quick Witted`).
    pub name: &'static str,
    /// The one-line description that follows the name (`Made of stern stuff`).
    pub tagline: &'static str,
    /// The rule, as the text gives it.
    pub effect: &'static str,
}

impl Personality {
    /// Finds a personality by id or by its name as typed (`"Natural Leader"`).
    pub fn from_id(input: &str) -> Option<&'static Personality> {
        let id = normalise_id(input);
        PERSONALITIES.iter().find(|p| p.id == id)
    }
}

/// QOTD Reel 2, Personality, in the order of the rule text.
///
/// The brief for this table expected 18 personalities; the rule text lists **17** (Academic to
/// Ruthless) and nothing elsewhere in the text names another, so there are 17 here.
///
/// Texts are the rule text's own words. Where the scan is garbled:
/// - Charismatic and Dominant run their 1 / 2 to 4 / 5 to 9 / 10 outcomes together; a colon after
///   each score and a full stop before the next are added so the list reads, the words unchanged.
/// - Heroic and Ruthless have no short tagline; their first sentence is taken as the tagline.
/// - Proud: the stray colon after "Courage test" is read as a full stop and the stray closing quote
///   after "attentions" is dropped. The Courage Test section adds that Brave and Proud characters
///   "must take the second roll"; Proud's own text does not say so and is left as written.
pub static PERSONALITIES: [Personality; 17] = [
    Personality {
        id: "academic",
        name: "Academic",
        tagline: "A Very Clever Person",
        effect: "May reroll any action roll associated with their particular area of study but must also pass a test to stop studying something they encounter related to their specialist subject",
    },
    Personality {
        id: "brave",
        name: "Brave",
        tagline: "Made of stern stuff",
        effect: "Can reroll a failed Courage Test but must keep the second outcome. Ignores any grazes resulting from combat",
    },
    Personality {
        id: "bloodthirsty",
        name: "Bloodthirsty",
        tagline: "Always finishes their foe off",
        effect: "Must pass an Action test to stop fighting or taking trophies from a fallen foe",
    },
    Personality {
        id: "cautious",
        name: "Cautious",
        tagline: "Holds back",
        effect: "When taking all Responding or Reacting to new events tests they use reduced dice.",
    },
    Personality {
        id: "charismatic",
        name: "Charismatic",
        tagline: "An absolute Charmer",
        effect: "When next to a character they wish to 'charm', the character tests. 1: Fails so badly that the charmed character is repelled by them and will never be charmed. 2 to 4: Fails but may try again. 5 to 9: Success. The charmed character will do as the charismatic character wants (but not harm themselves or another) until they pass an Action test. 10: Outstanding success. The charmed character is so captivated by the character that they will do everything in their power to aid him or her.",
    },
    Personality {
        id: "disciplined",
        name: "Disciplined",
        tagline: "Calm under Pressure",
        effect: "May reroll when Wanting to move, Shoot, Attack, Hold or Reload but must keep the second outcome",
    },
    Personality {
        id: "dominant",
        name: "Dominant",
        tagline: "Expects to be obeyed",
        effect: "Their own followers are under their sway and so can reroll any failed action/task test if they are within 10 paces. To influence other characters, including opponents, test. 1: Fails so badly that repels the character who will be hostile for the rest of the game. 2 to 4: Fail but may try again. 5 to 9: Success. The characters will obey and, if required, attack another character but will not harm themselves until they pass an Action test (a roll of 5+). 10: Outstanding success and the character will do whatever the dominant character requires",
    },
    Personality {
        id: "fanatic",
        name: "Fanatic",
        tagline: "No concern for personal safety",
        effect: "Can reroll a failed Attack or Move roll which would take them towards the enemy but must keep the second outcome. They ignore any 1s rolled for courage tests",
    },
    Personality {
        id: "fearsome",
        name: "Fearsome",
        tagline: "Someone to be Feared",
        effect: "Opponents take a Courage Test on first sighting or if they charge or are charged by such a character",
    },
    Personality {
        id: "heroic",
        name: "Heroic",
        tagline: "Puts the objectives and safety of others before their own",
        effect: "Always seeks to attack or fight the biggest, nastiest foe. No need to test for Courage",
    },
    Personality {
        id: "lucky",
        name: "Lucky",
        tagline: "Beats the odds",
        effect: "May re-roll up to 4 dice rolls during the game but must keep the second roll – this includes dice rolls which cause an adverse affect on them, such as hits, wounds, and failed reaction, as well as improving the results of hits caused by them",
    },
    Personality {
        id: "natural_leader",
        name: "Natural Leader",
        tagline: "An inspiration",
        effect: "His command automatically uses his or her dice when testing for movement, courage or responding to hold actions if within 10 paces.",
    },
    Personality {
        id: "ordinary",
        name: "Ordinary",
        tagline: "The average person",
        effect: "The character has no outstanding features and therefore gains no improvement or reduction when taking tests",
    },
    Personality {
        id: "proud",
        name: "Proud",
        tagline: "Always stands and fights",
        effect: "Can reroll a failed Courage test. Always attempts to engage the enemy leader in combat, ignoring others less worthy of their attentions.",
    },
    Personality {
        id: "quick_witted",
        name: "Quick Witted",
        tagline: "Sharp",
        effect: "Can reroll a failed Responding or reaction Test but must keep the second outcome",
    },
    Personality {
        id: "rash",
        name: "Rash",
        tagline: "Acts before thinking",
        effect: "Can reroll a failed Move roll which would take them towards the enemy but must keep the second. Always stands, fights and makes an all out attack",
    },
    Personality {
        id: "ruthless",
        name: "Ruthless",
        tagline: "Prepared to sacrifice others to achieve his goals",
        effect: "Puts own objectives above everything else. Must pass a reaction test to do anything that helps or supports others.",
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_rule_text_lists_seventeen_personalities() {
        assert_eq!(PERSONALITIES.len(), 17);
        let ids: HashSet<_> = PERSONALITIES.iter().map(|p| p.id).collect();
        assert_eq!(ids.len(), 17);
        for p in &PERSONALITIES {
            assert_eq!(normalise_id(p.name), p.id, "{} is not the snake_case of its name", p.id);
        }
    }

    #[test]
    fn effects_are_the_rule_texts_words() {
        let expect = [
            ("disciplined", "May reroll when Wanting to move, Shoot, Attack, Hold or Reload but must keep the second outcome"),
            ("brave", "Can reroll a failed Courage Test but must keep the second outcome. Ignores any grazes resulting from combat"),
            ("cautious", "When taking all Responding or Reacting to new events tests they use reduced dice."),
            ("fearsome", "Opponents take a Courage Test on first sighting or if they charge or are charged by such a character"),
            ("lucky", "May re-roll up to 4 dice rolls during the game but must keep the second roll"),
            ("natural_leader", "His command automatically uses his or her dice when testing for movement, courage or responding to hold actions if within 10 paces."),
            ("quick_witted", "Can reroll a failed Responding or reaction Test but must keep the second outcome"),
            ("heroic", "No need to test for Courage"),
            ("charismatic", "The charmed character is so captivated by the character that they will do everything in their power to aid him or her."),
        ];
        for (id, sentence) in expect {
            let p = Personality::from_id(id).unwrap();
            assert!(p.effect.contains(sentence), "{id}: {:?} does not contain {sentence:?}", p.effect);
        }
        assert_eq!(Personality::from_id("brave").unwrap().tagline, "Made of stern stuff");
        assert_eq!(Personality::from_id("rash").unwrap().tagline, "Acts before thinking");
    }

    #[test]
    fn names_are_accepted_as_typed() {
        assert_eq!(Personality::from_id("Quick Witted").map(|p| p.id), Some("quick_witted"));
        assert_eq!(Personality::from_id("natural-leader").map(|p| p.id), Some("natural_leader"));
        assert_eq!(Personality::from_id("DISCIPLINED").map(|p| p.id), Some("disciplined"));
        assert_eq!(Personality::from_id("grumpy"), None);
    }
}
