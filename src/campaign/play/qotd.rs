//! Quick on the Draw in play: the cast's pack turned card by card (Reel 1, "Filming the action":
//! "At the start of each phase, shuffle the pack and then turn over the cards one by one"), the
//! jokers' luck for the next card turned, a beast's card joining the pack once it is activated
//! (Reel 7), and each character's cards as hits take them (Reel 6, Effects of hits: "Each
//! successful Hit on a Character by a Lethal Weapon permanently removes one of their cards. Each
//! successful Hit on them by a Stunning Weapon temporarily removes one of their cards. When a
//! character has no cards left they are deemed to be casualties").
//!
//! Decisions where the text is silent:
//! - A card a hit takes is the lowest of the character's cards still his (he keeps his Ace): it
//!   leaves the pack at once, even in the middle of a phase. A stunned card that comes back
//!   (`stunned=-1`) returns at the next shuffle.
//! - A beast activated (`active=on`) joins the pack at the next phase's shuffle.
//! - A joker turned last in a phase lends its luck to the first card of the next phase.
//! - How a character ended the game, for the after-action wizard: killed if marked killed; a
//!   character who lost cards to hits (or is still stunned) is injured, with cards if any are left
//!   and with none if not (the usual ending of a man who went down); otherwise uninjured.

use super::change::{Counter, Field, Flag, Flags, StateChange};
use super::family::{member_base, standing_of, Life, Member, Rules};
use super::{CardView, FieldValue, MemberView, PlayError};
use crate::campaign::games::{CharacterRef, GameWounds, ParticipantInput};
use crate::campaign::Card;
use crate::dice::Joker;
use crate::rules::qotd::pack::Rank;
use crate::store::sides::Suit;

const FIELDS: &[Field] = &[
    Field::counter("hits", Counter::Hits, "Hits (a card lost each)"),
    Field::counter("stunned", Counter::Stunned, "Stunned (a card lost until he comes round)"),
    Field::flag("out_of_ammo", Flag::OutOfAmmo, "Out of ammo"),
    Field::flag("jammed", Flag::Jammed, "Jammed"),
    Field::flag("reloading", Flag::Reloading, "Reloading"),
    Field::flag("down", Flag::Down, "On the ground"),
    Field::flag("out", Flag::Out, "Out of the game"),
    Field::flag("reduced", Flag::Reduced, "Reduced dice"),
    Field::flag("active", Flag::Active, "Beast activated"),
    Field::counter("seriously_wounded", Counter::SeriouslyWounded, "Men he wounded"),
];

/// The red and black jokers' keys.
const JOKERS: [(&str, Joker); 2] = [("RJ", Joker::Red), ("BJ", Joker::Black)];

fn suit_letter(suit: Suit) -> char {
    match suit {
        Suit::Hearts => 'H',
        Suit::Diamonds => 'D',
        Suit::Clubs => 'C',
        Suit::Spades => 'S',
    }
}

/// A card's key: its rank and suit's letter, `AH`, `10S`.
pub fn key(card: Card) -> String {
    format!("{}{}", card.rank.label(), suit_letter(card.suit))
}

/// Reads a card as typed: `7♥`, `7h`, `7 of hearts`, `ace of spades`, `red joker`, `RJ`.
pub fn read_key(typed: &str) -> Option<String> {
    let t = typed.trim().to_lowercase();
    let words: String = t.split_whitespace().filter(|w| *w != "of" && *w != "the").collect::<Vec<_>>().join(" ");
    match words.as_str() {
        "rj" | "red joker" | "joker red" | "red" => return Some("RJ".into()),
        "bj" | "black joker" | "joker black" | "black" => return Some("BJ".into()),
        _ => {}
    }
    let compact = words
        .replace("hearts", "h")
        .replace("heart", "h")
        .replace("diamonds", "d")
        .replace("diamond", "d")
        .replace("clubs", "c")
        .replace("club", "c")
        .replace("spades", "s")
        .replace("spade", "s")
        .replace('♥', "h")
        .replace('♦', "d")
        .replace('♣', "c")
        .replace('♠', "s")
        .replace(' ', "");
    let suit = compact.chars().last()?;
    let rank = Rank::from_label(&compact[..compact.len() - suit.len_utf8()])?;
    let letter = match suit {
        'h' | 'd' | 'c' | 's' => suit.to_ascii_uppercase(),
        _ => return None,
    };
    Some(format!("{}{letter}", rank.label()))
}

/// One cast member's state.
#[derive(Debug, Clone)]
struct State {
    /// As dealt, Ace high.
    cards: Vec<Card>,
    beast: bool,
    hits: i32,
    stunned: i32,
    seriously_wounded: i32,
    flags: Flags,
}

impl State {
    fn dealt(&self) -> i32 {
        self.cards.len() as i32
    }

    fn left(&self) -> i32 {
        (self.dealt() - self.hits - self.stunned).max(0)
    }

    /// The cards still his: the lowest go first.
    fn in_hand(&self) -> &[Card] {
        &self.cards[..self.left() as usize]
    }
}

/// The QOTD game: each member's cards and state, and the jokers' luck.
pub struct Table {
    members: Vec<State>,
    /// A joker turned: its luck waits for the next card.
    pending: Option<Joker>,
    /// The luck on the card turned last.
    luck: Option<Joker>,
}

impl Table {
    pub fn new(cast: &[Member]) -> Table {
        let members = cast
            .iter()
            .map(|m| {
                let mut flags = Flags::default();
                if m.cast.plays_reduced {
                    let _ = flags.set(FIELDS, "", Flag::Reduced, true);
                }
                State {
                    cards: m.cast.cards.clone(),
                    beast: m.cast.beast.is_some(),
                    hits: 0,
                    stunned: 0,
                    seriously_wounded: 0,
                    flags,
                }
            })
            .collect();
        Table { members, pending: None, luck: None }
    }

    /// The joker's luck on the card turned last, for the acting character's first test.
    pub fn luck_now(&self) -> Option<Joker> {
        self.luck
    }

    /// Whether the member plays with reduced dice now.
    pub fn reduced(&self, who: usize) -> bool {
        self.members[who].flags.has(Flag::Reduced)
    }

    pub fn flag(&self, who: usize, flag: Flag) -> bool {
        self.members[who].flags.has(flag)
    }

    /// Cards still his.
    pub fn cards_left(&self, who: usize) -> i32 {
        self.members[who].left()
    }

    fn in_play(&self, who: usize, life: &[Life]) -> bool {
        let s = &self.members[who];
        !life[who].dead && !s.flags.has(Flag::Out) && (!s.beast || s.flags.has(Flag::Active))
    }

    fn owner(&self, key: &str) -> Option<usize> {
        self.members.iter().position(|s| s.cards.iter().any(|c| self::key(*c) == key))
    }
}

fn count_change(name: &str, field: &str, now: i32, by: i32, room: i32, what: &str) -> Result<i32, PlayError> {
    let after = now + by;
    if after < 0 {
        return Err(PlayError::field(field, format!("{name} has {now} {what}: there are not {} to take back", -by)));
    }
    if after > room {
        return Err(PlayError::field(
            field,
            format!(
                "{name} has {room} card{} to lose: {after} {what} are more than his cards",
                if room == 1 { "" } else { "s" }
            ),
        ));
    }
    Ok(after)
}

impl Rules for Table {
    fn family(&self) -> &'static str {
        "Quick on the Draw"
    }

    fn round_name(&self) -> &'static str {
        "Phase"
    }

    fn fields(&self) -> &'static [Field] {
        FIELDS
    }

    fn counter(&self, who: usize, counter: Counter) -> i32 {
        let s = &self.members[who];
        match counter {
            Counter::Hits => s.hits,
            Counter::Stunned => s.stunned,
            Counter::SeriouslyWounded => s.seriously_wounded,
            _ => 0,
        }
    }

    fn apply(&mut self, cast: &[Member], who: usize, change: StateChange) -> Result<String, PlayError> {
        let name = cast[who].name().to_string();
        let s = &mut self.members[who];
        let dealt = s.dealt();
        match change {
            StateChange::Count { counter: Counter::Hits, by } => {
                s.hits = count_change(&name, "hits", s.hits, by, dealt - s.stunned, "hits")?;
                Ok(format!(
                    "{} hit{} ({} of {dealt} cards left)",
                    signed(by),
                    if by.abs() == 1 { "" } else { "s" },
                    s.left()
                ))
            }
            StateChange::Count { counter: Counter::Stunned, by } => {
                s.stunned = count_change(&name, "stunned", s.stunned, by, dealt - s.hits, "stunned cards")?;
                Ok(format!("{} stunned ({} of {dealt} cards left)", signed(by), s.left()))
            }
            StateChange::Count { counter: Counter::SeriouslyWounded, by } => {
                if s.seriously_wounded + by < 0 {
                    return Err(PlayError::field(
                        "seriously_wounded",
                        format!("{name} has wounded {} men", s.seriously_wounded),
                    ));
                }
                s.seriously_wounded += by;
                Ok(format!("men wounded {}", s.seriously_wounded))
            }
            StateChange::Flag { flag, on } => {
                if flag == Flag::Active && !s.beast {
                    return Err(PlayError::field("active", format!("{name} is no beast: only a beast is activated")));
                }
                if flag == Flag::Reduced && s.beast {
                    return Err(PlayError::field("reduced", format!("{name} is a beast: a beast has no reduced dice")));
                }
                let words = s.flags.set(FIELDS, "Quick on the Draw", flag, on)?;
                let extra =
                    if flag == Flag::Active && on { " (its card joins the pack at the next shuffle)" } else { "" };
                Ok(format!("{words}{extra}"))
            }
            other => {
                Err(PlayError::field(change_field(&other), "not something Quick on the Draw keeps for a character"))
            }
        }
    }

    fn killed(&mut self, _who: usize) {}

    fn pack(&self, _cast: &[Member], life: &[Life]) -> Vec<String> {
        let mut cards: Vec<String> = Vec::new();
        for (i, s) in self.members.iter().enumerate() {
            if self.in_play(i, life) {
                cards.extend(s.in_hand().iter().map(|c| key(*c)));
            }
        }
        cards.extend(JOKERS.iter().map(|(k, _)| k.to_string()));
        cards
    }

    fn gone(&self, cast: &[Member], life: &[Life]) -> Vec<String> {
        let in_pack = self.pack(cast, life);
        self.members.iter().flat_map(|s| s.cards.iter().map(|c| key(*c))).filter(|k| !in_pack.contains(k)).collect()
    }

    fn card(&self, cast: &[Member], key: &str) -> Option<CardView> {
        if let Some((k, joker)) = JOKERS.iter().find(|(k, _)| *k == key) {
            let j = crate::rules::qotd::pack::jokers().into_iter().find(|j| j.joker == *joker)?;
            return Some(CardView {
                key: k.to_string(),
                label: j.title.clone(),
                title: j.title,
                text: j.effect,
                owner: None,
                kind: "joker".into(),
                red: *joker == Joker::Red,
                twtw: None,
            });
        }
        let owner = self.owner(key)?;
        let card = *self.members[owner].cards.iter().find(|c| self::key(**c) == key)?;
        let m = &cast[owner];
        Some(CardView {
            key: key.to_string(),
            label: card.label(),
            title: m.name().to_string(),
            text: format!("{}, {} ({})", m.cast.kind_name, m.side_name, m.player),
            owner: Some(owner),
            kind: "character".into(),
            red: matches!(card.suit, Suit::Hearts | Suit::Diamonds),
            twtw: None,
        })
    }

    fn read_card(&self, _cast: &[Member], typed: &str) -> Option<String> {
        let key = read_key(typed)?;
        (JOKERS.iter().any(|(k, _)| *k == key) || self.owner(&key).is_some()).then_some(key)
    }

    fn turned(
        &mut self,
        _cast: &[Member],
        _life: &[Life],
        key: &str,
        _round: u32,
        _seed: u64,
    ) -> (Option<usize>, Vec<String>) {
        if let Some((_, joker)) = JOKERS.iter().find(|(k, _)| *k == key) {
            self.pending = Some(*joker);
            self.luck = None;
            let what = match joker {
                Joker::Red => "Good luck for the next card turned: a bonus equivalent to rolling a 10.",
                Joker::Black => {
                    "Bad luck for the next card turned: no move or action, or a mishap, equivalent to rolling a 1."
                }
            };
            return (None, vec![what.to_string()]);
        }
        self.luck = self.pending.take();
        let lines = match self.luck {
            Some(Joker::Red) => vec!["The Red Joker's good luck: as a 10.".to_string()],
            Some(Joker::Black) => vec!["The Black Joker's bad luck: as a 1.".to_string()],
            None => Vec::new(),
        };
        (self.owner(key), lines)
    }

    fn view(&self, cast: &[Member], life: &[Life], who: usize) -> MemberView {
        let s = &self.members[who];
        let mut state = Vec::new();
        if s.hits > 0 || s.stunned > 0 {
            state.push(format!("{} of {} cards left", s.left(), s.dealt()));
        }
        if s.hits > 0 {
            state.push(format!("{} hit{}", s.hits, if s.hits == 1 { "" } else { "s" }));
        }
        if s.stunned > 0 {
            state.push(format!("{} stunned", s.stunned));
        }
        if s.left() == 0 && !life[who].dead {
            state.push(if s.hits > 0 { "A casualty".into() } else { "Passed out".into() });
        }
        if s.beast && !s.flags.has(Flag::Active) {
            state.push("Not yet activated".into());
        }
        state.extend(s.flags.labels(FIELDS, &[Flag::Active]));
        if s.seriously_wounded > 0 {
            state.push(format!(
                "Wounded {} m{}",
                s.seriously_wounded,
                if s.seriously_wounded == 1 { "an" } else { "en" }
            ));
        }
        let mut values = vec![
            FieldValue { field: "hits".into(), value: s.hits },
            FieldValue { field: "stunned".into(), value: s.stunned },
            FieldValue { field: "seriously_wounded".into(), value: s.seriously_wounded },
        ];
        // Only a beast is activated, and a beast has no reduced dice.
        values.extend(s.flags.values(FIELDS, if s.beast { &[Flag::Reduced] } else { &[Flag::Active] }));
        let out = s.flags.has(Flag::Out) || s.left() == 0;
        MemberView {
            cards: s.in_hand().iter().map(|c| c.label()).collect(),
            standing: standing_of(&life[who], out, s.flags.has(Flag::Down)),
            state,
            values,
            ..member_base(cast, life, who)
        }
    }

    fn luck(&self) -> Option<String> {
        match (self.luck, self.pending) {
            (_, Some(j)) => Some(format!("{} waits for the next card", j.name())),
            (Some(Joker::Red), None) => Some("Good luck (the Red Joker): a bonus as if he rolled a 10".into()),
            (Some(Joker::Black), None) => Some("Bad luck (the Black Joker): as if he rolled a 1".into()),
            (None, None) => None,
        }
    }

    fn participant(&self, cast: &[Member], life: &[Life], who: usize) -> ParticipantInput {
        let s = &self.members[who];
        let ended = if life[who].dead {
            "killed"
        } else if s.hits + s.stunned == 0 {
            "uninjured"
        } else if s.left() > 0 {
            "injured_with_cards"
        } else {
            "injured_no_cards"
        };
        ParticipantInput { seriously_wounded: s.seriously_wounded.max(0) as u32, ..blank(cast, who, ended) }
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// "+1", "−2".
pub fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        format!("−{}", -n)
    }
}

/// The field a change is of, for an error.
pub fn change_field(change: &StateChange) -> String {
    match change {
        StateChange::Count { counter, .. } => {
            serde_json::to_value(counter).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
        }
        StateChange::Flag { flag, .. } => {
            serde_json::to_value(flag).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
        }
        StateChange::FateWound { .. } => "wound".into(),
        StateChange::Knock { .. } => "knocked".into(),
        StateChange::LocationWounds { location, .. } => format!("wounds.{}", location.id()),
    }
}

/// A participant with nothing recorded but how he ended.
pub fn blank(cast: &[Member], who: usize, ended: &str) -> ParticipantInput {
    ParticipantInput {
        character: CharacterRef::Id(cast[who].cast.character_id.unwrap_or_default()),
        ended: ended.to_string(),
        fired_at_opponent: false,
        kills: Vec::new(),
        seriously_wounded: 0,
        backshot: false,
        shot_helpless: false,
        shot_surrendered_or_woman: false,
        surrendered: false,
        refused_challenge: false,
        wound: None,
        wounds: GameWounds::Count(0),
        money: 0,
        horse_killed: false,
        conc: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_read_as_the_table_calls_them() {
        assert_eq!(read_key("7♥").as_deref(), Some("7H"));
        assert_eq!(read_key("7h").as_deref(), Some("7H"));
        assert_eq!(read_key("ace of spades").as_deref(), Some("AS"));
        assert_eq!(read_key("10 of Diamonds").as_deref(), Some("10D"));
        assert_eq!(read_key("Red Joker").as_deref(), Some("RJ"));
        assert_eq!(read_key("bj").as_deref(), Some("BJ"));
        assert_eq!(read_key("1h"), None);
        assert_eq!(read_key("7x"), None);
        assert_eq!(key(Card::new(Suit::Clubs, Rank::Ten)), "10C");
    }
}
