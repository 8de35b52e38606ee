//! A game in play in memory: its cast, its deck, each character's state and the story so far, made
//! by playing its log's events in order ([`Game::apply`]). A new change is checked by applying it
//! to the game as it stands: what the rules refuse is refused before anything is stored.

use serde::{Deserialize, Serialize};

use super::change::StateChange;
use super::deck::Deck;
use super::family::{Life, Member, Rules};
use super::{LogLine, MemberRef, PlayError};
use crate::campaign::games::ParticipantInput;
use crate::campaign::Scenario;
use crate::rules::Ruleset;

/// A kill or an action: what it did to one character.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Effect {
    pub who: usize,
    pub change: StateChange,
}

/// An attack as it was resolved and applied: the words for the story and what it did to whom.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Action {
    pub by: usize,
    pub target: usize,
    /// What was done: "shot at Ike Clanton with a long pistol".
    pub what: String,
    /// The seed the dice were rolled with; `None`: typed from the table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The dice as they fell, in words.
    pub dice: String,
    /// The result, step by step.
    pub lines: Vec<String>,
    pub effects: Vec<Effect>,
    /// The target was killed by it.
    #[serde(default)]
    pub killed: bool,
    /// The West That Wasn't: the action cards drawn for it (the first read, the others extend).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<String>,
}

/// One row of a game's log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PlayEvent {
    /// A card turned: the next one the deck deals, or the one `named` from the physical deck.
    Turned { card: String, named: bool },
    /// One change to one character's state.
    Marked { who: usize, change: StateChange },
    /// A character killed, by whom if by someone cast.
    Killed { victim: usize, by: Option<usize> },
    /// An attack, its dice and what it did to both characters.
    Acted(Action),
    /// Fate: a held action card played, giving a character a free turn.
    UsedCard { card: String, who: usize },
    /// The West That Wasn't: a new turn (every hero's APs back).
    NextRound,
}

/// A game in play, in memory.
pub struct Game {
    pub ruleset: Ruleset,
    pub seed: u64,
    pub cast: Vec<Member>,
    pub deck: Deck,
    pub rules: Box<dyn Rules>,
    pub life: Vec<Life>,
    pub log: Vec<LogLine>,
    pub acting: Option<usize>,
    events: usize,
}

impl Game {
    /// The members of `scenario`'s cast, in the order of its sides; a scenario that casts nobody
    /// is refused.
    pub fn cast_of(scenario: &Scenario) -> Result<Vec<Member>, PlayError> {
        let mut cast = Vec::new();
        for (part, side) in scenario.sides.iter().enumerate() {
            for m in &side.cast {
                cast.push(Member {
                    index: cast.len(),
                    part,
                    side_name: side.side_name.clone(),
                    player: side.script.player.clone(),
                    cast: m.clone(),
                });
            }
        }
        if cast.is_empty() {
            return Err(PlayError::field("cast", "the scenario casts nobody: cast it on the casting board first"));
        }
        Ok(cast)
    }

    /// A game of `scenario`'s `cast` ([`Game::cast_of`]) at its family's table `rules`, dealt with
    /// `seed`, before anything happened.
    pub fn new(scenario: &Scenario, seed: u64, cast: Vec<Member>, rules: Box<dyn Rules>) -> Game {
        let life = vec![Life::default(); cast.len()];
        Game {
            ruleset: scenario.ruleset,
            seed,
            cast,
            deck: Deck::default(),
            rules,
            life,
            log: Vec::new(),
            acting: None,
            events: 0,
        }
    }

    /// The cast member `who` names, for `field`.
    pub fn member(&self, who: &MemberRef, field: &str) -> Result<usize, PlayError> {
        let found: Vec<usize> = match who {
            MemberRef::Id(id) => {
                self.cast.iter().filter(|m| m.cast.character_id == Some(*id)).map(|m| m.index).collect()
            }
            MemberRef::Name(name) => {
                let name = name.trim();
                if let Some(n) = name.strip_prefix('@').and_then(|n| n.parse::<usize>().ok()) {
                    (1..=self.cast.len()).contains(&n).then_some(n - 1).into_iter().collect()
                } else {
                    self.cast.iter().filter(|m| crate::campaign::same_name(m.name(), name)).map(|m| m.index).collect()
                }
            }
        };
        match found.as_slice() {
            [one] => Ok(*one),
            [] => Err(PlayError::field(field, format!("{} is not in this game's cast", shown(who)))),
            _ => Err(PlayError::field(
                field,
                format!("{} names more than one of the cast: give @N (its number in `posse play show`)", shown(who)),
            )),
        }
    }

    fn line(&mut self, text: String) {
        self.log.push(LogLine { n: self.events, round: self.deck.round, text });
    }

    /// Takes out of the round every card no longer in play.
    fn sync_deck(&mut self) {
        for card in self.rules.gone(&self.cast, &self.life) {
            self.deck.withdraw(&card);
        }
    }

    /// Shuffles a new round if this one is spent.
    fn shuffle_if_spent(&mut self) -> Result<(), PlayError> {
        if !self.deck.spent() {
            return Ok(());
        }
        let pack = self.rules.pack(&self.cast, &self.life);
        if pack.is_empty() {
            return Err(PlayError::field("card", "no card is left to shuffle: nobody can act"));
        }
        self.deck.shuffle(&pack, self.seed);
        self.rules.new_round(&self.cast, &self.life);
        let name = self.rules.round_name();
        let text = format!("{name} {}: the deck shuffled ({} cards).", self.deck.round, pack.len());
        self.line(text);
        Ok(())
    }

    /// A card as typed, checked to be in the deck and not turned or out.
    pub fn named_card(&self, typed: &str) -> Result<String, PlayError> {
        let key = self
            .rules
            .read_card(&self.cast, typed)
            .ok_or_else(|| PlayError::Card(format!("card: \"{typed}\" is not a card of this game's deck")))?;
        let available = if self.deck.spent() {
            self.rules.pack(&self.cast, &self.life).contains(&key)
        } else {
            self.deck.holds(&key)
        };
        if available {
            return Ok(key);
        }
        let label = self.rules.card(&self.cast, &key).map_or(key.clone(), |c| c.label);
        let round = self.rules.round_name().to_lowercase();
        Err(PlayError::Card(format!("card: {label} is already turned or out of play this {round}")))
    }

    /// Applies one event: a new one to check it (an error leaves the game unusable: drop it), or
    /// one of the log to replay it.
    pub fn apply(&mut self, event: &PlayEvent) -> Result<(), PlayError> {
        self.events += 1;
        match event {
            PlayEvent::Turned { card, named } => self.turn(card, *named)?,
            PlayEvent::Marked { who, change } => {
                self.alive(*who, "who")?;
                let text = self.rules.apply(&self.cast, *who, *change)?;
                let name = self.cast[*who].name().to_string();
                self.line(format!("{name}: {text}."));
                if self.rules.fatal(*who) {
                    self.kill(*who, None);
                    self.line(format!("{name} dies of his wounds."));
                }
            }
            PlayEvent::Killed { victim, by } => {
                self.alive(*victim, "victim")?;
                if let Some(by) = by {
                    if by == victim {
                        return Err(PlayError::field("by", "a character cannot be marked as killing himself"));
                    }
                }
                self.kill(*victim, *by);
                let text = match by {
                    Some(by) => format!("{} is killed by {}.", self.cast[*victim].name(), self.cast[*by].name()),
                    None => format!("{} is killed.", self.cast[*victim].name()),
                };
                self.line(text);
            }
            PlayEvent::Acted(action) => {
                self.alive(action.by, "by")?;
                self.alive(action.target, "target")?;
                for card in &action.cards {
                    self.draw(card)?;
                }
                for e in &action.effects {
                    self.rules.apply(&self.cast, e.who, e.change)?;
                }
                let mut text = format!("{} {}: {}", self.cast[action.by].name(), action.what, action.dice);
                for l in &action.lines {
                    text.push_str(&format!(" {l}"));
                }
                self.line(text);
                if action.killed || self.rules.fatal(action.target) {
                    self.kill(action.target, Some(action.by));
                    let text =
                        format!("{} is killed by {}.", self.cast[action.target].name(), self.cast[action.by].name());
                    self.line(text);
                }
            }
            PlayEvent::UsedCard { card, who } => {
                self.alive(*who, "who")?;
                let text = self.rules.use_card(&self.cast, card, *who)?;
                self.acting = Some(*who);
                self.line(text);
            }
            PlayEvent::NextRound => {
                let text = self.rules.next_round(&self.cast, &self.life)?;
                self.line(text);
            }
        }
        self.sync_deck();
        Ok(())
    }

    fn alive(&self, who: usize, field: &str) -> Result<(), PlayError> {
        let m = self
            .cast
            .get(who)
            .ok_or_else(|| PlayError::field(field, format!("there is no member {who} in the cast")))?;
        if self.life[who].dead {
            return Err(PlayError::field(field, format!("{} is dead", m.name())));
        }
        Ok(())
    }

    fn kill(&mut self, victim: usize, by: Option<usize>) {
        self.life[victim].dead = true;
        self.life[victim].killed_by = by;
        if let Some(by) = by {
            self.life[by].kills.push(victim);
        }
        self.rules.killed(victim);
    }

    fn turn(&mut self, card: &str, named: bool) -> Result<(), PlayError> {
        self.shuffle_if_spent()?;
        if !self.deck.holds(card) {
            let label = self.rules.card(&self.cast, card).map_or(card.to_string(), |c| c.label);
            return Err(PlayError::Card(format!(
                "card: {label} is already turned or out of play this {}",
                self.rules.round_name().to_lowercase()
            )));
        }
        self.deck.turn(card);
        let (acting, lines) = self.rules.turned(&self.cast, &self.life, card, self.deck.round, self.seed);
        self.acting = acting;
        if self.rules.ends_round(card) {
            self.deck.ended = true;
        }
        let shown = self.rules.card(&self.cast, card);
        let how = if named { " (named from the table)" } else { "" };
        let label = shown.as_ref().map_or(card.to_string(), |c| c.label.clone());
        let mut text = match (shown.as_ref().map(|c| c.kind.as_str()), acting) {
            (Some("character"), Some(a)) if self.cast[a].name() == label => format!("{label}'s card turned{how}."),
            (Some("character"), Some(a)) => format!("{label} turned{how}: {}.", self.cast[a].name()),
            (Some("action_card"), _) => format!("{label} drawn{how}."),
            (Some("joker" | "action"), _) => format!("{label} turned{how}."),
            (Some("civilians"), _) => format!("The civilians' card turned{how}."),
            _ => format!("{label}'s card turned{how}."),
        };
        for l in lines {
            text.push_str(&format!(" {l}"));
        }
        self.line(text);
        Ok(())
    }

    /// The West That Wasn't: a card drawn for an action (turned and discarded).
    fn draw(&mut self, card: &str) -> Result<(), PlayError> {
        self.shuffle_if_spent()?;
        if !self.deck.holds(card) {
            return Err(PlayError::Card(format!("card: {card} is already drawn this pass through the deck")));
        }
        self.deck.turn(card);
        Ok(())
    }

    /// The next card the deck deals (shuffling a new round first if need be, on a copy).
    pub fn next_card(&self) -> Result<String, PlayError> {
        if let Some(next) = self.deck.next() {
            return Ok(next.clone());
        }
        let pack = self.rules.pack(&self.cast, &self.life);
        let order = super::deck::shuffled(&pack, self.seed, self.deck.round + 1);
        order.into_iter().next().ok_or_else(|| PlayError::field("card", "no card is left to shuffle: nobody can act"))
    }

    /// The cards an action would draw next, in order: those left this round, then a fresh round's.
    pub fn cards_ahead(&self) -> Vec<String> {
        let mut ahead: Vec<String> = self.deck.remaining().cloned().collect();
        let pack = self.rules.pack(&self.cast, &self.life);
        ahead.extend(super::deck::shuffled(&pack, self.seed, self.deck.round + 1));
        ahead
    }

    /// The game's participants as the after-action wizard would record them: the roster
    /// characters cast, in the cast's order, how each ended, and whom each killed.
    pub fn participants(&self) -> Vec<ParticipantInput> {
        self.cast
            .iter()
            .filter(|m| m.cast.character_id.is_some())
            .map(|m| {
                let mut p = self.rules.participant(&self.cast, &self.life, m.index);
                p.kills = self.life[m.index].kills.iter().map(|v| self.kill_input(*v)).collect();
                p
            })
            .collect()
    }

    fn kill_input(&self, victim: usize) -> crate::campaign::games::KillInput {
        use crate::campaign::games::{CharacterRef, KillInput};
        let v = &self.cast[victim];
        match v.cast.character_id {
            Some(id) => KillInput { victim: Some(CharacterRef::Id(id)), name: None, class: None },
            None => KillInput {
                victim: None,
                name: Some(v.name().to_string()),
                class: (self.ruleset == Ruleset::Fate).then(|| v.cast.kind.clone()),
            },
        }
    }
}

fn shown(who: &MemberRef) -> String {
    match who {
        MemberRef::Id(id) => format!("character {id}"),
        MemberRef::Name(name) => format!("\"{name}\""),
    }
}
