//! Reading a script and making its cast list: pure, given the campaign (its sides and rosters) and
//! everyone's availability, so that tests can hand in any aftermath.

use std::collections::{BTreeMap, HashSet};

use serde::Deserialize;
use serde_json::Value;

use super::{
    Allocation, BeastExtra, BeastView, Card, CastError, CastMember, CastSide, Extra, IdOrName, Scenario,
    ScenarioScript, ScriptSide,
};
use crate::campaign::sheet::{Checked, Rules, Sheet};
use crate::campaign::{checked_name, Availability, AvailabilityStatus, CampaignDetail, CharacterView, Suit};
use crate::rules::fate;
use crate::rules::qotd::charts::{animal_type, ANIMAL_TYPES};
use crate::rules::qotd::pack::{self, Deal, Member, PackError, Rank, Role};
use crate::rules::qotd::{self, normalise_id, CharacterType};
use crate::rules::Ruleset;

/// Keys `cast show --json` prints besides the script; dropped on input so that the printed JSON is
/// accepted back by `cast new` and `cast edit`.
const DERIVED_KEYS: [&str; 9] =
    ["id", "campaign_id", "ruleset", "jokers", "pack_size", "fate_deck", "warnings", "created_at", "updated_at"];
/// The same for each side.
const DERIVED_SIDE_KEYS: [&str; 4] = ["side_name", "cast", "unavailable", "cards_used"];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScript {
    title: String,
    #[serde(default)]
    plot: String,
    #[serde(default)]
    set_notes: String,
    #[serde(default)]
    allocation: Allocation,
    sides: Vec<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSide {
    side: IdOrName,
    #[serde(default)]
    player: String,
    #[serde(default)]
    suit: Option<Suit>,
    #[serde(default)]
    characters: Vec<IdOrName>,
    #[serde(default)]
    extras: Vec<Value>,
    #[serde(default)]
    cards: BTreeMap<String, Vec<String>>,
}

fn shape(field: impl Into<String>, e: serde_json::Error) -> CastError {
    CastError::Malformed { field: field.into(), reason: e.to_string() }
}

fn strip(value: &mut Value, keys: &[&str]) {
    if let Value::Object(map) = value {
        for key in keys {
            map.remove(*key);
        }
    }
}

/// The cast list of a script for a campaign, as it would be saved. `availability` is everyone's
/// standing for the next game ([`crate::campaign::availability`]).
pub fn cast_list(
    campaign: &CampaignDetail,
    availability: &[Availability],
    script: Value,
) -> Result<Scenario, CastError> {
    let mut script = script;
    strip(&mut script, &DERIVED_KEYS);
    if !script.is_object() {
        return Err(CastError::Malformed { field: "scenario".into(), reason: "must be a JSON object".into() });
    }
    let raw: RawScript = serde_json::from_value(script).map_err(|e| shape("scenario", e))?;
    let title = checked_name("title", &raw.title)?;
    let ruleset = campaign.campaign.ruleset;
    let rules = match (ruleset, campaign.options) {
        (Ruleset::Qotd, _) => Rules::Qotd,
        (Ruleset::Fate, options) => Rules::Fate(options.unwrap_or_default()),
        (other, _) => return Err(crate::campaign::CampaignError::RulesetNotYet(other).into()),
    };
    if rules != Rules::Qotd && raw.allocation != Allocation::default() {
        return Err(CastError::NoCards { field: "allocation".into(), ruleset });
    }
    if raw.sides.is_empty() {
        return Err(CastError::NoSides);
    }
    if rules == Rules::Qotd && raw.sides.len() > pack::MAX_PLAYERS {
        return Err(CastError::Pack {
            field: "sides".into(),
            who: "the scenario".into(),
            source: Box::new(PackError::TooManyPlayers { count: raw.sides.len() }),
        });
    }
    let mut warnings = Vec::new();
    let mut cast_ids: HashSet<i64> = HashSet::new();
    let mut suits_taken: Vec<(Suit, String)> = Vec::new();
    let mut sides = Vec::new();
    for (i, mut value) in raw.sides.into_iter().enumerate() {
        let field = format!("sides[{i}]");
        strip(&mut value, &DERIVED_SIDE_KEYS);
        let raw_side: RawSide = serde_json::from_value(value).map_err(|e| shape(&field, e))?;
        let side = find_side(campaign, &raw_side.side, &format!("{field}.side"))?;
        let suit = match (&rules, raw_side.suit.or(side.suit)) {
            (Rules::Qotd, Some(suit)) => {
                if let Some((_, by)) = suits_taken.iter().find(|(s, _)| *s == suit) {
                    return Err(CastError::SuitTwice { field: format!("{field}.suit"), suit, by: by.clone() });
                }
                suits_taken.push((suit, format!("{field} ({})", side.name)));
                Some(suit)
            }
            (Rules::Qotd, None) => {
                return Err(CastError::NoSuit { field: format!("{field}.suit"), side: side.name.clone() });
            }
            (Rules::Fate(_), Some(_)) if raw_side.suit.is_some() => {
                return Err(CastError::NoCards { field: format!("{field}.suit"), ruleset });
            }
            (Rules::Fate(_), _) => None,
        };
        if rules != Rules::Qotd && !raw_side.cards.is_empty() {
            return Err(CastError::NoCards { field: format!("{field}.cards"), ruleset });
        }
        let mut characters = Vec::new();
        let mut members = Vec::new();
        for (j, named) in raw_side.characters.iter().enumerate() {
            let at = format!("{field}.characters[{j}]");
            let view = find_character(campaign, named, &at)?;
            if view.side_id != side.id {
                let theirs =
                    campaign.sides.iter().find(|s| s.id == view.side_id).map(|s| s.name.clone()).unwrap_or_default();
                return Err(CastError::OtherSide {
                    field: at,
                    name: view.sheet.name().to_string(),
                    side: side.name.clone(),
                    theirs,
                });
            }
            if !cast_ids.insert(view.id) {
                return Err(CastError::CastTwice { field: at, name: view.sheet.name().to_string() });
            }
            let standing = availability.iter().find(|a| a.character_id == view.id);
            if let Some(a) = standing.filter(|a| !a.may_play()) {
                return Err(CastError::Unavailable {
                    field: at,
                    name: a.name.clone(),
                    status: a.status,
                    reason: a.reason.clone(),
                });
            }
            if let Some(a) = standing.filter(|a| a.status == AvailabilityStatus::AwaitingAftermath) {
                warnings.push(format!("{}: {}", a.name, a.reason));
            }
            characters.push(view.id);
            members.push((at, roster_member(&rules, view, standing)?));
        }
        let mut extras = Vec::new();
        for (j, value) in raw_side.extras.into_iter().enumerate() {
            let at = format!("{field}.extras[{j}]");
            let (extra, member) = extra_member(&rules, value, &at)?;
            extras.push(extra);
            members.push((at, member));
        }
        if members.is_empty() {
            return Err(CastError::EmptySide { field, side: side.name.clone() });
        }
        let unavailable = availability.iter().filter(|a| a.side_id == side.id && !a.may_play()).cloned().collect();
        sides.push(Pending {
            field,
            script: ScriptSide {
                side: side.id,
                player: raw_side.player.trim().to_string(),
                suit,
                characters,
                extras,
                cards: BTreeMap::new(),
            },
            side_name: side.name.clone(),
            overrides: raw_side.cards,
            members,
            unavailable,
        });
    }
    let allocation = raw.allocation;
    if rules == Rules::Qotd {
        deal(&mut sides, allocation)?;
    }
    let fate_deck = match &rules {
        Rules::Fate(options) => Some(fate_deck(&sides, options)?),
        Rules::Qotd => None,
    };
    let jokers = if rules == Rules::Qotd { pack::jokers() } else { Vec::new() };
    let sides: Vec<CastSide> = sides.into_iter().map(Pending::finish).collect();
    let pack_size = match &fate_deck {
        Some(deck) => deck.get("cards").and_then(Value::as_array).map_or(0, Vec::len),
        None => sides.iter().map(|s| s.cards_used).sum::<usize>() + jokers.len(),
    };
    Ok(Scenario {
        id: None,
        campaign_id: campaign.campaign.id,
        ruleset,
        title,
        plot: raw.plot.trim().to_string(),
        set_notes: raw.set_notes.trim().to_string(),
        allocation,
        sides,
        jokers,
        pack_size,
        fate_deck,
        warnings,
        created_at: None,
        updated_at: None,
    })
}

/// A side of the script being cast.
struct Pending {
    field: String,
    script: ScriptSide,
    side_name: String,
    overrides: BTreeMap<String, Vec<String>>,
    /// Where each was named, and the member, in the order named (roster, then extras).
    members: Vec<(String, CastMember)>,
    unavailable: Vec<Availability>,
}

impl Pending {
    fn who(&self) -> String {
        let player = if self.script.player.is_empty() { String::new() } else { format!(", {}", self.script.player) };
        let suit = self.script.suit.map(|s| format!(", {}", s.symbol())).unwrap_or_default();
        format!("{}{player}{suit}", self.side_name)
    }

    fn finish(self) -> CastSide {
        let cards_used = self.members.iter().map(|(_, m)| m.cards.len()).sum();
        let cast = match self.script.suit {
            Some(_) => {
                let dealer: Vec<Member> = self.members.iter().map(|(_, m)| dealer_member(m, None)).collect();
                pack::dealing_order(&dealer).into_iter().map(|i| self.members[i].1.clone()).collect()
            }
            None => self.members.into_iter().map(|(_, m)| m).collect(),
        };
        CastSide { script: self.script, side_name: self.side_name, cast, unavailable: self.unavailable, cards_used }
    }
}

fn dealer_member(m: &CastMember, fixed: Option<Vec<Rank>>) -> Member {
    let role = match CharacterType::from_id(&m.kind) {
        Some(kind) => Role::Character(kind),
        None => Role::Beast,
    };
    Member { name: m.name.clone(), role, cards_lost: m.cards_lost, fixed }
}

/// Deals every side's suit: the cards named by hand first, then the rest.
fn deal(sides: &mut [Pending], allocation: Allocation) -> Result<(), CastError> {
    let mut players = Vec::new();
    for side in sides.iter_mut() {
        let mut fixed: Vec<Option<Vec<Rank>>> = vec![None; side.members.len()];
        let mut canonical = BTreeMap::new();
        for (key, cards) in &side.overrides {
            let at = format!("{}.cards[{key:?}]", side.field);
            let index = find_member(&side.members, key, &at)?;
            let suit = side.script.suit.unwrap_or(Suit::Hearts);
            let ranks = cards.iter().map(|c| parse_card(c, suit, &at)).collect::<Result<Vec<_>, _>>()?;
            canonical.insert(side.members[index].1.name.clone(), ranks.clone());
            fixed[index] = Some(ranks);
        }
        side.script.cards = canonical;
        players.push(side.members.iter().zip(fixed).map(|((_, m), f)| dealer_member(m, f)).collect::<Vec<_>>());
    }
    let deal = match allocation {
        Allocation::Standard(_) => Deal::Standard,
        Allocation::Seeded { seed } => Deal::Seeded(seed),
    };
    let hands = pack::deal_pack(&players, deal).map_err(|source| {
        let (player, member) = match &source {
            PackError::TooManyPlayers { .. } => (None, None),
            PackError::TooManyCards { player, .. } => (Some(*player), None),
            PackError::NoCards { player, member, .. } => (Some(*player), Some(*member)),
            PackError::WrongCount { player, member, .. } | PackError::DuplicateCard { player, member, .. } => {
                (Some(*player), Some(*member))
            }
        };
        let Some(side) = player.map(|p| &sides[p]) else {
            return CastError::Pack { field: "sides".into(), who: "the scenario".into(), source: Box::new(source) };
        };
        let field = match (member, &source) {
            (Some(m), PackError::NoCards { .. }) => side.members[m].0.clone(),
            (Some(m), _) => format!("{}.cards[{:?}]", side.field, side.members[m].1.name),
            (None, _) => side.field.clone(),
        };
        CastError::Pack { field, who: side.who(), source: Box::new(source) }
    })?;
    for (side, hands) in sides.iter_mut().zip(hands) {
        let suit = side.script.suit.unwrap_or(Suit::Hearts);
        for ((_, member), ranks) in side.members.iter_mut().zip(hands) {
            member.cards = ranks.into_iter().map(|rank| Card::new(suit, rank)).collect();
        }
    }
    Ok(())
}

/// A card as named in `cards`: its rank ("A", "10", "king"), optionally with the side's suit
/// ("A♥", "ace of hearts"); a card of another suit is refused.
fn parse_card(typed: &str, suit: Suit, field: &str) -> Result<Rank, CastError> {
    let lower = typed.trim().to_lowercase();
    let rank_part = lower
        .strip_suffix(&format!(" of {}", suit.id()))
        .or_else(|| lower.strip_suffix(suit.symbol()))
        .unwrap_or(&lower)
        .trim()
        .to_string();
    if let Some(rank) = Rank::from_label(&rank_part) {
        return Ok(rank);
    }
    let other = Suit::ALL
        .into_iter()
        .filter(|s| *s != suit)
        .find(|s| lower.ends_with(s.symbol()) || lower.ends_with(&format!(" of {}", s.id())));
    match other {
        Some(other) => Err(CastError::WrongSuit { field: field.to_string(), given: typed.to_string(), suit, other }),
        None => Err(CastError::UnknownCard { field: field.to_string(), given: typed.to_string() }),
    }
}

fn find_member(members: &[(String, CastMember)], key: &str, field: &str) -> Result<usize, CastError> {
    let key_t = key.trim();
    let by_id: Vec<usize> = match key_t.parse::<i64>() {
        Ok(id) => members.iter().enumerate().filter(|(_, (_, m))| m.character_id == Some(id)).map(|(i, _)| i).collect(),
        Err(_) => Vec::new(),
    };
    let found: Vec<usize> = if by_id.is_empty() {
        members.iter().enumerate().filter(|(_, (_, m))| m.name.eq_ignore_ascii_case(key_t)).map(|(i, _)| i).collect()
    } else {
        by_id
    };
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(CastError::NotInCast { field: field.to_string(), given: key.to_string() }),
        _ => Err(CastError::Ambiguous { field: field.to_string(), given: key.to_string(), what: "cast member" }),
    }
}

fn find_side<'a>(
    campaign: &'a CampaignDetail,
    named: &IdOrName,
    field: &str,
) -> Result<&'a crate::campaign::SideView, CastError> {
    let found: Vec<_> = match named {
        IdOrName::Id(id) => campaign.sides.iter().filter(|s| s.id == *id).collect(),
        IdOrName::Name(name) => campaign.sides.iter().filter(|s| s.name.eq_ignore_ascii_case(name.trim())).collect(),
    };
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(CastError::UnknownSide {
            field: field.to_string(),
            given: named.to_string(),
            known: campaign.sides.iter().map(|s| format!("{} (#{})", s.name, s.id)).collect::<Vec<_>>().join(", "),
        }),
        _ => Err(CastError::Ambiguous { field: field.to_string(), given: named.to_string(), what: "side" }),
    }
}

fn find_character<'a>(
    campaign: &'a CampaignDetail,
    named: &IdOrName,
    field: &str,
) -> Result<&'a CharacterView, CastError> {
    let all = campaign.sides.iter().flat_map(|s| &s.characters);
    let found: Vec<&CharacterView> = match named {
        IdOrName::Id(id) => all.filter(|c| c.id == *id).collect(),
        IdOrName::Name(name) => all.filter(|c| c.sheet.name().eq_ignore_ascii_case(name.trim())).collect(),
    };
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(CastError::UnknownCharacter { field: field.to_string(), given: named.to_string() }),
        _ => Err(CastError::Ambiguous { field: field.to_string(), given: named.to_string(), what: "character" }),
    }
}

/// A roster character as cast: their sheet, with the aftermath's penalties.
fn roster_member(
    rules: &Rules,
    view: &CharacterView,
    standing: Option<&Availability>,
) -> Result<CastMember, CastError> {
    let checked = rules.check(&view.sheet)?;
    let (cards_lost, plays_reduced) = match (rules, standing) {
        (Rules::Qotd, Some(a)) => (a.cards_lost, a.reduced_dice),
        _ => (0, false),
    };
    let mut member = sheet_member(&checked, false, cards_lost, plays_reduced);
    member.character_id = Some(view.id);
    member.standing = standing
        .filter(|a| a.status != AvailabilityStatus::Available || a.cards_lost > 0 || a.reduced_dice)
        .map(|a| a.reason.clone());
    Ok(member)
}

fn sheet_member(checked: &Checked, extra: bool, cards_lost: u8, plays_reduced: bool) -> CastMember {
    let (kind, kind_name, action_dice, reduced_dice) = match checked {
        Checked::Qotd(c) => {
            let kind = c.kind();
            let dice = if plays_reduced { kind.reduced_dice() } else { kind.action_dice() };
            (kind.id().to_string(), kind.name().to_string(), Some(dice), Some(kind.reduced_dice()))
        }
        Checked::Fate(c) => (c.class().id().to_string(), c.class().name().to_string(), None, None),
    };
    CastMember {
        character_id: None,
        name: checked.name().to_string(),
        extra,
        kind,
        kind_name,
        cards: Vec::new(),
        cards_lost,
        action_dice,
        reduced_dice,
        plays_reduced,
        sheet: Some(checked.sheet()),
        derived: Some(checked.derived()),
        beast: None,
        standing: None,
    }
}

/// An extra as written: a beast (`{"name", "beast", "notes"}`), or a sheet of the campaign's family
/// (QOTD: `type` defaults to `minor` and `personality` to `ordinary`; fate: `class` to `citizen`).
fn extra_member(rules: &Rules, mut value: Value, field: &str) -> Result<(Extra, CastMember), CastError> {
    let Value::Object(map) = &mut value else {
        return Err(CastError::Malformed { field: field.to_string(), reason: "an extra is a JSON object".into() });
    };
    let is_beast = map.contains_key("beast")
        || map.get("type").and_then(Value::as_str).is_some_and(|t| normalise_id(t) == "beast");
    if is_beast {
        if *rules != Rules::Qotd {
            return Err(CastError::BeastsAreQotd { field: field.to_string() });
        }
        map.remove("type");
        let raw: BeastExtra = serde_json::from_value(value).map_err(|e| shape(field, e))?;
        let name = checked_name("name", &raw.name).map_err(|e| CastError::Extra {
            field: field.to_string(),
            code: "empty_name",
            message: e.to_string(),
        })?;
        let animal = animal_type(&normalise_id(&raw.beast)).ok_or_else(|| CastError::UnknownBeast {
            field: format!("{field}.beast"),
            given: raw.beast.clone(),
            known: ANIMAL_TYPES.iter().map(|a| a.id).collect::<Vec<_>>().join(", "),
        })?;
        let extra =
            BeastExtra { name: name.clone(), beast: animal.id.to_string(), notes: raw.notes.trim().to_string() };
        let member = CastMember {
            character_id: None,
            name,
            extra: true,
            kind: "beast".to_string(),
            kind_name: "Beast".to_string(),
            cards: Vec::new(),
            cards_lost: 0,
            action_dice: None,
            reduced_dice: None,
            plays_reduced: false,
            sheet: None,
            derived: None,
            beast: Some(BeastView::of(animal)),
            standing: None,
        };
        return Ok((Extra::Beast(extra), member));
    }
    let sheet = match rules {
        Rules::Qotd => {
            map.entry("type").or_insert_with(|| Value::from("minor"));
            map.entry("personality").or_insert_with(|| Value::from("ordinary"));
            Sheet::Qotd(serde_json::from_value::<qotd::CharacterSheet>(value).map_err(|e| shape(field, e))?)
        }
        Rules::Fate(_) => {
            map.entry("class").or_insert_with(|| Value::from("citizen"));
            Sheet::Fate(serde_json::from_value::<fate::CharacterSheet>(value).map_err(|e| shape(field, e))?)
        }
    };
    let checked = rules.check(&sheet).map_err(|e| {
        use crate::error::ErrorCode;
        CastError::Extra { field: field.to_string(), code: e.code(), message: e.to_string() }
    })?;
    let extra = match checked.sheet() {
        Sheet::Qotd(s) => Extra::Qotd(s),
        Sheet::Fate(s) => Extra::Fate(s),
    };
    Ok((extra, sheet_member(&checked, true, 0, false)))
}

/// The fate deck of the cast: one character card each (sides in order, roster then extras), the four
/// action cards and the Joker (`rules::fate::fate_deck`).
fn fate_deck(sides: &[Pending], options: &fate::FateOptions) -> Result<Value, CastError> {
    let mut characters = Vec::new();
    for (field, member) in sides.iter().flat_map(|s| &s.members) {
        if let Some(Sheet::Fate(sheet)) = &member.sheet {
            let c = fate::Character::from_sheet(sheet, options).map_err(|e| {
                use crate::error::ErrorCode;
                CastError::Extra { field: field.clone(), code: e.code(), message: e.to_string() }
            })?;
            characters.push(c);
        }
    }
    Ok(serde_json::to_value(fate::fate_deck(&characters)).expect("decks serialize"))
}

/// Reads a script file's text: JSON, with the line and column of a syntax error.
pub fn parse_script(what: &str, text: &str) -> Result<Value, CastError> {
    serde_json::from_str(text).map_err(|e| CastError::MalformedJson {
        what: what.to_string(),
        line: e.line(),
        column: e.column(),
        reason: e.to_string(),
    })
}

/// The canonical script of a cast list (what `cast show --json` prints minus the derived keys).
pub fn script_of(scenario: &Scenario) -> ScenarioScript {
    ScenarioScript {
        title: scenario.title.clone(),
        plot: scenario.plot.clone(),
        set_notes: scenario.set_notes.clone(),
        allocation: scenario.allocation,
        sides: scenario.sides.iter().map(|s| s.script.clone()).collect(),
    }
}

/// A script with the characters who may no longer play (or are gone) left out, and what was left out.
pub fn without_unavailable(
    script: &ScenarioScript,
    campaign: &CampaignDetail,
    availability: &[Availability],
) -> (Value, Vec<String>) {
    let mut dropped = Vec::new();
    let mut sides = Vec::new();
    for side in &script.sides {
        let mut side = side.clone();
        side.characters.retain(|id| {
            let exists = campaign.sides.iter().flat_map(|s| &s.characters).any(|c| c.id == *id);
            let standing = availability.iter().find(|a| a.character_id == *id);
            match (exists, standing) {
                (false, _) => {
                    dropped.push(format!("character #{id} is no longer on the roster"));
                    false
                }
                (true, Some(a)) if !a.may_play() => {
                    dropped.push(format!("{}: {}", a.name, a.reason));
                    false
                }
                _ => true,
            }
        });
        let names: HashSet<String> = side
            .characters
            .iter()
            .filter_map(|id| campaign.sides.iter().flat_map(|s| &s.characters).find(|c| c.id == *id))
            .map(|c| c.sheet.name().to_lowercase())
            .chain(side.extras.iter().map(|e| e.name().to_lowercase()))
            .collect();
        side.cards.retain(|name, _| names.contains(&name.to_lowercase()));
        sides.push(side);
    }
    (serde_json::to_value(ScenarioScript { sides, ..script.clone() }).expect("scripts serialize"), dropped)
}
