//! The West That Wasn't in play: the 54-card action deck (Posse's, seed 1881: see
//! `rules::twtw::deck`) turned a card at a time for the checks of the game ("All results are found
//! on a single card … At the conclusion of the resolution, discard the card"), each hero's wounds
//! by location (five boxes each: "a 5th wound to the torso or head is death, to a limb disables
//! it"), Conc, stun, APs this turn, and his gun.
//!
//! Decisions where the chapter is silent:
//! - A pass through the deck is a round: when every card is discarded, the deck is shuffled again
//!   (with the game's seed and the pass's number).
//! - A turn is begun by hand (`posse play round`): every hero's APs come back to his APs after
//!   wounds. A hero starts the game with them.
//! - A sixth wound in a location is refused (the sheet has five boxes); a 5th to the torso or head
//!   kills him. Conc lost is held to twice his Conc (as the aftermath holds it).
//! - How a hero ended, for the after-action wizard: dead; else knocked out (`unconscious=on`);
//!   else wounded if he took a wound; else unhurt. His wounds and Conc taken go with it.

use std::collections::BTreeMap;

use super::change::{Counter, Field, FieldKind, Flag, Flags, StateChange};
use super::family::{member_base, standing_of, Life, Member, Rules};
use super::qotd::{blank, change_field};
use super::{CardView, FieldValue, MemberView, PlayError};
use crate::campaign::games::{GameWounds, ParticipantInput};
use crate::campaign::Sheet;
use crate::rules::twtw::card::{rank_name, DECK_SIZE};
use crate::rules::twtw::damage::WOUND_BOXES;
use crate::rules::twtw::deck::default_deck;
use crate::rules::twtw::hero::Hero;
use crate::rules::twtw::location::WoundLocation;

const FIELDS: &[Field] = &[
    Field { name: "wounds", kind: FieldKind::Location, label: "Wounds" },
    Field::counter("conc", Counter::Conc, "Conc lost"),
    Field::counter("aps", Counter::Aps, "APs left this turn"),
    Field::flag("stun", Flag::Stun, "Stunned"),
    Field::flag("unconscious", Flag::Unconscious, "Knocked out"),
    Field::flag("down", Flag::Down, "On the ground"),
    Field::flag("out", Flag::Out, "Out of the game"),
    Field::flag("out_of_ammo", Flag::OutOfAmmo, "Out of ammo"),
    Field::flag("jammed", Flag::Jammed, "Jammed"),
];

fn slot(at: WoundLocation) -> usize {
    WoundLocation::ALL.iter().position(|l| *l == at).unwrap_or(0)
}

#[derive(Debug, Clone)]
struct State {
    hero: Hero,
    /// Wounds taken in this game, by location (in `WoundLocation::ALL` order).
    wounds: [i32; 6],
    conc: i32,
    aps: i32,
    flags: Flags,
}

impl State {
    fn total_at(&self, at: WoundLocation) -> i32 {
        i32::from(self.hero.wounds_at(at)) + self.wounds[slot(at)]
    }

    /// The hero as he stands now: his sheet with this game's wounds and Conc.
    fn now(&self) -> Hero {
        let mut sheet = self.hero.to_sheet();
        for at in WoundLocation::ALL {
            let total = self.total_at(at).clamp(0, i32::from(WOUND_BOXES)) as u8;
            if total > 0 {
                sheet.wounds.insert(at.id().to_string(), total);
            }
        }
        sheet.conc_lost = (i32::from(self.hero.conc_lost()) + self.conc).clamp(0, i32::from(u16::MAX)) as u16;
        Hero::from_sheet(&sheet).unwrap_or_else(|_| self.hero.clone())
    }
}

/// The TWTW game: each hero's state.
pub struct Table {
    members: Vec<State>,
}

impl Table {
    pub fn new(cast: &[Member]) -> Result<Table, PlayError> {
        let members = cast
            .iter()
            .map(|m| {
                let Some(Sheet::Twtw(sheet)) = &m.cast.sheet else {
                    return Err(PlayError::field(
                        "cast",
                        format!("{} has no The West That Wasn't hero sheet", m.name()),
                    ));
                };
                let hero =
                    Hero::from_sheet(sheet).map_err(|e| PlayError::field("cast", format!("{}: {e}", m.name())))?;
                let aps = i32::from(hero.derived().aps_now);
                Ok(State { hero, wounds: [0; 6], conc: 0, aps, flags: Flags::default() })
            })
            .collect::<Result<_, PlayError>>()?;
        Ok(Table { members })
    }

    /// The hero as he stands now, this game's wounds and Conc on his sheet.
    pub fn hero_now(&self, who: usize) -> Hero {
        self.members[who].now()
    }
}

impl Rules for Table {
    fn family(&self) -> &'static str {
        "The West That Wasn't"
    }

    fn round_name(&self) -> &'static str {
        "Pass"
    }

    fn fields(&self) -> &'static [Field] {
        FIELDS
    }

    fn counter(&self, who: usize, counter: Counter) -> i32 {
        let s = &self.members[who];
        match counter {
            Counter::Conc => s.conc,
            Counter::Aps => s.aps,
            _ => 0,
        }
    }

    fn wounds_at(&self, who: usize, at: WoundLocation) -> u8 {
        self.members[who].total_at(at).clamp(0, 255) as u8
    }

    fn apply(&mut self, cast: &[Member], who: usize, change: StateChange) -> Result<String, PlayError> {
        let name = cast[who].name().to_string();
        let s = &mut self.members[who];
        match change {
            StateChange::LocationWounds { location, by } => {
                let field = format!("wounds.{}", location.id());
                let (now, carried) = (s.total_at(location), i32::from(s.hero.wounds_at(location)));
                let after = now + i32::from(by);
                if after > i32::from(WOUND_BOXES) {
                    return Err(PlayError::field(
                        field,
                        format!(
                            "{name} has {now} wound{} in the {}: a location has {WOUND_BOXES} boxes",
                            if now == 1 { "" } else { "s" },
                            location.name().to_lowercase()
                        ),
                    ));
                }
                if after < carried {
                    return Err(PlayError::field(
                        field,
                        format!("{name} took {} wounds there in this game", now - carried),
                    ));
                }
                s.wounds[slot(location)] += i32::from(by);
                s.aps = s.aps.min(i32::from(s.now().derived().aps_now));
                let worse = if after == i32::from(WOUND_BOXES) && by > 0 {
                    if location.is_vital() {
                        ": a 5th wound, dead"
                    } else {
                        ": a 5th wound, disabled"
                    }
                } else {
                    ""
                };
                Ok(format!(
                    "{} wound{} to the {} ({after}{worse})",
                    super::qotd::signed(i32::from(by)),
                    if by.abs() == 1 { "" } else { "s" },
                    location.name().to_lowercase()
                ))
            }
            StateChange::Count { counter: Counter::Conc, by } => {
                let conc = i32::from(s.hero.derived().conc);
                let lost = i32::from(s.hero.conc_lost()) + s.conc + by;
                if s.conc + by < 0 {
                    return Err(PlayError::field("conc", format!("{name} lost {} Conc in this game", s.conc)));
                }
                if lost > 2 * conc {
                    return Err(PlayError::field(
                        "conc",
                        format!("{name} has {conc} Conc: at most {} can be lost", 2 * conc),
                    ));
                }
                s.conc += by;
                Ok(format!("{} Conc ({} of {conc} left)", super::qotd::signed(-by), conc - lost))
            }
            StateChange::Count { counter: Counter::Aps, by } => {
                let most = i32::from(s.now().derived().aps_now);
                let after = s.aps + by;
                if after < 0 || after > most {
                    return Err(PlayError::field("aps", format!("{name} has {} APs left of {most} this turn", s.aps)));
                }
                s.aps = after;
                Ok(format!("{after} APs left this turn"))
            }
            StateChange::Flag { flag, on } => s.flags.set(FIELDS, "The West That Wasn't", flag, on),
            other => Err(PlayError::field(change_field(&other), "not something The West That Wasn't keeps for a hero")),
        }
    }

    fn fatal(&self, who: usize) -> bool {
        let s = &self.members[who];
        WoundLocation::ALL.iter().any(|at| at.is_vital() && s.total_at(*at) >= i32::from(WOUND_BOXES))
    }

    fn killed(&mut self, _who: usize) {}

    fn pack(&self, _cast: &[Member], _life: &[Life]) -> Vec<String> {
        (0..DECK_SIZE).map(|n| n.to_string()).collect()
    }

    fn gone(&self, _cast: &[Member], _life: &[Life]) -> Vec<String> {
        Vec::new()
    }

    fn card(&self, _cast: &[Member], key: &str) -> Option<CardView> {
        let number: u8 = key.parse().ok()?;
        let card = default_deck().card(number)?.clone();
        let title = match card.suit {
            crate::rules::twtw::card::Suit::RedJoker | crate::rules::twtw::card::Suit::BlackJoker => {
                card.suit.name().to_string()
            }
            suit => format!("{} of {}", rank_name(card.rank), suit.name()),
        };
        Some(CardView {
            key: key.into(),
            label: format!("Card {number}"),
            title,
            text: format!("Standard location: {}; {}", card.standard_location().name(), card.toggle.word()),
            owner: None,
            kind: "action_card".into(),
            red: card.suit.is_red(),
            twtw: Some(card),
        })
    }

    fn read_card(&self, _cast: &[Member], typed: &str) -> Option<String> {
        let t = typed.trim().to_lowercase();
        let n: usize = t.trim_start_matches("card").trim().trim_start_matches('#').parse().ok()?;
        (n < DECK_SIZE).then(|| n.to_string())
    }

    fn turned(
        &mut self,
        _cast: &[Member],
        _life: &[Life],
        key: &str,
        _round: u32,
        _seed: u64,
    ) -> (Option<usize>, Vec<String>) {
        let line = self.card(&[], key).map(|c| format!("{}: {}.", c.title, c.text)).unwrap_or_default();
        (None, vec![line])
    }

    fn next_round(&mut self, _cast: &[Member], life: &[Life]) -> Result<String, PlayError> {
        for (i, s) in self.members.iter_mut().enumerate() {
            if !life[i].dead {
                s.aps = i32::from(s.now().derived().aps_now);
                let _ = s.flags.set(FIELDS, "", Flag::Stun, false);
            }
        }
        Ok("A new turn: every hero's APs back, as his wounds allow.".into())
    }

    fn view(&self, cast: &[Member], life: &[Life], who: usize) -> MemberView {
        let s = &self.members[who];
        let now = s.now();
        let d = now.derived();
        let mut state = Vec::new();
        for at in WoundLocation::ALL {
            let total = s.total_at(at);
            if total > 0 {
                let taken = s.wounds[slot(at)];
                let new = if taken > 0 { format!(" ({taken} this game)") } else { String::new() };
                state.push(format!("{}: {total} wound{}{new}", at.name(), if total == 1 { "" } else { "s" }));
            }
        }
        state.push(format!("Conc {} of {}", d.conc_left, d.conc));
        state.push(format!("{} of {} APs left", s.aps, d.aps_now));
        state.extend(s.flags.labels(FIELDS, &[]));
        let mut values: Vec<FieldValue> = WoundLocation::ALL
            .iter()
            .map(|at| FieldValue { field: format!("wounds.{}", at.id()), value: s.total_at(*at) })
            .collect();
        values.push(FieldValue { field: "conc".into(), value: s.conc });
        values.push(FieldValue { field: "aps".into(), value: s.aps });
        values.extend(s.flags.values(FIELDS, &[]));
        let out = s.flags.has(Flag::Out) || s.flags.has(Flag::Unconscious);
        MemberView {
            standing: standing_of(&life[who], out, s.flags.has(Flag::Down)),
            state,
            values,
            ..member_base(cast, life, who)
        }
    }

    fn participant(&self, cast: &[Member], life: &[Life], who: usize) -> ParticipantInput {
        let s = &self.members[who];
        let wounds: BTreeMap<String, u8> = WoundLocation::ALL
            .iter()
            .filter(|at| s.wounds[slot(**at)] > 0)
            .map(|at| (at.id().to_string(), s.wounds[slot(*at)].clamp(0, 255) as u8))
            .collect();
        let ended = if life[who].dead {
            "dead"
        } else if s.flags.has(Flag::Unconscious) {
            "unconscious"
        } else if !wounds.is_empty() {
            "wounded"
        } else {
            "unhurt"
        };
        ParticipantInput {
            wounds: GameWounds::ByLocation(wounds),
            conc: s.conc.clamp(0, i32::from(u16::MAX)) as u16,
            ..blank(cast, who, ended)
        }
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
