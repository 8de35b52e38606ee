//! The choices a My Wild West campaign makes where the text can be read two ways, each a reading a
//! player could defend: every one is listed once, in [`OPTIONS`], with both rules in words and the
//! text it reads, so that a campaign can store [`MwwOptions`] and show what it plays by (`posse
//! campaign options`, the app's Rules options). Each default is the reading a player is judged
//! likeliest to expect, and is its first value.
//!
//! Where the text is silent or disagrees with itself but one reading is clearly better, Posse plays
//! it and says so next to the rule (the v4 tables winning, "Firer moved" against "Per inch firer
//! moved", a fight's tie); those are not options.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What the mounted failed to jump table's "100%" line means for a horse's jump (MWW rules,
/// Jumping horses: "Horses can jump over fences/walls etc with a 25% chance of failing. Figures with
/// riding skills fail on 15%"; Mounted failed to jump table: "100% The rider falls and is killed").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwHorseJump00")]
pub enum HorseJump00 {
    /// 00 is the table's "100%": the rider is killed. A jump fails on 01–25 and 00 (26 in 100).
    #[default]
    Killed,
    /// The 25% holds: 00 reads as 100 and clears the jump.
    Clears,
}

/// "Firing from moving horse −20%" (and "stage/wagon −15%") beside "Firer moved −10%" (MWW
/// Shooting Modifiers, where "Per inch firer moved" is "(on foot only)").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwMovingMount")]
pub enum MovingMount {
    /// The moving horse's (or wagon's) line is the firer's move: "Firer moved" is not taken too.
    #[default]
    Replaces,
    /// Both lines count: −30% off a moving horse.
    Stacks,
}

/// When the rearing test is rolled (MWW "Horse or Rider wounded (Rears up)").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwRearing")]
pub enum Rearing {
    /// On a turn the horse or its rider is hit, as the heading says.
    #[default]
    HorseOrRider,
    /// Only on a turn the horse is hit ("On each turn the horse is hit roll to see if it rears up").
    HorseHit,
}

/// Which wound kills a horse ("Horses can take 5 wounds before being killed").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwHorseKilled")]
pub enum HorseKilled {
    /// It takes 5 and the 6th kills it.
    #[default]
    SixthWound,
    /// The 5th kills it.
    FifthWound,
}

impl HorseKilled {
    /// The wounds at which a horse is dead.
    pub fn wounds(self) -> u8 {
        match self {
            HorseKilled::SixthWound => 6,
            HorseKilled::FifthWound => 5,
        }
    }
}

/// When 3 wounds knock a figure out (MWW Hand to hand: "Once a figure has reached 3 or more wounds
/// and still in a hand to hand he will be knocked out"; "When a figure has 3 wounds or more he is
/// knocked out"; Shot figures: "A figure that receives 3 or more wounds on one turn cannot do
/// anything other than attempt to get to cover on the turn after … The figure can continue normally
/// on the turn after that").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwKnockOut")]
pub enum KnockOut {
    /// In a hand to hand: a figure on 3 or more still in the fight after a round is knocked out (a
    /// defender already on 3 who wins without ending the fight too); a figure shot to 3 is not.
    #[default]
    InHandToHand,
    /// Taking the 3rd wound knocks a figure out, shot or fought; in a fight only the loser of a
    /// round takes wounds, so a defender already on 3 who wins or ties stays up.
    AtThirdWound,
}

/// An MWW campaign's choices. Stored as JSON; unknown keys are refused and missing keys take the
/// default, so `{}` (or the options of a campaign made before there were any) is the default game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, optional_fields)]
pub struct MwwOptions {
    /// [`OPTIONS`]: `horse_jump_00`.
    pub horse_jump_00: HorseJump00,
    /// [`OPTIONS`]: `moving_mount`.
    pub moving_mount: MovingMount,
    /// [`OPTIONS`]: `rearing`.
    pub rearing: Rearing,
    /// [`OPTIONS`]: `horse_killed`.
    pub horse_killed: HorseKilled,
    /// [`OPTIONS`]: `knocked_out`.
    pub knocked_out: KnockOut,
}

/// One option and what a campaign chose: the shape Quick on the Draw's readings have (an id, a title,
/// two values with their labels and rules, the text it reads), shared rather than written twice.
pub use crate::rules::qotd::options::{OptionChoice, OptionInfo};

/// Every choice an MWW campaign makes, once each; each default is its first value.
pub static OPTIONS: [OptionInfo; 5] = [
    OptionInfo {
        id: "horse_jump_00",
        title: "A horse's jump: the failed-jump table's \"100%\"",
        values: ["killed", "clears"],
        labels: ["00 is the table's 100%: the rider is killed", "The 25% holds: 00 clears the jump"],
        rules: [
            "The jump's percentile roll is read on the mounted failed to jump table: 01–05 the rider falls (1 d3 wounds), 06–25 the horse refuses (06–15 with riding skill), 00 (the table's \"100%\") the rider falls and is killed, anything else clears. A jump fails on 26 rolls in 100 (16 with riding skill).",
            "A jump fails on 01–25 (01–15 with riding skill), the \"25% chance of failing\" exactly; 00 reads as 100 and clears the jump, so the table's \"100%\" line is never rolled.",
        ],
        source: "MWW rules, Jumping horses (\"Horses can jump over fences/walls etc with a 25% chance of failing. Figures with riding skills fail on 15%\") and the Mounted failed to jump table (\"100% The rider falls and is killed\"); the default reads 00 as the text does wherever it singles 00 out (\"0,0 is always a hit\", \"0 – 0 is always a kill\")",
    },
    OptionInfo {
        id: "moving_mount",
        title: "Firing from a moving horse or wagon, and \"Firer moved\"",
        values: ["replaces", "stacks"],
        labels: ["The horse's or wagon's line replaces Firer moved", "Both count"],
        rules: [
            "A firer on a moving horse takes \"Firing from moving horse −20%\" (a moving stage or wagon −15%) and not \"Firer moved −10%\" as well: the moving mount is how he moved. Giving both is refused.",
            "\"Firing from moving horse −20%\" (or stage/wagon −15%) and \"Firer moved −10%\" both count: −30% off a moving horse when the firer moved.",
        ],
        source: "MWW rules and tables v4, Shooting Modifiers (\"Per inch firer moved (on foot only) −5%\", \"Firer moved −10%\", \"Firing from moving horse −20%\"); the default reads \"(on foot only)\" as the mount's line taking the place of the lines for a firer's own move",
    },
    OptionInfo {
        id: "rearing",
        title: "When a hit horse may rear up",
        values: ["horse_or_rider", "horse_hit"],
        labels: ["When the horse or its rider is hit", "Only when the horse is hit"],
        rules: [
            "The rearing test is rolled on a turn the horse or its rider is hit, as its heading says: 10% times the wounds the horse and the rider have together, so a wounded rider on an unhurt horse can be thrown.",
            "The rearing test is rolled only on a turn the horse is hit; a rider hit on an unhurt horse only rolls to fall off (10% times his wounds).",
        ],
        source: "MWW rules, Horse or Rider wounded (Rears up) (\"Roll less than: 10% times total number of wounds the horse and the rider has\") and Shooting at Horses/Mounted figures (\"On each turn the horse is hit roll to see if it rears up and throws the rider\"); the default follows the table's heading, \"Horse or Rider wounded\"",
    },
    OptionInfo {
        id: "horse_killed",
        title: "The wound that kills a horse",
        values: ["sixth_wound", "fifth_wound"],
        labels: ["The 6th: it takes 5", "The 5th"],
        rules: [
            "A horse takes 5 wounds and is killed by the 6th; its rider then falls.",
            "A horse's 5th wound kills it; its rider then falls.",
        ],
        source: "MWW rules, Shooting at Horses/Mounted figures (\"Horses can take 5 wounds before being killed\"); the default reads \"can take 5 wounds before being killed\" as a horse living through 5",
    },
    OptionInfo {
        id: "knocked_out",
        title: "Knocked out at 3 wounds",
        values: ["in_hand_to_hand", "at_third_wound"],
        labels: ["In a hand to hand", "By the 3rd wound, however it came"],
        rules: [
            "A figure on 3 or more wounds still in a hand to hand is knocked out: the loser of a round who reaches 3, and a defender already on 3 whose fight goes on after the round (a tie, or a win that does not knock the attacker out). A figure shot to 3 or more is not: he can only try to get to cover on the next turn, then carries on, and a game may record him wounded.",
            "Taking the 3rd wound knocks a figure out, shot or fought: a game records a figure on 3 or more knocked out, not wounded. In a fight only the loser of a round takes wounds, so a defender already on 3 who wins or ties stays up.",
        ],
        source: "MWW rules, Hand to hand (\"Once a figure has reached 3 or more wounds and still in a hand to hand he will be knocked out\"; \"When a figure has 3 wounds or more he is knocked out\"; \"Figures already on 3 or more wounds cannot start a fight but can defend themselves\") and Shot figures (\"A figure that receives 3 or more wounds on one turn cannot do anything other than attempt to get to cover on the turn after receiving the hits. The figure can continue normally on the turn after that.\"); the default keeps the knock-out in the hand to hand, as the first sentence and Shot figures have it",
    },
];

impl MwwOptions {
    /// Every option with the value this campaign chose, in the order of [`OPTIONS`].
    pub fn choices(&self) -> Vec<OptionChoice> {
        OPTIONS.iter().map(|info| OptionChoice { info, index: self.index_of(info.id) }).collect()
    }

    fn index_of(&self, id: &str) -> usize {
        usize::from(match id {
            "horse_jump_00" => self.horse_jump_00 != HorseJump00::default(),
            "moving_mount" => self.moving_mount != MovingMount::default(),
            "rearing" => self.rearing != Rearing::default(),
            "horse_killed" => self.horse_killed != HorseKilled::default(),
            "knocked_out" => self.knocked_out != KnockOut::default(),
            other => unreachable!("OPTIONS names {other}, which MwwOptions does not have"),
        })
    }

    /// These options with `id` set to its value `word` (as `--option KEY=VALUE` takes it); `None`
    /// if there is no such option or value.
    pub fn with(self, id: &str, word: &str) -> Option<MwwOptions> {
        let info = OPTIONS.iter().find(|o| o.id == id)?;
        if !info.values.contains(&word) {
            return None;
        }
        let mut json = serde_json::to_value(self).expect("options serialize");
        json[id] = serde_json::Value::String(word.to_string());
        serde_json::from_value(json).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_listed_once_and_the_defaults_are_the_first_values() {
        let json = serde_json::to_value(MwwOptions::default()).unwrap();
        assert_eq!(json.as_object().unwrap().len(), OPTIONS.len());
        for info in &OPTIONS {
            assert_eq!(json[info.id], info.values[0], "{}: the default is the first value", info.id);
            assert!(info.rules.iter().chain(info.labels.iter()).all(|t| !t.is_empty()) && !info.source.is_empty());
            for (i, word) in info.values.iter().enumerate() {
                let o = MwwOptions::default().with(info.id, word).unwrap();
                assert_eq!(serde_json::to_value(o).unwrap()[info.id], *word);
                assert_eq!(o.choices().iter().find(|c| c.info.id == info.id).unwrap().index, i);
            }
        }
        assert!(MwwOptions::default().choices().iter().all(OptionChoice::is_default));
        assert_eq!(MwwOptions::default().with("horse_killed", "seventh_wound"), None);
        assert_eq!(MwwOptions::default().with("jams", "playsheet"), None);
    }

    #[test]
    fn options_read_from_json_with_defaults_and_refuse_strangers() {
        let o: MwwOptions = serde_json::from_str(r#"{"horse_killed": "fifth_wound"}"#).unwrap();
        assert_eq!((o.horse_killed, o.rearing), (HorseKilled::FifthWound, Rearing::HorseOrRider));
        assert_eq!(o.horse_killed.wounds(), 5);
        assert_eq!(serde_json::from_str::<MwwOptions>("{}").unwrap(), MwwOptions::default());
        assert!(serde_json::from_str::<MwwOptions>(r#"{"misfires": "any_die"}"#).is_err());
        // "Horses can take 5 wounds before being killed": by default the 6th kills.
        assert_eq!(MwwOptions::default().horse_killed.wounds(), 6);
    }
}
