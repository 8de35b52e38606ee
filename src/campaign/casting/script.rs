//! Reading a script and making its cast list: pure, given the campaign (its sides and rosters) and
//! everyone's availability, so that tests can hand in any aftermath.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::Value;

use super::{
    Allocation, BeastExtra, BeastView, Card, CastError, CastMember, CastSide, Extra, IdOrName, Scenario,
    ScenarioScript, ScriptSide,
};
use crate::campaign::families::family;
use crate::campaign::sheet::{Checked, Rules, Sheet};
use crate::campaign::{
    checked_name, checked_text, same_name, Availability, AvailabilityStatus, CampaignDetail, CharacterView, SideView,
    Suit,
};
use crate::rules::qotd::charts::{animal_type, ANIMAL_TYPES};
use crate::rules::qotd::pack::{self, Deal, Member, PackError, Rank, Role};
use crate::rules::qotd::{normalise_id, CharacterType};
use crate::rules::Ruleset;
use crate::rules::{fate, mww};

use super::read::{
    allocation_of, described, malformed, refuse_unknown_keys, shape, side_of, text_of, DERIVED_KEYS, SCRIPT_KEYS,
};

/// The names a cast list gives roster characters (`sides[].cast[]` and `sides[].unavailable[]`),
/// by id: so that a character since removed can be named in an error.
pub fn known_names(cast_list: &Value) -> HashMap<i64, String> {
    let mut names = HashMap::new();
    for side in cast_list.get("sides").and_then(Value::as_array).into_iter().flatten() {
        for list in ["cast", "unavailable"] {
            for m in side.get(list).and_then(Value::as_array).into_iter().flatten() {
                if let (Some(id), Some(name)) =
                    (m.get("character_id").and_then(Value::as_i64), m.get("name").and_then(Value::as_str))
                {
                    names.entry(id).or_insert_with(|| name.to_string());
                }
            }
        }
    }
    names
}

/// Whether a character may be cast in a new script: fit, or playing with the aftermath's penalty.
/// Not the dead, those missing the adventure (or resting), nor those awaiting an aftermath (their
/// cast list would go stale once it is applied).
pub fn castable(a: &Availability) -> bool {
    a.status == AvailabilityStatus::Available
}

/// Why a character who is not [`castable`] is refused.
fn refusal(a: &Availability) -> String {
    match a.status {
        AvailabilityStatus::AwaitingAftermath => format!("{}: apply that aftermath first", a.reason),
        _ => a.reason.clone(),
    }
}

/// The cast list of a script for a campaign, as it would be saved. `availability` is everyone's
/// standing for the next game ([`crate::campaign::availability`]).
pub(crate) fn cast_list(
    campaign: &CampaignDetail,
    availability: &[Availability],
    script: Value,
) -> Result<Scenario, CastError> {
    cast_list_knowing(campaign, availability, script, &HashMap::new())
}

/// [`cast_list`], knowing the names of characters who may since have left the roster (from a
/// saved cast list), to name them in an error.
pub fn cast_list_knowing(
    campaign: &CampaignDetail,
    availability: &[Availability],
    script: Value,
    known: &HashMap<i64, String>,
) -> Result<Scenario, CastError> {
    let Value::Object(mut map) = script else {
        return Err(malformed("scenario", format!("must be a JSON object, not {}", described(&script))));
    };
    let mut known = known.clone();
    for (id, name) in known_names(&Value::Object(map.clone())) {
        known.entry(id).or_insert(name);
    }
    for key in DERIVED_KEYS {
        map.remove(key);
    }
    refuse_unknown_keys(&map, &SCRIPT_KEYS, "scenario")?;
    let title = match text_of(&mut map, "title", "title")? {
        Some(title) => checked_name("title", &title)?,
        None => return Err(malformed("title", "missing: a scenario has a title")),
    };
    let plot = checked_text("plot", &text_of(&mut map, "plot", "plot")?.unwrap_or_default())?;
    let set_notes = checked_text("set_notes", &text_of(&mut map, "set_notes", "set_notes")?.unwrap_or_default())?;
    let allocation = allocation_of(map.remove("allocation"))?;
    let raw_sides = match map.remove("sides") {
        None | Some(Value::Null) => return Err(CastError::NoSides),
        Some(Value::Array(sides)) => sides,
        Some(other) => {
            return Err(malformed("sides", format!("a list of the players' sides, not {}", described(&other))))
        }
    };
    let ruleset = campaign.campaign.ruleset;
    let rules = match (ruleset, campaign.options) {
        (Ruleset::Qotd, _) => Rules::Qotd,
        (Ruleset::Fate, options) => Rules::Fate(options.unwrap_or_default()),
        (Ruleset::Mww, _) => Rules::Mww,
        // TWTW: who is in the scene and on which side; the action deck is shared, no cards are dealt.
        (Ruleset::Twtw, _) => Rules::Twtw,
    };
    let civilians = civilians_of(map.remove("civilians"), &rules)?;
    if rules != Rules::Qotd && allocation != Allocation::default() {
        return Err(CastError::NoCards { field: "allocation".into(), ruleset });
    }
    if raw_sides.is_empty() {
        return Err(CastError::NoSides);
    }
    if rules == Rules::Qotd && raw_sides.len() > pack::MAX_PLAYERS {
        return Err(CastError::Pack {
            field: "sides".into(),
            who: "the scenario".into(),
            source: Box::new(PackError::TooManyPlayers { count: raw_sides.len() }),
        });
    }
    let warnings = Vec::new();
    let mut cast_ids: HashSet<i64> = HashSet::new();
    let mut suits_taken: Vec<(Suit, String)> = Vec::new();
    let mut sides = Vec::new();
    for (i, value) in raw_sides.into_iter().enumerate() {
        let field = format!("sides[{i}]");
        let raw_side = side_of(value, &field)?;
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
            (Rules::Fate(_) | Rules::Mww | Rules::Twtw, Some(_)) if raw_side.suit.is_some() => {
                return Err(CastError::NoCards { field: format!("{field}.suit"), ruleset });
            }
            (Rules::Fate(_) | Rules::Mww | Rules::Twtw, _) => None,
        };
        if rules != Rules::Qotd && !raw_side.cards.is_empty() {
            return Err(CastError::NoCards { field: format!("{field}.cards"), ruleset });
        }
        let mut characters = Vec::new();
        let mut members = Vec::new();
        for (j, named) in raw_side.characters.iter().enumerate() {
            let at = format!("{field}.characters[{j}]");
            let view = find_character(campaign, side, named, &at, &known)?;
            if !cast_ids.insert(view.id) {
                return Err(CastError::CastTwice { field: at, name: view.sheet.name().to_string() });
            }
            let standing = availability.iter().find(|a| a.character_id == view.id);
            if let Some(a) = standing.filter(|a| !castable(a)) {
                return Err(CastError::Unavailable { field: at, name: a.name.clone(), reason: refusal(a) });
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
        for (k, (at, m)) in members.iter().enumerate() {
            let key = m.name.trim().to_lowercase();
            if let Some((first, _)) = members[..k].iter().find(|(_, o)| o.name.trim().to_lowercase() == key) {
                return Err(CastError::SameName { field: at.clone(), name: m.name.clone(), first: first.clone() });
            }
        }
        let unavailable = availability.iter().filter(|a| a.side_id == side.id && !castable(a)).cloned().collect();
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
    if rules == Rules::Qotd {
        deal(&mut sides, allocation)?;
    }
    let fate_deck = match &rules {
        Rules::Fate(options) => Some(fate_deck(&sides, options)?),
        Rules::Qotd | Rules::Mww | Rules::Twtw => None,
    };
    let turn_deck = (rules == Rules::Mww).then(|| mww_turn_deck(&sides, civilians.len()));
    let jokers = if rules == Rules::Qotd { pack::jokers() } else { Vec::new() };
    let sides: Vec<CastSide> = sides.into_iter().map(Pending::finish).collect();
    let beast_cards: usize =
        sides.iter().flat_map(|s| &s.cast).filter(|m| m.beast.is_some()).map(|m| m.cards.len()).sum();
    let pack_size = match fate_deck.as_ref().or(turn_deck.as_ref()) {
        Some(deck) => deck.get("cards").and_then(Value::as_array).map_or(0, Vec::len),
        None => sides.iter().map(|s| s.cards_used).sum::<usize>() - beast_cards + jokers.len(),
    };
    Ok(Scenario {
        id: None,
        campaign_id: campaign.campaign.id,
        ruleset,
        title,
        plot: plot.trim().to_string(),
        set_notes: set_notes.trim().to_string(),
        allocation,
        sides,
        jokers,
        pack_size,
        beast_cards,
        fate_deck,
        civilians,
        turn_deck,
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

/// The key `cards` names a member's hand by in the canonical script: a roster character's id, an
/// extra's name.
fn hand_key(m: &CastMember) -> String {
    m.character_id.map_or_else(|| m.name.clone(), |id| id.to_string())
}

/// Deals every side's suit: the cards named by hand first, then the rest.
fn deal(sides: &mut [Pending], allocation: Allocation) -> Result<(), CastError> {
    let mut players = Vec::new();
    let mut keys_given: Vec<Vec<Option<String>>> = Vec::new();
    for side in sides.iter_mut() {
        let mut fixed: Vec<Option<Vec<Rank>>> = vec![None; side.members.len()];
        let mut given: Vec<Option<String>> = vec![None; side.members.len()];
        let mut canonical = BTreeMap::new();
        for (key, cards) in &side.overrides {
            let at = format!("{}.cards[{key:?}]", side.field);
            let index = find_member(&side.members, key, &at)?;
            if let Some(first) = &given[index] {
                return Err(CastError::HandTwice {
                    field: at,
                    name: side.members[index].1.name.clone(),
                    first: first.clone(),
                    second: key.clone(),
                });
            }
            let suit = side.script.suit.unwrap_or(Suit::Hearts);
            let ranks = cards
                .iter()
                .enumerate()
                .map(|(k, c)| parse_card(c, suit, &format!("{at}[{k}]")))
                .collect::<Result<Vec<_>, _>>()?;
            canonical.insert(hand_key(&side.members[index].1), ranks.clone());
            fixed[index] = Some(ranks);
            given[index] = Some(key.clone());
        }
        side.script.cards = canonical;
        players.push(side.members.iter().zip(fixed).map(|((_, m), f)| dealer_member(m, f)).collect::<Vec<_>>());
        keys_given.push(given);
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
        let Some(p) = player else {
            return CastError::Pack { field: "sides".into(), who: "the scenario".into(), source: Box::new(source) };
        };
        let side = &sides[p];
        let field = match (member, &source) {
            (Some(m), PackError::NoCards { .. }) => side.members[m].0.clone(),
            (Some(m), _) => {
                let key = keys_given[p][m].clone().unwrap_or_else(|| side.members[m].1.name.clone());
                format!("{}.cards[{key:?}]", side.field)
            }
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
        members.iter().enumerate().filter(|(_, (_, m))| same_name(&m.name, key_t)).map(|(i, _)| i).collect()
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
        IdOrName::Name(name) => campaign.sides.iter().filter(|s| same_name(&s.name, name)).collect(),
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

/// A character named in a side's entry: looked for on that side's roster first; the rest of the
/// campaign is searched only to say that the character is on another side. `known`: names of
/// characters since removed, by id (from a saved cast list).
fn find_character<'a>(
    campaign: &'a CampaignDetail,
    side: &'a SideView,
    named: &IdOrName,
    field: &str,
    known: &HashMap<i64, String>,
) -> Result<&'a CharacterView, CastError> {
    let matches = |c: &&CharacterView| match named {
        IdOrName::Id(id) => c.id == *id,
        IdOrName::Name(name) => same_name(c.sheet.name(), name),
    };
    let here: Vec<&CharacterView> = side.characters.iter().filter(matches).collect();
    match here.as_slice() {
        [one] => return Ok(one),
        [] => {}
        _ => {
            return Err(CastError::Ambiguous { field: field.to_string(), given: named.to_string(), what: "character" })
        }
    }
    let elsewhere = campaign
        .sides
        .iter()
        .filter(|s| s.id != side.id)
        .find_map(|s| s.characters.iter().find(matches).map(|c| (s, c)));
    match (elsewhere, named) {
        (Some((theirs, c)), _) => Err(CastError::OtherSide {
            field: field.to_string(),
            name: c.sheet.name().to_string(),
            side: side.name.clone(),
            theirs: theirs.name.clone(),
        }),
        (None, IdOrName::Id(id)) if known.contains_key(id) => {
            Err(CastError::Removed { field: field.to_string(), name: known[id].clone(), id: *id })
        }
        (None, _) => Err(CastError::UnknownCharacter { field: field.to_string(), given: named.to_string() }),
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
        Checked::Mww(f) => ("figure".to_string(), f.kind_name().to_string(), None, None),
        Checked::Twtw(_) => ("hero".to_string(), "Hero".to_string(), None, None),
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
    let sheet = family(rules.ruleset()).extra_sheet(value).map_err(|e| shape(field, e))?;
    let checked = rules.check(&sheet).map_err(|e| {
        use crate::error::ErrorCode;
        CastError::Extra { field: field.to_string(), code: e.code(), message: e.to_string() }
    })?;
    let extra = match checked.sheet() {
        Sheet::Qotd(s) => Extra::Qotd(s),
        Sheet::Fate(s) => Extra::Fate(s),
        Sheet::Mww(s) => Extra::Mww(s),
        Sheet::Twtw(s) => Extra::Twtw(s),
    };
    Ok((extra, sheet_member(&checked, true, 0, false)))
}

/// MWW: the civilians of a script, by name (`"civilians": ["Bank clerk", "Mrs. Potts"]`); refused
/// for the other families, which have none.
fn civilians_of(value: Option<Value>, rules: &Rules) -> Result<Vec<String>, CastError> {
    let list = match value {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(other) => {
            return Err(CastError::Malformed {
                field: "civilians".into(),
                reason: format!("a list of the civilians' names, not {}", super::read::described(&other)),
            })
        }
    };
    if *rules != Rules::Mww && !list.is_empty() {
        return Err(CastError::Malformed {
            field: "civilians".into(),
            reason: "only My Wild West scenarios have civilians".into(),
        });
    }
    let mut names: Vec<String> = Vec::new();
    for (i, v) in list.into_iter().enumerate() {
        let field = format!("civilians[{i}]");
        let Value::String(name) = v else {
            return Err(CastError::Malformed { field, reason: format!("a name, not {}", super::read::described(&v)) });
        };
        let name = checked_name("name", &name)
            .map_err(|e| CastError::Malformed { field: field.clone(), reason: e.to_string() })?;
        if names.iter().any(|n| same_name(n, &name)) {
            return Err(CastError::Malformed { field, reason: format!("\"{name}\" is named twice") });
        }
        names.push(name);
    }
    Ok(names)
}

/// MWW: the turn deck of the cast, a card for each gang (its figures cast and the wounds they carry)
/// and the civilians' card.
fn mww_turn_deck(sides: &[Pending], civilians: usize) -> Value {
    let gangs: Vec<(String, u8, u32)> = sides
        .iter()
        .map(|s| {
            let wounds = s
                .members
                .iter()
                .filter_map(|(_, m)| match &m.sheet {
                    Some(Sheet::Mww(f)) => Some(f.wounds.max(0) as u32),
                    _ => None,
                })
                .sum();
            (s.side_name.clone(), u8::try_from(s.members.len()).unwrap_or(u8::MAX), wounds)
        })
        .collect();
    let deck_gangs: Vec<mww::deck::DeckGang> = gangs
        .iter()
        .map(|(name, figures, wounds)| mww::deck::DeckGang { name, figures: *figures, wounds: *wounds })
        .collect();
    serde_json::to_value(mww::deck::turn_deck(&deck_gangs, civilians)).expect("decks serialize")
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

impl Scenario {
    /// The script, canonical.
    pub fn script(&self) -> ScenarioScript {
        script_of(self)
    }
}

/// The canonical script of a cast list (what `cast show --json` prints minus the derived keys).
pub fn script_of(scenario: &Scenario) -> ScenarioScript {
    ScenarioScript {
        title: scenario.title.clone(),
        plot: scenario.plot.clone(),
        set_notes: scenario.set_notes.clone(),
        allocation: scenario.allocation,
        sides: scenario.sides.iter().map(|s| s.script.clone()).collect(),
        civilians: scenario.civilians.clone(),
    }
}

/// A script with the characters who may no longer be cast (or are gone) left out, and what was left
/// out; the hands named for them are dropped, and so is a hand whose count is no longer what its
/// member is due (a card lost or regained since), with a word each. `known`: the names the saved
/// cast list gave roster characters, by id.
pub fn without_unavailable(
    script: &ScenarioScript,
    known: &HashMap<i64, String>,
    campaign: &CampaignDetail,
    availability: &[Availability],
) -> (Value, Vec<String>) {
    let roster = |id: i64| campaign.sides.iter().flat_map(|s| &s.characters).find(|c| c.id == id);
    let mut dropped = Vec::new();
    let mut sides = Vec::new();
    for side in &script.sides {
        let mut side = side.clone();
        side.characters.retain(|id| {
            let standing = availability.iter().find(|a| a.character_id == *id);
            match (roster(*id), standing) {
                (None, _) => {
                    dropped.push(match known.get(id) {
                        Some(name) => format!("{name} (#{id}) was removed from the roster"),
                        None => format!("character #{id} was removed from the roster"),
                    });
                    false
                }
                (Some(_), Some(a)) if !castable(a) => {
                    dropped.push(format!("{}: {}", a.name, a.reason));
                    false
                }
                _ => true,
            }
        });
        // Who is left, with the cards each is due: (id, name, cards due).
        let mut due: Vec<(Option<i64>, String, Option<usize>)> = Vec::new();
        for id in &side.characters {
            let Some(view) = roster(*id) else { continue };
            let lost = availability.iter().find(|a| a.character_id == *id).map_or(0, |a| a.cards_lost);
            let cards = match &view.sheet {
                Sheet::Qotd(s) => CharacterType::from_id(&s.kind).map(|k| usize::from(k.cards().saturating_sub(lost))),
                Sheet::Fate(_) | Sheet::Mww(_) | Sheet::Twtw(_) => None,
            };
            due.push((Some(*id), view.sheet.name().to_string(), cards));
        }
        for extra in &side.extras {
            let cards = match extra {
                Extra::Beast(_) => Some(1),
                Extra::Qotd(s) => CharacterType::from_id(&s.kind).map(|k| usize::from(k.cards())),
                Extra::Fate(_) | Extra::Mww(_) | Extra::Twtw(_) => None,
            };
            due.push((None, extra.name().to_string(), cards));
        }
        side.cards.retain(|key, ranks| {
            let by_id = key.trim().parse::<i64>().ok();
            let found = due.iter().find(|(id, name, _)| match by_id {
                Some(k) if id.is_some() => *id == Some(k),
                _ => same_name(name, key),
            });
            match found {
                None => false,
                Some((_, name, Some(n))) if *n != ranks.len() => {
                    let named: Vec<&str> = ranks.iter().map(|r| r.label()).collect();
                    dropped.push(format!(
                        "the cards named for {name} ({}): {name} is now due {n} card{}, so they are dealt afresh",
                        named.join(" "),
                        if *n == 1 { "" } else { "s" }
                    ));
                    false
                }
                Some(_) => true,
            }
        });
        sides.push(side);
    }
    (serde_json::to_value(ScenarioScript { sides, ..script.clone() }).expect("scripts serialize"), dropped)
}
