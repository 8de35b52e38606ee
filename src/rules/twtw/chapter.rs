//! The cards the chapter shows, as far as its words give them (the pictures are lost). Every deck
//! Posse generates carries these cells, so that each worked example of the chapter comes out as
//! the text says on whatever deck a group prints; the rest of each card is generated like any
//! other. A pin never breaks a deck's balance: it is one of the values the column holds anyway.

use super::die::Die;
use super::location::Location;

/// A cause cell as the chapter reads it: card, column, row (1–5), face.
pub struct CausePin {
    pub card: u8,
    pub die: Die,
    pub row: u8,
    pub face: u8,
    pub source: &'static str,
}

/// An effect column's first dice on a card, whose running totals give the cells the chapter reads.
/// The chapter gives a total; Posse chooses dice that make it.
pub struct EffectPin {
    pub card: u8,
    pub die: Die,
    pub dice: &'static [u8],
    pub source: &'static str,
}

/// Everything else the chapter says of a card.
pub struct CardPin {
    pub card: u8,
    pub standard: Option<Location>,
    /// The entry one bump up the stack.
    pub one_up: Option<Location>,
    pub penetration: Option<i8>,
    /// `Some(None)`: the wrench section is blank; `Some(Some(n))`: a wrench is printed.
    pub wrench: Option<Option<u8>>,
    /// The ten-round burst's coin flips (rounds 2 to 10; 1 hits), whose sum gives its hits.
    pub burst_coins: Option<[u8; 9]>,
    pub unintended: Option<[u8; 3]>,
    pub source: &'static str,
}

pub const CAUSE_PINS: &[CausePin] = &[
    CausePin {
        card: 50,
        die: Die::D10,
        row: 1,
        face: 8,
        source: "Miranda vs Miners: \"3d10 … The results 8, 1, 3 indicate a hit\"",
    },
    CausePin { card: 50, die: Die::D10, row: 2, face: 1, source: "Miranda vs Miners" },
    CausePin { card: 50, die: Die::D10, row: 3, face: 3, source: "Miranda vs Miners" },
    CausePin {
        card: 50,
        die: Die::D8,
        row: 1,
        face: 6,
        source:
            "Angus's Gatling: \"His skill with the weapon is 2d8 … He scores one success\" (one cell of two at TN 5)",
    },
    CausePin { card: 50, die: Die::D8, row: 2, face: 2, source: "Angus's Gatling" },
    CausePin {
        card: 22,
        die: Die::D10,
        row: 1,
        face: 9,
        source: "Cyril and the Perkins brothers: \"card 22 … His pool is 9 and 7\"",
    },
    CausePin { card: 22, die: Die::D10, row: 2, face: 7, source: "Cyril and the Perkins brothers" },
    CausePin {
        card: 16,
        die: Die::D8,
        row: 1,
        face: 7,
        source: "Clem's knife: \"3d8 … card 16 … a 7, 6 and 2 in his pool\"",
    },
    CausePin { card: 16, die: Die::D8, row: 2, face: 6, source: "Clem's knife" },
    CausePin { card: 16, die: Die::D8, row: 3, face: 2, source: "Clem's knife" },
    CausePin {
        card: 40,
        die: Die::D10,
        row: 1,
        face: 10,
        source: "Cyril's fan fire: \"2d10 … His results on the card are 10 and 1\"",
    },
    CausePin { card: 40, die: Die::D10, row: 2, face: 1, source: "Cyril's fan fire" },
    CausePin {
        card: 5,
        die: Die::D4,
        row: 1,
        face: 4,
        source: "Cyril's pistol butt: \"d4 column … card 5 … 2 exceptional results!\"",
    },
    CausePin { card: 5, die: Die::D4, row: 2, face: 4, source: "Cyril's pistol butt" },
    CausePin {
        card: 14,
        die: Die::D4,
        row: 1,
        face: 2,
        source: "\"A second card is drawn to extend the result, 14\" (6, that is 4 + 2)",
    },
    CausePin { card: 14, die: Die::D4, row: 2, face: 2, source: "card 14, whichever row the extension reads" },
    CausePin {
        card: 21,
        die: Die::D4,
        row: 1,
        face: 1,
        source: "\"A second card is drawn to extend the exceptional result, 21 … Only a 1\"",
    },
    CausePin { card: 21, die: Die::D4, row: 2, face: 1, source: "card 21, whichever row the extension reads" },
    CausePin {
        card: 48,
        die: Die::D6,
        row: 1,
        face: 2,
        source: "Miranda sneaks: \"a 2 in sneak … her second highest result, in this case a 2\"",
    },
    CausePin { card: 48, die: Die::D6, row: 2, face: 2, source: "Miranda sneaks" },
];

pub const EFFECT_PINS: &[EffectPin] = &[
    EffectPin {
        card: 50,
        die: Die::D8,
        dice: &[3, 2, 4, 1, 4],
        source: "Miranda's Sharps: \"(5)8 … the result is 14\"",
    },
    EffectPin {
        card: 22,
        die: Die::D6,
        dice: &[5, 6, 4, 4],
        source: "The Schofield into Pete's neck: (3)6 bumped for the vitals to (4)6, \"for 19\"",
    },
    EffectPin {
        card: 2,
        die: Die::D6,
        dice: &[2, 3, 2],
        source: "Clem hit in the chest: \"card 2, dealing 7\" with the Schofield's (3)6",
    },
    EffectPin {
        card: 16,
        die: Die::D4,
        dice: &[3, 3],
        source: "Clem's knife: \"A standard attack with a knife does (2)4, for 6\"",
    },
    EffectPin { card: 38, die: Die::D4, dice: &[3], source: "Clem's quick slash: \"(1)4, which shows 3\"" },
    EffectPin {
        card: 29,
        die: Die::D6,
        dice: &[4, 3, 3],
        source: "Cyril's butt to the chin: 1d6 \"with two bumps down for the head, he finds a 10\"",
    },
    EffectPin { card: 39, die: Die::D6, dice: &[6, 6, 6], source: "Wiki, card 39: \"Peacemaker 3d6 reads 18\"" },
];

pub const CARD_PINS: &[CardPin] = &[
    CardPin {
        card: 50,
        standard: Some(Location::LeftLeg),
        one_up: None,
        penetration: None,
        wrench: Some(None),
        burst_coins: Some([1, 1, 1, 0, 1, 1, 0, 1, 1]),
        unintended: Some([3, 5, 8]),
        source: "Miranda vs Miners (left leg, no wrench) and Angus's Gatling (\"8 rounds hit\" of 10; unintended \"The result is 3\")",
    },
    CardPin { card: 22, standard: Some(Location::Vitals), one_up: None, penetration: None, wrench: None, burst_coins: None, unintended: None, source: "\"into the neck of Pete Perkins … Vitals\"" },
    CardPin { card: 2, standard: Some(Location::Chest), one_up: None, penetration: None, wrench: None, burst_coins: None, unintended: None, source: "\"card 2, dealing 7 to the chest\"" },
    CardPin { card: 16, standard: Some(Location::Belly), one_up: None, penetration: None, wrench: None, burst_coins: None, unintended: None, source: "\"we consult the hit location, and find belly\"" },
    CardPin { card: 38, standard: Some(Location::LeftLeg), one_up: None, penetration: None, wrench: None, burst_coins: None, unintended: None, source: "\"The second slash hits in the left leg\"" },
    CardPin { card: 5, standard: Some(Location::Chest), one_up: None, penetration: Some(0), wrench: None, burst_coins: None, unintended: None, source: "\"Checking penetration, we see a 0\"; \"a quick jab to the chest\"" },
    CardPin { card: 29, standard: Some(Location::Chest), one_up: Some(Location::Head), penetration: Some(0), wrench: None, burst_coins: None, unintended: None, source: "\"The penetration result is again 0 … with a bump he can change hit location from chest to head\"" },
    CardPin { card: 39, standard: Some(Location::LeftArm), one_up: None, penetration: None, wrench: None, burst_coins: None, unintended: None, source: "Wiki: card 39, left arm" },
    CardPin { card: 17, standard: None, one_up: None, penetration: None, wrench: Some(None), burst_coins: None, unintended: None, source: "\"the section that is used is on card 17, which is blank\"" },
    CardPin { card: 44, standard: None, one_up: None, penetration: None, wrench: Some(Some(3)), burst_coins: None, unintended: None, source: "\"The broken wrench in card 44 is ignored\"" },
];
