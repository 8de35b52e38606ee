//! The choices a Quick on the Draw campaign makes where the text can be read two ways, each a
//! reading a player could defend: every one is listed once, in [`OPTIONS`], with both rules in words
//! and where the text says it, so that a campaign can store a [`QotdOptions`] and show what it plays
//! by. The default of each is the reading judged closest to the text.
//!
//! Where the text is silent or garbled but one reading is clearly better, Posse simply plays it and
//! says so next to the rule (`rules::qotd::test`, `rules::qotd::odds`); those are not options.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Which dice of a throw misfire, jam or chain-fire a firearm (QOTD Reel 4, Firearms and the
/// Weapons Table: "they misfire if a 1 or 2 is rolled").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum MishapDice {
    /// The dice that count: the best of "2D10 High", the worst of reduced dice, every die of a
    /// throw in which all can score.
    #[default]
    CountingDice,
    /// Any die thrown, as the reloading rule says of 1s ("if any 1s are thrown").
    AnyDie,
}

/// What "they have gained the Cautious Trait" does to a character who was neither Heroic, Brave nor
/// Rash (QOTD Reel 6, Post action rest and recovery, Needs Extensive Medical Care!).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum BrushWithDeathRule {
    /// The character keeps their personality and gains Cautious's effect as an extra.
    #[default]
    Keep,
    /// Cautious replaces the personality.
    Replace,
}

/// Which 1s "Got Them!" and "Get Stuck In!" ignore when they re-roll a miss (QOTD Reel 4, Wanting
/// to shoot, 10: "may reroll the shooting attack dice if failed to hit ignoring any 1's rolled";
/// Reel 5, Wanting to make an attack, 10: "may reroll attack dice if fail to hit ignoring any 1s
/// rolled").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum PerfectRerollOnes {
    /// The first throw's: the re-roll throws it away whole, its 1s and what they did (Damn It!, an
    /// empty magazine, a misfire, a Deadly Riposte) with it.
    #[default]
    FirstThrow,
    /// The re-roll's: a 1 on it is a plain miss that does nothing to the weapon (nor gives a Deadly
    /// Riposte); what the first throw did stands, as with any other re-roll.
    Reroll,
}

/// What a preloaded cylinder does to an improved cap and ball revolver's misfires (QOTD Reel 4,
/// Handguns: "misfires on a 2 and jams on a 1 … If preloaded cylinders are used then reloading is a
/// normal action but the weapon misfires on a 3 and 2").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum PreloadedMisfires {
    /// As written: it misfires on a 3 and on a 2, and still jams on a 1.
    #[default]
    ThreeAndTwo,
    /// The plain cylinder's numbers one higher, as the pepperpot's ("misfires on a 3, jams on a
    /// 2"): it misfires on a 3 and jams on a 2; a 1 empties it, as any revolver.
    JamsOnTwo,
}

/// On which throws a flintlock misfires (QOTD Reel 4, Firearms: "If a Flintlock they misfire if a
/// 1 or 2 is rolled"; the hit chart's 2 to 4: "Missed! … If a Flint lock it misfires").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum FlintlockMisfires {
    /// On a 1 or a 2, as the Firearms rule and every flintlock's own note say.
    #[default]
    OneOrTwo,
    /// On any miss, 1 to 4: the hit chart's 2–4 cell, and the Firearms rule's 1.
    AnyMiss,
}

/// A QOTD campaign's choices. Stored as JSON; unknown keys are refused and missing keys take the
/// default, so `{}` (or no options at all, as campaigns made before there were any) is the default
/// game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, optional_fields)]
pub struct QotdOptions {
    /// [`OPTIONS`]: `misfires`.
    pub misfires: MishapDice,
    /// [`OPTIONS`]: `brush_with_death`.
    pub brush_with_death: BrushWithDeathRule,
    /// [`OPTIONS`]: `perfect_reroll`.
    pub perfect_reroll: PerfectRerollOnes,
    /// [`OPTIONS`]: `preloaded_misfires`.
    pub preloaded_misfires: PreloadedMisfires,
    /// [`OPTIONS`]: `flintlock_misfires`.
    pub flintlock_misfires: FlintlockMisfires,
}

/// One option: what it is about, its two values and the rule each plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "QotdOptionInfo")]
pub struct OptionInfo {
    /// The field of [`QotdOptions`].
    pub id: &'static str,
    pub title: &'static str,
    /// The values as `--option KEY=VALUE` takes them, the default first.
    pub values: [&'static str; 2],
    /// How each value is labelled where it is shown.
    pub labels: [&'static str; 2],
    /// The rule each value plays, in words.
    pub rules: [&'static str; 2],
    /// Where the rule is, and why the default is the default.
    pub source: &'static str,
}

/// Every choice a QOTD campaign makes, once each; each default is its first value.
pub static OPTIONS: [OptionInfo; 5] = [
    OptionInfo {
        id: "misfires",
        title: "Misfires and jams on a throw of several dice",
        values: ["counting_dice", "any_die"],
        labels: ["The dice that count", "Any die thrown"],
        rules: [
            "A firearm misfires, jams or ignites all its shots by the dice that count: the best die of a Hero's or Main Character's 2D10, every die of a throw in which all can score. (Out of ammo comes from any 1 thrown, as the reloading table says.)",
            "A firearm misfires, jams or ignites all its shots if any die thrown shows the number, even a die that does not count (a Hero's 2 and 8 with a flintlock misfires).",
        ],
        source: "Reel 4, Firearms (\"they misfire if a 1 or 2 is rolled\") and Reloading Weapons (\"if any 1s are thrown\"); the default reads \"rolled\" as the roll that counts, since only the reloading rule says \"any\"",
    },
    OptionInfo {
        id: "brush_with_death",
        title: "The brush with death's Cautious Trait",
        values: ["keep", "replace"],
        labels: ["Keeps the personality, gains Cautious", "Becomes Cautious"],
        rules: [
            "A character who is neither Heroic, Brave nor Rash keeps their personality (a Lucky man stays Lucky) and gains Cautious's effect as an extra: reduced dice when taking all Responding or Reacting to new events tests. It is shown on the sheet.",
            "Cautious replaces the character's personality (a Lucky man stops being Lucky): a character has one personality.",
        ],
        source: "Reel 6, Post action rest and recovery, Needs Extensive Medical Care! (\"they have gained the Cautious Trait\"); the default follows \"gained … Trait\", which adds, where Brave or Rash characters \"become Ordinary\"",
    },
    OptionInfo {
        id: "perfect_reroll",
        title: "\"Got Them!\" and \"Get Stuck In!\": which 1s are ignored",
        values: ["first_throw", "reroll"],
        labels: ["The first throw's", "The re-roll's"],
        rules: [
            "A miss after a 10 is re-rolled and the first throw is thrown away whole: its 1s do nothing (no Damn It!, no empty magazine, misfire or jam, no Deadly Riposte). The re-roll's own 1s count as any throw's.",
            "A miss after a 10 is re-rolled and the re-roll's 1s are ignored: a 1 on it is a plain miss that does nothing to the weapon and gives no Deadly Riposte. What the first throw did to the weapon stands, as with any other re-roll.",
        ],
        source: "Reel 4, Wanting to Shoot, 10 (\"may reroll the shooting attack dice if failed to hit ignoring any 1's rolled\") and Reel 5, Wanting to make an attack, 10 (\"may reroll attack dice if fail to hit ignoring any 1s rolled\"); the default reads the 1s as those that made the miss, which the re-roll replaces",
    },
    OptionInfo {
        id: "preloaded_misfires",
        title: "A preloaded cylinder's misfires",
        values: ["three_and_two", "jams_on_two"],
        labels: ["Misfires on a 3 and a 2", "Misfires on a 3, jams on a 2"],
        rules: [
            "An improved cap and ball revolver with a preloaded cylinder misfires on a 3 and on a 2, and still jams on a 1, as its plain cylinder does.",
            "An improved cap and ball revolver with a preloaded cylinder misfires on a 3 and jams on a 2 (its plain cylinder's numbers one higher, as the pepperpot's); a 1 empties it, as any revolver.",
        ],
        source: "Reel 4, Handguns, Improved Cap and Ball revolving pistols (\"misfires on a 2 and jams on a 1 … If preloaded cylinders are used then reloading is a normal action but the weapon misfires on a 3 and 2\"); the default is the text as written",
    },
    OptionInfo {
        id: "flintlock_misfires",
        title: "When a flintlock misfires",
        values: ["one_or_two", "any_miss"],
        labels: ["On a 1 or 2", "On any miss (1 to 4)"],
        rules: [
            "A flintlock misfires on a 1 or a 2, as the Firearms rule and every flintlock's own note say; a 3 or 4 is a plain miss.",
            "A flintlock misfires on any miss, 1 to 4: the hit chart's 2 to 4 (\"Missed! … If a Flint lock it misfires\") and the Firearms rule's 1.",
        ],
        source: "Reel 4, Firearms (\"If a Flintlock they misfire if a 1 or 2 is rolled\"), the notes of every flintlock (\"A flintlock weapon misfires on a roll of 1 or 2\") and Shooting – trying to hit, 2 to 4 (\"If a Flint lock it misfires\"); the default is the rule the text gives nine times",
    },
];

/// What an option is set to, as a campaign shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionChoice {
    pub info: &'static OptionInfo,
    /// 0 for the first (default) value, 1 for the second.
    pub index: usize,
}

impl OptionChoice {
    pub fn value(&self) -> &'static str {
        self.info.values[self.index]
    }

    pub fn rule(&self) -> &'static str {
        self.info.rules[self.index]
    }

    pub fn is_default(&self) -> bool {
        self.index == 0
    }
}

impl QotdOptions {
    /// Every option with the value this campaign chose, in the order of [`OPTIONS`].
    pub fn choices(&self) -> Vec<OptionChoice> {
        OPTIONS.iter().map(|info| OptionChoice { info, index: self.index_of(info.id) }).collect()
    }

    fn index_of(&self, id: &str) -> usize {
        match id {
            "misfires" => usize::from(self.misfires == MishapDice::AnyDie),
            "brush_with_death" => usize::from(self.brush_with_death == BrushWithDeathRule::Replace),
            "perfect_reroll" => usize::from(self.perfect_reroll == PerfectRerollOnes::Reroll),
            "preloaded_misfires" => usize::from(self.preloaded_misfires == PreloadedMisfires::JamsOnTwo),
            "flintlock_misfires" => usize::from(self.flintlock_misfires == FlintlockMisfires::AnyMiss),
            other => unreachable!("OPTIONS names {other}, which QotdOptions does not have"),
        }
    }

    /// These options with `id` set to its value `word` (as `--option KEY=VALUE` takes it); `None`
    /// if there is no such option or value.
    pub fn with(mut self, id: &str, word: &str) -> Option<QotdOptions> {
        let info = OPTIONS.iter().find(|o| o.id == id)?;
        let second = info.values.iter().position(|v| *v == word)? == 1;
        match id {
            "misfires" => self.misfires = if second { MishapDice::AnyDie } else { MishapDice::CountingDice },
            "brush_with_death" => {
                self.brush_with_death = if second { BrushWithDeathRule::Replace } else { BrushWithDeathRule::Keep }
            }
            "perfect_reroll" => {
                self.perfect_reroll = if second { PerfectRerollOnes::Reroll } else { PerfectRerollOnes::FirstThrow }
            }
            "preloaded_misfires" => {
                self.preloaded_misfires =
                    if second { PreloadedMisfires::JamsOnTwo } else { PreloadedMisfires::ThreeAndTwo }
            }
            "flintlock_misfires" => {
                self.flintlock_misfires = if second { FlintlockMisfires::AnyMiss } else { FlintlockMisfires::OneOrTwo }
            }
            _ => return None,
        }
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_listed_once_and_the_defaults_are_the_first_values() {
        let json = serde_json::to_value(QotdOptions::default()).unwrap();
        let fields: Vec<&String> = json.as_object().unwrap().keys().collect();
        assert_eq!(fields.len(), OPTIONS.len());
        for info in &OPTIONS {
            assert_eq!(json[info.id], info.values[0], "{}: the default is the first value", info.id);
            assert!(info.rules.iter().chain(info.labels.iter()).all(|t| !t.is_empty()) && !info.source.is_empty());
            // Each value round-trips through `with` and serde.
            for (i, word) in info.values.iter().enumerate() {
                let o = QotdOptions::default().with(info.id, word).unwrap();
                assert_eq!(serde_json::to_value(o).unwrap()[info.id], *word);
                assert_eq!(o.choices().iter().find(|c| c.info.id == info.id).unwrap().index, i);
            }
        }
        assert!(QotdOptions::default().choices().iter().all(OptionChoice::is_default));
        assert_eq!(QotdOptions::default().with("misfires", "sometimes"), None);
        assert_eq!(QotdOptions::default().with("fumbles", "on"), None);
    }

    #[test]
    fn options_read_from_json_with_defaults_and_refuse_strangers() {
        let o: QotdOptions = serde_json::from_str(r#"{"brush_with_death": "replace"}"#).unwrap();
        assert_eq!((o.brush_with_death, o.misfires), (BrushWithDeathRule::Replace, MishapDice::CountingDice));
        assert_eq!(serde_json::from_str::<QotdOptions>("{}").unwrap(), QotdOptions::default());
        assert!(serde_json::from_str::<QotdOptions>(r#"{"jams": "playsheet"}"#).is_err());
        // Reel 6: "they have gained the Cautious Trait": the default keeps the personality.
        let brush = o.choices().into_iter().find(|c| c.info.id == "brush_with_death").unwrap();
        assert!(brush.rule().contains("replaces") && !brush.is_default());
        assert!(OPTIONS[1].rules[0].contains("keeps their personality"));
    }
}
