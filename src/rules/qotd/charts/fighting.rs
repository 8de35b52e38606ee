//! QOTD Reel 5, Fighting: wanting to make an attack, breaking off, trying to hit, and the forms of
//! attack and defence.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{outcome, ActionChart};

/// QOTD Reel 5, Wanting to make an attack: the first of fighting's three steps. Disciplined
/// characters and fanatics may re-roll. Once the fight has started, characters need not test again
/// to go on fighting.
pub const WANTING_TO_ATTACK: ActionChart = ActionChart {
    id: "wanting_to_attack",
    title: "Wanting to make an attack",
    source: "QOTD Reel 5, Wanting to make an attack",
    outcomes: [
        outcome("I'm not sure I can do this!", "Lose confidence and does not close to attack Fall back 2 paces facing the enemy"),
        outcome("They look Tough!", "Hesitate and do not make an attack"),
        outcome("Attack the Enemy!", "May attack or make a counter attack. Or If attacked may choose to make a Hasty Shot or make a counter attack but not both"),
        outcome("Get Stuck In!", "Make a perfect attack and may reroll attack dice if fail to hit ignoring any 1s rolled."),
    ],
};

/// QOTD Reel 5, Wanting to break from a fight.
pub const BREAKING_OFF: ActionChart = ActionChart {
    id: "breaking_off",
    title: "Wanting to break off from a fight",
    source: "QOTD Reel 5, Wanting to break from a fight",
    outcomes: [
        outcome("Gripped By Fear!", "Freeze and fail to evade or carry out any other action"),
        outcome("Panic!", "Hesitate, then retreat ½ a move with back to the enemy and unable to fight back"),
        outcome(
            "Evade then!",
            "Successfully break off from the fight –may move up to the maximum distance away from the enemy",
        ),
        outcome(
            "Caught them Out!",
            "Successfully break off from the fight. May also attack the enemy before moving or move and shoot at them.",
        ),
    ],
};

/// QOTD Reel 5, Fighting: trying to hit. Poor fighters and outnumbered characters (fighting more
/// opponents than they have cards) use reduced dice.
pub const HIT_FROM_AN_ATTACK: ActionChart = ActionChart {
    id: "hit_from_an_attack",
    title: "To see if a hit is scored from an attack",
    source: "QOTD Reel 5, Fighting: trying to hit",
    outcomes: [
        outcome("A Deadly Riposte!", "Miss and opponent makes an immediate fight back and can reroll their dice If attempting a Mighty Blow or an All Out Attack then the attacker becomes Defenceless"),
        outcome("Missed!", "Fails to hit opponent If attempting a Mighty Blow now On the Back Foot If making an All Out Attack may reroll but must keep the second roll and if misses again then becomes Defenceless"),
        outcome("Take That!", "Lands blow or strikes opponent and must roll on the outcome chart."),
        outcome("A Deadly Blow!", "The blow is deadly – roll for the effect with the target's DV lowered by 2."),
    ],
};

/// What an attacker can choose to do. QOTD Reel 5, Forms of attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum AttackForm {
    Standard,
    MightyBlow,
    AllOut,
}

impl AttackForm {
    pub const ALL: [AttackForm; 3] = [AttackForm::Standard, AttackForm::MightyBlow, AttackForm::AllOut];

    pub fn id(self) -> &'static str {
        match self {
            AttackForm::Standard => "standard",
            AttackForm::MightyBlow => "mighty_blow",
            AttackForm::AllOut => "all_out",
        }
    }

    /// As the rule text names it.
    pub fn name(self) -> &'static str {
        match self {
            AttackForm::Standard => "Standard Attack",
            AttackForm::MightyBlow => "Mighty Blow",
            AttackForm::AllOut => "All Out Attack",
        }
    }

    /// The rule, in the rule text's words.
    pub fn text(self) -> &'static str {
        match self {
            AttackForm::Standard => "Cut and thrust with a weapon or Kick and punch if unarmed",
            AttackForm::MightyBlow => "an attack where the aim is to end the combat in one decisive blow. If successful reduces the enemy DV by 1. Only one such attack can be made in a phase.",
            AttackForm::AllOut => "an attack designed to be decisive and the attacker has no care for his future defence, so DV reduced in subsequent rounds of combat. Only one such attack can be made in a phase. The character can reroll a failed attempt. Rash characters and fanatics must use this attack in the first round of fighting.",
        }
    }

    /// The line of the DV adjustments it brings: a mighty blow lowers the enemy's DV by 1 (a
    /// shooter-side line); an all-out attack lowers the attacker's own DV by 1 afterwards (a
    /// target-side line, "Made an All Out Attack on their turn").
    pub fn condition_id(self) -> Option<&'static str> {
        match self {
            AttackForm::Standard => None,
            AttackForm::MightyBlow => Some("mighty_blow"),
            AttackForm::AllOut => Some("made_all_out_attack"),
        }
    }

    /// "Only one such attack can be made in a phase."
    pub fn once_a_phase(self) -> bool {
        self != AttackForm::Standard
    }
}

/// What a defender can do. QOTD Reel 5, Forms of attack: a basic defence, or, for a defender with
/// a turn remaining who passes [`RESPONDING_TO_AN_ATTACK`](super::RESPONDING_TO_AN_ATTACK), evade,
/// block or a hasty shot. "Making the action uses up a card so when their next card is turned it
/// is forfeited."
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum DefenceForm {
    Basic,
    Evade,
    Block,
    HastyShot,
}

impl DefenceForm {
    pub const ALL: [DefenceForm; 4] =
        [DefenceForm::Basic, DefenceForm::Evade, DefenceForm::Block, DefenceForm::HastyShot];

    pub fn id(self) -> &'static str {
        match self {
            DefenceForm::Basic => "basic",
            DefenceForm::Evade => "evade",
            DefenceForm::Block => "block",
            DefenceForm::HastyShot => "hasty_shot",
        }
    }

    /// As the rule text names it.
    pub fn name(self) -> &'static str {
        match self {
            DefenceForm::Basic => "Basic defence",
            DefenceForm::Evade => "Evade",
            DefenceForm::Block => "Block",
            DefenceForm::HastyShot => "Hasty shot",
        }
    }

    /// The rule, in the rule text's words.
    pub fn text(self) -> &'static str {
        match self {
            DefenceForm::Basic => "unless stunned or KO'd, incapable of defending themselves, or surprised in which case they count as Defenceless.",
            DefenceForm::Evade => "turn and evade away from their opponent (no need to test again)",
            DefenceForm::Block => "increases their DV by 2 but they cannot make a counter attack and in their turn can only make a hasty attack.",
            DefenceForm::HastyShot => "Make a hasty shot if armed with a missile weapon (no need to test) If the attacker still hits the defender is treated as defenceless.",
        }
    }

    /// Evade, block and the hasty shot need a successful response to an attack, which uses up
    /// the defender's next card.
    pub fn needs_response(self) -> bool {
        self != DefenceForm::Basic
    }

    /// The line of the DV adjustments it brings: a block +2 (`block`).
    pub fn condition_id(self) -> Option<&'static str> {
        match self {
            DefenceForm::Block => Some("block"),
            _ => None,
        }
    }
}
