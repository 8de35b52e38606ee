//! The choices a fate-family campaign makes between the two texts, and the optional rules it may
//! switch on or off: every one is listed once, in [`OPTIONS`], with its description and source,
//! so a campaign can store a [`FateOptions`] and show what it plays by.
//!
//! Where Ansell's 1996 playtest edition and the later Rules With No Name playsheet disagree, the
//! playsheet is the default and the 1996 rule is the option. Where one text is silent, the other's
//! rule simply applies and is not an option (each such reading is documented where it is used).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Which text a disputed rule follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateRuleText")]
pub enum RuleText {
    /// The Rules With No Name playsheet, ver. 1.00 (for `hit_location`, its companion "Playsheet
    /// 2", the hit-location chart of the 2003 edition).
    #[default]
    Playsheet,
    /// Bryan Ansell's western gunfight rules, playtest edition 25/4/96.
    Ansell1996,
}

/// Which hit-location chart a campaign rolls on (option `hit_location`): the Rules With No Name
/// Playsheet 2 chart, or Posse's house grid. Named for the charts, not for a text: the house grid
/// is Posse's own guess at the 1996 chits lost from the scan, not Ansell's chart. A campaign or an
/// export file of an earlier Posse that says `ansell1996` (or `ansell_1996`) means the house grid
/// and is read so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateHitLocationChart")]
pub enum HitLocationChart {
    /// The TRWNN Playsheet 2 chart (2003 edition, fan reconstruction).
    #[default]
    Playsheet,
    /// Posse's house grid, read with the 1996 effect modifiers and wound rules.
    House,
}

/// Read by its names, and by the house grid's old one (`ansell1996`, `ansell_1996`).
impl<'de> Deserialize<'de> for HitLocationChart {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<HitLocationChart, D::Error> {
        match String::deserialize(d)?.as_str() {
            "playsheet" => Ok(HitLocationChart::Playsheet),
            "house" | "ansell1996" | "ansell_1996" => Ok(HitLocationChart::House),
            other => Err(serde::de::Error::unknown_variant(other, &["playsheet", "house"])),
        }
    }
}

/// A campaign's choices. Every default is the playsheet's rule (or, for an optional rule, the
/// playsheet's own default). Stored as JSON; unknown keys are refused and missing keys take the
/// default, so `{}` is the playsheet game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FateOptions", optional_fields)]
pub struct FateOptions {
    /// [`OPTIONS`]: `jams`.
    pub jams: RuleText,
    /// [`OPTIONS`]: `actions`.
    pub actions: RuleText,
    /// [`OPTIONS`]: `movement`.
    pub movement: RuleText,
    /// [`OPTIONS`]: `indian_classes`.
    pub indian_classes: RuleText,
    /// [`OPTIONS`]: `shotguns`.
    pub shotguns: RuleText,
    /// [`OPTIONS`]: `hit_location`.
    pub hit_location: HitLocationChart,
    /// [`OPTIONS`]: `knife_throwing`.
    pub knife_throwing: RuleText,
    /// [`OPTIONS`]: `hatred_and_fear`.
    pub hatred_and_fear: bool,
    /// [`OPTIONS`]: `wounds_cause_hatred_or_fear`.
    pub wounds_cause_hatred_or_fear: bool,
    /// [`OPTIONS`]: `fumbles`.
    pub fumbles: bool,
    /// [`OPTIONS`]: `treble_skills`.
    pub treble_skills: bool,
}

impl Default for FateOptions {
    fn default() -> FateOptions {
        FateOptions {
            jams: RuleText::Playsheet,
            actions: RuleText::Playsheet,
            movement: RuleText::Playsheet,
            indian_classes: RuleText::Playsheet,
            shotguns: RuleText::Playsheet,
            hit_location: HitLocationChart::Playsheet,
            knife_throwing: RuleText::Playsheet,
            hatred_and_fear: true,
            wounds_cause_hatred_or_fear: false,
            fumbles: false,
            treble_skills: false,
        }
    }
}

impl FateOptions {
    /// Every option with the value this campaign chose, in the order of [`OPTIONS`].
    pub fn choices(&self) -> Vec<OptionChoice> {
        OPTIONS
            .iter()
            .map(|info| {
                let index = info.index_of(self);
                OptionChoice {
                    id: info.id,
                    title: info.title,
                    index,
                    is_default: index == info.index_of(&FateOptions::default()),
                    rule: if index == 0 { info.first } else { info.second },
                }
            })
            .collect()
    }

    /// The largest level a skill may be taken at: 2 ("Very Strong"), or 3 with treble skills.
    pub fn max_skill_level(&self) -> u8 {
        if self.treble_skills {
            3
        } else {
            2
        }
    }
}

/// One option as a campaign shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateOptionChoice")]
pub struct OptionChoice {
    pub id: &'static str,
    pub title: &'static str,
    /// Which of the option's two values it is set to: 0 for the first (the playsheet's, on, or the
    /// first reading), 1 for the second.
    pub index: usize,
    pub is_default: bool,
    /// The rule in force, in words.
    pub rule: &'static str,
}

/// What kind of choice an option is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateOptionKind")]
pub enum OptionKind {
    /// Where the texts disagree: `playsheet` or `ansell1996` ([`RuleText`]).
    Text,
    /// An optional rule, on or off. "Off" is not the 1996 text's rule: it is the rule left out.
    Switch,
    /// Two rules named for what they are (`values`), neither being one text's: which hit-location
    /// chart is rolled on.
    Reading,
}

/// One option: what it is about and the two rules it chooses between.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateOptionInfo")]
pub struct OptionInfo {
    /// The field of [`FateOptions`].
    pub id: &'static str,
    pub title: &'static str,
    pub kind: OptionKind,
    /// The rule of the first value: the playsheet's (`text`), or the rule when on (`switch`).
    pub first: &'static str,
    /// The rule of the second value: Ansell 1996's (`text`), or what happens when off (`switch`).
    pub second: &'static str,
    /// Whether the default is the first value (the playsheet's rule, or on).
    pub default_first: bool,
    /// Where the two rules are.
    pub source: &'static str,
    /// The two values as `--option KEY=VALUE` takes them, the first first: `playsheet` and
    /// `ansell_1996`, `on` and `off`, or a reading's own (`playsheet` and `house`). A reading's are
    /// also its values in [`FateOptions`].
    pub values: [&'static str; 2],
    /// How each value is labelled where it is shown: "Playsheet" and "Ansell 1996", "On" and
    /// "Off", or a reading's own.
    pub labels: [&'static str; 2],
}

const fn text(
    id: &'static str,
    title: &'static str,
    first: &'static str,
    second: &'static str,
    source: &'static str,
) -> OptionInfo {
    OptionInfo {
        id,
        title,
        kind: OptionKind::Text,
        first,
        second,
        default_first: true,
        source,
        values: ["playsheet", "ansell_1996"],
        labels: ["Playsheet", "Ansell 1996"],
    }
}

const fn reading(
    id: &'static str,
    title: &'static str,
    values: [&'static str; 2],
    labels: [&'static str; 2],
    first: &'static str,
    second: &'static str,
    source: &'static str,
) -> OptionInfo {
    OptionInfo { id, title, kind: OptionKind::Reading, first, second, default_first: true, source, values, labels }
}

const fn switch(
    id: &'static str,
    title: &'static str,
    default_on: bool,
    on: &'static str,
    off: &'static str,
    source: &'static str,
) -> OptionInfo {
    OptionInfo {
        id,
        title,
        kind: OptionKind::Switch,
        first: on,
        second: off,
        default_first: default_on,
        source,
        values: ["on", "off"],
        labels: ["On", "Off"],
    }
}

impl OptionInfo {
    /// The two values as `--option KEY=VALUE` takes them, the first first.
    pub fn words(&self) -> [&'static str; 2] {
        self.values
    }

    /// How each value is labelled where it is shown.
    pub fn labels(&self) -> [&'static str; 2] {
        self.labels
    }

    /// Which value `o` has: 0 for the first, 1 for the second.
    fn index_of(&self, o: &FateOptions) -> usize {
        let text = |t: RuleText| usize::from(t == RuleText::Ansell1996);
        let off = |on: bool| usize::from(!on);
        match self.id {
            "jams" => text(o.jams),
            "actions" => text(o.actions),
            "movement" => text(o.movement),
            "indian_classes" => text(o.indian_classes),
            "shotguns" => text(o.shotguns),
            "hit_location" => usize::from(o.hit_location == HitLocationChart::House),
            "knife_throwing" => text(o.knife_throwing),
            "hatred_and_fear" => off(o.hatred_and_fear),
            "wounds_cause_hatred_or_fear" => off(o.wounds_cause_hatred_or_fear),
            "fumbles" => off(o.fumbles),
            "treble_skills" => off(o.treble_skills),
            other => unreachable!("OPTIONS names {other}, which FateOptions does not have"),
        }
    }
}

/// Every choice a fate campaign makes, once each.
pub static OPTIONS: [OptionInfo; 11] = [
    text(
        "jams",
        "Out of ammo and jams",
        "Blazing away: the same number of 1s as 6s hits but is out of ammo; more 1s than 6s misses and is out of ammo; two or more 1s more than 6s misses and jams.",
        "Blazing away: more 1s than 6s misses and is out of ammo; three or more 1s jam the gun (the shot's hits still count unless it is also out of ammo).",
        "Playsheet, Blazing Away; Ansell 1996, Shooting",
    ),
    text(
        "actions",
        "Which actions exist",
        "Reposition (up to 2\" in any direction and facing) and Mount/Dismount; no Pass.",
        "Pass (do nothing but turn to face any direction); no Reposition or Mount/Dismount.",
        "Playsheet, Actions; Ansell 1996, Actions",
    ),
    text(
        "movement",
        "Movement dice and falling over",
        "Move 3D6; three 1s fall over. Citizens move 2D6, must move the full roll and fall over on any 1. Move & Fire up to 2D6, only Citizens fall over.",
        "Move 3D6 for every class; Gunmen and better move at least 3\", Citizens the full roll. Move & Fire 2D6. Nobody falls over.",
        "Playsheet, Actions; Ansell 1996, Actions",
    ),
    text(
        "indian_classes",
        "Indian classes",
        "Young Blood, Warrior and Mighty Warrior may be fielded, with their bows and their own firing rules.",
        "Only Citizens, Gunmen, Shootists and Legends (the 1996 text leaves Indians for later).",
        "Playsheet, Nerve and Range and Firing Chart; Ansell 1996, Optional rules",
    ),
    text(
        "shotguns",
        "Shotgun target spot, spread and reach",
        "Sawn-off target spot 3\" away; a line from the shooter's head through the target spot runs on \"to the range of the weapon\" (beyond the spot too); a sawn-off hits anyone within 1½\" of it, other shotguns 1\".",
        "Sawn-off target spot 6\" away (3\" if modified to fire one-handed); the line runs from the shooter's head \"to either of the marker spots\" and stops there: nobody beyond a spot is hit; every shotgun hits within 1\" of it.",
        "Playsheet, Shotgun Weapons Firing Chart; Ansell 1996, Shotguns",
    ),
    reading(
        "hit_location",
        "Hit-location chart",
        ["playsheet", "house"],
        ["Playsheet 2 chart", "House grid"],
        "The 6 × 6 chart of The Rules With No Name Playsheet 2 (2003 edition, fan reconstruction): its 36 cells are the 36 chits, with its own effect modifiers (muzzle-loader +2; any shotgun at 3\" or less +1; shotgun, blunderbuss or musketoon beyond 6\" −1) and wound notes (any belly wound: no movement or turning; a serious arm wound: cannot reload or shoot a rifle).",
        "The 1996 rules of the effect roll (shotgun +1 within 3\", −1 over 6\", −2 over 9\" sawn-off or 18\" shotgun; no muzzle-loader modifier) and of wounds (a serious leg or belly wound stops movement), read on Posse's house grid (a house table: the 1996 chits are lost).",
        "TRWNN Playsheet 2, Hit Location Chart ver. 1.00 (trwnn-hit-location-2003-playsheet.md); Ansell 1996, Hit Location & Effect and Shotguns (the house grid is Posse's: the 1996 chits are lost; `ansell_1996`, its name in earlier Posse, still reads as `house`)",
    ),
    text(
        "knife_throwing",
        "Who may throw a knife",
        "Anyone may throw a knife, tomahawk or axe by the Range and Firing Chart (Knifemen add one die).",
        "Only a Knifeman may throw his knife: as a deliberate pistol shot at point blank and close range only, with one die more.",
        "Playsheet, Range and Firing Chart; Ansell 1996, Skills (Knifeman)",
    ),
    switch(
        "hatred_and_fear",
        "Hatred and fear",
        true,
        "On: hatred and fear add or take away dice when shooting and fighting, and have their causes and effects (both texts have the rule).",
        "Off (the playsheet marks the rule optional): nobody hates or fears anybody; skills that cause fear or hatred change no dice.",
        "Playsheet, Hatred and Fear (Optional); Ansell 1996, Hatred & Fear",
    ),
    switch(
        "wounds_cause_hatred_or_fear",
        "Wounds cause hatred or fear",
        false,
        "On: whenever a model is grazed or wounded by an enemy, throw a D6: a 1 means he now fears the shooter, a 6 that he hates him.",
        "Off: wounds cause no hatred or fear (both texts make this optional).",
        "Playsheet, Causes of Hatred (Option); Ansell 1996, Hatred & Fear",
    ),
    switch(
        "fumbles",
        "Fumbles",
        false,
        "On: four or more 1s on a shot is a fumble: something terrible happens, as the gamesmaster decides.",
        "Off: no fumbles (the 1996 text suggests them for games with a gamesmaster; the playsheet has none).",
        "Ansell 1996, Shooting",
    ),
    switch(
        "treble_skills",
        "Treble skills",
        false,
        "On: a starred skill may be gained a third time, trebling its effect.",
        "Off: a starred skill may be gained twice at most (\"Very Strong\").",
        "Ansell 1996, Skills (\"It's up to you whether you allow 'treble' skills\")",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_listed_once_in_options_and_the_defaults_are_the_playsheet() {
        let json = serde_json::to_value(FateOptions::default()).unwrap();
        let fields: Vec<&String> = json.as_object().unwrap().keys().collect();
        assert_eq!(fields.len(), OPTIONS.len());
        for info in &OPTIONS {
            assert!(json.get(info.id).is_some(), "{} is not a field", info.id);
            assert!(!info.first.is_empty() && !info.second.is_empty() && !info.source.is_empty());
            assert_eq!(info.index_of(&FateOptions::default()), usize::from(!info.default_first), "{}", info.id);
            match info.kind {
                // An optional rule's "off" is the rule left out, never labelled as the 1996 text's.
                OptionKind::Switch => {
                    assert_eq!(info.labels(), ["On", "Off"]);
                    assert!(info.first.starts_with("On") && info.second.starts_with("Off"), "{}", info.id);
                }
                OptionKind::Text => assert_eq!(
                    (info.words(), json[info.id].clone()),
                    (["playsheet", "ansell_1996"], "playsheet".into())
                ),
                // A reading's words are its stored values, and it is named for neither text.
                OptionKind::Reading => {
                    assert_eq!(json[info.id], info.values[0], "{}", info.id);
                    assert!(!info.values.contains(&"ansell_1996") && !info.labels.iter().any(|l| l.contains("1996")));
                }
            }
        }
        let choices = FateOptions::default().choices();
        assert!(choices.iter().all(|c| c.is_default));
    }

    /// Issue 21, item 11: the house grid is Posse's, not the 1996 text's chart — "The 1996 text
    /// (`ansell-western-gunfight-1996.txt`) refers to 36 hit-location chits and "the chart", but the
    /// chart itself is lost from the scan" (trwnn-hit-location-2003-playsheet.md) — so the option is
    /// named `house`; campaigns and export files of an earlier Posse say `ansell1996` and are read so.
    #[test]
    fn the_house_grid_is_named_house_and_the_old_name_still_reads() {
        let info = OPTIONS.iter().find(|o| o.id == "hit_location").unwrap();
        assert_eq!((info.kind, info.values), (OptionKind::Reading, ["playsheet", "house"]));
        for old in
            [r#"{"hit_location": "ansell1996"}"#, r#"{"hit_location": "ansell_1996"}"#, r#"{"hit_location": "house"}"#]
        {
            let o: FateOptions = serde_json::from_str(old).unwrap();
            assert_eq!(o.hit_location, HitLocationChart::House, "{old}");
            assert_eq!(serde_json::to_value(o).unwrap()["hit_location"], "house", "written back by its new name");
            let choice = o.choices().into_iter().find(|c| c.id == "hit_location").unwrap();
            assert_eq!((choice.index, choice.is_default), (1, false));
            assert!(choice.rule.contains("house grid"));
        }
    }

    #[test]
    fn options_read_from_json_with_defaults_and_refuse_strangers() {
        let o: FateOptions = serde_json::from_str(r#"{"jams": "ansell1996", "fumbles": true}"#).unwrap();
        assert_eq!(o.jams, RuleText::Ansell1996);
        assert!(o.fumbles && o.hatred_and_fear && !o.treble_skills);
        let choices = o.choices();
        let jams = choices.iter().find(|c| c.id == "jams").unwrap();
        assert!(!jams.is_default);
        assert!(jams.rule.contains("three or more 1s"));
        assert!(serde_json::from_str::<FateOptions>(r#"{"jam": "playsheet"}"#).is_err());
        assert_eq!(serde_json::from_str::<FateOptions>("{}").unwrap(), FateOptions::default());
        assert_eq!(FateOptions::default().max_skill_level(), 2);
    }
}
