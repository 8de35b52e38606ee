//! QOTD Reel 6, after the hit: testing to come round or heal a wound, poison, post action rest and
//! recovery (with "He's Going!"), entangling or restraining opponents and escaping.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{outcome, ActionChart, Band, ChartOutcome};

/// QOTD Reel 6, Testing to come round or heal a wound: a KO'd character tries to come round. Frail
/// characters use reduced dice; Tough characters may re-roll a failure. The headings of this chart
/// have no exclamation in the text except the 10's ("Knocked Out", "Groggy", "'Where Am I?'").
pub const COMING_ROUND: ActionChart = ActionChart {
    id: "coming_round",
    title: "Trying to come round",
    source: "QOTD Reel 6, Testing to come round or heal a wound",
    outcomes: [
        outcome("Knocked Out", "If trying to come round KO'd for the rest of the action"),
        outcome("Groggy", "Fail to come round"),
        outcome("'Where Am I?'", "Come round"),
        outcome("Let Me At'em!", "Come round and may perform another action or move, attack or shoot"),
    ],
};

/// QOTD Reel 6, Testing to come round or heal a wound: a medic or healer gives first aid. Frail
/// patients use reduced dice; Tough patients may re-roll a failure.
pub const HEALING: ActionChart = ActionChart {
    id: "healing",
    title: "Trying to heal",
    source: "QOTD Reel 6, Testing to come round or heal a wound",
    outcomes: [
        outcome("He's Gone!", "The wounded character loses all cards and is out of the game"),
        outcome("Try Some More", "Fails to heal but may try again next turn"),
        outcome("Feeling Better", "Success: the wounded character recovers 1 card"),
        outcome("It's a Miracle!", "Success: the wounded character recovers all lost cards"),
    ],
};

/// QOTD Reel 6, Poison: "Any character injured by a weapon which is dipped in poison or by a beast
/// that has poisonous or toxic venom takes a test … If they fail the test (1 to 4), treat as a 2
/// lethal hits." Frail characters use reduced dice; Tough characters may re-roll.
///
/// The text gives no chart: only the failure (1 to 4). The headings are Posse's ("Poisoned!",
/// "No Effect"), and a pass (5 or more) is taken to mean the poison does nothing more than the
/// wound it came with.
pub const POISON: ActionChart = ActionChart {
    id: "poison",
    title: "Poison",
    source: "QOTD Reel 6, Poison",
    outcomes: [
        outcome("Poisoned!", "If they fail the test (1 to 4), treat as a 2 lethal hits."),
        outcome("Poisoned!", "If they fail the test (1 to 4), treat as a 2 lethal hits."),
        outcome("No Effect", "The character passes the test and the poison has no further effect."),
        outcome("No Effect", "The character passes the test and the poison has no further effect."),
    ],
};

/// The lethal hits a failed poison test does. QOTD Reel 6, Poison.
pub const POISON_HITS: u8 = 2;

/// QOTD Reel 6, Entangling or restraining opponents: the character hit by a net, lasso, bolas or
/// whip, or grappled, rolls this chart with their action dice; one caught by a beast's tentacle
/// rolls 1D10 (1D10 for each tentacle when several hold them, and the lowest counts). "If a 10 is scored the
/// character who was attacked must roll twice on the outcome table and take the worst result."
///
/// The chart is printed 10, 5+, 2 to 4, 1, with no exclamations; the result's first words are the
/// heading ("Barely entangled or restrained"). "5+" is 5 to 9, since 10 has its own line.
pub const ENTANGLEMENT: ActionChart = ActionChart {
    id: "entanglement",
    title: "Entangling or restraining opponents",
    source: "QOTD Reel 6, Entangling or restraining opponents",
    outcomes: [
        outcome(
            "Completely trapped or restrained",
            "The character is defenceless. The character cannot escape without help. If there is help, roll for escape see below",
        ),
        outcome(
            "Entangled or restrained",
            "The character is defenceless. The character may try to escape on their next turn as a difficult action using reduced dice but otherwise makes no action or move",
        ),
        outcome(
            "Partially entangled or restrained",
            "The character may spend the next turn trying to escape. If successful can make no further action or move",
        ),
        outcome(
            "Barely entangled or restrained",
            "The character may spend next turn trying to escape. Throw their action dice and if successful they can also make an action/movement",
        ),
    ],
};

/// How tightly a character is held, from [`ENTANGLEMENT`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Entanglement {
    /// 1: defenceless, and cannot escape without help.
    Trapped,
    /// 2 to 4: defenceless; escaping is a difficult action, with reduced dice.
    Entangled,
    /// 5 to 9: may try to escape next turn, and do nothing else.
    Partially,
    /// 10: may try to escape next turn and, if free, act or move.
    Barely,
}

impl Entanglement {
    /// Whether the character counts as defenceless while held.
    pub fn defenceless(self) -> bool {
        matches!(self, Entanglement::Trapped | Entanglement::Entangled)
    }

    /// Whether the escape roll uses reduced dice ("a difficult action").
    pub fn difficult_escape(self) -> bool {
        self == Entanglement::Entangled
    }

    /// Whether the character can try to escape without help.
    pub fn can_escape_alone(self) -> bool {
        self != Entanglement::Trapped
    }
}

/// How tightly a roll of `roll` on [`ENTANGLEMENT`] holds the character.
pub fn entanglement_of(roll: u8) -> Entanglement {
    match Band::of(roll) {
        Band::One => Entanglement::Trapped,
        Band::TwoToFour => Entanglement::Entangled,
        Band::FiveToNine => Entanglement::Partially,
        Band::Ten => Entanglement::Barely,
    }
}

/// QOTD Reel 6, Attempting to escape from entanglement. A tool, weapon or other aid, and being
/// Strong, allow a re-roll; a difficult escape, two or more restrainers, or other adverse
/// circumstances mean reduced dice. The chart has no "Reason for Test" column; its title is the
/// section's.
pub const ESCAPE: ActionChart = ActionChart {
    id: "escape",
    title: "Attempting to escape from entanglement",
    source: "QOTD Reel 6, Attempting to escape from entanglement",
    outcomes: [
        outcome("It's Getting Worse!", "Make matters worse The level of difficulty increases"),
        outcome("I Won't Give Up!", "No luck but can try again next turn"),
        outcome("Done It!", "Get free"),
        outcome("That Was Easy!", "Success and can make a further move/action this turn."),
    ],
};

/// The rows of the post action rest and recovery chart: how the character ended the adventure,
/// or the second roll of "He's Going!".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum RecoverySituation {
    /// "The Character ended the adventure either uninjured or injured but with cards they could
    /// still activate".
    WithCards,
    /// "The Character ended the adventure injured and with no cards they could activate".
    NoCards,
    /// "He's Going!": the second roll, after a 1 on the [`RecoverySituation::NoCards`] row.
    HesGoing,
}

impl RecoverySituation {
    pub const ALL: [RecoverySituation; 3] =
        [RecoverySituation::WithCards, RecoverySituation::NoCards, RecoverySituation::HesGoing];

    pub fn id(self) -> &'static str {
        match self {
            RecoverySituation::WithCards => "with_cards",
            RecoverySituation::NoCards => "no_cards",
            RecoverySituation::HesGoing => "hes_going",
        }
    }

    /// The row's "Situation", as the rule text words it.
    pub fn title(self) -> &'static str {
        POST_ACTION_RECOVERY.rows[self as usize].0
    }

    /// The row a result sends the character on to: a 1 when injured with no cards is "He's
    /// Going! Roll again and check on the next chart".
    pub fn next(self, band: Band) -> Option<RecoverySituation> {
        (self == RecoverySituation::NoCards && band == Band::One).then_some(RecoverySituation::HesGoing)
    }
}

/// The post action rest and recovery chart: three rows of four results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct RecoveryChart {
    pub id: &'static str,
    pub title: &'static str,
    pub source: &'static str,
    /// Each row's "Situation" and results for 1, 2–4, 5–9 and 10, in the order of
    /// [`RecoverySituation::ALL`].
    pub rows: [(&'static str, [ChartOutcome; 4]); 3],
}

/// The chart's column headings as printed: its third column is "5+" (5 to 9; 10 has its own).
pub const RECOVERY_COLUMNS: [&str; 4] = ["1", "2 to 4", "5+", "10"];

/// QOTD Reel 6, Post action rest and recovery: "After each adventure roll the character's Action
/// dice to see what happened to each character and whether they learnt from the experience."
pub static POST_ACTION_RECOVERY: RecoveryChart = RecoveryChart {
    id: "post_action_recovery",
    title: "Post action rest and recovery",
    source: "QOTD Reel 6, Post action rest and recovery",
    rows: [
        (
            "The Character ended the adventure either uninjured or injured but with cards they could still activate",
            [
        outcome(
            "I'm Exhausted!",
            "The character needs to rest and if they were injured then the injuries are only partially healed.\n\
             If they take part in the next adventure they do so with one card less than normal and using their reduced dice.\n\
             If they miss the next adventure then they can take part in the one after that fully recovered",
        ),
        outcome(
            "I'm Tired out!",
            "The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\n\
             If they miss the next adventure then they can take part in the one after that fully recovered",
        ),
        outcome("Fighting Fit!", "The character is fully rested and any injuries are fully healed and they can take part in the next adventure"),
        outcome(
            "Experience is a great Teacher!",
            "The character is very fit and any injuries are fully healed.\n\
             In addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set",
        ),
            ],
        ),
        (
            "The Character ended the adventure injured and with no cards they could activate",
            [
        outcome("He's Going!", "Roll again and check on the next chart"),
        outcome(
            "He needs time to heal!",
            "The character's injuries are only partially healed.\n\
             If they take part in the next adventure they do so with one card less than normal.\n\
             If they miss the next adventure then they can take part in the one after that fully recovered",
        ),
        outcome("Fully Recovered!", "The character's injuries are fully healed and they can take part in the next adventure"),
        outcome(
            "It's a Miracle!",
            "The character's injuries are fully healed.\n\
             In addition they have gained skill and experience from the last adventure – pick a new trait to add to their skill set.",
        ),
            ],
        ),
        (
            "He's Going!",
            [
        outcome("A Goner!", "The character's injuries are beyond any form of medical treatment and they die"),
        outcome("A Goner!", "The character's injuries are beyond any form of medical treatment and they die"),
        outcome("Needs Extensive Medical Care!", "The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait"),
        outcome("Needs Medical Care!", "The character requires on-going medical care- they will miss the next adventure"),
            ],
        ),
    ],
};

/// The result of the post action roll `roll` in a situation.
pub fn recovery_of(situation: RecoverySituation, roll: u8) -> &'static ChartOutcome {
    &POST_ACTION_RECOVERY.rows[situation as usize].1[Band::of(roll).index()]
}
