//! The classes of character (Ansell 1996, "There are four classes of character"; the playsheet's
//! Indian equivalents Young Blood, Warrior and Mighty Warrior) and the action cards of the fate deck
//! that go with them.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;

/// A class of character.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateClass")]
pub enum Class {
    Citizen,
    Gunman,
    Shootist,
    Legend,
    /// The playsheet's Indian equivalent of a Gunman.
    YoungBlood,
    /// The playsheet's Indian equivalent of a Shootist.
    Warrior,
    /// The playsheet's Indian equivalent of a Legend.
    MightyWarrior,
}

/// What "hurt real bad" means for a class: the wounds that make a nerve test due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateHurtRealBad")]
pub struct HurtRealBad {
    /// This many wounds (flesh or serious) in the gunfight…
    pub wounds: u8,
    /// …grazes counting as wounds (Citizens only)…
    pub grazes_count: bool,
    /// …at least one of them serious (Legends and Mighty Warriors).
    pub needs_serious: bool,
}

/// One row of the classes table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateClassInfo")]
pub struct ClassInfo {
    pub class: Class,
    pub id: &'static str,
    pub name: &'static str,
    /// 0 for a Citizen up to 3 for a Legend or Mighty Warrior: which action cards the class may
    /// take ("a class at least as high as that of the displayed action card").
    pub rank: u8,
    /// One of the playsheet's Indian classes.
    pub indian: bool,
    /// Who the class is, in the rule text's words.
    pub description: &'static str,
    /// Nerve dice, and the same number of fast-draw dice (1996: "Conveniently, this is the same
    /// number as when you test Nerve"; playsheet, Nerve).
    pub nerve_dice: u8,
    /// The playsheet's firing-dice modifier for the class ("Shooter is a Citizen…−1 Dice").
    pub firing_dice: i8,
    pub hurt_real_bad: HurtRealBad,
    /// How the class is reached between gunfights (1996, Experience), where the text says.
    pub promotion: &'static str,
}

const fn hurt(wounds: u8, grazes_count: bool, needs_serious: bool) -> HurtRealBad {
    HurtRealBad { wounds, grazes_count, needs_serious }
}

/// The classes, Citizen to Legend then the Indian classes.
///
/// Sources: Ansell 1996 (classes, Experience, Fast Draw dice), the playsheet (Nerve: dice and
/// "hurt real bad"; Range and Firing Chart: class modifiers).
///
/// Where the texts are garbled or silent:
/// - The 1996 scan lost the Citizen's line from "There are four classes of character"; the
///   description here is Posse's, drawn from the way the text uses Citizens (the town milliner
///   acting as a deputy).
/// - The 1996 nerve-dice list and "hurt real bad" list were lost in the scan; the playsheet's are
///   used, and they agree with the 1996 fast-draw dice (3/4/5/6).
/// - "ANY two WOUNDS" on the playsheet is read as flesh or serious wounds, not grazes: only the
///   Citizen's line names grazes.
/// - The Indian classes' promotion is not in either text: Posse promotes them like their
///   equivalents (noted as "as a Gunman/Shootist").
pub static CLASSES: [ClassInfo; 7] = [
    ClassInfo {
        class: Class::Citizen,
        id: "citizen",
        name: "Citizen",
        rank: 0,
        indian: false,
        description: "Ordinary townsfolk who may carry a gun but never expected to use it (line lost in the 1996 scan; Posse's words).",
        nerve_dice: 3,
        firing_dice: -1,
        hurt_real_bad: hurt(1, true, false),
        promotion: "Starting class.",
    },
    ClassInfo {
        class: Class::Gunman,
        id: "gunman",
        name: "Gunman",
        rank: 1,
        indian: false,
        description: "Tough individuals who wear a gun with the expectation of having to use it.",
        nerve_dice: 4,
        firing_dice: 0,
        hurt_real_bad: hurt(2, false, false),
        promotion: "A Citizen becomes a Gunman providing he at least gets to fire a shot at an opponent.",
    },
    ClassInfo {
        class: Class::Shootist,
        id: "shootist",
        name: "Shootist",
        rank: 2,
        indian: false,
        description: "Violent characters who have killed their man.",
        nerve_dice: 5,
        firing_dice: 1,
        hurt_real_bad: hurt(3, false, false),
        promotion: "A Gunman becomes a Shootist once he has killed an armed man.",
    },
    ClassInfo {
        class: Class::Legend,
        id: "legend",
        name: "Legend",
        rank: 3,
        indian: false,
        description: "Stone cold killers; the legendary heroes and villains of the West.",
        nerve_dice: 6,
        firing_dice: 2,
        hurt_real_bad: hurt(3, false, true),
        promotion: "A Shootist must kill or seriously wound three armed men in one gunfight, or kill a Legend, to become a Legend.",
    },
    ClassInfo {
        class: Class::YoungBlood,
        id: "young_blood",
        name: "Young Blood",
        rank: 1,
        indian: true,
        description: "An Indian brave yet to prove himself: the Gunman's equivalent.",
        nerve_dice: 4,
        firing_dice: 0,
        hurt_real_bad: hurt(2, false, false),
        promotion: "Starting Indian class (Posse: neither text gives one).",
    },
    ClassInfo {
        class: Class::Warrior,
        id: "warrior",
        name: "Warrior",
        rank: 2,
        indian: true,
        description: "A proven Indian fighter: the Shootist's equivalent.",
        nerve_dice: 5,
        firing_dice: 1,
        hurt_real_bad: hurt(3, false, false),
        promotion: "As a Shootist: a Young Blood who has killed an armed man (Posse).",
    },
    ClassInfo {
        class: Class::MightyWarrior,
        id: "mighty_warrior",
        name: "Mighty Warrior",
        rank: 3,
        indian: true,
        description: "A renowned Indian war leader: the Legend's equivalent.",
        nerve_dice: 6,
        firing_dice: 2,
        hurt_real_bad: hurt(3, false, true),
        promotion: "As a Legend: a Warrior who kills or seriously wounds three armed men in one gunfight, or kills a Legend (Posse).",
    },
];

impl Class {
    pub const ALL: [Class; 7] = [
        Class::Citizen,
        Class::Gunman,
        Class::Shootist,
        Class::Legend,
        Class::YoungBlood,
        Class::Warrior,
        Class::MightyWarrior,
    ];

    pub fn info(self) -> &'static ClassInfo {
        &CLASSES[self as usize]
    }

    pub fn id(self) -> &'static str {
        self.info().id
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn rank(self) -> u8 {
        self.info().rank
    }

    pub fn is_indian(self) -> bool {
        self.info().indian
    }

    pub fn nerve_dice(self) -> u8 {
        self.info().nerve_dice
    }

    /// 1996, Challenges: "(Conveniently, this is the same number as when you test Nerve)".
    pub fn fast_draw_dice(self) -> u8 {
        self.info().nerve_dice
    }

    pub fn firing_dice(self) -> i8 {
        self.info().firing_dice
    }

    /// The class of the Citizen-to-Legend ladder this class stands with (a Warrior is a Shootist).
    pub fn equivalent(self) -> Class {
        match self {
            Class::YoungBlood => Class::Gunman,
            Class::Warrior => Class::Shootist,
            Class::MightyWarrior => Class::Legend,
            c => c,
        }
    }

    /// Whether a character of this class may take up a displayed action card: "a character card
    /// of a class at least as high as that of the displayed action card".
    pub fn may_take(self, card: ActionCard) -> bool {
        self.rank() >= card.rank()
    }

    /// Reads a class as typed: `gunman`, `Young Blood`, `mighty-warrior`, `youngblood`, `legends`.
    pub fn from_id(input: &str) -> Option<Class> {
        let id = normalise_id(input);
        let id = match id.as_str() {
            "youngblood" | "young_bloods" => "young_blood",
            "mighty_warriors" => "mighty_warrior",
            other => other.strip_suffix('s').filter(|s| Class::ALL.iter().any(|c| c.id() == *s)).unwrap_or(other),
        };
        Class::ALL.into_iter().find(|c| c.id() == id)
    }
}

impl std::fmt::Display for Class {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The four action cards of the fate deck. 1996: "one each Citizen, Gunman, Shootist and Legend
/// Action Cards".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateActionCard")]
pub enum ActionCard {
    Citizen,
    Gunman,
    Shootist,
    Legend,
}

impl ActionCard {
    pub const ALL: [ActionCard; 4] =
        [ActionCard::Citizen, ActionCard::Gunman, ActionCard::Shootist, ActionCard::Legend];

    pub fn rank(self) -> u8 {
        self as u8
    }

    pub fn class(self) -> Class {
        match self {
            ActionCard::Citizen => Class::Citizen,
            ActionCard::Gunman => Class::Gunman,
            ActionCard::Shootist => Class::Shootist,
            ActionCard::Legend => Class::Legend,
        }
    }

    /// "Gunman Action Card".
    pub fn title(self) -> String {
        format!("{} Action Card", self.class().name())
    }
}

/// 1996, the Fate Deck: how the action cards are used.
pub const ACTION_CARD_RULE: &str = "An action card drawn is displayed face up. The next player to draw a character card of a class at least as high as the card's takes it into his hand, and may use it to give a free turn to any of his characters of a class at least as high, at any time, even part way through someone else's turn. The Joker shuffles all discards and any action cards held back into the deck.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_are_in_the_order_of_the_table_and_read_as_typed() {
        for (i, c) in Class::ALL.into_iter().enumerate() {
            assert_eq!(CLASSES[i].class, c);
            assert_eq!(Class::from_id(c.id()), Some(c));
            assert_eq!(Class::from_id(c.name()), Some(c));
        }
        assert_eq!(Class::from_id("Young-Blood"), Some(Class::YoungBlood));
        assert_eq!(Class::from_id("youngblood"), Some(Class::YoungBlood));
        assert_eq!(Class::from_id("Legends"), Some(Class::Legend));
        assert_eq!(Class::from_id("Mighty Warriors"), Some(Class::MightyWarrior));
        assert_eq!(Class::from_id("sheriff"), None);
    }

    #[test]
    fn nerve_and_fast_draw_dice_are_three_to_six_by_class() {
        // Playsheet, Nerve: "Citizen…3 Dice, Gunman/Young Blood…4, Shootist/Warrior…5, Legend/Mighty warrior…6".
        let dice: Vec<u8> = Class::ALL.iter().map(|c| c.nerve_dice()).collect();
        assert_eq!(dice, [3, 4, 5, 6, 4, 5, 6]);
        assert!(Class::ALL.iter().all(|c| c.fast_draw_dice() == c.nerve_dice()));
        // Each Indian class is its equivalent in everything but name.
        for c in [Class::YoungBlood, Class::Warrior, Class::MightyWarrior] {
            let e = c.equivalent();
            assert_eq!((c.rank(), c.nerve_dice(), c.firing_dice()), (e.rank(), e.nerve_dice(), e.firing_dice()));
            assert_eq!(c.info().hurt_real_bad, e.info().hurt_real_bad);
        }
    }

    #[test]
    fn firing_modifiers_follow_the_playsheet() {
        assert_eq!(Class::Citizen.firing_dice(), -1);
        assert_eq!(Class::Gunman.firing_dice(), 0);
        assert_eq!(Class::Warrior.firing_dice(), 1);
        assert_eq!(Class::Legend.firing_dice(), 2);
    }

    #[test]
    fn action_cards_go_to_a_class_at_least_as_high() {
        // 1996: Enoch, a Citizen, cannot pick up the Gunman card; Big John, a Legend, can.
        assert!(!Class::Citizen.may_take(ActionCard::Gunman));
        assert!(Class::Legend.may_take(ActionCard::Gunman));
        assert!(Class::Gunman.may_take(ActionCard::Gunman));
        assert!(Class::YoungBlood.may_take(ActionCard::Gunman));
        assert!(!Class::Warrior.may_take(ActionCard::Legend));
        assert_eq!(ActionCard::Shootist.title(), "Shootist Action Card");
    }

    #[test]
    fn hurt_real_bad_by_class() {
        assert_eq!(Class::Citizen.info().hurt_real_bad, hurt(1, true, false));
        assert_eq!(Class::Gunman.info().hurt_real_bad, hurt(2, false, false));
        assert_eq!(Class::Shootist.info().hurt_real_bad, hurt(3, false, false));
        assert_eq!(Class::Legend.info().hurt_real_bad, hurt(3, false, true));
    }
}
