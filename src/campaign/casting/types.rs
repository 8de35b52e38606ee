//! The types of a script and its cast list, as they cross to the app and are stored.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::campaign::sheet::Sheet;
use crate::campaign::{Availability, CampaignDetail, Derived, Suit};
use crate::dice::ActionDice;
use crate::rules::qotd::charts::AnimalType;
use crate::rules::qotd::pack::{JokerCard, Rank};
use crate::rules::{fate, mww, qotd, Ruleset};

/// The one value of `"allocation": "standard"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub enum StandardDeal {
    #[serde(rename = "standard")]
    Standard,
}

/// How the cards not named by hand are dealt: `"standard"` (by type, from the Ace down) or
/// `{"seed": N}` (shuffled with that seed; the same seed deals the same cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(untagged)]
#[ts(export)]
pub enum Allocation {
    Standard(StandardDeal),
    Seeded {
        #[ts(type = "number")]
        seed: u64,
    },
}

impl Default for Allocation {
    fn default() -> Self {
        Allocation::Standard(StandardDeal::Standard)
    }
}

impl<'de> Deserialize<'de> for Allocation {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        let seed = value.as_object().filter(|m| m.len() == 1).and_then(|m| m.get("seed")).map(Value::as_u64);
        match (&value, seed) {
            (Value::String(s), _) if s == "standard" => Ok(Allocation::default()),
            (_, Some(Some(seed))) => Ok(Allocation::Seeded { seed }),
            _ => Err(serde::de::Error::custom(format!(
                "allocation: \"standard\" or {{\"seed\": a whole number}}, not {value}"
            ))),
        }
    }
}

/// A side or character as a script names it: by id or by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IdOrName {
    Id(i64),
    Name(String),
}

impl std::fmt::Display for IdOrName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IdOrName::Id(id) => write!(f, "#{id}"),
            IdOrName::Name(name) => write!(f, "\"{name}\""),
        }
    }
}

/// A beast from the animal table (QOTD Reel 7) cast as an extra.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct BeastExtra {
    pub name: String,
    /// An animal type id: `herbivore`, `buffalo`, `large_cat`, `dog`, `carnivorous_reptile`,
    /// `large_carnivore`, `snake`.
    pub beast: String,
    #[serde(default)]
    pub notes: String,
}

/// Someone cast who is on no roster and never enters the campaign: a beast, or a character sheet
/// of the campaign's family.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(export)]
pub enum Extra {
    Beast(BeastExtra),
    Qotd(qotd::CharacterSheet),
    Fate(fate::CharacterSheet),
    Twtw(crate::rules::twtw::hero::HeroSheet),
    /// Last: an MWW figure's only required key is its name.
    Mww(mww::FigureSheet),
}

impl Extra {
    pub fn name(&self) -> &str {
        match self {
            Extra::Beast(b) => &b.name,
            Extra::Qotd(s) => &s.name,
            Extra::Fate(s) => &s.name,
            Extra::Mww(s) => &s.name,
            Extra::Twtw(s) => &s.name,
        }
    }
}

/// One player's part of a script, canonical: side and characters by id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ScriptSide {
    #[ts(type = "number")]
    pub side: i64,
    #[serde(default)]
    pub player: String,
    /// QOTD: the player's suit. Fate: none.
    #[serde(default)]
    pub suit: Option<Suit>,
    #[ts(type = "Array<number>")]
    #[serde(default)]
    pub characters: Vec<i64>,
    #[serde(default)]
    pub extras: Vec<Extra>,
    /// Cards named by hand: a roster character's by their id (`"7"`), an extra's by name. (Scripts
    /// saved before ids were used here name roster characters too; both are accepted.)
    #[serde(default)]
    pub cards: BTreeMap<String, Vec<Rank>>,
}

/// A script, canonical (what is stored; files may name sides and characters by name).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ScenarioScript {
    pub title: String,
    pub plot: String,
    pub set_notes: String,
    pub allocation: Allocation,
    pub sides: Vec<ScriptSide>,
    /// MWW: the civilians in the game, by name (moved at random by the players, on no side).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<String>>")]
    pub civilians: Vec<String>,
}

/// A playing card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Card {
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// "A♥", "10♠".
    pub fn label(self) -> String {
        format!("{}{}", self.rank.label(), self.suit.symbol())
    }
}

/// A beast's line of the animal table (QOTD Reel 7, Animal types), for the cast sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct BeastView {
    pub id: String,
    pub name: String,
    /// Max speed in paces: "16", or "12 on land, 16 in water".
    pub speed: String,
    pub dv: i8,
    /// Dice for reaction and fighting, the best counting; one lost for each hit.
    pub attack_dice: u8,
    pub attack_type: String,
    /// Trait and personality ids.
    pub traits: Vec<String>,
    pub high_impact: bool,
    pub special_rules: String,
}

impl BeastView {
    pub fn of(a: &AnimalType) -> BeastView {
        BeastView {
            id: a.id.to_string(),
            name: a.name.to_string(),
            speed: a.speed_text(),
            dv: a.dv,
            attack_dice: a.attack_dice,
            attack_type: a.attack_type.to_string(),
            traits: a.traits.iter().map(|t| t.to_string()).collect(),
            high_impact: a.high_impact,
            special_rules: a.special_rules.to_string(),
        }
    }
}

/// One member of the cast, with everything the cast sheet prints.
///
/// `cards`, `action_dice` and `plays_reduced` are what this member plays this scenario with, the
/// aftermath's penalties included. `derived` is the character's sheet as it stands, without them:
/// its `cards` and `action_dice` are the unpenalised figures (a Hero one card down has `cards` of 3
/// here and `derived.cards` 4). Show the first to play with; the second only as "normally".
///
/// Saved cast lists are read back with a default for any key missing, so that adding a key later
/// leaves them readable.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(export)]
pub struct CastMember {
    /// The roster character; `null` for an extra.
    #[ts(type = "number | null")]
    pub character_id: Option<i64>,
    pub name: String,
    /// On no roster: never enters the campaign.
    pub extra: bool,
    /// QOTD type (`hero` … `minor`), `beast`, or the fate class id.
    pub kind: String,
    /// "Hero", "Main Character", "Beast", "Shootist".
    pub kind_name: String,
    /// QOTD: the cards this member acts on, Ace high, one fewer when `cards_lost` (for a beast,
    /// the card that goes into the pack once it is activated). Fate: none (see `fate_deck`).
    pub cards: Vec<Card>,
    /// Cards fewer than normal after the last aftermath (QOTD Reel 6).
    pub cards_lost: u8,
    /// QOTD characters: the dice this member acts with — the reduced dice when `plays_reduced`.
    pub action_dice: Option<ActionDice>,
    pub reduced_dice: Option<ActionDice>,
    /// The aftermath says this member plays the game with reduced dice.
    pub plays_reduced: bool,
    /// A character's sheet (roster or extra); `null` for a beast.
    pub sheet: Option<Sheet>,
    /// The figures the sheet gives (DV, move, …) WITHOUT the aftermath's penalties: its `cards` and
    /// `action_dice` are the unpenalised ones. What this member plays with is `cards` (dealt),
    /// `action_dice` and `plays_reduced` above. `null` for a beast.
    pub derived: Option<Derived>,
    pub beast: Option<BeastView>,
    /// Why a roster character plays short or may yet change (the availability reason); `null`
    /// when fully fit.
    pub standing: Option<String>,
}

/// One player's part of the cast list: the script's keys plus the cast.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CastSide {
    #[serde(flatten)]
    #[ts(flatten)]
    pub script: ScriptSide,
    #[serde(default)]
    pub side_name: String,
    /// In dealing order (QOTD: Hero, Main, Supporting, Minor, beasts; then as listed); fate: as listed.
    #[serde(default)]
    pub cast: Vec<CastMember>,
    /// The side's roster characters who may not be cast, with the reason (for the board to grey
    /// out): dead, missing the adventure, resting (a Minor Character one card down), or awaiting
    /// an aftermath.
    #[serde(default)]
    pub unavailable: Vec<Availability>,
    /// QOTD: cards dealt from the player's suit (at most 13), beasts' included.
    #[serde(default)]
    pub cards_used: usize,
}

/// A cast scenario: the script and its cast list. `cast show --json` prints it; it is accepted
/// back by `cast new`/`cast edit` as it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Scenario {
    /// `null` for a preview that was not saved.
    #[ts(type = "number | null")]
    pub id: Option<i64>,
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub ruleset: Ruleset,
    pub title: String,
    #[serde(default)]
    pub plot: String,
    #[serde(default)]
    pub set_notes: String,
    #[serde(default)]
    pub allocation: Allocation,
    pub sides: Vec<CastSide>,
    /// QOTD: the red and black jokers added to the pack (dealt to no one).
    #[serde(default)]
    pub jokers: Vec<JokerCard>,
    /// Cards in the pack the game starts with: QOTD every card dealt to a character plus the
    /// jokers (not the beasts': see `beast_cards`); fate the fate deck.
    #[serde(default)]
    pub pack_size: usize,
    /// QOTD: the beasts' cards, one each, dealt but kept out of the pack until the beast is
    /// activated (Reel 7, Beasts: a card "which goes into the pack once the beast is activated").
    #[serde(default)]
    pub beast_cards: usize,
    /// Fate: one character card per character cast (roster and extras), the four action cards and
    /// the Joker.
    #[ts(as = "Option<fate::Deck>")]
    #[serde(default)]
    pub fate_deck: Option<Value>,
    /// MWW: the civilians in the game, by name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<String>>")]
    pub civilians: Vec<String>,
    /// MWW: the turn deck, a card for each gang and one for the civilians.
    #[ts(as = "Option<mww::deck::TurnDeck>", optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_deck: Option<Value>,
    /// Things to know that do not stop the game (characters a copy left out, hands a copy dealt
    /// afresh, a saved cast list that had to be cast again).
    #[serde(default)]
    pub warnings: Vec<String>,
    #[ts(type = "number | null")]
    #[serde(default)]
    pub created_at: Option<i64>,
    #[ts(type = "number | null")]
    #[serde(default)]
    pub updated_at: Option<i64>,
}

impl Scenario {
    /// Everyone cast, side by side.
    pub fn members(&self) -> impl Iterator<Item = &CastMember> {
        self.sides.iter().flat_map(|s| &s.cast)
    }
}

/// A scenario in a list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ScenarioSummary {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub title: String,
    /// "The Earps (Ann, ♥)".
    pub sides: Vec<String>,
    /// Roster characters cast.
    pub characters: usize,
    pub extras: usize,
    #[ts(type = "number")]
    pub updated_at: i64,
}

/// What the casting board shows before anything is cast: the campaign's sides and rosters,
/// everyone's availability, the beasts an extra may be, and the scenarios already written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CastingBoard {
    pub campaign: CampaignDetail,
    pub availability: Vec<Availability>,
    /// QOTD: the animal table; empty for fate.
    pub beasts: Vec<BeastView>,
    pub scenarios: Vec<ScenarioSummary>,
}
