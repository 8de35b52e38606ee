//! A sheet in words for people: what the command line prints shows the rule texts' labels ("Quick
//! Draw", "Expert with 'Long' pistol", "Six gun"), never the ids a file is typed with; `--json`
//! keeps the ids. A sheet that no longer reads (a rule changed since it was saved) is shown as
//! typed rather than not at all.

use crate::rules::fate::hits::{Location, Severity, Wound};
use crate::rules::{mww, qotd};

/// A QOTD sheet's type, personality, traits, props and armour as the rule text names them.
pub struct QotdWords {
    pub kind: String,
    pub personality: String,
    pub traits: Vec<String>,
    pub weapons: Vec<String>,
    pub armour: String,
}

pub fn qotd(s: &qotd::CharacterSheet) -> QotdWords {
    match qotd::Character::from_sheet(s) {
        Ok(c) => QotdWords {
            kind: c.kind().name().to_string(),
            personality: c.personality().name.to_string(),
            traits: c.traits().iter().map(|t| t.label()).collect(),
            weapons: c.weapons().iter().map(|w| w.name().to_string()).collect(),
            armour: c.armour().name().to_string(),
        },
        Err(_) => QotdWords {
            kind: s.kind.clone(),
            personality: s.personality.clone(),
            traits: s
                .traits
                .iter()
                .map(|t| t.param.as_ref().map_or(t.id.clone(), |p| format!("{} ({p})", t.id)))
                .collect(),
            weapons: s.weapons.clone(),
            armour: s.armour.clone(),
        },
    }
}

/// An MWW figure's skills, weapons and mount by name.
pub struct MwwWords {
    pub skills: Vec<String>,
    pub weapons: Vec<String>,
    pub mount: Option<String>,
}

pub fn mww(s: &mww::FigureSheet) -> MwwWords {
    match mww::Figure::from_sheet(s) {
        Ok(f) => MwwWords {
            skills: f.skills().iter().map(|k| k.name().to_string()).collect(),
            weapons: f.weapons().iter().map(|w| w.name().to_string()).collect(),
            mount: f.mount().map(|m| m.name().to_string()),
        },
        Err(_) => MwwWords { skills: s.skills.clone(), weapons: s.weapons.clone(), mount: s.mount.clone() },
    }
}

/// A fate wound as typed, in words: "Serious wound, right arm".
pub fn fate_wound(severity: &str, location: &str) -> String {
    match (Severity::from_id(severity), Location::from_id(location)) {
        (Some(s), Some(l)) => Wound::new(s, l).label(),
        _ => format!("{severity} {}", location.replace('_', " ")),
    }
}

/// A word as a label: its first letter upper case ("right" → "Right").
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheets_read_in_the_rule_texts_words() {
        let s: qotd::CharacterSheet = serde_json::from_str(
            r#"{"name": "Wyatt", "type": "hero", "personality": "natural_leader",
                "traits": ["quick_draw", {"id": "expert", "param": "long_pistol"}],
                "weapons": ["long_pistol", "pistol_as_club"], "armour": "none"}"#,
        )
        .unwrap();
        let w = qotd(&s);
        assert_eq!((w.kind.as_str(), w.personality.as_str()), ("Hero", "Natural Leader"));
        assert_eq!(w.traits, ["Quick Draw", "Expert with 'Long' pistol"]);
        assert_eq!(w.weapons, ["'Long' pistol", "Pistol used as a club"]);
        assert_eq!(w.armour, "No Armour");
        let f: mww::FigureSheet = serde_json::from_str(
            r#"{"name": "Kid", "skills": ["shooting"], "weapons": ["winchester"], "mount": "horse"}"#,
        )
        .unwrap();
        let w = mww(&f);
        assert_eq!(
            (w.skills, w.weapons, w.mount),
            (
                vec!["Shooting / throwing skill".to_string()],
                vec!["Repeating rifle".to_string()],
                Some("Horse".to_string())
            )
        );
        assert_eq!(fate_wound("serious", "right_arm"), "Serious wound, right arm");
        assert_eq!(capitalised("ambidextrous"), "Ambidextrous");
    }
}
