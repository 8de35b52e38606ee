//! The fate family in play (Ansell 1996, "The Fate Deck"; The Rules With No Name playsheet): the
//! fate deck turned card by card — "If it is a character card, that character takes a turn, and
//! the card is placed on the discard pile. If it is an action card then it is display face up on
//! the table: The next player to draw a character card of a class at least as high as that of the
//! displayed action card takes it into his hand. He can use the action card to give a free turn to
//! any of his characters of a class at least as high as that on the card … If it is the Joker, all
//! discards and any action cards held by players are shuffled back into the Fate Deck." — and each
//! man's wounds by location, knocked down or out, his gun out of ammo or jammed, his nerve.
//!
//! Decisions where the texts are silent:
//! - A round is the deck between Jokers: the Joker ends it, and the next card turned comes from
//!   the whole deck shuffled again (the action cards displayed, held and played included).
//! - A dead man's card, and the card of one out of the fight, leaves the deck at once.
//! - The Muzzleloader Fire cards of the playsheet are not turned: a muzzle-loader "fires only
//!   while its card is in its owner's hand", so Posse leaves each in its owner's hand.
//! - A player is one part of the scenario (a side as one player plays it): an action card is
//!   taken into that player's hand.
//! - How a man ended the gunfight, for the after-action wizard: dead; else knocked out (at the
//!   end); else seriously wounded (a serious wound in this gunfight); else flesh-wounded; else
//!   surrendered, lost his nerve or refused a challenge, in that order; else unhurt.

use super::change::{Counter, Field, FieldKind, Flag, Flags, StateChange};
use super::family::{member_base, standing_of, Life, Member, Rules};
use super::qotd::{blank, change_field};
use super::{CardView, FieldValue, MemberView, PlayError};
use crate::campaign::games::ParticipantInput;
use crate::rules::fate::hits::{Knock, Severity, Wound};
use crate::rules::fate::{ActionCard, Class};

const FIELDS: &[Field] = &[
    Field { name: "wound", kind: FieldKind::FateWound, label: "Wound" },
    Field { name: "knocked", kind: FieldKind::Knock, label: "Knocked down or out" },
    Field::flag("out_of_ammo", Flag::OutOfAmmo, "Out of ammo"),
    Field::flag("jammed", Flag::Jammed, "Jammed"),
    Field::flag("ducked", Flag::Ducked, "Ducked back"),
    Field::flag("out", Flag::Out, "Out of the fight"),
    Field::flag("lost_nerve", Flag::LostNerve, "Lost his nerve"),
    Field::flag("surrendered", Flag::Surrendered, "Surrendered"),
    Field::flag("refused_challenge", Flag::RefusedChallenge, "Refused a challenge"),
    Field::flag("fired_at_opponent", Flag::FiredAtOpponent, "Fired at an opponent"),
    Field::flag("backshot", Flag::Backshot, "Shot a man in the back"),
    Field::flag("shot_helpless", Flag::ShotHelpless, "Shot the helpless"),
    Field::flag("shot_surrendered_or_woman", Flag::ShotSurrenderedOrWoman, "Shot a man who surrendered, or a woman"),
    Field::counter("seriously_wounded", Counter::SeriouslyWounded, "Armed men he seriously wounded"),
];

/// One cast member's state.
#[derive(Debug, Clone)]
struct State {
    class: Class,
    /// Wounds taken in this gunfight.
    wounds: Vec<Wound>,
    knock: Knock,
    seriously_wounded: i32,
    /// Wounds Hard as nails has ignored this gunfight.
    ignored: i32,
    flags: Flags,
}

/// The fate game: each man's state and the action cards on the table and in hand.
pub struct Table {
    members: Vec<State>,
    /// Action cards displayed face up, waiting for a character card of their class.
    displayed: Vec<ActionCard>,
    /// Action cards in a player's hand: the card and the scenario part (player) holding it.
    held: Vec<(ActionCard, usize)>,
    /// Action cards played since the last Joker.
    played: Vec<ActionCard>,
}

fn action_key(card: ActionCard) -> String {
    format!("action:{}", card.class().id())
}

fn member_key(index: usize) -> String {
    format!("@{}", index + 1)
}

impl Table {
    pub fn new(cast: &[Member]) -> Result<Table, PlayError> {
        let members = cast
            .iter()
            .map(|m| {
                let class = Class::from_id(&m.cast.kind).ok_or_else(|| {
                    PlayError::field("cast", format!("{}: \"{}\" is not a fate class", m.name(), m.cast.kind))
                })?;
                Ok(State {
                    class,
                    wounds: Vec::new(),
                    knock: Knock::None,
                    seriously_wounded: 0,
                    ignored: 0,
                    flags: Flags::default(),
                })
            })
            .collect::<Result<_, PlayError>>()?;
        Ok(Table { members, displayed: Vec::new(), held: Vec::new(), played: Vec::new() })
    }

    /// The wounds he took in this gunfight.
    pub fn wounds(&self, who: usize) -> &[Wound] {
        &self.members[who].wounds
    }

    pub fn knock(&self, who: usize) -> Knock {
        self.members[who].knock
    }

    pub fn has(&self, who: usize, flag: Flag) -> bool {
        self.members[who].flags.has(flag)
    }

    fn in_play(&self, who: usize, life: &[Life]) -> bool {
        !life[who].dead && !self.members[who].flags.has(Flag::Out)
    }
}

impl Rules for Table {
    fn family(&self) -> &'static str {
        "the fate-deck rules"
    }

    fn round_name(&self) -> &'static str {
        "Deal"
    }

    fn fields(&self) -> &'static [Field] {
        FIELDS
    }

    fn counter(&self, who: usize, counter: Counter) -> i32 {
        match counter {
            Counter::SeriouslyWounded => self.members[who].seriously_wounded,
            Counter::WoundsIgnored => self.members[who].ignored,
            _ => 0,
        }
    }

    fn apply(&mut self, cast: &[Member], who: usize, change: StateChange) -> Result<String, PlayError> {
        let name = cast[who].name().to_string();
        let s = &mut self.members[who];
        match change {
            StateChange::FateWound { wound } => {
                s.wounds.push(wound);
                Ok(wound.label())
            }
            StateChange::Knock { knock } => {
                s.knock = knock;
                Ok(match knock {
                    Knock::None => "back on his feet".into(),
                    Knock::Down => "knocked down".into(),
                    Knock::Out => "knocked out".into(),
                })
            }
            StateChange::Count { counter: Counter::SeriouslyWounded, by } => {
                if s.seriously_wounded + by < 0 {
                    return Err(PlayError::field(
                        "seriously_wounded",
                        format!("{name} has seriously wounded {} men", s.seriously_wounded),
                    ));
                }
                s.seriously_wounded += by;
                Ok(format!("armed men seriously wounded: {}", s.seriously_wounded))
            }
            StateChange::Count { counter: Counter::WoundsIgnored, by } => {
                s.ignored = (s.ignored + by).max(0);
                Ok("Hard as nails: the wound is ignored".into())
            }
            StateChange::Flag { flag, on } => s.flags.set(FIELDS, "the fate-deck rules", flag, on),
            other => {
                Err(PlayError::field(change_field(&other), "not something the fate-deck rules keep for a character"))
            }
        }
    }

    fn killed(&mut self, _who: usize) {}

    fn pack(&self, _cast: &[Member], life: &[Life]) -> Vec<String> {
        let mut cards: Vec<String> =
            (0..self.members.len()).filter(|i| self.in_play(*i, life)).map(member_key).collect();
        cards.extend(ActionCard::ALL.iter().map(|c| action_key(*c)));
        cards.push("joker".into());
        cards
    }

    fn gone(&self, _cast: &[Member], life: &[Life]) -> Vec<String> {
        (0..self.members.len()).filter(|i| !self.in_play(*i, life)).map(member_key).collect()
    }

    fn card(&self, cast: &[Member], key: &str) -> Option<CardView> {
        if key == "joker" {
            return Some(CardView {
                key: key.into(),
                label: "Joker".into(),
                title: "Joker".into(),
                text: "All discards and any action cards held by players are shuffled back into the Fate Deck.".into(),
                owner: None,
                kind: "joker".into(),
                red: false,
                twtw: None,
            });
        }
        if let Some(card) = ActionCard::ALL.into_iter().find(|c| action_key(*c) == key) {
            return Some(CardView {
                key: key.into(),
                label: card.title(),
                title: card.title(),
                text: crate::rules::fate::class::ACTION_CARD_RULE.into(),
                owner: None,
                kind: "action".into(),
                red: true,
                twtw: None,
            });
        }
        let index = key.strip_prefix('@')?.parse::<usize>().ok()?.checked_sub(1)?;
        let m = cast.get(index)?;
        Some(CardView {
            key: key.into(),
            label: m.name().to_string(),
            title: m.name().to_string(),
            text: format!("{}, {} ({})", m.cast.kind_name, m.side_name, m.player),
            owner: Some(index),
            kind: "character".into(),
            red: false,
            twtw: None,
        })
    }

    fn read_card(&self, cast: &[Member], typed: &str) -> Option<String> {
        let t = crate::rules::qotd::normalise_id(typed);
        if t == "joker" {
            return Some("joker".into());
        }
        let t = t.trim_end_matches("_action_card").trim_end_matches("_card").to_string();
        if let Some(card) = ActionCard::ALL.into_iter().find(|c| c.class().id() == t || action_key(*c) == typed.trim())
        {
            return Some(action_key(card));
        }
        if let Some(m) =
            cast.iter().find(|m| crate::campaign::same_name(m.name(), typed) || member_key(m.index) == typed.trim())
        {
            return Some(member_key(m.index));
        }
        None
    }

    fn turned(
        &mut self,
        cast: &[Member],
        _life: &[Life],
        key: &str,
        _round: u32,
        _seed: u64,
    ) -> (Option<usize>, Vec<String>) {
        if key == "joker" {
            return (None, vec!["All discards and any action cards held are shuffled back: the next card comes from the whole deck.".into()]);
        }
        if let Some(card) = ActionCard::ALL.into_iter().find(|c| action_key(*c) == key) {
            self.displayed.push(card);
            return (
                None,
                vec![format!(
                    "Displayed face up: the next player to turn a character card of {} class or higher takes it.",
                    card.class().name()
                )],
            );
        }
        let Some(who) = key.strip_prefix('@').and_then(|n| n.parse::<usize>().ok()).and_then(|n| n.checked_sub(1))
        else {
            return (None, Vec::new());
        };
        let class = self.members[who].class;
        let (taken, left): (Vec<ActionCard>, Vec<ActionCard>) =
            self.displayed.iter().partition(|c| class.rank() >= c.class().rank());
        self.displayed = left;
        let mut lines = Vec::new();
        for card in taken {
            self.held.push((card, cast[who].part));
            let player =
                if cast[who].player.is_empty() { cast[who].side_name.clone() } else { cast[who].player.clone() };
            lines.push(format!("{player} takes the {} into hand.", card.title()));
        }
        (Some(who), lines)
    }

    fn new_round(&mut self, _cast: &[Member], _life: &[Life]) {
        self.displayed.clear();
        self.held.clear();
        self.played.clear();
    }

    fn use_card(&mut self, cast: &[Member], card: &str, who: usize) -> Result<String, PlayError> {
        let key = self.read_card(cast, card).filter(|k| k.starts_with("action:"));
        let Some(action) = ActionCard::ALL.into_iter().find(|c| key.as_deref() == Some(action_key(*c).as_str())) else {
            return Err(PlayError::field(
                "card",
                format!("\"{card}\" is not an action card (citizen, gunman, shootist, legend)"),
            ));
        };
        let part = cast[who].part;
        let Some(at) = self.held.iter().position(|(c, p)| *c == action && *p == part) else {
            return Err(PlayError::field("card", format!("{}'s player holds no {}", cast[who].name(), action.title())));
        };
        if self.members[who].class.rank() < action.class().rank() {
            return Err(PlayError::field(
                "who",
                format!(
                    "{} is a {}: the {} gives a free turn to a {} or higher",
                    cast[who].name(),
                    self.members[who].class.name(),
                    action.title(),
                    action.class().name()
                ),
            ));
        }
        self.held.remove(at);
        self.played.push(action);
        Ok(format!("The {} is played: {} takes a free turn.", action.title(), cast[who].name()))
    }

    fn view(&self, cast: &[Member], life: &[Life], who: usize) -> MemberView {
        let s = &self.members[who];
        let mut state: Vec<String> = s.wounds.iter().map(|w| w.label()).collect();
        match s.knock {
            Knock::Down => state.push("Knocked down".into()),
            Knock::Out => state.push("Knocked out".into()),
            Knock::None => {}
        }
        state.extend(s.flags.labels(FIELDS, &[]));
        if s.seriously_wounded > 0 {
            state.push(format!(
                "Seriously wounded {} armed m{}",
                s.seriously_wounded,
                if s.seriously_wounded == 1 { "an" } else { "en" }
            ));
        }
        let mut values = vec![
            FieldValue { field: "knocked".into(), value: s.knock as i32 },
            FieldValue { field: "seriously_wounded".into(), value: s.seriously_wounded },
        ];
        values.extend(s.flags.values(FIELDS, &[]));
        let out = s.flags.has(Flag::Out) || s.knock == Knock::Out;
        MemberView {
            standing: standing_of(&life[who], out, s.knock == Knock::Down),
            state,
            values,
            ..member_base(cast, life, who)
        }
    }

    fn held(&self, cast: &[Member]) -> Vec<String> {
        let player = |part: usize| {
            cast.iter()
                .find(|m| m.part == part)
                .map(|m| if m.player.is_empty() { m.side_name.clone() } else { m.player.clone() })
                .unwrap_or_default()
        };
        let mut out: Vec<String> =
            self.displayed.iter().map(|c| format!("{}: face up on the table", c.title())).collect();
        out.extend(self.held.iter().map(|(c, p)| format!("{}: in {}'s hand", c.title(), player(*p))));
        out
    }

    fn participant(&self, cast: &[Member], life: &[Life], who: usize) -> ParticipantInput {
        let s = &self.members[who];
        let has = |f: Flag| s.flags.has(f);
        let serious = s.wounds.iter().any(|w| w.severity == Severity::Serious);
        let ended = if life[who].dead {
            "dead"
        } else if s.knock == Knock::Out {
            "knocked_out"
        } else if serious {
            "seriously_wounded"
        } else if !s.wounds.is_empty() {
            "flesh_wounded"
        } else if has(Flag::Surrendered) {
            "surrendered"
        } else if has(Flag::LostNerve) {
            "lost_nerve"
        } else if has(Flag::RefusedChallenge) {
            "refused_challenge"
        } else {
            "unhurt"
        };
        ParticipantInput {
            fired_at_opponent: has(Flag::FiredAtOpponent),
            seriously_wounded: s.seriously_wounded.max(0) as u32,
            backshot: has(Flag::Backshot),
            shot_helpless: has(Flag::ShotHelpless),
            shot_surrendered_or_woman: has(Flag::ShotSurrenderedOrWoman),
            surrendered: has(Flag::Surrendered),
            refused_challenge: has(Flag::RefusedChallenge),
            // Where the wound he ended with was taken: the serious one, else his first flesh wound.
            wound: s
                .wounds
                .iter()
                .find(|w| w.severity == Severity::Serious)
                .or(s.wounds.first())
                .filter(|_| ended == "seriously_wounded" || ended == "flesh_wounded")
                .map(|w| w.location.id().to_string()),
            ..blank(cast, who, ended)
        }
    }

    fn ends_round(&self, key: &str) -> bool {
        key == "joker"
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
