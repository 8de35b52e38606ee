//! QOTD Reel 2, Skills and Traits: general skills and traits, and specific combat skills and traits.
//! A character has at most as many as their type allows (Heroes 4 … Minor characters 1).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;

/// Which of the rule text's two lists a skill or trait comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum TraitGroup {
    /// QOTD Reel 2, General Skills and Traits.
    General,
    /// QOTD Reel 2, Specific Combat Skills and Traits.
    Combat,
}

/// What a parameterised skill or trait is about, given on the sheet as its `param`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum TraitParam {
    /// A skill named freely by the player (`riding`, `tracking`, `poker`): the rule text keeps no
    /// list of skills.
    Skill,
    /// A weapon id or alias from the Weapons Table or the Combat Weapons table; stored canonical.
    Weapon,
}

/// A skill or trait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export)]
pub struct Trait {
    /// Snake_case of the rule text's name (`quick_draw`).
    pub id: &'static str,
    /// As the rule text names it (`Quick Draw`).
    pub name: &'static str,
    /// The short description that follows the name (`Greased Lightning`).
    pub tagline: &'static str,
    /// The rule, as the text gives it.
    pub effect: &'static str,
    pub group: TraitGroup,
    /// What the trait is about, for the two "particular skill" traits and the weapon expert.
    pub param: Option<TraitParam>,
    /// Other names a sheet may use for it (the rule text's full name, read as an id).
    pub aliases: &'static [&'static str],
}

/// The name of a trait or personality by its id (`fearsome` → "Fearsome"), as a beast's line
/// lists them; an id of neither is given back as words.
pub fn trait_label(id: &str) -> String {
    match (Trait::from_id(id), super::Personality::from_id(id)) {
        (Some(t), _) => t.name.to_string(),
        (None, Some(p)) => p.name.to_string(),
        (None, None) => id.replace('_', " "),
    }
}

impl Trait {
    /// Finds a skill or trait by id, alias or name as typed (`"Quick Draw"`, `"Saw Bones"`).
    pub fn from_id(input: &str) -> Option<&'static Trait> {
        let id = normalise_id(input);
        TRAITS.iter().find(|t| t.id == id || t.aliases.contains(&id.as_str()))
    }
}

/// Every name a trait may be typed as, with its id.
pub(crate) fn trait_names() -> impl Iterator<Item = (&'static str, &'static str)> {
    TRAITS.iter().flat_map(|t| std::iter::once(t.id).chain(t.aliases.iter().copied()).map(move |n| (n, t.id)))
}

/// QOTD Reel 2, General Skills and Traits (13) then Specific Combat Skills and Traits (11), in the
/// order of the rule text.
///
/// Texts are the rule text's own words, including its spelling ("come too"). Where it is garbled or
/// silent:
/// - Healer/Saw Bones has no tagline of its own; the scan's "Healer/Saw Bones" is read as the name
///   "Healer" and the tagline "Saw Bones" (both `healer` and `saw_bones` are accepted).
/// - Fleet Footed "may move up to fast" is read as "may move up to 10 paces", the movement-rates
///   table's figure for fleet-footed characters.
/// - Lumbering's "maximum move distance is reduced" is read as "reduced to 6 paces", the
///   movement-rates table's figure for lumbering characters (not a fraction of the normal move).
/// - Stealthy "improves the character's DV when shot at" without saying by how much; the figure is
///   left to the table and is not part of the derived DV.
/// - Frail's "or to recovering" is left as written.
/// - "Poor fighter" and "Poor shot" are capitalised like the other names.
pub static TRAITS: [Trait; 24] = [
    Trait {
        id: "ambidextrous",
        name: "Ambidextrous",
        tagline: "Even Handed",
        effect: "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "athletic",
        name: "Athletic",
        tagline: "Natural Poise",
        effect: "Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "good_in_skill",
        name: "Good in a particular skill",
        tagline: "Knows their stuff",
        effect: "May reroll a task roll when using that skill but must keep the second outcome",
        group: TraitGroup::General,
        param: Some(TraitParam::Skill),
        aliases: &["good_in_a_particular_skill", "good_in"],
    },
    Trait {
        id: "fleet_footed",
        name: "Fleet Footed",
        tagline: "Runs Like the Wind",
        effect: "Can reroll a failed Wanting to move roll and may move up to 10 paces",
        group: TraitGroup::General,
        param: None,
        aliases: &["fleetfooted"],
    },
    Trait {
        id: "frail",
        name: "Frail",
        tagline: "Resistant to Recovery",
        effect: "When trying to come too after being KO’d or to recovering from medical treatment they use reduced dice.",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "healer",
        name: "Healer",
        tagline: "Saw Bones",
        effect: "Can heal wounds and aid recovery",
        group: TraitGroup::General,
        param: None,
        aliases: &["healer_saw_bones", "saw_bones", "sawbones"],
    },
    Trait {
        id: "lumbering",
        name: "Lumbering",
        tagline: "Moves slowly",
        effect: "Their maximum move distance is reduced to 6 paces and when wanting to move in or enter Bad Going they use reduced Action Dice",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "poor_in_skill",
        name: "Poor in a particular skill",
        tagline: "Inept",
        effect: "Uses reduced Action dice for any related task roll",
        group: TraitGroup::General,
        param: Some(TraitParam::Skill),
        aliases: &["poor_in_a_particular_skill", "poor_in"],
    },
    Trait {
        id: "sixth_sense",
        name: "Sixth Sense",
        tagline: "Can sense danger",
        effect: "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "stealthy",
        name: "Stealthy",
        tagline: "A Shadow",
        effect: "Improves the character’s DV when shot at and reduces the chance of them being located",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "strong",
        name: "Strong",
        tagline: "Muscleman",
        effect: "Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "surefooted",
        name: "Surefooted",
        tagline: "Moves like a Cat",
        effect: "Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty",
        group: TraitGroup::General,
        param: None,
        aliases: &["sure_footed"],
    },
    Trait {
        id: "tough",
        name: "Tough",
        tagline: "Resilient to injury",
        effect: "They can reroll their dice if being healed or attempting to come too after being KO’d.",
        group: TraitGroup::General,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "brawler",
        name: "Brawler",
        tagline: "Close in Fighter",
        effect: "Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "expert",
        name: "Fighter or Expert with a particular weapon",
        tagline: "None Better",
        effect: "Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.",
        group: TraitGroup::Combat,
        param: Some(TraitParam::Weapon),
        aliases: &["fighter", "fighter_or_expert_with_a_particular_weapon", "expert_with_a_particular_weapon", "expert_with"],
    },
    Trait {
        id: "man_killer",
        name: "Man Killer",
        tagline: "Just Deadly",
        effect: "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack",
        group: TraitGroup::Combat,
        param: None,
        aliases: &["mankiller"],
    },
    Trait {
        id: "marksman",
        name: "Marksman",
        tagline: "Eagle Eyed",
        effect: "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "martial_artist",
        name: "Martial Artist",
        tagline: "Lethal Hands and Feet",
        effect: "Lowers an enemy's DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "off_handed",
        name: "Off Handed",
        tagline: "Southpaw",
        effect: "Lowers the enemy's DV by 1 when making a close combat attack",
        group: TraitGroup::Combat,
        param: None,
        aliases: &["southpaw"],
    },
    Trait {
        id: "poor_fighter",
        name: "Poor Fighter",
        tagline: "Untrained",
        effect: "Their action dice are reduced when trying to hit",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "poor_shot",
        name: "Poor Shot",
        tagline: "No use at shooting",
        effect: "Uses reduced action dice when trying to hit",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "quick_draw",
        name: "Quick Draw",
        tagline: "Greased Lightning",
        effect: "Can reroll a failed draw action and ignores the increase on an enemies DV when drawing a weapon and shooting or fighting",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "two_fisted",
        name: "Two Fisted",
        tagline: "Hard Hitter",
        effect: "Lowers an enemy's DV by 1 when using their Fists and Feet",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
    Trait {
        id: "two_weapon_trained",
        name: "Two Weapon Trained",
        tagline: "Tricky to Fight",
        effect: "Lowers the enemy's DV by 1 when the character makes a close combat attack",
        group: TraitGroup::Combat,
        param: None,
        aliases: &[],
    },
];

/// Pairs of traits a character cannot have together, because one undoes the other; for
/// parameterised traits, only when they have the same parameter. The rule text does not forbid them;
/// these are the pairs a player would call a contradiction: Fleet Footed and Lumbering set the
/// maximum move to 10 and to 6 paces, and nobody is both good and poor in riding.
pub(crate) const CONFLICTING_TRAITS: [(&str, &str); 2] =
    [("fleet_footed", "lumbering"), ("good_in_skill", "poor_in_skill")];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn thirteen_general_and_eleven_combat_traits() {
        let general = TRAITS.iter().filter(|t| t.group == TraitGroup::General).count();
        let combat = TRAITS.iter().filter(|t| t.group == TraitGroup::Combat).count();
        assert_eq!((general, combat), (13, 11));
    }

    #[test]
    fn ids_and_aliases_are_snake_case_and_unique() {
        let mut seen = HashSet::new();
        for (name, _) in trait_names() {
            assert_eq!(normalise_id(name), name);
            assert!(seen.insert(name), "{name} names two traits");
        }
    }

    #[test]
    fn three_traits_take_a_parameter() {
        let with_param: Vec<_> = TRAITS.iter().filter(|t| t.param.is_some()).map(|t| t.id).collect();
        assert_eq!(with_param, ["good_in_skill", "poor_in_skill", "expert"]);
        assert_eq!(Trait::from_id("expert").unwrap().param, Some(TraitParam::Weapon));
        assert_eq!(Trait::from_id("good_in_skill").unwrap().param, Some(TraitParam::Skill));
    }

    #[test]
    fn effects_are_the_rule_texts_words() {
        let expect = [
            ("ambidextrous", "Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand"),
            ("good_in_skill", "May reroll a task roll when using that skill but must keep the second outcome"),
            ("sixth_sense", "Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger"),
            ("strong", "reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet"),
            ("man_killer", "Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack"),
            ("marksman", "Lowers the enemy's DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload"),
            ("quick_draw", "Can reroll a failed draw action and ignores the increase on an enemies DV when drawing a weapon and shooting or fighting"),
            ("expert", "If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome."),
            ("poor_shot", "Uses reduced action dice when trying to hit"),
        ];
        for (id, sentence) in expect {
            let t = Trait::from_id(id).unwrap();
            assert!(t.effect.contains(sentence), "{id}: {:?} does not contain {sentence:?}", t.effect);
        }
        assert_eq!(Trait::from_id("quick_draw").unwrap().tagline, "Greased Lightning");
        assert_eq!(Trait::from_id("surefooted").unwrap().tagline, "Moves like a Cat");
    }

    #[test]
    fn names_and_aliases_are_accepted_as_typed() {
        assert_eq!(Trait::from_id("Quick Draw").map(|t| t.id), Some("quick_draw"));
        assert_eq!(Trait::from_id("Healer/Saw Bones").map(|t| t.id), Some("healer"));
        assert_eq!(Trait::from_id("sure-footed").map(|t| t.id), Some("surefooted"));
        assert_eq!(Trait::from_id("Fighter or Expert with a particular weapon").map(|t| t.id), Some("expert"));
        assert_eq!(Trait::from_id("Good in a particular skill").map(|t| t.id), Some("good_in_skill"));
        assert_eq!(Trait::from_id("quick_drw"), None);
    }
}
